/* FEN in and out, and the validation that keeps the move generator's
 * assumptions true (one king each, rights only with pieces at home, ...). */
#include "position.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static const char piece_letters[] = "pnbrqk";
static const char white_piece_letters[] = "PNBRQK";

static int fail(char *err, size_t err_size, const char *format, ...) PFT_PRINTF(3, 4);

static int fail(char *err, size_t err_size, const char *format, ...)
{
    if (err && err_size) {
        va_list args;
        va_start(args, format);
        vsnprintf(err, err_size, format, args);
        va_end(args);
    }
    return -1;
}

uint64_t pft_attackers(const struct pft_position *pos, int sq, int by_side, uint64_t occ)
{
    uint64_t them = pos->by_side[by_side];
    uint64_t diag = pos->by_kind[BBG_PIECE_BISHOP] | pos->by_kind[BBG_PIECE_QUEEN];
    uint64_t orth = pos->by_kind[BBG_PIECE_ROOK] | pos->by_kind[BBG_PIECE_QUEEN];
    /* A pawn of by_side attacks sq exactly when a pawn of the other side on
     * sq would attack the pawn's square. */
    return them & ((bbg_pawn_attacks_bb((enum bbg_side)(by_side ^ 1), sq) & pos->by_kind[BBG_PIECE_PAWN])
                 | (bbg_knight_attacks_bb(sq) & pos->by_kind[BBG_PIECE_KNIGHT])
                 | (bbg_king_attacks_bb(sq) & pos->by_kind[BBG_PIECE_KING])
                 | (bbg_bishop_attacks_bb(sq, occ) & diag)
                 | (bbg_rook_attacks_bb(sq, occ) & orth));
}

/* One whitespace-separated field of at most 127 characters: its length,
 * or -1 if longer. *text is advanced past it and the blanks after it. */
static int next_field(const char **text, char *field)
{
    const char *s = *text;
    int n = 0;
    while (*s && *s != ' ' && *s != '\t') {
        if (n == 127)
            return -1;
        field[n++] = *s++;
    }
    field[n] = '\0';
    while (*s == ' ' || *s == '\t')
        s++;
    *text = s;
    return n;
}

static int parse_board(struct pft_position *pos, const char *board, char *err, size_t err_size)
{
    int rank = 7, file = 0;
    bool last_was_digit = false;
    for (const char *c = board;; c++) {
        if (*c == '/' || *c == '\0') {
            if (file != 8)
                return fail(err, err_size, "FEN board field: rank %d has %d squares, not 8",
                            rank + 1, file);
            if (*c == '\0')
                break;
            if (rank == 0)
                return fail(err, err_size, "FEN board field: more than 8 ranks");
            rank--;
            file = 0;
            last_was_digit = false;
        } else if (*c >= '1' && *c <= '8') {
            if (last_was_digit)
                return fail(err, err_size, "FEN board field: two digits in a row in rank %d",
                            rank + 1);
            file += *c - '0';
            if (file > 8)
                return fail(err, err_size, "FEN board field: rank %d has more than 8 squares",
                            rank + 1);
            last_was_digit = true;
        } else {
            char lower = (char)(*c | 0x20);
            const char *p = strchr(piece_letters, lower);
            if (!p || *c == ' ' || (*c != lower && *c != (char)(lower - 0x20)))
                return fail(err, err_size, "FEN board field: '%c' is not a piece letter", *c);
            if (file == 8)
                return fail(err, err_size, "FEN board field: rank %d has more than 8 squares",
                            rank + 1);
            int side = *c == lower ? BBG_BLACK : BBG_WHITE;
            uint64_t bit = UINT64_C(1) << bbg_make_square(file, rank);
            pos->by_side[side] |= bit;
            pos->by_kind[p - piece_letters] |= bit;
            file++;
            last_was_digit = false;
        }
    }
    if (rank != 0)
        return fail(err, err_size, "FEN board field: %d ranks, not 8", 8 - rank);

    static const char *const side_names[2] = { "white", "black" };
    for (int side = 0; side < 2; side++) {
        int kings = bbg_popcount(pft_pieces(pos, side, BBG_PIECE_KING));
        if (kings != 1)
            return fail(err, err_size, "FEN board field: %d %s kings, not 1", kings, side_names[side]);
        if (bbg_popcount(pos->by_side[side]) > 16)
            return fail(err, err_size, "FEN board field: more than 16 %s pieces", side_names[side]);
        if (bbg_popcount(pft_pieces(pos, side, BBG_PIECE_PAWN)) > 8)
            return fail(err, err_size, "FEN board field: more than 8 %s pawns", side_names[side]);
    }
    if (pos->by_kind[BBG_PIECE_PAWN] & (bbg_rank_bb(0) | bbg_rank_bb(7)))
        return fail(err, err_size, "FEN board field: a pawn on the first or last rank");
    return 0;
}

/* Castling: "-" or a non-empty subset of KQkq in that order; each right
 * needs its king and rook on their starting squares. */
static int parse_castling(struct pft_position *pos, const char *field, char *err, size_t err_size)
{
    static const struct { char letter; uint8_t right; int side, king, rook; } rights[4] = {
        { 'K', PFT_WHITE_OO, BBG_WHITE, BBG_E1, BBG_H1 },
        { 'Q', PFT_WHITE_OOO, BBG_WHITE, BBG_E1, BBG_A1 },
        { 'k', PFT_BLACK_OO, BBG_BLACK, BBG_E8, BBG_H8 },
        { 'q', PFT_BLACK_OOO, BBG_BLACK, BBG_E8, BBG_A8 },
    };
    pos->castling = 0;
    if (strcmp(field, "-") == 0)
        return 0;
    int next = 0;
    for (const char *c = field; *c; c++) {
        int i = next;
        while (i < 4 && rights[i].letter != *c)
            i++;
        if (i == 4)
            return fail(err, err_size, "FEN castling field \"%s\": '%c' is out of order, "
                        "repeated or not one of KQkq", field, *c);
        next = i + 1;
        if (!((pft_pieces(pos, rights[i].side, BBG_PIECE_KING) >> rights[i].king) & 1)
            || !((pft_pieces(pos, rights[i].side, BBG_PIECE_ROOK) >> rights[i].rook) & 1))
            return fail(err, err_size, "FEN castling field \"%s\": '%c' needs the king on %s "
                        "and a rook on %s", field, *c, bbg_square_name(rights[i].king),
                        bbg_square_name(rights[i].rook));
        pos->castling |= rights[i].right;
    }
    return 0;
}

/* En passant: "-" or the square a pawn of the side not to move just
 * skipped; that pawn must stand in front of it and the square and the one
 * it came from must be empty. */
static int parse_ep(struct pft_position *pos, const char *field, char *err, size_t err_size)
{
    pos->ep = PFT_NO_EP;
    if (strcmp(field, "-") == 0)
        return 0;
    int sq = bbg_parse_square(field);
    if (sq < 0)
        return fail(err, err_size, "FEN en passant field \"%s\": not '-' or a square", field);
    int us = pos->side, them = us ^ 1;
    int wanted_rank = us == BBG_WHITE ? 5 : 2;
    if (bbg_rank_of(sq) != wanted_rank)
        return fail(err, err_size, "FEN en passant field \"%s\": must be on rank %d with %s to move",
                    field, wanted_rank + 1, us == BBG_WHITE ? "white" : "black");
    int pawn_sq = us == BBG_WHITE ? sq - 8 : sq + 8;
    int from_sq = us == BBG_WHITE ? sq + 8 : sq - 8;
    uint64_t occ = pft_occupied(pos);
    if (!((pft_pieces(pos, them, BBG_PIECE_PAWN) >> pawn_sq) & 1)
        || ((occ >> sq) & 1) || ((occ >> from_sq) & 1))
        return fail(err, err_size, "FEN en passant field \"%s\": no pawn can just have moved "
                    "two squares past it", field);
    pos->ep = (uint8_t)sq;
    return 0;
}

/* A clock: decimal digits only, at most max. */
static int parse_clock(const char *field, long min, long max, uint16_t *out)
{
    long value = 0;
    if (!*field)
        return -1;
    for (const char *c = field; *c; c++) {
        if (*c < '0' || *c > '9')
            return -1;
        value = value * 10 + (*c - '0');
        if (value > max)
            return -1;
    }
    if (value < min)
        return -1;
    *out = (uint16_t)value;
    return 0;
}

int pft_position_from_fen(struct pft_position *pos, const char *fen, char *err, size_t err_size)
{
    static const char *const field_names[6] = {
        "board", "side to move", "castling", "en passant", "halfmove clock", "fullmove number"
    };
    char fields[6][128];
    int count = 0;
    memset(pos, 0, sizeof *pos);
    if (!fen)
        return fail(err, err_size, "no FEN given");
    while (*fen == ' ' || *fen == '\t')
        fen++;
    while (*fen) {
        if (count == 6)
            return fail(err, err_size, "FEN has more than 6 fields (extra: \"%.40s\")", fen);
        if (next_field(&fen, fields[count]) < 0)
            return fail(err, err_size, "FEN %s field is too long", field_names[count]);
        count++;
    }
    if (count < 4)
        return fail(err, err_size, "FEN has no %s field", field_names[count]);
    if (count == 5)
        return fail(err, err_size, "FEN has a halfmove clock but no fullmove number");

    if (parse_board(pos, fields[0], err, err_size) < 0)
        return -1;
    if (strcmp(fields[1], "w") == 0)
        pos->side = BBG_WHITE;
    else if (strcmp(fields[1], "b") == 0)
        pos->side = BBG_BLACK;
    else
        return fail(err, err_size, "FEN side to move field \"%s\": not 'w' or 'b'", fields[1]);
    if (parse_castling(pos, fields[2], err, err_size) < 0 || parse_ep(pos, fields[3], err, err_size) < 0)
        return -1;
    pos->halfmove = 0;
    pos->fullmove = 1;
    if (count == 6) {
        if (parse_clock(fields[4], 0, 9999, &pos->halfmove) < 0)
            return fail(err, err_size, "FEN halfmove clock field \"%s\": not a number 0-9999",
                        fields[4]);
        if (parse_clock(fields[5], 1, 9999, &pos->fullmove) < 0)
            return fail(err, err_size, "FEN fullmove number field \"%s\": not a number 1-9999",
                        fields[5]);
    }

    int them = pos->side ^ 1;
    if (pft_attackers(pos, pft_king_square(pos, them), pos->side, pft_occupied(pos)))
        return fail(err, err_size, "FEN board field: the side not to move (%s) is in check",
                    them == BBG_WHITE ? "white" : "black");
    return 0;
}

void pft_position_to_fen(const struct pft_position *pos, char *out)
{
    char *o = out;
    for (int rank = 7; rank >= 0; rank--) {
        int empty = 0;
        for (int file = 0; file < 8; file++) {
            int sq = bbg_make_square(file, rank);
            int kind = 0;
            while (kind < 6 && !((pos->by_kind[kind] >> sq) & 1))
                kind++;
            if (kind == 6) {
                empty++;
                continue;
            }
            if (empty)
                *o++ = (char)('0' + empty);
            empty = 0;
            /* Pick the table, not the letter: ?: on two chars gives an int. */
            const char *letters = (pos->by_side[BBG_WHITE] >> sq) & 1 ? white_piece_letters
                                                                      : piece_letters;
            *o++ = letters[kind];
        }
        if (empty)
            *o++ = (char)('0' + empty);
        if (rank)
            *o++ = '/';
    }
    *o++ = ' ';
    *o++ = pos->side == BBG_WHITE ? 'w' : 'b';
    *o++ = ' ';
    if (!pos->castling)
        *o++ = '-';
    static const char castle_letters[] = "KQkq";
    for (int i = 0; i < 4; i++)
        if (pos->castling & (1 << i))
            *o++ = castle_letters[i];
    *o++ = ' ';
    if (pos->ep == PFT_NO_EP) {
        *o++ = '-';
    } else {
        const char *name = bbg_square_name(pos->ep);
        *o++ = name[0];
        *o++ = name[1];
    }
    snprintf(o, (size_t)(PFT_FEN_MAX - (o - out)), " %u %u", (unsigned)pos->halfmove,
             (unsigned)pos->fullmove);
}
