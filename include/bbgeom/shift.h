/* Directions: shifts of whole bitboards (one step, n steps, any offset),
 * fills along files, and empty-board rays. */
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
    BBG_ASSERT(bbg_is_dir(BBG_CAST(int, dir)));
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

/* Every square of bb moved df files east and dr ranks north (negative:
 * west, south); squares that would leave the board vanish, none wraps
 * round. Any ints: an offset of 8 or more either way leaves nothing. */
static inline uint64_t bbg_shift_by_bb(uint64_t bb, int df, int dr)
{
    /* An offset off the board empties the mask and shifts by 0, so that no
     * shift is by 64 or more; tested unsigned, so that nothing overflows. */
    const bool on = BBG_CAST(unsigned, df) + 7u <= 14u && BBG_CAST(unsigned, dr) + 7u <= 14u;
    const int s = on ? 8 * dr + df : 0;
    /* The mask: the files i of a rank that stay on it (0 <= i + df <= 7)
     * are where 0xFF00 >> (8 + df) holds rank 1, 8 + df being 1..15. The
     * squares that leave through rank 1 or 8 fall off the end of the shift. */
    const uint64_t files = on ? (UINT64_C(0xFF00) >> (8 + df)) & 0xFF : 0;
    const uint64_t kept = bb & (files * UINT64_C(0x0101010101010101));
    return s >= 0 ? kept << s : kept >> -s;
}

/* The file and rank steps of dir: -1, 0 or 1. */
static inline int bbg_dir_file_step_(enum bbg_dir dir)
{
    return (dir == BBG_EAST || dir == BBG_NORTH_EAST || dir == BBG_SOUTH_EAST)
         - (dir == BBG_WEST || dir == BBG_NORTH_WEST || dir == BBG_SOUTH_WEST);
}
static inline int bbg_dir_rank_step_(enum bbg_dir dir)
{
    return (dir == BBG_NORTH || dir == BBG_NORTH_EAST || dir == BBG_NORTH_WEST)
         - (dir == BBG_SOUTH || dir == BBG_SOUTH_EAST || dir == BBG_SOUTH_WEST);
}

/* Every square of bb moved n steps in dir (bbg_shift_bb n times): n = 0
 * leaves bb, n >= 8 leaves nothing, a negative n steps the other way. */
static inline uint64_t bbg_shift_n_bb(uint64_t bb, enum bbg_dir dir, int n)
{
    /* 8 steps either way leave the board as surely as any more (and 8
     * times a step cannot overflow, as INT_MIN times -1 would). */
    const int steps = n < -7 || n > 7 ? 8 : n;
    BBG_ASSERT(bbg_is_dir(BBG_CAST(int, dir)));
    return bbg_shift_by_bb(bb, steps * bbg_dir_file_step_(dir), steps * bbg_dir_rank_step_(dir));
}

/* Each square of bb and every square north of it (towards rank 8): three
 * doubling steps. */
static inline uint64_t bbg_fill_north_bb(uint64_t bb)
{
    bb |= bb << 8;
    bb |= bb << 16;
    return bb | bb << 32;
}

/* Each square of bb and every square south of it (towards rank 1). */
static inline uint64_t bbg_fill_south_bb(uint64_t bb)
{
    bb |= bb >> 8;
    bb |= bb >> 16;
    return bb | bb >> 32;
}

/* The whole file of each square of bb. */
static inline uint64_t bbg_file_fill_bb(uint64_t bb) { return bbg_fill_north_bb(bb) | bbg_fill_south_bb(bb); }

/* The squares from sq in dir up to the edge of the empty board, sq excluded. */
static inline uint64_t bbg_ray_bb(int sq, enum bbg_dir dir)
{
    BBG_ASSERT(bbg_is_square(sq) && bbg_is_dir(BBG_CAST(int, dir)));
    return bbg_ray_table[dir][sq];
}

BBG_END_DECLS

#endif
