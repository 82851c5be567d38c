/* Same-line tests (formula against a bit of the line mask) and the
 * anti-diagonal and diagonal index forms, alone and as mask indices. */
#include <bbgeom.h>

#include "bench.h"

/* Bit b of the kind-line through a: the table alternative to the formulas. */
static inline bool on_mask(enum bbg_line kind, int a, int b)
{
    return (bbg_line_bb(kind, a) >> b) & 1u;
}

BENCH_CASE_AB(rank_formula, bool, bbg_same_rank(a, b))
BENCH_CASE_AB(rank_mask, bool, on_mask(BBG_RANK, a, b))
BENCH_CASE_AB(file_formula, bool, bbg_same_file(a, b))
BENCH_CASE_AB(file_mask, bool, on_mask(BBG_FILE, a, b))
BENCH_CASE_AB(diag_formula, bool, bbg_same_diag(a, b))
BENCH_CASE_AB(diag_mask, bool, on_mask(BBG_DIAG, a, b))
BENCH_CASE_AB(anti_formula, bool, bbg_same_anti(a, b))
BENCH_CASE_AB(anti_mask, bool, on_mask(BBG_ANTI, a, b))
BENCH_CASE_KINDS(line_formula, bool, ((void)lb, bbg_same_line(la, a, b)))
BENCH_CASE_KINDS(line_mask, bool, ((void)lb, on_mask(la, a, b)))

BENCH_CASE_A(anti_index, int, bbg_anti_index(a))
BENCH_CASE_A(anti_index_xor7, int, bbg_anti_index_xor7(a))
BENCH_CASE_A(diag_index, int, bbg_diag_index(a))
BENCH_CASE_A(anti_bb_square, uint64_t, bbg_line_bb(BBG_ANTI, a))
BENCH_CASE_A(anti_bb_index, uint64_t, bbg_anti_bb(bbg_anti_index(a)))
BENCH_CASE_A(anti_bb_xor7, uint64_t, in->anti16[bbg_anti_index_xor7(a)])
BENCH_CASE_A(diag_bb_square, uint64_t, bbg_line_bb(BBG_DIAG, a))
BENCH_CASE_A(diag_bb_index, uint64_t, bbg_diag_bb(bbg_diag_index(a)))

const struct bench_case bench_lines_cases[] = {
    BENCH_ENTRY("same rank", "formula", rank_formula),
    BENCH_ENTRY("same rank", "mask bit", rank_mask),
    BENCH_ENTRY("same file", "formula", file_formula),
    BENCH_ENTRY("same file", "mask bit", file_mask),
    BENCH_ENTRY("same diag", "formula", diag_formula),
    BENCH_ENTRY("same diag", "mask bit", diag_mask),
    BENCH_ENTRY("same anti", "formula", anti_formula),
    BENCH_ENTRY("same anti", "mask bit", anti_mask),
    BENCH_ENTRY("same line (kind varies)", "formula", line_formula),
    BENCH_ENTRY("same line (kind varies)", "mask bit", line_mask),
    BENCH_ENTRY("anti index", "rank + file", anti_index),
    BENCH_ENTRY("anti index xor7", "(rank + file) ^ 7", anti_index_xor7),
    BENCH_ENTRY("diag index", "rank - file", diag_index),
    BENCH_ENTRY("anti mask", "by square [64]", anti_bb_square),
    BENCH_ENTRY("anti mask", "by rank + file [15]", anti_bb_index),
    BENCH_ENTRY("anti mask", "by xor7 index [16]", anti_bb_xor7),
    BENCH_ENTRY("diag mask", "by square [64]", diag_bb_square),
    BENCH_ENTRY("diag mask", "by rank - file [15]", diag_bb_index),
    { 0 },
};
