/* Playing a move, and whether it gives check before it is played.
 * Source: src/make_move.c. */
#ifndef BBGEOM_MAKE_MOVE_H
#define BBGEOM_MAKE_MOVE_H

#include "bbgeom/base.h"
#include "bbgeom/board.h"
#include "bbgeom/move.h"

BBG_BEGIN_DECLS

/* Plays move, which must be legal in *pos, updating the key. Undo by
 * keeping a copy of the position from before. */
BBG_API void bbg_make_move(struct bbg_position *pos, bbg_move move);

/* True if the legal move gives check, found without making it. */
BBG_API bool bbg_gives_check(const struct bbg_position *pos, bbg_move move);

BBG_END_DECLS

#endif
