/* Square colours: a1 is dark. Every method of the reference page is public
 * so that it can be tested and timed; bbg_color_of and bbg_same_color are
 * the defaults. */
#ifndef BBGEOM_COLOR_H
#define BBGEOM_COLOR_H

#include "bbgeom/base.h"
#include "bbgeom/square.h"
#include "bbgeom/tables.h"

BBG_BEGIN_DECLS

/* Colour from the generated 64-byte table. */
static inline enum bbg_color bbg_color_lookup(int sq)
{
    assert(bbg_is_square(sq));
    return BBG_CAST(enum bbg_color, bbg_color_table[sq]);
}

/* Colour as bit sq of the dark-squares bitboard. */
static inline enum bbg_color bbg_color_bb64(int sq)
{
    assert(bbg_is_square(sq));
    return BBG_CAST(enum bbg_color, (BBG_DARK_SQUARES >> sq) & 1u);
}

/* Colour from the low half of the dark-squares bitboard: the pattern repeats
 * every two ranks. The reference page shifts by sq itself, relying on x86's
 * shift count masking; in C a shift by 32 or more is undefined, so mask. */
static inline enum bbg_color bbg_color_bb32(int sq)
{
    assert(bbg_is_square(sq));
    return BBG_CAST(enum bbg_color, (UINT32_C(0xAA55AA55) >> (sq & 31)) & 1u);
}

/* Colour of an on-board 0x88 coordinate: 0x55 for an even rank in bits 0-7,
 * 0xAA for an odd rank in bits 16-23 (16 * odd rank, masked to 5 bits). */
static inline enum bbg_color bbg_color_x88(int x88)
{
    assert(bbg_x88_on_board(x88));
    return BBG_CAST(enum bbg_color, (UINT32_C(0x00AA0055) >> (x88 & 31)) & 1u);
}

/* Colour by the parity of rank + file (even is dark); sq's upper bits do
 * not reach bit 0, so the file needs no mask. */
static inline enum bbg_color bbg_color_parity(int sq)
{
    assert(bbg_is_square(sq));
    return BBG_CAST(enum bbg_color, (((sq >> 3) + sq) & 1) ^ 1);
}

/* Colour as bit 3 of 9 * sq + 8 (one lea on x86): 9 * sq + 8 = 8 * (9 * rank +
 * file + 1) + file, and file < 8. */
static inline enum bbg_color bbg_color_lea(int sq)
{
    assert(bbg_is_square(sq));
    return BBG_CAST(enum bbg_color, ((9 * sq + 8) >> 3) & 1);
}

/* Default colour method: bb64, chosen by bench/run-all (AMD EPYC; per query,
 * as multiples of one load from a 64-entry table, throughput / latency,
 * gcc 12 portable | clang 14 portable): bb64 1.08/0.38 | 0.76/0.37,
 * bb32 1.08/0.37 | 0.80/0.37, x88 1.08/0.38 | 0.76/0.42, lookup 1.00/0.87 |
 * 0.88/0.89, parity 1.42/0.62 | 0.92/0.66, lea 1.32/0.63 | 0.95/0.64.
 * bb64, bb32 and x88 tie (1.1 to 1.3 cycles per query, the loop's floor;
 * 3.2 cycles of latency against 7.4 for the lookup); bb64 needs no mask. */
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

/* Default same-colour method: bb64, chosen by bench/run-all (as above,
 * gcc | clang): bb64 1.68/0.62 | 1.46/0.62, xor 1.85/0.76 | 1.27/0.75,
 * lea 1.85/0.75 | 1.17/0.67, two lookups 1.34/1.12 | 1.56/1.01. No method
 * is fastest with both compilers in both modes. bb64 has the lowest
 * latency with both (5.2 | 5.4 cycles against 6.3 | 5.7 for lea and 6.4 |
 * 6.5 for xor); its throughput, 1.7 to 2.3 cycles, is within this machine's
 * run-to-run spread of the others' (the default, the same code, measured
 * 2.00 | 1.73 cycles in the same run). */
static inline bool bbg_same_color(int a, int b) { return bbg_same_color_bb64(a, b); }

BBG_END_DECLS

#endif
