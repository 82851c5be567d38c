/* Squares: coordinates and indices, 0x88 coordinates, square names, the
 * version. */
#include <limits.h>
#include <string.h>

#include "check_main.h"

/* The alternative anti-diagonal index (rank + file) ^ 7, copied from the
 * table on the reference page (anti-diagonals.md), rank 8 first. */
static const int reference_anti_xor7[8][8] = {
    { 0, 15, 14, 13, 12, 11, 10, 9 },  /* rank 8 */
    { 1, 0, 15, 14, 13, 12, 11, 10 },  /* rank 7 */
    { 2, 1, 0, 15, 14, 13, 12, 11 },   /* rank 6 */
    { 3, 2, 1, 0, 15, 14, 13, 12 },    /* rank 5 */
    { 4, 3, 2, 1, 0, 15, 14, 13 },     /* rank 4 */
    { 5, 4, 3, 2, 1, 0, 15, 14 },      /* rank 3 */
    { 6, 5, 4, 3, 2, 1, 0, 15 },       /* rank 2 */
    { 7, 6, 5, 4, 3, 2, 1, 0 },        /* rank 1 */
};

/* The square constants, in order: each rank's eight names made from its
 * digit, so that no name is left out or out of place. */
#define RANK_CONSTANTS(r) BBG_A##r, BBG_B##r, BBG_C##r, BBG_D##r, BBG_E##r, BBG_F##r, BBG_G##r, BBG_H##r
static const int square_constants[64] = {
    RANK_CONSTANTS(1), RANK_CONSTANTS(2), RANK_CONSTANTS(3), RANK_CONSTANTS(4),
    RANK_CONSTANTS(5), RANK_CONSTANTS(6), RANK_CONSTANTS(7), RANK_CONSTANTS(8),
};

/* test(x) is false for each of the n ints. */
static void expect_all_false(bool (*test)(int), const int *values, size_t n)
{
    for (size_t k = 0; k < n; k++)
        ck_assert_truth_eq(test(values[k]), false, "int %d", values[k]);
}

/* bbg_parse_square on an exact-size heap copy of text, so that the
 * sanitizers catch a read past the terminator. */
static int parse_copy(const char *text, size_t len)
{
    char *copy = malloc(len + 1);
    if (copy == NULL)
        ck_abort_msg("out of memory");
    memcpy(copy, text, len);
    copy[len] = '\0';
    int sq = bbg_parse_square(copy);
    free(copy);
    return sq;
}

START_TEST(test_coordinates)
{
    const int sq = _i;
    const struct model_name name = model_name(sq);
    const char *n = name.s;
    const int rank = model_rank(sq), file = model_file(sq);
    ck_assert_truth_eq(bbg_is_square(sq), true, "%s", n);
    ck_assert_num_eq(bbg_rank_of(sq), rank, "%s", n);
    ck_assert_num_eq(bbg_file_of(sq), file, "%s", n);
    ck_assert_sq_eq(bbg_make_square(file, rank), sq, "file %d rank %d", file, rank);
    ck_assert_sq_eq(square_constants[sq], sq, "constant BBG_%c%c", 'A' + file, '1' + rank);
    ck_assert_num_eq(bbg_diag_index(sq), rank - file, "%s", n);
    ck_assert_num_eq(bbg_anti_index(sq), rank + file, "%s", n);
    /* (rank + file) ^ 7 without xor: 7 - s for s <= 7, 23 - s above. */
    const int s = rank + file;
    ck_assert_num_eq(bbg_anti_index_xor7(sq), s <= 7 ? 7 - s : 23 - s, "%s", n);
    ck_assert_num_eq(bbg_anti_index_xor7(sq), reference_anti_xor7[7 - rank][file], "%s", n);
}
END_TEST

/* Every index value names exactly the squares the model puts on that line. */
START_TEST(test_index_ranges)
{
    int seen_xor7[16] = { 0 };
    for (int sq = 0; sq < 64; sq++) {
        const struct model_name name = model_name(sq);
        const char *n = name.s;
        const int d = bbg_diag_index(sq), i = bbg_anti_index(sq), x = bbg_anti_index_xor7(sq);
        ck_assert_that(d >= -7 && d <= 7, "%s: diag index %d", n, d);
        ck_assert_that(i >= 0 && i <= 14, "%s: anti index %d", n, i);
        ck_assert_that(x >= 0 && x <= 15 && x != 8, "%s: xor7 index %d", n, x);
        seen_xor7[x]++;
        for (int other = 0; other < 64; other++) {
            const struct model_name other_name = model_name(other);
            const char *o = other_name.s;
            ck_assert_truth_eq(bbg_diag_index(other) == d, model_same_line(MODEL_DIAG, sq, other),
                               "%s %s", n, o);
            ck_assert_truth_eq(bbg_anti_index(other) == i, model_same_line(MODEL_ANTI, sq, other),
                               "%s %s", n, o);
            ck_assert_truth_eq(bbg_anti_index_xor7(other) == x,
                               model_same_line(MODEL_ANTI, sq, other), "%s %s", n, o);
        }
    }
    /* The main anti-diagonal h1-a8 is 0 (8 squares); 8 is the unused gap. */
    ck_assert_num_eq(seen_xor7[0], 8, "h1-a8");
    ck_assert_num_eq(seen_xor7[8], 0, "the gap");
    for (int x = 0; x < 16; x++)
        ck_assert_that(x == 8 || seen_xor7[x] > 0, "xor7 index %d", x);
}
END_TEST

START_TEST(test_is_square_any_int)
{
    for (int x = -300; x <= 300; x++)
        ck_assert_truth_eq(bbg_is_square(x), x >= 0 && x < 64, "int %d", x);
    const int extremes[] = { INT_MIN, INT_MIN + 1, INT_MAX, INT_MAX - 63, 64, -64 };
    expect_all_false(bbg_is_square, extremes, sizeof extremes / sizeof extremes[0]);
}
END_TEST

/* The other validity tests, against the sizes of the domains: 4 line
 * kinds, 3 sliders, 2 sides, 8 directions, 6 pieces. */
START_TEST(test_is_valid_any_int)
{
    static const struct {
        bool (*test)(int);
        int count;
        const char *name;
    } domains[] = {
        { bbg_is_line, 4, "line" }, { bbg_is_slider, 3, "slider" }, { bbg_is_side, 2, "side" },
        { bbg_is_dir, 8, "dir" }, { bbg_is_piece, 6, "piece" },
    };
    const int extremes[] = { INT_MIN, INT_MIN + 1, INT_MAX, -1 };
    for (size_t d = 0; d < sizeof domains / sizeof domains[0]; d++) {
        for (int x = -300; x <= 300; x++)
            ck_assert_truth_eq(domains[d].test(x), x >= 0 && x < domains[d].count, "%s %d", domains[d].name, x);
        expect_all_false(domains[d].test, extremes, sizeof extremes / sizeof extremes[0]);
    }
}
END_TEST

START_TEST(test_x88_squares)
{
    const int sq = _i;
    const struct model_name name = model_name(sq);
    const char *n = name.s;
    const int x88 = 16 * model_rank(sq) + model_file(sq);
    ck_assert_num_eq(bbg_to_x88(sq), x88, "%s", n);
    ck_assert_truth_eq(bbg_x88_on_board(bbg_to_x88(sq)), true, "%s", n);
    ck_assert_sq_eq(bbg_from_x88(x88), sq, "%s: 0x88 coordinate %d", n, x88);
    ck_assert_sq_eq(bbg_from_x88(bbg_to_x88(sq)), sq, "%s", n);
}
END_TEST

START_TEST(test_x88_any_int)
{
    int on_board = 0;
    for (int x = -300; x <= 300; x++) {
        const int want = model_x88_square(x);
        ck_assert_truth_eq(bbg_x88_on_board(x), want != MODEL_NONE, "int %d", x);
        if (want != MODEL_NONE) {
            on_board++;
            ck_assert_sq_eq(bbg_from_x88(x), want, "0x88 coordinate %d", x);
            ck_assert_num_eq(bbg_to_x88(bbg_from_x88(x)), x, "0x88 coordinate %d", x);
        }
    }
    ck_assert_num_eq(on_board, 64, "on-board coordinates in -300..300");
    const int extremes[] = { INT_MIN, INT_MIN + 0x77, INT_MAX, INT_MAX - 0x88, 0x100, 0x177 };
    expect_all_false(bbg_x88_on_board, extremes, sizeof extremes / sizeof extremes[0]);
}
END_TEST

START_TEST(test_names_round_trip)
{
    const int sq = _i;
    const struct model_name want = model_name(sq);
    const char *name = bbg_square_name(sq);
    ck_assert_msg(name != NULL, "%s: bbg_square_name(%d) is NULL", want.s, sq);
    ck_assert_msg(strcmp(name, want.s) == 0, "%s: bbg_square_name(%d) is \"%s\"", want.s, sq,
                  name);
    ck_assert_sq_eq(bbg_parse_square(name), sq, "%s", want.s);
    ck_assert_sq_eq(parse_copy(want.s, strlen(want.s)), sq, "%s", want.s);
    /* The string is static: asking again gives the same text. */
    ck_assert_msg(strcmp(bbg_square_name(sq), want.s) == 0, "%s: second call", want.s);
}
END_TEST

START_TEST(test_names_out_of_range)
{
    const int bad[] = { -1, 64, INT_MIN, INT_MAX, 65, 100, -64, INT_MIN + 1 };
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++)
        ck_assert_msg(bbg_square_name(bad[k]) == NULL, "bbg_square_name(%d) is not NULL",
                      bad[k]);
    for (int x = -300; x <= 300; x++)
        if (x < 0 || x > 63)
            ck_assert_msg(bbg_square_name(x) == NULL, "bbg_square_name(%d) is not NULL", x);
}
END_TEST

START_TEST(test_parse_rejects)
{
    ck_assert_sq_eq(bbg_parse_square(NULL), -1, "NULL");
    static const char *const bad[] = {
        "", "e", "e44", "i1", "a0", "a9", "E4", " e4", "e4 ", "4e",
        "h9", "i8", "`1", "@1", "e4\n", "\ne4", "e4\t", "ee", "44", "e-4",
        "e+4", "a10", "e4e4", "a1a", "e 4", "-1", "63", "28", "A1", "H8",
        /* NOLINTNEXTLINE(bugprone-suspicious-missing-comma): "\xa9" "4" ends the escape */
        "\xe4", "e\xb4", "\xc3\xa9" "4", "e\xef\xbc\x94", "\xff\xff", "e4\xff",
        "a", "h", "1", "8", ":1", "e:", "e/", "e0", "z9", "\x7f" "1",
    };
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        ck_assert_msg(bbg_parse_square(bad[k]) == -1, "bbg_parse_square(bad[%u]) is %d", (unsigned)k,
                      bbg_parse_square(bad[k]));
        ck_assert_msg(parse_copy(bad[k], strlen(bad[k])) == -1, "copy of bad[%u]", (unsigned)k);
    }
}
END_TEST

/* Every string of one or two bytes: exactly the 64 names are accepted. */
START_TEST(test_parse_all_short_strings)
{
    for (int c0 = 1; c0 < 256; c0++) {
        for (int c1 = 0; c1 < 256; c1++) {
            const char text[3] = { (char)c0, (char)c1, '\0' };
            const size_t len = c1 == 0 ? 1 : 2;
            const int file = c0 - 'a', rank = c1 - '1';
            const int want = len == 2 ? model_square(file, rank) : MODEL_NONE;
            ck_assert_msg(parse_copy(text, len) == want,
                          "bbg_parse_square of bytes %d %d is %d, expected %d", c0, c1,
                          parse_copy(text, len), want);
        }
    }
}
END_TEST

/* A valid name followed by any third byte is rejected. */
START_TEST(test_parse_valid_prefix)
{
    for (int sq = 0; sq < 64; sq++) {
        const struct model_name name = model_name(sq);
        for (int c2 = 1; c2 < 256; c2++) {
            const char text[4] = { name.s[0], name.s[1], (char)c2, '\0' };
            ck_assert_msg(parse_copy(text, 3) == -1, "%s followed by byte %d", name.s, c2);
        }
    }
}
END_TEST

START_TEST(test_version)
{
    char want[64];
    snprintf(want, sizeof want, "%d.%d.%d", BBG_VERSION_MAJOR, BBG_VERSION_MINOR,
             BBG_VERSION_PATCH);
    ck_assert_str_eq(BBG_VERSION_STRING, want);
    ck_assert_ptr_nonnull(bbg_version());
    ck_assert_str_eq(bbg_version(), BBG_VERSION_STRING);
    ck_assert_int_ge(BBG_VERSION_MAJOR, 0);
    ck_assert_int_ge(BBG_VERSION_MINOR, 0);
    ck_assert_int_ge(BBG_VERSION_PATCH, 0);
}
END_TEST

static Suite *square_suite(void)
{
    Suite *s = suite_create("square");

    TCase *tc = tcase_create("indices");
    tcase_add_loop_test(tc, test_coordinates, 0, 64);
    tcase_add_test(tc, test_index_ranges);
    tcase_add_test(tc, test_is_square_any_int);
    tcase_add_test(tc, test_is_valid_any_int);
    suite_add_tcase(s, tc);

    tc = tcase_create("x88");
    tcase_add_loop_test(tc, test_x88_squares, 0, 64);
    tcase_add_test(tc, test_x88_any_int);
    suite_add_tcase(s, tc);

    tc = tcase_create("names");
    tcase_add_loop_test(tc, test_names_round_trip, 0, 64);
    tcase_add_test(tc, test_names_out_of_range);
    tcase_add_test(tc, test_parse_rejects);
    suite_add_tcase(s, tc);

    tc = tcase_create("parse_exhaustive");
    tcase_add_test(tc, test_parse_all_short_strings);
    tcase_add_test(tc, test_parse_valid_prefix);
    suite_add_tcase(s, tc);

    tc = tcase_create("version");
    tcase_add_test(tc, test_version);
    suite_add_tcase(s, tc);

    return s;
}

int main(void) { return test_run_suite(square_suite()); }
