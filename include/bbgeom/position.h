/* Positions: FEN in and out (standard, X-FEN and Shredder-FEN castling;
 * Chess960), legal moves, making a move, check detection and Polyglot keys,
 * all computed with the geometry layer's attacks, between and line-through
 * sets. A position is a plain value: copy it with = to undo a move. */
#ifndef BBGEOM_POSITION_H
#define BBGEOM_POSITION_H

#include <stddef.h>

#include "bbgeom/base.h"
#include "bbgeom/bits.h"
#include "bbgeom/tables.h"
#include "bbgeom/types.h"

BBG_BEGIN_DECLS

/* A move in 16 bits: from (bits 0-5), to (6-11), the promotion piece minus
 * knight (12-13) and the kind (14-15). Castling is written king square to
 * rook square, for Chess960 and standard chess alike. 0 is no move (a1a1). */
typedef uint16_t bbg_move;
#define BBG_NO_MOVE BBG_CAST(bbg_move, 0)

/* More than the most legal moves a position bbg_position_from_fen accepts
 * can have (218, docs/position.md). */
#define BBG_MAX_MOVES 256

enum bbg_move_kind { BBG_MOVE_NORMAL, BBG_MOVE_PROMOTION, BBG_MOVE_EN_PASSANT, BBG_MOVE_CASTLING };

/* The move's origin square. */
static inline int bbg_move_from(bbg_move m) { return m & 63; }
/* The move's target square; for castling, the castling rook's square. */
static inline int bbg_move_to(bbg_move m) { return (m >> 6) & 63; }
static inline enum bbg_move_kind bbg_move_kind(bbg_move m) { return BBG_CAST(enum bbg_move_kind, m >> 14); }
/* The piece a promotion makes (knight..queen); meaningless for other kinds. */
static inline enum bbg_piece bbg_move_promotion(bbg_move m)
{
    return BBG_CAST(enum bbg_piece, BBG_PIECE_KNIGHT + ((m >> 12) & 3));
}
/* The move from from to to of that kind; promotion (knight..queen) only
 * counts for BBG_MOVE_PROMOTION. */
static inline bbg_move bbg_move_encode(int from, int to, enum bbg_move_kind kind, enum bbg_piece promotion)
{
    int extra = kind == BBG_MOVE_PROMOTION ? BBG_CAST(int, promotion) - BBG_PIECE_KNIGHT : 0;
    assert(bbg_is_square(from) && bbg_is_square(to) && extra >= 0 && extra < 4);
    return BBG_CAST(bbg_move, from | to << 6 | extra << 12 | BBG_CAST(int, kind) << 14);
}

/* Castling rights, one bit each (struct bbg_position's castling). */
enum bbg_castling { BBG_WHITE_OO = 1, BBG_WHITE_OOO = 2, BBG_BLACK_OO = 4, BBG_BLACK_OOO = 8 };

/* Small on purpose (88 bytes): bbg_make_move's callers copy it. by_side[s]
 * are side s's pieces, by_kind[k] the pieces of kind k of both sides. */
struct bbg_position {
    uint64_t by_side[2];
    uint64_t by_kind[6];
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

/* The FEN fields, for struct bbg_fen_error; BBG_FEN_POSITION is the
 * position as a whole (a rule that no single field breaks). */
enum bbg_fen_field {
    BBG_FEN_BOARD, BBG_FEN_SIDE, BBG_FEN_CASTLING, BBG_FEN_EN_PASSANT, BBG_FEN_HALFMOVE,
    BBG_FEN_FULLMOVE, BBG_FEN_POSITION
};

/* Why bbg_position_from_fen refused a FEN, or, when it accepted one,
 * whether it filled in missing move counters. */
struct bbg_fen_error {
    enum bbg_fen_field field; /* the field at fault */
    int column;               /* 1-based byte column in the text where it starts */
    bool defaulted_clocks;    /* accepted with halfmove 0 and fullmove 1 assumed */
    char message[160];        /* one line: field, column and reason */
};

/* The standard starting position. */
#define BBG_START_FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
/* Room for any FEN bbg_position_to_fen writes, with its terminating zero. */
#define BBG_FEN_MAX 96

/* Reads fen into *pos: 0, or -1 with the reason in *err (err may be NULL)
 * and *pos all zero, never half read. Checks every field and the position
 * (docs/position.md lists the rules). */
int bbg_position_from_fen(struct bbg_position *pos, const char *fen, struct bbg_fen_error *err);

/* Writes pos's canonical FEN into buf (size bytes, NUL-terminated when
 * size > 0) and returns its length, like snprintf. */
size_t bbg_position_to_fen(const struct bbg_position *pos, char *buf, size_t size);

/* Every legal move of the side to move into moves; returns their number. */
int bbg_legal_moves(const struct bbg_position *pos, bbg_move moves[BBG_MAX_MOVES]);

/* The number of legal moves, without listing them. */
int bbg_count_moves(const struct bbg_position *pos);

/* Plays move, which must be legal in *pos, updating the key. */
void bbg_make_move(struct bbg_position *pos, bbg_move move);

/* True if the legal move gives check, found without making it. */
bool bbg_gives_check(const struct bbg_position *pos, bbg_move move);

/* The pieces that give check to the side to move. */
uint64_t bbg_checkers_bb(const struct bbg_position *pos);

/* The pieces of side by that attack sq, with occupancy occ. */
uint64_t bbg_attackers_bb(const struct bbg_position *pos, int sq, enum bbg_side by, uint64_t occ);

/* The pieces of either side that alone shield side's king from an enemy
 * slider (pinned pieces when they are side's own). */
uint64_t bbg_blockers_bb(const struct bbg_position *pos, enum bbg_side side);

/* The Polyglot key (kept up to date by bbg_make_move). */
static inline uint64_t bbg_position_key(const struct bbg_position *pos) { return pos->key; }

/* The Polyglot key computed from scratch. */
uint64_t bbg_position_key_full(const struct bbg_position *pos);

/* The move in UCI notation ("e2e4", "e7e8q"; castling "e1g1", or king to
 * rook "e1h1" when pos->chess960) into buf; returns its length (4 or 5). */
size_t bbg_move_to_uci(const struct bbg_position *pos, bbg_move move, char buf[8]);

/* The legal move text names in pos, or BBG_NO_MOVE. */
bbg_move bbg_move_from_uci(const struct bbg_position *pos, const char *text);

/* Leaf nodes of the legal move tree to depth (1 at depth 0); the last ply
 * is counted, not made. */
uint64_t bbg_perft(const struct bbg_position *pos, int depth);

/* The pieces of kind kind and side side. */
static inline uint64_t bbg_pieces_bb(const struct bbg_position *pos, enum bbg_side side, enum bbg_piece kind)
{
    return pos->by_side[side] & pos->by_kind[kind];
}

/* The square of side's king. */
static inline int bbg_king_square(const struct bbg_position *pos, enum bbg_side side)
{
    return bbg_lsb(bbg_pieces_bb(pos, side, BBG_PIECE_KING));
}

/* Castling with the king on ksq and the rook on rook (different squares
 * of rank 1 or 8; Chess960 too): the squares that must be empty but for
 * the two of them... */
static inline uint64_t bbg_castling_empty_bb(int ksq, int rook)
{
    assert(bbg_is_square(ksq) && bbg_is_square(rook) && ksq != rook && (ksq & 56) == (rook & 56));
    return bbg_castling_empty_table[ksq & 7][rook & 7] << (ksq & 56);
}

/* ... and the squares the king stands on, passes and lands on, none of
 * which may be attacked. */
static inline uint64_t bbg_castling_king_bb(int ksq, int rook)
{
    assert(bbg_is_square(ksq) && bbg_is_square(rook) && ksq != rook && (ksq & 56) == (rook & 56));
    return bbg_castling_king_table[ksq & 7][rook & 7] << (ksq & 56);
}

/* The kind of piece on sq, or -1 if it is empty. */
int bbg_piece_on(const struct bbg_position *pos, int sq);

BBG_END_DECLS

#endif
