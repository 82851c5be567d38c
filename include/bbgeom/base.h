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

/* "No square": the answer when two lines do not meet on the board. */
#define BBG_NO_SQUARE (-1)

#endif
