/* Parsing a position in Forsyth-Edwards Notation: the six fields (board,
 * side to move, castling rights, en passant square, halfmove clock,
 * fullmove number; the two clocks may be left out together), each checked
 * for form and for agreement with the board. */
#ifndef BBGEOM_TOOL_FEN_H
#define BBGEOM_TOOL_FEN_H

#include <stdbool.h>
#include <stdint.h>

#include <bbgeom.h>

#include "parse.h"

struct position {
    /* pieces[side][piece]: enum bbg_side, enum bbg_piece */
    uint64_t pieces[2][6];
    uint64_t by_side[2];
    uint64_t occupied;
    enum bbg_side to_move;
    int king[2];           /* each side's king square */
    int en_passant;        /* the square, or BBG_NO_SQUARE */
    char castling[5];      /* "-" or a subset of "KQkq" */
    long halfmove, fullmove;
};

/* Parses text; on error writes a one-line message naming the bad field
 * into err and returns false. Accepts only exactly one space between
 * fields, nothing before or after; rejects positions no game reaches in a
 * way a move generator must care about: not one king each, a pawn on rank
 * 1 or 8, more than 8 pawns or 16 pieces a side, the side not to move in
 * check, castling rights without king and rook at home, an en passant
 * square no pawn can just have passed. The one FEN parser of the tree: the
 * tool and examples/perft both use it. */
bool fen_parse(const char *text, struct position *pos, char err[PARSE_ERROR_SIZE]);

/* "pawn", "knight", ... */
const char *piece_word(enum bbg_piece piece);

#endif
