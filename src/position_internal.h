/* What position.c and movegen.c share, not part of the public API. */
#ifndef BBGEOM_POSITION_INTERNAL_H
#define BBGEOM_POSITION_INTERNAL_H

#include "bbgeom/lines.h"
#include "bbgeom/position.h"

/* The kinds of the pieces of a position in three bitboards, one per bit
 * of enum bbg_piece: knight|rook|king (1, 3, 5), bishop|rook (2, 3) and
 * queen|king (4, 5); pawns (0) are in none. */
struct bbg_kind_bits_ {
    uint64_t bit0, bit1, bit2;
};

static inline struct bbg_kind_bits_ bbg_kind_bits_of_(const struct bbg_position *pos)
{
    const uint64_t *k = pos->by_kind;
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

/* True if the side to move has a legal en passant capture. */
bool bbg_has_legal_en_passant_(const struct bbg_position *pos);

#endif
