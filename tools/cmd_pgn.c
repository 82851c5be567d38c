/* `pgn [--fen | --epd] FILE...` (see cmd_pgn.h), on the library's PGN reader. */
#include "cmd_pgn.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <bbgeom.h>

#include "format.h"
#include "progress.h"

/* The results by termination marker, the last for a game without one. */
static const char *const result_names[] = { "1-0", "0-1", "1/2-1/2", "*", "none" };
enum { RESULTS = 5 };

/* The automatic ends of a game's last main-line position
 * (bbg_position_outcome), counted in this order, "none" last. */
static const enum bbg_reason end_reasons[] = {
    BBG_REASON_CHECKMATE,          BBG_REASON_STALEMATE,           BBG_REASON_INSUFFICIENT_MATERIAL,
    BBG_REASON_SEVENTY_FIVE_MOVES, BBG_REASON_FIVEFOLD_REPETITION, BBG_REASON_NONE
};
enum { ENDS = BBG_REASON_FIVEFOLD_REPETITION + 1, KEYS = 160 };

/* A run over the files: the counts, and the game being read. */
struct pgn_run {
    const struct cli *cli;
    bool fen;         /* print each main-line position (--fen or --epd) */
    bool epd;         /* as EPD (the four fields, hmvc and fmvn), not FEN */
    const char *file; /* the file being read */
    long games, bad, plies, variation_moves, results[RESULTS], ends[ENDS];
    long game_plies, game_variation_moves; /* of the game being read */
    int result;                            /* its index in result_names */
    struct bbg_position last;              /* its last main-line position */
    uint64_t keys[KEYS];                   /* the repetition keys since its last capture or pawn move */
    int key_count;
    struct progress progress;
    struct bbg_pgn_reader *reader;
    long long done; /* bytes of the files before the one being read */
};

/* pos as EPD: the four fields, then its clocks as hmvc and fmvn. */
static void epd_of(const struct bbg_position *pos, char *buf, size_t size)
{
    struct bbg_epd epd;
    char clock[8];
    bbg_epd_init(&epd, pos);
    snprintf(clock, sizeof clock, "%u", (unsigned)pos->halfmove);
    bbg_epd_add(&epd, "hmvc", clock, NULL);
    snprintf(clock, sizeof clock, "%u", (unsigned)pos->fullmove);
    bbg_epd_add(&epd, "fmvn", clock, NULL);
    bbg_epd_write(&epd, buf, size);
}

/* One position: a line of text, or a string of the game's "fens" (or
 * "epds") array. */
static void print_fen(struct pgn_run *run, const struct bbg_position *pos)
{
    char text[BBG_FEN_MAX + 32];
    if (run->epd)
        epd_of(pos, text, sizeof text);
    else
        bbg_position_to_fen(pos, text, sizeof text);
    if (run->cli->json != NULL)
        json_string(run->cli->json, NULL, text);
    else
        fprintf(run->cli->out, "%s\n", text);
}

static int on_begin(void *data, long game)
{
    struct pgn_run *run = data;
    run->game_plies = run->game_variation_moves = 0;
    run->result = RESULTS - 1;
    if (run->fen && run->cli->json != NULL) {
        json_object_begin(run->cli->json, NULL);
        json_string(run->cli->json, "file", run->file);
        json_int(run->cli->json, "game", game);
        json_array_begin(run->cli->json, run->epd ? "epds" : "fens");
    }
    return 0;
}

/* Keeps pos as the game's last position, and its repetition key after
 * those since the last capture or pawn move. KEYS of them are enough: the
 * halfmove clock counts them (it may start higher, never lower), and from
 * 150 the 75-move rule ends the game before any repetition counts. */
static void keep_position(struct pgn_run *run, const struct bbg_position *pos)
{
    run->last = *pos;
    if (pos->halfmove == 0)
        run->key_count = 0;
    if (run->key_count < KEYS)
        run->keys[run->key_count++] = bbg_repetition_key(pos);
}

static int on_start(void *data, const struct bbg_position *pos)
{
    struct pgn_run *run = data;
    run->key_count = 0;
    keep_position(run, pos);
    if (run->fen)
        print_fen(run, pos);
    return 0;
}

static int on_move(void *data, const struct bbg_pgn_move *move)
{
    struct pgn_run *run = data;
    if (move->depth > 0) {
        run->game_variation_moves++;
        return 0;
    }
    run->game_plies++;
    keep_position(run, move->after);
    if (run->fen)
        print_fen(run, move->after);
    return 0;
}

static int on_end(void *data, const char *result)
{
    struct pgn_run *run = data;
    for (int i = 0; result != NULL && i < RESULTS - 1; i++)
        if (strcmp(result, result_names[i]) == 0)
            run->result = i;
    return 0;
}

static const struct bbg_pgn_visitor visitor = {
    .begin_game = on_begin,
    .start = on_start,
    .move = on_move,
    .end_game = on_end,
};

/* A bad game: its error on stderr, or in the JSON output. */
static void report_error(struct pgn_run *run, const struct bbg_pgn_error *err)
{
    struct json *j = run->cli->json;
    if (j == NULL) {
        fprintf(stderr, "bbgeom: %s: %s\n", run->file, err->message);
        return;
    }
    if (run->fen) {
        json_object_begin(j, "error");
    } else {
        json_object_begin(j, NULL);
        json_string(j, "file", run->file);
        json_int(j, "game", err->game);
    }
    json_int(j, "line", err->line);
    json_int(j, "column", err->column);
    json_string(j, "message", err->message);
    json_object_end(j);
}

/* The counts after a game, its error, and the end of its output. */
static void end_game(struct pgn_run *run, int status, const struct bbg_pgn_error *err)
{
    struct json *j = run->cli->json;
    run->games++;
    if (run->fen && j != NULL)
        json_array_end(j); /* fens or epds */
    if (status == 1) {
        run->plies += run->game_plies;
        run->variation_moves += run->game_variation_moves;
        run->results[run->result]++;
        enum bbg_reason why;
        bbg_position_outcome(&run->last, bbg_repetitions(run->keys, run->key_count, run->last.halfmove), &why);
        run->ends[why]++;
        if (run->fen && j != NULL)
            json_null(j, "error");
    } else {
        run->bad++;
        report_error(run, err);
    }
    if (run->fen && j != NULL)
        json_object_end(j);
    else if (run->fen)
        fputc('\n', run->cli->out);
}

/* The progress line, now and then: the file, the games and megabytes
 * read, the speed. */
static void show_progress(struct pgn_run *run)
{
    const double elapsed = progress_due(&run->progress);
    if (elapsed <= 0)
        return;
    char line[256 + QUOTE_SIZE], quoted[QUOTE_SIZE];
    const double mb = (double)(run->done + bbg_pgn_reader_offset(run->reader)) / 1e6;
    quote_arg(quoted, sizeof quoted, run->file);
    snprintf(line, sizeof line, "pgn: %s, %ld games, %.1f MB, %.1f MB/s", quoted, run->games, mb, mb / elapsed);
    progress_show(&run->progress, line);
}

/* Every game of one open file. false if stdout failed (stop early). */
static bool read_file(struct pgn_run *run, FILE *f)
{
    struct bbg_pgn_error err;
    run->reader = bbg_pgn_reader_open_file(f);
    /* GCOVR_EXCL_START: allocation failure, not provoked by the tests */
    if (run->reader == NULL) {
        fprintf(stderr, "bbgeom: out of memory\n");
        return false;
    }
    /* GCOVR_EXCL_STOP */
    for (int status; (status = bbg_pgn_read_game(run->reader, &visitor, run, &err)) != 0;) {
        end_game(run, status, &err);
        if (ferror(run->cli->out))
            break;
        if (run->games % 256 == 0)
            show_progress(run);
    }
    run->done += bbg_pgn_reader_offset(run->reader);
    bbg_pgn_reader_close(run->reader);
    return !ferror(run->cli->out);
}

/* The counts: text lines, or the members of the JSON object. */
static void print_counts(const struct pgn_run *run)
{
    struct json *j = run->cli->json;
    if (j == NULL) {
        fprintf(run->cli->out, "games: %ld\nerrors: %ld\nplies: %ld\nvariation moves: %ld\nresults:", run->games,
                run->bad, run->plies, run->variation_moves);
        for (int i = 0; i < RESULTS; i++)
            fprintf(run->cli->out, "%s %s %ld", i > 0 ? "," : "", result_names[i], run->results[i]);
        fputs("\nends:", run->cli->out);
        for (int i = 0; i < ENDS; i++)
            fprintf(run->cli->out, "%s %s %ld", i > 0 ? "," : "", bbg_reason_name(end_reasons[i]),
                    run->ends[end_reasons[i]]);
        fputc('\n', run->cli->out);
        return;
    }
    json_int(j, "games", run->games);
    json_int(j, "bad_games", run->bad);
    json_int(j, "plies", run->plies);
    json_int(j, "variation_moves", run->variation_moves);
    json_object_begin(j, "results");
    for (int i = 0; i < RESULTS; i++)
        json_int(j, result_names[i], run->results[i]);
    json_object_end(j);
    json_object_begin(j, "ends");
    for (int i = 0; i < ENDS; i++)
        json_int(j, bbg_reason_name(end_reasons[i]), run->ends[end_reasons[i]]);
    json_object_end(j);
}

/* Opens every file first, so that a missing one stops the run before any
 * output; "-" is stdin. */
static bool open_files(const struct cli *cli, int argc, char *const argv[], FILE **files)
{
    for (int i = 0; i < argc; i++) {
        files[i] = strcmp(argv[i], "-") == 0 ? stdin : fopen(argv[i], "rb");
        if (files[i] == NULL) {
            char quoted[QUOTE_SIZE];
            quote_arg(quoted, sizeof quoted, argv[i]);
            cli_error(cli->failure, "pgn: cannot open %s: %s", quoted, strerror(errno));
            while (i-- > 0)
                if (files[i] != stdin)
                    fclose(files[i]);
            return false;
        }
    }
    return true;
}

int cmd_pgn(const struct cli *cli, int argc, char *const argv[])
{
    if (argc < 1)
        return cli_error(cli->failure, "pgn: missing argument FILE (usage: bbgeom pgn [--fen | --epd] FILE...)");
    FILE **files = calloc((size_t)argc, sizeof(FILE *));
    /* GCOVR_EXCL_START: allocation failure, not provoked by the tests */
    if (files == NULL)
        return cli_error(cli->failure, "out of memory");
    /* GCOVR_EXCL_STOP */
    if (!open_files(cli, argc, argv, files)) {
        free(files);
        return STATUS_USAGE;
    }
    struct pgn_run run = { .cli = cli, .fen = cli->fen || cli->epd, .epd = cli->epd };
    struct json *j = cli->json;
    progress_start(&run.progress);
    if (j != NULL) {
        json_object_begin(j, NULL);
        json_string(j, "command", "pgn");
        json_array_begin(j, "files");
        for (int i = 0; i < argc; i++)
            json_string(j, NULL, argv[i]);
        json_array_end(j);
        json_array_begin(j, run.fen ? "positions" : "errors");
    }
    bool written = true;
    for (int i = 0; i < argc; i++) {
        run.file = argv[i];
        written = written && read_file(&run, files[i]);
        if (files[i] != stdin)
            fclose(files[i]);
    }
    free(files);
    progress_end(&run.progress);
    if (j != NULL)
        json_array_end(j);
    if (j != NULL || !run.fen)
        print_counts(&run);
    if (j != NULL)
        json_object_end(j);
    return run.bad > 0 && written ? STATUS_USAGE : STATUS_OK;
}
