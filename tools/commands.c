/* The command table (see commands.h): main dispatches on it, and the help
 * and the unknown-command message list it. */
#include "commands.h"

#include <stdio.h>
#include <string.h>

#include "cmd_attacks.h"
#include "cmd_geometry.h"
#include "cmd_notation.h"
#include "cmd_pgn.h"
#include "cmd_position.h"

const struct command commands[] = {
    { "square", "SQ", "indices, 0x88, colour and lines of a square", 1, true, cmd_square },
    { "intersect", "LINE SQ LINE SQ | SQ SQ", "where lines through two squares meet", -1, true, cmd_intersect },
    { "between", "SQ SQ", "the squares strictly between two squares", 2, true, cmd_between },
    { "line", "SQ SQ", "the whole line through two squares", 2, true, cmd_line },
    { "cross", "bishop|rook|queen SQ SQ", "a slider's cross squares for two squares", 3, true, cmd_cross },
    { "board", "BB", "draw a bitboard", 1, true, cmd_board },
    { "attacks", "PIECE SQ [OCC]", "the squares a piece attacks", -1, true, cmd_attacks },
    { "checks", "FEN", "checking squares and pins of a position", 1, true, cmd_checks },
    { "fen", "FEN", "a position: FEN, key, checkers, pins, moves, checks", 1, false, cmd_fen },
    { "perft", "DEPTH [FEN]", "count the legal move tree's leaves", -1, false, cmd_perft },
    { "san", "FEN MOVE...", "play moves: SAN of UCI moves, UCI of SAN ones", -1, false, cmd_san },
    { "pgn", "[--fen | --epd] FILE...", "check every move of PGN files; count or show", -1, false, cmd_pgn },
};

const int command_count = (int)(sizeof commands / sizeof commands[0]);

const struct command *command_find(const char *name)
{
    for (int i = 0; i < command_count; i++)
        if (strcmp(commands[i].name, name) == 0)
            return &commands[i];
    return NULL;
}

void command_names(char *out, size_t size)
{
    /* Each piece goes after what is there; snprintf cuts a piece short
     * rather than write past out. */
    out[0] = '\0';
    for (int i = 0; i < command_count; i++) {
        size_t len = strlen(out);
        snprintf(out + len, size - len, "%s%s", i > 0 ? ", " : "", commands[i].name);
    }
    size_t len = strlen(out);
    snprintf(out + len, size - len, " or help");
}
