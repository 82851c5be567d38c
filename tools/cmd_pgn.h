/* The PGN command: `pgn [--fen | --epd] FILE...`, every game of the files read
 * and checked, then counted or shown position by position. */
#ifndef BBGEOM_TOOL_CMD_PGN_H
#define BBGEOM_TOOL_CMD_PGN_H

#include "shared.h"

int cmd_pgn(const struct cli *cli, int argc, char *const argv[]);

#endif
