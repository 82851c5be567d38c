/* The share of its heavy work a test run does: see sample.h. */
#include "sample.h"

#include <stdlib.h>
#include <string.h>

long test_parse_share(const char *text)
{
    char *end = NULL;
    const long n = strtol(text, &end, 10);
    if (end == text || *end != '\0' || n <= 1)
        return 0;
    return n < 256 ? n : 256;
}

/* Whether this program was built with AddressSanitizer. */
#if defined(__SANITIZE_ADDRESS__)
#define TEST_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TEST_UNDER_ASAN 1
#endif
#endif

int test_under_memory_checker(void)
{
#ifdef TEST_UNDER_ASAN
    return 1;
#else
    const char *preload = getenv("LD_PRELOAD");
    return preload != NULL && strstr(preload, "vgpreload") != NULL;
#endif
}

long test_sample_share(void)
{
    const char *sample = getenv("BBGEOM_TEST_SAMPLE");
    if (sample != NULL && strcmp(sample, "1") == 0)
        return 1;
    const long share = sample != NULL ? test_parse_share(sample) : 0;
    if (share != 0)
        return share;
    return test_under_memory_checker() ? 16 : 1;
}
