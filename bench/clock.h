/* The benchmarks' wall clock (clock.c). */
#ifndef BBGEOM_BENCH_CLOCK_H
#define BBGEOM_BENCH_CLOCK_H

/* A monotonic time in nanoseconds, for differences only. */
double bench_now_ns(void);

#endif
