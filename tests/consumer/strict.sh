#!/usr/bin/env bash
# strict.sh SRC_ROOT [MESON_SETUP_ARGS...]
#
# The strict consumers: installs bbgeom from SRC_ROOT into a temporary prefix
# (meson setup -Dtests=disabled -Dexamples=false, meson install), then, from
# the installed files only, with the -I that pkg-config gives (no -isystem:
# bbgeom's headers must be as clean as the consumer's own code):
#   - a canary: a copy of the headers with one bad line must fail each flag
#     set below, which shows that warnings in bbgeom's headers are reported;
#   - every installed public header on its own;
#   - strict/main.c (C11) and strict/main.cpp (C++17), which ask every
#     header questions with hand-worked answers: compiled, linked and run;
# each under every flag set below, all with -Werror, with assertions on and
# with -DNDEBUG. Needs gcc, g++, clang, clang++, meson, ninja, pkg-config.
# Extra arguments go to meson setup. Everything happens in a temporary
# folder, removed at exit.
set -euo pipefail

usage() { echo "usage: $0 SRC_ROOT [MESON_SETUP_ARGS...]" >&2; exit 2; }
[ $# -ge 1 ] || usage
src=$(cd "$1" && pwd -P) || usage
shift
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)
if [ ! -f "$src/meson.build" ] || [ ! -f "$src/include/bbgeom.h" ]; then
    echo "$0: $src does not look like a bbgeom source tree" >&2
    exit 2
fi
for tool in gcc g++ clang clang++ meson pkg-config; do
    command -v "$tool" >/dev/null 2>&1 || { echo "$0: $tool not found" >&2; exit 1; }
done

# The strict set, for C11 and C++17 (g++ adds -Wuseless-cast, below).
strict=(-Wall -Wextra -Wpedantic -Wconversion -Wsign-conversion -Wshadow -Wswitch-default -Wcast-qual)
strict_cxx=("${strict[@]}" -Wold-style-cast -Wzero-as-null-pointer-constant)
# clang's -Weverything, less these (what -Weverything holds grows with each
# clang release; this list is what clang 14, Debian 12's, needs):
everything=(-Weverything
    -Wno-covered-switch-default      # contradicts -Wswitch-default (above): a switch that names every enumerator keeps a default for the other values an enum may hold
)
everything_c=("${everything[@]}"
    -Wno-declaration-after-statement # a C89 rule; bbgeom and its users are C11
)
everything_cxx=("${everything[@]}"
    -Wno-c++98-compat                # C++17 code: static_assert, nullptr, ...
    -Wno-c++98-compat-pedantic       # the same (a comma after the last enumerator, ...)
)

# name, compiler, flags: one line per flag set.
flag_sets=(
    "gcc-c11|gcc|-std=c11 ${strict[*]}"
    "clang-c11|clang|-std=c11 ${strict[*]}"
    "clang-c11-everything|clang|-std=c11 ${everything_c[*]}"
    "g++-c++17|g++|-std=c++17 ${strict_cxx[*]} -Wuseless-cast"
    "clang++-c++17|clang++|-std=c++17 ${strict_cxx[*]}"
    "clang++-c++17-everything|clang++|-std=c++17 ${everything_cxx[*]}"
)

tmp=$(mktemp -d "${TMPDIR:-/tmp}/bbgeom-strict.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
prefix=$tmp/prefix

echo "== strict: meson setup, install into $prefix"
meson setup --prefix="$prefix" -Dtests=disabled -Dexamples=false "$@" "$tmp/build" "$src"
meson install -C "$tmp/build" >/dev/null

pc=$(find "$prefix" -name bbgeom.pc -path '*/pkgconfig/*' | head -n 1)
[ -n "$pc" ] || { echo "$0: no bbgeom.pc installed under $prefix" >&2; exit 1; }
export PKG_CONFIG_PATH=${pc%/*}
read -r -a cflags <<<"$(pkg-config --cflags bbgeom)"
read -r -a libs <<<"$(pkg-config --libs bbgeom)"
libdir=$(pkg-config --variable=libdir bbgeom)
includedir=$(pkg-config --variable=includedir bbgeom)
echo "cflags: ${cflags[*]}"
echo "libs:   ${libs[*]}"
case " ${cflags[*]} " in
*" -I$includedir "*) ;;
*) echo "$0: pkg-config --cflags does not give -I$includedir" >&2; exit 1 ;;
esac
case " ${cflags[*]} " in
*" -isystem"*) echo "$0: pkg-config --cflags uses -isystem" >&2; exit 1 ;;
esac

mkdir "$tmp/canary"
# The canary: an implicit narrowing that every flag set reports.
cp -R "$includedir/." "$tmp/canary/"
printf 'static inline int bbg_strict_canary_(long long x) { return x; }\n' >>"$tmp/canary/bbgeom/bits.h"

headers=(bbgeom.h)
for h in "$includedir"/bbgeom/*.h; do
    headers+=("bbgeom/${h##*/}")
done

# check_flag_set NAME CC FLAGS: the canary, every header alone and main.c
# (or main.cpp) under one flag set, with assertions and with -DNDEBUG, in a
# folder of its own.
check_flag_set() {
    local name=$1 cc=$2 ext=c mode h
    local -a flags all mode_flags
    read -r -a flags <<<"$3"
    [ "${name#*++}" != "$name" ] && ext=cpp
    local main=$here/strict/main.$ext   # in place: main.c includes ../expect.h
    mkdir "$tmp/consumer-$name"
    cd "$tmp/consumer-$name"
    echo "== $name: $cc ${flags[*]} -Werror"
    for mode in assert ndebug; do
        mode_flags=(-O2)
        [ "$mode" = ndebug ] && mode_flags+=(-DNDEBUG)
        all=("${flags[@]}" -Werror "${mode_flags[@]}")

        printf '#include <bbgeom.h>\n' >"canary.$ext"
        if "$cc" "${all[@]}" -I"$tmp/canary" -fsyntax-only "canary.$ext" >canary.log 2>&1 \
            || ! grep -q 'bbgeom/bits.h' canary.log; then
            echo "$0: $name: a warning in a bbgeom header went unreported:" >&2
            cat canary.log >&2
            return 1
        fi

        for h in "${headers[@]}"; do
            # A declaration after it: a header of macros only (config.h)
            # would leave an empty translation unit, which -Wpedantic rejects.
            printf '#include <%s>\nextern int bbgeom_strict_dummy;\n' "$h" >"one.$ext"
            "$cc" "${all[@]}" "${cflags[@]}" -fsyntax-only "one.$ext" || return 1
        done

        "$cc" "${all[@]}" "${cflags[@]}" "$main" -o consumer "${libs[@]}" || return 1
        LD_LIBRARY_PATH=$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} ./consumer >/dev/null || return 1
        echo "ok: $name ($mode): canary caught, ${#headers[@]} headers alone, main.$ext runs"
    done
}

# The flag sets a few at a time (each compiler run takes one core), each
# into its log, shown in order.
jobs=$(nproc 2>/dev/null || echo 2)
names=()
for set in "${flag_sets[@]}"; do
    IFS='|' read -r name cc flags <<<"$set"
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do
        wait -n || true
    done
    (if check_flag_set "$name" "$cc" "$flags" >"$tmp/$name.log" 2>&1; then echo 0; else echo 1; fi \
        >"$tmp/$name.status") &
    names+=("$name")
done
wait
failed=0
for name in "${names[@]}"; do
    cat "$tmp/$name.log"
    [ "$(cat "$tmp/$name.status")" = 0 ] || failed=1
done
[ "$failed" -eq 0 ] || { echo "$0: a flag set failed (above)" >&2; exit 1; }
echo "== strict: every flag set passed"
