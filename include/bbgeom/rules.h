/* The rules that end a game or let a player claim a draw, asked of one
 * position: checkmate, stalemate, insufficient material, the 50- and
 * 75-move rules, and the key under which a position counts for
 * repetition. Source: src/rules.c. A game and its history: game.h. */
#ifndef BBGEOM_RULES_H
#define BBGEOM_RULES_H

#include "bbgeom/base.h"
#include "bbgeom/board.h"

BBG_BEGIN_DECLS

/* The side to move is in check and has no legal move. */
BBG_API bool bbg_is_checkmate(const struct bbg_position *pos);

/* The side to move is not in check and has no legal move. */
BBG_API bool bbg_is_stalemate(const struct bbg_position *pos);

/* Neither side can checkmate by any sequence of legal moves, by material
 * alone: no pawn, rook or queen, and either at most one knight or bishop
 * on the board, or no knight and every bishop (of both sides) on squares
 * of one colour. Equal to bbg_insufficient_material_for both sides. */
BBG_API bool bbg_insufficient_material(const struct bbg_position *pos);

/* side cannot checkmate the other by any sequence of legal moves, by
 * material alone (FIDE's rule 6.9: a flag fall against such a side draws),
 * as python-chess decides it:
 *   - side has a pawn, rook or queen: false;
 *   - side has a knight: true only if it is side's one piece besides the
 *     king and the other side has nothing but its king and queens (a pawn,
 *     rook, bishop or knight of the other side can block its own king for
 *     a mate);
 *   - side has bishops, no knight: true only if every bishop on the board
 *     stands on squares of one colour and there is no pawn or knight;
 *   - side has its king alone: true.
 * docs/notation.md gives the proof and what the tests enumerate. */
BBG_API bool bbg_insufficient_material_for(const struct bbg_position *pos, enum bbg_side side);

/* The player to move may claim a draw by the 50-move rule (FIDE 9.3): the
 * last 50 moves of each side made no capture and no pawn move. */
static inline bool bbg_fifty_move_claimable(const struct bbg_position *pos) { return pos->halfmove >= 100; }

/* The game is drawn by the 75-move rule (FIDE 9.6.2), without a claim:
 * 75 moves of each side without a capture or a pawn move. Unless the move
 * that reached it mated: checkmate comes first (game.h's outcome). */
static inline bool bbg_seventy_five_move_draw(const struct bbg_position *pos) { return pos->halfmove >= 150; }

/* The key under which pos counts for repetition (FIDE 9.2.3: the same
 * pieces on the same squares, the same side to move, the same castling
 * rights and the same possible en passant captures): the Polyglot key,
 * less its en passant number when no en passant capture is legal. pos->key
 * has that number whenever a pawn stands beside the pawn that just moved
 * two squares, legal capture or not (board.h), so two positions that FIDE
 * counts as one can have two Polyglot keys but have one repetition key. */
BBG_API uint64_t bbg_repetition_key(const struct bbg_position *pos);

/* Whether the current position has occurred before, for a search: keys[0]
 * to keys[n - 1] are the keys of the positions so far, oldest first, and
 * keys[n - 1] is the current one (n >= 1); halfmove is the current
 * position's halfmove clock (>= 0), so that keys[n - 1 - halfmove] and
 * later are the positions since the last capture or pawn move. True when
 * keys[n - 1] equals keys[i] for some i = n - 3, n - 5, ... (the same
 * side to move) with i >= n - 1 - halfmove and i >= 0. Keys from
 * bbg_repetition_key follow FIDE exactly; pos->key misses the repetitions
 * whose en passant capture was not legal. */
BBG_API bool bbg_is_repetition(const uint64_t *keys, int n, int halfmove);

/* The occurrences of the current position keys[n - 1] in the same window
 * as bbg_is_repetition (keys, n and halfmove as there): 1 plus the i =
 * n - 3, n - 5, ... >= n - 1 - halfmove, >= 0 with keys[i] equal to it; 3
 * or more is a threefold repetition, 5 or more a fivefold one. */
BBG_API int bbg_repetitions(const uint64_t *keys, int n, int halfmove);

BBG_END_DECLS

#endif
