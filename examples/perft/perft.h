/* Perft with the root moves split over threads, on bbgeom's position
 * module (bbg_perft counts each subtree). */
#ifndef PFT_PERFT_H
#define PFT_PERFT_H

#include <bbgeom.h>

/* Lets the compiler check the formats given to the error helpers (GNU C). */
#if defined(__GNUC__)
#define PFT_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define PFT_PRINTF(f, a)
#endif

/* The root moves and the leaf count below each (perft depth - 1 after the
 * move), computed on threads threads (1: none started). Fills moves with
 * the root moves (bbg_legal_moves' order) and counts[i] for moves[i];
 * returns the total. Returns UINT64_MAX if a thread could not be started
 * (then nothing is valid). */
uint64_t pft_divide(const struct bbg_position *pos, int depth, int threads, bbg_move moves[BBG_MAX_MOVES],
                    uint64_t counts[BBG_MAX_MOVES]);

#endif
