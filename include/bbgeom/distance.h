/* Distances between squares, and whether three squares are aligned. */
#ifndef BBGEOM_DISTANCE_H
#define BBGEOM_DISTANCE_H

#include "bbgeom/base.h"
#include "bbgeom/pairs.h"
#include "bbgeom/square.h"
#include "bbgeom/tables.h"

BBG_BEGIN_DECLS

/* |x - y|, for the differences of ranks and files below. */
static inline int bbg_abs_diff_(int x, int y) { return x > y ? x - y : y - x; }

/* Chebyshev distance: the number of king moves from a to b, 0..7. A table,
 * as engines keep it: one load where the formula (the larger of the file
 * and rank differences) takes about twenty instructions. */
static inline int bbg_distance(int a, int b)
{
    BBG_ASSERT(bbg_is_square(a) && bbg_is_square(b));
    return bbg_distance_table[a][b];
}

/* Manhattan distance: file difference plus rank difference, 0..14. */
static inline int bbg_manhattan_distance(int a, int b)
{
    BBG_ASSERT(bbg_is_square(a) && bbg_is_square(b));
    return bbg_abs_diff_(a & 7, b & 7) + bbg_abs_diff_(a >> 3, b >> 3);
}

/* The fewest knight moves from a to b on the empty board, 0..6. */
static inline int bbg_knight_distance(int a, int b)
{
    BBG_ASSERT(bbg_is_square(a) && bbg_is_square(b));
    return bbg_knight_distance_table[a][b];
}

/* True if c lies on the line through a and b (a rank, file, diagonal or
 * anti-diagonal); false when a == b. */
static inline bool bbg_aligned(int a, int b, int c)
{
    BBG_ASSERT(bbg_is_square(a) && bbg_is_square(b) && bbg_is_square(c));
    return (bbg_line_through_bb(a, b) >> c) & 1;
}

BBG_END_DECLS

#endif
