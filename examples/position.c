/* The position module in a few lines: read a FEN, list the legal moves,
 * find those that give check, play one, and read the Polyglot key. It is
 * also a test (meson test position-example): every fact it prints is
 * checked against a published or hand-counted value, and it exits 1 if one
 * does not hold. docs/position.md walks through it. */
#include <inttypes.h>
#include <stdio.h>

#include <bbgeom.h>

static int failures;

static void expect(int ok, const char *what)
{
    if (!ok) {
        fprintf(stderr, "position example: %s does not hold\n", what);
        failures++;
    }
}

int main(void)
{
    struct bbg_position pos;
    struct bbg_fen_error err;
    bbg_move moves[BBG_MAX_MOVES];
    char uci[8], fen[BBG_FEN_MAX];

    /* 1. Read a FEN. On failure, err says which field, which column, why. */
    if (bbg_position_from_fen(&pos, "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", &err) != 0) {
        fprintf(stderr, "%s\n", err.message);
        return 1;
    }

    /* 2. The legal moves, and 3. those that give check (without making them). */
    int n = bbg_legal_moves(&pos, moves), checks = 0;
    printf("%d legal moves; giving check:", n);
    for (int i = 0; i < n; i++)
        if (bbg_gives_check(&pos, moves[i])) {
            bbg_move_to_uci(&pos, moves[i], uci);
            printf(" %s", uci);
            checks++;
        }
    printf("\n");
    expect(checks == 3, "three checks: Bxf7+, Qxf7# and Qxe5+ (the e7 pawn has gone)");

    /* 4. Make a move: copy the position first to keep it (copy-make). */
    struct bbg_position before = pos;
    bbg_move mate = bbg_move_from_uci(&pos, "h5f7");
    expect(mate != BBG_NO_MOVE, "h5f7 is legal");
    bbg_make_move(&pos, mate);
    bbg_position_to_fen(&pos, fen, sizeof fen);
    printf("after h5f7: %s\n", fen);
    expect(bbg_checkers_bb(&pos) == (UINT64_C(1) << BBG_F7), "the queen on f7 gives check");
    expect(bbg_legal_moves(&pos, moves) == 0, "black has no move: mate");

    /* 5. The Polyglot key, kept by bbg_make_move. */
    struct bbg_position start;
    bbg_position_from_fen(&start, BBG_START_FEN, NULL);
    printf("start position key: %016" PRIx64 "\n", bbg_position_key(&start));
    expect(bbg_position_key(&start) == UINT64_C(0x463b96181691fc9c), "the published start key");
    expect(bbg_position_key(&before) != bbg_position_key(&pos), "the key changed with the move");
    return failures ? 1 : 0;
}
