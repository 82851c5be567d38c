/* Writing the generated files: every write is checked, the first failure
 * is remembered, and emit_close() reports it. */
#ifndef BBGEOM_GEN_EMIT_H
#define BBGEOM_GEN_EMIT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

struct emitter {
    FILE *out;
    const char *path;
    bool failed;
};

bool emit_open(struct emitter *e, const char *path);
/* Closes the file; false (after a message on stderr) if any write failed. */
bool emit_close(struct emitter *e);

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
void emit(struct emitter *e, const char *fmt, ...);

/* One table entry: the hex constant, then the label and the squares it holds. */
void emit_bb_entry(struct emitter *e, uint64_t bb, const char *label);

#endif
