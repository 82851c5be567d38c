/* quote_arg with less room than its callers give it (they give
 * QUOTE_SIZE, which always fits): for every size from 2 up, the quote is
 * the full one cut to fit, closing quote kept, NUL-terminated, and nothing
 * is written past size bytes. Plain C; exit status 0 if every check
 * passed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../format.h"

int main(void)
{
    static const char *const texts[] = {
        "e4", "\x01\x7f", "caf\xc3\xa9", "\xff", "0123456789012345678901234567890123456789x",
    };
    int failures = 0;
    for (size_t t = 0; t < sizeof texts / sizeof texts[0]; t++) {
        char full[QUOTE_SIZE];
        quote_arg(full, sizeof full, texts[t]);
        const size_t len = strlen(full);
        for (size_t size = 2; size <= QUOTE_SIZE; size++) {
            char out[QUOTE_SIZE + 8], want[QUOTE_SIZE];
            const size_t kept = len - 1 < size - 2 ? len - 1 : size - 2;
            memset(out, '#', sizeof out);
            quote_arg(out, size, texts[t]);
            memcpy(want, full, kept);
            want[kept] = '\'';
            want[kept + 1] = '\0';
            if (strcmp(out, want) != 0 || out[size] != '#') {
                printf("FAIL: text %zu, size %zu: \"%s\", expected \"%s\"\n", t, size, out, want);
                failures++;
            }
        }
        printf("ok: text %zu (\"%s\") cut at every size\n", t, full);
    }
    return failures == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
