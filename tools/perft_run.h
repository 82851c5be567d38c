/* Perft on threads, for both programs that count (bbgeom perft and the
 * bbgeom-perft example): the tree expanded to ply 2 or deeper into work
 * items that threads take one at a time, each counted by bbg_perft or,
 * with a table, bbg_perft_hashed; the progress line on a terminal. */
#ifndef BBGEOM_TOOL_PERFT_RUN_H
#define BBGEOM_TOOL_PERFT_RUN_H

#include <stdbool.h>
#include <stddef.h>

#include <bbgeom.h>

/* The limits of --threads and --hash (megabytes) in both programs. */
enum { PERFT_RUN_MAX_THREADS = 256 };
#define PERFT_RUN_MAX_HASH_MB 1048576L

/* How to count: depth >= 1, threads 1..PERFT_RUN_MAX_THREADS (1: none
 * started), table NULL for none. */
struct perft_job {
    int depth;
    int threads;
    struct bbg_perft_table *table;
};

/* Divide on threads: the root moves into moves (bbg_legal_moves' order)
 * and the leaves below each into counts, the total into *nodes; returns
 * the number of moves, or -1 with *error set ("out of memory", "cannot
 * start threads"; nothing valid then). Shows the progress line on stderr
 * when it is a terminal. */
int perft_run_divide(const struct bbg_position *pos, const struct perft_job *job, bbg_move moves[BBG_MAX_MOVES],
                     uint64_t counts[BBG_MAX_MOVES], uint64_t *nodes, const char **error);

/* A table of mb megabytes (0: none, table->entries NULL) from malloc:
 * false when it cannot be had. */
bool perft_run_table_new(struct bbg_perft_table *table, long mb);

/* Frees what perft_run_table_new allocated. */
void perft_run_table_free(struct bbg_perft_table *table);

#endif
