/* Strict C11 consumer: built by tests/consumer/strict.sh with -Werror and
 * every warning the script lists, against an installed bbgeom. It asks one
 * or more questions of every public header (main.cpp asks others), with
 * answers worked out by hand from the conventions: a1 = 0, rank = sq >> 3,
 * file = sq & 7, bit i of a bitboard is square i, a1 is dark. Exits
 * non-zero on a wrong answer. */
#include <bbgeom.h>

#include <stdint.h>
#include <stdio.h>

#include "../expect.h"

/* A bitboard of the squares given, so that answers read as squares. */
#define BIT(sq) (UINT64_C(1) << (sq))

int main(void)
{
    uint64_t pinners = 0;
    const uint8_t batch_a[2] = { BBG_E2, 64 };
    const uint8_t batch_b[2] = { BBG_A3, BBG_A3 };
    int8_t batch_out[2] = { 0, 0 };

    /* version.h */
    EXPECT_STR(bbg_version(), BBG_VERSION_STRING);

    /* square.h: g7 is file 6, rank 6. */
    EXPECT_INT(bbg_parse_square("g7"), 54);
    EXPECT_INT(bbg_parse_square("g9"), BBG_NO_SQUARE);
    EXPECT_STR(bbg_square_name(BBG_C6), "c6");
    EXPECT_INT(bbg_make_square(6, 1), BBG_G2);
    EXPECT_INT(bbg_diag_index(BBG_H1), -7);

    /* lines.h: file c is bit 2 of every byte; c1 and h6 are both rank - file = -2. */
    EXPECT_BB(bbg_file_bb(2), UINT64_C(0x0404040404040404));
    EXPECT_INT(bbg_same_diag(BBG_C1, BBG_H6), 1);
    EXPECT_INT(bbg_same_anti(BBG_C1, BBG_H6), 0);

    /* tables.h and color.h: d1 is rank + file = 3, odd, so light. */
    EXPECT_BB(BBG_DARK_SQUARES, UINT64_C(0xAA55AA55AA55AA55));
    EXPECT_INT(bbg_color_of(BBG_D1), BBG_LIGHT);
    EXPECT_INT(bbg_same_color(BBG_A1, BBG_H8), 1);

    /* intersect.h: the file of e2 meets the diagonal of a3 (rank - file = 2)
     * on rank 4 + 2: e7. The batch says -1 for a byte that is no square. */
    EXPECT_INT(bbg_intersect_file_diag(BBG_E2, BBG_A3), BBG_E7);
    EXPECT_INT(bbg_intersect(BBG_FILE, BBG_E2, BBG_DIAG, BBG_A3), BBG_E7);
    bbg_intersect_batch(BBG_FILE, BBG_DIAG, batch_a, batch_b, batch_out, 2);
    EXPECT_INT(batch_out[0], BBG_E7);
    EXPECT_INT(batch_out[1], BBG_NO_SQUARE);

    /* pairs.h: between b2 and f6 on the diagonal: c3, d4, e5. */
    EXPECT_BB(bbg_between_bb(BBG_B2, BBG_F6), BIT(BBG_C3) | BIT(BBG_D4) | BIT(BBG_E5));

    /* bits.h */
    EXPECT_INT(bbg_popcount(BIT(BBG_C3) | BIT(BBG_D4) | BIT(BBG_E5)), 3);
    EXPECT_INT(bbg_lsb(BIT(BBG_C3) | BIT(BBG_D4) | BIT(BBG_E5)), BBG_C3);
    EXPECT_INT(bbg_msb(BIT(BBG_C3) | BIT(BBG_D4) | BIT(BBG_E5)), BBG_E5);

    /* shift.h: nothing east of file h; the a1-h8 diagonal but a1. */
    EXPECT_BB(bbg_shift_bb(UINT64_C(0x8080808080808080), BBG_EAST), 0);
    EXPECT_BB(bbg_shift_bb(BIT(BBG_E4), BBG_NORTH_WEST), BIT(BBG_D5));
    EXPECT_BB(bbg_ray_bb(BBG_A1, BBG_NORTH_EAST), UINT64_C(0x8040201008040200));
    /* d2 two files west and two ranks north: b4; files a and h filled from a1 and h8. */
    EXPECT_BB(bbg_shift_by_bb(BIT(BBG_D2), -2, 2), BIT(BBG_B4));
    EXPECT_BB(bbg_shift_n_bb(BIT(BBG_D2), BBG_SOUTH, 2), 0);
    EXPECT_BB(bbg_file_fill_bb(BIT(BBG_A1) | BIT(BBG_H8)), UINT64_C(0x8181818181818181));

    /* leapers.h */
    EXPECT_BB(bbg_knight_attacks_bb(BBG_A1), BIT(BBG_B3) | BIT(BBG_C2));
    EXPECT_BB(bbg_pawn_attacks_bb(BBG_WHITE, BBG_E4), BIT(BBG_D5) | BIT(BBG_F5));

    /* eval_masks.h: a white pawn on g6 is passed unless a black pawn stands
     * on f7, g7, h7, f8, g8 or h8; a king on h8 for black sees down to rank 6. */
    EXPECT_BB(bbg_passed_pawn_mask_bb(BBG_WHITE, BBG_G6),
              BIT(BBG_F7) | BIT(BBG_G7) | BIT(BBG_H7) | BIT(BBG_F8) | BIT(BBG_G8) | BIT(BBG_H8));
    EXPECT_BB(bbg_adjacent_files_bb(7), UINT64_C(0x4040404040404040));
    EXPECT_BB(bbg_king_zone_bb(BBG_BLACK, BBG_H8),
              BIT(BBG_G8) | BIT(BBG_H8) | BIT(BBG_G7) | BIT(BBG_H7) | BIT(BBG_G6) | BIT(BBG_H6));

    /* flip.h: a8 turns to h8 clockwise. */
    EXPECT_BB(bbg_flip_vertical_bb(BIT(BBG_A1) | BIT(BBG_C2)), BIT(BBG_A8) | BIT(BBG_C7));
    EXPECT_BB(bbg_rotate_90_bb(BIT(BBG_A8)), BIT(BBG_H8));
    EXPECT_INT(bbg_flip_rank(BBG_E2), BBG_E7);

    /* sliders.h: a rook on a1, blockers on a4 and d1 (both attacked). */
    EXPECT_BB(bbg_rook_attacks_bb(BBG_A1, BIT(BBG_A4) | BIT(BBG_D1)),
              BIT(BBG_A2) | BIT(BBG_A3) | BIT(BBG_A4) | BIT(BBG_B1) | BIT(BBG_C1) | BIT(BBG_D1));
    EXPECT_BB(bbg_rook_attacks_calc_bb(BBG_A1, BIT(BBG_A4) | BIT(BBG_D1)),
              bbg_rook_attacks_bb(BBG_A1, BIT(BBG_A4) | BIT(BBG_D1)));

    /* distance.h */
    EXPECT_INT(bbg_distance(BBG_A1, BBG_H8), 7);
    EXPECT_INT(bbg_manhattan_distance(BBG_A1, BBG_H8), 14);
    EXPECT_INT(bbg_knight_distance(BBG_A1, BBG_H8), 6);
    EXPECT_INT(bbg_aligned(BBG_A1, BBG_C3, BBG_H8), 1);

    /* checks.h: a knight checks a king on h8 from f7 or g6; a king on e1
     * with its knight on e2 and the other side's rook on e8: e2 is pinned. */
    EXPECT_BB(bbg_check_squares_bb(BBG_PIECE_KNIGHT, BBG_WHITE, BBG_H8, 0), BIT(BBG_F7) | BIT(BBG_G6));
    EXPECT_BB(bbg_slider_blockers_bb(BBG_E1, BIT(BBG_E1) | BIT(BBG_E2) | BIT(BBG_E8), 0, BIT(BBG_E8),
                                     &pinners),
              BIT(BBG_E2));
    EXPECT_BB(pinners, BIT(BBG_E8));

    if (failures != 0) {
        fprintf(stderr, "%d wrong answer(s)\n", failures);
        return 1;
    }
    printf("bbgeom %s: strict C11 consumer checks passed\n", bbg_version());
    return 0;
}
