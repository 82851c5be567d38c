/* What a move moves and captures, and the static exchange evaluation of
 * its target square (include/bbgeom/see.h). */
#include "bbgeom/see.h"

#include "board_internal.h"

static const int default_values[6] = { BBG_SEE_PAWN, BBG_SEE_KNIGHT, BBG_SEE_BISHOP,
                                       BBG_SEE_ROOK, BBG_SEE_QUEEN,  BBG_SEE_KING };

/* What the legal move m takes, or -1: en passant takes a pawn; castling,
 * written king takes own rook, takes nothing. */
static inline int captured_kind(const struct bbg_position *pos, bbg_move m)
{
    const int to = bbg_move_to(m);
    switch (bbg_move_kind(m)) {
    case BBG_MOVE_EN_PASSANT: return BBG_PIECE_PAWN;
    case BBG_MOVE_CASTLING: return -1;
    default: return ((pos->board.by_side[pos->side ^ 1] >> to) & 1) ? bbg_kind_on_(pos, to) : -1;
    }
}

bool bbg_is_capture(const struct bbg_position *pos, bbg_move m) { return captured_kind(pos, m) >= 0; }

int bbg_captured_kind(const struct bbg_position *pos, bbg_move m) { return captured_kind(pos, m); }

int bbg_moved_kind(const struct bbg_position *pos, bbg_move m)
{
    BBG_ASSERT((pos->board.by_side[pos->side] >> bbg_move_from(m)) & 1);
    return bbg_kind_on_(pos, bbg_move_from(m));
}

/* An exchange on sq under way: the pieces still on the board, both sides'
 * attackers of sq among them (stale bits are masked with occ), the value
 * of the piece standing on sq, the side to take next, and what a pawn of
 * each side gains by promoting when it takes on sq (0 off its last rank). */
struct exchange {
    uint64_t occ, attackers;
    int sq, stake, side;
    int promotion[2];
};

#ifndef NDEBUG
/* The cheap checks that m is legal in pos: a piece of the side to move on
 * its square, none on the target but a castling rook of its own, en
 * passant to the position's square, a promotion by a pawn. */
/* GCOVR_EXCL_START: read by asserts only, so a false branch aborts */
static inline bool plausible(const struct bbg_position *pos, bbg_move m)
{
    const uint64_t ours = pos->board.by_side[pos->side], pawns = pos->board.by_kind[BBG_PIECE_PAWN];
    const int from = bbg_move_from(m), to = bbg_move_to(m);
    const bool own_target = (ours >> to) & 1;
    switch (bbg_move_kind(m)) {
    case BBG_MOVE_CASTLING: return ((ours >> from) & 1) && own_target;
    case BBG_MOVE_EN_PASSANT: return ((ours & pawns) >> from & 1) && to == pos->ep;
    case BBG_MOVE_PROMOTION: return ((ours & pawns) >> from & 1) && !own_target;
    default: return ((ours >> from) & 1) && !own_target;
    }
}
/* GCOVR_EXCL_STOP */
#endif

/* What m (not castling) takes, with its promotion's gain; *stake gets
 * the value of the piece it leaves on its target square. */
static inline int first_gain(const struct bbg_position *pos, bbg_move m, const int values[6], int *stake)
{
    const int taken = captured_kind(pos, m);
    const int gain = taken >= 0 ? values[taken] : 0;
    if (bbg_move_kind(m) != BBG_MOVE_PROMOTION) {
        *stake = values[bbg_kind_on_(pos, bbg_move_from(m))];
        return gain;
    }
    *stake = values[bbg_move_promotion(m)];
    return gain + *stake - values[BBG_PIECE_PAWN];
}

/* The exchange after m (not castling), but for its attackers, with the
 * piece at stake worth stake. */
static inline struct exchange exchange_after(const struct bbg_position *pos, bbg_move m, const int values[6], int stake)
{
    const int from = bbg_move_from(m), to = bbg_move_to(m);
    const int queen_gain = values[BBG_PIECE_QUEEN] - values[BBG_PIECE_PAWN];
    const uint64_t gone = bbg_move_kind(m) == BBG_MOVE_EN_PASSANT ? UINT64_C(1) << (to ^ 8) : 0;
    struct exchange e;
    e.occ = ((pos->board.by_side[0] | pos->board.by_side[1]) ^ UINT64_C(1) << from ^ gone) | UINT64_C(1) << to;
    e.attackers = 0; /* the caller's to find, when it needs them */
    e.sq = to;
    e.stake = stake;
    e.side = pos->side ^ 1;
    e.promotion[BBG_WHITE] = bbg_rank_of(to) == 7 ? queen_gain : 0;
    e.promotion[BBG_BLACK] = bbg_rank_of(to) == 0 ? queen_gain : 0;
    return e;
}

/* The side to move's least valuable attacker of e->sq: its kind, or -1 if
 * it has none, and its square in *from (the lowest of its kind). */
static inline int least_valuable(const struct bbg_board *board, const struct exchange *e, int *from)
{
    const uint64_t mine = e->attackers & e->occ & board->by_side[e->side];
    for (int kind = BBG_PIECE_PAWN; kind <= BBG_PIECE_KING; kind++)
        if (mine & board->by_kind[kind]) {
            *from = bbg_lsb(mine & board->by_kind[kind]);
            return kind;
        }
    return -1;
}

/* The sliders that attack sq through occ along the lines a piece of that
 * kind leaves sq's attackers by: diagonals for a pawn or a bishop, ranks
 * and files for a rook, all four for a queen or a king, none for a
 * knight. Read again through the whole occupancy, as Stockfish does: one
 * slider lookup, and no line table to load (bbg_xray_attackers_bb finds
 * the one piece, at the cost of the 64 x 64 line-through table). */
static inline uint64_t revealed(const struct bbg_board *board, int kind, int sq, uint64_t occ)
{
    const uint64_t queens = board->by_kind[BBG_PIECE_QUEEN];
    uint64_t found = 0;
    if (kind == BBG_PIECE_PAWN || kind == BBG_PIECE_BISHOP || kind >= BBG_PIECE_QUEEN)
        found |= bbg_bishop_attacks_bb(sq, occ) & (board->by_kind[BBG_PIECE_BISHOP] | queens);
    if (kind >= BBG_PIECE_ROOK)
        found |= bbg_rook_attacks_bb(sq, occ) & (board->by_kind[BBG_PIECE_ROOK] | queens);
    return found;
}

/* The piece of that kind on from takes on e->sq: it leaves its square,
 * which may show a slider behind it. Returns false, changing nothing, for
 * a king that the other side could take there. */
static inline bool take(const struct bbg_board *board, struct exchange *e, int kind, int from)
{
    const uint64_t occ = e->occ ^ UINT64_C(1) << from;
    const uint64_t attackers = e->attackers | revealed(board, kind, e->sq, occ);
    if (kind == BBG_PIECE_KING && (attackers & occ & board->by_side[e->side ^ 1]))
        return false;
    e->occ = occ;
    e->attackers = attackers;
    e->side ^= 1;
    return true;
}

int bbg_see(const struct bbg_position *pos, bbg_move m, const int values[6])
{
    int gain[32], depth = 0, from;
    BBG_ASSERT(plausible(pos, m));
    if (!values)
        values = default_values;
    for (int kind = 0; kind < 6; kind++)
        BBG_ASSERT(values[kind] >= 0 && values[kind] <= BBG_SEE_VALUE_MAX);
    if (bbg_move_kind(m) == BBG_MOVE_CASTLING)
        return 0;
    int stake;
    gain[0] = first_gain(pos, m, values, &stake);
    struct exchange e = exchange_after(pos, m, values, stake);
    e.attackers = bbg_board_attackers_bb(&pos->board, e.sq, e.occ);
    /* gain[d]: what the d-th capture wins if the exchange stopped after it,
     * for the side that makes it; at most 31 captures follow m (32 men). */
    for (int kind; (kind = least_valuable(&pos->board, &e, &from)) >= 0 && take(&pos->board, &e, kind, from);) {
        const int promotion = kind == BBG_PIECE_PAWN ? e.promotion[e.side ^ 1] : 0;
        BBG_ASSERT(depth < 31);
        depth++;
        gain[depth] = e.stake + promotion - gain[depth - 1];
        e.stake = promotion ? values[BBG_PIECE_QUEEN] : values[kind];
    }
    /* Back up: each side takes only if what follows pays. */
    for (; depth > 0; depth--)
        gain[depth - 1] = gain[depth] > -gain[depth - 1] ? -gain[depth] : gain[depth - 1];
    return gain[0];
}

/* |bbg_see| with the default values stays far below this: a threshold
 * beyond it answers as this one does, and no margin below overflows. */
#define SEE_BOUND (1 << 20)

bool bbg_see_ge(const struct bbg_position *pos, bbg_move m, int threshold)
{
    const int us = pos->side, t = threshold < -SEE_BOUND ? -SEE_BOUND : threshold > SEE_BOUND ? SEE_BOUND : threshold;
    int margin, from; /* margin: what the side to move ends with, less the threshold, if the exchange stops now */
    BBG_ASSERT(plausible(pos, m));
    if (bbg_move_kind(m) == BBG_MOVE_CASTLING)
        return 0 >= t;
    int stake;
    margin = first_gain(pos, m, default_values, &stake) - t;
    /* The loop's first two tests, before the exchange is set up: most
     * captures are settled here. */
    const int their_promotion =
        bbg_rank_of(bbg_move_to(m)) == (us == BBG_WHITE ? 0 : 7) ? BBG_SEE_QUEEN - BBG_SEE_PAWN : 0;
    if (margin < 0 || margin - stake - their_promotion >= 0)
        return margin >= 0;
    struct exchange e = exchange_after(pos, m, default_values, stake);
    e.attackers = bbg_board_attackers_bb(&pos->board, e.sq, e.occ);
    for (;;) {
        /* The side to take stops when stopping already wins; it cannot
         * win when even taking the piece on the square, promoting, is not
         * enough. Otherwise it takes, if it can. */
        if (e.side == us ? margin >= 0 : margin < 0)
            return margin >= 0;
        if (e.side == us ? margin + e.stake + e.promotion[us] < 0 : margin - e.stake - e.promotion[us ^ 1] >= 0)
            return margin >= 0;
        const int kind = least_valuable(&pos->board, &e, &from);
        if (kind < 0 || !take(&pos->board, &e, kind, from))
            return margin >= 0;
        const int promotion = kind == BBG_PIECE_PAWN ? e.promotion[e.side ^ 1] : 0;
        margin += e.side == us ? -(e.stake + promotion) : e.stake + promotion;
        e.stake = promotion ? BBG_SEE_QUEEN : default_values[kind];
    }
}
