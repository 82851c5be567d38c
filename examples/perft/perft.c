/* The root split over threads. */
#include "perft.h"

#include <pthread.h>
#include <stdatomic.h>

/* Threads take root moves one at a time from a shared counter: the
 * subtrees differ a lot in size, so a fixed split would leave threads
 * idle. */
struct divide_job {
    const struct bbg_position *pos;
    const bbg_move *moves;
    int count;
    uint64_t *counts;
    int depth;
    atomic_int next;
};

static void *divide_worker(void *arg)
{
    struct divide_job *job = arg;
    for (;;) {
        int i = atomic_fetch_add(&job->next, 1);
        if (i >= job->count)
            return NULL;
        struct bbg_position child = *job->pos;
        bbg_make_move(&child, job->moves[i]);
        job->counts[i] = bbg_perft(&child, job->depth - 1);
    }
}

uint64_t pft_divide(const struct bbg_position *pos, int depth, int threads, bbg_move moves[BBG_MAX_MOVES],
                    /* Written through job.counts, which clang-tidy does not follow. */
                    uint64_t counts[BBG_MAX_MOVES]) // NOLINT(readability-non-const-parameter)
{
    struct divide_job job = { pos, moves, bbg_legal_moves(pos, moves), counts, depth, 0 };
    atomic_init(&job.next, 0);
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
        atomic_store(&job.next, job.count); /* stop the ones started */
    else
        divide_worker(&job);
    for (int t = 0; t < started; t++)
        pthread_join(ids[t], NULL);
    if (failed)
        return UINT64_MAX;
    uint64_t total = 0;
    for (int i = 0; i < job.count; i++)
        total += counts[i];
    return total;
}
