/* PGN in (include/bbgeom/pgn.h): a hand-written scanner over a window of
 * the input, which a FILE * refills and a buffer in memory is whole. A
 * token is scanned only when the window holds LOOKAHEAD bytes past its
 * start (or the input ends sooner), so that a token never straddles a
 * refill and the longest one allowed is always there to be seen whole.
 * Each move is read with bbg_move_from_san_n on its bytes in the window and
 * played on a copy of the position of its line; a variation starts from
 * the position before its parent line's last move, kept per depth. After
 * a fault, the rest of the game is skipped by a lighter scanner that takes
 * any length (comments, garbage) in pieces. */
#include "bbgeom/pgn.h"

#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "bbgeom/fen.h"
#include "bbgeom/make_move.h"
#include "bbgeom/san.h"

/* The window a token is scanned in, and the file buffer that holds it
 * twice over, so that a refill moves at most half of the buffer. */
enum { LOOKAHEAD = 2 * BBG_PGN_MAX_TOKEN, FILE_BUFFER = 4 * BBG_PGN_MAX_TOKEN };
/* The longest tag name, and the longest FEN tag value worth reading. */
enum { MAX_TAG_NAME = 255, MAX_FEN = 255 };

/* What the steps of a game return: go on, or how the game ended. */
enum { GO_ON = 0, READ = 1, STOPPED = 2, BAD = -1, STOPPED_AT_END = 3 };

/* Bytes that make up words (symbols in the standard's terms: moves, move
 * numbers, results, tag names): letters, digits and _ + # = : - /. */
/* clang-format off */
/* mutants: truth: read as zero or not */
static const unsigned char word_byte[256] = {
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 1, 0, 0,
    0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1,
    0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0,
};
/* clang-format on */

static bool is_word_byte(char c) { return word_byte[(unsigned char)c] != 0; }
static bool is_digit(char c) { return c >= '0' && c <= '9'; }
static bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

/* One line of play: the main line (depth 0) or an open variation. */
struct line_state {
    struct bbg_position cur;  /* after the line's last move */
    struct bbg_position prev; /* before it: where a variation of it starts */
    bool moved;               /* the line has a move */
};

struct bbg_pgn_reader {
    /* The input: the unread bytes are [p, end) of a window that starts
     * at `start`, the input's byte `base`. */
    FILE *file; /* NULL for a buffer in memory */
    char *buf;  /* the file's buffer, FILE_BUFFER bytes */
    const char *start, *p, *end;
    long long base;
    bool eof;          /* nothing more will come into the window */
    bool read_error;   /* the file could not be read */
    long line;         /* the line of p */
    long long line_at; /* the input's byte where that line starts */
    long game;         /* games begun */

    /* The game being read. */
    const struct bbg_pgn_visitor *v;
    void *data;
    struct bbg_pgn_error *err;
    int depth; /* open variations */
    int tags;
    bool chess960;                 /* its Variant tag says so */
    struct bbg_position start_pos; /* from its FEN tag, or standard */
    struct bbg_position standard;  /* the standard start, read once */
    char name[MAX_TAG_NAME + 1];   /* the tag being read, NUL-terminated */
    char value[BBG_PGN_MAX_TOKEN + 1];
    struct line_state lines[BBG_PGN_MAX_DEPTH + 1];
};

static const struct bbg_pgn_visitor no_visitor;

/* ---- the window ---------------------------------------------------------- */

static long long offset_of(const struct bbg_pgn_reader *r, const char *at) { return r->base + (at - r->start); }

/* Moves the unread bytes to the front of the buffer and reads more. */
static void refill(struct bbg_pgn_reader *r)
{
    const size_t keep = (size_t)(r->end - r->p);
    r->base = offset_of(r, r->p);
    memmove(r->buf, r->p, keep);
    const size_t want = FILE_BUFFER - keep;
    const size_t got = fread(r->buf + keep, 1, want, r->file);
    r->p = r->start = r->buf;
    r->end = r->buf + keep + got;
    if (got < want) {
        r->eof = true;
        r->read_error = ferror(r->file) != 0;
    }
}

/* Makes the window hold LOOKAHEAD bytes from p, or all that is left. */
static inline void ensure(struct bbg_pgn_reader *r)
{
    if (!r->eof && r->end - r->p < LOOKAHEAD)
        refill(r);
}

/* The end of the window for a token at p: at most LOOKAHEAD bytes on. */
static const char *window_end(const struct bbg_pgn_reader *r, const char *p)
{
    return r->end - p > LOOKAHEAD ? p + LOOKAHEAD : r->end;
}

/* Counts the newlines of [from, to), which is being read past. */
static void count_lines(struct bbg_pgn_reader *r, const char *from, const char *to)
{
    for (const char *nl; (nl = memchr(from, '\n', (size_t)(to - from))) != NULL; from = nl + 1) {
        r->line++;
        r->line_at = offset_of(r, nl + 1);
    }
}

/* Reads past the next c (any distance ahead: the window is refilled as it
 * goes), counting lines; false if the input ends first. */
static bool skip_past(struct bbg_pgn_reader *r, char c)
{
    for (;;) {
        ensure(r);
        const char *hit = memchr(r->p, c, (size_t)(r->end - r->p));
        const char *to = hit != NULL ? hit + 1 : r->end;
        count_lines(r, r->p, to);
        r->p = to;
        if (hit != NULL)
            return true;
        if (r->eof)
            return false;
    }
}

/* Skips blanks, newlines and % escape lines; false at the end of the
 * input, true with p at the next token and LOOKAHEAD bytes from it in the
 * window (or all that is left). */
static bool skip_space(struct bbg_pgn_reader *r)
{
    for (;;) {
        ensure(r);
        const char *p = r->p;
        while (p < r->end && (is_blank(*p) || *p == '\n' || (*p == '%' && offset_of(r, p) == r->line_at))) {
            if (*p == '%') {
                r->p = p;
                skip_past(r, '\n');
                p = r->p;
                continue;
            }
            if (*p++ == '\n') {
                r->line++;
                r->line_at = offset_of(r, p);
            }
        }
        r->p = p;
        if (p < r->end && (r->eof || r->end - p >= LOOKAHEAD))
            return true;
        if (p == r->end && r->eof)
            return false;
    }
}

/* ---- faults ------------------------------------------------------------- */

static int column_of(const struct bbg_pgn_reader *r, const char *at)
{
    const long long column = offset_of(r, at) - r->line_at + 1;
    return column < INT_MAX ? (int)column : INT_MAX; /* GCOVR_EXCL_BR_LINE: a line of 2 GiB */
}

/* Records a fault of the game at byte at of the window (on the line of p);
 * returns BAD. */
static int game_fault(struct bbg_pgn_reader *r, const char *at, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

static int game_fault(struct bbg_pgn_reader *r, const char *at, const char *fmt, ...)
{
    struct bbg_pgn_error *err = r->err;
    if (err != NULL) {
        va_list ap;
        err->game = r->game;
        err->line = r->line;
        err->column = column_of(r, at);
        const int used = snprintf(err->message, sizeof err->message, "game %ld, line %ld, column %d: ", err->game,
                                  err->line, err->column);
        va_start(ap, fmt);
        vsnprintf(err->message + used, sizeof err->message - (size_t)used, fmt, ap);
        va_end(ap);
    }
    return BAD;
}

/* "'x'" for a printable byte, its code otherwise. */
static const char *byte_text(char c, char buf[16])
{
    const unsigned char u = (unsigned char)c;
    if (u >= 0x20 && u < 0x7F)
        snprintf(buf, 16, "'%c'", c);
    else
        snprintf(buf, 16, "byte 0x%02X", u);
    return buf;
}

/* A callback returned non-zero at byte at: the game stops there. */
static int stop(struct bbg_pgn_reader *r, const char *at)
{
    game_fault(r, at, "stopped by the visitor");
    return STOPPED;
}

/* Calls the visitor's callback `name` with the arguments after data; the
 * game stops at `at` if it says so. */
#define VISIT(r, at, name, ...) \
    ((r)->v->name == NULL || (r)->v->name((r)->data, __VA_ARGS__) == 0 ? GO_ON : stop(r, at))

/* ---- skipping a bad game ------------------------------------------------ */

/* Reads past a word, in pieces if it is longer than the window; true if
 * it is a termination marker. */
static bool skip_word(struct bbg_pgn_reader *r)
{
    const char *p = r->p, *end = window_end(r, p);
    while (p < end && is_word_byte(*p))
        p++;
    const size_t len = (size_t)(p - r->p);
    const bool result = (len == 3 && (memcmp(r->p, "1-0", 3) == 0 || memcmp(r->p, "0-1", 3) == 0))
                     || (len == 7 && memcmp(r->p, "1/2-1/2", 7) == 0);
    r->p = p;
    return result;
}

/* Reads past a tag pair at p: up to its ']' outside quotes, or to the end
 * of its line when it has none. */
static void skip_tag(struct bbg_pgn_reader *r)
{
    const char *q = r->p + 1, *end = window_end(r, r->p);
    bool quoted = false;
    for (; q < end && *q != '\n'; q++) {
        if (quoted && *q == '\\' && q + 1 < end && q[1] != '\n') {
            q++;
        } else if (*q == '"') {
            quoted = !quoted;
        } else if (*q == ']' && !quoted) {
            q++;
            break;
        }
    }
    r->p = q;
}

/* Skips the rest of a game after a fault or a stop, from p: tags, comments
 * whole, and the movetext up to a termination marker
 * outside any variation, or up to the '[' of the next game's tags (not
 * read), or the end of the input. depth counts the variations open. */
static void skip_game(struct bbg_pgn_reader *r, bool movetext, int depth)
{
    while (skip_space(r)) {
        const char c = *r->p;
        if (c == '[' && movetext)
            return;
        if (c == '[') {
            skip_tag(r);
            continue;
        }
        if (c == ';') {
            skip_past(r, '\n');
            continue;
        }
        if (c == '{') {
            skip_past(r, '}');
            continue;
        }
        movetext = true;
        if (is_word_byte(c)) {
            if (skip_word(r) && depth <= 0)
                return;
            continue;
        }
        r->p++;
        depth += (c == '(') - (c == ')');
        if (c == '*' && depth <= 0)
            return;
    }
}

/* ---- comments ------------------------------------------------------------ */

/* A { } comment at p. */
static int read_brace_comment(struct bbg_pgn_reader *r)
{
    const char *text = r->p + 1, *end = window_end(r, text);
    const size_t room = (size_t)(end - text) < BBG_PGN_MAX_TOKEN + 1 ? (size_t)(end - text) : BBG_PGN_MAX_TOKEN + 1;
    const char *close = memchr(text, '}', room);
    if (close == NULL && room > BBG_PGN_MAX_TOKEN)
        return game_fault(r, r->p, "comment longer than %d bytes", BBG_PGN_MAX_TOKEN);
    if (close == NULL)
        return game_fault(r, r->p, "comment not closed before the end of the input");
    const int status = VISIT(r, r->p, comment, text, (size_t)(close - text));
    count_lines(r, text, close);
    r->p = close + 1;
    return status;
}

/* A ; comment at p, to the end of its line (not read past). */
static int read_line_comment(struct bbg_pgn_reader *r)
{
    const char *text = r->p + 1, *end = window_end(r, text);
    const char *nl = memchr(text, '\n', (size_t)(end - text));
    const char *stop_at = nl != NULL ? nl : end;
    if (stop_at - text > BBG_PGN_MAX_TOKEN)
        return game_fault(r, r->p, "comment longer than %d bytes", BBG_PGN_MAX_TOKEN);
    const size_t len = (size_t)(stop_at - text) - (stop_at > text && stop_at[-1] == '\r');
    const int status = VISIT(r, r->p, comment, text, len);
    r->p = stop_at;
    return status;
}

static int read_comment(struct bbg_pgn_reader *r)
{
    return *r->p == '{' ? read_brace_comment(r) : read_line_comment(r);
}

/* ---- tags ---------------------------------------------------------------- */

/* The value between from and to with \" and \\ undone into r->value;
 * false if it holds a NUL byte. */
static bool copy_value(struct bbg_pgn_reader *r, const char *from, const char *to)
{
    char *out = r->value;
    for (const char *q = from; q < to; q++) {
        if (*q == '\0')
            return false;
        if (*q == '\\' && q + 1 < to && (q[1] == '"' || q[1] == '\\'))
            q++;
        *out++ = *q;
    }
    *out = '\0';
    return true;
}

/* The closing quote of the tag value that starts at from, or NULL with
 * *why set. */
static const char *value_end(const char *from, const char *end, const char **why)
{
    const char *q = from;
    for (; q < end && q - from <= BBG_PGN_MAX_TOKEN && *q != '\n'; q++) {
        if (*q == '"')
            return q;
        q += *q == '\\' && q + 1 < end && (q[1] == '"' || q[1] == '\\');
    }
    *why = q < end && *q != '\n' ? "tag value longer than 65536 bytes" : "tag value not closed on its line";
    return NULL;
}

/* Where a tag value that does not end at its first unescaped quote (at
 * quote, which blanks and a ']' do not follow) ends, as in
 * [White ""Chess Guru""]: at the last quote of the line that only blanks
 * and the closing ']' follow (python-chess reads tags so). NULL if the
 * line does not end so. *close is set to the ']'. The walks back stop at
 * the latest at quote itself, which is no blank. */
static const char *lenient_value_end(const char *quote, const char *end, const char **close)
{
    const char *nl = memchr(quote, '\n', (size_t)(end - quote));
    const char *q = nl != NULL ? nl : end;
    while (is_blank(q[-1]))
        q--;
    if (q[-1] != ']')
        return NULL;
    const char *bracket = --q;
    while (is_blank(q[-1]))
        q--;
    if (q[-1] != '"')
        return NULL;
    *close = bracket;
    return q - 1;
}

/* The FEN tag's value at `at`: the game's start position; a fullmove
 * number 0, as exported studies write, is read as 1. */
static int read_fen_tag(struct bbg_pgn_reader *r, const char *at)
{
    char fen[MAX_FEN + 2];
    struct bbg_fen_error fen_err;
    size_t len = strlen(r->value);
    if (len > MAX_FEN)
        return game_fault(r, at, "FEN tag longer than %d bytes", MAX_FEN);
    memcpy(fen, r->value, len + 1);
    while (len > 0 && is_blank(fen[len - 1]))
        len--;
    if (len >= 2 && fen[len - 1] == '0' && fen[len - 2] == ' ')
        fen[len - 1] = '1';
    if (bbg_position_from_fen(&r->start_pos, fen, &fen_err) < 0)
        return game_fault(r, at + fen_err.column - 1, "FEN tag: %s", fen_err.message);
    return GO_ON;
}

/* Whether a Variant tag's value names Chess960, in the spellings
 * python-chess takes: chess960, chess 960, fischerandom (Cute Chess),
 * fischerrandom and fischer random, in any case. */
static bool names_chess960(const char *value)
{
    static const char *const names[] = { "chess960", "chess 960", "fischerandom", "fischerrandom", "fischer random" };
    char lower[16];
    size_t n = 0;
    for (; n < sizeof lower - 1 && value[n] != '\0'; n++)
        lower[n] = (char)(value[n] >= 'A' && value[n] <= 'Z' ? value[n] + ('a' - 'A') : value[n]);
    lower[n] = '\0';
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (value[n] == '\0' && strcmp(lower, names[i]) == 0)
            return true;
    return false;
}

/* The tag's name after '[' at p: into r->name; returns where it ends, or
 * NULL after recording the fault. */
static const char *read_tag_name(struct bbg_pgn_reader *r, const char *p, const char *end)
{
    while (p < end && is_blank(*p))
        p++;
    const char *name = p;
    while (p < end && is_word_byte(*p))
        p++;
    if (p == name || p - name > MAX_TAG_NAME) {
        game_fault(r, name, p == name ? "expected a tag name after '['" : "tag name longer than %d bytes",
                   MAX_TAG_NAME);
        return NULL;
    }
    memcpy(r->name, name, (size_t)(p - name));
    r->name[p - name] = '\0';
    while (p < end && is_blank(*p))
        p++;
    return p;
}

/* A tag pair at p: [Name "value"]. */
static int read_tag(struct bbg_pgn_reader *r)
{
    const char *end = window_end(r, r->p), *why = NULL;
    char shown[16];
    if (++r->tags > BBG_PGN_MAX_TAGS)
        return game_fault(r, r->p, "more than %d tags", BBG_PGN_MAX_TAGS);
    const char *open = read_tag_name(r, r->p + 1, end);
    if (open == NULL)
        return BAD;
    if (open == end || *open != '"')
        return game_fault(r, open, "expected '\"' to open the tag value, found %s",
                          open == end ? "the end" : byte_text(*open, shown));
    const char *quote = value_end(open + 1, end, &why), *close = quote;
    if (quote == NULL)
        return game_fault(r, open, "%s", why);
    do
        close++;
    while (close < end && is_blank(*close));
    const char *found = close;
    if ((close == end || *close != ']') && (quote = lenient_value_end(quote, end, &found)) == NULL)
        return game_fault(r, close, "expected ']' after the tag value, found %s",
                          close == end ? "the end" : byte_text(*close, shown));
    close = found;
    if (!copy_value(r, open + 1, quote))
        return game_fault(r, open, "a tag value cannot hold a NUL byte");
    int status = GO_ON;
    if (strcmp(r->name, "FEN") == 0)
        status = read_fen_tag(r, open + 1);
    else if (strcmp(r->name, "Variant") == 0)
        r->chess960 = names_chess960(r->value);
    if (status == GO_ON)
        status = VISIT(r, r->p, tag, r->name, r->value);
    r->p = close + 1;
    return status;
}

/* The tag pairs and the comments among them, up to the first other token
 * or the end of the input. */
static int read_tags(struct bbg_pgn_reader *r)
{
    int status = GO_ON;
    while (status == GO_ON && skip_space(r)) {
        const char c = *r->p;
        if (c == '[')
            status = read_tag(r);
        else if (c == '{' || c == ';')
            status = read_comment(r);
        else
            break;
    }
    return status;
}

/* ---- movetext ------------------------------------------------------------ */

/* "7." or "7...": the move number of the side to move in pos, for messages. */
static void move_label(const struct bbg_position *pos, char buf[16])
{
    snprintf(buf, 16, "%u%s", (unsigned)pos->fullmove, pos->side == BBG_WHITE ? "." : "...");
}

/* The SAN word of len bytes at p, played on the current line. */
static int read_move(struct bbg_pgn_reader *r, const char *p, size_t len)
{
    struct line_state *l = &r->lines[r->depth];
    struct bbg_san_error san_err;
    const bbg_move m = bbg_move_from_san_n(&l->cur, p, len, &san_err);
    if (m == BBG_NO_MOVE) {
        /* SAN's message is "column C: reason"; the reason is kept. */
        char label[16];
        const char *reason = strstr(san_err.message, ": ");
        BBG_ASSERT(reason != NULL);
        move_label(&l->cur, label);
        return game_fault(r, p + san_err.column - 1, "%s %.*s: %s", label, len > 40 ? 40 : (int)len, p, reason + 2);
    }
    l->prev = l->cur;
    bbg_make_move(&l->cur, m);
    l->moved = true;
    r->p = p + len;
    if (r->v->move == NULL)
        return GO_ON;
    const struct bbg_pgn_move seen = { &l->prev, &l->cur, m, r->depth, p, len };
    return r->v->move(r->data, &seen) == 0 ? GO_ON : stop(r, p);
}

/* The end of a game at `at`: its termination marker of len bytes, or
 * (marker NULL) the next game's tags or the end of the input; p past it. */
static int finish(struct bbg_pgn_reader *r, const char *marker, const char *at, size_t len)
{
    if (r->depth > 0 && marker != NULL)
        return game_fault(r, at, "game result %s inside a variation (%d open)", marker, r->depth);
    if (r->depth > 0 && at == r->end)
        return game_fault(r, at, "the input ends inside a variation (%d open)", r->depth);
    if (r->depth > 0)
        return game_fault(r, at, "a tag pair inside a variation (%d open): ')' or the result is missing", r->depth);
    r->p = at + len;
    if (r->v->end_game != NULL && r->v->end_game(r->data, marker) != 0) {
        stop(r, at);
        return STOPPED_AT_END;
    }
    return READ;
}

/* A word that starts with a digit at p: a move number (digits and any
 * dots), a termination marker, or castling written with zeros. */
static int read_number(struct bbg_pgn_reader *r, const char *end)
{
    const char *p = r->p, *q = p;
    while (q < end && is_digit(*q))
        q++;
    if (q == end || !is_word_byte(*q)) {
        while (q < end && *q == '.')
            q++;
        r->p = q;
        return GO_ON;
    }
    while (q < end && is_word_byte(*q))
        q++;
    const size_t len = (size_t)(q - p);
    if (len == 3 && memcmp(p, "1-0", 3) == 0)
        return finish(r, "1-0", p, len);
    if (len == 3 && memcmp(p, "0-1", 3) == 0)
        return finish(r, "0-1", p, len);
    if (len == 7 && memcmp(p, "1/2-1/2", 7) == 0)
        return finish(r, "1/2-1/2", p, len);
    if (p[0] == '0' && len > 2 && p[1] == '-')
        return read_move(r, p, len);
    return game_fault(r, p, "'%.*s' is not a move number, a move or a result", len > 40 ? 40 : (int)len, p);
}

/* A word that starts with a letter at p: a move in SAN (with any check
 * mark and an "e.p." stuck to it), or a lone "e.p." after a move. */
static int read_word(struct bbg_pgn_reader *r, const char *end)
{
    const char *p = r->p, *q = p;
    while (q < end && (is_word_byte(*q) || *q == '.'))
        q++;
    const size_t len = (size_t)(q - p);
    if (len > BBG_PGN_MAX_TOKEN)
        return game_fault(r, p, "word longer than %d bytes", BBG_PGN_MAX_TOKEN);
    if (len == 4 && memcmp(p, "e.p.", 4) == 0 && r->lines[r->depth].moved) {
        r->p = q;
        return GO_ON;
    }
    return read_move(r, p, len);
}

/* Fails unless the current line has a move for an annotation at p. */
static int need_move(struct bbg_pgn_reader *r, const char *what)
{
    return r->lines[r->depth].moved ? GO_ON : game_fault(r, r->p, "%s before any move of its line", what);
}

/* $ and a number 0-255 at p. */
static int read_nag(struct bbg_pgn_reader *r, const char *end)
{
    const char *q = r->p + 1;
    int nag = 0;
    while (q < end && is_digit(*q) && nag <= 255) /* mutants: repeated-bound: the check below */
        nag = nag * 10 + (*q++ - '0');
    if (q == r->p + 1 || nag > 255)
        return game_fault(r, r->p, "expected a number 0-255 after '$'");
    if (need_move(r, "NAG") != GO_ON)
        return BAD;
    const char *at = r->p;
    r->p = q;
    return VISIT(r, at, nag, nag);
}

/* A suffix annotation at p: ! ? !! ?? !? ?! (NAGs 1-6). */
static int read_suffix(struct bbg_pgn_reader *r, const char *end)
{
    static const char *const suffixes[] = { "!", "?", "!!", "??", "!?", "?!" };
    const char *q = r->p;
    while (q < end && (*q == '!' || *q == '?'))
        q++;
    const size_t len = (size_t)(q - r->p);
    int nag = 0;
    for (int i = 0; i < 6 && nag == 0; i++)
        if (strlen(suffixes[i]) == len && memcmp(suffixes[i], r->p, len) == 0)
            nag = i + 1;
    if (nag == 0)
        return game_fault(r, r->p, "'%.*s' is not an annotation (! ? !! ?? !? ?!)", len > 40 ? 40 : (int)len, r->p);
    if (need_move(r, "annotation") != GO_ON)
        return BAD;
    const char *at = r->p;
    r->p = q;
    return VISIT(r, at, nag, nag);
}

/* '(' at p: a variation of the current line's last move, from the
 * position before it. */
static int open_variation(struct bbg_pgn_reader *r)
{
    if (need_move(r, "variation") != GO_ON)
        return BAD;
    if (r->depth == BBG_PGN_MAX_DEPTH)
        return game_fault(r, r->p, "variations nested more than %d deep", BBG_PGN_MAX_DEPTH);
    struct line_state *l = &r->lines[++r->depth];
    l->cur = r->lines[r->depth - 1].prev;
    l->moved = false;
    const char *at = r->p++;
    return VISIT(r, at, begin_variation, r->depth);
}

/* ')' at p. */
static int close_variation(struct bbg_pgn_reader *r)
{
    if (r->depth == 0)
        return game_fault(r, r->p, "')' without '('");
    const int depth = r->depth--;
    const char *at = r->p++;
    return VISIT(r, at, end_variation, depth);
}

/* One token of the movetext at p; READ at the game's end. */
static int read_token(struct bbg_pgn_reader *r)
{
    const char *end = window_end(r, r->p);
    char shown[16];
    switch (*r->p) {
    case '{':
    case ';': return read_comment(r);
    case '(': return open_variation(r);
    case ')': return close_variation(r);
    case '$': return read_nag(r, end);
    case '!':
    case '?': return read_suffix(r, end);
    case '*': return finish(r, "*", r->p, 1);
    case '[': return finish(r, NULL, r->p, 0); /* the next game's tags */
    default:
        if (is_digit(*r->p))
            return read_number(r, end);
        if (is_word_byte(*r->p))
            return read_word(r, end);
        return game_fault(r, r->p, "unexpected %s", byte_text(*r->p, shown));
    }
}

/* The start position, then the movetext up to the game's end. */
static int read_movetext(struct bbg_pgn_reader *r)
{
    struct line_state *main_line = &r->lines[0];
    main_line->cur = r->start_pos;
    if (r->chess960)
        main_line->cur.chess960 = 1;
    main_line->moved = false;
    int status = VISIT(r, r->p, start, &main_line->cur);
    while (status == GO_ON)
        status = skip_space(r) ? read_token(r) : finish(r, NULL, r->p, 0);
    return status;
}

/* ---- the reader ---------------------------------------------------------- */

/* A reader with no input yet, and room for `extra` bytes after it. */
static struct bbg_pgn_reader *new_reader(size_t extra)
{
    struct bbg_pgn_reader *r = malloc(sizeof *r + extra);
    /* GCOVR_EXCL_START: allocation failure, not provoked by the tests */
    if (r == NULL)
        return NULL;
    /* GCOVR_EXCL_STOP */
    memset(r, 0, sizeof *r);
    r->line = 1;
    bbg_position_from_fen(&r->standard, BBG_START_FEN, NULL);
    return r;
}

/* Skips a UTF-8 byte order mark at the start of the input. */
static void skip_bom(struct bbg_pgn_reader *r)
{
    ensure(r);
    if (r->end - r->p >= 3 && memcmp(r->p, "\xEF\xBB\xBF", 3) == 0) {
        r->p += 3;
        r->line_at = 3;
    }
}

struct bbg_pgn_reader *bbg_pgn_reader_open_file(FILE *file)
{
    struct bbg_pgn_reader *r = new_reader(FILE_BUFFER);
    if (r != NULL) { /* GCOVR_EXCL_BR_LINE: allocation failure */
        r->file = file;
        r->buf = (char *)(r + 1);
        r->start = r->p = r->end = r->buf;
        skip_bom(r);
    }
    return r;
}

struct bbg_pgn_reader *bbg_pgn_reader_open_memory(const void *data, size_t size)
{
    struct bbg_pgn_reader *r = new_reader(0);
    if (r != NULL) { /* GCOVR_EXCL_BR_LINE: allocation failure */
        r->start = r->p = data != NULL ? data : "";
        r->end = r->p + size;
        r->eof = true;
        skip_bom(r);
    }
    return r;
}

void bbg_pgn_reader_close(struct bbg_pgn_reader *r) { free(r); }

long long bbg_pgn_reader_offset(const struct bbg_pgn_reader *r) { return offset_of(r, r->p); }

/* The file could not be read: a fault of the game being read (or of the
 * next one, between games). */
static int read_failure(struct bbg_pgn_reader *r)
{
    r->read_error = false;
    return game_fault(r, r->p, "cannot read the input after byte %lld", offset_of(r, r->p));
}

int bbg_pgn_read_game(struct bbg_pgn_reader *r, const struct bbg_pgn_visitor *v, void *data, struct bbg_pgn_error *err)
{
    r->v = v != NULL ? v : &no_visitor;
    r->data = data;
    r->err = err;
    if (!skip_space(r)) {
        if (!r->read_error)
            return 0;
        r->game++;
        return read_failure(r);
    }
    r->game++;
    r->depth = 0;
    r->tags = 0;
    r->chess960 = false;
    r->start_pos = r->standard;
    int status = VISIT(r, r->p, begin_game, r->game);
    bool movetext = false;
    if (status == GO_ON)
        status = read_tags(r);
    if (status == GO_ON) {
        movetext = true;
        status = read_movetext(r);
    }
    if (status == BAD || status == STOPPED)
        skip_game(r, movetext, r->depth);
    if (r->read_error)
        return read_failure(r);
    return status == STOPPED_AT_END ? STOPPED : status;
}
