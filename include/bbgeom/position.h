/* The position layer, whole: one include for all of it. Each part has a
 * header (and a source) of its own:
 *   move.h       the 16-bit move and its encoding (inline)
 *   board.h      struct bbg_position and its queries: pieces, checkers,
 *                attackers, pins, castling paths, Polyglot keys
 *   movegen.h    legal moves, listed or counted
 *   make_move.h  making a move; gives-check
 *   fen.h        FEN in and out
 *   uci.h        moves as UCI text
 *   perft.h      perft
 *   see.h        what a move moves and captures; static exchange evaluation
 * Each is built on the ones above it and on the geometry layer only. */
#ifndef BBGEOM_POSITION_H
#define BBGEOM_POSITION_H

#include "bbgeom/move.h"
#include "bbgeom/board.h"
#include "bbgeom/movegen.h"
#include "bbgeom/make_move.h"
#include "bbgeom/fen.h"
#include "bbgeom/uci.h"
#include "bbgeom/perft.h"
#include "bbgeom/see.h"

#endif
