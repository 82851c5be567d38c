/* Squares, their coordinates and indices, 0x88 coordinates, square names. */
#ifndef BBGEOM_SQUARE_H
#define BBGEOM_SQUARE_H

#include "bbgeom/base.h"
#include "bbgeom/types.h"

BBG_BEGIN_DECLS

/* Rank 0..7 (rank 1 = 0) of square sq. */
static inline int bbg_rank_of(int sq)
{
    BBG_ASSERT(bbg_is_square(sq));
    return sq >> 3;
}

/* File 0..7 (file a = 0) of square sq. */
static inline int bbg_file_of(int sq)
{
    BBG_ASSERT(bbg_is_square(sq));
    return sq & 7;
}

/* The bitboard of sq alone. */
static inline uint64_t bbg_square_bb(int sq)
{
    BBG_ASSERT(bbg_is_square(sq));
    return UINT64_C(1) << sq;
}

/* The square on file 0..7 and rank 0..7. */
static inline int bbg_make_square(int file, int rank)
{
    BBG_ASSERT(file >= 0 && file < 8 && rank >= 0 && rank < 8);
    return (rank << 3) | file;
}

/* Diagonal index rank - file, -7..7; the long diagonal a1-h8 is 0. */
static inline int bbg_diag_index(int sq)
{
    BBG_ASSERT(bbg_is_square(sq));
    return (sq >> 3) - (sq & 7);
}

/* Anti-diagonal index rank + file, 0..14; the long anti-diagonal h1-a8 is 7. */
static inline int bbg_anti_index(int sq)
{
    BBG_ASSERT(bbg_is_square(sq));
    return (sq >> 3) + (sq & 7);
}

/* Alternative anti-diagonal index (rank + file) ^ 7, 0..15: h1-a8 is 0, 8 unused. */
static inline int bbg_anti_index_xor7(int sq)
{
    BBG_ASSERT(bbg_is_square(sq));
    return ((sq >> 3) + (sq & 7)) ^ 7;
}

/* 0x88 coordinate 16 * rank + file of square sq. */
static inline int bbg_to_x88(int sq)
{
    BBG_ASSERT(bbg_is_square(sq));
    return sq + (sq & 56);
}

/* True if x88 is an on-board 0x88 coordinate (0..0x77 with no bit of 0x88 set).
 * Accepts any int, so sums like x88 + offset need no range check first. */
static inline bool bbg_x88_on_board(int x88) { return (x88 & ~0x77) == 0; }

/* Square of an on-board 0x88 coordinate. */
static inline int bbg_from_x88(int x88)
{
    BBG_ASSERT(bbg_x88_on_board(x88));
    return ((x88 & 0x70) >> 1) | (x88 & 7);
}

/* "a1".."h8" for 0..63; NULL for anything else. The string is static. */
BBG_API const char *bbg_square_name(int sq);

/* 0..63 for exactly a file letter a-h then a rank digit 1-8 ("e4");
 * -1 for anything else, NULL included. */
BBG_API int bbg_parse_square(const char *text);

BBG_END_DECLS

#endif
