/* What the position layer's sources share, not part of the public API:
 * forced inlining, the piece letters, popping a square off a set, the kind
 * of a piece from three bitboards, the castling bits of a set of castling
 * rooks, the attackers of a square (bbg_attackers_bb's body), and the
 * Polyglot number of an en passant square. */
#ifndef BBGEOM_BOARD_INTERNAL_H
#define BBGEOM_BOARD_INTERNAL_H

#include "bbgeom/board.h"
#include "bbgeom/leapers.h"
#include "bbgeom/lines.h"
#include "bbgeom/sliders.h"

/* The generator's phases and make-move are written as small functions
 * that must still compile to one straight body per side to move, as if
 * written out: forced inline. The coverage build defines
 * BBG_NO_FORCED_INLINE: gcov counts each branch once per inlined copy, and
 * a copy specialised for one side never takes the other side's branches.
 * So does gcc's sanitizer build in CI, whose instrumented compile of the
 * inlined phases is four times as long. */
#if (defined(__GNUC__) || defined(__clang__)) && !defined(BBG_NO_FORCED_INLINE)
#define BBG_ALWAYS_INLINE_ inline __attribute__((always_inline))
#else
#define BBG_ALWAYS_INLINE_ inline
#endif

/* A function of which every caller shares one copy: never inlined
 * (movegen_phases.h, BBG_COMPACT_MOVEGEN). */
#if defined(__GNUC__) || defined(__clang__)
#define BBG_NOINLINE_ __attribute__((noinline))
#elif defined(_MSC_VER)
#define BBG_NOINLINE_ __declspec(noinline)
#else
#define BBG_NOINLINE_
#endif

/* The letters of the kinds of enum bbg_piece, in its order (FEN, UCI). */
#define BBG_PIECE_LETTERS_ "pnbrqk"

/* The square of the lowest piece of *bb, which loses it. */
static inline int bbg_pop_lsb_(uint64_t *bb)
{
    int sq = bbg_lsb(*bb);
    *bb &= *bb - 1;
    return sq;
}

/* The kinds of the pieces of a position in three bitboards, one per bit
 * of enum bbg_piece: knight|rook|king (1, 3, 5), bishop|rook (2, 3) and
 * queen|king (4, 5); pawns (0) are in none. */
struct bbg_kind_bits_ {
    uint64_t bit0, bit1, bit2;
};

static inline struct bbg_kind_bits_ bbg_kind_bits_of_(const struct bbg_position *pos)
{
    const uint64_t *k = pos->board.by_kind;
    const struct bbg_kind_bits_ bits = { k[BBG_PIECE_KNIGHT] | k[BBG_PIECE_ROOK] | k[BBG_PIECE_KING],
                                         k[BBG_PIECE_BISHOP] | k[BBG_PIECE_ROOK],
                                         k[BBG_PIECE_QUEEN] | k[BBG_PIECE_KING] };
    return bits;
}

/* The kind of the piece on the occupied square sq, without branches. */
static inline int bbg_kind_at_(struct bbg_kind_bits_ bits, int sq)
{
    return (int)(((bits.bit0 >> sq) & 1) | ((bits.bit1 >> sq) & 1) << 1 | ((bits.bit2 >> sq) & 1) << 2);
}

static inline int bbg_kind_on_(const struct bbg_position *pos, int sq)
{
    return bbg_kind_at_(bbg_kind_bits_of_(pos), sq);
}

/* The enum bbg_castling bits of the castling rooks, given the kings'
 * squares: a white rook above the white king is a king-side right, below
 * it a queen-side one; the same for black. */
static inline uint8_t bbg_castling_bits_(uint64_t rooks, int white_king, int black_king)
{
    const uint64_t white = rooks & bbg_rank_bb(0), black = rooks & bbg_rank_bb(7);
    return (uint8_t)(((white >> white_king >> 1) != 0) * BBG_WHITE_OO
                     | ((white & ((UINT64_C(1) << white_king) - 1)) != 0) * BBG_WHITE_OOO
                     | ((black >> black_king >> 1) != 0) * BBG_BLACK_OO
                     | ((black & ((UINT64_C(1) << black_king) - 1)) != 0) * BBG_BLACK_OOO);
}

/* The pieces of side by attacking sq, with occupancy occ (the body of
 * bbg_attackers_bb, inlined where the generator needs it). */
static BBG_ALWAYS_INLINE_ uint64_t bbg_attackers_of_(const struct bbg_position *pos, int sq, int by, uint64_t occ)
{
    return pos->board.by_side[by] & bbg_board_attackers_bb(&pos->board, sq, occ);
}

/* The Polyglot number of the en passant square ep (its file's): the key
 * holds it exactly while pos->ep is ep. */
static inline uint64_t bbg_en_passant_key_(int ep) { return bbg_polyglot_en_passant[ep & 7]; }

#endif
