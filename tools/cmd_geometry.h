/* The geometry commands: `square SQ`, `intersect LINE SQ LINE SQ | SQ SQ`,
 * `between SQ SQ`, `line SQ SQ`, `cross SLIDER SQ SQ`, `board BB`, and the
 * demo that asks three of their questions. */
#ifndef BBGEOM_TOOL_CMD_GEOMETRY_H
#define BBGEOM_TOOL_CMD_GEOMETRY_H

#include "shared.h"

int cmd_square(const struct cli *cli, int argc, char *const argv[]);
int cmd_intersect(const struct cli *cli, int argc, char *const argv[]);
int cmd_between(const struct cli *cli, int argc, char *const argv[]);
int cmd_line(const struct cli *cli, int argc, char *const argv[]);
int cmd_cross(const struct cli *cli, int argc, char *const argv[]);
int cmd_board(const struct cli *cli, int argc, char *const argv[]);

/* The run without a command: three questions, each with the command that
 * asks it and its answer. */
int cmd_demo(const struct cli *cli);

#endif
