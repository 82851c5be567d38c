# shellcheck shell=bash
# route-common.sh: sourced by the route-*.sh scripts, never run. Each route
# tests bbgeom the way one kind of user takes it, from a clean clone of one
# commit reached through a file:// URL, and builds and runs tests/consumer's
# programs, which check real answers.
#
# route_init NAME REPO [COMMIT] [WORK] sets:
#   work    WORK (must not exist, or be empty), or a temporary folder
#           removed at exit
#   cc cxx  the compilers, from CC (default cc) and CXX (default c++)
#   commit  the full hash of COMMIT (default HEAD) in the git repository REPO
#   url     file:// URL of a repository holding only that commit's history,
#           as its branch main, which is also its HEAD: what a user clones
# route_clone DEST clones $url into DEST, as a user would.
# Compilers come from CC and CXX as usual (e.g. CC=clang CXX=clang++).

route_usage() {
    echo "usage: $route_name REPO [COMMIT] [WORK]" >&2
    echo "  tests commit COMMIT (default HEAD) of the bbgeom git repository REPO;" >&2
    echo "  WORK (default: a temporary folder, removed at exit) must not exist or be empty" >&2
    exit 2
}

# route_work [WORK]: sets work to WORK (created; it must not exist, or be
# empty) or to a temporary folder removed at exit.
route_work() {
    work=${1:-}
    if [ -z "$work" ]; then
        work=$(mktemp -d "${TMPDIR:-/tmp}/bbgeom-$route_name.XXXXXX")
        trap 'rm -rf "$work"' EXIT
    elif [ -e "$work" ] && [ -n "$(ls -A "$work")" ]; then
        echo "$route_name: $work exists and is not empty" >&2
        exit 2
    fi
    trap 'exit 130' INT
    trap 'exit 143' TERM
    mkdir -p "$work"
    work=$(cd "$work" && pwd -P)
}

route_init() {
    route_name=$1
    shift
    if [ $# -lt 1 ] || [ $# -gt 3 ]; then route_usage; fi
    local repo=$1 rev=${2:-HEAD} dir=${3:-}
    # shellcheck disable=SC2034 # for the route scripts that source this file
    cc=${CC:-cc} cxx=${CXX:-c++}
    repo=$(cd "$repo" 2>/dev/null && pwd -P) || route_usage
    commit=$(git -C "$repo" rev-parse --verify --quiet "$rev^{commit}") || {
        echo "$route_name: $rev is not a commit of $repo" >&2
        exit 2
    }
    if [ -n "$(git -C "$repo" status --porcelain)" ]; then
        echo "$route_name: note: $repo has uncommitted changes or untracked files; they are not tested," \
             "only commit $commit" >&2
    fi

    route_work "$dir"

    # A bare repository whose main branch and HEAD are the commit under
    # test, so that whatever a user clones or fetches (the default branch,
    # main, HEAD) is that commit and nothing else.
    # A CI checkout is often shallow: accept its shallow history.
    git init -q --bare "$work/bbgeom.git"
    git -C "$work/bbgeom.git" config receive.shallowUpdate true
    git -C "$repo" push -q "$work/bbgeom.git" "$commit:refs/heads/main"
    git -C "$work/bbgeom.git" symbolic-ref HEAD refs/heads/main
    url=file://$work/bbgeom.git
    echo "== $route_name: commit $commit, through $url"
}

route_clone() {
    git clone -q "$url" "$1"
    local head
    head=$(git -C "$1" rev-parse HEAD)
    [ "$head" = "$commit" ] || { echo "$route_name: $1 is at $head, not $commit" >&2; exit 1; }
}

# route_meson_consumer SOURCE BUILD [MESON_SETUP_ARGS...]: configure, build
# and test the Meson consumer project SOURCE (a copy of tests/consumer whose
# subprojects/ provides bbgeom), then check that bbgeom, as a subproject,
# built only the library (no tests, tools or examples) and never looked for
# Check. No pkg-config file is visible during setup, and
# --force-fallback-for makes sure bbgeom comes from the subproject even where
# one is installed.
route_meson_consumer() {
    local project=$1 build=$2
    shift 2
    mkdir -p "$work/no-pkgconfig"
    PKG_CONFIG_LIBDIR=$work/no-pkgconfig PKG_CONFIG_PATH='' \
        meson setup --force-fallback-for=bbgeom "$@" "$build" "$project"

    echo "== $route_name: bbgeom as a subproject built no tests and needed no Check"
    local log=$build/meson-logs/meson-log.txt
    if grep -Ei 'dependency "?check"?( |:|$)' "$log"; then
        echo "$route_name: bbgeom as a subproject looked for Check (see $log)" >&2
        exit 1
    fi
    meson introspect --targets --tests "$build" > "$work/introspect.json"
    python3 - "$work/introspect.json" "$project" "$route_name" <<'PY'
import json, os, sys

data = json.load(open(sys.argv[1]))
sub = os.path.join(os.path.realpath(sys.argv[2]), "subprojects", "bbgeom") + os.sep
name = sys.argv[3]
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
    print("%s: %s" % (name, e), file=sys.stderr)
if errors:
    sys.exit(1)
print("bbgeom subproject targets: %s; tests: %s" % (", ".join(names), ", ".join(tests)))
PY

    echo "== $route_name: meson compile, meson test"
    meson compile -C "$build"
    meson test -C "$build" --print-errorlogs
}

# route_install SOURCE PREFIX [MESON_SETUP_ARGS...]: build the clone SOURCE
# and install it into PREFIX, with docs/using.md's commands (libdir pinned to
# lib so that the pkg-config and CMake folders are known). Without the
# tests, the examples and the benchmark, which install nothing (a build
# with them is the README's, proven by CI's readme step): the install is
# the same files, four times quicker to build.
route_install() {
    local source=$1 prefix=$2
    shift 2
    set -- -Dtests=disabled -Dexamples=false -Dbench=disabled "$@"
    echo "== $route_name: meson install into $prefix ($*)"
    (cd "$source" && meson setup build --prefix="$prefix" --libdir=lib "$@" &&
        meson install -C build)
}

# route_clone_install LIBRARY: clone into $work/source-LIBRARY (sets source)
# and install with -Ddefault_library=LIBRARY (static or shared) into
# $work/prefix-LIBRARY (sets prefix).
route_clone_install() {
    source=$work/source-$1
    prefix=$work/prefix-$1
    route_clone "$source"
    route_install "$source" "$prefix" -Ddefault_library="$1"
}

# route_run PROGRAM [ARGS...]: run an installed or consumer program the way
# a user would, with no LD_LIBRARY_PATH to find libbbgeom.
route_run() {
    env -u LD_LIBRARY_PATH "$@"
}

# route_needs_libbbgeom FILE yes|no: check whether the ELF program FILE
# loads a shared libbbgeom, so that running it proves what it should.
route_needs_libbbgeom() {
    local needed=no
    if readelf -d "$1" | grep -q 'NEEDED.*\[libbbgeom\.so'; then
        needed=yes
    fi
    if [ "$needed" != "$2" ]; then
        echo "$route_name: $1: loads a shared libbbgeom: $needed, expected $2" >&2
        exit 1
    fi
}
