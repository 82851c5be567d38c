/* Distances, aligned triples, flips and rotations against the model: all
 * pairs and triples of squares, every square through every symmetry, and
 * the group laws of the symmetries on random boards. */
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

static uint64_t apply(enum model_symmetry m, uint64_t bb)
{
    switch (m) {
    case MODEL_FLIP_VERTICAL: return bbg_flip_vertical_bb(bb);
    case MODEL_FLIP_HORIZONTAL: return bbg_flip_horizontal_bb(bb);
    case MODEL_FLIP_DIAGONAL: return bbg_flip_diagonal_bb(bb);
    case MODEL_FLIP_ANTI_DIAGONAL: return bbg_flip_anti_diagonal_bb(bb);
    case MODEL_ROTATE_90: return bbg_rotate_90_bb(bb);
    case MODEL_ROTATE_180: return bbg_rotate_180_bb(bb);
    case MODEL_ROTATE_270: return bbg_rotate_270_bb(bb);
    case MODEL_SYMMETRIES: break;
    }
    return 0;
}

/* Each square goes where the geometry says, under every symmetry. */
START_TEST(test_symmetries_by_square)
{
    const int sq = _i;
    for (int m = 0; m < MODEL_SYMMETRIES; m++)
        ck_assert_bb_eq(apply((enum model_symmetry)m, model_bit(sq)),
                        model_bit(model_map_square((enum model_symmetry)m, sq)), "%s of %s",
                        model_symmetry_names[m], model_name(sq).s);
    ck_assert_sq_eq(bbg_flip_rank(sq), model_map_square(MODEL_FLIP_VERTICAL, sq), "flip rank of %s",
                    model_name(sq).s);
    ck_assert_sq_eq(bbg_flip_file(sq), model_map_square(MODEL_FLIP_HORIZONTAL, sq), "flip file of %s",
                    model_name(sq).s);
}
END_TEST

/* Whole boards square by square, and the group laws: each flip and
 * rotate_180 undo themselves, rotate_90 four times is the identity and
 * undoes rotate_270, rotate_90 twice is rotate_180, the vertical and
 * horizontal flips make rotate_180, and the two diagonal flips too. */
START_TEST(test_symmetry_laws)
{
    struct test_random r = { 4 };
    for (long i = 0; i < 20000; i++) {
        const uint64_t bb = i == 0 ? ~UINT64_C(0) : test_random_board(&r, i);
        for (int m = 0; m < MODEL_SYMMETRIES; m++)
            expect_bb_eq(apply((enum model_symmetry)m, bb), model_map_bb((enum model_symmetry)m, bb),
                         "%s of 0x%016" PRIx64, model_symmetry_names[m], bb);
        expect_bb_eq(bbg_flip_vertical_bb(bbg_flip_vertical_bb(bb)), bb, "vertical twice");
        expect_bb_eq(bbg_flip_horizontal_bb(bbg_flip_horizontal_bb(bb)), bb, "horizontal twice");
        expect_bb_eq(bbg_flip_diagonal_bb(bbg_flip_diagonal_bb(bb)), bb, "diagonal twice");
        expect_bb_eq(bbg_flip_anti_diagonal_bb(bbg_flip_anti_diagonal_bb(bb)), bb, "anti-diagonal twice");
        expect_bb_eq(bbg_rotate_180_bb(bbg_rotate_180_bb(bb)), bb, "rotate 180 twice");
        expect_bb_eq(bbg_rotate_90_bb(bbg_rotate_90_bb(bbg_rotate_90_bb(bbg_rotate_90_bb(bb)))), bb,
                     "rotate 90 four times");
        expect_bb_eq(bbg_rotate_90_bb(bbg_rotate_270_bb(bb)), bb, "rotate 270 then 90");
        expect_bb_eq(bbg_rotate_90_bb(bbg_rotate_90_bb(bb)), bbg_rotate_180_bb(bb), "rotate 90 twice");
        expect_bb_eq(bbg_flip_vertical_bb(bbg_flip_horizontal_bb(bb)), bbg_rotate_180_bb(bb),
                     "vertical after horizontal");
        expect_bb_eq(bbg_flip_diagonal_bb(bbg_flip_anti_diagonal_bb(bb)), bbg_rotate_180_bb(bb),
                     "diagonal after anti-diagonal");
        expect_num_eq(model_count(apply((enum model_symmetry)(i % MODEL_SYMMETRIES), bb)), model_count(bb),
                      "square count kept");
    }
    for (int sq = 0; sq < 64; sq++) {
        ck_assert_sq_eq(bbg_flip_rank(bbg_flip_rank(sq)), sq, "flip rank twice");
        ck_assert_sq_eq(bbg_flip_file(bbg_flip_file(sq)), sq, "flip file twice");
    }
}
END_TEST

START_TEST(test_symmetry_examples)
{
    ck_assert_bb_eq(bbg_flip_vertical_bb(model_bit(BBG_A1)), model_bit(BBG_A8), "a1 vertical");
    ck_assert_bb_eq(bbg_flip_horizontal_bb(model_bit(BBG_A1)), model_bit(BBG_H1), "a1 horizontal");
    ck_assert_bb_eq(bbg_flip_diagonal_bb(model_bit(BBG_H1)), model_bit(BBG_A8), "h1 diagonal");
    ck_assert_bb_eq(bbg_flip_anti_diagonal_bb(model_bit(BBG_A1)), model_bit(BBG_H8), "a1 anti-diagonal");
    ck_assert_bb_eq(bbg_rotate_90_bb(model_bit(BBG_A8)), model_bit(BBG_H8), "a8 rotate 90");
    ck_assert_bb_eq(bbg_rotate_90_bb(model_bit(BBG_A1)), model_bit(BBG_A8), "a1 rotate 90");
    ck_assert_bb_eq(bbg_rotate_270_bb(model_bit(BBG_H8)), model_bit(BBG_A8), "h8 rotate 270");
    ck_assert_bb_eq(bbg_rotate_90_bb(model_rank_bb(0)), model_file_bb(0), "rank 1 rotate 90");
    ck_assert_sq_eq(bbg_flip_rank(BBG_E2), BBG_E7, "e2");
    ck_assert_sq_eq(bbg_flip_file(BBG_B3), BBG_G3, "b3");
}
END_TEST

static Suite *geometry_suite(void)
{
    Suite *s = suite_create("geometry");

    TCase *tc = tcase_create("distances");
    tcase_add_loop_test(tc, test_distances, 0, 64);
    tcase_add_test(tc, test_distance_examples);
    tcase_add_loop_test(tc, test_aligned, 0, 64);
    suite_add_tcase(s, tc);

    tc = tcase_create("symmetries");
    tcase_add_loop_test(tc, test_symmetries_by_square, 0, 64);
    tcase_add_test(tc, test_symmetry_laws);
    tcase_add_test(tc, test_symmetry_examples);
    suite_add_tcase(s, tc);

    return s;
}

int main(void) { return test_run_suite(geometry_suite()); }
