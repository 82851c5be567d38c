/* Ranks, files, diagonals and anti-diagonals: masks and same-line tests. */
#ifndef BBGEOM_LINES_H
#define BBGEOM_LINES_H

#include "bbgeom/base.h"
#include "bbgeom/square.h"
#include "bbgeom/tables.h"

BBG_BEGIN_DECLS

/* The whole line of that kind through sq, sq included. */
static inline uint64_t bbg_line_bb(enum bbg_line line, int sq)
{
    BBG_ASSERT(bbg_is_line(BBG_CAST(int, line)) && bbg_is_square(sq));
    return bbg_line_mask_table[line][sq];
}

/* Rank r, 0..7. */
static inline uint64_t bbg_rank_bb(int r)
{
    BBG_ASSERT(r >= 0 && r < 8);
    return bbg_rank_mask_table[r];
}

/* File f, 0..7. */
static inline uint64_t bbg_file_bb(int f)
{
    BBG_ASSERT(f >= 0 && f < 8);
    return bbg_file_mask_table[f];
}

/* Diagonal d = rank - file, -7..7. */
static inline uint64_t bbg_diag_bb(int d)
{
    BBG_ASSERT(d >= -7 && d <= 7);
    return bbg_diag_mask_table[d + 7];
}

/* Anti-diagonal i = rank + file, 0..14. */
static inline uint64_t bbg_anti_bb(int i)
{
    BBG_ASSERT(i >= 0 && i < 15);
    return bbg_anti_mask_table[i];
}

/* Same-line tests by formula, no tables; each is true when a == b. */

static inline bool bbg_same_rank(int a, int b)
{
    BBG_ASSERT(bbg_is_square(a) && bbg_is_square(b));
    return ((a ^ b) >> 3) == 0;
}

static inline bool bbg_same_file(int a, int b)
{
    BBG_ASSERT(bbg_is_square(a) && bbg_is_square(b));
    return ((a ^ b) & 7) == 0;
}

static inline bool bbg_same_diag(int a, int b)
{
    BBG_ASSERT(bbg_is_square(a) && bbg_is_square(b));
    return (b >> 3) - (a >> 3) == (b & 7) - (a & 7);
}

/* The rank distance and the file distance cancel out. (The reference page
 * masks the square difference with & 7 instead of taking the file
 * difference: wrong, see README.) */
static inline bool bbg_same_anti(int a, int b)
{
    BBG_ASSERT(bbg_is_square(a) && bbg_is_square(b));
    return ((b & 7) - (a & 7)) + ((b >> 3) - (a >> 3)) == 0;
}

/* True if a and b lie on one line of that kind. Branchless: all four tests
 * as a bit set, then the wanted bit. */
static inline bool bbg_same_line(enum bbg_line line, int a, int b)
{
    BBG_ASSERT(bbg_is_line(BBG_CAST(int, line)));
    int all = bbg_same_rank(a, b) << BBG_RANK | bbg_same_file(a, b) << BBG_FILE | bbg_same_diag(a, b) << BBG_DIAG
            | bbg_same_anti(a, b) << BBG_ANTI;
    return (all >> line) & 1;
}

BBG_END_DECLS

#endif
