/* bbgeom-pgn-gen: a large PGN file for the reader's benchmark (bench/pgn-race,
 * docs/benchmark.md), the same bytes for the same arguments on every
 * machine.
 *
 *     bbgeom-pgn-gen [--seed N] [--megabytes M] [FILE...] > games.pgn
 *
 * First every good game of the FILEs (a corpus of real games, read whole
 * and written again), then random games from the seed (default 1) until
 * the output holds at least M million bytes (default 100): playouts of
 * random legal moves from the start, up to 200 plies, each written through
 * the library's writer with the Seven Tag Roster and, one game in three,
 * a clock comment after every move as online servers export them, and one
 * in five a few NAGs and short variations. The number of games written goes
 * to stderr as "games N". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
#endif

#include <bbgeom.h>

#include "playouts.h"

/* A random legal move of pos, or BBG_NO_MOVE when it has none. */
static bbg_move random_move(const struct bbg_position *pos, uint64_t *state)
{
    bbg_move moves[BBG_MAX_MOVES];
    const int n = bbg_legal_moves(pos, moves);
    return n == 0 ? BBG_NO_MOVE : moves[bench_random(state) % (uint64_t)n];
}

/* A clock comment as online servers write them, for the ply-th ply. */
static char *clock_comment(struct bbg_pgn_game *g, int ply)
{
    char text[32];
    const int seconds = 300 - ply;
    snprintf(text, sizeof text, "[%%clk 0:%02d:%02d]", seconds / 60, seconds % 60);
    return bbg_pgn_game_copy_text(g, text, strlen(text));
}

/* A short variation of one to four random moves from pos. */
static struct bbg_pgn_node *random_variation(struct bbg_pgn_game *g, struct bbg_position pos, uint64_t *state)
{
    struct bbg_pgn_node *first = NULL, *last = NULL;
    for (int i = 0, n = 1 + (int)(bench_random(state) % 4); i < n; i++) {
        const bbg_move m = random_move(&pos, state);
        if (m == BBG_NO_MOVE)
            break;
        struct bbg_pgn_node *node = bbg_pgn_game_new_node(g, m);
        *(last != NULL ? &last->next : &first) = node;
        last = node;
        bbg_make_move(&pos, m);
    }
    return first;
}

/* The result a final position says: mate for the side that gave it, else
 * a draw or "*" at random. */
static const char *result_of(const struct bbg_position *pos, bool ended, uint64_t *state)
{
    if (ended && bbg_checkers_bb(pos) != 0)
        return pos->side == BBG_WHITE ? "0-1" : "1-0";
    return ended || bench_random(state) % 2 == 0 ? "1/2-1/2" : "*";
}

/* The n-th random game. */
static struct bbg_pgn_game *random_game(long n, uint64_t *state)
{
    struct bbg_pgn_game *g = bbg_pgn_game_new();
    char round[24];
    const uint64_t style = bench_random(state) % 15; /* 0-4 clocks, 5-7 annotations */
    const int plies = 20 + (int)(bench_random(state) % 181);
    struct bbg_position pos = g->start;
    struct bbg_pgn_node *last = NULL;
    bool ended = false;
    for (int ply = 0; ply < plies; ply++) {
        const bbg_move m = random_move(&pos, state);
        ended = m == BBG_NO_MOVE;
        if (ended)
            break;
        struct bbg_pgn_node *node = bbg_pgn_game_new_node(g, m);
        if (style < 5)
            node->comment_after = clock_comment(g, ply);
        if (style >= 5 && style < 8 && bench_random(state) % 8 == 0) {
            node->nags[node->nag_count++] = (unsigned char)(1 + bench_random(state) % 6);
            node->variation = random_variation(g, pos, state);
        }
        *(last != NULL ? &last->next : &g->moves) = node;
        last = node;
        bbg_make_move(&pos, m);
    }
    const char *result = result_of(&pos, ended, state);
    char ply_count[16];
    snprintf(ply_count, sizeof ply_count, "%d", (int)(pos.fullmove - 1) * 2 + pos.side);
    snprintf(round, sizeof round, "%ld", n);
    bbg_pgn_game_add_tag(g, "Event", "Random playouts");
    bbg_pgn_game_add_tag(g, "Site", "bbgeom-pgn-gen");
    bbg_pgn_game_add_tag(g, "Date", "2024.01.01");
    bbg_pgn_game_add_tag(g, "Round", round);
    bbg_pgn_game_add_tag(g, "White", "Random, White");
    bbg_pgn_game_add_tag(g, "Black", "Random, Black");
    bbg_pgn_game_add_tag(g, "Result", result);
    bbg_pgn_game_add_tag(g, "PlyCount", ply_count);
    memcpy(g->result, result, strlen(result) + 1);
    return g;
}

/* Writes the game to stdout through a buffer that grows as needed; its
 * length is added to *bytes. */
static void write_game(const struct bbg_pgn_game *g, long long *bytes)
{
    static char *buf;
    static size_t cap;
    const long long len = bbg_pgn_write(g, buf, cap);
    if (len >= (long long)cap) {
        cap = (size_t)len * 2 + 1;
        buf = realloc(buf, cap);
        if (buf == NULL) {
            fprintf(stderr, "bbgeom-pgn-gen: out of memory\n");
            exit(1);
        }
        bbg_pgn_write(g, buf, cap);
    }
    fwrite(buf, 1, (size_t)len, stdout);
    *bytes += len;
}

/* Every good game of the file at path; the number written. */
static long copy_file(const char *path, long long *bytes)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        fprintf(stderr, "bbgeom-pgn-gen: cannot open '%s'\n", path);
        exit(2);
    }
    struct bbg_pgn_reader *r = bbg_pgn_reader_open_file(f);
    struct bbg_pgn_game *g;
    long games = 0;
    for (int status; (status = bbg_pgn_read_tree(r, &g, NULL)) != 0;) {
        if (status < 0)
            continue;
        write_game(g, bytes);
        bbg_pgn_game_free(g);
        games++;
    }
    bbg_pgn_reader_close(r);
    fclose(f);
    return games;
}

int main(int argc, char *argv[])
{
    uint64_t state = 1;
    double megabytes = 100;
    long long bytes = 0;
    long games = 0;
    int i = 1;
#ifdef _WIN32
    (void)_setmode(_fileno(stdout), _O_BINARY); /* "\n", not "\r\n" */
#endif
    for (; i + 1 < argc && strncmp(argv[i], "--", 2) == 0; i += 2) {
        if (strcmp(argv[i], "--seed") == 0)
            state = strtoull(argv[i + 1], NULL, 10);
        else if (strcmp(argv[i], "--megabytes") == 0)
            megabytes = strtod(argv[i + 1], NULL);
        else
            break;
    }
    if (i < argc && strncmp(argv[i], "--", 2) == 0) {
        fprintf(stderr, "usage: bbgeom-pgn-gen [--seed N] [--megabytes M] [FILE...] > games.pgn\n");
        return 2;
    }
    for (; i < argc; i++)
        games += copy_file(argv[i], &bytes);
    while ((double)bytes < megabytes * 1e6) {
        struct bbg_pgn_game *g = random_game(++games, &state);
        write_game(g, &bytes);
        bbg_pgn_game_free(g);
    }
    fprintf(stderr, "games %ld\n", games);
    return fflush(stdout) == 0 && !ferror(stdout) ? 0 : 1;
}
