/* Writing the generated files: every write is checked, and the first that
 * fails ends the program with its message (gen_fail), as does any other
 * failure of the generator: a build tool that cannot do its job has
 * nothing to clean up and no caller to tell, so no error is passed up.
 * emit_table() writes any table, declared in the header and defined in the
 * C file. */
#ifndef BBGEOM_GEN_EMIT_H
#define BBGEOM_GEN_EMIT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

struct emitter {
    FILE *out;
    const char *path;
};

/* Which file is being written: the header declares, the C file defines. */
enum gen_part { GEN_DECLARE, GEN_DEFINE };

/* One table. Bitboard tables (bitboard set) are written one entry per line
 * with the squares it holds; number tables (number set) in rows of eight.
 * label() names each block of the outer dimensions (depth < rank - 1) and
 * each entry, or row of eight, of the last one (depth == rank - 1);
 * index[0..depth] says which. arg is the family's own, for the callbacks. */
struct gen_table {
    const char *type, *name, *about;
    int rank, dims[4];
    int arg;
    uint64_t (*bitboard)(const struct gen_table *t, const int *index);
    int (*number)(const struct gen_table *t, const int *index);
    void (*label)(const struct gen_table *t, int depth, const int *index, char *buf, size_t size);
};

/* Prints "bbgeom-gen: ", the message and a newline on stderr, and exits
 * with status 1. */
_Noreturn void gen_fail(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

/* size bytes of zeros for the tables of a family (its name), or gen_fail
 * saying which. */
void *gen_alloc(size_t size, const char *family);

/* The file at path opened with mode ("r" or "w"); never NULL: a file that
 * cannot be opened is named by gen_fail. */
FILE *gen_open(const char *path, const char *mode);

void emit_open(struct emitter *e, const char *path);
/* Closes the file, or fails if the last writes do not reach it. */
void emit_close(struct emitter *e);

void emit(struct emitter *e, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* The table's declaration (GEN_DECLARE) or definition (GEN_DEFINE). */
void emit_table(struct emitter *e, enum gen_part part, const struct gen_table *t);

/* One bitboard entry: the hex constant, then the label and the squares it
 * holds (or their count, when there are many). */
void emit_bb_entry(struct emitter *e, int indent, uint64_t bb, const char *label);

/* Labels shared by several families: the square of the index at depth, and
 * a row of eight squares from it ("a1..h1"). */
void gen_label_square(const struct gen_table *t, int depth, const int *index, char *buf, size_t size);

#endif
