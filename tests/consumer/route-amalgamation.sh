#!/usr/bin/env bash
# route-amalgamation.sh REPO [COMMIT] [WORK]: bbgeom vendored as the two
# files of its amalgamation, bbgeom.h and bbgeom.c, built with make.
#
# From a clone: meson compile -C build amalgamation, then
# tests/consumer/amalgamation/Makefile builds main.c with them (cc -O2, no
# -I., beside headers of its own named time.h and string.h) five ways from
# the one copy: portable, -mbmi2, -mbmi2 with magic tables forced, with
# -ffunction-sections -fdata-sections -Wl,--gc-sections, and with the
# Meson build's move generator (-DBBG_COMPACT_MOVEGEN=0); and small.c
# without and with that recipe (their sizes are printed). Each program must
# pass its checks with the slider tables its flags ask for (the BMI2 ones
# run where the CPU has BMI2); the portable and -mbmi2 ones also when built
# with -std=c11 -Wall -Wextra -Wpedantic -Werror; bbgeom.h must compile as
# C++17 too, with and without -mbmi2. -DBBG_SLIDER_INDEX_PEXT=1 without
# -mbmi2 must stop the compile with the message that says why, and a
# program whose files disagree on the slider tables must fail to link.
# bbgeom.c is compiled once for each set of flags. Then meson dist must put
# the same two files in the tarball's amalgamation/ folder, and they are
# built and run the same way; the unpacked tarball is built, tested and
# installed as meson dist would (unless BBGEOM_ROUTE_DIST_TESTS=no).
# Compilers: CC (default cc) and CXX (default c++).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)
# shellcheck source=tests/consumer/route-common.sh
. "$here/route-common.sh"
route_init route-amalgamation "$@"

source=$work/source
route_clone "$source"

# vendored DIR FROM: a project folder DIR holding the Makefile, main.c and
# small.c (and their expect.h) and the amalgamation found in FROM, built
# and run.
vendored() {
    local dir=$1 from=$2
    mkdir "$dir"
    cp "$source/tests/consumer/amalgamation/Makefile" "$source/tests/consumer/amalgamation/small.c" \
        "$source/tests/consumer/main.c" "$source/tests/consumer/expect.h" "$from/bbgeom.h" "$from/bbgeom.c" "$dir/"
    # An engine's own headers named like system ones, as real engines have:
    # the build must not pick them up for bbgeom's <time.h> or <string.h>.
    for h in time.h string.h; do
        printf '#error "the project'"'"'s own %s was included instead of the system'"'"'s"\n' "$h" > "$dir/$h"
    done
    echo "== $route_name: make in $dir"
    make -C "$dir" CC="$cc"
    run_programs "$dir" app:magic app-bmi2:pext app-bmi2-magic:magic app-gc:magic app-full:magic
    "$dir/small"
    "$dir/small-gc"
    size "$dir/app" "$dir/app-gc" "$dir/small" "$dir/small-gc"
    refused "$dir"
    # The warnings of each slider set's code: magic and PEXT.
    make -C "$dir" clean
    make -C "$dir" CC="$cc" CFLAGS="-O2 -std=c11 -Wall -Wextra -Wpedantic -Werror" app app-bmi2
    run_programs "$dir" app:magic app-bmi2:pext
    printf '#include "bbgeom.h"\nint bbgeom_consumer_dummy;\n' > "$dir/one.cpp"
    "$cxx" -std=c++17 -Wall -Wextra -Wpedantic -Werror -fsyntax-only "$dir/one.cpp"
    "$cxx" -std=c++17 -Wall -Wextra -Wpedantic -Werror -mbmi2 -fsyntax-only "$dir/one.cpp"
}

# run_programs DIR PROGRAM:TABLES...: each program passes its checks, with
# the slider tables (magic or pext) that its flags ask for (main.c prints
# which).
run_programs() {
    local dir=$1 entry program tables out
    shift
    for entry in "$@"; do
        program=${entry%%:*} tables=${entry#*:}
        if [[ $program == app-bmi2* ]] && ! grep -qw bmi2 /proc/cpuinfo; then
            echo "$program: built, not run: this CPU has no BMI2"
            continue
        fi
        out=$("$dir/$program")
        echo "$program: $out"
        if [[ $out != *"($tables slider tables)"* ]]; then
            echo "$route_name: $program should have used the $tables slider tables" >&2
            exit 1
        fi
    done
}

# refused DIR: PEXT forced without BMI2 stops the compile with the message
# that says why; files compiled with different slider tables fail to link
# (main.c with -mbmi2 against the Makefile's portable bbgeom.o).
refused() {
    local dir=$1
    echo "== $route_name: -DBBG_SLIDER_INDEX_PEXT=1 without -mbmi2 is refused"
    if "$cc" -O2 -DBBG_SLIDER_INDEX_PEXT=1 -c "$dir/bbgeom.c" -o "$dir/forced.o" 2> "$dir/forced.log"; then
        echo "$route_name: bbgeom.c compiled with PEXT forced and no -mbmi2" >&2
        exit 1
    fi
    if ! grep -q 'need BMI2: compile with -mbmi2' "$dir/forced.log"; then
        cat "$dir/forced.log" >&2
        echo "$route_name: no message that PEXT needs -mbmi2" >&2
        exit 1
    fi
    echo "== $route_name: main.c with -mbmi2 and bbgeom.c without do not link"
    "$cc" -O2 -mbmi2 -DBBGEOM_CONSUMER_VENDORED -c "$dir/main.c" -o "$dir/main-pext.o"
    if "$cc" -o "$dir/mixed" "$dir/main-pext.o" "$dir/bbgeom.o" 2> "$dir/mixed.log"; then
        echo "$route_name: PEXT lookups linked with magic tables" >&2
        exit 1
    fi
    if ! grep -q 'bbg_[a-z_]*_table_pext' "$dir/mixed.log"; then
        cat "$dir/mixed.log" >&2
        echo "$route_name: the link failed, but not for the tables' link names" >&2
        exit 1
    fi
}

echo "== $route_name: meson compile -C build amalgamation"
(cd "$source" && meson setup build && meson compile -C build amalgamation)
vendored "$work/app" "$source/build"

# meson dist makes the tarball; the tarball's build, tests and install are
# done here rather than by meson dist itself, as a user who unpacks it
# would run them: in build/ of the unpacked tree, where the README builds
# (so that a compiler cache, in CI, has its objects).
echo "== $route_name: meson dist --no-tests"
(cd "$source" && meson dist -C build --no-tests)
tarball=$(echo "$source"/build/meson-dist/*.tar.xz)
mkdir "$work/unpacked"
tar -C "$work/unpacked" -xf "$tarball"
unpacked=$(echo "$work"/unpacked/*/)
from=${unpacked%/}/amalgamation
for f in bbgeom.h bbgeom.c; do
    cmp "$source/build/$f" "$from/$f"
done
echo "the tarball's amalgamation/ holds the amalgamation of the build"
if [ "${BBGEOM_ROUTE_DIST_TESTS:-yes}" = no ]; then
    echo "== $route_name: the tarball's build and tests left out (BBGEOM_ROUTE_DIST_TESTS=no)"
else
    echo "== $route_name: the tarball built, tested and installed"
    (cd "$unpacked" && meson setup build && meson compile -C build && meson test -C build --print-errorlogs &&
        DESTDIR=$work/dist-install meson install -C build --quiet)
    find "$work/dist-install" -path '*/bin/bbgeom' -type f | grep -q . \
        || { echo "$route_name: the tarball's install holds no bin/bbgeom" >&2; exit 1; }
fi
vendored "$work/app-dist" "$from"
