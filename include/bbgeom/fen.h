/* FEN in and out: standard, X-FEN and Shredder-FEN castling, Chess960.
 * Source: src/fen.c. */
#ifndef BBGEOM_FEN_H
#define BBGEOM_FEN_H

#include <stddef.h>

#include "bbgeom/base.h"
#include "bbgeom/board.h"

BBG_BEGIN_DECLS

/* The FEN fields, for struct bbg_fen_error; BBG_FEN_POSITION is the
 * position as a whole (a rule that no single field breaks). */
enum bbg_fen_field {
    BBG_FEN_BOARD,
    BBG_FEN_SIDE,
    BBG_FEN_CASTLING,
    BBG_FEN_EN_PASSANT,
    BBG_FEN_HALFMOVE,
    BBG_FEN_FULLMOVE,
    BBG_FEN_POSITION
};

/* Why bbg_position_from_fen refused a FEN, or, when it accepted one,
 * whether it filled in missing move counters. */
struct bbg_fen_error {
    enum bbg_fen_field field; /* the field at fault */
    int column;               /* 1-based byte column in the text where it starts */
    bool defaulted_clocks;    /* accepted with halfmove 0 and fullmove 1 assumed */
    char message[160];        /* one line: field, column and reason */
};

/* The standard starting position. */
#define BBG_START_FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
/* Room for any FEN bbg_position_to_fen writes, with its terminating zero. */
#define BBG_FEN_MAX 96

/* Reads fen into *pos: 0, or -1 with the reason in *err (err may be NULL)
 * and *pos all zero, never half read. Checks the board first, then the
 * number of fields, then each field and the position (docs/position.md
 * lists the rules). */
BBG_API int bbg_position_from_fen(struct bbg_position *pos, const char *fen, struct bbg_fen_error *err);

/* Writes pos's canonical FEN into buf (size bytes, NUL-terminated when
 * size > 0) and returns its length, like snprintf. */
BBG_API size_t bbg_position_to_fen(const struct bbg_position *pos, char *buf, size_t size);

BBG_END_DECLS

#endif
