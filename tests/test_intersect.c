/* Intersection squares: the twelve square-centric functions, the dispatch
 * and the set-wise AND, against the model; 0x88 to square. */
#include <limits.h>

#include "check_main.h"

/* The twelve functions with their kinds. */
static const struct {
    enum bbg_line ka, kb;
    int (*fn)(int, int);
    const char *name;
} intersections[12] = {
    { BBG_RANK, BBG_FILE, bbg_intersect_rank_file, "bbg_intersect_rank_file" },
    { BBG_RANK, BBG_DIAG, bbg_intersect_rank_diag, "bbg_intersect_rank_diag" },
    { BBG_RANK, BBG_ANTI, bbg_intersect_rank_anti, "bbg_intersect_rank_anti" },
    { BBG_FILE, BBG_RANK, bbg_intersect_file_rank, "bbg_intersect_file_rank" },
    { BBG_FILE, BBG_DIAG, bbg_intersect_file_diag, "bbg_intersect_file_diag" },
    { BBG_FILE, BBG_ANTI, bbg_intersect_file_anti, "bbg_intersect_file_anti" },
    { BBG_DIAG, BBG_RANK, bbg_intersect_diag_rank, "bbg_intersect_diag_rank" },
    { BBG_DIAG, BBG_FILE, bbg_intersect_diag_file, "bbg_intersect_diag_file" },
    { BBG_DIAG, BBG_ANTI, bbg_intersect_diag_anti, "bbg_intersect_diag_anti" },
    { BBG_ANTI, BBG_RANK, bbg_intersect_anti_rank, "bbg_intersect_anti_rank" },
    { BBG_ANTI, BBG_FILE, bbg_intersect_anti_file, "bbg_intersect_anti_file" },
    { BBG_ANTI, BBG_DIAG, bbg_intersect_anti_diag, "bbg_intersect_anti_diag" },
};

START_TEST(test_table_covers_all_pairs)
{
    int seen[4][4] = { { 0 } };
    for (int p = 0; p < 12; p++) {
        ck_assert_that(intersections[p].ka != intersections[p].kb, "%s", intersections[p].name);
        seen[intersections[p].ka][intersections[p].kb]++;
    }
    for (int x = 0; x < 4; x++)
        for (int y = 0; y < 4; y++)
            ck_assert_num_eq(seen[x][y], x != y, "%s %s", model_kind_names[x], model_kind_names[y]);
}
END_TEST

/* For a and every b and every ordered pair of distinct kinds: function,
 * dispatch and model agree; the set-wise AND holds that square or nothing. */
START_TEST(test_intersect_distinct)
{
    const int a = _i;
    const struct model_name na = model_name(a);
    for (int b = 0; b < 64; b++) {
        const struct model_name nb = model_name(b);
        for (int p = 0; p < 12; p++) {
            const enum bbg_line ka = intersections[p].ka, kb = intersections[p].kb;
            const char *fn = intersections[p].name;
            const int want = model_intersect((int)ka, a, (int)kb, b);
            ck_assert_sq_eq(intersections[p].fn(a, b), want, "%s(%s, %s)", fn, na.s, nb.s);
            ck_assert_sq_eq(bbg_intersect(ka, a, kb, b), want, "bbg_intersect for %s(%s, %s)", fn,
                            na.s, nb.s);
            const uint64_t set = bbg_intersect_bb(ka, a, kb, b);
            ck_assert_that(model_count(set) <= 1, "bbg_intersect_bb for %s(%s, %s)", fn, na.s,
                           nb.s);
            ck_assert_bb_eq(set, want == MODEL_NONE ? 0 : model_bit(want),
                            "bbg_intersect_bb for %s(%s, %s)", fn, na.s, nb.s);
        }
    }
}
END_TEST

/* Same kind twice: no single square; the AND is the common line or 0. */
START_TEST(test_intersect_same_kind)
{
    const int a = _i;
    const struct model_name na = model_name(a);
    for (int b = 0; b < 64; b++) {
        const struct model_name nb = model_name(b);
        for (int kind = 0; kind < MODEL_KINDS; kind++) {
            const enum bbg_line k = (enum bbg_line)kind;
            const char *kn = model_kind_names[kind];
            ck_assert_sq_eq(bbg_intersect(k, a, k, b), -1, "%s %s %s", kn, na.s, nb.s);
            const uint64_t want = model_same_line(kind, a, b) ? model_line_bb(kind, a) : 0;
            ck_assert_bb_eq(bbg_intersect_bb(k, a, k, b), want, "%s %s %s", kn, na.s, nb.s);
        }
    }
}
END_TEST

/* The README's example. */
START_TEST(test_documented_example)
{
    ck_assert_sq_eq(bbg_intersect_rank_anti(BBG_H4, BBG_B7), BBG_E4, "rank h4, anti b7");
    ck_assert_sq_eq(bbg_intersect(BBG_RANK, BBG_H4, BBG_ANTI, BBG_B7), BBG_E4, "rank h4, anti b7");
    ck_assert_bb_eq(bbg_intersect_bb(BBG_RANK, BBG_H4, BBG_ANTI, BBG_B7),
                    UINT64_C(0x0000000010000000), "rank h4, anti b7");
    /* Different colours: a diagonal and an anti-diagonal never meet. */
    ck_assert_sq_eq(bbg_intersect_diag_anti(BBG_A1, BBG_A2), -1, "diag a1, anti a2");
    /* Off the board: the rank of a1 and the diagonal of a2. */
    ck_assert_sq_eq(bbg_intersect_rank_diag(BBG_A1, BBG_A2), -1, "rank a1, diag a2");
}
END_TEST

START_TEST(test_x88_to_square_or_none)
{
    for (int x = -1000; x <= 1000; x++)
        ck_assert_sq_eq(bbg_x88_to_square_or_none(x), model_x88_square(x), "0x88 coordinate %d",
                        x);
    const int extremes[] = { INT_MIN, INT_MIN + 0x77, INT_MIN + 0x11, INT_MAX, INT_MAX - 0x88,
                             INT_MAX - 0xFF, 0x10000, 0x10077, -0x100, -0x89 };
    for (size_t k = 0; k < sizeof extremes / sizeof extremes[0]; k++)
        ck_assert_sq_eq(bbg_x88_to_square_or_none(extremes[k]), -1, "0x88 coordinate %d",
                        extremes[k]);
}
END_TEST

int main(void)
{
    const struct test_entry tests[] = {
        { test_table_covers_all_pairs, 0 }, { test_intersect_distinct, 64 }, { test_intersect_same_kind, 64 },
        { test_documented_example, 0 }, { test_x88_to_square_or_none, 0 },
    };
    return test_run_entries("intersect", tests, sizeof tests / sizeof tests[0], 0);
}
