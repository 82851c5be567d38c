/* Legal move generation, making moves, and moves in UCI notation. */
#ifndef PFT_MOVEGEN_H
#define PFT_MOVEGEN_H

#include "position.h"

/* A move in 32 bits: from (bits 0-5), to (6-11), kind (12-15), moving
 * piece (16-18, enum bbg_piece). Castling is the king's move, e1g1. */
typedef uint32_t pft_move;

enum pft_move_kind {
    PFT_NORMAL = 0,      /* also captures, except en passant */
    PFT_DOUBLE_PUSH = 1, /* a pawn's two-square move: sets the en passant square */
    PFT_CASTLE = 2,
    PFT_EN_PASSANT = 3,
    /* Promotions: pft_promotion_kind(piece), piece one of knight..queen:
     * PFT_PROMOTION (knight) to PFT_PROMOTION + 3 (queen). */
    PFT_PROMOTION = 4
};
/* Every kind its own value: a promotion is never read as en passant. */
_Static_assert(PFT_PROMOTION > PFT_EN_PASSANT, "promotion kinds overlap the other kinds");
_Static_assert(PFT_PROMOTION + BBG_PIECE_QUEEN - BBG_PIECE_KNIGHT <= 15,
               "promotion kinds do not fit the move's 4 kind bits");

static inline int pft_promotion_kind(int piece) { return PFT_PROMOTION + piece - BBG_PIECE_KNIGHT; }
static inline bool pft_kind_is_promotion(int kind) { return kind >= PFT_PROMOTION; }
static inline int pft_promoted_piece(int kind) { return kind - PFT_PROMOTION + BBG_PIECE_KNIGHT; }

/* More than any position pft_position_from_fen accepts can have: the king
 * 8 + 2 castlings, 15 other pieces at most 27 each (a queen's most). */
#define PFT_MAX_MOVES 512

struct pft_move_list {
    unsigned count;
    pft_move moves[PFT_MAX_MOVES];
};

static inline int pft_move_from(pft_move m) { return (int)(m & 63u); }
static inline int pft_move_to(pft_move m) { return (int)((m >> 6) & 63u); }
static inline int pft_move_kind(pft_move m) { return (int)((m >> 12) & 15u); }
static inline int pft_move_piece(pft_move m) { return (int)((m >> 16) & 7u); }

/* Every legal move of the side to move, into *list. Returns the count. */
unsigned pft_generate(const struct pft_position *pos, struct pft_move_list *list);

/* The number of legal moves, without listing them (bulk counting). */
unsigned pft_count_moves(const struct pft_position *pos);

/* *out = pos after the legal move m (out may not alias pos). */
void pft_make_move(const struct pft_position *pos, pft_move m, struct pft_position *out);

/* UCI notation of m: "e2e4", "e7e8q"; out holds at least 6 bytes. */
void pft_move_to_uci(pft_move m, char *out);

#endif
