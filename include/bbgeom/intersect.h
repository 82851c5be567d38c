/* Intersection squares: where a line of one kind through a meets a line of
 * another kind through b.
 *
 * Square-centric: bbg_intersect_<A>_<B>(a, b) computes the meeting point in
 * 0x88 coordinates, where "off the board" is a bit test, and returns the
 * square or BBG_NO_SQUARE (-1), branchless and without tables.
 * Set-wise: bbg_intersect_bb() ANDs the two line masks. */
#ifndef BBGEOM_INTERSECT_H
#define BBGEOM_INTERSECT_H

#include "bbgeom/base.h"
#include "bbgeom/lines.h"
#include "bbgeom/square.h"
#include "bbgeom/tables.h"

#include <stddef.h>

BBG_BEGIN_DECLS

/* The square of 0x88 coordinate x88, or -1 if x88 is not on the board;
 * any int is accepted. -(cond) is 0 or all ones: a setcc and a neg,
 * no branch, and no reliance on right-shifting a negative int. x88 may be
 * negative (a formula's sum below 0): its masks rely on two's complement,
 * which base.h static_asserts. */
static inline int bbg_x88_to_square_or_none(int x88)
{
    return (((x88 & 0x70) >> 1) | (x88 & 7)) | -((x88 & ~0x77) != 0);
}

/* Rank of a meets file of b: always on the board. */
static inline int bbg_intersect_rank_file(int a, int b)
{
    assert(bbg_is_square(a) && bbg_is_square(b));
    return (a & 56) | (b & 7);
}

static inline int bbg_intersect_file_rank(int a, int b) { return bbg_intersect_rank_file(b, a); }

/* Rank of a meets diagonal of b: rank ra, file ra - (rb - fb), so
 * 0x88 = 16 ra + ra - rb + fb. */
static inline int bbg_intersect_rank_diag(int a, int b)
{
    assert(bbg_is_square(a) && bbg_is_square(b));
    return bbg_x88_to_square_or_none(17 * (a >> 3) - (b >> 3) + (b & 7));
}

static inline int bbg_intersect_diag_rank(int a, int b) { return bbg_intersect_rank_diag(b, a); }

/* Rank of a meets anti-diagonal of b: rank ra, file (rb + fb) - ra, so
 * 0x88 = 15 ra + rb + fb. (The reference page reuses the diagonal's file
 * ra - rb + fb here: wrong, see README.) */
static inline int bbg_intersect_rank_anti(int a, int b)
{
    assert(bbg_is_square(a) && bbg_is_square(b));
    return bbg_x88_to_square_or_none(15 * (a >> 3) + (b >> 3) + (b & 7));
}

static inline int bbg_intersect_anti_rank(int a, int b) { return bbg_intersect_rank_anti(b, a); }

/* File of a meets diagonal of b: file fa, rank fa + (rb - fb), so
 * 0x88 = 17 fa + 16 rb - 16 fb. */
static inline int bbg_intersect_file_diag(int a, int b)
{
    assert(bbg_is_square(a) && bbg_is_square(b));
    return bbg_x88_to_square_or_none(17 * (a & 7) + 2 * (b & 56) - 16 * (b & 7));
}

static inline int bbg_intersect_diag_file(int a, int b) { return bbg_intersect_file_diag(b, a); }

/* File of a meets anti-diagonal of b: file fa, rank (rb + fb) - fa, so
 * 0x88 = 16 rb + 16 fb - 15 fa. */
static inline int bbg_intersect_file_anti(int a, int b)
{
    assert(bbg_is_square(a) && bbg_is_square(b));
    return bbg_x88_to_square_or_none(2 * (b & 56) + 16 * (b & 7) - 15 * (a & 7));
}

static inline int bbg_intersect_anti_file(int a, int b) { return bbg_intersect_file_anti(b, a); }

/* Diagonal of a (index d) meets anti-diagonal of b (index s): 2 rank = s + d,
 * 2 file = s - d, so twice the 0x88 coordinate is x2 = 17 s + 15 d. x2 is odd
 * when the squares differ in colour (no meeting point); otherwise x2 / 2 is
 * the 0x88 coordinate. One mask, ~0xEE, catches both (also for a negative
 * x2, in two's complement: see base.h). */
static inline int bbg_intersect_diag_anti(int a, int b)
{
    assert(bbg_is_square(a) && bbg_is_square(b));
    int x2 = 17 * ((b >> 3) + (b & 7)) + 15 * ((a >> 3) - (a & 7));
    return (((x2 & 0xE0) >> 2) | ((x2 & 0x0E) >> 1)) | -((x2 & ~0xEE) != 0);
}

static inline int bbg_intersect_anti_diag(int a, int b) { return bbg_intersect_diag_anti(b, a); }

/* bbg_intersect by the square-centric formulas: a switch on the kinds, which
 * folds away when they are constants (then the lowest latency), but costs a
 * mispredicted branch when they vary at run time. */
static inline int bbg_intersect_formula(enum bbg_line la, int a, enum bbg_line lb, int b)
{
    assert(bbg_is_line(BBG_CAST(int, la)) && bbg_is_line(BBG_CAST(int, lb)));
    switch ((BBG_CAST(int, la) << 2) | BBG_CAST(int, lb)) {
    case BBG_RANK << 2 | BBG_FILE: return bbg_intersect_rank_file(a, b);
    case BBG_RANK << 2 | BBG_DIAG: return bbg_intersect_rank_diag(a, b);
    case BBG_RANK << 2 | BBG_ANTI: return bbg_intersect_rank_anti(a, b);
    case BBG_FILE << 2 | BBG_RANK: return bbg_intersect_file_rank(a, b);
    case BBG_FILE << 2 | BBG_DIAG: return bbg_intersect_file_diag(a, b);
    case BBG_FILE << 2 | BBG_ANTI: return bbg_intersect_file_anti(a, b);
    case BBG_DIAG << 2 | BBG_RANK: return bbg_intersect_diag_rank(a, b);
    case BBG_DIAG << 2 | BBG_FILE: return bbg_intersect_diag_file(a, b);
    case BBG_DIAG << 2 | BBG_ANTI: return bbg_intersect_diag_anti(a, b);
    case BBG_ANTI << 2 | BBG_RANK: return bbg_intersect_anti_rank(a, b);
    case BBG_ANTI << 2 | BBG_FILE: return bbg_intersect_anti_file(a, b);
    case BBG_ANTI << 2 | BBG_DIAG: return bbg_intersect_anti_diag(a, b);
    default: return BBG_NO_SQUARE;
    }
}

/* The same answer as bbg_intersect (-1 also when la == lb), from the
 * generated table: one load from 4 KiB per pair of line kinds, and no branch
 * when the kinds vary at run time. */
static inline int bbg_intersect_lookup(enum bbg_line la, int a, enum bbg_line lb, int b)
{
    assert(bbg_is_line(BBG_CAST(int, la)) && bbg_is_line(BBG_CAST(int, lb)));
    assert(bbg_is_square(a) && bbg_is_square(b));
    return bbg_intersect_table[la][lb][a][b];
}

/* The la-line through a meets the lb-line through b: the square, or -1 if
 * they do not meet on the board or la == lb (no single meeting square).
 * The default is the table (bbg_intersect_lookup), chosen by bench/run-all
 * (AMD EPYC; multiples of one load from a 64-entry table, throughput /
 * latency, geometric mean over the twelve pairs, gcc 12 portable | clang 14
 * portable): table 1.24/1.25 | 1.27/1.32, formulas 3.94/1.11 | 2.47/0.96,
 * mask AND + tzcnt 3.19/1.75 | 2.02/1.53; with the kinds varying per query,
 * table 2.29/1.48 | 2.74/1.41, formula switch 39.5/4.7 | 29.9/5.2. In
 * cycles: the table 1.2 | 2.0 per query, 10.5 | 11.4 of latency; the
 * formulas 4.7 | 4.6 and 11.0 | 10.2. In latency the formulas win clearly
 * only for rank/file (3.1 cycles against 10.5: bbg_intersect_rank_file). */
static inline int bbg_intersect(enum bbg_line la, int a, enum bbg_line lb, int b)
{
    return bbg_intersect_lookup(la, a, lb, b);
}

/* Set-wise: the la-line through a AND the lb-line through b. For la != lb it
 * holds at most the square bbg_intersect() returns; for la == lb it is the
 * common line, or 0. */
static inline uint64_t bbg_intersect_bb(enum bbg_line la, int a, enum bbg_line lb, int b)
{
    return bbg_line_bb(la, a) & bbg_line_bb(lb, b);
}

/* Many queries with one pair of line kinds: out[i] = bbg_intersect(la, a[i],
 * lb, b[i]) for i < n, by the square-centric formulas in a loop that
 * compilers vectorise. Defined for any input: out[i] is -1 where a[i] or b[i]
 * is not a square (64..255), and every out[i] is -1 when la == lb or either
 * is not a line kind. out must not overlap a or b; with n == 0 nothing is
 * read or written (NULL pointers allowed). */
void bbg_intersect_batch(enum bbg_line la, enum bbg_line lb, const uint8_t *a, const uint8_t *b,
                         int8_t *out, size_t n);

BBG_END_DECLS

#endif
