/* Bit counting and scanning on bitboards. Each function has up to three
 * bodies, chosen as base.h says: GNU builtins, MSVC intrinsics (untested),
 * portable C (BBG_PORTABLE forces it). */
#ifndef BBGEOM_BITS_H
#define BBGEOM_BITS_H

#include "bbgeom/base.h"

BBG_BEGIN_DECLS

/* Which body bbg_popcount has: 1 the GNU builtin, 2 MSVC's __popcnt64, 0
 * the SWAR count (BBG_POPCOUNT_SWAR_ then says so, for code that can share
 * the SWAR count's last step among several sets). On x86 without POPCNT
 * (the default x86-64 target) the builtin is a call into libgcc; the inline
 * SWAR count is faster there. Build with -mpopcnt (or a -march that has it)
 * for the instruction, faster still; docs/benchmark.md has the figures. MSVC's
 * __popcnt64 is the instruction whatever /arch says, so it is used only
 * where /arch promises it (AVX and later); ARM64 MSVC has no __popcnt64,
 * and ARM64EC (which also defines _M_X64) is not known to have it. */
#if BBG_GNU_BUILTIN_(__builtin_popcountll) && (defined(__POPCNT__) || !(defined(__x86_64__) || defined(__i386__)))
#define BBG_POPCOUNT_BODY_ 1
#elif BBG_MSVC_INTRIN_ && defined(_M_X64) && !defined(_M_ARM64EC) && defined(__AVX__)
#define BBG_POPCOUNT_BODY_ 2
#else
#define BBG_POPCOUNT_BODY_ 0
#endif
#define BBG_POPCOUNT_SWAR_ (BBG_POPCOUNT_BODY_ == 0)

/* Number of squares in bb. */
static inline int bbg_popcount(uint64_t bb)
{
#if BBG_POPCOUNT_BODY_ == 1
    return __builtin_popcountll(bb);
#elif BBG_POPCOUNT_BODY_ == 2
    return BBG_CAST(int, __popcnt64(bb));
#else
    /* SWAR count: pairs, nibbles, bytes, then a multiply sums the bytes. */
    bb -= (bb >> 1) & UINT64_C(0x5555555555555555);
    bb = (bb & UINT64_C(0x3333333333333333)) + ((bb >> 2) & UINT64_C(0x3333333333333333));
    bb = (bb + (bb >> 4)) & UINT64_C(0x0F0F0F0F0F0F0F0F);
    return BBG_CAST(int, (bb * UINT64_C(0x0101010101010101)) >> 56);
#endif
}

/* The square k, given the mask of squares 0..k (2^(k+1) - 1): the portable
 * lsb and msb. Multiplying by a de Bruijn sequence leaves a different 6-bit
 * number in the top bits for each of the 64 masks (Kim Walisch's table). */
static inline int bbg_low_mask_top_(uint64_t low_mask)
{
    /* clang-format off */
    static const unsigned char top[64] = {
        0, 47, 1, 56, 48, 27, 2, 60, 57, 49, 41, 37, 28, 16, 3, 61,
        54, 58, 35, 52, 50, 42, 21, 44, 38, 32, 29, 23, 17, 11, 4, 62,
        46, 55, 26, 59, 40, 36, 15, 53, 34, 51, 20, 43, 31, 22, 10, 45,
        25, 39, 14, 33, 19, 30, 9, 24, 13, 18, 8, 12, 7, 6, 5, 63,
    };
    /* clang-format on */
    return top[(low_mask * UINT64_C(0x03F79D71B4CB0A89)) >> 58];
}

/* The lowest square of bb, which must not be empty. */
static inline int bbg_lsb(uint64_t bb)
{
    BBG_ASSERT(bb != 0);
#if BBG_GNU_BUILTIN_(__builtin_ctzll)
    return __builtin_ctzll(bb);
#elif BBG_MSVC_INTRIN_
    unsigned long sq;
    _BitScanForward64(&sq, bb);
    return BBG_CAST(int, sq);
#else
    /* bb ^ (bb - 1): the lowest square and every square below it. */
    return bbg_low_mask_top_(bb ^ (bb - 1));
#endif
}

/* The highest square of bb, which must not be empty. */
static inline int bbg_msb(uint64_t bb)
{
    BBG_ASSERT(bb != 0);
#if BBG_GNU_BUILTIN_(__builtin_clzll)
    return 63 ^ __builtin_clzll(bb);
#elif BBG_MSVC_INTRIN_
    unsigned long sq;
    _BitScanReverse64(&sq, bb);
    return BBG_CAST(int, sq);
#else
    /* Smear the highest square down to square 0. */
    bb |= bb >> 1;
    bb |= bb >> 2;
    bb |= bb >> 4;
    bb |= bb >> 8;
    bb |= bb >> 16;
    bb |= bb >> 32;
    return bbg_low_mask_top_(bb);
#endif
}

/* True if bb holds two or more squares. */
static inline bool bbg_more_than_one(uint64_t bb) { return (bb & (bb - 1)) != 0; }

BBG_END_DECLS

#endif
