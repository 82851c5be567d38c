/* The share of its heavy work a test run does: the one knob by which CI
 * runs the exhaustive suites whole in its native steps and a fixed sample
 * under its instruments (docs/testing.md, "Whole once, sampled under
 * instruments"). No bbgeom headers, no Check. */
#ifndef BBGEOM_TEST_SAMPLE_H
#define BBGEOM_TEST_SAMPLE_H

/* 1 in test_sample_share() of the heavy work runs, always the same ones
 * (every share-th item of a fixed sequence, or the first 1/share of it):
 * the share BBGEOM_TEST_SAMPLE names (1 to 256, more taken as 256; 1 is
 * the whole even where the default is not), else 16 under
 * AddressSanitizer (a fifth of the speed) or valgrind memcheck (a
 * fiftieth; recognised by the allocator it preloads), else 1: plain
 * builds run the whole. */
long test_sample_share(void);

/* A share from text: 2 to 256 (more taken as 256), or 0 when it is not one. */
long test_parse_share(const char *text);

/* Whether the process runs under AddressSanitizer or valgrind memcheck,
 * which bring allocators of their own (tests that starve glibc's heap
 * cannot run there). */
int test_under_memory_checker(void);

#endif
