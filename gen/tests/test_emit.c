/* Tests of the generator's pieces that its two real runs in the build do
 * not reach: the summary of a crowded bitboard, a short last row of
 * numbers, the failures emit_close() reports and its messages (an fclose
 * after a clean flush, a flush and an fclose, an earlier write), and the
 * defaults of the line-kind and slider switches, and gen_bit's assert.
 * Plain C (the generator needs no test framework); exit status 0 if every
 * check passed. */
#define _POSIX_C_SOURCE 200809L

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../board.h"
#include "../emit.h"

static int failures;

static void check(const char *what, bool ok)
{
    printf("%s: %s\n", ok ? "ok" : "FAIL", what);
    if (!ok)
        failures++;
}

/* The text that write(e, arg) emits, via a temporary file. */
static void emitted_text(void (*write)(struct emitter *e, const void *arg), const void *arg, char *out, size_t size)
{
    char path[] = "/tmp/bbgeom-test-emit-XXXXXX";
    int fd = mkstemp(path);
    struct emitter e;
    out[0] = '\0';
    if (fd < 0) {
        check("mkstemp", false);
        return;
    }
    close(fd);
    if (emit_open(&e, path)) {
        write(&e, arg);
        check("text written, the emitter closed", emit_close(&e) && e.out == NULL);
        FILE *f = fopen(path, "r");
        if (f != NULL) {
            size_t n = fread(out, 1, size - 1, f);
            out[n] = '\0';
            fclose(f);
        }
    }
    remove(path);
}

/* stderr's descriptor, kept at start, and a file that catches what
 * emit_close() says: both opened before any emitter, so that closing an
 * emitter's descriptor by hand cannot close one of them. */
static int real_stderr = -1;
static FILE *caught;

/* emit_close(e), with its message on stderr caught into out. */
static bool close_caught(struct emitter *e, char *out, size_t size)
{
    int fd = fileno(caught);
    out[0] = '\0';
    if (ftruncate(fd, 0) != 0 || lseek(fd, 0, SEEK_SET) != 0 || dup2(fd, STDERR_FILENO) < 0) {
        emit_close(e);
        return true; /* not caught: the caller's check fails */
    }
    bool ok = emit_close(e);
    dup2(real_stderr, STDERR_FILENO);
    ssize_t n = pread(fd, out, size - 1, 0);
    out[n > 0 ? n : 0] = '\0';
    return ok;
}

/* True if gen_bit(sq) aborts (in a child process). */
static bool gen_bit_aborts(int sq)
{
    fflush(stdout);
    pid_t child = fork();
    if (child == 0) {
        close(STDERR_FILENO); /* the assert's message is expected */
        volatile uint64_t bit = gen_bit(sq);
        (void)bit;
        _exit(0);
    }
    int status = 0;
    return child > 0 && waitpid(child, &status, 0) == child && WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT;
}

struct entry {
    uint64_t bb;
    const char *label;
};

static void write_entry(struct emitter *e, const void *arg)
{
    const struct entry *entry = arg;
    emit_bb_entry(e, 4, entry->bb, entry->label);
}

/* The text emit_bb_entry writes for bb. */
static void entry_text(uint64_t bb, const char *label, char *out, size_t size)
{
    const struct entry entry = { bb, label };
    emitted_text(write_entry, &entry, out, size);
}

/* A number table of ten entries, one row and a part: the index, labelled
 * "from-to" by the first and last index of the row. */
static int number_of(const struct gen_table *t, const int *index)
{
    (void)t;
    return index[0];
}

static void label_row(const struct gen_table *t, int depth, const int *index, char *buf, size_t size)
{
    (void)depth;
    snprintf(buf, size, "%d-%d", index[0], index[0] + 7 < t->dims[0] ? index[0] + 7 : t->dims[0] - 1);
}

static void write_table(struct emitter *e, const void *arg)
{
    emit_table(e, GEN_DEFINE, arg);
}

int main(void)
{
    char text[256];

    /* Entries with more than 16 squares are summarised by their count. */
    entry_text(UINT64_MAX, "all", text, sizeof text);
    check("64 squares summarised",
          strcmp(text, "    UINT64_C(0xFFFFFFFFFFFFFFFF), /* all: 64 squares */\n") == 0);
    entry_text(UINT64_C(0x1FFFF), "17", text, sizeof text);
    check("17 squares summarised",
          strcmp(text, "    UINT64_C(0x000000000001FFFF), /* 17: 17 squares */\n") == 0);
    entry_text(UINT64_C(0xFFFF), "16", text, sizeof text);
    check("16 squares listed",
          strcmp(text, "    UINT64_C(0x000000000000FFFF), /* 16: a1 b1 c1 d1 e1 f1 g1 h1"
                       " a2 b2 c2 d2 e2 f2 g2 h2 */\n") == 0);

    /* A last row shorter than eight numbers still ends its line and gets
     * its label. */
    const struct gen_table ten = {
        .type = "int", .name = "ten", .rank = 1, .dims = { 10 }, .number = number_of, .label = label_row
    };
    char table[512];
    emitted_text(write_table, &ten, table, sizeof table);
    check("a short last row",
          strcmp(table, "const int ten[10] = {\n"
                        "    0,  1,  2,  3,  4,  5,  6,  7, /* 0-7 */\n"
                        "    8,  9, /* 8-9 */\n"
                        "};\n\n") == 0);

    /* A close that fails although the flush succeeded (nothing buffered,
     * descriptor already gone): still an error. */
    struct emitter e;
    char said[256];
    const char *bad_fd = "bbgeom-gen: error writing '/dev/null': Bad file descriptor\n";
    real_stderr = dup(STDERR_FILENO);
    caught = tmpfile();
    check("stderr kept and a file to catch it", real_stderr >= 0 && caught != NULL);
    if (caught != NULL && emit_open(&e, "/dev/null")) {
        close(fileno(e.out));
        check("failed fclose reported", !close_caught(&e, said, sizeof said) && strcmp(said, bad_fd) == 0);
    } else {
        check("open /dev/null", false);
    }
    /* A flush and a close that both fail: one error (the first). */
    if (caught != NULL && emit_open(&e, "/dev/null")) {
        emit(&e, "buffered");
        close(fileno(e.out));
        check("failed flush and fclose reported",
              !close_caught(&e, said, sizeof said) && strcmp(said, bad_fd) == 0);
    } else {
        check("open /dev/null", false);
    }
    /* A write that failed earlier, though the flush and close succeed: still
     * an error, reported without a cause. */
    if (caught != NULL && emit_open(&e, "/dev/null")) {
        e.failed = true;
        check("earlier failed write reported", !close_caught(&e, said, sizeof said)
              && strcmp(said, "bbgeom-gen: error writing '/dev/null': write failed\n") == 0);
    } else {
        check("open /dev/null", false);
    }
    if (caught != NULL)
        fclose(caught);

    /* A write of no characters is no failure. */
    if (emit_open(&e, "/dev/null")) {
        emit(&e, "%s", "");
        check("an empty write succeeds", !e.failed && emit_close(&e));
    } else {
        check("open /dev/null", false);
    }

#ifndef NDEBUG
    /* A square off the board has no bit: gen_bit asserts. */
    check("gen_bit(-1) aborts", gen_bit_aborts(-1));
    check("gen_bit(64) aborts", gen_bit_aborts(64));
    check("gen_bit(63) returns", !gen_bit_aborts(63));
#endif

    /* Values past the end of the enums are no line kind and no slider. */
    check("no key for line kind 4", gen_line_key((enum bbg_line)BBG_LINE_COUNT, 27) == 0);
    check("slider 3 uses no line", !gen_slider_uses((enum bbg_slider)BBG_SLIDER_COUNT, BBG_RANK));

    return failures == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
