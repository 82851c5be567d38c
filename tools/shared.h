/* What every command of the tool shares: exit statuses, the output
 * settings, error reporting. A leaf: it calls nothing else of the tool. */
#ifndef BBGEOM_TOOL_SHARED_H
#define BBGEOM_TOOL_SHARED_H

#include <stdio.h>

#include <bbgeom/position.h>

#include "board.h"
#include "json.h"

enum status {
    STATUS_OK = 0,
    STATUS_WRITE_ERROR = 1,  /* stdout could not be written */
    STATUS_USAGE = 2,        /* bad command line or argument */
};

struct cli {
    FILE *out;
    struct json *json;          /* NULL: text output */
    struct board_style style;
};

#if defined(__GNUC__) || defined(__clang__)
#define CLI_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define CLI_PRINTF(f, a)
#endif

/* One line on stderr: "bbgeom: " and the message. */
void cli_error(const char *fmt, ...) CLI_PRINTF(1, 2);

/* Reads the FEN every command takes, with the library's parser: false
 * after its message on stderr; a note there when the move counters were
 * missing and defaulted. */
bool cli_read_fen(const char *text, struct bbg_position *pos);

#endif
