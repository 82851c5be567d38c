#!/usr/bin/env bash
# routes.sh REPO [COMMIT] [WORK]: every route a consumer takes to bbgeom,
# each from a clean clone of COMMIT (default HEAD) of the git repository
# REPO through a file:// URL, one after the other, with the wall time of
# each:
#   wrap          route-wrap.sh: a Meson wrap, exactly as the README shows it
#   checkout      route-checkout.sh: a plain checkout in subprojects/bbgeom
#   install       route-install.sh: meson install, pkg-config (static, shared)
#   cmake         route-cmake.sh: find_package(bbgeom CONFIG) (static, shared)
#   amalgamation  route-amalgamation.sh: bbgeom.h + bbgeom.c with make; meson dist
# WORK (default: a temporary folder, removed at exit) must not exist or be
# empty; each route works in WORK/<route>. Stops at the first failure.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)
if [ $# -lt 1 ] || [ $# -gt 3 ]; then
    echo "usage: $0 REPO [COMMIT] [WORK]" >&2
    exit 2
fi
repo=$1
commit=${2:-HEAD}
work=${3:-}
if [ -z "$work" ]; then
    work=$(mktemp -d "${TMPDIR:-/tmp}/bbgeom-routes.XXXXXX")
    trap 'rm -rf "$work"' EXIT
elif [ -e "$work" ] && [ -n "$(ls -A "$work")" ]; then
    echo "$0: $work exists and is not empty" >&2
    exit 2
fi
trap 'exit 130' INT
trap 'exit 143' TERM

echo "routes of $repo at $commit, with CC=${CC:-cc} CXX=${CXX:-c++}"
times=()
for route in wrap checkout install cmake amalgamation; do
    echo
    echo "=== route $route"
    started=$SECONDS
    "$here/route-$route.sh" "$repo" "$commit" "$work/$route"
    times+=("$(printf '%-13s %4d s' "$route" $((SECONDS - started)))")
done
echo
echo "=== every route passed"
printf '%s\n' "${times[@]}"
