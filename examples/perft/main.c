/* bbgeom-perft: perft, divide and EPD perft suites on the command line.
 *
 *   bbgeom-perft [--divide] [--threads N] [--hash MB] DEPTH [FEN]
 *   bbgeom-perft --epd FILE [--max-depth D] [--threads N] [--hash MB]
 *
 * Bad usage: one line on stderr naming what was wrong, exit 2. */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#endif

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "epd.h"
#include "perft.h"

#define MAX_DEPTH 30

static const char usage[] = "usage: bbgeom-perft [--divide] [--threads N] [--hash MB] DEPTH [FEN]\n"
                            "       bbgeom-perft --epd FILE [--max-depth D] [--threads N] [--hash MB]\n"
                            "\n"
                            "Counts the leaf nodes of the legal move tree of FEN (default: the start\n"
                            "position) to DEPTH (1-30). The last line on stdout is \"nodes N\"; time and\n"
                            "Mnps go to stderr. --divide first prints one line per root move,\n"
                            "\"e2e4: N\". --epd runs a perft suite, one \"FEN ;D1 n ;D2 n ...\" a line\n"
                            "(blank lines and lines starting with # are skipped), up to depth D with\n"
                            "--max-depth; it prints a pass/FAIL line per position and depth and a\n"
                            "summary, and exits 1 on any mismatch. --threads N (1-256) splits the tree\n"
                            "(to ply 2 or deeper) over N threads. --hash MB (0-1048576, 0 for none)\n"
                            "keeps subtree counts in a table of MB megabytes that the threads share.\n"
                            "On a terminal, a run longer than a second shows its progress on stderr.\n"
                            "Exit status 2 on bad arguments or input, or when the table cannot be\n"
                            "allocated.\n";

static int usage_error(const char *format, ...) PFT_PRINTF(1, 2);

static int usage_error(const char *format, ...)
{
    va_list args;
    va_start(args, format);
    fputs("bbgeom-perft: ", stderr);
    vfprintf(stderr, format, args);
    fputs(" (try --help)\n", stderr);
    va_end(args);
    return 2;
}

/* A decimal integer min..max, nothing else; -1 otherwise. */
static long parse_int(const char *text, long min, long max)
{
    char *end;
    if (!text || !*text || *text == '-' || *text == '+' || *text == ' ')
        return -1;
    errno = 0;
    long v = strtol(text, &end, 10);
    if (errno || *end || v < min || v > max)
        return -1;
    return v;
}

static double now_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int finish_output(void)
{
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "bbgeom-perft: cannot write the output\n");
        return 2;
    }
    return 0;
}

/* The command line, as given. */
struct args {
    bool divide, help;
    const char *epd, *max_depth, *threads, *hash;
    const char *positional[16];
    int npositional;
};

/* Reads argv into *a: 0, or 2 after a usage message. */
static int parse_args(int argc, char **argv, struct args *a)
{
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            a->help = true; /* whatever follows */
            return 0;
        } else if (strcmp(arg, "--divide") == 0) {
            a->divide = true;
        } else if (strcmp(arg, "--epd") == 0 || strcmp(arg, "--max-depth") == 0 || strcmp(arg, "--threads") == 0
                   || strcmp(arg, "--hash") == 0) {
            if (i + 1 == argc)
                return usage_error("%s needs a value", arg);
            const char **slot = arg[2] == 'e' ? &a->epd
                              : arg[2] == 'm' ? &a->max_depth
                              : arg[2] == 't' ? &a->threads
                                              : &a->hash;
            if (*slot)
                return usage_error("%s given twice", arg);
            *slot = argv[++i];
        } else if (arg[0] == '-' && arg[1] == '-') {
            return usage_error("unknown option '%s'", arg);
        } else {
            if (a->npositional == 16)
                return usage_error("too many arguments (from '%s' on)", arg);
            a->positional[a->npositional++] = arg;
        }
    }
    return 0;
}

/* --epd: the suite in the file. */
static int run_suite(const struct args *a, struct perft_job job)
{
    if (a->divide)
        return usage_error("%s cannot be used with --epd", "--divide");
    if (a->npositional)
        return usage_error("unexpected argument '%s' with --epd", a->positional[0]);
    long max_depth = 0;
    if (a->max_depth && (max_depth = parse_int(a->max_depth, 1, MAX_DEPTH)) < 0)
        return usage_error("--max-depth '%s' is not a number 1-30", a->max_depth);
    FILE *file = fopen(a->epd, "r");
    if (!file) {
        fprintf(stderr, "bbgeom-perft: cannot open '%s': %s\n", a->epd, strerror(errno));
        return 2;
    }
    double start = now_seconds();
    int status = pft_run_epd(file, a->epd, (int)max_depth, job, stdout, stderr);
    fclose(file);
    if (status != 2)
        fprintf(stderr, "time %.3f s\n", now_seconds() - start);
    int out_status = finish_output();
    return out_status ? out_status : status;
}

/* The FEN from the arguments after DEPTH, given as one argument or as its
 * fields, unquoted (the start position if none): 0, or 2 after a message. */
static int join_fen(const struct args *a, char *fen, size_t size)
{
    if (a->npositional < 2) {
        snprintf(fen, size, "%s", BBG_START_FEN);
        return 0;
    }
    size_t used = 0;
    for (int i = 1; i < a->npositional; i++) {
        size_t len = strlen(a->positional[i]);
        if (used + len + 2 > size)
            return usage_error("%s", "FEN too long");
        if (i > 1)
            fen[used++] = ' ';
        memcpy(fen + used, a->positional[i], len);
        used += len;
    }
    fen[used] = '\0';
    return 0;
}

/* DEPTH [FEN]: the count, after each root move's with --divide. */
static int run_position(const struct args *a, struct perft_job job)
{
    if (a->max_depth)
        return usage_error("%s is only for --epd", "--max-depth");
    if (a->npositional == 0)
        return usage_error("%s", "missing DEPTH");
    long depth = parse_int(a->positional[0], 1, MAX_DEPTH);
    if (depth < 0)
        return usage_error("DEPTH '%s' is not a number 1-30", a->positional[0]);
    char fen[512];
    if (join_fen(a, fen, sizeof fen))
        return 2;
    struct bbg_position pos;
    struct bbg_fen_error fen_error;
    if (bbg_position_from_fen(&pos, fen, &fen_error) < 0) {
        fprintf(stderr, "bbgeom-perft: %s\n", fen_error.message);
        return 2;
    }

    double start = now_seconds();
    bbg_move moves[BBG_MAX_MOVES];
    uint64_t counts[BBG_MAX_MOVES];
    uint64_t nodes = 0;
    const char *error = NULL;
    job.depth = (int)depth;
    const int n = perft_run_divide(&pos, &job, moves, counts, &nodes, &error);
    double elapsed = now_seconds() - start;
    if (n < 0) {
        fprintf(stderr, "bbgeom-perft: %s\n", error);
        return 2;
    }
    for (int i = 0; i < (a->divide ? n : 0); i++) {
        char uci[8];
        bbg_move_to_uci(&pos, moves[i], uci);
        printf("%s: %llu\n", uci, (unsigned long long)counts[i]);
    }
    printf("nodes %llu\n", (unsigned long long)nodes);
    fprintf(stderr, "time %.3f s, %.1f Mnps\n", elapsed, elapsed > 0 ? (double)nodes / elapsed * 1e-6 : 0.0);
    return finish_output();
}

int main(int argc, char **argv)
{
    struct args a = { .divide = false };
    if (parse_args(argc, argv, &a))
        return 2;
    if (a.help) {
        fputs(usage, stdout);
        return finish_output();
    }
    long threads = 1, hash_mb = 0;
    if (a.threads && (threads = parse_int(a.threads, 1, PERFT_RUN_MAX_THREADS)) < 0)
        return usage_error("--threads '%s' is not a number 1-256", a.threads);
    if (a.hash && (hash_mb = parse_int(a.hash, 0, PERFT_RUN_MAX_HASH_MB)) < 0)
        return usage_error("--hash '%s' is not a number of megabytes 0-1048576", a.hash);
    struct bbg_perft_table table;
    if (!perft_run_table_new(&table, hash_mb)) {
        fprintf(stderr, "bbgeom-perft: cannot allocate %ld MB for --hash\n", hash_mb);
        return 2;
    }
    const struct perft_job job = { 0, (int)threads, table.entries != NULL ? &table : NULL };
    const int status = a.epd ? run_suite(&a, job) : run_position(&a, job);
    perft_run_table_free(&table);
    return status;
}
