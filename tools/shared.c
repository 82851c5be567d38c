/* The run's error and the FEN reader of every command (see shared.h). */
#include "shared.h"

#include <stdarg.h>

int cli_error(struct cli_failure *failure, const char *fmt, ...)
{
    if (!failure->set) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(failure->message, sizeof failure->message, fmt, ap);
        va_end(ap);
        failure->set = true;
    }
    return STATUS_USAGE;
}

bool cli_read_fen(const struct cli *cli, const char *text, struct bbg_position *pos)
{
    struct bbg_fen_error err;
    if (bbg_position_from_fen(pos, text, &err) < 0) {
        cli_error(cli->failure, "%s", err.message);
        return false;
    }
    if (err.defaulted_clocks)
        fprintf(stderr, "bbgeom: note: %s\n", err.message);
    return true;
}
