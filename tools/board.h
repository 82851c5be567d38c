/* Drawing a board: rank 8 at the top, file letters below, a legend line.
 * Plain ASCII, Unicode (a box frame and symbols), and ANSI colour (dark and
 * light squares as background colours) in either character set. */
#ifndef BBGEOM_TOOL_BOARD_H
#define BBGEOM_TOOL_BOARD_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

struct board_style {
    bool unicode; /* Unicode symbols and frame, else ASCII */
    bool color;   /* ANSI escape sequences */
};

struct board {
    uint64_t set;              /* the answer: x (ASCII), ● (Unicode) */
    const char *set_label;     /* legend for it, e.g. "between" */
    uint64_t context;          /* background, e.g. the lines asked about: + or ○ */
    const char *context_label; /* NULL: no context in the legend */
    int a, b;                  /* squares marked A and B, or -1 (BBG_NO_SQUARE) */
};

/* A marked square shows its letter whether or not it is in set or context;
 * otherwise set wins over context. In colour mode a marked square has a
 * yellow background (its letter red when it is in set), set squares a red
 * symbol, context squares a blue one, empty squares are blank. */
void board_draw(FILE *f, const struct board_style *style, const struct board *board);

#endif
