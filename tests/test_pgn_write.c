/* The PGN writer (pgn_write.h):
 *   - hand-made games against their export text written by hand: the
 *     Seven Tag Roster first with its defaults, the other tags in order
 *     and escaped, move numbers on white moves and on black moves after a
 *     comment, a variation or at the start, NAGs, comments, nested
 *     variations, lines of at most 79 bytes, the result, a FEN and
 *     Variant tag for a start that needs them, a ; comment for a comment
 *     that holds '}';
 *   - random trees from a fixed seed (moves, NAGs, comments, variations
 *     nested a few deep) built with the tree's functions: written, read
 *     back to the same tree, written again to the same bytes, every line
 *     at most 79 bytes; the same fixed point for every good game of the
 *     hand-made files of tests/pgn/;
 *   - bbg_pgn_write's buffer sizes, as snprintf's; a tree with an illegal
 *     move or variations too deep; a file that cannot be written. */
#include <stdlib.h>
#include <string.h>

#include "positions.h"

/* The folder of the hand-made files, and one for files the tests write
 * (the program's arguments). */
static const char *cases_dir = "tests/pgn";
static const char *work_dir = ".";

/* The game's text, malloc'd; the tree must be good. */
static char *written(const struct bbg_pgn_game *game)
{
    const long long len = bbg_pgn_write(game, NULL, 0);
    ck_assert_msg(len > 0, "bbg_pgn_write: %ld", (long)len);
    char *text = malloc((size_t)len + 1);
    ck_assert_ptr_nonnull(text);
    ck_assert_int_eq(bbg_pgn_write(game, text, (size_t)len + 1), len);
    ck_assert_uint_eq(strlen(text), (size_t)len);
    return text;
}

/* The one game of text, read whole. */
static struct bbg_pgn_game *read_game(const char *text)
{
    struct bbg_pgn_reader *r = bbg_pgn_reader_open_memory(text, strlen(text));
    struct bbg_pgn_game *game;
    struct bbg_pgn_error err;
    ck_assert_msg(bbg_pgn_read_tree(r, &game, &err) == 1, "%s in:\n%s", err.message, text);
    ck_assert_int_eq(bbg_pgn_read_game(r, NULL, NULL, NULL), 0);
    bbg_pgn_reader_close(r);
    return game;
}

/* Every line of the movetext (after the first empty line) at most 79
 * bytes, but a line of one word. */
static void check_lines(const char *text)
{
    const char *p = strstr(text, "\n\n");
    ck_assert_ptr_nonnull(p);
    for (p += 2; *p != '\0';) {
        const char *nl = strchr(p, '\n');
        ck_assert_ptr_nonnull(nl);
        const size_t len = (size_t)(nl - p);
        ck_assert_msg(len <= BBG_PGN_LINE_MAX || memchr(p, ' ', len) == NULL, "a line of %lu bytes: %.*s", (unsigned long)len,
                      (int)len, p);
        p = nl + 1;
    }
}

/* Reads text, writes it: want; reads that, writes it: want again. */
static void expect_export(const char *text, const char *want)
{
    struct bbg_pgn_game *game = read_game(text);
    char *out = written(game);
    ck_assert_msg(strcmp(out, want) == 0, "got:\n%s\nexpected:\n%s", out, want);
    check_lines(out);
    struct bbg_pgn_game *again = read_game(out);
    char *out2 = written(again);
    ck_assert_str_eq(out2, want);
    free(out);
    free(out2);
    bbg_pgn_game_free(game);
    bbg_pgn_game_free(again);
}

/* ---- by hand ---------------------------------------------------------------- */

static const struct {
    const char *text, *want;
} exports[] = {
    /* the roster first, in its order, with defaults; the other tags in
     * their order, escaped; a nested variation, a black move after a
     * variation and after a comment; the result wrapped */
    { "[White \"Fischer, Robert J.\"]\n[Event \"F/S Return Match\"]\n[Annotator \"\\\"X\\\" \\\\\"]\n"
      "{start} 1. e4 e5 {c} 2. Nf3 $1 (2. f4 exf4 (2... d5) 3. Nf3) 2... Nc6 3. Bb5 a6 *",
      "[Event \"F/S Return Match\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
      "[White \"Fischer, Robert J.\"]\n[Black \"?\"]\n[Result \"*\"]\n[Annotator \"\\\"X\\\" \\\\\"]\n\n"
      "{start} 1. e4 e5 {c} 2. Nf3 $1 (2. f4 exf4 (2... d5) 3. Nf3) 2... Nc6 3. Bb5 a6\n*\n\n" },
    /* black to move first; a comment after black's move, so white's number
     * anyway; suffixes as NAGs; the FEN as read (fullmove 0 kept) */
    { "[Result \"0-1\"] [FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 0\"] 1... Kd7! {a} 2. e4?? Kd6 0-1",
      "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n"
      "[Result \"0-1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 0\"]\n\n1... Kd7 $1 {a} 2. e4 $4 Kd6 0-1\n\n" },
    /* comments wrapped word by word, blanks and newlines made single
     * spaces; an empty comment; a comment before a variation's first move;
     * the Result tag kept when the marker says otherwise */
    { "[Result \"1-0\"]\n1. d4 {Lorem  ipsum dolor sit amet, consectetur adipiscing elit, sed do\n\teiusmod tempor "
      "incididunt ut labore et dolore magna aliqua.} d5 { } (1... Nf6 {x}) ({y} 1... f5) 2. c4 1/2-1/2",
      "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n"
      "[Result \"1-0\"]\n\n"
      "1. d4 {Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod\n"
      "tempor incididunt ut labore et dolore magna aliqua.} 1... d5 {} (1... Nf6 {x})\n"
      "({y} 1... f5) 2. c4 1/2-1/2\n\n" },
    /* a game without moves, a comment only, no result */
    { "[Event \"e\"] {just this}",
      "[Event \"e\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n"
      "[Result \"*\"]\n\n{just this} *\n\n" },
    /* a ; comment with a '}': on its own line; a ')' after it on the next;
     * a word longer than a line alone on its line */
    { "1. e4 (1. d4 ; a } b\n) e5 {0123456789012345678901234567890123456789012345678901234567890123456789012345678901} *",
      "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n"
      "[Result \"*\"]\n\n1. e4 (1. d4 ; a } b\n) 1... e5\n"
      "{0123456789012345678901234567890123456789012345678901234567890123456789012345678901}\n*\n\n" },
    /* Chess960: castling as O-O whatever the squares; variations closing
     * together, and a line filled to exactly 79 bytes */
    { "[Variant \"Chess960\"] [FEN \"1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 w GBgb - 0 1\"] "
      "1. O-O (1. a3 (1. b3 (1. c3 a6))) O-O-O 2. Rbc1 {a comment of given length to fill the line exactly} *",
      "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n"
      "[Result \"*\"]\n[Variant \"Chess960\"]\n[FEN \"1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 w GBgb - 0 1\"]\n\n"
      "1. O-O (1. a3) (1. b3) (1. c3 a6) 1... O-O-O 2. Rbc1 {a comment of given length\n"
      "to fill the line exactly} *\n\n" },
    /* a line filled to exactly 79 bytes after a line break the width
     * made: each line counts its bytes from nothing */
    { "1. e4 {01234567890123456789012345678901234567890123456789012345678901234567890123456789} e5 "
      "{a comment whose length fills this line to 79 bytes, exactly.} 2. Nf3 *",
      "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n"
      "[Result \"*\"]\n\n1. e4\n{01234567890123456789012345678901234567890123456789012345678901234567890123456789}\n"
      "1... e5 {a comment whose length fills this line to 79 bytes, exactly.} 2. Nf3 *\n\n" },
};

START_TEST(test_exports)
{
    expect_export(exports[_i].text, exports[_i].want);
}
END_TEST

/* A tree built by hand, not read: its start needs a FEN and SetUp tag,
 * and a Variant tag for Chess960; a tag value's newline becomes a space;
 * a roster tag twice: the first in the roster, the second with the
 * others. */
START_TEST(test_built)
{
    struct bbg_pgn_game *g = bbg_pgn_game_new();
    g->start = test_parse("3k4/8/8/8/8/8/8/R3K3 w Q - 3 40");
    ck_assert_int_eq(bbg_pgn_game_add_tag(g, "Black", "B1"), 0);
    ck_assert_int_eq(bbg_pgn_game_add_tag(g, "Note", "two\nlines"), 0);
    ck_assert_int_eq(bbg_pgn_game_add_tag(g, "Black", "B2"), 0);
    g->moves = bbg_pgn_game_new_node(g, bbg_move_from_uci(&g->start, "e1c1"));
    g->moves->comment_before = bbg_pgn_game_copy_text(g, "never written", 13);
    memcpy(g->result, "1-0", 4);
    char *out = written(g);
    ck_assert_str_eq(out, "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n"
                          "[Black \"B1\"]\n[Result \"1-0\"]\n[Note \"two lines\"]\n[Black \"B2\"]\n[SetUp \"1\"]\n"
                          "[FEN \"3k4/8/8/8/8/8/8/R3K3 w Q - 3 40\"]\n\n40. O-O-O+ 1-0\n\n");
    free(out);
    g->start.chess960 = 1;
    out = written(g);
    ck_assert_msg(strstr(out, "[FEN \"3k4/8/8/8/8/8/8/R3K3 w A - 3 40\"]\n[Variant \"Chess960\"]\n\n") != NULL, "%s",
                  out);
    free(out);
    /* Comments no reader makes: a '}' with a newline and a CR (after ';',
     * both become spaces), vertical tabs and form feeds between words. */
    g->moves->comment_after = bbg_pgn_game_copy_text(g, "a } b\nc\rd", 10);
    g->comment = bbg_pgn_game_copy_text(g, "x\vy\fz", 5);
    out = written(g);
    ck_assert_msg(strstr(out, "\n\n{x y z} 40. O-O-O+ ;a } b c d\n1-0\n\n") != NULL, "%s", out);
    free(out);
    bbg_pgn_game_free(g);
}
END_TEST

/* ---- random trees ------------------------------------------------------------- */

static const char *const words[] = { "a", "good", "move", "[%clk", "0:01:02]", "{", "wins", "(", ";", "\\", "\"" };

/* A comment of 1 to 40 random words, or NULL. */
static char *random_comment(struct bbg_pgn_game *g, struct test_random *r)
{
    if (test_random_next(r) % 4 != 0)
        return NULL;
    char text[512] = "";
    const int n = (int)(test_random_next(r) % 40) + 1;
    for (int i = 0; i < n; i++) {
        const size_t used = strlen(text);
        snprintf(text + used, sizeof text - used, "%s%s", i > 0 ? " " : "",
                 words[test_random_next(r) % (sizeof words / sizeof words[0])]);
    }
    return bbg_pgn_game_copy_text(g, text, strlen(text));
}

/* A random line of up to plies moves from pos, with NAGs, comments and,
 * while depth < 4, variations: its first node, or NULL. */
// NOLINTNEXTLINE(misc-no-recursion)
static struct bbg_pgn_node *random_line(struct bbg_pgn_game *g, struct bbg_position pos, int plies, int depth,
                                        struct test_random *r)
{
    struct bbg_pgn_node *first = NULL, *last = NULL;
    for (int ply = 0; ply < plies; ply++) {
        bbg_move moves[BBG_MAX_MOVES];
        const int n = bbg_legal_moves(&pos, moves);
        if (n == 0)
            break;
        struct bbg_pgn_node *node = bbg_pgn_game_new_node(g, moves[test_random_next(r) % (uint64_t)n]);
        ck_assert_ptr_nonnull(node);
        node->nag_count = (unsigned char)(test_random_next(r) % 8 == 0 ? test_random_next(r) % 4 : 0);
        for (int i = 0; i < node->nag_count; i++)
            node->nags[i] = (unsigned char)(test_random_next(r) % 256);
        node->comment_after = random_comment(g, r);
        if (depth > 0 && ply == 0)
            node->comment_before = random_comment(g, r);
        for (int alts = depth < 4 ? (int)(test_random_next(r) % 16) - 13 : 0; alts > 0; alts--) {
            struct bbg_pgn_node *alt = random_line(g, pos, (int)(test_random_next(r) % 8) + 1, depth + 1, r);
            struct bbg_pgn_node **slot = &node->variation;
            while (*slot != NULL)
                slot = &(*slot)->variation;
            *slot = alt;
        }
        if (last != NULL)
            last->next = node;
        else
            first = node;
        last = node;
        bbg_make_move(&pos, node->move);
    }
    return first;
}

/* Whether two comments (or NULLs) have the same words: the writer wraps
 * a comment, so a space may come back as a newline. */
static bool same_words(const char *a, const char *b)
{
    if (a == NULL || b == NULL)
        return a == b;
    for (;;) {
        while (*a == ' ' || *a == '\n')
            a++;
        while (*b == ' ' || *b == '\n')
            b++;
        const size_t la = strcspn(a, " \n"), lb = strcspn(b, " \n");
        if (la != lb || strncmp(a, b, la) != 0)
            return false;
        if (la == 0)
            return true;
        a += la;
        b += lb;
    }
}

/* Whether the two lines are the same: moves, NAGs, comments, variations. */
// NOLINTNEXTLINE(misc-no-recursion)
static bool same_line(const struct bbg_pgn_node *a, const struct bbg_pgn_node *b, bool alternative)
{
    for (bool first = true; a != NULL && b != NULL; a = a->next, b = b->next, first = false) {
        if (a->move != b->move || a->nag_count != b->nag_count || memcmp(a->nags, b->nags, a->nag_count) != 0)
            return false;
        if (!same_words(a->comment_after, b->comment_after)
            || (first && alternative && !same_words(a->comment_before, b->comment_before)))
            return false;
        if (!(first && alternative)) {
            const struct bbg_pgn_node *x = a->variation, *y = b->variation;
            for (; x != NULL && y != NULL; x = x->variation, y = y->variation)
                if (!same_line(x, y, true))
                    return false;
            if (x != NULL || y != NULL)
                return false;
        }
    }
    return a == NULL && b == NULL;
}

/* 400 random trees (28 under the sanitizers and valgrind), from the
 * start and from playout positions of the suites' kind: written, read
 * back to the same tree, written again to the same bytes. */
START_TEST(test_random_trees)
{
    static const char *const starts[] = { BBG_START_FEN,
                                          "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                                          "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
                                          "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1" };
    struct test_random r = { UINT64_C(0x77) + (uint64_t)_i };
    const long trees = 100 / test_sample_share() + 1;
    for (long t = 0; t < trees; t++) {
        struct bbg_pgn_game *g = bbg_pgn_game_new();
        g->start = test_parse(starts[t % 4]);
        if (t % 3 == 0)
            ck_assert_int_eq(bbg_pgn_game_add_tag(g, "Event", "random \"tree\" \\ one"), 0);
        g->comment = random_comment(g, &r);
        g->moves = random_line(g, g->start, (int)(test_random_next(&r) % 100), 0, &r);
        memcpy(g->result, t % 2 == 0 ? "1/2-1/2" : "*", t % 2 == 0 ? 8 : 2);
        char *out = written(g);
        check_lines(out);
        struct bbg_pgn_game *back = read_game(out);
        ck_assert_msg(same_line(g->moves, back->moves, false), "tree %ld: read back differently", t);
        ck_assert_msg(same_words(g->comment, back->comment), "tree %ld: the game's comment", t);
        ck_assert_str_eq(test_fen_of(&back->start).s, test_fen_of(&g->start).s);
        ck_assert_str_eq(back->result, g->result);
        char *out2 = written(back);
        ck_assert_msg(strcmp(out, out2) == 0, "tree %ld: not a fixed point:\n%s\n----\n%s", t, out, out2);
        free(out);
        free(out2);
        bbg_pgn_game_free(g);
        bbg_pgn_game_free(back);
    }
}
END_TEST

/* Every good game of the hand-made files: reading what is written and
 * writing it again gives the same bytes. */
START_TEST(test_files_fixed_point)
{
    static const char *const files[] = { "no-moves.pgn",     "missing-result.pgn", "crlf.pgn",     "escapes.pgn",
                                         "mid-game.pgn",     "escape-lines.pgn",   "variations.pgn", "comments.pgn",
                                         "nags.pgn",         "fen0.pgn",           "chess960.pgn", "illegal-game2.pgn",
                                         "bom.pgn" };
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", cases_dir, files[_i]);
    FILE *f = fopen(path, "rb");
    ck_assert_msg(f != NULL, "cannot open %s", path);
    struct bbg_pgn_reader *r = bbg_pgn_reader_open_file(f);
    struct bbg_pgn_game *g;
    int good = 0;
    for (int status; (status = bbg_pgn_read_tree(r, &g, NULL)) != 0;) {
        if (status < 0)
            continue;
        char *out = written(g);
        check_lines(out);
        struct bbg_pgn_game *back = read_game(out);
        char *out2 = written(back);
        ck_assert_msg(strcmp(out, out2) == 0, "%s: not a fixed point:\n%s\n----\n%s", files[_i], out, out2);
        free(out);
        free(out2);
        bbg_pgn_game_free(g);
        bbg_pgn_game_free(back);
        good++;
    }
    ck_assert_int_gt(good, 0);
    bbg_pgn_reader_close(r);
    fclose(f);
}
END_TEST

/* ---- buffers, bad trees, files -------------------------------------------------- */

/* Every size from 0 to one past the length: the length always, as much as
 * fits and a terminator, nothing written past size. */
START_TEST(test_buffer_sizes)
{
    struct bbg_pgn_game *g = read_game("1. e4 *");
    char *whole = written(g);
    const size_t len = strlen(whole);
    char *buf = malloc(len + 8);
    ck_assert_ptr_nonnull(buf);
    for (size_t size = 0; size <= len + 1; size++) {
        memset(buf, '@', len + 8);
        ck_assert_int_eq(bbg_pgn_write(g, size == 0 ? NULL : buf, size), (long long)len);
        const size_t kept = size == 0 ? 0 : size - 1;
        ck_assert_msg(strncmp(buf, whole, kept) == 0 || size == 0, "size %lu", (unsigned long)size);
        if (size > 0)
            ck_assert_msg(buf[kept] == '\0', "size %lu: no terminator", (unsigned long)size);
        for (size_t j = size; j < len + 8; j++)
            ck_assert_msg(buf[j] == '@', "size %lu: byte %lu written", (unsigned long)size, (unsigned long)j);
    }
    free(buf);
    free(whole);
    bbg_pgn_game_free(g);
}
END_TEST

/* A move that is not legal where it stands, in the main line or in a
 * variation, and variations nested 256 deep: -1, and nothing written to
 * a file. */
START_TEST(test_bad_trees)
{
    struct bbg_pgn_game *g = read_game("1. e4 e5 (1... c5) *");
    char path[1024];
    snprintf(path, sizeof path, "%s/test_pgn_write_bad.tmp", work_dir);
    const bbg_move e5 = g->moves->next->move;
    g->moves->next->move = g->moves->move; /* e2e4 for black */
    ck_assert_int_eq(bbg_pgn_write(g, NULL, 0), -1);
    g->moves->next->move = e5;
    g->moves->next->variation->move = g->moves->move;
    ck_assert_int_eq(bbg_pgn_write(g, NULL, 0), -1);
    FILE *f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq(bbg_pgn_write_file(f, g), -1);
    ck_assert_int_eq(ftell(f), 0);
    fclose(f);
    bbg_pgn_game_free(g);
    /* Variations nested 255 and 256 deep: each level a line of two moves,
     * the next level an alternative to its second move. */
    for (int depth = 255; depth <= 256; depth++) {
        g = read_game("1. Nf3 Nf6 *");
        struct bbg_position pos = g->start;
        bbg_make_move(&pos, g->moves->move);
        struct bbg_pgn_node *second = g->moves->next;
        for (int d = 1; d <= depth; d++) {
            struct bbg_pgn_node *alt = bbg_pgn_game_new_node(g, second->move);
            bbg_make_move(&pos, alt->move);
            bbg_move moves[BBG_MAX_MOVES];
            ck_assert_int_gt(bbg_legal_moves(&pos, moves), 0);
            alt->next = bbg_pgn_game_new_node(g, moves[0]);
            second->variation = alt;
            second = alt->next;
        }
        ck_assert_int_eq(bbg_pgn_write(g, NULL, 0) > 0, depth == 255);
        bbg_pgn_game_free(g);
    }
    remove(path);
}
END_TEST

/* A stream open for reading only: the writes fail, and so does the call. */
START_TEST(test_write_error)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/test_pgn_write_ro.tmp", work_dir);
    FILE *f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    fclose(f);
    f = fopen(path, "rb");
    ck_assert_ptr_nonnull(f);
    struct bbg_pgn_game *g = read_game("1. e4 *");
    ck_assert_int_eq(bbg_pgn_write_file(f, g), -1);
    fclose(f);
    f = fopen(path, "wb");
    ck_assert_int_eq(bbg_pgn_write_file(f, g), 0);
    ck_assert_int_eq(ftell(f), bbg_pgn_write(g, NULL, 0));
    fclose(f);
    bbg_pgn_game_free(g);
    remove(path);
}
END_TEST

/* main's argv is char *[] in C: the const array cppcheck suggests is not. */
// cppcheck-suppress constParameter
int main(int argc, char *argv[])
{
    if (argc > 1)
        cases_dir = argv[1];
    if (argc > 2)
        work_dir = argv[2];
    struct test_entry tests[] = {
        { test_exports, (int)(sizeof exports / sizeof exports[0]) },
        { test_built, 0 },
        { test_random_trees, 4 },
        { test_files_fixed_point, 13 },
        { test_buffer_sizes, 0 },
        { test_bad_trees, 0 },
        { test_write_error, 0 },
    };
    return test_run_entries("pgn_write", tests, sizeof tests / sizeof tests[0], 300);
}
