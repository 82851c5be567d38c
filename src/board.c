/* The board's queries: the piece on a square, checkers, attackers, pins
 * and the Polyglot key from scratch (include/bbgeom/board.h). */
#include "bbgeom/board.h"

#include "bbgeom/checks.h"
#include "bbgeom/leapers.h"
#include "bbgeom/sliders.h"
#include "board_internal.h"

int bbg_piece_on(const struct bbg_position *pos, int sq)
{
    BBG_ASSERT(bbg_is_square(sq));
    if (!(((pos->board.by_side[0] | pos->board.by_side[1]) >> sq) & 1))
        return -1;
    return bbg_kind_on_(pos, sq);
}

struct bbg_occupant bbg_piece_at(const struct bbg_position *pos, int sq)
{
    const struct bbg_occupant empty = { -1, -1 };
    BBG_ASSERT(bbg_is_square(sq));
    if (!(((pos->board.by_side[0] | pos->board.by_side[1]) >> sq) & 1))
        return empty;
    const struct bbg_occupant piece = { (int)((pos->board.by_side[BBG_BLACK] >> sq) & 1), bbg_kind_on_(pos, sq) };
    return piece;
}

uint64_t bbg_attackers_bb(const struct bbg_position *pos, int sq, enum bbg_side by, uint64_t occ)
{
    BBG_ASSERT(bbg_is_square(sq) && bbg_is_side((int)by));
    return bbg_attackers_of_(pos, sq, (int)by, occ);
}

uint64_t bbg_checkers_bb(const struct bbg_position *pos)
{
    const int us = pos->side;
    return bbg_attackers_of_(pos, bbg_king_square(pos, (enum bbg_side)us), us ^ 1,
                             pos->board.by_side[0] | pos->board.by_side[1]);
}

uint64_t bbg_blockers_bb(const struct bbg_position *pos, enum bbg_side side)
{
    const uint64_t enemy = pos->board.by_side[side ^ 1], queens = pos->board.by_kind[BBG_PIECE_QUEEN];
    return bbg_slider_blockers_bb(bbg_king_square(pos, side), pos->board.by_side[0] | pos->board.by_side[1],
                                  enemy & (pos->board.by_kind[BBG_PIECE_BISHOP] | queens),
                                  enemy & (pos->board.by_kind[BBG_PIECE_ROOK] | queens), NULL);
}

uint64_t bbg_position_key_full(const struct bbg_position *pos)
{
    uint64_t key = 0;
    for (int side = 0; side < 2; side++)
        for (int kind = 0; kind < 6; kind++)
            for (uint64_t b = pos->board.by_side[side] & pos->board.by_kind[kind]; b; b &= b - 1)
                key ^= bbg_polyglot_piece[side][kind][bbg_lsb(b)];
    key ^= bbg_polyglot_castling[pos->castling];
    if (pos->ep != BBG_NO_EP)
        key ^= bbg_en_passant_key_(pos->ep);
    if (pos->side == BBG_WHITE)
        key ^= bbg_polyglot_turn;
    return key;
}
