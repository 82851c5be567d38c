/* Shared by every bbgeom header: standard includes and linkage. */
#ifndef BBGEOM_BASE_H
#define BBGEOM_BASE_H

#include <assert.h>
#include <stdint.h>

#ifdef __cplusplus
#define BBG_BEGIN_DECLS extern "C" {
#define BBG_END_DECLS }
#else
#include <stdbool.h>
#define BBG_BEGIN_DECLS
#define BBG_END_DECLS
#endif

/* Marks a function compiled into the library (not inline). A shared build
 * hides every other symbol (-fvisibility=hidden), so that its dynamic
 * symbol table holds bbgeom's API alone; this keeps the marked ones
 * visible. Windows exports need no mark: a DLL built by MinGW exports all
 * its functions when none is marked dllexport. */
#if (defined(__GNUC__) || defined(__clang__)) && !defined(_WIN32) && !defined(__CYGWIN__)
#define BBG_API __attribute__((visibility("default")))
#else
#define BBG_API
#endif

/* A conversion the headers cannot do without, spelled for each language:
 * C++ consumers build with -Wold-style-cast. Only for conversions that
 * change the type (g++'s -Wuseless-cast flags the others). */
#ifdef __cplusplus
#define BBG_CAST(type, value) static_cast<type>(value)
#else
#define BBG_CAST(type, value) ((type)(value))
#endif

/* The headers' run-time check of their arguments: assert, which a debug
 * build keeps. MinGW-w64 declares _assert without noreturn (msvcrt's
 * returns when the user of a GUI program picks Ignore), so gcc followed a
 * failed check into the table read it guards and warned (-Warray-bounds)
 * at the callers; abort() ends that path as the failed assert does. */
#if defined(__MINGW32__) && !defined(NDEBUG)
#include <stdlib.h>
#define BBG_ASSERT(cond) ((cond) ? (void)0 : (assert(cond), abort()))
#else
#define BBG_ASSERT(cond) assert(cond)
#endif

/* A compile-time check, in C11 and in C++. */
#ifdef __cplusplus
#define BBG_STATIC_ASSERT(cond, why) static_assert(cond, why)
#else
#define BBG_STATIC_ASSERT(cond, why) _Static_assert(cond, why)
#endif

/* The branchless 0x88 formulas (intersect.h) mask and OR negative ints:
 * -1 | x must be -1 and (-7 & 0x88) must be non-zero, which holds in two's
 * complement (C11 also allows ones' complement and sign-magnitude; C23 and
 * every compiler bbgeom supports use two's complement). No header right-
 * shifts a negative value: every >> applies to a non-negative one. */
BBG_STATIC_ASSERT((-1 & 3) == 3 && (-1 | 5) == -1 && ~0 == -1, "bbgeom needs two's complement int");

/* Where the bit primitives (bits.h, flip.h) come from. GNU builtins when
 * the compiler has them: __has_builtin says so (gcc 10+, clang); older gcc
 * has these four without it. Else MSVC's <intrin.h>, only on x64 and ARM64:
 * 32-bit x86 lacks the 64-bit forms. Else portable C. Defining BBG_PORTABLE
 * forces portable C everywhere; bbgeom's tests build both ways. The MSVC
 * path is untested: no MSVC builds it in bbgeom's CI, only clang in MSVC
 * mode compiles it (tests/msvc/check.sh), and nothing runs it. */
#if defined(BBG_PORTABLE)
#define BBG_GNU_BUILTIN_(name) 0
#elif defined(__has_builtin)
#define BBG_GNU_BUILTIN_(name) __has_builtin(name)
#elif defined(__GNUC__)
#define BBG_GNU_BUILTIN_(name) 1
#else
#define BBG_GNU_BUILTIN_(name) 0
#endif
#if !defined(BBG_PORTABLE) && defined(_MSC_VER) && (defined(_M_X64) || defined(_M_ARM64))
#define BBG_MSVC_INTRIN_ 1
#include <intrin.h>
#else
#define BBG_MSVC_INTRIN_ 0
#endif

#endif
