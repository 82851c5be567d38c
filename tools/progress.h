/* A long command's sign of life: one line on stderr, rewritten in place
 * once the run has taken more than a second, and wiped at the end. Only
 * on a terminal: a pipe or file gets nothing. */
#ifndef BBGEOM_TOOL_PROGRESS_H
#define BBGEOM_TOOL_PROGRESS_H

#include <stdbool.h>

struct progress {
    bool terminal; /* stderr is one */
    double start;  /* progress_seconds() at the start */
    double shown;  /* when the line was last written, 0 if never */
};

/* Every line is padded to this width, wider than any the commands write,
 * so that each covers the one before it whatever their lengths. */
enum { PROGRESS_WIDTH = 72 };

/* Seconds on a clock that only moves forward, from some fixed start. */
double progress_seconds(void);

/* Starts the clock; finds out whether stderr is a terminal. */
void progress_start(struct progress *p);

/* Seconds since progress_start when the line is to be written (on a
 * terminal, after the first second, at most ten times a second); else 0.
 * The caller then writes it with progress_show. */
double progress_due(struct progress *p);

/* Writes line (cut to PROGRESS_WIDTH) over the one before. */
void progress_show(struct progress *p, const char *line);

/* Wipes the line, if one was written. */
void progress_end(const struct progress *p);

#endif
