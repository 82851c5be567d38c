/* Shifts and rays (shift.h) against the model: every square and every
 * direction, and whole boards (the edges, random ones) shifted square by
 * square. */
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

/* Hand-checked rays and shifts. */
START_TEST(test_shift_examples)
{
    ck_assert_bb_eq(bbg_ray_bb(BBG_B2, BBG_SOUTH_WEST), model_bit(BBG_A1), "ray b2 south-west");
    ck_assert_bb_eq(bbg_ray_bb(BBG_E4, BBG_NORTH), model_bit(BBG_E5) | model_bit(BBG_E6) | model_bit(BBG_E7)
                    | model_bit(BBG_E8), "ray e4 north");
    ck_assert_bb_eq(bbg_shift_bb(model_bit(BBG_H4), BBG_EAST), 0, "h4 east");
    ck_assert_bb_eq(bbg_shift_bb(model_bit(BBG_A4), BBG_NORTH_WEST), 0, "a4 north-west");
    ck_assert_bb_eq(bbg_shift_bb(model_bit(BBG_D4), BBG_SOUTH_EAST), model_bit(BBG_E3), "d4 south-east");
}
END_TEST

int main(void)
{
    const struct test_entry tests[] = {
        { test_shift_and_ray_by_square, 64 }, { test_shift_sets, 0 }, { test_shift_examples, 0 },
    };
    return test_run_entries("shift", tests, sizeof tests / sizeof tests[0], 0);
}
