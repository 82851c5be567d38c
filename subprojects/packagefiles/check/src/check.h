/* Replaces the src/check.h of the release archive, which its maintainer's
 * configure generated for one machine (with fork, without subunit). Check's
 * sources include "check.h" from this folder first; this sends them on to
 * the check.h that meson.build generates for the target from check.h.in.
 * The angle brackets skip this folder, which is not on the include path. */
#include <check.h>
