/* Slider attacks: bishop, rook and queen, by generated tables (fancy magic
 * or PEXT indexing, as bbgeom/config.h says) and by a table-free
 * calculation (hyperbola quintessence). */
#ifndef BBGEOM_SLIDERS_H
#define BBGEOM_SLIDERS_H

#include "bbgeom/base.h"
#include "bbgeom/config.h"
#include "bbgeom/flip.h"
#include "bbgeom/lines.h"
#include "bbgeom/pairs.h"
#include "bbgeom/square.h"
#include "bbgeom/tables.h"

#if BBG_SLIDER_INDEX_PEXT
#ifndef __BMI2__
#error "PEXT slider tables (-Dslider_index=pext, -DBBG_SLIDER_INDEX_PEXT=1) need BMI2: compile with -mbmi2"
#endif
#include <immintrin.h>
#endif

BBG_BEGIN_DECLS

/* How the tables of this build are indexed: "magic" or "pext". */
#define BBG_SLIDER_INDEX_NAME (BBG_SLIDER_INDEX_PEXT ? "pext" : "magic")

/* Hyperbola quintessence on one line through sq (line_ex: the line without
 * sq, at most one square per rank): o - 2r finds the first blocker above
 * sq, and the same on the mirrored board finds the one below. The mirror
 * reverses the order of the line's squares: a byte swap for a file or a
 * diagonal, a mirror of each byte (bbg_flip_horizontal_bb) for a rank.
 * Unsigned wrap-around of the subtractions is intended. */
static inline uint64_t bbg_hq_line_bb_(uint64_t occ, uint64_t line_ex, uint64_t bit, bool rank)
{
    uint64_t forward = occ & line_ex;
    uint64_t reverse = rank ? bbg_flip_horizontal_bb(forward) : bbg_flip_vertical_bb(forward);
    forward -= bit;
    reverse -= rank ? bbg_flip_horizontal_bb(bit) : bbg_flip_vertical_bb(bit);
    forward ^= rank ? bbg_flip_horizontal_bb(reverse) : bbg_flip_vertical_bb(reverse);
    return forward & line_ex;
}

/* The table-free attacks along the lines l1 and l2 through sq (constants
 * once inlined: the rank is the one line that needs the horizontal flip). */
static inline uint64_t bbg_hq_lines_bb_(int sq, uint64_t occ, enum bbg_line l1, enum bbg_line l2)
{
    const uint64_t line1 = bbg_line_bb(l1, sq), line2 = bbg_line_bb(l2, sq); /* these assert sq before the shift */
    const uint64_t bit = UINT64_C(1) << sq;
    return bbg_hq_line_bb_(occ, line1 ^ bit, bit, l1 == BBG_RANK)
         | bbg_hq_line_bb_(occ, line2 ^ bit, bit, l2 == BBG_RANK);
}

/* Bishop attacks from sq with occupancy occ, the first blocker in each
 * direction included; table-free. */
static inline uint64_t bbg_bishop_attacks_calc_bb(int sq, uint64_t occ)
{
    BBG_ASSERT(bbg_is_square(sq));
    return bbg_hq_lines_bb_(sq, occ, BBG_DIAG, BBG_ANTI);
}

/* Rook attacks from sq with occupancy occ; table-free. */
static inline uint64_t bbg_rook_attacks_calc_bb(int sq, uint64_t occ)
{
    BBG_ASSERT(bbg_is_square(sq));
    return bbg_hq_lines_bb_(sq, occ, BBG_FILE, BBG_RANK);
}

/* Queen attacks from sq with occupancy occ; table-free. */
static inline uint64_t bbg_queen_attacks_calc_bb(int sq, uint64_t occ)
{
    return bbg_bishop_attacks_calc_bb(sq, occ) | bbg_rook_attacks_calc_bb(sq, occ);
}

/* The attack set of the square whose entry is ix, for occupancy occ: one
 * index computed from the entry, one load through its pointer. */
static inline uint64_t bbg_slider_table_lookup_(const struct bbg_slider_index *ix, uint64_t occ)
{
#if BBG_SLIDER_INDEX_PEXT
    return ix->attacks[_pext_u64(occ, ix->mask)];
#else
    return ix->attacks[((occ & ix->mask) * ix->magic) >> ix->shift];
#endif
}

/* Bishop attacks from sq with occupancy occ, the first blocker in each
 * direction included (occ may hold sq or not). */
static inline uint64_t bbg_bishop_attacks_bb(int sq, uint64_t occ)
{
    BBG_ASSERT(bbg_is_square(sq));
    return bbg_slider_table_lookup_(&bbg_bishop_index_table[sq], occ);
}

/* Rook attacks from sq with occupancy occ. */
static inline uint64_t bbg_rook_attacks_bb(int sq, uint64_t occ)
{
    BBG_ASSERT(bbg_is_square(sq));
    return bbg_slider_table_lookup_(&bbg_rook_index_table[sq], occ);
}

/* Queen attacks from sq with occupancy occ. */
static inline uint64_t bbg_queen_attacks_bb(int sq, uint64_t occ)
{
    return bbg_bishop_attacks_bb(sq, occ) | bbg_rook_attacks_bb(sq, occ);
}

/* Attacks of the slider given at run time. */
static inline uint64_t bbg_slider_attacks_bb(enum bbg_slider slider, int sq, uint64_t occ)
{
    BBG_ASSERT(bbg_is_slider(BBG_CAST(int, slider)) && bbg_is_square(sq));
    switch (slider) {
    case BBG_BISHOP: return bbg_bishop_attacks_bb(sq, occ);
    case BBG_ROOK: return bbg_rook_attacks_bb(sq, occ);
    case BBG_QUEEN: return bbg_queen_attacks_bb(sq, occ);
    default: return 0; /* no slider (asserted above): an enum may hold other values */
    }
}

BBG_END_DECLS

#endif
