/* Perft on threads (see perft_run.h). */
#include "perft_run.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "progress.h"

/* A subtree to count: the position, its depth left, the root move above it. */
struct perft_item {
    struct bbg_position pos;
    uint64_t nodes;
    int depth;
    int root;
};

/* The items and what the threads share: the next item to take, the items
 * and nodes done (for the progress line). */
struct perft_work {
    struct perft_item *items;
    size_t count;
    struct bbg_perft_table *table;
    atomic_size_t next, done;
    atomic_uint_least64_t nodes;
};

/* At least this many items per thread before the split stops going
 * deeper: subtrees differ a lot in size, so threads need many each to
 * end at about the same time. */
enum { ITEMS_PER_THREAD = 16 };

/* Appends the children of each item (at depth left - 1) to a new list,
 * which replaces the old: false when out of memory (the old list kept). */
static bool expand(struct perft_work *w)
{
    size_t count = 0, capacity = w->count * 8 + BBG_MAX_MOVES;
    struct perft_item *next = malloc(capacity * sizeof *next);
    if (next == NULL) /* GCOVR_EXCL_BR_LINE: allocation failure, not provoked */
        return false; /* GCOVR_EXCL_LINE */
    for (size_t i = 0; i < w->count; i++) {
        bbg_move moves[BBG_MAX_MOVES];
        const int n = bbg_legal_moves(&w->items[i].pos, moves);
        if (count + (size_t)n > capacity) {
            capacity = 2 * capacity + (size_t)n;
            struct perft_item *bigger = realloc(next, capacity * sizeof *next);
            /* GCOVR_EXCL_START: allocation failure, not provoked by the tests */
            if (bigger == NULL) {
                free(next);
                return false;
            }
            /* GCOVR_EXCL_STOP */
            next = bigger;
        }
        for (int k = 0; k < n; k++) {
            struct perft_item *child = &next[count++];
            child->pos = w->items[i].pos;
            bbg_make_move(&child->pos, moves[k]);
            child->depth = w->items[i].depth - 1;
            child->root = w->items[i].root;
            child->nodes = 0;
        }
    }
    free(w->items);
    w->items = next;
    w->count = count;
    return true;
}

/* The items: the root moves' subtrees (moves filled, n of them), split to
 * ply 2 when the depth allows, and deeper while there are fewer than
 * ITEMS_PER_THREAD per thread and their subtrees are 3 plies or more. */
static bool split(struct perft_work *w, const struct bbg_position *pos, const struct perft_job *job,
                  const bbg_move *moves, int n)
{
    w->items = malloc((size_t)(n > 0 ? n : 1) * sizeof *w->items);
    if (w->items == NULL) /* GCOVR_EXCL_BR_LINE: allocation failure, not provoked */
        return false;     /* GCOVR_EXCL_LINE */
    for (int i = 0; i < n; i++) {
        w->items[i].pos = *pos;
        bbg_make_move(&w->items[i].pos, moves[i]);
        w->items[i].depth = job->depth - 1;
        w->items[i].root = i;
        w->items[i].nodes = 0;
    }
    w->count = (size_t)n;
    for (int ply = 1; w->count > 0 && w->items[0].depth >= 2; ply++) {
        if (ply >= 2 && (w->items[0].depth < 3 || w->count >= (size_t)job->threads * ITEMS_PER_THREAD))
            break;
        if (!expand(w))   /* GCOVR_EXCL_BR_LINE: allocation failure, not provoked */
            return false; /* GCOVR_EXCL_LINE */
    }
    return true;
}

/* Counts the next item not taken: false when none is left. */
static bool count_next(struct perft_work *w)
{
    const size_t i = atomic_fetch_add(&w->next, 1);
    if (i >= w->count)
        return false;
    struct perft_item *it = &w->items[i];
    it->nodes = w->table != NULL ? bbg_perft_hashed(&it->pos, it->depth, w->table) : bbg_perft(&it->pos, it->depth);
    atomic_fetch_add(&w->nodes, it->nodes);
    atomic_fetch_add(&w->done, 1);
    return true;
}

static void *worker(void *arg)
{
    while (count_next(arg)) {
    }
    return NULL;
}

/* The progress line, when due: items done of all, nodes, speed, time left
 * (estimated from the items done: their sizes vary, so it is rough).
 * Called after this thread counted an item, so at least one is done. */
static void show_progress(struct progress *p, struct perft_work *w)
{
    const double elapsed = progress_due(p);
    if (elapsed <= 0)
        return;
    const size_t done = atomic_load(&w->done);
    const double nodes = (double)atomic_load(&w->nodes);
    const double left = elapsed * (double)(w->count - done) / (double)done;
    char line[PROGRESS_WIDTH + 1];
    snprintf(line, sizeof line, "perft: %zu/%zu items, %.0f M nodes, %.1f Mnps, ETA %.0f s", done, w->count,
             nodes / 1e6, nodes / elapsed / 1e6, left);
    progress_show(p, line);
}

/* Counts every item on threads threads, this one among them: 0, or -1
 * when a thread could not be started (nothing valid then). */
static int count_items(struct perft_work *w, int threads)
{
    pthread_t ids[PERFT_RUN_MAX_THREADS];
    int started = 0;
    /* pthread_create's failure is not provoked by the tests. */
    while (started < threads - 1 && pthread_create(&ids[started], NULL, worker, w) == 0) /* GCOVR_EXCL_BR_LINE */
        started++;
    const bool failed = started < threads - 1; /* GCOVR_EXCL_BR_LINE */
    if (failed)                                /* GCOVR_EXCL_BR_LINE */
        atomic_store(&w->next, w->count);      /* GCOVR_EXCL_LINE: stops the ones started, and this one */
    struct progress p;
    progress_start(&p);
    while (count_next(w))
        show_progress(&p, w);
    for (int t = 0; t < started; t++)
        pthread_join(ids[t], NULL);
    progress_end(&p);
    return failed ? -1 : 0; /* GCOVR_EXCL_BR_LINE */
}

int perft_run_divide(const struct bbg_position *pos, const struct perft_job *job, bbg_move moves[BBG_MAX_MOVES],
                     uint64_t counts[BBG_MAX_MOVES], uint64_t *nodes, const char **error)
{
    struct perft_work w = { .items = NULL, .count = 0, .table = job->table };
    atomic_init(&w.next, 0);
    atomic_init(&w.done, 0);
    atomic_init(&w.nodes, 0);
    const int n = bbg_legal_moves(pos, moves);
    int status = n;
    *error = NULL;
    if (!split(&w, pos, job, moves, n))     /* GCOVR_EXCL_BR_LINE: allocation failure, not provoked */
        *error = "out of memory";           /* GCOVR_EXCL_LINE */
    else if (count_items(&w, job->threads)) /* GCOVR_EXCL_BR_LINE: not provoked */
        *error = "cannot start threads";    /* GCOVR_EXCL_LINE */
    if (*error == NULL) {                   /* GCOVR_EXCL_BR_LINE: the errors above are not provoked */
        *nodes = 0;
        for (int i = 0; i < n; i++)
            counts[i] = 0;
        for (size_t i = 0; i < w.count; i++)
            counts[w.items[i].root] += w.items[i].nodes;
        for (int i = 0; i < n; i++)
            *nodes += counts[i];
    } else {
        status = -1; /* GCOVR_EXCL_LINE */
    }
    free(w.items);
    return status;
}

bool perft_run_table_new(struct bbg_perft_table *table, long mb)
{
    table->entries = NULL;
    table->count = 0;
    if (mb <= 0)
        return true;
    /* More than size_t holds (32-bit hosts from 4096 MB) is refused as
     * malloc would refuse it. */
    const size_t bytes = (size_t)mb << 20;
    void *memory = bytes >> 20 == (size_t)mb ? malloc(bytes) : NULL; /* GCOVR_EXCL_BR_LINE: 32-bit hosts only */
    if (memory == NULL)
        return false;
    return bbg_perft_table_init(table, memory, bytes); /* malloc's memory is aligned, 1 MB holds entries */
}

void perft_run_table_free(struct bbg_perft_table *table)
{
    free(table->entries);
    table->entries = NULL;
    table->count = 0;
}
