/* What position.c and movegen.c share, not part of the public API. */
#ifndef BBGEOM_POSITION_INTERNAL_H
#define BBGEOM_POSITION_INTERNAL_H

#include "bbgeom/lines.h"
#include "bbgeom/position.h"

/* The kind of the piece on the occupied square sq, without branches: its
 * three bits are knight|rook|king (1, 3, 5), bishop|rook (2, 3) and
 * queen|king (4, 5). */
static inline int bbg_kind_on_(const struct bbg_position *pos, int sq)
{
    const uint64_t *k = pos->by_kind;
    const uint64_t b0 = k[BBG_PIECE_KNIGHT] | k[BBG_PIECE_ROOK] | k[BBG_PIECE_KING];
    const uint64_t b1 = k[BBG_PIECE_BISHOP] | k[BBG_PIECE_ROOK];
    const uint64_t b2 = k[BBG_PIECE_QUEEN] | k[BBG_PIECE_KING];
    return (int)(((b0 >> sq) & 1) | ((b1 >> sq) & 1) << 1 | ((b2 >> sq) & 1) << 2);
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
