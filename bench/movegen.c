/* bbgeom-bench-movegen: what the stages and the legality tests of
 * movegen.h cost beside the full legal list (docs/benchmark.md).
 *
 *   bbgeom-bench-movegen [--quick]
 *
 * On 2,000 positions of random games from a fixed seed (the start,
 * Kiwipete, position 4, a Chess960 position), each figure the fastest of
 * several interleaved rounds:
 *   - the full legal list (bbg_legal_moves) against the NOISY and QUIET
 *     stages generated one after the other, legal and pseudo-legal, and
 *     the legal ones also from one struct bbg_stages (bbg_stages_init,
 *     then NOISY and QUIET) and in one pass (bbg_generate_legal_split);
 *     and the legal NOISY stage alone, both ways (a node cut off by a
 *     capture);
 *   - bbg_is_legal and bbg_is_pseudo_legal per call, on each position's
 *     own legal moves (a hash move) and on those of the position two plies
 *     later in the same game (a killer from elsewhere: some legal here);
 *   - perft of the start position and Kiwipete, with the move list and
 *     the last ply's list counted (legal), and with the pseudo-legal
 *     stages (EVASIONS in check, else NOISY then QUIET), each move kept
 *     if bbg_is_legal, as an engine's staged move picker does; bbg_perft
 *     beside them. The counts must agree (exit status 1 otherwise).
 * --quick: fewer positions, shallower perft and one round (a smoke test). */
#include <stdio.h>
#include <string.h>

#include <bbgeom.h>

#include "clock.h"
#include "playouts.h"

/* Keeps a result alive without telling the compiler anything. */
#define CONSUME(r) __asm__ volatile("" : : "r"(r))

enum { MAX_POSITIONS = 2000 };
static struct bbg_position positions[MAX_POSITIONS];
static bbg_move hash_moves[MAX_POSITIONS][BBG_MAX_MOVES];
static int hash_count[MAX_POSITIONS];

static const char *const start_fens[] = {
    BBG_START_FEN,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
};

/* Random games, 120 plies at most, until n positions. */
static void make_positions(int n)
{
    uint64_t seed = 1;
    struct bbg_position pos;
    int ply = 0;
    bbg_position_from_fen(&pos, start_fens[0], NULL);
    for (int i = 0; i < n;) {
        bbg_move moves[BBG_MAX_MOVES];
        const int count = bbg_legal_moves(&pos, moves);
        if (count == 0 || ply == 120) {
            bbg_position_from_fen(&pos, start_fens[bench_random(&seed) % 4], NULL);
            ply = 0;
            continue;
        }
        positions[i] = pos;
        hash_count[i] = count;
        memcpy(hash_moves[i], moves, sizeof moves[0] * (size_t)count);
        i++;
        bbg_make_move(&pos, moves[bench_random(&seed) % (uint64_t)count]);
        ply++;
    }
}

/* ---- one timed thing per function: returns a checksum ---------------------- */

static int n_positions;

static uint64_t run_full(void)
{
    uint64_t sum = 0;
    bbg_move moves[BBG_MAX_MOVES];
    for (int i = 0; i < n_positions; i++) {
        sum += (uint64_t)bbg_legal_moves(&positions[i], moves);
        CONSUME(moves[0]);
    }
    return sum;
}

static uint64_t run_stages(int (*generate)(const struct bbg_position *, enum bbg_gen, bbg_move *))
{
    uint64_t sum = 0;
    bbg_move moves[BBG_MAX_MOVES];
    for (int i = 0; i < n_positions; i++) {
        const int noisy = generate(&positions[i], BBG_GEN_NOISY, moves);
        CONSUME(moves[0]);
        sum += (uint64_t)(noisy + generate(&positions[i], BBG_GEN_QUIET, moves));
        CONSUME(moves[0]);
    }
    return sum;
}

static uint64_t run_legal_stages(void) { return run_stages(bbg_generate_legal); }
static uint64_t run_pseudo_stages(void) { return run_stages(bbg_generate_pseudo); }

/* The stages from one struct bbg_stages per position (bbg_stages_init
 * included: a "context" in the report). */
static uint64_t run_legal_context(void)
{
    uint64_t sum = 0;
    bbg_move moves[BBG_MAX_MOVES];
    for (int i = 0; i < n_positions; i++) {
        struct bbg_stages st;
        bbg_stages_init(&st, &positions[i]);
        const int noisy = bbg_stages_generate(&st, BBG_GEN_NOISY, moves);
        CONSUME(moves[0]);
        sum += (uint64_t)(noisy + bbg_stages_generate(&st, BBG_GEN_QUIET, moves));
        CONSUME(moves[0]);
    }
    return sum;
}

/* Both stages in one pass (bbg_generate_legal_split). */
static uint64_t run_legal_split(void)
{
    uint64_t sum = 0;
    bbg_move noisy[BBG_MAX_MOVES], quiet[BBG_MAX_MOVES];
    for (int i = 0; i < n_positions; i++) {
        int n_quiet;
        sum += (uint64_t)bbg_generate_legal_split(&positions[i], noisy, quiet, &n_quiet);
        sum += (uint64_t)n_quiet;
        CONSUME(noisy[0]);
        CONSUME(quiet[0]);
    }
    return sum;
}

/* The captures alone, as at a node cut off by one (or in quiescence). */
static uint64_t run_legal_noisy(void)
{
    uint64_t sum = 0;
    bbg_move moves[BBG_MAX_MOVES];
    for (int i = 0; i < n_positions; i++) {
        sum += (uint64_t)bbg_generate_legal(&positions[i], BBG_GEN_NOISY, moves);
        CONSUME(moves[0]);
    }
    return sum;
}

static uint64_t run_context_noisy(void)
{
    uint64_t sum = 0;
    bbg_move moves[BBG_MAX_MOVES];
    for (int i = 0; i < n_positions; i++) {
        struct bbg_stages st;
        bbg_stages_init(&st, &positions[i]);
        sum += (uint64_t)bbg_stages_generate(&st, BBG_GEN_NOISY, moves);
        CONSUME(moves[0]);
    }
    return sum;
}

static uint64_t run_pseudo_all(void)
{
    uint64_t sum = 0;
    bbg_move moves[BBG_MAX_MOVES];
    for (int i = 0; i < n_positions; i++) {
        sum += (uint64_t)bbg_generate_pseudo(&positions[i], BBG_GEN_ALL, moves);
        CONSUME(moves[0]);
    }
    return sum;
}

/* The test on each position's moves from position i + shift (the same
 * game but at its end, where the next game's moves come). */
static uint64_t run_test(bool (*test)(const struct bbg_position *, bbg_move), int shift)
{
    uint64_t sum = 0;
    for (int i = 0; i < n_positions; i++) {
        const int j = (i + shift) % n_positions;
        for (int k = 0; k < hash_count[j]; k++)
            sum += test(&positions[i], hash_moves[j][k]);
    }
    return sum;
}

static uint64_t run_legal_hash(void) { return run_test(bbg_is_legal, 0); }
static uint64_t run_legal_killer(void) { return run_test(bbg_is_legal, 2); }
static uint64_t run_pseudo_hash(void) { return run_test(bbg_is_pseudo_legal, 0); }
static uint64_t run_pseudo_killer(void) { return run_test(bbg_is_pseudo_legal, 2); }

/* ---- perft two ways ---------------------------------------------------------- */

// NOLINTNEXTLINE(misc-no-recursion)
static uint64_t perft_legal(const struct bbg_position *pos, int depth)
{
    bbg_move moves[BBG_MAX_MOVES];
    const int n = bbg_legal_moves(pos, moves);
    if (depth == 1)
        return (uint64_t)n;
    uint64_t nodes = 0;
    for (int i = 0; i < n; i++) {
        struct bbg_position child = *pos;
        bbg_make_move(&child, moves[i]);
        nodes += perft_legal(&child, depth - 1);
    }
    return nodes;
}

// NOLINTNEXTLINE(misc-no-recursion)
static uint64_t perft_staged(const struct bbg_position *pos, int depth)
{
    static const enum bbg_gen out_of_check[] = { BBG_GEN_NOISY, BBG_GEN_QUIET }, in_check[] = { BBG_GEN_EVASIONS };
    const bool checked = bbg_checkers_bb(pos) != 0;
    const enum bbg_gen *stages = checked ? in_check : out_of_check;
    uint64_t nodes = 0;
    for (int s = 0; s < (checked ? 1 : 2); s++) {
        bbg_move moves[BBG_MAX_MOVES];
        const int n = bbg_generate_pseudo(pos, stages[s], moves);
        for (int i = 0; i < n; i++) {
            if (!bbg_is_legal(pos, moves[i]))
                continue;
            if (depth == 1) {
                nodes++;
                continue;
            }
            struct bbg_position child = *pos;
            bbg_make_move(&child, moves[i]);
            nodes += perft_staged(&child, depth - 1);
        }
    }
    return nodes;
}

static struct bbg_position perft_pos;
static int perft_depth;

static uint64_t run_perft_legal(void) { return perft_legal(&perft_pos, perft_depth); }
static uint64_t run_perft_staged(void) { return perft_staged(&perft_pos, perft_depth); }
static uint64_t run_bbg_perft(void) { return bbg_perft(&perft_pos, perft_depth); }

/* ---- timing ------------------------------------------------------------------ */

struct timed {
    const char *name;
    uint64_t (*run)(void);
    double best_ns;
    uint64_t sum;
};

/* Each function once a round, interleaved; keeps each one's fastest. */
static void race(struct timed *t, int n, int rounds)
{
    for (int i = 0; i < n; i++)
        t[i].best_ns = 1e300;
    for (int r = 0; r < rounds; r++)
        for (int i = 0; i < n; i++) {
            const double t0 = bench_now_ns();
            t[i].sum = t[i].run();
            const double ns = bench_now_ns() - t0;
            if (ns < t[i].best_ns)
                t[i].best_ns = ns;
        }
}

int main(int argc, char *argv[])
{
    const bool quick = argc > 1 && strcmp(argv[1], "--quick") == 0;
    if (argc > 2 || (argc == 2 && !quick)) {
        fprintf(stderr, "usage: bbgeom-bench-movegen [--quick]\n");
        return 2;
    }
    const int rounds = quick ? 1 : 15;
    n_positions = quick ? 200 : MAX_POSITIONS;
    make_positions(n_positions);
    long moves = 0;
    for (int i = 0; i < n_positions; i++)
        moves += hash_count[i];
    int status = 0;

    struct timed lists[] = {
        { "legal: bbg_legal_moves", run_full, 0, 0 },
        { "legal: NOISY + QUIET", run_legal_stages, 0, 0 },
        { "legal: context NOISY + QUIET", run_legal_context, 0, 0 },
        { "legal: split NOISY + QUIET", run_legal_split, 0, 0 },
        { "pseudo: ALL", run_pseudo_all, 0, 0 },
        { "pseudo: NOISY + QUIET", run_pseudo_stages, 0, 0 },
        { "legal: NOISY alone", run_legal_noisy, 0, 0 },
        { "legal: context NOISY alone", run_context_noisy, 0, 0 },
    };
    const int n_lists = (int)(sizeof lists / sizeof lists[0]);
    race(lists, n_lists, rounds);
    printf("%d positions, %ld legal moves; ns per position, fastest of %d rounds\n", n_positions, moves, rounds);
    for (int i = 0; i < n_lists; i++)
        printf("  %-29s %8.1f ns   %5.3f x the legal list\n", lists[i].name, lists[i].best_ns / n_positions,
               lists[i].best_ns / lists[0].best_ns);
    if (lists[1].sum != lists[0].sum || lists[2].sum != lists[0].sum || lists[3].sum != lists[0].sum
        || lists[5].sum != lists[4].sum || lists[7].sum != lists[6].sum) {
        printf("error: the stages do not add up to the lists\n");
        status = 1;
    }

    struct timed tests[] = {
        { "bbg_is_legal, own moves", run_legal_hash, 0, 0 },
        { "bbg_is_legal, 2 plies on", run_legal_killer, 0, 0 },
        { "bbg_is_pseudo_legal, own moves", run_pseudo_hash, 0, 0 },
        { "bbg_is_pseudo_legal, 2 plies on", run_pseudo_killer, 0, 0 },
    };
    race(tests, 4, rounds);
    printf("ns per call, %ld calls each\n", moves);
    for (int i = 0; i < 4; i++)
        printf("  %-32s %6.2f ns   (%llu accepted)\n", tests[i].name, tests[i].best_ns / (double)moves,
               (unsigned long long)tests[i].sum);
    if (tests[0].sum != (uint64_t)moves || tests[2].sum != (uint64_t)moves) {
        printf("error: a listed move was refused\n");
        status = 1;
    }

    for (int f = 0; f < 2; f++) {
        bbg_position_from_fen(&perft_pos, start_fens[f], NULL);
        perft_depth = quick ? 3 : 5 - f;
        struct timed perfts[] = {
            { "legal list, make", run_perft_legal, 0, 0 },
            { "pseudo stages + is_legal", run_perft_staged, 0, 0 },
            { "bbg_perft (bulk counts)", run_bbg_perft, 0, 0 },
        };
        race(perfts, 3, quick ? 1 : 5);
        printf("perft %d of %s: %llu leaves\n", perft_depth, f == 0 ? "the start position" : "Kiwipete",
               (unsigned long long)perfts[0].sum);
        for (int i = 0; i < 3; i++)
            printf("  %-28s %8.1f ms   %5.3f x the legal list\n", perfts[i].name, perfts[i].best_ns / 1e6,
                   perfts[i].best_ns / perfts[0].best_ns);
        if (perfts[1].sum != perfts[0].sum || perfts[2].sum != perfts[0].sum) {
            printf("error: the perft counts differ\n");
            status = 1;
        }
    }
    return status;
}
