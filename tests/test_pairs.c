/* Pairs of squares: between, line-through and cross tables against the
 * model, and the properties that tie them together. */
#include "check_main.h"

static const enum bbg_slider sliders[MODEL_SLIDERS] = { BBG_BISHOP, BBG_ROOK, BBG_QUEEN };

/* For a and every b: the tables against the model. */
START_TEST(test_pairs_vs_model)
{
    const int a = _i;
    const struct model_name na = model_name(a);
    for (int b = 0; b < 64; b++) {
        const struct model_name nb = model_name(b);
        ck_assert_bb_eq(bbg_between_bb(a, b), model_between_bb(a, b), "between %s %s", na.s,
                        nb.s);
        ck_assert_bb_eq(bbg_line_through_bb(a, b), model_line_through_bb(a, b),
                        "line through %s %s", na.s, nb.s);
        for (int s = 0; s < MODEL_SLIDERS; s++)
            ck_assert_bb_eq(bbg_cross_bb(sliders[s], a, b), model_cross_bb(s, a, b),
                            "%s cross %s %s", model_slider_names[s], na.s, nb.s);
    }
}
END_TEST

/* For a and every b: properties that need no model answer. */
START_TEST(test_pair_properties)
{
    const int a = _i;
    const struct model_name na = model_name(a);
    const uint64_t ends_a = model_bit(a);
    for (int b = 0; b < 64; b++) {
        const struct model_name nb = model_name(b);
        const uint64_t between = bbg_between_bb(a, b);
        const uint64_t through = bbg_line_through_bb(a, b);
        const uint64_t ends = ends_a | model_bit(b);
        const bool aligned = model_aligned(a, b);

        ck_assert_bb_eq(between, bbg_between_bb(b, a), "between is symmetric: %s %s", na.s, nb.s);
        ck_assert_bb_eq(through, bbg_line_through_bb(b, a), "line through is symmetric: %s %s",
                        na.s, nb.s);
        ck_assert_that((between & ~through) == 0, "between within line through: %s %s", na.s,
                       nb.s);
        ck_assert_that((between & ends) == 0, "ends not between: %s %s", na.s, nb.s);
        ck_assert_truth_eq(through != 0, aligned, "line through iff aligned: %s %s", na.s, nb.s);
        if (through != 0)
            ck_assert_that((through & ends) == ends, "ends on line through: %s %s", na.s, nb.s);

        /* The line through is the aligned kind's line mask. */
        for (int kind = 0; kind < MODEL_KINDS; kind++)
            if (a != b && model_same_line(kind, a, b))
                ck_assert_bb_eq(through, bbg_line_bb((enum bbg_line)kind, a),
                                "line through %s %s is the %s", na.s, nb.s,
                                model_kind_names[kind]);

        const uint64_t bishop = bbg_cross_bb(BBG_BISHOP, a, b);
        const uint64_t rook = bbg_cross_bb(BBG_ROOK, a, b);
        const uint64_t queen = bbg_cross_bb(BBG_QUEEN, a, b);
        ck_assert_that(((bishop | rook) & ~queen) == 0, "queen cross covers rook and bishop: %s %s",
                       na.s, nb.s);

        for (int s = 0; s < MODEL_SLIDERS; s++) {
            const char *sn = model_slider_names[s];
            const uint64_t cross = bbg_cross_bb(sliders[s], a, b);
            if (a == b) {
                ck_assert_bb_eq(cross, ends_a, "%s cross %s %s", sn, na.s, nb.s);
                continue;
            }
            /* a and b are in the cross set exactly when the slider's lines align them. */
            bool slider_aligned = false;
            for (int kind = 0; kind < MODEL_KINDS; kind++)
                if (model_slider_uses(s, kind) && model_same_line(kind, a, b))
                    slider_aligned = true;
            ck_assert_truth_eq(model_has(cross, a), slider_aligned, "%s cross %s %s, a", sn, na.s,
                               nb.s);
            ck_assert_truth_eq(model_has(cross, b), slider_aligned, "%s cross %s %s, b", sn, na.s,
                               nb.s);
        }
    }
}
END_TEST

/* Hand-checked cases. */
START_TEST(test_pairs_examples)
{
    ck_assert_bb_eq(bbg_between_bb(BBG_A1, BBG_H8), UINT64_C(0x0040201008040200), "a1 h8");
    ck_assert_bb_eq(bbg_between_bb(BBG_E4, BBG_E5), 0, "neighbours e4 e5");
    ck_assert_bb_eq(bbg_between_bb(BBG_A1, BBG_B3), 0, "not aligned a1 b3");
    ck_assert_bb_eq(bbg_line_through_bb(BBG_C1, BBG_H6), UINT64_C(0x0000804020100804),
                    "c1 h6");
    ck_assert_bb_eq(bbg_line_through_bb(BBG_E4, BBG_E4), 0, "e4 e4");
    /* Rook on a1, king on h8: from a8 or h1 the rook attacks h8. */
    ck_assert_bb_eq(bbg_cross_bb(BBG_ROOK, BBG_A1, BBG_H8),
                    model_bit(BBG_A8) | model_bit(BBG_H1), "rook a1 h8");
    /* Bishop on a1 (dark), king on b1 (light): never. */
    ck_assert_bb_eq(bbg_cross_bb(BBG_BISHOP, BBG_A1, BBG_B1), 0, "bishop a1 b1");
}
END_TEST

static Suite *pairs_suite(void)
{
    Suite *s = suite_create("pairs");

    TCase *tc = tcase_create("tables");
    tcase_add_loop_test(tc, test_pairs_vs_model, 0, 64);
    tcase_add_test(tc, test_pairs_examples);
    suite_add_tcase(s, tc);

    tc = tcase_create("properties");
    tcase_add_loop_test(tc, test_pair_properties, 0, 64);
    suite_add_tcase(s, tc);

    return s;
}

int main(void) { return test_run_suite(pairs_suite()); }
