/* Pairs of squares: between, the line through, and cross squares, from the
 * generated 64x64 tables (compiled once into the library). */
#ifndef BBGEOM_PAIRS_H
#define BBGEOM_PAIRS_H

#include "bbgeom/base.h"
#include "bbgeom/square.h"
#include "bbgeom/tables.h"

BBG_BEGIN_DECLS

/* Squares strictly between a and b if they share a rank, file, diagonal or
 * anti-diagonal; 0 otherwise (also for a == b and for neighbours). */
static inline uint64_t bbg_between_bb(int a, int b)
{
    BBG_ASSERT(bbg_is_square(a) && bbg_is_square(b));
    return bbg_between_table[a][b];
}

/* The whole line through a and b, both included, if they are aligned and
 * a != b; 0 otherwise. */
static inline uint64_t bbg_line_through_bb(int a, int b)
{
    BBG_ASSERT(bbg_is_square(a) && bbg_is_square(b));
    return bbg_line_through_table[a][b];
}

/* Cross squares: the union, over ordered pairs (X, Y) of distinct line kinds
 * the slider moves along, of the square where the X-line through a meets the
 * Y-line through b. From these a slider on a, after one move, would attack
 * b along another line (ignoring blockers). Includes a and b when aligned. */
static inline uint64_t bbg_cross_bb(enum bbg_slider slider, int a, int b)
{
    BBG_ASSERT(bbg_is_slider(BBG_CAST(int, slider)) && bbg_is_square(a) && bbg_is_square(b));
    return bbg_cross_table[slider][a][b];
}

BBG_END_DECLS

#endif
