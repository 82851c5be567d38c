/* Legal move generation: the public entry points over the generator's
 * phases (movegen_phases.h), one copy for each side to move. */
#include "bbgeom/movegen.h"

#include "movegen_phases.h"

/* The side to move is a compile-time constant in each copy: pawn shifts,
 * ranks and directions become constants. */
int bbg_legal_moves(const struct bbg_position *pos, bbg_move moves[BBG_MAX_MOVES])
{
    return pos->side == BBG_WHITE ? bbg_generate_(pos, moves, false, BBG_WHITE)
                                  : bbg_generate_(pos, moves, false, BBG_BLACK);
}

int bbg_count_moves(const struct bbg_position *pos)
{
    return pos->side == BBG_WHITE ? bbg_generate_(pos, NULL, true, BBG_WHITE)
                                  : bbg_generate_(pos, NULL, true, BBG_BLACK);
}
