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

#endif
