/* The position-layer commands: `fen FEN` and `perft DEPTH [FEN]`. */
#ifndef BBGEOM_TOOL_CMD_POSITION_H
#define BBGEOM_TOOL_CMD_POSITION_H

#include "shared.h"

int cmd_fen(const struct cli *cli, int argc, char *const argv[]);
int cmd_perft(const struct cli *cli, int argc, char *const argv[]);

#endif
