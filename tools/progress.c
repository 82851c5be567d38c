/* The progress line (see progress.h). */
#define _POSIX_C_SOURCE 200809L /* clock_gettime, isatty, fileno */

#include "progress.h"

#include <stdio.h>
#include <time.h>
#include <unistd.h>
#ifdef _WIN32
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#endif

double progress_seconds(void)
{
#ifdef _WIN32
    return (double)GetTickCount64() / 1000.0;
#else
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
#endif
}

void progress_start(struct progress *p)
{
    p->terminal = isatty(STDERR_FILENO) != 0;
    p->start = progress_seconds();
    p->shown = 0;
}

double progress_due(struct progress *p)
{
    if (!p->terminal)
        return 0;
    const double now = progress_seconds(), elapsed = now - p->start;
    if (elapsed <= 1.0 || (p->shown > 0 && now - p->shown < 0.1))
        return 0;
    return elapsed;
}

void progress_show(struct progress *p, const char *line)
{
    fprintf(stderr, "\r%-*.*s", PROGRESS_WIDTH, PROGRESS_WIDTH, line);
    fflush(stderr);
    p->shown = progress_seconds();
}

void progress_end(const struct progress *p)
{
    if (p->shown > 0)
        fprintf(stderr, "\r%*s\r", PROGRESS_WIDTH, "");
}
