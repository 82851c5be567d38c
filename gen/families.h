/* One function per family of tables (gen/<family>.c, for the header
 * include/bbgeom/<family>.h): it declares its tables for the generated
 * header (GEN_DECLARE) or defines them for the generated C file
 * (GEN_DEFINE). The driver calls each family for each file. */
#ifndef BBGEOM_GEN_FAMILIES_H
#define BBGEOM_GEN_FAMILIES_H

#include "emit.h"

void gen_color(struct emitter *e, enum gen_part part);
void gen_lines(struct emitter *e, enum gen_part part);
void gen_pairs(struct emitter *e, enum gen_part part);
void gen_intersect(struct emitter *e, enum gen_part part);
void gen_shift(struct emitter *e, enum gen_part part);
void gen_leapers(struct emitter *e, enum gen_part part);
void gen_distance(struct emitter *e, enum gen_part part);

/* The published Polyglot Random64 numbers (gen/position.c). */
enum { GEN_RANDOM64_COUNT = 781 };
/* Reads them from path; false (after a message) if it cannot. */
bool gen_read_random64(const char *path, uint64_t values[GEN_RANDOM64_COUNT]);
/* The keys' declarations take no numbers (random64 may be NULL then). */
void gen_position(struct emitter *e, enum gen_part part, const uint64_t random64[GEN_RANDOM64_COUNT]);

/* How slider attack tables are indexed (Meson option slider_index). */
enum gen_slider_index { GEN_INDEX_MAGIC, GEN_INDEX_PEXT };
/* False (after a message) if memory ran out. */
bool gen_sliders(struct emitter *e, enum gen_part part, enum gen_slider_index method);

#endif
