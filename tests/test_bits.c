/* Bit counting and scanning: bbg_popcount, bbg_lsb, bbg_msb,
 * bbg_more_than_one and the byte swap (bbg_flip_vertical_bb) against
 * bit-by-bit answers, on every single square, every pair of squares, and
 * random bitboards of every density from a fixed seed.
 *
 * tests/meson.build builds this file more than once: as is (compiler
 * builtins where the compiler has them), with BBG_PORTABLE (the portable C
 * bodies) and on x86 with -mpopcnt (the POPCNT builtin), so that every
 * ordinary test run checks each body. */
#include "check_main.h"

#if defined(BBG_PORTABLE) && (BBG_GNU_BUILTIN_(__builtin_popcountll) || BBG_GNU_BUILTIN_(__builtin_ctzll) \
                              || BBG_GNU_BUILTIN_(__builtin_clzll) || BBG_GNU_BUILTIN_(__builtin_bswap64) \
                              || BBG_MSVC_INTRIN_)
#error "BBG_PORTABLE must leave only the portable C bodies"
#endif

/* Bit-by-bit, no tricks: the independent answer. */
static int plain_count(uint64_t bb)
{
    int n = 0;
    for (int i = 0; i < 64; i++)
        n += (int)((bb >> i) & 1);
    return n;
}

static int plain_lowest(uint64_t bb)
{
    for (int i = 0; i < 64; i++)
        if ((bb >> i) & 1)
            return i;
    return -1;
}

static int plain_highest(uint64_t bb)
{
    for (int i = 63; i >= 0; i--)
        if ((bb >> i) & 1)
            return i;
    return -1;
}

/* Square i moves to square i ^ 56: same file, mirrored rank. */
static uint64_t plain_flip_vertical(uint64_t bb)
{
    uint64_t flipped = 0;
    for (int i = 0; i < 64; i++)
        flipped |= ((bb >> i) & 1) << (i ^ 56);
    return flipped;
}

static void check_one(uint64_t bb)
{
    ck_assert_int_eq(bbg_popcount(bb), plain_count(bb));
    ck_assert_int_eq(bbg_more_than_one(bb), plain_count(bb) > 1);
    ck_assert_bb_eq(bbg_flip_vertical_bb(bb), plain_flip_vertical(bb), "bb 0x%016" PRIx64, bb);
    if (bb) {
        ck_assert_int_eq(bbg_lsb(bb), plain_lowest(bb));
        ck_assert_int_eq(bbg_msb(bb), plain_highest(bb));
    }
}

/* Square _i alone, with every other square, everything but it, and every
 * square from it up and from it down. */
START_TEST(test_squares_and_pairs)
{
    const uint64_t bit = UINT64_C(1) << _i;
    check_one(bit);
    check_one(~bit);
    check_one(~UINT64_C(0) << _i);
    check_one(~UINT64_C(0) >> _i);
    for (int j = 0; j < 64; j++)
        check_one(bit | UINT64_C(1) << j);
}
END_TEST

/* xorshift64 from a fixed seed; AND/OR of draws gives sparse and dense
 * bitboards as well as half-full ones. */
START_TEST(test_random)
{
    uint64_t x = UINT64_C(0x9E3779B97F4A7C15);
    for (int i = 0; i < 20000; i++) {
        uint64_t r[3];
        for (int k = 0; k < 3; k++) {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            r[k] = x;
        }
        check_one(r[0]);
        check_one(r[0] & r[1] & r[2]);
        check_one(r[0] | r[1] | r[2]);
    }
    check_one(0);
    check_one(~UINT64_C(0));
    check_one(UINT64_C(0x5555555555555555));
    check_one(UINT64_C(0xAAAAAAAAAAAAAAAA));
}
END_TEST

static Suite *bits_suite(void)
{
    Suite *s = suite_create("bits");
    TCase *tc = tcase_create("bits");
    tcase_add_loop_test(tc, test_squares_and_pairs, 0, 64);
    tcase_add_test(tc, test_random);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
#if defined(__POPCNT__) && (defined(__x86_64__) || defined(__i386__))
    /* The -mpopcnt build: on a CPU without the instruction it would die of
     * SIGILL, which says nothing about bbgeom. */
    __builtin_cpu_init();
    if (!__builtin_cpu_supports("popcnt")) {
        puts("1..0 # SKIP this CPU has no POPCNT instruction");
        return EXIT_SUCCESS;
    }
#endif
    return test_run_suite(bits_suite());
}
