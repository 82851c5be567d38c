/* What every command of the tool shares: exit statuses, the output
 * settings, the run's error. A leaf: it calls nothing else of the tool. */
#ifndef BBGEOM_TOOL_SHARED_H
#define BBGEOM_TOOL_SHARED_H

#include <stdbool.h>
#include <stdio.h>

#include <bbgeom/position.h>

#include "board.h"
#include "json.h"

enum status {
    STATUS_OK = 0,
    STATUS_WRITE_ERROR = 1, /* stdout could not be written */
    STATUS_USAGE = 2,       /* bad command line or argument */
};

/* Room for any error message: a few quoted arguments and their text. */
#define CLI_ERROR_SIZE 1024

/* The error of a run, kept until the run ends, when cli_main prints it: a
 * line on stderr, or with --json an object on stdout (which option comes
 * after the bad word is only known then). */
struct cli_failure {
    bool set;
    char message[CLI_ERROR_SIZE]; /* without the "bbgeom: " prefix */
};

struct cli {
    FILE *out;
    struct json *json; /* NULL: text output */
    struct board_style style;
    struct cli_failure *failure; /* where a command's error goes */
    bool fen;                    /* --fen (the pgn command's option) */
    bool epd;                    /* --epd (the pgn command's option) */
    int threads;                 /* --threads (perft's option), 1 if not given */
    long hash_mb;                /* --hash (perft's option), 0 if not given */
};

#if defined(__GNUC__) || defined(__clang__)
#define CLI_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define CLI_PRINTF(f, a)
#endif

/* Keeps the message as the run's error (the first one only: it is the
 * cause) and returns STATUS_USAGE, for `return cli_error(...)`. */
int cli_error(struct cli_failure *failure, const char *fmt, ...) CLI_PRINTF(2, 3);

/* Reads the FEN every command takes, with the library's parser: false
 * after keeping its message as the run's error; a note on stderr when the
 * move counters were missing and defaulted. */
bool cli_read_fen(const struct cli *cli, const char *text, struct bbg_position *pos);

#endif
