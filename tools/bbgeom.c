/* bbgeom, the command-line tool: main() runs the tool and checks that
 * stdout was written. */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"

int main(int argc, char *argv[])
{
    int status = cli_main(argc, argv);

    /* Whatever was written must have reached its file: a full disk, a closed
     * stdout and the like are errors (exit status 1). A bad command line
     * writes nothing to stdout, so its one message and status 2 stand even
     * when stdout is closed (where fclose fails with EBADF). */
    if (status == STATUS_USAGE) {
        fclose(stdout);
        return status;
    }
    errno = 0;
    bool flushed = fflush(stdout) == 0;
    int err = errno;
    bool failed = ferror(stdout) != 0 || !flushed;
    if (fclose(stdout) != 0 && !failed) {
        failed = true;
        err = errno;
    }
    if (failed) {
        if (err != 0)
            cli_error("write error: %s", strerror(err));
        else
            cli_error("write error");
        return STATUS_WRITE_ERROR;
    }
    return status;
}
