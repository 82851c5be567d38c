#!/usr/bin/env bash
# pkgconfig.sh SRC_ROOT [MESON_SETUP_ARGS...]
#
# The installed route: builds bbgeom from SRC_ROOT, installs it into a
# temporary prefix with meson install, then, using only the installed files
# and pkg-config:
#   - checks that every public header (include/bbgeom/*.h, plus the generated
#     tables.h and version.h) was installed, and that each compiles on its
#     own as C11 and as C++17;
#   - builds main.c (C11) and main.cpp (C++17) from this folder with
#     -Wall -Wextra -Wpedantic -Werror and the flags from
#     pkg-config --cflags --libs bbgeom, and runs them (LD_LIBRARY_PATH set
#     to the installed library folder).
# Compilers: CC (default cc) and CXX (default g++). Extra arguments go to
# meson setup (e.g. -Ddefault_library=static). Everything happens in a
# temporary folder, removed at exit.
set -eu

usage() { echo "usage: $0 SRC_ROOT [MESON_SETUP_ARGS...]" >&2; exit 2; }
[ $# -ge 1 ] || usage
src=$(cd "$1" && pwd -P) || usage
shift
here=$(cd "$(dirname "$0")" && pwd -P)
cc=${CC:-cc}
cxx=${CXX:-g++}

if [ ! -f "$src/meson.build" ] || [ ! -f "$src/include/bbgeom.h" ]; then
    echo "$0: $src does not look like a bbgeom source tree" >&2
    exit 2
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/bbgeom-pkgconfig.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
prefix=$tmp/prefix

echo "== pkg-config: meson setup, install into $prefix ($cc)"
# bbgeom's own tests are not needed to install it.
meson setup --prefix="$prefix" -Dtests=disabled "$@" "$tmp/build" "$src"
meson install -C "$tmp/build"

# The library folder depends on the platform (lib, lib64,
# lib/x86_64-linux-gnu, ...): find the installed .pc file.
pc=$(find "$prefix" -name bbgeom.pc -path '*/pkgconfig/*' | head -n 1)
if [ -z "$pc" ]; then
    echo "$0: no bbgeom.pc installed under $prefix" >&2
    exit 1
fi
export PKG_CONFIG_PATH=${pc%/*}
echo "pkg-config file: $pc"
cflags=$(pkg-config --cflags bbgeom)
libs=$(pkg-config --libs bbgeom)
libdir=$(pkg-config --variable=libdir bbgeom)
includedir=$(pkg-config --variable=includedir bbgeom)
echo "cflags: $cflags"
echo "libs:   $libs"

echo "== pkg-config: installed headers"
version=$(pkg-config --modversion bbgeom)
if ! grep -q "^#define BBG_VERSION_STRING \"$version\"\$" "$includedir/bbgeom/version.h"; then
    echo "$0: pkg-config version $version does not match $includedir/bbgeom/version.h" >&2
    exit 1
fi
missing=0
for h in "$src"/include/bbgeom/*.h tables.h version.h; do
    h=${h##*/}
    if [ ! -f "$includedir/bbgeom/$h" ]; then
        echo "$0: bbgeom/$h is not installed" >&2
        missing=1
    fi
done
[ -f "$includedir/bbgeom.h" ] || { echo "$0: bbgeom.h is not installed" >&2; missing=1; }
[ "$missing" = 0 ] || exit 1

# Each header on its own, as C11 and as C++17, from outside the source tree.
mkdir "$tmp/consumer"
cd "$tmp/consumer"
for h in bbgeom.h "$includedir"/bbgeom/*.h; do
    h=${h#"$includedir"/}
    printf '#include <%s>\nint bbgeom_consumer_dummy;\n' "$h" > one.c
    cp one.c one.cpp
    # shellcheck disable=SC2086 # word splitting of pkg-config output intended
    "$cc" -std=c11 -Wall -Wextra -Wpedantic -Werror $cflags -fsyntax-only one.c
    # shellcheck disable=SC2086
    "$cxx" -std=c++17 -Wall -Wextra -Wpedantic -Werror $cflags -fsyntax-only one.cpp
    echo "ok: <$h> (C11, C++17)"
done

echo "== pkg-config: C11 consumer ($cc)"
cp "$here/main.c" "$here/main.cpp" .
# shellcheck disable=SC2086
"$cc" -std=c11 -Wall -Wextra -Wpedantic -Werror main.c -o consumer-c $cflags $libs
LD_LIBRARY_PATH=$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} ./consumer-c

echo "== pkg-config: C++17 consumer ($cxx)"
# shellcheck disable=SC2086
"$cxx" -std=c++17 -Wall -Wextra -Wpedantic -Werror main.cpp -o consumer-cpp $cflags $libs
LD_LIBRARY_PATH=$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} ./consumer-cpp
