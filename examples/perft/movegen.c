/* Legal move generation on bbgeom's geometry.
 *
 * Legal from the start, not pseudo-legal plus a test: per node it finds the
 * checkers, the pinned pieces (bbg_slider_blockers_bb) and the squares the
 * enemy attacks with our king taken off the board (so that a king cannot
 * step back along a checking slider's line). Then:
 *   - king moves go to unattacked squares;
 *   - in double check nothing else moves;
 *   - in single check other pieces may only capture the checker or step
 *     between it and the king (bbg_between_bb);
 *   - a pinned piece moves only along the line through it and its king
 *     (bbg_line_through_bb); a pinned knight never moves;
 *   - en passant, which removes two pieces from one rank, is tested by
 *     looking from the king along the occupancy after the capture;
 *   - castling needs the squares between king and rook empty and the
 *     king's path unattacked, and no check.
 * One generator serves both listing and counting: count_only is a
 * compile-time constant in each of the two wrappers, so the counting copy
 * adds population counts and never writes a move. */
#include "movegen.h"

#if defined(__GNUC__) || defined(__clang__)
#define PFT_ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define PFT_ALWAYS_INLINE inline
#endif

static inline int pop_lsb(uint64_t *bb)
{
    int sq = bbg_lsb(*bb);
    *bb &= *bb - 1;
    return sq;
}

static inline unsigned popcount(uint64_t bb) { return (unsigned)bbg_popcount(bb); }

static inline pft_move make(int from, int to, int kind, int piece)
{
    return (pft_move)from | (pft_move)to << 6 | (pft_move)kind << 12 | (pft_move)piece << 16;
}

/* Appends one move per square of targets, all from one square. */
static inline unsigned emit_from(pft_move *moves, unsigned n, int from, uint64_t targets, int piece)
{
    while (targets)
        moves[n++] = make(from, pop_lsb(&targets), PFT_NORMAL, piece);
    return n;
}

/* Appends one move per square of targets, each from to - delta. */
static inline unsigned emit_pawns(pft_move *moves, unsigned n, uint64_t targets, int delta, int kind)
{
    while (targets) {
        int to = pop_lsb(&targets);
        moves[n++] = make(to - delta, to, kind, BBG_PIECE_PAWN);
    }
    return n;
}

/* Four promotions per target square, queen first. */
static inline unsigned emit_promotions(pft_move *moves, unsigned n, uint64_t targets, int delta)
{
    while (targets) {
        int to = pop_lsb(&targets);
        for (int piece = BBG_PIECE_QUEEN; piece >= BBG_PIECE_KNIGHT; piece--)
            moves[n++] = make(to - delta, to, pft_promotion_kind(piece), BBG_PIECE_PAWN);
    }
    return n;
}

static PFT_ALWAYS_INLINE unsigned generate(const struct pft_position *pos, pft_move *moves,
                                           const bool count_only)
{
    const int us = pos->side, them = us ^ 1;
    const uint64_t own = pos->by_side[us], enemy = pos->by_side[them];
    const uint64_t occ = own | enemy;
    const int ksq = pft_king_square(pos, us);
    const uint64_t queens = pos->by_kind[BBG_PIECE_QUEEN];
    const uint64_t diag = pos->by_kind[BBG_PIECE_BISHOP] | queens;
    const uint64_t orth = pos->by_kind[BBG_PIECE_ROOK] | queens;
    const uint64_t their_diag = enemy & diag, their_orth = enemy & orth;
    unsigned n = 0;

    /* Squares the enemy attacks, seen through our king. */
    const uint64_t occ_no_king = occ ^ (UINT64_C(1) << ksq);
    uint64_t danger = bbg_pawn_set_attacks_bb((enum bbg_side)them, enemy & pos->by_kind[BBG_PIECE_PAWN])
                    | bbg_king_attacks_bb(pft_king_square(pos, them));
    for (uint64_t b = enemy & pos->by_kind[BBG_PIECE_KNIGHT]; b;)
        danger |= bbg_knight_attacks_bb(pop_lsb(&b));
    for (uint64_t b = their_diag; b;)
        danger |= bbg_bishop_attacks_bb(pop_lsb(&b), occ_no_king);
    for (uint64_t b = their_orth; b;)
        danger |= bbg_rook_attacks_bb(pop_lsb(&b), occ_no_king);

    const uint64_t king_targets = bbg_king_attacks_bb(ksq) & ~own & ~danger;
    if (count_only)
        n += popcount(king_targets);
    else
        n = emit_from(moves, n, ksq, king_targets, BBG_PIECE_KING);

    const uint64_t checkers = pft_attackers(pos, ksq, them, occ);
    if (checkers & (checkers - 1))
        return n;

    /* Where a non-king move must land: anywhere not ours, or, in check,
     * on the checker or between it and the king. */
    uint64_t target = ~own;
    if (checkers)
        target = checkers | bbg_between_bb(ksq, bbg_lsb(checkers));
    const uint64_t pinned = bbg_slider_blockers_bb(ksq, occ, their_diag, their_orth, NULL) & own;

    for (uint64_t b = own & pos->by_kind[BBG_PIECE_KNIGHT] & ~pinned; b;) {
        int from = pop_lsb(&b);
        uint64_t to = bbg_knight_attacks_bb(from) & target;
        if (count_only)
            n += popcount(to);
        else
            n = emit_from(moves, n, from, to, BBG_PIECE_KNIGHT);
    }
    for (uint64_t b = own & diag; b;) {
        int from = pop_lsb(&b);
        uint64_t to = bbg_bishop_attacks_bb(from, occ) & target;
        if ((pinned >> from) & 1)
            to &= bbg_line_through_bb(ksq, from);
        if (count_only)
            n += popcount(to);
        else
            n = emit_from(moves, n, from, to,
                          (queens >> from) & 1 ? BBG_PIECE_QUEEN : BBG_PIECE_BISHOP);
    }
    for (uint64_t b = own & orth; b;) {
        int from = pop_lsb(&b);
        uint64_t to = bbg_rook_attacks_bb(from, occ) & target;
        if ((pinned >> from) & 1)
            to &= bbg_line_through_bb(ksq, from);
        if (count_only)
            n += popcount(to);
        else
            n = emit_from(moves, n, from, to,
                          (queens >> from) & 1 ? BBG_PIECE_QUEEN : BBG_PIECE_ROOK);
    }

    /* Pawns, set-wise. A pinned pawn can push only when pinned along its
     * file (then it is on the king's file), and capture only along a
     * diagonal pin: those few are done one by one below. */
    const uint64_t pawns = own & pos->by_kind[BBG_PIECE_PAWN];
    const bool white = us == BBG_WHITE;
    const enum bbg_dir up = white ? BBG_NORTH : BBG_SOUTH;
    const enum bbg_dir up_east = white ? BBG_NORTH_EAST : BBG_SOUTH_EAST;
    const enum bbg_dir up_west = white ? BBG_NORTH_WEST : BBG_SOUTH_WEST;
    const int d_up = white ? 8 : -8, d_east = white ? 9 : -7, d_west = white ? 7 : -9;
    const uint64_t last_rank = bbg_rank_bb(white ? 7 : 0);
    const uint64_t third_rank = bbg_rank_bb(white ? 2 : 5);

    const uint64_t pushers = pawns & (~pinned | bbg_file_bb(bbg_file_of(ksq)));
    const uint64_t one = bbg_shift_bb(pushers, up) & ~occ;
    const uint64_t two = bbg_shift_bb(one & third_rank, up) & ~occ & target;
    const uint64_t push = one & target & ~last_rank, push_promo = one & target & last_rank;
    const uint64_t free_pawns = pawns & ~pinned;
    const uint64_t east = bbg_shift_bb(free_pawns, up_east) & enemy & target;
    const uint64_t west = bbg_shift_bb(free_pawns, up_west) & enemy & target;
    if (count_only) {
        n += popcount(push) + popcount(two) + popcount(east & ~last_rank) + popcount(west & ~last_rank)
           + 4 * (popcount(push_promo) + popcount(east & last_rank) + popcount(west & last_rank));
    } else {
        n = emit_pawns(moves, n, push, d_up, PFT_NORMAL);
        n = emit_pawns(moves, n, two, 2 * d_up, PFT_DOUBLE_PUSH);
        n = emit_pawns(moves, n, east & ~last_rank, d_east, PFT_NORMAL);
        n = emit_pawns(moves, n, west & ~last_rank, d_west, PFT_NORMAL);
        n = emit_promotions(moves, n, push_promo, d_up);
        n = emit_promotions(moves, n, east & last_rank, d_east);
        n = emit_promotions(moves, n, west & last_rank, d_west);
    }
    /* Pawns pinned on a diagonal may capture their pinner (and nothing else). */
    for (uint64_t b = pawns & pinned & ~bbg_file_bb(bbg_file_of(ksq)) & ~bbg_rank_bb(bbg_rank_of(ksq)); b;) {
        int from = pop_lsb(&b);
        uint64_t to = bbg_pawn_attacks_bb((enum bbg_side)us, from) & enemy & target
                    & bbg_line_through_bb(ksq, from);
        if (count_only) {
            n += (to & last_rank) ? 4u * popcount(to) : popcount(to);
        } else {
            while (to) {
                int t = pop_lsb(&to);
                if ((last_rank >> t) & 1)
                    n = emit_promotions(moves, n, UINT64_C(1) << t, t - from);
                else
                    moves[n++] = make(from, t, PFT_NORMAL, BBG_PIECE_PAWN);
            }
        }
    }

    /* En passant: take both pawns off, put ours on the target square and
     * look again from the king; a non-slider checker must be the pawn
     * taken. */
    if (pos->ep != PFT_NO_EP) {
        const int ep = pos->ep, captured = ep - d_up;
        const uint64_t captured_bb = UINT64_C(1) << captured;
        for (uint64_t b = bbg_pawn_attacks_bb((enum bbg_side)them, ep) & pawns; b;) {
            int from = pop_lsb(&b);
            uint64_t after = occ ^ (UINT64_C(1) << from) ^ captured_bb ^ (UINT64_C(1) << ep);
            if ((bbg_bishop_attacks_bb(ksq, after) & their_diag)
                || (bbg_rook_attacks_bb(ksq, after) & their_orth)
                || (checkers & ~(their_diag | their_orth) & ~captured_bb))
                continue;
            if (count_only)
                n++;
            else
                moves[n++] = make(from, ep, PFT_EN_PASSANT, BBG_PIECE_PAWN);
        }
    }

    /* Castling: the rights imply king and rook at home (kept so by FEN
     * validation and make-move). */
    if (!checkers && (pos->castling & (white ? PFT_WHITE_OO | PFT_WHITE_OOO : PFT_BLACK_OO | PFT_BLACK_OOO))) {
        const int home = white ? BBG_E1 : BBG_E8;
        if ((pos->castling & (white ? PFT_WHITE_OO : PFT_BLACK_OO))
            && !(occ & bbg_between_bb(home, home + 3))
            && !(danger & (UINT64_C(3) << (home + 1)))) {
            if (count_only)
                n++;
            else
                moves[n++] = make(home, home + 2, PFT_CASTLE, BBG_PIECE_KING);
        }
        if ((pos->castling & (white ? PFT_WHITE_OOO : PFT_BLACK_OOO))
            && !(occ & bbg_between_bb(home, home - 4))
            && !(danger & (UINT64_C(3) << (home - 2)))) {
            if (count_only)
                n++;
            else
                moves[n++] = make(home, home - 2, PFT_CASTLE, BBG_PIECE_KING);
        }
    }
    return n;
}

unsigned pft_generate(const struct pft_position *pos, struct pft_move_list *list)
{
    list->count = generate(pos, list->moves, false);
    return list->count;
}

unsigned pft_count_moves(const struct pft_position *pos)
{
    return generate(pos, NULL, true);
}

/* The castling rights that survive a move touching the squares in touched
 * (a king or rook leaving home, or a rook captured at home). */
static inline uint8_t rights_after(uint8_t rights, uint64_t touched)
{
    const uint64_t corners = UINT64_C(1) << BBG_A1 | UINT64_C(1) << BBG_E1 | UINT64_C(1) << BBG_H1
                           | UINT64_C(1) << BBG_A8 | UINT64_C(1) << BBG_E8 | UINT64_C(1) << BBG_H8;
    if (!(touched & corners))
        return rights;
    if (touched & (UINT64_C(1) << BBG_E1 | UINT64_C(1) << BBG_H1))
        rights &= (uint8_t)~PFT_WHITE_OO;
    if (touched & (UINT64_C(1) << BBG_E1 | UINT64_C(1) << BBG_A1))
        rights &= (uint8_t)~PFT_WHITE_OOO;
    if (touched & (UINT64_C(1) << BBG_E8 | UINT64_C(1) << BBG_H8))
        rights &= (uint8_t)~PFT_BLACK_OO;
    if (touched & (UINT64_C(1) << BBG_E8 | UINT64_C(1) << BBG_A8))
        rights &= (uint8_t)~PFT_BLACK_OOO;
    return rights;
}

void pft_make_move(const struct pft_position *pos, pft_move m, struct pft_position *out)
{
    const int us = pos->side, them = us ^ 1;
    const int from = pft_move_from(m), to = pft_move_to(m), kind = pft_move_kind(m);
    const int piece = pft_move_piece(m);
    const uint64_t from_bb = UINT64_C(1) << from, to_bb = UINT64_C(1) << to;

    *out = *pos;
    /* A capture clears the target from every kind: cheaper than finding
     * which kind it was. */
    for (int k = 0; k < 6; k++)
        out->by_kind[k] &= ~to_bb;
    out->by_side[them] &= ~to_bb;
    out->by_side[us] ^= from_bb | to_bb;
    out->by_kind[piece] ^= from_bb;
    out->by_kind[pft_kind_is_promotion(kind) ? pft_promoted_piece(kind) : piece] |= to_bb;
    out->ep = PFT_NO_EP;
    if (kind == PFT_DOUBLE_PUSH) {
        out->ep = (uint8_t)((from + to) / 2);
    } else if (kind == PFT_EN_PASSANT) {
        const uint64_t captured = UINT64_C(1) << (us == BBG_WHITE ? to - 8 : to + 8);
        out->by_side[them] ^= captured;
        out->by_kind[BBG_PIECE_PAWN] ^= captured;
    } else if (kind == PFT_CASTLE) {
        const int rook_from = to > from ? to + 1 : to - 2, rook_to = (from + to) / 2;
        const uint64_t rook_bb = UINT64_C(1) << rook_from | UINT64_C(1) << rook_to;
        out->by_side[us] ^= rook_bb;
        out->by_kind[BBG_PIECE_ROOK] ^= rook_bb;
    }
    out->castling = rights_after(pos->castling, from_bb | to_bb);
    out->halfmove = (uint16_t)(piece == BBG_PIECE_PAWN || (pos->by_side[them] & to_bb)
                               ? 0 : pos->halfmove + 1u);
    out->fullmove = (uint16_t)(pos->fullmove + (us == BBG_BLACK));
    out->side = (uint8_t)them;
}

void pft_move_to_uci(pft_move m, char *out)
{
    static const char promotion_letters[] = " nbrq";
    const char *from = bbg_square_name(pft_move_from(m)), *to = bbg_square_name(pft_move_to(m));
    out[0] = from[0];
    out[1] = from[1];
    out[2] = to[0];
    out[3] = to[1];
    out[4] = '\0';
    if (pft_kind_is_promotion(pft_move_kind(m))) {
        out[4] = promotion_letters[pft_promoted_piece(pft_move_kind(m))];
        out[5] = '\0';
    }
}
