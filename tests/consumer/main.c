/* bbgeom consumer check (C11): a program outside the bbgeom tree that
 * includes <bbgeom.h>, links the library, and checks answers worked out by
 * hand from the conventions: a1 = 0, rank = sq >> 3, file = sq & 7,
 * diagonal = rank - file, anti-diagonal = rank + file, a1 is dark; and the
 * move generator against published perft counts. Exits non-zero on any
 * wrong answer. */

#include <stdio.h>

/* The amalgamation route vendors bbgeom.h next to this file and includes
 * it quoted, with no -I. (docs/using.md says why); the other routes
 * include the installed or built header. */
#ifdef BBGEOM_CONSUMER_VENDORED
#include "bbgeom.h"
#else
#include <bbgeom.h>
#endif

#include "expect.h"

enum {
    A1 = 0, B1 = 1, C1 = 2, D1 = 3, E1 = 4, F1 = 5, H1 = 7,
    A2 = 8, D2 = 11,
    B3 = 17, C3 = 18, A4 = 24, B4 = 25, C4 = 26, D4 = 27, E4 = 28, H4 = 31,
    A5 = 32, B7 = 49, E7 = 52, H7 = 55, A8 = 56, G8 = 62, H8 = 63
};

/* A position's move generator against published counts (the perft tables
 * of the standard positions: the moves, the captures among them, and the
 * nodes at depth 3): the legal list and count, the stages (NOISY holds the
 * captures, none of these has a promotion; EVASIONS is the list in check,
 * else empty), the pseudo-legal stages adding up to their list, perft. */
static void expect_moves(const char *name, const char *fen, int moves, int captures, int in_check, uint64_t perft3)
{
    struct bbg_position pos;
    bbg_move list[BBG_MAX_MOVES];
    char what[64];
    if (bbg_position_from_fen(&pos, fen, NULL) != 0) {
        fprintf(stderr, "FAIL %s: the FEN was refused\n", name);
        failures++;
        return;
    }
    snprintf(what, sizeof what, "%s: bbg_legal_moves", name);
    expect_int(what, bbg_legal_moves(&pos, list), moves);
    snprintf(what, sizeof what, "%s: bbg_count_moves", name);
    expect_int(what, bbg_count_moves(&pos), moves);
    snprintf(what, sizeof what, "%s: NOISY", name);
    expect_int(what, bbg_generate_legal(&pos, BBG_GEN_NOISY, list), captures);
    snprintf(what, sizeof what, "%s: QUIET", name);
    expect_int(what, bbg_generate_legal(&pos, BBG_GEN_QUIET, list), moves - captures);
    snprintf(what, sizeof what, "%s: EVASIONS", name);
    expect_int(what, bbg_generate_legal(&pos, BBG_GEN_EVASIONS, list), in_check ? moves : 0);
    snprintf(what, sizeof what, "%s: pseudo NOISY + QUIET", name);
    expect_int(what,
               bbg_generate_pseudo(&pos, BBG_GEN_NOISY, list) + bbg_generate_pseudo(&pos, BBG_GEN_QUIET, list),
               bbg_generate_pseudo(&pos, BBG_GEN_ALL, list));
    snprintf(what, sizeof what, "%s: perft 3", name);
    expect_int(what, (long long)bbg_perft(&pos, 3), (long long)perft3);
}

int main(void)
{
    char version[32];

    /* Squares and indices. */
    EXPECT_INT(bbg_parse_square("e4"), E4);
    EXPECT_INT(bbg_parse_square("b7"), B7);
    EXPECT_INT(bbg_parse_square("h8"), H8);
    EXPECT_INT(bbg_parse_square("i1"), BBG_NO_SQUARE);
    EXPECT_INT(bbg_parse_square("e9"), BBG_NO_SQUARE);
    EXPECT_INT(bbg_parse_square("e44"), BBG_NO_SQUARE);
    EXPECT_INT(bbg_parse_square(""), BBG_NO_SQUARE);
    EXPECT_INT(bbg_parse_square(NULL), BBG_NO_SQUARE);
    EXPECT_STR(bbg_square_name(E4), "e4");
    EXPECT_STR(bbg_square_name(A1), "a1");
    EXPECT_STR(bbg_square_name(64), NULL);
    EXPECT_STR(bbg_square_name(-1), NULL);
    EXPECT_INT(bbg_rank_of(E4), 3);
    EXPECT_INT(bbg_file_of(E4), 4);
    EXPECT_INT(bbg_make_square(4, 3), E4);
    EXPECT_INT(bbg_diag_index(B7), 5);
    EXPECT_INT(bbg_diag_index(H1), -7);
    EXPECT_INT(bbg_anti_index(B7), 7);
    EXPECT_INT(bbg_anti_index_xor7(B7), 0);
    EXPECT_INT(bbg_anti_index_xor7(A1), 7);
    EXPECT_INT(bbg_anti_index_xor7(H8), 9);
    EXPECT_INT(bbg_to_x88(E4), 0x34);
    EXPECT_INT(bbg_from_x88(0x34), E4);
    EXPECT_INT(bbg_x88_on_board(0x77), 1);
    EXPECT_INT(bbg_x88_on_board(0x08), 0);
    EXPECT_INT(bbg_x88_on_board(-1), 0);

    /* Lines. */
    EXPECT_BB(bbg_line_bb(BBG_RANK, E4), UINT64_C(0x00000000FF000000));
    EXPECT_BB(bbg_line_bb(BBG_FILE, E4), UINT64_C(0x1010101010101010));
    EXPECT_BB(bbg_line_bb(BBG_DIAG, A1), UINT64_C(0x8040201008040201));
    EXPECT_BB(bbg_line_bb(BBG_ANTI, B7), UINT64_C(0x0102040810204080));
    EXPECT_BB(bbg_rank_bb(7), UINT64_C(0xFF00000000000000));
    EXPECT_BB(bbg_file_bb(7), UINT64_C(0x8080808080808080));
    EXPECT_BB(bbg_diag_bb(-7), UINT64_C(0x0000000000000080));
    EXPECT_BB(bbg_diag_bb(7), UINT64_C(0x0100000000000000));
    EXPECT_BB(bbg_anti_bb(0), UINT64_C(0x0000000000000001));
    EXPECT_BB(bbg_anti_bb(14), UINT64_C(0x8000000000000000));
    EXPECT_INT(bbg_same_rank(A1, H1), 1);
    EXPECT_INT(bbg_same_file(A1, A8), 1);
    EXPECT_INT(bbg_same_diag(A1, H8), 1);
    EXPECT_INT(bbg_same_anti(H1, A8), 1);
    EXPECT_INT(bbg_same_anti(E4, B7), 1);
    EXPECT_INT(bbg_same_diag(E4, B7), 0);
    EXPECT_INT(bbg_same_anti(H1, A2), 0);
    EXPECT_INT(bbg_same_line(BBG_FILE, E4, E4), 1);
    EXPECT_INT(bbg_same_line(BBG_RANK, E4, B7), 0);

    /* Colours. */
    EXPECT_BB(BBG_DARK_SQUARES, UINT64_C(0xAA55AA55AA55AA55));
    EXPECT_BB(BBG_LIGHT_SQUARES, UINT64_C(0x55AA55AA55AA55AA));
    EXPECT_INT(bbg_is_dark(A1), 1);
    EXPECT_INT(bbg_is_dark(H1), 0);
    EXPECT_INT(bbg_is_dark(H8), 1);
    EXPECT_INT(bbg_color_of(E4), BBG_LIGHT);
    EXPECT_INT(bbg_color_x88(0x34), BBG_LIGHT);
    EXPECT_INT(bbg_same_color(E4, B7), 1);
    EXPECT_INT(bbg_same_color(A1, H1), 0);

    /* Intersection squares. */
    EXPECT_INT(bbg_intersect_rank_anti(E4, B7), E4);
    EXPECT_INT(bbg_intersect_rank_anti(H4, B7), E4);
    EXPECT_INT(bbg_intersect_rank_file(A1, H8), H1);
    EXPECT_INT(bbg_intersect_file_rank(A1, H8), A8);
    EXPECT_INT(bbg_intersect_rank_diag(A8, A1), H8);
    EXPECT_INT(bbg_intersect_rank_diag(A1, A8), BBG_NO_SQUARE);
    EXPECT_INT(bbg_intersect_diag_rank(A2, H8), G8);
    EXPECT_INT(bbg_intersect_file_diag(H1, A8), BBG_NO_SQUARE);
    EXPECT_INT(bbg_intersect_file_anti(C3, F1), C4);
    EXPECT_INT(bbg_intersect_anti_file(F1, C3), C4);
    EXPECT_INT(bbg_intersect_diag_anti(C1, A5), D2);
    EXPECT_INT(bbg_intersect_diag_anti(C1, A4), BBG_NO_SQUARE); /* colours differ */
    EXPECT_INT(bbg_intersect_diag_anti(C1, H8), BBG_NO_SQUARE); /* meet off the board */
    EXPECT_INT(bbg_intersect_anti_diag(H7, A2), G8);
    EXPECT_INT(bbg_intersect(BBG_DIAG, C1, BBG_ANTI, A5), D2);
    EXPECT_INT(bbg_intersect(BBG_RANK, E4, BBG_RANK, B7), BBG_NO_SQUARE);
    EXPECT_BB(bbg_intersect_bb(BBG_RANK, E4, BBG_ANTI, B7), UINT64_C(1) << E4);
    EXPECT_BB(bbg_intersect_bb(BBG_DIAG, C1, BBG_ANTI, A4), 0);

    /* Pairs of squares (tables compiled into the library). */
    EXPECT_BB(bbg_between_bb(A1, H8), UINT64_C(0x0040201008040200));
    EXPECT_BB(bbg_between_bb(A1, A8), UINT64_C(0x0001010101010100));
    EXPECT_BB(bbg_between_bb(E4, B7), UINT64_C(0x0000040800000000)); /* d5, c6 */
    EXPECT_BB(bbg_between_bb(A1, A1), 0);
    EXPECT_BB(bbg_between_bb(A1, A2), 0);
    EXPECT_BB(bbg_between_bb(A1, B3), 0); /* a knight's move */
    EXPECT_BB(bbg_line_through_bb(A1, C3), UINT64_C(0x8040201008040201));
    EXPECT_BB(bbg_line_through_bb(E4, B7), UINT64_C(0x0102040810204080));
    EXPECT_BB(bbg_line_through_bb(E4, E4), 0);
    EXPECT_BB(bbg_line_through_bb(A1, B3), 0);
    EXPECT_BB(bbg_line_through_bb(H4, H1), UINT64_C(0x8080808080808080));
    EXPECT_BB(bbg_cross_bb(BBG_ROOK, A1, H8), UINT64_C(0x0100000000000080));   /* h1, a8 */
    EXPECT_BB(bbg_cross_bb(BBG_BISHOP, A1, H8), UINT64_C(0x8000000000000001)); /* a1, h8 */
    EXPECT_BB(bbg_cross_bb(BBG_BISHOP, A1, B1), 0);
    EXPECT_BB(bbg_cross_bb(BBG_BISHOP, C1, E1), UINT64_C(1) << D2);
    EXPECT_BB(bbg_cross_bb(BBG_QUEEN, A1, H8), UINT64_C(0x8100000000000081));
    /* b1, b4, e4, b7, e7, h7 */
    EXPECT_BB(bbg_cross_bb(BBG_QUEEN, B7, E4), UINT64_C(0x0092000012000002));

    /* Slider attacks (generated tables, magic or PEXT: the amalgamation
     * route builds this program both ways), the first blocker included. */
    /* a1 through b1, a3 (h8 off its lines): b1, a2, a3 */
    EXPECT_BB(bbg_rook_attacks_bb(A1, UINT64_C(0x8000000000010002)), UINT64_C(0x0000000000010102));
    EXPECT_BB(bbg_rook_attacks_bb(E4, 0), UINT64_C(0x10101010EF101010)); /* rank 4 and file e, not e4 */
    /* d4 through d6, b4, f4, d2 (d4 itself and h8 too): d5 d6 c4 b4 e4 f4 d3 d2 */
    EXPECT_BB(bbg_rook_attacks_bb(D4, UINT64_C(0x800008002A000800)), UINT64_C(0x0000080836080800));
    EXPECT_BB(bbg_bishop_attacks_bb(C1, UINT64_C(1) << D2), UINT64_C(0x0000000000010A00)); /* b2 a3 d2 */
    /* e4 through g6, c6, b1: f5 g6, d5 c6, f3 g2 h1, d3 c2 b1 */
    EXPECT_BB(bbg_bishop_attacks_bb(E4, UINT64_C(0x0000440000000002)), UINT64_C(0x0000442800284482));
    /* d1 through d3, b1, f3: d2 d3, c1 b1, e1 f1 g1 h1, e2 f3, c2 b3 a4 */
    EXPECT_BB(bbg_queen_attacks_bb(D1, UINT64_C(0x0000000000280002)), UINT64_C(0x00000000012A1CF6));
    /* h8 through h1 and a8: a8..g8 and h1..h7 */
    EXPECT_BB(bbg_slider_attacks_bb(BBG_ROOK, H8, UINT64_C(0x0100000000000080)), UINT64_C(0x7F80808080808080));

    /* The move generator: the start position, Kiwipete, and position 4,
     * in check, with white and (mirrored) with black to move. */
    expect_moves("start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 20, 0, 0, 8902);
    expect_moves("Kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 48, 8, 0,
                 97862);
    expect_moves("position 4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 6, 0, 1, 9467);
    expect_moves("position 4 mirrored", "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", 6, 0, 1,
                 9467);

    /* Version: the header and the linked library agree. */
    EXPECT_STR(bbg_version(), BBG_VERSION_STRING);
    snprintf(version, sizeof version, "%d.%d.%d", BBG_VERSION_MAJOR, BBG_VERSION_MINOR,
             BBG_VERSION_PATCH);
    EXPECT_STR(version, BBG_VERSION_STRING);

    if (failures != 0) {
        fprintf(stderr, "%d wrong answer(s)\n", failures);
        return 1;
    }
    printf("bbgeom %s (%s slider tables): all C11 consumer checks passed\n", bbg_version(), BBG_SLIDER_INDEX_NAME);
    return 0;
}
