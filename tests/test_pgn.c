/* The PGN reader (pgn.h) and the game tree (pgn_tree.h):
 *   - the hand-made files of tests/pgn/ (empty input, games without moves
 *     or result, CRLF, byte order marks, escaped tag values, input cut in
 *     a game, a comment, a variation and a tag, % lines, nested
 *     variations, comments of both kinds, NAGs and suffixes, a FEN with
 *     fullmove 0, Chess960, an illegal move in game 2 of 3), each read
 *     from the file and from memory into a trace of the visitor's calls
 *     that must equal one written by hand; binary garbage;
 *   - short texts with one rule each, every refusal with its line, column
 *     and message, as written by hand;
 *   - the limits: a comment of 1 MB (and of the limit exactly, both kinds), variations 10,000 deep, 257 tags,
 *     long words and values, each refused and the next game read;
 *   - a file read through a window that tokens straddle at every offset,
 *     long comments, % lines and garbage longer than the window;
 *   - a visitor that stops each kind of call, and a file that cannot be
 *     read;
 *   - random games from a fixed seed written as SAN text (bbg_move_to_san,
 *     tested by test_san.c) with move numbers, comments and NAGs, read back
 *     move for move;
 *   - the tree of a hand-made game, node by node, and its limits. */
#define _POSIX_C_SOURCE 200809L /* fileno, close */

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#ifdef _WIN32
#include <io.h>
#else
#include <unistd.h>
#endif

#include "positions.h"

/* The folder of the hand-made files (the program's argument). */
static const char *cases_dir = "tests/pgn";

/* ---- a trace of the visitor's calls ------------------------------------- */

/* A growing string; a game's calls as space-separated items:
 *   G<n>          begin_game          Name="value"  tag
 *   S or S(<fen>) start (the FEN when not the standard start)
 *   e2e4          move (UCI)          $<n>          nag
 *   {text}        comment             ( )           variations
 *   =<result>     end_game (=none without a marker)
 *   ! L:C reason  bbg_pgn_read_game returned -1 (L, C: line, column)
 *   ~ L:C         it returned 2 (a callback stopped the game)
 * games separated by " | ". */
struct trace {
    char *s;
    size_t len, cap;
    int depth;          /* the variations open, by the calls */
    const char *stop;   /* stop at the first call of this kind ("move", ...) */
    int stop_after;     /* ... after that many of them */
};

static void add(struct trace *t, const char *text, size_t len)
{
    if (t->len + len + 1 > t->cap) {
        t->cap = (t->len + len + 1) * 2;
        t->s = realloc(t->s, t->cap);
        ck_assert_ptr_nonnull(t->s);
    }
    memcpy(t->s + t->len, text, len);
    t->len += len;
    t->s[t->len] = '\0';
}

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void addf(struct trace *t, const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    add(t, buf, strlen(buf));
}

/* A separator before each item but a game's first. */
static void item(struct trace *t)
{
    if (t->len > 0 && t->s[t->len - 1] != ' ')
        add(t, " ", 1);
}

/* Whether the call of this kind is the one to stop at. */
static int stop_here(struct trace *t, const char *kind)
{
    return t->stop != NULL && strcmp(t->stop, kind) == 0 && t->stop_after-- == 0;
}

static int on_begin(void *data, long game)
{
    struct trace *t = data;
    addf(t, "%sG%ld", t->len > 0 ? " | " : "", game);
    t->depth = 0;
    return stop_here(t, "begin");
}

static int on_tag(void *data, const char *name, const char *value)
{
    struct trace *t = data;
    item(t);
    add(t, name, strlen(name));
    add(t, "=\"", 2);
    add(t, value, strlen(value));
    add(t, "\"", 1);
    return stop_here(t, "tag");
}

static int on_start(void *data, const struct bbg_position *pos)
{
    struct trace *t = data;
    char fen[BBG_FEN_MAX];
    bbg_position_to_fen(pos, fen, sizeof fen);
    item(t);
    if (strcmp(fen, BBG_START_FEN) == 0)
        add(t, "S", 1);
    else
        addf(t, "S(%s)", fen);
    return stop_here(t, "start");
}

/* The move's other members are checked against the move: after is before
 * with the move made, the depth is that of the variation calls, and the
 * SAN text is a word that names the move. */
static int on_move(void *data, const struct bbg_pgn_move *m)
{
    struct trace *t = data;
    struct bbg_position after = *m->before;
    char uci[8];
    bbg_make_move(&after, m->move);
    ck_assert_msg(memcmp(&after, m->after, sizeof after) == 0, "the position after the move");
    ck_assert_int_eq(m->depth, t->depth);
    ck_assert_msg(m->san_len > 0 && m->san_len < 16, "SAN length %lu", (unsigned long)m->san_len);
    ck_assert_msg(bbg_move_from_san_n(m->before, m->san, m->san_len, NULL) == m->move, "SAN '%.*s'",
                  (int)m->san_len, m->san);
    bbg_move_to_uci(m->before, m->move, uci);
    item(t);
    add(t, uci, strlen(uci));
    return stop_here(t, "move");
}

static int on_nag(void *data, int nag)
{
    struct trace *t = data;
    item(t);
    addf(t, "$%d", nag);
    return stop_here(t, "nag");
}

static int on_comment(void *data, const char *text, size_t len)
{
    struct trace *t = data;
    item(t);
    add(t, "{", 1);
    add(t, text, len);
    add(t, "}", 1);
    return stop_here(t, "comment");
}

static int on_begin_variation(void *data, int depth)
{
    struct trace *t = data;
    ck_assert_int_eq(depth, ++t->depth);
    item(t);
    add(t, "(", 1);
    return stop_here(t, "begin_variation");
}

static int on_end_variation(void *data, int depth)
{
    struct trace *t = data;
    ck_assert_int_eq(depth, t->depth--);
    item(t);
    add(t, ")", 1);
    return stop_here(t, "end_variation");
}

static int on_end(void *data, const char *result)
{
    struct trace *t = data;
    item(t);
    addf(t, "=%s", result != NULL ? result : "none");
    return stop_here(t, "end");
}

static const struct bbg_pgn_visitor tracer = { on_begin, on_tag,     on_start,           on_move,         on_nag,
                                               on_comment, on_begin_variation, on_end_variation, on_end };

/* Every game of r into t; err's place is checked against its message. */
static void trace_games(struct bbg_pgn_reader *r, struct trace *t)
{
    struct bbg_pgn_error err;
    long games = 0;
    for (int status; (status = bbg_pgn_read_game(r, &tracer, t, &err)) != 0;) {
        games++;
        ck_assert_msg(status == 1 || status == 2 || status == -1, "status %d", status);
        if (status == 1)
            continue;
        char prefix[96];
        snprintf(prefix, sizeof prefix, "game %ld, line %ld, column %d: ", err.game, err.line, err.column);
        ck_assert_msg(strncmp(err.message, prefix, strlen(prefix)) == 0, "'%s' does not start with '%s'", err.message,
                      prefix);
        ck_assert_int_eq(err.game, games);
        item(t);
        if (status == 2)
            addf(t, "~ %ld:%d", err.line, err.column);
        else
            addf(t, "! %ld:%d %s", err.line, err.column, err.message + strlen(prefix));
    }
    ck_assert_int_eq(bbg_pgn_read_game(r, &tracer, t, &err), 0); /* and it stays at the end */
}

/* The trace of the len bytes at text read from memory (t->stop and
 * t->stop_after as set); the caller frees t->s. */
static char *trace_memory(const char *text, size_t len, struct trace *t)
{
    char *copy = malloc(len + 1); /* exactly its size: AddressSanitizer sees a read past it */
    ck_assert_ptr_nonnull(copy);
    memcpy(copy, text, len);
    struct bbg_pgn_reader *r = bbg_pgn_reader_open_memory(copy, len);
    ck_assert_ptr_nonnull(r);
    add(t, "", 0);
    trace_games(r, t);
    bbg_pgn_reader_close(r);
    free(copy);
    return t->s;
}

/* The same through a FILE *. */
static char *trace_stream(FILE *f, struct trace *t)
{
    struct bbg_pgn_reader *r = bbg_pgn_reader_open_file(f);
    ck_assert_ptr_nonnull(r);
    add(t, "", 0);
    trace_games(r, t);
    bbg_pgn_reader_close(r);
    return t->s;
}

/* A temporary file holding the len bytes at text, at its start. */
static FILE *temp_file(const char *text, size_t len)
{
    FILE *f = tmpfile();
    ck_assert_ptr_nonnull(f);
    ck_assert_uint_eq(fwrite(text, 1, len, f), len);
    rewind(f);
    return f;
}

/* The trace of text read from memory, which must be the same read from a
 * file; both checked against want. */
static void expect_trace(const char *text, size_t len, const char *want)
{
    struct trace a = { 0 }, b = { 0 };
    FILE *f = temp_file(text, len);
    trace_memory(text, len, &a);
    trace_stream(f, &b);
    fclose(f);
    ck_assert_str_eq(a.s, want);
    ck_assert_str_eq(b.s, want);
    free(a.s);
    free(b.s);
}

/* ---- the hand-made files ------------------------------------------------- */

/* The whole of file name of cases_dir, malloc'd, its size in *len. */
static char *load(const char *name, size_t *len)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", cases_dir, name);
    FILE *f = fopen(path, "rb");
    ck_assert_msg(f != NULL, "cannot open %s", path);
    char *text = malloc(1 << 16);
    ck_assert_ptr_nonnull(text);
    *len = fread(text, 1, 1 << 16, f);
    ck_assert_msg(feof(f) && !ferror(f), "%s is not read whole", path);
    fclose(f);
    return text;
}

static const struct {
    const char *name, *trace;
} cases[] = {
    { "empty.pgn", "" },
    { "blank.pgn", "" },
    { "no-moves.pgn", "G1 Event=\"Tags only\" Result=\"*\" S =* | G2 Event=\"A result only\" S =1-0 | G3 S =* | "
                      "G4 Event=\"Tags, then the end of the input\" S =none" },
    { "missing-result.pgn", "G1 Event=\"No result\" S e2e4 e7e5 g1f3 =none | G2 Event=\"The next game\" S d2d4 d7d5 =* | "
                            "G3 S c2c4 e7e5 =none" },
    { "crlf.pgn", "G1 Event=\"CRLF\" Site=\"Here\" S e2e4 { a comment to the end of the line} e7e5 {a brace\r\ncomment} "
                  "g1f3 b8c6 =* | G2 Event=\"CRLF, illegal\" S e2e4 e7e5 ! 10:13 2. Ke3: no king can reach e3" },
    { "bom.pgn", "G1 Event=\"BOM\" ! 1:21 expected '\"' to open the tag value, found 'x' | "
                 "G2 S ! 5:1 unexpected byte 0xEF | G3 Event=\"A BOM inside\" S d2d4 =*" },
    { "escapes.pgn", "G1 Event=\"The \"Quoted\" Open\" Site=\"C:\\Chess\\Games\" Annotator=\"a \\q b\" "
                     "White=\"\"Chess Guru\"\" Black=\"Plain\" Round=\"\" S e2e4 =*" },
    { "mid-game.pgn", "G1 Event=\"Cut in the movetext\" S e2e4 e7e5 g1f3 b8c6 =none" },
    { "mid-comment.pgn", "G1 Event=\"Cut in a comment\" S e2e4 ! 3:7 comment not closed before the end of the input" },
    { "mid-variation.pgn",
      "G1 Event=\"Cut in a variation\" S e2e4 ( d2d4 d7d5 ! 3:16 the input ends inside a variation (1 open)" },
    { "mid-tag.pgn", "G1 ! 1:8 tag value not closed on its line" },
    { "escape-lines.pgn", "G1 Event=\"Escaped lines\" S e2e4 e7e5 g1f3 =* | G2 S ! 8:3 unexpected '%'" },
    { "variations.pgn", "G1 Event=\"Nested variations\" S e2e4 e7e5 ( c7c5 g1f3 ( c2c3 d7d5 ( g8f6 e4e5 ) e4d5 ) d7d6 ) "
                        "( e7e6 ) g1f3 ( {before} f2f4 e5f4 ) b8c6 =*" },
    { "comments.pgn", "G1 {A comment before the tags} Event=\"Comments\" { a rest-of-line comment among the tags} "
                      "Site=\"?\" {Before the first move} S e2e4 {after e4,\nover two lines} "
                      "{ and to the end of the line} e7e5 {one} {two} g1f3 {[%clk 0:05:00] [%eval 0.3]} =*" },
    { "nags.pgn", "G1 Event=\"NAGs and suffixes\" S e2e4 $1 e7e5 $2 g1f3 $3 b8c6 $4 f1b5 $5 a7a6 $6 b5a4 $1 $14 g8f6 "
                  "$255 e1g1 $0 =*" },
    { "fen0.pgn", "G1 Event=\"A study chapter\" FEN=\"4k3/8/8/8/8/8/4P3/4K3 b - - 0 0\" SetUp=\"1\" "
                  "S(4k3/8/8/8/8/8/4P3/4K3 b - - 0 1) e8d7 e2e4 d7d6 =*" },
    { "chess960.pgn", "G1 Event=\"Chess960\" Variant=\"Chess960\" FEN=\"1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 w GBgb - "
                      "0 1\" SetUp=\"1\" S(1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 w GBgb - 0 1) f1g1 f8g8 b1c1 =* | "
                      "G2 Event=\"Fischer random, as Cute Chess writes it\" Variant=\"fischerandom\" "
                      "S(rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1) e2e4 e7e5 g1f3 g8f6 f1c4 f8c5 e1h1 =*" },
    { "illegal-game2.pgn", "G1 Event=\"Game one\" S e2e4 e7e5 g1f3 b8c6 =1-0 | G2 Event=\"Game two\" S d2d4 d7d5 c2c4 "
                           "e7e6 b1c3 g8f6 c1g5 f8e7 g5f6 ! 8:31 5... Bxd4: no bishop can reach d4 | "
                           "G3 Event=\"Game three\" S c2c4 c7c5 =1/2-1/2" },
};

/* Each file read from memory and from the file itself. */
START_TEST(test_files)
{
    size_t len;
    char *text = load(cases[_i].name, &len);
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", cases_dir, cases[_i].name);
    FILE *f = fopen(path, "rb");
    ck_assert_ptr_nonnull(f);
    struct trace a = { 0 }, b = { 0 };
    trace_memory(text, len, &a);
    trace_stream(f, &b);
    fclose(f);
    ck_assert_msg(strcmp(a.s, cases[_i].trace) == 0, "%s from memory:\n%s\nexpected:\n%s", cases[_i].name, a.s,
                  cases[_i].trace);
    ck_assert_msg(strcmp(b.s, cases[_i].trace) == 0, "%s from the file:\n%s\nexpected:\n%s", cases[_i].name, b.s,
                  cases[_i].trace);
    free(a.s);
    free(b.s);
    free(text);
}
END_TEST

/* Binary garbage (half random bytes, half PGN's own characters): every
 * call ends, a refused game's place is inside the file, and the games
 * read and refused account for every call. */
START_TEST(test_garbage)
{
    size_t len;
    char *text = load("garbage.bin", &len);
    long lines = 1;
    for (size_t i = 0; i < len; i++)
        lines += text[i] == '\n';
    struct bbg_pgn_reader *r = bbg_pgn_reader_open_memory(text, len);
    struct bbg_pgn_error err;
    long games = 0, bad = 0;
    for (int status; (status = bbg_pgn_read_game(r, NULL, NULL, &err)) != 0; games++) {
        ck_assert_msg(status == 1 || status == -1, "status %d", status);
        if (status == -1) {
            bad++;
            ck_assert_int_eq(err.game, games + 1);
            ck_assert_msg(err.line >= 1 && err.line <= lines && err.column >= 1, "%s", err.message);
        }
    }
    ck_assert_int_eq(bbg_pgn_reader_offset(r), (long long)len);
    ck_assert_msg(bad > 0 && games > bad / 2, "%ld games, %ld bad", games, bad);
    bbg_pgn_reader_close(r);
    free(text);
}
END_TEST

/* ---- one rule each -------------------------------------------------------- */

static const struct {
    const char *text, *trace;
} rules[] = {
    /* move numbers in every form, moves stuck to them, a SAN with its
     * check mark and with e.p. stuck to it or apart */
    { "1.e4 1...e5 2 Nf3 Nc6 3.. Bc4 Nf6 4 Ng5 d5 5. exd5 Nxd5 6. Nxf7 Kxf7 7. Qf3+ Ke6 8. 0-0 Be7 *",
      "G1 S e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 f3g5 d7d5 e4d5 f6d5 g5f7 e8f7 d1f3 f7e6 e1g1 f8e7 =*" },
    { "[FEN \"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 3\"] 3. exd6e.p. Kd7 *", "G1 FEN=\"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 3\" "
                                                                       "S(4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 3) e5d6 e8d7 =*" },
    { "[FEN \"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 3\"] 3. exd6 e.p. Kd7 *", "G1 FEN=\"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 3\" "
                                                                        "S(4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 3) e5d6 e8d7 =*" },
    { "e.p. e4 *", "G1 S ! 1:1 1. e.p.: no move before the annotation" },
    /* a mate with its mark */
    { "1. f3 e5 2. g4 Qh4# 0-1", "G1 S f2f3 e7e5 g2g4 d8h4 =0-1" },
    /* a word of word bytes that is no SAN: refused by the SAN reader */
    { "1. e4 Hxe5 *", "G1 S e2e4 ! 1:7 1... Hxe5: expected a piece letter K, Q, R, B, N, a file a-h or O-O, found 'H'" },
    /* tags: blanks inside, several on a line, a comment among them */
    { "[ Event   \"a\"  ][Site \"b\"] {c} [Round \"3\"] 1-0", "G1 Event=\"a\" Site=\"b\" {c} Round=\"3\" S =1-0" },
    { "[Event \"a\" \"b\"]\n*", "G1 Event=\"a\" \"b\" S =*" },
    /* results, and what follows a game */
    { "1. e4 1/2-1/2 1. d4 0-1 *", "G1 S e2e4 =1/2-1/2 | G2 S d2d4 =0-1 | G3 S =*" },
    { "1. e4 (1. d4 1-0) *", "G1 S e2e4 ( d2d4 ! 1:14 game result 1-0 inside a variation (1 open)" },
    { "1. e4 (1. d4 *) 1/2-1/2 1. c4 *", "G1 S e2e4 ( d2d4 ! 1:14 game result * inside a variation (1 open) | "
                                         "G2 S c2c4 =*" },
    { "1. e4 (1. d4\n[Event \"x\"] *", "G1 S e2e4 ( d2d4 ! 2:1 a tag pair inside a variation (1 open): ')' or the "
                                       "result is missing | G2 Event=\"x\" S =*" },
    /* variations */
    { "(1. e4) *", "G1 S ! 1:1 variation before any move of its line" },
    { "1. e4 (( *", "G1 S e2e4 ( ! 1:8 variation before any move of its line" },
    { "1. e4 () e5 *", "G1 S e2e4 ( ) e7e5 =*" },
    { "1. e4 e5 ) *", "G1 S e2e4 e7e5 ! 1:10 ')' without '('" },
    { "1. e4 (1... e5) *", "G1 S e2e4 ( ! 1:13 1. e5: no pawn can reach e5" },
    /* NAGs and suffixes */
    { "$1 1. e4 *", "G1 S ! 1:1 NAG before any move of its line" },
    { "1. e4 (!) *", "G1 S e2e4 ( ! 1:8 annotation before any move of its line" },
    { "1. e4 $ *", "G1 S e2e4 ! 1:7 expected a number 0-255 after '$'" },
    { "1. e4 $256 *", "G1 S e2e4 ! 1:7 expected a number 0-255 after '$'" },
    { "1. e4 $1000 *", "G1 S e2e4 ! 1:7 expected a number 0-255 after '$'" },
    { "1. e4 $0014 *", "G1 S e2e4 $14 =*" },
    /* '$' ends the word before it: no blank is needed. */
    { "1. e4$1 e5$14 *", "G1 S e2e4 $1 e7e5 $14 =*" },
    { "1. e4 !!! *", "G1 S e2e4 ! 1:7 '!!!' is not an annotation (! ? !! ?? !? ?!)" },
    { "1. e4 ?!? *", "G1 S e2e4 ! 1:7 '?!?' is not an annotation (! ? !! ?? !? ?!)" },
    /* words that are not moves */
    { "1. e4 1-0-0 *", "G1 S e2e4 ! 1:7 '1-0-0' is not a move number, a move or a result" },
    { "1. e4 0-0-0-0 *", "G1 S e2e4 ! 1:12 1... 0-0-0-0: expected the end of O-O-O, found '-'" },
    { "1. e4 Nf6. *", "G1 S e2e4 ! 1:10 1... Nf6.: expected the end of the move, found '.'" },
    { "1. e4 @ *", "G1 S e2e4 ! 1:7 unexpected '@'" },
    { "1. e4 \x01 *", "G1 S e2e4 ! 1:7 unexpected byte 0x01" },
    /* A control byte right after a word is no part of it. */
    { "1. e4\x14 *", "G1 S e2e4 ! 1:6 unexpected byte 0x14" },
    { "1. e4 ] *", "G1 S e2e4 ! 1:7 unexpected ']'" },
    /* tags that are not */
    { "[]", "G1 ! 1:2 expected a tag name after '['" },
    { "[Event]", "G1 ! 1:7 expected '\"' to open the tag value, found ']'" },
    { "[Event", "G1 ! 1:7 expected '\"' to open the tag value, found the end" },
    { "[Event \"a\"", "G1 ! 1:11 expected ']' after the tag value, found the end" },
    { "[Event \"a\" b]\n*", "G1 ! 1:12 expected ']' after the tag value, found 'b'" },
    { "[Event \"a\"\n]", "G1 ! 1:11 expected ']' after the tag value, found byte 0x0A" },
    { "[Event \"a\nb\"]", "G1 ! 1:8 tag value not closed on its line" },
    { "[Event \"a\\\"]", "G1 ! 1:8 tag value not closed on its line" },
    { "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"] 1. e4 *", "G1 ! 1:7 FEN tag: FEN board field, column 1: white has no king (exactly one is needed)" },
    { "[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1 x\"] *", "G1 ! 1:37 FEN tag: FEN position, column 31: more than 6 fields" },
    /* comments */
    { "1. e4 {a} ;b\n{c\n\nd} e5 *", "G1 S e2e4 {a} {b} {c\n\nd} e7e5 =*" },
    { "1. e4 ;b", "G1 S e2e4 {b} =none" },
    { "1. e4 }", "G1 S e2e4 ! 1:7 unexpected '}'" },
    /* % escapes only at the start of a line */
    { "%x\n%y\n1. e4 %z\n*", "G1 S e2e4 ! 3:7 unexpected '%'" },
    /* tags at the edges: skipped after a fault (a backslash at the end of
     * the input, before a newline), badly quoted with blanks, a backslash
     * kept before the last quote, blanks to the end of the input */
    { "[A \"x\" y]\n[B \"a\\", "G1 ! 1:8 expected ']' after the tag value, found 'y'" },
    { "[A \"x\" y]\n[B \"a\\\nb\"]\n*", "G1 ! 1:8 expected ']' after the tag value, found 'y'" },
    { "[White \"\"Chess Guru\"\" ]  \n*", "G1 White=\"\"Chess Guru\"\" S =*" },
    { "[A \"a\" b\\\"]\n*", "G1 A=\"a\" b\\\" S =*" },
    { "[A \"a\\", "G1 ! 1:4 tag value not closed on its line" },
    { "[  ", "G1 ! 1:4 expected a tag name after '['" },
    /* FEN tags: blanks after, fullmove 10, too short to end in " 0",
     * and the shortest value that does: " 0" is read as " 1" */
    { "[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 0 \"] *",
      "G1 FEN=\"4k3/8/8/8/8/8/8/4K3 w - - 0 0 \" S(4k3/8/8/8/8/8/8/4K3 w - - 0 1) =*" },
    { "[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 10\"] *",
      "G1 FEN=\"4k3/8/8/8/8/8/8/4K3 w - - 0 10\" S(4k3/8/8/8/8/8/8/4K3 w - - 0 10) =*" },
    { "[FEN \"  \"] *", "G1 ! 1:9 FEN tag: FEN board field, column 3: empty FEN (expected board, side to move, "
                         "castling and en passant fields, then optionally the halfmove clock and fullmove number)" },
    { "[FEN \" 0\"] *", "G1 ! 1:9 FEN tag: FEN board field, column 3: rank 8 has 1 squares, not 8" },
    { "[FEN \"x\"] *",
      "G1 ! 1:7 FEN tag: FEN board field, column 1: 'x' is not a piece letter (pnbrqk, PNBRQK), a digit 1-8 or '/'" },
    /* Variant values that are not Chess960: standard chess */
    { "[Variant \"Standard\"] *", "G1 Variant=\"Standard\" S =*" },
    { "[Variant \"Chess960, but longer\"] *", "G1 Variant=\"Chess960, but longer\" S =*" },
    /* words at the end of the input, and words that are none */
    { "1. e4 12", "G1 S e2e4 =none" },
    { "1. e4 2.", "G1 S e2e4 =none" },
    { "1. e4 $12", "G1 S e2e4 $12 =none" },
    { "1. e4!", "G1 S e2e4 $1 =none" },
    { "1. e4 ;\n*", "G1 S e2e4 {} =*" },
    { "1. e4 0- *", "G1 S e2e4 ! 1:7 '0-' is not a move number, a move or a result" },
    { "1. e4 00-1 *", "G1 S e2e4 ! 1:7 '00-1' is not a move number, a move or a result" },
    { "1. e4 $2560 *", "G1 S e2e4 ! 1:7 expected a number 0-255 after '$'" },
    { "1. e4 Nf3xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx *",
      "G1 S e2e4 ! 1:11 1... Nf3xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx: expected the target square, found 'x'" },
    { "1. e4 !!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!! *",
      "G1 S e2e4 ! 1:7 '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!' is not an annotation (! ? !! ?? !? ?!)" },
    /* lines and columns after a multi-line comment and a skipped game */
    { "1. e4 {\n\n} x *\n\n1. d4 (1. c4\n{\n}\n) e5 Ke2 *",
      "G1 S e2e4 {\n\n} ! 3:3 1... x: expected a piece letter K, Q, R, B, N, a file a-h or O-O, found 'x' | "
      "G2 S d2d4 ( c2c4 {\n} ) e7e5 ! 8:7 2. Ke2: e2 holds a piece of the side to move" },
};

START_TEST(test_rules)
{
    expect_trace(rules[_i].text, strlen(rules[_i].text), rules[_i].trace);
}
END_TEST

/* A NUL byte in a tag value (the text holds it, so its length is given). */
START_TEST(test_nul_in_tag)
{
    static const char text[] = "[A \"a\0b\"] *\n1. e4 *";
    expect_trace(text, sizeof text - 1, "G1 ! 1:4 a tag value cannot hold a NUL byte | G2 S e2e4 =*");
}
END_TEST

/* Every byte glued to the move before it: the move's word is made of the
 * standard's symbol bytes (letters, digits and _ + # = : - /) and the '.'
 * of "e.p.", so after any other byte the move has been read (whatever the
 * byte then does). The model is written here from the standard, not from
 * the reader's table. */
START_TEST(test_byte_after_move)
{
    for (int b = 0; b < 256; b++) {
        const bool in_word = (b < 128 && isalnum(b)) || (b != 0 && strchr("_+#=:-/.", b) != NULL);
        if (in_word)
            continue;
        char text[] = "1. e4? *";
        text[5] = (char)b;
        struct trace t = { 0 };
        trace_memory(text, sizeof text - 1, &t);
        ck_assert_msg(strncmp(t.s, "G1 S e2e4", 9) == 0, "byte 0x%02X after the move: %s", (unsigned)b, t.s);
        free(t.s);
    }
}
END_TEST

/* The first len bytes of text read in place, where the rest of text
 * follows them: the reader must stop where it was told to. */
static void expect_trace_in_place(const char *text, size_t len, const char *want)
{
    struct bbg_pgn_reader *r = bbg_pgn_reader_open_memory(text, len);
    ck_assert_ptr_nonnull(r);
    struct trace t = { 0 };
    add(&t, "", 0);
    trace_games(r, &t);
    bbg_pgn_reader_close(r);
    ck_assert_str_eq(t.s, want);
    free(t.s);
}

/* A text cut after a '[' and blanks, where more blanks follow. */
START_TEST(test_cut_before_tag_name)
{
    expect_trace_in_place("[ \t   ", 3, "G1 ! 1:4 expected a tag name after '['");
}
END_TEST

/* The same after a tag name and a blank: the blanks beyond the bytes
 * given are not read, so the value is missing at the end. */
START_TEST(test_cut_after_tag_name)
{
    expect_trace_in_place("[Event \t  \"x\"]", 7, "G1 ! 1:8 expected '\"' to open the tag value, found the end");
}
END_TEST

/* ---- the limits ------------------------------------------------------------ */

/* A text of n copies of piece, between head and tail, malloc'd. */
static char *repeat(const char *head, const char *piece, long n, const char *tail, size_t *len)
{
    const size_t h = strlen(head), p = strlen(piece), t = strlen(tail);
    *len = h + p * (size_t)n + t;
    char *text = malloc(*len + 1);
    ck_assert_ptr_nonnull(text);
    /* Each copy with its terminator, which the next one overwrites. */
    memcpy(text, head, h + 1);
    for (long i = 0; i < n; i++)
        memcpy(text + h + p * (size_t)i, piece, p + 1);
    memcpy(text + h + p * (size_t)n, tail, t + 1);
    return text;
}

/* A comment of 1 MB, then a game: the first refused at its '{', the
 * second read. A comment of exactly the limit is read. */
START_TEST(test_long_comment)
{
    size_t len;
    char *text = repeat("1. e4 {", "0123456789abcdef", 65536, "} e5 *\n1. d4 *", &len);
    expect_trace(text, len, "G1 S e2e4 ! 1:7 comment longer than 65536 bytes | G2 S d2d4 =*");
    free(text);
    text = repeat("1. e4 {", "0123456789abcdef", 4096, "} e5 *", &len);
    struct trace t = { 0 };
    trace_memory(text, len, &t);
    ck_assert_uint_eq(t.len, strlen("G1 S e2e4 {} e7e5 =*") + 65536);
    ck_assert_str_eq(t.s + t.len - 9, "} e7e5 =*");
    free(t.s);
    free(text);
    text = repeat("1. e4 ;", "0123456789abcdef", 4096, "\ne5 *", &len);
    t = (struct trace){ 0 };
    trace_memory(text, len, &t);
    ck_assert_uint_eq(t.len, strlen("G1 S e2e4 {} e7e5 =*") + 65536);
    ck_assert_str_eq(t.s + t.len - 9, "} e7e5 =*");
    free(t.s);
    free(text);
    text = repeat("1. e4 ;", "0123456789abcdef", 4097, "\ne5 *\n1. d4 *", &len);
    expect_trace(text, len, "G1 S e2e4 ! 1:7 comment longer than 65536 bytes | G2 S d2d4 =*");
    free(text);
}
END_TEST

/* Variations 10,000 deep: refused at the 256th '(' (column 7 + 7 * 255),
 * and the next game, after its tags, read; 255 deep is read. */
START_TEST(test_deep_nesting)
{
    size_t len, want_len;
    char *text = repeat("1. e4 ", "(1. d4 ", 10000, "*\n[Event \"next\"]\n1. c4 *", &len);
    char *want = repeat("G1 S e2e4", " ( d2d4", 255,
                        " ! 1:1792 variations nested more than 255 deep | G2 Event=\"next\" S c2c4 =*", &want_len);
    expect_trace(text, len, want);
    free(text);
    free(want);
    char *opened = repeat("1. e4 ", "(1. d4 ", 255, "", &len);
    text = repeat(opened, ")", 255, " *", &len);
    char *moves = repeat("G1 S e2e4", " ( d2d4", 255, "", &want_len);
    want = repeat(moves, " )", 255, " =*", &want_len);
    expect_trace(text, len, want);
    free(opened);
    free(moves);
    free(text);
    free(want);
}
END_TEST

/* 256 tags are read, a 257th refused; a tag value of 65536 bytes is read,
 * one more refused; a word longer than the limit is refused, and so is a
 * tag name longer than 255 bytes. */
START_TEST(test_tag_limits)
{
    size_t len, want_len;
    char *text = repeat("", "[A \"b\"]\n", 256, "*", &len);
    char *want = repeat("G1", " A=\"b\"", 256, " S =*", &want_len);
    expect_trace(text, len, want);
    free(text);
    free(want);
    text = repeat("", "[A \"b\"]\n", 257, "*\n1. e4 *", &len);
    want = repeat("G1", " A=\"b\"", 256, " ! 257:1 more than 256 tags | G2 S e2e4 =*", &want_len);
    expect_trace(text, len, want);
    free(text);
    free(want);
    text = repeat("[A \"", "0123456789abcdef", 4096, "\"] *", &len);
    struct trace t = { 0 };
    trace_memory(text, len, &t);
    ck_assert_uint_eq(t.len, strlen("G1 A=\"\" S =*") + 65536);
    free(t.s);
    free(text);
    text = repeat("[A \"x", "0123456789abcdef", 4096, "\"] *\n1. e4 *", &len);
    expect_trace(text, len, "G1 ! 1:4 tag value longer than 65536 bytes | G2 S e2e4 =*");
    free(text);
    text = repeat("1. e4 N", "a", 65536, " *\n1. d4 *", &len);
    expect_trace(text, len, "G1 S e2e4 ! 1:7 word longer than 65536 bytes | G2 S d2d4 =*");
    free(text);
    /* A long word is shown by its first 40 bytes. */
    text = repeat("1. e4 1", "0", 70000, "- *\n1. d4 *", &len);
    char *shown = repeat("G1 S e2e4 ! 1:7 '1", "0", 39,
                         "' is not a move number, a move or a result | G2 S d2d4 =*", &want_len);
    expect_trace(text, len, shown);
    free(shown);
    free(text);
    text = repeat("[", "N", 256, " \"x\"] *\n1. e4 *", &len);
    expect_trace(text, len, "G1 ! 1:2 tag name longer than 255 bytes | G2 S e2e4 =*");
    free(text);
    text = repeat("[FEN \"", " ", 300, "\"] *\n1. e4 *", &len);
    expect_trace(text, len, "G1 ! 1:7 FEN tag longer than 255 bytes | G2 S e2e4 =*");
    free(text);
}
END_TEST

/* ---- reading through the file's window ----------------------------------- */

/* 4,000 games, each after a comment one byte longer than the one before
 * (so that every token falls on every offset of the window), every 500th
 * with a comment of 60,000 bytes, and once a % line, a bad game's word and
 * a run of blanks of 300,000 bytes each: read from a file, the trace is the
 * one built alongside. */
START_TEST(test_window)
{
    struct trace text = { 0 }, want = { 0 };
    char *big = malloc(300001);
    ck_assert_ptr_nonnull(big);
    memset(big, 'x', 300000);
    big[300000] = '\0';
    long game = 0;
    for (int i = 0; i < 4000; i++) {
        const int pad = i % 600;
        addf(&text, "[Event \"w%d\"]\n{", i);
        addf(&want, "%sG%ld Event=\"w%d\" {", game > 0 ? " | " : "", game + 1, i);
        add(&text, big, (size_t)pad);
        add(&want, big, (size_t)pad);
        addf(&text, "}\n1. e4 {c} e5 2. Nf3 $1 (2. d4 exd4) Nc6 {");
        addf(&want, "} S e2e4 {c} e7e5 g1f3 $1 ( d2d4 e5d4 ) b8c6 {");
        add(&text, big, i % 500 == 0 ? 60000 : 0);
        add(&want, big, i % 500 == 0 ? 60000 : 0);
        addf(&text, "} *\n\n");
        addf(&want, "} =*");
        game++;
        if (i == 1234) {
            addf(&text, "%%");
            add(&text, big, 300000);
            addf(&text, "\n1. e4 N");
            add(&text, big, 300000);
            addf(&text, " *\n");
            /* blanks longer than the window, on the next game's line */
            memset(big, ' ', 300000);
            add(&text, big, 300000);
            memset(big, 'x', 300000);
            /* 4 lines a game, then the % line */
            addf(&want, " | G%ld S e2e4 ! %d:7 word longer than 65536 bytes", ++game, 4 * 1235 + 2);
        }
    }
    FILE *f = temp_file(text.s, text.len);
    struct trace got = { 0 };
    trace_stream(f, &got);
    fclose(f);
    ck_assert_uint_eq(got.len, want.len);
    ck_assert_msg(strcmp(got.s, want.s) == 0, "the traces differ");
    free(got.s);
    free(want.s);
    free(text.s);
    free(big);
}
END_TEST

/* ---- a visitor that stops, a file that cannot be read --------------------- */

/* The callback of each kind stops the game where its token stands; the
 * rest of the game is skipped and the next one read (also after a stop
 * at the end of a game, whose skip must not take the next game). */
START_TEST(test_stops)
{
    static const char text[] = "[Event \"a\"] {c} 1. e4 $1 (1. d4) e5 *\n1. c4 *";
    static const struct {
        const char *kind, *trace;
    } stops[] = {
        { "begin", "G1 ~ 1:1" },
        { "tag", "G1 Event=\"a\" ~ 1:1" },
        { "comment", "G1 Event=\"a\" {c} ~ 1:13" },
        { "start", "G1 Event=\"a\" {c} S ~ 1:17" },
        { "move", "G1 Event=\"a\" {c} S e2e4 ~ 1:20" },
        { "nag", "G1 Event=\"a\" {c} S e2e4 $1 ~ 1:23" },
        { "begin_variation", "G1 Event=\"a\" {c} S e2e4 $1 ( ~ 1:26" },
        { "end_variation", "G1 Event=\"a\" {c} S e2e4 $1 ( d2d4 ) ~ 1:32" },
        { "end", "G1 Event=\"a\" {c} S e2e4 $1 ( d2d4 ) e7e5 =* ~ 1:37" },
    };
    for (size_t i = 0; i < sizeof stops / sizeof stops[0]; i++) {
        struct trace t = { .stop = stops[i].kind };
        char want[256];
        snprintf(want, sizeof want, "%s | G2 S c2c4 =*", stops[i].trace);
        trace_memory(text, strlen(text), &t);
        ck_assert_msg(strcmp(t.s, want) == 0, "stop at %s: %s", stops[i].kind, t.s);
        free(t.s);
    }
    /* A suffix and a ; comment, whose calls come from other places. */
    static const char other[] = "1. e4! ;c\ne5 *\n1. c4 *";
    struct trace u = { .stop = "nag" }, w = { .stop = "comment" };
    trace_memory(other, strlen(other), &u);
    ck_assert_str_eq(u.s, "G1 S e2e4 $1 ~ 1:6 | G2 S c2c4 =*");
    trace_memory(other, strlen(other), &w);
    ck_assert_str_eq(w.s, "G1 S e2e4 $1 {c} ~ 1:8 | G2 S c2c4 =*");
    free(u.s);
    free(w.s);
}
END_TEST

/* No visitor and no error record: the games are still read and checked. */
START_TEST(test_no_visitor)
{
    static const char text[] = "[Event \"a\"] {c} ;d\n1. e4! $1 (1. d4) e5 *\n1. e4 e4 *\n[Event \"x\"]";
    struct bbg_pgn_reader *r = bbg_pgn_reader_open_memory(text, strlen(text));
    ck_assert_int_eq(bbg_pgn_read_game(r, NULL, NULL, NULL), 1);
    ck_assert_int_eq(bbg_pgn_read_game(r, NULL, NULL, NULL), -1);
    ck_assert_int_eq(bbg_pgn_read_game(r, NULL, NULL, NULL), 1);
    ck_assert_int_eq(bbg_pgn_read_game(r, NULL, NULL, NULL), 0);
    ck_assert_int_eq(bbg_pgn_reader_offset(r), (long long)strlen(text));
    bbg_pgn_reader_close(r);
    bbg_pgn_reader_close(NULL);
    r = bbg_pgn_reader_open_memory(NULL, 0);
    ck_assert_int_eq(bbg_pgn_read_game(r, NULL, NULL, NULL), 0);
    bbg_pgn_reader_close(r);
}
END_TEST

/* Closes the descriptor under f, so that reading f fails. */
static void close_under(FILE *f)
{
#ifdef _WIN32
    ck_assert_int_eq(_close(_fileno(f)), 0);
#else
    ck_assert_int_eq(close(fileno(f)), 0);
#endif
}

/* A stream that cannot be read from the start: a fault of the first game,
 * and then the input has ended. */
START_TEST(test_read_error)
{
    FILE *f = temp_file("1. e4 *", 7);
    close_under(f);
    struct bbg_pgn_reader *r = bbg_pgn_reader_open_file(f);
    struct bbg_pgn_error err;
    ck_assert_int_eq(bbg_pgn_read_game(r, NULL, NULL, &err), -1);
    ck_assert_str_eq(err.message, "game 1, line 1, column 1: cannot read the input after byte 0");
    ck_assert_int_eq(bbg_pgn_read_game(r, NULL, NULL, &err), 0);
    bbg_pgn_reader_close(r);
    fclose(f);
}
END_TEST

/* A file that fails in the middle of a game: the reader has read its
 * first window when the descriptor under the stream is closed, so the
 * next refill fails; the game is refused and the input has ended. */
START_TEST(test_read_error_in_a_game)
{
    size_t len;
    char *text = repeat("[Event \"long\"]\n", "Nf3 Nf6 Ng1 Ng8 ", 40000, "*\n", &len);
    FILE *f = temp_file(text, len);
    struct bbg_pgn_reader *r = bbg_pgn_reader_open_file(f);
    close_under(f);
    struct bbg_pgn_error err;
    ck_assert_int_eq(bbg_pgn_read_game(r, NULL, NULL, &err), -1);
    ck_assert_msg(strncmp(err.message, "game 1, line 2, column ", 23) == 0
                      && strstr(err.message, ": cannot read the input after byte ") != NULL,
                  "%s", err.message);
    ck_assert_int_eq(bbg_pgn_read_game(r, NULL, NULL, &err), 0);
    bbg_pgn_reader_close(r);
    fclose(f);
    free(text);
}
END_TEST

/* ---- random games ------------------------------------------------------------ */

/* 3,000 random games from a fixed seed (30 under the sanitizers and
 * valgrind: test_sample_share), up to 120 plies, written as SAN with
 * move numbers (a black move's only after a comment or variation, as the
 * export format has them, or at random), with random comments, NAGs,
 * suffixes and one-move variations (another legal move from the position
 * before): the trace is built from the moves as they are written. */
START_TEST(test_random_games)
{
    static const char *const suffixes[] = { "!", "?", "!!", "??", "!?", "?!" };
    struct test_random rng = { UINT64_C(0x5047) + (uint64_t)_i };
    struct trace text = { 0 }, want = { 0 };
    const long games = 3000 / 4 / test_sample_share() + 1;
    for (long g = 1; g <= games; g++) {
        struct bbg_position pos = test_parse(BBG_START_FEN);
        addf(&want, "%sG%ld Round=\"%ld\" S", g > 1 ? " | " : "", g, g);
        addf(&text, "[Round \"%ld\"]\n\n", g);
        bool number = true;
        const int plies = (int)(test_random_next(&rng) % 121);
        for (int ply = 0; ply < plies; ply++) {
            bbg_move moves[BBG_MAX_MOVES];
            const int n = bbg_legal_moves(&pos, moves);
            if (n == 0)
                break;
            const bbg_move m = moves[test_random_next(&rng) % (uint64_t)n];
            char san[BBG_SAN_MAX], uci[8];
            bbg_move_to_san(&pos, m, san, sizeof san);
            bbg_move_to_uci(&pos, m, uci);
            const uint64_t x = test_random_next(&rng);
            if (pos.side == BBG_WHITE || number || x % 7 == 0)
                addf(&text, "%u%s", (unsigned)pos.fullmove, pos.side == BBG_WHITE ? ". " : "... ");
            addf(&text, "%s", san);
            addf(&want, " %s", uci);
            number = false;
            if (x % 5 == 0) {
                addf(&text, "%s ", suffixes[x / 5 % 6]);
                addf(&want, " $%d", (int)(x / 5 % 6) + 1);
            } else {
                addf(&text, " ");
            }
            if (x % 11 == 0) {
                addf(&text, "$%d {c %d} ", (int)(x / 11 % 256), ply);
                addf(&want, " $%d {c %d}", (int)(x / 11 % 256), ply);
                number = true;
            }
            if (x % 13 == 0) {
                const bbg_move alt = moves[x / 13 % (uint64_t)n];
                bbg_move_to_san(&pos, alt, san, sizeof san);
                bbg_move_to_uci(&pos, alt, uci);
                addf(&text, "(%u%s%s) ", (unsigned)pos.fullmove, pos.side == BBG_WHITE ? ". " : "... ", san);
                addf(&want, " ( %s )", uci);
                number = true;
            }
            bbg_make_move(&pos, m);
        }
        addf(&text, "*\n\n");
        addf(&want, " =*");
    }
    struct trace a = { 0 }, b = { 0 };
    FILE *f = temp_file(text.s, text.len);
    trace_memory(text.s, text.len, &a);
    trace_stream(f, &b);
    fclose(f);
    ck_assert_msg(strcmp(a.s, want.s) == 0, "from memory: the traces differ");
    ck_assert_msg(strcmp(b.s, want.s) == 0, "from a file: the traces differ");
    free(a.s);
    free(b.s);
    free(text.s);
    free(want.s);
}
END_TEST

/* ---- the tree ---------------------------------------------------------------- */

/* The game of text read whole (the text must hold one good game). */
static struct bbg_pgn_game *read_one_tree(const char *text)
{
    struct bbg_pgn_reader *r = bbg_pgn_reader_open_memory(text, strlen(text));
    struct bbg_pgn_game *game = NULL;
    struct bbg_pgn_error err;
    ck_assert_msg(bbg_pgn_read_tree(r, &game, &err) == 1, "%s", err.message);
    ck_assert_ptr_nonnull(game);
    struct bbg_pgn_game *none = game;
    ck_assert_int_eq(bbg_pgn_read_tree(r, &none, NULL), 0);
    ck_assert_ptr_null(none);
    bbg_pgn_reader_close(r);
    return game;
}

/* The UCI of node's move, played from pos. */
static const char *uci_of(const struct bbg_position *pos, const struct bbg_pgn_node *node, char buf[8])
{
    ck_assert_ptr_nonnull(node);
    bbg_move_to_uci(pos, node->move, buf);
    return buf;
}

/* variations.pgn's tree, node by node: a line through next, the
 * alternatives to a move through variation, a nested variation of a
 * variation's first move one more alternative. */
START_TEST(test_tree_variations)
{
    size_t len;
    char *text = load("variations.pgn", &len);
    text[len] = '\0';
    struct bbg_pgn_game *g = read_one_tree(text);
    const struct bbg_position start = test_parse(BBG_START_FEN);
    struct bbg_position p1 = start, p2;
    char u[8];
    const struct bbg_pgn_node *e4 = g->moves, *e5 = e4->next, *nf3 = e5->next, *nc6 = nf3->next;
    ck_assert_str_eq(uci_of(&start, e4, u), "e2e4");
    bbg_make_move(&p1, e4->move);
    ck_assert_str_eq(uci_of(&p1, e5, u), "e7e5");
    ck_assert_ptr_null(nc6->next);
    ck_assert_ptr_null(e4->variation);
    /* (1... c5 2. Nf3 (2. c3 d5 (2... Nf6 3. e5) 3. exd5) 2... d6) (1... e6) */
    const struct bbg_pgn_node *c5 = e5->variation, *e6 = c5->variation;
    ck_assert_str_eq(uci_of(&p1, c5, u), "c7c5");
    ck_assert_str_eq(uci_of(&p1, e6, u), "e7e6");
    ck_assert_ptr_null(e6->variation);
    ck_assert_ptr_null(e6->next);
    p2 = p1;
    bbg_make_move(&p2, c5->move);
    const struct bbg_pgn_node *c3 = c5->next->variation;
    ck_assert_str_eq(uci_of(&p2, c5->next, u), "g1f3");
    ck_assert_str_eq(uci_of(&p2, c3, u), "c2c3");
    ck_assert_ptr_null(c3->variation);
    ck_assert_ptr_nonnull(c5->next->next);
    ck_assert_ptr_null(c5->next->next->next);
    bbg_make_move(&p2, c3->move);
    ck_assert_str_eq(uci_of(&p2, c3->next, u), "d7d5");
    ck_assert_str_eq(uci_of(&p2, c3->next->variation, u), "g8f6");
    ck_assert_ptr_nonnull(c3->next->variation->next);
    ck_assert_ptr_nonnull(c3->next->next);
    /* 2. Nf3 ({before} 2. f4 exf4) Nc6 */
    ck_assert_ptr_nonnull(nf3->variation);
    ck_assert_str_eq(nf3->variation->comment_before, "before");
    ck_assert_ptr_null(nf3->comment_before);
    ck_assert_str_eq(g->result, "*");
    ck_assert_int_eq(g->tag_count, 1);
    ck_assert_str_eq(g->tags[0].name, "Event");
    ck_assert_str_eq(g->tags[0].value, "Nested variations");
    bbg_pgn_game_free(g);
    free(text);
}
END_TEST

/* Comments joined, before the first move, after moves; NAGs; the
 * result from the Result tag when the marker is missing; the start. */
START_TEST(test_tree_comments)
{
    size_t len;
    char *text = load("comments.pgn", &len);
    text[len] = '\0';
    struct bbg_pgn_game *g = read_one_tree(text);
    ck_assert_str_eq(g->comment, "A comment before the tags  a rest-of-line comment among the tags Before the first move");
    ck_assert_str_eq(g->moves->comment_after, "after e4,\nover two lines  and to the end of the line");
    ck_assert_str_eq(g->moves->next->comment_after, "one two");
    ck_assert_str_eq(g->moves->next->next->comment_after, "[%clk 0:05:00] [%eval 0.3]");
    ck_assert_ptr_null(g->moves->comment_before);
    bbg_pgn_game_free(g);
    free(text);
    g = read_one_tree("[Result \"0-1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 b - - 0 7\"]\n7... Kd7 $1 $2 ! ()");
    ck_assert_str_eq(g->result, "0-1");
    ck_assert_int_eq(g->start.side, BBG_BLACK);
    ck_assert_int_eq(g->start.fullmove, 7);
    ck_assert_int_eq(g->moves->nag_count, 3);
    ck_assert_int_eq(g->moves->nags[0], 1);
    ck_assert_int_eq(g->moves->nags[2], 1);
    ck_assert_ptr_null(g->moves->variation); /* the empty variation is left out */
    bbg_pgn_game_free(g);
    g = read_one_tree("[Result \"1-0 (time)\"] 1. e4");
    ck_assert_str_eq(g->result, "*");
    bbg_pgn_game_free(g);
    g = read_one_tree("[Result \"1-0\"] 1. e4 1/2-1/2");
    ck_assert_str_eq(g->result, "1/2-1/2");
    bbg_pgn_game_free(g);
}
END_TEST

/* More than 8 NAGs on a move, and a game larger than the tree's limit:
 * refused with the place, and the next game read. */
START_TEST(test_tree_limits)
{
    static const char nags[] = "1. e4 $1 $2 $3 $4 $5 $6 $7 $8 $9 *\n1. d4 *";
    struct bbg_pgn_reader *r = bbg_pgn_reader_open_memory(nags, strlen(nags));
    struct bbg_pgn_game *g = NULL;
    struct bbg_pgn_error err;
    ck_assert_int_eq(bbg_pgn_read_tree(r, &g, &err), -1);
    ck_assert_ptr_null(g);
    ck_assert_str_eq(err.message, "game 1, line 1, column 31: more than 8 NAGs on one move");
    ck_assert_int_eq(bbg_pgn_read_tree(r, &g, &err), 1);
    ck_assert_int_eq(g->moves->move, bbg_move_from_uci(&g->start, "d2d4"));
    bbg_pgn_game_free(g);
    bbg_pgn_reader_close(r);

    /* Knights to and fro, 300 comments of 60,000 bytes: 18 MB. */
    size_t len;
    char *comment = repeat("", "x", 60000, "", &len);
    struct trace text = { 0 };
    for (int i = 0; i < 300; i++) {
        static const char *const moves[] = { "Nf3", "Nf6", "Ng1", "Ng8" };
        addf(&text, "%d%s %s {", i / 2 + 1, i % 2 == 0 ? "." : "...", moves[i % 4]);
        add(&text, comment, len);
        addf(&text, "} ");
    }
    addf(&text, "*\n1. c4 *");
    r = bbg_pgn_reader_open_memory(text.s, text.len);
    ck_assert_int_eq(bbg_pgn_read_tree(r, &g, &err), -1);
    ck_assert_msg(strstr(err.message, ": the game takes more memory than a tree may") != NULL, "%s", err.message);
    ck_assert_int_eq(bbg_pgn_read_tree(r, &g, &err), 1);
    ck_assert_int_eq(g->moves->move, bbg_move_from_uci(&g->start, "c2c4"));
    bbg_pgn_game_free(g);
    bbg_pgn_reader_close(r);
    free(text.s);
    free(comment);
}
END_TEST

/* The tree's memory running out at a tag (256 values of 65,536 bytes) and
 * at a move (255 comments of 60,000 bytes, then moves until the nodes
 * fill the last chunk): refused at that token. */
START_TEST(test_tree_full)
{
    size_t len;
    char *value = repeat("", "v", 65536, "", &len);
    struct trace text = { 0 };
    for (int i = 0; i < 256; i++) {
        addf(&text, "[T%d \"", i);
        add(&text, value, len);
        addf(&text, "\"]\n");
    }
    addf(&text, "*\n1. c4 *");
    struct bbg_pgn_reader *r = bbg_pgn_reader_open_memory(text.s, text.len);
    struct bbg_pgn_game *g = NULL;
    struct bbg_pgn_error err;
    ck_assert_int_eq(bbg_pgn_read_tree(r, &g, &err), -1);
    ck_assert_msg(strstr(err.message, ", column 1: the game takes more memory than a tree may") != NULL, "%s",
                  err.message);
    ck_assert_int_eq(bbg_pgn_read_tree(r, &g, &err), 1);
    bbg_pgn_game_free(g);
    bbg_pgn_reader_close(r);
    free(text.s);
    free(value);

    char *comment = repeat("", "c", 60000, "", &len);
    struct trace moves = { 0 };
    static const char *const knights[] = { "Nf3", "Nf6", "Ng1", "Ng8" };
    for (int i = 0; i < 4000; i++) {
        addf(&moves, "%s ", knights[i % 4]);
        if (i < 255) {
            add(&moves, "{", 1);
            add(&moves, comment, len);
            add(&moves, "} ", 2);
        }
    }
    addf(&moves, "*\n1. c4 *");
    r = bbg_pgn_reader_open_memory(moves.s, moves.len);
    ck_assert_int_eq(bbg_pgn_read_tree(r, &g, &err), -1);
    ck_assert_msg(strstr(err.message, ": the game takes more memory than a tree may") != NULL, "%s", err.message);
    /* The place is a move, after the last comment (the text is one line). */
    ck_assert_int_eq(err.line, 1);
    ck_assert_msg(moves.s[err.column - 1] == 'N', "column %d", err.column);
    ck_assert_int_gt(err.column, (int)(255 * (len + 7)));
    ck_assert_int_eq(bbg_pgn_read_tree(r, &g, &err), 1);
    bbg_pgn_game_free(g);
    bbg_pgn_reader_close(r);
    free(moves.s);
    free(comment);
}
END_TEST

/* The builder's functions: a new game, its tags up to the limit, nodes,
 * text copies, and a copy too large for a game. */
START_TEST(test_tree_building)
{
    struct bbg_pgn_game *g = bbg_pgn_game_new();
    ck_assert_ptr_nonnull(g);
    ck_assert_str_eq(g->result, "*");
    ck_assert_int_eq(g->tag_count, 0);
    ck_assert_ptr_null(g->moves);
    ck_assert_str_eq(test_fen_of(&g->start).s, BBG_START_FEN);
    for (int i = 0; i < BBG_PGN_MAX_TAGS; i++)
        ck_assert_int_eq(bbg_pgn_game_add_tag(g, "Name", "Value"), 0);
    ck_assert_int_eq(bbg_pgn_game_add_tag(g, "Name", "Value"), -1);
    ck_assert_int_eq(g->tag_count, BBG_PGN_MAX_TAGS);
    ck_assert_str_eq(g->tags[255].value, "Value");
    struct bbg_pgn_node *n = bbg_pgn_game_new_node(g, 1234);
    ck_assert_int_eq(n->move, 1234);
    ck_assert_ptr_null(n->next);
    ck_assert_ptr_null(n->comment_after);
    ck_assert_int_eq(n->nag_count, 0);
    ck_assert_str_eq(bbg_pgn_game_copy_text(g, "abcdef", 3), "abc");
    ck_assert_ptr_null(bbg_pgn_game_copy_text(g, "", (size_t)BBG_PGN_MAX_GAME_BYTES));
    /* Large copies until the game is full: each of 4 MiB is taken until
     * the arena would pass the limit. */
    char *big = calloc(1, (size_t)4 << 20);
    ck_assert_ptr_nonnull(big);
    int copies = 0;
    while (copies < 10 && bbg_pgn_game_copy_text(g, big, ((size_t)4 << 20) - 1) != NULL)
        copies++;
    ck_assert_int_eq(copies, 3);
    ck_assert_ptr_nonnull(bbg_pgn_game_new_node(g, 1)); /* a small one still fits */
    /* In a game as full but with room for tags, a tag whose name or
     * value no longer fits (3.875 MiB are left) is refused, not added. */
    struct bbg_pgn_game *h = bbg_pgn_game_new();
    ck_assert_int_eq(bbg_pgn_game_add_tag(h, "Name", "Value"), 0);
    for (int i = 0; i < 3; i++)
        ck_assert_ptr_nonnull(bbg_pgn_game_copy_text(h, big, ((size_t)4 << 20) - 1));
    memset(big, 'x', 4100000);
    big[4100000] = '\0';
    ck_assert_int_eq(bbg_pgn_game_add_tag(h, "Name", big), -1);
    ck_assert_int_eq(bbg_pgn_game_add_tag(h, big, "Value"), -1);
    ck_assert_int_eq(h->tag_count, 1);
    bbg_pgn_game_free(h);
    /* Filled to the last byte: no node either. */
    while (bbg_pgn_game_copy_text(g, "x", 1) != NULL) {
    }
    ck_assert_ptr_null(bbg_pgn_game_new_node(g, 1));
    free(big);
    bbg_pgn_game_free(g);
    bbg_pgn_game_free(NULL);
}
END_TEST

/* main's argv is char *[] in C: the const array cppcheck suggests is not. */
// cppcheck-suppress constParameter
int main(int argc, char *argv[])
{
    if (argc > 1)
        cases_dir = argv[1];
    struct test_entry tests[] = {
        { test_files, (int)(sizeof cases / sizeof cases[0]) },
        { test_garbage, 0 },
        { test_rules, (int)(sizeof rules / sizeof rules[0]) },
        { test_long_comment, 0 },
        { test_deep_nesting, 0 },
        { test_tag_limits, 0 },
        { test_window, 0 },
        { test_stops, 0 },
        { test_no_visitor, 0 },
        { test_read_error, 0 },
        { test_read_error_in_a_game, 0 },
        { test_nul_in_tag, 0 },
        { test_byte_after_move, 0 },
        { test_cut_before_tag_name, 0 },
        { test_cut_after_tag_name, 0 },
        { test_random_games, 4 },
        { test_tree_variations, 0 },
        { test_tree_comments, 0 },
        { test_tree_limits, 0 },
        { test_tree_building, 0 },
        { test_tree_full, 0 },
    };
    return test_run_entries("pgn", tests, sizeof tests / sizeof tests[0], 300);
}
