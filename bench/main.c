/* bbgeom-bench: what every bbgeom primitive costs, in cycles per query and
 * as a ratio to a plain table load measured in the same run.
 *
 *   bbgeom-bench [--quick] [--json] [--runs N]
 *
 * Order of work: every case's checksum first (a method that disagrees with
 * the others of its question is a bug: exit 1 before timing anything), then
 * the runs; each run calibrates the clock and times every case once in both
 * modes (after one untimed pass), so a slow moment on a shared machine lands
 * in one run of many cases rather than in all runs of one case. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "sf_layout.h"

static const uint64_t SEED = UINT64_C(0x6262676565736565);

/* Each timed run of a case lasts about this long (repeating the inputs):
 * short, so that on a busy machine most runs fit in one time slice of the
 * scheduler and the median is a run that was not interrupted. */
#define RUN_TARGET_NS 5e5

static void usage(FILE *f)
{
    fprintf(f, "usage: bbgeom-bench [--quick] [--json] [--runs N]\n"
               "  --quick   three short runs: checks that every method of a question gives the\n"
               "            same answers (exit 1 if not) and that timing works; figures rough\n"
               "  --json    print one JSON object instead of the table\n"
               "  --runs N  timed runs per case, 1..%d (default 11); the median is reported\n",
            BENCH_MAX_RUNS);
}

struct options {
    bool quick, json;
    size_t runs;
};

/* Returns 0 to go on, or the exit status (help: 0, bad option: 2). */
static int parse(int argc, char **argv, struct options *o, int *status)
{
    *o = (struct options){ false, false, 11 };
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i], *value = NULL;
        if (strcmp(arg, "--quick") == 0) {
            o->quick = true;
        } else if (strcmp(arg, "--json") == 0) {
            o->json = true;
        } else if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            usage(stdout);
            *status = 0;
            return 1;
        } else if (strcmp(arg, "--runs") == 0 || strncmp(arg, "--runs=", 7) == 0) {
            value = arg[6] == '=' ? arg + 7 : (i + 1 < argc ? argv[++i] : NULL);
            char *end = NULL;
            const long v = value != NULL ? strtol(value, &end, 10) : 0;
            if (value == NULL || *value == '\0' || *end != '\0' || v < 1 || v > BENCH_MAX_RUNS) {
                fprintf(stderr, "bbgeom-bench: --runs needs a number from 1 to %d, got '%.40s'\n",
                        BENCH_MAX_RUNS, value != NULL ? value : "");
                *status = 2;
                return 1;
            }
            o->runs = (size_t)v;
        } else {
            fprintf(stderr, "bbgeom-bench: unknown option '%.40s' (try --help)\n", arg);
            *status = 2;
            return 1;
        }
    }
    /* Even a quick run reports a median, so one interrupted run is no result. */
    if (o->quick)
        o->runs = 3;
    return 0;
}

static size_t collect(struct bench_result *r, size_t max)
{
    const struct bench_case *const families[] = { bench_baseline_cases, bench_color_cases,
                                                  bench_lines_cases, bench_intersect_cases,
                                                  bench_pairs_cases, bench_attacks_cases, bench_shift_cases };
    size_t n = 0;
    for (size_t f = 0; f < sizeof families / sizeof families[0]; f++)
        for (const struct bench_case *c = families[f]; c->name != NULL && n < max; c++)
            r[n++] = (struct bench_result){ .c = c };
    return n;
}

/* Every method of a question must agree with the first one listed. */
static bool check_agreement(const struct bench_inputs *in, struct bench_result *r, size_t n)
{
    bool ok = true;
    for (size_t i = 0; i < n; i++) {
        r[i].checksum = r[i].c->sum(in, 1);
        r[i].chain = r[i].c->lat != NULL ? r[i].c->lat(in, 1) : 0;
    }
    for (size_t i = 0; i < n; i++) {
        for (size_t j = 0; j < i; j++) {
            if (strcmp(r[i].c->name, r[j].c->name) != 0)
                continue;
            const bool chains = r[i].c->lat != NULL && r[j].c->lat != NULL;
            if (r[i].checksum != r[j].checksum || (chains && r[i].chain != r[j].chain)) {
                fprintf(stderr, "bbgeom-bench: %s: method '%s' disagrees with '%s'\n",
                        r[i].c->name, r[i].c->method, r[j].c->method);
                ok = false;
            }
            break;
        }
    }
    return ok;
}

static const struct bench_result *find(const struct bench_result *r, size_t n, const char *name)
{
    for (size_t i = 0; i < n; i++)
        if (strcmp(r[i].c->name, name) == 0)
            return &r[i];
    return NULL;
}

static void summarise(struct bench_result *r, size_t n, size_t runs)
{
    for (size_t i = 0; i < n; i++) {
        double tmp[BENCH_MAX_RUNS], ignore;
        bench_stats(memcpy(tmp, r[i].thr, runs * sizeof *tmp), runs, &r[i].thr_med, &r[i].thr_min,
                    &r[i].thr_max);
        bench_stats(memcpy(tmp, r[i].thr_ns, runs * sizeof *tmp), runs, &r[i].thr_ns_med, &ignore,
                    &ignore);
        if (r[i].c->lat != NULL) {
            bench_stats(memcpy(tmp, r[i].lat, runs * sizeof *tmp), runs, &r[i].lat_med,
                        &r[i].lat_min, &r[i].lat_max);
            bench_stats(memcpy(tmp, r[i].lat_ns, runs * sizeof *tmp), runs, &r[i].lat_ns_med,
                        &ignore, &ignore);
        }
    }
    const struct bench_result *l64 = find(r, n, BENCH_LOAD64), *l4096 = find(r, n, BENCH_LOAD4096);
    for (size_t i = 0; i < n; i++) {
        r[i].thr_vs_load64 = r[i].thr_med / l64->thr_med;
        r[i].lat_vs_load64 = r[i].lat_med / l64->lat_med;
        r[i].thr_vs_load4096 = r[i].thr_med / l4096->thr_med;
        r[i].lat_vs_load4096 = r[i].lat_med / l4096->lat_med;
        const struct bench_result *first = find(r, n, r[i].c->name);
        double best = first->thr_med;
        for (const struct bench_result *q = first; q < r + n && strcmp(q->c->name, r[i].c->name) == 0; q++)
            if (q->thr_med < best)
                best = q->thr_med;
        r[i].best = r[i].thr_med == best;
    }
}

int main(int argc, char **argv)
{
    struct options o;
    int status = 0;
    if (parse(argc, argv, &o, &status) != 0)
        return status;

    static struct bench_result results[512];
    const size_t n = collect(results, sizeof results / sizeof results[0]);
    struct bench_inputs in;
    if (!bench_inputs_make(&in, (size_t)1 << 16, SEED)) {
        fprintf(stderr, "bbgeom-bench: out of memory\n");
        return 1;
    }
    if (!bench_sf_layout_init() || !check_agreement(&in, results, n)) {
        bench_inputs_free(&in);
        return 1;
    }

    /* Repetitions: enough passes over the inputs for RUN_TARGET_NS. */
    for (size_t i = 0; i < n; i++) {
        const double per_query = bench_time_per_query(results[i].c->thr, &in, 1);
        const double reps = o.quick ? 1 : RUN_TARGET_NS / (per_query * (double)in.n);
        results[i].reps = reps < 1 ? 1 : reps > 64 ? 64 : (size_t)reps;
    }
    double rates[BENCH_MAX_RUNS], ignore;
    for (size_t run = 0; run < o.runs; run++) {
        const double rate = bench_cycles_per_ns();
        rates[run] = rate;
        for (size_t i = 0; i < n; i++) {
            struct bench_result *r = &results[i];
            /* One untimed pass first: the case finds its tables and inputs
             * in the caches, as the previous case left them otherwise (the
             * first case after a family of other data measured up to half
             * as fast again as the same code timed later). */
            const uint64_t warm = r->c->thr(&in, 1);
            BENCH_CONSUME(warm);
            r->thr_ns[run] = bench_time_per_query(r->c->thr, &in, r->reps);
            r->thr[run] = r->thr_ns[run] * rate;
            if (r->c->lat != NULL) {
                r->lat_ns[run] = bench_time_per_query(r->c->lat, &in, r->reps);
                r->lat[run] = r->lat_ns[run] * rate;
            }
        }
    }
    summarise(results, n, o.runs);

#ifndef BENCH_BUILD_TYPE
#define BENCH_BUILD_TYPE "unknown"
#endif
#ifdef NDEBUG
    const bool asserts = false;
#else
    const bool asserts = true;
    fprintf(stderr, "bbgeom-bench: warning: assertions are on, so every primitive also checks its\n"
                    "arguments; for figures, build with -Dbuildtype=release -Db_ndebug=true\n");
#endif
    struct bench_run_info info = { .compiler = bench_compiler(), .target = bench_target(),
                                   .build_type = BENCH_BUILD_TYPE, .asserts = asserts,
                                   .inputs = in.n, .runs = o.runs, .seed = SEED };
    bench_cpu_name(info.cpu, sizeof info.cpu);
    bench_stats(rates, o.runs, &info.cycles_per_ns, &ignore, &ignore);
    if (o.json)
        bench_print_json(&info, results, n);
    else
        bench_print_text(&info, results, n);
    bench_inputs_free(&in);
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "bbgeom-bench: error writing the results\n");
        return 1;
    }
    return 0;
}
