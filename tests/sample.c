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

/* Whether this process runs under AddressSanitizer. */
static int under_asan(void)
{
#if defined(__SANITIZE_ADDRESS__)
    return 1;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
    return 1;
#endif
#endif
    return 0;
}

int test_under_memory_checker(void)
{
    const char *preload = getenv("LD_PRELOAD");
    return under_asan() || (preload != NULL && strstr(preload, "vgpreload") != NULL);
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
