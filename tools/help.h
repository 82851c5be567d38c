/* The --help texts: the tool's and each command's. */
#ifndef BBGEOM_TOOL_HELP_H
#define BBGEOM_TOOL_HELP_H

#include <stdio.h>

#include "commands.h"

void help_general(FILE *f);
void help_command(FILE *f, const struct command *cmd);
/* The help of `help` itself. */
void help_help(FILE *f);

#endif
