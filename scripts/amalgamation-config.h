/* How the amalgamation of bbgeom is configured: written by
 * scripts/amalgamate.py in place of the Meson build's bbgeom/config.h.
 * bbgeom.c carries the slider attack tables of both indexings and compiles
 * one, chosen here when it is compiled, not when the amalgamation is made:
 * the same two files build a portable program and a BMI2 one. */
#ifndef BBGEOM_CONFIG_H
#define BBGEOM_CONFIG_H

/* 1 if the slider attack tables are indexed by PEXT, 0 if by fancy magic
 * multiplication: PEXT where the compiler targets BMI2 (__BMI2__: -mbmi2,
 * or -march= a BMI2 CPU), magic otherwise. -DBBG_SLIDER_INDEX_PEXT=0 or 1
 * chooses (0 on AMD Zen 1 and 2, whose PEXT is slow; 1 needs BMI2). Every
 * file that includes bbgeom.h and bbgeom.c itself must make the same
 * choice: the tables' link names say which they hold, so a program whose
 * files differ fails to link. */
#ifndef BBG_SLIDER_INDEX_PEXT
#ifdef __BMI2__
#define BBG_SLIDER_INDEX_PEXT 1
#else
#define BBG_SLIDER_INDEX_PEXT 0
#endif
#endif

#if BBG_SLIDER_INDEX_PEXT != 0 && BBG_SLIDER_INDEX_PEXT != 1
#error "BBG_SLIDER_INDEX_PEXT must be 0 (fancy magic slider tables) or 1 (PEXT)"
#endif

#endif
