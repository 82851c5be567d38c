#!/usr/bin/env bash
# route-amalgamation.sh REPO [COMMIT] [WORK]: bbgeom vendored as the two
# files of its amalgamation, bbgeom.h and bbgeom.c, built with make.
#
# From a clone: meson compile -C build amalgamation, then
# tests/consumer/amalgamation/Makefile builds main.c with them (cc -O2, no
# -I., beside headers of its own named time.h and string.h) and
# the program must pass, also with -std=c11 -Wall -Wextra -Wpedantic -Werror;
# bbgeom.h must compile as C++17 too. Then meson dist (which builds and tests
# the tarball itself) must put the same two files in the tarball's
# amalgamation/ folder, and they are built and run the same way.
# Compilers: CC (default cc) and CXX (default c++).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)
# shellcheck source=tests/consumer/route-common.sh
. "$here/route-common.sh"
route_init route-amalgamation "$@"

source=$work/source
route_clone "$source"

# vendored DIR FROM: a project folder DIR holding the Makefile, main.c (and
# its expect.h) and the amalgamation found in FROM, built and run.
vendored() {
    local dir=$1 from=$2
    mkdir "$dir"
    cp "$source/tests/consumer/amalgamation/Makefile" "$source/tests/consumer/main.c" \
        "$source/tests/consumer/expect.h" "$from/bbgeom.h" "$from/bbgeom.c" "$dir/"
    # An engine's own headers named like system ones, as real engines have:
    # the build must not pick them up for bbgeom's <time.h> or <string.h>.
    for h in time.h string.h; do
        printf '#error "the project'"'"'s own %s was included instead of the system'"'"'s"\n' "$h" > "$dir/$h"
    done
    echo "== $route_name: make in $dir"
    make -C "$dir" CC="$cc"
    "$dir/app"
    make -C "$dir" clean
    make -C "$dir" CC="$cc" CFLAGS="-O2 -std=c11 -Wall -Wextra -Wpedantic -Werror"
    "$dir/app"
    printf '#include "bbgeom.h"\nint bbgeom_consumer_dummy;\n' > "$dir/one.cpp"
    "$cxx" -std=c++17 -Wall -Wextra -Wpedantic -Werror -fsyntax-only "$dir/one.cpp"
}

echo "== $route_name: meson compile -C build amalgamation"
(cd "$source" && meson setup build && meson compile -C build amalgamation)
vendored "$work/app" "$source/build"

echo "== $route_name: meson dist"
(cd "$source" && meson dist -C build)
tarball=$(echo "$source"/build/meson-dist/*.tar.xz)
mkdir "$work/unpacked"
tar -C "$work/unpacked" -xf "$tarball"
from=$(echo "$work"/unpacked/*/amalgamation)
for f in bbgeom.h bbgeom.c; do
    cmp "$source/build/$f" "$from/$f"
done
echo "the tarball's amalgamation/ holds the amalgamation of the build"
vendored "$work/app-dist" "$from"
