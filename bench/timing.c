/* Cycle calibration and statistics of bbgeom-bench. */
#include <stdlib.h>

#include "bench.h"

/* Eight dependent adds; the barrier after each hides x from the compiler,
 * which could otherwise fold the chain into one add. */
#define CAL_ADD __asm__ volatile("" : "+r"(x)); x += 1;
#define CAL_ADD8 CAL_ADD CAL_ADD CAL_ADD CAL_ADD CAL_ADD CAL_ADD CAL_ADD CAL_ADD

/* Hardware cycle counters may be missing (virtual machines, no perf
 * permission) and the time-stamp counter ticks at a fixed rate, not the core
 * clock: a chain of dependent adds, one per cycle on every current x86-64
 * and AArch64 core, measures the clock the code under test runs at. The
 * fastest of a few tries is the least disturbed. */
double bench_cycles_per_ns(void)
{
    enum { ITERS = 1 << 17, TRIES = 5 };
    double best = 0;
    for (int t = 0; t < TRIES; t++) {
        unsigned long x = 0;
        const double t0 = bench_now_ns();
        for (int k = 0; k < ITERS; k++) {
            CAL_ADD8
        }
        const double ns = bench_now_ns() - t0;
        BENCH_CONSUME(x);
        const double rate = (double)ITERS * 8.0 / ns;
        if (rate > best)
            best = rate;
    }
    return best;
}

double bench_time_per_query(bench_loop *loop, const struct bench_inputs *in, size_t reps)
{
    const double t0 = bench_now_ns();
    const uint64_t v = loop(in, reps);
    const double ns = bench_now_ns() - t0;
    BENCH_CONSUME(v);
    return ns / ((double)in->n * (double)reps);
}

static int compare_doubles(const void *p, const void *q)
{
    const double x = *(const double *)p, y = *(const double *)q;
    return (x > y) - (x < y);
}

void bench_stats(double *v, size_t n, double *median, double *min, double *max)
{
    qsort(v, n, sizeof *v, compare_doubles);
    *min = v[0];
    *max = v[n - 1];
    *median = n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}
