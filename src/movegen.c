/* Legal move generation, check detection and perft, on the geometry layer.
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
 *   - castling (standard and Chess960) needs no check, the squares the king
 *     and rook pass or land on empty but for the two of them, the king's
 *     squares unattacked, and no check once the rook has left its square.
 * One generator serves listing and counting: count_only is a compile-time
 * constant in each caller, so the counting copy only adds population counts;
 * so is the side to move. */
#include <string.h>

#include "bbgeom/checks.h"
#include "bbgeom/lines.h"
#include "bbgeom/pairs.h"
#include "bbgeom/shift.h"
#include "bbgeom/tables.h"
#include "position_internal.h"

/* The coverage build defines BBG_NO_FORCED_INLINE: gcov counts each branch
 * once per inlined copy, and a copy specialised for one side never takes
 * the other side's branches. */
#if (defined(__GNUC__) || defined(__clang__)) && !defined(BBG_NO_FORCED_INLINE)
#define BBG_ALWAYS_INLINE_ inline __attribute__((always_inline))
#else
#define BBG_ALWAYS_INLINE_ inline
#endif

static inline int pop_lsb(uint64_t *bb)
{
    int sq = bbg_lsb(*bb);
    *bb &= *bb - 1;
    return sq;
}

static inline int popcount(uint64_t bb) { return bbg_popcount(bb); }

/* Counting moves by population counts. Where bbg_popcount is the SWAR
 * count (x86 without POPCNT), its first three steps give each byte's count
 * (at most 8); a node adds up its sets' byte counts (a node's sets are far
 * fewer than 31, so no byte passes 255) and sums the bytes once, in 16-bit
 * lanes, instead of multiplying for every set. Elsewhere it is the
 * instruction, once per set. */
#if BBG_POPCOUNT_SWAR_
typedef uint64_t tally;
static inline tally tally_add(tally t, uint64_t bb)
{
    bb -= (bb >> 1) & UINT64_C(0x5555555555555555);
    bb = (bb & UINT64_C(0x3333333333333333)) + ((bb >> 2) & UINT64_C(0x3333333333333333));
    return t + ((bb + (bb >> 4)) & UINT64_C(0x0F0F0F0F0F0F0F0F));
}
static inline int tally_total(tally t)
{
    t = (t & UINT64_C(0x00FF00FF00FF00FF)) + ((t >> 8) & UINT64_C(0x00FF00FF00FF00FF));
    return (int)((t * UINT64_C(0x0001000100010001)) >> 48);
}
#else
typedef int tally;
static inline tally tally_add(tally t, uint64_t bb) { return t + bbg_popcount(bb); }
static inline int tally_total(tally t) { return t; }
#endif

static inline bbg_move move_of(int from, int to, int kind_bits)
{
    return (bbg_move)(from | to << 6 | kind_bits << 12);
}

/* Appends one move per square of targets, all from one square. (The
 * counting copy of generate() passes moves NULL and never calls the
 * emit_ functions: cppcheck follows the NULL but not count_only.) */
static inline int emit_from(bbg_move *moves, int n, int from, uint64_t targets)
{
    while (targets)
        moves[n++] = move_of(from, pop_lsb(&targets), 0); // cppcheck-suppress nullPointer
    return n;
}

/* Appends one move per square of targets, each from to - delta. */
static inline int emit_pawns(bbg_move *moves, int n, uint64_t targets, int delta, int kind_bits)
{
    while (targets) {
        int to = pop_lsb(&targets);
        moves[n++] = move_of(to - delta, to, kind_bits);
    }
    return n;
}

/* Four promotions per target square, queen first. */
static inline int emit_promotions(bbg_move *moves, int n, uint64_t targets, int delta)
{
    while (targets) {
        int to = pop_lsb(&targets);
        for (int extra = 3; extra >= 0; extra--)
            moves[n++] = move_of(to - delta, to, BBG_MOVE_PROMOTION << 2 | extra);
    }
    return n;
}

/* The pieces of side by attacking sq, with occupancy occ. */
static BBG_ALWAYS_INLINE_ uint64_t attackers(const struct bbg_position *pos, int sq, int by, uint64_t occ)
{
    const uint64_t queens = pos->by_kind[BBG_PIECE_QUEEN];
    /* A pawn of by attacks sq exactly when a pawn of the other side on sq
     * would attack the pawn's square. */
    return pos->by_side[by]
         & ((bbg_pawn_attacks_bb((enum bbg_side)(by ^ 1), sq) & pos->by_kind[BBG_PIECE_PAWN])
            | (bbg_knight_attacks_bb(sq) & pos->by_kind[BBG_PIECE_KNIGHT])
            | (bbg_king_attacks_bb(sq) & pos->by_kind[BBG_PIECE_KING])
            | (bbg_bishop_attacks_bb(sq, occ) & (pos->by_kind[BBG_PIECE_BISHOP] | queens))
            | (bbg_rook_attacks_bb(sq, occ) & (pos->by_kind[BBG_PIECE_ROOK] | queens)));
}

uint64_t bbg_attackers_bb(const struct bbg_position *pos, int sq, enum bbg_side by, uint64_t occ)
{
    assert(bbg_is_square(sq) && bbg_is_side((int)by));
    return attackers(pos, sq, (int)by, occ);
}

static BBG_ALWAYS_INLINE_ int generate_side(const struct bbg_position *pos, bbg_move *moves, const bool count_only,
                                            const int us)
{
    const int them = us ^ 1;
    const uint64_t own = pos->by_side[us], enemy = pos->by_side[them];
    const uint64_t occ = own | enemy;
    const int ksq = bbg_king_square(pos, (enum bbg_side)us);
    const uint64_t queens = pos->by_kind[BBG_PIECE_QUEEN];
    const uint64_t diag = pos->by_kind[BBG_PIECE_BISHOP] | queens;
    const uint64_t orth = pos->by_kind[BBG_PIECE_ROOK] | queens;
    const uint64_t their_diag = enemy & diag, their_orth = enemy & orth;
    int n = 0;
    tally counted = 0; /* moves counted by population counts */

    /* Castling candidates: each rook that keeps its right, on our back rank
     * (the rights imply king and rook at home: FEN validation and make-move
     * keep it so), with the squares king and rook pass or land on empty
     * but for the two of them. A side has at most two such rooks, one
     * each side of its king: both are tested without branches (the lowest
     * and highest may be one rook), as the start of a game, where rights
     * stand but the paths are blocked, is what most nodes look like. */
    uint64_t castlings = 0;
    const uint64_t castling_rooks = pos->castling_rooks & bbg_rank_bb(us == BBG_WHITE ? 0 : 7);
    if (castling_rooks) {
        const int low = bbg_lsb(castling_rooks), high = bbg_msb(castling_rooks);
        castlings = ((UINT64_C(1) << low) & -(uint64_t)!(occ & bbg_castling_empty_bb(ksq, low)))
                  | ((UINT64_C(1) << high) & -(uint64_t)!(occ & bbg_castling_empty_bb(ksq, high)));
    }

    /* King moves go where the enemy does not attack, seen through our king
     * (so that it cannot step back along a checking slider's line). All
     * the squares the enemy attacks are needed for castling and for a king
     * with several squares to go to; a king hemmed in by its own pieces
     * (often so in the middle game) needs one test, or none. */
    const uint64_t occ_no_king = occ ^ (UINT64_C(1) << ksq);
    uint64_t king_targets = bbg_king_attacks_bb(ksq) & ~own, danger = 0;
    if (castlings || bbg_more_than_one(king_targets)) {
        danger = bbg_pawn_set_attacks_bb((enum bbg_side)them, enemy & pos->by_kind[BBG_PIECE_PAWN])
               | bbg_king_attacks_bb(bbg_king_square(pos, (enum bbg_side)them));
        for (uint64_t b = enemy & pos->by_kind[BBG_PIECE_KNIGHT]; b;)
            danger |= bbg_knight_attacks_bb(pop_lsb(&b));
        for (uint64_t b = their_diag; b;)
            danger |= bbg_bishop_attacks_bb(pop_lsb(&b), occ_no_king);
        for (uint64_t b = their_orth; b;)
            danger |= bbg_rook_attacks_bb(pop_lsb(&b), occ_no_king);
        king_targets &= ~danger;
    } else if (king_targets && attackers(pos, bbg_lsb(king_targets), them, occ_no_king)) {
        king_targets = 0;
    }
    if (count_only)
        counted = tally_add(counted, king_targets);
    else
        n = emit_from(moves, n, ksq, king_targets);

    /* attackers() without its king term (kings never give check: 3 to 5%
     * faster than calling it). The two looks out of the king are also
     * bbg_pinned_bb's first (the compiler computes them once). */
    const uint64_t checkers = (bbg_bishop_attacks_bb(ksq, occ) & their_diag)
                            | (bbg_rook_attacks_bb(ksq, occ) & their_orth)
                            | (bbg_knight_attacks_bb(ksq) & enemy & pos->by_kind[BBG_PIECE_KNIGHT])
                            | (bbg_pawn_attacks_bb((enum bbg_side)us, ksq) & enemy & pos->by_kind[BBG_PIECE_PAWN]);
    if (checkers & (checkers - 1))
        return n + tally_total(counted);

    /* Castling: not in check, the king's squares unattacked. Done before
     * the pieces, as en passant below, so that what they need is not
     * kept alive across the piece loops. */
    if (!checkers && castlings) {
        for (uint64_t b = castlings; b;) {
            const int rook = pop_lsb(&b);
            if (danger & bbg_castling_king_bb(ksq, rook))
                continue;
            /* Chess960: a rook on b1 (b8) castling long may hide an enemy
             * rook or queen on a1 (a8) from c1 (c8), where the king goes;
             * danger, computed with that rook in place, cannot show it. No
             * other castling rook stands between the king's target and an
             * enemy on the rank. */
            if ((rook & 7) == 1 && rook < ksq
                && (bbg_rook_attacks_bb(rook + 1, occ ^ UINT64_C(1) << rook) & their_orth))
                continue;
            if (count_only)
                n++;
            else
                moves[n++] = move_of(ksq, rook, BBG_MOVE_CASTLING << 2);
        }
    }

    const uint64_t pawns = own & pos->by_kind[BBG_PIECE_PAWN];
    const bool white = us == BBG_WHITE;
    const int d_up = white ? 8 : -8;

    /* En passant: take both pawns off, put ours on the target square and
     * look again from the king; a non-slider checker must be the pawn
     * taken. */
    if (pos->ep != BBG_NO_EP) {
        const int ep = pos->ep, captured = ep - d_up;
        const uint64_t captured_bb = UINT64_C(1) << captured;
        for (uint64_t b = bbg_pawn_attacks_bb((enum bbg_side)them, ep) & pawns; b;) {
            int from = pop_lsb(&b);
            uint64_t after = occ ^ (UINT64_C(1) << from) ^ captured_bb ^ (UINT64_C(1) << ep);
            if ((bbg_bishop_attacks_bb(ksq, after) & their_diag) || (bbg_rook_attacks_bb(ksq, after) & their_orth)
                || (checkers & ~(their_diag | their_orth) & ~captured_bb))
                continue;
            if (count_only)
                n++;
            else
                moves[n++] = move_of(from, ep, BBG_MOVE_EN_PASSANT << 2);
        }
    }

    /* Where a non-king move must land: anywhere not ours, or, in check,
     * on the checker or between it and the king. */
    uint64_t target = ~own;
    if (checkers)
        target = checkers | bbg_between_bb(ksq, bbg_lsb(checkers));
    const uint64_t pinned = bbg_pinned_bb(ksq, occ, own, their_diag, their_orth);

    for (uint64_t b = own & pos->by_kind[BBG_PIECE_KNIGHT] & ~pinned; b;) {
        int from = pop_lsb(&b);
        uint64_t to = bbg_knight_attacks_bb(from) & target;
        if (count_only)
            counted = tally_add(counted, to);
        else
            n = emit_from(moves, n, from, to);
    }
    /* Bishops and rooks in two loops, not one with a slider argument: the
     * two lookups stay straight-line code. Pinned sliders, rare, move
     * only along their pin, in a loop of their own. */
    for (uint64_t b = own & diag & ~pinned; b;) {
        int from = pop_lsb(&b);
        uint64_t to = bbg_bishop_attacks_bb(from, occ) & target;
        if (count_only)
            counted = tally_add(counted, to);
        else
            n = emit_from(moves, n, from, to);
    }
    for (uint64_t b = own & orth & ~pinned; b;) {
        int from = pop_lsb(&b);
        uint64_t to = bbg_rook_attacks_bb(from, occ) & target;
        if (count_only)
            counted = tally_add(counted, to);
        else
            n = emit_from(moves, n, from, to);
    }
    for (uint64_t b = own & (diag | orth) & pinned; b;) {
        int from = pop_lsb(&b);
        uint64_t to = 0;
        if ((diag >> from) & 1)
            to |= bbg_bishop_attacks_bb(from, occ);
        if ((orth >> from) & 1)
            to |= bbg_rook_attacks_bb(from, occ);
        to &= target & bbg_line_through_bb(ksq, from);
        if (count_only)
            counted = tally_add(counted, to);
        else
            n = emit_from(moves, n, from, to);
    }

    /* Pawns, set-wise. A pinned pawn can push only when pinned along its
     * file (then it is on the king's file), and capture only along a
     * diagonal pin: those few are done one by one below. */
    const enum bbg_dir up = white ? BBG_NORTH : BBG_SOUTH;
    const enum bbg_dir up_east = white ? BBG_NORTH_EAST : BBG_SOUTH_EAST;
    const enum bbg_dir up_west = white ? BBG_NORTH_WEST : BBG_SOUTH_WEST;
    const int d_east = white ? 9 : -7, d_west = white ? 7 : -9;
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
        /* A square one push reaches on the fourth rank has a pawn on the
         * third, which stops any double push to it: push and two are
         * disjoint. Promotions are rare: counted only when there are some. */
        counted = tally_add(tally_add(tally_add(counted, push | two), east & ~last_rank), west & ~last_rank);
        if ((push_promo | east | west) & last_rank)
            n += 4 * (popcount(push_promo) + popcount(east & last_rank) + popcount(west & last_rank));
    } else {
        n = emit_pawns(moves, n, push, d_up, 0);
        n = emit_pawns(moves, n, two, 2 * d_up, 0);
        n = emit_pawns(moves, n, east & ~last_rank, d_east, 0);
        n = emit_pawns(moves, n, west & ~last_rank, d_west, 0);
        n = emit_promotions(moves, n, push_promo, d_up);
        n = emit_promotions(moves, n, east & last_rank, d_east);
        n = emit_promotions(moves, n, west & last_rank, d_west);
    }
    /* Pawns pinned on a diagonal may capture their pinner (and nothing else). */
    for (uint64_t b = pawns & pinned & ~bbg_file_bb(bbg_file_of(ksq)) & ~bbg_rank_bb(bbg_rank_of(ksq)); b;) {
        int from = pop_lsb(&b);
        uint64_t to = bbg_pawn_attacks_bb((enum bbg_side)us, from) & enemy & target & bbg_line_through_bb(ksq, from);
        if (count_only) {
            n += (to & last_rank) ? 4 * popcount(to) : popcount(to);
        } else {
            while (to) {
                int t = pop_lsb(&to);
                if ((last_rank >> t) & 1)
                    n = emit_promotions(moves, n, UINT64_C(1) << t, t - from);
                else
                    moves[n++] = move_of(from, t, 0);
            }
        }
    }

    n += tally_total(counted);
    assert(n <= BBG_MAX_MOVES);
    return n;
}

/* The side to move is a compile-time constant in each copy: pawn shifts,
 * ranks and directions become constants, and the side alternates every
 * ply, which a run-time choice inside would have to predict. */
static BBG_ALWAYS_INLINE_ int generate(const struct bbg_position *pos, bbg_move *moves, const bool count_only)
{
    return pos->side == BBG_WHITE ? generate_side(pos, moves, count_only, BBG_WHITE)
                                  : generate_side(pos, moves, count_only, BBG_BLACK);
}

/* The legal move counts of each side to move, out of line: perft calls
 * them for every parent of a leaf. */
static int count_white(const struct bbg_position *pos) { return generate_side(pos, NULL, true, BBG_WHITE); }
static int count_black(const struct bbg_position *pos) { return generate_side(pos, NULL, true, BBG_BLACK); }

int bbg_legal_moves(const struct bbg_position *pos, bbg_move moves[BBG_MAX_MOVES])
{
    return generate(pos, moves, false);
}

int bbg_count_moves(const struct bbg_position *pos)
{
    return pos->side == BBG_WHITE ? count_white(pos) : count_black(pos);
}

/* The en passant captures are the moves the position has more than the
 * same position without its en passant square. */
bool bbg_has_legal_en_passant_(const struct bbg_position *pos)
{
    struct bbg_position without = *pos;
    without.ep = BBG_NO_EP;
    return bbg_count_moves(pos) != bbg_count_moves(&without);
}

/* bbg_make_move for side us to move, inlined into perft: pos gets the
 * position after the move, before is the position before it, kinds its
 * pieces' kinds. pos and before are one in bbg_make_move; in perft, pos
 * is a fresh copy of before, and reading before (written long ago) instead
 * of the copy spares each read of a word the copy has just stored a wait
 * for that store; kinds is computed once for all of a node's moves. */
static BBG_ALWAYS_INLINE_ void make_move_side(struct bbg_position *pos, const struct bbg_position *before,
                                              struct bbg_kind_bits_ kinds, bbg_move move, const int us)
{
    const int them = us ^ 1;
    const int from = bbg_move_from(move), to = bbg_move_to(move);
    const enum bbg_move_kind kind = bbg_move_kind(move);
    const uint64_t from_bb = UINT64_C(1) << from, to_bb = UINT64_C(1) << to;
    const int piece = bbg_kind_at_(kinds, from);
    const uint64_t (*const keys)[64] = bbg_polyglot_piece[us];
    const uint64_t castling_rooks = before->castling_rooks;
    const uint8_t castling_before = before->castling;
    const uint16_t fullmove = before->fullmove;
    uint16_t halfmove = (uint16_t)(before->halfmove + (before->halfmove != UINT16_MAX)); /* saturates, as FEN allows */
    uint64_t key = before->key ^ bbg_polyglot_turn;
    uint8_t ep = BBG_NO_EP;

    assert(((before->by_side[us] >> from) & 1) && move != BBG_NO_MOVE);
    if (before->ep != BBG_NO_EP)
        key ^= bbg_polyglot_en_passant[before->ep & 7];
    if (kind == BBG_MOVE_CASTLING) {
        /* King and rook may land on each other's squares (Chess960): both
         * leave, then both arrive. */
        const int back = us == BBG_WHITE ? 0 : 56;
        const int king_to = back + (to > from ? 6 : 2), rook_to = back + (to > from ? 5 : 3);
        const uint64_t king_to_bb = UINT64_C(1) << king_to, rook_to_bb = UINT64_C(1) << rook_to;
        pos->by_side[us] = (before->by_side[us] & ~(from_bb | to_bb)) | king_to_bb | rook_to_bb;
        pos->by_kind[BBG_PIECE_KING] = before->by_kind[BBG_PIECE_KING] ^ from_bb ^ king_to_bb;
        pos->by_kind[BBG_PIECE_ROOK] = before->by_kind[BBG_PIECE_ROOK] ^ to_bb ^ rook_to_bb;
        key ^= keys[BBG_PIECE_KING][from] ^ keys[BBG_PIECE_KING][king_to] ^ keys[BBG_PIECE_ROOK][to]
             ^ keys[BBG_PIECE_ROOK][rook_to];
    } else {
        if (before->by_side[them] & to_bb) {
            const int captured = bbg_kind_at_(kinds, to);
            pos->by_side[them] = before->by_side[them] ^ to_bb;
            pos->by_kind[captured] = before->by_kind[captured] ^ to_bb;
            key ^= bbg_polyglot_piece[them][captured][to];
            halfmove = 0;
        }
        pos->by_side[us] = before->by_side[us] ^ from_bb ^ to_bb;
        /* Or-ing in the target square is right whether or not a piece of
         * the same kind was taken there; read after the capture's store
         * when pos and before are one. */
        if (kind == BBG_MOVE_PROMOTION) {
            const int placed = (int)bbg_move_promotion(move);
            pos->by_kind[BBG_PIECE_PAWN] = before->by_kind[BBG_PIECE_PAWN] ^ from_bb;
            pos->by_kind[placed] = before->by_kind[placed] | to_bb;
            key ^= keys[BBG_PIECE_PAWN][from] ^ keys[placed][to];
        } else {
            pos->by_kind[piece] = (before->by_kind[piece] ^ from_bb) | to_bb;
            key ^= keys[piece][from] ^ keys[piece][to];
        }
        if (piece == BBG_PIECE_PAWN) {
            halfmove = 0;
            if (kind == BBG_MOVE_EN_PASSANT) {
                const int captured = to ^ 8; /* the square behind the target */
                const uint64_t captured_bb = UINT64_C(1) << captured;
                pos->by_side[them] ^= captured_bb;
                pos->by_kind[BBG_PIECE_PAWN] ^= captured_bb;
                key ^= bbg_polyglot_piece[them][BBG_PIECE_PAWN][captured];
            } else if ((from ^ to) == 16) {
                /* Polyglot's rule: keep the square only when an enemy pawn
                 * stands beside the one that moved. */
                const int passed = (from + to) / 2;
                if (bbg_pawn_attacks_bb((enum bbg_side)us, passed) & before->by_side[them]
                    & before->by_kind[BBG_PIECE_PAWN]) {
                    ep = (uint8_t)passed;
                    key ^= bbg_polyglot_en_passant[passed & 7];
                }
            }
        }
    }
    /* Rights go with a castling rook that moves or is taken, and with both
     * rooks of a king that moves. */
    uint64_t lost = castling_rooks & (from_bb | to_bb);
    if (piece == BBG_PIECE_KING)
        lost |= castling_rooks & bbg_rank_bb(us == BBG_WHITE ? 0 : 7);
    if (lost) {
        /* Wings are read against the kings before the move (a king that
         * moves loses all its rights; the other stays at home). */
        const uint8_t castling = bbg_castling_bits_(castling_rooks ^ lost, bbg_king_square(before, BBG_WHITE),
                                                    bbg_king_square(before, BBG_BLACK));
        key ^= bbg_polyglot_castling[castling_before] ^ bbg_polyglot_castling[castling];
        pos->castling_rooks = castling_rooks ^ lost;
        pos->castling = castling;
    }
    pos->ep = ep;
    pos->halfmove = halfmove;
    pos->fullmove = (uint16_t)(fullmove + (us & (fullmove != UINT16_MAX)));
    pos->side = (uint8_t)them;
    pos->key = key;
}

void bbg_make_move(struct bbg_position *pos, bbg_move move)
{
    if (pos->side == BBG_WHITE)
        make_move_side(pos, pos, bbg_kind_bits_of_(pos), move, BBG_WHITE);
    else
        make_move_side(pos, pos, bbg_kind_bits_of_(pos), move, BBG_BLACK);
}

bool bbg_gives_check(const struct bbg_position *pos, bbg_move move)
{
    const int us = pos->side, them = us ^ 1;
    const int from = bbg_move_from(move), to = bbg_move_to(move);
    const int ksq = bbg_king_square(pos, (enum bbg_side)them);
    const uint64_t occ = pos->by_side[0] | pos->by_side[1];
    const uint64_t from_bb = UINT64_C(1) << from, to_bb = UINT64_C(1) << to;
    const uint64_t queens = pos->by_kind[BBG_PIECE_QUEEN];
    const uint64_t our_diag = pos->by_side[us] & (pos->by_kind[BBG_PIECE_BISHOP] | queens);
    const uint64_t our_orth = pos->by_side[us] & (pos->by_kind[BBG_PIECE_ROOK] | queens);

    switch (bbg_move_kind(move)) {
    case BBG_MOVE_CASTLING: {
        /* Only the rook can give check, from its square after castling. */
        const int king_to = (from & 56) + (to > from ? 6 : 2), rook_to = (from & 56) + (to > from ? 5 : 3);
        const uint64_t after = (occ ^ from_bb ^ to_bb) | UINT64_C(1) << king_to | UINT64_C(1) << rook_to;
        return (bbg_rook_attacks_bb(rook_to, after) >> ksq) & 1;
    }
    case BBG_MOVE_EN_PASSANT: {
        /* Two pieces leave a rank or diagonal: look from the king again. */
        const uint64_t after = (occ ^ from_bb ^ (UINT64_C(1) << (to ^ 8))) | to_bb;
        return ((bbg_pawn_attacks_bb((enum bbg_side)us, to) >> ksq) & 1)
            || (bbg_bishop_attacks_bb(ksq, after) & our_diag) || (bbg_rook_attacks_bb(ksq, after) & our_orth);
    }
    default: {
        const int placed = bbg_move_kind(move) == BBG_MOVE_PROMOTION ? (int)bbg_move_promotion(move)
                                                                      : bbg_kind_on_(pos, from);
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

/* perft of depth 2 or more, with us the side to move of pos. */
static BBG_ALWAYS_INLINE_ uint64_t perft_side(const struct bbg_position *pos, int depth, const int us) // NOLINT(misc-no-recursion)
{
    bbg_move moves[BBG_MAX_MOVES];
    uint64_t nodes = 0;
    const int n = generate_side(pos, moves, false, us);
    const struct bbg_kind_bits_ kinds = bbg_kind_bits_of_(pos);
    for (int i = 0; i < n; i++) {
        struct bbg_position child = *pos;
        make_move_side(&child, pos, kinds, moves[i], us);
        if (depth == 2)
            nodes += (uint64_t)(us == BBG_WHITE ? count_black(&child) : count_white(&child));
        else
            nodes += bbg_perft(&child, depth - 1);
    }
    return nodes;
}

/* Bounded recursion: one level per ply. */
uint64_t bbg_perft(const struct bbg_position *pos, int depth) // NOLINT(misc-no-recursion)
{
    if (depth <= 0)
        return 1;
    if (depth == 1)
        return (uint64_t)bbg_count_moves(pos);
    return pos->side == BBG_WHITE ? perft_side(pos, depth, BBG_WHITE) : perft_side(pos, depth, BBG_BLACK);
}
