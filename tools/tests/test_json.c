/* The JSON writer's string escapes, which no command reaches today (every
 * string the tool writes is a validated word): quotes, backslashes and
 * control bytes must still come out as valid JSON. Plain C; exit status 0
 * if every check passed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../json.h"

/* What the writer makes of one array holding value, via a temporary file;
 * false if there is no temporary file. */
static int written(const char *value, char *out, size_t size)
{
    FILE *f = tmpfile();
    struct json j;
    size_t n = 0;
    out[0] = '\0';
    if (f == NULL)
        return 0;
    json_init(&j, f);
    json_array_begin(&j, NULL);
    json_string(&j, NULL, value);
    json_array_end(&j);
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
    };
    int failures = 0;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char out[64];
        if (!written(cases[i].value, out, sizeof out)) {
            printf("skipped: no temporary file (tmpfile)\n");
            return 77; /* meson's exit status for a skipped test */
        }
        const int ok = strcmp(out, cases[i].json) == 0;
        printf("%s: case %zu: %s", ok ? "ok" : "FAIL", i, out);
        failures += !ok;
    }
    return failures == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
