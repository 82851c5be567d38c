/* bbgeom, the command-line tool: main() runs the tool and checks that
 * stdout was written. */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
#endif

#include "cli.h"
#include "shared.h"

int main(int argc, char *argv[])
{
#ifdef _WIN32
    /* The same bytes as on other systems: "\n" line ends, not the "\r\n"
     * of text mode. */
    (void)_setmode(_fileno(stdout), _O_BINARY);
    (void)_setmode(_fileno(stderr), _O_BINARY);
#endif
    int status = cli_main(argc, argv);

    /* Whatever was written must have reached its file: a full disk, a closed
     * stdout and the like are errors (exit status 1). A bad command line
     * writes nothing to stdout, so its one message and status 2 stand even
     * when stdout is closed (where fclose fails with EBADF). */
    if (status == STATUS_USAGE) {
        fclose(stdout);
        return status;
    }
    /* Where the C library writes at each printf (MinGW-w64's), a write has
     * already failed and errno still says why; elsewhere the flush tells. */
    bool failed = ferror(stdout) != 0;
    int err = errno;
    if (!failed) {
        errno = 0;
        failed = fflush(stdout) != 0;
        err = errno;
    }
    /* GCOVR_EXCL_START: a close that fails after a clean flush (a deferred
     * write error, as on NFS) and a failed write that left errno 0: no test
     * can make the C library do either. */
    if (fclose(stdout) != 0 && !failed) {
        failed = true;
        err = errno;
    }
    /* GCOVR_EXCL_STOP */
    if (failed) {
        /* clang-format off */
        fprintf(stderr, "bbgeom: write error: %s\n", err != 0 ? strerror(err) : "unknown cause"); /* GCOVR_EXCL_BR_LINE: errno 0, see above */
        /* clang-format on */
        return STATUS_WRITE_ERROR;
    }
    return status;
}
