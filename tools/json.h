/* A tiny streaming JSON writer: objects, arrays, strings, numbers, booleans
 * and null, written compactly on one line (", " and ": " separators), with
 * commas managed by the writer. The top-level value ends with a newline.
 * The one JSON writer of the tree: the tool's --json and bbgeom-bench
 * --json (bench/report.c) both use it. */
#ifndef BBGEOM_TOOL_JSON_H
#define BBGEOM_TOOL_JSON_H

#include <stdbool.h>
#include <stdio.h>

#define JSON_MAX_DEPTH 8

struct json {
    FILE *f;
    int depth;                  /* open containers */
    bool first[JSON_MAX_DEPTH]; /* no member written yet at that depth */
};

void json_init(struct json *j, FILE *f);

/* key is the member name inside an object, NULL inside an array or at the
 * top level. */
void json_object_begin(struct json *j, const char *key);
void json_object_end(struct json *j);
void json_array_begin(struct json *j, const char *key);
void json_array_end(struct json *j);

/* value NULL writes null. Well-formed UTF-8 is written as it is; '"', '\\',
 * control bytes and any byte that is not part of well-formed UTF-8 are
 * escaped (the latter as \u00XX), so any bytes give valid JSON. */
void json_string(struct json *j, const char *key, const char *value);
void json_null(struct json *j, const char *key);
void json_bool(struct json *j, const char *key, bool value);
void json_int(struct json *j, const char *key, long long value);
void json_uint(struct json *j, const char *key, unsigned long long value);
/* value with that many digits after the point ("%.*f"); finite values only. */
void json_double(struct json *j, const char *key, double value, int decimals);

#endif
