/* The EPD perft-suite runner. The whole file is read by the library's EPD
 * reader and checked before anything is counted, so that a typo on the
 * last line costs no time. */
#include "epd.h"

#include <stdlib.h>
#include <string.h>

#include "perft.h"

#define MAX_DEPTH 30
#define LINE_MAX_CHARS BBG_EPD_MAX_TEXT

struct epd_entry {
    struct bbg_position pos;
    char fen[BBG_FEN_MAX];
    long line;
    int depths;
    int depth[MAX_DEPTH];
    uint64_t nodes[MAX_DEPTH];
};

/* Parses one line into *e by the library's EPD reader (bbgeom/epd.h); 1
 * for a line to skip (blank or '#'), 0 for an entry, -1 with a message on
 * err if malformed. */
static int parse_line(const char *text, struct epd_entry *e, const char *name, FILE *err)
{
    const char *s = text + strspn(text, " \t\r\n");
    if (!*s || *s == '#')
        return 1;
    struct bbg_epd epd;
    struct bbg_epd_error epd_error;
    if (bbg_epd_read(&epd, text, strlen(text), &epd_error) < 0) {
        fprintf(err, "bbgeom-perft: %s:%ld: %s\n", name, e->line, epd_error.message);
        return -1;
    }
    e->pos = epd.pos;
    bbg_position_to_fen(&e->pos, e->fen, sizeof e->fen);
    e->depths = 0;
    for (int d = 1; d <= 99; d++) {
        uint64_t nodes;
        if (!bbg_epd_perft(&epd, d, &nodes))
            continue;
        if (d > MAX_DEPTH) {
            fprintf(err, "bbgeom-perft: %s:%ld: D%d is deeper than %d\n", name, e->line, d, MAX_DEPTH);
            return -1;
        }
        e->depth[e->depths] = d;
        e->nodes[e->depths++] = nodes;
    }
    if (e->depths == 0) {
        fprintf(err, "bbgeom-perft: %s:%ld: no perft count (\"D1 20;\" … \"D%d n;\")\n", name, e->line, MAX_DEPTH);
        return -1;
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
 * when the run fails. */
static int run_entry(const struct epd_entry *e, int max_depth, struct perft_job job, FILE *out, FILE *err,
                     struct epd_tally *tally)
{
    for (int j = 0; j < e->depths; j++) {
        if (max_depth && e->depth[j] > max_depth) {
            tally->skipped++;
            continue;
        }
        bbg_move moves[BBG_MAX_MOVES];
        uint64_t counts[BBG_MAX_MOVES];
        uint64_t got = 0;
        const char *error = NULL;
        job.depth = e->depth[j];
        if (perft_run_divide(&e->pos, &job, moves, counts, &got, &error) < 0) {
            fprintf(err, "bbgeom-perft: %s\n", error);
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

int pft_run_epd(FILE *file, const char *name, int max_depth, struct perft_job job, FILE *out, FILE *err)
{
    struct epd_entry *entries = NULL;
    size_t count = 0;
    int status = read_entries(file, name, err, &entries, &count);
    struct epd_tally tally = { 0, 0, 0 };
    for (size_t i = 0; i < count && status == 0; i++)
        status = run_entry(&entries[i], max_depth, job, out, err, &tally);
    free(entries);
    if (status)
        return status;
    fprintf(out, "summary: %lu passed, %lu failed, %lu deeper than --max-depth skipped\n", tally.passed, tally.failed,
            tally.skipped);
    return tally.failed ? 1 : 0;
}
