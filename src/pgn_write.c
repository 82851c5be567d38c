/* PGN out (include/bbgeom/pgn_write.h): the tags, then the movetext as a
 * stream of tokens that a line filler wraps, walking each line of the
 * tree with a copy of its position and each variation one level deeper. */
#include "bbgeom/pgn_write.h"

#include <string.h>

#include "bbgeom/fen.h"
#include "bbgeom/make_move.h"
#include "bbgeom/movegen.h"
#include "bbgeom/san.h"

/* A movetext token waiting to be written, so that a ')' can still be
 * stuck to its end: a prefix (a move number and SAN, a NAG, '{', '('),
 * text from the game (a comment's word), a suffix ('}', ')'). */
struct token {
    char pre[48];
    const char *text;
    size_t len;
    const char *post; /* a static string */
    int closes;       /* ')' after post */
    bool line_end;    /* a ; comment: ends its line */
};

/* Where the text goes: a buffer (cut short at size - 1 bytes) or a file;
 * len counts every byte, written or not. */
struct out {
    FILE *file;
    char *buf;
    size_t size;
    long long len;
    int column;   /* bytes on the current movetext line */
    bool open;    /* the next token starts a variation: '(' before it */
    bool pending; /* tok is waiting */
    struct token tok;
};

static void put(struct out *o, const char *text, size_t len)
{
    if (o->file != NULL) {
        fwrite(text, 1, len, o->file);
    } else if (o->len < (long long)o->size) {
        const size_t room = o->size - (size_t)o->len;
        memcpy(o->buf + o->len, text, len < room ? len : room);
    }
    o->len += (long long)len;
}

static void put_string(struct out *o, const char *text) { put(o, text, strlen(text)); }

/* Writes the waiting token: on the current line after a space, or on a
 * new line when it would make the line longer than BBG_PGN_LINE_MAX. */
static void flush(struct out *o)
{
    if (!o->pending)
        return;
    const struct token *t = &o->tok;
    const size_t width = strlen(t->pre) + t->len + strlen(t->post) + (size_t)t->closes;
    if (o->column > 0 && (size_t)o->column + 1 + width > BBG_PGN_LINE_MAX) {
        put(o, "\n", 1);
        o->column = 0;
    } else if (o->column > 0) {
        put(o, " ", 1);
        o->column++;
    }
    put_string(o, t->pre);
    for (size_t i = 0; t->line_end && i < t->len; i++)
        put(o, t->text[i] == '\n' || t->text[i] == '\r' ? " " : t->text + i, 1);
    put(o, t->text, t->line_end ? 0 : t->len);
    put_string(o, t->post);
    for (int i = 0; i < t->closes; i++)
        put(o, ")", 1);
    o->column += (int)(width < BBG_PGN_LINE_MAX ? width : BBG_PGN_LINE_MAX);
    if (t->line_end) {
        put(o, "\n", 1);
        o->column = 0;
    }
    o->pending = false;
}

/* A new token: pre (short), the len bytes at text (valid until the next
 * token), post (a static string). */
static void token(struct out *o, const char *pre, const char *text, size_t len, const char *post)
{
    flush(o);
    struct token *t = &o->tok;
    snprintf(t->pre, sizeof t->pre, "%s%s", o->open ? "(" : "", pre);
    t->text = text;
    t->len = len;
    t->post = post;
    t->closes = 0;
    t->line_end = false;
    o->open = false;
    o->pending = true;
}

/* A ')' after the last token (on its own after a ; comment). */
static void close_paren(struct out *o)
{
    if (o->tok.line_end)
        token(o, ")", "", 0, "");
    else
        o->tok.closes++;
}

/* ---- tags ---------------------------------------------------------------- */

/* The Seven Tag Roster, in its order, and the values of missing ones
 * (Result's is the game's result). */
static const char *const roster[7] = { "Event", "Site", "Date", "Round", "White", "Black", "Result" };
static const char *const roster_defaults[7] = { "?", "?", "????.??.??", "?", "?", "?", NULL };

/* [name "value"] with \ and " escaped; a newline, which would end the
 * tag, becomes a space. */
static void write_tag(struct out *o, const char *name, const char *value)
{
    put_string(o, "[");
    put_string(o, name);
    put_string(o, " \"");
    for (const char *run = value;; run++) {
        const size_t plain = strcspn(run, "\\\"\n");
        put(o, run, plain);
        run += plain;
        if (*run == '\0')
            break;
        put_string(o, *run == '\n' ? " " : *run == '"' ? "\\\"" : "\\\\");
    }
    put_string(o, "\"]\n");
}

/* The index of the first tag named name, or -1. */
static int find_tag(const struct bbg_pgn_game *game, const char *name)
{
    for (int i = 0; i < game->tag_count; i++)
        if (strcmp(game->tags[i].name, name) == 0)
            return i;
    return -1;
}

/* The roster, the other tags in order, and a FEN (with SetUp) or Variant
 * tag the start position needs and the tags lack. */
static void write_tags(struct out *o, const struct bbg_pgn_game *game)
{
    int first[7];
    for (int k = 0; k < 7; k++) {
        first[k] = find_tag(game, roster[k]);
        write_tag(o, roster[k],
                  first[k] >= 0 ? game->tags[first[k]].value
                  : k == 6      ? game->result
                                : roster_defaults[k]);
    }
    for (int i = 0; i < game->tag_count; i++) {
        bool in_roster = false;
        for (int k = 0; k < 7; k++)
            in_roster |= first[k] == i;
        if (!in_roster)
            write_tag(o, game->tags[i].name, game->tags[i].value);
    }
    char fen[BBG_FEN_MAX];
    bbg_position_to_fen(&game->start, fen, sizeof fen);
    if (find_tag(game, "FEN") < 0 && strcmp(fen, BBG_START_FEN) != 0) {
        write_tag(o, "SetUp", "1");
        write_tag(o, "FEN", fen);
    }
    if (game->start.chess960 && find_tag(game, "Variant") < 0)
        write_tag(o, "Variant", "Chess960");
    put_string(o, "\n");
}

/* ---- movetext ------------------------------------------------------------ */

static bool is_comment_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

/* A comment: in braces, its words wrapped like tokens; one that holds a
 * '}' cannot be, and goes after ';' to the end of its own line. */
static void write_comment(struct out *o, const char *text)
{
    if (strchr(text, '}') != NULL) {
        token(o, ";", text, strlen(text), "");
        o->tok.line_end = true;
        return;
    }
    const char *word = text;
    while (is_comment_blank(*word))
        word++;
    if (*word == '\0') {
        token(o, "{}", "", 0, "");
        return;
    }
    for (bool first = true; *word != '\0'; first = false) {
        const char *end = word;
        while (*end != '\0' && !is_comment_blank(*end))
            end++;
        const char *next = end;
        while (is_comment_blank(*next))
            next++;
        token(o, first ? "{" : "", word, (size_t)(end - word), *next == '\0' ? "}" : "");
        word = next;
    }
}

/* A line's walk: the position of the next move, whether a black move
 * there needs its number, and the variation depth. */
struct walk {
    struct bbg_position pos;
    bool number;
    int depth;
};

static bool write_line(struct out *o, const struct bbg_pgn_node *node, struct walk w, bool alternative);

/* The move of node (legal in w->pos) with its number when it needs one,
 * its NAGs and its comment. */
static void write_node_move(struct out *o, const struct bbg_pgn_node *node, struct walk *w)
{
    char move[32] = "";
    if (w->pos.side == BBG_WHITE || w->number)
        snprintf(move, sizeof move, "%u%s ", (unsigned)w->pos.fullmove, w->pos.side == BBG_WHITE ? "." : "...");
    const size_t used = strlen(move);
    bbg_move_to_san(&w->pos, node->move, move + used, sizeof move - used);
    token(o, move, "", 0, "");
    w->number = false;
    for (int i = 0; i < node->nag_count; i++) {
        char nag[8];
        snprintf(nag, sizeof nag, "$%u", (unsigned)node->nags[i]);
        token(o, nag, "", 0, "");
    }
    if (node->comment_after != NULL) {
        write_comment(o, node->comment_after);
        w->number = true;
    }
}

/* The alternatives to node (its variation list), each in parentheses,
 * from the position before it. Recursive, one level a variation depth:
 * BBG_PGN_MAX_DEPTH at most. */
// NOLINTNEXTLINE(misc-no-recursion)
static bool write_alternatives(struct out *o, const struct bbg_pgn_node *node, const struct walk *w)
{
    for (const struct bbg_pgn_node *alt = node->variation; alt != NULL; alt = alt->variation) {
        struct walk inner = { w->pos, true, w->depth + 1 };
        if (inner.depth > BBG_PGN_MAX_DEPTH)
            return false;
        o->open = true;
        if (!write_line(o, alt, inner, true))
            return false;
        close_paren(o);
    }
    return true;
}

/* The line from node on; its first move's alternatives are written by the
 * caller when the line is itself an alternative. */
// NOLINTNEXTLINE(misc-no-recursion)
static bool write_line(struct out *o, const struct bbg_pgn_node *node, struct walk w, bool alternative)
{
    for (bool first = true; node != NULL; node = node->next, first = false) {
        if (!bbg_is_legal(&w.pos, node->move))
            return false;
        if (first && alternative && node->comment_before != NULL)
            write_comment(o, node->comment_before);
        write_node_move(o, node, &w);
        if (!(first && alternative)) {
            if (node->variation != NULL && !write_alternatives(o, node, &w))
                return false;
            w.number |= node->variation != NULL;
        }
        bbg_make_move(&w.pos, node->move);
    }
    return true;
}

/* The whole game into o: false for a bad tree. */
static bool write_game(struct out *o, const struct bbg_pgn_game *game)
{
    write_tags(o, game);
    o->column = 0;
    if (game->comment != NULL)
        write_comment(o, game->comment);
    const struct walk w = { game->start, true, 0 };
    if (!write_line(o, game->moves, w, false))
        return false;
    token(o, game->result, "", 0, "");
    flush(o);
    put(o, "\n\n", 2);
    return true;
}

long long bbg_pgn_write(const struct bbg_pgn_game *game, char *buf, size_t size)
{
    struct out o = { .buf = buf, .size = size };
    if (!write_game(&o, game))
        return -1;
    if (size > 0)
        buf[o.len < (long long)size ? (size_t)o.len : size - 1] = '\0';
    return o.len;
}

int bbg_pgn_write_file(FILE *file, const struct bbg_pgn_game *game)
{
    struct out o = { .file = file };
    if (bbg_pgn_write(game, NULL, 0) < 0)
        return -1;
    write_game(&o, game);
    return ferror(file) ? -1 : 0;
}
