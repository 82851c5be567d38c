/* Distances and aligned triples (distance.h) against the model: all pairs
 * and triples of squares. */
#include "check_fast.h"

START_TEST(test_distances)
{
    const int a = _i;
    for (int b = 0; b < 64; b++) {
        const struct model_name na = model_name(a), nb = model_name(b);
        ck_assert_num_eq(bbg_distance(a, b), model_jump_distance(a, b, model_king_jumps, 8),
                         "king distance %s %s", na.s, nb.s);
        ck_assert_num_eq(bbg_manhattan_distance(a, b), model_jump_distance(a, b, model_rook_steps, 4),
                         "manhattan distance %s %s", na.s, nb.s);
        ck_assert_num_eq(bbg_knight_distance(a, b), model_jump_distance(a, b, model_knight_jumps, 8),
                         "knight distance %s %s", na.s, nb.s);
    }
}
END_TEST

/* Known values: the corners are 6 knight moves apart, and a1-b2, the
 * diagonal neighbours in a corner, 4 (not 2). */
START_TEST(test_distance_examples)
{
    ck_assert_num_eq(bbg_knight_distance(BBG_A1, BBG_H8), 6, "a1 h8");
    ck_assert_num_eq(bbg_knight_distance(BBG_A1, BBG_B2), 4, "a1 b2");
    ck_assert_num_eq(bbg_knight_distance(BBG_D4, BBG_E5), 2, "d4 e5");
    ck_assert_num_eq(bbg_knight_distance(BBG_E4, BBG_E4), 0, "e4 e4");
    ck_assert_num_eq(bbg_distance(BBG_A1, BBG_H8), 7, "a1 h8");
    ck_assert_num_eq(bbg_manhattan_distance(BBG_A1, BBG_H8), 14, "a1 h8");
    ck_assert_num_eq(bbg_distance(BBG_B1, BBG_C3), 2, "b1 c3");
}
END_TEST

START_TEST(test_aligned)
{
    const int a = _i;
    for (int b = 0; b < 64; b++) {
        const uint64_t line = model_line_through_bb(a, b);
        for (int c = 0; c < 64; c++) {
            bool want = false;
            /* c is on a line with a and b: some kind holds all three. */
            for (int kind = 0; kind < MODEL_KINDS; kind++)
                if (a != b && model_same_line(kind, a, b) && model_same_line(kind, a, c))
                    want = true;
            if (bbg_aligned(a, b, c) != want || want != model_has(line, c))
                ck_assert_truth_eq(bbg_aligned(a, b, c), want, "aligned %s %s %s", model_name(a).s,
                                   model_name(b).s, model_name(c).s);
        }
    }
}
END_TEST

int main(void)
{
    const struct test_entry tests[] = {
        { test_distances, 64 }, { test_distance_examples, 0 }, { test_aligned, 64 },
    };
    return test_run_entries("distance", tests, sizeof tests / sizeof tests[0], 0);
}
