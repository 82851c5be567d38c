/* The shared types: squares, lines, sliders, sides, directions, pieces and
 * colours, and their validity tests. No tables: the table generator includes
 * this header too, so its enums are the library's. */
#ifndef BBGEOM_TYPES_H
#define BBGEOM_TYPES_H

#include "bbgeom/base.h"

BBG_BEGIN_DECLS

/* Square constants: BBG_A1 = 0 ... BBG_H8 = 63 (a1 b1 ... h1 a2 ... h8). */
/* clang-format off */
enum bbg_square {
    BBG_A1, BBG_B1, BBG_C1, BBG_D1, BBG_E1, BBG_F1, BBG_G1, BBG_H1,
    BBG_A2, BBG_B2, BBG_C2, BBG_D2, BBG_E2, BBG_F2, BBG_G2, BBG_H2,
    BBG_A3, BBG_B3, BBG_C3, BBG_D3, BBG_E3, BBG_F3, BBG_G3, BBG_H3,
    BBG_A4, BBG_B4, BBG_C4, BBG_D4, BBG_E4, BBG_F4, BBG_G4, BBG_H4,
    BBG_A5, BBG_B5, BBG_C5, BBG_D5, BBG_E5, BBG_F5, BBG_G5, BBG_H5,
    BBG_A6, BBG_B6, BBG_C6, BBG_D6, BBG_E6, BBG_F6, BBG_G6, BBG_H6,
    BBG_A7, BBG_B7, BBG_C7, BBG_D7, BBG_E7, BBG_F7, BBG_G7, BBG_H7,
    BBG_A8, BBG_B8, BBG_C8, BBG_D8, BBG_E8, BBG_F8, BBG_G8, BBG_H8,
};
/* clang-format on */

/* "No square": the answer when two lines do not meet on the board. */
#define BBG_NO_SQUARE (-1)

/* The four kinds of line: rank (horizontal), file (vertical), diagonal
 * (a1-h8 direction, rank - file constant), anti-diagonal (h1-a8 direction,
 * rank + file constant). */
enum bbg_line { BBG_RANK, BBG_FILE, BBG_DIAG, BBG_ANTI };
#define BBG_LINE_COUNT 4

/* Bishops move along diagonals and anti-diagonals, rooks along ranks and
 * files, queens along all four. */
enum bbg_slider { BBG_BISHOP, BBG_ROOK, BBG_QUEEN };
#define BBG_SLIDER_COUNT 3

/* White pawns move towards rank 8, black ones towards rank 1. */
enum bbg_side { BBG_WHITE = 0, BBG_BLACK = 1 };
#define BBG_SIDE_COUNT 2

/* North is towards rank 8, east towards file h. */
enum bbg_dir {
    BBG_NORTH,
    BBG_SOUTH,
    BBG_EAST,
    BBG_WEST,
    BBG_NORTH_EAST,
    BBG_NORTH_WEST,
    BBG_SOUTH_EAST,
    BBG_SOUTH_WEST
};
#define BBG_DIR_COUNT 8

enum bbg_piece { BBG_PIECE_PAWN, BBG_PIECE_KNIGHT, BBG_PIECE_BISHOP, BBG_PIECE_ROOK, BBG_PIECE_QUEEN, BBG_PIECE_KING };
#define BBG_PIECE_COUNT 6

/* a1 is dark. */
enum bbg_color { BBG_LIGHT = 0, BBG_DARK = 1 };

/* A square's entry in the generated slider tables: its relevant
 * occupancy mask, the magic factor and right shift (0 and 0 when the tables
 * are indexed by PEXT), and a pointer to the square's own attack sets,
 * indexed by pext(occ, mask) or ((occ & mask) * magic) >> shift. One entry
 * per square, 32 bytes on every target (the padding makes up for narrower
 * pointers), so that finding it is a shift of the square and the lookup
 * needs no other base than the entry's. */
struct bbg_slider_index {
    uint64_t mask;
    uint64_t magic;
    const uint64_t *attacks;
    uint32_t shift;
    unsigned char reserved_[32 - 2 * sizeof(uint64_t) - sizeof(const uint64_t *) - sizeof(uint32_t)];
};
BBG_STATIC_ASSERT(sizeof(struct bbg_slider_index) == 32, "a slider entry is 32 bytes: indexed by a shift");

/* Validity tests; each accepts any int. */
static inline bool bbg_is_square(int sq) { return sq >= 0 && sq < 64; }
static inline bool bbg_is_line(int line) { return line >= 0 && line < BBG_LINE_COUNT; }
static inline bool bbg_is_slider(int slider) { return slider >= 0 && slider < BBG_SLIDER_COUNT; }
static inline bool bbg_is_side(int side) { return side >= 0 && side < BBG_SIDE_COUNT; }
static inline bool bbg_is_dir(int dir) { return dir >= 0 && dir < BBG_DIR_COUNT; }
static inline bool bbg_is_piece(int piece) { return piece >= 0 && piece < BBG_PIECE_COUNT; }

BBG_END_DECLS

#endif
