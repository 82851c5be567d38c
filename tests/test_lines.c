/* Lines: the mask of each kind through each square, masks by index, and the
 * same-line tests, against the model and against the tables. */
#include "check_main.h"

/* The number of squares on a line by index, by plain arithmetic. */
static int diag_length(int d) { return 8 - (d < 0 ? -d : d); }
static int anti_length(int i) { return 8 - (i < 7 ? 7 - i : i - 7); }

START_TEST(test_line_through_square)
{
    const int sq = _i;
    const struct model_name name = model_name(sq);
    for (int kind = 0; kind < MODEL_KINDS; kind++) {
        const char *k = model_kind_names[kind];
        const uint64_t line = bbg_line_bb((enum bbg_line)kind, sq);
        ck_assert_bb_eq(line, model_line_bb(kind, sq), "%s of %s", k, name.s);
        ck_assert_that(model_has(line, sq), "%s of %s", k, name.s);
        int squares[8];
        ck_assert_num_eq(model_count(line), model_line_squares(kind, sq, squares), "%s of %s", k,
                         name.s);
    }
    const int rank = model_rank(sq), file = model_file(sq);
    /* The same masks, reached by index. */
    ck_assert_bb_eq(bbg_line_bb(BBG_RANK, sq), bbg_rank_bb(rank), "rank of %s", name.s);
    ck_assert_bb_eq(bbg_line_bb(BBG_FILE, sq), bbg_file_bb(file), "file of %s", name.s);
    ck_assert_bb_eq(bbg_line_bb(BBG_DIAG, sq), bbg_diag_bb(rank - file), "diag of %s", name.s);
    ck_assert_bb_eq(bbg_line_bb(BBG_ANTI, sq), bbg_anti_bb(rank + file), "anti of %s", name.s);
    ck_assert_num_eq(model_count(bbg_line_bb(BBG_RANK, sq)), 8, "rank of %s", name.s);
    ck_assert_num_eq(model_count(bbg_line_bb(BBG_FILE, sq)), 8, "file of %s", name.s);
    ck_assert_num_eq(model_count(bbg_line_bb(BBG_DIAG, sq)), diag_length(rank - file),
                     "diag of %s", name.s);
    ck_assert_num_eq(model_count(bbg_line_bb(BBG_ANTI, sq)), anti_length(rank + file),
                     "anti of %s", name.s);
}
END_TEST

START_TEST(test_lines_by_index)
{
    uint64_t ranks = 0, files = 0, diags = 0, antis = 0;
    for (int r = 0; r < 8; r++) {
        ck_assert_bb_eq(bbg_rank_bb(r), model_rank_bb(r), "rank index %d", r);
        ck_assert_num_eq(model_count(bbg_rank_bb(r)), 8, "rank index %d", r);
        ck_assert_that((ranks & bbg_rank_bb(r)) == 0, "rank index %d overlaps", r);
        ranks |= bbg_rank_bb(r);
    }
    for (int f = 0; f < 8; f++) {
        ck_assert_bb_eq(bbg_file_bb(f), model_file_bb(f), "file index %d", f);
        ck_assert_num_eq(model_count(bbg_file_bb(f)), 8, "file index %d", f);
        ck_assert_that((files & bbg_file_bb(f)) == 0, "file index %d overlaps", f);
        files |= bbg_file_bb(f);
    }
    for (int d = -7; d <= 7; d++) {
        ck_assert_bb_eq(bbg_diag_bb(d), model_diag_bb(d), "diag index %d", d);
        ck_assert_num_eq(model_count(bbg_diag_bb(d)), diag_length(d), "diag index %d", d);
        ck_assert_that((diags & bbg_diag_bb(d)) == 0, "diag index %d overlaps", d);
        diags |= bbg_diag_bb(d);
    }
    for (int i = 0; i <= 14; i++) {
        ck_assert_bb_eq(bbg_anti_bb(i), model_anti_bb(i), "anti index %d", i);
        ck_assert_num_eq(model_count(bbg_anti_bb(i)), anti_length(i), "anti index %d", i);
        ck_assert_that((antis & bbg_anti_bb(i)) == 0, "anti index %d overlaps", i);
        antis |= bbg_anti_bb(i);
    }
    /* Each kind partitions the board. */
    ck_assert_bb_eq(ranks, ~UINT64_C(0), "all ranks");
    ck_assert_bb_eq(files, ~UINT64_C(0), "all files");
    ck_assert_bb_eq(diags, ~UINT64_C(0), "all diagonals");
    ck_assert_bb_eq(antis, ~UINT64_C(0), "all anti-diagonals");
    /* The long diagonals by index, as literals. */
    ck_assert_bb_eq(bbg_diag_bb(0), UINT64_C(0x8040201008040201), "a1-h8");
    ck_assert_bb_eq(bbg_anti_bb(7), UINT64_C(0x0102040810204080), "h1-a8");
    ck_assert_bb_eq(bbg_rank_bb(0), UINT64_C(0x00000000000000FF), "rank 1");
    ck_assert_bb_eq(bbg_file_bb(0), UINT64_C(0x0101010101010101), "file a");
}
END_TEST

/* For a and every b: formula, branchless dispatch and table against the model. */
START_TEST(test_same_line)
{
    const int a = _i;
    const struct model_name na = model_name(a);
    for (int b = 0; b < 64; b++) {
        const struct model_name nb = model_name(b);
        const bool rank = model_same_line(MODEL_RANK, a, b);
        const bool file = model_same_line(MODEL_FILE, a, b);
        const bool diag = model_same_line(MODEL_DIAG, a, b);
        const bool anti = model_same_line(MODEL_ANTI, a, b);
        ck_assert_truth_eq(bbg_same_rank(a, b), rank, "%s %s", na.s, nb.s);
        ck_assert_truth_eq(bbg_same_file(a, b), file, "%s %s", na.s, nb.s);
        ck_assert_truth_eq(bbg_same_diag(a, b), diag, "%s %s", na.s, nb.s);
        ck_assert_truth_eq(bbg_same_anti(a, b), anti, "%s %s", na.s, nb.s);
        for (int kind = 0; kind < MODEL_KINDS; kind++) {
            const bool want = model_same_line(kind, a, b);
            const enum bbg_line line = (enum bbg_line)kind;
            ck_assert_truth_eq(bbg_same_line(line, a, b), want, "%s %s %s", model_kind_names[kind],
                               na.s, nb.s);
            ck_assert_truth_eq(model_has(bbg_line_bb(line, a), b), want, "%s %s %s",
                               model_kind_names[kind], na.s, nb.s);
        }
    }
}
END_TEST

static Suite *lines_suite(void)
{
    Suite *s = suite_create("lines");

    TCase *tc = tcase_create("masks");
    tcase_add_loop_test(tc, test_line_through_square, 0, 64);
    tcase_add_test(tc, test_lines_by_index);
    suite_add_tcase(s, tc);

    tc = tcase_create("same_line");
    tcase_add_loop_test(tc, test_same_line, 0, 64);
    suite_add_tcase(s, tc);

    return s;
}

int main(void) { return test_run_suite(lines_suite()); }
