/* A plain main() for a fuzz harness, without libFuzzer: feeds each file
 * named on the command line (or each file in a directory named there) to
 * LLVMFuzzerTestOneInput once. `meson test` replays the committed corpora
 * with it, so every compiler and sanitizer build runs them. */
#define _POSIX_C_SOURCE 200809L

#include <dirent.h>
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz.h"

/* Feeds one file; false (after a message) if it cannot be read. */
static bool replay_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        fprintf(stderr, "replay: cannot open '%s': %s\n", path, strerror(errno));
        return false;
    }
    size_t cap = 4096, size = 0;
    uint8_t *data = malloc(cap);
    bool ok = data != NULL;
    while (ok) {
        if (size == cap) {
            uint8_t *bigger = realloc(data, cap * 2);
            if (bigger == NULL) {
                ok = false;
                break;
            }
            data = bigger;
            cap *= 2;
        }
        size_t n = fread(data + size, 1, cap - size, f);
        size += n;
        if (n == 0)
            break;
    }
    if (ferror(f))
        ok = false;
    fclose(f);
    if (!ok) {
        fprintf(stderr, "replay: cannot read '%s'\n", path);
        free(data);
        return false;
    }
    LLVMFuzzerTestOneInput(data, size);
    free(data);
    return true;
}

/* Defined only by harnesses that need it: weak, so the address is null
 * otherwise. */
#if defined(__GNUC__)
/* NOLINTNEXTLINE(readability-redundant-declaration): adds the attribute */
__attribute__((weak)) int LLVMFuzzerInitialize(int *argc, char ***argv);
#endif

int main(int argc, char *argv[])
{
    int files = 0;
    if (LLVMFuzzerInitialize)
        LLVMFuzzerInitialize(&argc, &argv);
    for (int i = 1; i < argc; i++) {
        struct stat st;
        if (stat(argv[i], &st) != 0) {
            fprintf(stderr, "replay: '%s': %s\n", argv[i], strerror(errno));
            return EXIT_FAILURE;
        }
        if (!S_ISDIR(st.st_mode)) {
            if (!replay_file(argv[i]))
                return EXIT_FAILURE;
            files++;
            continue;
        }
        DIR *dir = opendir(argv[i]);
        if (dir == NULL) {
            fprintf(stderr, "replay: cannot open '%s': %s\n", argv[i], strerror(errno));
            return EXIT_FAILURE;
        }
        for (struct dirent *entry; (entry = readdir(dir)) != NULL;) {
            if (entry->d_name[0] == '.')
                continue;
            size_t len = strlen(argv[i]) + 1 + strlen(entry->d_name) + 1;
            char *path = malloc(len);
            if (path == NULL) {
                closedir(dir);
                return EXIT_FAILURE;
            }
            snprintf(path, len, "%s/%s", argv[i], entry->d_name);
            bool ok = replay_file(path);
            free(path);
            if (!ok) {
                closedir(dir);
                return EXIT_FAILURE;
            }
            files++;
        }
        closedir(dir);
    }
    /* An empty corpus would make the test pass without testing anything. */
    if (files == 0) {
        fprintf(stderr, "replay: no input files\n");
        return EXIT_FAILURE;
    }
    fprintf(stderr, "replayed %d inputs\n", files);
    return EXIT_SUCCESS;
}
