/* A PGN game as a value (include/bbgeom/pgn_tree.h): an arena of chunks
 * per game, and a visitor of the reader that builds the tree. */
#include "bbgeom/pgn_tree.h"

#include <stdalign.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bbgeom/fen.h"

/* Chunks of CHUNK bytes, or one of its own for anything larger. */
enum { CHUNK = 64 * 1024 };

struct chunk {
    struct chunk *next;
    size_t size, used;
    alignas(max_align_t) unsigned char data[];
};

struct bbg_pgn_arena_ {
    struct chunk *chunks; /* the newest first */
    size_t total;         /* bytes of all chunks */
};

/* size bytes of the game's arena, aligned for any type; NULL past the
 * game's limit or out of memory. */
static void *arena_alloc(struct bbg_pgn_game *game, size_t size)
{
    struct bbg_pgn_arena_ *a = game->arena_;
    const size_t align = alignof(max_align_t);
    size = (size + align - 1) / align * align;
    struct chunk *c = a->chunks;
    if (c == NULL || c->size - c->used < size) {
        const size_t want = size > CHUNK ? size : CHUNK;
        if (want > (size_t)BBG_PGN_MAX_GAME_BYTES - a->total)
            return NULL;
        c = malloc(sizeof *c + want);
        /* GCOVR_EXCL_START: allocation failure, not provoked by the tests */
        if (c == NULL)
            return NULL;
        /* GCOVR_EXCL_STOP */
        c->size = want;
        c->used = 0;
        c->next = a->chunks;
        a->chunks = c;
        a->total += want;
    }
    void *p = c->data + c->used;
    c->used += size;
    return p;
}

struct bbg_pgn_game *bbg_pgn_game_new(void)
{
    struct bbg_pgn_game *game = calloc(1, sizeof *game);
    /* GCOVR_EXCL_START: allocation failure, not provoked by the tests */
    if (game == NULL)
        return NULL;
    game->arena_ = calloc(1, sizeof *game->arena_);
    if (game->arena_ == NULL) {
        free(game);
        return NULL;
    }
    /* GCOVR_EXCL_STOP */
    bbg_position_from_fen(&game->start, BBG_START_FEN, NULL);
    memcpy(game->result, "*", 2);
    return game;
}

void bbg_pgn_game_free(struct bbg_pgn_game *game)
{
    if (game == NULL)
        return;
    for (struct chunk *c = game->arena_->chunks, *next; c != NULL; c = next) {
        next = c->next;
        free(c);
    }
    free(game->arena_);
    free(game);
}

char *bbg_pgn_game_copy_text(struct bbg_pgn_game *game, const char *text, size_t len)
{
    char *copy = len < (size_t)BBG_PGN_MAX_GAME_BYTES ? arena_alloc(game, len + 1) : NULL;
    if (copy != NULL) {
        memcpy(copy, text, len);
        copy[len] = '\0';
    }
    return copy;
}

int bbg_pgn_game_add_tag(struct bbg_pgn_game *game, const char *name, const char *value)
{
    if (game->tag_count == BBG_PGN_MAX_TAGS)
        return -1;
    struct bbg_pgn_tag *tag = &game->tags[game->tag_count];
    tag->name = bbg_pgn_game_copy_text(game, name, strlen(name));
    tag->value = bbg_pgn_game_copy_text(game, value, strlen(value));
    if (tag->name == NULL || tag->value == NULL)
        return -1;
    game->tag_count++;
    return 0;
}

struct bbg_pgn_node *bbg_pgn_game_new_node(struct bbg_pgn_game *game, bbg_move m)
{
    struct bbg_pgn_node *node = arena_alloc(game, sizeof *node);
    if (node != NULL) {
        memset(node, 0, sizeof *node);
        node->move = m;
    }
    return node;
}

/* ---- building a tree from the reader ------------------------------------ */

struct builder {
    struct bbg_pgn_game *game;
    int depth;                                            /* of the line being read */
    struct bbg_pgn_node *last[BBG_PGN_MAX_DEPTH + 1];     /* each open line's last move */
    struct bbg_pgn_node *replaced[BBG_PGN_MAX_DEPTH + 1]; /* the move each variation replaces */
    char *before[BBG_PGN_MAX_DEPTH + 1];                  /* a variation's comment before its first move */
    const char *why;                                      /* why the builder stopped the game */
};

/* Stops the game for the reason why. */
static int stop_building(struct builder *b, const char *why)
{
    b->why = why;
    return 1;
}

/* *text with the len bytes at add joined to it after a space (or add
 * alone when *text is NULL). */
static int join_text(struct builder *b, char **text, const char *add, size_t len)
{
    const size_t old = *text != NULL ? strlen(*text) + 1 : 0;
    char *joined = arena_alloc(b->game, old + len + 1); /* both in memory: no overflow */
    if (joined == NULL)
        return stop_building(b, "the game takes more memory than a tree may");
    if (old > 0) {
        memcpy(joined, *text, old - 1);
        joined[old - 1] = ' ';
    }
    memcpy(joined + old, add, len);
    joined[old + len] = '\0';
    *text = joined;
    return 0;
}

static int on_tag(void *data, const char *name, const char *value)
{
    struct builder *b = data;
    return bbg_pgn_game_add_tag(b->game, name, value) == 0
             ? 0
             : stop_building(b, "the game takes more memory than a tree may");
}

static int on_start(void *data, const struct bbg_position *pos)
{
    struct builder *b = data;
    b->game->start = *pos;
    return 0;
}

static int on_move(void *data, const struct bbg_pgn_move *move)
{
    struct builder *b = data;
    struct bbg_pgn_node *node = bbg_pgn_game_new_node(b->game, move->move);
    const int d = b->depth;
    if (node == NULL)
        return stop_building(b, "the game takes more memory than a tree may");
    if (b->last[d] != NULL) {
        b->last[d]->next = node;
    } else if (d == 0) {
        b->game->moves = node;
    } else {
        struct bbg_pgn_node *alt = b->replaced[d];
        while (alt->variation != NULL)
            alt = alt->variation;
        alt->variation = node;
        node->comment_before = b->before[d];
    }
    b->last[d] = node;
    return 0;
}

static int on_nag(void *data, int nag)
{
    struct builder *b = data;
    struct bbg_pgn_node *node = b->last[b->depth]; /* the reader takes no NAG before a move */
    if (node->nag_count == BBG_PGN_MAX_NAGS)
        return stop_building(b, "more than 8 NAGs on one move");
    node->nags[node->nag_count++] = (unsigned char)nag;
    return 0;
}

static int on_comment(void *data, const char *text, size_t len)
{
    struct builder *b = data;
    struct bbg_pgn_node *node = b->last[b->depth];
    if (node != NULL)
        return join_text(b, &node->comment_after, text, len);
    return join_text(b, b->depth == 0 ? &b->game->comment : &b->before[b->depth], text, len);
}

static int on_begin_variation(void *data, int depth)
{
    struct builder *b = data;
    b->replaced[depth] = b->last[depth - 1];
    b->last[depth] = NULL;
    b->before[depth] = NULL;
    b->depth = depth;
    return 0;
}

static int on_end_variation(void *data, int depth)
{
    struct builder *b = data;
    b->depth = depth - 1;
    return 0;
}

/* The result: the marker, else the Result tag if it is a result. */
static int on_end_game(void *data, const char *marker)
{
    struct builder *b = data;
    static const char *const results[] = { "1-0", "0-1", "1/2-1/2", "*" };
    const char *result = marker;
    for (int i = 0; i < b->game->tag_count && result == NULL; i++)
        if (strcmp(b->game->tags[i].name, "Result") == 0)
            for (int k = 0; k < 4; k++)
                if (strcmp(b->game->tags[i].value, results[k]) == 0)
                    result = results[k];
    result = result != NULL ? result : "*";
    memcpy(b->game->result, result, strlen(result) + 1);
    return 0;
}

static const struct bbg_pgn_visitor builder_visitor = {
    .tag = on_tag,
    .start = on_start,
    .move = on_move,
    .nag = on_nag,
    .comment = on_comment,
    .begin_variation = on_begin_variation,
    .end_variation = on_end_variation,
    .end_game = on_end_game,
};

/* Without a game to fill, the game is stopped at once (and skipped), so
 * that the next call goes on with the next one. */
/* GCOVR_EXCL_START: allocation failure, not provoked by the tests */
static int on_begin_without_game(void *data, long game)
{
    (void)game;
    return stop_building(data, "out of memory");
}
/* GCOVR_EXCL_STOP */

static const struct bbg_pgn_visitor refusing_visitor = { .begin_game = on_begin_without_game };

int bbg_pgn_read_tree(struct bbg_pgn_reader *r, struct bbg_pgn_game **game, struct bbg_pgn_error *err)
{
    struct bbg_pgn_error local = { 0 };
    struct builder b;
    struct bbg_pgn_error *e = err != NULL ? err : &local;
    *game = NULL;
    memset(&b, 0, sizeof b);
    b.game = bbg_pgn_game_new();
    /* clang-format off */
    int status = bbg_pgn_read_game(r, b.game != NULL ? &builder_visitor : &refusing_visitor, &b, e); /* GCOVR_EXCL_BR_LINE: allocation failure */
    /* clang-format on */
    if (status == 2) {
        /* Keep the place ("game G, line L, column C: "), give the reason. */
        char *reason = strstr(e->message, ": ") + 2;
        snprintf(reason, sizeof e->message - (size_t)(reason - e->message), "%s", b.why);
        status = -1;
    }
    if (status == 1)
        *game = b.game;
    else
        bbg_pgn_game_free(b.game);
    return status;
}
