/* Check squares and blockers against the model's brute force: every
 * (from, ksq) pair of the empty board, a million random positions for the
 * set-wise vs square-centric equality, and random positions for the
 * brute force and for blockers and pinners. */
#include "check_fast.h"
#include "sample.h"

static const char *const piece_names[6] = { "pawn", "knight", "bishop", "rook", "queen", "king" };

/* Does a piece of that kind and side on t attack ksq, by the model? */
static bool model_piece_attacks(int piece, int side, int t, int ksq, uint64_t occ)
{
    switch (piece) {
    case 0: return model_has(model_pawn_bb(side, t), ksq);
    case 1: return model_has(model_knight_bb(t), ksq);
    case 2: return model_has(model_slider_attacks_bb(MODEL_BISHOP, t, occ), ksq);
    case 3: return model_has(model_slider_attacks_bb(MODEL_ROOK, t, occ), ksq);
    case 4: return model_has(model_slider_attacks_bb(MODEL_QUEEN, t, occ), ksq);
    default: return model_has(model_king_bb(t), ksq);
    }
}

START_TEST(test_check_squares)
{
    const int ksq = _i;
    struct test_random r = { 5 + (uint64_t)ksq };
    for (int k = 0; k < 20; k++) {
        const uint64_t occ = k == 0 ? 0 : test_random_board(&r, k) | model_bit(ksq);
        for (int piece = 0; piece < 6; piece++)
            for (int side = 0; side < 2; side++) {
                uint64_t want = 0;
                for (int t = 0; t < 64; t++)
                    if (t != ksq && model_piece_attacks(piece, side, t, ksq, occ))
                        want |= model_bit(t);
                expect_bb_eq(bbg_check_squares_bb((enum bbg_piece)piece, (enum bbg_side)side, ksq, occ), want,
                             "%s %s king %s occ 0x%016" PRIx64, side ? "black" : "white", piece_names[piece],
                             model_name(ksq).s, occ);
            }
    }
}
END_TEST

/* Does the slider on from already attack ksq? */
static bool attacks_already(int s, int from, int ksq, uint64_t occ)
{
    return model_has(model_slider_attacks_bb(s, from, occ), ksq);
}

static void expect_checks(int s, int from, int ksq, uint64_t occ, bool brute)
{
    const uint64_t set_wise = bbg_slider_checks_bb((enum bbg_slider)s, from, ksq, occ);
    const struct model_name nf = model_name(from), nk = model_name(ksq);
    expect_bb_eq(bbg_slider_checks_sc_bb((enum bbg_slider)s, from, ksq, occ), set_wise,
                 "%s from %s king %s occ 0x%016" PRIx64, model_slider_names[s], nf.s, nk.s, occ);
    if (brute && !attacks_already(s, from, ksq, occ))
        expect_bb_eq(set_wise, model_slider_checks_bb(s, from, ksq, occ),
                     "%s from %s king %s occ 0x%016" PRIx64 " (brute force)", model_slider_names[s], nf.s, nk.s,
                     occ);
}

/* Every pair on the empty board (only from and ksq occupied). */
START_TEST(test_slider_checks_empty_board)
{
    const int from = _i;
    for (int ksq = 0; ksq < 64; ksq++) {
        if (ksq == from)
            continue;
        for (int s = 0; s < MODEL_SLIDERS; s++)
            expect_checks(s, from, ksq, model_bit(from) | model_bit(ksq), true);
    }
}
END_TEST

/* A million random positions, set-wise against square-centric; every
 * eighth also against the brute force (the first 1/test_sample_share() of
 * them in a sampled run). */
START_TEST(test_slider_checks_random)
{
    struct test_random r = { 6 };
    for (long i = 0; i < 1000000 / test_sample_share(); i++) {
        const int from = test_random_square(&r);
        int ksq = test_random_square(&r);
        if (ksq == from)
            ksq = (ksq + 1 + (int)(test_random_next(&r) % 63)) % 64;
        const uint64_t occ = test_random_board(&r, i) | model_bit(from) | model_bit(ksq);
        expect_checks((int)(i % MODEL_SLIDERS), from, ksq, occ, i % 8 < MODEL_SLIDERS);
    }
}
END_TEST

/* Hand-checked positions (only the pieces named are on the board). */
START_TEST(test_slider_checks_examples)
{
    const uint64_t occ = model_bit(BBG_A1) | model_bit(BBG_H8);
    ck_assert_bb_eq(bbg_slider_checks_bb(BBG_ROOK, BBG_A1, BBG_H8, occ), model_bit(BBG_A8) | model_bit(BBG_H1),
                    "rook a1 king h8");
    ck_assert_bb_eq(bbg_slider_checks_sc_bb(BBG_ROOK, BBG_A1, BBG_H8, occ), model_bit(BBG_A8) | model_bit(BBG_H1),
                    "rook a1 king h8");
    /* With a piece on h4 the rook still reaches h1, but h1 no longer sees h8. */
    ck_assert_bb_eq(bbg_slider_checks_sc_bb(BBG_ROOK, BBG_A1, BBG_H8, occ | model_bit(BBG_H4)), model_bit(BBG_A8),
                    "rook a1 king h8, h4 blocked");
    /* Queen d1, king d8: every square between them on the d-file checks
     * (besides cross squares off the file). */
    ck_assert_that((bbg_slider_checks_sc_bb(BBG_QUEEN, BBG_D1, BBG_D8, model_bit(BBG_D1) | model_bit(BBG_D8))
                    & model_file_bb(3)) == (model_file_bb(3) & ~model_bit(BBG_D1) & ~model_bit(BBG_D8)),
                   "queen d1 king d8: the file between");
    /* Bishop c1, king f8: h6 (c1-h6 diagonal, then h6-g7-f8) and a3 (c1-b2-a3,
     * then a3-b4-c5-d6-e7-f8). */
    ck_assert_bb_eq(bbg_slider_checks_bb(BBG_BISHOP, BBG_C1, BBG_F8, model_bit(BBG_C1) | model_bit(BBG_F8)),
                    model_bit(BBG_H6) | model_bit(BBG_A3), "bishop c1 king f8");
}
END_TEST

START_TEST(test_blockers)
{
    const int ksq = _i;
    struct test_random r = { 7 + (uint64_t)ksq };
    for (long i = 0; i < 3000; i++) {
        const uint64_t occ = test_random_board(&r, i) | model_bit(ksq);
        const uint64_t others = occ & ~model_bit(ksq);
        const uint64_t diag = others & test_random_next(&r), orth = others & test_random_next(&r);
        uint64_t pinners = 0, want_pinners = 0;
        const uint64_t want = model_slider_blockers_bb(ksq, occ, diag, orth, &want_pinners);
        expect_bb_eq(bbg_slider_blockers_bb(ksq, occ, diag, orth, &pinners), want,
                     "blockers king %s occ 0x%016" PRIx64 " diag 0x%016" PRIx64 " orth 0x%016" PRIx64,
                     model_name(ksq).s, occ, diag, orth);
        expect_bb_eq(pinners, want_pinners,
                     "pinners king %s occ 0x%016" PRIx64 " diag 0x%016" PRIx64 " orth 0x%016" PRIx64,
                     model_name(ksq).s, occ, diag, orth);
        expect_bb_eq(bbg_slider_blockers_bb(ksq, occ, diag, orth, NULL), want, "blockers without pinners");
    }
}
END_TEST

/* bbg_pinned_bb against the model's blockers of the king's side: own a
 * random part of the pieces, the sliders random among the others. */
START_TEST(test_pinned)
{
    const int ksq = _i;
    struct test_random r = { 11 + (uint64_t)ksq };
    for (long i = 0; i < 3000; i++) {
        const uint64_t occ = test_random_board(&r, i) | model_bit(ksq);
        const uint64_t own = (occ & test_random_next(&r)) | model_bit(ksq);
        const uint64_t enemy = occ & ~own;
        const uint64_t diag = enemy & test_random_next(&r), orth = enemy & test_random_next(&r);
        uint64_t pinners = 0;
        expect_bb_eq(bbg_pinned_bb(ksq, occ, own, diag, orth), model_slider_blockers_bb(ksq, occ, diag, orth, &pinners) & own,
                     "pinned king %s occ 0x%016" PRIx64 " own 0x%016" PRIx64 " diag 0x%016" PRIx64
                     " orth 0x%016" PRIx64,
                     model_name(ksq).s, occ, own, diag, orth);
    }
}
END_TEST

/* Hand-checked: king e1, white knight e2, black rook e8 pins it; a black
 * bishop on a5 with d2 and c3 both occupied pins nothing. */
START_TEST(test_blocker_examples)
{
    const uint64_t occ = model_bit(BBG_E1) | model_bit(BBG_E2) | model_bit(BBG_E8) | model_bit(BBG_A5)
                       | model_bit(BBG_D2) | model_bit(BBG_C3);
    uint64_t pinners = 0;
    ck_assert_bb_eq(bbg_slider_blockers_bb(BBG_E1, occ, model_bit(BBG_A5), model_bit(BBG_E8), &pinners),
                    model_bit(BBG_E2), "blockers");
    ck_assert_bb_eq(pinners, model_bit(BBG_E8), "pinners");
    /* A rook on the diagonal pins nothing, nor does a bishop on the file. */
    ck_assert_bb_eq(bbg_slider_blockers_bb(BBG_E1, occ, model_bit(BBG_E8), model_bit(BBG_A5), &pinners), 0,
                    "wrong kinds");
    ck_assert_bb_eq(pinners, 0, "no pinners");
    /* The same board with e2, d2 and c3 white: e2 is pinned; d2 and c3,
     * two on one diagonal, are not. With e2 on e5 instead, e5 is pinned;
     * with a black rook on e4 in front of it, checking, nothing is. */
    const uint64_t white = model_bit(BBG_E1) | model_bit(BBG_E2) | model_bit(BBG_D2) | model_bit(BBG_C3);
    ck_assert_bb_eq(bbg_pinned_bb(BBG_E1, occ, white, model_bit(BBG_A5), model_bit(BBG_E8)), model_bit(BBG_E2),
                    "pinned");
    const uint64_t e2_to_e5 = model_bit(BBG_E2) | model_bit(BBG_E5);
    ck_assert_bb_eq(bbg_pinned_bb(BBG_E1, occ ^ e2_to_e5, white ^ e2_to_e5, model_bit(BBG_A5), model_bit(BBG_E8)),
                    model_bit(BBG_E5), "pinned on e5");
    ck_assert_bb_eq(bbg_pinned_bb(BBG_E1, (occ ^ e2_to_e5) | model_bit(BBG_E4), white ^ e2_to_e5, model_bit(BBG_A5),
                                  model_bit(BBG_E8) | model_bit(BBG_E4)),
                    0, "behind a checker");
}
END_TEST

static Suite *checks_suite(void)
{
    Suite *s = suite_create("checks");

    TCase *tc = tcase_create("check squares");
    tcase_add_loop_test(tc, test_check_squares, 0, 64);
    tcase_add_loop_test(tc, test_slider_checks_empty_board, 0, 64);
    tcase_add_test(tc, test_slider_checks_random);
    tcase_add_test(tc, test_slider_checks_examples);
    /* The million positions take several seconds under the sanitizers. */
    tcase_set_timeout(tc, 120);
    suite_add_tcase(s, tc);

    tc = tcase_create("blockers");
    tcase_add_loop_test(tc, test_blockers, 0, 64);
    tcase_add_loop_test(tc, test_pinned, 0, 64);
    tcase_add_test(tc, test_blocker_examples);
    suite_add_tcase(s, tc);

    return s;
}

int main(void) { return test_run_suite(checks_suite()); }
