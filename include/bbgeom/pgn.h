/* PGN in: a streaming reader of Portable Game Notation, game by game, from
 * a FILE * or a buffer in memory, that checks every move (variations too)
 * with full SAN and calls a visitor for what it reads. Its memory is fixed
 * when it is opened, whatever the size of the input or of a game;
 * docs/notation.md has the rules it reads by. Source: src/pgn.c. */
#ifndef BBGEOM_PGN_H
#define BBGEOM_PGN_H

#include <stddef.h>
#include <stdio.h>

#include "bbgeom/base.h"
#include "bbgeom/board.h"
#include "bbgeom/move.h"

BBG_BEGIN_DECLS

/* The reader's hard limits; beyond one, the game is refused with a message
 * that names it, and reading goes on with the next game. */
#define BBG_PGN_MAX_TOKEN 65536 /* bytes of a comment, a tag value, a word */
#define BBG_PGN_MAX_TAGS 256    /* tag pairs in a game */
#define BBG_PGN_MAX_DEPTH 255   /* variations nested in variations */

/* Where and why a game was refused (or stopped by the visitor). */
struct bbg_pgn_error {
    long game;         /* 1-based number of the game in the input */
    long line;         /* 1-based line of the fault */
    int column;        /* 1-based byte column in that line */
    char message[200]; /* one line: "game G, line L, column C: reason" */
};

/* A move as the visitor sees it: the positions around it, the move and its
 * text in the input (with any + or #, without ! or ?; not NUL-terminated,
 * valid during the call). depth is 0 on the main line, 1 in a variation of
 * it, and so on. */
struct bbg_pgn_move {
    const struct bbg_position *before;
    const struct bbg_position *after;
    bbg_move move;
    int depth;
    const char *san;
    size_t san_len;
};

/* What a caller wants to hear of a game, in the order of the input: each
 * member may be NULL (not wanted). data is the pointer given to
 * bbg_pgn_read_game. A callback returns 0 to go on; anything else stops
 * the game: the reader skips to its end without checking or reporting any
 * more of it, and bbg_pgn_read_game returns 2. Each game makes the calls
 *   begin_game, then tag and comment (the comments before, between and
 *   just after the tags), start (once, at the first other token or the
 *   end of the game), then move, nag, comment,
 *   begin_variation and end_variation as the movetext has them, and
 *   end_game last, only for a game read whole. */
struct bbg_pgn_visitor {
    int (*begin_game)(void *data, long game);
    /* name and value NUL-terminated, the value with \" and \\ undone. */
    int (*tag)(void *data, const char *name, const char *value);
    /* The position of the FEN tag (a fullmove number 0 read as 1), or the
     * standard start; Chess960 when the Variant tag says so. */
    int (*start)(void *data, const struct bbg_position *pos);
    int (*move)(void *data, const struct bbg_pgn_move *move);
    /* $n (0-255), or a suffix: ! 1, ? 2, !! 3, ?? 4, !? 5, ?! 6. */
    int (*nag)(void *data, int nag);
    /* The bytes between { and }, or after ; up to the end of the line
     * (without a CR before it); not NUL-terminated, valid during the call. */
    int (*comment)(void *data, const char *text, size_t len);
    /* depth: that of the variation opened or closed, 1 or more. */
    int (*begin_variation)(void *data, int depth);
    int (*end_variation)(void *data, int depth);
    /* result: "1-0", "0-1", "1/2-1/2" or "*", NULL when the game had no
     * termination marker. */
    int (*end_game)(void *data, const char *result);
};

/* A reader, opaque: open one on a file or a buffer, read games, close. */
struct bbg_pgn_reader;

/* A reader of the stream file (opened for reading, binary or text),
 * which stays the caller's to close; NULL if out of memory. It reads
 * through a buffer of its own of a few hundred KiB. */
BBG_API struct bbg_pgn_reader *bbg_pgn_reader_open_file(FILE *file);

/* A reader of the size bytes at data, which must stay unchanged until the
 * reader is closed (no copy is made; no terminator needed); NULL if out
 * of memory. */
BBG_API struct bbg_pgn_reader *bbg_pgn_reader_open_memory(const void *data, size_t size);

/* Frees the reader (NULL is allowed). */
BBG_API void bbg_pgn_reader_close(struct bbg_pgn_reader *r);

/* The number of bytes of the input read so far (to show progress). */
BBG_API long long bbg_pgn_reader_offset(const struct bbg_pgn_reader *r);

/* Reads the next game, calling v's callbacks (v may be NULL: only check):
 *    1  a game was read;
 *    2  a callback stopped it (err says where);
 *    0  the input has no more games;
 *   -1  the game is bad, or the file could not be read: err says where and
 *       why. The reader has skipped the rest of that game, so the next call
 *       reads the next one.
 * err may be NULL. A game ends at its termination marker, at the '[' of
 * the next game's tags when the marker is missing, or at the end of the
 * input. */
BBG_API int bbg_pgn_read_game(struct bbg_pgn_reader *r, const struct bbg_pgn_visitor *v, void *data,
                              struct bbg_pgn_error *err);

BBG_END_DECLS

#endif
