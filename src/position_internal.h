/* What position.c and movegen.c share, not part of the public API. */
#ifndef BBGEOM_POSITION_INTERNAL_H
#define BBGEOM_POSITION_INTERNAL_H

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

/* The enum bbg_castling bits of pos->castling_rooks, given the kings. */
uint8_t bbg_castling_bits_(const struct bbg_position *pos);

/* True if the side to move has a legal en passant capture. */
bool bbg_has_legal_en_passant_(const struct bbg_position *pos);

#endif
