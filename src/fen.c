/* FEN in and out (include/bbgeom/fen.h): standard, X-FEN and
 * Shredder-FEN castling, Chess960. The board is read before anything
 * else is judged, so that a bad board is named as such whatever follows
 * it; then the number of fields; then each field; then the position. */
#include "bbgeom/fen.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "bbgeom/movegen.h"
#include "bbgeom/square.h"
#include "board_internal.h"

static const char piece_letters[] = BBG_PIECE_LETTERS_;
/* clang-format off */
static const char *const field_names[] = { "board", "side to move", "castling", "en passant",
                                           "halfmove clock", "fullmove number", "position" };
/* clang-format on */
static const char *const side_names[2] = { "white", "black" };

/* ---- FEN in ------------------------------------------------------------ */

static bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

/* The parse: the text, its fields and where the result goes. */
struct fen_parse {
    const char *text;
    const char *field[6];
    size_t len[6];
    int fields;
    struct bbg_position *pos;
    struct bbg_fen_error *err;
    /* What is wrong with the fields' number or spacing, if anything:
     * found by the split, reported once the board is read. */
    enum bbg_fen_field split_field;
    const char *split_at;
    const char *split_why;
};

/* Records the error at byte offset at of the text; returns -1. */
static int fail(const struct fen_parse *p, enum bbg_fen_field field, const char *at, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

static int fail(const struct fen_parse *p, enum bbg_fen_field field, const char *at, const char *fmt, ...)
{
    if (p->err) {
        va_list ap;
        int column = (int)(at - p->text) + 1;
        int used = snprintf(p->err->message, sizeof p->err->message, "FEN %s%s, column %d: ", field_names[field],
                            field == BBG_FEN_POSITION ? "" : " field", column);
        p->err->field = field;
        p->err->column = column;
        va_start(ap, fmt);
        vsnprintf(p->err->message + used, sizeof p->err->message - (size_t)used, fmt, ap);
        va_end(ap);
    }
    return -1;
}

/* "'x'" for a printable byte, its code otherwise ("byte 0xC3"). */
static const char *show_char(char c, char buf[16])
{
    unsigned char u = (unsigned char)c;
    if (u >= 0x20 && u < 0x7F)
        snprintf(buf, 16, "'%c'", c);
    else
        snprintf(buf, 16, "byte 0x%02X", u);
    return buf;
}

static int parse_board(struct fen_parse *p)
{
    struct bbg_position *pos = p->pos;
    const char *text = p->field[BBG_FEN_BOARD];
    int rank = 7, file = 0;
    bool last_digit = false;
    char shown[16];
    for (size_t i = 0; i < p->len[BBG_FEN_BOARD]; i++) {
        const char c = text[i];
        const int lower = c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c;
        const char *letter = lower >= 'a' && lower <= 'z' ? strchr(piece_letters, lower) : NULL;
        if (c == '/') {
            if (file != 8)
                return fail(p, BBG_FEN_BOARD, text + i, "rank %d has %d squares, not 8", rank + 1, file);
            if (rank == 0)
                return fail(p, BBG_FEN_BOARD, text + i, "more than 8 ranks");
            rank--;
            file = 0;
            last_digit = false;
        } else if (c >= '1' && c <= '8') {
            if (last_digit)
                return fail(p, BBG_FEN_BOARD, text + i, "two digits in a row in rank %d", rank + 1);
            file += c - '0';
            if (file > 8)
                return fail(p, BBG_FEN_BOARD, text + i, "rank %d has more than 8 squares", rank + 1);
            last_digit = true;
        } else if (letter != NULL) {
            if (file >= 8)
                return fail(p, BBG_FEN_BOARD, text + i, "rank %d has more than 8 squares", rank + 1);
            const int side = c >= 'a' ? BBG_BLACK : BBG_WHITE;
            const uint64_t bit = UINT64_C(1) << (rank * 8 + file);
            pos->board.by_side[side] |= bit;
            pos->board.by_kind[letter - piece_letters] |= bit;
            file++;
            last_digit = false;
        } else {
            return fail(p, BBG_FEN_BOARD, text + i, "%s is not a piece letter (pnbrqk, PNBRQK), a digit 1-8 or '/'",
                        show_char(c, shown));
        }
    }
    const char *end = text + p->len[BBG_FEN_BOARD];
    if (file != 8)
        return fail(p, BBG_FEN_BOARD, end, "rank %d has %d squares, not 8", rank + 1, file);
    if (rank != 0)
        return fail(p, BBG_FEN_BOARD, end, "%d ranks, not 8", 8 - rank);
    for (int side = 0; side < 2; side++) {
        const uint64_t mine = pos->board.by_side[side];
        const uint64_t kings = mine & pos->board.by_kind[BBG_PIECE_KING];
        int count[6], extra = 0;
        if (kings == 0 || bbg_more_than_one(kings))
            return fail(p, BBG_FEN_BOARD, text, "%s has %s (exactly one is needed)", side_names[side],
                        kings == 0 ? "no king" : "more than one king");
        if (mine & pos->board.by_kind[BBG_PIECE_PAWN] & UINT64_C(0xFF000000000000FF))
            return fail(p, BBG_FEN_BOARD, text, "a %s pawn on rank %d", side_names[side],
                        mine & pos->board.by_kind[BBG_PIECE_PAWN] & 0xFF ? 1 : 8);
        for (int kind = 0; kind < 6; kind++)
            count[kind] = bbg_popcount(mine & pos->board.by_kind[kind]);
        if (count[BBG_PIECE_PAWN] > 8)
            return fail(p, BBG_FEN_BOARD, text, "%d %s pawns (8 at most)", count[BBG_PIECE_PAWN], side_names[side]);
        /* Pieces beyond the starting set came from promoted pawns: this
         * bounds the material, and so the move count (BBG_MAX_MOVES). */
        extra = (count[BBG_PIECE_QUEEN] > 1 ? count[BBG_PIECE_QUEEN] - 1 : 0);
        for (int kind = BBG_PIECE_KNIGHT; kind <= BBG_PIECE_ROOK; kind++)
            extra += count[kind] > 2 ? count[kind] - 2 : 0;
        if (extra > 8 - count[BBG_PIECE_PAWN])
            return fail(p, BBG_FEN_BOARD, text, "%s's pieces need %d promotions, but only %d of its pawns are missing",
                        side_names[side], extra, 8 - count[BBG_PIECE_PAWN]);
    }
    return 0;
}

/* The castling rook a letter names for side (king on its back rank), or
 * -1: K/Q the outermost rook east/west of the king (X-FEN), A-H the rook
 * on that file (Shredder-FEN). */
static int castling_rook(const struct bbg_position *pos, int side, char letter, int ksq)
{
    const uint64_t back = bbg_rank_bb(side == BBG_WHITE ? 0 : 7);
    const uint64_t rooks = pos->board.by_side[side] & pos->board.by_kind[BBG_PIECE_ROOK] & back;
    const int upper = letter >= 'a' ? letter - ('a' - 'A') : letter;
    if (upper == 'K') {
        const uint64_t east = rooks & ~((UINT64_C(2) << ksq) - 1);
        return east ? bbg_msb(east) : -1;
    }
    if (upper == 'Q') {
        const uint64_t west = rooks & ((UINT64_C(1) << ksq) - 1);
        return west ? bbg_lsb(west) : -1;
    }
    const int sq = bbg_lsb(back) + (upper - 'A');
    return (rooks >> sq) & 1 ? sq : -1;
}

static int parse_castling(struct fen_parse *p)
{
    struct bbg_position *pos = p->pos;
    const char *text = p->field[BBG_FEN_CASTLING];
    const size_t len = p->len[BBG_FEN_CASTLING];
    char shown[16];
    if (len == 1 && text[0] == '-')
        return 0;
    for (size_t i = 0; i < len; i++) {
        const char c = text[i];
        const int upper = c >= 'a' && c <= 'z' ? c - ('a' - 'A') : c;
        if (upper != 'K' && upper != 'Q' && (upper < 'A' || upper > 'H'))
            return fail(p, BBG_FEN_CASTLING, text + i, "%s is not '-', K, Q, k, q or a rook's file letter (A-H, a-h)",
                        show_char(c, shown));
        const int side = c >= 'a' ? BBG_BLACK : BBG_WHITE;
        const int ksq = bbg_king_square(pos, (enum bbg_side)side);
        const int back = side == BBG_WHITE ? 0 : 7;
        if (bbg_rank_of(ksq) != back)
            return fail(p, BBG_FEN_CASTLING, text + i, "'%c' needs the %s king on rank %d, not on %s", c,
                        side_names[side], back + 1, bbg_square_name(ksq));
        const int rook = castling_rook(pos, side, c, ksq);
        if (rook < 0) {
            if (upper == 'K' || upper == 'Q')
                return fail(p, BBG_FEN_CASTLING, text + i, "'%c' needs a %s rook %s of the king on rank %d", c,
                            side_names[side], upper == 'K' ? "east" : "west", back + 1);
            return fail(p, BBG_FEN_CASTLING, text + i, "'%c' needs a %s rook on %c%d", c, side_names[side],
                        upper - 'A' + 'a', back + 1);
        }
        const uint64_t wing = rook > ksq ? ~((UINT64_C(2) << ksq) - 1) : (UINT64_C(1) << ksq) - 1;
        if (pos->castling_rooks & wing & bbg_rank_bb(back))
            return fail(p, BBG_FEN_CASTLING, text + i, "'%c' is a second %s right on the %s side", c, side_names[side],
                        rook > ksq ? "king's" : "queen's");
        pos->castling_rooks |= UINT64_C(1) << rook;
        /* File letters, or a king or rook off the standard squares, make a
         * Chess960 position. */
        if ((upper != 'K' && upper != 'Q') || bbg_file_of(ksq) != 4
            || (bbg_file_of(rook) != 0 && bbg_file_of(rook) != 7))
            pos->chess960 = 1;
    }
    return 0;
}

static int parse_en_passant(struct fen_parse *p)
{
    struct bbg_position *pos = p->pos;
    const char *text = p->field[BBG_FEN_EN_PASSANT];
    const int us = pos->side, mover = us ^ 1;
    if (p->len[BBG_FEN_EN_PASSANT] == 1 && text[0] == '-')
        return 0;
    int sq = -1;
    if (p->len[BBG_FEN_EN_PASSANT] == 2 && text[0] >= 'a' && text[0] <= 'h' && text[1] >= '1' && text[1] <= '8')
        sq = bbg_make_square(text[0] - 'a', text[1] - '1');
    if (sq < 0)
        return fail(p, BBG_FEN_EN_PASSANT, text, "expected '-' or a square such as e3");
    /* The square a pawn of the side that just moved skipped: rank 3 after a
     * white double step (black to move), rank 6 after a black one. */
    const int want_rank = mover == BBG_WHITE ? 2 : 5;
    const int pawn = mover == BBG_WHITE ? sq + 8 : sq - 8, start = mover == BBG_WHITE ? sq - 8 : sq + 8;
    const uint64_t occ = pos->board.by_side[0] | pos->board.by_side[1];
    if (bbg_rank_of(sq) != want_rank)
        return fail(p, BBG_FEN_EN_PASSANT, text, "%s is not on rank %d (%s to move)", bbg_square_name(sq),
                    want_rank + 1, side_names[us]);
    if (!((pos->board.by_side[mover] & pos->board.by_kind[BBG_PIECE_PAWN]) >> pawn & 1) || ((occ >> sq) & 1)
        || ((occ >> start) & 1))
        return fail(p, BBG_FEN_EN_PASSANT, text,
                    "no %s pawn can just have passed %s (it needs a %s pawn on %s "
                    "and %s and %s empty)",
                    side_names[mover], bbg_square_name(sq), side_names[mover], bbg_square_name(pawn),
                    bbg_square_name(sq), bbg_square_name(start));
    /* Kept only as Polyglot keys it: with a pawn beside to take. */
    if (bbg_pawn_attacks_bb((enum bbg_side)mover, sq) & pos->board.by_side[us] & pos->board.by_kind[BBG_PIECE_PAWN])
        pos->ep = (uint8_t)sq;
    return 0;
}

/* A decimal number min..65535 without sign or leading zeros. */
static int parse_clock(struct fen_parse *p, enum bbg_fen_field field, long min, uint16_t *value)
{
    const char *text = p->field[field];
    const size_t len = p->len[field];
    long v = 0;
    bool ok = len <= 5 && (len == 1 || text[0] != '0'); /* fields are never empty */
    for (size_t i = 0; ok && i < len; i++) {
        ok = text[i] >= '0' && text[i] <= '9';
        v = v * 10 + (text[i] - '0');
    }
    if (!ok || v < min || v > 65535)
        return fail(p, field, text, "expected a number %ld..65535 without sign or leading zeros", min);
    *value = (uint16_t)v;
    return 0;
}

/* Records what is wrong with the split, the first thing only. */
static void split_problem(struct fen_parse *p, enum bbg_fen_field field, const char *at, const char *why)
{
    if (p->split_why == NULL) {
        p->split_field = field;
        p->split_at = at;
        p->split_why = why;
    }
}

/* Splits the text, without surrounding whitespace, into fields at single
 * spaces: 4 or 6 of them are right. Fails only on an empty text; any
 * other fault is kept for split_verdict, after the board. */
static int split_fields(struct fen_parse *p)
{
    const char *start = p->text, *end;
    while (is_space(*start))
        start++;
    end = start + strlen(start);
    while (end != start && is_space(end[-1]))
        end--;
    if (start == end)
        return fail(p, BBG_FEN_BOARD, start,
                    "empty FEN (expected board, side to move, castling and en passant "
                    "fields, then optionally the halfmove clock and fullmove number)");
    int n = 0;
    for (const char *q = start;; q++) {
        const char *field_end = q;
        while (field_end < end && *field_end != ' ')
            field_end++;
        if (n == 6) {
            split_problem(p, BBG_FEN_POSITION, q, "more than 6 fields");
            break;
        }
        if (field_end == q) {
            split_problem(p, (enum bbg_fen_field)n, q, "empty field (fields are separated by exactly one space)");
            break;
        }
        p->field[n] = q;
        p->len[n++] = (size_t)(field_end - q);
        q = field_end;
        if (q == end)
            break;
    }
    if (n < 4)
        split_problem(p, (enum bbg_fen_field)n, end,
                      "missing (a FEN has board, side to move, castling and "
                      "en passant fields)");
    if (n == 5)
        split_problem(p, BBG_FEN_FULLMOVE, end, "missing (give both move counters or neither)");
    p->fields = n;
    return 0;
}

/* The split's fault, if it found one. */
static int split_verdict(const struct fen_parse *p)
{
    return p->split_why ? fail(p, p->split_field, p->split_at, "%s", p->split_why) : 0;
}

/* The side to move field, and that the side not to move is not in check. */
static int parse_side(struct fen_parse *p)
{
    struct bbg_position *pos = p->pos;
    const char *side = p->field[BBG_FEN_SIDE];
    if (p->len[BBG_FEN_SIDE] != 1 || (side[0] != 'w' && side[0] != 'b'))
        return fail(p, BBG_FEN_SIDE, side, "expected 'w' or 'b'");
    pos->side = side[0] == 'b' ? BBG_BLACK : BBG_WHITE;
    return 0;
}

static int check_not_in_check(const struct fen_parse *p)
{
    const struct bbg_position *pos = p->pos;
    const int them = pos->side ^ 1, ksq = bbg_king_square(pos, (enum bbg_side)them);
    if (bbg_attackers_bb(pos, ksq, (enum bbg_side)pos->side, pos->board.by_side[0] | pos->board.by_side[1]))
        return fail(p, BBG_FEN_SIDE, p->field[BBG_FEN_SIDE], "the %s king on %s is in check, so %s cannot be to move",
                    side_names[them], bbg_square_name(ksq), side_names[pos->side]);
    return 0;
}

/* The fields in order; 0 or -1. */
static int parse_fields(struct fen_parse *p)
{
    int status = split_fields(p);
    if (status == 0)
        status = parse_board(p);
    if (status == 0)
        status = split_verdict(p);
    if (status == 0)
        status = parse_side(p);
    if (status == 0)
        status = parse_castling(p);
    if (status == 0)
        status = parse_en_passant(p);
    if (status == 0 && p->fields == 6)
        status = parse_clock(p, BBG_FEN_HALFMOVE, 0, &p->pos->halfmove);
    if (status == 0 && p->fields == 6)
        status = parse_clock(p, BBG_FEN_FULLMOVE, 1, &p->pos->fullmove);
    if (status == 0)
        status = check_not_in_check(p);
    return status;
}

int bbg_position_from_fen(struct bbg_position *pos, const char *fen, struct bbg_fen_error *err)
{
    struct fen_parse p = { .text = fen, .pos = pos, .err = err };
    memset(pos, 0, sizeof *pos);
    pos->ep = BBG_NO_EP;
    pos->fullmove = 1;
    if (err) {
        memset(err, 0, sizeof *err);
        err->field = BBG_FEN_POSITION;
    }
    if (fen == NULL) {
        if (err)
            snprintf(err->message, sizeof err->message, "FEN: none given (NULL)");
        return -1;
    }
    if (parse_fields(&p) != 0) {
        memset(pos, 0, sizeof *pos);
        return -1;
    }
    pos->castling =
        bbg_castling_bits_(pos->castling_rooks, bbg_king_square(pos, BBG_WHITE), bbg_king_square(pos, BBG_BLACK));
    pos->key = bbg_position_key_full(pos);
    if (err && p.fields == 4) {
        err->defaulted_clocks = true;
        snprintf(err->message, sizeof err->message, "FEN: no halfmove clock and fullmove number, 0 and 1 assumed");
    }
    return 0;
}

/* ---- FEN out ----------------------------------------------------------- */

/* FEN names an en passant square only where the capture is legal (the
 * position may keep one that is not, as Polyglot keys it). */
static bool has_legal_en_passant(const struct bbg_position *pos)
{
    bbg_move moves[BBG_MAX_MOVES];
    if (pos->ep == BBG_NO_EP)
        return false;
    const int n = bbg_legal_moves(pos, moves);
    for (int i = 0; i < n; i++)
        if (bbg_move_kind(moves[i]) == BBG_MOVE_EN_PASSANT)
            return true;
    return false;
}

size_t bbg_position_to_fen(const struct bbg_position *pos, char *buf, size_t size)
{
    char out[BBG_FEN_MAX], *o = out;
    for (int rank = 7; rank >= 0; rank--) {
        int empty = 0;
        for (int file = 0; file < 8; file++) {
            const int sq = bbg_make_square(file, rank);
            const int kind = bbg_piece_on(pos, sq);
            if (kind < 0) {
                empty++;
                continue;
            }
            if (empty)
                *o++ = (char)('0' + empty);
            empty = 0;
            *o++ = (char)(piece_letters[kind] - ((pos->board.by_side[BBG_WHITE] >> sq) & 1 ? 0x20 : 0));
        }
        if (empty)
            *o++ = (char)('0' + empty);
        if (rank)
            *o++ = '/';
    }
    *o++ = ' ';
    *o++ = pos->side == BBG_WHITE ? 'w' : 'b';
    *o++ = ' ';
    if (!pos->castling_rooks)
        *o++ = '-';
    /* White first, king's side first: KQkq, or the rooks' files (HAha). */
    for (int side = 0; side < 2; side++) {
        const uint64_t rooks = pos->castling_rooks & bbg_rank_bb(side == BBG_WHITE ? 0 : 7);
        const int ksq = bbg_king_square(pos, (enum bbg_side)side);
        for (int wing = 0; wing < 2; wing++) {
            const uint64_t mask = wing == 0 ? ~((UINT64_C(2) << ksq) - 1) : (UINT64_C(1) << ksq) - 1;
            if (!(rooks & mask))
                continue;
            const char *letters =
                side == BBG_WHITE ? (pos->chess960 ? "ABCDEFGH" : "KQ") : (pos->chess960 ? "abcdefgh" : "kq");
            *o++ = letters[pos->chess960 ? bbg_file_of(bbg_lsb(rooks & mask)) : wing];
        }
    }
    *o++ = ' ';
    if (has_legal_en_passant(pos)) {
        memcpy(o, bbg_square_name(pos->ep), 2);
        o += 2;
    } else {
        *o++ = '-';
    }
    snprintf(o, sizeof out - (size_t)(o - out), " %u %u", (unsigned)pos->halfmove, (unsigned)pos->fullmove);
    const size_t len = strlen(out);
    if (size > 0) {
        const size_t n = len < size - 1 ? len : size - 1;
        memcpy(buf, out, n);
        buf[n] = '\0';
    }
    return len;
}
