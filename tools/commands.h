/* The command table: one entry per command, which main dispatches on and
 * the help lists. */
#ifndef BBGEOM_TOOL_COMMANDS_H
#define BBGEOM_TOOL_COMMANDS_H

#include <stdbool.h>
#include <stddef.h>

#include "shared.h"

struct command {
    const char *name;
    const char *usage;   /* the arguments, e.g. "SQ SQ" */
    const char *summary; /* one line for --help */
    int nargs;           /* number of arguments; -1: the command checks */
    bool boards;         /* its text output draws boards (--ascii, --color) */
    /* argv holds argc arguments (after the command name), each already
     * counted against nargs. Returns an exit status (enum status). */
    int (*run)(const struct cli *cli, int argc, char *const argv[]);
};

extern const struct command commands[];
extern const int command_count;

/* The command named name, or NULL. */
const struct command *command_find(const char *name);

/* "square, intersect, ... or help" in out (size at least 1): every command
 * the tool takes, from the table, for the unknown-command message.
 * COMMAND_NAMES_SIZE holds it. */
#define COMMAND_NAMES_SIZE 256
void command_names(char *out, size_t size);

#endif
