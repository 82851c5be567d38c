/* The position module (position.h) against what was published and against
 * brute force:
 *   - the Polyglot key test vectors of the book format's description;
 *   - FEN: the error report's field and column, canonical output, X-FEN and
 *     Shredder-FEN castling, the en passant square written only when the
 *     capture is legal;
 *   - UCI text both ways, standard and Chess960 castling;
 *   - at every node of the perft trees of the standard positions (and of
 *     Chess960 ones) to depth 3: bbg_gives_check equal to "make the move,
 *     then look for checkers", and the key kept by bbg_make_move equal to
 *     one computed from scratch;
 *   - on random playouts (fixed seeds): the same two on 10^6 positions, the
 *     side to move and move counters after each move, and
 *     the legal move list equal to a brute force built on the test model
 *     (a board of squares, pseudo-legal moves walked out square by square,
 *     kept when the king is not attacked after the move).
 * Perft counts themselves run through examples/perft (its suites/ folder). */
#include <string.h>

#include "positions.h"

/* Plays the UCI moves (space-separated) from pos. */
static void play(struct bbg_position *pos, const char *moves)
{
    char text[8];
    while (*moves) {
        size_t n = strcspn(moves, " ");
        ck_assert_msg(n > 0 && n < sizeof text, "bad move list %s", moves);
        memcpy(text, moves, n);
        text[n] = '\0';
        bbg_move m = bbg_move_from_uci(pos, text);
        ck_assert_msg(m != BBG_NO_MOVE, "%s is not legal in %s", text, test_fen_of(pos).s);
        bbg_make_move(pos, m);
        moves += n + (moves[n] == ' ');
    }
}

/* ---- Polyglot --------------------------------------------------------- */

/* The test vectors of "PolyGlot opening book format" (the keys after each
 * sequence of moves from the start position). */
START_TEST(test_polyglot_vectors)
{
    static const struct {
        const char *moves;
        uint64_t key;
    } vectors[] = {
        { "", UINT64_C(0x463b96181691fc9c) },
        { "e2e4", UINT64_C(0x823c9b50fd114196) },
        { "e2e4 d7d5", UINT64_C(0x0756b94461c50fb0) },
        { "e2e4 d7d5 e4e5", UINT64_C(0x662fafb965db29d4) },
        { "e2e4 d7d5 e4e5 f7f5", UINT64_C(0x22a48b5a8e47ff78) },
        { "e2e4 d7d5 e4e5 f7f5 e1e2", UINT64_C(0x652a607ca3f242c1) },
        { "e2e4 d7d5 e4e5 f7f5 e1e2 e8f7", UINT64_C(0x00fdd303c946bdd9) },
        { "a2a4 b7b5 h2h4 b5b4 c2c4", UINT64_C(0x3c8123ea7b067637) },
        { "a2a4 b7b5 h2h4 b5b4 c2c4 b4c3 a1a3", UINT64_C(0x5c3f9b829b279560) },
    };
    for (size_t i = 0; i < sizeof vectors / sizeof vectors[0]; i++) {
        struct bbg_position pos = test_parse(BBG_START_FEN);
        play(&pos, vectors[i].moves);
        ck_assert_msg(bbg_position_key(&pos) == vectors[i].key, "after '%s': key %016" PRIx64 ", expected %016" PRIx64,
                      vectors[i].moves, bbg_position_key(&pos), vectors[i].key);
        /* The same position read from its FEN has the same key. */
        struct bbg_position again = test_parse(test_fen_of(&pos).s);
        ck_assert_msg(bbg_position_key(&again) == vectors[i].key, "FEN of '%s'", vectors[i].moves);
    }
}
END_TEST

/* One castling right on its own: its key differs from the same position
 * without rights by that right's number in the published Random64 list
 * (entries 768..771: white short, white long, black short, black long).
 * The vectors above only ever drop a side's two rights together. */
START_TEST(test_polyglot_castling)
{
    static const struct {
        const char *rights;
        uint8_t bit;
        uint64_t random64;
    } rights[] = {
        { "K", BBG_WHITE_OO, UINT64_C(0x31D71DCE64B2C310) },
        { "Q", BBG_WHITE_OOO, UINT64_C(0xF165B587DF898190) },
        { "k", BBG_BLACK_OO, UINT64_C(0xA57E6339DD2CF3A0) },
        { "q", BBG_BLACK_OOO, UINT64_C(0x1EF6E6DBB1961EC9) },
    };
    const struct bbg_position without = test_parse("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1");
    const uint64_t none = bbg_position_key(&without);
    for (size_t i = 0; i < sizeof rights / sizeof rights[0]; i++) {
        char fen[64];
        snprintf(fen, sizeof fen, "r3k2r/8/8/8/8/8/8/R3K2R w %s - 0 1", rights[i].rights);
        struct bbg_position pos = test_parse(fen);
        ck_assert_msg(pos.castling == rights[i].bit, "%s: castling bits %u", fen, pos.castling);
        ck_assert_msg((bbg_position_key(&pos) ^ none) == rights[i].random64, "%s: key %016" PRIx64, fen,
                      bbg_position_key(&pos));
    }
    /* One bit each, as position.h says. */
    unsigned all = 0;
    for (size_t i = 0; i < sizeof rights / sizeof rights[0]; i++) {
        ck_assert_msg(rights[i].bit != 0 && (rights[i].bit & (rights[i].bit - 1)) == 0, "%s: not one bit",
                      rights[i].rights);
        all |= rights[i].bit;
    }
    ck_assert_uint_eq(all, 15);
}
END_TEST

/* ---- FEN -------------------------------------------------------------- */

/* The 1-based column where the text's word number word (from 0) starts. */
static int word_column(const char *text, int word)
{
    int column = 1;
    while (text[column - 1] == ' ')
        column++;
    for (int w = 0; w < word; w++) {
        while (text[column - 1] != ' ')
            column++;
        column++;
    }
    return column;
}

/* The board is judged before the number of fields or their spacing: a
 * bad board is named as such whatever follows it (and however many ranks
 * it has); a good one lets the field count speak. */
START_TEST(test_fen_board_first)
{
    static char ranks[5000 * 2 + 32];
    static const struct {
        const char *fen;
        enum bbg_fen_field field;
        const char *says;
    } cases[] = {
        { "garbage", BBG_FEN_BOARD, "'g' is not a piece letter" },
        { "8/8", BBG_FEN_BOARD, "2 ranks, not 8" },
        { "4k3/8/8/8/8/8/8/4K3/8 w - - 0 1 x y", BBG_FEN_BOARD, "more than 8 ranks" },
        { "4k3/8/8/8/8/8/8/4K4  w - -", BBG_FEN_BOARD, "more than 8 squares" },
        { "4k3/8/8/8/8/8/8/4K3", BBG_FEN_SIDE, "missing" },
        { "4k3/8/8/8/8/8/8/4K3 x", BBG_FEN_CASTLING, "missing" },
        { "4k3/8/8/8/8/8/8/4K3 x - - 0", BBG_FEN_FULLMOVE, "missing" },
        { "4k3/8/8/8/8/8/8/4K3  w - -", BBG_FEN_SIDE, "empty field" },
        { "4k3/8/8/8/8/8/8/4K3 x - - 0 1 2", BBG_FEN_POSITION, "more than 6 fields" },
        { ranks, BBG_FEN_BOARD, "more than 8 ranks" },
    };
    const size_t rank_count = 5000, end = 2 * rank_count - 1; /* "8/" a rank, the last '/' replaced */
    for (size_t i = 0; i < rank_count; i++) {
        ranks[2 * i] = '8';
        ranks[2 * i + 1] = '/';
    }
    snprintf(ranks + end, sizeof ranks - end, " w - - 0 1");
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct bbg_position pos;
        struct bbg_fen_error err;
        ck_assert_num_eq(bbg_position_from_fen(&pos, cases[i].fen, &err), -1, "%.40s", cases[i].fen);
        ck_assert_that(err.field == cases[i].field && strstr(err.message, cases[i].says) != NULL,
                       "%.40s: %d, %s", cases[i].fen, err.field, err.message);
    }
}
END_TEST

/* Each field's error is reported at the start of the field (the board's
 * whole-board rules at column 1, a seventh word where it starts). */
START_TEST(test_fen_errors)
{
    static const struct {
        const char *fen;
        enum bbg_fen_field field;
        int word;
    } cases[] = {
        { "8/8/8/8/8/8/8/4K3 w - - 0 1", BBG_FEN_BOARD, 0 },
        { "4k3/8/8/8/8/8/8/4K3 x - - 0 1", BBG_FEN_SIDE, 1 },
        { "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", BBG_FEN_SIDE, 1 },
        { "4k3/8/8/8/8/8/8/4K3 w Q - 0 1", BBG_FEN_CASTLING, 2 },
        { "4k3/8/8/8/8/8/8/4K3 w - e6 0 1", BBG_FEN_EN_PASSANT, 3 },
        { "4k3/8/8/8/8/8/8/4K3 w - - x 1", BBG_FEN_HALFMOVE, 4 },
        { "4k3/8/8/8/8/8/8/4K3 w - - 0 x", BBG_FEN_FULLMOVE, 5 },
        { "4k3/8/8/8/8/8/8/4K3 w - - 0 1 x", BBG_FEN_POSITION, 6 },
        { "  4k3/8/8/8/8/8/8/4K3 w - - 0 x", BBG_FEN_FULLMOVE, 5 },
        /* Castling letters beyond 'z' and below 'A'. */
        { "4k3/8/8/8/8/8/8/R3K2R w { - 0 1", BBG_FEN_CASTLING, 2 },
        { "4k3/8/8/8/8/8/8/R3K2R w -K - 0 1", BBG_FEN_CASTLING, 2 },
        /* En passant: one letter, a file or rank off the board, then a
         * target or start square that is occupied. */
        { "4k3/8/8/8/8/8/8/4K3 w - e 0 1", BBG_FEN_EN_PASSANT, 3 },
        { "4k3/8/8/8/8/8/8/4K3 w - i6 0 1", BBG_FEN_EN_PASSANT, 3 },
        { "4k3/8/8/8/8/8/8/4K3 w - `6 0 1", BBG_FEN_EN_PASSANT, 3 },
        { "4k3/8/8/8/8/8/8/4K3 w - e0 0 1", BBG_FEN_EN_PASSANT, 3 },
        { "4k3/8/8/8/8/8/8/4K3 w - e9 0 1", BBG_FEN_EN_PASSANT, 3 },
        { "4k3/8/8/8/3Pp3/3N4/8/4K3 b - d3 0 1", BBG_FEN_EN_PASSANT, 3 },
        { "4k3/8/8/8/3Pp3/8/3N4/4K3 b - d3 0 1", BBG_FEN_EN_PASSANT, 3 },
        /* Clocks: six digits, a leading zero. */
        { "4k3/8/8/8/8/8/8/4K3 w - - 100000 1", BBG_FEN_HALFMOVE, 4 },
        { "4k3/8/8/8/8/8/8/4K3 w - - 01 1", BBG_FEN_HALFMOVE, 4 },
    };
    static const struct bbg_position zero;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct bbg_position pos;
        struct bbg_fen_error err;
        memset(&pos, 0xA5, sizeof pos);
        ck_assert_num_eq(bbg_position_from_fen(&pos, cases[i].fen, &err), -1, "%s", cases[i].fen);
        ck_assert_that(memcmp(&pos, &zero, sizeof pos) == 0, "%s: the position is not all zero", cases[i].fen);
        ck_assert_num_eq(err.field, cases[i].field, "%s: %s", cases[i].fen, err.message);
        ck_assert_num_eq(err.column, word_column(cases[i].fen, cases[i].word), "%s: %s", cases[i].fen, err.message);
        ck_assert_that(strchr(err.message, '\n') == NULL && strncmp(err.message, "FEN ", 4) == 0, "%s", err.message);
        /* err may be NULL. */
        ck_assert_num_eq(bbg_position_from_fen(&pos, cases[i].fen, NULL), -1, "%s without err", cases[i].fen);
    }
    struct bbg_position pos;
    struct bbg_fen_error err;
    ck_assert_num_eq(bbg_position_from_fen(&pos, "", &err), -1, "empty");
    ck_assert_that(err.field == BBG_FEN_BOARD && err.column == 1, "empty");
    ck_assert_num_eq(bbg_position_from_fen(&pos, NULL, &err), -1, "NULL");
    ck_assert_that(err.field == BBG_FEN_POSITION && strcmp(err.message, "FEN: none given (NULL)") == 0, "NULL: %d %s",
                   err.field, err.message);
    ck_assert_num_eq(bbg_position_from_fen(&pos, NULL, NULL), -1, "NULL without err");
    /* A second right on the queen's side, named at its letter. */
    ck_assert_num_eq(bbg_position_from_fen(&pos, "4k3/8/8/8/8/8/8/RR2K3 w QB - 0 1", &err), -1, "QB");
    ck_assert_that(err.field == BBG_FEN_CASTLING && err.column == 26 && strstr(err.message, "queen's side") != NULL,
                   "QB: %d %d %s", err.field, err.column, err.message);
    /* Any C whitespace around the FEN is ignored. */
    ck_assert_num_eq(bbg_position_from_fen(&pos, "\v\f4k3/8/8/8/8/8/8/4K3 b - - 3 7\r\n", &err), 0, "whitespace");
    /* Missing counters are defaulted, and that is said. */
    ck_assert_num_eq(bbg_position_from_fen(&pos, "4k3/8/8/8/8/8/8/4K3 b - -", &err), 0, "four fields");
    ck_assert_that(err.defaulted_clocks && pos.halfmove == 0 && pos.fullmove == 1, "defaulted");
    ck_assert_num_eq(bbg_position_from_fen(&pos, "4k3/8/8/8/8/8/8/4K3 b - - 3 7", &err), 0, "six fields");
    ck_assert_that(!err.defaulted_clocks && pos.halfmove == 3 && pos.fullmove == 7, "read");
}
END_TEST

/* The sizes position.h gives: the position is 88 bytes (callers copy it),
 * and an error message fills its 160 bytes whole. The longest message, the
 * empty FEN's, is 159 bytes with a five-digit column (9,999 spaces); one
 * more digit cuts it to 159 bytes and its terminating zero. */
START_TEST(test_fen_limits)
{
    ck_assert_uint_eq(sizeof(struct bbg_position), 88);
    struct bbg_position pos;
    struct bbg_fen_error err;
    ck_assert_uint_eq(sizeof err.message, 160);
    const char *tail = "the halfmove clock and fullmove number)";
    char *spaces = calloc(100000, 1);
    ck_assert_ptr_nonnull(spaces);
    memset(spaces, ' ', 9999);
    ck_assert_int_eq(bbg_position_from_fen(&pos, spaces, &err), -1);
    ck_assert_int_eq(err.column, 10000);
    ck_assert_uint_eq(strlen(err.message), 159);
    ck_assert_msg(strcmp(err.message + strlen(err.message) - strlen(tail), tail) == 0, "cut: %s", err.message);
    memset(spaces, ' ', 99999);
    ck_assert_int_eq(bbg_position_from_fen(&pos, spaces, &err), -1);
    ck_assert_int_eq(err.column, 100000);
    ck_assert_uint_eq(strlen(err.message), 159);
    ck_assert_msg(strncmp(err.message, "FEN board field, column 100000: empty FEN", 41) == 0, "%s", err.message);
    free(spaces);
}
END_TEST

START_TEST(test_fen_canonical)
{
    static const struct {
        const char *in, *out;
    } cases[] = {
        { BBG_START_FEN, BBG_START_FEN },
        { "  " BBG_START_FEN "\n", BBG_START_FEN },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", BBG_START_FEN },
        /* Shredder-FEN marks a Chess960 position; rook files come out. */
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1",
          "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1" },
        /* X-FEN: K and Q are the outermost rooks; a king off e1 is 960. */
        { "rk2r3/8/8/8/8/8/8/RK2R3 w KQkq - 0 1", "rk2r3/8/8/8/8/8/8/RK2R3 w EAea - 0 1" },
        { "1r2k1r1/8/8/8/8/8/8/RR2K1RR w KQk - 0 1", "1r2k1r1/8/8/8/8/8/8/RR2K1RR w HAg - 0 1" },
        /* An inner rook by its file letter, with a king on e1. */
        { "4k3/8/8/8/8/8/8/R3K1RR w G - 0 1", "4k3/8/8/8/8/8/8/R3K1RR w G - 0 1" },
        /* En passant: written when the capture is legal ... */
        { "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2" },
        /* ... not when no pawn can take ... */
        { "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
          "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1" },
        /* ... nor when taking would leave the king to the rook on h5. */
        { "8/8/8/KPp4r/8/8/8/7k w - c6 0 2", "8/8/8/KPp4r/8/8/8/7k w - - 0 2" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct bbg_position pos = test_parse(cases[i].in);
        ck_assert_str_eq(test_fen_of(&pos).s, cases[i].out);
        struct bbg_position again = test_parse(cases[i].out);
        ck_assert_str_eq(test_fen_of(&again).s, cases[i].out);
        /* The key keeps Polyglot's en passant file (a pawn beside, legal
         * capture or not), which the FEN may drop. */
        if (strcmp(cases[i].in, cases[i].out) == 0)
            ck_assert_that(bbg_position_key(&again) == bbg_position_key(&pos), "%s", cases[i].in);
    }
    /* snprintf-like: the length whatever the room, truncated and ended,
     * and nothing written past the room (the buffer is filled with 'X'). */
    struct bbg_position pos = test_parse(BBG_START_FEN);
    const size_t len = strlen(BBG_START_FEN);
    const size_t sizes[] = { 1, 2, 10, len - 1, len, len + 1, len + 2 };
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        char buf[BBG_FEN_MAX + 2];
        const size_t kept = sizes[k] - 1 < len ? sizes[k] - 1 : len;
        memset(buf, 'X', sizeof buf);
        ck_assert_that(bbg_position_to_fen(&pos, buf, sizes[k]) == len, "length with room %u", (unsigned)sizes[k]);
        ck_assert_that(memcmp(buf, BBG_START_FEN, kept) == 0 && buf[kept] == '\0' && buf[sizes[k]] == 'X',
                       "room %u", (unsigned)sizes[k]);
    }
    ck_assert_that(bbg_position_to_fen(&pos, NULL, 0) == len, "no room");
}
END_TEST

/* ---- UCI -------------------------------------------------------------- */

START_TEST(test_uci)
{
    struct bbg_position pos = test_parse("r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 1");
    char text[16];
    const char *legal[] = { "e1g1", "e1c1", "b7b8q", "b7a8n", "a1a8", "e1f1" };
    for (size_t i = 0; i < sizeof legal / sizeof legal[0]; i++) {
        bbg_move m = bbg_move_from_uci(&pos, legal[i]);
        ck_assert_msg(m != BBG_NO_MOVE, "%s", legal[i]);
        /* The text must be terminated by bbg_move_to_uci, not by luck. */
        memset(text, 'X', sizeof text - 1);
        text[sizeof text - 1] = '\0';
        ck_assert_that(bbg_move_to_uci(&pos, m, text) == strlen(legal[i]), "%s", legal[i]);
        ck_assert_str_eq(text, legal[i]);
    }
    ck_assert_num_eq(bbg_move_kind(bbg_move_from_uci(&pos, "e1g1")), BBG_MOVE_CASTLING, "kind");
    ck_assert_sq_eq(bbg_move_to(bbg_move_from_uci(&pos, "e1g1")), BBG_H1, "castling is king to rook");
    const char *bad[] = { "e1h1", "e1e3", "b7b8", "b7b8k", "", "e1g1 ", "e1", "z9z9", "e1g1q" };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        ck_assert_msg(bbg_move_from_uci(&pos, bad[i]) == BBG_NO_MOVE, "'%s' accepted", bad[i]);

    /* Chess960: king to rook, also when the king does not move (g1). */
    pos = test_parse("1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1");
    ck_assert_msg(bbg_move_from_uci(&pos, "g1h1") != BBG_NO_MOVE, "g1h1");
    ck_assert_msg(bbg_move_from_uci(&pos, "g1b1") != BBG_NO_MOVE, "g1b1");
    ck_assert_msg(bbg_move_from_uci(&pos, "g1c1") == BBG_NO_MOVE, "g1c1 is not 960 notation");
    bbg_make_move(&pos, bbg_move_from_uci(&pos, "g1b1"));
    ck_assert_str_eq(test_fen_of(&pos).s, "1r4kr/8/8/8/8/8/8/2KR3R b hb - 1 1");
}
END_TEST

/* ---- gives-check and keys on perft trees -------------------------------- */

/* bbg_blockers_bb of both sides against the model's blockers. */
static void expect_blockers(const struct bbg_position *pos)
{
    const uint64_t occ = pos->board.by_side[0] | pos->board.by_side[1], queens = pos->board.by_kind[BBG_PIECE_QUEEN];
    for (int side = 0; side < 2; side++) {
        const uint64_t king = pos->board.by_side[side] & pos->board.by_kind[BBG_PIECE_KING];
        const uint64_t enemy = pos->board.by_side[1 - side];
        int ksq = 0;
        while (!model_has(king, ksq))
            ksq++;
        uint64_t pinners = 0;
        const uint64_t want = model_slider_blockers_bb(ksq, occ, enemy & (pos->board.by_kind[BBG_PIECE_BISHOP] | queens),
                                                       enemy & (pos->board.by_kind[BBG_PIECE_ROOK] | queens), &pinners);
        if (bbg_blockers_bb(pos, (enum bbg_side)side) != want)
            ck_assert_msg(0, "%s: blockers of side %d 0x%016" PRIx64 ", model 0x%016" PRIx64, test_fen_of(pos).s, side,
                          bbg_blockers_bb(pos, (enum bbg_side)side), want);
    }
}

/* At every node to depth: each legal move's gives-check against make +
 * checkers, the kept key against a fresh one, the FEN round trip, and
 * both sides' blockers. */
static void walk(const struct bbg_position *pos, int depth, long *nodes) // NOLINT(misc-no-recursion)
{
    bbg_move moves[BBG_MAX_MOVES];
    const int n = bbg_legal_moves(pos, moves);
    expect_num_eq(n, bbg_count_moves(pos), "%s", test_fen_of(pos).s);
    expect_blockers(pos);
    (*nodes)++;
    for (int i = 0; i < n; i++) {
        struct bbg_position child = *pos;
        bbg_make_move(&child, moves[i]);
        const bool checks = bbg_checkers_bb(&child) != 0;
        if (bbg_gives_check(pos, moves[i]) != checks) {
            char uci[8];
            bbg_move_to_uci(pos, moves[i], uci);
            ck_assert_msg(0, "%s: gives_check(%s) is %d, making it says %d", test_fen_of(pos).s, uci, !checks, checks);
        }
        if (bbg_position_key(&child) != bbg_position_key_full(&child))
            ck_assert_msg(0, "%s: key kept %016" PRIx64 ", computed %016" PRIx64, test_fen_of(&child).s,
                          bbg_position_key(&child), bbg_position_key_full(&child));
        if (depth > 1)
            walk(&child, depth - 1, nodes);
    }
}

static const char *const tree_fens[] = {
    /* The six standard perft positions (Chess Programming Wiki). */
    BBG_START_FEN,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    /* Chess960: castling with king or rook on the other's squares. */
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    "nnrkbbrq/1pp2p1p/p2pp1p1/2P5/8/8/PP1PPPPP/NNRKBBRQ w Ggc - 0 9",
    "1r2k1r1/8/8/8/8/8/8/R3K2R w KQk - 0 1",
    /* Castling that checks from f1 (f8), with the king on an odd file,
     * and along the rank, past the square the king left. */
    "5k2/8/8/8/8/8/8/3K3R w H - 0 1",
    "3k3r/8/8/8/8/8/8/5K2 b h - 0 1",
    "8/8/8/8/8/8/8/R3K1k1 w Q - 0 1",
    "r3k1K1/8/8/8/8/8/8/8 b q - 0 1",
    /* Chess960 castling that checks along the rank past the square the
     * rook left, both ways. */
    "8/8/8/8/8/8/8/k1K1R3 w E - 0 1",
    "8/8/8/8/8/8/8/4RK1k w E - 0 1",
    /* En passant discovering checks (the last along the rank both pawns
     * leave), and a promotion with check. */
    "8/8/8/K2pP2r/8/8/8/7k w - d6 0 2",
    "8/8/8/R2pP2k/8/8/8/4K3 w - d6 0 2",
    "8/8/1k6/2pP4/8/8/8/3K1B2 w - c6 0 2",
    "3k4/1P6/8/8/8/8/8/4K3 w - - 0 1",
    /* A pinned pawn that takes its pinner and promotes; en passant that
     * does not answer a knight's check, and one that blocks a bishop's. */
    "k6b/6P1/8/8/8/8/1K6/8 w - - 0 1",
    "4k3/8/8/3pP3/8/3n4/8/4K3 w - d6 0 2",
    "1b2k3/8/8/2Pp4/8/8/7K/8 w - d6 0 2",
};

START_TEST(test_trees)
{
    long nodes = 0;
    struct bbg_position pos = test_parse(tree_fens[_i]);
    walk(&pos, test_sample_share() > 1 ? 2 : 3, &nodes);
    ck_assert_that(nodes > 1, "%s", tree_fens[_i]);
}
END_TEST

/* ---- random playouts ----------------------------------------------------- */

/* The side to move and the move counters after m, by the rules: the
 * halfmove clock restarts on a capture or a pawn move (castling takes no
 * piece, even written king-takes-rook), the move number grows after
 * black's move. */
static void check_counters(const struct bbg_position *before, bbg_move m, const struct bbg_position *after,
                           void *data)
{
    (void)data;
    const int us = before->side, from = bbg_move_from(m), to = bbg_move_to(m);
    const bool pawn = (before->board.by_kind[BBG_PIECE_PAWN] >> from) & 1;
    const bool capture = ((before->board.by_side[us ^ 1] >> to) & 1) || bbg_move_kind(m) == BBG_MOVE_EN_PASSANT;
    if (after->side != (us ^ 1) || after->halfmove != (pawn || capture ? 0 : before->halfmove + 1)
        || after->fullmove != before->fullmove + (us == BBG_BLACK)) {
        char uci[8];
        bbg_move_to_uci(before, m, uci);
        ck_assert_msg(0, "%s, then %s: side %d, halfmove %u, fullmove %u", test_fen_of(before).s, uci, after->side,
                      after->halfmove, after->fullmove);
    }
}

static void check_move_list(const struct bbg_position *pos, long i, void *data)
{
    (void)data;
    bbg_move got[BBG_MAX_MOVES], want[BBG_MAX_MOVES];
    const struct board b = board_of(pos);
    const int n = bbg_legal_moves(pos, got), m = brute_force_moves(&b, want, false);
    (void)i;
    qsort(got, (size_t)n, sizeof got[0], compare_moves);
    qsort(want, (size_t)m, sizeof want[0], compare_moves);
    expect_num_eq(n, m, "%s: move count", test_fen_of(pos).s);
    for (int k = 0; k < n; k++)
        if (got[k] != want[k]) {
            char a[8], c[8];
            bbg_move_to_uci(pos, got[k], a);
            bbg_move_to_uci(pos, want[k], c);
            ck_assert_msg(0, "%s: move %d is %s, brute force says %s", test_fen_of(pos).s, k, a, c);
        }
    /* The checkers too, by the model. */
    uint64_t checkers = 0;
    const int ksq = board_king(&b, b.side);
    for (int sq = 0; sq < 64; sq++)
        if (b.piece[sq] >= 0 && b.piece[sq] / 6 != b.side
            && model_has(board_piece_attacks(&b, sq, board_occupied(&b)), ksq))
            checkers |= model_bit(sq);
    expect_bb_eq(bbg_checkers_bb(pos), checkers, "%s", test_fen_of(pos).s);
}

static void check_checks_and_key(const struct bbg_position *pos, long i, void *data)
{
    (void)data;
    bbg_move moves[BBG_MAX_MOVES];
    const int n = bbg_legal_moves(pos, moves);
    (void)i;
    if (bbg_position_key(pos) != bbg_position_key_full(pos))
        ck_assert_msg(0, "%s: key kept %016" PRIx64 ", computed %016" PRIx64, test_fen_of(pos).s, bbg_position_key(pos),
                      bbg_position_key_full(pos));
    for (int k = 0; k < n; k++) {
        struct bbg_position child = *pos;
        bbg_make_move(&child, moves[k]);
        if (bbg_gives_check(pos, moves[k]) != (bbg_checkers_bb(&child) != 0)) {
            char uci[8];
            bbg_move_to_uci(pos, moves[k], uci);
            ck_assert_msg(0, "%s: gives_check(%s) disagrees with making it", test_fen_of(pos).s, uci);
        }
    }
}

/* bbg_piece_on: -1 on an empty square, else the kind whose set holds it. */
START_TEST(test_piece_on)
{
    const struct bbg_position pos = test_parse(tree_fens[_i]);
    for (int sq = 0; sq < 64; sq++) {
        int want = -1;
        for (int kind = 0; kind < 6; kind++)
            if (model_has(pos.board.by_kind[kind], sq))
                want = kind;
        expect_num_eq(bbg_piece_on(&pos, sq), want, "%s square %d", tree_fens[_i], sq);
    }
}
END_TEST

/* bbg_piece_at: {-1, -1} on an empty square, else the side and the kind
 * whose sets hold it. */
START_TEST(test_piece_at)
{
    const struct bbg_position pos = test_parse(tree_fens[_i]);
    for (int sq = 0; sq < 64; sq++) {
        int side = -1, kind = -1;
        for (int k = 0; k < 6; k++)
            if (model_has(pos.board.by_kind[k], sq))
                kind = k;
        for (int s = 0; s < 2; s++)
            if (model_has(pos.board.by_side[s], sq))
                side = s;
        const struct bbg_occupant got = bbg_piece_at(&pos, sq);
        expect_num_eq(got.side, side, "%s square %d", tree_fens[_i], sq);
        expect_num_eq(got.kind, kind, "%s square %d", tree_fens[_i], sq);
    }
}
END_TEST

/* The tree positions and their children: move lists and checkers against
 * the brute force (the walk compares the counting generator with these). */
START_TEST(test_tree_moves)
{
    struct bbg_position pos = test_parse(tree_fens[_i]);
    bbg_move moves[BBG_MAX_MOVES];
    const int n = bbg_legal_moves(&pos, moves);
    check_move_list(&pos, 0, NULL);
    for (int k = 0; k < n; k++) {
        struct bbg_position child = pos;
        bbg_make_move(&child, moves[k]);
        check_move_list(&child, 0, NULL);
    }
}
END_TEST

/* A path from a to b, both included, walked by the model. */
static uint64_t path_bb(int a, int b) { return model_bit(a) | model_bit(b) | model_between_bb(a, b); }

/* bbg_castling_empty_bb and bbg_castling_king_bb for every king file and
 * rook file of ranks 1 and 8 (the squares asserts allow), by the rule: the
 * king goes to the g-file past a rook on its right and to the c-file
 * otherwise, the rook next to it on the inside; the squares both pass,
 * but for the two of them, must be empty, and the king's may not be
 * attacked. */
START_TEST(test_castling_squares)
{
    for (int back = 0; back <= 56; back += 56)
        for (int king = back; king < back + 8; king++)
            for (int rook = back; rook < back + 8; rook++) {
                if (rook == king)
                    continue;
                const int king_to = back + (rook > king ? 6 : 2), rook_to = back + (rook > king ? 5 : 3);
                const uint64_t king_path = path_bb(king, king_to);
                const uint64_t empty = (king_path | path_bb(rook, rook_to)) & ~(model_bit(king) | model_bit(rook));
                expect_bb_eq(bbg_castling_empty_bb(king, rook), empty, "empty, king %d rook %d", king, rook);
                expect_bb_eq(bbg_castling_king_bb(king, rook), king_path, "king's, king %d rook %d", king, rook);
            }
}
END_TEST

/* Castling's rules one at a time, each case also against the brute force. */
START_TEST(test_castling)
{
    static const struct {
        const char *fen, *move;
        bool legal;
    } cases[] = {
        { "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", true },
        { "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1c1", true },
        { "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8c8", true },
        /* A square the king passes is attacked; only the rook's is. */
        { "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1c1", true },
        { "4k3/8/8/8/8/8/8/R3K1r1 w Q - 0 1", "e1c1", false },
        { "3rk3/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1c1", false },
        { "1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1c1", true },
        /* In check; a piece in the way. */
        { "4k3/8/8/8/8/8/8/R3K2r w Q - 0 1", "e1c1", false },
        { "4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1", "e1c1", false },
        /* Chess960: the king stays on g1; the rook jumps the king. */
        { "6k1/8/8/8/8/8/8/6KR w H - 0 1", "g1h1", true },
        { "6k1/8/8/8/8/8/8/KR6 w B - 0 1", "a1b1", true },
        /* The rook on b1 hid the rank from a1: after castling, c1 is seen. */
        { "4k3/8/8/8/8/8/8/rR1K4 w B - 0 1", "d1b1", false },
        { "4k3/8/8/8/8/8/7r/1R1K4 w B - 0 1", "d1b1", true },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct bbg_position pos = test_parse(cases[i].fen);
        ck_assert_truth_eq(bbg_move_from_uci(&pos, cases[i].move) != BBG_NO_MOVE, cases[i].legal, "%s %s",
                           cases[i].fen, cases[i].move);
        check_move_list(&pos, 0, NULL);
    }
}
END_TEST

/* A null move where the side to move is not in check: the other side to
 * move, no en passant square, the pieces and castling rights as they
 * were, the clock one more (saturating), the move number one more after
 * black's pass; the kept key equal to one computed from scratch; and the
 * position read back from its FEN equal to it. Passing back restores the
 * key when there was no en passant square to lose. */
static void check_null_move(const struct bbg_position *pos, long i, void *data)
{
    (void)data;
    (void)i;
    if (bbg_checkers_bb(pos))
        return;
    struct bbg_position after = *pos;
    bbg_make_null_move(&after);
    const bool same_board = memcmp(&after.board, &pos->board, sizeof pos->board) == 0
                         && after.castling_rooks == pos->castling_rooks && after.castling == pos->castling
                         && after.chess960 == pos->chess960;
    const unsigned halfmove = pos->halfmove + (unsigned)(pos->halfmove != UINT16_MAX);
    const unsigned fullmove = pos->fullmove + (unsigned)(pos->side == BBG_BLACK && pos->fullmove != UINT16_MAX);
    ck_assert_msg(same_board && after.side == (pos->side ^ 1) && after.ep == BBG_NO_EP && after.halfmove == halfmove
                      && after.fullmove == fullmove,
                  "%s: after the null move %s", test_fen_of(pos).s, test_fen_of(&after).s);
    if (bbg_position_key(&after) != bbg_position_key_full(&after))
        ck_assert_msg(0, "%s: null move key kept %016" PRIx64 ", computed %016" PRIx64, test_fen_of(pos).s,
                      bbg_position_key(&after), bbg_position_key_full(&after));
    const struct test_text text = test_fen_of(&after);
    struct bbg_position back = test_parse(text.s);
    back.chess960 = after.chess960; /* a FEN without castling rights does not say */
    if (memcmp(&back, &after, sizeof back) != 0 || strcmp(test_fen_of(&back).s, text.s) != 0)
        ck_assert_msg(0, "%s: the null move's FEN %s reads back as %s", test_fen_of(pos).s, text.s, test_fen_of(&back).s);
    struct bbg_position again = after;
    if (!bbg_checkers_bb(&again)) {
        bbg_make_null_move(&again);
        if (pos->ep == BBG_NO_EP && bbg_position_key(&again) != bbg_position_key(pos))
            ck_assert_msg(0, "%s: two null moves change the key", test_fen_of(pos).s);
    }
}

/* The Polyglot numbers a null move uses, by their published entries:
 * 780 (white to move) and 772 + file (en passant: 776 for the e-file). */
START_TEST(test_null_move_key)
{
    struct bbg_position pos = test_parse("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3");
    const uint64_t before = bbg_position_key(&pos);
    ck_assert_uint_eq(pos.ep, BBG_E3);
    bbg_make_null_move(&pos);
    ck_assert_msg((bbg_position_key(&pos) ^ before) == (UINT64_C(0xF8D626AAAF278509) ^ UINT64_C(0xCF3145DE0ADD4289)),
                  "key %016" PRIx64, bbg_position_key(&pos));
    ck_assert_str_eq(test_fen_of(&pos).s, "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 4");
}
END_TEST

/* Every position of the perft trees' first two plies, and 200,000 playout
 * positions (8 runs of 25,000). */
START_TEST(test_null_move_trees)
{
    struct bbg_position pos = test_parse(tree_fens[_i]);
    bbg_move moves[BBG_MAX_MOVES];
    const int n = bbg_legal_moves(&pos, moves);
    check_null_move(&pos, 0, NULL);
    for (int k = 0; k < n; k++) {
        struct bbg_position child = pos;
        bbg_make_move(&child, moves[k]);
        check_null_move(&child, 0, NULL);
    }
}
END_TEST

START_TEST(test_null_move_playouts)
{
    const struct test_playout visit = { check_null_move, check_counters, NULL };
    test_playouts(NULL, 0, UINT64_C(3000) + (uint64_t)_i, 25000 / test_sample_share(), &visit);
}
END_TEST

/* 20,000 positions a run of the slow brute force, 8 runs. */
START_TEST(test_playout_moves)
{
    const struct test_playout visit = { check_move_list, check_counters, NULL };
    test_playouts(NULL, 0, UINT64_C(1000) + (uint64_t)_i, 20000 / test_sample_share(), &visit);
}
END_TEST

/* 10^6 positions: 8 runs of 125,000. */
START_TEST(test_playout_checks)
{
    const struct test_playout visit = { check_checks_and_key, check_counters, NULL };
    test_playouts(NULL, 0, UINT64_C(2000) + (uint64_t)_i, 125000 / test_sample_share(), &visit);
}
END_TEST

int main(void)
{
    struct test_entry tests[] = {
        { test_polyglot_vectors, 0 },
        { test_polyglot_castling, 0 },
        { test_fen_errors, 0 },
        { test_fen_board_first, 0 },
        { test_fen_limits, 0 },
        { test_fen_canonical, 0 },
        { test_uci, 0 },
        { test_castling, 0 },
        { test_castling_squares, 0 },
        { test_trees, (int)(sizeof tree_fens / sizeof tree_fens[0]) },
        { test_tree_moves, (int)(sizeof tree_fens / sizeof tree_fens[0]) },
        { test_piece_on, (int)(sizeof tree_fens / sizeof tree_fens[0]) },
        { test_piece_at, (int)(sizeof tree_fens / sizeof tree_fens[0]) },
        { test_null_move_key, 0 },
        { test_null_move_trees, (int)(sizeof tree_fens / sizeof tree_fens[0]) },
        { test_null_move_playouts, 8 },
        { test_playout_moves, 8 },
        { test_playout_checks, 8 },
    };
    return test_run_entries("position", tests, sizeof tests / sizeof tests[0], 600);
}
