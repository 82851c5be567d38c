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

#include "board.h"
#include "families.h"

enum { MAX_BITS = 12, MAX_SUBSETS = 1 << MAX_BITS };

static const int bishop_df[4] = { 1, -1, 1, -1 }, bishop_dr[4] = { 1, 1, -1, -1 };
static const int rook_df[4] = { 0, 0, 1, -1 }, rook_dr[4] = { 1, -1, 0, 0 };

/* The index data of one square; attacks points at its 1 << bits entries. */
struct square_index {
    uint64_t mask, magic;
    int bits;
    uint32_t offset;
};

/* xorshift64* (Vigna): small, fast, and fully specified by integer
 * arithmetic, so the sequence is the same everywhere. */
static uint64_t next_random(uint64_t *state)
{
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    return *state * UINT64_C(2685821657736338717);
}

static bool on_board(int f, int r) { return f >= 0 && f < GEN_SIDE && r >= 0 && r < GEN_SIDE; }

static const int *slider_df(enum gen_slider s) { return s == GEN_BISHOP ? bishop_df : rook_df; }
static const int *slider_dr(enum gen_slider s) { return s == GEN_BISHOP ? bishop_dr : rook_dr; }

/* Ray squares whose occupancy matters: all but the last on each ray. */
static uint64_t relevant_mask(enum gen_slider s, int sq)
{
    uint64_t bb = 0;
    for (int d = 0; d < 4; d++) {
        int df = slider_df(s)[d], dr = slider_dr(s)[d];
        for (int f = gen_file(sq) + df, r = gen_rank(sq) + dr; on_board(f + df, r + dr); f += df, r += dr)
            bb |= gen_bit(r * GEN_SIDE + f);
    }
    return bb;
}

static uint64_t walk_attacks(enum gen_slider s, int sq, uint64_t occ)
{
    uint64_t bb = 0;
    for (int d = 0; d < 4; d++) {
        int df = slider_df(s)[d], dr = slider_dr(s)[d];
        for (int f = gen_file(sq) + df, r = gen_rank(sq) + dr; on_board(f, r); f += df, r += dr) {
            bb |= gen_bit(r * GEN_SIDE + f);
            if (occ & gen_bit(r * GEN_SIDE + f))
                break;
        }
    }
    return bb;
}

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

static int count_bits(uint64_t bb)
{
    int n = 0;
    for (int sq = 0; sq < GEN_SQUARES; sq++)
        n += (bb & gen_bit(sq)) != 0;
    return n;
}

static int count_byte_bits(unsigned byte)
{
    int n = 0;
    for (int i = 0; i < 8; i++)
        n += (int)((byte >> i) & 1u);
    return n;
}

/* Work space for the search, allocated once. */
struct search {
    uint64_t occ[MAX_SUBSETS], ref[MAX_SUBSETS], slot[MAX_SUBSETS];
    uint32_t used[MAX_SUBSETS];
    uint32_t epoch;
    uint64_t random_state;
};

/* Finds a magic for one square and writes its entries (0 where unused)
 * into out[0 .. 1 << bits). */
static void find_magic(struct search *w, struct square_index *si, uint64_t *out)
{
    int n = 1 << si->bits;
    for (;;) {
        /* Three draws in sequence (not in one expression, whose order of
         * evaluation C leaves open): their AND is a sparse candidate. */
        uint64_t magic = next_random(&w->random_state);
        magic &= next_random(&w->random_state);
        magic &= next_random(&w->random_state);
        bool ok = true;
        /* Magics that spread the mask over fewer than 6 of the top 8 bits
         * rarely work: skip them before the full test. */
        if (count_byte_bits((unsigned)((si->mask * magic) >> 56)) < 6)
            continue;
        w->epoch++;
        for (int i = 0; i < n && ok; i++) {
            unsigned idx = (unsigned)((w->occ[i] * magic) >> (64 - si->bits));
            if (w->used[idx] == w->epoch && w->slot[idx] != w->ref[i])
                ok = false;
            w->used[idx] = w->epoch;
            w->slot[idx] = w->ref[i];
        }
        if (!ok)
            continue;
        si->magic = magic;
        for (int i = 0; i < n; i++)
            out[i] = w->used[i] == w->epoch ? w->slot[i] : 0;
        return;
    }
}

/* Builds the index data of every square and the whole attack table
 * (returned, malloc'ed; NULL if out of memory); *entries gets its length. */
static uint64_t *build(enum gen_slider s, enum gen_slider_index method, struct square_index index[64],
                       uint32_t *entries)
{
    struct search *w = calloc(1, sizeof *w);
    uint64_t *table;
    uint32_t total = 0;
    if (w == NULL)
        return NULL; /* GCOVR_EXCL_LINE: allocation failure, not provoked by the tests */
    /* One fixed seed per slider, so that bishops and rooks do not depend
     * on each other's search. Any seed finds magics; these two, the
     * quickest of 300 tried (k times 0x9E3779B97F4A7C15, k = 1..300),
     * about halve the search. */
    w->random_state = s == GEN_BISHOP ? UINT64_C(0x4E115049EC25924C) : UINT64_C(0xCEF4DDF2F9FD9B81);
    for (int sq = 0; sq < GEN_SQUARES; sq++) {
        index[sq].mask = relevant_mask(s, sq);
        index[sq].bits = count_bits(index[sq].mask);
        index[sq].magic = 0;
        index[sq].offset = total;
        total += (uint32_t)1 << index[sq].bits;
    }
    table = malloc(total * sizeof *table);
    /* GCOVR_EXCL_START: allocation failure, not provoked by the tests */
    if (table == NULL) {
        free(w);
        return NULL;
    }
    /* GCOVR_EXCL_STOP */
    for (int sq = 0; sq < GEN_SQUARES; sq++) {
        struct square_index *si = &index[sq];
        int n = 1 << si->bits;
        for (int i = 0; i < n; i++) {
            w->occ[i] = deposit((uint64_t)i, si->mask);
            w->ref[i] = walk_attacks(s, sq, w->occ[i]);
        }
        if (method == GEN_INDEX_PEXT) {
            for (int i = 0; i < n; i++)
                table[si->offset + (uint32_t)i] = w->ref[i];
        } else {
            find_magic(w, si, table + si->offset);
        }
    }
    free(w);
    *entries = total;
    return table;
}

static const char *slider_name(enum gen_slider s) { return s == GEN_BISHOP ? "bishop" : "rook"; }

/* Table sizes do not depend on the method: 2^bits entries per square. */
static uint32_t entries_of(enum gen_slider s)
{
    uint32_t total = 0;
    for (int sq = 0; sq < GEN_SQUARES; sq++)
        total += (uint32_t)1 << count_bits(relevant_mask(s, sq));
    return total;
}

void gen_sliders_header(struct emitter *e, enum gen_slider_index method)
{
    emit(e, "/* Slider attack tables: 1 if indexed by PEXT (built with\n"
            " * -Dslider_index=pext), 0 if by fancy magic multiplication. */\n"
            "#define BBG_SLIDER_INDEX_PEXT %d\n\n",
         method == GEN_INDEX_PEXT ? 1 : 0);
    emit(e, "/* How to find a square's attack sets: the relevant occupancy mask, the\n"
            " * magic factor and right shift (magic method; 0 for PEXT), and where\n"
            " * its entries start in the attack table. */\n"
            "struct bbg_slider_index {\n"
            "    uint64_t mask;\n"
            "    uint64_t magic;\n"
            "    uint32_t offset;\n"
            "    uint32_t shift;\n"
            "};\n\n");
    for (int s = GEN_BISHOP; s <= GEN_ROOK; s++)
        emit(e, "#define BBG_%s_ATTACK_ENTRIES %" PRIu32 "\n"
                "extern const struct bbg_slider_index bbg_%s_index_table[64];\n"
                "extern const uint64_t bbg_%s_attack_table[%" PRIu32 "];\n\n",
             s == GEN_BISHOP ? "BISHOP" : "ROOK", entries_of((enum gen_slider)s),
             slider_name((enum gen_slider)s), slider_name((enum gen_slider)s),
             entries_of((enum gen_slider)s));
}

static void emit_slider(struct emitter *e, enum gen_slider s, enum gen_slider_index method,
                        const struct square_index index[64], const uint64_t *table, uint32_t entries)
{
    const char *name = slider_name(s);
    emit(e, "const struct bbg_slider_index bbg_%s_index_table[64] = {\n", name);
    for (int sq = 0; sq < GEN_SQUARES; sq++) {
        char sqname[3];
        gen_square_name(sq, sqname);
        emit(e, "    { UINT64_C(0x%016" PRIX64 "), UINT64_C(0x%016" PRIX64 "), %" PRIu32 ", %d }, /* %s: %d bits */\n",
             index[sq].mask, index[sq].magic, index[sq].offset,
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
        for (uint32_t i = 0; i < n; i++)
            emit(e, "0x%" PRIX64 ",%s", table[index[sq].offset + i], i % 8 == 7 || i == n - 1 ? "\n" : "");
    }
    emit(e, "};\n\n");
}

bool gen_sliders_source(struct emitter *e, enum gen_slider_index method)
{
    for (int s = GEN_BISHOP; s <= GEN_ROOK; s++) {
        struct square_index index[64];
        uint32_t entries = 0;
        uint64_t *table = build((enum gen_slider)s, method, index, &entries);
        /* GCOVR_EXCL_START: allocation failure, not provoked by the tests */
        if (table == NULL) {
            fprintf(stderr, "bbgeom-gen: out of memory building the %s tables\n",
                    slider_name((enum gen_slider)s));
            return false;
        }
        /* GCOVR_EXCL_STOP */
        emit_slider(e, (enum gen_slider)s, method, index, table, entries);
        free(table);
    }
    return true;
}
