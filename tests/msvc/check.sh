#!/usr/bin/env bash
# check.sh CLANG INCLUDE_DIR
#
# The MSVC bodies of bits.h and flip.h (<intrin.h>), which no machine of
# bbgeom's CI can build with MSVC itself: clang in MSVC mode compiles
# bits_msvc.c against INCLUDE_DIR (bbgeom's include/) for x64 (also with
# AVX, where __popcnt64 is used), ARM64 and 32-bit x86 (which must take
# portable C), as C11 and as C++17, with the strict warnings and -Werror.
# Without a Windows SDK: sdk/ declares the intrinsics as <intrin.h> does.
# -U__has_builtin: cl.exe has no __has_builtin, and with it clang would take
# the GNU builtins. This shows the right body is chosen and compiles for
# each target; it runs nothing.
set -euo pipefail
[ $# -eq 2 ] || { echo "usage: $0 CLANG INCLUDE_DIR" >&2; exit 2; }
clang=$1
include=$2
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/bbgeom-msvc.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

strict=(-Wall -Wextra -Wpedantic -Wconversion -Wsign-conversion -Wshadow -Wcast-qual -Werror)
msvc=(-fms-extensions -fms-compatibility -nostdlibinc -U__has_builtin -Wno-builtin-macro-redefined
      -isystem "$here/sdk" -I "$include")
for target in x86_64 x86_64/avx aarch64 i686; do
    arch=()
    [ "${target#*/}" = avx ] && arch=(-mavx)
    for lang in c11 c++17; do
        language=(-x c -std=c11)
        [ "$lang" = c++17 ] && language=(-x c++ -std=c++17 -Wold-style-cast -Wzero-as-null-pointer-constant)
        for mode in assert ndebug; do
            defines=()
            [ "$mode" = ndebug ] && defines=(-DNDEBUG)
            "$clang" --target="${target%/*}-pc-windows-msvc" "${arch[@]}" "${msvc[@]}" "${language[@]}" \
                "${strict[@]}" "${defines[@]}" -O2 -c "$here/bits_msvc.c" -o "$tmp/bits_msvc.obj"
        done
        echo "ok: $target, $lang"
    done
done
