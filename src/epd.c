/* EPD records (include/bbgeom/epd.h): the four FEN fields, read by the FEN
 * parser, then operations, each an opcode and operands up to a ';'. One
 * operation parser serves both the reader and bbg_epd_add, so that a record
 * built by hand obeys the rules of one read from a file. */
#include "bbgeom/epd.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "bbgeom/fen.h"
#include "bbgeom/make_move.h"
#include "bbgeom/san.h"

/* The text being read: bytes [0, len), and the column of its byte 0 in
 * what the caller gave (1 for a record; operands of bbg_epd_add count from
 * 1 too). */
struct epd_text {
    const char *s;
    size_t len;
};

static bool epd_refuse(struct bbg_epd_error *err, size_t at, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

static bool epd_refuse(struct bbg_epd_error *err, size_t at, const char *fmt, ...)
{
    if (err) {
        err->column = (int)at + 1;
        const int used = snprintf(err->message, sizeof err->message, "column %d: ", err->column);
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err->message + used, sizeof err->message - (size_t)used, fmt, ap);
        va_end(ap);
    }
    return false;
}

static bool epd_is_space(char c) { return c == ' ' || c == '\t'; }

static bool epd_is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

static bool epd_is_digit(char c) { return c >= '0' && c <= '9'; }

static size_t epd_skip_space(const struct epd_text *t, size_t i)
{
    while (i < t->len && epd_is_space(t->s[i]))
        i++;
    return i;
}

/* The end of the word at i: the next space or ';' (or the end). */
static size_t epd_word_end(const struct epd_text *t, size_t i)
{
    while (i < t->len && !epd_is_space(t->s[i]) && t->s[i] != ';')
        i++;
    return i;
}

/* Whether the len bytes at s are an unsigned decimal below 2^64 (into
 * *value), without sign or leading zeros. */
static bool epd_parse_u64(const char *s, size_t len, uint64_t *value)
{
    /* len 0 wraps round and is refused (no text makes it: a word has a
     * byte). Past 20 digits the overflow test below refuses too. */
    if (len - 1 > 19 || (len > 1 && s[0] == '0')) /* mutants: repeated-bound */
        return false;
    uint64_t v = 0;
    for (size_t i = 0; i < len; i++) {
        const unsigned digit = (unsigned)(s[i] - '0');
        if (digit > 9 || v > (UINT64_MAX - digit) / 10)
            return false;
        v = v * 10 + digit;
    }
    *value = v;
    return true;
}

/* ---- opcodes ------------------------------------------------------------ */

/* The opcodes whose operands are SAN moves of the record's position; pv's
 * are a line, each move played before the next is read. */
static bool epd_is_move_opcode(const char *op)
{
    return strcmp(op, "bm") == 0 || strcmp(op, "am") == 0 || strcmp(op, "pm") == 0 || strcmp(op, "sm") == 0
        || strcmp(op, "pv") == 0;
}

/* Whether op is a perft opcode "Dn" (n 1 … 99, no leading zero). */
static bool epd_is_perft_opcode(const char *op)
{
    if (op[0] != 'D' || op[1] < '1' || op[1] > '9')
        return false;
    return op[2] == '\0' || (epd_is_digit(op[2]) && op[3] == '\0');
}

static bool epd_is_text_opcode(const char *op)
{
    return strcmp(op, "id") == 0 || (op[0] == 'c' && epd_is_digit(op[1]) && op[2] == '\0');
}

const struct bbg_epd_op *bbg_epd_find(const struct bbg_epd *epd, const char *opcode)
{
    for (int i = 0; i < epd->op_count; i++)
        if (strcmp(epd->ops[i].opcode, opcode) == 0)
            return &epd->ops[i];
    return NULL;
}

bool bbg_epd_integer(const struct bbg_epd *epd, const char *opcode, uint64_t *value)
{
    const struct bbg_epd_op *op = bbg_epd_find(epd, opcode);
    if (op == NULL || op->count != 1)
        return false;
    const struct bbg_epd_operand *o = &epd->operands[op->first];
    return !o->quoted && epd_parse_u64(epd->text + o->text, o->len, value);
}

bool bbg_epd_perft(const struct bbg_epd *epd, int depth, uint64_t *nodes)
{
    if (depth < 1 || depth > 99)
        return false;
    char opcode[4];
    snprintf(opcode, sizeof opcode, "D%d", depth);
    return bbg_epd_integer(epd, opcode, nodes);
}

/* ---- operands ----------------------------------------------------------- */

/* Copies the operand at *i (a quoted string or a word) into epd's text as
 * a new operand; *i moves past it. */
static bool epd_take_operand(struct bbg_epd *epd, const struct epd_text *t, size_t *i, struct bbg_epd_error *err)
{
    const size_t start = *i;
    if (epd->operand_count == BBG_EPD_MAX_OPERANDS)
        return epd_refuse(err, start, "more than %d operands in the record", BBG_EPD_MAX_OPERANDS);
    struct bbg_epd_operand *o = &epd->operands[epd->operand_count];
    o->text = (uint16_t)epd->text_used;
    o->quoted = (uint16_t)(t->s[start] == '"');
    o->move = BBG_NO_MOVE;
    size_t at = start + o->quoted, used = (size_t)epd->text_used;
    for (;; at++) {
        if (at == t->len) {
            if (o->quoted)
                return epd_refuse(err, start, "a string that does not end (no closing '\"')");
            break;
        }
        char c = t->s[at];
        if (o->quoted ? c == '"' : epd_is_space(c) || c == ';')
            break;
        if (o->quoted && c == '\\' && at + 1 < t->len && (t->s[at + 1] == '"' || t->s[at + 1] == '\\'))
            c = t->s[++at];
        if (used + 1 >= BBG_EPD_MAX_TEXT)
            return epd_refuse(err, start, "operands longer than %d bytes in the record", BBG_EPD_MAX_TEXT - 1);
        epd->text[used++] = c;
    }
    epd->text[used] = '\0';
    o->len = (uint16_t)(used - o->text);
    epd->text_used = (int)used + 1;
    epd->operand_count++;
    *i = at + o->quoted;
    return true;
}

/* Resolves the SAN operands of op against pos (a line for pv); column
 * gives each operand's column. */
static bool epd_resolve_moves(struct bbg_epd *epd, const struct bbg_epd_op *op, const size_t *column,
                              struct bbg_epd_error *err)
{
    struct bbg_position pos = epd->pos;
    const bool line = strcmp(op->opcode, "pv") == 0;
    for (int k = 0; k < op->count; k++) {
        struct bbg_epd_operand *o = &epd->operands[op->first + k];
        /* column[k] is set for each of the op->count operands (epd_take_op). */
        if (o->quoted) // NOLINTNEXTLINE(clang-analyzer-core.CallAndMessage)
            return epd_refuse(err, column[k], "%s takes moves in SAN, not a string", op->opcode);
        struct bbg_san_error san;
        o->move = bbg_move_from_san_n(&pos, epd->text + o->text, o->len, &san);
        if (o->move == BBG_NO_MOVE) {
            int prefix = 0; /* the SAN reader's "column N: ", which this column replaces */
            sscanf(san.message, "column %*d: %n", &prefix);
            // NOLINTNEXTLINE(clang-analyzer-core.UndefinedBinaryOperatorResult): column[k] is set, as above
            return epd_refuse(err, column[k] + (size_t)san.column - 1, "%s: %s", op->opcode, san.message + prefix);
        }
        if (line)
            bbg_make_move(&pos, o->move);
    }
    return true;
}

/* The clock opcodes set the position's clocks: hmvc 0 … 65535, fmvn
 * 1 … 65535. */
static bool epd_apply_clock(struct bbg_epd *epd, const struct bbg_epd_op *op, size_t column, struct bbg_epd_error *err)
{
    const bool half = strcmp(op->opcode, "hmvc") == 0;
    uint64_t v = 0;
    if (!bbg_epd_integer(epd, op->opcode, &v) || v < (half ? 0u : 1u) || v > 65535)
        return epd_refuse(err, column, "%s takes one number %d…65535", op->opcode, half ? 0 : 1);
    if (half)
        epd->pos.halfmove = (uint16_t)v;
    else
        epd->pos.fullmove = (uint16_t)v;
    return true;
}

/* Checks the operands of the operation just read by the rules of its
 * opcode. */
static bool epd_check_op(struct bbg_epd *epd, const struct bbg_epd_op *op, size_t opcode_at, const size_t *column,
                         struct bbg_epd_error *err)
{
    if (epd_is_move_opcode(op->opcode)) {
        const bool one = strcmp(op->opcode, "pm") == 0 || strcmp(op->opcode, "sm") == 0;
        if (op->count == 0 || (one && op->count != 1))
            return epd_refuse(err, opcode_at, "%s takes %s", op->opcode, one ? "one move" : "one or more moves");
        return epd_resolve_moves(epd, op, column, err);
    }
    if (epd_is_text_opcode(op->opcode) && op->count != 1)
        return epd_refuse(err, opcode_at, "%s takes one string", op->opcode);
    if (strcmp(op->opcode, "hmvc") == 0 || strcmp(op->opcode, "fmvn") == 0)
        return epd_apply_clock(epd, op, opcode_at, err);
    uint64_t nodes = 0;
    if (epd_is_perft_opcode(op->opcode) && !bbg_epd_integer(epd, op->opcode, &nodes))
        return epd_refuse(err, opcode_at, "%s takes one count 0…18446744073709551615", op->opcode);
    return true;
}

/* ---- operations --------------------------------------------------------- */

/* Reads the opcode at *i into op; *i moves past it. */
static bool epd_take_opcode(const struct bbg_epd *epd, const struct epd_text *t, size_t *i, struct bbg_epd_op *op,
                            struct bbg_epd_error *err)
{
    const size_t start = *i, end = epd_word_end(t, start);
    if (!epd_is_letter(t->s[start]))
        return epd_refuse(err, start, "an opcode must start with a letter");
    if (end - start >= BBG_EPD_OPCODE_MAX)
        return epd_refuse(err, start, "an opcode longer than %d bytes", BBG_EPD_OPCODE_MAX - 1);
    for (size_t k = start; k < end; k++)
        if (!epd_is_letter(t->s[k]) && !epd_is_digit(t->s[k]) && t->s[k] != '_')
            return epd_refuse(err, k, "an opcode holds only letters, digits and '_'");
    memcpy(op->opcode, t->s + start, end - start);
    op->opcode[end - start] = '\0';
    if (bbg_epd_find(epd, op->opcode) != NULL)
        return epd_refuse(err, start, "opcode %s given twice", op->opcode);
    *i = end;
    return true;
}

/* Reads one operation at *i, up to its ';' or the end, and appends it to
 * epd; *i moves past it. */
static bool epd_take_op(struct bbg_epd *epd, const struct epd_text *t, size_t *i, struct bbg_epd_error *err)
{
    const size_t opcode_at = *i;
    if (epd->op_count == BBG_EPD_MAX_OPS)
        return epd_refuse(err, opcode_at, "more than %d operations", BBG_EPD_MAX_OPS);
    struct bbg_epd_op op = { .first = (uint16_t)epd->operand_count };
    if (!epd_take_opcode(epd, t, i, &op, err))
        return false;
    size_t column[BBG_EPD_MAX_OPERANDS];
    for (*i = epd_skip_space(t, *i); *i < t->len && t->s[*i] != ';'; *i = epd_skip_space(t, *i)) {
        const size_t at = *i;
        if (!epd_take_operand(epd, t, i, err))
            return false;
        column[op.count++] = at;
    }
    epd->ops[epd->op_count++] = op;
    return epd_check_op(epd, &epd->ops[epd->op_count - 1], opcode_at, column, err);
}

/* Reads the operations from i to the end: ';' ends each, and may also come
 * before the first (the perft suites' form) or stand alone. */
static bool epd_take_ops(struct bbg_epd *epd, const struct epd_text *t, size_t i, struct bbg_epd_error *err)
{
    for (i = epd_skip_space(t, i); i < t->len; i = epd_skip_space(t, i)) {
        if (t->s[i] == ';')
            i++;
        else if (!epd_take_op(epd, t, &i, err))
            return false;
    }
    return true;
}

/* ---- records ------------------------------------------------------------ */

void bbg_epd_init(struct bbg_epd *epd, const struct bbg_position *pos)
{
    epd->pos = *pos;
    epd->op_count = epd->operand_count = epd->text_used = 0;
}

/* The end of the position's fields in t: four, and the two clocks if
 * numbers follow (the perft suites' form); *start is where they begin. */
static size_t epd_fields_end(const struct epd_text *t, size_t *start)
{
    size_t i = *start = epd_skip_space(t, 0), end = i;
    for (int n = 0; n < 6 && i < t->len; n++) {
        const size_t word = epd_word_end(t, i);
        if (n >= 4 && !epd_is_digit(t->s[i]))
            break;
        end = word;
        i = epd_skip_space(t, word);
    }
    return end;
}

/* Reads the fields at [start, end) into epd->pos by the FEN parser. */
static bool epd_take_fields(struct bbg_epd *epd, const struct epd_text *t, size_t start, size_t end,
                            struct bbg_epd_error *err)
{
    char fen[BBG_EPD_MAX_TEXT + 1];
    for (size_t k = start; k < end; k++)
        fen[k - start] = (char)(t->s[k] == '\t' ? ' ' : t->s[k]);
    fen[end - start] = '\0';
    struct bbg_fen_error fen_err;
    if (bbg_position_from_fen(&epd->pos, fen, &fen_err) == 0)
        return true;
    /* "FEN board field, column N: reason" becomes "FEN board field: reason"
     * at the column in the record. */
    int prefix = 0;
    sscanf(fen_err.message, "%*[^,], column %*d: %n", &prefix);
    return epd_refuse(err, start + (size_t)fen_err.column - 1, "%.*s: %s", (int)strcspn(fen_err.message, ","),
                      fen_err.message, fen_err.message + prefix);
}

int bbg_epd_read(struct bbg_epd *epd, const char *line, size_t len, struct bbg_epd_error *err)
{
    if (err) {
        err->column = 0;
        err->message[0] = '\0';
    }
    while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r'))
        len--;
    const struct epd_text t = { line, len };
    epd->op_count = epd->operand_count = epd->text_used = 0;
    const char *nul = len > 0 ? memchr(line, '\0', len) : NULL;
    if (len > BBG_EPD_MAX_TEXT)
        return epd_refuse(err, BBG_EPD_MAX_TEXT, "a record longer than %d bytes", BBG_EPD_MAX_TEXT), -1;
    if (nul != NULL)
        return epd_refuse(err, (size_t)(nul - line), "a NUL byte"), -1;
    size_t start = 0;
    const size_t end = epd_fields_end(&t, &start);
    if (!epd_take_fields(epd, &t, start, end, err) || !epd_take_ops(epd, &t, end, err))
        return -1;
    return 0;
}

int bbg_epd_add(struct bbg_epd *epd, const char *opcode, const char *operands, struct bbg_epd_error *err)
{
    char text[BBG_EPD_MAX_TEXT + 1];
    const int n = snprintf(text, sizeof text, "%s %s", opcode, operands);
    if ((size_t)n >= sizeof text) /* snprintf fails (n < 0) only on a bad format */
        return epd_refuse(err, 0, "an operation longer than %d bytes", BBG_EPD_MAX_TEXT), -1;
    const struct epd_text t = { text, (size_t)n };
    const struct bbg_position pos = epd->pos;
    const int ops = epd->op_count, operands_before = epd->operand_count, used = epd->text_used;
    size_t i = 0;
    bool ok = epd_take_op(epd, &t, &i, err);
    if (ok && i != t.len)
        ok = epd_refuse(err, i, "';' inside the operands");
    if (ok)
        return 0;
    epd->pos = pos;
    epd->op_count = ops;
    epd->operand_count = operands_before;
    epd->text_used = used;
    return -1;
}

/* ---- writing ------------------------------------------------------------ */

/* Output into buf (size bytes), counting what does not fit, as snprintf. */
struct epd_out {
    char *buf;
    size_t size, len;
};

static void epd_put(struct epd_out *o, const char *s, size_t n)
{
    for (size_t k = 0; k < n; k++, o->len++)
        if (o->len + 1 < o->size)
            o->buf[o->len] = s[k];
}

/* The operand o, a move of pos written in SAN. */
static void epd_put_operand(struct epd_out *out, const struct bbg_epd *epd, const struct bbg_epd_operand *o,
                            const struct bbg_position *pos)
{
    const char *text = epd->text + o->text;
    if (o->move != BBG_NO_MOVE) {
        char san[BBG_SAN_MAX];
        epd_put(out, san, bbg_move_to_san(pos, o->move, san, sizeof san));
    } else if (o->quoted) {
        epd_put(out, "\"", 1);
        for (size_t k = 0; k < o->len; k++) {
            if (text[k] == '"' || text[k] == '\\')
                epd_put(out, "\\", 1);
            epd_put(out, text + k, 1);
        }
        epd_put(out, "\"", 1);
    } else {
        epd_put(out, text, o->len);
    }
}

size_t bbg_epd_write(const struct bbg_epd *epd, char *buf, size_t size)
{
    struct epd_out out = { buf, size, 0 };
    char fen[BBG_FEN_MAX];
    bbg_position_to_fen(&epd->pos, fen, sizeof fen);
    size_t fields = 0; /* the FEN's first four fields: up to its fourth space */
    for (int spaces = 0; spaces < 4; fields++)
        spaces += fen[fields] == ' ';
    epd_put(&out, fen, fields - 1);
    for (int i = 0; i < epd->op_count; i++) {
        const struct bbg_epd_op *op = &epd->ops[i];
        struct bbg_position pos = epd->pos;
        epd_put(&out, " ", 1);
        epd_put(&out, op->opcode, strlen(op->opcode));
        for (int k = 0; k < op->count; k++) {
            const struct bbg_epd_operand *o = &epd->operands[op->first + k];
            epd_put(&out, " ", 1);
            epd_put_operand(&out, epd, o, &pos);
            if (o->move != BBG_NO_MOVE && strcmp(op->opcode, "pv") == 0)
                bbg_make_move(&pos, o->move);
        }
        epd_put(&out, ";", 1);
    }
    if (size > 0)
        buf[out.len < size ? out.len : size - 1] = '\0';
    return out.len;
}
