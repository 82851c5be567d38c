/* A brute-force model of the board for the bbgeom tests.
 *
 * Everything here is computed by walking rays square by square, one file
 * and/or rank step at a time, until the walk leaves the board. It includes
 * no bbgeom header and shares no code or formula with the generator (which
 * compares rank/file keys) or with the library (bit tricks and 0x88
 * arithmetic), so that the suites can hold all three against each other.
 *
 * Squares are ints, a1 = 0, b1 = 1, ..., h8 = 63: square = 8 * rank + file.
 * "No square" is MODEL_NONE (-1). */
#ifndef BBGEOM_TEST_MODEL_H
#define BBGEOM_TEST_MODEL_H

#include <stdbool.h>
#include <stdint.h>

#define MODEL_NONE (-1)

/* Line kinds, in the order of the contract's enum bbg_line (the suites
 * check that the two agree at compile time). */
enum model_kind { MODEL_RANK, MODEL_FILE, MODEL_DIAG, MODEL_ANTI, MODEL_KINDS };

/* Sliders, in the order of the contract's enum bbg_slider. */
enum model_slider { MODEL_BISHOP, MODEL_ROOK, MODEL_QUEEN, MODEL_SLIDERS };

/* Colours: dark = 1, light = 0, as in the contract. */
enum model_color { MODEL_LIGHT = 0, MODEL_DARK = 1 };

/* A step on the board: file delta, rank delta. */
struct model_step {
    int df, dr;
};

/* The eight directions; directions 2k and 2k + 1 are the two ways along a
 * line of kind k: rank (1,0) (-1,0), file (0,1) (0,-1), diagonal (1,1)
 * (-1,-1), anti-diagonal (1,-1) (-1,1). */
#define MODEL_DIRECTIONS 8
extern const struct model_step model_directions[MODEL_DIRECTIONS];

/* Names for messages. */
extern const char *const model_kind_names[MODEL_KINDS];
extern const char *const model_slider_names[MODEL_SLIDERS];

/* Coordinates by plain division. */
bool model_is_square(int sq);
int model_rank(int sq);
int model_file(int sq);
/* The square on (file, rank), or MODEL_NONE if that is off the board. */
int model_square(int file, int rank);
/* The square of 0x88 coordinate x (16 * rank + file, rank and file 0..7),
 * or MODEL_NONE if x is no such coordinate; any int. */
int model_x88_square(int x);

/* Walks from sq in direction dir (0..7) until leaving the board; stores
 * the squares passed, nearest first, sq itself excluded, in out; returns
 * how many (0..7). */
int model_walk(int sq, int dir, int out[8]);

/* Single-square bitboard, membership, square count (by looping). */
uint64_t model_bit(int sq);
bool model_has(uint64_t bb, int sq);
int model_count(uint64_t bb);

/* The squares of the kind-line through sq, sq included: out gets them (in
 * walking order, not sorted); returns how many (1..8). */
int model_line_squares(int kind, int sq, int out[8]);
/* The same as a bitboard. */
uint64_t model_line_bb(int kind, int sq);

/* Lines by index, each found from the square where it starts on the board's
 * edge and walked: rank r (0..7), file f (0..7), diagonal d = rank - file
 * (-7..7), anti-diagonal i = rank + file (0..14). */
uint64_t model_rank_bb(int r);
uint64_t model_file_bb(int f);
uint64_t model_diag_bb(int d);
uint64_t model_anti_bb(int i);

/* True if b lies on the kind-line through a (true when a == b). */
bool model_same_line(int kind, int a, int b);
/* True if a != b and they share a line of any kind. */
bool model_aligned(int a, int b);
/* True if slider moves along lines of that kind. */
bool model_slider_uses(int slider, int kind);

/* Squares strictly between a and b when b is reached walking from a in one
 * of the eight directions; 0 otherwise (also a == b). */
uint64_t model_between_bb(int a, int b);
/* The whole line through a and b (a, both walks along the direction that
 * reaches b) when they are aligned and a != b; 0 otherwise. */
uint64_t model_line_through_bb(int a, int b);
/* The square where the ka-line through a meets the kb-line through b, by
 * comparing their square lists; MODEL_NONE if they do not meet, and for
 * ka == kb. */
int model_intersect(int ka, int a, int kb, int b);
/* Union over ordered pairs (X, Y) of distinct kinds the slider uses of
 * model_intersect(X, a, Y, b). */
uint64_t model_cross_bb(int slider, int a, int b);

/* Dark when rank + file is even (a1 is dark). */
int model_color(int sq);

/* "a1".."h8" built from characters; "none" for MODEL_NONE; "sq<n>" for
 * any other int. Returned by value so that it can go straight into a
 * message. */
struct model_name {
    char s[16];
};
struct model_name model_name(int sq);

/* The squares of bb as names separated by spaces ("" for none). */
struct model_bb_text {
    char s[64 * 3 + 1];
};
struct model_bb_text model_bb_text(uint64_t bb);

/* Attacks, distances and symmetries, for the attacks suites. */

/* Squares a slider on sq attacks with occupancy occ: each of its
 * directions walked up to and including the first occupied square. */
uint64_t model_slider_attacks_bb(int slider, int sq, uint64_t occ);
/* The relevant occupancy squares of a slider on sq: every square of its
 * walks except the last one of each walk. */
uint64_t model_relevant_bb(int slider, int sq);
/* The squares reached from sq by single jumps (df, dr) that stay on the
 * board. */
uint64_t model_jumps_bb(int sq, const struct model_step *jumps, int count);
uint64_t model_knight_bb(int sq);
uint64_t model_king_bb(int sq);
/* Squares a pawn attacks: one rank up for white (side 0), down for black. */
uint64_t model_pawn_bb(int side, int sq);
/* The squares reached from sq by repeating the step (df, dr) until the
 * walk leaves the board (sq excluded); (0, 0) is not a step. */
uint64_t model_ray_bb(int sq, struct model_step step);
/* The fewest jumps from a to b by breadth-first search over the board;
 * -1 if b cannot be reached. */
int model_jump_distance(int a, int b, const struct model_step *jumps, int count);
extern const struct model_step model_knight_jumps[8];
extern const struct model_step model_king_jumps[8];
/* One orthogonal step: rank and file neighbours (Manhattan distance). */
extern const struct model_step model_rook_steps[4];

/* The square a symmetry of the board sends sq to, from its coordinates. */
enum model_symmetry {
    MODEL_FLIP_VERTICAL, MODEL_FLIP_HORIZONTAL, MODEL_FLIP_DIAGONAL, MODEL_FLIP_ANTI_DIAGONAL,
    MODEL_ROTATE_90, MODEL_ROTATE_180, MODEL_ROTATE_270, MODEL_SYMMETRIES
};
extern const char *const model_symmetry_names[MODEL_SYMMETRIES];
int model_map_square(enum model_symmetry symmetry, int sq);
/* Every square of bb sent through model_map_square. */
uint64_t model_map_bb(enum model_symmetry symmetry, uint64_t bb);

/* Brute force checking squares: every square t the slider on from attacks
 * (t != ksq) such that, with the slider moved from `from` to t, it attacks
 * ksq. */
uint64_t model_slider_checks_bb(int slider, int from, int ksq, uint64_t occ);
/* Brute force blockers: walk from ksq in each direction; when the first
 * occupied square is followed by a second one that holds a slider of the
 * set for that direction (diag_sliders on diagonals and anti-diagonals,
 * orth_sliders on ranks and files), the first is a blocker and the second
 * a pinner (*pinners). */
uint64_t model_slider_blockers_bb(int ksq, uint64_t occ, uint64_t diag_sliders,
                                  uint64_t orth_sliders, uint64_t *pinners);

#endif
