/* Baselines, measured in the same run as everything else: a plain load from
 * a 64-entry table and from a 64x64 table (filled at run time, so the
 * compiler cannot fold them), and the loop alone, the floor under every
 * figure (input loads, the barrier or the latency chain's xor and mask). */
#include <bbgeom.h>

#include "bench.h"

BENCH_CASE_A(loop_identity, int, a)
BENCH_CASE_A(load64_plain, uint64_t, in->load64[a])
BENCH_CASE_AB(load4096_plain, uint64_t, in->load4096[a][b])

const struct bench_case bench_baseline_cases[] = {
    BENCH_ENTRY("loop", "identity", loop_identity),
    BENCH_ENTRY(BENCH_LOAD64, "uint64[64]", load64_plain),
    BENCH_ENTRY(BENCH_LOAD4096, "uint64[64][64]", load4096_plain),
    { 0 },
};
