/* Square colours: a1 is dark. The other methods of the reference page are
 * in bbgeom/alternatives.h. */
#ifndef BBGEOM_COLOR_H
#define BBGEOM_COLOR_H

#include "bbgeom/base.h"
#include "bbgeom/square.h"
#include "bbgeom/tables.h"

BBG_BEGIN_DECLS

/* Colour of sq as bit sq of the dark-squares bitboard: bbg_color_of(BBG_E4)
 * is BBG_LIGHT. Default of six methods (bbgeom/alternatives.h), see
 * docs/benchmark.md. */
static inline enum bbg_color bbg_color_of(int sq)
{
    BBG_ASSERT(bbg_is_square(sq));
    return BBG_CAST(enum bbg_color, (BBG_DARK_SQUARES >> sq) & 1u);
}

/* True if sq is a dark square. */
static inline bool bbg_is_dark(int sq) { return bbg_color_of(sq) == BBG_DARK; }

/* True if a and b have the same colour, by comparing bits a and b of the
 * dark-squares bitboard (two independent shifts: a short chain from either
 * square): bbg_same_color(BBG_A1, BBG_H8) is true. Default of four methods
 * (bbgeom/alternatives.h), see docs/benchmark.md. */
static inline bool bbg_same_color(int a, int b)
{
    BBG_ASSERT(bbg_is_square(a) && bbg_is_square(b));
    return (((BBG_DARK_SQUARES >> a) ^ (BBG_DARK_SQUARES >> b)) & 1u) == 0;
}

BBG_END_DECLS

#endif
