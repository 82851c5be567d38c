/* bbg_intersect_batch: the square-centric intersection formulas over arrays.
 *
 * Written for the vectorisers of gcc and clang: the pair of line kinds is chosen once, outside the
 * loops; each loop body is branchless integer arithmetic on one element with
 * no table and no assert (an assert is a branch that stops vectorisation,
 * and the library is often built with assertions on). Invalid squares are
 * not a precondition but a defined answer, -1, found with one OR and one
 * compare per element, so no input can make the function misbehave.
 *
 * The per-element formulas and the list of pairs are bbgeom/intersect.h's
 * (its unchecked kernels, the same ones its asserted functions use); tests/test_intersect_batch.c holds
 * the batch equal to the model on all 4096 pairs of squares for all sixteen
 * pairs of kinds. */
#include "bbgeom/intersect.h"

/* The switch key of a pair of line kinds (a kind is 0..3). */
#define PAIR(x, y) (4u * (x) + (y))

/* One case per ordered pair of kinds (intersect.h's list): the kernel call
 * over every element, with a and b the element's squares. -(int)(cond) is
 * 0 or -1, so OR-ing it in turns the answer into -1 for a byte that is not
 * a square; a valid answer is -1..63, so the conversion to int8_t never
 * changes a value. */
#define BATCH_CASE(name, ka, kb, kernel_call)                         \
    case PAIR(BBG_##ka, BBG_##kb):                                    \
        for (size_t i = 0; i < n; i++) {                              \
            const int a = sq_a[i] & 63, b = sq_b[i] & 63;             \
            const int bad = -(int)(((sq_a[i] | sq_b[i]) & ~63) != 0); \
            out[i] = (int8_t)((kernel_call) | bad);                   \
        }                                                             \
        return;

void bbg_intersect_batch(enum bbg_line la, enum bbg_line lb, const uint8_t *restrict sq_a, const uint8_t *restrict sq_b,
                         int8_t *restrict out, size_t n)
{
    const unsigned pair = bbg_is_line((int)la) && bbg_is_line((int)lb) ? PAIR((unsigned)la, (unsigned)lb) : 0u;
    /* clang-format off */
    switch (pair) {
    BBG_INTERSECT_PAIRS_(BATCH_CASE)
    default:
        /* Same kind twice or not a kind: no single meeting square. */
        for (size_t i = 0; i < n; i++)
            out[i] = -1;
        return;
    }
    /* clang-format on */
}
