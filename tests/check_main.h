/* Check plumbing shared by the bbgeom suites: running a suite as TAP for
 * meson, and assertions whose failure messages name the squares involved.
 *
 * This is the one place where the model (model.h) meets the library: the
 * model's kind and slider numbers are checked against the library's enums
 * here, so a suite can pass one to the other. */
#ifndef BBGEOM_TEST_CHECK_MAIN_H
#define BBGEOM_TEST_CHECK_MAIN_H

#include <check.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include <bbgeom.h>

#include "model.h"

_Static_assert(MODEL_RANK == (int)BBG_RANK && MODEL_FILE == (int)BBG_FILE
               && MODEL_DIAG == (int)BBG_DIAG && MODEL_ANTI == (int)BBG_ANTI,
               "model kinds follow enum bbg_line");
_Static_assert(MODEL_BISHOP == (int)BBG_BISHOP && MODEL_ROOK == (int)BBG_ROOK
               && MODEL_QUEEN == (int)BBG_QUEEN,
               "model sliders follow enum bbg_slider");
_Static_assert(MODEL_DARK == (int)BBG_DARK && MODEL_LIGHT == (int)BBG_LIGHT,
               "model colours follow enum bbg_color");
/* NOLINTNEXTLINE(misc-redundant-expression): two macros, both -1 today */
_Static_assert(MODEL_NONE == BBG_NO_SQUARE, "one value for no square");

/* A formatted context for an assertion message, by value. */
struct test_text {
    char s[256];
};

#if defined(__GNUC__)
__attribute__((format(printf, 1, 2)))
#endif
static inline struct test_text test_format(const char *fmt, ...)
{
    struct test_text text;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text.s, sizeof text.s, fmt, ap);
    va_end(ap);
    return text;
}

/* Each assertion takes the value got, the value expected, then a printf
 * format and its arguments (at least the format) that say which squares
 * were asked about. Messages stay on one line and contain no '#', so that
 * they cannot break the TAP stream. The context is only formatted when the
 * assertion fails. */

/* Two bitboards, shown in hex and as square lists. */
#define ck_assert_bb_eq(got, want, ...)                                                 \
    do {                                                                                \
        const uint64_t ck_bb_got_ = (got);                                              \
        const uint64_t ck_bb_want_ = (want);                                            \
        ck_assert_msg(ck_bb_got_ == ck_bb_want_,                                        \
                      "%s: %s is 0x%016" PRIx64 " {%s}, expected 0x%016" PRIx64 " {%s}", \
                      test_format(__VA_ARGS__).s, #got, ck_bb_got_,                     \
                      model_bb_text(ck_bb_got_).s, ck_bb_want_,                         \
                      model_bb_text(ck_bb_want_).s);                                    \
    } while (0)

/* Two squares (or -1), shown by name. */
#define ck_assert_sq_eq(got, want, ...)                                                 \
    do {                                                                                \
        const int ck_sq_got_ = (got);                                                   \
        const int ck_sq_want_ = (want);                                                 \
        ck_assert_msg(ck_sq_got_ == ck_sq_want_, "%s: %s is %s (%d), expected %s (%d)", \
                      test_format(__VA_ARGS__).s, #got, model_name(ck_sq_got_).s,       \
                      ck_sq_got_, model_name(ck_sq_want_).s, ck_sq_want_);              \
    } while (0)

/* Two ints that are not squares (indices, colours, counts). */
#define ck_assert_num_eq(got, want, ...)                                                \
    do {                                                                                \
        const long long ck_num_got_ = (got);                                            \
        const long long ck_num_want_ = (want);                                          \
        ck_assert_msg(ck_num_got_ == ck_num_want_, "%s: %s is %lld, expected %lld",     \
                      test_format(__VA_ARGS__).s, #got, ck_num_got_, ck_num_want_);     \
    } while (0)

/* Two truth values. */
#define ck_assert_truth_eq(got, want, ...)                                              \
    do {                                                                                \
        const bool ck_truth_got_ = (got);                                               \
        const bool ck_truth_want_ = (want);                                             \
        ck_assert_msg(ck_truth_got_ == ck_truth_want_, "%s: %s is %s, expected %s",     \
                      test_format(__VA_ARGS__).s, #got,                                 \
                      ck_truth_got_ ? "true" : "false",                                 \
                      ck_truth_want_ ? "true" : "false");                               \
    } while (0)

/* A condition that must hold (a property rather than a comparison). */
#define ck_assert_that(cond, ...)                                                       \
    ck_assert_msg(cond, "%s: %s does not hold", test_format(__VA_ARGS__).s, #cond)

/* Runs suite with TAP on stdout (meson's protocol: 'tap'); returns the exit
 * status. CK_SILENT: Check's own report also goes to stdout and would
 * corrupt the TAP stream (tried with Check 0.15.2: CK_NORMAL prints
 * "Running suite(s): ..." and a summary line there). Forks as fork says:
 * CK_FORK_GETENV (test_run_suite) runs each test in a forked child unless
 * CK_FORK=no says otherwise (CI's instrumented steps, where a fork costs
 * tens of milliseconds; Windows has no fork); CK_FORK always forks, for
 * tests that expect a signal. */
static inline int test_run_suite_forking(Suite *suite, enum fork_status fork)
{
    SRunner *runner = srunner_create(suite);
    srunner_set_fork_status(runner, fork);
    srunner_set_tap(runner, "-");
    srunner_run_all(runner, CK_SILENT);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}

static inline int test_run_suite(Suite *suite) { return test_run_suite_forking(suite, CK_FORK_GETENV); }

/* One test of a one-case suite: run once (loop_end 0), or once for each
 * _i in 0..loop_end - 1. */
struct test_entry {
    const TTest *test;
    int loop_end;
};

/* A suite of one test case holding the n tests, with a timeout in seconds
 * (0: Check's default), run as by test_run_suite. */
static inline int test_run_entries(const char *name, const struct test_entry *tests, size_t n, double timeout)
{
    Suite *suite = suite_create(name);
    TCase *tc = tcase_create(name);
    for (size_t i = 0; i < n; i++)
        _tcase_add_test(tc, tests[i].test, 0, 0, 0, tests[i].loop_end > 0 ? tests[i].loop_end : 1);
    if (timeout > 0)
        tcase_set_timeout(tc, timeout);
    suite_add_tcase(suite, tc);
    return test_run_suite(suite);
}

#endif
