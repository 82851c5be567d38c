/* The alternative methods (alternatives.h) against the model: every colour
 * method on every square, every same-colour method on every pair, and both
 * intersection methods (table, formula switch) on every pair of squares for
 * all sixteen pairs of line kinds. */
#include "check_main.h"

START_TEST(test_color_methods)
{
    const int sq = _i;
    const struct model_name n = model_name(sq);
    const int want = model_color(sq);
    ck_assert_num_eq(bbg_color_lookup(sq), want, "%s", n.s);
    ck_assert_num_eq(bbg_color_bb64(sq), want, "%s", n.s);
    ck_assert_num_eq(bbg_color_bb32(sq), want, "%s", n.s);
    ck_assert_num_eq(bbg_color_parity(sq), want, "%s", n.s);
    ck_assert_num_eq(bbg_color_lea(sq), want, "%s", n.s);
    ck_assert_num_eq(bbg_color_x88(bbg_to_x88(sq)), want, "%s", n.s);
}
END_TEST

START_TEST(test_same_color_methods)
{
    const int a = _i;
    const struct model_name na = model_name(a);
    for (int b = 0; b < 64; b++) {
        const struct model_name nb = model_name(b);
        const bool want = model_color(a) == model_color(b);
        ck_assert_truth_eq(bbg_same_color_xor(a, b), want, "%s %s", na.s, nb.s);
        ck_assert_truth_eq(bbg_same_color_lea(a, b), want, "%s %s", na.s, nb.s);
        ck_assert_truth_eq(bbg_same_color_bb64(a, b), want, "%s %s", na.s, nb.s);
    }
}
END_TEST

/* For a and every b and all sixteen pairs of kinds: the table and the
 * formula dispatch agree with the model (which answers -1 for two kinds
 * alike), and bbg_intersect, whichever it uses, with both. */
START_TEST(test_lookup_all_pairs)
{
    const int a = _i;
    const struct model_name na = model_name(a);
    for (int b = 0; b < 64; b++) {
        const struct model_name nb = model_name(b);
        for (int x = 0; x < MODEL_KINDS; x++) {
            for (int y = 0; y < MODEL_KINDS; y++) {
                const enum bbg_line kx = (enum bbg_line)x, ky = (enum bbg_line)y;
                const int want = model_intersect(x, a, y, b);
                ck_assert_sq_eq(bbg_intersect_lookup(kx, a, ky, b), want, "%s %s, %s %s",
                                model_kind_names[x], na.s, model_kind_names[y], nb.s);
                ck_assert_sq_eq(bbg_intersect_formula(kx, a, ky, b), want, "%s %s, %s %s",
                                model_kind_names[x], na.s, model_kind_names[y], nb.s);
                ck_assert_sq_eq(bbg_intersect(kx, a, ky, b), want, "%s %s, %s %s",
                                model_kind_names[x], na.s, model_kind_names[y], nb.s);
            }
        }
    }
}
END_TEST

int main(void)
{
    const struct test_entry tests[] = {
        { test_color_methods, 64 }, { test_same_color_methods, 64 }, { test_lookup_all_pairs, 64 },
    };
    return test_run_entries("alternatives", tests, sizeof tests / sizeof tests[0], 0);
}
