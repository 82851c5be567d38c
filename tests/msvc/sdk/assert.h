/* Stand-in for the Windows SDK's <assert.h> in tests/msvc/check.sh: the
 * condition is still compiled (and warned about), never run. */
#ifndef BBGEOM_TEST_MSVC_ASSERT_H
#define BBGEOM_TEST_MSVC_ASSERT_H
#ifdef NDEBUG
#define assert(e) ((void)0)
#else
#define assert(e) ((void)sizeof((e) ? 1 : 0))
#endif
#endif
