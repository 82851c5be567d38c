/* EPD records (epd.h):
 *   - hand-made records, each field and operation checked against values
 *     written here (moves by their UCI text, through the FEN parser's
 *     position);
 *   - every refusal with its column and reason, and every limit on both
 *     sides;
 *   - the perft suites, line by line, against the FEN parser and a count
 *     parser written here;
 *   - 20,000 random records from playout positions, written out by the
 *     test (SAN from bbg_move_to_san, quotes escaped here), read back
 *     move for move and written again to the same bytes;
 *   - every cut of a record, read from a buffer of exactly its length. */
#include <stdlib.h>
#include <string.h>

#include "positions.h"

/* The folder of the perft suites (the program's argument). */
static const char *suites_dir = "examples/perft/suites";

/* Reads text (NUL-terminated) into *e, failing the test if refused. */
static void read_ok(struct bbg_epd *e, const char *text)
{
    struct bbg_epd_error err;
    memset(&err, 'x', sizeof err);
    ck_assert_msg(bbg_epd_read(e, text, strlen(text), &err) == 0, "%s: refused: %s", text, err.message);
    /* A record read clears the error. */
    ck_assert_int_eq(err.column, 0);
    ck_assert_str_eq(err.message, "");
}

/* The record written, by value. */
struct epd_line {
    char s[4 * BBG_EPD_MAX_TEXT];
};

static struct epd_line written(const struct bbg_epd *e)
{
    struct epd_line l = { { 0 } };
    const size_t n = bbg_epd_write(e, l.s, sizeof l.s);
    ck_assert_uint_lt(n, sizeof l.s);
    return l;
}

static bbg_move uci(const struct bbg_position *pos, const char *text)
{
    const bbg_move m = bbg_move_from_uci(pos, text);
    ck_assert_msg(m != BBG_NO_MOVE, "%s is not legal", text);
    return m;
}

/* The operand k of opcode, which must be there. */
static const char *operand(const struct bbg_epd *e, const char *opcode, int k)
{
    const struct bbg_epd_op *op = bbg_epd_find(e, opcode);
    ck_assert_msg(op != NULL && k < op->count, "no operand %d of %s", k, opcode);
    return bbg_epd_operand_text(e, op, k);
}

static bbg_move move_operand(const struct bbg_epd *e, const char *opcode, int k)
{
    const struct bbg_epd_op *op = bbg_epd_find(e, opcode);
    ck_assert_msg(op != NULL && k < op->count, "no operand %d of %s", k, opcode);
    return e->operands[op->first + k].move;
}

/* ---- hand-made records ------------------------------------------------- */

START_TEST(test_read_fields_and_moves)
{
    struct bbg_epd e;
    read_ok(&e, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 bm e5 Nf6; am f5; id \"BK.01\";\r\n");
    const struct bbg_position want = test_parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    ck_assert_str_eq(test_fen_of(&e.pos).s, test_fen_of(&want).s);
    ck_assert_int_eq(e.op_count, 3);
    ck_assert_int_eq(e.operand_count, 4);
    ck_assert_str_eq(e.ops[0].opcode, "bm");
    ck_assert_str_eq(e.ops[1].opcode, "am");
    ck_assert_str_eq(e.ops[2].opcode, "id");
    ck_assert_uint_eq(move_operand(&e, "bm", 0), uci(&want, "e7e5"));
    ck_assert_uint_eq(move_operand(&e, "bm", 1), uci(&want, "g8f6"));
    ck_assert_uint_eq(move_operand(&e, "am", 0), uci(&want, "f7f5"));
    ck_assert_str_eq(operand(&e, "bm", 1), "Nf6");
    ck_assert_str_eq(operand(&e, "id", 0), "BK.01");
    ck_assert(e.operands[e.ops[2].first].quoted && !e.operands[0].quoted);
    ck_assert_uint_eq(move_operand(&e, "id", 0), BBG_NO_MOVE);
    ck_assert_ptr_null(bbg_epd_find(&e, "pv"));
    /* pv: a line, each move from the position after the one before. */
    read_ok(&e, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - pv e4 e5 Nf3 Nc6 Bb5;");
    struct bbg_position p = test_parse(BBG_START_FEN);
    static const char *const line[] = { "e2e4", "e7e5", "g1f3", "b8c6", "f1b5" };
    for (int k = 0; k < 5; k++) {
        const bbg_move m = uci(&p, line[k]);
        ck_assert_uint_eq(move_operand(&e, "pv", k), m);
        bbg_make_move(&p, m);
    }
    /* Other forms of SAN, as the SAN reader takes them. */
    read_ok(&e, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - bm 0-0 O-O-O; sm Ra1b1; pm Kf1!?;");
    const struct bbg_position castle = test_parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    ck_assert_uint_eq(move_operand(&e, "bm", 0), uci(&castle, "e1g1"));
    ck_assert_uint_eq(move_operand(&e, "bm", 1), uci(&castle, "e1c1"));
    ck_assert_uint_eq(move_operand(&e, "sm", 0), uci(&castle, "a1b1"));
    ck_assert_uint_eq(move_operand(&e, "pm", 0), uci(&castle, "e1f1"));
}
END_TEST

START_TEST(test_read_clocks_counts_and_text)
{
    struct bbg_epd e;
    uint64_t v = 0;
    /* The perft suites' form: the clocks, then ';' before each operation. */
    read_ok(&e, "4k3/8/8/8/8/8/8/4K2R w K - 3 17 ;D1 15 ;D2 66 ;D12 18446744073709551615");
    ck_assert_int_eq(e.pos.halfmove, 3);
    ck_assert_int_eq(e.pos.fullmove, 17);
    ck_assert(bbg_epd_perft(&e, 1, &v) && v == 15);
    ck_assert(bbg_epd_perft(&e, 2, &v) && v == 66);
    ck_assert(bbg_epd_perft(&e, 12, &v) && v == UINT64_MAX);
    ck_assert(!bbg_epd_perft(&e, 3, &v) && !bbg_epd_perft(&e, 0, &v) && !bbg_epd_perft(&e, 100, &v));
    /* Depths 1 … 99 only, even where the record has an operation named
     * D0, or D10 (what "D100" would be cut to). */
    read_ok(&e, "4k3/8/8/8/8/8/8/4K2R w K - D0 5; D10 3; D99 7;");
    ck_assert(bbg_epd_perft(&e, 10, &v) && v == 3);
    ck_assert(bbg_epd_perft(&e, 99, &v) && v == 7);
    ck_assert(!bbg_epd_perft(&e, 0, &v) && !bbg_epd_perft(&e, 100, &v) && !bbg_epd_perft(&e, -1, &v));
    /* Blanks before the fields, after a record whose fields were longer. */
    read_ok(&e, "  8/8/8/8/8/8/8/K6k b - - id \"x\";");
    ck_assert_int_eq(e.pos.side, BBG_BLACK);
    ck_assert_int_eq(e.op_count, 1);
    ck_assert_str_eq(operand(&e, "id", 0), "x");
    /* Four fields: clocks 0 and 1, or hmvc and fmvn. */
    read_ok(&e, "4k3/8/8/8/8/8/8/4K2R w K -");
    ck_assert(e.pos.halfmove == 0 && e.pos.fullmove == 1 && e.op_count == 0);
    read_ok(&e, "4k3/8/8/8/8/8/8/4K2R\tw K -\thmvc 37;fmvn 65535; ;; acd 12; ce -35; noop;  ");
    ck_assert(e.pos.halfmove == 37 && e.pos.fullmove == 65535);
    ck_assert(bbg_epd_integer(&e, "hmvc", &v) && v == 37);
    ck_assert(bbg_epd_integer(&e, "acd", &v) && v == 12);
    ck_assert(!bbg_epd_integer(&e, "ce", &v) && !bbg_epd_integer(&e, "noop", &v) && !bbg_epd_integer(&e, "x", &v));
    ck_assert_str_eq(operand(&e, "ce", 0), "-35");
    ck_assert_int_eq(bbg_epd_find(&e, "noop")->count, 0);
    /* Strings: \" and \\ are escapes, any other backslash is itself; ';'
     * and spaces inside quotes are text. */
    read_ok(&e, "4k3/8/8/8/8/8/8/4K3 w - - c0 \"say \\\"hi\\\"; \\\\ \\n\"; c9 \"\"; id word; acn \"7\";");
    ck_assert_str_eq(operand(&e, "c0", 0), "say \"hi\"; \\ \\n");
    ck_assert_str_eq(operand(&e, "c9", 0), "");
    ck_assert_str_eq(operand(&e, "id", 0), "word");
    ck_assert(!bbg_epd_integer(&e, "acn", &v));
}
END_TEST

/* Text read, then written: the canonical record. */
static const struct {
    const char *in, *out;
} rewrites[] = {
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400",
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - D1 20; D2 400;" },
    { "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - bm 0-0 Ra1b1; pv Ke1d1 Ke8d8;",
      "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - bm O-O Rb1; pv Kd1 Kd8;" },
    { "7k/8/6K1/8/8/8/8/1Q6 w - -   bm Qb8 ;  id \"mate \\\"in\\\" one\\\\\" ; c1 x\"y ;",
      "7k/8/6K1/8/8/8/8/1Q6 w - - bm Qb8#; id \"mate \\\"in\\\" one\\\\\"; c1 x\"y;" },
    { "4k3/8/8/8/8/8/8/4K3 w - - hmvc 5; fmvn 9;", "4k3/8/8/8/8/8/8/4K3 w - - hmvc 5; fmvn 9;" },
    { "4k3/8/8/3pP3/8/8/8/4K3 w - d6 bm exd6e.p.!;", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 bm exd6;" },
    { "4k3/8/8/8/4P3/8/8/4K3 b - e3", "4k3/8/8/8/4P3/8/8/4K3 b - -" },
};

START_TEST(test_write_cases)
{
    for (size_t i = 0; i < sizeof rewrites / sizeof rewrites[0]; i++) {
        struct bbg_epd e, again;
        read_ok(&e, rewrites[i].in);
        ck_assert_str_eq(written(&e).s, rewrites[i].out);
        read_ok(&again, rewrites[i].out);
        ck_assert_str_eq(written(&again).s, rewrites[i].out);
    }
    /* As snprintf: the whole length, whatever fits, always terminated. */
    struct bbg_epd e;
    read_ok(&e, rewrites[0].in);
    const size_t len = strlen(rewrites[0].out);
    char small[11];
    memset(small, 'x', sizeof small);
    ck_assert_uint_eq(bbg_epd_write(&e, small, sizeof small), len);
    ck_assert_str_eq(small, "rnbqkbnr/p");
    ck_assert_uint_eq(bbg_epd_write(&e, NULL, 0), len);
    small[0] = 'x';
    ck_assert_uint_eq(bbg_epd_write(&e, small, 1), len);
    ck_assert_int_eq(small[0], '\0');
    /* A buffer of exactly the length: all but the last byte, terminated,
     * and nothing written past it. */
    char exact[4 * BBG_EPD_MAX_TEXT];
    memset(exact, 'x', sizeof exact);
    ck_assert_uint_eq(bbg_epd_write(&e, exact, len), len);
    ck_assert_int_eq(exact[len - 1], '\0');
    ck_assert_int_eq(exact[len], 'x');
    ck_assert_int_eq(strncmp(exact, rewrites[0].out, len - 1), 0);
}
END_TEST

/* ---- refusals ----------------------------------------------------------- */

static const struct {
    const char *text;
    int column;
    const char *message;
} refusals[] = {
    { "", 1, "FEN board field: empty FEN" },
    { "\n", 1, "FEN board field: empty FEN" }, /* the line end is not a field */
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq", 51, "FEN en passant field: missing" },
    { "  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq -", 45, "FEN board field: 'X' is not a piece" },
    { "4k3/8/8/8/8/8/8/4K3 w - - 12", 29, "FEN fullmove number field: missing" },
    { "4k3/8/8/8/8/8/8/4K3 w - - 1 x", 28, "FEN fullmove number field: missing" },
    { "4k3/8/8/8/8/8/8/4K3 w - - 1 2 3;", 31, "an opcode must start with a letter" },
    { "4k3/8/8/8/8/8/8/4K3 w - - 1b;", 29, "FEN fullmove number field: missing" },
    { "4k3/8/8/8/8/8/8/4K3 w - - b-m e4;", 28, "an opcode holds only letters, digits and '_'" },
    { "4k3/8/8/8/8/8/8/4K3 w - - [x];", 27, "an opcode must start with a letter" },
    { "4k3/8/8/8/8/8/8/4K3 w - - {x};", 27, "an opcode must start with a letter" },
    { "4k3/8/8/8/8/8/8/4K3 w - - D7 123456789012345678901;", 27, "D7 takes one count" },
    { "4k3/8/8/8/8/8/8/4K3 w - - abcdefghijklmnop;", 27, "an opcode longer than 15 bytes" },
    { "4k3/8/8/8/8/8/8/4K3 w - - id \"a\"; id \"b\";", 35, "opcode id given twice" },
    { "4k3/8/8/8/8/8/8/4K3 w - - id \"a; id \"b\";", 27, "id takes one string" },
    { "4k3/8/8/8/8/8/8/4K3 w - - id \"open;", 30, "a string that does not end" },
    { "4k3/8/8/8/8/8/8/4K3 w - - bm;", 27, "bm takes one or more moves" },
    { "4k3/8/8/8/8/8/8/4K3 w - - sm Kd1 Kd2;", 27, "sm takes one move" },
    { "4k3/8/8/8/8/8/8/4K3 w - - pm;", 27, "pm takes one move" },
    { "4k3/8/8/8/8/8/8/4K3 w - - bm \"Kd1\";", 30, "bm takes moves in SAN, not a string" },
    { "4k3/8/8/8/8/8/8/4K3 w - - bm Kd1 Ke7;", 34, "bm: " },
    { "4k3/8/8/8/8/8/8/4K3 w - - am Nf3;", 30, "am: no knight can reach f3" },
    { "4k3/8/8/8/8/8/8/4K3 w - - pv Kd1 Kd1;", 34, "pv: " },
    { "4k3/8/8/8/8/8/8/4K3 w - - id;", 27, "id takes one string" },
    { "4k3/8/8/8/8/8/8/4K3 w - - c3 a b;", 27, "c3 takes one string" },
    { "4k3/8/8/8/8/8/8/4K3 w - - hmvc 65536;", 27, "hmvc takes one number 0…65535" },
    { "4k3/8/8/8/8/8/8/4K3 w - - fmvn 0;", 27, "fmvn takes one number 1…65535" },
    { "4k3/8/8/8/8/8/8/4K3 w - - hmvc \"3\";", 27, "hmvc takes one number" },
    { "4k3/8/8/8/8/8/8/4K3 w - - hmvc;", 27, "hmvc takes one number" },
    { "4k3/8/8/8/8/8/8/4K3 w - - D1 18446744073709551616;", 27, "D1 takes one count" },
    { "4k3/8/8/8/8/8/8/4K3 w - - D2 05;", 27, "D2 takes one count" },
    { "4k3/8/8/8/8/8/8/4K3 w - - D99 1 2;", 27, "D99 takes one count" },
    { "4k3/8/8/8/8/8/8/4K3 w - - D3 -1;", 27, "D3 takes one count" },
};

START_TEST(test_refusals)
{
    for (size_t i = 0; i < sizeof refusals / sizeof refusals[0]; i++) {
        struct bbg_epd e;
        struct bbg_epd_error err;
        const char *text = refusals[i].text;
        ck_assert_msg(bbg_epd_read(&e, text, strlen(text), &err) == -1, "%s: accepted", text);
        ck_assert_msg(err.column == refusals[i].column && strstr(err.message, refusals[i].message) != NULL,
                      "%s: column %d, \"%s\"; want column %d, \"%s\"", text, err.column, err.message,
                      refusals[i].column, refusals[i].message);
        char prefix[32];
        snprintf(prefix, sizeof prefix, "column %d: ", err.column);
        ck_assert_msg(strncmp(err.message, prefix, strlen(prefix)) == 0, "%s", err.message);
        ck_assert_int_eq(bbg_epd_read(&e, text, strlen(text), NULL), -1);
    }
    /* Opcodes that are not D1 … D99 are other operations. */
    struct bbg_epd e;
    read_ok(&e, "4k3/8/8/8/8/8/8/4K3 w - - D0 x; D01 y; D100 z; Dx w; d1 v; c10 a b; cx a b; D1x u; a_B9 t;");
    ck_assert_int_eq(e.op_count, 9);
    /* A NUL byte, anywhere. */
    struct bbg_epd_error err;
    ck_assert_int_eq(bbg_epd_read(&e, "4k3/8/8/8/8/8/8/4K3 w - - id x\0y;", 33, &err), -1);
    ck_assert_int_eq(err.column, 31);
    ck_assert_str_eq(err.message, "column 31: a NUL byte");
    /* An escaped quote as the last bytes: the string does not end. */
    const char *escaped_end = "4k3/8/8/8/8/8/8/4K3 w - - c0 \"a\\\"";
    ck_assert_int_eq(bbg_epd_read(&e, escaped_end, strlen(escaped_end), &err), -1);
    ck_assert_str_eq(err.message, "column 30: a string that does not end (no closing '\"')");
    ck_assert_int_eq(bbg_epd_read(&e, "", 1, &err), -1);
    ck_assert_str_eq(err.message, "column 1: a NUL byte");
}
END_TEST

/* ---- limits ------------------------------------------------------------- */

/* A record of the bare kings and then n operations "o<k> x;" (or, with
 * operands, one operation of n operands "x"). */
static struct epd_line many(int n, bool operands)
{
    struct epd_line l;
    size_t at = (size_t)snprintf(l.s, sizeof l.s, "4k3/8/8/8/8/8/8/4K3 w - -%s", operands ? " c" : "");
    for (int k = 0; k < n; k++)
        at += (size_t)snprintf(l.s + at, sizeof l.s - at, operands ? " x" : " o%d;", k);
    return l;
}

START_TEST(test_limits)
{
    struct bbg_epd e;
    struct bbg_epd_error err;
    read_ok(&e, many(BBG_EPD_MAX_OPS, false).s);
    struct epd_line l = many(BBG_EPD_MAX_OPS + 1, false);
    ck_assert_int_eq(bbg_epd_read(&e, l.s, strlen(l.s), &err), -1);
    ck_assert_str_eq(err.message + strcspn(err.message, " ") + strcspn(err.message + 7, " ") + 2,
                     "more than 32 operations");
    read_ok(&e, many(BBG_EPD_MAX_OPERANDS, true).s);
    l = many(BBG_EPD_MAX_OPERANDS + 1, true);
    ck_assert_int_eq(bbg_epd_read(&e, l.s, strlen(l.s), &err), -1);
    ck_assert_ptr_nonnull(strstr(err.message, "more than 256 operands in the record"));
    /* The longest record, and one byte more. */
    char text[BBG_EPD_MAX_TEXT + 2];
    const int head = snprintf(text, sizeof text, "4k3/8/8/8/8/8/8/4K3 w - - c0 \"");
    memset(text + head, 'a', BBG_EPD_MAX_TEXT - (size_t)head - 2);
    memcpy(text + BBG_EPD_MAX_TEXT - 2, "\";\n", 4);
    read_ok(&e, text);
    ck_assert_uint_eq(strlen(operand(&e, "c0", 0)), BBG_EPD_MAX_TEXT - (size_t)head - 2);
    text[BBG_EPD_MAX_TEXT] = ' ';
    ck_assert_int_eq(bbg_epd_read(&e, text, BBG_EPD_MAX_TEXT + 1, &err), -1);
    ck_assert_str_eq(err.message, "column 2049: a record longer than 2048 bytes");
    /* The longest record of one word: all of it goes to the FEN reader,
     * which refuses its board field. */
    memset(text, '8', BBG_EPD_MAX_TEXT);
    text[BBG_EPD_MAX_TEXT] = '\0';
    ck_assert_int_eq(bbg_epd_read(&e, text, BBG_EPD_MAX_TEXT, &err), -1);
    ck_assert_msg(err.column >= 1 && err.column <= BBG_EPD_MAX_TEXT && strstr(err.message, "FEN board field") != NULL,
                  "%s", err.message);
    /* Operands longer than the text, through bbg_epd_add. */
    bbg_epd_init(&e, &e.pos);
    memset(text, 'b', BBG_EPD_MAX_TEXT - 10);
    text[BBG_EPD_MAX_TEXT - 10] = '\0';
    ck_assert_int_eq(bbg_epd_add(&e, "c1", text, NULL), 0);
    ck_assert_int_eq(bbg_epd_add(&e, "c2", "abcdefghijk", &err), -1);
    ck_assert_str_eq(err.message, "column 4: operands longer than 2047 bytes in the record");
    /* At the edge: the text holds 2048 bytes, each operand's NUL
     * included, so after 2039 of them 8 more bytes fit and 9 do not. */
    for (size_t more = 7; more <= 9; more++) {
        bbg_epd_init(&e, &e.pos);
        ck_assert_int_eq(bbg_epd_add(&e, "c1", text, NULL), 0);
        ck_assert_int_eq(bbg_epd_add(&e, "c2", &"abcdefghi"[9 - more], NULL), more <= 8 ? 0 : -1);
    }
    /* The longest operation bbg_epd_add takes: opcode, blank and
     * operands in 2048 bytes. */
    for (size_t extra = 0; extra <= 1; extra++) {
        char quoted[BBG_EPD_MAX_TEXT];
        const size_t n = BBG_EPD_MAX_TEXT - 3 + extra; /* after "c0 " */
        memset(quoted, 'q', n);
        quoted[0] = quoted[n - 1] = '"';
        quoted[n] = '\0';
        bbg_epd_init(&e, &e.pos);
        ck_assert_int_eq(bbg_epd_add(&e, "c0", quoted, &err), extra ? -1 : 0);
        if (extra)
            ck_assert_str_eq(err.message, "column 1: an operation longer than 2048 bytes");
    }
    /* The longest opcode. */
    ck_assert_int_eq(bbg_epd_add(&e, "a23456789012345", "", NULL), 0);
}
END_TEST

/* ---- bbg_epd_add -------------------------------------------------------- */

START_TEST(test_add)
{
    struct bbg_epd e;
    struct bbg_epd_error err;
    const struct bbg_position start = test_parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4 12");
    bbg_epd_init(&e, &start);
    ck_assert_int_eq(bbg_epd_add(&e, "bm", "Nf3 d4", &err), 0);
    ck_assert_int_eq(bbg_epd_add(&e, "id", "\"a \\\"b\\\"\"", &err), 0);
    ck_assert_int_eq(bbg_epd_add(&e, "D1", "20", NULL), 0);
    ck_assert_int_eq(bbg_epd_add(&e, "hmvc", "4", NULL), 0);
    const char *want = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm Nf3 d4; id \"a \\\"b\\\"\"; D1 20; hmvc 4;";
    ck_assert_str_eq(written(&e).s, want);
    ck_assert_int_eq(e.pos.fullmove, 12);
    /* A refusal leaves the record as it was. */
    static const struct {
        const char *opcode, *operands;
        int column;
        const char *message;
    } bad[] = {
        { "bm", "Nf3", 1, "opcode bm given twice" },
        { "am", "e4 e6", 7, "am: no pawn can reach e6" },
        { "c0", "a; b", 5, "';' inside the operands" },
        { "", "x", 1, "an opcode must start with a letter" },
        { "fmvn", "0", 1, "fmvn takes one number 1…65535" },
        { "c5", "\"", 4, "a string that does not end" },
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        ck_assert_int_eq(bbg_epd_add(&e, bad[i].opcode, bad[i].operands, &err), -1);
        ck_assert_msg(err.column == bad[i].column && strstr(err.message, bad[i].message) != NULL,
                      "%s %s: column %d, %s", bad[i].opcode, bad[i].operands, err.column, err.message);
        ck_assert_int_eq(bbg_epd_add(&e, bad[i].opcode, bad[i].operands, NULL), -1);
        ck_assert_str_eq(written(&e).s, want);
        ck_assert_int_eq(e.op_count, 4);
        ck_assert_int_eq(e.pos.fullmove, 12);
    }
    char longest[BBG_EPD_MAX_TEXT + 8];
    memset(longest, 'c', sizeof longest - 1);
    longest[sizeof longest - 1] = '\0';
    ck_assert_int_eq(bbg_epd_add(&e, "c6", longest, &err), -1);
    ck_assert_str_eq(err.message, "column 1: an operation longer than 2048 bytes");
}
END_TEST

/* ---- the perft suites --------------------------------------------------- */

/* Dn counts of a suite line, by a parser of this test: counts[d] or
 * UINT64_MAX where the line gives none. */
static void model_counts(const char *line, uint64_t counts[100])
{
    for (int d = 0; d < 100; d++)
        counts[d] = UINT64_MAX;
    for (const char *p = strchr(line, ';'); p != NULL; p = strchr(p + 1, ';')) {
        char *end = NULL;
        const long d = p[1] == 'D' ? strtol(p + 2, &end, 10) : 0;
        if (d > 0 && d < 100 && *end == ' ')
            counts[d] = strtoull(end + 1, NULL, 10);
    }
}

START_TEST(test_suites)
{
    static const char *const files[] = { "standard.epd", "tricky.epd", "chess960.epd" };
    char path[1024], line[1024];
    long records = 0, counts = 0;
    for (size_t k = 0; k < sizeof files / sizeof files[0]; k++) {
        snprintf(path, sizeof path, "%s/%s", suites_dir, files[k]);
        FILE *f = fopen(path, "r");
        ck_assert_msg(f != NULL, "cannot open %s", path);
        while (fgets(line, sizeof line, f) != NULL) {
            if (line[0] == '#' || line[0] == '\n')
                continue;
            struct bbg_epd e;
            read_ok(&e, line);
            char fen[256];
            snprintf(fen, sizeof fen, "%.*s", (int)strcspn(line, ";"), line);
            const struct bbg_position parsed = test_parse(fen);
            ck_assert_str_eq(test_fen_of(&e.pos).s, test_fen_of(&parsed).s);
            uint64_t want[100], got = 0;
            model_counts(line, want);
            for (int d = 0; d < 100; d++) {
                const bool has = bbg_epd_perft(&e, d, &got);
                ck_assert_msg(has == (want[d] != UINT64_MAX) && (!has || got == want[d]), "%s: D%d", fen, d);
                counts += has;
            }
            records++;
        }
        fclose(f);
    }
    ck_assert_int_ge(records, 100);
    ck_assert_int_ge(counts, 400);
}
END_TEST

/* ---- random records ----------------------------------------------------- */

/* Appends s to the line at *at. */
static void put(struct epd_line *l, size_t *at, const char *s)
{
    const size_t n = strlen(s);
    ck_assert_uint_lt(*at + n, sizeof l->s);
    memcpy(l->s + *at, s, n + 1);
    *at += n;
}

/* The SAN of m in pos, by value. */
static struct test_text san_of(const struct bbg_position *pos, bbg_move m)
{
    struct test_text t = { { 0 } };
    bbg_move_to_san(pos, m, t.s, sizeof t.s);
    return t;
}

/* A random string of printable bytes, quotes, backslashes, ';' and spaces,
 * written quoted with \" and \\ escaped, into l; its text into plain. */
static void put_string(struct epd_line *l, size_t *at, struct test_random *r, char plain[64])
{
    static const char alphabet[] = "ab ;\"\\x9-_.";
    const int n = (int)(test_random_next(r) % 40);
    char quoted[160];
    size_t q = 0;
    quoted[q++] = '"';
    for (int k = 0; k < n; k++) {
        const char c = alphabet[test_random_next(r) % (sizeof alphabet - 1)];
        plain[k] = c;
        if (c == '"' || c == '\\')
            quoted[q++] = '\\';
        quoted[q++] = c;
    }
    plain[n] = '\0';
    quoted[q++] = '"';
    quoted[q] = '\0';
    put(l, at, quoted);
}

/* The state of the random records: what each wrote and must read back. */
struct random_record {
    struct test_random r;
    long records;
};

/* A record of pos with a random bm, am, pv, id and D1, written by the
 * test, read, checked operand by operand and written to the same bytes. */
static void check_random_record(const struct bbg_position *pos, long i, void *data)
{
    (void)i;
    struct random_record *rr = data;
    bbg_move moves[BBG_MAX_MOVES], line[4];
    const int n = bbg_legal_moves(pos, moves);
    if (n == 0)
        return;
    struct epd_line l;
    size_t at = 0;
    char id[64];
    /* The four fields: the canonical FEN less its clocks. */
    struct test_text full = test_fen_of(pos);
    *strrchr(full.s, ' ') = '\0';
    *strrchr(full.s, ' ') = '\0';
    put(&l, &at, full.s);
    const bbg_move best = moves[test_random_next(&rr->r) % (unsigned)n];
    put(&l, &at, " bm ");
    put(&l, &at, san_of(pos, best).s);
    put(&l, &at, "; am ");
    put(&l, &at, san_of(pos, moves[test_random_next(&rr->r) % (unsigned)n]).s);
    put(&l, &at, "; pv");
    struct bbg_position p = *pos;
    int plies = 0;
    for (; plies < 4; plies++) {
        bbg_move replies[BBG_MAX_MOVES];
        const int k = bbg_legal_moves(&p, replies);
        if (k == 0)
            break;
        line[plies] = replies[test_random_next(&rr->r) % (unsigned)k];
        put(&l, &at, " ");
        put(&l, &at, san_of(&p, line[plies]).s);
        bbg_make_move(&p, line[plies]);
    }
    put(&l, &at, "; id ");
    put_string(&l, &at, &rr->r, id);
    char count[32];
    snprintf(count, sizeof count, "; D1 %d;", n);
    put(&l, &at, count);

    struct bbg_epd e;
    read_ok(&e, l.s);
    uint64_t d1 = 0;
    expect_that(move_operand(&e, "bm", 0) == best && strcmp(operand(&e, "id", 0), id) == 0 &&
                    bbg_epd_perft(&e, 1, &d1) && d1 == (uint64_t)n && bbg_epd_find(&e, "pv")->count == plies,
                "%s: read back differently", l.s);
    for (int k = 0; k < plies; k++)
        expect_that(move_operand(&e, "pv", k) == line[k], "%s: pv move %d", l.s, k);
    expect_that(strcmp(written(&e).s, l.s) == 0, "written: %s\nwant:    %s", written(&e).s, l.s);
    rr->records++;
}

START_TEST(test_random_records)
{
    struct random_record rr = { { UINT64_C(0x5EED0000) + (uint64_t)_i }, 0 };
    const struct test_playout visit = { check_random_record, NULL, &rr };
    test_playouts(NULL, 0, UINT64_C(9000) + (uint64_t)_i, 5000 / test_sample_share(), &visit);
    ck_assert_int_ge(rr.records, 4000 / test_sample_share());
}
END_TEST

/* Every cut of a record, from a buffer of exactly its length: refused or
 * read, never a read past it (AddressSanitizer, valgrind). */
START_TEST(test_cuts)
{
    static const char *const texts[] = {
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - bm O-O; id \"a \\\"b\\\"\"; c0 \"x;y\"; D2 400;\r\n",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400",
    };
    long accepted = 0;
    for (size_t k = 0; k < sizeof texts / sizeof texts[0]; k++) {
        const size_t len = strlen(texts[k]);
        for (size_t cut = 0; cut <= len; cut++) {
            char *buf = malloc(cut > 0 ? cut : 1);
            ck_assert_ptr_nonnull(buf);
            memcpy(buf, texts[k], cut);
            struct bbg_epd e;
            struct bbg_epd_error err, in_place;
            const int got = bbg_epd_read(&e, buf, cut, &err);
            if (got == 0)
                accepted++;
            else
                ck_assert_msg(err.column >= 1 && (size_t)err.column <= cut + 1, "cut %lu: %s", (unsigned long)cut,
                              err.message);
            /* The same bytes read in place, where the text goes on past
             * the length given: nothing past it is read. */
            ck_assert_int_eq(bbg_epd_read(&e, texts[k], cut, &in_place), got);
            if (got != 0)
                ck_assert_str_eq(in_place.message, err.message);
            free(buf);
        }
    }
    ck_assert_int_ge(accepted, 20);
}
END_TEST

/* Every byte as an opcode's first and second byte, against the standard's
 * rule written here: an opcode starts with an ASCII letter and goes on
 * with letters, digits and '_'. The bytes that end a word or a record
 * (NUL, blanks, ';', '"' and line ends) are left out, and so are digits
 * first, which start the FEN's clocks. */
static bool model_letter(int b) { return (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z'); }

/* Whether byte b ends a word or a record, and is left out of the sweeps. */
static bool ends_word(int b) { return strchr(" \t;\"\r\n", b) != NULL; }

/* Reads the record before, byte b, after: what bbg_epd_read returns. */
static int read_with_byte(struct bbg_epd *e, const char *before, int b, const char *after, struct bbg_epd_error *err)
{
    char text[64];
    snprintf(text, sizeof text, "%s%c%s", before, b, after);
    return bbg_epd_read(e, text, strlen(text), err);
}

START_TEST(test_opcode_bytes)
{
    for (int b = 1; b < 256; b++) {
        if (ends_word(b))
            continue;
        struct bbg_epd e;
        struct bbg_epd_error err;
        int got = read_with_byte(&e, "4k3/8/8/8/8/8/8/4K3 w - - ", b, "x v;", &err);
        if (b < '0' || b > '9') {
            ck_assert_msg(model_letter(b) ? got == 0 : got == -1 && err.column == 27, "first byte 0x%02x: %d", b,
                          got);
            if (got == -1)
                ck_assert_str_eq(err.message, "column 27: an opcode must start with a letter");
        }
        got = read_with_byte(&e, "4k3/8/8/8/8/8/8/4K3 w - - x", b, " v;", &err);
        const bool word = model_letter(b) || (b >= '0' && b <= '9') || b == '_';
        ck_assert_msg(word ? got == 0 : got == -1 && err.column == 28, "second byte 0x%02x: %d", b, got);
        if (got == -1)
            ck_assert_str_eq(err.message, "column 28: an opcode holds only letters, digits and '_'");
    }
}
END_TEST

/* Every byte after a count's first digit: a count is decimal digits only. */
START_TEST(test_count_bytes)
{
    for (int b = 1; b < 256; b++) {
        if (ends_word(b))
            continue;
        struct bbg_epd e;
        struct bbg_epd_error err;
        const int got = read_with_byte(&e, "4k3/8/8/8/8/8/8/4K3 w - - D4 1", b, ";", &err);
        uint64_t n = 0;
        if (b >= '0' && b <= '9')
            ck_assert_msg(got == 0 && bbg_epd_integer(&e, "D4", &n) && n == 10u + (unsigned)(b - '0'), "0x%02x", b);
        else
            ck_assert_msg(got == -1 && strstr(err.message, "D4 takes one count") != NULL, "0x%02x: %d", b, got);
    }
}
END_TEST

// cppcheck-suppress constParameter
int main(int argc, char *argv[])
{
    if (argc > 1)
        suites_dir = argv[1];
    struct test_entry tests[] = {
        { test_read_fields_and_moves, 0 },
        { test_read_clocks_counts_and_text, 0 },
        { test_write_cases, 0 },
        { test_refusals, 0 },
        { test_opcode_bytes, 0 },
        { test_count_bytes, 0 },
        { test_limits, 0 },
        { test_add, 0 },
        { test_suites, 0 },
        { test_random_records, 4 },
        { test_cuts, 0 },
    };
    return test_run_entries("epd", tests, sizeof tests / sizeof tests[0], 600);
}
