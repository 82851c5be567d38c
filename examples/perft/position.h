/* A chess position on bitboards, read from and written to FEN. */
#ifndef PFT_POSITION_H
#define PFT_POSITION_H

#include <stddef.h>
#include <stdint.h>

#include <bbgeom.h>

/* Lets the compiler check the formats given to the error helpers (GNU C). */
#if defined(__GNUC__)
#define PFT_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define PFT_PRINTF(f, a)
#endif

/* Piece kinds are bbgeom's enum bbg_piece (BBG_PIECE_PAWN ... BBG_PIECE_KING);
 * sides are enum bbg_side (BBG_WHITE, BBG_BLACK). */

/* Castling rights, one bit each. */
enum pft_castling {
    PFT_WHITE_OO = 1, PFT_WHITE_OOO = 2, PFT_BLACK_OO = 4, PFT_BLACK_OOO = 8
};

/* "No en passant square". */
#define PFT_NO_EP 64

/* Small on purpose: make-move copies it whole. by_side[s] are the pieces of
 * side s, by_kind[k] the pieces of kind k of both sides. */
struct pft_position {
    uint64_t by_side[2];
    uint64_t by_kind[6];
    uint8_t side;           /* enum bbg_side to move */
    uint8_t castling;       /* enum pft_castling bits */
    uint8_t ep;             /* en passant target square, or PFT_NO_EP */
    uint8_t unused;
    uint16_t halfmove;      /* halfmove clock (carried, not used by perft) */
    uint16_t fullmove;      /* move number */
};

/* Room for any error message of pft_position_from_fen (tools/parse.h's
 * PARSE_ERROR_SIZE). */
#define PFT_FEN_ERROR_SIZE 512

/* The standard starting position. */
#define PFT_START_FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

/* Longest FEN pft_position_to_fen writes, with its terminating zero. */
#define PFT_FEN_MAX 96

/* Parses fen with the tool's parser (tools/fen.h says what it accepts and
 * rejects) into *pos. Returns 0, or -1 with a one-line message naming the
 * bad field in err (err_size bytes). */
int pft_position_from_fen(struct pft_position *pos, const char *fen, char *err, size_t err_size);

/* Writes the FEN of pos into out (at least PFT_FEN_MAX bytes). */
void pft_position_to_fen(const struct pft_position *pos, char *out);

/* The pieces of kind kind and side side. */
static inline uint64_t pft_pieces(const struct pft_position *pos, int side, int kind)
{
    return pos->by_side[side] & pos->by_kind[kind];
}

/* All occupied squares. */
static inline uint64_t pft_occupied(const struct pft_position *pos)
{
    return pos->by_side[0] | pos->by_side[1];
}

/* The square of side's king. */
static inline int pft_king_square(const struct pft_position *pos, int side)
{
    return bbg_lsb(pft_pieces(pos, side, BBG_PIECE_KING));
}

/* The pieces of side by_side that attack square sq, with occupancy occ. */
uint64_t pft_attackers(const struct pft_position *pos, int sq, int by_side, uint64_t occ);

#endif
