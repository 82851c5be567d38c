/* The engine-layout baselines' tables (sf_layout.h), filled by code of the
 * benchmark's own: the leapers by their jumps, the distances by
 * coordinates, the slider sets by bbgeom's table-free attacks on every
 * subset of each mask. The masks are computed here; the magic factors and
 * shifts are bbgeom's (in a magic build; a PEXT build needs none): the
 * numbers set the tables' size and slots, the layout is what is compared. */
#include <stdio.h>
#include <stdlib.h>

#include "bench.h"
#include "sf_layout.h"

struct sf_magic sf_bishop_magics[64], sf_rook_magics[64];
uint64_t sf_pseudo_attacks[BBG_PIECE_COUNT][64];
uint64_t sf_pawn_attacks[BBG_SIDE_COUNT][64];
uint8_t sf_square_distance[64][64];
static uint64_t sf_bishop_sets[BBG_BISHOP_ATTACK_ENTRIES], sf_rook_sets[BBG_ROOK_ATTACK_ENTRIES];

/* The board's edges off sq's own rank and file: a piece there hides no
 * square behind it, so it is left out of the mask. */
static uint64_t edges_off(int sq)
{
    const uint64_t ranks = (bbg_rank_bb(0) | bbg_rank_bb(7)) & ~bbg_rank_bb(bbg_rank_of(sq));
    const uint64_t files = (bbg_file_bb(0) | bbg_file_bb(7)) & ~bbg_file_bb(bbg_file_of(sq));
    return ranks | files;
}

/* Lays out one slider's sets square after square in sets[0 .. size) and
 * fills them from every subset of each mask; false if the sets do not
 * fill the space exactly or two subsets that attack differently share a
 * slot (a wrong magic). */
static bool fill_slider(struct sf_magic magics[64], uint64_t *sets, size_t size,
                        const struct bbg_slider_index *numbers, uint64_t (*calc)(int, uint64_t))
{
    size_t used = 0;
    for (int sq = 0; sq < 64; sq++) {
        struct sf_magic *m = &magics[sq];
        m->mask = calc(sq, 0) & ~edges_off(sq);
        m->magic = numbers[sq].magic;
        m->shift = (unsigned)numbers[sq].shift;
        m->attacks = sets + used;
        const size_t n = (size_t)1 << bbg_popcount(m->mask);
        if (used + n > size)
            return false;
        used += n;
        uint64_t sub = 0;
        do {
            const uint64_t want = calc(sq, sub);
            uint64_t *slot = &m->attacks[sf_index(m, sub)];
            /* An attack set is never empty: 0 is a free slot (static storage). */
            if (*slot != 0 && *slot != want)
                return false;
            *slot = want;
            sub = (sub - m->mask) & m->mask;
        } while (sub != 0);
    }
    return used == size;
}

static uint64_t bishop_calc(int sq, uint64_t occ) { return bbg_bishop_attacks_calc_bb(sq, occ); }
static uint64_t rook_calc(int sq, uint64_t occ) { return bbg_rook_attacks_calc_bb(sq, occ); }

/* The squares count jumps (file, rank) away from sq, those on the board. */
static uint64_t leaps(int sq, const int (*jumps)[2], int count)
{
    uint64_t bb = 0;
    for (int j = 0; j < count; j++) {
        const int f = bbg_file_of(sq) + jumps[j][0], r = bbg_rank_of(sq) + jumps[j][1];
        if (f >= 0 && f < 8 && r >= 0 && r < 8)
            bb |= (uint64_t)1 << (8 * r + f);
    }
    return bb;
}

bool bench_sf_layout_init(void)
{
    static const int knight[8][2] = { { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 },
                                      { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 } };
    static const int king[8][2] = { { 0, 1 }, { 1, 1 }, { 1, 0 }, { 1, -1 },
                                    { 0, -1 }, { -1, -1 }, { -1, 0 }, { -1, 1 } };
    static const int pawn[2][2][2] = { { { -1, 1 }, { 1, 1 } }, { { -1, -1 }, { 1, -1 } } };
    for (int sq = 0; sq < 64; sq++) {
        sf_pseudo_attacks[BBG_PIECE_KNIGHT][sq] = leaps(sq, knight, 8);
        sf_pseudo_attacks[BBG_PIECE_KING][sq] = leaps(sq, king, 8);
        for (int side = 0; side < 2; side++)
            sf_pawn_attacks[side][sq] = leaps(sq, pawn[side], 2);
        for (int to = 0; to < 64; to++) {
            const int df = abs(bbg_file_of(sq) - bbg_file_of(to)), dr = abs(bbg_rank_of(sq) - bbg_rank_of(to));
            sf_square_distance[sq][to] = (uint8_t)(df > dr ? df : dr);
        }
    }
    if (!fill_slider(sf_bishop_magics, sf_bishop_sets, BBG_BISHOP_ATTACK_ENTRIES, bbg_bishop_index_table,
                     bishop_calc)
        || !fill_slider(sf_rook_magics, sf_rook_sets, BBG_ROOK_ATTACK_ENTRIES, bbg_rook_index_table, rook_calc)) {
        fprintf(stderr, "bbgeom-bench: the baseline slider sets do not fill their tables (a wrong mask or magic)\n");
        return false;
    }
    return true;
}
