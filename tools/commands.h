/* The commands: one function each, and the table main dispatches on. */
#ifndef BBGEOM_TOOL_COMMANDS_H
#define BBGEOM_TOOL_COMMANDS_H

#include "shared.h"

struct command {
    const char *name;
    const char *usage;    /* the arguments, e.g. "SQ SQ" */
    const char *summary;  /* one line for --help */
    int nargs;            /* number of arguments; -1: the command checks */
    /* argv holds argc arguments (after the command name), each already
     * counted against nargs. Returns an exit status (enum status). */
    int (*run)(const struct cli *cli, int argc, char *const argv[]);
};

extern const struct command commands[];
extern const int command_count;

/* The command named name, or NULL. */
const struct command *command_find(const char *name);

/* The no-argument demo. */
int cmd_demo(const struct cli *cli);

#endif
