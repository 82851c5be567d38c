/* The EPD perft-suite runner. The whole file is parsed and checked before
 * anything is counted, so that a typo on the last line costs no time. */
#include "epd.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "perft.h"

#define MAX_DEPTH 30
#define LINE_MAX_CHARS 1024

struct epd_entry {
    struct bbg_position pos;
    char fen[BBG_FEN_MAX];
    long line;
    int depths;
    int depth[MAX_DEPTH];
    uint64_t nodes[MAX_DEPTH];
};

static char *trim(char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    size_t n = strlen(s);
    while (n && isspace((unsigned char)s[n - 1]))
        s[--n] = '\0';
    return s;
}

/* Parses one ";Dn count" operation (without the ';'). */
static int parse_depth(char *op, int *depth, uint64_t *nodes)
{
    op = trim(op);
    if (op[0] != 'D' || !isdigit((unsigned char)op[1]))
        return -1;
    char *end;
    errno = 0;
    long d = strtol(op + 1, &end, 10);
    if (errno || d < 1 || d > MAX_DEPTH || !isspace((unsigned char)*end))
        return -1;
    char *count = trim(end);
    if (!isdigit((unsigned char)*count))
        return -1;
    errno = 0;
    unsigned long long c = strtoull(count, &end, 10);
    if (errno || *end)
        return -1;
    *depth = (int)d;
    *nodes = (uint64_t)c;
    return 0;
}

/* Parses one line into *e; 1 for a line to skip (blank or '#'), 0 for an
 * entry, -1 with a message on err if malformed. */
static int parse_line(char *text, struct epd_entry *e, const char *name, FILE *err)
{
    char *s = trim(text);
    if (!*s || *s == '#')
        return 1;
    char *semi = strchr(s, ';');
    if (!semi) {
        fprintf(err, "bbgeom-perft: %s:%ld: no \";D1 count\" after the FEN\n", name, e->line);
        return -1;
    }
    *semi = '\0';
    struct bbg_fen_error fen_error;
    if (bbg_position_from_fen(&e->pos, trim(s), &fen_error) < 0) {
        fprintf(err, "bbgeom-perft: %s:%ld: %s\n", name, e->line, fen_error.message);
        return -1;
    }
    bbg_position_to_fen(&e->pos, e->fen, sizeof e->fen);
    e->depths = 0;
    char *op = semi + 1;
    for (;;) {
        char *next = strchr(op, ';');
        if (next)
            *next = '\0';
        if (e->depths == MAX_DEPTH || parse_depth(op, &e->depth[e->depths], &e->nodes[e->depths]) < 0) {
            fprintf(err, "bbgeom-perft: %s:%ld: \"%.40s\" is not \"Dn count\" (n 1-%d)\n", name, e->line, trim(op),
                    MAX_DEPTH);
            return -1;
        }
        e->depths++;
        if (!next)
            break;
        op = next + 1;
    }
    return 0;
}

/* Reads every entry of the file into *entries (count of them): 0, or 2
 * after a message naming the line. */
static int read_entries(FILE *file, const char *name, FILE *err, struct epd_entry **entries, size_t *count)
{
    size_t capacity = 0;
    char text[LINE_MAX_CHARS + 2];
    long line = 0;
    while (fgets(text, sizeof text, file)) {
        line++;
        size_t len = strlen(text);
        if (len > LINE_MAX_CHARS || (len && text[len - 1] != '\n' && !feof(file))) {
            fprintf(err, "bbgeom-perft: %s:%ld: line longer than %d characters (or a NUL byte)\n", name, line,
                    LINE_MAX_CHARS);
            return 2;
        }
        if (*count == capacity) {
            size_t grown = capacity ? 2 * capacity : 64;
            struct epd_entry *bigger = realloc(*entries, grown * sizeof **entries);
            if (!bigger) {
                fprintf(err, "bbgeom-perft: %s: out of memory\n", name);
                return 2;
            }
            *entries = bigger;
            capacity = grown;
        }
        (*entries)[*count].line = line;
        int r = parse_line(text, &(*entries)[*count], name, err);
        if (r < 0)
            return 2;
        if (r == 0)
            (*count)++;
    }
    if (ferror(file)) {
        fprintf(err, "bbgeom-perft: %s: read error\n", name);
        return 2;
    }
    if (*count == 0) {
        fprintf(err, "bbgeom-perft: %s: no positions in the file\n", name);
        return 2;
    }
    return 0;
}

/* The pass/FAIL tally of a run. */
struct epd_tally {
    unsigned long passed, failed, skipped;
};

/* Runs one entry's depths up to max_depth (0: all), a line each: 0, or 2
 * when threads cannot start. */
static int run_entry(const struct epd_entry *e, int max_depth, int threads, FILE *out, FILE *err,
                     struct epd_tally *tally)
{
    for (int j = 0; j < e->depths; j++) {
        if (max_depth && e->depth[j] > max_depth) {
            tally->skipped++;
            continue;
        }
        bbg_move moves[BBG_MAX_MOVES];
        uint64_t counts[BBG_MAX_MOVES];
        uint64_t got = pft_divide(&e->pos, e->depth[j], threads, moves, counts);
        if (got == UINT64_MAX) {
            fprintf(err, "bbgeom-perft: cannot start threads\n");
            return 2;
        }
        bool ok = got == e->nodes[j];
        fprintf(out, "%s line %ld D%d %llu", ok ? "pass" : "FAIL", e->line, e->depth[j], (unsigned long long)got);
        if (!ok)
            fprintf(out, " expected %llu  %s", (unsigned long long)e->nodes[j], e->fen);
        fputc('\n', out);
        if (ok)
            tally->passed++;
        else
            tally->failed++;
    }
    return 0;
}

int pft_run_epd(FILE *file, const char *name, int max_depth, int threads, FILE *out, FILE *err)
{
    struct epd_entry *entries = NULL;
    size_t count = 0;
    int status = read_entries(file, name, err, &entries, &count);
    struct epd_tally tally = { 0, 0, 0 };
    for (size_t i = 0; i < count && status == 0; i++)
        status = run_entry(&entries[i], max_depth, threads, out, err, &tally);
    free(entries);
    if (status)
        return status;
    fprintf(out, "summary: %lu passed, %lu failed, %lu deeper than --max-depth skipped\n", tally.passed, tally.failed,
            tally.skipped);
    return tally.failed ? 1 : 0;
}
