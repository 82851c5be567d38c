/* bbg_intersect_batch: the square-centric intersection formulas over arrays.
 *
 * Written for the vectorisers of gcc and clang: the pair of line kinds is chosen once, outside the
 * loops; each loop body is branchless integer arithmetic on one element with
 * no table and no assert (an assert is a branch that stops vectorisation,
 * and the library is often built with assertions on). Invalid squares are
 * not a precondition but a defined answer, -1, found with one OR and one
 * compare per element, so no input can make the function misbehave.
 *
 * The per-element formulas are those of bbgeom/intersect.h without the
 * asserts; tests/test_intersect_batch.c holds the two equal on all 4096
 * pairs of squares for all sixteen pairs of kinds. */
#include "bbgeom/intersect.h"

/* The square of 0x88 coordinate x, or -1 when it is off the board. */
static inline int x88_square(int x)
{
    return (((x & 0x70) >> 1) | (x & 7)) | -(int)((x & ~0x77) != 0);
}

static inline int rank_file(int a, int b) { return (a & 56) | (b & 7); }

static inline int rank_diag(int a, int b)
{
    return x88_square(17 * (a >> 3) - (b >> 3) + (b & 7));
}

static inline int rank_anti(int a, int b)
{
    return x88_square(15 * (a >> 3) + (b >> 3) + (b & 7));
}

static inline int file_diag(int a, int b)
{
    return x88_square(17 * (a & 7) + 2 * (b & 56) - 16 * (b & 7));
}

static inline int file_anti(int a, int b)
{
    return x88_square(2 * (b & 56) + 16 * (b & 7) - 15 * (a & 7));
}

static inline int diag_anti(int a, int b)
{
    int x2 = 17 * ((b >> 3) + (b & 7)) + 15 * ((a >> 3) - (a & 7));
    return (((x2 & 0xE0) >> 2) | ((x2 & 0x0E) >> 1)) | -(int)((x2 & ~0xEE) != 0);
}

/* One element of pair formula f with the squares in order (x, y).
 * -(int)(cond) is 0 or -1, so OR-ing it in turns the answer into -1 for a
 * byte that is not a square; a valid answer is -1..63, so the conversion to
 * int8_t never changes a value. */
#define BATCH_ONE(f, x, y, i)                                                \
    do {                                                                     \
        const int sa = a[i], sb = b[i];                                      \
        const int bad = -(int)(((sa | sb) & ~63) != 0);                      \
        out[i] = (int8_t)(f((x) & 63, (y) & 63) | bad);                      \
    } while (0)

#define BATCH_LOOP(f, x, y)                                                  \
    for (size_t i = 0; i < n; i++)                                           \
        BATCH_ONE(f, x, y, i);                                               \
    return

/* The switch key of a pair of line kinds (a kind is 0..3). */
#define PAIR(x, y) ((x) * 4u + (y))

void bbg_intersect_batch(enum bbg_line la, enum bbg_line lb, const uint8_t *restrict a,
                         const uint8_t *restrict b, int8_t *restrict out, size_t n)
{
    const unsigned pair = bbg_is_line((int)la) && bbg_is_line((int)lb)
                        ? PAIR((unsigned)la, (unsigned)lb) : 0u;
    switch (pair) {
    case PAIR(BBG_RANK, BBG_FILE): BATCH_LOOP(rank_file, sa, sb);
    case PAIR(BBG_RANK, BBG_DIAG): BATCH_LOOP(rank_diag, sa, sb);
    case PAIR(BBG_RANK, BBG_ANTI): BATCH_LOOP(rank_anti, sa, sb);
    case PAIR(BBG_FILE, BBG_RANK): BATCH_LOOP(rank_file, sb, sa);
    case PAIR(BBG_FILE, BBG_DIAG): BATCH_LOOP(file_diag, sa, sb);
    case PAIR(BBG_FILE, BBG_ANTI): BATCH_LOOP(file_anti, sa, sb);
    case PAIR(BBG_DIAG, BBG_RANK): BATCH_LOOP(rank_diag, sb, sa);
    case PAIR(BBG_DIAG, BBG_FILE): BATCH_LOOP(file_diag, sb, sa);
    case PAIR(BBG_DIAG, BBG_ANTI): BATCH_LOOP(diag_anti, sa, sb);
    case PAIR(BBG_ANTI, BBG_RANK): BATCH_LOOP(rank_anti, sb, sa);
    case PAIR(BBG_ANTI, BBG_FILE): BATCH_LOOP(file_anti, sb, sa);
    case PAIR(BBG_ANTI, BBG_DIAG): BATCH_LOOP(diag_anti, sb, sa);
    default:
        /* Same kind twice or not a kind: no single meeting square. */
        for (size_t i = 0; i < n; i++)
            out[i] = -1;
        return;
    }
}
