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

/* The twelve pairs reduce to six kernels (the other six swap a and b).
 * Unchecked: a and b are squares, 0..63; the asserted functions below and
 * bbg_intersect_batch (which must vectorise, so no assert) share them. */

/* Rank of a meets file of b: always on the board. */
static inline int bbg_intersect_rank_file_(int a, int b) { return (a & 56) | (b & 7); }

/* Rank of a meets diagonal of b: rank ra, file ra - (rb - fb), so
 * 0x88 = 16 ra + ra - rb + fb. */
static inline int bbg_intersect_rank_diag_(int a, int b)
{
    return bbg_x88_to_square_or_none(17 * (a >> 3) - (b >> 3) + (b & 7));
}

/* Rank of a meets anti-diagonal of b: rank ra, file (rb + fb) - ra, so
 * 0x88 = 15 ra + rb + fb. (The reference page reuses the diagonal's file
 * ra - rb + fb here: wrong, see README.) */
static inline int bbg_intersect_rank_anti_(int a, int b)
{
    return bbg_x88_to_square_or_none(15 * (a >> 3) + (b >> 3) + (b & 7));
}

/* File of a meets diagonal of b: file fa, rank fa + (rb - fb), so
 * 0x88 = 17 fa + 16 rb - 16 fb. */
static inline int bbg_intersect_file_diag_(int a, int b)
{
    return bbg_x88_to_square_or_none(17 * (a & 7) + 2 * (b & 56) - 16 * (b & 7));
}

/* File of a meets anti-diagonal of b: file fa, rank (rb + fb) - fa, so
 * 0x88 = 16 rb + 16 fb - 15 fa. */
static inline int bbg_intersect_file_anti_(int a, int b)
{
    return bbg_x88_to_square_or_none(2 * (b & 56) + 16 * (b & 7) - 15 * (a & 7));
}

/* Diagonal of a (index d) meets anti-diagonal of b (index s): 2 rank = s + d,
 * 2 file = s - d, so twice the 0x88 coordinate is x2 = 17 s + 15 d. x2 is odd
 * when the squares differ in colour (no meeting point); otherwise x2 / 2 is
 * the 0x88 coordinate. One mask, ~0xEE, catches both (also for a negative
 * x2, in two's complement: see base.h). */
static inline int bbg_intersect_diag_anti_(int a, int b)
{
    int x2 = 17 * ((b >> 3) + (b & 7)) + 15 * ((a >> 3) - (a & 7));
    return (((x2 & 0xE0) >> 2) | ((x2 & 0x0E) >> 1)) | -((x2 & ~0xEE) != 0);
}

/* The twelve ordered pairs of line kinds: the function's name, the two
 * kinds, and the kernel with its squares in order. One list, for the
 * functions here and for bbg_intersect_formula's switch (alternatives.h). */
#define BBG_INTERSECT_PAIRS_(X)                              \
    X(rank_file, RANK, FILE, bbg_intersect_rank_file_(a, b)) \
    X(rank_diag, RANK, DIAG, bbg_intersect_rank_diag_(a, b)) \
    X(rank_anti, RANK, ANTI, bbg_intersect_rank_anti_(a, b)) \
    X(file_rank, FILE, RANK, bbg_intersect_rank_file_(b, a)) \
    X(file_diag, FILE, DIAG, bbg_intersect_file_diag_(a, b)) \
    X(file_anti, FILE, ANTI, bbg_intersect_file_anti_(a, b)) \
    X(diag_rank, DIAG, RANK, bbg_intersect_rank_diag_(b, a)) \
    X(diag_file, DIAG, FILE, bbg_intersect_file_diag_(b, a)) \
    X(diag_anti, DIAG, ANTI, bbg_intersect_diag_anti_(a, b)) \
    X(anti_rank, ANTI, RANK, bbg_intersect_rank_anti_(b, a)) \
    X(anti_file, ANTI, FILE, bbg_intersect_file_anti_(b, a)) \
    X(anti_diag, ANTI, DIAG, bbg_intersect_diag_anti_(b, a))

/* bbg_intersect_<A>_<B>(a, b): the square where the A-line through a meets
 * the B-line through b, or -1 if they do not meet on the board;
 * bbg_intersect_rank_anti(BBG_H4, BBG_B7) is BBG_E4. */
#define BBG_INTERSECT_DEFINE_(name, ka, kb, kernel_call)  \
    static inline int bbg_intersect_##name(int a, int b)  \
    {                                                     \
        BBG_ASSERT(bbg_is_square(a) && bbg_is_square(b)); \
        return kernel_call;                               \
    }
BBG_INTERSECT_PAIRS_(BBG_INTERSECT_DEFINE_)

/* The la-line through a meets the lb-line through b: the square, or -1 if
 * they do not meet on the board or la == lb (no single meeting square).
 * bbg_intersect(BBG_RANK, BBG_H4, BBG_ANTI, BBG_B7) is BBG_E4. From the
 * generated table, one load and no branch when the kinds vary at run time:
 * default of three methods (bbgeom/alternatives.h), see docs/benchmark.md. */
static inline int bbg_intersect(enum bbg_line la, int a, enum bbg_line lb, int b)
{
    BBG_ASSERT(bbg_is_line(BBG_CAST(int, la)) && bbg_is_line(BBG_CAST(int, lb)));
    BBG_ASSERT(bbg_is_square(a) && bbg_is_square(b));
    return bbg_intersect_table[la][lb][a][b];
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
BBG_API void bbg_intersect_batch(enum bbg_line la, enum bbg_line lb, const uint8_t *a, const uint8_t *b, int8_t *out,
                                 size_t n);

BBG_END_DECLS

#endif
