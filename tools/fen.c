/* FEN parsing (see fen.h). */
#include "fen.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "format.h"
#include "shared.h"

static const char letters[] = "pnbrqk";
static const char *const piece_words[6] = { "pawn", "knight", "bishop", "rook", "queen", "king" };

const char *piece_word(enum bbg_piece piece) { return piece_words[piece]; }

/* Writes the message into err; returns false. */
static bool fail(char err[PARSE_ERROR_SIZE], const char *fmt, ...) CLI_PRINTF(2, 3);

static bool fail(char err[PARSE_ERROR_SIZE], const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, PARSE_ERROR_SIZE, fmt, ap);
    va_end(ap);
    return false;
}

/* The board field, len bytes at text. */
static bool parse_board(const char *text, size_t len, struct position *pos, char err[PARSE_ERROR_SIZE])
{
    int rank = 7, file = 0;
    bool last_digit = false;
    for (size_t i = 0; i < len; i++) {
        char c = text[i];
        const char *p;
        if (c == '/') {
            if (file != 8)
                return fail(err, "FEN board field: rank %d has %d squares, not 8", rank + 1, file);
            if (rank == 0)
                return fail(err, "FEN board field: more than 8 ranks");
            rank--;
            file = 0;
            last_digit = false;
        } else if (c >= '1' && c <= '8') {
            if (last_digit)
                return fail(err, "FEN board field: two digits in a row in rank %d", rank + 1);
            file += c - '0';
            if (file > 8)
                return fail(err, "FEN board field: rank %d has more than 8 squares", rank + 1);
            last_digit = true;
        } else if (c != '\0' && ((p = strchr(letters, c)) != NULL
                                  || (c >= 'A' && c <= 'Z' && (p = strchr(letters, c - 'A' + 'a')) != NULL))) {
            enum bbg_side side = c >= 'a' ? BBG_BLACK : BBG_WHITE;
            int piece = (int)(p - letters);
            if (file >= 8)
                return fail(err, "FEN board field: rank %d has more than 8 squares", rank + 1);
            pos->pieces[side][piece] |= UINT64_C(1) << (rank * 8 + file);
            file++;
            last_digit = false;
        } else {
            char bad[2] = { c, '\0' }, quoted[QUOTE_SIZE];
            quote_arg(quoted, sizeof quoted, bad);
            return fail(err, "FEN board field: %s is not a piece letter, digit 1-8 or '/'", quoted);
        }
    }
    if (file != 8)
        return fail(err, "FEN board field: rank %d has %d squares, not 8", rank + 1, file);
    if (rank != 0)
        return fail(err, "FEN board field: %d ranks, not 8", 8 - rank);
    for (int side = 0; side < 2; side++) {
        const char *name = side == BBG_WHITE ? "white" : "black";
        uint64_t kings = pos->pieces[side][BBG_PIECE_KING];
        if (kings == 0 || bbg_more_than_one(kings))
            return fail(err, "FEN board field: %s has %s (exactly one is needed)", name,
                        kings == 0 ? "no king" : "more than one king");
        pos->king[side] = bbg_lsb(kings);
        if (pos->pieces[side][BBG_PIECE_PAWN] & UINT64_C(0xFF000000000000FF))
            return fail(err, "FEN board field: a %s pawn on rank 1 or 8", name);
        for (int piece = 0; piece < 6; piece++)
            pos->by_side[side] |= pos->pieces[side][piece];
        /* No game has more: move lists stay within their bound. */
        if (bbg_popcount(pos->pieces[side][BBG_PIECE_PAWN]) > 8)
            return fail(err, "FEN board field: more than 8 %s pawns", name);
        if (bbg_popcount(pos->by_side[side]) > 16)
            return fail(err, "FEN board field: more than 16 %s pieces", name);
    }
    pos->occupied = pos->by_side[BBG_WHITE] | pos->by_side[BBG_BLACK];
    return true;
}

/* True if the piece stands on the square named by its file letter and rank digit. */
static bool has(const struct position *pos, enum bbg_side side, enum bbg_piece piece, const char *square)
{
    return (pos->pieces[side][piece] >> bbg_parse_square(square)) & 1;
}

static bool parse_castling(const char *text, size_t len, struct position *pos, char err[PARSE_ERROR_SIZE])
{
    static const char order[] = "KQkq";
    static const char *const rooks[4] = { "h1", "a1", "h8", "a8" };
    size_t next = 0;
    if (len == 1 && text[0] == '-') {
        strcpy(pos->castling, "-");
        return true;
    }
    if (len == 0 || len > 4)
        return fail(err, "FEN castling field: expected '-' or some of KQkq in that order");
    for (size_t i = 0; i < len; i++) {
        const char *p = text[i] != '\0' ? strchr(order + next, text[i]) : NULL;
        if (p == NULL)
            return fail(err, "FEN castling field: expected '-' or some of KQkq in that order");
        next = (size_t)(p - order) + 1;
        int k = (int)(p - order);
        enum bbg_side side = k < 2 ? BBG_WHITE : BBG_BLACK;
        if (!has(pos, side, BBG_PIECE_KING, side == BBG_WHITE ? "e1" : "e8")
            || !has(pos, side, BBG_PIECE_ROOK, rooks[k]))
            return fail(err, "FEN castling field: '%c' needs the %s king on %s and a rook on %s", *p,
                        side == BBG_WHITE ? "white" : "black", side == BBG_WHITE ? "e1" : "e8", rooks[k]);
        pos->castling[i] = *p;
    }
    pos->castling[len] = '\0';
    return true;
}

static bool parse_en_passant(const char *text, size_t len, struct position *pos, char err[PARSE_ERROR_SIZE])
{
    char name[3];
    if (len == 1 && text[0] == '-') {
        pos->en_passant = BBG_NO_SQUARE;
        return true;
    }
    if (len != 2)
        return fail(err, "FEN en passant field: expected '-' or a square");
    name[0] = text[0];
    name[1] = text[1];
    name[2] = '\0';
    int sq = bbg_parse_square(name);
    if (sq == BBG_NO_SQUARE)
        return fail(err, "FEN en passant field: expected '-' or a square");
    /* The square a pawn of the side that just moved skipped: rank 3 after
     * a white double step (black to move), rank 6 after a black one. */
    enum bbg_side mover = pos->to_move == BBG_WHITE ? BBG_BLACK : BBG_WHITE;
    int want_rank = mover == BBG_WHITE ? 2 : 5;
    int pawn = mover == BBG_WHITE ? sq + 8 : sq - 8, start = mover == BBG_WHITE ? sq - 8 : sq + 8;
    if (bbg_rank_of(sq) != want_rank)
        return fail(err, "FEN en passant field: %s is not on rank %d (%s to move)", name, want_rank + 1,
                    pos->to_move == BBG_WHITE ? "white" : "black");
    if (!((pos->pieces[mover][BBG_PIECE_PAWN] >> pawn) & 1) || ((pos->occupied >> sq) & 1)
        || ((pos->occupied >> start) & 1))
        return fail(err, "FEN en passant field: no %s pawn can just have passed %s",
                    mover == BBG_WHITE ? "white" : "black", name);
    pos->en_passant = sq;
    return true;
}

/* A decimal number 0..65535 without sign or leading zeros. */
static bool parse_clock(const char *text, size_t len, long *value)
{
    long v = 0;
    if (len == 0 || len > 5 || (len > 1 && text[0] == '0'))
        return false;
    for (size_t i = 0; i < len; i++) {
        if (text[i] < '0' || text[i] > '9')
            return false;
        v = v * 10 + (text[i] - '0');
    }
    *value = v;
    return v <= 65535;
}

/* True if a piece of side attacks sq. */
static bool attacked_by(const struct position *pos, enum bbg_side side, int sq)
{
    for (int piece = 0; piece < 6; piece++)
        if (pos->pieces[side][piece] & bbg_check_squares_bb((enum bbg_piece)piece, side, sq, pos->occupied))
            return true;
    return false;
}

bool fen_parse(const char *text, struct position *pos, char err[PARSE_ERROR_SIZE])
{
    static const char *const field_names[6] = { "board", "side to move", "castling", "en passant",
                                                "halfmove clock", "fullmove number" };
    const char *field[6];
    size_t len[6];
    int n = 0;
    const char *p = text;

    memset(pos, 0, sizeof *pos);
    for (;;) {
        size_t l = strcspn(p, " ");
        if (n == 6)
            return fail(err, l == 0 ? "FEN: a space after the last field" : "FEN: more than 6 fields");
        if (l == 0)
            return fail(err, n == 0 && *p == '\0' ? "FEN: empty (expected board, side to move, castling, en passant, "
                        "halfmove clock and fullmove number fields)" : "FEN: empty %s field (fields are "
                        "separated by exactly one space)", field_names[n]);
        field[n] = p;
        len[n++] = l;
        p += l;
        if (*p == '\0')
            break;
        p++;
    }
    if (n < 4)
        return fail(err, "FEN: missing %s field", field_names[n]);
    if (n == 5)
        return fail(err, "FEN: missing fullmove number field (give both clocks or neither)");

    if (!parse_board(field[0], len[0], pos, err))
        return false;
    if (len[1] != 1 || (field[1][0] != 'w' && field[1][0] != 'b'))
        return fail(err, "FEN side to move field: expected 'w' or 'b'");
    pos->to_move = field[1][0] == 'w' ? BBG_WHITE : BBG_BLACK;
    if (!parse_castling(field[2], len[2], pos, err) || !parse_en_passant(field[3], len[3], pos, err))
        return false;
    pos->halfmove = 0;
    pos->fullmove = 1;
    if (n == 6 && !parse_clock(field[4], len[4], &pos->halfmove))
        return fail(err, "FEN halfmove clock field: expected a number 0..65535 without sign or leading zeros");
    if (n == 6 && (!parse_clock(field[5], len[5], &pos->fullmove) || pos->fullmove == 0))
        return fail(err, "FEN fullmove number field: expected a number 1..65535 without sign or leading zeros");
    const enum bbg_side us = pos->to_move, them = us == BBG_WHITE ? BBG_BLACK : BBG_WHITE;
    if (attacked_by(pos, us, pos->king[them]))
        return fail(err, "FEN side to move field: the %s king on %s is in check, so %s cannot be to move",
                    them == BBG_WHITE ? "white" : "black", bbg_square_name(pos->king[them]),
                    us == BBG_WHITE ? "white" : "black");
    return true;
}
