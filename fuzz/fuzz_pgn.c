/* Fuzz target: the PGN reader (pgn.h) on any bytes, and the tree
 * (pgn_tree.h) and the writer (pgn_write.h) on every game read whole.
 *
 * Beyond "no crash, no read past the input" (read from a copy of exactly
 * its size): every call returns 1 or -1 until 0; a refused game's number
 * is the count so far and its place lies inside the input (a line no
 * further than its last, a column from 1); the reader's offset grows and
 * ends at the input's size. The same input read as trees gives the same
 * verdict game by game (but for the tree's own limits, NAGs and memory);
 * and each tree is written, what is written reads back as one game, and
 * writing that again gives the same bytes. */
#include <bbgeom.h>

#include "fuzz.h"

/* The text of a good tree, malloc'd. */
static char *written(const struct bbg_pgn_game *game)
{
    const long long len = bbg_pgn_write(game, NULL, 0);
    FUZZ_REQUIRE(len > 0);
    char *text = malloc((size_t)len + 1);
    FUZZ_REQUIRE(text != NULL && bbg_pgn_write(game, text, (size_t)len + 1) == len);
    return text;
}

/* Written, read back, written again: the same bytes. */
static void check_fixed_point(const struct bbg_pgn_game *game)
{
    char *first = written(game);
    struct bbg_pgn_reader *r = bbg_pgn_reader_open_memory(first, strlen(first));
    struct bbg_pgn_game *again = NULL;
    FUZZ_REQUIRE(r != NULL && bbg_pgn_read_tree(r, &again, NULL) == 1);
    FUZZ_REQUIRE(bbg_pgn_read_game(r, NULL, NULL, NULL) == 0);
    char *second = written(again);
    FUZZ_REQUIRE(strcmp(first, second) == 0);
    free(first);
    free(second);
    bbg_pgn_game_free(again);
    bbg_pgn_reader_close(r);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *copy = malloc(size > 0 ? size : 1);
    if (copy == NULL)
        return 0;
    if (size > 0)
        memcpy(copy, data, size);
    long lines = 1;
    for (size_t i = 0; i < size; i++)
        lines += copy[i] == '\n';
    struct bbg_pgn_reader *games = bbg_pgn_reader_open_memory(copy, size);
    struct bbg_pgn_reader *trees = bbg_pgn_reader_open_memory(copy, size);
    FUZZ_REQUIRE(games != NULL && trees != NULL);
    struct bbg_pgn_error err, tree_err;
    long n = 0;
    long long offset = 0;
    for (int status; (status = bbg_pgn_read_game(games, NULL, NULL, &err)) != 0;) {
        n++;
        FUZZ_REQUIRE(status == 1 || status == -1);
        FUZZ_REQUIRE(bbg_pgn_reader_offset(games) > offset);
        offset = bbg_pgn_reader_offset(games);
        if (status < 0)
            FUZZ_REQUIRE(err.game == n && err.line >= 1 && err.line <= lines && err.column >= 1
                         && memchr(err.message, '\0', sizeof err.message) != NULL);
        struct bbg_pgn_game *game = NULL;
        const int tree = bbg_pgn_read_tree(trees, &game, &tree_err);
        FUZZ_REQUIRE(tree == status
                     || (status == 1 && tree == -1
                         && (strstr(tree_err.message, "NAGs") != NULL || strstr(tree_err.message, "memory") != NULL)));
        if (tree == 1)
            check_fixed_point(game);
        bbg_pgn_game_free(game);
    }
    FUZZ_REQUIRE(bbg_pgn_reader_offset(games) == (long long)size);
    FUZZ_REQUIRE(bbg_pgn_read_tree(trees, &(struct bbg_pgn_game *){ NULL }, NULL) == 0);
    bbg_pgn_reader_close(games);
    bbg_pgn_reader_close(trees);
    free(copy);
    return 0;
}
