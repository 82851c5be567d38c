/* The attacks layer: slider attacks by this build's tables (magic or PEXT
 * indexing) and by the table-free calculation, checking squares set-wise
 * and square-centric, slider blockers, and the leaper tables. Inputs: a
 * random square, a random king square distinct from it, and a random
 * occupancy with about a quarter of the squares set (both squares among
 * them). */
#include <bbgeom.h>

#include "bench.h"

/* Sliders for the blockers: a fixed sprinkling of the occupied squares, so
 * that some queries find pins and most do not. */
#define BENCH_DIAG_SLIDERS UINT64_C(0x5555555555555555)
#define BENCH_ORTH_SLIDERS UINT64_C(0x3333333333333333)

BENCH_CASE_OCC(bishop_table, uint64_t, bbg_bishop_attacks_bb(a, occ))
BENCH_CASE_OCC(bishop_calc, uint64_t, bbg_bishop_attacks_calc_bb(a, occ))
BENCH_CASE_OCC(rook_table, uint64_t, bbg_rook_attacks_bb(a, occ))
BENCH_CASE_OCC(rook_calc, uint64_t, bbg_rook_attacks_calc_bb(a, occ))
BENCH_CASE_OCC(queen_table, uint64_t, bbg_queen_attacks_bb(a, occ))
BENCH_CASE_OCC(queen_calc, uint64_t, bbg_queen_attacks_calc_bb(a, occ))

BENCH_CASE_CHECKS(queen_checks_set, uint64_t, bbg_slider_checks_bb(BBG_QUEEN, a, k, occ))
BENCH_CASE_CHECKS(queen_checks_sc, uint64_t, bbg_slider_checks_sc_bb(BBG_QUEEN, a, k, occ))
BENCH_CASE_CHECKS(rook_checks_set, uint64_t, bbg_slider_checks_bb(BBG_ROOK, a, k, occ))
BENCH_CASE_CHECKS(rook_checks_sc, uint64_t, bbg_slider_checks_sc_bb(BBG_ROOK, a, k, occ))
BENCH_CASE_CHECKS(bishop_checks_set, uint64_t, bbg_slider_checks_bb(BBG_BISHOP, a, k, occ))
BENCH_CASE_CHECKS(bishop_checks_sc, uint64_t, bbg_slider_checks_sc_bb(BBG_BISHOP, a, k, occ))

BENCH_CASE_OCC(blockers, uint64_t,
               bbg_slider_blockers_bb(a, occ, occ & BENCH_DIAG_SLIDERS, occ & BENCH_ORTH_SLIDERS, NULL))

BENCH_CASE_A(knight, uint64_t, bbg_knight_attacks_bb(a))
BENCH_CASE_A(king, uint64_t, bbg_king_attacks_bb(a))

const struct bench_case bench_attacks_cases[] = {
    BENCH_ENTRY("bishop attacks", BBG_SLIDER_INDEX_NAME, bishop_table),
    BENCH_ENTRY("bishop attacks", "calc (hyperbola q.)", bishop_calc),
    BENCH_ENTRY("rook attacks", BBG_SLIDER_INDEX_NAME, rook_table),
    BENCH_ENTRY("rook attacks", "calc (hyperbola q.)", rook_calc),
    BENCH_ENTRY("queen attacks", BBG_SLIDER_INDEX_NAME, queen_table),
    BENCH_ENTRY("queen attacks", "calc (hyperbola q.)", queen_calc),
    BENCH_ENTRY("queen checks", "set-wise", queen_checks_set),
    BENCH_ENTRY("queen checks", "square-centric", queen_checks_sc),
    BENCH_ENTRY("rook checks", "set-wise", rook_checks_set),
    BENCH_ENTRY("rook checks", "square-centric", rook_checks_sc),
    BENCH_ENTRY("bishop checks", "set-wise", bishop_checks_set),
    BENCH_ENTRY("bishop checks", "square-centric", bishop_checks_sc),
    BENCH_ENTRY("slider blockers", "pins", blockers),
    BENCH_ENTRY("knight attacks", "table", knight),
    BENCH_ENTRY("king attacks", "table", king),
    { 0 },
};
