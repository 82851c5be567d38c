/* Shared by every bbgeom header: standard includes and linkage. */
#ifndef BBGEOM_BASE_H
#define BBGEOM_BASE_H

#include <assert.h>
#include <stdint.h>

#ifdef __cplusplus
#define BBG_BEGIN_DECLS extern "C" {
#define BBG_END_DECLS }
#else
#include <stdbool.h>
#define BBG_BEGIN_DECLS
#define BBG_END_DECLS
#endif

/* A compile-time check, in C11 and in C++. */
#ifdef __cplusplus
#define BBG_STATIC_ASSERT(cond, why) static_assert(cond, why)
#else
#define BBG_STATIC_ASSERT(cond, why) _Static_assert(cond, why)
#endif

/* The branchless 0x88 formulas (intersect.h) mask and OR negative ints:
 * -1 | x must be -1 and (-7 & 0x88) must be non-zero, which holds in two's
 * complement (C11 also allows ones' complement and sign-magnitude; C23 and
 * every compiler bbgeom supports use two's complement). No header right-
 * shifts a negative value: every >> applies to a non-negative one. */
BBG_STATIC_ASSERT((-1 & 3) == 3 && (-1 | 5) == -1 && ~0 == -1,
                  "bbgeom needs two's complement int");

/* "No square": the answer when two lines do not meet on the board. */
#define BBG_NO_SQUARE (-1)

#endif
