/* The board of a position: struct bbg_position, a plain value (copy it
 * with = to undo a move), and what can be asked of it without moving:
 * pieces, kings, checkers, attackers, pins, castling paths and Polyglot
 * keys, all from the geometry layer's attacks, between and line-through
 * sets. Source: src/board.c. */
#ifndef BBGEOM_BOARD_H
#define BBGEOM_BOARD_H

#include "bbgeom/attacks.h"
#include "bbgeom/base.h"
#include "bbgeom/bits.h"
#include "bbgeom/tables.h"
#include "bbgeom/types.h"

BBG_BEGIN_DECLS

/* Castling rights, one bit each (struct bbg_position's castling). */
enum bbg_castling { BBG_WHITE_OO = 1, BBG_WHITE_OOO = 2, BBG_BLACK_OO = 4, BBG_BLACK_OOO = 8 };

/* Small on purpose (88 bytes): bbg_make_move's callers copy it. board
 * holds the pieces, as the geometry layer's attackers take them. */
struct bbg_position {
    struct bbg_board board;
    uint64_t castling_rooks; /* the rooks that may still castle */
    uint64_t key;            /* the Polyglot key, kept by bbg_make_move */
    uint8_t side;            /* enum bbg_side to move */
    uint8_t ep;              /* en passant square, 64 if none (see below) */
    uint8_t castling;        /* enum bbg_castling bits, the same rights as castling_rooks */
    uint8_t chess960;        /* 1: castling written king-to-rook in UCI, rook files in FEN */
    uint16_t halfmove;       /* plies since the last capture or pawn move */
    uint16_t fullmove;       /* the move number, from 1 */
};
/* The en passant square is kept, as Polyglot keys it, only when a pawn of
 * the side to move stands beside the pawn that just moved two squares
 * (the capture may still be illegal: FEN output checks that). */
#define BBG_NO_EP 64

/* The pieces of kind kind and side side. */
static inline uint64_t bbg_pieces_bb(const struct bbg_position *pos, enum bbg_side side, enum bbg_piece kind)
{
    return pos->board.by_side[side] & pos->board.by_kind[kind];
}

/* The square of side's king. */
static inline int bbg_king_square(const struct bbg_position *pos, enum bbg_side side)
{
    return bbg_lsb(bbg_pieces_bb(pos, side, BBG_PIECE_KING));
}

/* The kind of piece on sq, or -1 if it is empty. */
BBG_API int bbg_piece_on(const struct bbg_position *pos, int sq);

/* A square's piece by side and kind, each ready to index an engine's
 * [side][kind] tables: -1 and -1 on an empty square. */
struct bbg_occupant {
    int side; /* enum bbg_side, or -1 */
    int kind; /* enum bbg_piece, or -1 */
};

/* The side and kind of the piece on sq ({-1, -1} if it is empty). */
BBG_API struct bbg_occupant bbg_piece_at(const struct bbg_position *pos, int sq);

/* The pieces that give check to the side to move. */
BBG_API uint64_t bbg_checkers_bb(const struct bbg_position *pos);

/* The pieces of side by that attack sq through occ; pieces not in occ do
 * not attack (bbg_board_attackers_bb on the position's board). */
BBG_API uint64_t bbg_attackers_bb(const struct bbg_position *pos, int sq, enum bbg_side by, uint64_t occ);

/* The pieces of either side that alone shield side's king from an enemy
 * slider (pinned pieces when they are side's own). */
BBG_API uint64_t bbg_blockers_bb(const struct bbg_position *pos, enum bbg_side side);

/* Castling with the king on ksq and the rook on rook (different squares
 * of rank 1 or 8; Chess960 too): the squares that must be empty but for
 * the two of them... */
static inline uint64_t bbg_castling_empty_bb(int ksq, int rook)
{
    BBG_ASSERT(bbg_is_square(ksq) && bbg_is_square(rook) && ksq != rook && (ksq & 56) == (rook & 56));
    return bbg_castling_empty_table[ksq & 7][rook & 7] << (ksq & 56);
}

/* ... and the squares the king stands on, passes and lands on, none of
 * which may be attacked. */
static inline uint64_t bbg_castling_king_bb(int ksq, int rook)
{
    BBG_ASSERT(bbg_is_square(ksq) && bbg_is_square(rook) && ksq != rook && (ksq & 56) == (rook & 56));
    return bbg_castling_king_table[ksq & 7][rook & 7] << (ksq & 56);
}

/* The Polyglot key (kept up to date by bbg_make_move). */
static inline uint64_t bbg_position_key(const struct bbg_position *pos) { return pos->key; }

/* The Polyglot key computed from scratch. */
BBG_API uint64_t bbg_position_key_full(const struct bbg_position *pos);

BBG_END_DECLS

#endif
