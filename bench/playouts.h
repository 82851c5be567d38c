/* Random games for the benchmarks of the position layer (see.c, san.c):
 * a fixed-seed generator and the positions of random games. */
#ifndef BBGEOM_BENCH_PLAYOUTS_H
#define BBGEOM_BENCH_PLAYOUTS_H

#include <stddef.h>
#include <stdint.h>

#include <bbgeom.h>

/* splitmix64 (Steele, Lea, Flood): the same numbers from a seed on every
 * machine. */
static inline uint64_t bench_random(uint64_t *state)
{
    uint64_t z = (*state += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

/* What a benchmark takes from one position of the games: it is given the
 * position, its legal moves and the generator (which it may draw from),
 * and returns how many calls it added. */
typedef size_t bench_take_fn(const struct bbg_position *pos, const bbg_move *moves, int count, uint64_t *random,
                             void *data);

/* Fills pos[0 .. positions - 1] with the positions of random games (100
 * plies at most, each from one of three start positions: the standard one,
 * Kiwipete and a middlegame) from seed, calling take on each; returns the
 * sum of what take returned. */
size_t bench_playouts(struct bbg_position *pos, size_t positions, uint64_t seed, bench_take_fn *take, void *data);

#endif
