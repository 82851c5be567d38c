/* Leapers: knight, king and pawn attacks, from the generated tables. */
#ifndef BBGEOM_LEAPERS_H
#define BBGEOM_LEAPERS_H

#include "bbgeom/base.h"
#include "bbgeom/shift.h"
#include "bbgeom/square.h"
#include "bbgeom/tables.h"

BBG_BEGIN_DECLS

/* Squares a knight on sq attacks. */
static inline uint64_t bbg_knight_attacks_bb(int sq)
{
    BBG_ASSERT(bbg_is_square(sq));
    return bbg_knight_attack_table[sq];
}

/* Squares a king on sq attacks. */
static inline uint64_t bbg_king_attacks_bb(int sq)
{
    BBG_ASSERT(bbg_is_square(sq));
    return bbg_king_attack_table[sq];
}

/* Squares a pawn of side on sq attacks (diagonally forward; also for a pawn
 * on its own first or last rank, whatever the rules say of such a pawn). */
static inline uint64_t bbg_pawn_attacks_bb(enum bbg_side side, int sq)
{
    BBG_ASSERT(bbg_is_side(BBG_CAST(int, side)) && bbg_is_square(sq));
    return bbg_pawn_attack_table[side][sq];
}

/* All squares attacked by the set of pawns of side, by two shifts. */
static inline uint64_t bbg_pawn_set_attacks_bb(enum bbg_side side, uint64_t pawns)
{
    BBG_ASSERT(bbg_is_side(BBG_CAST(int, side)));
    return side == BBG_WHITE ? bbg_shift_bb(pawns, BBG_NORTH_EAST) | bbg_shift_bb(pawns, BBG_NORTH_WEST)
                             : bbg_shift_bb(pawns, BBG_SOUTH_EAST) | bbg_shift_bb(pawns, BBG_SOUTH_WEST);
}

BBG_END_DECLS

#endif
