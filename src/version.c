#include "bbgeom/version.h"

const char *bbg_version(void)
{
    return BBG_VERSION_STRING;
}
