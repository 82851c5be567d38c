/* A tiny streaming JSON writer: objects, arrays, strings, integers
 * and null, written compactly on one line (", " and ": " separators), with
 * commas managed by the writer. The top-level value ends with a newline. */
#ifndef BBGEOM_TOOL_JSON_H
#define BBGEOM_TOOL_JSON_H

#include <stdbool.h>
#include <stdio.h>

#define JSON_MAX_DEPTH 8

struct json {
    FILE *f;
    int depth;                   /* open containers */
    bool first[JSON_MAX_DEPTH];  /* no member written yet at that depth */
};

void json_init(struct json *j, FILE *f);

/* key is the member name inside an object, NULL inside an array or at the
 * top level. */
void json_object_begin(struct json *j, const char *key);
void json_object_end(struct json *j);
void json_array_begin(struct json *j, const char *key);
void json_array_end(struct json *j);

/* value NULL writes null. */
void json_string(struct json *j, const char *key, const char *value);
void json_int(struct json *j, const char *key, long long value);

#endif
