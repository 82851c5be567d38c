/* `fen` and `perft` (see cmd_position.h), on the library's position module. */
#include "cmd_position.h"

#include <inttypes.h>
#include <string.h>

#include <bbgeom.h>

#include "format.h"
#include "parse.h"
#include "perft_run.h"
#include "set_output.h"

/* ---- fen ---------------------------------------------------------------- */

/* What bbgeom fen answers: the legal moves, and which of them give check. */
struct fen_report {
    struct bbg_position pos;
    char fen[BBG_FEN_MAX];
    uint64_t checkers, pinned;
    int count;
    bbg_move moves[BBG_MAX_MOVES];
    bool check[BBG_MAX_MOVES];
};

static void compute_fen(struct fen_report *r)
{
    bbg_position_to_fen(&r->pos, r->fen, sizeof r->fen);
    r->checkers = bbg_checkers_bb(&r->pos);
    r->pinned = bbg_blockers_bb(&r->pos, (enum bbg_side)r->pos.side) & r->pos.board.by_side[r->pos.side];
    r->count = bbg_legal_moves(&r->pos, r->moves);
    for (int i = 0; i < r->count; i++)
        r->check[i] = bbg_gives_check(&r->pos, r->moves[i]);
}

/* The moves (all, or those giving check) separated by spaces. */
static void print_moves(FILE *f, const struct fen_report *r, bool checks_only)
{
    int printed = 0;
    for (int i = 0; i < r->count; i++) {
        char uci[8];
        if (checks_only && !r->check[i])
            continue;
        bbg_move_to_uci(&r->pos, r->moves[i], uci);
        fprintf(f, " %s", uci);
        printed++;
    }
    fprintf(f, "%s\n", printed ? "" : " none");
}

static void print_fen_text(FILE *f, const struct fen_report *r)
{
    int checks = 0;
    for (int i = 0; i < r->count; i++)
        checks += r->check[i];
    fprintf(f, "fen: %s\n", r->fen);
    fprintf(f, "key: %016" PRIx64 " (Polyglot)\n", bbg_position_key(&r->pos));
    fprintf(f, "to move: %s%s\n", side_word((enum bbg_side)r->pos.side), r->pos.chess960 ? " (Chess960)" : "");
    fprintf(f, "checkers: ");
    print_squares(f, r->checkers);
    fprintf(f, "\npinned: ");
    print_squares(f, r->pinned);
    fprintf(f, "\nlegal moves (%d):", r->count);
    print_moves(f, r, false);
    fprintf(f, "giving check (%d):", checks);
    print_moves(f, r, true);
}

static void print_fen_json(struct json *j, const struct fen_report *r)
{
    char key[17];
    snprintf(key, sizeof key, "%016" PRIx64, bbg_position_key(&r->pos));
    json_object_begin(j, NULL);
    json_string(j, "command", "fen");
    json_string(j, "fen", r->fen);
    json_string(j, "key", key);
    json_string(j, "to_move", side_word((enum bbg_side)r->pos.side));
    json_int(j, "chess960", r->pos.chess960);
    json_squares(j, "checkers", r->checkers);
    json_squares(j, "pinned", r->pinned);
    for (int pass = 0; pass < 2; pass++) {
        json_array_begin(j, pass == 0 ? "moves" : "checks");
        for (int i = 0; i < r->count; i++) {
            char uci[8];
            if (pass == 1 && !r->check[i])
                continue;
            bbg_move_to_uci(&r->pos, r->moves[i], uci);
            json_string(j, NULL, uci);
        }
        json_array_end(j);
    }
    json_object_end(j);
}

int cmd_fen(const struct cli *cli, int argc, char *const argv[])
{
    static struct fen_report report; /* large; the tool runs one command */
    (void)argc;
    if (!cli_read_fen(cli, argv[0], &report.pos))
        return STATUS_USAGE;
    compute_fen(&report);
    if (cli->json != NULL)
        print_fen_json(cli->json, &report);
    else
        print_fen_text(cli->out, &report);
    return STATUS_OK;
}

/* ---- perft -------------------------------------------------------------- */

enum { PERFT_MAX_DEPTH = 12 };

/* The count on cli->threads threads, with a table of cli->hash_mb
 * megabytes if given: 0, or STATUS_USAGE after keeping the error. */
static int perft_count(const struct cli *cli, const struct bbg_position *pos, int depth, uint64_t *nodes)
{
    struct bbg_perft_table table;
    if (!perft_run_table_new(&table, cli->hash_mb))
        return cli_error(cli->failure, "perft: cannot allocate %ld MB for --hash", cli->hash_mb);
    const struct perft_job job = { depth, cli->threads, table.entries != NULL ? &table : NULL };
    bbg_move moves[BBG_MAX_MOVES];
    uint64_t counts[BBG_MAX_MOVES];
    const char *error = NULL;
    const int n = perft_run_divide(pos, &job, moves, counts, nodes, &error);
    perft_run_table_free(&table);
    if (n < 0)                                              /* GCOVR_EXCL_BR_LINE: not provoked */
        return cli_error(cli->failure, "perft: %s", error); /* GCOVR_EXCL_LINE */
    return STATUS_OK;
}

int cmd_perft(const struct cli *cli, int argc, char *const argv[])
{
    struct bbg_position pos;
    int depth = 0;
    if (argc < 1 || argc > 2)
        return cli_error(cli->failure, "perft: %s (usage: bbgeom perft DEPTH [FEN])",
                         argc < 1 ? "missing argument DEPTH" : "unexpected argument after FEN");
    for (const char *p = argv[0]; *p && depth <= PERFT_MAX_DEPTH; p++)
        depth = *p >= '0' && *p <= '9' ? depth * 10 + (*p - '0') : PERFT_MAX_DEPTH + 1;
    if (depth < 1 || depth > PERFT_MAX_DEPTH) {
        char quoted[QUOTE_SIZE];
        quote_arg(quoted, sizeof quoted, argv[0]);
        return cli_error(cli->failure, "perft: DEPTH %s is not a number 1-%d", quoted, PERFT_MAX_DEPTH);
    }
    if (!cli_read_fen(cli, argc == 2 ? argv[1] : BBG_START_FEN, &pos))
        return STATUS_USAGE;
    uint64_t nodes = 0;
    if (perft_count(cli, &pos, depth, &nodes) != STATUS_OK)
        return STATUS_USAGE;
    if (cli->json != NULL) {
        char fen[BBG_FEN_MAX];
        bbg_position_to_fen(&pos, fen, sizeof fen);
        json_object_begin(cli->json, NULL);
        json_string(cli->json, "command", "perft");
        json_string(cli->json, "fen", fen);
        json_int(cli->json, "depth", depth);
        json_int(cli->json, "threads", cli->threads);
        json_int(cli->json, "hash_mb", cli->hash_mb);
        json_uint(cli->json, "nodes", nodes);
        json_object_end(cli->json);
    } else {
        fprintf(cli->out, "nodes %" PRIu64 "\n", nodes);
    }
    return STATUS_OK;
}
