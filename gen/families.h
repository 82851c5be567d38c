/* The one interface of the families of tables: gen/<family>.c, for the
 * header include/bbgeom/<family>.h, declares its tables for the generated
 * header (job->part GEN_DECLARE) or defines them for the generated C file
 * (GEN_DEFINE). The driver (main.c) calls every family of its one list, in
 * order, for the file it writes. */
#ifndef BBGEOM_GEN_FAMILIES_H
#define BBGEOM_GEN_FAMILIES_H

#include "emit.h"

/* How slider attack tables are indexed (Meson option slider_index). */
enum gen_slider_index { GEN_INDEX_MAGIC, GEN_INDEX_PEXT };

/* The published Polyglot Random64 numbers (gen/position.c). */
enum { GEN_RANDOM64_COUNT = 781 };

/* What the command line asks for: the file, and what some families need. */
struct gen_job {
    enum gen_part part;
    enum gen_slider_index slider_index; /* for the sliders */
    const uint64_t *random64;           /* for position: GEN_RANDOM64_COUNT numbers, NULL for the header */
};

typedef void gen_family(struct emitter *e, const struct gen_job *job);

gen_family gen_color;
gen_family gen_lines;
gen_family gen_pairs;
gen_family gen_intersect;
gen_family gen_shift;
gen_family gen_leapers;
gen_family gen_eval_masks;
gen_family gen_distance;
gen_family gen_sliders;
gen_family gen_position;

/* Reads the Random64 numbers from path, or fails naming the file. */
void gen_read_random64(const char *path, uint64_t values[GEN_RANDOM64_COUNT]);

#endif
