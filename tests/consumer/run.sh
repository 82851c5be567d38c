#!/usr/bin/env bash
# run.sh SRC_ROOT [BUILD_DIR] [MESON_SETUP_ARGS...]
#
# Builds and tests this consumer project with bbgeom as a Meson subproject:
# copies tests/consumer to a temporary folder, puts a copy of the bbgeom
# source tree at SRC_ROOT in its subprojects/bbgeom (no wrap file: a plain
# checkout), then runs meson setup, compile and test there.
#
# It also checks that bbgeom as a subproject builds only the library (no
# tests, no examples) and never looks for Check: pkg-config is pointed at an
# empty folder during setup, and the setup log must not mention Check.
#
# BUILD_DIR (default: inside the temporary folder, removed at exit) must not
# exist, be empty, or be a build folder left by an earlier run.sh. Compilers
# come from CC and CXX as usual (e.g. CC=clang CXX=clang++). Extra arguments
# go to meson setup.
set -eu

usage() { echo "usage: $0 SRC_ROOT [BUILD_DIR] [MESON_SETUP_ARGS...]" >&2; exit 2; }
[ $# -ge 1 ] || usage
src=$(cd "$1" && pwd -P) || usage
shift
build=
if [ $# -ge 1 ]; then
    build=$1
    shift
fi
here=$(cd "$(dirname "$0")" && pwd -P)

if [ ! -f "$src/meson.build" ] || [ ! -f "$src/include/bbgeom.h" ]; then
    echo "$0: $src does not look like a bbgeom source tree" >&2
    exit 2
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/bbgeom-consumer.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

marker=.bbgeom-consumer-build
if [ -z "$build" ]; then
    build=$tmp/build
elif [ -e "$build/$marker" ]; then
    rm -rf "$build"
elif [ -e "$build" ] && [ -n "$(ls -A "$build")" ]; then
    echo "$0: $build exists and is not an earlier consumer build folder" >&2
    exit 2
fi
mkdir -p "$build"
build=$(cd "$build" && pwd -P)
: > "$build/$marker"

# The consumer project, from this script's folder; the copy of bbgeom made
# from SRC_ROOT replaces anything already in its subprojects/bbgeom.
project=$tmp/consumer
mkdir -p "$project"
(cd "$here" && tar --exclude=./subprojects/bbgeom -cf - .) | tar -C "$project" -xf -
rm -rf "$project/subprojects/bbgeom"
"$here/copy-source.sh" "$src" "$project/subprojects/bbgeom"

# No pkg-config file is visible during setup, so nothing installed (neither
# Check nor an installed bbgeom) can be found through pkg-config;
# --force-fallback-for makes sure bbgeom comes from the subproject anyway.
mkdir "$tmp/no-pkgconfig"
echo "== consumer: meson setup (${CC:-cc}, ${CXX:-c++})"
PKG_CONFIG_LIBDIR=$tmp/no-pkgconfig PKG_CONFIG_PATH='' \
    meson setup --force-fallback-for=bbgeom "$@" "$build" "$project"

echo "== consumer: checking that bbgeom, as a subproject, built no tests and needed no Check"
log=$build/meson-logs/meson-log.txt
if grep -Ei 'dependency "?check"?( |:|$)' "$log"; then
    echo "$0: bbgeom as a subproject looked for Check (see $log)" >&2
    exit 1
fi
meson introspect --targets --tests "$build" > "$tmp/introspect.json"
python3 - "$tmp/introspect.json" "$project" <<'PY'
import json, os, sys

data = json.load(open(sys.argv[1]))
sub = os.path.join(os.path.realpath(sys.argv[2]), "subprojects", "bbgeom") + os.sep
errors = []
sub_targets = [t for t in data["targets"] if os.path.realpath(t["defined_in"]).startswith(sub)]
names = sorted(t["name"] for t in sub_targets)
if "bbgeom" not in names:
    errors.append("no bbgeom library target from subprojects/bbgeom: %s" % names)
for t in sub_targets:
    rel = os.path.relpath(os.path.realpath(t["defined_in"]), sub)
    if not (rel == "meson.build" or rel.startswith(("gen" + os.sep, "src" + os.sep,
                                                    "include" + os.sep))):
        errors.append("subproject target %s defined in %s" % (t["name"], rel))
tests = sorted(t["name"] for t in data["tests"])
if tests != ["c11", "cpp17"]:
    errors.append("expected only the consumer's tests c11 and cpp17, got %s" % tests)
for e in errors:
    print("run.sh: " + e, file=sys.stderr)
if errors:
    sys.exit(1)
print("bbgeom subproject targets: %s; tests: %s" % (", ".join(names), ", ".join(tests)))
PY

echo "== consumer: meson compile"
meson compile -C "$build"
echo "== consumer: meson test"
meson test -C "$build" --print-errorlogs
