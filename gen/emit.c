#include "emit.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <string.h>

#include "board.h"

/* Bitboards with more squares than this are summarised by a count. */
enum { LISTED_SQUARES_MAX = 16 };

bool emit_open(struct emitter *e, const char *path)
{
    e->path = path;
    e->failed = false;
    e->out = fopen(path, "w");
    if (e->out == NULL) {
        fprintf(stderr, "bbgeom-gen: cannot open '%s' for writing: %s\n", path, strerror(errno));
        return false;
    }
    return true;
}

bool emit_close(struct emitter *e)
{
    int saved = 0;
    if (fflush(e->out) != 0 || ferror(e->out)) {
        saved = errno;
        e->failed = true;
    }
    if (fclose(e->out) != 0 && !e->failed) {
        saved = errno;
        e->failed = true;
    }
    e->out = NULL;
    if (e->failed)
        fprintf(stderr, "bbgeom-gen: error writing '%s': %s\n", e->path,
                saved != 0 ? strerror(saved) : "write failed");
    return !e->failed;
}

void emit(struct emitter *e, const char *fmt, ...)
{
    va_list args;
    if (e->failed)
        return;
    va_start(args, fmt);
    if (vfprintf(e->out, fmt, args) < 0)
        e->failed = true;
    va_end(args);
}

static int count_squares(uint64_t bb)
{
    int n = 0;
    for (int sq = 0; sq < GEN_SQUARES; sq++)
        n += (bb & gen_bit(sq)) != 0;
    return n;
}

void emit_bb_entry(struct emitter *e, uint64_t bb, const char *label)
{
    int n = count_squares(bb);
    emit(e, "    UINT64_C(0x%016" PRIX64 "), /* %s:", bb, label);
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
