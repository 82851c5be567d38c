/* Plain board coordinates for the generator.
 *
 * Everything here is deliberately naive (division, comparison, walking):
 * the runtime library uses bit tricks, and the tests compare the two. */
#ifndef BBGEOM_GEN_BOARD_H
#define BBGEOM_GEN_BOARD_H

#include <stdbool.h>
#include <stdint.h>

enum { GEN_SQUARES = 64, GEN_SIDE = 8 };

/* Line kinds in the order of the public enum bbg_line. */
enum gen_line { GEN_RANK, GEN_FILE, GEN_DIAG, GEN_ANTI, GEN_LINES };

/* Sliders in the order of the public enum bbg_slider. */
enum gen_slider { GEN_BISHOP, GEN_ROOK, GEN_QUEEN, GEN_SLIDERS };

int gen_rank(int sq);
int gen_file(int sq);
uint64_t gen_bit(int sq);

/* The key that is equal for all squares of one line of this kind:
 * the rank, the file, rank - file or rank + file. */
int gen_line_key(enum gen_line line, int sq);
bool gen_on_same_line(enum gen_line line, int a, int b);

/* True if the slider moves along lines of this kind. */
bool gen_slider_uses(enum gen_slider slider, enum gen_line line);

/* Writes "e4" into name (3 bytes). */
void gen_square_name(int sq, char name[3]);

extern const char *const gen_line_names[GEN_LINES];
extern const char *const gen_slider_names[GEN_SLIDERS];

#endif
