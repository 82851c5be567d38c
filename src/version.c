/* The version of the linked library (include/bbgeom/version.h), which a
 * program can compare with the headers' BBG_VERSION_STRING. */
#include "bbgeom/version.h"

const char *bbg_version(void) { return BBG_VERSION_STRING; }
