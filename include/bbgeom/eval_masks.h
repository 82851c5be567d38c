/* Evaluation masks: the files, spans and zones that pawn-structure and
 * king-safety terms look at, from the generated tables. "Ahead" is
 * towards rank 8 for white, towards rank 1 for black. */
#ifndef BBGEOM_EVAL_MASKS_H
#define BBGEOM_EVAL_MASKS_H

#include "bbgeom/base.h"
#include "bbgeom/shift.h"
#include "bbgeom/square.h"
#include "bbgeom/tables.h"

BBG_BEGIN_DECLS

/* The files beside file 0..7, not the file itself: one file for a and h,
 * two for the others. */
static inline uint64_t bbg_adjacent_files_bb(int file)
{
    BBG_ASSERT(file >= 0 && file < 8);
    return bbg_adjacent_files_table[file];
}

/* The files beside sq's: a pawn of a side on sq is isolated when no pawn of
 * that side stands there. */
static inline uint64_t bbg_isolated_pawn_mask_bb(int sq)
{
    BBG_ASSERT(bbg_is_square(sq));
    return bbg_adjacent_files_table[sq & 7];
}

/* The squares of sq's file strictly ahead of sq for side: the empty-board
 * ray north (white) or south (black), one table for both ideas. */
static inline uint64_t bbg_forward_file_bb(enum bbg_side side, int sq)
{
    BBG_ASSERT(bbg_is_side(BBG_CAST(int, side)) && bbg_is_square(sq));
    return bbg_ray_bb(sq, side == BBG_WHITE ? BBG_NORTH : BBG_SOUTH);
}

/* The squares of the files beside sq's strictly ahead of sq for side: every
 * square a pawn of side on sq may attack as it advances. */
static inline uint64_t bbg_pawn_attack_span_bb(enum bbg_side side, int sq)
{
    BBG_ASSERT(bbg_is_side(BBG_CAST(int, side)) && bbg_is_square(sq));
    return bbg_pawn_attack_span_table[side][sq];
}

/* bbg_forward_file_bb | bbg_pawn_attack_span_bb, in one table: a pawn of
 * side on sq is passed when no pawn of the other side stands there. */
static inline uint64_t bbg_passed_pawn_mask_bb(enum bbg_side side, int sq)
{
    BBG_ASSERT(bbg_is_side(BBG_CAST(int, side)) && bbg_is_square(sq));
    return bbg_passed_pawn_mask_table[side][sq];
}

/* The king's square sq, its neighbours, and the squares of the rank two
 * ahead of it for side on its file and the files beside it: at most 12,
 * fewer on an edge; a king on its last two ranks (7 and 8 for white, 2 and
 * 1 for black) has nothing beyond. */
static inline uint64_t bbg_king_zone_bb(enum bbg_side side, int sq)
{
    BBG_ASSERT(bbg_is_side(BBG_CAST(int, side)) && bbg_is_square(sq));
    return bbg_king_zone_table[side][sq];
}

BBG_END_DECLS

#endif
