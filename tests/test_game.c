/* Games (game.h):
 *   - every one of the 65,536 16-bit codes pushed in positions of every
 *     kind (castling, Chess960, en passant, promotions, checkmate,
 *     stalemate, a game already drawn): taken exactly when bbg_is_legal
 *     takes it, the position after it that of bbg_make_move, and popped
 *     back to the start;
 *   - the bound: a game of knight moves grows to BBG_GAME_MAX_PLIES moves
 *     and takes no more;
 *   - random games (many moves going back where they came from, so that
 *     positions repeat): every position against a replay of the moves,
 *     every move, the pops; after every move the outcome, its reason and
 *     ply, the claimable draw and the repetition count against a model
 *     written here (rules.h's functions in python-chess's order, and
 *     repetitions counted by canonical FEN less the clocks);
 *   - games written out: mates, stalemate, insufficient material, the
 *     50- and 75-move rules at their boundaries (a mate on the move that
 *     reaches 75 moves stands) and over a random game of 150 quiet plies
 *     from a clock of 0, threefold and fivefold repetition by knight
 *     moves, a lost castling right and an en passant square that does or
 *     does not make a position another;
 *   - memory: allocation failures (Linux, glibc), and no leak.
 * Memory is checked by the sanitizer and valgrind builds, which run a
 * fixed sample (test_sample_share). */
#include <string.h>

#include "positions.h"

/* Allocation failures, where the address space can be limited: Linux with
 * glibc's malloc, in a plain build (AddressSanitizer and valgrind bring
 * allocators of their own: test_under_memory_checker). */
#if defined(__linux__) && defined(__GLIBC__)
#include <sys/resource.h>
#define CAN_STARVE 1
#else
#define CAN_STARVE 0
#endif

/* The bytes the C library's heap has in use, where glibc counts them
 * (mallinfo2); elsewhere 0, and the leak test below compares nothing. */
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#include <malloc.h>
static size_t heap_in_use(void) { return mallinfo2().uordblks; }
#else
static size_t heap_in_use(void) { return 0; }
#endif

/* The legal move named in UCI (a failed test if it is none). */
static bbg_move uci(const struct bbg_position *pos, const char *text)
{
    const bbg_move m = bbg_move_from_uci(pos, text);
    ck_assert_msg(m != BBG_NO_MOVE, "%s: %s is no legal move", test_fen_of(pos).s, text);
    return m;
}

/* Plays the UCI moves, separated by spaces, which must all be taken. */
static void play(struct bbg_game *g, const char *moves)
{
    char text[8];
    for (const char *p = moves; *p;) {
        const size_t len = strcspn(p, " ");
        ck_assert_msg(len > 0 && len < sizeof text, "bad move list %s", moves);
        memcpy(text, p, len);
        text[len] = '\0';
        ck_assert_msg(bbg_game_push(g, uci(bbg_game_current(g), text), NULL) == 0, "%s refused", text);
        p += len + (p[len] == ' ');
    }
}

static struct bbg_game game_from(const char *fen)
{
    struct bbg_game g;
    const struct bbg_position start = test_parse(fen);
    ck_assert_msg(bbg_game_init(&g, &start) == 0, "%s: no memory", fen);
    return g;
}

static bool same_position(const struct bbg_position *a, const struct bbg_position *b)
{
    return memcmp(a, b, sizeof *a) == 0;
}

/* ---- every code -------------------------------------------------------------- */

static const char *const code_fens[] = {
    BBG_START_FEN,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    "8/8/3k4/8/3pP3/8/2K5/8 b - e3 0 1",
    "8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1",
    "r3k3/1P6/8/8/8/8/8/K7 w - - 0 1",
    "4k3/8/8/8/8/8/p1p5/1N2K3 b - - 0 1",
    "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", /* mate */
    "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",                               /* stalemate */
    "8/8/8/4k3/8/8/8/4K3 w - - 0 1",                                /* drawn: material */
    "8/8/8/4k3/8/8/8/R3K3 w - - 150 90",                            /* drawn: 75 moves */
};

/* Position _i: every code pushed; the legal ones taken and popped. */
START_TEST(test_every_code)
{
    const struct bbg_position start = test_parse(code_fens[_i]);
    struct bbg_game g;
    ck_assert_int_eq(bbg_game_init(&g, &start), 0);
    long taken = 0;
    for (long code = _i % test_sample_share(); code < 65536; code += test_sample_share()) {
        const bbg_move m = (bbg_move)code;
        enum bbg_game_error err = BBG_GAME_FULL;
        const bool legal = bbg_is_legal(&start, m);
        const int rc = bbg_game_push(&g, m, code % 7 == 0 ? NULL : &err);
        expect_that(rc == (legal ? 0 : -1) && bbg_game_plies(&g) == legal
                        && (code % 7 == 0 || err == (legal ? BBG_GAME_OK : BBG_GAME_ILLEGAL_MOVE)),
                    "%s: code %ld: push %d, error %d, plies %d, legal %d", code_fens[_i], code, rc, (int)err,
                    bbg_game_plies(&g), legal);
        if (!legal) {
            expect_that(same_position(bbg_game_current(&g), &start), "%s: code %ld changed the game", code_fens[_i],
                        code);
            continue;
        }
        struct bbg_position after = start, at;
        bbg_make_move(&after, m);
        expect_that(same_position(bbg_game_current(&g), &after) && bbg_game_move_at(&g, 0) == m
                        && bbg_game_position_at(&g, 1, &at) == 0 && same_position(&at, &after)
                        && bbg_game_position_at(&g, 0, &at) == 0 && same_position(&at, &start),
                    "%s: code %ld: the game after it", code_fens[_i], code);
        expect_that(bbg_game_pop(&g) == m && bbg_game_plies(&g) == 0 && same_position(bbg_game_current(&g), &start),
                    "%s: code %ld: popped", code_fens[_i], code);
        taken++;
    }
    bbg_move moves[BBG_MAX_MOVES];
    const int n = bbg_legal_moves(&start, moves);
    ck_assert_msg(test_sample_share() > 1 || taken == n, "%s: %ld codes taken, %d legal moves", code_fens[_i], taken,
                  n);
    bbg_game_free(&g);
}
END_TEST

/* ---- the bound ----------------------------------------------------------------- */

/* Knight moves from the start up to the bound: fivefold at ply 16, and
 * moves taken after it until the bound, where even an illegal code is
 * refused as FULL. */
START_TEST(test_bound)
{
    static const char *const shuffle[4] = { "g1f3", "g8f6", "f3g1", "f6g8" };
    /* The documented bound, above the longest game (127 * 150 plies). */
    ck_assert_int_eq(BBG_GAME_MAX_PLIES, 32767);
    struct bbg_game g = game_from(BBG_START_FEN);
    for (int ply = 0; ply < BBG_GAME_MAX_PLIES; ply++) {
        const bbg_move m = bbg_move_from_uci(bbg_game_current(&g), shuffle[ply % 4]);
        if (bbg_game_push(&g, m, NULL) != 0)
            ck_abort_msg("ply %d refused", ply);
    }
    enum bbg_game_error err = BBG_GAME_OK;
    enum bbg_reason reason = BBG_REASON_NONE;
    const struct bbg_position *now = bbg_game_current(&g);
    ck_assert_int_eq(bbg_game_plies(&g), BBG_GAME_MAX_PLIES);
    ck_assert_int_eq(bbg_game_push(&g, bbg_move_from_uci(now, "g1f3"), &err), -1);
    ck_assert_int_eq(err, BBG_GAME_FULL);
    ck_assert_int_eq(bbg_game_push(&g, BBG_NO_MOVE, &err), -1);
    ck_assert_int_eq(err, BBG_GAME_FULL);
    ck_assert_int_eq(bbg_game_plies(&g), BBG_GAME_MAX_PLIES);
    ck_assert_int_eq(bbg_game_outcome(&g, &reason), BBG_OUTCOME_DRAW);
    ck_assert_int_eq(reason, BBG_REASON_FIVEFOLD_REPETITION);
    ck_assert_int_eq(bbg_game_end_ply(&g), 16);
    ck_assert_int_eq(bbg_game_repetitions(&g), BBG_GAME_MAX_PLIES / 4 + 1);
    struct bbg_position last;
    ck_assert_int_eq(bbg_game_position_at(&g, BBG_GAME_MAX_PLIES, &last), 0);
    ck_assert_int_eq(last.fullmove, 1 + BBG_GAME_MAX_PLIES / 2);
    const bbg_move last_move = bbg_game_move_at(&g, BBG_GAME_MAX_PLIES - 1);
    ck_assert_int_eq(bbg_game_pop(&g), last_move);
    ck_assert_int_eq(bbg_game_push(&g, last_move, &err), 0);
    ck_assert_int_eq(err, BBG_GAME_OK);
    bbg_game_free(&g);
}
END_TEST

/* ---- random games against a model ------------------------------------------------ */

enum { GAME_PLIES = 300 };

/* What the model knows of a game: the identity of every position (the
 * canonical FEN less its clocks) and where and how it first ended. */
struct model_game {
    struct test_text ids[GAME_PLIES + 1];
    int end_ply;
    enum bbg_outcome outcome, here_outcome; /* the first end; the last position's */
    enum bbg_reason reason, here;
};

/* The canonical FEN less its two clocks: FIDE's identity of positions. */
static struct test_text identity_of(const struct bbg_position *pos)
{
    struct test_text t = test_fen_of(pos);
    *strrchr(t.s, ' ') = '\0';
    *strrchr(t.s, ' ') = '\0';
    return t;
}

/* The occurrences of position n since the last capture or pawn move. */
static int model_repetitions(const struct model_game *mg, int n, int halfmove)
{
    int count = 0;
    for (int j = n; j >= 0 && j >= n - halfmove; j--)
        count += strcmp(mg->ids[j].s, mg->ids[n].s) == 0;
    return count;
}

/* Position n (pos) added: whether it ends the game, and the first end, in
 * the documented order. */
static void model_add(struct model_game *mg, int n, const struct bbg_position *pos)
{
    mg->ids[n] = identity_of(pos);
    enum bbg_reason reason = BBG_REASON_NONE;
    if (bbg_is_checkmate(pos))
        reason = BBG_REASON_CHECKMATE;
    else if (bbg_insufficient_material(pos))
        reason = BBG_REASON_INSUFFICIENT_MATERIAL;
    else if (bbg_is_stalemate(pos))
        reason = BBG_REASON_STALEMATE;
    else if (pos->halfmove >= 150)
        reason = BBG_REASON_SEVENTY_FIVE_MOVES;
    else if (model_repetitions(mg, n, pos->halfmove) >= 5)
        reason = BBG_REASON_FIVEFOLD_REPETITION;
    mg->here = reason;
    mg->here_outcome = reason == BBG_REASON_NONE       ? BBG_OUTCOME_NONE
                     : reason != BBG_REASON_CHECKMATE ? BBG_OUTCOME_DRAW
                     : pos->side == BBG_WHITE         ? BBG_OUTCOME_BLACK_WINS
                                                      : BBG_OUTCOME_WHITE_WINS;
    if (mg->end_ply >= 0 || reason == BBG_REASON_NONE)
        return;
    mg->end_ply = n;
    mg->reason = reason;
    mg->outcome = mg->here_outcome;
}

/* The game's answers after position n against the model's. */
static void check_against_model(const struct bbg_game *g, const struct model_game *mg, int n, long *ends)
{
    const struct bbg_position *pos = bbg_game_current(g);
    enum bbg_reason reason = BBG_REASON_COUNT, claim = BBG_REASON_COUNT;
    const enum bbg_outcome outcome = bbg_game_outcome(g, &reason);
    const int reps = model_repetitions(mg, n, pos->halfmove);
    enum bbg_reason want_claim = BBG_REASON_NONE;
    if (mg->end_ply < 0 && pos->halfmove >= 100)
        want_claim = BBG_REASON_FIFTY_MOVES;
    else if (mg->end_ply < 0 && reps >= 3)
        want_claim = BBG_REASON_THREEFOLD_REPETITION;
    const bool claimable = bbg_game_claimable_draw(g, &claim);
    enum bbg_reason here = BBG_REASON_COUNT;
    const enum bbg_outcome here_outcome = bbg_position_outcome(pos, reps, &here);
    expect_that(here_outcome == mg->here_outcome && here == mg->here
                    && bbg_position_outcome(pos, reps, NULL) == mg->here_outcome,
                "%s, ply %d: bbg_position_outcome %d (%s); the model: %d (%s)", mg->ids[n].s, n, (int)here_outcome,
                bbg_reason_name(here), (int)mg->here_outcome, bbg_reason_name(mg->here));
    expect_that(outcome == mg->outcome && reason == mg->reason && bbg_game_end_ply(g) == mg->end_ply
                    && bbg_game_repetitions(g) == reps && claimable == (want_claim != BBG_REASON_NONE)
                    && claim == want_claim && bbg_game_plies(g) == n,
                "%s, ply %d: outcome %d (%s) at %d, %d repetitions, claim %s; the model: %d (%s) at %d, %d, %s",
                mg->ids[n].s, n, (int)outcome, bbg_reason_name(reason), bbg_game_end_ply(g),
                bbg_game_repetitions(g), bbg_reason_name(claim), (int)mg->outcome, bbg_reason_name(mg->reason),
                mg->end_ply, reps, bbg_reason_name(want_claim));
    ends[mg->reason] += mg->end_ply == n;
    ends[want_claim] += want_claim != BBG_REASON_NONE;
}

/* A random legal move, or half the time the move back to where the same
 * side's last move came from, when that is legal. */
static bbg_move random_move(struct test_random *r, const struct bbg_game *g)
{
    bbg_move moves[BBG_MAX_MOVES];
    const struct bbg_position *pos = bbg_game_current(g);
    const int n = bbg_legal_moves(pos, moves), plies = bbg_game_plies(g);
    if (plies >= 2 && (test_random_next(r) & 1)) {
        const bbg_move last = bbg_game_move_at(g, plies - 2);
        const bbg_move back =
            bbg_move_encode(bbg_move_to(last), bbg_move_from(last), BBG_MOVE_NORMAL, BBG_PIECE_KNIGHT);
        if (bbg_is_legal(pos, back))
            return back;
    }
    return moves[test_random_next(r) % (uint64_t)n];
}

static const char *const game_fens[] = {
    BBG_START_FEN,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/8/8/4k3/8/8/8/R3K3 w - - 90 60",
    "8/8/8/4k3/8/8/8/R3K3 w - - 130 80",
    "6k1/8/8/8/8/8/8/QQ2K3 w - - 0 1",
    "8/8/8/4k3/8/8/3q4/4K3 w - - 0 1",
    "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1",
    "8/8/3k4/8/3pP3/8/2K5/8 b - e3 0 1",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
};

/* One random game: the model after every move, then every position and
 * move against a replay, then the pops back to the start. */
static void check_random_game(struct test_random *r, const char *fen, long *ends)
{
    static struct model_game mg;
    static struct bbg_position replay[GAME_PLIES + 1];
    struct bbg_game g = game_from(fen);
    mg.end_ply = -1;
    mg.outcome = BBG_OUTCOME_NONE;
    mg.reason = BBG_REASON_NONE;
    replay[0] = *bbg_game_current(&g);
    model_add(&mg, 0, replay);
    check_against_model(&g, &mg, 0, ends);
    int n = 0;
    while (n < GAME_PLIES && bbg_count_moves(bbg_game_current(&g)) > 0) {
        const bbg_move m = random_move(r, &g);
        ck_assert_int_eq(bbg_game_push(&g, m, NULL), 0);
        replay[n + 1] = replay[n];
        bbg_make_move(&replay[n + 1], m);
        n++;
        model_add(&mg, n, &replay[n]);
        check_against_model(&g, &mg, n, ends);
    }
    struct bbg_position at = replay[0];
    for (int k = 0; k <= n; k++) {
        struct bbg_position got;
        expect_that(bbg_game_position_at(&g, k, &got) == 0 && same_position(&got, &replay[k]), "%s: ply %d", fen, k);
        if (k < n) {
            expect_that(bbg_is_legal(&at, bbg_game_move_at(&g, k)), "%s: move %d", fen, k);
            bbg_make_move(&at, bbg_game_move_at(&g, k));
        }
    }
    ck_assert_msg(same_position(&at, bbg_game_current(&g)), "%s: the replay", fen);
    at = replay[0];
    ck_assert_int_eq(bbg_game_position_at(&g, -1, &at), -1);
    ck_assert_int_eq(bbg_game_position_at(&g, n + 1, &at), -1);
    ck_assert_msg(same_position(&at, &replay[0]), "%s: a refused ply wrote the position", fen);
    ck_assert_int_eq(bbg_game_move_at(&g, -1), BBG_NO_MOVE);
    ck_assert_int_eq(bbg_game_move_at(&g, n), BBG_NO_MOVE);
    for (int k = n; k > 0; k--) {
        const bbg_move m = bbg_game_move_at(&g, k - 1);
        expect_that(bbg_game_pop(&g) == m && same_position(bbg_game_current(&g), &replay[k - 1]), "%s: pop %d", fen,
                    k);
        const enum bbg_outcome outcome = bbg_game_outcome(&g, NULL);
        expect_that((outcome == BBG_OUTCOME_NONE) == (mg.end_ply < 0 || mg.end_ply > k - 1)
                        && bbg_game_end_ply(&g) == (mg.end_ply <= k - 1 ? mg.end_ply : -1),
                    "%s: outcome %d after pop %d", fen, (int)outcome, k);
    }
    ck_assert_int_eq(bbg_game_pop(&g), BBG_NO_MOVE);
    bbg_game_free(&g);
}

/* 8 runs of 61 games, from each of the positions above in turn: each run
 * ends games for every reason and meets both claims. */
START_TEST(test_random_games)
{
    struct test_random r = { UINT64_C(9000) + (uint64_t)_i };
    long ends[BBG_REASON_COUNT] = { 0 };
    const int nfens = (int)(sizeof game_fens / sizeof game_fens[0]);
    for (int k = 0; k < 60 / (int)test_sample_share() + 1; k++)
        check_random_game(&r, game_fens[(k + _i) % nfens], ends);
    if (test_sample_share() == 1)
        for (int reason = BBG_REASON_CHECKMATE; reason < BBG_REASON_COUNT; reason++)
            ck_assert_msg(ends[reason] > 0, "run %d: no %s", _i, bbg_reason_name((enum bbg_reason)reason));
}
END_TEST

/* ---- games written out ---------------------------------------------------------- */

/* The outcome, its reason and ply, and the claim of a game. */
static void expect_state(const struct bbg_game *g, enum bbg_outcome outcome, enum bbg_reason reason, int end_ply,
                         enum bbg_reason claim, const char *what)
{
    enum bbg_reason got = BBG_REASON_COUNT, got_claim = BBG_REASON_COUNT;
    ck_assert_msg(bbg_game_outcome(g, &got) == outcome && got == reason && bbg_game_end_ply(g) == end_ply,
                  "%s: outcome %d, %s at ply %d", what, (int)bbg_game_outcome(g, NULL), bbg_reason_name(got),
                  bbg_game_end_ply(g));
    ck_assert_msg(bbg_game_claimable_draw(g, &got_claim) == (claim != BBG_REASON_NONE) && got_claim == claim,
                  "%s: claim %s", what, bbg_reason_name(got_claim));
    ck_assert_msg(bbg_game_claimable_draw(g, NULL) == (claim != BBG_REASON_NONE), "%s: claim, no reason asked",
                  what);
}

START_TEST(test_mates)
{
    struct bbg_game g = game_from(BBG_START_FEN);
    expect_state(&g, BBG_OUTCOME_NONE, BBG_REASON_NONE, -1, BBG_REASON_NONE, "start");
    play(&g, "f2f3 e7e5 g2g4");
    expect_state(&g, BBG_OUTCOME_NONE, BBG_REASON_NONE, -1, BBG_REASON_NONE, "fool's mate, before");
    play(&g, "d8h4");
    expect_state(&g, BBG_OUTCOME_BLACK_WINS, BBG_REASON_CHECKMATE, 4, BBG_REASON_NONE, "fool's mate");
    enum bbg_game_error err = BBG_GAME_OK;
    ck_assert_int_eq(bbg_game_push(&g, bbg_move_encode(BBG_E1, BBG_F2, BBG_MOVE_NORMAL, BBG_PIECE_KNIGHT), &err), -1);
    ck_assert_int_eq(err, BBG_GAME_ILLEGAL_MOVE);
    bbg_game_free(&g);
    bbg_game_free(&g); /* twice is harmless */

    g = game_from(BBG_START_FEN);
    play(&g, "e2e4 e7e5 f1c4 b8c6 d1h5 g8f6 h5f7");
    expect_state(&g, BBG_OUTCOME_WHITE_WINS, BBG_REASON_CHECKMATE, 7, BBG_REASON_NONE, "scholar's mate");
    const bbg_move mate = bbg_game_move_at(&g, 6);
    ck_assert_int_eq(bbg_game_pop(&g), mate);
    expect_state(&g, BBG_OUTCOME_NONE, BBG_REASON_NONE, -1, BBG_REASON_NONE, "scholar's mate taken back");
    bbg_game_free(&g);

    /* A start that is mate already. */
    g = game_from("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    expect_state(&g, BBG_OUTCOME_BLACK_WINS, BBG_REASON_CHECKMATE, 0, BBG_REASON_NONE, "mate at the start");
    ck_assert_int_eq(bbg_game_pop(&g), BBG_NO_MOVE);
    bbg_game_free(&g);
}
END_TEST

START_TEST(test_draws)
{
    /* Drawn from the start: the end stays at ply 0 as moves go on. */
    static const char *const drawn[2] = { "8/8/8/4k3/8/8/8/4K3 w - - 0 1", "8/8/8/4k3/8/8/8/R3K3 w - - 150 90" };
    static const enum bbg_reason drawn_by[2] = { BBG_REASON_INSUFFICIENT_MATERIAL, BBG_REASON_SEVENTY_FIVE_MOVES };
    for (int k = 0; k < 2; k++) {
        struct bbg_game start = game_from(drawn[k]);
        expect_state(&start, BBG_OUTCOME_DRAW, drawn_by[k], 0, BBG_REASON_NONE, drawn[k]);
        play(&start, "e1d1 e5e4");
        expect_state(&start, BBG_OUTCOME_DRAW, drawn_by[k], 0, BBG_REASON_NONE, drawn[k]);
        bbg_game_free(&start);
    }

    struct bbg_game g = game_from("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1");
    play(&g, "f1f7");
    expect_state(&g, BBG_OUTCOME_DRAW, BBG_REASON_STALEMATE, 1, BBG_REASON_NONE, "stalemate");
    bbg_game_free(&g);

    /* Insufficient material: moves are still taken, the outcome stays. */
    g = game_from("8/8/8/4k3/8/8/3q4/4K3 w - - 0 1");
    play(&g, "e1d2");
    expect_state(&g, BBG_OUTCOME_DRAW, BBG_REASON_INSUFFICIENT_MATERIAL, 1, BBG_REASON_NONE, "K v K");
    play(&g, "e5e4 d2e2 e4e5 e2d2 e5e4 d2e2 e4e5 e2d2 e5e4 d2e2 e4e5 e2d2");
    expect_state(&g, BBG_OUTCOME_DRAW, BBG_REASON_INSUFFICIENT_MATERIAL, 1, BBG_REASON_NONE, "K v K, moves on");
    ck_assert_int_eq(bbg_game_repetitions(&g), 4);
    bbg_game_free(&g);
}
END_TEST

/* The 50- and 75-move rules at their boundaries: halfmove 99, 100, 149,
 * 150; a mate or a stalemate on the 150th ply is what ends the game. */
START_TEST(test_move_rules)
{
    struct bbg_game g = game_from("7k/8/6K1/8/8/8/8/1Q6 w - - 98 100");
    play(&g, "b1c1");
    ck_assert_int_eq(bbg_game_current(&g)->halfmove, 99);
    expect_state(&g, BBG_OUTCOME_NONE, BBG_REASON_NONE, -1, BBG_REASON_NONE, "99");
    play(&g, "h8g8");
    expect_state(&g, BBG_OUTCOME_NONE, BBG_REASON_NONE, -1, BBG_REASON_FIFTY_MOVES, "100");
    bbg_game_free(&g);

    g = game_from("7k/8/6K1/8/8/8/8/1Q6 w - - 148 100");
    play(&g, "b1c1");
    expect_state(&g, BBG_OUTCOME_NONE, BBG_REASON_NONE, -1, BBG_REASON_FIFTY_MOVES, "149");
    play(&g, "h8g8");
    expect_state(&g, BBG_OUTCOME_DRAW, BBG_REASON_SEVENTY_FIVE_MOVES, 2, BBG_REASON_NONE, "150");
    play(&g, "c1b1 g8h8 b1c1"); /* moves on; the outcome stays */
    expect_state(&g, BBG_OUTCOME_DRAW, BBG_REASON_SEVENTY_FIVE_MOVES, 2, BBG_REASON_NONE, "150, moves on");
    bbg_game_free(&g);

    g = game_from("7k/8/6K1/8/8/8/8/1Q6 w - - 149 100");
    play(&g, "b1b8");
    expect_state(&g, BBG_OUTCOME_WHITE_WINS, BBG_REASON_CHECKMATE, 1, BBG_REASON_NONE, "mate on the 150th");
    ck_assert_int_eq(bbg_game_current(&g)->halfmove, 150);
    bbg_game_pop(&g);
    expect_state(&g, BBG_OUTCOME_NONE, BBG_REASON_NONE, -1, BBG_REASON_FIFTY_MOVES, "popped");
    play(&g, "b1a1");
    expect_state(&g, BBG_OUTCOME_DRAW, BBG_REASON_SEVENTY_FIVE_MOVES, 1, BBG_REASON_NONE, "a check on the 150th");
    bbg_game_pop(&g);
    play(&g, "b1f1");
    expect_state(&g, BBG_OUTCOME_DRAW, BBG_REASON_SEVENTY_FIVE_MOVES, 1, BBG_REASON_NONE, "a quiet move on the 150th");
    bbg_game_free(&g);

    g = game_from("7k/8/6K1/8/8/8/8/5Q2 w - - 149 100");
    play(&g, "f1f7");
    expect_state(&g, BBG_OUTCOME_DRAW, BBG_REASON_STALEMATE, 1, BBG_REASON_NONE, "stalemate on the 150th");
    bbg_game_free(&g);

    /* A capture on the 150th ply resets the clock. */
    g = game_from("7k/8/6K1/8/8/8/8/1Q5r w - - 149 100");
    play(&g, "b1h1");
    expect_state(&g, BBG_OUTCOME_NONE, BBG_REASON_NONE, -1, BBG_REASON_NONE, "a capture on the 150th");
    bbg_game_free(&g);
}
END_TEST

/* Plays a random move of the current position that captures nothing and
 * after which the position has not occurred three times and the game has
 * not ended, or at ply 150 has ended by the 75-move rule: false if there
 * is none. */
static bool play_quiet(struct test_random *r, struct bbg_game *g, int ply)
{
    bbg_move moves[BBG_MAX_MOVES];
    const struct bbg_position pos = *bbg_game_current(g);
    const int n = bbg_legal_moves(&pos, moves), first = (int)(test_random_next(r) % (uint64_t)n);
    for (int k = 0; k < n; k++) {
        const bbg_move m = moves[(first + k) % n];
        if (bbg_is_capture(&pos, m) || bbg_game_push(g, m, NULL) != 0)
            continue;
        enum bbg_reason reason;
        bbg_game_outcome(g, &reason);
        if (bbg_game_repetitions(g) < 3 && reason == (ply < 150 ? BBG_REASON_NONE : BBG_REASON_SEVENTY_FIVE_MOVES))
            return true;
        bbg_game_pop(g);
    }
    return false;
}

/* A game of 150 plies from a clock of 0, a rook and the kings moving: no
 * claim to ply 99, the fifty-move claim from ply 100, the 75-move draw at
 * ply 150. */
START_TEST(test_quiet_game)
{
    struct test_random r = { UINT64_C(9900) };
    struct bbg_game g = game_from("8/8/8/3k4/8/8/8/R3K3 w - - 0 1");
    for (int ply = 1; ply <= 150; ply++) {
        ck_assert_msg(play_quiet(&r, &g, ply), "ply %d: no quiet move", ply);
        char what[32];
        snprintf(what, sizeof what, "ply %d", ply);
        ck_assert_int_eq(bbg_game_current(&g)->halfmove, ply);
        expect_state(&g, ply < 150 ? BBG_OUTCOME_NONE : BBG_OUTCOME_DRAW,
                     ply < 150 ? BBG_REASON_NONE : BBG_REASON_SEVENTY_FIVE_MOVES, ply < 150 ? -1 : 150,
                     ply >= 100 && ply < 150 ? BBG_REASON_FIFTY_MOVES : BBG_REASON_NONE, what);
    }
    bbg_game_free(&g);
}
END_TEST

/* Knight moves from the start: the start again every four plies, the
 * threefold claim from the eighth, fivefold at the sixteenth. */
START_TEST(test_repetitions)
{
    static const char *const shuffle[4] = { "g1f3", "g8f6", "f3g1", "f6g8" };
    struct bbg_game g = game_from(BBG_START_FEN);
    for (int ply = 1; ply <= 16; ply++) {
        play(&g, shuffle[(ply - 1) % 4]);
        const int reps = (ply - 1) / 4 + 1 + (ply % 4 == 0);
        char what[32];
        snprintf(what, sizeof what, "ply %d", ply);
        ck_assert_msg(bbg_game_repetitions(&g) == reps, "%s: %d repetitions", what, bbg_game_repetitions(&g));
        if (ply < 16)
            expect_state(&g, BBG_OUTCOME_NONE, BBG_REASON_NONE, -1,
                         reps >= 3 ? BBG_REASON_THREEFOLD_REPETITION : BBG_REASON_NONE, what);
    }
    expect_state(&g, BBG_OUTCOME_DRAW, BBG_REASON_FIVEFOLD_REPETITION, 16, BBG_REASON_NONE, "fivefold");
    bbg_game_free(&g);

    /* The rooks go out and back: the start's placement, without the
     * king's side castling rights, is another position. */
    g = game_from(BBG_START_FEN);
    play(&g, "g1f3 g8f6 h1g1 h8g8 g1h1 g8h8 f3g1 f6g8");
    ck_assert_int_eq(bbg_game_repetitions(&g), 1);
    play(&g, "g1f3 g8f6 f3g1 f6g8");
    ck_assert_int_eq(bbg_game_repetitions(&g), 2);
    bbg_game_free(&g);

    /* After e2-e4 the pawn on d4 stands beside it. Its capture is illegal
     * (both pawns would leave the king's rank, open to the rook): the
     * position is the one the kings' moves come back to. */
    g = game_from("8/8/8/8/k2p3R/8/4P3/4K3 w - - 0 1");
    play(&g, "e2e4");
    ck_assert_int_ne(bbg_game_current(&g)->ep, BBG_NO_EP);
    play(&g, "a4a3 e1d1 a3a4 d1e1");
    ck_assert_int_eq(bbg_game_repetitions(&g), 2);
    bbg_game_free(&g);
    /* With the rook a rank higher the capture is legal: another position. */
    g = game_from("8/8/8/7R/k2p4/8/4P3/4K3 w - - 0 1");
    play(&g, "e2e4 a4a3 e1d1 a3a4 d1e1");
    ck_assert_int_eq(bbg_game_repetitions(&g), 1);
    play(&g, "a4a3 e1d1 a3a4 d1e1");
    ck_assert_int_eq(bbg_game_repetitions(&g), 2);
    bbg_game_free(&g);
}
END_TEST

#if CAN_STARVE
/* No new address space, and every free byte of the heap taken: the next
 * allocation fails. No Check call until feed: a passing assertion
 * allocates. */
struct starved {
    void *blocks[4096];
    int n;
    struct rlimit limit;
};

static bool starve(struct starved *s)
{
    s->n = 0;
    if (getrlimit(RLIMIT_AS, &s->limit) != 0)
        return false;
    const struct rlimit none = { 0, s->limit.rlim_max };
    if (setrlimit(RLIMIT_AS, &none) != 0)
        return false;
    for (size_t size = (size_t)1 << 16; size >= 16; size /= 2)
        while (s->n < 4096 && (s->blocks[s->n] = malloc(size)) != NULL)
            s->n++;
    return s->n < 4096;
}

static void feed(struct starved *s)
{
    while (s->n > 0)
        free(s->blocks[--s->n]);
    setrlimit(RLIMIT_AS, &s->limit);
}

/* Whether a limit on the address space holds here: not under qemu-user,
 * which keeps RLIMIT_AS to itself (CI's emulated targets). */
static bool limit_holds(void)
{
    struct rlimit saved;
    if (getrlimit(RLIMIT_AS, &saved) != 0)
        return false;
    const struct rlimit none = { 0, saved.rlim_max };
    if (setrlimit(RLIMIT_AS, &none) != 0)
        return false;
    void *big = malloc((size_t)1 << 28);
    setrlimit(RLIMIT_AS, &saved);
    free(big);
    return big == NULL;
}
#endif

#if CAN_STARVE
/* Pushes m while no memory can be had. */
static int starved_push(struct bbg_game *g, bbg_move m, enum bbg_game_error *err)
{
    static struct starved s;
    const bool starved = starve(&s);
    const int rc = bbg_game_push(g, m, err);
    feed(&s);
    ck_assert_msg(starved, "could not take the heap's free memory");
    return rc;
}
#endif

/* Out of memory: bbg_game_init fails (and bbg_game_free on what it left
 * is harmless); a push fails exactly when the array must grow, at the
 * 128th and the 256th move, leaving the game as it was, and succeeds once
 * memory is back. */
START_TEST(test_no_memory)
{
#if CAN_STARVE
    if (test_under_memory_checker() || !limit_holds())
        return;
    static struct starved s;
    const struct bbg_position start = test_parse(BBG_START_FEN);
    struct bbg_game failed;
    const bool starved = starve(&s);
    const int init = bbg_game_init(&failed, &start);
    feed(&s);
    ck_assert_msg(starved, "could not take the heap's free memory");
    ck_assert_int_eq(init, -1);
    ck_assert_ptr_null(failed.plies_);
    bbg_game_free(&failed);

    static const char *const shuffle[4] = { "g1f3", "g8f6", "f3g1", "f6g8" };
    struct bbg_game g = game_from(BBG_START_FEN);
    for (int ply = 0; ply < 300; ply++) {
        const bbg_move m = bbg_move_from_uci(bbg_game_current(&g), shuffle[ply % 4]);
        const struct bbg_position before = *bbg_game_current(&g);
        enum bbg_game_error err = BBG_GAME_OK;
        const bool grows = ply == 127 || ply == 255;
        const int rc = starved_push(&g, m, &err);
        ck_assert_msg(rc == (grows ? -1 : 0) && err == (grows ? BBG_GAME_NO_MEMORY : BBG_GAME_OK),
                      "move %d without memory: %d, error %d", ply + 1, rc, (int)err);
        if (grows) {
            ck_assert_int_eq(bbg_game_plies(&g), ply);
            ck_assert_msg(same_position(bbg_game_current(&g), &before), "a failed push changed the game");
            ck_assert_int_eq(bbg_game_push(&g, m, &err), 0);
        }
        ck_assert_int_eq(bbg_game_plies(&g), ply + 1);
    }
    bbg_game_free(&g);
#endif
}
END_TEST

/* Games grown past their first array (300 plies) and freed, ten times:
 * the heap as it was after the first (valgrind and AddressSanitizer see
 * any leak too; this test sees one in a plain build). */
START_TEST(test_free)
{
    static const char *const shuffle[4] = { "g1f3", "g8f6", "f3g1", "f6g8" };
    const struct bbg_position start = test_parse(BBG_START_FEN);
    size_t before = 0;
    for (int round = 0; round < 11; round++) {
        before = round == 1 ? heap_in_use() : before;
        struct bbg_game g;
        ck_assert_int_eq(bbg_game_init(&g, &start), 0);
        for (int ply = 0; ply < 300; ply++)
            ck_assert_int_eq(bbg_game_push(&g, bbg_move_from_uci(bbg_game_current(&g), shuffle[ply % 4]), NULL), 0);
        bbg_game_free(&g);
        ck_assert_ptr_null(g.plies_);
        ck_assert_int_eq(bbg_game_plies(&g), 0);
    }
    ck_assert_uint_eq(heap_in_use(), before);
}
END_TEST

START_TEST(test_reason_names)
{
    static const struct {
        enum bbg_reason reason;
        const char *name;
    } names[] = {
        { BBG_REASON_NONE, "none" },
        { BBG_REASON_CHECKMATE, "checkmate" },
        { BBG_REASON_STALEMATE, "stalemate" },
        { BBG_REASON_INSUFFICIENT_MATERIAL, "insufficient material" },
        { BBG_REASON_SEVENTY_FIVE_MOVES, "seventy-five moves" },
        { BBG_REASON_FIVEFOLD_REPETITION, "fivefold repetition" },
        { BBG_REASON_FIFTY_MOVES, "fifty moves" },
        { BBG_REASON_THREEFOLD_REPETITION, "threefold repetition" },
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        ck_assert_int_eq(names[i].reason, (int)i);
        ck_assert_str_eq(bbg_reason_name(names[i].reason), names[i].name);
    }
    ck_assert_int_eq(BBG_REASON_COUNT, 8);
    ck_assert_ptr_null(bbg_reason_name((enum bbg_reason)8));
    ck_assert_ptr_null(bbg_reason_name((enum bbg_reason)-1));
    ck_assert_ptr_null(bbg_reason_name((enum bbg_reason)1000));
}
END_TEST

int main(void)
{
    struct test_entry tests[] = {
        { test_every_code, (int)(sizeof code_fens / sizeof code_fens[0]) },
        { test_bound, 0 },
        { test_random_games, 8 },
        { test_mates, 0 },
        { test_draws, 0 },
        { test_move_rules, 0 },
        { test_quiet_game, 0 },
        { test_repetitions, 0 },
        { test_free, 0 },
        { test_no_memory, 0 },
        { test_reason_names, 0 },
    };
    return test_run_entries("game", tests, sizeof tests / sizeof tests[0], 600);
}
