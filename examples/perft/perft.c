/* Perft with bulk counting, and the root split over threads. */
#include "perft.h"

#include <pthread.h>
#include <stdatomic.h>

/* Bounded recursion: one level per ply, at most 30 (the command line's limit). */
uint64_t pft_perft(const struct pft_position *pos, int depth) // NOLINT(misc-no-recursion)
{
    if (depth <= 0)
        return 1;
    if (depth == 1)
        return pft_count_moves(pos);
    struct pft_move_list list;
    uint64_t nodes = 0;
    pft_generate(pos, &list);
    for (unsigned i = 0; i < list.count; i++) {
        struct pft_position child;
        pft_make_move(pos, list.moves[i], &child);
        nodes += pft_perft(&child, depth - 1);
    }
    return nodes;
}

/* Threads take root moves one at a time from a shared counter: the
 * subtrees differ a lot in size, so a fixed split would leave threads
 * idle. */
struct divide_job {
    const struct pft_position *pos;
    const struct pft_move_list *list;
    uint64_t *counts;
    int depth;
    atomic_uint next;
};

static void *divide_worker(void *arg)
{
    struct divide_job *job = arg;
    for (;;) {
        unsigned i = atomic_fetch_add(&job->next, 1u);
        if (i >= job->list->count)
            return NULL;
        struct pft_position child;
        pft_make_move(job->pos, job->list->moves[i], &child);
        job->counts[i] = pft_perft(&child, job->depth - 1);
    }
}

uint64_t pft_divide(const struct pft_position *pos, int depth, int threads,
                    /* Written through job.counts, which clang-tidy does not follow. */
                    struct pft_move_list *list,
                    uint64_t counts[PFT_MAX_MOVES]) // NOLINT(readability-non-const-parameter)
{
    struct divide_job job = { pos, list, counts, depth, 0 };
    pft_generate(pos, list);
    atomic_init(&job.next, 0u);
    enum { MAX_THREADS = 256 };
    pthread_t ids[MAX_THREADS];
    int started = 0;
    if (threads > MAX_THREADS)
        threads = MAX_THREADS;
    for (; started < threads - 1; started++)
        if (pthread_create(&ids[started], NULL, divide_worker, &job) != 0)
            break;
    bool failed = started < threads - 1;
    if (failed)
        atomic_store(&job.next, list->count); /* stop the ones started */
    else
        divide_worker(&job);
    for (int t = 0; t < started; t++)
        pthread_join(ids[t], NULL);
    if (failed)
        return UINT64_MAX;
    uint64_t total = 0;
    for (unsigned i = 0; i < list->count; i++)
        total += counts[i];
    return total;
}
