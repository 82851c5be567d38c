/* Making a move (over make_move_phases.h), a null move, and gives-check,
 * found without making it. */
#include "bbgeom/make_move.h"

#include "bbgeom/checks.h"
#include "make_move_phases.h"

void bbg_make_move(struct bbg_position *pos, bbg_move move)
{
    if (pos->side == BBG_WHITE)
        bbg_make_move_side_(pos, pos, bbg_kind_bits_of_(pos), move, BBG_WHITE, true);
    else
        bbg_make_move_side_(pos, pos, bbg_kind_bits_of_(pos), move, BBG_BLACK, true);
}

void bbg_make_null_move(struct bbg_position *pos)
{
    const int us = pos->side;
    BBG_ASSERT(!bbg_attackers_of_(pos, bbg_king_square(pos, (enum bbg_side)us), us ^ 1,
                                  pos->board.by_side[0] | pos->board.by_side[1]));
    pos->key ^= bbg_polyglot_turn;
    if (pos->ep != BBG_NO_EP)
        pos->key ^= bbg_en_passant_key_(pos->ep);
    pos->ep = BBG_NO_EP;
    /* The counters saturate, as bbg_make_move's do. */
    pos->halfmove = (uint16_t)(pos->halfmove + (pos->halfmove != UINT16_MAX));
    pos->fullmove = (uint16_t)(pos->fullmove + (us & (pos->fullmove != UINT16_MAX)));
    pos->side = (uint8_t)(us ^ 1);
}

/* Castling: only the rook can give check, from its square after castling. */
static bool castling_gives_check(uint64_t occ, int from, int to, int ksq)
{
    const int king_to = (from & 56) + (to > from ? 6 : 2), rook_to = (from & 56) + (to > from ? 5 : 3);
    const uint64_t after =
        (occ ^ UINT64_C(1) << from ^ UINT64_C(1) << to) | UINT64_C(1) << king_to | UINT64_C(1) << rook_to;
    return (bbg_rook_attacks_bb(rook_to, after) >> ksq) & 1;
}

bool bbg_gives_check(const struct bbg_position *pos, bbg_move move)
{
    const int us = pos->side, them = us ^ 1;
    const int from = bbg_move_from(move), to = bbg_move_to(move);
    const int ksq = bbg_king_square(pos, (enum bbg_side)them);
    const uint64_t occ = pos->board.by_side[0] | pos->board.by_side[1];
    const uint64_t from_bb = UINT64_C(1) << from, to_bb = UINT64_C(1) << to;
    const uint64_t queens = pos->board.by_kind[BBG_PIECE_QUEEN];
    const uint64_t our_diag = pos->board.by_side[us] & (pos->board.by_kind[BBG_PIECE_BISHOP] | queens);
    const uint64_t our_orth = pos->board.by_side[us] & (pos->board.by_kind[BBG_PIECE_ROOK] | queens);

    switch (bbg_move_kind(move)) {
    case BBG_MOVE_CASTLING: return castling_gives_check(occ, from, to, ksq);
    case BBG_MOVE_EN_PASSANT: {
        /* Two pieces leave a rank or diagonal: look from the king again. */
        const uint64_t after = (occ ^ from_bb ^ (UINT64_C(1) << (to ^ 8))) | to_bb;
        return ((bbg_pawn_attacks_bb((enum bbg_side)us, to) >> ksq) & 1)
            || (bbg_bishop_attacks_bb(ksq, after) & our_diag) || (bbg_rook_attacks_bb(ksq, after) & our_orth);
    }
    default: {
        const int placed =
            bbg_move_kind(move) == BBG_MOVE_PROMOTION ? (int)bbg_move_promotion(move) : bbg_kind_on_(pos, from);
        /* Direct: the piece lands on one of its check squares (seen with
         * the piece gone from where it was). A king's never hold a legal
         * target: kings cannot stand side by side. */
        if (bbg_check_squares_bb((enum bbg_piece)placed, (enum bbg_side)us, ksq, occ ^ from_bb) & to_bb)
            return true;
        /* Discovered: it stood alone between the king and one of our
         * sliders, and leaves the line. */
        const uint64_t blockers = bbg_slider_blockers_bb(ksq, occ, our_diag, our_orth, NULL);
        return ((blockers >> from) & 1) && !((bbg_line_through_bb(ksq, from) >> to) & 1);
    }
    }
}
