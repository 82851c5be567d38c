/* Intersection squares, for each of the twelve ordered pairs of line kinds:
 * the square-centric formula, the default bbg_intersect, the set-wise mask
 * AND + count trailing zeros, the generated table, a naive walk (the floor
 * to beat) and the batch; then the same with the kinds varying per query. */
#include <bbgeom.h>

#include "bench.h"

/* The square of a bitboard of at most one square, or -1, without a branch
 * (gcc turns `bb ? ctz(bb) : -1` into one, mispredicted on half of random
 * queries): an empty bb counts the zeros of 1, then ORs in all ones. */
static inline int square_or_none(uint64_t bb)
{
    const int empty = bb == 0;
    return bbg_lsb(bb | (uint64_t)empty) | -empty;
}

static inline int intersect_setwise(enum bbg_line la, int a, enum bbg_line lb, int b)
{
    return square_or_none(bbg_intersect_bb(la, a, lb, b));
}

/* The naive way: go to the first square of the la-line through a, then
 * step along it until a square lies on the lb-line through b. */
static int intersect_walk(enum bbg_line la, int a, enum bbg_line lb, int b)
{
    static const int step_file[4] = { 1, 0, 1, 1 }, step_rank[4] = { 0, 1, 1, -1 };
    const int df = step_file[la], dr = step_rank[la];
    int f = a & 7, r = a >> 3;
    if (la == lb)
        return -1;
    while (f - df >= 0 && f - df < 8 && r - dr >= 0 && r - dr < 8) {
        f -= df;
        r -= dr;
    }
    for (; f >= 0 && f < 8 && r >= 0 && r < 8; f += df, r += dr)
        if (bbg_same_line(lb, 8 * r + f, b))
            return 8 * r + f;
    return -1;
}

/* The batch over all inputs, reps times; the barrier makes its stores
 * count. No latency: the queries of a batch are independent by design. */
#define BATCH_CASE(id, LA, LB)                                                \
    static uint64_t id##_thr(const struct bench_inputs *in_, size_t reps)     \
    {                                                                         \
        BENCH_LOCAL_INPUTS(in_);                                              \
        for (size_t rep = 0; rep < reps; rep++) {                             \
            bbg_intersect_batch(LA, LB, in->a, in->b, in->out, in->n);        \
            __asm__ volatile("" : : "r"(in->out) : "memory");                 \
        }                                                                     \
        return 0;                                                             \
    }                                                                         \
    static uint64_t id##_sum(const struct bench_inputs *in_, size_t reps)     \
    {                                                                         \
        BENCH_LOCAL_INPUTS(in_);                                              \
        uint64_t h = 0;                                                       \
        (void)reps;                                                           \
        bbg_intersect_batch(LA, LB, in->a, in->b, in->out, in->n);            \
        for (size_t i = 0; i < in->n; i++)                                    \
            h = BENCH_HASH(h, in->out[i]);                                    \
        return h;                                                             \
    }

#define PAIR_CASES(x, y, LX, LY)                                                         \
    BENCH_CASE_AB(x##_##y##_formula, int, bbg_intersect_##x##_##y(a, b))                 \
    BENCH_CASE_AB(x##_##y##_default, int, bbg_intersect(LX, a, LY, b))                   \
    BENCH_CASE_AB(x##_##y##_setwise, int, intersect_setwise(LX, a, LY, b))               \
    BENCH_CASE_AB(x##_##y##_table, int, bbg_intersect_lookup(LX, a, LY, b))              \
    BENCH_CASE_AB(x##_##y##_walk, int, intersect_walk(LX, a, LY, b))                     \
    BATCH_CASE(x##_##y##_batch, LX, LY)

#define PAIR_ENTRIES(x, y)                                                               \
    BENCH_ENTRY("intersect " #x "_" #y, "formula", x##_##y##_formula),                   \
    BENCH_ENTRY("intersect " #x "_" #y, "default", x##_##y##_default),                   \
    BENCH_ENTRY("intersect " #x "_" #y, "mask AND + tzcnt", x##_##y##_setwise),          \
    BENCH_ENTRY("intersect " #x "_" #y, "table", x##_##y##_table),                       \
    BENCH_ENTRY("intersect " #x "_" #y, "naive walk", x##_##y##_walk),                   \
    { "intersect " #x "_" #y, "batch", x##_##y##_batch_thr, NULL, x##_##y##_batch_sum }

PAIR_CASES(rank, file, BBG_RANK, BBG_FILE)
PAIR_CASES(rank, diag, BBG_RANK, BBG_DIAG)
PAIR_CASES(rank, anti, BBG_RANK, BBG_ANTI)
PAIR_CASES(file, rank, BBG_FILE, BBG_RANK)
PAIR_CASES(file, diag, BBG_FILE, BBG_DIAG)
PAIR_CASES(file, anti, BBG_FILE, BBG_ANTI)
PAIR_CASES(diag, rank, BBG_DIAG, BBG_RANK)
PAIR_CASES(diag, file, BBG_DIAG, BBG_FILE)
PAIR_CASES(diag, anti, BBG_DIAG, BBG_ANTI)
PAIR_CASES(anti, rank, BBG_ANTI, BBG_RANK)
PAIR_CASES(anti, file, BBG_ANTI, BBG_FILE)
PAIR_CASES(anti, diag, BBG_ANTI, BBG_DIAG)

BENCH_CASE_KINDS(any_formula, int, bbg_intersect_formula(la, a, lb, b))
BENCH_CASE_KINDS(any_default, int, bbg_intersect(la, a, lb, b))
BENCH_CASE_KINDS(any_setwise, int, intersect_setwise(la, a, lb, b))
BENCH_CASE_KINDS(any_table, int, bbg_intersect_lookup(la, a, lb, b))
BENCH_CASE_KINDS(any_walk, int, intersect_walk(la, a, lb, b))

const struct bench_case bench_intersect_cases[] = {
    PAIR_ENTRIES(rank, file),
    PAIR_ENTRIES(rank, diag),
    PAIR_ENTRIES(rank, anti),
    PAIR_ENTRIES(file, rank),
    PAIR_ENTRIES(file, diag),
    PAIR_ENTRIES(file, anti),
    PAIR_ENTRIES(diag, rank),
    PAIR_ENTRIES(diag, file),
    PAIR_ENTRIES(diag, anti),
    PAIR_ENTRIES(anti, rank),
    PAIR_ENTRIES(anti, file),
    PAIR_ENTRIES(anti, diag),
    BENCH_ENTRY("intersect (kinds vary)", "formula switch", any_formula),
    BENCH_ENTRY("intersect (kinds vary)", "default", any_default),
    BENCH_ENTRY("intersect (kinds vary)", "mask AND + tzcnt", any_setwise),
    BENCH_ENTRY("intersect (kinds vary)", "table", any_table),
    BENCH_ENTRY("intersect (kinds vary)", "naive walk", any_walk),
    { 0 },
};
