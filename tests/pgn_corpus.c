/* The reader's half of the corpus test (tests/pgn_corpus.py): for each PGN
 * file named, each game on a line of its own, as
 *   ok MOVE...                  read whole: its main line in UCI
 *   bad main|variation MOVE...  refused, in the main line or in a
 *                               variation: the main line up to the fault,
 *                               then "| " and the message
 * UCI castling as the king's two-square step (e1g1), as pgn-extract writes
 * it. Each game read whole is also read as a tree and written; what is
 * written must read back and write again to the same bytes, else the
 * program says so and exits 1 at the end. Exit status 2 on a file it
 * cannot open. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bbgeom.h>

/* The game being read: its main line so far, and the depth it is at. */
struct game {
    FILE *out;
    int depth;
    char line[1 << 16];
    size_t len;
};

static int on_begin(void *data, long n)
{
    struct game *g = data;
    (void)n;
    g->depth = 0;
    g->len = 0;
    g->line[0] = '\0';
    return 0;
}

static int on_move(void *data, const struct bbg_pgn_move *m)
{
    struct game *g = data;
    char uci[8];
    if (m->depth > 0)
        return 0;
    bbg_move_to_uci(m->before, m->move, uci);
    if (bbg_move_kind(m->move) == BBG_MOVE_CASTLING) {
        const int from = bbg_move_from(m->move);
        snprintf(uci, sizeof uci, "%s%c%c", bbg_square_name(from), bbg_move_to(m->move) > from ? 'g' : 'c',
                 bbg_square_name(from)[1]);
    }
    if (g->len + 8 < sizeof g->line)
        g->len += (size_t)snprintf(g->line + g->len, sizeof g->line - g->len, " %s", uci);
    return 0;
}

static int on_begin_variation(void *data, int depth)
{
    ((struct game *)data)->depth = depth;
    return 0;
}

static int on_end_variation(void *data, int depth)
{
    ((struct game *)data)->depth = depth - 1;
    return 0;
}

static const struct bbg_pgn_visitor visitor = {
    .begin_game = on_begin,
    .move = on_move,
    .begin_variation = on_begin_variation,
    .end_variation = on_end_variation,
};

/* The game's text, malloc'd. */
static char *written(const struct bbg_pgn_game *game)
{
    const long long len = bbg_pgn_write(game, NULL, 0);
    char *text = len >= 0 ? malloc((size_t)len + 1) : NULL;
    if (text != NULL)
        bbg_pgn_write(game, text, (size_t)len + 1);
    return text;
}

/* Whether writing the tree, reading that and writing again gives the same
 * bytes. */
static bool fixed_point(const struct bbg_pgn_game *game)
{
    char *first = written(game), *second = NULL;
    if (first != NULL) {
        struct bbg_pgn_reader *r = bbg_pgn_reader_open_memory(first, strlen(first));
        struct bbg_pgn_game *again = NULL;
        if (bbg_pgn_read_tree(r, &again, NULL) == 1 && bbg_pgn_read_game(r, NULL, NULL, NULL) == 0)
            second = written(again);
        bbg_pgn_game_free(again);
        bbg_pgn_reader_close(r);
    }
    const bool same = first != NULL && second != NULL && strcmp(first, second) == 0;
    free(first);
    free(second);
    return same;
}

/* One file, both ways; false if a game is not a fixed point. */
static bool read_file(const char *path, struct game *g)
{
    FILE *f = fopen(path, "rb"), *again = fopen(path, "rb");
    if (f == NULL || again == NULL) {
        fprintf(stderr, "pgn_corpus: cannot open %s\n", path);
        exit(2);
    }
    struct bbg_pgn_reader *r = bbg_pgn_reader_open_file(f), *trees = bbg_pgn_reader_open_file(again);
    struct bbg_pgn_error err;
    struct bbg_pgn_game *game;
    bool fixed = true;
    long n = 0;
    for (int status; (status = bbg_pgn_read_game(r, &visitor, g, &err)) != 0;) {
        n++;
        const int tree = bbg_pgn_read_tree(trees, &game, NULL);
        if (status == 1) {
            fprintf(g->out, "ok%s\n", g->line);
        } else {
            fprintf(g->out, "bad %s%s | %s\n", g->depth > 0 ? "variation" : "main", g->line, err.message);
        }
        if ((tree == 1) != (status == 1) || (tree == 1 && !fixed_point(game))) {
            fprintf(stderr, "pgn_corpus: %s, game %ld: not a fixed point\n", path, n);
            fixed = false;
        }
        bbg_pgn_game_free(game);
    }
    bbg_pgn_reader_close(r);
    bbg_pgn_reader_close(trees);
    fclose(f);
    fclose(again);
    return fixed;
}

int main(int argc, char *argv[])
{
    static struct game g;
    bool fixed = true;
    g.out = stdout;
    for (int i = 1; i < argc; i++) {
        printf("file %s\n", argv[i]);
        fixed &= read_file(argv[i], &g);
    }
    return fixed ? 0 : 1;
}
