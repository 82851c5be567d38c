/* Attacks on an engine's own bitboards: any piece kind's attacks chosen at
 * run time, a plain board of eight bitboards, the attackers of a square
 * through any occupancy, and the sliders an exchange reveals (for SEE).
 * Inline only, from the leaper, slider and pair tables. */
#ifndef BBGEOM_ATTACKS_H
#define BBGEOM_ATTACKS_H

#include "bbgeom/base.h"
#include "bbgeom/leapers.h"
#include "bbgeom/pairs.h"
#include "bbgeom/sliders.h"
#include "bbgeom/square.h"

BBG_BEGIN_DECLS

/* Squares a kind (BBG_PIECE_KNIGHT ... BBG_PIECE_KING) on sq attacks
 * through occ; pawns take a side: bbg_pawn_attacks_bb. */
static inline uint64_t bbg_attacks_bb(enum bbg_piece kind, int sq, uint64_t occ)
{
    BBG_ASSERT(bbg_is_piece(BBG_CAST(int, kind)) && kind != BBG_PIECE_PAWN && bbg_is_square(sq));
    switch (kind) {
    case BBG_PIECE_KNIGHT: return bbg_knight_attacks_bb(sq);
    case BBG_PIECE_BISHOP: return bbg_bishop_attacks_bb(sq, occ);
    case BBG_PIECE_ROOK: return bbg_rook_attacks_bb(sq, occ);
    case BBG_PIECE_QUEEN: return bbg_queen_attacks_bb(sq, occ);
    case BBG_PIECE_KING: return bbg_king_attacks_bb(sq);
    case BBG_PIECE_PAWN: /* pawns take a side (asserted above) */
    default: return 0;   /* no kind (asserted above): an enum may hold other values */
    }
}

/* The pieces of a board, as an engine keeps them: by_side[s] are side s's
 * pieces, by_kind[k] the pieces of kind k (enum bbg_piece) of both sides.
 * Eight stores fill it from an engine's own sets. */
struct bbg_board {
    uint64_t by_side[2];
    uint64_t by_kind[6];
};

/* Both sides' pieces that attack sq through occ; pieces not in occ do not
 * attack (remove a captured or moved piece from occ to see through it). */
static inline uint64_t bbg_board_attackers_bb(const struct bbg_board *board, int sq, uint64_t occ)
{
    const uint64_t queens = board->by_kind[BBG_PIECE_QUEEN];
    /* A pawn attacks sq exactly when a pawn of the other side on sq would
     * attack the pawn's square. */
    const uint64_t pawns = (bbg_pawn_attacks_bb(BBG_BLACK, sq) & board->by_side[BBG_WHITE])
                         | (bbg_pawn_attacks_bb(BBG_WHITE, sq) & board->by_side[BBG_BLACK]);
    BBG_ASSERT(bbg_is_square(sq));
    return occ
         & ((pawns & board->by_kind[BBG_PIECE_PAWN]) | (bbg_knight_attacks_bb(sq) & board->by_kind[BBG_PIECE_KNIGHT])
            | (bbg_king_attacks_bb(sq) & board->by_kind[BBG_PIECE_KING])
            | (bbg_bishop_attacks_bb(sq, occ) & (board->by_kind[BBG_PIECE_BISHOP] | queens))
            | (bbg_rook_attacks_bb(sq, occ) & (board->by_kind[BBG_PIECE_ROOK] | queens)));
}

/* The slider of either side, if any, that attacks sq through occ from
 * behind from: the first piece in occ on the line from sq through from,
 * beyond from, when it is a bishop or queen on a diagonal or a rook or
 * queen on a rank or file. After an exchange on sq takes the piece on from
 * out of occ, this is the attacker it reveals (an x-ray). from must differ
 * from sq; when they share no line the answer is empty. */
static inline uint64_t bbg_xray_attackers_bb(const struct bbg_board *board, int sq, int from, uint64_t occ)
{
    const uint64_t line = bbg_line_through_bb(sq, from); /* asserts both squares */
    /* Square numbers grow monotonically along every line: the squares
     * beyond from are those numbered past it, on the side away from sq. */
    const uint64_t beyond = from > sq ? ~((UINT64_C(2) << from) - 1) : (UINT64_C(1) << from) - 1;
    const uint64_t queens = board->by_kind[BBG_PIECE_QUEEN];
    const bool straight = bbg_rank_of(sq) == bbg_rank_of(from) || bbg_file_of(sq) == bbg_file_of(from);
    const uint64_t line_movers =
        straight ? board->by_kind[BBG_PIECE_ROOK] | queens : board->by_kind[BBG_PIECE_BISHOP] | queens;
    const uint64_t seen = straight ? bbg_rook_attacks_bb(sq, occ) : bbg_bishop_attacks_bb(sq, occ);
    BBG_ASSERT(sq != from);
    return line & beyond & seen & line_movers & occ;
}

BBG_END_DECLS

#endif
