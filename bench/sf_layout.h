/* Baselines in an engine's own layout, the one Stockfish's bitboard.h uses,
 * for the lookups an engine author would replace with bbgeom's:
 *   sliders   one entry per square { mask, magic, attacks pointer, shift },
 *             and attacks[pext(occ, mask)] or
 *             attacks[((occ & mask) * magic) >> shift];
 *   leapers   uint64_t pseudo_attacks[piece][sq], pawn_attacks[side][sq];
 *   distance  uint8_t square_distance[a][b].
 * Written for the benchmark and filled at start-up (sf_layout.c) in mutable
 * globals, as an engine's are, so that the compiler knows nothing of their
 * contents. attacks.c times them as methods of the same questions as
 * bbgeom's, so the agreement check proves that both answer alike. */
#ifndef BBGEOM_BENCH_SF_LAYOUT_H
#define BBGEOM_BENCH_SF_LAYOUT_H

#include <bbgeom.h>

struct sf_magic {
    uint64_t mask;
    uint64_t magic;
    uint64_t *attacks;
    unsigned shift;
};

extern struct sf_magic sf_bishop_magics[64], sf_rook_magics[64];
extern uint64_t sf_pseudo_attacks[BBG_PIECE_COUNT][64];
extern uint64_t sf_pawn_attacks[BBG_SIDE_COUNT][64];
extern uint8_t sf_square_distance[64][64];

/* Fills the tables; false (with a message) if the slider sets do not fit
 * their slots. */
bool bench_sf_layout_init(void);

/* The slot of occ in a square's attack sets, indexed as this build's
 * bbgeom tables are. */
static inline uint64_t sf_index(const struct sf_magic *m, uint64_t occ)
{
#if BBG_SLIDER_INDEX_PEXT
    return _pext_u64(occ, m->mask);
#else
    return ((occ & m->mask) * m->magic) >> m->shift;
#endif
}

static inline uint64_t sf_bishop_attacks(int sq, uint64_t occ)
{
    const struct sf_magic *m = &sf_bishop_magics[sq];
    return m->attacks[sf_index(m, occ)];
}

static inline uint64_t sf_rook_attacks(int sq, uint64_t occ)
{
    const struct sf_magic *m = &sf_rook_magics[sq];
    return m->attacks[sf_index(m, occ)];
}

/* The method's name in the report: the layout and this build's indexing. */
#define SF_SLIDER_METHOD (BBG_SLIDER_INDEX_PEXT ? "sf layout, pext" : "sf layout, magic")

#endif
