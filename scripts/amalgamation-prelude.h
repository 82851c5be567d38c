/* How bbgeom.c compiles the library's sources: written by
 * scripts/amalgamate.py at the top of the amalgamation's bbgeom.c. Each
 * macro holds unless the compile line defines it. */

/* The move generator's compact form (src/movegen_phases.h): five copies
 * of the generator instead of the Meson build's 32, so that bbgeom.c
 * compiles in less than half the time, for a list or stage 6 to 21%
 * slower and perft within about 1%. -DBBG_COMPACT_MOVEGEN=0 compiles the
 * Meson build's copies (docs/using.md, "Compile time"). */
#ifndef BBG_COMPACT_MOVEGEN
#define BBG_COMPACT_MOVEGEN 1
#endif
