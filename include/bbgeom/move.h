/* Moves: a legal move in 16 bits, its parts and its encoding. Inline
 * only; the position layer's headers (position.h) use it. */
#ifndef BBGEOM_MOVE_H
#define BBGEOM_MOVE_H

#include "bbgeom/base.h"
#include "bbgeom/types.h"

BBG_BEGIN_DECLS

/* A move in 16 bits: from (bits 0-5), to (6-11), the promotion piece minus
 * knight (12-13) and the kind (14-15). Castling is written king square to
 * rook square, for Chess960 and standard chess alike. 0 is no move (a1a1). */
typedef uint16_t bbg_move;
#define BBG_NO_MOVE BBG_CAST(bbg_move, 0)

/* More than the most legal moves a position bbg_position_from_fen accepts
 * can have (218, docs/position.md). */
#define BBG_MAX_MOVES 256

enum bbg_move_kind { BBG_MOVE_NORMAL, BBG_MOVE_PROMOTION, BBG_MOVE_EN_PASSANT, BBG_MOVE_CASTLING };

/* The move's origin square. */
static inline int bbg_move_from(bbg_move m) { return m & 63; }
/* The move's target square; for castling, the castling rook's square. */
static inline int bbg_move_to(bbg_move m) { return (m >> 6) & 63; }
static inline enum bbg_move_kind bbg_move_kind(bbg_move m) { return BBG_CAST(enum bbg_move_kind, m >> 14); }
/* The piece a promotion makes (knight..queen); meaningless for other kinds. */
static inline enum bbg_piece bbg_move_promotion(bbg_move m)
{
    return BBG_CAST(enum bbg_piece, BBG_PIECE_KNIGHT + ((m >> 12) & 3));
}
/* The move from from to to of that kind; promotion (knight..queen) only
 * counts for BBG_MOVE_PROMOTION. */
static inline bbg_move bbg_move_encode(int from, int to, enum bbg_move_kind kind, enum bbg_piece promotion)
{
    int extra = kind == BBG_MOVE_PROMOTION ? BBG_CAST(int, promotion) - BBG_PIECE_KNIGHT : 0;
    BBG_ASSERT(bbg_is_square(from) && bbg_is_square(to) && extra >= 0 && extra < 4);
    return BBG_CAST(bbg_move, from | to << 6 | extra << 12 | BBG_CAST(int, kind) << 14);
}

BBG_END_DECLS

#endif
