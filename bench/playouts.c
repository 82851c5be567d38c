/* The positions of random games for the benchmarks: see playouts.h. */
#include "playouts.h"

static const char *const start_fens[] = {
    BBG_START_FEN,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
};

size_t bench_playouts(struct bbg_position *pos, size_t positions, uint64_t seed, bench_take_fn *take, void *data)
{
    uint64_t r = seed;
    size_t n = 0;
    int ply = 0;
    for (size_t i = 0; i < positions; i++) {
        bbg_move moves[BBG_MAX_MOVES];
        if (ply == 0)
            bbg_position_from_fen(&pos[i], start_fens[bench_random(&r) % 3], NULL);
        const int count = bbg_legal_moves(&pos[i], moves);
        n += take(&pos[i], moves, count, &r, data);
        if (count == 0 || ply == 99) {
            ply = 0;
        } else if (i + 1 < positions) {
            ply++;
            pos[i + 1] = pos[i];
            bbg_make_move(&pos[i + 1], moves[bench_random(&r) % (uint64_t)count]);
        }
    }
    return n;
}
