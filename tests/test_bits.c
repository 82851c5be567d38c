/* Bit counting and scanning: bbg_popcount, bbg_lsb, bbg_more_than_one
 * against a bit-by-bit count, on every single square, every pair of
 * squares, and random bitboards of every density from a fixed seed. */
#include "check_main.h"

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

static void check_one(uint64_t bb)
{
    ck_assert_int_eq(bbg_popcount(bb), plain_count(bb));
    ck_assert_int_eq(bbg_more_than_one(bb), plain_count(bb) > 1);
    if (bb)
        ck_assert_int_eq(bbg_lsb(bb), plain_lowest(bb));
}

/* Square _i alone, with every other square, and everything but it. */
START_TEST(test_squares_and_pairs)
{
    const uint64_t bit = UINT64_C(1) << _i;
    check_one(bit);
    check_one(~bit);
    check_one(~UINT64_C(0) << _i);
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

int main(void) { return test_run_suite(bits_suite()); }
