#!/usr/bin/env bash
# route-cmake.sh REPO [COMMIT] [WORK]: a CMake project using bbgeom installed
# with meson install, through find_package(bbgeom CONFIG REQUIRED) and the
# imported target bbgeom::bbgeom.
#
# Twice: with the default (static) library and with -Ddefault_library=shared.
# Each time tests/consumer/cmake (main.c and main.cpp) is configured with
# CMAKE_PREFIX_PATH set to the prefix, built, and its tests run with no
# LD_LIBRARY_PATH; then the prefix is moved and the same is done from the new
# place (the config file's paths are relative to it). The version file must
# accept this version and its major.minor, and refuse a newer minor and a
# newer major. Compilers: CC and CXX, as CMake reads them.
#
# BBGEOM_ROUTE_INSTALLED, when set, names the WORK folder of a finished
# route-install.sh run of the same commit and compilers: its two prefixes
# are copied and used instead of installing the same thing again (the
# routes.sh run does this). Otherwise the commit is cloned and installed
# here.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)
# shellcheck source=tests/consumer/route-common.sh
. "$here/route-common.sh"
route_init route-cmake "$@"

# cmake_consumer PREFIX BUILD: configure, build and test the consumer.
cmake_consumer() {
    echo "== $route_name: tests/consumer/cmake with CMAKE_PREFIX_PATH=$1"
    cmake -S "$source/tests/consumer/cmake" -B "$2" -DCMAKE_PREFIX_PATH="$1"
    cmake --build "$2"
    route_run ctest --test-dir "$2" --output-on-failure
}

for library in static shared; do
    if [ -n "${BBGEOM_ROUTE_INSTALLED:-}" ]; then
        source=$BBGEOM_ROUTE_INSTALLED/source-$library
        prefix=$work/prefix-$library
        [ -d "$BBGEOM_ROUTE_INSTALLED/prefix-$library" ] \
            || { echo "$route_name: no prefix-$library in $BBGEOM_ROUTE_INSTALLED" >&2; exit 1; }
        echo "== $route_name: the $library install of $BBGEOM_ROUTE_INSTALLED, copied to $prefix"
        cp -a "$BBGEOM_ROUTE_INSTALLED/prefix-$library" "$prefix"
    else
        route_clone_install "$library"
    fi
    cmake_consumer "$prefix" "$work/cmake-$library"
    route_needs_libbbgeom "$work/cmake-$library/consumer-c" \
        "$([ "$library" = shared ] && echo yes || echo no)"

    echo "== $route_name ($library): the prefix, moved"
    mv "$prefix" "$prefix-moved"
    cmake_consumer "$prefix-moved" "$work/cmake-$library-moved"
done

echo "== $route_name: versions bbgeomConfigVersion.cmake accepts"
version=$(sed -n "s/^#define BBG_VERSION_STRING \"\(.*\)\"$/\1/p" \
    "$work/prefix-static-moved/include/bbgeom/version.h")
IFS=. read -r major minor _ <<< "$version"
for want in "$version" "$major.$minor" "$major.$((minor + 1))" "$((major + 1)).0"; do
    expected=accepted
    case $want in "$major.$((minor + 1))"|"$((major + 1)).0") expected=refused ;; esac
    if cmake -S "$source/tests/consumer/cmake/versions" -B "$work/versions-$want" \
            -DCMAKE_PREFIX_PATH="$work/prefix-static-moved" -DWANT="$want" \
            > "$work/versions-$want.log" 2>&1; then
        got=accepted
    else
        got=refused
    fi
    echo "find_package(bbgeom $want) with bbgeom $version installed: $got"
    if [ "$got" != "$expected" ]; then
        cat "$work/versions-$want.log" >&2
        echo "$route_name: expected $expected" >&2
        exit 1
    fi
done
