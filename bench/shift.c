/* Shifts and evaluation masks: a set moved by an offset known only at run
 * time, as one mask and one shift and as single steps; the passed-pawn
 * mask as a table load and by fills. The shifts move a random occupancy
 * occ (about a quarter of the squares) from a random square k to another,
 * a (by the file and rank offsets between them, -7..7 each); the pawn
 * stands on a random square a for the side b & 1 of a random square b. */
#include <bbgeom.h>

#include "bench.h"

/* The offsets from k to a. */
#define BENCH_DF ((a & 7) - (k & 7))
#define BENCH_DR ((a >> 3) - (k >> 3))

/* occ moved df files east and dr ranks north by single steps: at most 14
 * calls of bbg_shift_bb, the obvious loop an engine without an offset
 * shift writes. */
static inline uint64_t shift_by_steps(uint64_t bb, int df, int dr)
{
    for (; df > 0; df--)
        bb = bbg_shift_bb(bb, BBG_EAST);
    for (; df < 0; df++)
        bb = bbg_shift_bb(bb, BBG_WEST);
    for (; dr > 0; dr--)
        bb = bbg_shift_bb(bb, BBG_NORTH);
    for (; dr < 0; dr++)
        bb = bbg_shift_bb(bb, BBG_SOUTH);
    return bb;
}

/* The passed-pawn mask by fills: the file ahead of the pawn, then the
 * files beside it by two one-step shifts. */
static inline uint64_t passed_by_fills(enum bbg_side side, int sq)
{
    const uint64_t pawn = UINT64_C(1) << sq;
    const uint64_t file = side == BBG_WHITE ? bbg_fill_north_bb(pawn << 8) : bbg_fill_south_bb(pawn >> 8);
    return file | bbg_shift_bb(file, BBG_EAST) | bbg_shift_bb(file, BBG_WEST);
}

BENCH_CASE_CHECKS(shift_by_mask, uint64_t, bbg_shift_by_bb(occ, BENCH_DF, BENCH_DR))
BENCH_CASE_CHECKS(shift_by_steps_case, uint64_t, shift_by_steps(occ, BENCH_DF, BENCH_DR))
BENCH_CASE_AB(passed_table, uint64_t, bbg_passed_pawn_mask_bb((enum bbg_side)(b & 1), a))
BENCH_CASE_AB(passed_fills, uint64_t, passed_by_fills((enum bbg_side)(b & 1), a))

const struct bench_case bench_shift_cases[] = {
    BENCH_ENTRY("shift by offset", "mask + shift", shift_by_mask),
    BENCH_ENTRY("shift by offset", "single steps", shift_by_steps_case),
    BENCH_ENTRY("passed-pawn mask", "table", passed_table),
    BENCH_ENTRY("passed-pawn mask", "fills", passed_fills),
    { 0 },
};
