/* Alternatives: every method the benchmark times for the questions whose
 * default is chosen by measurement (the colour of a square, whether two
 * squares share a colour, the intersection square when the line kinds vary
 * at run time). Engines use the defaults (color.h, intersect.h); these are
 * public so that the tests check each and the benchmark times each. The
 * figures that chose the defaults are in docs/benchmark.md. */
#ifndef BBGEOM_ALTERNATIVES_H
#define BBGEOM_ALTERNATIVES_H

#include "bbgeom/base.h"
#include "bbgeom/color.h"
#include "bbgeom/intersect.h"
#include "bbgeom/lines.h"
#include "bbgeom/square.h"
#include "bbgeom/tables.h"

BBG_BEGIN_DECLS

/* Colour from the generated 64-byte table. */
static inline enum bbg_color bbg_color_lookup(int sq)
{
    BBG_ASSERT(bbg_is_square(sq));
    return BBG_CAST(enum bbg_color, bbg_color_table[sq]);
}

/* Colour as bit sq of the dark-squares bitboard: bbg_color_of's method. */
static inline enum bbg_color bbg_color_bb64(int sq) { return bbg_color_of(sq); }

/* Colour from the low half of the dark-squares bitboard: the pattern repeats
 * every two ranks. The reference page shifts by sq itself, relying on x86's
 * shift count masking; in C a shift by 32 or more is undefined, so mask. */
static inline enum bbg_color bbg_color_bb32(int sq)
{
    BBG_ASSERT(bbg_is_square(sq));
    return BBG_CAST(enum bbg_color, (UINT32_C(0xAA55AA55) >> (sq & 31)) & 1u);
}

/* Colour of an on-board 0x88 coordinate: 0x55 for an even rank in bits 0-7,
 * 0xAA for an odd rank in bits 16-23 (16 * odd rank, masked to 5 bits). */
static inline enum bbg_color bbg_color_x88(int x88)
{
    BBG_ASSERT(bbg_x88_on_board(x88));
    return BBG_CAST(enum bbg_color, (UINT32_C(0x00AA0055) >> (x88 & 31)) & 1u);
}

/* Colour by the parity of rank + file (even is dark); sq's upper bits do
 * not reach bit 0, so the file needs no mask. */
static inline enum bbg_color bbg_color_parity(int sq)
{
    BBG_ASSERT(bbg_is_square(sq));
    return BBG_CAST(enum bbg_color, (((sq >> 3) + sq) & 1) ^ 1);
}

/* Colour as bit 3 of 9 * sq + 8 (one lea on x86): 9 * sq + 8 = 8 * (9 * rank +
 * file + 1) + file, and file < 8. */
static inline enum bbg_color bbg_color_lea(int sq)
{
    BBG_ASSERT(bbg_is_square(sq));
    return BBG_CAST(enum bbg_color, ((9 * sq + 8) >> 3) & 1);
}

/* Same colour by xor: a ^ b adds ranks and files bitwise without carries;
 * the colours differ when the rank and file parities of a ^ b differ. */
static inline bool bbg_same_color_xor(int a, int b)
{
    BBG_ASSERT(bbg_is_square(a) && bbg_is_square(b));
    int x = a ^ b;
    return (((x >> 3) ^ x) & 1) == 0;
}

/* Same colour by the lea form: bit 3 of 9 * (a ^ b) is that parity. */
static inline bool bbg_same_color_lea(int a, int b)
{
    BBG_ASSERT(bbg_is_square(a) && bbg_is_square(b));
    return ((9 * (a ^ b)) & 8) == 0;
}

/* Same colour by comparing bits a and b of the dark-squares bitboard:
 * bbg_same_color's method. */
static inline bool bbg_same_color_bb64(int a, int b) { return bbg_same_color(a, b); }

/* bbg_intersect by the generated table: bbg_intersect's method. */
static inline int bbg_intersect_lookup(enum bbg_line la, int a, enum bbg_line lb, int b)
{
    return bbg_intersect(la, a, lb, b);
}

/* bbg_intersect by the square-centric formulas: a switch on the kinds, which
 * folds away when they are constants (then the lowest latency), but costs a
 * mispredicted branch when they vary at run time. */
static inline int bbg_intersect_formula(enum bbg_line la, int a, enum bbg_line lb, int b)
{
    BBG_ASSERT(bbg_is_line(BBG_CAST(int, la)) && bbg_is_line(BBG_CAST(int, lb)));
    /* clang-format off */
    switch ((BBG_CAST(int, la) << 2) | BBG_CAST(int, lb)) {
#define BBG_INTERSECT_CASE_(name, ka, kb, kernel_call) \
    case BBG_##ka << 2 | BBG_##kb: return bbg_intersect_##name(a, b);
    BBG_INTERSECT_PAIRS_(BBG_INTERSECT_CASE_)
#undef BBG_INTERSECT_CASE_
    default: return BBG_NO_SQUARE;
    }
    /* clang-format on */
}

BBG_END_DECLS

#endif
