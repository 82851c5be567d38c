/* The notation commands: `san FEN MOVE...`. */
#ifndef BBGEOM_TOOL_CMD_NOTATION_H
#define BBGEOM_TOOL_CMD_NOTATION_H

#include "shared.h"

int cmd_san(const struct cli *cli, int argc, char *const argv[]);

#endif
