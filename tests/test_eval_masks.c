/* Evaluation masks (eval_masks.h) against the model: every file, and every
 * square for both sides, each mask built by walking the board. */
#include "check_fast.h"

_Static_assert(BBG_WHITE == 0 && BBG_BLACK == 1, "model sides: 0 white, 1 black");

/* The rank step forward for side: up for white, down for black. */
static int model_up(int side) { return side == 0 ? 1 : -1; }

/* The squares walked forward from the square dx files beside sq (dx = 0:
 * from sq itself), sq's rank excluded; nothing if that file is off the
 * board. */
static uint64_t model_ahead(int side, int sq, int dx)
{
    const int start = model_square(model_file(sq) + dx, model_rank(sq));
    const struct model_step forward = { 0, model_up(side) };
    return start == MODEL_NONE ? 0 : model_ray_bb(start, forward);
}

/* The files beside file f: file f - 1 and file f + 1 where they exist. */
static uint64_t model_adjacent_files(int f)
{
    return (f > 0 ? model_file_bb(f - 1) : 0) | (f < 7 ? model_file_bb(f + 1) : 0);
}

/* The king's square, the squares a king there attacks, and the squares
 * that a step forward, then two steps forward and one sideways or none,
 * reach. */
static uint64_t model_king_zone(int side, int sq)
{
    uint64_t bb = model_bit(sq) | model_king_bb(sq);
    for (int dx = -1; dx <= 1; dx++) {
        const int beyond = model_square(model_file(sq) + dx, model_rank(sq) + 2 * model_up(side));
        if (beyond != MODEL_NONE)
            bb |= model_bit(beyond);
    }
    return bb;
}

START_TEST(test_adjacent_files)
{
    const int f = _i;
    ck_assert_bb_eq(bbg_adjacent_files_bb(f), model_adjacent_files(f), "file %c", 'a' + f);
    ck_assert_num_eq(model_count(bbg_adjacent_files_bb(f)), f == 0 || f == 7 ? 8 : 16, "file %c", 'a' + f);
}
END_TEST

START_TEST(test_eval_masks_by_square)
{
    const int sq = _i;
    const struct model_name n = model_name(sq);
    ck_assert_bb_eq(bbg_isolated_pawn_mask_bb(sq), model_adjacent_files(model_file(sq)), "isolated %s", n.s);
    for (int side = 0; side < 2; side++) {
        const enum bbg_side s = (enum bbg_side)side;
        const uint64_t file = model_ahead(side, sq, 0), span = model_ahead(side, sq, -1) | model_ahead(side, sq, 1);
        ck_assert_bb_eq(bbg_forward_file_bb(s, sq), file, "side %d forward file %s", side, n.s);
        ck_assert_bb_eq(bbg_pawn_attack_span_bb(s, sq), span, "side %d attack span %s", side, n.s);
        ck_assert_bb_eq(bbg_passed_pawn_mask_bb(s, sq), file | span, "side %d passed pawn %s", side, n.s);
        ck_assert_bb_eq(bbg_king_zone_bb(s, sq), model_king_zone(side, sq), "side %d king zone %s", side, n.s);
    }
}
END_TEST

/* Properties that tie the masks to the rest of the library: the span is
 * where the pawn attacks from each square of its forward file and its own
 * (pawn_attacks_bb), and the king zone holds king_attacks_bb. */
START_TEST(test_eval_masks_agree)
{
    const int sq = _i;
    for (int side = 0; side < 2; side++) {
        const enum bbg_side s = (enum bbg_side)side;
        uint64_t reach = bbg_pawn_attacks_bb(s, sq);
        for (int t = 0; t < 64; t++)
            if (model_has(bbg_forward_file_bb(s, sq), t))
                reach |= bbg_pawn_attacks_bb(s, t);
        ck_assert_bb_eq(bbg_pawn_attack_span_bb(s, sq), reach, "side %d %s", side, model_name(sq).s);
        ck_assert_bb_eq(bbg_king_zone_bb(s, sq) & (bbg_king_attacks_bb(sq) | model_bit(sq)),
                        bbg_king_attacks_bb(sq) | model_bit(sq), "side %d %s", side, model_name(sq).s);
    }
}
END_TEST

#define B(sq) model_bit(BBG_##sq)

/* Hand-checked masks, the edges of the king zone among them. */
START_TEST(test_eval_mask_examples)
{
    ck_assert_bb_eq(bbg_adjacent_files_bb(0), model_file_bb(1), "file a");
    ck_assert_bb_eq(bbg_isolated_pawn_mask_bb(BBG_D5), model_file_bb(2) | model_file_bb(4), "d5");
    ck_assert_bb_eq(bbg_forward_file_bb(BBG_WHITE, BBG_E6), B(E7) | B(E8), "white e6");
    ck_assert_bb_eq(bbg_forward_file_bb(BBG_BLACK, BBG_E1), 0, "black e1");
    ck_assert_bb_eq(bbg_pawn_attack_span_bb(BBG_WHITE, BBG_A6), B(B7) | B(B8), "white a6");
    ck_assert_bb_eq(bbg_pawn_attack_span_bb(BBG_BLACK, BBG_G3), B(F2) | B(H2) | B(F1) | B(H1), "black g3");
    ck_assert_bb_eq(bbg_passed_pawn_mask_bb(BBG_WHITE, BBG_H7), B(G8) | B(H8), "white h7");
    ck_assert_bb_eq(bbg_passed_pawn_mask_bb(BBG_BLACK, BBG_B2), B(A1) | B(B1) | B(C1), "black b2");
    ck_assert_bb_eq(bbg_king_zone_bb(BBG_WHITE, BBG_G1),
                    B(F1) | B(G1) | B(H1) | B(F2) | B(G2) | B(H2) | B(F3) | B(G3) | B(H3), "white g1");
    ck_assert_bb_eq(bbg_king_zone_bb(BBG_WHITE, BBG_A4),
                    B(A3) | B(B3) | B(A4) | B(B4) | B(A5) | B(B5) | B(A6) | B(B6), "white a4");
    ck_assert_bb_eq(bbg_king_zone_bb(BBG_WHITE, BBG_E7),
                    B(D6) | B(E6) | B(F6) | B(D7) | B(E7) | B(F7) | B(D8) | B(E8) | B(F8), "white e7");
    ck_assert_bb_eq(bbg_king_zone_bb(BBG_WHITE, BBG_E8), B(D7) | B(E7) | B(F7) | B(D8) | B(E8) | B(F8),
                    "white e8");
    ck_assert_bb_eq(bbg_king_zone_bb(BBG_BLACK, BBG_E8),
                    B(D8) | B(E8) | B(F8) | B(D7) | B(E7) | B(F7) | B(D6) | B(E6) | B(F6), "black e8");
    ck_assert_bb_eq(bbg_king_zone_bb(BBG_BLACK, BBG_D4),
                    B(C5) | B(D5) | B(E5) | B(C4) | B(D4) | B(E4) | B(C3) | B(D3) | B(E3) | B(C2) | B(D2) | B(E2),
                    "black d4");
    ck_assert_bb_eq(bbg_king_zone_bb(BBG_BLACK, BBG_H2), B(G1) | B(H1) | B(G2) | B(H2) | B(G3) | B(H3), "black h2");
}
END_TEST

int main(void)
{
    const struct test_entry tests[] = {
        { test_adjacent_files, 8 },
        { test_eval_masks_by_square, 64 },
        { test_eval_masks_agree, 64 },
        { test_eval_mask_examples, 0 },
    };
    return test_run_entries("eval_masks", tests, sizeof tests / sizeof tests[0], 0);
}
