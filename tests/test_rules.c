/* The rules of rules.h:
 *   - bbg_is_checkmate and bbg_is_stalemate against the brute-force model
 *     of positions.h (the side to move's king attacked, square by square,
 *     and no legal move in the model's own list) at every node of the
 *     perft suites' trees and on 10^5 random playout positions, many of
 *     them from endings where random play mates and stalemates;
 *   - insufficient material, exhaustively: every placement of K v K,
 *     KB v K, KN v K, KB v KB and KBB v K with all bishops on one colour,
 *     either side to move, holds no checkmate. That proves the rule for
 *     these classes: a move that captures nothing keeps a position in its
 *     class (no pawns, so no promotion; a bishop keeps its colour), and a
 *     capture leads to a smaller class of the list, so no mate can ever be
 *     reached. And every class the rule calls sufficient (KB v KB and
 *     KBB v K on both colours, KN v KN, KB v KN, KNN v K) holds a mate;
 *   - bbg_insufficient_material_for, python-chess's rule: a lone knight
 *     cannot mate a king with any number of queens (every placement of the
 *     king, the knight, its king and any set of queens on the squares
 *     around the mated king: a queen anywhere else could only take the
 *     knight, and a mate without it stays a mate), nor a lone bishop a king
 *     with any number of rooks and queens (the same with rooks: a queen in
 *     a rook's place can do all the rook does and more); and the side the
 *     rule calls able to mate can (a mate of KN v KR, KN v KB, KN v KN,
 *     KN v KP, KB v KN, KB v KP, KB v KB on both colours), checked again
 *     by the model. Hand-worked cases, and both functions on 4 x 50,000
 *     random positions against a material model counted here square by
 *     square;
 *   - the 50- and 75-move rules at halfmove 99, 100, 149 and 150;
 *   - repetition keys: equal for a position with an en passant square
 *     whose capture is illegal (pinned pawn, or the two pawns leaving the
 *     king's rank) and the same position without it, different when the
 *     capture is legal; on playout positions, equal to the Polyglot key of
 *     the position read back from its canonical FEN (which names the
 *     square only when the capture is legal);
 *   - bbg_is_repetition on key arrays written out here, and along random
 *     games full of back-and-forth moves against a count of earlier
 *     positions with the same canonical FEN (less its clocks).
 * Under AddressSanitizer and valgrind a fixed sample runs
 * (test_sample_share). */
#include <string.h>

#include "positions.h"

/* The folder of the perft suites (the program's argument). */
static const char *suites_dir = "examples/perft/suites";

enum { PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING };

/* ---- mate and stalemate against the model --------------------------------- */

struct mate_counts {
    long positions, mates, stalemates;
};

/* The model's verdict: the king attacked and no legal move. */
static void model_mate(const struct bbg_position *pos, bool *mate, bool *stalemate)
{
    bbg_move moves[BBG_MAX_MOVES];
    const struct board b = board_of(pos);
    const bool in_check = board_attackers(&b, board_king(&b, b.side), b.side ^ 1) != 0;
    const bool none = brute_force_moves(&b, moves, false) == 0;
    *mate = in_check && none;
    *stalemate = !in_check && none;
}

static void check_mate_node(const struct bbg_position *pos, struct mate_counts *c)
{
    bool mate, stalemate;
    model_mate(pos, &mate, &stalemate);
    expect_that(bbg_is_checkmate(pos) == mate && bbg_is_stalemate(pos) == stalemate,
                "%s: checkmate %d stalemate %d, the model says %d %d", test_fen_of(pos).s, bbg_is_checkmate(pos),
                bbg_is_stalemate(pos), mate, stalemate);
    c->positions++;
    c->mates += mate;
    c->stalemates += stalemate;
}

static long check_tree_node(const struct bbg_position *pos, void *counts)
{
    check_mate_node(pos, counts);
    return 1;
}

/* The standard and tricky positions to depth 2, the Chess960 ones to
 * depth 1, in 16 parts (sampled: every 16th position, a ply less). */
START_TEST(test_mate_trees)
{
    struct mate_counts c = { 0 };
    const int less = test_sample_share() > 1;
    const struct test_tree_walk w = {
        suites_dir, { 2 - less, 2 - less, 1 - less }, _i, 16 * test_sample_share(), check_tree_node, &c
    };
    test_walk_suites(&w);
    ck_assert_that(c.positions > 0, "part %d", _i);
}
END_TEST

static void check_playout_mate(const struct bbg_position *pos, long i, void *counts)
{
    (void)i;
    check_mate_node(pos, counts);
}

/* Endings where random play mates and stalemates often, and the
 * playouts' usual positions. */
static const char *const ending_fens[] = {
    "k7/8/8/8/8/8/8/1QRRK3 w - - 0 1",    "4k3/8/8/8/8/8/8/RR2K3 w - - 0 1",
    "6k1/8/8/8/8/8/8/QQ2K3 w - - 0 1",     "3qk3/8/8/8/8/8/8/QR2K3 w - - 0 1",
    "8/8/8/3k4/8/8/1P3P2/4K3 w - - 0 1",  "8/1p6/8/3k4/8/8/5Q2/4K3 b - - 0 1",
    "6k1/8/8/8/8/8/8/R3K2R w KQ - 0 1",   BBG_START_FEN,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
};

/* 10^5 playout positions in 8 runs, each holding mates and stalemates. */
START_TEST(test_mate_playouts)
{
    struct mate_counts c = { 0 };
    const struct test_playout visit = { check_playout_mate, NULL, &c };
    const int nfens = (int)(sizeof ending_fens / sizeof ending_fens[0]);
    test_playouts(ending_fens, nfens, UINT64_C(5000) + (uint64_t)_i, 12500 / test_sample_share(), &visit);
    ck_assert_that(c.positions == 12500 / test_sample_share(), "run %d", _i);
    if (test_sample_share() == 1)
        ck_assert_that(c.mates >= 3 && c.stalemates >= 3, "run %d: %ld mates, %ld stalemates", _i, c.mates,
                       c.stalemates);
}
END_TEST

/* Mates and stalemates written out, and positions near them. */
START_TEST(test_mate_cases)
{
    static const struct {
        const char *fen;
        bool mate, stalemate;
    } cases[] = {
        { "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", true, false }, /* fool's mate */
        { "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", false, true },
        { "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", true, false },
        { "7k/8/6QK/8/8/8/8/8 b - - 0 1", false, true },
        { "k7/2Q5/1K6/8/8/8/8/8 b - - 0 1", false, true },
        { "k7/P7/1K6/8/8/8/8/8 b - - 0 1", false, true },
        { "5bnr/4p1pq/4Qpkr/7p/7P/4P3/PPPP1PP1/RNB1KBNR b KQ - 2 10", false, true }, /* the shortest stalemate */
        { "5K1k/7r/6N1/8/8/8/8/8 b - - 0 1", true, false },
        { "8/8/8/8/8/8/1r6/k1K5 w - - 0 1", false, false }, /* not Kxb2, but Kd1 or Kd2 */
        { "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1", true, false },                                 /* back rank */
        { "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", false, false },
    };
    struct mate_counts c = { 0 };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const struct bbg_position pos = test_parse(cases[i].fen);
        ck_assert_truth_eq(bbg_is_checkmate(&pos), cases[i].mate, "%s", cases[i].fen);
        ck_assert_truth_eq(bbg_is_stalemate(&pos), cases[i].stalemate, "%s", cases[i].fen);
        check_mate_node(&pos, &c);
    }
}
END_TEST

/* ---- placements of a few pieces --------------------------------------------- */

/* The dark squares by the model (a1 dark). */
static uint64_t dark_squares(void)
{
    uint64_t dark = 0;
    for (int sq = 0; sq < 64; sq++)
        if (model_color(sq) == MODEL_DARK)
            dark |= model_bit(sq);
    return dark;
}

/* Which bishop colours a class takes: any, all bishops on one colour, or
 * bishops on both. */
enum bishop_colours { ANY_COLOURS, ONE_COLOUR, BOTH_COLOURS };

/* Positions counted, mates of the side to move found, and how many of
 * the positions bbg_insufficient_material calls insufficient, and
 * bbg_insufficient_material_for the side not to move (the mater). */
struct tally {
    enum bishop_colours bishops;
    uint64_t dark;
    long positions, mates, insufficient, mater_insufficient;
    struct bbg_position first_mate;
};

static struct tally tally_start(enum bishop_colours bishops)
{
    struct tally t;
    memset(&t, 0, sizeof t);
    t.bishops = bishops;
    t.dark = dark_squares();
    return t;
}

/* A position being built piece by piece: its pieces as side * 6 + kind,
 * the first the king of the side to move, which stays on its square. */
struct placement {
    int piece[6];
    int n;
    struct bbg_position pos;
    uint64_t occ;
};

static void put(struct placement *p, int piece, uint64_t bit)
{
    p->pos.board.by_side[piece / 6] ^= bit;
    p->pos.board.by_kind[piece % 6] ^= bit;
    p->occ ^= bit;
}

/* A position with side to move side and nothing but pieces: no castling,
 * no en passant square, clocks 0 and 1 (the key is left 0: the functions
 * under test do not read it). */
static struct placement placement_start(int side)
{
    struct placement p;
    memset(&p, 0, sizeof p);
    p.pos.side = (uint8_t)side;
    p.pos.ep = BBG_NO_EP;
    p.pos.fullmove = 1;
    return p;
}

/* Counts the position if it is one (the side not to move not in check,
 * which also keeps the kings apart) and of the tally's bishop colours. */
static void tally_position(struct tally *t, const struct bbg_position *pos, uint64_t occ)
{
    const int us = pos->side;
    if (bbg_attackers_bb(pos, bbg_king_square(pos, (enum bbg_side)(us ^ 1)), (enum bbg_side)us, occ) != 0)
        return;
    const uint64_t bishops = pos->board.by_kind[BISHOP];
    const bool one_colour = (bishops & t->dark) == 0 || (bishops & ~t->dark) == 0;
    if ((t->bishops == ONE_COLOUR && !one_colour) || (t->bishops == BOTH_COLOURS && one_colour))
        return;
    t->positions++;
    t->insufficient += bbg_insufficient_material(pos);
    t->mater_insufficient += bbg_insufficient_material_for(pos, (enum bbg_side)(us ^ 1));
    if (bbg_is_checkmate(pos) && t->mates++ == 0)
        t->first_mate = *pos;
}

/* Every square for pieces k and on (pawns off the first and last ranks). */
// NOLINTNEXTLINE(misc-no-recursion)
static void place_from(struct placement *p, int k, struct tally *t)
{
    if (k == p->n) {
        tally_position(t, &p->pos, p->occ);
        return;
    }
    for (int sq = 0; sq < 64; sq++) {
        const uint64_t bit = model_bit(sq);
        if ((p->occ & bit) || (p->piece[k] % 6 == PAWN && (model_rank(sq) == 0 || model_rank(sq) == 7)))
            continue;
        put(p, p->piece[k], bit);
        place_from(p, k + 1, t);
        put(p, p->piece[k], bit);
    }
}

/* A class of material: the pieces of the side to move (whose king is
 * mated, if any is) and of the other side, besides the kings, as letters
 * of "pnbrqk", and the bishop colours it takes. */
struct material_class {
    const char *mated, *mating;
    enum bishop_colours bishops;
};

static int kind_of_letter(char c) { return (int)(strchr("pnbrqk", c) - "pnbrqk"); }

/* Every placement of the class with the king of the side to move (side)
 * on ksq, into t. */
static void place_class(const struct material_class *c, int side, int ksq, struct tally *t)
{
    struct placement p = placement_start(side);
    p.piece[p.n++] = side * 6 + KING;
    p.piece[p.n++] = (side ^ 1) * 6 + KING;
    for (const char *l = c->mated; *l; l++)
        p.piece[p.n++] = side * 6 + kind_of_letter(*l);
    for (const char *l = c->mating; *l; l++)
        p.piece[p.n++] = (side ^ 1) * 6 + kind_of_letter(*l);
    put(&p, p.piece[0], model_bit(ksq));
    place_from(&p, 1, t);
}

/* ---- insufficient material, exhaustively ---------------------------------- */

/* The classes bbg_insufficient_material calls insufficient, each with
 * either side's material on the side to move. */
static const struct material_class insufficient_classes[] = {
    { "", "", ANY_COLOURS },  { "b", "", ANY_COLOURS },  { "", "b", ANY_COLOURS }, { "n", "", ANY_COLOURS },
    { "", "n", ANY_COLOURS }, { "b", "b", ONE_COLOUR },  { "bb", "", ONE_COLOUR }, { "", "bb", ONE_COLOUR },
};

/* With the king of the side to move on square _i, either side to move:
 * every placement of every class, insufficient by the function and by
 * both sides', and none a mate. */
START_TEST(test_insufficient_no_mate)
{
    if (_i % test_sample_share() != 0)
        return;
    for (size_t k = 0; k < sizeof insufficient_classes / sizeof insufficient_classes[0]; k++) {
        const struct material_class *c = &insufficient_classes[k];
        for (int side = 0; side < 2; side++) {
            struct tally t = tally_start(c->bishops);
            place_class(c, side, _i, &t);
            ck_assert_msg(t.positions > 0 && t.mates == 0 && t.insufficient == t.positions,
                          "K%s v K%s, %s to move, king on %s: %ld mates, %ld called insufficient, in %ld", c->mated,
                          c->mating, side ? "black" : "white", model_name(_i).s, t.mates, t.insufficient,
                          t.positions);
        }
    }
}
END_TEST

/* The classes the rule calls sufficient: each holds a mate. */
static const struct material_class sufficient_classes[] = {
    { "b", "b", BOTH_COLOURS }, { "", "bb", BOTH_COLOURS }, { "n", "n", ANY_COLOURS },
    { "b", "n", ANY_COLOURS },  { "n", "b", ANY_COLOURS },  { "", "nn", ANY_COLOURS },
    /* python-chess's helpmates: the mated side's own piece blocks. */
    { "r", "n", ANY_COLOURS },  { "p", "n", ANY_COLOURS }, { "p", "b", ANY_COLOURS },
};

/* The ten squares a1-d1-d4 (every square up to the board's symmetries). */
static const int triangle[10] = { BBG_A1, BBG_B1, BBG_C1, BBG_D1, BBG_B2, BBG_C2, BBG_D2, BBG_C3, BBG_D3, BBG_D4 };

/* Class _i with the mated king on the squares a1-d1-d4, both sides
 * (sampled: a1 only): a mate, which the model confirms. */
START_TEST(test_sufficient_has_mate)
{
    const struct material_class *c = &sufficient_classes[_i];
    struct tally t = tally_start(c->bishops);
    const int squares = test_sample_share() > 1 ? 1 : 10;
    for (int side = 0; side < 2; side++)
        for (int k = 0; k < squares; k++)
            place_class(c, side, triangle[k], &t);
    ck_assert_msg(t.mates > 0 && t.insufficient == 0 && t.mater_insufficient == 0,
                  "K%s v K%s: %ld mates, %ld called insufficient, %ld for the mater, in %ld positions", c->mated,
                  c->mating, t.mates, t.insufficient, t.mater_insufficient, t.positions);
    bool mate, stalemate;
    model_mate(&t.first_mate, &mate, &stalemate);
    ck_assert_msg(mate, "K%s v K%s: %s is no mate by the model", c->mated, c->mating, test_fen_of(&t.first_mate).s);
}
END_TEST

/* ---- what a lone knight or bishop can mate ---------------------------------- */

/* Mates of the king of side (to move) on ksq by a king and a knight
 * (mover KNIGHT) or bishop (BISHOP), with blocker pieces (QUEEN, ROOK) on
 * any set of the squares around the mated king. */
static void place_blockers(int side, int ksq, int mover, int blocker, struct tally *t)
{
    const uint64_t around = model_king_bb(ksq);
    const uint64_t reach = mover == KNIGHT ? model_knight_bb(ksq) : model_slider_attacks_bb(MODEL_BISHOP, ksq, 0);
    for (int m = 0; m < 64; m++) {
        if (!model_has(reach, m))
            continue;
        for (int k = 0; k < 64; k++) {
            if (k == ksq || k == m)
                continue;
            const uint64_t free = around & ~model_bit(m) & ~model_bit(k);
            for (uint64_t set = free;; set = (set - 1) & free) {
                struct placement p = placement_start(side);
                put(&p, side * 6 + KING, model_bit(ksq));
                put(&p, (side ^ 1) * 6 + KING, model_bit(k));
                put(&p, (side ^ 1) * 6 + mover, model_bit(m));
                p.pos.board.by_side[side] |= set;
                p.pos.board.by_kind[blocker] |= set;
                p.occ |= set;
                tally_position(t, &p.pos, p.occ);
                if (set == 0)
                    break;
            }
        }
    }
}

/* With the mated king on _i, either side: no mate by a lone knight
 * against queens beside the king, nor by a lone bishop against rooks. */
START_TEST(test_lone_minor_no_mate)
{
    if (_i % test_sample_share() != 0)
        return;
    for (int side = 0; side < 2; side++) {
        struct tally knight = tally_start(ANY_COLOURS);
        struct tally bishop = knight;
        place_blockers(side, _i, KNIGHT, QUEEN, &knight);
        place_blockers(side, _i, BISHOP, ROOK, &bishop);
        ck_assert_msg(knight.positions > 0 && knight.mates == 0 && knight.mater_insufficient == knight.positions,
                      "king on %s: %ld knight mates (first %s), %ld of %ld called insufficient for the knight",
                      model_name(_i).s, knight.mates, test_fen_of(&knight.first_mate).s, knight.mater_insufficient,
                      knight.positions);
        ck_assert_msg(bishop.positions > 0 && bishop.mates == 0 && bishop.mater_insufficient == bishop.positions,
                      "king on %s: %ld bishop mates (first %s), %ld of %ld called insufficient for the bishop",
                      model_name(_i).s, bishop.mates, test_fen_of(&bishop.first_mate).s, bishop.mater_insufficient,
                      bishop.positions);
    }
}
END_TEST

/* Worked by hand: what each side has, and for the mates (the side to
 * move mated), that the function agrees the mate was possible. */
static const struct {
    const char *fen;
    bool white, black, mate;
} material_cases[] = {
    { "8/8/8/4k3/8/8/8/4K3 w - - 0 1", true, true, false },          /* K v K */
    { "8/8/8/4k3/8/8/8/2N1K3 w - - 0 1", true, true, false },        /* KN v K */
    { "3qk3/8/8/8/8/8/8/2N1K3 w - - 0 1", true, false, false },      /* KN v KQ: the knight cannot */
    { "2qqk3/8/8/8/8/8/8/2N1K3 w - - 0 1", true, false, false },     /* KN v KQQ */
    { "8/8/8/4k3/8/8/8/1NN1K3 w - - 0 1", false, true, false },      /* KNN v K: a mate exists */
    { "5K1k/7r/6N1/8/8/8/8/8 b - - 0 1", false, false, true },       /* KN v KR: the rook blocks */
    { "k1K5/b1N5/8/8/8/8/8/8 b - - 0 1", false, false, true },       /* KN v KB */
    { "kn6/2N5/1K6/8/8/8/8/8 b - - 0 1", false, false, true },       /* KN v KN */
    { "k1K5/p1N5/8/8/8/8/8/8 b - - 0 1", false, false, true },       /* KN v KP */
    { "kn6/1B6/1K6/8/8/8/8/8 b - - 0 1", false, false, true },       /* KB v KN */
    { "k1K5/p7/8/8/4B3/8/8/8 b - - 0 1", false, false, true },       /* KB v KP */
    { "kb6/8/1K6/8/4B3/8/8/8 b - - 0 1", false, false, true },       /* KB v KB, both colours */
    { "8/8/8/4k3/8/2b5/8/2B1K3 w - - 0 1", true, true, false },      /* KB v KB, one colour */
    { "4k2r/8/8/8/8/8/8/2B1K3 w - - 0 1", true, false, false },      /* KB v KR */
    { "3qk2r/8/8/8/8/8/8/2B1K3 w - - 0 1", true, false, false },     /* KB v KRQ */
    { "4k3/8/8/8/8/4B3/8/2B1K3 w - - 0 1", true, true, false },      /* KBB v K, one colour */
    { "4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1", false, true, false },      /* KBB v K, both colours */
    { "4k3/8/8/8/8/8/3p4/2B1K3 w - - 0 1", false, false, false },    /* KB v KP */
    { "8/8/8/4k3/8/8/4p3/4K3 w - - 0 1", true, false, false },       /* K v KP */
    { "8/8/8/4k3/8/8/4P3/2N1K3 w - - 0 1", false, true, false },     /* KNP v K */
    { "4k3/8/8/8/8/8/8/2N1KB2 w - - 0 1", false, true, false },      /* KNB v K */
    { "4k3/8/8/8/8/8/8/4K2R w K - 0 1", false, true, false },        /* KR v K */
};

START_TEST(test_material_cases)
{
    for (size_t i = 0; i < sizeof material_cases / sizeof material_cases[0]; i++) {
        const char *fen = material_cases[i].fen;
        const struct bbg_position pos = test_parse(fen);
        ck_assert_truth_eq(bbg_insufficient_material_for(&pos, BBG_WHITE), material_cases[i].white, "%s", fen);
        ck_assert_truth_eq(bbg_insufficient_material_for(&pos, BBG_BLACK), material_cases[i].black, "%s", fen);
        ck_assert_truth_eq(bbg_insufficient_material(&pos), material_cases[i].white && material_cases[i].black, "%s",
                           fen);
        ck_assert_truth_eq(bbg_is_checkmate(&pos), material_cases[i].mate, "%s", fen);
    }
}
END_TEST

/* ---- the material model ------------------------------------------------------ */

/* The pieces of each kind of each side, and the colours of the bishops
 * (bit MODEL_LIGHT, bit MODEL_DARK), counted square by square. */
struct material {
    int count[2][6];
    int bishop_colours;
};

static struct material material_of(const struct board *b)
{
    struct material m;
    memset(&m, 0, sizeof m);
    for (int sq = 0; sq < 64; sq++) {
        if (b->piece[sq] < 0)
            continue;
        m.count[b->piece[sq] / 6][b->piece[sq] % 6]++;
        if (b->piece[sq] % 6 == BISHOP)
            m.bishop_colours |= 1 << model_color(sq);
    }
    return m;
}

/* python-chess's has_insufficient_material(color), line by line. */
static bool model_insufficient_for(const struct material *m, int side)
{
    const int *ours = m->count[side], *theirs = m->count[side ^ 1];
    if (ours[PAWN] + ours[ROOK] + ours[QUEEN] > 0)
        return false;
    if (ours[KNIGHT] > 0)
        return ours[KNIGHT] + ours[BISHOP] == 1 && theirs[PAWN] + theirs[KNIGHT] + theirs[BISHOP] + theirs[ROOK] == 0;
    if (ours[BISHOP] > 0)
        return m->bishop_colours != 3 && m->count[0][PAWN] + m->count[1][PAWN] == 0
            && m->count[0][KNIGHT] + m->count[1][KNIGHT] == 0;
    return true;
}

/* Neither side can mate: no pawn, rook or queen, and at most one minor
 * piece, or bishops on one colour and no knight. */
static bool model_insufficient(const struct material *m)
{
    int heavy = 0, knights = 0, bishops = 0;
    for (int side = 0; side < 2; side++) {
        heavy += m->count[side][PAWN] + m->count[side][ROOK] + m->count[side][QUEEN];
        knights += m->count[side][KNIGHT];
        bishops += m->count[side][BISHOP];
    }
    return heavy == 0 && (knights + bishops <= 1 || (knights == 0 && m->bishop_colours != 3));
}

/* A random position: the kings and up to five pieces, mostly minor ones;
 * false if the side not to move is in check. */
static bool random_material_position(struct test_random *r, struct bbg_position *pos)
{
    static const int kinds[10] = { KNIGHT, KNIGHT, KNIGHT, BISHOP, BISHOP, BISHOP, BISHOP, PAWN, ROOK, QUEEN };
    struct placement p = placement_start((int)(test_random_next(r) & 1));
    put(&p, KING, model_bit(test_random_square(r)));
    const int black_king = test_random_square(r);
    if (model_has(p.occ, black_king))
        return false;
    put(&p, 6 + KING, model_bit(black_king));
    const int extra = (int)(test_random_next(r) % 6);
    for (int i = 0; i < extra; i++) {
        const int sq = test_random_square(r), kind = kinds[test_random_next(r) % 10];
        if (!model_has(p.occ, sq) && (kind != PAWN || (model_rank(sq) != 0 && model_rank(sq) != 7)))
            put(&p, (int)(test_random_next(r) & 1) * 6 + kind, model_bit(sq));
    }
    *pos = p.pos;
    const int them = pos->side ^ 1;
    return bbg_attackers_bb(pos, bbg_king_square(pos, (enum bbg_side)them), (enum bbg_side)pos->side, p.occ) == 0;
}

/* 50,000 random positions a run: both functions against the model. */
START_TEST(test_material_random)
{
    struct test_random r = { UINT64_C(6000) + (uint64_t)_i };
    long positions = 0, insufficient = 0, one_side = 0;
    while (positions < 50000 / test_sample_share()) {
        struct bbg_position pos;
        if (!random_material_position(&r, &pos))
            continue;
        const struct board b = board_of(&pos);
        const struct material m = material_of(&b);
        const bool white = model_insufficient_for(&m, BBG_WHITE), black = model_insufficient_for(&m, BBG_BLACK);
        expect_that(bbg_insufficient_material_for(&pos, BBG_WHITE) == white
                        && bbg_insufficient_material_for(&pos, BBG_BLACK) == black
                        && bbg_insufficient_material(&pos) == model_insufficient(&m),
                    "%s: insufficient for white %d, black %d, both %d; the model says %d %d %d", test_fen_of(&pos).s,
                    bbg_insufficient_material_for(&pos, BBG_WHITE), bbg_insufficient_material_for(&pos, BBG_BLACK),
                    bbg_insufficient_material(&pos), white, black, model_insufficient(&m));
        expect_that(model_insufficient(&m) == (white && black), "%s: the models disagree", test_fen_of(&pos).s);
        positions++;
        insufficient += model_insufficient(&m);
        one_side += white != black;
    }
    ck_assert_msg(insufficient > positions / 20 && one_side > positions / 20, "run %d: %ld insufficient, %ld one side",
                  _i, insufficient, one_side);
}
END_TEST

/* ---- the 50- and 75-move rules ------------------------------------------------ */

START_TEST(test_move_rules)
{
    static const struct {
        int halfmove;
        bool fifty, seventy_five;
    } cases[] = { { 0, false, false },   { 99, false, false }, { 100, true, false },     { 149, true, false },
                  { 150, true, true },   { 151, true, true },  { 65535, true, true } };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char fen[96];
        snprintf(fen, sizeof fen, "8/8/8/4k3/8/8/8/R3K3 w - - %d 80", cases[i].halfmove);
        const struct bbg_position pos = test_parse(fen);
        ck_assert_truth_eq(bbg_fifty_move_claimable(&pos), cases[i].fifty, "%s", fen);
        ck_assert_truth_eq(bbg_seventy_five_move_draw(&pos), cases[i].seventy_five, "%s", fen);
    }
}
END_TEST

/* ---- repetition keys ----------------------------------------------------------- */

/* Positions just after a double step with a pawn beside it: the capture
 * legal or not. */
static const struct {
    const char *fen;
    bool legal;
} en_passant_cases[] = {
    { "8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1", false },       /* both pawns leave the king's rank */
    { "7k/8/8/8/3pP3/8/8/B3K3 b - e3 0 1", false },       /* d4 pinned to h8 */
    { "7k/8/8/8/3pP3/8/8/4K3 b - e3 0 1", true },
    { "7k/8/8/8/3pPp2/8/8/B3K3 b - e3 0 1", true },       /* d4 pinned, f4 free */
    { "4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1", true },
    { "4k3/8/8/2KPp2r/8/8/8/8 w - e6 0 2", false },       /* white's rank */
    { "8/8/8/1k1Pp2Q/8/8/8/3K4 w - e6 0 1", true },       /* the capture uncovers a check on black */
    { "3k4/8/8/2KPp3/8/8/8/4r3 w - e6 0 2", true },       /* a rook behind, off the king's lines */
};

/* The FEN with its en passant field replaced by '-'. */
static struct test_text without_en_passant(const char *fen)
{
    struct test_text t = test_format("%s", fen);
    char *field = t.s;
    for (int spaces = 0; spaces < 3; field++)
        spaces += *field == ' ';
    const size_t len = strcspn(field, " ");
    memmove(field + 1, field + len, strlen(field + len) + 1);
    *field = '-';
    return t;
}

START_TEST(test_repetition_key_cases)
{
    for (size_t i = 0; i < sizeof en_passant_cases / sizeof en_passant_cases[0]; i++) {
        const char *fen = en_passant_cases[i].fen;
        const struct bbg_position with = test_parse(fen), without = test_parse(without_en_passant(fen).s);
        bbg_move moves[BBG_MAX_MOVES];
        const int n = bbg_legal_moves(&with, moves);
        bool listed = false;
        for (int k = 0; k < n; k++)
            listed |= bbg_move_kind(moves[k]) == BBG_MOVE_EN_PASSANT;
        ck_assert_msg(listed == en_passant_cases[i].legal && with.ep != BBG_NO_EP && with.key != without.key,
                      "%s: the case is not what it says", fen);
        ck_assert_msg((bbg_repetition_key(&with) == bbg_repetition_key(&without)) == !en_passant_cases[i].legal,
                      "%s: repetition keys with and without the square", fen);
        ck_assert_msg(bbg_repetition_key(&without) == without.key, "%s: no square, the Polyglot key", fen);
        ck_assert_msg(bbg_repetition_key(&with) == (en_passant_cases[i].legal ? with.key : without.key),
                      "%s: the repetition key", fen);
    }
}
END_TEST

/* The repetition key is the Polyglot key of the canonical FEN's position
 * (bbg_position_to_fen names the square only when a capture is legal,
 * and bbg_position_from_fen keeps it then). */
static void check_playout_key(const struct bbg_position *pos, long i, void *counts)
{
    (void)i;
    const struct bbg_position canonical = test_parse(test_fen_of(pos).s);
    expect_that(bbg_repetition_key(pos) == canonical.key, "%s: repetition key %016llx, the FEN's key %016llx",
                test_fen_of(pos).s, (unsigned long long)bbg_repetition_key(pos),
                (unsigned long long)canonical.key);
    long *c = counts;
    c[0] += pos->ep != BBG_NO_EP;
    c[1] += pos->ep != BBG_NO_EP && canonical.ep == BBG_NO_EP;
}

START_TEST(test_repetition_key_playouts)
{
    long counts[2] = { 0, 0 };
    const struct test_playout visit = { check_playout_key, NULL, counts };
    test_playouts(NULL, 0, UINT64_C(7000) + (uint64_t)_i, 25000 / test_sample_share(), &visit);
    if (test_sample_share() == 1)
        ck_assert_msg(counts[0] > 0, "run %d: %ld en passant squares, %ld of them illegal", _i, counts[0],
                      counts[1]);
}
END_TEST

/* ---- bbg_is_repetition ------------------------------------------------------------ */

START_TEST(test_is_repetition_arrays)
{
    static const uint64_t a[] = { 1, 2, 3, 4, 1 };   /* 1 again four plies on */
    static const uint64_t b[] = { 7, 7 };            /* the other side to move */
    static const uint64_t c[] = { 5, 6, 5 };         /* two plies on */
    static const uint64_t d[] = { 9, 1, 9, 2, 3, 4, 5 };
    static const uint64_t e[] = { 3, 8, 5, 3 };      /* 3 again, the other side to move */
    ck_assert(bbg_is_repetition(a, 5, 4));
    ck_assert(bbg_is_repetition(a, 5, 100));
    ck_assert(!bbg_is_repetition(a, 5, 3)); /* the window starts after it */
    ck_assert(!bbg_is_repetition(a, 4, 4));
    ck_assert(!bbg_is_repetition(a, 1, 0));
    ck_assert(!bbg_is_repetition(b, 2, 1));
    ck_assert(bbg_is_repetition(c, 3, 2));
    ck_assert(!bbg_is_repetition(c, 3, 1));
    ck_assert(!bbg_is_repetition(c, 2, 1));
    ck_assert(bbg_is_repetition(d, 3, 2));
    ck_assert(!bbg_is_repetition(d, 7, 6)); /* 5 was never before */
    ck_assert(!bbg_is_repetition(d, 7, 60));
    ck_assert(!bbg_is_repetition(e, 4, 10));
    /* bbg_repetitions: the same window, every occurrence counted. */
    static const uint64_t f[] = { 4, 0, 4, 0, 4, 1, 4, 2, 4 };
    ck_assert_int_eq(bbg_repetitions(f, 9, 8), 5);
    ck_assert_int_eq(bbg_repetitions(f, 9, 7), 4);
    ck_assert_int_eq(bbg_repetitions(f, 9, 2), 2);
    ck_assert_int_eq(bbg_repetitions(f, 9, 1), 1);
    ck_assert_int_eq(bbg_repetitions(f, 8, 7), 1); /* 2 never came before */
    ck_assert_int_eq(bbg_repetitions(f, 4, 100), 2);
    ck_assert_int_eq(bbg_repetitions(f, 1, 0), 1);
    ck_assert_int_eq(bbg_repetitions(a, 5, 4), 2);
    ck_assert_int_eq(bbg_repetitions(b, 2, 1), 1);
    ck_assert_int_eq(bbg_repetitions(e, 4, 10), 1); /* the other side to move is not counted */
    static const uint64_t g[] = { 5, 5, 5, 5 };
    ck_assert_int_eq(bbg_repetitions(g, 4, 3), 2);
}
END_TEST

/* The canonical FEN less its two clocks: FIDE's identity of positions. */
static struct test_text identity_of(const struct bbg_position *pos)
{
    struct test_text t = test_fen_of(pos);
    char *space = strrchr(t.s, ' ');
    *space = '\0';
    *strrchr(t.s, ' ') = '\0';
    return t;
}

/* Random games from endings, where half the moves go back to where the
 * same side's last move came from: at each ply, bbg_is_repetition on the
 * repetition keys so far against an earlier position with the same
 * identity since the last capture or pawn move. */
START_TEST(test_is_repetition_games)
{
    static const char *const fens[] = {
        "8/8/8/4k3/8/8/8/R3K3 w - - 0 1",
        "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1",
        "8/8/3k4/8/3pP3/8/2K5/8 b - e3 0 1",
        "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1",
    };
    static uint64_t keys[301];
    static struct test_text ids[301];
    struct test_random r = { UINT64_C(8000) + (uint64_t)_i };
    long repetitions = 0, plies = 0;
    for (int game = 0; game < 40 / test_sample_share() + 1; game++) {
        struct bbg_position pos = test_parse(fens[game % 4]);
        bbg_move played[300];
        for (int n = 0; n < 300; n++) {
            keys[n] = bbg_repetition_key(&pos);
            ids[n] = identity_of(&pos);
            bool seen = false;
            for (int j = n - 1; j >= 0 && j >= n - pos.halfmove; j--)
                seen |= strcmp(ids[j].s, ids[n].s) == 0;
            int occurrences = 1;
            for (int j = n - 1; j >= 0 && j >= n - pos.halfmove; j--)
                occurrences += strcmp(ids[j].s, ids[n].s) == 0;
            expect_that(bbg_is_repetition(keys, n + 1, pos.halfmove) == seen
                            && bbg_repetitions(keys, n + 1, pos.halfmove) == occurrences,
                        "%s, ply %d: repetition %d (%d), seen %d (%d)", ids[n].s, n,
                        bbg_is_repetition(keys, n + 1, pos.halfmove), bbg_repetitions(keys, n + 1, pos.halfmove),
                        seen, occurrences);
            repetitions += seen;
            plies++;
            bbg_move moves[BBG_MAX_MOVES];
            const int count = bbg_legal_moves(&pos, moves);
            if (count == 0)
                break;
            bbg_move m = moves[test_random_next(&r) % (uint64_t)count];
            if (n >= 2 && (test_random_next(&r) & 1)) {
                const bbg_move back = bbg_move_encode(bbg_move_to(played[n - 2]), bbg_move_from(played[n - 2]),
                                                      BBG_MOVE_NORMAL, BBG_PIECE_KNIGHT);
                if (bbg_is_legal(&pos, back))
                    m = back;
            }
            played[n] = m;
            bbg_make_move(&pos, m);
        }
    }
    ck_assert_msg(repetitions > plies / 10, "run %d: %ld repetitions in %ld plies", _i, repetitions, plies);
}
END_TEST

/* main's argv is char *[] in C: the const array cppcheck suggests is not. */
// cppcheck-suppress constParameter
int main(int argc, char *argv[])
{
    if (argc > 1)
        suites_dir = argv[1];
    struct test_entry tests[] = {
        { test_mate_cases, 0 },
        { test_mate_trees, 16 },
        { test_mate_playouts, 8 },
        { test_insufficient_no_mate, 64 },
        { test_sufficient_has_mate, (int)(sizeof sufficient_classes / sizeof sufficient_classes[0]) },
        { test_lone_minor_no_mate, 64 },
        { test_material_cases, 0 },
        { test_material_random, 4 },
        { test_move_rules, 0 },
        { test_repetition_key_cases, 0 },
        { test_repetition_key_playouts, 4 },
        { test_is_repetition_arrays, 0 },
        { test_is_repetition_games, 4 },
    };
    return test_run_entries("rules", tests, sizeof tests / sizeof tests[0], 600);
}
