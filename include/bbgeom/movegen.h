/* Move generation: every legal move of a position, listed or counted; the
 * moves in stages (noisy, quiet, evasions), legal or pseudo-legal, one
 * call each or sharing one node's work (struct bbg_stages); and whether
 * any 16-bit value is a legal or pseudo-legal move. Source:
 * src/movegen.c. */
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

/* The stages of a move list, for engines that search captures first:
 *   BBG_GEN_NOISY     captures (a promotion that captures too), every
 *                     promotion (all four pieces) and en passant;
 *   BBG_GEN_QUIET     every other move: quiet pushes, quiet piece and king
 *                     moves, castling;
 *   BBG_GEN_EVASIONS  in check, every move (NOISY and QUIET together);
 *                     not in check, none;
 *   BBG_GEN_ALL       every move.
 * NOISY and QUIET split the moves in check too: together they are ALL,
 * with no move in both. */
enum bbg_gen { BBG_GEN_NOISY, BBG_GEN_QUIET, BBG_GEN_EVASIONS, BBG_GEN_ALL };

/* The legal moves of stage kind into moves; returns their number. With
 * BBG_GEN_ALL, the list of bbg_legal_moves (in the same order). */
BBG_API int bbg_generate_legal(const struct bbg_position *pos, enum bbg_gen kind, bbg_move moves[BBG_MAX_MOVES]);

/* The pseudo-legal moves of stage kind into moves; returns their number.
 * Pseudo-legal, for engines that test legality when a move comes up
 * (bbg_is_legal): every legal move, and besides only moves that leave the
 * mover's king attacked. Exactly, the moves of a piece of the side to move
 * by its rules, to a square without a piece of its own:
 *   - king moves to any such square, attacked or not;
 *   - castling only when legal;
 *   - other pieces' moves with pins not tested: pawn pushes, double
 *     pushes and captures, en passant on pos->ep, promotions, leaper and
 *     slider moves through the occupancy;
 *   - in check, Stockfish's evasions: in double check only the king's
 *     moves; in single check the king's moves and the other moves that
 *     take the checker (en passant: whose captured pawn is the checker) or
 *     land between it and the king.
 * So the pseudo-legal moves less the legal ones are exactly the pseudo-
 * legal moves after which the mover's king is attacked. */
BBG_API int bbg_generate_pseudo(const struct bbg_position *pos, enum bbg_gen kind, bbg_move moves[BBG_MAX_MOVES]);

/* The legal NOISY and QUIET stages of pos in one pass, for a move picker
 * that will take both: into noisy the list of bbg_generate_legal(pos,
 * BBG_GEN_NOISY, ...), into quiet that of BBG_GEN_QUIET, each in its
 * order; returns the number of noisy moves and sets *n_quiet. Together
 * they cost one full list (bbg_legal_moves); a picker that may stop after
 * the noisy moves (a cut-off, quiescence) spends less with struct
 * bbg_stages below. */
BBG_API int bbg_generate_legal_split(const struct bbg_position *pos, bbg_move noisy[BBG_MAX_MOVES],
                                     bbg_move quiet[BBG_MAX_MOVES], int *n_quiet);

/* The stages of one node with the work shared between them, for a staged
 * move picker: bbg_stages_init binds st to a position; the first stage
 * listed finds the checkers, the evasion squares and the pinned pieces,
 * and the first to walk the pieces keeps their targets, so that the next
 * stages neither set the node up again nor look up any attack. Plain data
 * for the caller's stack; it points at the position, which must stay
 * unchanged while st is used. Its members end in _: they are the
 * generator's, for nothing else to read or write, and may change in any
 * release. targets_ holds every piece's set of a position
 * bbg_position_from_fen accepts: at most 15 pieces besides the king and
 * the pawns, at most 9 of them queens, each queen kept twice. */
struct bbg_stages {
    const struct bbg_position *pos_;
    uint64_t checkers_;    /* the pieces giving check */
    uint64_t pinned_;      /* our pinned pieces */
    uint64_t target_;      /* where a piece but the king may go: not ours, or in check the evasions */
    uint64_t targets_[24]; /* each piece's targets, in the lists' order */
    bbg_move from_[24];    /* the square of each */
    uint8_t pieces_;       /* how many */
    uint8_t state_;        /* 0: nothing found; 1: the node (checkers_ to target_); 2: and the targets */
};

/* Binds st to pos, once per node (two stores: the work is the first
 * stage's). */
BBG_API void bbg_stages_init(struct bbg_stages *st, const struct bbg_position *pos);

/* The legal moves of stage kind into moves; returns their number. The
 * same moves in the same order as bbg_generate_legal(pos, kind, moves),
 * whatever stages were listed before and however often. (No pseudo-legal
 * twin: the pseudo-legal stages set little up, and two
 * bbg_generate_pseudo calls cost less than keeping the pieces' targets.) */
BBG_API int bbg_stages_generate(struct bbg_stages *st, enum bbg_gen kind, bbg_move moves[BBG_MAX_MOVES]);

/* Whether m, any 16-bit value, is in the list of
 * bbg_generate_pseudo(pos, BBG_GEN_ALL, ...), tested directly. */
BBG_API bool bbg_is_pseudo_legal(const struct bbg_position *pos, bbg_move m);

/* Whether m, any 16-bit value, is in the list of bbg_legal_moves, tested
 * directly (fast enough for every hash move and killer). bbg_make_move
 * takes every move it accepts. */
BBG_API bool bbg_is_legal(const struct bbg_position *pos, bbg_move m);

BBG_END_DECLS

#endif
