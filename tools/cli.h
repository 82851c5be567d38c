/* The tool as a function: options, output style, dispatch to a command. */
#ifndef BBGEOM_TOOL_CLI_H
#define BBGEOM_TOOL_CLI_H

/* The whole tool but the final check of stdout (main() in bbgeom.c does
 * that): reads argv, writes to stdout and stderr, returns the exit status
 * (enum status, shared.h). It never exits, so a fuzz harness can call it
 * again (after resetting getopt's optind). */
int cli_main(int argc, char *argv[]);

#endif
