/* PGN out: a game of pgn_tree.h in the PGN standard's export format (its
 * section 8): the Seven Tag Roster first, then the other tags in their
 * order; movetext in lines of at most 79 bytes, SAN as bbg_move_to_san
 * writes it, NAGs as $n, comments in braces, variations, the result.
 * Reading what it writes and writing that again gives the same bytes;
 * docs/notation.md has the details. Source: src/pgn_write.c. */
#ifndef BBGEOM_PGN_WRITE_H
#define BBGEOM_PGN_WRITE_H

#include <stddef.h>
#include <stdio.h>

#include "bbgeom/base.h"
#include "bbgeom/pgn_tree.h"

BBG_BEGIN_DECLS

/* The longest movetext line bbg_pgn_write makes (but for a single word
 * longer than that, alone on its line). */
#define BBG_PGN_LINE_MAX 79

/* Writes the game into buf (size bytes, NUL-terminated when size > 0) and
 * returns its whole length, like snprintf; or -1, with nothing useful in
 * buf, when the tree holds a move that is not legal where it stands or
 * variations nested more than BBG_PGN_MAX_DEPTH deep. The text ends with
 * an empty line, so that games written one after the other make a file. */
BBG_API long long bbg_pgn_write(const struct bbg_pgn_game *game, char *buf, size_t size);

/* The same into file: 0, or -1 for a bad tree (then nothing is written)
 * or a write error. */
BBG_API int bbg_pgn_write_file(FILE *file, const struct bbg_pgn_game *game);

BBG_END_DECLS

#endif
