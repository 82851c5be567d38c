/* Perft: the generator's phases (movegen_phases.h) and make-move's
 * (make_move_phases.h) inlined into one loop per side to move (in the
 * compact form, BBG_COMPACT_MOVEGEN, the generator's lists and counts are
 * calls of its shared copies); the last ply is counted, not made, and two
 * plies from the leaves most quiet moves are not made either (below). */
#include "bbgeom/perft.h"

#include <stdint.h>
#include <string.h>
#ifndef __STDC_NO_ATOMICS__
#include <stdatomic.h>
#endif

#include "bbgeom/make_move.h"
#include "make_move_phases.h"
#include "movegen_phases.h"

/* The legal move counts of each side to move, out of line: called for
 * every parent of a leaf. */
static int count_white(const struct bbg_position *pos)
{
    return BBG_GENERATE_(pos, NULL, true, BBG_WHITE, BBG_GEN_ALL, false);
}
static int count_black(const struct bbg_position *pos)
{
    return BBG_GENERATE_(pos, NULL, true, BBG_BLACK, BBG_GEN_ALL, false);
}

/* ---- The replier's count, reused ----------------------------------------
 * Two plies from the leaves, many of the mover's quiet moves are far from
 * the replier's pieces and king: after them the replier has the moves it
 * would have if the mover passed. That count, the null count, is taken
 * once a node, and such a move adds it without being made. Provably so
 * when neither the move's square nor its target is
 *   - a square a replier's slider attacks, or one a replier's pawn pushes
 *     to (one or two steps) or captures on (replier_sees): its occupancy
 *     decides one of the replier's moves;
 *   - in the replier king's zone (the king, its neighbours, the squares
 *     its castlings need empty or unattacked);
 *   - where a piece, landing or leaving, changes whether one of the
 *     mover's sliders attacks the zone or pins a replier's piece
 *     (mover_lines), or from where the moving piece itself would attack
 *     the zone or pin (zone_reach; for a pawn, also the target of a double
 *     push beside a replier's pawn, which gives en passant).
 * Where only the first fails, or the move takes a piece whose capture
 * opens no line to the zone, the replier's king moves, castling, checks
 * and pins are those of the unchanged board: the generator's piece and
 * pawn phases, run on the board after the move with the unchanged pins,
 * count the difference (replier_pieces). Promotions, castling and en
 * passant are always made, and nothing is reused when the mover is in
 * check. The perft suites (every Chess960 start position among them)
 * check the argument. */
struct reuse {
    uint64_t keep_off[6];     /* by the moving piece's kind (enum bbg_piece) */
    uint64_t seen;            /* replier_sees: what only the recount needs */
    uint64_t shields;         /* those whose capture changes an attack on the zone */
    uint64_t pinned;          /* the replier's pinned pieces */
    struct bbg_gen_ gen;      /* the replier's node, on the unchanged board */
    struct bbg_position null; /* the unchanged board, the replier to move */
    int count;                /* the null count; -1: no reuse at this node */
    int pieces;               /* its moves of pieces and pawns (replier_pieces) */
};

/* The legal moves of the replier's pieces but its king, on the board of
 * gen (the unchanged one but for a quiet move): the generator's phases, as
 * in a node out of check with the pins of the unchanged board. */
static BBG_ALWAYS_INLINE_ int replier_pieces(const struct reuse *r, struct bbg_gen_ g, const int them)
{
    const uint64_t target = ~g.own;
    bbg_gen_all_pieces_(&r->null, &g, NULL, r->pinned, target, ~UINT64_C(0), true, BBG_GEN_ALL);
    bbg_gen_pawns_(&r->null, &g, r->pinned, target, true, them, BBG_GEN_ALL);
    bbg_gen_pinned_pawns_(&r->null, &g, r->pinned, target, true, them);
    return bbg_gen_total_(&g);
}

/* What the replier's pieces decide by a square's occupancy: their slider
 * attacks and pawn pushes and captures. */
static BBG_ALWAYS_INLINE_ uint64_t replier_sees(const struct bbg_position *pos, uint64_t occ, const int them)
{
    const uint64_t *kind = pos->board.by_kind, theirs = pos->board.by_side[them];
    const uint64_t pawns = theirs & kind[BBG_PIECE_PAWN], queens = kind[BBG_PIECE_QUEEN];
    const enum bbg_dir down = them == BBG_WHITE ? BBG_NORTH : BBG_SOUTH;
    const uint64_t one = bbg_shift_bb(pawns, down);
    uint64_t seen = one | bbg_shift_bb(one, down) | bbg_pawn_set_attacks_bb((enum bbg_side)them, pawns);
    for (uint64_t b = theirs & (kind[BBG_PIECE_BISHOP] | queens); b;)
        seen |= bbg_bishop_attacks_bb(bbg_pop_lsb_(&b), occ);
    for (uint64_t b = theirs & (kind[BBG_PIECE_ROOK] | queens); b;)
        seen |= bbg_rook_attacks_bb(bbg_pop_lsb_(&b), occ);
    return seen;
}

/* The replier king's zone, the squares where what the mover attacks
 * counts: the king, its neighbours but those its own pieces hold, and
 * for each castling its rook, and the squares its king and rook pass or
 * land on. */
static BBG_ALWAYS_INLINE_ uint64_t replier_zone(const struct bbg_position *pos, const int them)
{
    const int king = bbg_king_square(pos, (enum bbg_side)them);
    uint64_t zone = (bbg_king_attacks_bb(king) & ~pos->board.by_side[them]) | UINT64_C(1) << king;
    for (uint64_t b = pos->castling_rooks & pos->board.by_side[them]; b;) {
        const int rook = bbg_pop_lsb_(&b);
        zone |= bbg_castling_king_bb(king, rook) | bbg_castling_empty_bb(king, rook) | UINT64_C(1) << rook;
    }
    return zone;
}

/* For the mover's slider on s, aligned with a zone square q at the far
 * end of between: where a move changes whether it attacks q or, if q is
 * the replier's king, pins a piece there. Into *shields, the replier's
 * pieces whose capture would change that. */
static BBG_ALWAYS_INLINE_ uint64_t mover_line(uint64_t between, uint64_t occ, uint64_t mine, int s, bool king,
                                              uint64_t *shields)
{
    const uint64_t blockers = between & occ;
    if (!blockers || (king && !bbg_more_than_one(blockers) && !(blockers & mine)))
        return between | UINT64_C(1) << s; /* it attacks q, or pins: a piece may land between, or it may leave */
    if (!(blockers & mine) && (!bbg_more_than_one(blockers) || (king && bbg_popcount(blockers) == 2)))
        *shields |= blockers; /* taking one attacks q, or pins */
    if (!bbg_more_than_one(blockers) || (king && bbg_popcount(blockers) == 2 && bbg_popcount(blockers & mine) == 1))
        return blockers & mine; /* our one blocker may leave (discovered attack, or pin) */
    return 0;
}

/* The squares between the mover's sliders and the zone squares they see
 * or may come to see (with the slider), where a move that leaves or
 * lands changes that: the line holds at most one piece, or two where it
 * ends on the king (a pin). Seen through the replier's king, which may
 * step back along a checking line. Into *shields, mover_line's. */
static BBG_ALWAYS_INLINE_ uint64_t mover_lines(const struct bbg_position *pos, uint64_t zone, uint64_t *shields,
                                               const int us)
{
    const uint64_t *kind = pos->board.by_kind, queens = kind[BBG_PIECE_QUEEN];
    const uint64_t mine = pos->board.by_side[us], diag = mine & (kind[BBG_PIECE_BISHOP] | queens),
                   orth = mine & (kind[BBG_PIECE_ROOK] | queens);
    const int king = bbg_king_square(pos, (enum bbg_side)(us ^ 1));
    const uint64_t occ = (mine | pos->board.by_side[us ^ 1]) ^ UINT64_C(1) << king;
    uint64_t lines = 0;
    *shields = 0;
    for (uint64_t b = diag | orth; b;) {
        const int s = bbg_pop_lsb_(&b);
        uint64_t aligned = 0;
        if ((diag >> s) & 1)
            aligned |= bbg_line_bb(BBG_DIAG, s) | bbg_line_bb(BBG_ANTI, s);
        if ((orth >> s) & 1)
            aligned |= bbg_line_bb(BBG_RANK, s) | bbg_line_bb(BBG_FILE, s);
        for (uint64_t z = zone & aligned & ~(UINT64_C(1) << s); z;) {
            const int q = bbg_pop_lsb_(&z);
            lines |= mover_line(bbg_between_bb(s, q), occ, mine, s, q == king, shields);
        }
    }
    return lines;
}

/* Where a piece of the mover, by kind, would attack the replier's zone:
 * for sliders, the lines out of the zone (seen through the replier's
 * king, which may step back along one) and, to pin, the lines out of the
 * king through the replier's first pieces. */
struct reach {
    uint64_t diag, orth, knights, kings, pawns;
};

static BBG_ALWAYS_INLINE_ struct reach zone_reach(const struct bbg_position *pos, uint64_t zone, const int them)
{
    const int king = bbg_king_square(pos, (enum bbg_side)them);
    const uint64_t theirs = pos->board.by_side[them], occ = pos->board.by_side[them ^ 1] | theirs;
    const uint64_t diag_first = bbg_bishop_attacks_bb(king, occ), orth_first = bbg_rook_attacks_bb(king, occ);
    struct reach z = { bbg_bishop_attacks_bb(king, occ ^ (diag_first & theirs)),
                       bbg_rook_attacks_bb(king, occ ^ (orth_first & theirs)), 0, 0, 0 };
    for (uint64_t b = zone; b;) {
        const int sq = bbg_pop_lsb_(&b);
        z.diag |= bbg_bishop_attacks_bb(sq, occ ^ UINT64_C(1) << king);
        z.orth |= bbg_rook_attacks_bb(sq, occ ^ UINT64_C(1) << king);
        z.knights |= bbg_knight_attacks_bb(sq);
        z.kings |= bbg_king_attacks_bb(sq);
        z.pawns |= bbg_pawn_attacks_bb((enum bbg_side)them, sq);
    }
    return z;
}

/* The squares a quiet move of us, the side to move of pos, must keep off
 * for the null count to stand, and that count; false if there is no
 * reuse at this node. */
static BBG_ALWAYS_INLINE_ bool reuse_start(struct reuse *r, const struct bbg_position *pos, const int us)
{
    const int them = us ^ 1;
    const uint64_t *kind = pos->board.by_kind, mine = pos->board.by_side[us], theirs = pos->board.by_side[them];
    const uint64_t seen = replier_sees(pos, mine | theirs, them);
    const int my_king = bbg_king_square(pos, (enum bbg_side)us);
    if (((seen >> my_king) & 1) || (bbg_knight_attacks_bb(my_king) & theirs & kind[BBG_PIECE_KNIGHT]))
        return false; /* in check (a pawn's check is in seen) */
    const uint64_t zone = replier_zone(pos, them);
    const uint64_t occ = mine | theirs;
    const struct reach z = zone_reach(pos, zone, them);
    const enum bbg_dir up = us == BBG_WHITE ? BBG_NORTH : BBG_SOUTH;
    const uint64_t empty = ~occ, third = bbg_rank_bb(us == BBG_WHITE ? 2 : 5);
    const uint64_t their_pawns = theirs & kind[BBG_PIECE_PAWN];
    const uint64_t doubles = bbg_shift_bb(bbg_shift_bb(mine & kind[BBG_PIECE_PAWN], up) & empty & third, up)
                           & (bbg_shift_bb(their_pawns, BBG_EAST) | bbg_shift_bb(their_pawns, BBG_WEST));
    /* Taking a piece beside the king may give the king a square. */
    const uint64_t crowd = bbg_king_attacks_bb(bbg_king_square(pos, (enum bbg_side)them)) & theirs;
    uint64_t shields;
    const uint64_t all = zone | crowd | mover_lines(pos, zone, &shields, us);
    r->keep_off[BBG_PIECE_PAWN] = all | z.pawns | doubles;
    r->keep_off[BBG_PIECE_KNIGHT] = all | z.knights;
    r->keep_off[BBG_PIECE_BISHOP] = all | z.diag;
    r->keep_off[BBG_PIECE_ROOK] = all | z.orth;
    r->keep_off[BBG_PIECE_QUEEN] = all | z.diag | z.orth;
    r->keep_off[BBG_PIECE_KING] = all | z.kings;
    r->seen = seen;
    r->shields = shields;
    r->null = *pos;
    r->null.side = (uint8_t)them;
    r->null.ep = BBG_NO_EP;
    r->count = us == BBG_WHITE ? count_black(&r->null) : count_white(&r->null);
    r->gen = bbg_gen_start_(&r->null, NULL, them);
    r->pinned = bbg_pinned_bb(r->gen.ksq, r->gen.occ, r->gen.own, r->gen.their_diag, r->gen.their_orth);
    r->pieces = replier_pieces(r, r->gen, them);
    return true;
}

/* The replier's move count after move, of a piece of kind piece, or -1 if
 * the move must be made to know it: the null count, or, where the move
 * only changes what the replier's pieces may reach (or takes one), the
 * null count with their moves counted again on the board after it. */
static BBG_ALWAYS_INLINE_ int reuse_count(const struct reuse *r, bbg_move move, int piece, const int them)
{
    const uint64_t from = UINT64_C(1) << bbg_move_from(move), to = UINT64_C(1) << bbg_move_to(move);
    const uint64_t touched = from | to;
    if (bbg_move_kind(move) != BBG_MOVE_NORMAL || (touched & r->keep_off[piece]))
        return -1;
    struct bbg_gen_ g = r->gen;
    if (to & r->gen.own) { /* a capture: the replier's piece goes */
        if (to & r->shields)
            return -1;
        g.own ^= to;
        g.occ ^= from;
    } else if (!(touched & r->seen)) {
        return r->count;
    } else {
        g.occ ^= touched;
    }
    g.enemy ^= touched;
    return r->count - r->pieces + replier_pieces(r, g, them);
}

/* ---- The tree ------------------------------------------------------------ */

/* perft of depth 2: each child's moves counted, or the null count. */
static BBG_ALWAYS_INLINE_ uint64_t perft_two_side(const struct bbg_position *pos, const int us)
{
    bbg_move moves[BBG_MAX_MOVES];
    uint64_t nodes = 0;
    const int n = BBG_GENERATE_(pos, moves, false, us, BBG_GEN_ALL, false);
    const struct bbg_kind_bits_ kinds = bbg_kind_bits_of_(pos);
    struct reuse r;
    const bool reuse = reuse_start(&r, pos, us);
    for (int i = 0; i < n; i++) {
        const int count = reuse ? reuse_count(&r, moves[i], bbg_kind_at_(kinds, bbg_move_from(moves[i])), us ^ 1) : -1;
        if (count >= 0) {
            nodes += (uint64_t)count;
            continue;
        }
        struct bbg_position child = *pos;
        bbg_make_move_side_(&child, pos, kinds, moves[i], us, false);
        nodes += (uint64_t)(us == BBG_WHITE ? count_black(&child) : count_white(&child));
    }
    return nodes;
}

/* perft of depth 3 or more, with us the side to move of pos. */
// NOLINTNEXTLINE(misc-no-recursion)
static BBG_ALWAYS_INLINE_ uint64_t perft_side(const struct bbg_position *pos, int depth, const int us)
{
    bbg_move moves[BBG_MAX_MOVES];
    uint64_t nodes = 0;
    const int n = BBG_GENERATE_(pos, moves, false, us, BBG_GEN_ALL, false);
    const struct bbg_kind_bits_ kinds = bbg_kind_bits_of_(pos);
    for (int i = 0; i < n; i++) {
        struct bbg_position child = *pos;
        bbg_make_move_side_(&child, pos, kinds, moves[i], us, false);
        nodes += bbg_perft(&child, depth - 1);
    }
    return nodes;
}

/* Bounded recursion: one level per ply. */
// NOLINTNEXTLINE(misc-no-recursion)
uint64_t bbg_perft(const struct bbg_position *pos, int depth)
{
    if (depth <= 0)
        return 1;
    if (depth == 1)
        return (uint64_t)(pos->side == BBG_WHITE ? count_white(pos) : count_black(pos));
    if (depth == 2)
        return pos->side == BBG_WHITE ? perft_two_side(pos, BBG_WHITE) : perft_two_side(pos, BBG_BLACK);
    return pos->side == BBG_WHITE ? perft_side(pos, depth, BBG_WHITE) : perft_side(pos, depth, BBG_BLACK);
}

/* ---- divide and the hashed perft ----------------------------------------- */

/* Divide and the hashed perft run at few nodes (bbg_perft counts the
 * rest), on the public move list and make-move. */

int bbg_perft_divide(const struct bbg_position *pos, int depth, bbg_move moves[BBG_MAX_MOVES],
                     uint64_t counts[BBG_MAX_MOVES])
{
    BBG_ASSERT(depth >= 1);
    const int n = bbg_legal_moves(pos, moves);
    for (int i = 0; i < n; i++) {
        struct bbg_position child = *pos;
        bbg_make_move(&child, moves[i]);
        counts[i] = bbg_perft(&child, depth - 1);
    }
    return n;
}

/* The table's words: atomic where C11 atomics exist, with relaxed order
 * (an entry's three words check one another, see perft.h), plain words
 * otherwise (one thread). */
#ifndef __STDC_NO_ATOMICS__
typedef _Atomic uint64_t perft_word;
#define PERFT_LOAD(w) atomic_load_explicit(&(w), memory_order_relaxed)
#define PERFT_STORE(w, v) atomic_store_explicit(&(w), (v), memory_order_relaxed)
#else
typedef uint64_t perft_word;
#define PERFT_LOAD(w) (w)
#define PERFT_STORE(w, v) ((w) = (v))
#endif
_Static_assert(sizeof(perft_word) == sizeof(uint64_t), "an atomic word is a plain word's size");

/* Subtrees this deep or deeper go through the table; shallower ones cost
 * less than a probe saves. */
enum { PERFT_HASH_MIN_DEPTH = 2 };
/* Counts from 2^56 on do not fit beside the depth in an entry's data. */
#define PERFT_MAX_STORED (UINT64_C(1) << 56)

/* A 64-bit mix (the finaliser of SplitMix64): every input bit moves half
 * the output bits. */
static inline uint64_t perft_mix(uint64_t x)
{
    /* mutants: hash: another mixer serves as well */
    x = (x ^ (x >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
    x = (x ^ (x >> 27)) * UINT64_C(0x94d049bb133111eb);
    return x ^ (x >> 31);
}

/* The entry's check: a hash of everything that decides the count (pieces,
 * side, castling rooks, en passant square), computed from the bitboards
 * with no Polyglot number, so that a key collision is not a check one. */
static uint64_t perft_check(const struct bbg_position *pos)
{
    uint64_t h = (uint64_t)pos->side | (uint64_t)pos->ep << 1;
    h = perft_mix(h ^ pos->castling_rooks);
    for (int i = 0; i < 2; i++)
        h = perft_mix(h ^ pos->board.by_side[i]);
    for (int i = 0; i < 6; i++)
        h = perft_mix(h ^ pos->board.by_kind[i]);
    return h;
}

bool bbg_perft_table_init(struct bbg_perft_table *table, void *memory, size_t bytes)
{
    const size_t entry = BBG_PERFT_ENTRY_WORDS * sizeof(uint64_t);
    if (memory == NULL || (uintptr_t)memory % sizeof(uint64_t) != 0 || bytes < entry)
        return false;
    size_t count = 1;
    while (count <= bytes / entry / 2)
        count *= 2;
    memset(memory, 0, count * entry);
    table->entries = memory;
    table->count = count;
    return true;
}

/* bbg_perft_hashed below the checks. */
// NOLINTNEXTLINE(misc-no-recursion)
static uint64_t perft_hashed_node(const struct bbg_position *pos, int depth, perft_word *entries, size_t mask)
{
    if (depth < PERFT_HASH_MIN_DEPTH)
        return bbg_perft(pos, depth);
    const uint64_t key = pos->key, check = perft_check(pos);
    perft_word *e = entries + (size_t)(key & mask) * BBG_PERFT_ENTRY_WORDS;
    const uint64_t data = PERFT_LOAD(e[2]);
    if ((PERFT_LOAD(e[0]) ^ data) == key && (PERFT_LOAD(e[1]) ^ data) == check && (data & 0xff) == (uint64_t)depth)
        return data >> 8;
    bbg_move moves[BBG_MAX_MOVES];
    const int n = bbg_legal_moves(pos, moves);
    uint64_t nodes = 0;
    for (int i = 0; i < n; i++) {
        struct bbg_position child = *pos;
        bbg_make_move(&child, moves[i]);
        nodes += perft_hashed_node(&child, depth - 1, entries, mask);
    }
    if (nodes < PERFT_MAX_STORED) { /* GCOVR_EXCL_BR_LINE: 2^56 leaves take years to count */
        const uint64_t stored = nodes << 8 | (uint64_t)depth;
        PERFT_STORE(e[0], key ^ stored);
        PERFT_STORE(e[1], check ^ stored);
        PERFT_STORE(e[2], stored);
    }
    return nodes;
}

uint64_t bbg_perft_hashed(const struct bbg_position *pos, int depth, struct bbg_perft_table *table)
{
    BBG_ASSERT(table->count > 0 && (table->count & (table->count - 1)) == 0 && depth < 256);
    return perft_hashed_node(pos, depth, (perft_word *)table->entries, table->count - 1);
}
