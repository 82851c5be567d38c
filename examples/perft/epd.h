/* Perft suites in the common EPD form: "FEN ;D1 20 ;D2 400 ..." a line. */
#ifndef PFT_EPD_H
#define PFT_EPD_H

#include <stdio.h>

#include "perft.h"

/* Runs the suite in file (named name in messages) up to max_depth (0: all
 * depths), as job says (its depth is each entry's). Prints one pass/fail line per position and
 * depth and a summary on out, errors on err. Returns 0 when all pass, 1 on
 * any mismatch, 2 if the file is malformed (nothing is run then; the
 * message names the line) or cannot be read, or the run fails (out of
 * memory, threads). */
int pft_run_epd(FILE *file, const char *name, int max_depth, struct perft_job job, FILE *out, FILE *err);

#endif
