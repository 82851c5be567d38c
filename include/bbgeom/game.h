/* A game: a start position (standard or Chess960, any FEN) and the legal
 * moves played from it, with every position, its repetition key and the
 * outcome by the rules (FIDE's; rules.h asks them of one position). It
 * owns its memory, which grows with the moves up to BBG_GAME_MAX_PLIES.
 * Source: src/game.c. */
#ifndef BBGEOM_GAME_H
#define BBGEOM_GAME_H

#include "bbgeom/base.h"
#include "bbgeom/board.h"
#include "bbgeom/move.h"

BBG_BEGIN_DECLS

/* The most moves (plies) a game holds: 2^15 - 1, so that its positions,
 * one more, fill the array exactly when it has doubled to 2^15. No game
 * from a position bbg_position_from_fen accepts can last that long without
 * ending automatically by the 75-move rule: it has at most 16 pawns, which
 * make at most 6 moves each, and 30 pieces to capture, so at most 126
 * moves that reset the halfmove clock, each after at most 149 other plies,
 * and 150 after the last: 127 * 150 = 19,050 plies (17,697 from the
 * standard start, whose pawns block each other). */
#define BBG_GAME_MAX_PLIES 32767

/* How a game ended: not yet, a win for either side, or a draw. */
enum bbg_outcome { BBG_OUTCOME_NONE, BBG_OUTCOME_WHITE_WINS, BBG_OUTCOME_BLACK_WINS, BBG_OUTCOME_DRAW };

/* Why: the first five end a game automatically (FIDE 5.1.1, 5.2.1, 5.2.2,
 * 9.6.2, 9.6.1), the last two are draws a player may claim (9.3, 9.2). */
enum bbg_reason {
    BBG_REASON_NONE,
    BBG_REASON_CHECKMATE,
    BBG_REASON_STALEMATE,
    BBG_REASON_INSUFFICIENT_MATERIAL,
    BBG_REASON_SEVENTY_FIVE_MOVES,
    BBG_REASON_FIVEFOLD_REPETITION,
    BBG_REASON_FIFTY_MOVES,
    BBG_REASON_THREEFOLD_REPETITION
};
#define BBG_REASON_COUNT 8

/* Why bbg_game_push refused a move. */
enum bbg_game_error { BBG_GAME_OK, BBG_GAME_ILLEGAL_MOVE, BBG_GAME_FULL, BBG_GAME_NO_MEMORY };

/* One ply of a game: its position, repetition key and next move
 * (src/game.c). */
struct bbg_game_ply_;

/* A game. Set it up with bbg_game_init and release it with bbg_game_free;
 * its members end in _ and are game.c's alone. Copying the struct does
 * not copy the game (the copy shares its memory). */
struct bbg_game {
    struct bbg_game_ply_ *plies_; /* plies_[0 .. count_]: the start, then after each move */
    int count_;                   /* moves played */
    int capacity_;                /* plies_ allocated */
    int end_ply_;                 /* the ply at which the game ended automatically, or -1 */
    enum bbg_outcome outcome_;
    enum bbg_reason reason_;
};

/* Starts g at *start (a valid position, as bbg_position_from_fen makes):
 * 0, or -1 if memory ran out (g then holds nothing; bbg_game_free is
 * harmless on it, anything else is not allowed). */
BBG_API int bbg_game_init(struct bbg_game *g, const struct bbg_position *start);

/* Releases g's memory; g may be freed again, and set up anew with
 * bbg_game_init. */
BBG_API void bbg_game_free(struct bbg_game *g);

/* Plays m, any 16-bit value, in the current position: 0, or -1 with g
 * unchanged and the reason in *err (err may be NULL; BBG_GAME_OK on
 * success): BBG_GAME_FULL when g already holds BBG_GAME_MAX_PLIES moves,
 * else BBG_GAME_ILLEGAL_MOVE when bbg_is_legal refuses m (so nothing is
 * played after checkmate or stalemate), else BBG_GAME_NO_MEMORY. A game
 * that ended by a draw the rules make automatic (insufficient material,
 * 75 moves, fivefold repetition) still takes moves, as game records hold
 * them where an arbiter missed the rule; its outcome stays that first end. */
BBG_API int bbg_game_push(struct bbg_game *g, bbg_move m, enum bbg_game_error *err);

/* Takes the last move back and returns it; BBG_NO_MOVE if there is none. */
BBG_API bbg_move bbg_game_pop(struct bbg_game *g);

/* The moves played (plies). */
BBG_API int bbg_game_plies(const struct bbg_game *g);

/* The position after the last move (valid until the next push or pop). */
BBG_API const struct bbg_position *bbg_game_current(const struct bbg_game *g);

/* *pos = the position after ply moves (0: the start): 0, or -1 if ply is
 * not 0 .. bbg_game_plies(g) (*pos unchanged). */
BBG_API int bbg_game_position_at(const struct bbg_game *g, int ply, struct bbg_position *pos);

/* The move played in the position after ply moves, ply 0 .. plies - 1;
 * BBG_NO_MOVE for any other ply. */
BBG_API bbg_move bbg_game_move_at(const struct bbg_game *g, int ply);

/* How the game ended automatically, and why in *reason (may be NULL): the
 * first position of the game that ends it, in python-chess's order:
 * checkmate (also on the move that reaches 75 moves, FIDE 9.6.2),
 * insufficient material for both sides, stalemate, 75 moves, fivefold
 * repetition. BBG_OUTCOME_NONE and BBG_REASON_NONE while
 * none has. */
BBG_API enum bbg_outcome bbg_game_outcome(const struct bbg_game *g, enum bbg_reason *reason);

/* Whether pos ends a game automatically, in bbg_game_outcome's order, given
 * the occurrences of pos so far (repetitions >= 1, this one included; see
 * bbg_repetitions): the outcome, and why in *reason (may be NULL);
 * BBG_OUTCOME_NONE and BBG_REASON_NONE when it does not. */
BBG_API enum bbg_outcome bbg_position_outcome(const struct bbg_position *pos, int repetitions, enum bbg_reason *reason);

/* The ply of that first end (0: the start position), or -1. */
BBG_API int bbg_game_end_ply(const struct bbg_game *g);

/* Whether a player may claim a draw in the current position, and why in
 * *reason (may be NULL): fifty moves (bbg_fifty_move_claimable) first,
 * else threefold repetition (the position has occurred 3 times). False
 * with BBG_REASON_NONE when no claim holds or the game has ended. Claims
 * by announcing a move (FIDE 9.2.1.1, 9.3.1) are the caller's: push the
 * move, then ask. */
BBG_API bool bbg_game_claimable_draw(const struct bbg_game *g, enum bbg_reason *reason);

/* How many times the current position has occurred in the game, itself
 * included (1 if never before): positions with equal bbg_repetition_key,
 * the same side to move, counted back to the last capture or pawn move
 * (castling rights, part of the key, make a position before their loss
 * another one). Positions before the start are not known. */
BBG_API int bbg_game_repetitions(const struct bbg_game *g);

/* "checkmate", "stalemate", "insufficient material", "seventy-five
 * moves", "fivefold repetition", "fifty moves", "threefold repetition",
 * "none"; NULL for a value that is not an enum bbg_reason. */
BBG_API const char *bbg_reason_name(enum bbg_reason reason);

BBG_END_DECLS

#endif
