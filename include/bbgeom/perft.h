/* Perft: the number of leaves of the legal move tree, the standard test
 * (and race) of a move generator. Source: src/perft.c. */
#ifndef BBGEOM_PERFT_H
#define BBGEOM_PERFT_H

#include "bbgeom/base.h"
#include "bbgeom/board.h"

BBG_BEGIN_DECLS

/* Leaf nodes of the legal move tree to depth (1 at depth 0); the last ply
 * is counted, not made. */
BBG_API uint64_t bbg_perft(const struct bbg_position *pos, int depth);

BBG_END_DECLS

#endif
