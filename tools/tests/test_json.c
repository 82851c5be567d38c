/* The JSON writer's string escapes, which no command reaches today (every
 * string the tool writes is a validated word or a quoted argument): quotes,
 * backslashes, control bytes and bytes that are not well-formed UTF-8 must
 * still come out as valid JSON; and the number forms bbgeom-bench's report
 * writes. Plain C; exit status 0 if every check passed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../json.h"

/* One array holding the string value. */
static void write_string(struct json *j, const char *value)
{
    json_array_begin(j, NULL);
    json_string(j, NULL, value);
    json_array_end(j);
}

/* The other values, as bench/report.c writes them, in one object. */
static void write_numbers(struct json *j, const char *unused)
{
    (void)unused;
    json_object_begin(j, NULL);
    json_bool(j, "t", true);
    json_bool(j, "f", false);
    json_null(j, "n");
    json_int(j, "i", -5);
    json_uint(j, "u", 18446744073709551615ULL);
    json_double(j, "d", 3.14159, 4);
    json_double(j, "z", -0.5, 1);
    json_object_end(j);
}

/* What write(j, value) makes, read back from a temporary file into out;
 * false if there is no temporary file. */
static int written(void (*write)(struct json *, const char *), const char *value, char *out, size_t size)
{
    FILE *f = tmpfile();
    struct json j;
    size_t n = 0;
    out[0] = '\0';
    if (f == NULL)
        return 0;
    json_init(&j, f);
    write(&j, value);
    rewind(f);
    n = fread(out, 1, size - 1, f);
    out[n] = '\0';
    fclose(f);
    return 1;
}

int main(void)
{
    static const struct {
        const char *value, *json;
    } cases[] = {
        { "e4", "[\"e4\"]\n" },
        { "a\"b", "[\"a\\\"b\"]\n" },
        { "a\\b", "[\"a\\\\b\"]\n" },
        { "tab\there", "[\"tab\\u0009here\"]\n" },
        { "\x1f\x7f", "[\"\\u001f\\u007f\"]\n" },
        { "\xc3\xa9", "[\"\xc3\xa9\"]\n" },
        /* Well-formed UTF-8 of 3 and 4 bytes, at the edges of the ranges. */
        { "\xe0\xa0\x80\xed\x9f\xbf", "[\"\xe0\xa0\x80\xed\x9f\xbf\"]\n" },
        { "\xf0\x90\x80\x80\xf4\x8f\xbf\xbf", "[\"\xf0\x90\x80\x80\xf4\x8f\xbf\xbf\"]\n" },
        /* Anything else byte by byte as \u00XX: a stray continuation byte,
         * overlong forms, a surrogate, beyond U+10FFFF, a sequence cut
         * short by another byte or by the end, a byte that starts none. */
        { "\x80", "[\"\\u0080\"]\n" },
        { "\xc0\xaf", "[\"\\u00c0\\u00af\"]\n" },
        { "\xe0\x9f\xbf", "[\"\\u00e0\\u009f\\u00bf\"]\n" },
        { "\xed\xa0\x80", "[\"\\u00ed\\u00a0\\u0080\"]\n" },
        { "\xf0\x8f\xbf\xbf", "[\"\\u00f0\\u008f\\u00bf\\u00bf\"]\n" },
        { "\xf4\x90\x80\x80", "[\"\\u00f4\\u0090\\u0080\\u0080\"]\n" },
        { "\xe2\x82x", "[\"\\u00e2\\u0082x\"]\n" },
        { "\xf0\x9f\x98", "[\"\\u00f0\\u009f\\u0098\"]\n" },
        { "\xf5\xff", "[\"\\u00f5\\u00ff\"]\n" },
    };
    int failures = 0;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char out[64];
        if (!written(write_string, cases[i].value, out, sizeof out)) {
            printf("skipped: no temporary file (tmpfile)\n");
            return 77; /* meson's exit status for a skipped test */
        }
        const int ok = strcmp(out, cases[i].json) == 0;
        printf("%s: case %zu: %s", ok ? "ok" : "FAIL", i, out);
        failures += !ok;
    }
    static const char expected[] = "{\"t\": true, \"f\": false, \"n\": null, \"i\": -5, "
        "\"u\": 18446744073709551615, \"d\": 3.1416, \"z\": -0.5}\n";
    char out[160];
    if (!written(write_numbers, NULL, out, sizeof out)) {
        printf("skipped: no temporary file (tmpfile)\n");
        return 77;
    }
    const int ok = strcmp(out, expected) == 0;
    printf("%s: numbers: %s", ok ? "ok" : "FAIL", out);
    failures += !ok;
    return failures == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
