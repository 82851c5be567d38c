/* What the example's files share: the error format check. Perft itself,
 * threads and the table, is the tool's runner (tools/perft_run.h), which
 * bbgeom perft uses too. */
#ifndef PFT_PERFT_H
#define PFT_PERFT_H

#include <bbgeom.h>

#include "perft_run.h"

/* Lets the compiler check the formats given to the error helpers (GNU C). */
#if defined(__GNUC__)
#define PFT_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define PFT_PRINTF(f, a)
#endif

#endif
