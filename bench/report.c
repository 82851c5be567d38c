/* What bbgeom-bench prints: the machine, then one line (text) or one object
 * (JSON) per case. */
#include <stdio.h>
#include <string.h>

#include <bbgeom.h>

#include "bench.h"
#include "json.h"

const struct bench_table_size bench_table_sizes[] = {
    { "bbg_color_table", sizeof bbg_color_table },
    { "bbg_line_mask_table", sizeof bbg_line_mask_table },
    { "bbg_rank_mask_table", sizeof bbg_rank_mask_table },
    { "bbg_file_mask_table", sizeof bbg_file_mask_table },
    { "bbg_diag_mask_table", sizeof bbg_diag_mask_table },
    { "bbg_anti_mask_table", sizeof bbg_anti_mask_table },
    { "bbg_between_table", sizeof bbg_between_table },
    { "bbg_line_through_table", sizeof bbg_line_through_table },
    { "bbg_cross_table", sizeof bbg_cross_table },
    { "bbg_intersect_table", sizeof bbg_intersect_table },
    { "bbg_bishop_index_table", sizeof bbg_bishop_index_table },
    { "bbg_bishop_attack_table", sizeof bbg_bishop_attack_table },
    { "bbg_rook_index_table", sizeof bbg_rook_index_table },
    { "bbg_rook_attack_table", sizeof bbg_rook_attack_table },
    { "bbg_knight_attack_table", sizeof bbg_knight_attack_table },
    { "bbg_king_attack_table", sizeof bbg_king_attack_table },
    { "bbg_adjacent_files_table", sizeof bbg_adjacent_files_table },
    { "bbg_pawn_attack_span_table", sizeof bbg_pawn_attack_span_table },
    { "bbg_passed_pawn_mask_table", sizeof bbg_passed_pawn_mask_table },
    { "bbg_king_zone_table", sizeof bbg_king_zone_table },
    { "bbg_distance_table", sizeof bbg_distance_table },
    { "bbg_knight_distance_table", sizeof bbg_knight_distance_table },
    { NULL, 0 },
};

/* The "model name" of /proc/cpuinfo (x86), else its "CPU part" or
 * "Hardware" line (ARM), else "unknown". */
void bench_cpu_name(char *buf, size_t size)
{
    static const char *const keys[] = { "model name", "Hardware", "CPU part" };
    char line[512];
    snprintf(buf, size, "unknown");
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (f == NULL)
        return;
    for (size_t k = 0; k < sizeof keys / sizeof keys[0]; k++) {
        rewind(f);
        while (fgets(line, sizeof line, f) != NULL) {
            const char *colon = strchr(line, ':');
            if (strncmp(line, keys[k], strlen(keys[k])) != 0 || colon == NULL)
                continue;
            colon += 1 + (colon[1] == ' ');
            snprintf(buf, size, "%.*s", (int)strcspn(colon, "\n"), colon);
            fclose(f);
            return;
        }
    }
    fclose(f);
}

const char *bench_compiler(void)
{
#if defined(__clang__)
    return __VERSION__; /* "Debian Clang 14.0.6": names the compiler */
#elif defined(__GNUC__)
    return "gcc " __VERSION__;
#else
    return "unknown";
#endif
}

/* The instruction-set extensions the build may use (-march). */
const char *bench_target(void)
{
#if defined(__x86_64__)
#if defined(__AVX512BW__)
    return "x86-64 AVX-512 AVX2 BMI2";
#elif defined(__AVX2__) && defined(__BMI2__)
    return "x86-64 AVX2 BMI2";
#elif defined(__BMI__)
    return "x86-64 BMI";
#else
    return "x86-64 (baseline SSE2)";
#endif
#elif defined(__aarch64__)
    return "aarch64";
#else
    return "other";
#endif
}

static const char *mark(const struct bench_result *r) { return r->best ? "*" : " "; }

void bench_print_text(const struct bench_run_info *info, const struct bench_result *r, size_t n)
{
    printf("bbgeom-bench %s\n", bbg_version());
    printf("cpu:      %s\ncompiler: %s\ntarget:   %s\n", info->cpu, info->compiler, info->target);
    printf("build:    %s, assertions %s\n", info->build_type, info->asserts ? "on" : "off");
    printf("method:   %zu pseudo-random inputs (seed 0x%llx), median of %zu runs [min-max];\n"
           "          %.3f cycles/ns from a chain of dependent adds;\n"
           "          x load = median / median of \"%s\" in the same mode (thr or lat);\n"
           "          * = fastest throughput for its question\n\n",
           info->inputs, (unsigned long long)info->seed, info->runs, info->cycles_per_ns,
           BENCH_LOAD64);
    printf("%-24s %-20s %8s %15s %7s %8s %15s %7s\n", "question", "method", "thr cyc", "[min-max]",
           "x load", "lat cyc", "[min-max]", "x load");
    const char *last = "";
    for (size_t i = 0; i < n; i++) {
        char range[32];
        if (strcmp(last, r[i].c->name) != 0 && i > 0)
            printf("\n");
        last = r[i].c->name;
        snprintf(range, sizeof range, "[%.2f-%.2f]", r[i].thr_min, r[i].thr_max);
        printf("%-24s %-19s%s %8.2f %15s %7.2f", r[i].c->name, r[i].c->method, mark(&r[i]),
               r[i].thr_med, range, r[i].thr_vs_load64);
        if (r[i].c->lat != NULL) {
            snprintf(range, sizeof range, "[%.2f-%.2f]", r[i].lat_min, r[i].lat_max);
            printf(" %8.2f %15s %7.2f", r[i].lat_med, range, r[i].lat_vs_load64);
        }
        printf("\n");
    }
    printf("\ngenerated tables (bytes):\n");
    for (const struct bench_table_size *t = bench_table_sizes; t->name != NULL; t++)
        printf("  %-26s %8zu\n", t->name, t->bytes);
}

/* A latency figure, or null where the case has no latency loop. */
static void json_latency(struct json *j, const char *key, bool present, double v)
{
    if (present)
        json_double(j, key, v, 4);
    else
        json_null(j, key);
}

static void json_result(struct json *j, const struct bench_result *r)
{
    const bool lat = r->c->lat != NULL;
    char checksum[17];
    snprintf(checksum, sizeof checksum, "%016llx", (unsigned long long)r->checksum);
    json_object_begin(j, NULL);
    json_string(j, "name", r->c->name);
    json_string(j, "method", r->c->method);
    json_string(j, "id", r->c->id);
    json_double(j, "throughput_cycles", r->thr_med, 4);
    json_double(j, "throughput_cycles_min", r->thr_min, 4);
    json_double(j, "throughput_cycles_max", r->thr_max, 4);
    json_double(j, "throughput_ns", r->thr_ns_med, 4);
    json_latency(j, "latency_cycles", lat, r->lat_med);
    json_latency(j, "latency_cycles_min", lat, r->lat_min);
    json_latency(j, "latency_cycles_max", lat, r->lat_max);
    json_latency(j, "latency_ns", lat, r->lat_ns_med);
    json_double(j, "ratio_to_load", r->thr_vs_load64, 4);
    json_latency(j, "latency_ratio_to_load", lat, r->lat_vs_load64);
    json_double(j, "ratio_to_load_64x64", r->thr_vs_load4096, 4);
    json_latency(j, "latency_ratio_to_load_64x64", lat, r->lat_vs_load4096);
    json_string(j, "checksum", checksum);
    json_object_end(j);
}

/* One object on one line, with the tool's JSON writer (tools/json.h): the
 * CPU name comes from the system, and the writer escapes what needs it. */
void bench_print_json(const struct bench_run_info *info, const struct bench_result *r, size_t n)
{
    struct json j;
    json_init(&j, stdout);
    json_object_begin(&j, NULL);
    json_string(&j, "cpu", info->cpu);
    json_string(&j, "compiler", info->compiler);
    json_string(&j, "target", info->target);
    json_string(&j, "build_type", info->build_type);
    json_bool(&j, "asserts", info->asserts);
    json_string(&j, "version", bbg_version());
    json_uint(&j, "inputs", info->inputs);
    json_uint(&j, "runs", info->runs);
    json_uint(&j, "seed", (unsigned long long)info->seed);
    json_double(&j, "cycles_per_ns", info->cycles_per_ns, 4);
    json_array_begin(&j, "results");
    for (size_t i = 0; i < n; i++)
        json_result(&j, &r[i]);
    json_array_end(&j);
    json_array_begin(&j, "tables");
    for (const struct bench_table_size *t = bench_table_sizes; t->name != NULL; t++) {
        json_object_begin(&j, NULL);
        json_string(&j, "name", t->name);
        json_uint(&j, "bytes", t->bytes);
        json_object_end(&j);
    }
    json_array_end(&j);
    json_object_end(&j);
}
