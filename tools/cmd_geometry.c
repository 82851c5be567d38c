/* The geometry commands (see cmd_geometry.h): parse the arguments (all of
 * them, before any output), ask the library, print text or one JSON
 * object. The answers are shared with the demo. */
#include "cmd_geometry.h"

#include <stdbool.h>
#include <string.h>

#include <bbgeom.h>

#include "format.h"
#include "parse.h"
#include "set_output.h"

/* ---- output helpers --------------------------------------------------- */

static uint64_t square_bb(int sq) { return UINT64_C(1) << sq; }

/* The kind of line a and b share, or -1 when they share none or a == b. */
static int shared_line(int a, int b)
{
    if (a == b)
        return -1;
    for (int l = BBG_RANK; l <= BBG_ANTI; l++)
        if (bbg_same_line((enum bbg_line)l, a, b))
            return l;
    return -1;
}

/* ---- the answers, shared by the commands and the demo ------------------ */

static int show_square(const struct cli *cli, const char *key, int sq)
{
    FILE *f = cli->out;
    int rank = bbg_rank_of(sq), file = bbg_file_of(sq);
    int diag = bbg_diag_index(sq), anti = bbg_anti_index(sq);
    int x88 = bbg_to_x88(sq);
    const char *color = bbg_is_dark(sq) ? "dark" : "light";
    static const enum bbg_line lines[4] = { BBG_RANK, BBG_FILE, BBG_DIAG, BBG_ANTI };
    const int index[4] = { rank, file, diag, anti };

    if (cli->json != NULL) {
        struct json *j = cli->json;
        json_object_begin(j, key);
        json_string(j, "command", "square");
        json_string(j, "square", bbg_square_name(sq));
        json_int(j, "index", sq);
        json_int(j, "rank", rank);
        json_int(j, "file", file);
        json_int(j, "diag", diag);
        json_int(j, "anti", anti);
        json_int(j, "anti_xor7", bbg_anti_index_xor7(sq));
        json_int(j, "x88", x88);
        json_string(j, "color", color);
        json_set(j, square_bb(sq));
        json_object_begin(j, "lines");
        for (int i = 0; i < 4; i++) {
            json_object_begin(j, line_word(lines[i]));
            json_int(j, "index", index[i]);
            json_set(j, bbg_line_bb(lines[i], sq));
            json_object_end(j);
        }
        json_object_end(j);
        json_object_end(j);
        return STATUS_OK;
    }

    fprintf(f, "square:    %s\n", bbg_square_name(sq));
    fprintf(f, "index:     %d\n", sq);
    fprintf(f, "rank:      %d (index %d)\n", rank + 1, rank);
    fprintf(f, "file:      %c (index %d)\n", 'a' + file, file);
    fprintf(f, "diagonal:  %d (rank - file)\n", diag);
    fprintf(f, "anti-diag: %d (rank + file), %d ((rank + file) ^ 7)\n", anti, bbg_anti_index_xor7(sq));
    fprintf(f, "0x88:      0x%02x (%d)\n", (unsigned)x88, x88);
    fprintf(f, "colour:    %s\n", color);
    for (int i = 0; i < 4; i++) {
        char title[32], hex[HEX_SIZE];
        uint64_t bb = bbg_line_bb(lines[i], sq);
        if (lines[i] == BBG_RANK)
            snprintf(title, sizeof title, "rank %d", rank + 1);
        else if (lines[i] == BBG_FILE)
            snprintf(title, sizeof title, "file %c", 'a' + file);
        else
            snprintf(title, sizeof title, "%s %d", line_noun(lines[i]), index[i]);
        format_hex(bb, hex);
        fprintf(f, "\n%s: %s (", title, hex);
        print_squares(f, bb);
        fputs(")\n", f);
        struct board board = { bb, title, 0, NULL, sq, BBG_NO_SQUARE };
        board_draw(f, &cli->style, &board);
    }
    return STATUS_OK;
}

static void show_intersect(const struct cli *cli, const char *key, enum bbg_line la, int a, enum bbg_line lb, int b)
{
    int sq = bbg_intersect(la, a, lb, b);
    uint64_t bb = bbg_intersect_bb(la, a, lb, b);
    uint64_t line_a = bbg_line_bb(la, a), line_b = bbg_line_bb(lb, b);

    if (cli->json != NULL) {
        struct json *j = cli->json;
        json_object_begin(j, key);
        json_string(j, "command", "intersect");
        json_string(j, "line_a", line_word(la));
        json_string(j, "a", bbg_square_name(a));
        json_string(j, "line_b", line_word(lb));
        json_string(j, "b", bbg_square_name(b));
        json_string(j, "square", bbg_square_name(sq)); /* NULL (null) for none */
        json_set(j, bb);
        json_bitboard(j, "line_a_bitboard", line_a);
        json_bitboard(j, "line_b_bitboard", line_b);
        json_object_end(j);
        return;
    }

    FILE *f = cli->out;
    fprintf(f, "the %s of %s meets the %s of %s ", line_noun(la), bbg_square_name(a), line_noun(lb),
            bbg_square_name(b));
    if (sq == BBG_NO_SQUARE)
        fputs("nowhere on the board\n", f);
    else
        fprintf(f, "on %s\n", bbg_square_name(sq));
    fprintf(f, "square:   %s (bbg_intersect)\n", sq == BBG_NO_SQUARE ? "none" : bbg_square_name(sq));
    text_set(f, bb);
    struct board board = { bb, "where they meet", (line_a | line_b) & ~bb, "the two lines", a, b };
    board_draw(f, &cli->style, &board);
}

static void show_intersect_table(const struct cli *cli, const char *key, int a, int b)
{
    int squares[12];
    enum bbg_line pair_a[12], pair_b[12];
    uint64_t all = 0;
    int n = 0;
    for (int la = BBG_RANK; la <= BBG_ANTI; la++) {
        for (int lb = BBG_RANK; lb <= BBG_ANTI; lb++) {
            if (la == lb)
                continue;
            pair_a[n] = (enum bbg_line)la;
            pair_b[n] = (enum bbg_line)lb;
            squares[n] = bbg_intersect(pair_a[n], a, pair_b[n], b);
            if (squares[n] != BBG_NO_SQUARE)
                all |= square_bb(squares[n]);
            n++;
        }
    }

    if (cli->json != NULL) {
        struct json *j = cli->json;
        json_object_begin(j, key);
        json_string(j, "command", "intersect");
        json_string(j, "a", bbg_square_name(a));
        json_string(j, "b", bbg_square_name(b));
        json_array_begin(j, "pairs");
        for (int i = 0; i < n; i++) {
            json_object_begin(j, NULL);
            json_string(j, "line_a", line_word(pair_a[i]));
            json_string(j, "line_b", line_word(pair_b[i]));
            json_string(j, "square", bbg_square_name(squares[i]));
            json_object_end(j);
        }
        json_array_end(j);
        json_set(j, all);
        json_object_end(j);
        return;
    }

    FILE *f = cli->out;
    fprintf(f, "where each line through %s (A) meets each other kind of line through %s (B)\n", bbg_square_name(a),
            bbg_square_name(b));
    fputs("A-line  B-line  square\n", f);
    for (int i = 0; i < n; i++)
        fprintf(f, "%-6s  %-6s  %s\n", line_word(pair_a[i]), line_word(pair_b[i]),
                squares[i] == BBG_NO_SQUARE ? "none" : bbg_square_name(squares[i]));
    fputs("all twelve (= bbg_cross_bb queen):\n", f);
    text_set(f, all);
    struct board board = { all, "meeting squares", 0, NULL, a, b };
    board_draw(f, &cli->style, &board);
}

enum pair_kind { PAIR_BETWEEN, PAIR_LINE, PAIR_CROSS };

static void show_pair(const struct cli *cli, const char *key, enum pair_kind kind, enum bbg_slider slider, int a, int b)
{
    static const char *const names[3] = { "between", "line", "cross" };
    uint64_t bb;
    char title[64];
    const char *label;
    if (kind == PAIR_BETWEEN) {
        bb = bbg_between_bb(a, b);
        snprintf(title, sizeof title, "squares strictly between %s and %s", bbg_square_name(a), bbg_square_name(b));
        label = "between";
    } else if (kind == PAIR_LINE) {
        bb = bbg_line_through_bb(a, b);
        snprintf(title, sizeof title, "the line through %s and %s", bbg_square_name(a), bbg_square_name(b));
        label = "the line";
    } else {
        bb = bbg_cross_bb(slider, a, b);
        snprintf(title, sizeof title, "%s cross squares of %s and %s", slider_word(slider), bbg_square_name(a),
                 bbg_square_name(b));
        label = "cross squares";
    }
    int line = shared_line(a, b);

    if (cli->json != NULL) {
        struct json *j = cli->json;
        json_object_begin(j, key);
        json_string(j, "command", names[kind]);
        if (kind == PAIR_CROSS)
            json_string(j, "slider", slider_word(slider));
        json_string(j, "a", bbg_square_name(a));
        json_string(j, "b", bbg_square_name(b));
        json_string(j, "aligned", line < 0 ? NULL : line_word((enum bbg_line)line));
        json_set(j, bb);
        json_object_end(j);
        return;
    }

    FILE *f = cli->out;
    fprintf(f, "%s\n", title);
    text_set(f, bb);
    fprintf(f, "aligned:  %s\n", line >= 0 ? line_noun((enum bbg_line)line) : a == b ? "no (the same square)" : "no");
    struct board board = { bb, label, 0, NULL, a, b };
    board_draw(f, &cli->style, &board);
}

static int show_board(const struct cli *cli, const char *key, uint64_t bb)
{
    if (cli->json != NULL) {
        struct json *j = cli->json;
        json_object_begin(j, key);
        json_string(j, "command", "board");
        json_set(j, bb);
        json_object_end(j);
        return STATUS_OK;
    }
    text_set(cli->out, bb);
    struct board board = { bb, "in the bitboard", 0, NULL, BBG_NO_SQUARE, BBG_NO_SQUARE };
    board_draw(cli->out, &cli->style, &board);
    return STATUS_OK;
}

/* ---- the commands ------------------------------------------------------ */

int cmd_square(const struct cli *cli, int argc, char *const argv[])
{
    (void)argc;
    int sq;
    PARSE(cli, parse_square, argv[0], &sq);
    return show_square(cli, NULL, sq);
}

/* LINE SQ LINE SQ, or SQ SQ for the table of all twelve pairs. */
int cmd_intersect(const struct cli *cli, int argc, char *const argv[])
{
    static const char usage[] = "usage: bbgeom intersect LINE SQ LINE SQ, or bbgeom intersect SQ SQ";
    char quoted[QUOTE_SIZE];
    if (argc == 2) {
        int a, b;
        PARSE(cli, parse_square, argv[0], &a);
        PARSE(cli, parse_square, argv[1], &b);
        show_intersect_table(cli, NULL, a, b);
        return STATUS_OK;
    }
    if (argc == 4) {
        enum bbg_line la, lb;
        int a, b;
        PARSE(cli, parse_line, argv[0], &la);
        PARSE(cli, parse_square, argv[1], &a);
        PARSE(cli, parse_line, argv[2], &lb);
        PARSE(cli, parse_square, argv[3], &b);
        if (la == lb)
            return cli_error(cli->failure,
                             "intersect: line type '%s' given twice: the two line types "
                             "must differ (two lines of one kind meet nowhere or everywhere)",
                             line_word(la));
        show_intersect(cli, NULL, la, a, lb, b);
        return STATUS_OK;
    }
    int sq;
    enum bbg_line line;
    char err[PARSE_ERROR_SIZE];
    if (argc == 0) {
        cli_error(cli->failure, "intersect: missing arguments (%s)", usage);
    } else if (argc > 4) {
        quote_arg(quoted, sizeof quoted, argv[4]);
        cli_error(cli->failure, "intersect: unexpected argument %s (%s)", quoted, usage);
    } else if (argc == 1) {
        quote_arg(quoted, sizeof quoted, argv[0]);
        cli_error(cli->failure, "intersect: missing argument%s after %s (%s)",
                  parse_square(argv[0], &sq, err) ? " SQ" : "s", quoted, usage);
    } else if (parse_square(argv[0], &sq, err)) { /* 3: SQ SQ and one more */
        quote_arg(quoted, sizeof quoted, argv[2]);
        cli_error(cli->failure, "intersect: unexpected argument %s (%s)", quoted, usage);
    } else { /* 3: LINE SQ LINE and no SQ */
        PARSE(cli, parse_line, argv[0], &line);
        PARSE(cli, parse_square, argv[1], &sq);
        PARSE(cli, parse_line, argv[2], &line);
        quote_arg(quoted, sizeof quoted, argv[2]);
        cli_error(cli->failure, "intersect: missing argument SQ after %s (%s)", quoted, usage);
    }
    return STATUS_USAGE;
}

static int cmd_pair(const struct cli *cli, enum pair_kind kind, enum bbg_slider slider, char *const argv[])
{
    int a, b;
    PARSE(cli, parse_square, argv[0], &a);
    PARSE(cli, parse_square, argv[1], &b);
    show_pair(cli, NULL, kind, slider, a, b);
    return STATUS_OK;
}

int cmd_between(const struct cli *cli, int argc, char *const argv[])
{
    (void)argc;
    return cmd_pair(cli, PAIR_BETWEEN, BBG_QUEEN, argv);
}

int cmd_line(const struct cli *cli, int argc, char *const argv[])
{
    (void)argc;
    return cmd_pair(cli, PAIR_LINE, BBG_QUEEN, argv);
}

int cmd_cross(const struct cli *cli, int argc, char *const argv[])
{
    (void)argc;
    enum bbg_slider slider;
    PARSE(cli, parse_slider, argv[0], &slider);
    return cmd_pair(cli, PAIR_CROSS, slider, argv + 1);
}

int cmd_board(const struct cli *cli, int argc, char *const argv[])
{
    (void)argc;
    uint64_t bb;
    PARSE(cli, parse_bitboard, argv[0], &bb);
    return show_board(cli, NULL, bb);
}

int cmd_demo(const struct cli *cli)
{
    static const struct {
        const char *question, *command;
    } questions[3] = {
        { "Where does the rank of h4 meet the anti-diagonal of b7?", "bbgeom intersect rank h4 anti b7" },
        { "Which squares lie strictly between a1 and h8?", "bbgeom between a1 h8" },
        /* b7 and e3 share no line. For two squares that do, the cross
         * squares are not this question's answer: they hold the two squares
         * themselves, and miss the moves along the shared line. */
        { "From which squares could a queen on b7, after one move, attack e3 (blockers aside)?",
          "bbgeom cross queen b7 e3" },
    };
    static const char hint[] = "Run 'bbgeom --help' for every command and option.";
    struct json *j = cli->json;

    if (j != NULL) {
        json_object_begin(j, NULL);
        json_string(j, "command", "demo");
        json_string(j, "version", bbg_version());
        json_array_begin(j, "questions");
    } else {
        fprintf(cli->out, "bbgeom %s: chess-board geometry on bitboards\n", bbg_version());
    }
    for (int i = 0; i < 3; i++) {
        if (j != NULL) {
            json_object_begin(j, NULL);
            json_string(j, "question", questions[i].question);
            json_string(j, "run", questions[i].command);
        } else {
            fprintf(cli->out, "\n%s\n$ %s\n", questions[i].question, questions[i].command);
        }
        /* bbg_make_square(file, rank), both 0-based */
        int a1 = bbg_make_square(0, 0), h8 = bbg_make_square(7, 7), e3 = bbg_make_square(4, 2);
        int h4 = bbg_make_square(7, 3), b7 = bbg_make_square(1, 6);
        switch (i) {
        case 0: show_intersect(cli, "answer", BBG_RANK, h4, BBG_ANTI, b7); break;
        case 1: show_pair(cli, "answer", PAIR_BETWEEN, BBG_QUEEN, a1, h8); break;
        default: show_pair(cli, "answer", PAIR_CROSS, BBG_QUEEN, b7, e3); break;
        }
        if (j != NULL)
            json_object_end(j);
    }
    if (j != NULL) {
        json_array_end(j);
        json_string(j, "hint", hint);
        json_object_end(j);
    } else {
        fprintf(cli->out, "\n%s\n", hint);
    }
    return STATUS_OK;
}
