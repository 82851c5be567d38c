/* Flips and rotations (flip.h) against the model: every square through
 * every symmetry, and the group laws of the symmetries on random boards. */
#include "check_fast.h"

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

int main(void)
{
    const struct test_entry tests[] = {
        { test_symmetries_by_square, 64 }, { test_symmetry_laws, 0 },
        { test_symmetry_examples, 0 },
    };
    return test_run_entries("flip", tests, sizeof tests / sizeof tests[0], 0);
}
