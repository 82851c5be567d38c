#include "emit.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "geometry.h"

/* Bitboards with more squares than this are summarised by a count. */
enum { LISTED_SQUARES_MAX = 16, ROW = 8, LABEL_SIZE = 64 };

void gen_fail(const char *fmt, ...)
{
    va_list args;
    va_start(args, fmt);
    fputs("bbgeom-gen: ", stderr);
    vfprintf(stderr, fmt, args);
    fputc('\n', stderr);
    va_end(args);
    exit(1);
}

void *gen_alloc(size_t size, const char *family)
{
    void *p = calloc(1, size);
    if (p == NULL)
        gen_fail("out of memory building the %s tables", family);
    return p;
}

FILE *gen_open(const char *path, const char *mode)
{
    FILE *f = fopen(path, mode);
    if (f == NULL)
        gen_fail("cannot open '%s'%s: %s", path, mode[0] == 'w' ? " for writing" : "", strerror(errno));
    return f;
}

void emit_open(struct emitter *e, const char *path)
{
    e->path = path;
    e->out = gen_open(path, "w");
}

/* A failed flush or close (a full disk, say) says why; the first of the
 * two to fail sets errno. */
void emit_close(struct emitter *e)
{
    if (fflush(e->out) != 0 || fclose(e->out) != 0)
        gen_fail("error writing '%s': %s", e->path, strerror(errno));
    e->out = NULL;
}

void emit(struct emitter *e, const char *fmt, ...)
{
    va_list args;
    va_start(args, fmt);
    const int written = vfprintf(e->out, fmt, args);
    va_end(args);
    if (written < 0)
        gen_fail("error writing '%s': %s", e->path, strerror(errno));
}

void emit_bb_entry(struct emitter *e, int indent, uint64_t bb, const char *label)
{
    int n = gen_popcount(bb);
    emit(e, "%*sUINT64_C(0x%016" PRIX64 "), /* %s:", indent, "", bb, label);
    if (n == 0) {
        emit(e, " - */\n");
        return;
    }
    if (n > LISTED_SQUARES_MAX) {
        emit(e, " %d squares */\n", n);
        return;
    }
    for (int sq = 0; sq < GEN_SQUARES; sq++) {
        char name[3];
        if ((bb & gen_bit(sq)) == 0)
            continue;
        gen_square_name(sq, name);
        emit(e, " %s", name);
    }
    emit(e, " */\n");
}

void gen_label_square(const struct gen_table *t, int depth, const int *index, char *buf, size_t size)
{
    char first[3], last[3];
    gen_square_name(index[depth], first);
    if (t->bitboard != NULL || depth < t->rank - 1) {
        snprintf(buf, size, "%s", first);
        return;
    }
    gen_square_name(index[depth] + ROW - 1, last);
    snprintf(buf, size, "%s..%s", first, last);
}

/* The last dimension: entries one per line, or numbers eight per row. */
static void emit_entries(struct emitter *e, const struct gen_table *t, int *index)
{
    int depth = t->rank - 1, indent = 2 * t->rank;
    char label[LABEL_SIZE];
    for (index[depth] = 0; index[depth] < t->dims[depth]; index[depth]++) {
        if (t->bitboard != NULL) {
            t->label(t, depth, index, label, sizeof label);
            emit_bb_entry(e, indent, t->bitboard(t, index), label);
            continue;
        }
        if (index[depth] % ROW == 0)
            emit(e, "%*s", indent, "");
        emit(e, "%3d,", t->number(t, index));
        if (index[depth] % ROW == ROW - 1 || index[depth] == t->dims[depth] - 1) {
            int row_end = index[depth];
            index[depth] -= row_end % ROW;
            t->label(t, depth, index, label, sizeof label);
            index[depth] = row_end;
            emit(e, " /* %s */\n", label);
        }
    }
}

void emit_table(struct emitter *e, enum gen_part part, const struct gen_table *t)
{
    int index[4] = { 0, 0, 0, 0 };
    if (part == GEN_DECLARE)
        emit(e, "/* %s */\nextern ", t->about);
    emit(e, "const %s %s", t->type, t->name);
    for (int d = 0; d < t->rank; d++)
        emit(e, "[%d]", t->dims[d]);
    if (part == GEN_DECLARE) {
        emit(e, ";\n\n");
        return;
    }
    emit(e, " = {\n");
    /* The outer indices count like an odometer: a block opens for each
     * outer dimension whose index starts, and closes when it rolls over. */
    for (int open_from = 0, d;;) {
        char label[LABEL_SIZE];
        for (d = open_from; d < t->rank - 1; d++) {
            t->label(t, d, index, label, sizeof label);
            emit(e, "%*s{ /* %s */\n", 2 * (d + 1), "", label);
        }
        emit_entries(e, t, index);
        for (d = t->rank - 2; d >= 0; d--) {
            emit(e, "%*s},\n", 2 * (d + 1), "");
            if (++index[d] < t->dims[d])
                break;
            index[d] = 0;
        }
        if (d < 0)
            break;
        open_from = d;
    }
    emit(e, "};\n\n");
}
