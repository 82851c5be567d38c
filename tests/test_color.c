/* Colours (color.h): the dark and light bitboards, the colour of every
 * square and the same-colour test on every pair, against the model. The
 * other methods are tested in test_alternatives.c. */
#include "check_main.h"

START_TEST(test_color_sets)
{
    ck_assert_bb_eq(BBG_DARK_SQUARES, UINT64_C(0xAA55AA55AA55AA55), "dark squares");
    ck_assert_bb_eq(BBG_LIGHT_SQUARES, ~BBG_DARK_SQUARES, "light squares");
    ck_assert_bb_eq(BBG_DARK_SQUARES | BBG_LIGHT_SQUARES, ~UINT64_C(0), "dark | light");
    ck_assert_bb_eq(BBG_DARK_SQUARES & BBG_LIGHT_SQUARES, UINT64_C(0), "dark & light");
    uint64_t dark = 0;
    for (int sq = 0; sq < 64; sq++)
        if (model_color(sq) == MODEL_DARK)
            dark |= model_bit(sq);
    ck_assert_bb_eq(BBG_DARK_SQUARES, dark, "dark squares of the model");
    ck_assert_num_eq(model_count(BBG_DARK_SQUARES), 32, "dark squares");
    ck_assert_num_eq(BBG_LIGHT, 0, "enum");
    ck_assert_num_eq(BBG_DARK, 1, "enum");
    /* Fixed points of the convention: a1 and h8 dark, h1 and a8 light. */
    ck_assert_num_eq(bbg_color_of(BBG_A1), BBG_DARK, "a1");
    ck_assert_num_eq(bbg_color_of(BBG_H8), BBG_DARK, "h8");
    ck_assert_num_eq(bbg_color_of(BBG_H1), BBG_LIGHT, "h1");
    ck_assert_num_eq(bbg_color_of(BBG_A8), BBG_LIGHT, "a8");
}
END_TEST

START_TEST(test_color_by_square)
{
    const int sq = _i;
    const struct model_name n = model_name(sq);
    const int want = model_color(sq);
    ck_assert_num_eq(bbg_color_of(sq), want, "%s", n.s);
    ck_assert_truth_eq(bbg_is_dark(sq), want == MODEL_DARK, "%s", n.s);
    ck_assert_truth_eq(model_has(BBG_DARK_SQUARES, sq), want == MODEL_DARK, "%s", n.s);
    ck_assert_truth_eq(model_has(BBG_LIGHT_SQUARES, sq), want == MODEL_LIGHT, "%s", n.s);
}
END_TEST

START_TEST(test_same_color)
{
    const int a = _i;
    const struct model_name na = model_name(a);
    for (int b = 0; b < 64; b++) {
        const struct model_name nb = model_name(b);
        const bool want = model_color(a) == model_color(b);
        ck_assert_truth_eq(bbg_same_color(a, b), want, "%s %s", na.s, nb.s);
    }
}
END_TEST

static Suite *color_suite(void)
{
    Suite *s = suite_create("color");

    TCase *tc = tcase_create("squares");
    tcase_add_test(tc, test_color_sets);
    tcase_add_loop_test(tc, test_color_by_square, 0, 64);
    suite_add_tcase(s, tc);

    tc = tcase_create("pairs");
    tcase_add_loop_test(tc, test_same_color, 0, 64);
    suite_add_tcase(s, tc);

    return s;
}

int main(void) { return test_run_suite(color_suite()); }
