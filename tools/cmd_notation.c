/* `san` (see cmd_notation.h), on the library's SAN and UCI text. */
#include "cmd_notation.h"

#include <string.h>

#include <bbgeom.h>

#include "format.h"

/* A move as UCI writes it: two squares and a lower-case promotion letter. */
static bool looks_like_uci(const char *text)
{
    const size_t len = strlen(text);
    if (len != 4 && len != 5)
        return false;
    const char from[3] = { text[0], text[1], '\0' }, to[3] = { text[2], text[3], '\0' };
    return bbg_parse_square(from) >= 0 && bbg_parse_square(to) >= 0 && (len == 4 || strchr("nbrq", text[4]) != NULL);
}

/* The move text names in pos, read as UCI if it looks like UCI and as SAN
 * otherwise (*was_uci says which); BBG_NO_MOVE after keeping the error,
 * which names the move by its place n among the moves. */
static bbg_move read_move(const struct cli *cli, const struct bbg_position *pos, const char *text, int n, bool *was_uci)
{
    char quoted[QUOTE_SIZE];
    struct bbg_san_error err;
    *was_uci = looks_like_uci(text);
    const bbg_move m = *was_uci ? bbg_move_from_uci(pos, text) : bbg_move_from_san(pos, text, &err);
    if (m != BBG_NO_MOVE)
        return m;
    quote_arg(quoted, sizeof quoted, text);
    if (*was_uci)
        cli_error(cli->failure, "move %d %s: not a legal move in this position (read as UCI)", n, quoted);
    else
        cli_error(cli->failure, "move %d %s, %s", n, quoted, err.message);
    return BBG_NO_MOVE;
}

/* Plays the moves from pos, printing each in the other notation (with
 * print false: only checks that every one is legal). */
static bool play(const struct cli *cli, struct bbg_position pos, int argc, char *const argv[], bool print)
{
    for (int i = 0; i < argc; i++) {
        bool was_uci;
        const bbg_move m = read_move(cli, &pos, argv[i], i + 1, &was_uci);
        if (m == BBG_NO_MOVE)
            return false;
        char san[BBG_SAN_MAX], uci[8];
        bbg_move_to_san(&pos, m, san, sizeof san);
        bbg_move_to_uci(&pos, m, uci);
        if (print && cli->json != NULL) {
            json_object_begin(cli->json, NULL);
            json_string(cli->json, "san", san);
            json_string(cli->json, "uci", uci);
            json_object_end(cli->json);
        } else if (print) {
            fprintf(cli->out, "%s\n", was_uci ? san : uci);
        }
        bbg_make_move(&pos, m);
    }
    return true;
}

int cmd_san(const struct cli *cli, int argc, char *const argv[])
{
    struct bbg_position pos;
    if (argc < 2)
        return cli_error(cli->failure, "san: missing argument %s (usage: bbgeom san FEN MOVE...)",
                         argc < 1 ? "FEN" : "MOVE");
    if (!cli_read_fen(cli, argv[0], &pos))
        return STATUS_USAGE;
    /* Every move is checked before anything is printed. */
    if (!play(cli, pos, argc - 1, argv + 1, false))
        return STATUS_USAGE;
    if (cli->json != NULL) {
        char fen[BBG_FEN_MAX];
        bbg_position_to_fen(&pos, fen, sizeof fen);
        json_object_begin(cli->json, NULL);
        json_string(cli->json, "command", "san");
        json_string(cli->json, "fen", fen);
        json_array_begin(cli->json, "moves");
    }
    play(cli, pos, argc - 1, argv + 1, true);
    if (cli->json != NULL) {
        json_array_end(cli->json);
        json_object_end(cli->json);
    }
    return STATUS_OK;
}
