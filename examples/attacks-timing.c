/* bbgeom-attacks-timing: a rough timing of the slider attack methods, the
 * two checking-square methods and slider blockers, until bench/ covers
 * them. Each question is asked over the same 4096 random (square,
 * occupancy) inputs, many times; the sums of the answers are printed so
 * that the compiler cannot drop the work, and the methods are checked to
 * agree. Build with -Db_ndebug=true for release figures. */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <time.h>

#include <bbgeom.h>

enum { INPUTS = 4096, ROUNDS = 2000 };

struct input {
    int sq, ksq;
    uint64_t occ;
};

static uint64_t next(uint64_t *s)
{
    uint64_t z = (*s += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static struct input inputs[INPUTS];

#define TIME(label, expr)                                                              \
    do {                                                                               \
        uint64_t sum_ = 0;                                                             \
        double start_ = now();                                                         \
        for (int r_ = 0; r_ < ROUNDS; r_++)                                            \
            for (int i = 0; i < INPUTS; i++)                                           \
                sum_ += (expr);                                                        \
        double ns_ = (now() - start_) * 1e9 / ((double)ROUNDS * INPUTS);               \
        printf("%-34s %6.2f ns  (sum %016llx)\n", label, ns_, (unsigned long long)sum_); \
    } while (0)

int main(void)
{
    uint64_t seed = 1;
    int disagree = 0;
    for (int i = 0; i < INPUTS; i++) {
        inputs[i].sq = (int)(next(&seed) >> 58);
        do
            inputs[i].ksq = (int)(next(&seed) >> 58);
        while (inputs[i].ksq == inputs[i].sq);
        /* About a quarter of the squares occupied, as in a middlegame. */
        inputs[i].occ = next(&seed) & next(&seed);
        inputs[i].occ |= (UINT64_C(1) << inputs[i].sq) | (UINT64_C(1) << inputs[i].ksq);
        for (int s = 0; s < 3; s++)
            disagree += bbg_slider_checks_bb((enum bbg_slider)s, inputs[i].sq, inputs[i].ksq, inputs[i].occ)
                     != bbg_slider_checks_sc_bb((enum bbg_slider)s, inputs[i].sq, inputs[i].ksq, inputs[i].occ);
        disagree += bbg_queen_attacks_bb(inputs[i].sq, inputs[i].occ)
                 != bbg_queen_attacks_calc_bb(inputs[i].sq, inputs[i].occ);
    }
    printf("slider tables: %s; %d inputs x %d rounds\n", BBG_SLIDER_INDEX_NAME, INPUTS, ROUNDS);
    TIME("rook, tables", bbg_rook_attacks_bb(inputs[i].sq, inputs[i].occ));
    TIME("rook, calc (hyperbola q.)", bbg_rook_attacks_calc_bb(inputs[i].sq, inputs[i].occ));
    TIME("bishop, tables", bbg_bishop_attacks_bb(inputs[i].sq, inputs[i].occ));
    TIME("bishop, calc (hyperbola q.)", bbg_bishop_attacks_calc_bb(inputs[i].sq, inputs[i].occ));
    TIME("queen, tables", bbg_queen_attacks_bb(inputs[i].sq, inputs[i].occ));
    TIME("queen, calc (hyperbola q.)", bbg_queen_attacks_calc_bb(inputs[i].sq, inputs[i].occ));
    TIME("queen checks, set-wise", bbg_slider_checks_bb(BBG_QUEEN, inputs[i].sq, inputs[i].ksq, inputs[i].occ));
    TIME("queen checks, square-centric",
         bbg_slider_checks_sc_bb(BBG_QUEEN, inputs[i].sq, inputs[i].ksq, inputs[i].occ));
    TIME("rook checks, set-wise", bbg_slider_checks_bb(BBG_ROOK, inputs[i].sq, inputs[i].ksq, inputs[i].occ));
    TIME("rook checks, square-centric",
         bbg_slider_checks_sc_bb(BBG_ROOK, inputs[i].sq, inputs[i].ksq, inputs[i].occ));
    TIME("slider blockers", bbg_slider_blockers_bb(inputs[i].ksq, inputs[i].occ, inputs[i].occ & 0x5555555555555555u,
                                                   inputs[i].occ & 0x3333333333333333u, NULL));
    if (disagree != 0) {
        fprintf(stderr, "bbgeom-attacks-timing: %d disagreements between methods\n", disagree);
        return 1;
    }
    return 0;
}
