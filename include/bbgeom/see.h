/* Exchanges: what a move moves and what it captures, and the static
 * exchange evaluation (SEE) of the square it goes to, from the attackers
 * of attacks.h and their x-rays. Source: src/see.c. */
#ifndef BBGEOM_SEE_H
#define BBGEOM_SEE_H

#include "bbgeom/base.h"
#include "bbgeom/board.h"
#include "bbgeom/move.h"

BBG_BEGIN_DECLS

/* The default values of the exchange, by kind (values == NULL, and
 * bbg_see_ge). The king's never counts in a legal move's exchange: a king
 * takes only where it cannot be taken back. */
enum bbg_see_value {
    BBG_SEE_PAWN = 100,
    BBG_SEE_KNIGHT = 300,
    BBG_SEE_BISHOP = 300,
    BBG_SEE_ROOK = 500,
    BBG_SEE_QUEEN = 900,
    BBG_SEE_KING = 0
};

/* The most a piece may be worth in bbg_see's values (each 0 ... this):
 * no sum of an exchange can then overflow an int. */
#define BBG_SEE_VALUE_MAX 1000000

/* True if the move takes a piece: en passant does; castling, written king
 * takes own rook, does not. m must be legal in *pos. */
BBG_API bool bbg_is_capture(const struct bbg_position *pos, bbg_move m);

/* The kind of piece the move takes (a pawn for en passant), or -1. */
BBG_API int bbg_captured_kind(const struct bbg_position *pos, bbg_move m);

/* The kind of piece the move moves: a pawn for a promotion, the king for
 * castling. */
BBG_API int bbg_moved_kind(const struct bbg_position *pos, bbg_move m);

/* The static exchange evaluation of the legal move m: what the side to
 * move wins on m's target square (negative: loses) if, after m, the two
 * sides take turns capturing there, each with its least valuable attacker
 * (pawn, knight, bishop, rook, queen, king; of two of a kind the one on the
 * lower square), sliders behind a piece joining when it leaves, and each
 * side free to stop when taking on would not pay. values[kind] (each 0 ...
 * BBG_SEE_VALUE_MAX) prices the pieces; NULL means the BBG_SEE_ defaults.
 * - A promotion (by m, or by a pawn taking back on the last rank, which
 *   then makes a queen) gains the new piece's value less the pawn's, and
 *   the new piece is the one at stake.
 * - En passant takes the pawn beside the target, which leaves the board.
 * - A king takes only where the other side has no attacker left on the
 *   square (with the king gone from its own square).
 * - Pins are not honoured: a pinned piece takes part like any other.
 * - Castling is 0; any other move that takes nothing starts from 0 (or
 *   from its promotion's gain), so a quiet move scores minus what it loses
 *   if the other side takes the piece and the exchange runs on.
 * A pseudo-legal m is played as if it were legal: a king that steps onto
 * an attacked square is taken, for values[BBG_PIECE_KING]. */
BBG_API int bbg_see(const struct bbg_position *pos, bbg_move m, const int values[6]);

/* bbg_see(pos, m, NULL) >= threshold, for any threshold, found by a swap
 * that stops as soon as the answer is certain. */
BBG_API bool bbg_see_ge(const struct bbg_position *pos, bbg_move m, int threshold);

BBG_END_DECLS

#endif
