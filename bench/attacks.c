/* The attacks layer: slider attacks by this build's tables (magic or PEXT
 * indexing), by the table-free calculation and by the engine-layout
 * baseline (sf_layout.h), checking squares set-wise and square-centric,
 * slider blockers, the leaper tables and the distance, each lookup beside
 * its baseline. Inputs: a random square, a random king square distinct
 * from it, and a random occupancy with about a quarter of the squares set
 * (both squares among them); for the pawns and the distance a second
 * random square (the pawn's side is its lowest bit). */
#include <bbgeom.h>

#include "bench.h"
#include "sf_layout.h"

/* Sliders for the blockers: a fixed sprinkling of the occupied squares, so
 * that some queries find pins and most do not. */
#define BENCH_DIAG_SLIDERS UINT64_C(0x5555555555555555)
#define BENCH_ORTH_SLIDERS UINT64_C(0x3333333333333333)

BENCH_CASE_OCC(bishop_attacks_table, uint64_t, bbg_bishop_attacks_bb(a, occ))
BENCH_CASE_OCC(bishop_attacks_calc, uint64_t, bbg_bishop_attacks_calc_bb(a, occ))
BENCH_CASE_OCC(rook_attacks_table, uint64_t, bbg_rook_attacks_bb(a, occ))
BENCH_CASE_OCC(rook_attacks_calc, uint64_t, bbg_rook_attacks_calc_bb(a, occ))
BENCH_CASE_OCC(queen_attacks_table, uint64_t, bbg_queen_attacks_bb(a, occ))
BENCH_CASE_OCC(queen_attacks_calc, uint64_t, bbg_queen_attacks_calc_bb(a, occ))
BENCH_CASE_OCC(bishop_attacks_sf, uint64_t, sf_bishop_attacks(a, occ))
BENCH_CASE_OCC(rook_attacks_sf, uint64_t, sf_rook_attacks(a, occ))
BENCH_CASE_OCC(queen_attacks_sf, uint64_t, sf_bishop_attacks(a, occ) | sf_rook_attacks(a, occ))

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
BENCH_CASE_AB(pawn, uint64_t, bbg_pawn_attacks_bb((enum bbg_side)(b & 1), a))
BENCH_CASE_AB(distance, int, bbg_distance(a, b))
BENCH_CASE_A(knight_sf, uint64_t, sf_pseudo_attacks[BBG_PIECE_KNIGHT][a])
BENCH_CASE_A(king_sf, uint64_t, sf_pseudo_attacks[BBG_PIECE_KING][a])
BENCH_CASE_AB(pawn_sf, uint64_t, sf_pawn_attacks[b & 1][a])
BENCH_CASE_AB(distance_sf, int, sf_square_distance[a][b])

const struct bench_case bench_attacks_cases[] = {
    BENCH_ENTRY("bishop attacks", BBG_SLIDER_INDEX_NAME, bishop_attacks_table),
    BENCH_ENTRY("bishop attacks", "calc (hyperbola q.)", bishop_attacks_calc),
    BENCH_ENTRY("bishop attacks", SF_SLIDER_METHOD, bishop_attacks_sf),
    BENCH_ENTRY("rook attacks", BBG_SLIDER_INDEX_NAME, rook_attacks_table),
    BENCH_ENTRY("rook attacks", "calc (hyperbola q.)", rook_attacks_calc),
    BENCH_ENTRY("rook attacks", SF_SLIDER_METHOD, rook_attacks_sf),
    BENCH_ENTRY("queen attacks", BBG_SLIDER_INDEX_NAME, queen_attacks_table),
    BENCH_ENTRY("queen attacks", "calc (hyperbola q.)", queen_attacks_calc),
    BENCH_ENTRY("queen attacks", SF_SLIDER_METHOD, queen_attacks_sf),
    BENCH_ENTRY("queen checks", "set-wise", queen_checks_set),
    BENCH_ENTRY("queen checks", "square-centric", queen_checks_sc),
    BENCH_ENTRY("rook checks", "set-wise", rook_checks_set),
    BENCH_ENTRY("rook checks", "square-centric", rook_checks_sc),
    BENCH_ENTRY("bishop checks", "set-wise", bishop_checks_set),
    BENCH_ENTRY("bishop checks", "square-centric", bishop_checks_sc),
    BENCH_ENTRY("slider blockers", "pins", blockers),
    BENCH_ENTRY("knight attacks", "table", knight),
    BENCH_ENTRY("knight attacks", "sf layout", knight_sf),
    BENCH_ENTRY("king attacks", "table", king),
    BENCH_ENTRY("king attacks", "sf layout", king_sf),
    BENCH_ENTRY("pawn attacks", "table", pawn),
    BENCH_ENTRY("pawn attacks", "sf layout", pawn_sf),
    BENCH_ENTRY("distance", "table", distance),
    BENCH_ENTRY("distance", "sf layout", distance_sf),
    { 0 },
};
