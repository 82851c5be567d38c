/* Directions: one-step shifts of whole bitboards and empty-board rays. */
#ifndef BBGEOM_SHIFT_H
#define BBGEOM_SHIFT_H

#include "bbgeom/base.h"
#include "bbgeom/square.h"
#include "bbgeom/tables.h"

BBG_BEGIN_DECLS

/* Every square moved one step in dir; squares that would leave the board
 * (or wrap round to the other edge) are dropped. */
static inline uint64_t bbg_shift_bb(uint64_t bb, enum bbg_dir dir)
{
    /* Steps with an eastward part drop file h first, westward ones file a. */
    const uint64_t not_a = ~UINT64_C(0x0101010101010101);
    const uint64_t not_h = ~UINT64_C(0x8080808080808080);
    assert(bbg_is_dir(BBG_CAST(int, dir)));
    switch (dir) {
    case BBG_NORTH: return bb << 8;
    case BBG_SOUTH: return bb >> 8;
    case BBG_EAST: return (bb & not_h) << 1;
    case BBG_WEST: return (bb & not_a) >> 1;
    case BBG_NORTH_EAST: return (bb & not_h) << 9;
    case BBG_NORTH_WEST: return (bb & not_a) << 7;
    case BBG_SOUTH_EAST: return (bb & not_h) >> 7;
    case BBG_SOUTH_WEST: return (bb & not_a) >> 9;
    default: return 0; /* no direction (asserted above): an enum may hold other values */
    }
}

/* The squares from sq in dir up to the edge of the empty board, sq excluded. */
static inline uint64_t bbg_ray_bb(int sq, enum bbg_dir dir)
{
    assert(bbg_is_square(sq) && bbg_is_dir(BBG_CAST(int, dir)));
    return bbg_ray_table[dir][sq];
}

BBG_END_DECLS

#endif
