/* Tests of the generator's pieces that its two real runs in the build do
 * not reach: the summary of a crowded bitboard, a short last row of
 * numbers, the failures that end the generator and their messages (a
 * write, a flush and a close that fail, memory that runs out), the
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

#include "../geometry.h"
#include "../emit.h"
#include "../../tests/sample.h"

/* AddressSanitizer takes an allocation that fails for an error of the
 * program and stops it: the out-of-memory test is for the other builds. */
#if defined(__SANITIZE_ADDRESS__)
#define BBGEOM_TEST_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define BBGEOM_TEST_ASAN 1
#endif
#endif

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
    emit_open(&e, path);
    write(&e, arg);
    emit_close(&e);
    check("text written, the emitter closed", e.out == NULL);
    FILE *f = fopen(path, "r");
    if (f != NULL) {
        size_t n = fread(out, 1, size - 1, f);
        out[n] = '\0';
        fclose(f);
    }
    remove(path);
}

/* The failures provoked: an emitter on /dev/null whose descriptor is
 * taken away fails at the close (nothing buffered), at the flush
 * (something buffered) or at a write longer than a stream's buffer; and
 * an allocation larger than memory. */
enum failure { FAIL_CLOSE, FAIL_FLUSH, FAIL_WRITE, FAIL_MEMORY };

static void provoke(enum failure what)
{
    struct emitter e;
    if (what == FAIL_MEMORY)
        gen_alloc(SIZE_MAX, "test");
    emit_open(&e, "/dev/null");
    if (what == FAIL_FLUSH)
        emit(&e, "buffered");
    close(fileno(e.out));
    if (what == FAIL_WRITE)
        emit(&e, "%100000s", "");
    emit_close(&e);
}

/* True if the failure exits with status 1 in a child process, having
 * written exactly said on stderr (caught in a temporary file). */
static bool fails_saying(enum failure what, const char *said)
{
    FILE *caught = tmpfile();
    char text[256] = "";
    int status = 0;
    if (caught == NULL)
        return false;
    fflush(stdout); /* else the child's exit writes the buffered output again */
    pid_t child = fork();
    if (child == 0) {
        dup2(fileno(caught), STDERR_FILENO);
        provoke(what);
        _exit(0);
    }
    const bool exited = child > 0 && waitpid(child, &status, 0) == child && WIFEXITED(status)
                        && WEXITSTATUS(status) == 1;
    size_t n = exited && fseek(caught, 0, SEEK_SET) == 0 ? fread(text, 1, sizeof text - 1, caught) : 0;
    text[n] = '\0';
    fclose(caught);
    return exited && strcmp(text, said) == 0;
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

    const char *bad_fd = "bbgeom-gen: error writing '/dev/null': Bad file descriptor\n";
    check("failed fclose reported", fails_saying(FAIL_CLOSE, bad_fd));
    check("failed flush reported", fails_saying(FAIL_FLUSH, bad_fd));
    check("failed write reported", fails_saying(FAIL_WRITE, bad_fd));
#if !defined(BBGEOM_TEST_ASAN)
    /* Memcheck preloads its own allocator, whose calloc returns NULL for
     * SIZE_MAX as the C library's does but also reports the request as an
     * error, so that the child exits 99 (under ASan, which has no
     * memcheck, the test is left out at compile time). */
    if (test_under_memory_checker())
        printf("skipped: no memory reported (valgrind counts a SIZE_MAX calloc as an error of its own)\n");
    else
        check("no memory reported", fails_saying(FAIL_MEMORY, "bbgeom-gen: out of memory building the test tables\n"));
#endif

    /* A write of no characters is no failure (a failure would exit). */
    struct emitter e;
    emit_open(&e, "/dev/null");
    emit(&e, "%s", "");
    emit_close(&e);
    check("an empty write succeeds", e.out == NULL);

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
