/* Square colours: a1 is dark. Every method of the reference page is public
 * so that it can be tested and timed; bbg_color_of and bbg_same_color are
 * the defaults. */
#ifndef BBGEOM_COLOR_H
#define BBGEOM_COLOR_H

#include "bbgeom/base.h"
#include "bbgeom/square.h"
#include "bbgeom/tables.h"

BBG_BEGIN_DECLS

enum bbg_color { BBG_LIGHT = 0, BBG_DARK = 1 };

/* Colour from the generated 64-byte table. */
static inline enum bbg_color bbg_color_lookup(int sq)
{
    assert(bbg_is_square(sq));
    return (enum bbg_color)bbg_color_table[sq];
}

/* Colour as bit sq of the dark-squares bitboard. */
static inline enum bbg_color bbg_color_bb64(int sq)
{
    assert(bbg_is_square(sq));
    return (enum bbg_color)((BBG_DARK_SQUARES >> sq) & 1u);
}

/* Colour from the low half of the dark-squares bitboard: the pattern repeats
 * every two ranks. The reference page shifts by sq itself, relying on x86's
 * shift count masking; in C a shift by 32 or more is undefined, so mask. */
static inline enum bbg_color bbg_color_bb32(int sq)
{
    assert(bbg_is_square(sq));
    return (enum bbg_color)((UINT32_C(0xAA55AA55) >> (sq & 31)) & 1u);
}

/* Colour of an on-board 0x88 coordinate: 0x55 for an even rank in bits 0-7,
 * 0xAA for an odd rank in bits 16-23 (16 * odd rank, masked to 5 bits). */
static inline enum bbg_color bbg_color_x88(int x88)
{
    assert(bbg_x88_on_board(x88));
    return (enum bbg_color)((UINT32_C(0x00AA0055) >> (x88 & 31)) & 1u);
}

/* Colour by the parity of rank + file (even is dark); sq's upper bits do
 * not reach bit 0, so the file needs no mask. */
static inline enum bbg_color bbg_color_parity(int sq)
{
    assert(bbg_is_square(sq));
    return (enum bbg_color)((((sq >> 3) + sq) & 1) ^ 1);
}

/* Colour as bit 3 of 9 * sq + 8 (one lea on x86): 9 * sq + 8 = 8 * (9 * rank +
 * file + 1) + file, and file < 8. */
static inline enum bbg_color bbg_color_lea(int sq)
{
    assert(bbg_is_square(sq));
    return (enum bbg_color)(((9 * sq + 8) >> 3) & 1);
}

/* Default colour method: bb64, chosen by bench/run-all. FIGURES */
static inline enum bbg_color bbg_color_of(int sq) { return bbg_color_bb64(sq); }

/* True if sq is a dark square. */
static inline bool bbg_is_dark(int sq) { return bbg_color_of(sq) == BBG_DARK; }

/* Same colour by xor: a ^ b adds ranks and files bitwise without carries;
 * the colours differ when the rank and file parities of a ^ b differ. */
static inline bool bbg_same_color_xor(int a, int b)
{
    assert(bbg_is_square(a) && bbg_is_square(b));
    int x = a ^ b;
    return (((x >> 3) ^ x) & 1) == 0;
}

/* Same colour by the lea form: bit 3 of 9 * (a ^ b) is that parity. */
static inline bool bbg_same_color_lea(int a, int b)
{
    assert(bbg_is_square(a) && bbg_is_square(b));
    return ((9 * (a ^ b)) & 8) == 0;
}

/* Same colour by comparing bits a and b of the dark-squares bitboard: two
 * independent shifts, so the chain from either square is short. */
static inline bool bbg_same_color_bb64(int a, int b)
{
    assert(bbg_is_square(a) && bbg_is_square(b));
    return (((BBG_DARK_SQUARES >> a) ^ (BBG_DARK_SQUARES >> b)) & 1u) == 0;
}

/* Default same-colour method: bb64, chosen by bench/run-all. FIGURES */
static inline bool bbg_same_color(int a, int b) { return bbg_same_color_bb64(a, b); }

BBG_END_DECLS

#endif
