/* Check squares: from where a piece would attack a king, the squares a
 * slider can move to and give check from (set-wise and square-centric),
 * the pieces that block a slider's attack on a king, and the pinned ones. */
#ifndef BBGEOM_CHECKS_H
#define BBGEOM_CHECKS_H

#include <stddef.h>

#include "bbgeom/base.h"
#include "bbgeom/bits.h"
#include "bbgeom/leapers.h"
#include "bbgeom/pairs.h"
#include "bbgeom/sliders.h"
#include "bbgeom/square.h"

BBG_BEGIN_DECLS

/* The squares from which a piece of that kind and side attacks a king on
 * ksq, given occupancy occ (side matters only for pawns, occ only for
 * sliders). Attacks are symmetric, so these are the piece's attacks from
 * ksq; a pawn's are those of a pawn of the other side. */
static inline uint64_t bbg_check_squares_bb(enum bbg_piece piece, enum bbg_side side, int ksq, uint64_t occ)
{
    BBG_ASSERT(bbg_is_piece(BBG_CAST(int, piece)) && bbg_is_side(BBG_CAST(int, side)) && bbg_is_square(ksq));
    switch (piece) {
    case BBG_PIECE_PAWN: return bbg_pawn_attacks_bb(side == BBG_WHITE ? BBG_BLACK : BBG_WHITE, ksq);
    case BBG_PIECE_KNIGHT: return bbg_knight_attacks_bb(ksq);
    case BBG_PIECE_BISHOP: return bbg_bishop_attacks_bb(ksq, occ);
    case BBG_PIECE_ROOK: return bbg_rook_attacks_bb(ksq, occ);
    case BBG_PIECE_QUEEN: return bbg_queen_attacks_bb(ksq, occ);
    case BBG_PIECE_KING: return bbg_king_attacks_bb(ksq);
    default: return 0; /* no piece (asserted above): an enum may hold other values */
    }
}

/* Set-wise checking squares of a slider on from against a king on ksq:
 * the squares it can move to (through empty squares, a capture included)
 * from which it attacks ksq, attacks(from, occ) & attacks(ksq, occ). With
 * from and ksq in occ and from != ksq, this is the brute force "move there,
 * then test the attack" wherever the slider does not already attack ksq. */
static inline uint64_t bbg_slider_checks_bb(enum bbg_slider slider, int from, int ksq, uint64_t occ)
{
    BBG_ASSERT(bbg_is_slider(BBG_CAST(int, slider)) && bbg_is_square(from) && bbg_is_square(ksq));
    return bbg_slider_attacks_bb(slider, from, occ) & bbg_slider_attacks_bb(slider, ksq, occ);
}

/* True if a slider moves along the line from a to b (a != b, aligned). */
static inline bool bbg_slider_line_(enum bbg_slider slider, int a, int b)
{
    bool diagonal = bbg_same_diag(a, b) || bbg_same_anti(a, b);
    return slider == BBG_QUEEN || (slider == BBG_BISHOP) == diagonal;
}

/* Square-centric checking squares: the same set as bbg_slider_checks_bb,
 * built from candidates instead of attack sets. The candidates are the
 * cross squares of from and ksq (where the slider's lines through from
 * meet its other lines through ksq) and, when from and ksq share one of
 * the slider's lines, the squares strictly between them; a candidate t
 * (not from, not ksq) is kept when nothing stands strictly between from
 * and t, nor between t and ksq (t itself may be occupied: a capture). */
static inline uint64_t bbg_slider_checks_sc_bb(enum bbg_slider slider, int from, int ksq, uint64_t occ)
{
    uint64_t candidates, checks = 0;
    BBG_ASSERT(bbg_is_slider(BBG_CAST(int, slider)) && bbg_is_square(from) && bbg_is_square(ksq));
    candidates = bbg_cross_bb(slider, from, ksq);
    if (bbg_line_through_bb(from, ksq) != 0 && bbg_slider_line_(slider, from, ksq))
        candidates |= bbg_between_bb(from, ksq);
    candidates &= ~((UINT64_C(1) << from) | (UINT64_C(1) << ksq));
    for (; candidates != 0; candidates &= candidates - 1) {
        int t = bbg_lsb(candidates);
        if (((bbg_between_bb(from, t) | bbg_between_bb(t, ksq)) & occ) == 0)
            checks |= UINT64_C(1) << t;
    }
    return checks;
}

/* The pieces of occ that stand alone between ksq and a slider that would
 * otherwise attack it: diag_sliders (bishops, queens) along diagonals and
 * anti-diagonals, orth_sliders (rooks, queens) along ranks and files. The
 * sliders should be in occ. If pinners is not NULL, *pinners gets those
 * sliders (of either set). */
static inline uint64_t bbg_slider_blockers_bb(int ksq, uint64_t occ, uint64_t diag_sliders, uint64_t orth_sliders,
                                              uint64_t *pinners)
{
    uint64_t snipers, blockers = 0, pinning = 0;
    BBG_ASSERT(bbg_is_square(ksq));
    snipers = (bbg_bishop_attacks_bb(ksq, 0) & diag_sliders) | (bbg_rook_attacks_bb(ksq, 0) & orth_sliders);
    for (; snipers != 0; snipers &= snipers - 1) {
        int s = bbg_lsb(snipers);
        uint64_t between = bbg_between_bb(ksq, s) & occ;
        if (between != 0 && !bbg_more_than_one(between)) {
            blockers |= between;
            pinning |= UINT64_C(1) << s;
        }
    }
    if (pinners)
        *pinners = pinning;
    return blockers;
}

/* The pieces of own pinned to ksq: those that stand alone between ksq and
 * a slider of diag_sliders (along diagonals and anti-diagonals) or
 * orth_sliders (along ranks and files) that would otherwise attack it,
 * with occupancy occ. The sliders should be in occ and not in own; then
 * this is bbg_slider_blockers_bb(ksq, occ, diag_sliders, orth_sliders,
 * NULL) & own. Found by looking out of ksq twice, the second time through
 * the pieces of own it saw first, so that the loop visits only pinners
 * and checkers, not every slider on ksq's lines; the first look is the
 * one that finds sliders giving check, and a caller that computes both
 * shares it. */
static inline uint64_t bbg_pinned_bb(int ksq, uint64_t occ, uint64_t own, uint64_t diag_sliders, uint64_t orth_sliders)
{
    const uint64_t diag_seen = bbg_bishop_attacks_bb(ksq, occ), orth_seen = bbg_rook_attacks_bb(ksq, occ);
    /* Sliders giving check are among these too; nothing stands between
     * them and ksq, so they add no piece of own. */
    uint64_t pinners = (bbg_bishop_attacks_bb(ksq, occ ^ (diag_seen & own)) & diag_sliders)
                     | (bbg_rook_attacks_bb(ksq, occ ^ (orth_seen & own)) & orth_sliders);
    uint64_t pinned = 0;
    for (; pinners != 0; pinners &= pinners - 1)
        pinned |= bbg_between_bb(ksq, bbg_lsb(pinners));
    return pinned & own;
}

BBG_END_DECLS

#endif
