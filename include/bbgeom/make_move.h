/* Playing a move or a null move, and whether a move gives check before
 * it is played. Source: src/make_move.c. */
#ifndef BBGEOM_MAKE_MOVE_H
#define BBGEOM_MAKE_MOVE_H

#include "bbgeom/base.h"
#include "bbgeom/board.h"
#include "bbgeom/move.h"

BBG_BEGIN_DECLS

/* Plays move, which must be legal in *pos, updating the key. Undo by
 * keeping a copy of the position from before. */
BBG_API void bbg_make_move(struct bbg_position *pos, bbg_move move);

/* Passes the move to the other side (a null move, for null-move pruning):
 * the side to move flips, the en passant square goes, the key follows
 * (Polyglot's turn and en passant numbers), the halfmove clock counts one
 * more ply and the move number grows after black's pass, as after a move
 * that is neither a capture nor a pawn move. The side to move must not be
 * in check (asserted): passing then would leave the king to be taken.
 * Undo by keeping a copy, as for bbg_make_move. */
BBG_API void bbg_make_null_move(struct bbg_position *pos);

/* True if the legal move gives check, found without making it. */
BBG_API bool bbg_gives_check(const struct bbg_position *pos, bbg_move move);

BBG_END_DECLS

#endif
