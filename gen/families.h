/* One function per family of tables and output file; the driver calls them
 * in order. */
#ifndef BBGEOM_GEN_FAMILIES_H
#define BBGEOM_GEN_FAMILIES_H

#include "emit.h"

/* Small tables, defined static in the header so inline accessors fold. */
void gen_lines_header(struct emitter *e);
void gen_color_header(struct emitter *e);

/* 64x64 tables: declared in the header, defined once in the C file. */
void gen_pairs_header(struct emitter *e);
void gen_pairs_source(struct emitter *e);
void gen_cross_header(struct emitter *e);
void gen_cross_source(struct emitter *e);
void gen_intersect_header(struct emitter *e);
void gen_intersect_source(struct emitter *e);

/* Attacks: leaper and ray tables are small and go into the header; the
 * knight-distance and slider attack tables into the C file. */
void gen_leapers_header(struct emitter *e);
void gen_rays_header(struct emitter *e);
void gen_distance_header(struct emitter *e);
void gen_distance_source(struct emitter *e);

/* How slider attack tables are indexed (Meson option slider_index). */
enum gen_slider_index { GEN_INDEX_MAGIC, GEN_INDEX_PEXT };
void gen_sliders_header(struct emitter *e, enum gen_slider_index method);
/* False (after a message) if memory ran out. */
bool gen_sliders_source(struct emitter *e, enum gen_slider_index method);

#endif
