/* The consumers' checks (main.c, strict/main.c): each compares one answer
 * of bbgeom with one worked out by hand, prints what differs and counts it;
 * main() returns failures != 0. Plain C11, clean under the strict sets. */
#ifndef BBGEOM_CONSUMER_EXPECT_H
#define BBGEOM_CONSUMER_EXPECT_H

#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static int failures;

static void expect_int(const char *what, long long got, long long want)
{
    if (got != want) {
        fprintf(stderr, "FAIL %s: got %lld, want %lld\n", what, got, want);
        failures++;
    }
}

static void expect_bb(const char *what, uint64_t got, uint64_t want)
{
    if (got != want) {
        fprintf(stderr, "FAIL %s: got 0x%016" PRIx64 ", want 0x%016" PRIx64 "\n", what, got, want);
        failures++;
    }
}

/* Either string may be NULL (bbg_square_name of an invalid square). */
static void expect_str(const char *what, const char *got, const char *want)
{
    if (got == NULL || want == NULL ? got != want : strcmp(got, want) != 0) {
        fprintf(stderr, "FAIL %s: got %s, want %s\n", what, got ? got : "NULL",
                want ? want : "NULL");
        failures++;
    }
}

#define EXPECT_INT(expr, want) expect_int(#expr, (long long)(expr), (long long)(want))
#define EXPECT_BB(expr, want) expect_bb(#expr, (uint64_t)(expr), (uint64_t)(want))
#define EXPECT_STR(expr, want) expect_str(#expr, (expr), (want))

#endif
