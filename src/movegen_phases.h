/* The move generator, in named phases, shared by movegen.c (listing,
 * counting, stages and the legality tests) and perft.c (which inlines it
 * into its own loop). Not part of the public API.
 *
 * Legal from the start, not pseudo-legal plus a test: per node it finds the
 * checkers, the pinned pieces (bbg_pinned_bb) and the squares the enemy
 * attacks with our king taken off the board (so that a king cannot step
 * back along a checking slider's line). Then:
 *   - king moves go to unattacked squares;
 *   - in double check nothing else moves;
 *   - in single check other pieces may only capture the checker or step
 *     between it and the king (bbg_between_bb);
 *   - a pinned piece moves only along the line through it and its king
 *     (bbg_line_through_bb); a pinned knight never moves;
 *   - en passant, which removes two pieces from one rank, is tested by
 *     looking from the king along the occupancy after the capture;
 *   - castling (standard and Chess960) needs no check, the squares the king
 *     and rook pass or land on empty but for the two of them, the king's
 *     squares unattacked, and no check once the rook has left its square.
 * One generator serves listing and counting: count_only is a compile-time
 * constant in each caller, so the counting copy only adds population
 * counts; so is the side to move, us, and so are the stage (enum bbg_gen:
 * the phases leave out what the stage does not hold) and pseudo (pins and
 * the king's safety left untested, movegen.h says exactly how). Every
 * phase is forced inline, so each (count_only, us, stage, pseudo) copy
 * compiles to one straight body, as if written out in one function: the
 * full legal list and the count (BBG_GEN_ALL, legal) are what they were
 * before stages existed. The piece walk also serves struct bbg_stages
 * (movegen.c), which keeps each piece's targets: its keep pointer is NULL
 * in every copy of the generator, so they compile as before. Which copies
 * there are: BBG_COMPACT_MOVEGEN, at the end. */
#ifndef BBGEOM_MOVEGEN_PHASES_H
#define BBGEOM_MOVEGEN_PHASES_H

#include "bbgeom/checks.h"
#include "bbgeom/lines.h"
#include "bbgeom/move.h"
#include "bbgeom/movegen.h"
#include "bbgeom/pairs.h"
#include "bbgeom/shift.h"
#include "board_internal.h"

/* Counting moves by population counts. Where bbg_popcount is the SWAR
 * count (x86 without POPCNT), its first three steps give each byte's count
 * (at most 8); a node adds up its sets' byte counts (a node's sets are far
 * fewer than 31, so no byte passes 255) and sums the bytes once, in 16-bit
 * lanes, instead of multiplying for every set. Elsewhere it is the
 * instruction, once per set. */
#if BBG_POPCOUNT_SWAR_
typedef uint64_t bbg_tally_;
static inline bbg_tally_ bbg_tally_add_(bbg_tally_ t, uint64_t bb)
{
    bb -= (bb >> 1) & UINT64_C(0x5555555555555555);
    bb = (bb & UINT64_C(0x3333333333333333)) + ((bb >> 2) & UINT64_C(0x3333333333333333));
    return t + ((bb + (bb >> 4)) & UINT64_C(0x0F0F0F0F0F0F0F0F));
}
static inline int bbg_tally_total_(bbg_tally_ t)
{
    t = (t & UINT64_C(0x00FF00FF00FF00FF)) + ((t >> 8) & UINT64_C(0x00FF00FF00FF00FF));
    return (int)((t * UINT64_C(0x0001000100010001)) >> 48);
}
#else
typedef int bbg_tally_;
static inline bbg_tally_ bbg_tally_add_(bbg_tally_ t, uint64_t bb) { return t + bbg_popcount(bb); }
static inline int bbg_tally_total_(bbg_tally_ t) { return t; }
#endif

/* One node: what the phases share, and where its moves go. A set that
 * only one phase needs (our pawns, our sliders) is read from the position
 * in that phase: computed up front, it stays live through the piece loops
 * and takes a register there (perft was 2 to 7% slower with -march=native
 * on Zen 3 when the node kept them). */
struct bbg_gen_ {
    bbg_move *moves;    /* NULL when counting */
    int n;              /* moves listed, or counted one by one */
    bbg_move *quiet;    /* the split's next quiet move (BBG_GEN_SPLIT_), else unused */
    bbg_tally_ counted; /* moves counted by population counts */
    int ksq;            /* our king */
    uint64_t own, enemy, occ;
    uint64_t their_diag, their_orth;
};

/* The stage of bbg_generate_legal_split, besides enum bbg_gen's: every
 * legal move, as BBG_GEN_ALL, with the noisy ones listed in moves and the
 * quiet ones in quiet, each list in its stage's order. */
enum { BBG_GEN_SPLIT_ = BBG_GEN_ALL + 1 };

/* Every square if cond, else none: a set chosen without a branch. */
static inline uint64_t bbg_all_if_(bool cond) { return (uint64_t)0 - (uint64_t)cond; }

static inline bbg_move bbg_move_of_(int from, int to, int kind_bits)
{
    return (bbg_move)(from | to << 6 | kind_bits << 12);
}

/* Where a king, knight, bishop, rook or queen move of the stage may land:
 * on an enemy piece (noisy), on an empty square (quiet), on either. */
static BBG_ALWAYS_INLINE_ uint64_t bbg_gen_stage_mask_(const struct bbg_gen_ *g, const int stage)
{
    return stage == BBG_GEN_NOISY ? g->enemy : stage == BBG_GEN_QUIET ? ~g->occ : ~g->own;
}

/* ---- Adding moves ------------------------------------------------------- */

/* One move, listed or counted; a quiet one (quiet: a constant) of the
 * split goes to its quiet list. (The counting copy passes moves NULL and
 * never stores: cppcheck follows the NULL but not count_only.) */
static BBG_ALWAYS_INLINE_ void bbg_gen_add_(struct bbg_gen_ *g, bbg_move move, const bool count_only, const bool quiet)
{
    if (count_only)
        g->n++;
    else if (quiet)
        *g->quiet++ = move;
    else
        g->moves[g->n++] = move; // cppcheck-suppress nullPointer
}

/* One move from from to each square of targets, into moves. */
static BBG_ALWAYS_INLINE_ void bbg_gen_add_to_(struct bbg_gen_ *g, int from, uint64_t targets, const bool count_only)
{
    if (count_only) {
        g->counted = bbg_tally_add_(g->counted, targets);
        return;
    }
    while (targets)
        g->moves[g->n++] = bbg_move_of_(from, bbg_pop_lsb_(&targets), 0); // cppcheck-suppress nullPointer
}

/* One move from from to each square of targets; the split lists those to
 * an enemy piece in moves and the others in quiet. */
static BBG_ALWAYS_INLINE_ void bbg_gen_add_from_(struct bbg_gen_ *g, int from, uint64_t targets, const bool count_only,
                                                 const int stage)
{
    if (stage != BBG_GEN_SPLIT_) {
        bbg_gen_add_to_(g, from, targets, count_only);
        return;
    }
    for (uint64_t b = targets & ~g->enemy; b;)
        *g->quiet++ = bbg_move_of_(from, bbg_pop_lsb_(&b), 0);
    bbg_gen_add_to_(g, from, targets & g->enemy, false);
}

/* One pawn move to each square of targets, from to - delta; into quiet
 * when quiet (a constant: the split's quiet pushes). */
static BBG_ALWAYS_INLINE_ void bbg_gen_add_pawns_(struct bbg_gen_ *g, uint64_t targets, int delta, const bool quiet)
{
    while (targets) {
        int to = bbg_pop_lsb_(&targets);
        if (quiet)
            *g->quiet++ = bbg_move_of_(to - delta, to, 0);
        else
            g->moves[g->n++] = bbg_move_of_(to - delta, to, 0);
    }
}

/* Four promotions to each square of targets, from to - delta, queen first. */
static BBG_ALWAYS_INLINE_ void bbg_gen_add_promotions_(struct bbg_gen_ *g, uint64_t targets, int delta)
{
    while (targets) {
        int to = bbg_pop_lsb_(&targets);
        for (int extra = 3; extra >= 0; extra--)
            g->moves[g->n++] = bbg_move_of_(to - delta, to, BBG_MOVE_PROMOTION << 2 | extra);
    }
}

/* ---- The phases, in the order a node runs them -------------------------- */

static BBG_ALWAYS_INLINE_ struct bbg_gen_ bbg_gen_start_(const struct bbg_position *pos, bbg_move *moves, const int us)
{
    const uint64_t queens = pos->board.by_kind[BBG_PIECE_QUEEN];
    struct bbg_gen_ g;
    g.moves = moves;
    g.n = 0;
    g.quiet = NULL;
    g.counted = 0;
    g.ksq = bbg_king_square(pos, (enum bbg_side)us);
    g.own = pos->board.by_side[us];
    g.enemy = pos->board.by_side[us ^ 1];
    g.occ = g.own | g.enemy;
    g.their_diag = g.enemy & (pos->board.by_kind[BBG_PIECE_BISHOP] | queens);
    g.their_orth = g.enemy & (pos->board.by_kind[BBG_PIECE_ROOK] | queens);
    return g;
}

/* Castling candidates: each rook that keeps its right, on our back rank
 * (the rights imply king and rook at home: FEN validation and make-move
 * keep it so), with the squares king and rook pass or land on empty but
 * for the two of them. A side has at most two such rooks, one each side
 * of its king: both are tested without branches (the lowest and highest
 * may be one rook), as the start of a game, where rights stand but the
 * paths are blocked, is what most nodes look like. */
static BBG_ALWAYS_INLINE_ uint64_t bbg_gen_castling_paths_(const struct bbg_position *pos, const struct bbg_gen_ *g,
                                                           const int us)
{
    const uint64_t rooks = pos->castling_rooks & bbg_rank_bb(us == BBG_WHITE ? 0 : 7);
    if (!rooks)
        return 0;
    const int low = bbg_lsb(rooks), high = bbg_msb(rooks);
    return ((UINT64_C(1) << low) & bbg_all_if_(!(g->occ & bbg_castling_empty_bb(g->ksq, low))))
         | ((UINT64_C(1) << high) & bbg_all_if_(!(g->occ & bbg_castling_empty_bb(g->ksq, high))));
}

/* Every square the enemy attacks, seen through our king. */
static BBG_ALWAYS_INLINE_ uint64_t bbg_gen_danger_(const struct bbg_position *pos, const struct bbg_gen_ *g,
                                                   uint64_t occ_no_king, const int us)
{
    const int them = us ^ 1;
    uint64_t danger = bbg_pawn_set_attacks_bb((enum bbg_side)them, g->enemy & pos->board.by_kind[BBG_PIECE_PAWN])
                    | bbg_king_attacks_bb(bbg_king_square(pos, (enum bbg_side)them));
    for (uint64_t b = g->enemy & pos->board.by_kind[BBG_PIECE_KNIGHT]; b;)
        danger |= bbg_knight_attacks_bb(bbg_pop_lsb_(&b));
    for (uint64_t b = g->their_diag; b;)
        danger |= bbg_bishop_attacks_bb(bbg_pop_lsb_(&b), occ_no_king);
    for (uint64_t b = g->their_orth; b;)
        danger |= bbg_rook_attacks_bb(bbg_pop_lsb_(&b), occ_no_king);
    return danger;
}

/* King moves go where the enemy does not attack, seen through our king
 * (so that it cannot step back along a checking slider's line). All the
 * squares the enemy attacks are needed for castling and for a king with
 * several squares to go to; a king hemmed in by its own pieces (often so
 * in the middle game) needs one test, or none. Pseudo-legal king moves go
 * to every square of the stage. Returns the attacked squares when it
 * computed them (castling needs them), else 0. */
static BBG_ALWAYS_INLINE_ uint64_t bbg_gen_king_(const struct bbg_position *pos, struct bbg_gen_ *g, uint64_t castlings,
                                                 const bool count_only, const int us, const int stage,
                                                 const bool pseudo)
{
    const uint64_t occ_no_king = g->occ ^ (UINT64_C(1) << g->ksq);
    uint64_t targets = bbg_king_attacks_bb(g->ksq) & bbg_gen_stage_mask_(g, stage), danger = 0;
    if (pseudo) {
        if (castlings)
            danger = bbg_gen_danger_(pos, g, occ_no_king, us);
    } else if (castlings || bbg_more_than_one(targets)) {
        danger = bbg_gen_danger_(pos, g, occ_no_king, us);
        targets &= ~danger;
    } else if (targets && bbg_attackers_of_(pos, bbg_lsb(targets), us ^ 1, occ_no_king)) {
        targets = 0;
    }
    bbg_gen_add_from_(g, g->ksq, targets, count_only, stage);
    return danger;
}

/* Whether an enemy slider stands on a line through our king (on the
 * empty board): when none does, none gives check or pins a piece, and the
 * looks out of the king can be left out. */
static BBG_ALWAYS_INLINE_ bool bbg_gen_king_lined_(const struct bbg_gen_ *g)
{
    return (g->their_diag & (bbg_line_bb(BBG_DIAG, g->ksq) | bbg_line_bb(BBG_ANTI, g->ksq)))
         | (g->their_orth & (bbg_line_bb(BBG_RANK, g->ksq) | bbg_line_bb(BBG_FILE, g->ksq)));
}

/* The pieces that give check: bbg_attackers_of_ without its king term
 * (kings never give check: 3 to 5% faster), and without its sliders when
 * lined is false (bbg_gen_king_lined_). Its two looks out of the king
 * are also bbg_pinned_bb's first (the compiler computes them once). */
static BBG_ALWAYS_INLINE_ uint64_t bbg_gen_checkers_(const struct bbg_position *pos, const struct bbg_gen_ *g,
                                                     bool lined, const int us)
{
    return (lined ? (bbg_bishop_attacks_bb(g->ksq, g->occ) & g->their_diag)
                        | (bbg_rook_attacks_bb(g->ksq, g->occ) & g->their_orth)
                  : 0)
         | (bbg_knight_attacks_bb(g->ksq) & g->enemy & pos->board.by_kind[BBG_PIECE_KNIGHT])
         | (bbg_pawn_attacks_bb((enum bbg_side)us, g->ksq) & g->enemy & pos->board.by_kind[BBG_PIECE_PAWN]);
}

/* Castling with the rook of a castling path (bbg_gen_castling_paths_)
 * is legal when the king's squares are not attacked (danger: every square
 * the enemy attacks)... */
static BBG_ALWAYS_INLINE_ bool bbg_gen_castling_safe_(const struct bbg_gen_ *g, int rook, uint64_t danger)
{
    if (danger & bbg_castling_king_bb(g->ksq, rook))
        return false;
    /* ... and, in Chess960, a rook on b1 (b8) castling long does not hide
     * an enemy rook or queen on a1 (a8) from c1 (c8), where the king goes:
     * danger, computed with that rook in place, cannot show it. No other
     * castling rook stands between the king's target and an enemy on the
     * rank. */
    return !((rook & 7) == 1 && rook < g->ksq
             && (bbg_rook_attacks_bb(rook + 1, g->occ ^ UINT64_C(1) << rook) & g->their_orth));
}

/* Castling, out of check. Done before the pieces, as en passant, so that
 * what they need is not kept alive across the piece loops. */
static BBG_ALWAYS_INLINE_ void bbg_gen_castling_(struct bbg_gen_ *g, uint64_t castlings, uint64_t danger,
                                                 const bool count_only, const int stage)
{
    const bool quiet = stage == BBG_GEN_SPLIT_;
    for (uint64_t b = castlings; b;) {
        const int rook = bbg_pop_lsb_(&b);
        if (bbg_gen_castling_safe_(g, rook, danger))
            bbg_gen_add_(g, bbg_move_of_(g->ksq, rook, BBG_MOVE_CASTLING << 2), count_only, quiet);
    }
}

/* En passant: take both pawns off, put ours on the target square and look
 * again from the king; a non-slider checker must be the pawn taken.
 * Pseudo-legal: in check, the capture must take the checker or block. */
static BBG_ALWAYS_INLINE_ void bbg_gen_en_passant_(const struct bbg_position *pos, struct bbg_gen_ *g,
                                                   uint64_t checkers, const bool count_only, const int us,
                                                   const bool pseudo)
{
    const int ep = pos->ep, captured = ep - (us == BBG_WHITE ? 8 : -8);
    const uint64_t captured_bb = UINT64_C(1) << captured;
    for (uint64_t b = bbg_pawn_attacks_bb((enum bbg_side)(us ^ 1), ep) & g->own & pos->board.by_kind[BBG_PIECE_PAWN];
         b;) {
        const int from = bbg_pop_lsb_(&b);
        const uint64_t after = g->occ ^ (UINT64_C(1) << from) ^ captured_bb ^ (UINT64_C(1) << ep);
        if (pseudo) {
            if (checkers && !(checkers & captured_bb) && !((bbg_between_bb(g->ksq, bbg_lsb(checkers)) >> ep) & 1))
                continue;
        } else if ((bbg_bishop_attacks_bb(g->ksq, after) & g->their_diag)
                   || (bbg_rook_attacks_bb(g->ksq, after) & g->their_orth)
                   || (checkers & ~(g->their_diag | g->their_orth) & ~captured_bb))
            continue;
        bbg_gen_add_(g, bbg_move_of_(from, ep, BBG_MOVE_EN_PASSANT << 2), count_only, false);
    }
}

/* Where a move of any piece but the king must land: anywhere not ours,
 * or, in check, on the checker or between it and the king. */
static BBG_ALWAYS_INLINE_ uint64_t bbg_gen_evasion_mask_(const struct bbg_gen_ *g, uint64_t checkers)
{
    uint64_t target = ~g->own;
    if (checkers)
        target = checkers | bbg_between_bb(g->ksq, bbg_lsb(checkers));
    return target;
}

/* The attacks of a knight, bishop or rook: kind is a constant in every
 * caller, so each loop below keeps one straight-line lookup. */
static BBG_ALWAYS_INLINE_ uint64_t bbg_gen_attacks_(const int kind, int from, uint64_t occ)
{
    return kind == BBG_PIECE_KNIGHT ? bbg_knight_attacks_bb(from)
         : kind == BBG_PIECE_BISHOP ? bbg_bishop_attacks_bb(from, occ)
                                    : bbg_rook_attacks_bb(from, occ);
}

/* The moves of the piece on from to targets & mask (the squares of the
 * stage listed: every square in the generator's copies), listed or
 * counted; with keep (NULL in the generator's copies: a constant), all of
 * targets are also kept there for the next stages (bbg_stages_generate). */
static BBG_ALWAYS_INLINE_ void bbg_gen_piece_(struct bbg_gen_ *g, struct bbg_stages *keep, int from, uint64_t targets,
                                              uint64_t mask, const bool count_only, const int stage)
{
    if (keep) {
        BBG_ASSERT(keep->pieces_ < sizeof keep->targets_ / sizeof keep->targets_[0]);
        keep->from_[keep->pieces_] = (bbg_move)from;
        keep->targets_[keep->pieces_++] = targets;
    }
    bbg_gen_add_from_(g, from, targets & mask, count_only, stage);
}

/* Knights, bishops or rooks (with the queens, as bishops and as rooks)
 * that no pin holds: one loop, written once, for each kind. */
static BBG_ALWAYS_INLINE_ void bbg_gen_pieces_(struct bbg_gen_ *g, struct bbg_stages *keep, uint64_t pieces,
                                               const int kind, uint64_t target, uint64_t mask, const bool count_only,
                                               const int stage)
{
    for (uint64_t b = pieces; b;) {
        const int from = bbg_pop_lsb_(&b);
        bbg_gen_piece_(g, keep, from, bbg_gen_attacks_(kind, from, g->occ) & target, mask, count_only, stage);
    }
}

/* Pinned sliders, rare, move only along their pin. */
static BBG_ALWAYS_INLINE_ void bbg_gen_pinned_sliders_(const struct bbg_position *pos, struct bbg_gen_ *g,
                                                       struct bbg_stages *keep, uint64_t pinned, uint64_t target,
                                                       uint64_t mask, const bool count_only, const int stage)
{
    const uint64_t queens = pos->board.by_kind[BBG_PIECE_QUEEN];
    const uint64_t diag = pos->board.by_kind[BBG_PIECE_BISHOP] | queens,
                   orth = pos->board.by_kind[BBG_PIECE_ROOK] | queens;
    for (uint64_t b = g->own & (diag | orth) & pinned; b;) {
        const int from = bbg_pop_lsb_(&b);
        uint64_t to = 0;
        if ((diag >> from) & 1)
            to |= bbg_bishop_attacks_bb(from, g->occ);
        if ((orth >> from) & 1)
            to |= bbg_rook_attacks_bb(from, g->occ);
        bbg_gen_piece_(g, keep, from, to & target & bbg_line_through_bb(g->ksq, from), mask, count_only, stage);
    }
}

/* Every piece but the pawns and the king, in the order of the lists:
 * knights, bishops and queens as bishops, rooks and queens as rooks, then
 * the pinned sliders; each to target & mask (bbg_gen_piece_). */
static BBG_ALWAYS_INLINE_ void bbg_gen_all_pieces_(const struct bbg_position *pos, struct bbg_gen_ *g,
                                                   struct bbg_stages *keep, uint64_t pinned, uint64_t target,
                                                   uint64_t mask, const bool count_only, const int stage)
{
    const uint64_t *kind = pos->board.by_kind;
    bbg_gen_pieces_(g, keep, g->own & kind[BBG_PIECE_KNIGHT] & ~pinned, BBG_PIECE_KNIGHT, target, mask, count_only,
                    stage);
    bbg_gen_pieces_(g, keep, g->own & (kind[BBG_PIECE_BISHOP] | kind[BBG_PIECE_QUEEN]) & ~pinned, BBG_PIECE_BISHOP,
                    target, mask, count_only, stage);
    bbg_gen_pieces_(g, keep, g->own & (kind[BBG_PIECE_ROOK] | kind[BBG_PIECE_QUEEN]) & ~pinned, BBG_PIECE_ROOK, target,
                    mask, count_only, stage);
    bbg_gen_pinned_sliders_(pos, g, keep, pinned, target, mask, count_only, stage);
}

/* Pawns, set-wise. A pinned pawn can push only when pinned along its file
 * (then it is on the king's file), and capture only along a diagonal pin:
 * those few are bbg_gen_pinned_pawns_'s. Noisy: captures and promotions
 * (every piece); quiet: the other pushes. */
static BBG_ALWAYS_INLINE_ void bbg_gen_pawns_(const struct bbg_position *pos, struct bbg_gen_ *g, uint64_t pinned,
                                              uint64_t target, const bool count_only, const int us, const int stage)
{
    const bool quiet = stage != BBG_GEN_NOISY, noisy = stage != BBG_GEN_QUIET;
    const bool white = us == BBG_WHITE;
    const enum bbg_dir up = white ? BBG_NORTH : BBG_SOUTH;
    const int d_up = white ? 8 : -8, d_east = white ? 9 : -7, d_west = white ? 7 : -9;
    const uint64_t last_rank = bbg_rank_bb(white ? 7 : 0), third_rank = bbg_rank_bb(white ? 2 : 5);

    const uint64_t pushers =
        (g->own & pos->board.by_kind[BBG_PIECE_PAWN]) & (~pinned | bbg_file_bb(bbg_file_of(g->ksq)));
    const uint64_t one = bbg_shift_bb(pushers, up) & ~g->occ;
    const uint64_t two = quiet ? bbg_shift_bb(one & third_rank, up) & ~g->occ & target : 0;
    const uint64_t push = quiet ? one & target & ~last_rank : 0, push_promo = noisy ? one & target & last_rank : 0;
    const uint64_t free_pawns = noisy ? (g->own & pos->board.by_kind[BBG_PIECE_PAWN]) & ~pinned : 0;
    const uint64_t east = bbg_shift_bb(free_pawns, white ? BBG_NORTH_EAST : BBG_SOUTH_EAST) & g->enemy & target;
    const uint64_t west = bbg_shift_bb(free_pawns, white ? BBG_NORTH_WEST : BBG_SOUTH_WEST) & g->enemy & target;
    if (count_only) {
        /* A square one push reaches on the fourth rank has a pawn on the
         * third, which stops any double push to it: push and two are
         * disjoint. Promotions are rare: counted only when there are some. */
        g->counted = bbg_tally_add_(bbg_tally_add_(bbg_tally_add_(g->counted, push | two), east & ~last_rank),
                                    west & ~last_rank);
        if ((push_promo | east | west) & last_rank)
            g->n += 4 * (bbg_popcount(push_promo) + bbg_popcount(east & last_rank) + bbg_popcount(west & last_rank));
        return;
    }
    const bool split = stage == BBG_GEN_SPLIT_;
    bbg_gen_add_pawns_(g, push, d_up, split);
    bbg_gen_add_pawns_(g, two, 2 * d_up, split);
    bbg_gen_add_pawns_(g, east & ~last_rank, d_east, false);
    bbg_gen_add_pawns_(g, west & ~last_rank, d_west, false);
    bbg_gen_add_promotions_(g, push_promo, d_up);
    bbg_gen_add_promotions_(g, east & last_rank, d_east);
    bbg_gen_add_promotions_(g, west & last_rank, d_west);
}

/* Pawns pinned on a diagonal may capture their pinner (and nothing else). */
static BBG_ALWAYS_INLINE_ void bbg_gen_pinned_pawns_(const struct bbg_position *pos, struct bbg_gen_ *g,
                                                     uint64_t pinned, uint64_t target, const bool count_only,
                                                     const int us)
{
    const uint64_t last_rank = bbg_rank_bb(us == BBG_WHITE ? 7 : 0);
    const uint64_t king_lines = bbg_file_bb(bbg_file_of(g->ksq)) | bbg_rank_bb(bbg_rank_of(g->ksq));
    for (uint64_t b = g->own & pos->board.by_kind[BBG_PIECE_PAWN] & pinned & ~king_lines; b;) {
        const int from = bbg_pop_lsb_(&b);
        uint64_t to =
            bbg_pawn_attacks_bb((enum bbg_side)us, from) & g->enemy & target & bbg_line_through_bb(g->ksq, from);
        if (count_only) {
            g->n += (to & last_rank) ? 4 * bbg_popcount(to) : bbg_popcount(to);
            continue;
        }
        while (to) {
            const int t = bbg_pop_lsb_(&to);
            if ((last_rank >> t) & 1)
                bbg_gen_add_promotions_(g, UINT64_C(1) << t, t - from);
            else
                g->moves[g->n++] = bbg_move_of_(from, t, 0);
        }
    }
}

static inline int bbg_gen_total_(const struct bbg_gen_ *g) { return g->n + bbg_tally_total_(g->counted); }

/* ---- The node ------------------------------------------------------------ */

/* The moves of stage stage (enum bbg_gen, or BBG_GEN_SPLIT_), legal or,
 * with pseudo, pseudo-legal, of side us, the side to move of pos, into g
 * (or, with count_only, just their number); returns the number in
 * g->moves, or counted. */
static BBG_ALWAYS_INLINE_ int bbg_generate_node_(const struct bbg_position *pos, struct bbg_gen_ *g,
                                                 const bool count_only, const int us, const int stage,
                                                 const bool pseudo)
{
    if (stage == BBG_GEN_EVASIONS && !bbg_gen_checkers_(pos, g, true, us))
        return 0;
    /* The stages, which set a node up once each, test first whether the
     * looks out of the king for checks and pins are needed; the full list
     * and the count (what perft races) are left as they were. */
    const bool lined = (stage != BBG_GEN_NOISY && stage != BBG_GEN_QUIET) || bbg_gen_king_lined_(g);
    const bool quiet = stage != BBG_GEN_NOISY, noisy = stage != BBG_GEN_QUIET;
    const uint64_t castlings = quiet && stage != BBG_GEN_EVASIONS ? bbg_gen_castling_paths_(pos, g, us) : 0;
    const uint64_t danger = bbg_gen_king_(pos, g, castlings, count_only, us, stage, pseudo);
    const uint64_t checkers = bbg_gen_checkers_(pos, g, lined, us);
    if (bbg_more_than_one(checkers))
        return bbg_gen_total_(g);
    if (!checkers && castlings)
        bbg_gen_castling_(g, castlings, danger, count_only, stage);
    if (noisy && pos->ep != BBG_NO_EP)
        bbg_gen_en_passant_(pos, g, checkers, count_only, us, pseudo);

    const uint64_t target = bbg_gen_evasion_mask_(g, checkers);
    const uint64_t piece_target =
        stage == BBG_GEN_NOISY || stage == BBG_GEN_QUIET ? target & bbg_gen_stage_mask_(g, stage) : target;
    const uint64_t pinned = pseudo || !lined ? 0 : bbg_pinned_bb(g->ksq, g->occ, g->own, g->their_diag, g->their_orth);
    bbg_gen_all_pieces_(pos, g, NULL, pinned, piece_target, ~UINT64_C(0), count_only, stage);
    bbg_gen_pawns_(pos, g, pinned, target, count_only, us, stage);
    if (noisy)
        bbg_gen_pinned_pawns_(pos, g, pinned, target, count_only, us);

    const int n = bbg_gen_total_(g);
    BBG_ASSERT(n <= BBG_MAX_MOVES);
    return n;
}

/* The moves of stage stage (enum bbg_gen) into moves (or, with count_only,
 * just their number; moves is then NULL): bbg_generate_node_. */
static BBG_ALWAYS_INLINE_ int bbg_generate_(const struct bbg_position *pos, bbg_move *moves, const bool count_only,
                                            const int us, const int stage, const bool pseudo)
{
    struct bbg_gen_ g = bbg_gen_start_(pos, moves, us);
    return bbg_generate_node_(pos, &g, count_only, us, stage, pseudo);
}

/* ---- The copies the entry points compile ---------------------------------- */

/* BBG_COMPACT_MOVEGEN says how many copies of the generator the library's
 * entry points compile. 0 (the Meson build): one for each side, stage,
 * legality and for counting, 18 of bbg_generate_ in movegen.c and four in
 * perft.c, eight of struct bbg_stages' walk and two of the split
 * (movegen.c), each a straight body: the fastest, and most of the
 * library's compile time. 1 (bbgeom.c, the amalgamation, where every
 * source is one translation unit): the count of each side, which perft
 * runs for every parent of a leaf, is one copy that bbg_count_moves and
 * bbg_perft share; every list and stage, of either side, legal or
 * pseudo-legal, is one more copy, with the side, stage and legality read
 * at run time, struct bbg_stages' stages one more and the split one more
 * (movegen.c). bbgeom.c then compiles in less than half
 * the time; perft runs about 1% more instructions, a list or stage 6 to
 * 21% more time (docs/using.md). */
#ifndef BBG_COMPACT_MOVEGEN
#define BBG_COMPACT_MOVEGEN 0
#endif
#if BBG_COMPACT_MOVEGEN != 0 && BBG_COMPACT_MOVEGEN != 1
#error "BBG_COMPACT_MOVEGEN must be 0 (a copy of the move generator for each use) or 1 (the compact form)"
#endif

/* What the entry points call: bbg_generate_ (a copy at each call) or, in
 * the compact form, one of the three shared copies. Counting is always of
 * the full legal list. A macro, so that the Meson build compiles the very
 * calls it compiled before the compact form existed: a forced-inline
 * wrapper would be the same code but for the order of a sum's operands. */
#if BBG_COMPACT_MOVEGEN
static BBG_NOINLINE_ int bbg_gen_count_white_(const struct bbg_position *pos)
{
    return bbg_generate_(pos, NULL, true, BBG_WHITE, BBG_GEN_ALL, false);
}
static BBG_NOINLINE_ int bbg_gen_count_black_(const struct bbg_position *pos)
{
    return bbg_generate_(pos, NULL, true, BBG_BLACK, BBG_GEN_ALL, false);
}
static BBG_NOINLINE_ int bbg_gen_any_(const struct bbg_position *pos, bbg_move *moves, int stage, bool pseudo)
{
    return bbg_generate_(pos, moves, false, pos->side, stage, pseudo);
}
#define BBG_GENERATE_(pos, moves, count_only, us, stage, pseudo)                                \
    ((count_only) ? ((us) == BBG_WHITE ? bbg_gen_count_white_(pos) : bbg_gen_count_black_(pos)) \
                  : bbg_gen_any_((pos), (moves), (stage), (pseudo)))
#else
#define BBG_GENERATE_(pos, moves, count_only, us, stage, pseudo) \
    bbg_generate_((pos), (moves), (count_only), (us), (stage), (pseudo))
#endif

#endif
