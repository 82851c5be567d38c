/* The attacks-layer commands: `attacks PIECE SQ [OCC]` and `checks FEN`. */
#ifndef BBGEOM_TOOL_CMD_ATTACKS_H
#define BBGEOM_TOOL_CMD_ATTACKS_H

#include "shared.h"

int cmd_attacks(const struct cli *cli, int argc, char *const argv[]);
int cmd_checks(const struct cli *cli, int argc, char *const argv[]);

#endif
