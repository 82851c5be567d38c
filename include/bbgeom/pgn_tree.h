/* A PGN game as a value: its tags in order, its start position and a tree
 * of moves with their NAGs, comments and variations, read whole by
 * bbg_pgn_read_tree or built by hand, and written by pgn_write.h. All of a
 * game's memory is one arena, freed at once; a game may hold at most
 * BBG_PGN_MAX_GAME_BYTES of it. Source: src/pgn_tree.c. */
#ifndef BBGEOM_PGN_TREE_H
#define BBGEOM_PGN_TREE_H

#include <stddef.h>

#include "bbgeom/base.h"
#include "bbgeom/board.h"
#include "bbgeom/move.h"
#include "bbgeom/pgn.h"

BBG_BEGIN_DECLS

/* The most NAGs a move of a tree keeps. */
#define BBG_PGN_MAX_NAGS 8
/* The most memory a game's tree takes, its nodes, tags and comments. */
#define BBG_PGN_MAX_GAME_BYTES (16L * 1024 * 1024)

/* A move of the tree. A line is a list through next; the alternatives to
 * a move (the variations that replace it, each played from the position
 * before it) are a list through variation: n->variation is the first move
 * of the first alternative, n->variation->variation the first move of the
 * second, and so on. Text members are NUL-terminated, NULL when absent. */
struct bbg_pgn_node {
    struct bbg_pgn_node *next;      /* the next move of the line */
    struct bbg_pgn_node *variation; /* the first move of the next alternative */
    char *comment_before;           /* before the move: the first move of a variation only */
    char *comment_after;            /* after the move and its NAGs */
    bbg_move move;
    unsigned char nag_count;
    unsigned char nags[BBG_PGN_MAX_NAGS];
};

struct bbg_pgn_tag {
    char *name;
    char *value;
};

/* A game. Everything it points to lives in its arena. */
struct bbg_pgn_game {
    struct bbg_pgn_tag tags[BBG_PGN_MAX_TAGS]; /* in the order read */
    int tag_count;
    struct bbg_position start;  /* the position before the first move */
    char *comment;              /* before the first move (NULL: none) */
    struct bbg_pgn_node *moves; /* the main line, NULL if it has no move */
    /* The termination marker ("1-0", "0-1", "1/2-1/2" or "*"); when the
     * input had none, the Result tag's value if it is one of the four,
     * else "*". */
    char result[8];
    struct bbg_pgn_arena_ *arena_; /* private */
};

/* A new empty game: no tags, the standard start position, result "*";
 * NULL if out of memory. */
BBG_API struct bbg_pgn_game *bbg_pgn_game_new(void);

/* Frees the game and everything in it (NULL is allowed). */
BBG_API void bbg_pgn_game_free(struct bbg_pgn_game *game);

/* Appends a tag (name and value copied): 0, or -1 when the game has
 * BBG_PGN_MAX_TAGS tags already or no memory is left. */
BBG_API int bbg_pgn_game_add_tag(struct bbg_pgn_game *game, const char *name, const char *value);

/* A new node of the game for move m, every other member zero, for the
 * caller to link in; NULL when no memory is left. */
BBG_API struct bbg_pgn_node *bbg_pgn_game_new_node(struct bbg_pgn_game *game, bbg_move m);

/* A NUL-terminated copy of the len bytes at text in the game's arena (for
 * comments); NULL when no memory is left. */
BBG_API char *bbg_pgn_game_copy_text(struct bbg_pgn_game *game, const char *text, size_t len);

/* Reads the next game of r whole into a new game in *game (NULL on other
 * returns): 1, 0 at the end of the input, or -1 with err filled as
 * bbg_pgn_read_game fills it (also for a game larger than
 * BBG_PGN_MAX_GAME_BYTES, with more than BBG_PGN_MAX_NAGS NAGs on a move,
 * or when out of memory). Consecutive comments are joined with a space; a
 * comment after a variation goes to the move the variation follows; an
 * empty variation, "()", is left out with its comments. */
BBG_API int bbg_pgn_read_tree(struct bbg_pgn_reader *r, struct bbg_pgn_game **game, struct bbg_pgn_error *err);

BBG_END_DECLS

#endif
