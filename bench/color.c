/* Colour of a square and same colour: every public method and the default. */
#include <bbgeom.h>

#include "bench.h"

BENCH_CASE_A(color_default, int, (int)bbg_color_of(a))
BENCH_CASE_A(color_lookup, int, (int)bbg_color_lookup(a))
BENCH_CASE_A(color_bb64, int, (int)bbg_color_bb64(a))
BENCH_CASE_A(color_bb32, int, (int)bbg_color_bb32(a))
BENCH_CASE_X88(color_x88, int, (int)bbg_color_x88(x))
BENCH_CASE_A(color_parity, int, (int)bbg_color_parity(a))
BENCH_CASE_A(color_lea, int, (int)bbg_color_lea(a))

BENCH_CASE_AB(same_default, bool, bbg_same_color(a, b))
BENCH_CASE_AB(same_xor, bool, bbg_same_color_xor(a, b))
BENCH_CASE_AB(same_lea, bool, bbg_same_color_lea(a, b))
BENCH_CASE_AB(same_lookups, bool, bbg_color_lookup(a) == bbg_color_lookup(b))
BENCH_CASE_AB(same_bb64, bool, bbg_same_color_bb64(a, b))

const struct bench_case bench_color_cases[] = {
    BENCH_ENTRY("color", "default", color_default),
    BENCH_ENTRY("color", "lookup", color_lookup),
    BENCH_ENTRY("color", "bb64", color_bb64),
    BENCH_ENTRY("color", "bb32", color_bb32),
    BENCH_ENTRY("color", "x88", color_x88),
    BENCH_ENTRY("color", "parity", color_parity),
    BENCH_ENTRY("color", "lea", color_lea),
    BENCH_ENTRY("same color", "default", same_default),
    BENCH_ENTRY("same color", "xor", same_xor),
    BENCH_ENTRY("same color", "lea", same_lea),
    BENCH_ENTRY("same color", "two lookups", same_lookups),
    BENCH_ENTRY("same color", "bb64", same_bb64),
    { 0 },
};
