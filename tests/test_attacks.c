/* Attacks on plain bitboards (attacks.h) against the model: attacks by
 * run-time kind, both sides' attackers of every square on random boards,
 * and the x-ray attackers revealed behind a square. */
#include "check_fast.h"

_Static_assert(BBG_PIECE_PAWN == 0 && BBG_PIECE_KNIGHT == 1 && BBG_PIECE_BISHOP == 2 && BBG_PIECE_ROOK == 3
                   && BBG_PIECE_QUEEN == 4 && BBG_PIECE_KING == 5,
               "the model's kinds are enum bbg_piece's");

/* A random board: random occupied squares, each with a random side and
 * kind; kind[sq] and side[sq] are -1 on empty squares. */
struct test_board {
    struct bbg_board b;
    int kind[64], side[64];
};

static void random_board(struct test_random *r, long i, struct test_board *t)
{
    uint64_t pieces = test_random_board(r, i);
    memset(&t->b, 0, sizeof t->b);
    for (int sq = 0; sq < 64; sq++) {
        t->kind[sq] = t->side[sq] = -1;
        if (!model_has(pieces, sq))
            continue;
        t->kind[sq] = (int)(test_random_next(r) % 6);
        t->side[sq] = (int)(test_random_next(r) & 1);
        t->b.by_kind[t->kind[sq]] |= model_bit(sq);
        t->b.by_side[t->side[sq]] |= model_bit(sq);
    }
}

/* Does the piece of the model board on from attack to through occ? */
static bool model_attacks(const struct test_board *t, int from, int to, uint64_t occ)
{
    switch (t->kind[from]) {
    case BBG_PIECE_PAWN: return model_has(model_pawn_bb(t->side[from], from), to);
    case BBG_PIECE_KNIGHT: return model_has(model_knight_bb(from), to);
    case BBG_PIECE_BISHOP: return model_has(model_slider_attacks_bb(MODEL_BISHOP, from, occ), to);
    case BBG_PIECE_ROOK: return model_has(model_slider_attacks_bb(MODEL_ROOK, from, occ), to);
    case BBG_PIECE_QUEEN: return model_has(model_slider_attacks_bb(MODEL_QUEEN, from, occ), to);
    case BBG_PIECE_KING: return model_has(model_king_bb(from), to);
    default: return false;
    }
}

START_TEST(test_square_bb)
{
    for (int sq = 0; sq < 64; sq++)
        expect_bb_eq(bbg_square_bb(sq), model_bit(sq), "square %d", sq);
}
END_TEST

/* Every kind from this square, through random occupancies. */
START_TEST(test_attacks_by_kind)
{
    const int sq = _i;
    struct test_random r = { 11 + (uint64_t)sq };
    for (long i = 0; i < 400; i++) {
        const uint64_t occ = test_random_board(&r, i);
        expect_bb_eq(bbg_attacks_bb(BBG_PIECE_KNIGHT, sq, occ), model_knight_bb(sq), "knight %d", sq);
        expect_bb_eq(bbg_attacks_bb(BBG_PIECE_KING, sq, occ), model_king_bb(sq), "king %d", sq);
        expect_bb_eq(bbg_attacks_bb(BBG_PIECE_BISHOP, sq, occ), model_slider_attacks_bb(MODEL_BISHOP, sq, occ),
                     "bishop %d occ 0x%016" PRIx64, sq, occ);
        expect_bb_eq(bbg_attacks_bb(BBG_PIECE_ROOK, sq, occ), model_slider_attacks_bb(MODEL_ROOK, sq, occ),
                     "rook %d occ 0x%016" PRIx64, sq, occ);
        expect_bb_eq(bbg_attacks_bb(BBG_PIECE_QUEEN, sq, occ), model_slider_attacks_bb(MODEL_QUEEN, sq, occ),
                     "queen %d occ 0x%016" PRIx64, sq, occ);
    }
}
END_TEST

/* Both sides' attackers of this square: square by square in the model,
 * through the board's own occupancy and through a random part of it (the
 * pieces left out neither attack nor block). */
START_TEST(test_board_attackers)
{
    const int sq = _i;
    struct test_random r = { 101 + (uint64_t)sq };
    struct test_board t;
    for (long i = 0; i < 300; i++) {
        random_board(&r, i, &t);
        const uint64_t all = t.b.by_side[0] | t.b.by_side[1];
        const uint64_t occ = i % 2 ? all : all & test_random_next(&r);
        uint64_t want = 0;
        for (int from = 0; from < 64; from++)
            if (model_has(occ, from) && t.kind[from] >= 0 && model_attacks(&t, from, sq, occ))
                want |= model_bit(from);
        expect_bb_eq(bbg_board_attackers_bb(&t.b, sq, occ), want, "square %d board %ld", sq, i);
    }
}
END_TEST

/* The model's x-ray: walk from sq towards from, on past it, to the first
 * square in occ; every square before it (from included) must be empty in
 * occ, and the piece there must slide along the walk's line. */
static uint64_t model_xray(const struct test_board *t, int sq, int from, uint64_t occ)
{
    for (int dir = 0; dir < MODEL_DIRECTIONS; dir++) {
        int walk[8];
        const int n = model_walk(sq, dir, walk);
        int k = 0;
        while (k < n && walk[k] != from)
            k++;
        if (k == n)
            continue;
        for (int j = 0; j < n; j++) {
            const int s = walk[j];
            if (!model_has(occ, s))
                continue;
            if (j <= k)
                return 0;
            const int slider = t->kind[s] == BBG_PIECE_BISHOP ? MODEL_BISHOP
                             : t->kind[s] == BBG_PIECE_ROOK   ? MODEL_ROOK
                             : t->kind[s] == BBG_PIECE_QUEEN  ? MODEL_QUEEN
                                                              : -1;
            return slider >= 0 && model_slider_uses(slider, dir / 2) ? model_bit(s) : 0;
        }
        return 0;
    }
    return 0;
}

START_TEST(test_xray_attackers)
{
    const int sq = _i;
    struct test_random r = { 7001 + (uint64_t)sq };
    struct test_board t;
    long revealed = 0;
    for (long i = 0; i < 200; i++) {
        random_board(&r, i, &t);
        const uint64_t all = t.b.by_side[0] | t.b.by_side[1];
        for (int from = 0; from < 64; from++) {
            if (from == sq)
                continue;
            /* As in an exchange: the piece on from leaves the occupancy. */
            const uint64_t occ = all & ~model_bit(from);
            const uint64_t want = model_xray(&t, sq, from, occ);
            revealed += want != 0;
            expect_bb_eq(bbg_xray_attackers_bb(&t.b, sq, from, occ), want, "square %d from %d board %ld", sq,
                         from, i);
            /* With from still there nothing behind it is seen. */
            if (model_has(all, from))
                expect_bb_eq(bbg_xray_attackers_bb(&t.b, sq, from, all), 0, "square %d from %d occupied", sq, from);
        }
    }
    ck_assert_msg(revealed > 0, "square %d: no board revealed an x-ray, the test proves nothing", sq);
}
END_TEST

/* Hand-checked: a rook behind a rook on the e-file, a queen behind a
 * bishop on a diagonal, and a rook that does not move diagonally. */
START_TEST(test_xray_examples)
{
    struct bbg_board b = { { 0, 0 }, { 0, 0, 0, 0, 0, 0 } };
    b.by_side[BBG_WHITE] = model_bit(BBG_E2) | model_bit(BBG_E1) | model_bit(BBG_C2) | model_bit(BBG_A8);
    b.by_side[BBG_BLACK] = model_bit(BBG_B1);
    b.by_kind[BBG_PIECE_ROOK] = model_bit(BBG_E2) | model_bit(BBG_E1) | model_bit(BBG_A8);
    b.by_kind[BBG_PIECE_BISHOP] = model_bit(BBG_C2);
    b.by_kind[BBG_PIECE_QUEEN] = model_bit(BBG_B1);
    const uint64_t occ = b.by_side[0] | b.by_side[1];
    ck_assert_bb_eq(bbg_board_attackers_bb(&b, BBG_E5, occ), model_bit(BBG_E2), "e5: only the front rook");
    ck_assert_bb_eq(bbg_xray_attackers_bb(&b, BBG_E5, BBG_E2, occ & ~model_bit(BBG_E2)), model_bit(BBG_E1),
                    "e5: the rook behind e2");
    ck_assert_bb_eq(bbg_xray_attackers_bb(&b, BBG_D3, BBG_C2, occ & ~model_bit(BBG_C2)), model_bit(BBG_B1),
                    "d3: the queen behind c2");
    ck_assert_bb_eq(bbg_xray_attackers_bb(&b, BBG_B7, BBG_A8, occ & ~model_bit(BBG_A8)), 0, "b7: nothing beyond a8");
    ck_assert_bb_eq(bbg_xray_attackers_bb(&b, BBG_E5, BBG_D4, occ), 0, "e5 from d4: nothing on that diagonal");
}
END_TEST

int main(void)
{
    const struct test_entry tests[] = {
        { test_square_bb, 0 },      { test_attacks_by_kind, 64 }, { test_board_attackers, 64 },
        { test_xray_attackers, 64 }, { test_xray_examples, 0 },
    };
    return test_run_entries("attacks", tests, sizeof tests / sizeof tests[0], 0);
}
