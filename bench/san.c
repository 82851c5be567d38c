/* bbgeom-bench-san: what SAN costs a move, written (bbg_move_to_san) and
 * read (bbg_move_from_san_n), on every legal move of the positions of
 * random games, beside two yardsticks that read a move by the legal list:
 * bbg_move_from_uci (the list, each move's UCI text compared) and SAN read
 * the same way (the list, each move's SAN written and compared), the way a
 * reader without candidate squares would.
 *
 *   bbgeom-bench-san [--quick] [--rounds N] [--only out|in|uci|list]
 *
 * The moves: every legal move of 4,000 positions (400 with --quick) of
 * random games from three start positions (fixed seed), in SAN with their
 * check marks as PGN writes them. Each round times one pass of each method
 * over all moves, the methods interleaved; the minimum over the rounds is
 * reported. Before timing, every SAN must read back as its move and every
 * UCI text too (exit 1 if not). --only runs one method, for callgrind:
 *   valgrind --tool=callgrind --toggle-collect=pass_in bbgeom-bench-san --only in --rounds 1
 * counts the instructions of the timed passes alone (pass_out, pass_in,
 * pass_uci, pass_list). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bbgeom.h>

#include "clock.h"
#include "playouts.h"

struct call {
    const struct bbg_position *pos;
    bbg_move m;
    unsigned char len;     /* of san */
    char san[BBG_SAN_MAX]; /* the move in SAN, with its check mark */
    char uci[8];
};

/* The calls being made. */
struct call_list {
    struct call *calls;
    size_t n, max;
};

/* Every legal move of pos, with its SAN and UCI text (random unused: the
 * signature is bench_take_fn's). */
// NOLINTNEXTLINE(readability-non-const-parameter)
static size_t take_moves(const struct bbg_position *pos, const bbg_move *moves, int count, uint64_t *random, void *data)
{
    (void)random;
    struct call_list *l = data;
    const size_t before = l->n;
    for (int k = 0; k < count && l->n < l->max; k++, l->n++) {
        struct call *c = &l->calls[l->n];
        c->pos = pos;
        c->m = moves[k];
        c->len = (unsigned char)bbg_move_to_san(pos, moves[k], c->san, sizeof c->san);
        bbg_move_to_uci(pos, moves[k], c->uci);
    }
    return l->n - before;
}

/* Positions from random games (100 plies at most) and all their legal
 * moves; returns the number of calls. */
static size_t make_calls(size_t positions, struct bbg_position *pos, struct call *calls, size_t max_calls)
{
    struct call_list l = { calls, 0, max_calls };
    return bench_playouts(pos, positions, UINT64_C(0x53414e2062656e63), take_moves, &l);
}

/* The move whose SAN is text, by the legal list: the yardstick of a
 * reader that writes each legal move in SAN and compares. */
static bbg_move list_from_san(const struct bbg_position *pos, const char *text)
{
    bbg_move moves[BBG_MAX_MOVES];
    const int n = bbg_legal_moves(pos, moves);
    for (int i = 0; i < n; i++) {
        char san[BBG_SAN_MAX];
        bbg_move_to_san(pos, moves[i], san, sizeof san);
        if (strcmp(san, text) == 0)
            return moves[i];
    }
    return BBG_NO_MOVE;
}

/* One pass of each method over the calls; each returns a checksum so that
 * nothing is optimised away. Not inlined: callgrind's --toggle-collect
 * names them. */
__attribute__((noinline)) static size_t pass_out(const struct call *calls, size_t n)
{
    size_t sum = 0;
    for (size_t i = 0; i < n; i++) {
        char san[BBG_SAN_MAX];
        sum += bbg_move_to_san(calls[i].pos, calls[i].m, san, sizeof san) + (unsigned char)san[0];
    }
    return sum;
}

__attribute__((noinline)) static size_t pass_in(const struct call *calls, size_t n)
{
    size_t sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += bbg_move_from_san_n(calls[i].pos, calls[i].san, calls[i].len, NULL);
    return sum;
}

__attribute__((noinline)) static size_t pass_uci(const struct call *calls, size_t n)
{
    size_t sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += bbg_move_from_uci(calls[i].pos, calls[i].uci);
    return sum;
}

__attribute__((noinline)) static size_t pass_list(const struct call *calls, size_t n)
{
    size_t sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += list_from_san(calls[i].pos, calls[i].san);
    return sum;
}

typedef size_t pass_fn(const struct call *calls, size_t n);

static const struct {
    const char *name, *what;
    pass_fn *pass;
} methods[] = {
    { "out", "bbg_move_to_san", pass_out },
    { "in", "bbg_move_from_san_n", pass_in },
    { "uci", "bbg_move_from_uci (yardstick: the list)", pass_uci },
    { "list", "SAN by the list (yardstick)", pass_list },
};
enum { METHODS = sizeof methods / sizeof methods[0] };

/* Whether every SAN and UCI text reads back as its move. */
static bool all_read_back(const struct call *calls, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (bbg_move_from_san_n(calls[i].pos, calls[i].san, calls[i].len, NULL) != calls[i].m
            || bbg_move_from_uci(calls[i].pos, calls[i].uci) != calls[i].m
            || list_from_san(calls[i].pos, calls[i].san) != calls[i].m) {
            fprintf(stderr, "bbgeom-bench-san: '%s' (%s) does not read back, call %zu\n", calls[i].san, calls[i].uci,
                    i);
            return false;
        }
    return true;
}

/* Whether text is a whole number of rounds, 1..1000, then in *rounds. */
static bool parse_rounds(const char *text, int *rounds)
{
    char *end;
    const long n = strtol(text, &end, 10);
    if (end == text || *end != '\0' || n < 1 || n > 1000)
        return false;
    *rounds = (int)n;
    return true;
}

/* The method named text, or -1. */
static int method_named(const char *text)
{
    for (int k = 0; k < METHODS; k++)
        if (strcmp(methods[k].name, text) == 0)
            return k;
    return -1;
}

int main(int argc, char **argv)
{
    bool quick = false;
    int rounds = 11, only = -1;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--quick") == 0)
            quick = true;
        else if (strcmp(argv[i], "--rounds") == 0 && i + 1 < argc && parse_rounds(argv[i + 1], &rounds))
            i++;
        else if (strcmp(argv[i], "--only") == 0 && i + 1 < argc && method_named(argv[i + 1]) >= 0)
            only = method_named(argv[++i]);
        else {
            fprintf(stderr, "usage: bbgeom-bench-san [--quick] [--rounds N (1..1000)] [--only out|in|uci|list]\n");
            return 2;
        }
    }
    const size_t positions = quick ? 400 : 4000, max_calls = positions * 64;
    struct bbg_position *pos = malloc(positions * sizeof *pos);
    struct call *calls = malloc(max_calls * sizeof *calls);
    if (!pos || !calls) {
        fprintf(stderr, "bbgeom-bench-san: out of memory\n");
        free(calls);
        free(pos);
        return 1;
    }
    const size_t n = make_calls(positions, pos, calls, max_calls);
    if (!all_read_back(calls, n)) {
        free(calls);
        free(pos);
        return 1;
    }
    double best[METHODS];
    size_t sums[METHODS] = { 0 };
    for (int k = 0; k < METHODS; k++)
        best[k] = 1e30;
    for (int round = 0; round < (quick ? 2 : rounds); round++)
        for (int k = 0; k < METHODS; k++)
            if (only < 0 || only == k) {
                const double start = bench_now_ns();
                sums[k] += methods[k].pass(calls, n);
                const double ns = (bench_now_ns() - start) / (double)n;
                best[k] = ns < best[k] ? ns : best[k];
            }
    printf("%zu legal moves of %zu playout positions, min of %d rounds\n", n, positions, quick ? 2 : rounds);
    for (int k = 0; k < METHODS; k++)
        if (only < 0 || only == k)
            printf("%-4s %-40s %8.2f ns a move (checksum %zu)\n", methods[k].name, methods[k].what, best[k], sums[k]);
    free(calls);
    free(pos);
    return 0;
}
