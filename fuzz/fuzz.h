/* The libFuzzer entry point every harness defines, and helpers shared by
 * the harnesses. With -fsanitize=fuzzer libFuzzer supplies main();
 * replay.c supplies a plain one that feeds files to the harness. */
#ifndef BBGEOM_FUZZ_H
#define BBGEOM_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
/* Optional: called once before the first input (libFuzzer's interface). */
int LLVMFuzzerInitialize(int *argc, char ***argv);

/* An exact-size NUL-terminated heap copy of the input, so that AddressSanitizer
 * catches any read past the terminator; NULL when out of memory. */
static inline char *fuzz_text(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (text != NULL) {
        if (size > 0)
            memcpy(text, data, size);
        text[size] = '\0';
    }
    return text;
}

/* A harness's own check failed: abort, which libFuzzer reports as a crash. */
#define FUZZ_REQUIRE(cond) \
    do {                   \
        if (!(cond))       \
            abort();       \
    } while (0)

#endif
