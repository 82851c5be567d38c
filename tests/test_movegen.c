/* The stages and the legality tests of movegen.h, against the legal list
 * (itself proven against a brute force in test_position.c) and against
 * the brute-force model of tests/positions.c:
 *   - at every node of the perft trees of the perft suites
 *     (examples/perft/suites: standard and tricky positions to depth 3,
 *     the 960 Chess960 positions to depth 2) and on 10^6 random playout
 *     positions: NOISY and QUIET split the legal list, each move on its
 *     side by what it is; EVASIONS is the legal list in check and empty
 *     out of check; the same for the pseudo-legal stages, and for the
 *     legal stages listed from one struct bbg_stages in two orders of the
 *     calls and in one pass (bbg_generate_legal_split), each list move for
 *     move the one-call stage's; the pseudo-legal
 *     list equals the model's (moves by the pieces' rules, castling when
 *     legal, evasions in check), and a pseudo-legal move is legal exactly
 *     when the model finds the mover's king unattacked after it;
 *   - bbg_is_legal and bbg_is_pseudo_legal on all 65,536 codes of 24,463
 *     positions (the suites' positions, special ones and random playout
 *     positions: en passant, castling, Chess960, promotions, checks,
 *     double checks, pins, each counted), equal to membership in the lists.
 * Under CI's sample (BBGEOM_TEST_SAMPLE, tests/sample.h) the same checks
 * run on a fixed part: the trees a ply shallower, 1 in the share of the
 * rest. Against the amalgamation (tests/meson.build), a quarter of that,
 * sampled or whole (sample_share below). */
#include <stdlib.h>
#include <string.h>

#include "positions.h"

/* The folder of the perft suites (the program's argument). */
static const char *suites_dir = "examples/perft/suites";

/* The share of the run's share that the program's second argument asks
 * for: 1 in that many (1, all of it, when there is none). */
static long least_share = 1;

/* 1 in sample_share() of the heavy work runs: 1 in least_share of
 * test_sample_share()'s share (sample.h: all of it unless CI's sample or
 * the memory checkers ask for less). */
static long sample_share(void)
{
    return test_sample_share() * least_share;
}

/* ---- a set of move codes -------------------------------------------------- */

/* Membership of the 65,536 codes: one bit each. */
struct code_set {
    uint64_t bits[1024];
};

static bool has_code(const struct code_set *s, bbg_move m) { return (s->bits[m >> 6] >> (m & 63)) & 1; }

/* Adds the list, which may hold no code twice. */
static void add_codes(struct code_set *s, const bbg_move *moves, int n, const struct bbg_position *pos,
                      const char *what)
{
    for (int i = 0; i < n; i++) {
        expect_that(!has_code(s, moves[i]), "%s: %s lists code %u twice", test_fen_of(pos).s, what, moves[i]);
        s->bits[moves[i] >> 6] |= UINT64_C(1) << (moves[i] & 63);
    }
}

/* Empties the set that holds just the list (cheaper than clearing it). */
static void remove_codes(struct code_set *s, const bbg_move *moves, int n)
{
    for (int i = 0; i < n; i++)
        s->bits[moves[i] >> 6] &= ~(UINT64_C(1) << (moves[i] & 63));
}

/* ---- the stages ----------------------------------------------------------- */

/* Noisy, by what the move does: takes a piece (on its target or en
 * passant) or promotes. Castling's target holds our own rook. */
static bool is_noisy(const struct bbg_position *pos, bbg_move m)
{
    return bbg_move_kind(m) == BBG_MOVE_PROMOTION || bbg_move_kind(m) == BBG_MOVE_EN_PASSANT
        || ((pos->board.by_side[pos->side ^ 1] >> bbg_move_to(m)) & 1);
}

static struct code_set scratch_all, scratch_staged;

/* The stage lists of one node, by enum bbg_gen (the ALL list too). */
struct stage_lists {
    bbg_move list[4][BBG_MAX_MOVES];
    int n[4];
};

/* Each stage by its own call: bbg_generate_pseudo or bbg_generate_legal. */
static void stages_by_calls(const struct bbg_position *pos, bool pseudo, struct stage_lists *s)
{
    for (int kind = BBG_GEN_NOISY; kind <= BBG_GEN_ALL; kind++)
        s->n[kind] = (pseudo ? bbg_generate_pseudo : bbg_generate_legal)(pos, (enum bbg_gen)kind, s->list[kind]);
}

/* Each legal stage from one struct bbg_stages, listed in the order given
 * (the first one finds the node and, but for EVASIONS out of check, walks
 * the pieces; the next ones list from what it kept). */
static void stages_by_context(const struct bbg_position *pos, const enum bbg_gen order[4], struct stage_lists *s)
{
    struct bbg_stages st;
    bbg_stages_init(&st, pos);
    for (int k = 0; k < 4; k++)
        s->n[order[k]] = bbg_stages_generate(&st, order[k], s->list[order[k]]);
}

/* The same lists, move for move. */
static bool same_lists(const struct stage_lists *a, const struct stage_lists *b)
{
    for (int kind = BBG_GEN_NOISY; kind <= BBG_GEN_ALL; kind++)
        if (a->n[kind] != b->n[kind]
            || memcmp(a->list[kind], b->list[kind], sizeof a->list[0][0] * (size_t)a->n[kind]) != 0)
            return false;
    return true;
}

/* NOISY and QUIET of s split all (the list of that legality), each move
 * where is_noisy puts it; EVASIONS is all in check and empty out of it;
 * ALL is all, in its order. */
static void check_stages(const struct bbg_position *pos, const bbg_move *all, int n, const struct stage_lists *s,
                         const char *what)
{
    const bbg_move *noisy = s->list[BBG_GEN_NOISY], *quiet = s->list[BBG_GEN_QUIET];
    const bbg_move *evasions = s->list[BBG_GEN_EVASIONS];
    const int n_noisy = s->n[BBG_GEN_NOISY], n_quiet = s->n[BBG_GEN_QUIET], n_evasions = s->n[BBG_GEN_EVASIONS];
    add_codes(&scratch_all, all, n, pos, what);
    add_codes(&scratch_staged, noisy, n_noisy, pos, "noisy");
    add_codes(&scratch_staged, quiet, n_quiet, pos, "noisy and quiet"); /* no move in both */
    expect_num_eq(n_noisy + n_quiet, n, "%s: %s noisy + quiet", test_fen_of(pos).s, what);
    for (int i = 0; i < n_noisy; i++)
        expect_that(has_code(&scratch_all, noisy[i]) && is_noisy(pos, noisy[i]), "%s: %s noisy move %u",
                    test_fen_of(pos).s, what, noisy[i]);
    for (int i = 0; i < n_quiet; i++)
        expect_that(has_code(&scratch_all, quiet[i]) && !is_noisy(pos, quiet[i]), "%s: %s quiet move %u",
                    test_fen_of(pos).s, what, quiet[i]);
    remove_codes(&scratch_staged, noisy, n_noisy);
    remove_codes(&scratch_staged, quiet, n_quiet);
    const bool in_check = bbg_checkers_bb(pos) != 0;
    expect_num_eq(n_evasions, in_check ? n : 0, "%s: %s evasions", test_fen_of(pos).s, what);
    for (int i = 0; i < n_evasions; i++)
        expect_that(has_code(&scratch_all, evasions[i]), "%s: %s evasion %u", test_fen_of(pos).s, what,
                    evasions[i]);
    expect_that(s->n[BBG_GEN_ALL] == n && memcmp(s->list[BBG_GEN_ALL], all, sizeof all[0] * (size_t)n) == 0,
                "%s: %s ALL is not the list", test_fen_of(pos).s, what);
    remove_codes(&scratch_all, all, n);
}

/* The legal NOISY and QUIET stages in one pass (bbg_generate_legal_split)
 * are the calls' lists s, move for move. */
static void check_split(const struct bbg_position *pos, const struct stage_lists *s)
{
    static bbg_move noisy[BBG_MAX_MOVES], quiet[BBG_MAX_MOVES];
    int n_quiet = -1;
    const int n_noisy = bbg_generate_legal_split(pos, noisy, quiet, &n_quiet);
    expect_that(n_noisy == s->n[BBG_GEN_NOISY]
                    && memcmp(noisy, s->list[BBG_GEN_NOISY], sizeof noisy[0] * (size_t)n_noisy) == 0,
                "%s: the split's noisy list differs from NOISY's", test_fen_of(pos).s);
    expect_that(n_quiet == s->n[BBG_GEN_QUIET]
                    && memcmp(quiet, s->list[BBG_GEN_QUIET], sizeof quiet[0] * (size_t)n_quiet) == 0,
                "%s: the split's quiet list differs from QUIET's", test_fen_of(pos).s);
}

/* The stages of one legality (the list all) by one call each, and the
 * legal ones also from a context in two orders of the calls and in one
 * pass: each splits the list, and the context's and the pass's lists are
 * the calls' move for move. */
static void check_all_stages(const struct bbg_position *pos, const bbg_move *all, int n, bool pseudo)
{
    static const enum bbg_gen orders[2][4] = {
        { BBG_GEN_NOISY, BBG_GEN_QUIET, BBG_GEN_EVASIONS, BBG_GEN_ALL },
        { BBG_GEN_EVASIONS, BBG_GEN_QUIET, BBG_GEN_ALL, BBG_GEN_NOISY },
    };
    static struct stage_lists calls, context;
    const char *what = pseudo ? "pseudo" : "legal";
    stages_by_calls(pos, pseudo, &calls);
    check_stages(pos, all, n, &calls, what);
    if (!pseudo)
        check_split(pos, &calls);
    for (int k = 0; k < 2 && !pseudo; k++) {
        stages_by_context(pos, orders[k], &context);
        check_stages(pos, all, n, &context, "context");
        expect_that(same_lists(&context, &calls), "%s: %s stages from a context (order %d) differ from the calls",
                    test_fen_of(pos).s, what, k);
    }
}

/* Whether the mover's king is attacked on the model's board after the
 * move. */
static bool king_attacked_after(const struct board *b, bbg_move m)
{
    const struct board a = board_after(b, bbg_move_from(m), bbg_move_to(m), (int)bbg_move_kind(m),
                                       (int)bbg_move_promotion(m));
    return board_attacked(&a, board_king(&a, b->side), b->side ^ 1);
}

/* Every check of one node (see the top of the file); the pseudo-legal
 * list against the model's only with exact_model (the slowest part). */
static void check_node(const struct bbg_position *pos, bool exact_model)
{
    bbg_move legal[BBG_MAX_MOVES], pseudo[BBG_MAX_MOVES];
    const int n = bbg_legal_moves(pos, legal);
    check_all_stages(pos, legal, n, false);
    const int n_pseudo = bbg_generate_pseudo(pos, BBG_GEN_ALL, pseudo);
    check_all_stages(pos, pseudo, n_pseudo, true);

    /* The pseudo-legal list is the model's... */
    const struct board b = board_of(pos);
    if (exact_model) {
        bbg_move listed[BBG_MAX_MOVES], model[BBG_MAX_MOVES];
        const int n_model = brute_force_moves(&b, model, true);
        memcpy(listed, pseudo, sizeof pseudo[0] * (size_t)n_pseudo);
        qsort(listed, (size_t)n_pseudo, sizeof listed[0], compare_moves);
        qsort(model, (size_t)n_model, sizeof model[0], compare_moves);
        expect_that(n_pseudo == n_model && memcmp(listed, model, sizeof model[0] * (size_t)n_model) == 0,
                    "%s: %d pseudo-legal moves, the model has %d", test_fen_of(pos).s, n_pseudo, n_model);
    }
    /* ... and legal ones are those that leave the king unattacked. */
    add_codes(&scratch_all, legal, n, pos, "legal");
    int kept = 0;
    for (int i = 0; i < n_pseudo; i++) {
        const bool is_legal = has_code(&scratch_all, pseudo[i]);
        kept += is_legal;
        if (is_legal == king_attacked_after(&b, pseudo[i]))
            ck_assert_msg(0, "%s: pseudo-legal move %u is %slegal, the king %sattacked after it", test_fen_of(pos).s,
                          pseudo[i], is_legal ? "" : "not ", is_legal ? "" : "not ");
    }
    expect_num_eq(kept, n, "%s: legal moves among the pseudo-legal", test_fen_of(pos).s);
    remove_codes(&scratch_all, legal, n);
}

/* ---- the perft suites ----------------------------------------------------- */

static long check_tree_node(const struct bbg_position *pos, void *data)
{
    (void)data;
    check_node(pos, true);
    return 1;
}

/* The three suites' trees in 16 parts: part _i walks every 16th position
 * (in the sampled builds every 256th, one ply less deep). */
START_TEST(test_suite_trees)
{
    const int less = sample_share() > 1;
    const struct test_tree_walk w = {
        suites_dir, { 3 - less, 3 - less, 1 - less }, _i, 16 * sample_share(), check_tree_node, NULL
    };
    const long nodes = test_walk_suites(&w);
    ck_assert_that(nodes > 0, "part %d", _i);
}
END_TEST

/* 10^6 playout positions: 8 runs of 125,000 (fewer when sampled); the
 * exact pseudo-legal list against the model's on one in four. */
static void check_playout_node(const struct bbg_position *pos, long i, void *data)
{
    (void)data;
    check_node(pos, i % 4 == 0);
}

START_TEST(test_playout_stages)
{
    const struct test_playout visit = { check_playout_node, NULL, NULL };
    test_playouts(NULL, 0, UINT64_C(3000) + (uint64_t)_i, 125000 / sample_share(), &visit);
}
END_TEST

/* ---- every code ------------------------------------------------------------ */

/* What the positions of the all-codes test hold, counted. */
struct features {
    long positions, ep, castling, chess960, promotions, checks, double_checks, pins;
};

static struct code_set legal_set, pseudo_set;

/* bbg_is_legal and bbg_is_pseudo_legal on all 65,536 codes, equal to
 * membership in the legal and pseudo-legal lists. */
static void check_codes(const struct bbg_position *pos, struct features *f)
{
    bbg_move legal[BBG_MAX_MOVES], pseudo[BBG_MAX_MOVES];
    const int n = bbg_legal_moves(pos, legal), n_pseudo = bbg_generate_pseudo(pos, BBG_GEN_ALL, pseudo);
    add_codes(&legal_set, legal, n, pos, "legal");
    add_codes(&pseudo_set, pseudo, n_pseudo, pos, "pseudo");
    for (long code = 0; code < 65536; code++) {
        const bbg_move m = (bbg_move)code;
        if (bbg_is_legal(pos, m) != has_code(&legal_set, m) || bbg_is_pseudo_legal(pos, m) != has_code(&pseudo_set, m))
            ck_assert_msg(0, "%s: code %ld: is_legal %d (listed %d), is_pseudo_legal %d (listed %d)",
                          test_fen_of(pos).s, code, bbg_is_legal(pos, m), has_code(&legal_set, m),
                          bbg_is_pseudo_legal(pos, m), has_code(&pseudo_set, m));
    }
    remove_codes(&legal_set, legal, n);
    remove_codes(&pseudo_set, pseudo, n_pseudo);
    const uint64_t checkers = bbg_checkers_bb(pos);
    bool castles = false, promotes = false;
    for (int i = 0; i < n; i++) {
        castles |= bbg_move_kind(legal[i]) == BBG_MOVE_CASTLING;
        promotes |= bbg_move_kind(legal[i]) == BBG_MOVE_PROMOTION;
    }
    f->positions++;
    f->ep += pos->ep != BBG_NO_EP;
    f->castling += castles;
    f->chess960 += pos->chess960 && pos->castling != 0;
    f->promotions += promotes;
    f->checks += checkers != 0;
    f->double_checks += bbg_more_than_one(checkers);
    f->pins += (bbg_blockers_bb(pos, (enum bbg_side)pos->side) & pos->board.by_side[pos->side]) != 0;
}

/* Positions that hold what random games seldom reach: double checks
 * (discovered by a pawn promoting, a knight, en passant), pins of every
 * piece, en passant into and out of pins, promotions that block or take. */
static const char *const special_fens[] = {
    /* Double checks: rook and bishop, rook and knight, queen and knight. */
    "4k3/8/8/8/7b/8/4r3/4K3 w - - 0 1",
    "4k3/4r3/8/8/8/3n4/8/4K3 w - - 0 1",
    "4k3/8/3N4/8/8/8/8/4Q1K1 b - - 0 1",
    "R3k3/8/3N4/8/8/8/8/4K3 b - - 0 1",
    /* ... and one where another piece may move by its rules but not out
     * of a double check. */
    "4k3/8/8/8/7b/8/4r3/R3K3 w - - 0 1",
    /* Pins: queen and rook; a pawn, a knight that could block; a rook on
     * a diagonal; a pawn that takes its pinner and promotes. */
    "4k3/4r3/8/8/1b6/4R3/3Q4/4K3 w - - 0 1",
    "4k3/8/8/b7/8/8/3P4/4K2r w - - 0 1",
    "4k3/8/8/b7/8/8/3N4/4K2r w - - 0 1",
    "4k3/8/8/8/8/2b5/3R4/4K3 w - - 0 1",
    "k6b/6P1/8/8/8/8/1K6/8 w - - 0 1",
    /* En passant: illegal (both pawns leave the king's rank), and taking
     * the checker, by either side (the taken pawn is behind the target
     * square, one rank down or up). */
    "4k3/8/8/2KPp2r/8/8/8/8 w - e6 0 2",
    "4k3/8/8/1K1Pp2q/8/8/8/8 w - e6 0 2",
    "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1",
    "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1",
    "8/8/8/3pP3/4K3/8/8/k7 w - d6 0 2",
    /* En passant in a check it neither takes nor blocks (the pushed pawn
     * uncovered a rook on the king's rank): pseudo-legal only out of
     * check, so not at all here. */
    "8/r6K/8/3Pp3/8/8/8/k7 w - e6 0 2",
    /* ... and one that blocks the check (a bishop's, through d6: no game
     * reaches it, since d7-d5 cannot uncover that line, but FEN can). */
    "kb6/8/8/2Pp4/8/6K1/8/8 w - d6 0 2",
    /* Promotions: pushes and captures, black's, one taking the checker. */
    "r3k2r/1P4P1/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "4k3/8/8/8/8/8/p1p5/1N2K3 b - - 0 1",
    "r3k3/1P6/8/8/8/8/8/K7 w - - 0 1",
    /* Castling: legal, in check, through an attacked square, Chess960. */
    "rnbqkbnr/ppp2ppp/8/3pp3/4P3/5N2/PPPPBPPP/RNBQK2R w KQkq - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
    "3rk3/8/8/8/8/5n2/8/R3K2R w KQ - 0 1",
    "4k3/8/8/8/8/8/3q4/R3K2R w KQ - 0 1",
    "4k3/8/8/8/8/8/7n/4K2R w K - 0 1",
    "1r2k1r1/8/8/8/8/8/8/R3K2R w KQk - 0 1",
    "4k3/8/8/8/8/8/8/rR1K4 w B - 0 1",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
};

/* The suites' positions, their children, the special positions: 8 parts. */
START_TEST(test_codes_suites)
{
    static struct test_suite s;
    static const char *const files[] = { "standard.epd", "tricky.epd", "chess960.epd" };
    struct features f = { 0 };
    for (size_t k = 0; k < sizeof files / sizeof files[0]; k++) {
        test_read_suite(&s, suites_dir, files[k]);
        for (long i = _i; i < s.n; i += 8 * sample_share()) {
            const struct bbg_position pos = test_parse(s.fens[i]);
            bbg_move moves[BBG_MAX_MOVES];
            const int n = bbg_legal_moves(&pos, moves);
            check_codes(&pos, &f);
            for (int j = 0; j < n; j += 2) { /* every other child */
                struct bbg_position child = pos;
                bbg_make_move(&child, moves[j]);
                check_codes(&child, &f);
            }
        }
    }
    for (size_t i = (size_t)_i; i < sizeof special_fens / sizeof special_fens[0]; i += 8) {
        const struct bbg_position pos = test_parse(special_fens[i]);
        check_codes(&pos, &f);
    }
    ck_assert_that(f.positions > 0, "part %d", _i);
}
END_TEST

static void check_playout_codes(const struct bbg_position *pos, long i, void *features)
{
    (void)i;
    check_codes(pos, features);
}

/* 10,000 playout positions: 8 runs of 1,250, each holding every feature
 * of struct features but double checks (a sampled run is too short). */
START_TEST(test_codes_playouts)
{
    const long count = 1250 / sample_share();
    struct features playout_features;
    memset(&playout_features, 0, sizeof playout_features);
    const struct test_playout visit = { check_playout_codes, NULL, &playout_features };
    test_playouts(NULL, 0, UINT64_C(4000) + (uint64_t)_i, count, &visit);
    const struct features *f = &playout_features;
    ck_assert_that(f->positions == count, "run %d", _i);
    if (sample_share() > 1)
        return;
    ck_assert_that(f->ep > 0 && f->castling > 0 && f->chess960 > 0 && f->promotions > 0
                       && f->checks > 0 && f->pins > 0,
                   "run %d: %ld positions, %ld en passant, %ld castling, %ld Chess960, %ld promotions, %ld checks, "
                   "%ld pins",
                   _i, f->positions, f->ep, f->castling, f->chess960, f->promotions, f->checks, f->pins);
}
END_TEST

/* The stages and codes of the special positions, one by one, with what
 * each must hold: the features the all-codes test is meant to meet. */
START_TEST(test_special_features)
{
    struct features f = { 0 };
    for (size_t i = 0; i < sizeof special_fens / sizeof special_fens[0]; i++) {
        const struct bbg_position pos = test_parse(special_fens[i]);
        check_node(&pos, true);
        check_codes(&pos, &f);
    }
    ck_assert_that(f.ep >= 4 && f.castling >= 4 && f.chess960 >= 3 && f.promotions >= 4 && f.checks >= 10
                       && f.double_checks >= 4 && f.pins >= 6,
                   "%ld en passant, %ld castling, %ld Chess960, %ld promotions, %ld checks, %ld double, %ld pins", f.ep,
                   f.castling, f.chess960, f.promotions, f.checks, f.double_checks, f.pins);
}
END_TEST

/* test_movegen [SUITES_DIR [SHARE]]: with SHARE, 1 in SHARE of the heavy
 * work at most (tests/meson.build: the run against the amalgamation).
 * main's argv is char *[] in C: the const array cppcheck suggests is not. */
// cppcheck-suppress constParameter
int main(int argc, char *argv[])
{
    if (argc > 1)
        suites_dir = argv[1];
    if (argc > 2 && (least_share = test_parse_share(argv[2])) == 0) {
        fprintf(stderr, "test_movegen: the share must be a number from 2 to 256, not %s\n", argv[2]);
        return 2;
    }
    struct test_entry tests[] = {
        { test_special_features, 0 },
        { test_suite_trees, 16 },
        { test_playout_stages, 8 },
        { test_codes_suites, 8 },
        { test_codes_playouts, 8 },
    };
    return test_run_entries("movegen", tests, sizeof tests / sizeof tests[0], 600);
}
