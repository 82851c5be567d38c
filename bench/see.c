/* bbgeom-bench-see: what bbg_see_ge costs a call on the captures of random
 * playout positions, beside a yardstick: Stockfish's see_ge algorithm
 * (Position::see_ge, pins left out as bbgeom leaves them out), written
 * here on bbgeom's attack primitives.
 *
 *   bbgeom-bench-see [--quick] [--rounds N] [--only bbgeom|yardstick]
 *
 * The captures: every capture that is not a promotion or en passant (the
 * yardstick scores those 0, as Stockfish does) of the positions of random
 * games from three start positions (fixed seed). Threshold 0 for three
 * calls in four (quiescence pruning), a random one in -400..400 for the
 * fourth. Each round times one pass of each method over all captures, the
 * methods interleaved; the minimum over the rounds is reported. Before
 * timing, bbg_see_ge must equal bbg_see(pos, m, NULL) >= threshold on
 * every call (exit 1 if not); the calls where the yardstick answers
 * otherwise are counted (a pawn that takes back on its last rank and
 * promotes, which it does not price). --only runs one method, for
 * callgrind. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bbgeom.h>

#include "clock.h"
#include "playouts.h"

struct call {
    const struct bbg_position *pos;
    bbg_move m;
    int threshold;
};

/* ---- the yardstick ---------------------------------------------------------- */

static const int yard_value[6] = { BBG_SEE_PAWN, BBG_SEE_KNIGHT, BBG_SEE_BISHOP,
                                   BBG_SEE_ROOK, BBG_SEE_QUEEN,  BBG_SEE_KING };

/* The value of the piece on sq (0 if none), from the kind sets as a
 * mailbox would give it. */
static inline int value_on(const struct bbg_board *b, int sq)
{
    for (int kind = 0; kind < 6; kind++)
        if ((b->by_kind[kind] >> sq) & 1)
            return yard_value[kind];
    return 0;
}

/* Stockfish's see_ge: the threshold folded into the swap value, the
 * least valuable attacker by kind, sliders re-read through the shrinking
 * occupancy, and the king's capture undone if the other side still
 * attacks. */
__attribute__((noinline)) static bool yardstick_see_ge(const struct bbg_position *pos, bbg_move m, int threshold)
{
    if (bbg_move_kind(m) != BBG_MOVE_NORMAL)
        return 0 >= threshold;
    const struct bbg_board *b = &pos->board;
    const int from = bbg_move_from(m), to = bbg_move_to(m);
    int swap = value_on(b, to) - threshold;
    if (swap < 0)
        return false;
    swap = value_on(b, from) - swap;
    if (swap <= 0)
        return true;
    uint64_t occupied = (b->by_side[0] | b->by_side[1]) ^ UINT64_C(1) << from ^ UINT64_C(1) << to;
    uint64_t attackers = bbg_board_attackers_bb(b, to, occupied);
    const uint64_t diagonal = b->by_kind[BBG_PIECE_BISHOP] | b->by_kind[BBG_PIECE_QUEEN];
    const uint64_t straight = b->by_kind[BBG_PIECE_ROOK] | b->by_kind[BBG_PIECE_QUEEN];
    int stm = pos->side, res = 1;
    for (;;) {
        stm ^= 1;
        attackers &= occupied;
        const uint64_t mine = attackers & b->by_side[stm];
        if (!mine)
            break;
        res ^= 1;
        uint64_t bb;
        if ((bb = mine & b->by_kind[BBG_PIECE_PAWN])) {
            if ((swap = BBG_SEE_PAWN - swap) < res)
                break;
            occupied ^= bb & (0 - bb);
            attackers |= bbg_bishop_attacks_bb(to, occupied) & diagonal;
        } else if ((bb = mine & b->by_kind[BBG_PIECE_KNIGHT])) {
            if ((swap = BBG_SEE_KNIGHT - swap) < res)
                break;
            occupied ^= bb & (0 - bb);
        } else if ((bb = mine & b->by_kind[BBG_PIECE_BISHOP])) {
            if ((swap = BBG_SEE_BISHOP - swap) < res)
                break;
            occupied ^= bb & (0 - bb);
            attackers |= bbg_bishop_attacks_bb(to, occupied) & diagonal;
        } else if ((bb = mine & b->by_kind[BBG_PIECE_ROOK])) {
            if ((swap = BBG_SEE_ROOK - swap) < res)
                break;
            occupied ^= bb & (0 - bb);
            attackers |= bbg_rook_attacks_bb(to, occupied) & straight;
        } else if ((bb = mine & b->by_kind[BBG_PIECE_QUEEN])) {
            if ((swap = BBG_SEE_QUEEN - swap) < res)
                break;
            occupied ^= bb & (0 - bb);
            attackers |=
                (bbg_bishop_attacks_bb(to, occupied) & diagonal) | (bbg_rook_attacks_bb(to, occupied) & straight);
        } else {
            return (attackers & ~b->by_side[stm]) ? res ^ 1 : res;
        }
    }
    return res;
}

/* ---- the captures ----------------------------------------------------------- */

/* The calls being made. */
struct call_list {
    struct call *calls;
    size_t n, max;
};

/* The captures of pos, each with a threshold: 0 for three in four, a
 * random one in -400..400 for the fourth. */
static size_t take_captures(const struct bbg_position *pos, const bbg_move *moves, int count, uint64_t *random,
                            void *data)
{
    struct call_list *l = data;
    const size_t before = l->n;
    for (int k = 0; k < count && l->n < l->max; k++)
        if (bbg_move_kind(moves[k]) == BBG_MOVE_NORMAL && bbg_is_capture(pos, moves[k])) {
            const int threshold = (int)(bench_random(random) % 801) - 400;
            l->calls[l->n] = (struct call){ pos, moves[k], l->n % 4 == 3 ? threshold : 0 };
            l->n++;
        }
    return l->n - before;
}

/* Positions from random games (100 plies at most) and their captures;
 * returns the number of calls. */
static size_t make_calls(size_t positions, struct bbg_position *pos, struct call *calls, size_t max_calls)
{
    struct call_list l = { calls, 0, max_calls };
    return bench_playouts(pos, positions, UINT64_C(0x5345452062656e63), take_captures, &l);
}

typedef bool see_ge_fn(const struct bbg_position *pos, bbg_move m, int threshold);

/* One pass over the calls: the time per call in ns; *yes counts trues. */
static double pass(see_ge_fn *f, const struct call *calls, size_t n, size_t *yes)
{
    size_t count = 0;
    const double start = bench_now_ns();
    for (size_t i = 0; i < n; i++)
        count += f(calls[i].pos, calls[i].m, calls[i].threshold);
    const double ns = (bench_now_ns() - start) / (double)n;
    *yes = count;
    return ns;
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

int main(int argc, char **argv)
{
    bool quick = false;
    int rounds = 11, only = -1; /* -1 both, 0 bbgeom, 1 yardstick */
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--quick") == 0)
            quick = true;
        else if (strcmp(argv[i], "--rounds") == 0 && i + 1 < argc && parse_rounds(argv[i + 1], &rounds))
            i++;
        else if (strcmp(argv[i], "--only") == 0 && i + 1 < argc
                 && (strcmp(argv[i + 1], "bbgeom") == 0 || strcmp(argv[i + 1], "yardstick") == 0))
            only = strcmp(argv[++i], "yardstick") == 0;
        else {
            fprintf(stderr, "usage: bbgeom-bench-see [--quick] [--rounds N (1..1000)] [--only bbgeom|yardstick]\n");
            return 2;
        }
    }
    const size_t positions = quick ? 2000 : 20000, max_calls = positions * 16;
    struct bbg_position *pos = malloc(positions * sizeof *pos);
    struct call *calls = malloc(max_calls * sizeof *calls);
    if (!pos || !calls) {
        fprintf(stderr, "bbgeom-bench-see: out of memory\n");
        free(calls);
        free(pos);
        return 1;
    }
    const size_t n = make_calls(positions, pos, calls, max_calls);
    size_t differ = 0;
    for (size_t i = 0; i < n; i++) {
        const bool ge = bbg_see_ge(calls[i].pos, calls[i].m, calls[i].threshold);
        if (ge != (bbg_see(calls[i].pos, calls[i].m, NULL) >= calls[i].threshold)) {
            fprintf(stderr, "bbgeom-bench-see: bbg_see_ge disagrees with bbg_see on call %zu\n", i);
            free(calls);
            free(pos);
            return 1;
        }
        differ += ge != yardstick_see_ge(calls[i].pos, calls[i].m, calls[i].threshold);
    }
    double best[2] = { 1e30, 1e30 };
    size_t yes[2] = { 0, 0 };
    for (int round = 0; round < (quick ? 3 : rounds); round++)
        for (int method = 0; method < 2; method++)
            if (only < 0 || only == method) {
                const double ns = pass(method == 0 ? bbg_see_ge : yardstick_see_ge, calls, n, &yes[method]);
                best[method] = ns < best[method] ? ns : best[method];
            }
    printf("%zu captures of %zu playout positions; the yardstick answers otherwise on %zu\n", n, positions, differ);
    if (only != 1)
        printf("bbg_see_ge        %6.2f ns a call (min of %d rounds), %zu true\n", best[0], quick ? 3 : rounds, yes[0]);
    if (only != 0)
        printf("yardstick see_ge  %6.2f ns a call (min of %d rounds), %zu true\n", best[1], quick ? 3 : rounds, yes[1]);
    if (only < 0)
        printf("ratio bbgeom / yardstick: %.3f\n", best[0] / best[1]);
    free(calls);
    free(pos);
    return 0;
}
