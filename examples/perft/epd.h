/* Perft suites in the common EPD form: "FEN ;D1 20 ;D2 400 ..." a line. */
#ifndef PFT_EPD_H
#define PFT_EPD_H

#include <stdio.h>

/* Runs the suite in file (named name in messages) up to max_depth (0: all
 * depths), on threads threads. Prints one pass/fail line per position and
 * depth and a summary on out, errors on err. Returns 0 when all pass, 1 on
 * any mismatch, 2 if the file is malformed (nothing is run then; the
 * message names the line) or cannot be read. */
int pft_run_epd(FILE *file, const char *name, int max_depth, int threads, FILE *out, FILE *err);

#endif
