/* Between, line-through and cross bitboards: the generated 64x64 tables
 * against computing them on the fly from line masks, shifts and the
 * intersection formulas. */
#include <bbgeom.h>

#include "bench.h"

/* The line a and b share, or 0: each same-line test selects its mask. For
 * a != b at most one test holds; for a == b all four do. */
static inline uint64_t shared_line(int a, int b)
{
    return (bbg_line_bb(BBG_RANK, a) & -(uint64_t)bbg_same_rank(a, b))
         | (bbg_line_bb(BBG_FILE, a) & -(uint64_t)bbg_same_file(a, b))
         | (bbg_line_bb(BBG_DIAG, a) & -(uint64_t)bbg_same_diag(a, b))
         | (bbg_line_bb(BBG_ANTI, a) & -(uint64_t)bbg_same_anti(a, b));
}

/* The shared line cut to the squares from the lower of a, b up to below
 * the higher, then without a and b; empty for a == b. */
static inline uint64_t between_calc(int a, int b)
{
    const uint64_t span = (~UINT64_C(0) << a) ^ (~UINT64_C(0) << b);
    return shared_line(a, b) & span & ~((UINT64_C(1) << a) | (UINT64_C(1) << b));
}

static inline uint64_t line_through_calc(int a, int b)
{
    return shared_line(a, b) & -(uint64_t)(a != b);
}

/* The bit of a square, or 0 for -1. */
static inline uint64_t bit_or_none(int sq)
{
    return (uint64_t)(sq >= 0) << (sq & 63);
}

static inline uint64_t cross_rook_formula(int a, int b)
{
    return bit_or_none(bbg_intersect_rank_file(a, b)) | bit_or_none(bbg_intersect_file_rank(a, b));
}

static inline uint64_t cross_bishop_formula(int a, int b)
{
    return bit_or_none(bbg_intersect_diag_anti(a, b)) | bit_or_none(bbg_intersect_anti_diag(a, b));
}

static inline uint64_t cross_queen_formula(int a, int b)
{
    return cross_rook_formula(a, b) | cross_bishop_formula(a, b)
         | bit_or_none(bbg_intersect_rank_diag(a, b)) | bit_or_none(bbg_intersect_rank_anti(a, b))
         | bit_or_none(bbg_intersect_file_diag(a, b)) | bit_or_none(bbg_intersect_file_anti(a, b))
         | bit_or_none(bbg_intersect_diag_rank(a, b)) | bit_or_none(bbg_intersect_diag_file(a, b))
         | bit_or_none(bbg_intersect_anti_rank(a, b)) | bit_or_none(bbg_intersect_anti_file(a, b));
}

/* With masks: X-line of a AND Y-line of b holds exactly the meeting square
 * of two distinct kinds, so the union of the ANDs is the cross set. */
static inline uint64_t cross_rook_masks(int a, int b)
{
    return (bbg_line_bb(BBG_RANK, a) & bbg_line_bb(BBG_FILE, b))
         | (bbg_line_bb(BBG_FILE, a) & bbg_line_bb(BBG_RANK, b));
}

static inline uint64_t cross_bishop_masks(int a, int b)
{
    return (bbg_line_bb(BBG_DIAG, a) & bbg_line_bb(BBG_ANTI, b))
         | (bbg_line_bb(BBG_ANTI, a) & bbg_line_bb(BBG_DIAG, b));
}

/* For the queen: each line of a meets the union of b's other three lines. */
static inline uint64_t cross_queen_masks(int a, int b)
{
    const uint64_t r = bbg_line_bb(BBG_RANK, b), f = bbg_line_bb(BBG_FILE, b);
    const uint64_t d = bbg_line_bb(BBG_DIAG, b), n = bbg_line_bb(BBG_ANTI, b);
    return (bbg_line_bb(BBG_RANK, a) & (f | d | n)) | (bbg_line_bb(BBG_FILE, a) & (r | d | n))
         | (bbg_line_bb(BBG_DIAG, a) & (r | f | n)) | (bbg_line_bb(BBG_ANTI, a) & (r | f | d));
}

BENCH_CASE_AB(between_table, uint64_t, bbg_between_bb(a, b))
BENCH_CASE_AB(between_onfly, uint64_t, between_calc(a, b))
BENCH_CASE_AB(through_table, uint64_t, bbg_line_through_bb(a, b))
BENCH_CASE_AB(through_onfly, uint64_t, line_through_calc(a, b))
BENCH_CASE_AB(rook_table, uint64_t, bbg_cross_bb(BBG_ROOK, a, b))
BENCH_CASE_AB(rook_formula, uint64_t, cross_rook_formula(a, b))
BENCH_CASE_AB(rook_masks, uint64_t, cross_rook_masks(a, b))
BENCH_CASE_AB(bishop_table, uint64_t, bbg_cross_bb(BBG_BISHOP, a, b))
BENCH_CASE_AB(bishop_formula, uint64_t, cross_bishop_formula(a, b))
BENCH_CASE_AB(bishop_masks, uint64_t, cross_bishop_masks(a, b))
BENCH_CASE_AB(queen_table, uint64_t, bbg_cross_bb(BBG_QUEEN, a, b))
BENCH_CASE_AB(queen_formula, uint64_t, cross_queen_formula(a, b))
BENCH_CASE_AB(queen_masks, uint64_t, cross_queen_masks(a, b))

const struct bench_case bench_pairs_cases[] = {
    BENCH_ENTRY("between", "table", between_table),
    BENCH_ENTRY("between", "masks + shifts", between_onfly),
    BENCH_ENTRY("line through", "table", through_table),
    BENCH_ENTRY("line through", "masks", through_onfly),
    BENCH_ENTRY("cross rook", "table", rook_table),
    BENCH_ENTRY("cross rook", "2 formulas", rook_formula),
    BENCH_ENTRY("cross rook", "masks", rook_masks),
    BENCH_ENTRY("cross bishop", "table", bishop_table),
    BENCH_ENTRY("cross bishop", "2 formulas", bishop_formula),
    BENCH_ENTRY("cross bishop", "masks", bishop_masks),
    BENCH_ENTRY("cross queen", "table", queen_table),
    BENCH_ENTRY("cross queen", "12 formulas", queen_formula),
    BENCH_ENTRY("cross queen", "masks", queen_masks),
    { 0 },
};
