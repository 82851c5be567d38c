/* Moves as UCI text ("e2e4", "e7e8q"). Source: src/uci.c. */
#ifndef BBGEOM_UCI_H
#define BBGEOM_UCI_H

#include <stddef.h>

#include "bbgeom/base.h"
#include "bbgeom/board.h"
#include "bbgeom/move.h"

BBG_BEGIN_DECLS

/* The move in UCI notation ("e2e4", "e7e8q"; castling "e1g1", or king to
 * rook "e1h1" when pos->chess960) into buf; returns its length (4 or 5). */
BBG_API size_t bbg_move_to_uci(const struct bbg_position *pos, bbg_move move, char buf[8]);

/* The legal move text names in pos, or BBG_NO_MOVE. */
BBG_API bbg_move bbg_move_from_uci(const struct bbg_position *pos, const char *text);

BBG_END_DECLS

#endif
