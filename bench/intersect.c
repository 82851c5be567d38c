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

/* The hash of the batch's answers, as a case's sum loop hashes its
 * results. */
static uint64_t batch_hash(const struct bench_inputs *in)
{
    uint64_t h = 0;
    for (size_t i = 0; i < in->n; i++)
        h = BENCH_HASH(h, in->out[i]);
    return h;
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
    static uint64_t id##_sum(const struct bench_inputs *in, size_t reps)      \
    {                                                                         \
        (void)reps;                                                           \
        bbg_intersect_batch(LA, LB, in->a, in->b, in->out, in->n);            \
        return batch_hash(in);                                                \
    }

/* The cases and the table entries of one ordered pair of kinds, for each
 * pair of BBG_INTERSECT_PAIRS_ (bbgeom/intersect.h): name is rank_diag,
 * ka and kb are RANK and DIAG. */
#define PAIR_CASES(name, ka, kb, kernel)                                                     \
    BENCH_CASE_AB(name##_formula, int, bbg_intersect_##name(a, b))                           \
    BENCH_CASE_AB(name##_default, int, bbg_intersect(BBG_##ka, a, BBG_##kb, b))              \
    BENCH_CASE_AB(name##_setwise, int, intersect_setwise(BBG_##ka, a, BBG_##kb, b))          \
    BENCH_CASE_AB(name##_table, int, bbg_intersect_lookup(BBG_##ka, a, BBG_##kb, b))         \
    BENCH_CASE_AB(name##_walk, int, intersect_walk(BBG_##ka, a, BBG_##kb, b))                \
    BATCH_CASE(name##_batch, BBG_##ka, BBG_##kb)

#define PAIR_ENTRIES(name, ka, kb, kernel)                                                   \
    BENCH_ENTRY("intersect " #name, "formula", name##_formula),                              \
    BENCH_ENTRY("intersect " #name, "default", name##_default),                              \
    BENCH_ENTRY("intersect " #name, "mask AND + tzcnt", name##_setwise),                     \
    BENCH_ENTRY("intersect " #name, "table", name##_table),                                  \
    BENCH_ENTRY("intersect " #name, "naive walk", name##_walk),                              \
    { "intersect " #name, "batch", name##_batch_thr, NULL, name##_batch_sum, #name "_batch" },

BBG_INTERSECT_PAIRS_(PAIR_CASES)

BENCH_CASE_KINDS(any_formula, int, bbg_intersect_formula(la, a, lb, b))
BENCH_CASE_KINDS(any_default, int, bbg_intersect(la, a, lb, b))
BENCH_CASE_KINDS(any_setwise, int, intersect_setwise(la, a, lb, b))
BENCH_CASE_KINDS(any_table, int, bbg_intersect_lookup(la, a, lb, b))
BENCH_CASE_KINDS(any_walk, int, intersect_walk(la, a, lb, b))

const struct bench_case bench_intersect_cases[] = {
    BBG_INTERSECT_PAIRS_(PAIR_ENTRIES)
    BENCH_ENTRY("intersect (kinds vary)", "formula switch", any_formula),
    BENCH_ENTRY("intersect (kinds vary)", "default", any_default),
    BENCH_ENTRY("intersect (kinds vary)", "mask AND + tzcnt", any_setwise),
    BENCH_ENTRY("intersect (kinds vary)", "table", any_table),
    BENCH_ENTRY("intersect (kinds vary)", "naive walk", any_walk),
    { 0 },
};
