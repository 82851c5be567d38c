/* bbg_intersect_batch: the square-centric intersection formulas over arrays.
 *
 * Written for the vectorisers of gcc and clang: the pair of line kinds is chosen once, outside the
 * loops; each loop body is branchless integer arithmetic on one element with
 * no table and no assert (an assert is a branch that stops vectorisation,
 * and the library is often built with assertions on). Invalid squares are
 * not a precondition but a defined answer, -1, found with one OR and one
 * compare per element, so no input can make the function misbehave.
 *
 * The per-element formulas are bbgeom/intersect.h's unchecked kernels, the
 * same ones its asserted functions use; tests/test_intersect_batch.c holds
 * the batch equal to the model on all 4096 pairs of squares for all sixteen
 * pairs of kinds. */
#include "bbgeom/intersect.h"

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
    case PAIR(BBG_RANK, BBG_FILE): BATCH_LOOP(bbg_intersect_rank_file_, sa, sb);
    case PAIR(BBG_RANK, BBG_DIAG): BATCH_LOOP(bbg_intersect_rank_diag_, sa, sb);
    case PAIR(BBG_RANK, BBG_ANTI): BATCH_LOOP(bbg_intersect_rank_anti_, sa, sb);
    case PAIR(BBG_FILE, BBG_RANK): BATCH_LOOP(bbg_intersect_rank_file_, sb, sa);
    case PAIR(BBG_FILE, BBG_DIAG): BATCH_LOOP(bbg_intersect_file_diag_, sa, sb);
    case PAIR(BBG_FILE, BBG_ANTI): BATCH_LOOP(bbg_intersect_file_anti_, sa, sb);
    case PAIR(BBG_DIAG, BBG_RANK): BATCH_LOOP(bbg_intersect_rank_diag_, sb, sa);
    case PAIR(BBG_DIAG, BBG_FILE): BATCH_LOOP(bbg_intersect_file_diag_, sb, sa);
    case PAIR(BBG_DIAG, BBG_ANTI): BATCH_LOOP(bbg_intersect_diag_anti_, sa, sb);
    case PAIR(BBG_ANTI, BBG_RANK): BATCH_LOOP(bbg_intersect_rank_anti_, sb, sa);
    case PAIR(BBG_ANTI, BBG_FILE): BATCH_LOOP(bbg_intersect_file_anti_, sb, sa);
    case PAIR(BBG_ANTI, BBG_DIAG): BATCH_LOOP(bbg_intersect_diag_anti_, sb, sa);
    default:
        /* Same kind twice or not a kind: no single meeting square. */
        for (size_t i = 0; i < n; i++)
            out[i] = -1;
        return;
    }
}
