/* Perft: the generator's phases (movegen_phases.h) and make-move's
 * (make_move_phases.h) inlined into one loop per side to move (in the
 * compact form, BBG_COMPACT_MOVEGEN, the generator's lists and counts are
 * calls of its shared copies); the last ply is counted, not made. */
#include "bbgeom/perft.h"

#include "make_move_phases.h"
#include "movegen_phases.h"

/* The legal move counts of each side to move, out of line: called for
 * every parent of a leaf. */
static int count_white(const struct bbg_position *pos)
{
    return BBG_GENERATE_(pos, NULL, true, BBG_WHITE, BBG_GEN_ALL, false);
}
static int count_black(const struct bbg_position *pos)
{
    return BBG_GENERATE_(pos, NULL, true, BBG_BLACK, BBG_GEN_ALL, false);
}

/* perft of depth 2 or more, with us the side to move of pos. */
// NOLINTNEXTLINE(misc-no-recursion)
static BBG_ALWAYS_INLINE_ uint64_t perft_side(const struct bbg_position *pos, int depth, const int us)
{
    bbg_move moves[BBG_MAX_MOVES];
    uint64_t nodes = 0;
    const int n = BBG_GENERATE_(pos, moves, false, us, BBG_GEN_ALL, false);
    const struct bbg_kind_bits_ kinds = bbg_kind_bits_of_(pos);
    for (int i = 0; i < n; i++) {
        struct bbg_position child = *pos;
        bbg_make_move_side_(&child, pos, kinds, moves[i], us);
        if (depth == 2)
            nodes += (uint64_t)(us == BBG_WHITE ? count_black(&child) : count_white(&child));
        else
            nodes += bbg_perft(&child, depth - 1);
    }
    return nodes;
}

/* Bounded recursion: one level per ply. */
// NOLINTNEXTLINE(misc-no-recursion)
uint64_t bbg_perft(const struct bbg_position *pos, int depth)
{
    if (depth <= 0)
        return 1;
    if (depth == 1)
        return (uint64_t)(pos->side == BBG_WHITE ? count_white(pos) : count_black(pos));
    return pos->side == BBG_WHITE ? perft_side(pos, depth, BBG_WHITE) : perft_side(pos, depth, BBG_BLACK);
}
