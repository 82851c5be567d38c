/* Tiny streaming JSON writer (see json.h). */
#include "json.h"

#include <assert.h>

#include "utf8.h"

void json_init(struct json *j, FILE *f)
{
    j->f = f;
    j->depth = 0;
    j->first[0] = true;
}

static void put_string(FILE *f, const char *s)
{
    putc('"', f);
    for (const unsigned char *p = (const unsigned char *)s; *p != '\0'; p++) {
        size_t len = *p >= 0x80 ? utf8_len(p) : 1;
        if (*p == '"' || *p == '\\') {
            fprintf(f, "\\%c", *p);
        } else if (*p < 0x20 || *p == 0x7f || len == 0) {
            /* A stray byte becomes the code point of the same value, as
             * Latin-1 would read it: the text stays valid JSON. */
            fprintf(f, "\\u%04x", (unsigned)*p);
        } else {
            fwrite(p, 1, len, f);
            p += len - 1;
        }
    }
    putc('"', f);
}

/* The separator before a value and its key, if any. */
static void member(struct json *j, const char *key)
{
    if (!j->first[j->depth])
        fputs(", ", j->f);
    j->first[j->depth] = false;
    if (key != NULL) {
        put_string(j->f, key);
        fputs(": ", j->f);
    }
}

/* After a complete value: the top-level value ends the line. */
static void done(struct json *j)
{
    if (j->depth == 0) {
        putc('\n', j->f);
        j->first[0] = true;
    }
}

static void open_container(struct json *j, const char *key, char c)
{
    member(j, key);
    putc(c, j->f);
    assert(j->depth + 1 < JSON_MAX_DEPTH);
    if (j->depth + 1 < JSON_MAX_DEPTH) /* GCOVR_EXCL_BR_LINE: asserted; keeps a release build in bounds */
        j->depth++;
    j->first[j->depth] = true;
}

static void close_container(struct json *j, char c)
{
    putc(c, j->f);
    assert(j->depth > 0);
    if (j->depth > 0) /* GCOVR_EXCL_BR_LINE: asserted; keeps a release build in bounds */
        j->depth--;
    done(j);
}

void json_object_begin(struct json *j, const char *key) { open_container(j, key, '{'); }
void json_object_end(struct json *j) { close_container(j, '}'); }
void json_array_begin(struct json *j, const char *key) { open_container(j, key, '['); }
void json_array_end(struct json *j) { close_container(j, ']'); }

void json_string(struct json *j, const char *key, const char *value)
{
    member(j, key);
    if (value == NULL)
        fputs("null", j->f);
    else
        put_string(j->f, value);
    done(j);
}

void json_null(struct json *j, const char *key) { json_string(j, key, NULL); }

void json_bool(struct json *j, const char *key, bool value)
{
    member(j, key);
    fputs(value ? "true" : "false", j->f);
    done(j);
}

void json_int(struct json *j, const char *key, long long value)
{
    member(j, key);
    fprintf(j->f, "%lld", value);
    done(j);
}

void json_uint(struct json *j, const char *key, unsigned long long value)
{
    member(j, key);
    fprintf(j->f, "%llu", value);
    done(j);
}

void json_double(struct json *j, const char *key, double value, int decimals)
{
    member(j, key);
    fprintf(j->f, "%.*f", decimals, value);
    done(j);
}
