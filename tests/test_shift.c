/* Shifts, fills and rays (shift.h) against the model: every square and
 * every direction and offset, and whole boards (the edges, random ones)
 * shifted and filled square by square. */
#include <limits.h>

#include "check_fast.h"

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

/* The square df files east and dr ranks north of sq, or MODEL_NONE; any
 * ints (added as long long, which cannot overflow). */
static int model_offset_square(int sq, int df, int dr)
{
    const long long file = (long long)model_file(sq) + df, rank = (long long)model_rank(sq) + dr;
    return file < 0 || file > 7 || rank < 0 || rank > 7 ? MODEL_NONE : model_square((int)file, (int)rank);
}

/* Every bit of bb moved by (df, dr), square by square. */
static uint64_t model_shift_by_set(uint64_t bb, int df, int dr)
{
    uint64_t out = 0;
    for (int sq = 0; sq < 64; sq++) {
        const int to = model_has(bb, sq) ? model_offset_square(sq, df, dr) : MODEL_NONE;
        out |= to == MODEL_NONE ? 0 : model_bit(to);
    }
    return out;
}

/* The square n single steps from sq, walked one at a time (the other way
 * for a negative n), or MODEL_NONE once the walk leaves the board. */
static int model_walk_steps(int sq, struct model_step step, int n)
{
    const long long count = n < 0 ? -(long long)n : n;
    const int sign = n < 0 ? -1 : 1;
    int to = sq;
    for (long long k = 0; k < count && to != MODEL_NONE; k++)
        to = model_square(model_file(to) + sign * step.df, model_rank(to) + sign * step.dr);
    return to;
}

/* Each square of bb and the squares of its ray towards dr (1 north, -1 south). */
static uint64_t model_fill(uint64_t bb, int dr)
{
    const struct model_step step = { 0, dr };
    uint64_t out = 0;
    for (int sq = 0; sq < 64; sq++)
        if (model_has(bb, sq))
            out |= model_bit(sq) | model_ray_bb(sq, step);
    return out;
}

/* Offsets: every one on the board, the first ones off it, and the far
 * ends of int (no shift of 64 or more, no overflow). */
static const int offsets[] = {
    INT_MIN, INT_MIN + 1, -1000, -65, -64, -63, -9, -8, -7, -6, -5, -4, -3, -2, -1, 0,
    1, 2, 3, 4, 5, 6, 7, 8, 9, 63, 64, 65, 1000, INT_MAX - 1, INT_MAX,
};
enum { NOFFSETS = (int)(sizeof offsets / sizeof offsets[0]) };

START_TEST(test_shift_by_square)
{
    const int sq = _i;
    for (int i = 0; i < NOFFSETS; i++)
        for (int j = 0; j < NOFFSETS; j++) {
            const int to = model_offset_square(sq, offsets[i], offsets[j]);
            expect_bb_eq(bbg_shift_by_bb(model_bit(sq), offsets[i], offsets[j]), to == MODEL_NONE ? 0 : model_bit(to),
                         "%s by (%d, %d)", model_name(sq).s, offsets[i], offsets[j]);
        }
}
END_TEST

START_TEST(test_shift_n_by_square)
{
    const int sq = _i;
    for (int d = 0; d < 8; d++)
        for (int i = 0; i < NOFFSETS; i++) {
            const int to = model_walk_steps(sq, dir_steps[d], offsets[i]);
            expect_bb_eq(bbg_shift_n_bb(model_bit(sq), (enum bbg_dir)d, offsets[i]),
                         to == MODEL_NONE ? 0 : model_bit(to), "%s %d steps %s", model_name(sq).s, offsets[i],
                         dir_names[d]);
        }
}
END_TEST

/* Whole boards: each edge of the board and the full and empty boards by
 * every offset of -9..9, and random boards by random offsets; n steps
 * against n single shifts. */
START_TEST(test_shift_by_sets)
{
    struct test_random r = { 3 };
    const uint64_t edges[] = { ~UINT64_C(0), model_file_bb(0), model_file_bb(7), model_rank_bb(0),
                               model_rank_bb(7), 0 };
    for (size_t i = 0; i < sizeof edges / sizeof edges[0]; i++)
        for (int df = -9; df <= 9; df++)
            for (int dr = -9; dr <= 9; dr++)
                expect_bb_eq(bbg_shift_by_bb(edges[i], df, dr), model_shift_by_set(edges[i], df, dr),
                             "0x%016" PRIx64 " by (%d, %d)", edges[i], df, dr);
    for (long i = 0; i < 20000; i++) {
        const uint64_t bb = test_random_board(&r, i);
        const int df = (int)(test_random_next(&r) % 19) - 9, dr = (int)(test_random_next(&r) % 19) - 9;
        const enum bbg_dir dir = (enum bbg_dir)(test_random_next(&r) % 8);
        uint64_t stepped = bb;
        expect_bb_eq(bbg_shift_by_bb(bb, df, dr), model_shift_by_set(bb, df, dr), "0x%016" PRIx64 " by (%d, %d)",
                     bb, df, dr);
        for (int n = 0; n <= 9; n++, stepped = bbg_shift_bb(stepped, dir))
            expect_bb_eq(bbg_shift_n_bb(bb, dir, n), stepped, "0x%016" PRIx64 " %d steps %s", bb, n, dir_names[dir]);
    }
}
END_TEST

START_TEST(test_fills)
{
    struct test_random r = { 4 };
    for (long i = -6; i < 20000; i++) {
        const uint64_t edges[] = { 0, ~UINT64_C(0), model_rank_bb(0), model_rank_bb(7), model_file_bb(3),
                                   UINT64_C(1) << 63 | 1 };
        const uint64_t bb = i < 0 ? edges[i + 6] : test_random_board(&r, i);
        const uint64_t north = model_fill(bb, 1), south = model_fill(bb, -1);
        uint64_t files = 0;
        for (int f = 0; f < 8; f++)
            files |= (bb & model_file_bb(f)) != 0 ? model_file_bb(f) : 0;
        expect_bb_eq(bbg_fill_north_bb(bb), north, "north of 0x%016" PRIx64, bb);
        expect_bb_eq(bbg_fill_south_bb(bb), south, "south of 0x%016" PRIx64, bb);
        expect_bb_eq(bbg_file_fill_bb(bb), files, "files of 0x%016" PRIx64, bb);
    }
}
END_TEST

/* Hand-checked rays and shifts. */
START_TEST(test_shift_examples)
{
    ck_assert_bb_eq(bbg_ray_bb(BBG_B2, BBG_SOUTH_WEST), model_bit(BBG_A1), "ray b2 south-west");
    ck_assert_bb_eq(bbg_ray_bb(BBG_E4, BBG_NORTH), model_bit(BBG_E5) | model_bit(BBG_E6) | model_bit(BBG_E7)
                    | model_bit(BBG_E8), "ray e4 north");
    ck_assert_bb_eq(bbg_shift_bb(model_bit(BBG_H4), BBG_EAST), 0, "h4 east");
    ck_assert_bb_eq(bbg_shift_bb(model_bit(BBG_A4), BBG_NORTH_WEST), 0, "a4 north-west");
    ck_assert_bb_eq(bbg_shift_bb(model_bit(BBG_D4), BBG_SOUTH_EAST), model_bit(BBG_E3), "d4 south-east");
    ck_assert_bb_eq(bbg_shift_by_bb(model_bit(BBG_E2), -1, 2), model_bit(BBG_D4), "e2 by (-1, 2)");
    ck_assert_bb_eq(bbg_shift_by_bb(model_file_bb(0) | model_file_bb(7), 1, 0), model_file_bb(1), "files a h east");
    ck_assert_bb_eq(bbg_shift_by_bb(model_bit(BBG_H8), -7, -7), model_bit(BBG_A1), "h8 by (-7, -7)");
    ck_assert_bb_eq(bbg_shift_n_bb(model_bit(BBG_B2), BBG_NORTH, 2), model_bit(BBG_B4), "b2 two north");
    ck_assert_bb_eq(bbg_shift_n_bb(model_bit(BBG_B2), BBG_NORTH_WEST, -1), model_bit(BBG_C1), "b2 -1 north-west");
    ck_assert_bb_eq(bbg_fill_north_bb(model_bit(BBG_C6)), model_bit(BBG_C6) | model_bit(BBG_C7) | model_bit(BBG_C8),
                    "c6 north");
    ck_assert_bb_eq(bbg_file_fill_bb(model_bit(BBG_C6) | model_bit(BBG_C2)), model_file_bb(2), "c6 c2 files");
}
END_TEST

int main(void)
{
    const struct test_entry tests[] = {
        { test_shift_and_ray_by_square, 64 }, { test_shift_sets, 0 }, { test_shift_by_square, 64 },
        { test_shift_n_by_square, 64 },       { test_shift_by_sets, 0 }, { test_fills, 0 },
        { test_shift_examples, 0 },
    };
    return test_run_entries("shift", tests, sizeof tests / sizeof tests[0], 0);
}
