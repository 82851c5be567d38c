/* Flips and rotations of bitboards, and the two square mirrors. Each
 * bitboard function moves every square independently (a permutation of the
 * bits) by byte swaps and delta swaps, without tables. */
#ifndef BBGEOM_FLIP_H
#define BBGEOM_FLIP_H

#include "bbgeom/base.h"
#include "bbgeom/square.h"

BBG_BEGIN_DECLS

/* Rank 1 <-> rank 8: the bytes of bb in reverse order. Builtin, MSVC or
 * portable body as base.h says. */
static inline uint64_t bbg_flip_vertical_bb(uint64_t bb)
{
#if BBG_GNU_BUILTIN_(__builtin_bswap64)
    return __builtin_bswap64(bb);
#elif BBG_MSVC_INTRIN_
    return _byteswap_uint64(bb);
#else
    /* Swap neighbouring bytes, then pairs of bytes, then the halves. */
    bb = ((bb >> 8) & UINT64_C(0x00FF00FF00FF00FF)) | ((bb & UINT64_C(0x00FF00FF00FF00FF)) << 8);
    bb = ((bb >> 16) & UINT64_C(0x0000FFFF0000FFFF)) | ((bb & UINT64_C(0x0000FFFF0000FFFF)) << 16);
    return (bb >> 32) | (bb << 32);
#endif
}

/* File a <-> file h: the bits of every byte reversed (swap neighbours,
 * then pairs, then nibbles). */
static inline uint64_t bbg_flip_horizontal_bb(uint64_t bb)
{
    const uint64_t k1 = UINT64_C(0x5555555555555555);
    const uint64_t k2 = UINT64_C(0x3333333333333333);
    const uint64_t k4 = UINT64_C(0x0F0F0F0F0F0F0F0F);
    bb = ((bb >> 1) & k1) | ((bb & k1) << 1);
    bb = ((bb >> 2) & k2) | ((bb & k2) << 2);
    return ((bb >> 4) & k4) | ((bb & k4) << 4);
}

/* Mirror about the a1-h8 diagonal: (file, rank) -> (rank, file). Three
 * delta swaps transpose 4x4 blocks, then 2x2 blocks, then single squares:
 * the square (f, r) above the diagonal moves by 7 * (r - f). */
static inline uint64_t bbg_flip_diagonal_bb(uint64_t bb)
{
    const uint64_t k1 = UINT64_C(0x5500550055005500);
    const uint64_t k2 = UINT64_C(0x3333000033330000);
    const uint64_t k4 = UINT64_C(0x0F0F0F0F00000000);
    uint64_t t;
    t = k4 & (bb ^ (bb << 28));
    bb ^= t ^ (t >> 28);
    t = k2 & (bb ^ (bb << 14));
    bb ^= t ^ (t >> 14);
    t = k1 & (bb ^ (bb << 7));
    bb ^= t ^ (t >> 7);
    return bb;
}

/* Mirror about the h1-a8 anti-diagonal: (file, rank) -> (7 - rank, 7 - file). */
static inline uint64_t bbg_flip_anti_diagonal_bb(uint64_t bb)
{
    return bbg_flip_vertical_bb(bbg_flip_horizontal_bb(bbg_flip_diagonal_bb(bb)));
}

/* Rotation by 90 degrees clockwise as drawn with rank 8 at the top:
 * (file, rank) -> (rank, 7 - file), a8 goes to h8. */
static inline uint64_t bbg_rotate_90_bb(uint64_t bb) { return bbg_flip_vertical_bb(bbg_flip_diagonal_bb(bb)); }

/* Rotation by 180 degrees: (file, rank) -> (7 - file, 7 - rank). */
static inline uint64_t bbg_rotate_180_bb(uint64_t bb) { return bbg_flip_vertical_bb(bbg_flip_horizontal_bb(bb)); }

/* Rotation by 270 degrees clockwise (90 anticlockwise): (file, rank) ->
 * (7 - rank, file), h8 goes to a8. */
static inline uint64_t bbg_rotate_270_bb(uint64_t bb) { return bbg_flip_diagonal_bb(bbg_flip_vertical_bb(bb)); }

/* The square on the same file and the mirrored rank: a1 <-> a8. */
static inline int bbg_flip_rank(int sq)
{
    BBG_ASSERT(bbg_is_square(sq));
    return sq ^ 56;
}

/* The square on the same rank and the mirrored file: a1 <-> h1. */
static inline int bbg_flip_file(int sq)
{
    BBG_ASSERT(bbg_is_square(sq));
    return sq ^ 7;
}

BBG_END_DECLS

#endif
