/* Assertions: every inline primitive given an out-of-range square (or line
 * kind, slider, rank, file or index) aborts in a debug build, and does not
 * abort on a valid one. Check runs each call in a forked child and expects
 * SIGABRT (assert's abort). Windows has no fork, and Check runs its tests
 * in-process there: each call runs in a child process instead, this
 * program started again as `test_asserts --call square|other N`, which must
 * end as abort() ends a Windows program (exit status 3). Without assertions
 * (NDEBUG, -Db_ndebug=true) there is nothing to test: the suite reports
 * itself skipped. */
#include <limits.h>
#include <signal.h>
#include <string.h>
#ifdef _WIN32
#include <process.h>
#endif

#include "check_main.h"
#include "sample.h"

/* Keeps each result alive so the call cannot be optimised away. */
static volatile uint64_t sink;
/* A board with no pieces, for the calls that take one. */
static const struct bbg_board empty_board;

/* Out-of-range values for an argument that must be a square 0..63. */
static const int bad_squares[] = { -1, 64, 65, INT_MIN, INT_MAX, -64, 1000 };
enum { NBAD = (int)(sizeof bad_squares / sizeof bad_squares[0]) };

/* One call per way of passing a bad value to a primitive: `bad` is an
 * out-of-range square; `ok` a valid value for the other arguments. */
typedef void call_fn(int bad);

#define SQ_CALL(name, expr) \
    static void name(int bad) { sink = (uint64_t)(expr); }

SQ_CALL(c_rank_of, bbg_rank_of(bad))
SQ_CALL(c_file_of, bbg_file_of(bad))
SQ_CALL(c_diag_index, bbg_diag_index(bad))
SQ_CALL(c_anti_index, bbg_anti_index(bad))
SQ_CALL(c_anti_index_xor7, bbg_anti_index_xor7(bad))
SQ_CALL(c_to_x88, bbg_to_x88(bad))
SQ_CALL(c_line_bb_rank, bbg_line_bb(BBG_RANK, bad))
SQ_CALL(c_line_bb_anti, bbg_line_bb(BBG_ANTI, bad))
SQ_CALL(c_same_rank_a, bbg_same_rank(bad, BBG_E4))
SQ_CALL(c_same_rank_b, bbg_same_rank(BBG_E4, bad))
SQ_CALL(c_same_file_a, bbg_same_file(bad, BBG_E4))
SQ_CALL(c_same_file_b, bbg_same_file(BBG_E4, bad))
SQ_CALL(c_same_diag_a, bbg_same_diag(bad, BBG_E4))
SQ_CALL(c_same_diag_b, bbg_same_diag(BBG_E4, bad))
SQ_CALL(c_same_anti_a, bbg_same_anti(bad, BBG_E4))
SQ_CALL(c_same_anti_b, bbg_same_anti(BBG_E4, bad))
SQ_CALL(c_same_line_a, bbg_same_line(BBG_DIAG, bad, BBG_E4))
SQ_CALL(c_same_line_b, bbg_same_line(BBG_FILE, BBG_E4, bad))
SQ_CALL(c_color_lookup, bbg_color_lookup(bad))
SQ_CALL(c_color_bb64, bbg_color_bb64(bad))
SQ_CALL(c_color_bb32, bbg_color_bb32(bad))
SQ_CALL(c_color_parity, bbg_color_parity(bad))
SQ_CALL(c_color_lea, bbg_color_lea(bad))
SQ_CALL(c_color_of, bbg_color_of(bad))
SQ_CALL(c_is_dark, bbg_is_dark(bad))
SQ_CALL(c_same_color_xor_a, bbg_same_color_xor(bad, BBG_E4))
SQ_CALL(c_same_color_xor_b, bbg_same_color_xor(BBG_E4, bad))
SQ_CALL(c_same_color_lea_a, bbg_same_color_lea(bad, BBG_E4))
SQ_CALL(c_same_color_lea_b, bbg_same_color_lea(BBG_E4, bad))
SQ_CALL(c_same_color_a, bbg_same_color(bad, BBG_E4))
SQ_CALL(c_same_color_b, bbg_same_color(BBG_E4, bad))
SQ_CALL(c_rank_file_a, (uint64_t)bbg_intersect_rank_file(bad, BBG_E4))
SQ_CALL(c_rank_file_b, (uint64_t)bbg_intersect_rank_file(BBG_E4, bad))
SQ_CALL(c_rank_diag_a, (uint64_t)bbg_intersect_rank_diag(bad, BBG_E4))
SQ_CALL(c_rank_diag_b, (uint64_t)bbg_intersect_rank_diag(BBG_E4, bad))
SQ_CALL(c_rank_anti_a, (uint64_t)bbg_intersect_rank_anti(bad, BBG_E4))
SQ_CALL(c_rank_anti_b, (uint64_t)bbg_intersect_rank_anti(BBG_E4, bad))
SQ_CALL(c_file_rank_a, (uint64_t)bbg_intersect_file_rank(bad, BBG_E4))
SQ_CALL(c_file_rank_b, (uint64_t)bbg_intersect_file_rank(BBG_E4, bad))
SQ_CALL(c_file_diag_a, (uint64_t)bbg_intersect_file_diag(bad, BBG_E4))
SQ_CALL(c_file_diag_b, (uint64_t)bbg_intersect_file_diag(BBG_E4, bad))
SQ_CALL(c_file_anti_a, (uint64_t)bbg_intersect_file_anti(bad, BBG_E4))
SQ_CALL(c_file_anti_b, (uint64_t)bbg_intersect_file_anti(BBG_E4, bad))
SQ_CALL(c_diag_rank_a, (uint64_t)bbg_intersect_diag_rank(bad, BBG_E4))
SQ_CALL(c_diag_rank_b, (uint64_t)bbg_intersect_diag_rank(BBG_E4, bad))
SQ_CALL(c_diag_file_a, (uint64_t)bbg_intersect_diag_file(bad, BBG_E4))
SQ_CALL(c_diag_file_b, (uint64_t)bbg_intersect_diag_file(BBG_E4, bad))
SQ_CALL(c_diag_anti_a, (uint64_t)bbg_intersect_diag_anti(bad, BBG_E4))
SQ_CALL(c_diag_anti_b, (uint64_t)bbg_intersect_diag_anti(BBG_E4, bad))
SQ_CALL(c_anti_rank_a, (uint64_t)bbg_intersect_anti_rank(bad, BBG_E4))
SQ_CALL(c_anti_rank_b, (uint64_t)bbg_intersect_anti_rank(BBG_E4, bad))
SQ_CALL(c_anti_file_a, (uint64_t)bbg_intersect_anti_file(bad, BBG_E4))
SQ_CALL(c_anti_file_b, (uint64_t)bbg_intersect_anti_file(BBG_E4, bad))
SQ_CALL(c_anti_diag_a, (uint64_t)bbg_intersect_anti_diag(bad, BBG_E4))
SQ_CALL(c_anti_diag_b, (uint64_t)bbg_intersect_anti_diag(BBG_E4, bad))
SQ_CALL(c_intersect_a, (uint64_t)bbg_intersect(BBG_RANK, bad, BBG_DIAG, BBG_E4))
SQ_CALL(c_intersect_b, (uint64_t)bbg_intersect(BBG_ANTI, BBG_E4, BBG_FILE, bad))
SQ_CALL(c_intersect_bb_a, bbg_intersect_bb(BBG_RANK, bad, BBG_DIAG, BBG_E4))
SQ_CALL(c_intersect_bb_b, bbg_intersect_bb(BBG_ANTI, BBG_E4, BBG_FILE, bad))
SQ_CALL(c_between_a, bbg_between_bb(bad, BBG_E4))
SQ_CALL(c_between_b, bbg_between_bb(BBG_E4, bad))
SQ_CALL(c_line_through_a, bbg_line_through_bb(bad, BBG_E4))
SQ_CALL(c_line_through_b, bbg_line_through_bb(BBG_E4, bad))
SQ_CALL(c_cross_a, bbg_cross_bb(BBG_QUEEN, bad, BBG_E4))
SQ_CALL(c_cross_b, bbg_cross_bb(BBG_BISHOP, BBG_E4, bad))
/* The attacks layer. */
SQ_CALL(c_ray, bbg_ray_bb(bad, BBG_NORTH_EAST))
SQ_CALL(c_knight_attacks, bbg_knight_attacks_bb(bad))
SQ_CALL(c_king_attacks, bbg_king_attacks_bb(bad))
SQ_CALL(c_pawn_attacks, bbg_pawn_attacks_bb(BBG_BLACK, bad))
SQ_CALL(c_isolated_pawn_mask, bbg_isolated_pawn_mask_bb(bad))
SQ_CALL(c_forward_file, bbg_forward_file_bb(BBG_BLACK, bad))
SQ_CALL(c_pawn_attack_span, bbg_pawn_attack_span_bb(BBG_WHITE, bad))
SQ_CALL(c_passed_pawn_mask, bbg_passed_pawn_mask_bb(BBG_BLACK, bad))
SQ_CALL(c_king_zone, bbg_king_zone_bb(BBG_WHITE, bad))
SQ_CALL(c_bishop_calc, bbg_bishop_attacks_calc_bb(bad, 0))
SQ_CALL(c_rook_calc, bbg_rook_attacks_calc_bb(bad, 0))
SQ_CALL(c_queen_calc, bbg_queen_attacks_calc_bb(bad, 0))
SQ_CALL(c_bishop_attacks, bbg_bishop_attacks_bb(bad, 0))
SQ_CALL(c_rook_attacks, bbg_rook_attacks_bb(bad, 0))
SQ_CALL(c_queen_attacks, bbg_queen_attacks_bb(bad, 0))
SQ_CALL(c_slider_attacks, bbg_slider_attacks_bb(BBG_ROOK, bad, 0))
SQ_CALL(c_distance_a, bbg_distance(bad, BBG_E4))
SQ_CALL(c_distance_b, bbg_distance(BBG_E4, bad))
SQ_CALL(c_manhattan_a, bbg_manhattan_distance(bad, BBG_E4))
SQ_CALL(c_manhattan_b, bbg_manhattan_distance(BBG_E4, bad))
SQ_CALL(c_knight_distance_a, bbg_knight_distance(bad, BBG_E4))
SQ_CALL(c_knight_distance_b, bbg_knight_distance(BBG_E4, bad))
SQ_CALL(c_aligned_a, bbg_aligned(bad, BBG_E4, BBG_B7))
SQ_CALL(c_aligned_b, bbg_aligned(BBG_E4, bad, BBG_B7))
SQ_CALL(c_aligned_c, bbg_aligned(BBG_E4, BBG_B7, bad))
SQ_CALL(c_flip_rank, bbg_flip_rank(bad))
SQ_CALL(c_flip_file, bbg_flip_file(bad))
SQ_CALL(c_check_squares, bbg_check_squares_bb(BBG_PIECE_KNIGHT, BBG_WHITE, bad, 0))
SQ_CALL(c_slider_checks_from, bbg_slider_checks_bb(BBG_QUEEN, bad, BBG_E4, 0))
SQ_CALL(c_slider_checks_ksq, bbg_slider_checks_bb(BBG_BISHOP, BBG_E4, bad, 0))
SQ_CALL(c_slider_checks_sc_from, bbg_slider_checks_sc_bb(BBG_ROOK, bad, BBG_E4, 0))
SQ_CALL(c_slider_checks_sc_ksq, bbg_slider_checks_sc_bb(BBG_QUEEN, BBG_E4, bad, 0))
SQ_CALL(c_slider_blockers, bbg_slider_blockers_bb(bad, 0, 0, 0, NULL))
SQ_CALL(c_square_bb, bbg_square_bb(bad))
SQ_CALL(c_attacks, bbg_attacks_bb(BBG_PIECE_KNIGHT, bad, 0))
SQ_CALL(c_board_attackers, bbg_board_attackers_bb(&empty_board, bad, 0))
SQ_CALL(c_xray_sq, bbg_xray_attackers_bb(&empty_board, bad, BBG_E4, 0))
SQ_CALL(c_xray_from, bbg_xray_attackers_bb(&empty_board, BBG_E4, bad, 0))
/* The position layer's inline parts. */
SQ_CALL(c_move_encode_from, bbg_move_encode(bad, BBG_E4, BBG_MOVE_NORMAL, BBG_PIECE_KNIGHT))
SQ_CALL(c_move_encode_to, bbg_move_encode(BBG_E2, bad, BBG_MOVE_NORMAL, BBG_PIECE_KNIGHT))
SQ_CALL(c_castling_empty_king, bbg_castling_empty_bb(bad, BBG_H1))
SQ_CALL(c_castling_empty_rook, bbg_castling_empty_bb(BBG_E1, bad))
SQ_CALL(c_castling_king_king, bbg_castling_king_bb(bad, BBG_A8))
SQ_CALL(c_castling_king_rook, bbg_castling_king_bb(BBG_E8, bad))

/* Every primitive that takes a square, with the bad square in each
 * position it can take. */
static call_fn *const square_calls[] = {
    c_rank_of, c_file_of, c_diag_index, c_anti_index, c_anti_index_xor7, c_to_x88,
    c_line_bb_rank, c_line_bb_anti,
    c_same_rank_a, c_same_rank_b, c_same_file_a, c_same_file_b,
    c_same_diag_a, c_same_diag_b, c_same_anti_a, c_same_anti_b,
    c_same_line_a, c_same_line_b,
    c_color_lookup, c_color_bb64, c_color_bb32, c_color_parity, c_color_lea,
    c_color_of, c_is_dark,
    c_same_color_xor_a, c_same_color_xor_b, c_same_color_lea_a, c_same_color_lea_b,
    c_same_color_a, c_same_color_b,
    c_rank_file_a, c_rank_file_b, c_rank_diag_a, c_rank_diag_b, c_rank_anti_a, c_rank_anti_b,
    c_file_rank_a, c_file_rank_b, c_file_diag_a, c_file_diag_b, c_file_anti_a, c_file_anti_b,
    c_diag_rank_a, c_diag_rank_b, c_diag_file_a, c_diag_file_b, c_diag_anti_a, c_diag_anti_b,
    c_anti_rank_a, c_anti_rank_b, c_anti_file_a, c_anti_file_b, c_anti_diag_a, c_anti_diag_b,
    c_intersect_a, c_intersect_b, c_intersect_bb_a, c_intersect_bb_b,
    c_between_a, c_between_b, c_line_through_a, c_line_through_b, c_cross_a, c_cross_b,
    c_ray, c_knight_attacks, c_king_attacks, c_pawn_attacks,
    c_isolated_pawn_mask, c_forward_file, c_pawn_attack_span, c_passed_pawn_mask, c_king_zone,
    c_bishop_calc, c_rook_calc, c_queen_calc, c_bishop_attacks, c_rook_attacks, c_queen_attacks,
    c_slider_attacks, c_distance_a, c_distance_b, c_manhattan_a, c_manhattan_b,
    c_knight_distance_a, c_knight_distance_b, c_aligned_a, c_aligned_b, c_aligned_c,
    c_flip_rank, c_flip_file, c_check_squares, c_slider_checks_from, c_slider_checks_ksq,
    c_slider_checks_sc_from, c_slider_checks_sc_ksq, c_slider_blockers,
    c_square_bb, c_attacks, c_board_attackers, c_xray_sq, c_xray_from,
    c_move_encode_from, c_move_encode_to, c_castling_empty_king, c_castling_empty_rook,
    c_castling_king_king, c_castling_king_rook,
};
enum { NSQUARE_CALLS = (int)(sizeof square_calls / sizeof square_calls[0]) };

/* Primitives whose argument is something else than a square: each call
 * passes one bad value (chosen from the geometry of the argument). */
static void o_make_square_file(void) { sink = (uint64_t)bbg_make_square(8, 0); }
static void o_make_square_rank(void) { sink = (uint64_t)bbg_make_square(0, -1); }
static void o_make_square_rank_high(void) { sink = (uint64_t)bbg_make_square(0, 8); }
static void o_from_x88_gap(void) { sink = (uint64_t)bbg_from_x88(0x08); }
static void o_from_x88_high(void) { sink = (uint64_t)bbg_from_x88(0x80); }
static void o_from_x88_negative(void) { sink = (uint64_t)bbg_from_x88(-1); }
static void o_color_x88_gap(void) { sink = (uint64_t)bbg_color_x88(0x7F); }
static void o_color_x88_negative(void) { sink = (uint64_t)bbg_color_x88(INT_MIN); }
static void o_rank_bb_high(void) { sink = bbg_rank_bb(8); }
static void o_rank_bb_negative(void) { sink = bbg_rank_bb(-1); }
static void o_file_bb_high(void) { sink = bbg_file_bb(8); }
static void o_file_bb_negative(void) { sink = bbg_file_bb(-1); }
static void o_diag_bb_high(void) { sink = bbg_diag_bb(8); }
static void o_diag_bb_low(void) { sink = bbg_diag_bb(-8); }
static void o_anti_bb_high(void) { sink = bbg_anti_bb(15); }
static void o_anti_bb_negative(void) { sink = bbg_anti_bb(-1); }
static void o_line_bb_kind(void) { sink = bbg_line_bb((enum bbg_line)4, BBG_E4); }
static void o_same_line_kind(void) { sink = bbg_same_line((enum bbg_line)4, BBG_E4, BBG_E5); }
static void o_intersect_kind_a(void) { sink = (uint64_t)bbg_intersect((enum bbg_line)4, BBG_E4, BBG_RANK, BBG_B7); }
static void o_intersect_kind_b(void) { sink = (uint64_t)bbg_intersect(BBG_RANK, BBG_E4, (enum bbg_line)7, BBG_B7); }
static void o_intersect_bb_kind(void) { sink = bbg_intersect_bb(BBG_RANK, BBG_E4, (enum bbg_line)4, BBG_B7); }
static void o_intersect_formula_kind_a(void)
{
    sink = (uint64_t)bbg_intersect_formula((enum bbg_line)4, BBG_E4, BBG_RANK, BBG_B7);
}
static void o_intersect_formula_kind_b(void)
{
    sink = (uint64_t)bbg_intersect_formula(BBG_RANK, BBG_E4, (enum bbg_line)-1, BBG_B7);
}
static void o_cross_slider(void) { sink = bbg_cross_bb((enum bbg_slider)3, BBG_E4, BBG_B7); }
/* The attacks layer: directions 0..7, sides 0..1, sliders 0..2, pieces
 * 0..5, one value past each end; and bbg_lsb, bbg_msb of the empty set. */
static void o_shift_dir_high(void) { sink = bbg_shift_bb(1, (enum bbg_dir)8); }
static void o_shift_dir_negative(void) { sink = bbg_shift_bb(1, (enum bbg_dir)-1); }
static void o_ray_dir(void) { sink = bbg_ray_bb(BBG_E4, (enum bbg_dir)8); }
static void o_shift_n_dir(void) { sink = bbg_shift_n_bb(1, (enum bbg_dir)8, 1); }
static void o_shift_n_dir_negative(void) { sink = bbg_shift_n_bb(1, (enum bbg_dir)-1, 1); }
static void o_pawn_side_high(void) { sink = bbg_pawn_attacks_bb((enum bbg_side)2, BBG_E4); }
static void o_pawn_side_negative(void) { sink = bbg_pawn_attacks_bb((enum bbg_side)-1, BBG_E4); }
static void o_pawn_set_side(void) { sink = bbg_pawn_set_attacks_bb((enum bbg_side)2, 0xFF00); }
/* The evaluation masks: files 0..7, sides 0..1. */
static void o_adjacent_files_high(void) { sink = bbg_adjacent_files_bb(8); }
static void o_adjacent_files_negative(void) { sink = bbg_adjacent_files_bb(-1); }
static void o_forward_file_side(void) { sink = bbg_forward_file_bb((enum bbg_side)2, BBG_E4); }
static void o_pawn_attack_span_side(void) { sink = bbg_pawn_attack_span_bb((enum bbg_side)-1, BBG_E4); }
static void o_passed_pawn_mask_side(void) { sink = bbg_passed_pawn_mask_bb((enum bbg_side)2, BBG_E4); }
static void o_king_zone_side(void) { sink = bbg_king_zone_bb((enum bbg_side)2, BBG_E4); }
static void o_slider_attacks_slider(void) { sink = bbg_slider_attacks_bb((enum bbg_slider)3, BBG_E4, 0); }
static void o_slider_attacks_negative(void) { sink = bbg_slider_attacks_bb((enum bbg_slider)-1, BBG_E4, 0); }
static void o_check_squares_piece(void) { sink = bbg_check_squares_bb((enum bbg_piece)6, BBG_WHITE, BBG_E4, 0); }
static void o_check_squares_piece_negative(void)
{
    sink = bbg_check_squares_bb((enum bbg_piece)-1, BBG_WHITE, BBG_E4, 0);
}
/* The side is checked for every piece, not only where it matters (pawns). */
static void o_check_squares_side(void) { sink = bbg_check_squares_bb(BBG_PIECE_KNIGHT, (enum bbg_side)2, BBG_E4, 0); }
static void o_slider_checks_slider(void) { sink = bbg_slider_checks_bb((enum bbg_slider)3, BBG_E4, BBG_B7, 0); }
static void o_slider_checks_sc_slider(void)
{
    sink = bbg_slider_checks_sc_bb((enum bbg_slider)3, BBG_E4, BBG_B7, 0);
}
/* Castling needs two different squares of one rank; a promotion, a piece
 * from knight to queen. */
static void o_castling_same_square(void) { sink = bbg_castling_empty_bb(BBG_E1, BBG_E1); }
static void o_castling_two_ranks(void) { sink = bbg_castling_king_bb(BBG_E1, BBG_H8); }
/* A square past the end: the start position's piece on square 64. */
static void o_piece_on_square(void)
{
    struct bbg_position pos;
    if (bbg_position_from_fen(&pos, BBG_START_FEN, NULL) == 0)
        sink = (uint64_t)bbg_piece_on(&pos, 64);
}
static void o_piece_at_square(void)
{
    struct bbg_position pos;
    if (bbg_position_from_fen(&pos, BBG_START_FEN, NULL) == 0)
        sink = (uint64_t)bbg_piece_at(&pos, -1).kind;
}
/* A null move in check (the white king on e1 checked by the rook on e8). */
static void o_null_move_in_check(void)
{
    struct bbg_position pos;
    if (bbg_position_from_fen(&pos, "4r1k1/8/8/8/8/8/8/4K3 w - - 0 1", NULL) == 0)
        bbg_make_null_move(&pos);
    sink = pos.key;
}
/* SEE of a move from an empty square, and with a negative value. */
static void o_see_empty_from(void)
{
    struct bbg_position pos;
    if (bbg_position_from_fen(&pos, BBG_START_FEN, NULL) == 0)
        sink = (uint64_t)bbg_see_ge(&pos, bbg_move_encode(BBG_E3, BBG_E4, BBG_MOVE_NORMAL, BBG_PIECE_KNIGHT), 0);
}
static void o_see_bad_value(void)
{
    static const int values[6] = { 100, 300, 300, 500, -1, 0 };
    struct bbg_position pos;
    if (bbg_position_from_fen(&pos, BBG_START_FEN, NULL) == 0)
        sink = (uint64_t)bbg_see(&pos, bbg_move_encode(BBG_E2, BBG_E4, BBG_MOVE_NORMAL, BBG_PIECE_KNIGHT), values);
}
/* SAN of a move that is not legal (e2e5 in the start position). */
static void o_san_illegal(void)
{
    struct bbg_position pos;
    char san[BBG_SAN_MAX];
    if (bbg_position_from_fen(&pos, BBG_START_FEN, NULL) == 0)
        sink = bbg_move_to_san(&pos, bbg_move_encode(BBG_E2, BBG_E5, BBG_MOVE_NORMAL, BBG_PIECE_KNIGHT), san,
                               sizeof san);
}
static void o_attacks_pawn(void) { sink = bbg_attacks_bb(BBG_PIECE_PAWN, BBG_E4, 0); }
static void o_attacks_kind_high(void) { sink = bbg_attacks_bb((enum bbg_piece)6, BBG_E4, 0); }
static void o_xray_same_square(void) { sink = bbg_xray_attackers_bb(&empty_board, BBG_E4, BBG_E4, 0); }
/* A side past the end: the start position's attackers of e4 by side 2. */
static void o_attackers_side(void)
{
    struct bbg_position pos;
    if (bbg_position_from_fen(&pos, BBG_START_FEN, NULL) == 0)
        sink = bbg_attackers_bb(&pos, BBG_E4, (enum bbg_side)2, 0);
}
/* bbg_make_move from a square without a piece of the side to move, and
 * of BBG_NO_MOVE (a1a1, where the start position has a white rook). */
static void o_make_move_empty(void)
{
    struct bbg_position pos;
    if (bbg_position_from_fen(&pos, BBG_START_FEN, NULL) == 0)
        bbg_make_move(&pos, bbg_move_encode(BBG_E3, BBG_E4, BBG_MOVE_NORMAL, BBG_PIECE_KNIGHT));
    sink = pos.key;
}
static void o_make_move_other_side(void)
{
    struct bbg_position pos;
    if (bbg_position_from_fen(&pos, BBG_START_FEN, NULL) == 0)
        bbg_make_move(&pos, bbg_move_encode(BBG_E7, BBG_E5, BBG_MOVE_NORMAL, BBG_PIECE_KNIGHT));
    sink = pos.key;
}
static void o_make_no_move(void)
{
    struct bbg_position pos;
    if (bbg_position_from_fen(&pos, BBG_START_FEN, NULL) == 0)
        bbg_make_move(&pos, BBG_NO_MOVE);
    sink = pos.key;
}
static void o_promotion_to_pawn(void)
{
    sink = bbg_move_encode(BBG_E7, BBG_E8, BBG_MOVE_PROMOTION, BBG_PIECE_PAWN);
}
static void o_promotion_to_king(void)
{
    sink = bbg_move_encode(BBG_E7, BBG_E8, BBG_MOVE_PROMOTION, BBG_PIECE_KING);
}
/* A stage past the end of enum bbg_gen, and before it. */
static void o_generate_legal_kind(void)
{
    struct bbg_position pos;
    bbg_move moves[BBG_MAX_MOVES];
    if (bbg_position_from_fen(&pos, BBG_START_FEN, NULL) == 0)
        sink = (uint64_t)bbg_generate_legal(&pos, (enum bbg_gen)4, moves);
}
static void o_generate_pseudo_kind(void)
{
    struct bbg_position pos;
    bbg_move moves[BBG_MAX_MOVES];
    if (bbg_position_from_fen(&pos, BBG_START_FEN, NULL) == 0)
        sink = (uint64_t)bbg_generate_pseudo(&pos, (enum bbg_gen)-1, moves);
}
/* Divide to depth 0, which has no moves to divide. */
static void o_perft_divide_depth_zero(void)
{
    struct bbg_position pos;
    bbg_move moves[BBG_MAX_MOVES];
    uint64_t counts[BBG_MAX_MOVES];
    if (bbg_position_from_fen(&pos, BBG_START_FEN, NULL) == 0)
        sink = (uint64_t)bbg_perft_divide(&pos, 0, moves, counts);
}
/* A stage of struct bbg_stages past the end of enum bbg_gen, and before it. */
static void stages_of_kind(int kind)
{
    struct bbg_position pos;
    struct bbg_stages st;
    bbg_move moves[BBG_MAX_MOVES];
    if (bbg_position_from_fen(&pos, BBG_START_FEN, NULL) == 0) {
        bbg_stages_init(&st, &pos);
        sink = (uint64_t)bbg_stages_generate(&st, (enum bbg_gen)kind, moves);
    }
}
static void o_stages_kind(void) { stages_of_kind(4); }
static void o_stages_kind_negative(void) { stages_of_kind(-1); }
/* One piece's targets more than struct bbg_stages keeps (24: no position
 * bbg_position_from_fen accepts has more): a knight and twelve queens put
 * on the board by hand, each queen kept twice. */
static void o_stages_too_many_pieces(void)
{
    struct bbg_position pos;
    struct bbg_stages st;
    bbg_move moves[BBG_MAX_MOVES];
    const uint64_t queens = UINT64_C(0x0000FFF000000000), knight = UINT64_C(1) << BBG_B1;
    if (bbg_position_from_fen(&pos, "7k/8/8/8/8/8/8/4K3 w - - 0 1", NULL) == 0) {
        pos.board.by_side[BBG_WHITE] |= queens | knight;
        pos.board.by_kind[BBG_PIECE_QUEEN] |= queens;
        pos.board.by_kind[BBG_PIECE_KNIGHT] |= knight;
        bbg_stages_init(&st, &pos);
        sink = (uint64_t)bbg_stages_generate(&st, BBG_GEN_QUIET, moves);
    }
}
/* The rules: a side past the end; a repetition test without keys, with
 * no current position, or with a negative halfmove clock. */
static void o_insufficient_side(void)
{
    struct bbg_position pos;
    if (bbg_position_from_fen(&pos, BBG_START_FEN, NULL) == 0)
        sink = (uint64_t)bbg_insufficient_material_for(&pos, (enum bbg_side)2);
}
static const uint64_t repetition_keys[3] = { 1, 2, 1 };
static void o_repetition_no_keys(void) { sink = (uint64_t)bbg_is_repetition(NULL, 1, 0); }
static void o_repetition_no_position(void) { sink = (uint64_t)bbg_is_repetition(repetition_keys, 0, 0); }
static void o_repetition_negative_halfmove(void) { sink = (uint64_t)bbg_is_repetition(repetition_keys, 3, -1); }
static void o_repetitions_no_keys(void) { sink = (uint64_t)bbg_repetitions(NULL, 1, 0); }
static void o_repetitions_no_position(void) { sink = (uint64_t)bbg_repetitions(repetition_keys, 0, 0); }
static void o_repetitions_negative_halfmove(void) { sink = (uint64_t)bbg_repetitions(repetition_keys, 3, -1); }
static void o_position_outcome_no_occurrence(void)
{
    struct bbg_position pos;
    if (bbg_position_from_fen(&pos, BBG_START_FEN, NULL) == 0)
        sink = (uint64_t)bbg_position_outcome(&pos, 0, NULL);
}
/* A game used after bbg_game_free. */
static void o_game_push_freed(void)
{
    struct bbg_position pos;
    struct bbg_game g;
    if (bbg_position_from_fen(&pos, BBG_START_FEN, NULL) == 0 && bbg_game_init(&g, &pos) == 0) {
        bbg_game_free(&g);
        sink = (uint64_t)bbg_game_push(&g, bbg_move_encode(BBG_E2, BBG_E4, BBG_MOVE_NORMAL, BBG_PIECE_KNIGHT), NULL);
    }
}
static void o_game_current_freed(void)
{
    struct bbg_position pos;
    struct bbg_game g;
    if (bbg_position_from_fen(&pos, BBG_START_FEN, NULL) == 0 && bbg_game_init(&g, &pos) == 0) {
        bbg_game_free(&g);
        sink = bbg_game_current(&g)->key;
    }
}
static void o_lsb_empty(void) { sink = (uint64_t)bbg_lsb(0); }
static void o_msb_empty(void) { sink = (uint64_t)bbg_msb(0); }

static void (*const other_calls[])(void) = {
    o_make_square_file, o_make_square_rank, o_make_square_rank_high, o_from_x88_gap, o_from_x88_high,
    o_from_x88_negative, o_color_x88_gap, o_color_x88_negative,
    o_rank_bb_high, o_rank_bb_negative, o_file_bb_high, o_file_bb_negative,
    o_diag_bb_high, o_diag_bb_low, o_anti_bb_high, o_anti_bb_negative,
    o_line_bb_kind, o_same_line_kind, o_intersect_kind_a, o_intersect_kind_b,
    o_intersect_bb_kind, o_intersect_formula_kind_a, o_intersect_formula_kind_b, o_cross_slider,
    o_shift_dir_high, o_shift_dir_negative, o_ray_dir, o_shift_n_dir, o_shift_n_dir_negative,
    o_pawn_side_high, o_pawn_side_negative, o_pawn_set_side, o_adjacent_files_high,
    o_adjacent_files_negative, o_forward_file_side, o_pawn_attack_span_side, o_passed_pawn_mask_side,
    o_king_zone_side, o_slider_attacks_slider, o_slider_attacks_negative, o_check_squares_piece,
    o_check_squares_piece_negative, o_check_squares_side, o_slider_checks_slider,
    o_slider_checks_sc_slider, o_castling_same_square, o_castling_two_ranks, o_promotion_to_pawn,
    o_promotion_to_king, o_make_move_empty, o_make_move_other_side, o_make_no_move, o_attackers_side,
    o_piece_on_square, o_piece_at_square, o_null_move_in_check, o_see_empty_from, o_see_bad_value, o_san_illegal, o_lsb_empty, o_msb_empty, o_attacks_pawn, o_attacks_kind_high, o_xray_same_square,
    o_generate_legal_kind, o_generate_pseudo_kind, o_perft_divide_depth_zero, o_stages_kind, o_stages_kind_negative, o_stages_too_many_pieces,
    o_insufficient_side, o_repetition_no_keys, o_repetition_no_position, o_repetition_negative_halfmove,
    o_game_push_freed, o_game_current_freed, o_repetitions_no_keys, o_repetitions_no_position,
    o_repetitions_negative_halfmove, o_position_outcome_no_occurrence,
};
enum { NOTHER_CALLS = (int)(sizeof other_calls / sizeof other_calls[0]) };

/* Makes call n of a kind ("square": square_calls with a bad square, n =
 * call * NBAD + square; "other": other_calls); false if there is no such
 * call. */
static bool make_call(const char *kind, int n)
{
    if (strcmp(kind, "square") == 0 && n >= 0 && n < NSQUARE_CALLS * NBAD)
        square_calls[n / NBAD](bad_squares[n % NBAD]);
    else if (strcmp(kind, "other") == 0 && n >= 0 && n < NOTHER_CALLS)
        other_calls[n]();
    else
        return false;
    return true;
}

#ifdef _WIN32
static const char *self_path;  /* this program, from main() */

/* Call n of a kind in a child process: it must end with abort()'s status. */
static void expect_abort(const char *kind, int n)
{
    char number[16];
    snprintf(number, sizeof number, "%d", n);
    const char *const args[] = { "test_asserts", "--call", kind, number, NULL };
    intptr_t status = _spawnv(_P_WAIT, self_path, args);
    ck_assert_msg(status == 3, "%s call %d: the child process ended with status %lld, "
                  "not 3 (abort)", kind, n, (long long)status);
}
#define add_abort_loop_test(tc, test, n) tcase_add_loop_test(tc, test, 0, n)
#else
/* Call n of a kind in this (forked) process: Check expects SIGABRT. */
static void expect_abort(const char *kind, int n)
{
    make_call(kind, n);
    ck_abort_msg("%s call %d returned instead of aborting", kind, n);
}
#define add_abort_loop_test(tc, test, n) \
    tcase_add_loop_test_raise_signal(tc, test, SIGABRT, 0, n)
#endif

/* Each (call, bad square) pair on its own: must abort. A sampled run
 * (sample.h) takes every call once, each with one of the bad squares in
 * turn (_i is then the call). */
START_TEST(test_bad_square_aborts)
{
    expect_abort("square", test_sample_share() > 1 ? _i * NBAD + _i % NBAD : _i);
}
END_TEST

START_TEST(test_bad_argument_aborts)
{
    expect_abort("other", _i);
}
END_TEST

/* The control: the same primitives on every valid square do not abort (so
 * the aborts above come from the argument checks, not from something else). */
START_TEST(test_valid_square_returns)
{
    /* xor, not +: the mix of negative results (-1, diagonal indices) and
     * bitboards would wrap. */
    for (int sq = 0; sq < 64; sq++) {
        sink = (uint64_t)bbg_rank_of(sq) ^ (uint64_t)bbg_file_of(sq) ^ (uint64_t)bbg_diag_index(sq)
             ^ (uint64_t)bbg_anti_index(sq) ^ (uint64_t)bbg_anti_index_xor7(sq)
             ^ (uint64_t)bbg_to_x88(sq) ^ (uint64_t)bbg_from_x88(bbg_to_x88(sq))
             ^ (uint64_t)bbg_color_x88(bbg_to_x88(sq)) ^ bbg_line_bb(BBG_RANK, sq)
             ^ bbg_line_bb(BBG_ANTI, sq) ^ (uint64_t)bbg_color_lookup(sq)
             ^ (uint64_t)bbg_color_bb64(sq) ^ (uint64_t)bbg_color_bb32(sq)
             ^ (uint64_t)bbg_color_parity(sq) ^ (uint64_t)bbg_color_lea(sq)
             ^ (uint64_t)bbg_is_dark(sq) ^ (uint64_t)bbg_same_color_lea(sq, _i)
             ^ (uint64_t)bbg_same_color(sq, _i) ^ (uint64_t)bbg_same_line(BBG_DIAG, sq, _i)
             ^ (uint64_t)bbg_intersect(BBG_RANK, sq, BBG_ANTI, _i)
             ^ (uint64_t)bbg_intersect(BBG_DIAG, sq, BBG_ANTI, _i)
             ^ bbg_intersect_bb(BBG_FILE, sq, BBG_DIAG, _i) ^ bbg_between_bb(sq, _i)
             ^ bbg_line_through_bb(sq, _i) ^ bbg_cross_bb(BBG_QUEEN, sq, _i);
    }
    /* The attacks layer: every square, with _i (0..63) picking the other
     * square, the occupancy, and the direction, side, slider and piece. */
    for (int sq = 0; sq < 64; sq++) {
        const uint64_t occ = (uint64_t)1 << sq | (uint64_t)1 << _i | UINT64_C(0x0042001800240000);
        const enum bbg_dir dir = (enum bbg_dir)(_i & 7);
        const enum bbg_side side = (enum bbg_side)(_i & 1);
        const enum bbg_slider slider = (enum bbg_slider)(_i % 3);
        sink = bbg_shift_bb(occ, dir) ^ bbg_ray_bb(sq, dir) ^ bbg_knight_attacks_bb(sq)
             ^ bbg_king_attacks_bb(sq) ^ bbg_pawn_attacks_bb(side, sq) ^ bbg_pawn_set_attacks_bb(side, occ)
             ^ bbg_shift_n_bb(occ, dir, sq & 7) ^ bbg_isolated_pawn_mask_bb(sq) ^ bbg_forward_file_bb(side, sq)
             ^ bbg_pawn_attack_span_bb(side, sq) ^ bbg_passed_pawn_mask_bb(side, sq) ^ bbg_king_zone_bb(side, sq)
             ^ bbg_queen_attacks_calc_bb(sq, occ) ^ bbg_queen_attacks_bb(sq, occ)
             ^ bbg_slider_attacks_bb(slider, sq, occ) ^ (uint64_t)bbg_distance(sq, _i)
             ^ (uint64_t)bbg_manhattan_distance(sq, _i) ^ (uint64_t)bbg_knight_distance(sq, _i)
             ^ (uint64_t)bbg_aligned(sq, _i, (sq + _i) & 63) ^ (uint64_t)bbg_flip_rank(sq)
             ^ (uint64_t)bbg_flip_file(sq) ^ bbg_check_squares_bb((enum bbg_piece)(_i % 6), side, sq, occ)
             ^ bbg_slider_checks_bb(slider, sq, _i, occ) ^ bbg_slider_checks_sc_bb(slider, sq, _i, occ)
             ^ bbg_slider_blockers_bb(sq, occ, occ & UINT64_C(0x5555555555555555),
                                      occ & UINT64_C(0x3333333333333333), NULL)
             ^ (uint64_t)bbg_lsb(occ) ^ (uint64_t)bbg_msb(occ)
             ^ bbg_move_encode(sq, _i, (enum bbg_move_kind)(_i & 3), (enum bbg_piece)(1 + (_i & 3)))
             ^ bbg_castling_empty_bb(sq, (sq & 56) | ((sq + 1 + (_i % 7)) & 7))
             ^ bbg_castling_king_bb(sq, (sq & 56) | ((sq + 1 + (_i % 7)) & 7));
    }
    sink = bbg_rank_bb(_i & 7) ^ bbg_file_bb(_i & 7) ^ bbg_adjacent_files_bb(_i & 7) ^ bbg_diag_bb((_i % 15) - 7)
         ^ bbg_anti_bb(_i % 15) ^ (uint64_t)bbg_make_square(_i & 7, _i >> 3);
}
END_TEST

static Suite *asserts_suite(void)
{
    Suite *s = suite_create("asserts");
    TCase *tc = tcase_create("asserts");
    add_abort_loop_test(tc, test_bad_square_aborts, test_sample_share() > 1 ? NSQUARE_CALLS : NSQUARE_CALLS * NBAD);
    add_abort_loop_test(tc, test_bad_argument_aborts, NOTHER_CALLS);
    tcase_add_loop_test(tc, test_valid_square_returns, 0, 64);
    suite_add_tcase(s, tc);
    return s;
}

int main(int argc, char *argv[])
{
    /* A child process of expect_abort (Windows): one call, which must not
     * return; if it does, status 0 says so. */
    if (argc == 4 && strcmp(argv[1], "--call") == 0) {
        char *end;
        long n = strtol(argv[3], &end, 10);
        bool ok = end != argv[3] && *end == '\0' && n >= 0 && n <= INT_MAX;
        return ok && make_call(argv[2], (int)n) ? EXIT_SUCCESS : 2;
    }
#ifdef _WIN32
    self_path = argv[0];
#endif
    /* TAP: a plan of 0 tests with a reason, which meson reports as skipped. */
    bool asserts_enabled = true;
#ifdef NDEBUG
    asserts_enabled = false;
#endif
    if (!asserts_enabled) {
        puts("1..0 # SKIP assertions are disabled (NDEBUG; build with -Db_ndebug=false)");
        return EXIT_SUCCESS;
    }
#ifndef _WIN32
    /* An emulator whose forked children hang (CI's i686 target under
     * qemu-i386, .ci/cross-files/i686-linux-gnu.ini): no call can abort in
     * a child of its own there. */
    if (getenv("BBGEOM_TEST_NO_FORK") != NULL) {
        puts("1..0 # SKIP no fork here (BBGEOM_TEST_NO_FORK): each check needs a child that aborts");
        return EXIT_SUCCESS;
    }
#endif
#ifdef _WIN32
    return test_run_suite(asserts_suite());
#else
    /* Each call in a child that must die of SIGABRT: never in-process. */
    return test_run_suite_forking(asserts_suite(), CK_FORK);
#endif
}
