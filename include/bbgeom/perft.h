/* Perft: the number of leaves of the legal move tree, the standard test
 * (and race) of a move generator; divide, its count below each root move;
 * and perft through a transposition table in the caller's memory, which
 * threads may share. Source: src/perft.c. */
#ifndef BBGEOM_PERFT_H
#define BBGEOM_PERFT_H

#include <stddef.h>

#include "bbgeom/base.h"
#include "bbgeom/board.h"
#include "bbgeom/move.h"

BBG_BEGIN_DECLS

/* Leaf nodes of the legal move tree to depth (1 at depth 0); the last ply
 * is counted, not made. */
BBG_API uint64_t bbg_perft(const struct bbg_position *pos, int depth);

/* Divide: the legal moves into moves (bbg_legal_moves' order) and into
 * counts[i] the leaves below moves[i] (perft depth - 1 after it); returns
 * the number of moves. depth >= 1. The counts sum to bbg_perft(pos,
 * depth). */
BBG_API int bbg_perft_divide(const struct bbg_position *pos, int depth, bbg_move moves[BBG_MAX_MOVES],
                             uint64_t counts[BBG_MAX_MOVES]);

/* A perft transposition table in memory the caller owns (and frees):
 * count entries (a power of two) of BBG_PERFT_ENTRY_WORDS 64-bit words
 * each. Threads may call bbg_perft_hashed on one table at the same time
 * (without locks: see below), unless the library was built without C11
 * atomics (__STDC_NO_ATOMICS__; docs/api.md), when the table is for one
 * thread at a time.
 *
 * The layout, for tests and tools that read or plant entries: the entry
 * of a position is number key & (count - 1), key its Polyglot key
 * (pos->key). Its words are key ^ data, check ^ data and data, where data
 * = leaves << 8 | depth and check is a second 64-bit hash of the position
 * computed in another way (private to the library). An entry counts only
 * when both its key and its check match and its depth is the one asked:
 * a Polyglot key collision, or an entry torn by two threads writing it at
 * once, is taken for a miss. Zeroed words are an empty entry. */
struct bbg_perft_table {
    void *entries; /* count * BBG_PERFT_ENTRY_WORDS uint64_t words */
    size_t count;  /* a power of two */
};
#define BBG_PERFT_ENTRY_WORDS 3

/* Makes memory (bytes long, aligned for uint64_t, as malloc's is) an
 * empty table in *table: clears it and uses the largest power-of-two
 * number of entries that fits. false (and *table untouched) when memory
 * is NULL, misaligned or too small for one entry. */
BBG_API bool bbg_perft_table_init(struct bbg_perft_table *table, void *memory, size_t bytes);

/* bbg_perft(pos, depth), the counts of subtrees of depth 2 or more taken
 * from and kept in table (counts of 2^56 leaves or more are not kept). */
BBG_API uint64_t bbg_perft_hashed(const struct bbg_position *pos, int depth, struct bbg_perft_table *table);

BBG_END_DECLS

#endif
