/* Moves as SAN, the notation of PGN ("Nf3", "exd5", "e8=Q+", "O-O"), out
 * and in; docs/notation.md has the rules. Source: src/san.c. */
#ifndef BBGEOM_SAN_H
#define BBGEOM_SAN_H

#include <stddef.h>

#include "bbgeom/base.h"
#include "bbgeom/board.h"
#include "bbgeom/move.h"

BBG_BEGIN_DECLS

/* Room for any SAN bbg_move_to_san writes, with its terminating zero (the
 * longest, "Qa1xh8#" or "exd8=Q#", takes 7 characters). */
#define BBG_SAN_MAX 16

/* Why bbg_move_from_san refused a text. */
struct bbg_san_error {
    int column;        /* 1-based byte column in the text where the fault starts */
    char message[160]; /* one line: column and reason */
};

/* The legal move m (asserted) of pos in SAN into buf (size bytes,
 * NUL-terminated when size > 0); returns its length, like snprintf. The
 * piece letter, the least disambiguation that tells m apart from the other
 * legal moves of its kind to its square (file, else rank, else both), x for
 * a capture (a pawn's with its file: exd5, en passant too), =Q for a
 * promotion, O-O or O-O-O for castling (Chess960 too), + for check, # for
 * mate. */
BBG_API size_t bbg_move_to_san(const struct bbg_position *pos, bbg_move m, char *buf, size_t size);

/* The legal move that the SAN of the len bytes at text (no terminator
 * needed) names in pos, or BBG_NO_MOVE with the reason in *err (err may be
 * NULL). Reads SAN as PGN files write it, also 0-0, a leading P, e8Q and
 * e8(Q), e.p. after an en passant capture, more disambiguation than needed,
 * a capture without its x, and any trailing run of + # ! ?, which are not
 * checked. Never reads past len bytes. */
BBG_API bbg_move bbg_move_from_san_n(const struct bbg_position *pos, const char *text, size_t len,
                                     struct bbg_san_error *err);

/* bbg_move_from_san_n on the NUL-terminated text. */
BBG_API bbg_move bbg_move_from_san(const struct bbg_position *pos, const char *text, struct bbg_san_error *err);

BBG_END_DECLS

#endif
