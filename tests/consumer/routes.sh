#!/usr/bin/env bash
# routes.sh REPO [COMMIT] [WORK]: every route a consumer takes to bbgeom,
# each from a clean clone of COMMIT (default HEAD) of the git repository
# REPO through a file:// URL, one after the other, with the wall time of
# each:
#   wrap          route-wrap.sh: a Meson wrap, exactly as the README shows it
#   checkout      route-checkout.sh: a plain checkout in subprojects/bbgeom
#   install       route-install.sh: meson install, pkg-config (static, shared)
#   cmake         route-cmake.sh: find_package(bbgeom CONFIG) (static, shared),
#                 on copies of the install route's two prefixes
#   amalgamation  route-amalgamation.sh: bbgeom.h + bbgeom.c with make, portable
#                 and -mbmi2 from one copy; meson dist
# WORK (default: a temporary folder, removed at exit) must not exist or be
# empty; each route works in WORK/<route>. Stops at the first failure.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)
# shellcheck source=tests/consumer/route-common.sh
. "$here/route-common.sh"
route_name=routes
if [ $# -lt 1 ] || [ $# -gt 3 ]; then route_usage; fi
repo=$1
commit=${2:-HEAD}
route_work "${3:-}"

echo "routes of $repo at $commit, with CC=${CC:-cc} CXX=${CXX:-c++}"
times=()
for route in wrap checkout install cmake amalgamation; do
    echo
    echo "=== route $route"
    started=$SECONDS
    if [ "$route" = cmake ]; then
        # The install route's two prefixes, rather than the same two
        # installs again.
        BBGEOM_ROUTE_INSTALLED=$work/install "$here/route-cmake.sh" "$repo" "$commit" "$work/$route"
    else
        "$here/route-$route.sh" "$repo" "$commit" "$work/$route"
    fi
    times+=("$(printf '%-13s %4d s' "$route" $((SECONDS - started)))")
done
echo
echo "=== every route passed"
printf '%s\n' "${times[@]}"
