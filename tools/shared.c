/* Error reporting for every part of the tool (see shared.h). */
#include "shared.h"

#include <stdarg.h>

void cli_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("bbgeom: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

bool cli_read_fen(const char *text, struct bbg_position *pos)
{
    struct bbg_fen_error err;
    if (bbg_position_from_fen(pos, text, &err) < 0) {
        cli_error("%s", err.message);
        return false;
    }
    if (err.defaulted_clocks)
        fprintf(stderr, "bbgeom: note: %s\n", err.message);
    return true;
}
