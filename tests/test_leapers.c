/* Knight, king and pawn attacks (leapers.h) against the model: every
 * square, and random sets of pawns. */
#include "check_fast.h"

_Static_assert(BBG_WHITE == 0 && BBG_BLACK == 1, "model pawn sides: 0 white, 1 black");

START_TEST(test_leapers_by_square)
{
    const int sq = _i;
    const struct model_name n = model_name(sq);
    ck_assert_bb_eq(bbg_knight_attacks_bb(sq), model_knight_bb(sq), "knight %s", n.s);
    ck_assert_bb_eq(bbg_king_attacks_bb(sq), model_king_bb(sq), "king %s", n.s);
    ck_assert_bb_eq(bbg_pawn_attacks_bb(BBG_WHITE, sq), model_pawn_bb(0, sq), "white pawn %s", n.s);
    ck_assert_bb_eq(bbg_pawn_attacks_bb(BBG_BLACK, sq), model_pawn_bb(1, sq), "black pawn %s", n.s);
    ck_assert_bb_eq(bbg_pawn_set_attacks_bb(BBG_WHITE, model_bit(sq)), model_pawn_bb(0, sq),
                    "white pawn set {%s}", n.s);
    ck_assert_bb_eq(bbg_pawn_set_attacks_bb(BBG_BLACK, model_bit(sq)), model_pawn_bb(1, sq),
                    "black pawn set {%s}", n.s);
}
END_TEST

START_TEST(test_pawn_sets)
{
    struct test_random r = { 2 };
    for (long i = 0; i < 20000; i++) {
        uint64_t pawns = i == 0 ? ~UINT64_C(0) : test_random_board(&r, i);
        for (int side = 0; side < 2; side++) {
            uint64_t want = 0;
            for (int sq = 0; sq < 64; sq++)
                if (model_has(pawns, sq))
                    want |= model_pawn_bb(side, sq);
            expect_bb_eq(bbg_pawn_set_attacks_bb((enum bbg_side)side, pawns), want,
                         "side %d pawns 0x%016" PRIx64, side, pawns);
        }
    }
}
END_TEST

/* Hand-checked leapers. */
START_TEST(test_leaper_examples)
{
    ck_assert_bb_eq(bbg_knight_attacks_bb(BBG_A1), model_bit(BBG_B3) | model_bit(BBG_C2), "knight a1");
    ck_assert_bb_eq(bbg_king_attacks_bb(BBG_H8), model_bit(BBG_G8) | model_bit(BBG_G7) | model_bit(BBG_H7),
                    "king h8");
    ck_assert_bb_eq(bbg_pawn_attacks_bb(BBG_WHITE, BBG_E4), model_bit(BBG_D5) | model_bit(BBG_F5), "white e4");
    ck_assert_bb_eq(bbg_pawn_attacks_bb(BBG_BLACK, BBG_A7), model_bit(BBG_B6), "black a7");
    ck_assert_bb_eq(bbg_pawn_set_attacks_bb(BBG_WHITE, model_bit(BBG_A2) | model_bit(BBG_H2)),
                    model_bit(BBG_B3) | model_bit(BBG_G3), "white a2 h2");
}
END_TEST

int main(void)
{
    const struct test_entry tests[] = {
        { test_leapers_by_square, 64 }, { test_pawn_sets, 0 }, { test_leaper_examples, 0 },
    };
    return test_run_entries("leapers", tests, sizeof tests / sizeof tests[0], 0);
}
