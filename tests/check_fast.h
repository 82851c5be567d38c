/* For the suites that compare millions of values: comparisons that reach
 * Check only when they fail (a passing ck_assert records its location,
 * which costs far more than the comparison), and a fixed-seed generator
 * of random bitboards. */
#ifndef BBGEOM_TEST_CHECK_FAST_H
#define BBGEOM_TEST_CHECK_FAST_H

#include "check_main.h"

/* Like ck_assert_bb_eq, but silent while it passes. */
#define expect_bb_eq(got, want, ...)                                                   \
    do {                                                                               \
        const uint64_t expect_got_ = (got);                                            \
        const uint64_t expect_want_ = (want);                                          \
        if (expect_got_ != expect_want_)                                               \
            ck_assert_msg(0, "%s: %s is 0x%016" PRIx64 " {%s}, expected 0x%016" PRIx64 \
                          " {%s}", test_format(__VA_ARGS__).s, #got, expect_got_,      \
                          model_bb_text(expect_got_).s, expect_want_,                  \
                          model_bb_text(expect_want_).s);                              \
    } while (0)

/* Like ck_assert_num_eq, but silent while it passes. */
#define expect_num_eq(got, want, ...)                                                  \
    do {                                                                               \
        const long long expect_got_ = (got);                                           \
        const long long expect_want_ = (want);                                         \
        if (expect_got_ != expect_want_)                                               \
            ck_assert_msg(0, "%s: %s is %lld, expected %lld", test_format(__VA_ARGS__).s, \
                          #got, expect_got_, expect_want_);                            \
    } while (0)

/* Like ck_assert_msg, but silent while it passes: a passing ck_assert
 * reaches Check (and its arguments, FEN text among them, are computed),
 * which costs far more than the test. */
#define expect_that(cond, ...)             \
    do {                                   \
        if (!(cond))                       \
            ck_assert_msg(0, __VA_ARGS__); \
    } while (0)

/* splitmix64 (Steele, Lea, Flood): a fixed seed gives the same boards on
 * every run and machine. */
struct test_random {
    uint64_t state;
};

static inline uint64_t test_random_next(struct test_random *r)
{
    uint64_t z = (r->state += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

/* A random board whose density cycles through about 1/2, 1/4, 1/8 and
 * 1/16 of the squares as i goes up, so sparse and crowded boards mix. */
static inline uint64_t test_random_board(struct test_random *r, long i)
{
    uint64_t bb = test_random_next(r);
    for (long k = 0; k < i % 4; k++)
        bb &= test_random_next(r);
    return bb;
}

/* A random square. */
static inline int test_random_square(struct test_random *r) { return (int)(test_random_next(r) >> 58); }

#endif
