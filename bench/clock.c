/* The benchmarks' wall clock: clock_gettime, which is in the C library on
 * Linux and in winpthreads on MinGW-w64 (hence the threads dependency of
 * every benchmark that links this file). */
#define _POSIX_C_SOURCE 200809L

#include <time.h>

#include "clock.h"

double bench_now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}
