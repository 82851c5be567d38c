#!/usr/bin/env bash
# route-checkout.sh REPO [COMMIT] [WORK]: bbgeom as a plain checkout in a
# Meson project's subprojects/bbgeom (no wrap file).
#
# Clones the commit under test into subprojects/bbgeom of a copy of
# tests/consumer (the copy taken from that clone), builds and tests the
# consumer, and checks that bbgeom as a subproject builds only the library
# and never looks for Check.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)
# shellcheck source=tests/consumer/route-common.sh
. "$here/route-common.sh"
route_init route-checkout "$@"

project=$work/consumer
mkdir -p "$project/subprojects"
route_clone "$project/subprojects/bbgeom"
cp -R "$project/subprojects/bbgeom/tests/consumer/." "$project/"
route_meson_consumer "$project" "$work/build"
