/* Parsing of command-line words (see parse.h). */
#include "parse.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "format.h"

static const char *const line_words[4] = { "rank", "file", "diag", "anti" };
static const char *const line_nouns[4] = { "rank", "file", "diagonal", "anti-diagonal" };
static const char *const slider_words[3] = { "bishop", "rook", "queen" };

const char *line_word(enum bbg_line line) { return line_words[line]; }
const char *line_noun(enum bbg_line line) { return line_nouns[line]; }
const char *slider_word(enum bbg_slider slider) { return slider_words[slider]; }

/* Writes "'text' is not a <what> (<expected>)" into err. */
static bool fail(char err[PARSE_ERROR_SIZE], const char *text, const char *what, const char *expected)
{
    char quoted[QUOTE_SIZE];
    quote_arg(quoted, sizeof quoted, text);
    snprintf(err, PARSE_ERROR_SIZE, "%s is not %s (%s)", quoted, what, expected);
    return false;
}

bool parse_square(const char *text, int *sq, char err[PARSE_ERROR_SIZE])
{
    int s = bbg_parse_square(text);
    if (s == BBG_NO_SQUARE)
        return fail(err, text, "a square", "expected a1..h8");
    *sq = s;
    return true;
}

bool parse_line(const char *text, enum bbg_line *line, char err[PARSE_ERROR_SIZE])
{
    for (int i = 0; i < 4; i++) {
        if (strcmp(text, line_words[i]) == 0) {
            *line = (enum bbg_line)i;
            return true;
        }
    }
    return fail(err, text, "a line type", "expected rank, file, diag or anti");
}

bool parse_slider(const char *text, enum bbg_slider *slider, char err[PARSE_ERROR_SIZE])
{
    for (int i = 0; i < 3; i++) {
        if (strcmp(text, slider_words[i]) == 0) {
            *slider = (enum bbg_slider)i;
            return true;
        }
    }
    return fail(err, text, "a slider", "expected bishop, rook or queen");
}

bool parse_piece(const char *text, struct piece_arg *out, char err[PARSE_ERROR_SIZE])
{
    static const char *const names[5] = { "knight", "bishop", "rook", "queen", "king" };
    static const char letters[] = "PNBRQKpnbrqk";
    out->side = BBG_WHITE;
    for (int i = 0; i < 5; i++)
        if (strcmp(text, names[i]) == 0) {
            out->piece = (enum bbg_piece)(i + 1);
            out->sided = false;
            return true;
        }
    if (strcmp(text, "white-pawn") == 0 || strcmp(text, "black-pawn") == 0) {
        out->piece = BBG_PIECE_PAWN;
        out->side = text[0] == 'w' ? BBG_WHITE : BBG_BLACK;
        out->sided = true;
        return true;
    }
    if (text[0] != '\0' && text[1] == '\0' && strchr(letters, text[0]) != NULL) {
        int i = (int)(strchr(letters, text[0]) - letters);
        out->piece = (enum bbg_piece)(i % 6);
        out->side = i < 6 ? BBG_WHITE : BBG_BLACK;
        out->sided = out->piece == BBG_PIECE_PAWN;
        return true;
    }
    return fail(err, text, "a piece",
                "expected knight, bishop, rook, queen, king, white-pawn, black-pawn, "
                "or a FEN letter: PNBRQK white, pnbrqk black");
}

bool parse_color_mode(const char *text, enum color_mode *mode, char err[PARSE_ERROR_SIZE])
{
    static const char *const words[3] = { "auto", "always", "never" };
    for (int i = 0; i < 3; i++) {
        if (strcmp(text, words[i]) == 0) {
            *mode = (enum color_mode)i;
            return true;
        }
    }
    return fail(err, text, "a colour mode for --color", "expected auto, always or never");
}

/* A decimal number min..max, digits only: false otherwise. */
static bool decimal_in(const char *text, long min, long max, long *value)
{
    long v = 0;
    if (*text == '\0')
        return false;
    for (; *text; text++) {
        if (*text < '0' || *text > '9' || v > max)
            return false;
        v = v * 10 + (*text - '0');
    }
    *value = v;
    return v >= min && v <= max;
}

bool parse_threads(const char *text, int *threads, char err[PARSE_ERROR_SIZE])
{
    long v;
    if (!decimal_in(text, 1, PERFT_RUN_MAX_THREADS, &v))
        return fail(err, text, "a number of threads for --threads", "expected 1-256");
    *threads = (int)v;
    return true;
}

bool parse_hash_mb(const char *text, long *mb, char err[PARSE_ERROR_SIZE])
{
    if (!decimal_in(text, 0, PERFT_RUN_MAX_HASH_MB, mb))
        return fail(err, text, "a table size for --hash", "expected megabytes 0-1048576, 0 for none");
    return true;
}

#define BB_EXPECTED "expected 0x and hex digits, a decimal number, or squares like e4,d5"

/* A number in base 16 (text starts with 0x and a hex digit) or 10 (text
 * starts with a digit). strtoull would also accept leading spaces and a sign
 * (negating the value); the caller has checked the first characters. */
static bool parse_number(const char *text, int base, uint64_t *bb, char err[PARSE_ERROR_SIZE])
{
    char *end;
    errno = 0;
    unsigned long long v = strtoull(text, &end, base);
    if (errno == ERANGE)
        return fail(err, text, "a bitboard", "more than 64 bits");
    if (*end != '\0') /* a digit comes first, so end > text */
        return fail(err, text, "a bitboard",
                    base == 16 ? "expected only hex digits after 0x" : "expected only decimal digits");
#if ULLONG_MAX > UINT64_MAX
    if (v > UINT64_MAX)
        return fail(err, text, "a bitboard", "more than 64 bits");
#endif
    *bb = (uint64_t)v;
    return true;
}

/* A comma-separated list of squares. An item is copied into a buffer for
 * bbg_parse_square only when it is exactly two bytes long, and into the
 * message truncated to the buffer. */
static bool parse_square_list(const char *text, uint64_t *bb, char err[PARSE_ERROR_SIZE])
{
    uint64_t set = 0;
    bool single = strchr(text, ',') == NULL;
    const char *item = text;
    for (;;) {
        size_t len = strcspn(item, ",");
        char name[3] = "";
        if (len == 2) {
            name[0] = item[0];
            name[1] = item[1];
        }
        int sq = len == 2 ? bbg_parse_square(name) : BBG_NO_SQUARE;
        if (sq == BBG_NO_SQUARE) {
            if (single)
                return fail(err, text, "a bitboard", BB_EXPECTED);
            if (len == 0)
                return fail(err, text, "a bitboard", "empty item in the list of squares");
            char quoted[QUOTE_SIZE], item_text[48];
            size_t n = len < sizeof item_text - 1 ? len : sizeof item_text - 1;
            memcpy(item_text, item, n);
            item_text[n] = '\0';
            quote_arg(quoted, sizeof quoted, item_text);
            char why[QUOTE_SIZE + 64];
            snprintf(why, sizeof why, "%s is not a square, expected a1..h8", quoted);
            return fail(err, text, "a bitboard", why);
        }
        set |= UINT64_C(1) << sq;
        if (item[len] == '\0')
            break;
        item += len + 1;
    }
    *bb = set;
    return true;
}

bool parse_bitboard(const char *text, uint64_t *bb, char err[PARSE_ERROR_SIZE])
{
    if (text[0] == '\0')
        return fail(err, text, "a bitboard", "empty; " BB_EXPECTED);
    if (text[0] == '-' && isdigit((unsigned char)text[1]))
        return fail(err, text, "a bitboard", "negative numbers are not allowed");
    if (text[0] == '-')
        return fail(err, text, "a bitboard", BB_EXPECTED);
    if (text[0] == '+')
        return fail(err, text, "a bitboard", "no sign allowed; " BB_EXPECTED);
    if (text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
        if (!isxdigit((unsigned char)text[2]))
            return fail(err, text, "a bitboard", "expected hex digits after 0x");
        return parse_number(text, 16, bb, err);
    }
    if (isdigit((unsigned char)text[0]))
        return parse_number(text, 10, bb, err);
    return parse_square_list(text, bb, err);
}
