/* Move generation: the public entry points over the generator's phases
 * (movegen_phases.h), one copy for each side to move, stage and legality;
 * and the direct tests of a 16-bit move. */
#include "bbgeom/movegen.h"

#include "movegen_phases.h"

/* The side to move is a compile-time constant in each copy: pawn shifts,
 * ranks and directions become constants. */
int bbg_legal_moves(const struct bbg_position *pos, bbg_move moves[BBG_MAX_MOVES])
{
    return pos->side == BBG_WHITE ? BBG_GENERATE_(pos, moves, false, BBG_WHITE, BBG_GEN_ALL, false)
                                  : BBG_GENERATE_(pos, moves, false, BBG_BLACK, BBG_GEN_ALL, false);
}

int bbg_count_moves(const struct bbg_position *pos)
{
    return pos->side == BBG_WHITE ? BBG_GENERATE_(pos, NULL, true, BBG_WHITE, BBG_GEN_ALL, false)
                                  : BBG_GENERATE_(pos, NULL, true, BBG_BLACK, BBG_GEN_ALL, false);
}

/* One stage, legal or pseudo-legal (both constants), for the side to move. */
static BBG_ALWAYS_INLINE_ int generate_stage(const struct bbg_position *pos, bbg_move *moves, const int stage,
                                             const bool pseudo)
{
    return pos->side == BBG_WHITE ? BBG_GENERATE_(pos, moves, false, BBG_WHITE, stage, pseudo)
                                  : BBG_GENERATE_(pos, moves, false, BBG_BLACK, stage, pseudo);
}

int bbg_generate_legal(const struct bbg_position *pos, enum bbg_gen kind, bbg_move moves[BBG_MAX_MOVES])
{
    BBG_ASSERT(kind >= BBG_GEN_NOISY && kind <= BBG_GEN_ALL);
    switch (kind) { /* GCOVR_EXCL_BR_LINE: the default is asserted out */
    case BBG_GEN_NOISY: return generate_stage(pos, moves, BBG_GEN_NOISY, false);
    case BBG_GEN_QUIET: return generate_stage(pos, moves, BBG_GEN_QUIET, false);
    case BBG_GEN_EVASIONS: return generate_stage(pos, moves, BBG_GEN_EVASIONS, false);
    case BBG_GEN_ALL: return bbg_legal_moves(pos, moves);
    default: return 0; /* GCOVR_EXCL_LINE: no kind (asserted above) */
    }
}

int bbg_generate_pseudo(const struct bbg_position *pos, enum bbg_gen kind, bbg_move moves[BBG_MAX_MOVES])
{
    BBG_ASSERT(kind >= BBG_GEN_NOISY && kind <= BBG_GEN_ALL);
    switch (kind) { /* GCOVR_EXCL_BR_LINE: the default is asserted out */
    case BBG_GEN_NOISY: return generate_stage(pos, moves, BBG_GEN_NOISY, true);
    case BBG_GEN_QUIET: return generate_stage(pos, moves, BBG_GEN_QUIET, true);
    case BBG_GEN_EVASIONS: return generate_stage(pos, moves, BBG_GEN_EVASIONS, true);
    case BBG_GEN_ALL: return generate_stage(pos, moves, BBG_GEN_ALL, true);
    default: return 0; /* GCOVR_EXCL_LINE: no kind (asserted above) */
    }
}

/* The split for side us (a constant): bbg_generate_node_ with both lists. */
static BBG_ALWAYS_INLINE_ int generate_split(const struct bbg_position *pos, bbg_move *noisy, bbg_move *quiet,
                                             int *n_quiet, const int us)
{
    struct bbg_gen_ g = bbg_gen_start_(pos, noisy, us);
    g.quiet = quiet;
    const int n = bbg_generate_node_(pos, &g, false, us, BBG_GEN_SPLIT_, false);
    *n_quiet = (int)(g.quiet - quiet);
    BBG_ASSERT(n + *n_quiet <= BBG_MAX_MOVES);
    return n;
}

/* A copy for each side; in the compact form (BBG_COMPACT_MOVEGEN,
 * movegen_phases.h) one, with the side read at run time. */
int bbg_generate_legal_split(const struct bbg_position *pos, bbg_move noisy[BBG_MAX_MOVES],
                             bbg_move quiet[BBG_MAX_MOVES], int *n_quiet)
{
#if BBG_COMPACT_MOVEGEN
    return generate_split(pos, noisy, quiet, n_quiet, pos->side);
#else
    return pos->side == BBG_WHITE ? generate_split(pos, noisy, quiet, n_quiet, BBG_WHITE)
                                  : generate_split(pos, noisy, quiet, n_quiet, BBG_BLACK);
#endif
}

/* ---- Stages set up once ------------------------------------------------------ */

void bbg_stages_init(struct bbg_stages *st, const struct bbg_position *pos)
{
    st->pos_ = pos;
    st->state_ = 0;
}

/* What every stage needs, found by the first: the checkers, the evasion
 * squares and the pinned pieces. The looks out of the king for sliders'
 * checks and pins are left out when no enemy slider stands on its lines. */
static BBG_ALWAYS_INLINE_ void stages_node(struct bbg_stages *st, const struct bbg_gen_ *g, const int us)
{
    const bool lined = bbg_gen_king_lined_(g);
    const uint64_t checkers = bbg_gen_checkers_(st->pos_, g, lined, us);
    st->checkers_ = checkers;
    st->pinned_ = lined ? bbg_pinned_bb(g->ksq, g->occ, g->own, g->their_diag, g->their_orth) : 0;
    st->target_ = bbg_gen_evasion_mask_(g, checkers);
    st->state_ = 1;
}

/* The moves of stage stage (a constant) from st, in the generator's order
 * (bbg_generate_): the king's, castling, en passant, the pieces', the
 * pawns'. The first stage to walk the pieces keeps their targets (on the
 * evasion squares, pins applied); the next list them from st. Castling
 * paths and the king's targets are found by the stages that list them:
 * the king's noisy targets seldom need every attacked square. */
static BBG_ALWAYS_INLINE_ int stages_generate(struct bbg_stages *st, bbg_move *moves, const int us, const int stage)
{
    const struct bbg_position *pos = st->pos_;
    struct bbg_gen_ g = bbg_gen_start_(pos, moves, us);
    if (!st->state_)
        stages_node(st, &g, us);
    if (stage == BBG_GEN_EVASIONS && !st->checkers_)
        return 0;
    const bool quiet = stage != BBG_GEN_NOISY, noisy = stage != BBG_GEN_QUIET;
    const uint64_t castlings = quiet && !st->checkers_ ? bbg_gen_castling_paths_(pos, &g, us) : 0;
    const uint64_t danger = bbg_gen_king_(pos, &g, castlings, false, us, stage, false);
    if (bbg_more_than_one(st->checkers_))
        return g.n;
    if (castlings)
        bbg_gen_castling_(&g, castlings, danger, false, stage);
    if (noisy && pos->ep != BBG_NO_EP)
        bbg_gen_en_passant_(pos, &g, st->checkers_, false, us, false);
    const uint64_t mask =
        stage == BBG_GEN_NOISY || stage == BBG_GEN_QUIET ? bbg_gen_stage_mask_(&g, stage) : ~UINT64_C(0);
    if (st->state_ == 2) {
        for (int i = 0; i < st->pieces_; i++)
            bbg_gen_add_to_(&g, st->from_[i], st->targets_[i] & mask, false);
    } else {
        st->state_ = 2;
        st->pieces_ = 0;
        bbg_gen_all_pieces_(pos, &g, st, st->pinned_, st->target_, mask, false, stage);
    }
    bbg_gen_pawns_(pos, &g, st->pinned_, st->target_, false, us, stage);
    if (noisy)
        bbg_gen_pinned_pawns_(pos, &g, st->pinned_, st->target_, false, us);
    BBG_ASSERT(g.n <= BBG_MAX_MOVES);
    return g.n;
}

/* One stage for the side to move: us a constant in each copy. In the
 * compact form (BBG_COMPACT_MOVEGEN, movegen_phases.h) one copy serves
 * every stage of either side, read when it runs. */
#if BBG_COMPACT_MOVEGEN
static BBG_NOINLINE_ int stages_generate_side(struct bbg_stages *st, bbg_move *moves, const int stage)
{
    return stages_generate(st, moves, st->pos_->side, stage);
}
#else
static BBG_ALWAYS_INLINE_ int stages_generate_side(struct bbg_stages *st, bbg_move *moves, const int stage)
{
    return st->pos_->side == BBG_WHITE ? stages_generate(st, moves, BBG_WHITE, stage)
                                       : stages_generate(st, moves, BBG_BLACK, stage);
}
#endif

int bbg_stages_generate(struct bbg_stages *st, enum bbg_gen kind, bbg_move moves[BBG_MAX_MOVES])
{
    BBG_ASSERT(kind >= BBG_GEN_NOISY && kind <= BBG_GEN_ALL);
    switch (kind) { /* GCOVR_EXCL_BR_LINE: the default is asserted out */
    case BBG_GEN_NOISY: return stages_generate_side(st, moves, BBG_GEN_NOISY);
    case BBG_GEN_QUIET: return stages_generate_side(st, moves, BBG_GEN_QUIET);
    case BBG_GEN_EVASIONS: return stages_generate_side(st, moves, BBG_GEN_EVASIONS);
    case BBG_GEN_ALL: return stages_generate_side(st, moves, BBG_GEN_ALL);
    default: return 0; /* GCOVR_EXCL_LINE: no kind (asserted above) */
    }
}

/* ---- One move, tested directly -------------------------------------------- */

/* Castling by m, written king to rook with no promotion bits, is legal:
 * the generator's test for that one rook. */
static bool castling_is_legal(const struct bbg_position *pos, bbg_move m)
{
    const int us = pos->side;
    const struct bbg_gen_ g = bbg_gen_start_(pos, NULL, us);
    const int rook = bbg_move_to(m);
    if (m >> 12 != BBG_MOVE_CASTLING << 2 || bbg_move_from(m) != g.ksq
        || !((bbg_gen_castling_paths_(pos, &g, us) >> rook) & 1))
        return false;
    return bbg_gen_castling_safe_(&g, rook, bbg_gen_danger_(pos, &g, g.occ ^ UINT64_C(1) << g.ksq, us));
}

/* A pawn of side us on from moves by m, which is not castling: a push to
 * an empty square, a double push from its first square over an empty one,
 * a capture of an enemy piece, en passant on pos->ep; a promotion, with
 * any piece, exactly when it reaches the last rank. */
static bool pawn_moves_so(const struct bbg_position *pos, bbg_move m, int us)
{
    const int from = bbg_move_from(m), to = bbg_move_to(m), up = us == BBG_WHITE ? 8 : -8;
    const uint64_t occ = pos->board.by_side[0] | pos->board.by_side[1];
    const bool attacks = (bbg_pawn_attacks_bb((enum bbg_side)us, from) >> to) & 1;
    if (bbg_move_kind(m) == BBG_MOVE_EN_PASSANT)
        return to == pos->ep && attacks && (m >> 12 & 3) == 0;
    if ((bbg_move_kind(m) == BBG_MOVE_PROMOTION) != (bbg_rank_of(to) == (us == BBG_WHITE ? 7 : 0))
        || (bbg_move_kind(m) == BBG_MOVE_NORMAL && (m >> 12 & 3) != 0))
        return false;
    if (attacks)
        return (pos->board.by_side[us ^ 1] >> to) & 1;
    return !((occ >> to) & 1)
        && (to == from + up
            || (to == from + 2 * up && bbg_rank_of(from) == (us == BBG_WHITE ? 1 : 6) && !((occ >> (from + up)) & 1)));
}

/* m, not castling, moves a piece of the side to move (of kind piece, on
 * m's from square) by that piece's rules to a square without a piece of
 * its own: pins, checks and the king's safety aside. */
static bool moves_by_rules(const struct bbg_position *pos, bbg_move m, int piece)
{
    const int us = pos->side, to = bbg_move_to(m);
    if ((pos->board.by_side[us] >> to) & 1)
        return false;
    if (piece == BBG_PIECE_PAWN)
        return pawn_moves_so(pos, m, us);
    return m >> 12 == 0
        && ((bbg_attacks_bb((enum bbg_piece)piece, bbg_move_from(m), pos->board.by_side[0] | pos->board.by_side[1])
             >> to)
            & 1);
}

bool bbg_is_pseudo_legal(const struct bbg_position *pos, bbg_move m)
{
    const int us = pos->side, from = bbg_move_from(m), to = bbg_move_to(m);
    if (!((pos->board.by_side[us] >> from) & 1))
        return false;
    if (bbg_move_kind(m) == BBG_MOVE_CASTLING)
        return castling_is_legal(pos, m);
    const int piece = bbg_kind_on_(pos, from);
    if (!moves_by_rules(pos, m, piece))
        return false;
    if (piece == BBG_PIECE_KING)
        return true;
    /* Evasions: take the one checker or block it. */
    const int ksq = bbg_king_square(pos, (enum bbg_side)us);
    const uint64_t checkers = bbg_attackers_of_(pos, ksq, us ^ 1, pos->board.by_side[0] | pos->board.by_side[1]);
    if (!checkers)
        return true;
    if (bbg_more_than_one(checkers))
        return false;
    return (((checkers | bbg_between_bb(ksq, bbg_lsb(checkers))) >> to) & 1)
        || (bbg_move_kind(m) == BBG_MOVE_EN_PASSANT && ((checkers >> (to ^ 8)) & 1));
}

/* Legal: a move by the piece's rules after which no enemy piece attacks
 * our king, seen on the occupancy after it (the piece taken, on the target
 * square or, en passant, behind it, attacks no more). */
bool bbg_is_legal(const struct bbg_position *pos, bbg_move m)
{
    const int us = pos->side, from = bbg_move_from(m), to = bbg_move_to(m);
    if (!((pos->board.by_side[us] >> from) & 1))
        return false;
    if (bbg_move_kind(m) == BBG_MOVE_CASTLING)
        return castling_is_legal(pos, m);
    const int piece = bbg_kind_on_(pos, from);
    if (!moves_by_rules(pos, m, piece))
        return false;
    const uint64_t to_bb = UINT64_C(1) << to;
    const uint64_t taken = bbg_move_kind(m) == BBG_MOVE_EN_PASSANT ? UINT64_C(1) << (to ^ 8) : to_bb;
    const uint64_t after =
        ((pos->board.by_side[0] | pos->board.by_side[1]) ^ UINT64_C(1) << from ^ (taken & ~to_bb)) | to_bb;
    const int ksq = piece == BBG_PIECE_KING ? to : bbg_king_square(pos, (enum bbg_side)us);
    return !(bbg_attackers_of_(pos, ksq, us ^ 1, after) & ~taken);
}
