/* SAN (san.h) against a model written here, from the legal move list and
 * the brute-force board of tests/positions.c, sharing nothing with
 * src/san.c:
 *   - at every node of the perft suites' trees (as test_movegen.c walks
 *     them: standard and tricky positions to depth 3, the Chess960 ones to
 *     depth 1) and on 40,000 random playout positions, every legal move's
 *     SAN is the model's: the piece letter, the disambiguation the standard
 *     prescribes among the legal moves of that kind to that square (file,
 *     else rank, else both), x, the target, the promotion, and + or # by
 *     the model's check test and the legal replies (counted by brute force
 *     on a quarter of the playouts); the SAN reads back as the move; and
 *     every shorter disambiguation is refused as ambiguous, the message
 *     naming the move;
 *   - every other form real files write (0-0, a leading P, more
 *     disambiguation, no x, e8Q, e8(Q), e.p., annotations) reads as the
 *     same move, on the special positions and 8,000 playout positions;
 *   - hand-written SAN of special positions (mates, stalemate, promotions
 *     with check, castling with check, Chess960, three-way ambiguity);
 *   - a table of refused texts, each with its column and reason; random
 *     bytes and every cut of every SAN of playout positions, each read from
 *     a buffer of exactly its length (AddressSanitizer sees a read past
 *     it): an accepted move is legal, a refusal names a column inside;
 *   - bbg_move_to_san's buffer sizes, as snprintf's.
 * Under AddressSanitizer, valgrind and the emulated cross builds a fixed
 * sample (test_sample_share: the trees a ply shallower, 1 in the share of
 * the rest). */
#include <stdlib.h>
#include <string.h>

#include "positions.h"

/* The folder of the perft suites (the program's argument). */
static const char *suites_dir = "examples/perft/suites";

static const char letters[] = "PNBRQK";

/* ---- the model ------------------------------------------------------------ */

/* The other legal moves of m's piece kind to m's square (castling aside),
 * as the standard's disambiguation looks at them: whether there are any,
 * and whether one stands on the same file or rank as m's piece. */
struct rivals {
    bool any, same_file, same_rank;
};

static struct rivals rivals_of(const struct board *b, const bbg_move *moves, int n, bbg_move m)
{
    struct rivals r = { false, false, false };
    const int from = bbg_move_from(m), to = bbg_move_to(m);
    for (int i = 0; i < n; i++) {
        const int other = bbg_move_from(moves[i]);
        if (bbg_move_kind(moves[i]) == BBG_MOVE_CASTLING || bbg_move_to(moves[i]) != to || other == from
            || b->piece[other] != b->piece[from])
            continue;
        r.any = true;
        r.same_file |= model_file(other) == model_file(from);
        r.same_rank |= model_rank(other) == model_rank(from);
    }
    return r;
}

/* What a disambiguation writes of the origin. */
enum written { WRITE_NONE, WRITE_FILE, WRITE_RANK, WRITE_SQUARE };

/* The standard's choice: none if no rival, the file if that tells them
 * apart, else the rank if that does, else both. Pawns (their file comes
 * with the capture) and castling have none. */
static enum written prescribed(const struct board *b, bbg_move m, struct rivals r)
{
    if (bbg_move_kind(m) == BBG_MOVE_CASTLING || b->piece[bbg_move_from(m)] % 6 == 0 || !r.any)
        return WRITE_NONE;
    return !r.same_file ? WRITE_FILE : !r.same_rank ? WRITE_RANK : WRITE_SQUARE;
}

static bool takes(const struct board *b, bbg_move m)
{
    const int to = bbg_move_to(m);
    return bbg_move_kind(m) == BBG_MOVE_EN_PASSANT
        || (bbg_move_kind(m) != BBG_MOVE_CASTLING && b->piece[to] >= 0 && b->piece[to] / 6 != b->side);
}

struct san_text {
    char s[48];
};

/* m without a check mark, the origin written as `written` says; with_x
 * false leaves out a capture's x. */
static struct san_text model_body(const struct board *b, bbg_move m, enum written written, bool with_x)
{
    struct san_text t = { "" };
    const int from = bbg_move_from(m), to = bbg_move_to(m), kind = b->piece[from] % 6;
    const struct model_name origin = model_name(from);
    char promotion[4] = "", lead[4] = "";
    if (bbg_move_kind(m) == BBG_MOVE_CASTLING) {
        snprintf(t.s, sizeof t.s, "%s", to > from ? "O-O" : "O-O-O");
        return t;
    }
    if (bbg_move_kind(m) == BBG_MOVE_PROMOTION)
        snprintf(promotion, sizeof promotion, "=%c", letters[bbg_move_promotion(m)]);
    if (kind == 0 && written == WRITE_SQUARE)
        snprintf(lead, sizeof lead, "%.2s", origin.s);
    else if (kind == 0 && takes(b, m))
        snprintf(lead, sizeof lead, "%c", origin.s[0]);
    else if (kind != 0)
        snprintf(lead, sizeof lead, "%c%.*s%.*s", letters[kind], written == WRITE_FILE || written == WRITE_SQUARE,
                 origin.s, written == WRITE_RANK || written == WRITE_SQUARE, origin.s + 1);
    snprintf(t.s, sizeof t.s, "%s%s%s%s", lead, takes(b, m) && with_x ? "x" : "", model_name(to).s, promotion);
    return t;
}

/* "+" if m checks by the model's board, "#" if it also leaves no legal
 * reply (counted by brute force, or by bbg_legal_moves where the test of
 * test_position.c is trusted), "" otherwise. */
static const char *model_mark(const struct bbg_position *pos, const struct board *b, bbg_move m, bool brute)
{
    const struct board a =
        board_after(b, bbg_move_from(m), bbg_move_to(m), (int)bbg_move_kind(m), (int)bbg_move_promotion(m));
    if (!board_attacked(&a, board_king(&a, b->side ^ 1), b->side))
        return "";
    struct bbg_position after = *pos;
    bbg_move replies[BBG_MAX_MOVES];
    bbg_make_move(&after, m);
    const struct board next = board_of(&after);
    const int n = brute ? brute_force_moves(&next, replies, false) : bbg_legal_moves(&after, replies);
    return n == 0 ? "#" : "+";
}

/* ---- every legal move of a node ------------------------------------------- */

/* The forms with less disambiguation than the prescribed one: each must be
 * refused as ambiguous, naming the move (body) among the candidates. */
static void check_shorter(const struct bbg_position *pos, const struct board *b, bbg_move m, enum written written,
                          const char *body)
{
    static const enum written shorter[4][3] = { { WRITE_NONE }, { WRITE_NONE }, { WRITE_NONE, WRITE_FILE },
                                                { WRITE_NONE, WRITE_FILE, WRITE_RANK } };
    static const int count[4] = { 0, 1, 2, 3 };
    for (int k = 0; k < count[written]; k++) {
        const struct san_text text = model_body(b, m, shorter[written][k], true);
        struct bbg_san_error err;
        const bbg_move got = bbg_move_from_san(pos, text.s, &err);
        expect_that(got == BBG_NO_MOVE && err.column == 1 && strstr(err.message, "ambiguous: ") != NULL
                        && strstr(err.message, body) != NULL,
                    "%s: '%s' (for %s) read as %u: %s", test_fen_of(pos).s, text.s, body, got,
                    got ? "" : err.message);
    }
}

/* Every legal move of pos: its SAN is the model's and reads back as the
 * move; shorter disambiguations are refused. Returns the number of moves. */
static long check_node(const struct bbg_position *pos, bool brute)
{
    bbg_move moves[BBG_MAX_MOVES];
    const int n = bbg_legal_moves(pos, moves);
    const struct board b = board_of(pos);
    for (int i = 0; i < n; i++) {
        const bbg_move m = moves[i];
        const enum written written = prescribed(&b, m, rivals_of(&b, moves, n, m));
        const struct san_text body = model_body(&b, m, written, true);
        char want[64], got[BBG_SAN_MAX];
        snprintf(want, sizeof want, "%s%s", body.s, model_mark(pos, &b, m, brute));
        const size_t len = bbg_move_to_san(pos, m, got, sizeof got);
        expect_that(strcmp(got, want) == 0 && len == strlen(want), "%s: move %u is '%s' (%lu), expected '%s'",
                    test_fen_of(pos).s, m, got, (unsigned long)len, want);
        struct bbg_san_error err;
        const bbg_move back = bbg_move_from_san(pos, got, &err);
        expect_that(back == m, "%s: '%s' read as %u, not %u: %s", test_fen_of(pos).s, got, back, m,
                    back ? "" : err.message);
        if (written != WRITE_NONE)
            check_shorter(pos, &b, m, written, body.s);
    }
    return n;
}

static long check_tree_node(const struct bbg_position *pos, void *data)
{
    (void)data;
    return check_node(pos, false);
}

/* The three suites' trees in 16 parts, as test_movegen.c walks them. */
START_TEST(test_suite_trees)
{
    const int less = test_sample_share() > 1;
    const struct test_tree_walk w = {
        suites_dir, { 3 - less, 3 - less, 1 - less }, _i, 16 * test_sample_share(), check_tree_node, NULL
    };
    const long moves = test_walk_suites(&w);
    ck_assert_that(moves > 0, "part %d", _i);
}
END_TEST

static void check_playout_node(const struct bbg_position *pos, long i, void *moves)
{
    *(long *)moves += check_node(pos, i % 4 == 0);
}

/* 40,000 playout positions: 8 runs of 5,000. */
START_TEST(test_playout_moves)
{
    long moves = 0;
    const struct test_playout visit = { check_playout_node, NULL, &moves };
    test_playouts(NULL, 0, UINT64_C(5000) + (uint64_t)_i, 5000 / test_sample_share(), &visit);
    ck_assert_that(moves > 0, "run %d", _i);
}
END_TEST

/* ---- other forms ------------------------------------------------------------ */

struct forms {
    struct san_text text[24];
    int n;
};

static void add_form(struct forms *f, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static void add_form(struct forms *f, const char *fmt, ...)
{
    va_list ap;
    ck_assert_that(f->n < 24, "%s", fmt);
    va_start(ap, fmt);
    vsnprintf(f->text[f->n++].s, sizeof f->text[0].s, fmt, ap);
    va_end(ap);
}

/* A piece's or pawn's other forms: more of the origin written (only as
 * much as still tells the rivals apart), no x, a leading P, e8Q and e8(Q),
 * e.p. */
static void piece_forms(const struct board *b, bbg_move m, struct rivals r, const char *body, struct forms *f)
{
    const bool pawn = b->piece[bbg_move_from(m)] % 6 == 0;
    add_form(f, "%s", model_body(b, m, WRITE_SQUARE, true).s);
    if (!r.same_file && !pawn)
        add_form(f, "%s", model_body(b, m, WRITE_FILE, true).s);
    if (!r.same_rank && !pawn)
        add_form(f, "%s", model_body(b, m, WRITE_RANK, true).s);
    if (takes(b, m))
        add_form(f, "%s", model_body(b, m, prescribed(b, m, r), false).s);
    if (pawn)
        add_form(f, "P%s", body);
    if (bbg_move_kind(m) == BBG_MOVE_PROMOTION) {
        const size_t len = strlen(body);
        add_form(f, "%.*s%c", (int)(len - 2), body, body[len - 1]);
        add_form(f, "%.*s(%c)", (int)(len - 2), body, body[len - 1]);
    }
    if (bbg_move_kind(m) == BBG_MOVE_EN_PASSANT) {
        add_form(f, "%s e.p.", body);
        add_form(f, "%se.p.", body);
        add_form(f, "%s e.p.+", body);
    }
}

/* Every form of every legal move of pos reads as the move. */
static void check_forms(const struct bbg_position *pos)
{
    static const char *const notes[] = { "+", "#", "!", "?", "!!", "??", "!?", "?!", "+!", "#!?", "+?!" };
    bbg_move moves[BBG_MAX_MOVES];
    const int n = bbg_legal_moves(pos, moves);
    const struct board b = board_of(pos);
    for (int i = 0; i < n; i++) {
        const bbg_move m = moves[i];
        const struct rivals r = rivals_of(&b, moves, n, m);
        const struct san_text body = model_body(&b, m, prescribed(&b, m, r), true);
        struct forms f = { .n = 0 };
        for (size_t k = 0; k < sizeof notes / sizeof notes[0]; k++)
            add_form(&f, "%s%s", body.s, notes[k]);
        if (bbg_move_kind(m) == BBG_MOVE_CASTLING)
            add_form(&f, "%s", bbg_move_to(m) > bbg_move_from(m) ? "0-0" : "0-0-0");
        else
            piece_forms(&b, m, r, body.s, &f);
        for (int k = 0; k < f.n; k++) {
            struct bbg_san_error err;
            const bbg_move got = bbg_move_from_san(pos, f.text[k].s, &err);
            expect_that(got == m, "%s: '%s' (for %s) read as %u: %s", test_fen_of(pos).s, f.text[k].s, body.s, got,
                        got ? "" : err.message);
        }
    }
}

/* ---- hand-written SAN ------------------------------------------------------- */

/* Positions with what random games seldom reach, and the SAN of one move
 * of each, written by hand. */
static const struct {
    const char *fen, *uci, *san;
} written_by_hand[] = {
    { BBG_START_FEN, "e2e4", "e4" },
    { BBG_START_FEN, "g1f3", "Nf3" },
    { "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "e1g1", "O-O" },
    { "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "e1c1", "O-O-O" },
    { "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "e5f7", "Nxf7" },
    { "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "g2h3", "gxh3" },
    { "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "d5e6", "dxe6" },
    /* The file tells the knights apart; the rank, the rooks; only the
     * square, the queens on a2, c2, a4 and c4 (each shares a file with one
     * and a rank with another). */
    { "rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 2 3", "b1d2", "Nbd2" },
    { "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", "a1a3", "R1a3" },
    { "7k/8/8/8/Q1Q5/8/Q1Q5/4K3 w - - 0 1", "a2b3", "Qa2b3" },
    { "7k/8/8/8/Q1Q5/8/Q1Q5/4K3 w - - 0 1", "a4b4", "Qab4" },
    /* A pinned knight is no rival: Nd2 by the b1 knight alone. */
    { "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "f1d2", "Nfd2" },
    { "4k3/8/8/8/8/8/8/1N2KN1r w - - 0 1", "b1d2", "Nd2" },
    /* Mate, stalemate, promotions with and without check, castling that
     * checks, en passant. */
    { "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", "h5f7", "Qxf7#" },
    { "k7/8/8/2Q5/8/8/8/7K w - - 0 1", "c5b6", "Qb6" },
    { "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8q", "b8=Q+" },
    { "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8n", "b8=N" },
    { "2r1k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7c8r", "bxc8=R+" },
    { "5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", "O-O+" },
    { "8/8/8/8/k2Pp3/8/8/3K4 b - d3 0 1", "e4d3", "exd3" },
    { "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8", "Ra8#" },
    /* Chess960: castling written king to rook. */
    { "4k3/8/8/8/8/8/8/1R2K1R1 w GB - 0 1", "e1g1", "O-O" },
    { "4k3/8/8/8/8/8/8/1R2K1R1 w GB - 0 1", "e1b1", "O-O-O" },
};

START_TEST(test_by_hand)
{
    for (size_t i = 0; i < sizeof written_by_hand / sizeof written_by_hand[0]; i++) {
        const struct bbg_position pos = test_parse(written_by_hand[i].fen);
        const bbg_move m = bbg_move_from_uci(&pos, written_by_hand[i].uci);
        char san[BBG_SAN_MAX];
        ck_assert_msg(m != BBG_NO_MOVE, "%s: %s is not legal", written_by_hand[i].fen, written_by_hand[i].uci);
        bbg_move_to_san(&pos, m, san, sizeof san);
        ck_assert_msg(strcmp(san, written_by_hand[i].san) == 0, "%s: %s is '%s', expected '%s'",
                      written_by_hand[i].fen, written_by_hand[i].uci, san, written_by_hand[i].san);
        ck_assert_msg(bbg_move_from_san(&pos, san, NULL) == m, "%s: '%s' does not read back", written_by_hand[i].fen,
                      san);
        check_node(&pos, true);
        check_forms(&pos);
    }
}
END_TEST

static void check_playout_forms(const struct bbg_position *pos, long i, void *data)
{
    (void)i;
    (void)data;
    check_forms(pos);
}

/* 8,000 playout positions: 8 runs of 1,000. */
START_TEST(test_playout_forms)
{
    const struct test_playout visit = { check_playout_forms, NULL, NULL };
    test_playouts(NULL, 0, UINT64_C(6000) + (uint64_t)_i, 1000 / test_sample_share(), &visit);
}
END_TEST

/* ---- refused texts ------------------------------------------------------------ */

#define KIWIPETE "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
#define QUEENS "7k/8/8/8/Q1Q5/8/Q1Q5/4K3 w - - 0 1"
#define PROMOTING "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"

/* Each text, the column where its fault starts and a part of the reason,
 * worked out by hand. */
static const struct {
    const char *fen, *text;
    int column;
    const char *reason;
} refused[] = {
    /* Syntax. */
    { BBG_START_FEN, "", 1, "column 1: no move" },
    { BBG_START_FEN, "+!", 1, "no move before the annotation" },
    { BBG_START_FEN, "e.p.", 1, "no move before the annotation" },
    { BBG_START_FEN, "Z", 1, "expected a piece letter K, Q, R, B, N, a file a-h or O-O, found 'Z'" },
    { BBG_START_FEN, "nf3", 1, "found 'n'" },
    { BBG_START_FEN, "xe4", 1, "found 'x'" },
    { BBG_START_FEN, "\xc3\xa9" "4", 1, "found byte 0xC3" },
    { BBG_START_FEN, "N", 2, "expected a square, found the end" },
    { BBG_START_FEN, "Nf", 3, "expected a rank 1-8, found the end" },
    { BBG_START_FEN, "Nfz", 3, "expected a rank 1-8, found 'z'" },
    { BBG_START_FEN, "N1", 3, "expected the target square, found the end" },
    { BBG_START_FEN, "Nx", 3, "expected the target square, found the end" },
    { BBG_START_FEN, "Ngx3", 4, "expected the target square, found '3'" },
    { BBG_START_FEN, "Ngf", 4, "expected a rank 1-8, found the end" },
    { BBG_START_FEN, "Nf3 ", 4, "expected the end of the move, found ' '" },
    { BBG_START_FEN, "Nf3z", 4, "expected the end of the move, found 'z'" },
    { BBG_START_FEN, "Nf3\t", 4, "found byte 0x09" },
    { BBG_START_FEN, "Ng1f3g", 6, "expected the end of the move, found 'g'" },
    { BBG_START_FEN, "e4  e.p.", 3, "found ' '" },
    { BBG_START_FEN, "O-", 3, "expected the rest of O-O or O-O-O, found the end" },
    { BBG_START_FEN, "O-0", 3, "expected the rest of O-O or O-O-O, found '0'" },
    { BBG_START_FEN, "0-0-", 5, "expected the rest of O-O or O-O-O, found the end" },
    { BBG_START_FEN, "O-O-O-O", 6, "expected the end of O-O-O, found '-'" },
    { BBG_START_FEN, "o-o", 1, "found 'o'" },
    /* Promotions. */
    { PROMOTING, "b8", 3, "a pawn on rank 8 must promote (=Q, =R, =B or =N)" },
    { PROMOTING, "b8+", 3, "must promote" },
    { PROMOTING, "b8=K", 4, "a pawn cannot promote to a king" },
    { PROMOTING, "b8=P", 4, "a pawn cannot promote to a pawn" },
    { PROMOTING, "b8(K)", 4, "a pawn cannot promote to a king" },
    { PROMOTING, "b8=", 4, "expected a promotion piece Q, R, B or N, found the end" },
    { PROMOTING, "b8=q", 4, "expected a promotion piece Q, R, B or N, found 'q'" },
    { PROMOTING, "b8(Q", 5, "expected ')', found the end" },
    { PROMOTING, "b8(Q]", 5, "expected ')', found ']'" },
    { PROMOTING, "b8QQ", 4, "expected the end of the move, found 'Q'" },
    { PROMOTING, "Kd2=Q", 4, "only a pawn promotes" },
    { PROMOTING, "Kd2Q", 4, "only a pawn promotes" },
    { BBG_START_FEN, "e4=Q", 3, "a pawn promotes only on rank 8" },
    { "4k3/8/8/8/8/8/1p6/4K3 b - - 0 1", "b1", 3, "a pawn on rank 1 must promote" },
    { "4k3/8/8/8/8/8/1p6/4K3 b - - 0 1", "b3=Q", 3, "a pawn promotes only on rank 1" },
    /* No such move. */
    { BBG_START_FEN, "Nc4", 1, "column 1: no knight can reach c4" },
    { BBG_START_FEN, "e5", 1, "no pawn can reach e5" },
    { BBG_START_FEN, "Ngc3", 2, "column 2: no knight on the g-file can reach c3" },
    { BBG_START_FEN, "N2c3", 2, "no knight on rank 2 can reach c3" },
    { BBG_START_FEN, "N1d4", 2, "no knight on rank 1 can reach d4" },
    { BBG_START_FEN, "Ng1c3", 2, "no knight on g1 can reach c3" },
    { BBG_START_FEN, "Ke2", 2, "column 2: e2 holds a piece of the side to move" },
    { BBG_START_FEN, "Nxf3", 2, "column 2: x, but there is nothing to take on f3" },
    { BBG_START_FEN, "exf3", 2, "x, but there is nothing to take on f3" },
    { KIWIPETE, "Qxd1", 2, "x, but there is nothing to take on d1" },
    { KIWIPETE, "Qd1", 1, "no queen can reach d1" },
    { KIWIPETE, "Qg3xh3", 2, "no queen on g3 can reach h3" },
    { "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "Bd3", 1, "no bishop can reach d3" },
    /* Ambiguity: the candidates, each in its own SAN. */
    { "rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 2 3", "Nd2", 1,
      "column 1: ambiguous: Nbd2 or Nfd2" },
    { QUEENS, "Qb3", 1, "ambiguous: Qa2b3, Qc2b3, Qa4b3 or Qc4b3" },
    { QUEENS, "Qab3", 1, "ambiguous: Qa2b3 or Qa4b3" },
    { QUEENS, "Q2b3", 1, "ambiguous: Qa2b3 or Qc2b3" },
    { "4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1", "Pxd5", 1, "ambiguous: cxd5 or exd5" },
    /* A pawn's capture without its file or an x reads as a push. */
    { "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "d5", 1, "column 1: a pawn takes with its file written, as exd5" },
    { "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "Pd5", 1, "a pawn takes with its file written, as exd5" },
    { "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3", "d6", 1, "as exd6" },
    /* Illegal: the king in check after the move. */
    { "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "Nf4", 1, "column 1: Nf4 leaves the king in check" },
    { "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1", "Kd1", 1, "Kd1 moves the king into check" },
    { "4k3/8/8/2KPp2r/8/8/8/8 w - e6 0 2", "dxe6", 1, "dxe6 leaves the king in check" },
    { "4k3/8/8/2KPp2r/8/8/8/8 w - e6 0 2", "Pxe6", 1, "dxe6 leaves the king in check" },
    { "r3k3/1P6/8/8/8/8/8/K7 w - - 0 1", "b8=Q", 1, "b8=Q leaves the king in check" },
    { "4r1k1/8/8/8/8/8/8/2N1K3 w - - 0 1", "Nd3", 1, "Nd3 leaves the king in check" },
    /* e.p. on a move that is no en passant capture. */
    { "rnbqkbnr/pppp1ppp/8/4p3/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2", "dxe5 e.p.", 6,
      "column 6: e.p., but dxe5 is not an en passant capture" },
    { "rnbqkbnr/pppp1ppp/8/4p3/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2", "d5e.p.", 3, "e.p., but d5 is not" },
    { BBG_START_FEN, "Nf3 e.p.", 5, "e.p., but Nf3 is not" },
    /* Castling. */
    { BBG_START_FEN, "O-O", 1, "O-O: f1 is not empty" },
    { BBG_START_FEN, "0-0-0", 1, "O-O-O: b1 is not empty" },
    { "4k3/8/8/8/8/8/8/4K2R w - - 0 1", "O-O", 1, "O-O: white has no right to castle king-side" },
    { "r3k3/8/8/8/8/8/8/4K3 b q - 0 1", "O-O", 1, "O-O: black has no right to castle king-side" },
    { "4k2r/8/8/8/8/8/8/4K3 b k - 0 1", "O-O-O", 1, "O-O-O: black has no right to castle queen-side" },
    { "4k3/8/8/8/8/8/3q4/R3K2R w KQ - 0 1", "O-O", 1, "O-O: the king is in check" },
    { "4k3/8/8/8/8/8/7n/4K2R w K - 0 1", "O-O", 1, "O-O: the king would pass or land on f1, which is attacked" },
    { "3rk3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "O-O-O", 1, "O-O-O: the king would pass or land on d1" },
    { "4k3/8/8/8/8/8/8/rR1K4 w B - 0 1", "O-O-O", 1, "O-O-O: the king would be in check once the rook has moved" },
};

START_TEST(test_refused)
{
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        const struct bbg_position pos = test_parse(refused[i].fen);
        struct bbg_san_error err = { 0, "" };
        const bbg_move got = bbg_move_from_san(&pos, refused[i].text, &err);
        ck_assert_msg(got == BBG_NO_MOVE && err.column == refused[i].column
                          && strstr(err.message, refused[i].reason) != NULL,
                      "'%s' in %s: move %u, column %d, '%s'; expected column %d, '%s'", refused[i].text,
                      refused[i].fen, got, err.column, err.message, refused[i].column, refused[i].reason);
        ck_assert_msg(bbg_move_from_san(&pos, refused[i].text, NULL) == BBG_NO_MOVE, "'%s' without err",
                      refused[i].text);
    }
}
END_TEST

/* Text with a length: a zero byte inside is a byte like any other, and
 * nothing at or past len is read (the rest of the buffer would make a
 * move of each). */
START_TEST(test_lengths)
{
    const struct bbg_position pos = test_parse(BBG_START_FEN);
    struct bbg_san_error err;
    const bbg_move e4 = bbg_move_from_uci(&pos, "e2e4"), nf3 = bbg_move_from_uci(&pos, "g1f3");
    ck_assert_uint_eq(bbg_move_from_san_n(&pos, "e4xyz", 2, &err), e4);
    ck_assert_uint_eq(bbg_move_from_san_n(&pos, "Nf3 Nf6", 3, &err), nf3);
    ck_assert_uint_eq(bbg_move_from_san_n(&pos, "Nf3+ Nf6", 4, &err), nf3);
    ck_assert_uint_eq(bbg_move_from_san_n(&pos, "Nf3", 2, &err), BBG_NO_MOVE);
    ck_assert_msg(err.column == 3 && strstr(err.message, "expected a rank 1-8, found the end"), "%s", err.message);
    /* Cut after a capture's x: the file beyond len is not the target's. */
    ck_assert_uint_eq(bbg_move_from_san_n(&pos, "Nxf3", 2, &err), BBG_NO_MOVE);
    ck_assert_msg(err.column == 3 && strstr(err.message, "expected the target square, found the end"), "%s",
                  err.message);
    ck_assert_uint_eq(bbg_move_from_san_n(&pos, "Nf3\0x", 5, &err), BBG_NO_MOVE);
    ck_assert_msg(err.column == 4 && strstr(err.message, "found byte 0x00"), "%s", err.message);
    ck_assert_uint_eq(bbg_move_from_san_n(&pos, "\0", 1, &err), BBG_NO_MOVE);
    ck_assert_msg(err.column == 1 && strstr(err.message, "found byte 0x00"), "%s", err.message);
    ck_assert_uint_eq(bbg_move_from_san_n(&pos, "e8", 0, &err), BBG_NO_MOVE);
    ck_assert_msg(err.column == 1 && strstr(err.message, "no move"), "%s", err.message);
    /* A long text: refused at its first wrong byte, whatever follows. */
    static char longest[100000];
    memset(longest, 'N', sizeof longest);
    ck_assert_uint_eq(bbg_move_from_san_n(&pos, longest, sizeof longest, &err), BBG_NO_MOVE);
    ck_assert_msg(err.column == 2 && strstr(err.message, "found 'N'"), "%s", err.message);
    memset(longest, '!', sizeof longest);
    ck_assert_uint_eq(bbg_move_from_san_n(&pos, longest, sizeof longest, &err), BBG_NO_MOVE);
    ck_assert_msg(err.column == 1 && strstr(err.message, "no move before the annotation"), "%s", err.message);
}
END_TEST

/* A refusal: a column inside the text or just past it, and a one-line
 * message that starts with it. */
static void check_refusal(const struct bbg_position *pos, const char *text, size_t len,
                          const struct bbg_san_error *err)
{
    char start[32];
    snprintf(start, sizeof start, "column %d: ", err->column);
    const char *nul = memchr(err->message, '\0', sizeof err->message);
    expect_that(err->column >= 1 && (size_t)err->column <= len + 1 && nul != NULL
                    && strncmp(err->message, start, strlen(start)) == 0 && strchr(err->message, '\n') == NULL,
                "%s: '%.*s': column %d, '%.160s'", test_fen_of(pos).s, (int)len, text, err->column, err->message);
}

/* text[0, len) read from a heap copy of exactly that size: legal if
 * accepted, a refusal as check_refusal says otherwise. */
static void read_exact(const struct bbg_position *pos, const char *text, size_t len)
{
    char *copy = malloc(len > 0 ? len : 1);
    ck_assert_that(copy != NULL, "%lu bytes", (unsigned long)len);
    memcpy(copy, text, len);
    struct bbg_san_error err;
    const bbg_move m = bbg_move_from_san_n(pos, copy, len, &err);
    if (m != BBG_NO_MOVE)
        expect_that(bbg_is_legal(pos, m), "%s: '%.*s' read as illegal %u", test_fen_of(pos).s, (int)len, text, m);
    else
        check_refusal(pos, text, len, &err);
    free(copy);
}

/* Every cut of every move's SAN, with e.p. and annotations after it. */
static void check_cuts(const struct bbg_position *pos, long i, void *data)
{
    (void)i;
    (void)data;
    bbg_move moves[BBG_MAX_MOVES];
    const int n = bbg_legal_moves(pos, moves);
    for (int k = 0; k < n; k++) {
        char text[BBG_SAN_MAX + 16];
        const size_t len = bbg_move_to_san(pos, moves[k], text, BBG_SAN_MAX);
        snprintf(text + len, sizeof text - len, "%s", k % 3 == 0 ? " e.p.!?" : k % 3 == 1 ? "(Q)" : "=N#");
        for (size_t cut = 0; cut <= strlen(text); cut++)
            read_exact(pos, text, cut);
    }
}

/* Random bytes, mostly SAN's own characters, 0 to 11 of them. */
static void check_garbage(const struct bbg_position *pos, long i, void *random)
{
    static const char alphabet[] = "NBRQKPabcdefgh12345678xO0-=()+#!?e.p ";
    struct test_random *r = random;
    (void)i;
    for (int k = 0; k < 64; k++) {
        char text[12];
        const size_t len = (size_t)(test_random_next(r) % 12);
        for (size_t j = 0; j < len; j++) {
            const uint64_t x = test_random_next(r);
            text[j] = (char)(x % 8 == 0 ? (int)(x >> 8 & 255) : alphabet[(x >> 8) % (sizeof alphabet - 1)]);
        }
        read_exact(pos, text, len);
    }
}

/* 2,000 playout positions each: the cuts in 4 runs, the random bytes in 4. */
START_TEST(test_cuts_and_garbage)
{
    struct test_random r = { UINT64_C(7000) + (uint64_t)_i };
    const struct test_playout visit = { _i < 4 ? check_cuts : check_garbage, NULL, &r };
    test_playouts(NULL, 0, UINT64_C(7000) + (uint64_t)_i, 500 / test_sample_share(), &visit);
}
END_TEST

/* ---- SAN out into small buffers -------------------------------------------------- */

/* Every size from 0 to one past the length: the length returned always,
 * as much as fits and a terminator, nothing written past size. */
START_TEST(test_buffer_sizes)
{
    const struct bbg_position pos =
        test_parse("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
    const bbg_move m = bbg_move_from_uci(&pos, "h5f7");
    ck_assert_uint_eq(bbg_move_to_san(&pos, m, NULL, 0), 5);
    for (size_t size = 0; size <= 6; size++) {
        char buf[8];
        memset(buf, '@', sizeof buf);
        ck_assert_uint_eq(bbg_move_to_san(&pos, m, buf, size), 5);
        const size_t kept = size == 0 ? 0 : size - 1 < 5 ? size - 1 : 5;
        ck_assert_msg(strncmp(buf, "Qxf7#", kept) == 0, "size %lu: '%.8s'", (unsigned long)size, buf);
        for (size_t j = size == 0 ? 0 : kept + 1; j < sizeof buf; j++)
            ck_assert_msg(buf[j] == '@', "size %lu: byte %lu written", (unsigned long)size, (unsigned long)j);
        if (size > 0)
            ck_assert_msg(buf[kept] == '\0', "size %lu: no terminator at %lu", (unsigned long)size, (unsigned long)kept);
    }
}
END_TEST

/* main's argv is char *[] in C: the const array cppcheck suggests is not. */
// cppcheck-suppress constParameter
int main(int argc, char *argv[])
{
    if (argc > 1)
        suites_dir = argv[1];
    struct test_entry tests[] = {
        { test_by_hand, 0 },     { test_refused, 0 },        { test_lengths, 0 },          { test_buffer_sizes, 0 },
        { test_suite_trees, 16 }, { test_playout_moves, 8 }, { test_playout_forms, 8 }, { test_cuts_and_garbage, 8 },
    };
    return test_run_entries("san", tests, sizeof tests / sizeof tests[0], 600);
}
