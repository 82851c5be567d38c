/* Legal move generation: every legal move of a position, listed or
 * counted. Source: src/movegen.c. */
#ifndef BBGEOM_MOVEGEN_H
#define BBGEOM_MOVEGEN_H

#include "bbgeom/base.h"
#include "bbgeom/board.h"
#include "bbgeom/move.h"

BBG_BEGIN_DECLS

/* Every legal move of the side to move into moves; returns their number. */
BBG_API int bbg_legal_moves(const struct bbg_position *pos, bbg_move moves[BBG_MAX_MOVES]);

/* The number of legal moves, without listing them. */
BBG_API int bbg_count_moves(const struct bbg_position *pos);

BBG_END_DECLS

#endif
