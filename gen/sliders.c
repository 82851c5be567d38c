/* Slider attack tables for bishops and rooks, indexed by fancy magic
 * multiplication (default) or by PEXT.
 *
 * For each square the relevant occupancy mask (the squares of the slider's
 * rays whose occupancy can change the attack set: every ray square but the
 * last one before the edge) is found by walking the rays; each subset of it
 * is listed by depositing the bits of a counter onto the mask squares in
 * ascending order (so that subset i is the one _pext_u64 maps to i), and its
 * attack set is found by walking each ray up to and including the first
 * occupied square.
 *
 * Magic numbers are searched here, at build time, with a fixed-seed
 * generator, so that every run (and every compiler) writes the same bytes
 * and the library does no search at run time. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "geometry.h"
#include "families.h"

enum { MAX_BITS = 12, MAX_SUBSETS = 1 << MAX_BITS };

/* xorshift64* (Vigna): small, fast, and fully specified by integer
 * arithmetic, so the sequence is the same everywhere. */
static uint64_t next_random(uint64_t *state)
{
    /* mutants: hash: other numbers serve the search as well */
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    return *state * UINT64_C(2685821657736338717);
}

static bool moves_along(enum bbg_slider s, enum bbg_dir dir) { return gen_slider_uses(s, gen_dir_line(dir)); }

/* Ray squares whose occupancy matters: all but the last on each ray. */
static uint64_t relevant_mask(enum bbg_slider s, int sq)
{
    uint64_t bb = 0;
    for (int d = 0; d < BBG_DIR_COUNT; d++) {
        if (!moves_along(s, (enum bbg_dir)d))
            continue;
        uint64_t ray = gen_walk(sq, (enum bbg_dir)d, 0);
        for (int t = 0; t < GEN_SQUARES; t++)
            if ((ray & gen_bit(t)) && gen_step_from(t, gen_dir_steps[d]) >= 0)
                bb |= gen_bit(t);
    }
    return bb;
}

static uint64_t walk_attacks(enum bbg_slider s, int sq, uint64_t occ)
{
    uint64_t bb = 0;
    for (int d = 0; d < BBG_DIR_COUNT; d++)
        if (moves_along(s, (enum bbg_dir)d))
            bb |= gen_walk(sq, (enum bbg_dir)d, occ);
    return bb;
}

/* A square's index data as the search builds it: where its attack sets
 * start in the slider's table (emitted as a pointer to there), and how many
 * bits of relevant occupancy it has (2^bits sets, shift 64 - bits). */
struct square_index {
    uint64_t mask, magic;
    uint32_t offset;
    int bits;
};

/* Subset number i of mask: bit j of i says whether the j-th square of the
 * mask, counted from a1 upwards, is occupied. */
static uint64_t deposit(uint64_t i, uint64_t mask)
{
    uint64_t bb = 0;
    int j = 0;
    for (int sq = 0; sq < GEN_SQUARES; sq++) {
        if ((mask & gen_bit(sq)) == 0)
            continue;
        if (i & ((uint64_t)1 << j))
            bb |= gen_bit(sq);
        j++;
    }
    return bb;
}

/* Work space for the search, allocated once. */
struct search {
    uint64_t occ[MAX_SUBSETS], ref[MAX_SUBSETS], slot[MAX_SUBSETS];
    uint32_t used[MAX_SUBSETS];
    uint32_t epoch;
    uint64_t random_state;
};

/* Candidates tried for one square before the search gives up. The fixed
 * seeds need at most 609,508; a wrong mask or attack set may have no
 * magic at all, and the build must then fail, not hang. */
#define MAX_CANDIDATES (INT32_C(1) << 24)

/* Finds a magic for square sq (w->occ and w->ref hold its subsets and
 * their attack sets) and writes its entries into out[0 .. 1 << bits);
 * fails the build if there is none within MAX_CANDIDATES. */
static void find_magic(struct search *w, enum bbg_slider s, int sq, struct square_index *si, uint64_t *out)
{
    const int n = 1 << si->bits;
    const int shift = 64 - si->bits;
    for (int32_t tried = 0; tried < MAX_CANDIDATES; tried++) { /* GCOVR_EXCL_BR_LINE: never exhausted */
        /* Three draws in sequence (not in one expression, whose order of
         * evaluation C leaves open): their AND is a sparse candidate. */
        uint64_t magic = next_random(&w->random_state);
        magic &= next_random(&w->random_state);
        magic &= next_random(&w->random_state);
        bool ok = true;
        /* Magics that spread the mask over fewer than 6 of the top 8 bits
         * rarely work: skip them before the full test. */
        if (gen_popcount((si->mask * magic) >> 56) < 6)
            continue;
        w->epoch++;
        for (int i = 0; i < n && ok; i++) {
            unsigned idx = (unsigned)((w->occ[i] * magic) >> shift);
            if (w->used[idx] == w->epoch && w->slot[idx] != w->ref[i])
                ok = false;
            w->used[idx] = w->epoch;
            w->slot[idx] = w->ref[i];
        }
        if (!ok)
            continue;
        si->magic = magic;
        /* out holds zeros (gen_alloc): a slot no subset maps to stays 0. */
        for (int i = 0; i < n; i++)
            out[(w->occ[i] * magic) >> shift] = w->ref[i];
        return;
    }
    /* GCOVR_EXCL_START: the fixed seeds find every magic well within the bound */
    char name[3];
    gen_square_name(sq, name);
    gen_fail("no %s magic for %s in %ld candidates (a wrong mask or attack set?)", gen_slider_names[s], name,
             (long)MAX_CANDIDATES);
    /* GCOVR_EXCL_STOP */
}

/* Builds the index data of every square and the whole attack table
 * (returned, for the caller to free); *entries gets its length. */
static uint64_t *build(enum bbg_slider s, enum gen_slider_index method, struct square_index index[64],
                       uint32_t *entries)
{
    struct search *w = gen_alloc(sizeof *w, gen_slider_names[s]);
    uint64_t *table;
    uint32_t total = 0;
    /* One fixed seed per slider, so that bishops and rooks do not depend
     * on each other's search. Any seed finds magics; these two, the
     * quickest of 300 tried (k times 0x9E3779B97F4A7C15, k = 1..300),
     * about halve the search. */
    /* mutants: hash: any seed finds magics */
    w->random_state = s == BBG_BISHOP ? UINT64_C(0x4E115049EC25924C) : UINT64_C(0xCEF4DDF2F9FD9B81);
    for (int sq = 0; sq < GEN_SQUARES; sq++) {
        index[sq].mask = relevant_mask(s, sq);
        index[sq].bits = gen_popcount(index[sq].mask);
        index[sq].magic = 0;
        index[sq].offset = total;
        total += (uint32_t)1 << index[sq].bits;
    }
    table = gen_alloc(total * sizeof *table, gen_slider_names[s]);
    for (int sq = 0; sq < GEN_SQUARES; sq++) {
        struct square_index *si = &index[sq];
        int n = 1 << si->bits;
        for (int i = 0; i < n; i++) {
            w->occ[i] = deposit((uint64_t)i, si->mask);
            w->ref[i] = walk_attacks(s, sq, w->occ[i]);
        }
        if (method == GEN_INDEX_PEXT)
            memcpy(table + si->offset, w->ref, (size_t)n * sizeof *table);
        else
            find_magic(w, s, sq, si, table + si->offset);
    }
    free(w);
    *entries = total;
    return table;
}

static const char *slider_name(enum bbg_slider s) { return gen_slider_names[s]; }

/* Table sizes do not depend on the method: 2^bits entries per square. */
static uint32_t entries_of(enum bbg_slider s)
{
    uint32_t total = 0;
    for (int sq = 0; sq < GEN_SQUARES; sq++)
        total += (uint32_t)1 << gen_popcount(relevant_mask(s, sq));
    return total;
}

/* struct bbg_slider_index is the library's (bbgeom/types.h): each entry
 * points at its square's block of the attack table. */
static void declare_slider(struct emitter *e, enum bbg_slider s)
{
    const char *name = slider_name(s);
    emit(e,
         "/* The %s tables: each square's entry (its sets' start), and the sets. */\n"
         "#define BBG_%s_ATTACK_ENTRIES %" PRIu32 "\n"
         "extern const struct bbg_slider_index bbg_%s_index_table[64];\n"
         "extern const uint64_t bbg_%s_attack_table[%" PRIu32 "];\n\n",
         name, s == BBG_BISHOP ? "BISHOP" : "ROOK", entries_of(s), name, name, entries_of(s));
}

/* The index entries point into the attack table: constant addresses,
 * which the compiler and the linker (or the loader, for position-
 * independent code) resolve; nothing is computed at run time. */
static void emit_slider(struct emitter *e, enum bbg_slider s, enum gen_slider_index method,
                        const struct square_index index[64], const uint64_t *table, uint32_t entries)
{
    const char *name = slider_name(s);
    emit(e, "const struct bbg_slider_index bbg_%s_index_table[64] = {\n", name);
    for (int sq = 0; sq < GEN_SQUARES; sq++) {
        char sqname[3];
        gen_square_name(sq, sqname);
        emit(e,
             "    { .mask = UINT64_C(0x%016" PRIX64 "), .magic = UINT64_C(0x%016" PRIX64
             "), .attacks = &bbg_%s_attack_table[%" PRIu32 "], .shift = %d }, /* %s: %d bits */\n",
             index[sq].mask, index[sq].magic, name, index[sq].offset,
             method == GEN_INDEX_PEXT ? 0 : 64 - index[sq].bits, sqname, index[sq].bits);
    }
    emit(e, "};\n\n");
    /* About 10^5 entries: written eight to a line, one comment per square
     * and none per entry, so that the file (about 3.2 MB with every table)
     * compiles in a fraction of a second. */
    emit(e, "const uint64_t bbg_%s_attack_table[%" PRIu32 "] = {\n", name, entries);
    for (int sq = 0; sq < GEN_SQUARES; sq++) {
        char sqname[3];
        uint32_t n = (uint32_t)1 << index[sq].bits;
        gen_square_name(sq, sqname);
        emit(e, "/* %s %s: entries %" PRIu32 "..%" PRIu32 " */\n", name, sqname, index[sq].offset,
             index[sq].offset + n - 1);
        /* n, a power of two of at least 2^5, is a multiple of 8. */
        for (uint32_t i = 0; i < n; i++)
            emit(e, "0x%" PRIX64 ",%s", table[index[sq].offset + i], i % 8 == 7 ? "\n" : "");
    }
    emit(e, "};\n\n");
}

void gen_sliders(struct emitter *e, const struct gen_job *job)
{
    for (int s = BBG_BISHOP; s <= BBG_ROOK; s++) {
        struct square_index index[64];
        uint32_t entries = 0;
        uint64_t *table;
        if (job->part == GEN_DECLARE) {
            declare_slider(e, (enum bbg_slider)s);
            continue;
        }
        table = build((enum bbg_slider)s, job->slider_index, index, &entries);
        emit_slider(e, (enum bbg_slider)s, job->slider_index, index, table, entries);
        free(table);
    }
}
