/* Assertions: every inline primitive given an out-of-range square (or line
 * kind, slider, rank, file or index) aborts in a debug build, and does not
 * abort on a valid one. Check runs each call in a forked child and expects
 * SIGABRT (assert's abort). Without assertions (NDEBUG, -Db_ndebug=true)
 * there is nothing to test: the suite reports itself skipped. */
#include <limits.h>
#include <signal.h>

#include "check_main.h"

/* Keeps each result alive so the call cannot be optimised away. */
static volatile uint64_t sink;

/* Out-of-range values for an argument that must be a square 0..63. */
static const int bad_squares[] = { -1, 64, 65, INT_MIN, INT_MAX, -64, 1000 };
enum { NBAD = (int)(sizeof bad_squares / sizeof bad_squares[0]) };

/* One call per way of passing a bad value to a primitive: `bad` is an
 * out-of-range square; `ok` a valid value for the other arguments. */
typedef void call_fn(int bad);

#define SQ_CALL(name, expr) \
    static void name(int bad) { sink = (uint64_t)(expr); }

SQ_CALL(c_rank_of, bbg_rank_of(bad))
SQ_CALL(c_file_of, bbg_file_of(bad))
SQ_CALL(c_diag_index, bbg_diag_index(bad))
SQ_CALL(c_anti_index, bbg_anti_index(bad))
SQ_CALL(c_anti_index_xor7, bbg_anti_index_xor7(bad))
SQ_CALL(c_to_x88, bbg_to_x88(bad))
SQ_CALL(c_line_bb_rank, bbg_line_bb(BBG_RANK, bad))
SQ_CALL(c_line_bb_anti, bbg_line_bb(BBG_ANTI, bad))
SQ_CALL(c_same_rank_a, bbg_same_rank(bad, BBG_E4))
SQ_CALL(c_same_rank_b, bbg_same_rank(BBG_E4, bad))
SQ_CALL(c_same_file_a, bbg_same_file(bad, BBG_E4))
SQ_CALL(c_same_file_b, bbg_same_file(BBG_E4, bad))
SQ_CALL(c_same_diag_a, bbg_same_diag(bad, BBG_E4))
SQ_CALL(c_same_diag_b, bbg_same_diag(BBG_E4, bad))
SQ_CALL(c_same_anti_a, bbg_same_anti(bad, BBG_E4))
SQ_CALL(c_same_anti_b, bbg_same_anti(BBG_E4, bad))
SQ_CALL(c_same_line_a, bbg_same_line(BBG_DIAG, bad, BBG_E4))
SQ_CALL(c_same_line_b, bbg_same_line(BBG_FILE, BBG_E4, bad))
SQ_CALL(c_color_lookup, bbg_color_lookup(bad))
SQ_CALL(c_color_bb64, bbg_color_bb64(bad))
SQ_CALL(c_color_bb32, bbg_color_bb32(bad))
SQ_CALL(c_color_parity, bbg_color_parity(bad))
SQ_CALL(c_color_lea, bbg_color_lea(bad))
SQ_CALL(c_color_of, bbg_color_of(bad))
SQ_CALL(c_is_dark, bbg_is_dark(bad))
SQ_CALL(c_same_color_xor_a, bbg_same_color_xor(bad, BBG_E4))
SQ_CALL(c_same_color_xor_b, bbg_same_color_xor(BBG_E4, bad))
SQ_CALL(c_same_color_lea_a, bbg_same_color_lea(bad, BBG_E4))
SQ_CALL(c_same_color_lea_b, bbg_same_color_lea(BBG_E4, bad))
SQ_CALL(c_same_color_a, bbg_same_color(bad, BBG_E4))
SQ_CALL(c_same_color_b, bbg_same_color(BBG_E4, bad))
SQ_CALL(c_rank_file_a, (uint64_t)bbg_intersect_rank_file(bad, BBG_E4))
SQ_CALL(c_rank_file_b, (uint64_t)bbg_intersect_rank_file(BBG_E4, bad))
SQ_CALL(c_rank_diag_a, (uint64_t)bbg_intersect_rank_diag(bad, BBG_E4))
SQ_CALL(c_rank_diag_b, (uint64_t)bbg_intersect_rank_diag(BBG_E4, bad))
SQ_CALL(c_rank_anti_a, (uint64_t)bbg_intersect_rank_anti(bad, BBG_E4))
SQ_CALL(c_rank_anti_b, (uint64_t)bbg_intersect_rank_anti(BBG_E4, bad))
SQ_CALL(c_file_rank_a, (uint64_t)bbg_intersect_file_rank(bad, BBG_E4))
SQ_CALL(c_file_rank_b, (uint64_t)bbg_intersect_file_rank(BBG_E4, bad))
SQ_CALL(c_file_diag_a, (uint64_t)bbg_intersect_file_diag(bad, BBG_E4))
SQ_CALL(c_file_diag_b, (uint64_t)bbg_intersect_file_diag(BBG_E4, bad))
SQ_CALL(c_file_anti_a, (uint64_t)bbg_intersect_file_anti(bad, BBG_E4))
SQ_CALL(c_file_anti_b, (uint64_t)bbg_intersect_file_anti(BBG_E4, bad))
SQ_CALL(c_diag_rank_a, (uint64_t)bbg_intersect_diag_rank(bad, BBG_E4))
SQ_CALL(c_diag_rank_b, (uint64_t)bbg_intersect_diag_rank(BBG_E4, bad))
SQ_CALL(c_diag_file_a, (uint64_t)bbg_intersect_diag_file(bad, BBG_E4))
SQ_CALL(c_diag_file_b, (uint64_t)bbg_intersect_diag_file(BBG_E4, bad))
SQ_CALL(c_diag_anti_a, (uint64_t)bbg_intersect_diag_anti(bad, BBG_E4))
SQ_CALL(c_diag_anti_b, (uint64_t)bbg_intersect_diag_anti(BBG_E4, bad))
SQ_CALL(c_anti_rank_a, (uint64_t)bbg_intersect_anti_rank(bad, BBG_E4))
SQ_CALL(c_anti_rank_b, (uint64_t)bbg_intersect_anti_rank(BBG_E4, bad))
SQ_CALL(c_anti_file_a, (uint64_t)bbg_intersect_anti_file(bad, BBG_E4))
SQ_CALL(c_anti_file_b, (uint64_t)bbg_intersect_anti_file(BBG_E4, bad))
SQ_CALL(c_anti_diag_a, (uint64_t)bbg_intersect_anti_diag(bad, BBG_E4))
SQ_CALL(c_anti_diag_b, (uint64_t)bbg_intersect_anti_diag(BBG_E4, bad))
SQ_CALL(c_intersect_a, (uint64_t)bbg_intersect(BBG_RANK, bad, BBG_DIAG, BBG_E4))
SQ_CALL(c_intersect_b, (uint64_t)bbg_intersect(BBG_ANTI, BBG_E4, BBG_FILE, bad))
SQ_CALL(c_intersect_bb_a, bbg_intersect_bb(BBG_RANK, bad, BBG_DIAG, BBG_E4))
SQ_CALL(c_intersect_bb_b, bbg_intersect_bb(BBG_ANTI, BBG_E4, BBG_FILE, bad))
SQ_CALL(c_between_a, bbg_between_bb(bad, BBG_E4))
SQ_CALL(c_between_b, bbg_between_bb(BBG_E4, bad))
SQ_CALL(c_line_through_a, bbg_line_through_bb(bad, BBG_E4))
SQ_CALL(c_line_through_b, bbg_line_through_bb(BBG_E4, bad))
SQ_CALL(c_cross_a, bbg_cross_bb(BBG_QUEEN, bad, BBG_E4))
SQ_CALL(c_cross_b, bbg_cross_bb(BBG_BISHOP, BBG_E4, bad))

/* Every primitive that takes a square, with the bad square in each
 * position it can take. */
static call_fn *const square_calls[] = {
    c_rank_of, c_file_of, c_diag_index, c_anti_index, c_anti_index_xor7, c_to_x88,
    c_line_bb_rank, c_line_bb_anti,
    c_same_rank_a, c_same_rank_b, c_same_file_a, c_same_file_b,
    c_same_diag_a, c_same_diag_b, c_same_anti_a, c_same_anti_b,
    c_same_line_a, c_same_line_b,
    c_color_lookup, c_color_bb64, c_color_bb32, c_color_parity, c_color_lea,
    c_color_of, c_is_dark,
    c_same_color_xor_a, c_same_color_xor_b, c_same_color_lea_a, c_same_color_lea_b,
    c_same_color_a, c_same_color_b,
    c_rank_file_a, c_rank_file_b, c_rank_diag_a, c_rank_diag_b, c_rank_anti_a, c_rank_anti_b,
    c_file_rank_a, c_file_rank_b, c_file_diag_a, c_file_diag_b, c_file_anti_a, c_file_anti_b,
    c_diag_rank_a, c_diag_rank_b, c_diag_file_a, c_diag_file_b, c_diag_anti_a, c_diag_anti_b,
    c_anti_rank_a, c_anti_rank_b, c_anti_file_a, c_anti_file_b, c_anti_diag_a, c_anti_diag_b,
    c_intersect_a, c_intersect_b, c_intersect_bb_a, c_intersect_bb_b,
    c_between_a, c_between_b, c_line_through_a, c_line_through_b, c_cross_a, c_cross_b,
};
enum { NSQUARE_CALLS = (int)(sizeof square_calls / sizeof square_calls[0]) };

/* Primitives whose argument is something else than a square: each call
 * passes one bad value (chosen from the geometry of the argument). */
static void o_make_square_file(void) { sink = (uint64_t)bbg_make_square(8, 0); }
static void o_make_square_rank(void) { sink = (uint64_t)bbg_make_square(0, -1); }
static void o_from_x88_gap(void) { sink = (uint64_t)bbg_from_x88(0x08); }
static void o_from_x88_high(void) { sink = (uint64_t)bbg_from_x88(0x80); }
static void o_from_x88_negative(void) { sink = (uint64_t)bbg_from_x88(-1); }
static void o_color_x88_gap(void) { sink = (uint64_t)bbg_color_x88(0x7F); }
static void o_color_x88_negative(void) { sink = (uint64_t)bbg_color_x88(INT_MIN); }
static void o_rank_bb_high(void) { sink = bbg_rank_bb(8); }
static void o_rank_bb_negative(void) { sink = bbg_rank_bb(-1); }
static void o_file_bb_high(void) { sink = bbg_file_bb(8); }
static void o_file_bb_negative(void) { sink = bbg_file_bb(-1); }
static void o_diag_bb_high(void) { sink = bbg_diag_bb(8); }
static void o_diag_bb_low(void) { sink = bbg_diag_bb(-8); }
static void o_anti_bb_high(void) { sink = bbg_anti_bb(15); }
static void o_anti_bb_negative(void) { sink = bbg_anti_bb(-1); }
static void o_line_bb_kind(void) { sink = bbg_line_bb((enum bbg_line)4, BBG_E4); }
static void o_same_line_kind(void) { sink = bbg_same_line((enum bbg_line)4, BBG_E4, BBG_E5); }
static void o_intersect_kind_a(void) { sink = (uint64_t)bbg_intersect((enum bbg_line)4, BBG_E4, BBG_RANK, BBG_B7); }
static void o_intersect_kind_b(void) { sink = (uint64_t)bbg_intersect(BBG_RANK, BBG_E4, (enum bbg_line)7, BBG_B7); }
static void o_intersect_bb_kind(void) { sink = bbg_intersect_bb(BBG_RANK, BBG_E4, (enum bbg_line)4, BBG_B7); }
static void o_cross_slider(void) { sink = bbg_cross_bb((enum bbg_slider)3, BBG_E4, BBG_B7); }

static void (*const other_calls[])(void) = {
    o_make_square_file, o_make_square_rank, o_from_x88_gap, o_from_x88_high, o_from_x88_negative,
    o_color_x88_gap, o_color_x88_negative,
    o_rank_bb_high, o_rank_bb_negative, o_file_bb_high, o_file_bb_negative,
    o_diag_bb_high, o_diag_bb_low, o_anti_bb_high, o_anti_bb_negative,
    o_line_bb_kind, o_same_line_kind, o_intersect_kind_a, o_intersect_kind_b,
    o_intersect_bb_kind, o_cross_slider,
};
enum { NOTHER_CALLS = (int)(sizeof other_calls / sizeof other_calls[0]) };

/* Each (call, bad square) pair in its own forked child: must abort. */
START_TEST(test_bad_square_aborts)
{
    square_calls[_i / NBAD](bad_squares[_i % NBAD]);
    ck_abort_msg("call %d with square %d returned instead of aborting", _i / NBAD,
                 bad_squares[_i % NBAD]);
}
END_TEST

START_TEST(test_bad_argument_aborts)
{
    other_calls[_i]();
    ck_abort_msg("call %d returned instead of aborting", _i);
}
END_TEST

/* The control: the same primitives on every valid square do not abort (so
 * the aborts above come from the argument checks, not from something else). */
START_TEST(test_valid_square_returns)
{
    /* xor, not +: the mix of negative results (-1, diagonal indices) and
     * bitboards would wrap. */
    for (int sq = 0; sq < 64; sq++) {
        sink = (uint64_t)bbg_rank_of(sq) ^ (uint64_t)bbg_file_of(sq) ^ (uint64_t)bbg_diag_index(sq)
             ^ (uint64_t)bbg_anti_index(sq) ^ (uint64_t)bbg_anti_index_xor7(sq)
             ^ (uint64_t)bbg_to_x88(sq) ^ (uint64_t)bbg_from_x88(bbg_to_x88(sq))
             ^ (uint64_t)bbg_color_x88(bbg_to_x88(sq)) ^ bbg_line_bb(BBG_RANK, sq)
             ^ bbg_line_bb(BBG_ANTI, sq) ^ (uint64_t)bbg_color_lookup(sq)
             ^ (uint64_t)bbg_color_bb64(sq) ^ (uint64_t)bbg_color_bb32(sq)
             ^ (uint64_t)bbg_color_parity(sq) ^ (uint64_t)bbg_color_lea(sq)
             ^ (uint64_t)bbg_is_dark(sq) ^ (uint64_t)bbg_same_color_lea(sq, _i)
             ^ (uint64_t)bbg_same_color(sq, _i) ^ (uint64_t)bbg_same_line(BBG_DIAG, sq, _i)
             ^ (uint64_t)bbg_intersect(BBG_RANK, sq, BBG_ANTI, _i)
             ^ (uint64_t)bbg_intersect(BBG_DIAG, sq, BBG_ANTI, _i)
             ^ bbg_intersect_bb(BBG_FILE, sq, BBG_DIAG, _i) ^ bbg_between_bb(sq, _i)
             ^ bbg_line_through_bb(sq, _i) ^ bbg_cross_bb(BBG_QUEEN, sq, _i);
    }
    sink = bbg_rank_bb(_i & 7) ^ bbg_file_bb(_i & 7) ^ bbg_diag_bb((_i % 15) - 7)
         ^ bbg_anti_bb(_i % 15) ^ (uint64_t)bbg_make_square(_i & 7, _i >> 3);
}
END_TEST

static Suite *asserts_suite(void)
{
    Suite *s = suite_create("asserts");
    TCase *tc = tcase_create("asserts");
    tcase_add_loop_test_raise_signal(tc, test_bad_square_aborts, SIGABRT, 0,
                                     NSQUARE_CALLS * NBAD);
    tcase_add_loop_test_raise_signal(tc, test_bad_argument_aborts, SIGABRT, 0, NOTHER_CALLS);
    tcase_add_loop_test(tc, test_valid_square_returns, 0, 64);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    /* TAP: a plan of 0 tests with a reason, which meson reports as skipped. */
    bool asserts_enabled = true;
#ifdef NDEBUG
    asserts_enabled = false;
#endif
    if (!asserts_enabled) {
        puts("1..0 # SKIP assertions are disabled (NDEBUG; build with -Db_ndebug=false)");
        return EXIT_SUCCESS;
    }
    return test_run_suite(asserts_suite());
}
