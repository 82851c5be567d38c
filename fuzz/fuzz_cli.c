/* Fuzz target: the whole bbgeom command line. The input, split at NUL
 * bytes, is the argument list after the program name (so options, commands
 * and their arguments in any order and number); the tool runs in this
 * process through cli_main(), which never exits.
 *
 * Beyond "no crash, no out-of-bounds read": the exit status is one of the
 * documented ones. `perft` deeper than 3 is left out: its run time, not its
 * parsing, grows with the depth (start position perft 12 takes years); so
 * is `perft` with --hash given a value in the same word (--hash=4096
 * would clear gigabytes; as a word of its own, the number is above 3). So
 * is `pgn`: it reads the files its arguments name (any of the machine's,
 * /dev/zero, which never ends, or - for stdin); fuzz_pgn.c fuzzes the
 * reader. stdout goes to /dev/null; libFuzzer's -close_fd_mask=2
 * silences stderr (the replay driver lets it through). */
#define _POSIX_C_SOURCE 200809L

#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <unistd.h>

#include "cli.h"
#include "fuzz.h"

/* More arguments than any command takes, with room for options. */
enum { MAX_ARGS = 16 };

/* True if the argument is a decimal number above 3 (leading zeros aside). */
static bool above_3(const char *a)
{
    size_t digits = strspn(a, "0123456789");
    if (digits == 0 || a[digits] != '\0')
        return false;
    while (*a == '0' && a[1] != '\0')
        a++;
    return strlen(a) > 1 || *a > '3';
}

/* Called once before the first input: stdout to /dev/null, so the output
 * is written (and its errors checked) but not shown. */
/* NOLINTNEXTLINE(readability-non-const-parameter): libFuzzer's signature */
int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    fflush(stdout);
    int fd = open("/dev/null", O_WRONLY);
    FUZZ_REQUIRE(fd >= 0 && dup2(fd, STDOUT_FILENO) >= 0);
    close(fd);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    if (text == NULL)
        return 0;
    char program[] = "bbgeom";
    char *argv[MAX_ARGS + 2];
    int argc = 0;
    argv[argc++] = program;
    /* Arguments are the NUL-separated pieces; a final empty piece (input
     * ending in NUL, or empty input) is no argument. */
    bool perft = false, deep = false, pgn = false;
    for (size_t start = 0; start < size && argc <= MAX_ARGS; start += strlen(text + start) + 1) {
        perft = perft || strcmp(text + start, "perft") == 0;
        pgn = pgn || strcmp(text + start, "pgn") == 0;
        deep = deep || above_3(text + start) || strncmp(text + start, "--ha", 4) == 0;
        argv[argc++] = text + start;
    }
    argv[argc] = NULL;
    if ((perft && deep) || pgn) {
        free(text);
        return 0;
    }

    /* glibc: optind = 0 makes getopt_long start afresh (it also forgets the
     * position inside a group of short options from the previous run). */
    optind = 0;
    int status = cli_main(argc, argv);
    FUZZ_REQUIRE(status >= 0 && status <= 2);
    fflush(stdout);
    clearerr(stdout);
    free(text);
    return 0;
}
