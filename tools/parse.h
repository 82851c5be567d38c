/* Parsing of command-line words: squares, line types, sliders, bitboards,
 * pieces, colour modes. Each parser returns true and stores the value, or returns
 * false and writes a one-line message (without the "bbgeom: " prefix) that
 * names the bad text and says what was expected. Any NUL-terminated text is
 * accepted; nothing is read past its end. Also PARSE, which commands use
 * them through, and the names of line types and sliders, for output. */
#ifndef BBGEOM_TOOL_PARSE_H
#define BBGEOM_TOOL_PARSE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <bbgeom.h>

#include "perft_run.h"
#include "shared.h"

/* Room for any message the parsers write. */
#define PARSE_ERROR_SIZE 512

bool parse_square(const char *text, int *sq, char err[PARSE_ERROR_SIZE]);
bool parse_line(const char *text, enum bbg_line *line, char err[PARSE_ERROR_SIZE]);
bool parse_slider(const char *text, enum bbg_slider *slider, char err[PARSE_ERROR_SIZE]);

/* "0x" or "0X" and 1 or more hex digits; or decimal digits; or a
 * comma-separated list of squares ("e4,d5", duplicates allowed). No sign, no
 * spaces, at most 2^64 - 1. */
bool parse_bitboard(const char *text, uint64_t *bb, char err[PARSE_ERROR_SIZE]);

/* A piece as `attacks` takes it: a name (knight, ..., king, white-pawn,
 * black-pawn) or a FEN letter (PNBRQK white, pnbrqk black). */
struct piece_arg {
    enum bbg_piece piece;
    enum bbg_side side; /* BBG_WHITE unless given */
    bool sided;         /* a pawn: the side matters */
};
bool parse_piece(const char *text, struct piece_arg *piece, char err[PARSE_ERROR_SIZE]);

enum color_mode { COLOR_AUTO, COLOR_ALWAYS, COLOR_NEVER };
bool parse_color_mode(const char *text, enum color_mode *mode, char err[PARSE_ERROR_SIZE]);

/* perft's options: --threads N (1-PERFT_RUN_MAX_THREADS) and --hash MB
 * (0-PERFT_RUN_MAX_HASH_MB megabytes), decimal digits only. */
bool parse_threads(const char *text, int *threads, char err[PARSE_ERROR_SIZE]);
bool parse_hash_mb(const char *text, long *mb, char err[PARSE_ERROR_SIZE]);

/* In a command: parser(text, out, ...) or, when text is bad, the parser's
 * message kept as the run's error and STATUS_USAGE returned from the
 * command. */
#define PARSE(cli, parser, text, out)                     \
    do {                                                  \
        char err_[PARSE_ERROR_SIZE];                      \
        if (!parser((text), (out), err_))                 \
            return cli_error((cli)->failure, "%s", err_); \
    } while (0)

/* "rank", "file", "diag", "anti": the words parse_line accepts. */
const char *line_word(enum bbg_line line);
/* "rank", "file", "diagonal", "anti-diagonal": for sentences. */
const char *line_noun(enum bbg_line line);
/* "bishop", "rook", "queen". */
const char *slider_word(enum bbg_slider slider);

#endif
