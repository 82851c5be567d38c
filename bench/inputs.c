/* The inputs of bbgeom-bench: pseudo-random squares and line kinds from a
 * fixed seed (xorshift64*), so every run and every build sees the same
 * queries, and no pattern short enough for a branch predictor to learn. */
#include <stdlib.h>

#include <bbgeom.h>

#include "bench.h"

static uint64_t next(uint64_t *state)
{
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    return *state * UINT64_C(0x2545F4914F6CDD1D);
}

bool bench_inputs_make(struct bench_inputs *in, size_t n, uint64_t seed)
{
    uint64_t state = seed | 1u;
    uint8_t *a = malloc(n), *b = malloc(n), *x88 = malloc(n), *la = malloc(n), *lb = malloc(n);
    int8_t *out = malloc(n);
    uint64_t *load64 = malloc(64 * sizeof *load64);
    uint64_t(*load4096)[64] = malloc(64 * sizeof *load4096);
    uint64_t *anti16 = malloc(16 * sizeof *anti16);
    uint8_t *king = malloc(n);
    uint64_t *occ = malloc(n * sizeof *occ);
    *in = (struct bench_inputs){ n, a, b, x88, la, lb, out, load64, load4096, anti16, king, occ };
    if (!a || !b || !x88 || !la || !lb || !out || !load64 || !load4096 || !anti16 || !king || !occ) {
        bench_inputs_free(in);
        return false;
    }
    for (size_t i = 0; i < n; i++) {
        const uint64_t r = next(&state);
        a[i] = (uint8_t)(r & 63);
        b[i] = (uint8_t)((r >> 6) & 63);
        x88[i] = (uint8_t)bbg_to_x88(a[i]);
        /* Twelve ordered pairs of distinct kinds: x, then y among the other three. */
        const unsigned pair = (unsigned)((r >> 12) % 12);
        la[i] = (uint8_t)(pair / 3);
        lb[i] = (uint8_t)((la[i] + 1 + pair % 3) % 4);
        out[i] = 0;
    }
    for (int k = 0; k < 64; k++) {
        load64[k] = next(&state);
        for (int j = 0; j < 64; j++)
            load4096[k][j] = next(&state);
    }
    for (int k = 0; k < 16; k++)
        anti16[k] = (k ^ 7) < 15 ? bbg_anti_bb(k ^ 7) : 0;
    /* Drawn last, so the inputs above stay those of earlier versions. About
     * a quarter of the squares occupied (the and of two draws), as in a
     * middlegame; the slider's and the king's squares always. */
    for (size_t i = 0; i < n; i++) {
        const uint64_t r = next(&state);
        king[i] = (uint8_t)((a[i] + 1 + r % 63) & 63);
        const uint64_t o = next(&state); /* two statements: a fixed order of draws */
        occ[i] = o & next(&state);
        occ[i] |= (uint64_t)1 << a[i] | (uint64_t)1 << king[i];
    }
    return true;
}

void bench_inputs_free(struct bench_inputs *in)
{
    free(in->a);
    free(in->b);
    free(in->x88);
    free(in->la);
    free(in->lb);
    free(in->out);
    free(in->load64);
    free(in->load4096);
    free(in->anti16);
    free(in->k);
    free(in->occ);
    *in = (struct bench_inputs){ 0 };
}
