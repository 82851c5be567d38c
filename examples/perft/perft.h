/* Perft: count the leaf nodes of the legal move tree to a depth. */
#ifndef PFT_PERFT_H
#define PFT_PERFT_H

#include "movegen.h"

/* Leaf nodes at depth (1 for depth 0), counting the last ply in bulk. */
uint64_t pft_perft(const struct pft_position *pos, int depth);

/* The root moves and the leaf count below each (perft depth - 1 after the
 * move), computed on threads threads (1: none started). Fills list with the
 * root moves and counts[i] for list->moves[i]; returns the total. Returns
 * UINT64_MAX if a thread could not be started (then nothing is valid). */
uint64_t pft_divide(const struct pft_position *pos, int depth, int threads,
                    struct pft_move_list *list, uint64_t counts[PFT_MAX_MOVES]);

#endif
