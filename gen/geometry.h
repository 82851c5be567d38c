/* Plain board geometry for the generator, the helpers of every family
 * (and no family of tables itself): every family builds its tables from
 * these, and none walks the board another way.
 *
 * Everything here is deliberately naive (division, comparison, stepping one
 * square at a time): the runtime library uses bit tricks, and the tests
 * compare the two. The enums are the library's own (bbgeom/types.h). */
#ifndef BBGEOM_GEN_GEOMETRY_H
#define BBGEOM_GEN_GEOMETRY_H

#include <stdbool.h>
#include <stdint.h>

#include "bbgeom/types.h"

enum { GEN_SQUARES = 64, GEN_SIDE = 8 };

/* One step in file and rank coordinates. */
struct gen_step {
    int df, dr;
};

int gen_rank(int sq);
int gen_file(int sq);
/* The square on that file and rank, or -1 if they are off the board. */
int gen_square(int file, int rank);
/* The square one step from sq, or -1 off the board. */
int gen_step_from(int sq, struct gen_step step);
uint64_t gen_bit(int sq);
int gen_popcount(uint64_t bb);

/* The steps of the eight directions, in the order of enum bbg_dir. */
extern const struct gen_step gen_dir_steps[BBG_DIR_COUNT];
extern const char *const gen_dir_names[BBG_DIR_COUNT];
/* The eight knight jumps. */
extern const struct gen_step gen_knight_jumps[8];

/* The squares one of the steps away from sq (a leaper's attacks). */
uint64_t gen_leaps(int sq, const struct gen_step *steps, int count);
/* The squares from sq in dir, sq excluded, up to the edge or up to and
 * including the first square of occ. */
uint64_t gen_walk(int sq, enum bbg_dir dir, uint64_t occ);
/* The kind of line a direction moves along. */
enum bbg_line gen_dir_line(enum bbg_dir dir);

/* The key that is equal for all squares of one line of this kind:
 * the rank, the file, rank - file or rank + file. */
int gen_line_key(enum bbg_line line, int sq);
bool gen_on_same_line(enum bbg_line line, int a, int b);
/* True if the slider moves along lines of this kind. */
bool gen_slider_uses(enum bbg_slider slider, enum bbg_line line);

/* Writes "e4" into name (3 bytes). */
void gen_square_name(int sq, char name[3]);

extern const char *const gen_line_names[BBG_LINE_COUNT];
extern const char *const gen_slider_names[BBG_SLIDER_COUNT];
extern const char *const gen_side_names[BBG_SIDE_COUNT];
extern const char *const gen_side_names[BBG_SIDE_COUNT];

#endif
