#!/usr/bin/env bash
# route-install.sh REPO [COMMIT] [WORK]: bbgeom installed with meson install
# into a prefix of its own, used through pkg-config.
#
# Twice: with the default (static) library and with -Ddefault_library=shared.
# Each time, from the installed files only:
#   - every public header (those of the commit's include/, and the generated
#     tables.h, version.h and config.h) is installed and compiles on its own as C11 and
#     as C++17 with -Wall -Wextra -Wpedantic -Werror;
#   - the installed bbgeom tool answers a question, with no LD_LIBRARY_PATH,
#     and its man page is installed;
#   - tests/consumer's main.c (C11) and main.cpp (C++17) build with the
#     flags from pkg-config --cflags --libs bbgeom (shared: plus the run path
#     docs/using.md shows) and pass, with no LD_LIBRARY_PATH. A shared consumer
#     built without that run path must fail to start, which shows that
#     nothing else finds the library.
# Compilers: CC (default cc) and CXX (default c++).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)
# shellcheck source=tests/consumer/route-common.sh
. "$here/route-common.sh"
route_init route-install "$@"

for library in static shared; do
    route_clone_install "$library"
    export PKG_CONFIG_PATH=$prefix/lib/pkgconfig
    cflags=$(pkg-config --cflags bbgeom)
    libs=$(pkg-config --libs bbgeom)
    includedir=$(pkg-config --variable=includedir bbgeom)
    echo "pkg-config --cflags --libs bbgeom: $cflags $libs"

    echo "== $route_name ($library): installed headers"
    version=$(pkg-config --modversion bbgeom)
    if ! grep -q "^#define BBG_VERSION_STRING \"$version\"\$" "$includedir/bbgeom/version.h"; then
        echo "$route_name: pkg-config version $version does not match the installed version.h" >&2
        exit 1
    fi
    headers=(bbgeom.h bbgeom/tables.h bbgeom/version.h bbgeom/config.h)
    for h in "$source"/include/bbgeom/*.h; do
        headers+=("bbgeom/${h##*/}")
    done
    mkdir "$work/consumer-$library"
    cd "$work/consumer-$library"
    for h in "${headers[@]}"; do
        [ -f "$includedir/$h" ] || { echo "$route_name: $h is not installed" >&2; exit 1; }
        printf '#include <%s>\nint bbgeom_consumer_dummy;\n' "$h" > one.c
        cp one.c one.cpp
        # shellcheck disable=SC2086 # word splitting of pkg-config output intended
        "$cc" -std=c11 -Wall -Wextra -Wpedantic -Werror $cflags -fsyntax-only one.c
        # shellcheck disable=SC2086
        "$cxx" -std=c++17 -Wall -Wextra -Wpedantic -Werror $cflags -fsyntax-only one.cpp
    done
    echo "${#headers[@]} headers, each compiles on its own as C11 and C++17"

    echo "== $route_name ($library): the installed bbgeom tool"
    tool=$prefix/bin/bbgeom
    route_needs_libbbgeom "$tool" "$([ "$library" = shared ] && echo yes || echo no)"
    answer=$(route_run "$tool" intersect rank h4 anti b7 | head -n 1)
    if [ "$answer" != "the rank of h4 meets the anti-diagonal of b7 on e4" ]; then
        echo "$route_name: $tool intersect rank h4 anti b7 said: $answer" >&2
        exit 1
    fi
    route_run "$tool" --version
    [ -f "$prefix/share/man/man1/bbgeom.1" ] \
        || { echo "$route_name: the man page bbgeom.1 is not installed" >&2; exit 1; }

    echo "== $route_name ($library): consumers through pkg-config ($cc, $cxx)"
    rpath=()
    if [ "$library" = shared ]; then
        rpath=("-Wl,-rpath,$(pkg-config --variable=libdir bbgeom)")
        # shellcheck disable=SC2086
        "$cc" -O2 "$source/tests/consumer/main.c" $cflags $libs -o no-rpath
        route_needs_libbbgeom no-rpath yes
        if route_run ./no-rpath > no-rpath.log 2>&1; then
            echo "$route_name: a shared consumer without a run path started" >&2
            exit 1
        fi
        echo "without -Wl,-rpath it cannot start: $(head -n 1 no-rpath.log)"
    fi
    # shellcheck disable=SC2086
    "$cc" -std=c11 -Wall -Wextra -Wpedantic -Werror -O2 "$source/tests/consumer/main.c" \
        $cflags $libs "${rpath[@]}" -o consumer-c
    # shellcheck disable=SC2086
    "$cxx" -std=c++17 -Wall -Wextra -Wpedantic -Werror -O2 "$source/tests/consumer/main.cpp" \
        $cflags $libs "${rpath[@]}" -o consumer-cpp
    for program in consumer-c consumer-cpp; do
        route_needs_libbbgeom "$program" "$([ "$library" = shared ] && echo yes || echo no)"
        route_run "./$program"
    done
done
