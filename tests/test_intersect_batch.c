/* The batch (bbg_intersect_batch, src/intersect_batch.c) against the model,
 * bbg_intersect and the set-wise AND, on every pair of squares and every
 * pair of line kinds, and on invalid squares and kinds. */
#include "check_main.h"

/* The square held by a set-wise answer of at most one square, or -1. */
static int only_square(uint64_t bb)
{
    for (int sq = 0; sq < 64; sq++)
        if (bb == model_bit(sq))
            return sq;
    return MODEL_NONE;
}

/* One pair of kinds per iteration (_i = 4 * x + y): the batch over all 4096
 * pairs of squares in one call, element by element against bbg_intersect,
 * the set-wise AND and the model. */
START_TEST(test_batch_all_squares)
{
    const int x = _i / 4, y = _i % 4;
    const enum bbg_line kx = (enum bbg_line)x, ky = (enum bbg_line)y;
    uint8_t a[4096], b[4096];
    int8_t out[4096];
    for (int k = 0; k < 4096; k++) {
        a[k] = (uint8_t)(k / 64);
        b[k] = (uint8_t)(k % 64);
        out[k] = 99;
    }
    bbg_intersect_batch(kx, ky, a, b, out, 4096);
    for (int k = 0; k < 4096; k++) {
        const int sa = a[k], sb = b[k];
        const char *nx = model_kind_names[x], *ny = model_kind_names[y];
        const struct model_name na = model_name(sa), nb = model_name(sb);
        ck_assert_sq_eq(out[k], model_intersect(x, sa, y, sb), "batch %s %s, %s %s", nx, na.s, ny,
                        nb.s);
        ck_assert_sq_eq(out[k], bbg_intersect(kx, sa, ky, sb), "batch %s %s, %s %s", nx, na.s, ny,
                        nb.s);
        if (x != y)
            ck_assert_sq_eq(out[k], only_square(bbg_intersect_bb(kx, sa, ky, sb)),
                            "batch vs set-wise %s %s, %s %s", nx, na.s, ny, nb.s);
    }
}
END_TEST

/* Every length 0..80 at offsets 0..3 (vector bodies, tails, unaligned
 * starts): each element written is right and nothing around it is touched. */
START_TEST(test_batch_lengths)
{
    enum { LEN = 80, PAD = 8 };
    uint8_t a[LEN + PAD], b[LEN + PAD];
    for (int k = 0; k < LEN + PAD; k++) {
        a[k] = (uint8_t)((k * 37 + 11) % 64);
        b[k] = (uint8_t)((k * 53 + 5) % 64);
    }
    for (int p = 0; p < 16; p++) {
        const int x = p / 4, y = p % 4;
        int model[LEN + PAD];
        for (int k = 0; k < LEN + PAD; k++)
            model[k] = model_intersect(x, a[k], y, b[k]);
        for (size_t off = 0; off < 4; off++) {
            for (size_t n = 0; n <= LEN; n++) {
                int8_t out[LEN + PAD];
                for (int k = 0; k < LEN + PAD; k++)
                    out[k] = 99;
                bbg_intersect_batch((enum bbg_line)x, (enum bbg_line)y, a + off, b + off,
                                    out + off, n);
                for (size_t k = 0; k < LEN + PAD; k++) {
                    const int want = k >= off && k < off + n ? model[k] : 99;
                    /* Asserting only on a difference: each passing Check
                     * assertion writes to a pipe, too slow for 456,192. */
                    if (out[k] != want)
                        ck_assert_num_eq(out[k], want,
                                         "%s, %s, offset %u, length %u, element %u",
                                         model_kind_names[x], model_kind_names[y], (unsigned)off, (unsigned)n, (unsigned)k);
                }
            }
        }
    }
}
END_TEST

/* Bytes 64..255 are not squares: -1 whatever the other square and kinds. */
START_TEST(test_batch_invalid_squares)
{
    uint8_t a[256 * 2], b[256 * 2];
    int8_t out[256 * 2];
    for (int k = 0; k < 256; k++) {
        a[k] = (uint8_t)k;            /* a invalid from 64 on */
        b[k] = (uint8_t)(k % 64);
        a[256 + k] = (uint8_t)(k % 64);
        b[256 + k] = (uint8_t)k;      /* b invalid from 64 on */
    }
    for (int p = 0; p < 16; p++) {
        const int x = p / 4, y = p % 4;
        bbg_intersect_batch((enum bbg_line)x, (enum bbg_line)y, a, b, out, 512);
        for (int k = 0; k < 512; k++) {
            const int sa = a[k], sb = b[k];
            const int want = sa < 64 && sb < 64 ? model_intersect(x, sa, y, sb) : MODEL_NONE;
            ck_assert_sq_eq(out[k], want, "%s %d, %s %d", model_kind_names[x], sa,
                            model_kind_names[y], sb);
        }
    }
}
END_TEST

/* Kinds that are not line kinds: all -1; n == 0 with NULL pointers: nothing
 * is read or written. */
START_TEST(test_batch_invalid_kinds)
{
    const uint8_t a[3] = { BBG_H4, BBG_A1, BBG_E4 }, b[3] = { BBG_B7, BBG_A8, BBG_E4 };
    const int bad[] = { 4, 5, 100 };
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        for (int good = 0; good < 4; good++) {
            int8_t out[3] = { 7, 7, 7 };
            bbg_intersect_batch((enum bbg_line)bad[k], (enum bbg_line)good, a, b, out, 3);
            for (int i = 0; i < 3; i++)
                ck_assert_sq_eq(out[i], -1, "kinds %d, %d", bad[k], good);
            out[0] = out[1] = out[2] = 7;
            bbg_intersect_batch((enum bbg_line)good, (enum bbg_line)bad[k], a, b, out, 3);
            for (int i = 0; i < 3; i++)
                ck_assert_sq_eq(out[i], -1, "kinds %d, %d", good, bad[k]);
        }
    }
    bbg_intersect_batch(BBG_RANK, BBG_ANTI, NULL, NULL, NULL, 0);
    /* The README's example, written by hand: rank of h4, anti-diagonal of b7. */
    int8_t out[3];
    bbg_intersect_batch(BBG_RANK, BBG_ANTI, a, b, out, 3);
    ck_assert_sq_eq(out[0], BBG_E4, "rank h4, anti b7");
    ck_assert_sq_eq(out[1], BBG_H1, "rank a1, anti a8");
    ck_assert_sq_eq(out[2], BBG_E4, "rank e4, anti e4");
}
END_TEST

static Suite *intersect_batch_suite(void)
{
    Suite *s = suite_create("intersect_batch");

    TCase *tc = tcase_create("batch");
    tcase_add_loop_test(tc, test_batch_all_squares, 0, 16);
    tcase_add_test(tc, test_batch_lengths);
    tcase_add_test(tc, test_batch_invalid_squares);
    tcase_add_test(tc, test_batch_invalid_kinds);
    suite_add_tcase(s, tc);

    return s;
}

int main(void) { return test_run_suite(intersect_batch_suite()); }
