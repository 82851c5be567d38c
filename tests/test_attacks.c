/* Shifts, rays, leapers and slider attacks against the model: every
 * square, every direction, and for the sliders every subset of every
 * square's relevant occupancy mask (107,648 boards) for each method, plus
 * random full boards. */
#include "check_fast.h"

_Static_assert(BBG_WHITE == 0 && BBG_BLACK == 1, "model pawn sides: 0 white, 1 black");

/* The steps of enum bbg_dir, by hand from its contract: north is towards
 * rank 8, east towards file h. */
static const struct model_step dir_steps[8] = {
    { 0, 1 }, { 0, -1 }, { 1, 0 }, { -1, 0 }, { 1, 1 }, { -1, 1 }, { 1, -1 }, { -1, -1 },
};
static const char *const dir_names[8] = {
    "north", "south", "east", "west", "north-east", "north-west", "south-east", "south-west",
};

static uint64_t model_step_bb(int sq, struct model_step step)
{
    int to = model_square(model_file(sq) + step.df, model_rank(sq) + step.dr);
    return to == MODEL_NONE ? 0 : model_bit(to);
}

/* Every bit of bb moved one step, square by square. */
static uint64_t model_shift_set(uint64_t bb, struct model_step step)
{
    uint64_t out = 0;
    for (int sq = 0; sq < 64; sq++)
        if (model_has(bb, sq))
            out |= model_step_bb(sq, step);
    return out;
}

START_TEST(test_shift_and_ray_by_square)
{
    const int sq = _i;
    for (int d = 0; d < 8; d++) {
        ck_assert_bb_eq(bbg_shift_bb(model_bit(sq), (enum bbg_dir)d), model_step_bb(sq, dir_steps[d]),
                        "shift %s %s", model_name(sq).s, dir_names[d]);
        ck_assert_bb_eq(bbg_ray_bb(sq, (enum bbg_dir)d), model_ray_bb(sq, dir_steps[d]), "ray %s %s",
                        model_name(sq).s, dir_names[d]);
    }
}
END_TEST

START_TEST(test_shift_sets)
{
    struct test_random r = { 1 };
    const uint64_t edges[] = { ~UINT64_C(0), model_file_bb(0), model_file_bb(7), model_rank_bb(0),
                               model_rank_bb(7), 0 };
    for (int d = 0; d < 8; d++)
        for (size_t i = 0; i < sizeof edges / sizeof edges[0]; i++)
            ck_assert_bb_eq(bbg_shift_bb(edges[i], (enum bbg_dir)d), model_shift_set(edges[i], dir_steps[d]),
                            "shift %s of 0x%016" PRIx64, dir_names[d], edges[i]);
    for (long i = 0; i < 20000; i++) {
        uint64_t bb = test_random_board(&r, i);
        for (int d = 0; d < 8; d++)
            expect_bb_eq(bbg_shift_bb(bb, (enum bbg_dir)d), model_shift_set(bb, dir_steps[d]),
                         "shift %s of 0x%016" PRIx64, dir_names[d], bb);
    }
}
END_TEST

START_TEST(test_leapers_by_square)
{
    const int sq = _i;
    const struct model_name n = model_name(sq);
    ck_assert_bb_eq(bbg_knight_attacks_bb(sq), model_knight_bb(sq), "knight %s", n.s);
    ck_assert_bb_eq(bbg_king_attacks_bb(sq), model_king_bb(sq), "king %s", n.s);
    ck_assert_bb_eq(bbg_pawn_attacks_bb(BBG_WHITE, sq), model_pawn_bb(0, sq), "white pawn %s", n.s);
    ck_assert_bb_eq(bbg_pawn_attacks_bb(BBG_BLACK, sq), model_pawn_bb(1, sq), "black pawn %s", n.s);
    ck_assert_bb_eq(bbg_pawn_set_attacks_bb(BBG_WHITE, model_bit(sq)), model_pawn_bb(0, sq),
                    "white pawn set {%s}", n.s);
    ck_assert_bb_eq(bbg_pawn_set_attacks_bb(BBG_BLACK, model_bit(sq)), model_pawn_bb(1, sq),
                    "black pawn set {%s}", n.s);
}
END_TEST

START_TEST(test_pawn_sets)
{
    struct test_random r = { 2 };
    for (long i = 0; i < 20000; i++) {
        uint64_t pawns = i == 0 ? ~UINT64_C(0) : test_random_board(&r, i);
        for (int side = 0; side < 2; side++) {
            uint64_t want = 0;
            for (int sq = 0; sq < 64; sq++)
                if (model_has(pawns, sq))
                    want |= model_pawn_bb(side, sq);
            expect_bb_eq(bbg_pawn_set_attacks_bb((enum bbg_side)side, pawns), want,
                         "side %d pawns 0x%016" PRIx64, side, pawns);
        }
    }
}
END_TEST

/* Hand-checked leapers and sliders. */
START_TEST(test_attack_examples)
{
    ck_assert_bb_eq(bbg_knight_attacks_bb(BBG_A1), model_bit(BBG_B3) | model_bit(BBG_C2), "knight a1");
    ck_assert_bb_eq(bbg_king_attacks_bb(BBG_H8), model_bit(BBG_G8) | model_bit(BBG_G7) | model_bit(BBG_H7),
                    "king h8");
    ck_assert_bb_eq(bbg_pawn_attacks_bb(BBG_WHITE, BBG_E4), model_bit(BBG_D5) | model_bit(BBG_F5), "white e4");
    ck_assert_bb_eq(bbg_pawn_attacks_bb(BBG_BLACK, BBG_A7), model_bit(BBG_B6), "black a7");
    /* Rook a1 with pieces on a3 and d1: a2 a3 b1 c1 d1. */
    ck_assert_bb_eq(bbg_rook_attacks_bb(BBG_A1, model_bit(BBG_A3) | model_bit(BBG_D1)),
                    UINT64_C(0x000000000001010E), "rook a1, a3 d1");
    /* Bishop d4 on the empty board: both diagonals but d4. */
    ck_assert_bb_eq(bbg_bishop_attacks_bb(BBG_D4, 0), UINT64_C(0x8041221400142241), "bishop d4");
    ck_assert_bb_eq(bbg_queen_attacks_calc_bb(BBG_H1, ~UINT64_C(0)),
                    model_bit(BBG_G1) | model_bit(BBG_G2) | model_bit(BBG_H2), "queen h1, full board");
    ck_assert_bb_eq(bbg_ray_bb(BBG_B2, BBG_SOUTH_WEST), model_bit(BBG_A1), "ray b2 south-west");
    ck_assert_bb_eq(bbg_shift_bb(model_bit(BBG_H4), BBG_EAST), 0, "h4 east");
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

START_TEST(test_slider_random)
{
    struct test_random r = { 3 };
    for (long i = 0; i < 100000; i++) {
        uint64_t occ = test_random_board(&r, i);
        int sq = test_random_square(&r);
        for (int s = 0; s < MODEL_SLIDERS; s++)
            expect_slider(s, sq, occ);
    }
}
END_TEST

static Suite *attacks_suite(void)
{
    Suite *s = suite_create("attacks");

    TCase *tc = tcase_create("shifts and rays");
    tcase_add_loop_test(tc, test_shift_and_ray_by_square, 0, 64);
    tcase_add_test(tc, test_shift_sets);
    suite_add_tcase(s, tc);

    tc = tcase_create("leapers");
    tcase_add_loop_test(tc, test_leapers_by_square, 0, 64);
    tcase_add_test(tc, test_pawn_sets);
    tcase_add_test(tc, test_attack_examples);
    suite_add_tcase(s, tc);

    tc = tcase_create("sliders");
    tcase_add_test(tc, test_subset_counts);
    tcase_add_loop_test(tc, test_slider_subsets, 0, 64);
    tcase_add_test(tc, test_slider_random);
    /* The random sweep takes a few seconds under the sanitizers. */
    tcase_set_timeout(tc, 120);
    suite_add_tcase(s, tc);

    return s;
}

int main(void) { return test_run_suite(attacks_suite()); }
