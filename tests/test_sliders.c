/* Slider attacks (sliders.h) against the model: for every square every
 * subset of its relevant occupancy mask (107,648 boards) for each method,
 * and random full boards; and the tables' layout: each square's entry
 * points at its own block of the attack table. */
#include "check_fast.h"
#include "sample.h"

/* Hand-checked sliders. */
START_TEST(test_slider_examples)
{
    /* Rook a1 with pieces on a3 and d1: a2 a3 b1 c1 d1. */
    ck_assert_bb_eq(bbg_rook_attacks_bb(BBG_A1, model_bit(BBG_A3) | model_bit(BBG_D1)),
                    UINT64_C(0x000000000001010E), "rook a1, a3 d1");
    /* Bishop d4 on the empty board: both diagonals but d4. */
    ck_assert_bb_eq(bbg_bishop_attacks_bb(BBG_D4, 0), UINT64_C(0x8041221400142241), "bishop d4");
    ck_assert_bb_eq(bbg_queen_attacks_calc_bb(BBG_H1, ~UINT64_C(0)),
                    model_bit(BBG_G1) | model_bit(BBG_G2) | model_bit(BBG_H2), "queen h1, full board");
}
END_TEST

/* The published sizes of the plain (non-overlapping) fancy tables:
 * 5,248 bishop and 102,400 rook entries, 107,648 in all; the model's
 * masks give the same counts, so the subset sweep covers all of them. */
START_TEST(test_subset_counts)
{
    long counts[2] = { 0, 0 };
    for (int sq = 0; sq < 64; sq++)
        for (int s = 0; s < 2; s++)
            counts[s] += 1L << model_count(model_relevant_bb(s, sq));
    ck_assert_num_eq(counts[MODEL_BISHOP], 5248, "bishop subsets");
    ck_assert_num_eq(counts[MODEL_ROOK], 102400, "rook subsets");
    ck_assert_num_eq(BBG_BISHOP_ATTACK_ENTRIES, 5248, "bishop table entries");
    ck_assert_num_eq(BBG_ROOK_ATTACK_ENTRIES, 102400, "rook table entries");
    for (int sq = 0; sq < 64; sq++) {
        ck_assert_bb_eq(bbg_bishop_index_table[sq].mask, model_relevant_bb(MODEL_BISHOP, sq), "bishop mask %s",
                        model_name(sq).s);
        ck_assert_bb_eq(bbg_rook_index_table[sq].mask, model_relevant_bb(MODEL_ROOK, sq), "rook mask %s",
                        model_name(sq).s);
    }
}
END_TEST

/* Where p points in table[0 .. n), or -1 if it points elsewhere: found
 * by equality, which C defines for any two pointers (an order comparison
 * with a pointer outside the table would not be). */
static long offset_in(const uint64_t *table, long n, const uint64_t *p)
{
    for (long k = 0; k < n; k++)
        if (table + k == p)
            return k;
    return -1;
}

/* One slider's entries: each points into the slider's own attack table at
 * a block of 2^bits sets (bits: the squares of its mask) that lies wholly
 * inside the table; no two blocks overlap and together they fill it; the
 * magic build's shift keeps every index inside the block (PEXT's index is
 * below 2^bits by itself) and its magic is not 0, the PEXT build's are 0. */
static void expect_entries(int s, const struct bbg_slider_index index[64], const uint64_t *table, long entries)
{
    int *owner = malloc((size_t)entries * sizeof *owner);
    long covered = 0;
    ck_assert_msg(owner != NULL, "out of memory");
    for (long k = 0; k < entries; k++)
        owner[k] = -1;
    for (int sq = 0; sq < 64; sq++) {
        const char *sn = model_slider_names[s], *name = model_name(sq).s;
        const int bits = model_count(index[sq].mask);
        const long start = offset_in(table, entries, index[sq].attacks), n = 1L << bits;
        ck_assert_msg(start >= 0, "%s %s: the entry points outside the %s attack table", sn, name, sn);
        ck_assert_msg(start + n <= entries, "%s %s: entries %ld..%ld run past the table's %ld", sn, name, start,
                      start + n - 1, entries);
        for (long k = start; k < start + n; k++) {
            ck_assert_msg(owner[k] == -1, "%s %s: entry %ld is also %s's", sn, name, k, model_name(owner[k]).s);
            owner[k] = sq;
        }
        covered += n;
#if BBG_SLIDER_INDEX_PEXT
        ck_assert_msg(index[sq].magic == 0 && index[sq].shift == 0, "%s %s: PEXT entry with a magic or shift", sn,
                      name);
#else
        ck_assert_msg(index[sq].magic != 0, "%s %s: no magic", sn, name);
        expect_num_eq(index[sq].shift, 64 - bits, "%s %s: shift", sn, name);
#endif
    }
    expect_num_eq(covered, entries, "%s: entries in the squares' blocks", model_slider_names[s]);
    free(owner);
}

START_TEST(test_slider_entries)
{
    expect_entries(MODEL_BISHOP, bbg_bishop_index_table, bbg_bishop_attack_table, BBG_BISHOP_ATTACK_ENTRIES);
    expect_entries(MODEL_ROOK, bbg_rook_index_table, bbg_rook_attack_table, BBG_ROOK_ATTACK_ENTRIES);
}
END_TEST

/* Every method of one slider against the model on one board. */
static void expect_slider(int s, int sq, uint64_t occ)
{
    const uint64_t want = model_slider_attacks_bb(s, sq, occ);
    const struct model_name n = model_name(sq);
    const char *sn = model_slider_names[s];
    expect_bb_eq(bbg_slider_attacks_bb((enum bbg_slider)s, sq, occ), want, "%s %s occ 0x%016" PRIx64, sn, n.s,
                 occ);
    switch (s) {
    case MODEL_BISHOP:
        expect_bb_eq(bbg_bishop_attacks_bb(sq, occ), want, "%s %s occ 0x%016" PRIx64, sn, n.s, occ);
        expect_bb_eq(bbg_bishop_attacks_calc_bb(sq, occ), want, "%s %s occ 0x%016" PRIx64, sn, n.s, occ);
        break;
    case MODEL_ROOK:
        expect_bb_eq(bbg_rook_attacks_bb(sq, occ), want, "%s %s occ 0x%016" PRIx64, sn, n.s, occ);
        expect_bb_eq(bbg_rook_attacks_calc_bb(sq, occ), want, "%s %s occ 0x%016" PRIx64, sn, n.s, occ);
        break;
    default:
        expect_bb_eq(bbg_queen_attacks_bb(sq, occ), want, "%s %s occ 0x%016" PRIx64, sn, n.s, occ);
        expect_bb_eq(bbg_queen_attacks_calc_bb(sq, occ), want, "%s %s occ 0x%016" PRIx64, sn, n.s, occ);
        break;
    }
}

/* Every subset of the relevant mask, alone, with the slider's own square
 * occupied, and with every irrelevant square occupied (which must change
 * nothing); queens on rook subsets mixed with bishop subsets. */
START_TEST(test_slider_subsets)
{
    const int sq = _i;
    const uint64_t bishop_mask = model_relevant_bb(MODEL_BISHOP, sq);
    const uint64_t rook_mask = model_relevant_bb(MODEL_ROOK, sq);
    const uint64_t masks[2] = { bishop_mask, rook_mask };
    uint64_t bishop_sub = 0;
    for (int s = 0; s < 2; s++) {
        const uint64_t mask = masks[s];
        long n = 0;
        uint64_t sub = 0;
        do {
            expect_slider(s, sq, sub);
            expect_slider(s, sq, sub | model_bit(sq));
            expect_slider(s, sq, sub | ~mask);
            n++;
            /* Carry-rippler: the next subset of mask in counting order. */
            sub = (sub - mask) & mask;
        } while (sub != 0);
        ck_assert_num_eq(n, (long long)(UINT64_C(1) << model_count(mask)), "%s subsets of %s",
                         model_slider_names[s],
                         model_name(sq).s);
    }
    uint64_t sub = 0;
    do {
        expect_slider(MODEL_QUEEN, sq, sub | bishop_sub);
        bishop_sub = (bishop_sub - bishop_mask) & bishop_mask;
        sub = (sub - rook_mask) & rook_mask;
    } while (sub != 0);
}
END_TEST

/* 100,000 random boards (the first 1/test_sample_share() in a sampled
 * run). */
START_TEST(test_slider_random)
{
    struct test_random r = { 3 };
    for (long i = 0; i < 100000 / test_sample_share(); i++) {
        uint64_t occ = test_random_board(&r, i);
        int sq = test_random_square(&r);
        for (int s = 0; s < MODEL_SLIDERS; s++)
            expect_slider(s, sq, occ);
    }
}
END_TEST

int main(void)
{
    const struct test_entry tests[] = {
        { test_slider_examples, 0 }, { test_subset_counts, 0 }, { test_slider_entries, 0 },
        { test_slider_subsets, 64 }, { test_slider_random, 0 },
    };
    /* The random sweep takes a few seconds under the sanitizers. */
    return test_run_entries("sliders", tests, sizeof tests / sizeof tests[0], 120);
}
