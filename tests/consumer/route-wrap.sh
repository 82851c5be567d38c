#!/usr/bin/env bash
# route-wrap.sh REPO [COMMIT] [WORK]: bbgeom through a Meson wrap, exactly as
# the README of that commit shows it.
#
# Takes the README's wrap block (the first ```ini block holding [wrap-git]),
# replaces only its url line with the file:// URL of the commit under test,
# writes it as subprojects/bbgeom.wrap of a copy of tests/consumer, and lets
# Meson fetch bbgeom, build and test the consumer, then update the
# subproject as a user would (meson subprojects update).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)
# shellcheck source=tests/consumer/route-common.sh
. "$here/route-common.sh"
route_init route-wrap "$@"

route_clone "$work/source"
project=$work/consumer
cp -R "$work/source/tests/consumer" "$project"

echo "== $route_name: the wrap block of README.md, with url = $url"
wrap=$project/subprojects/bbgeom.wrap
awk -v url="$url" '
    /^```ini[[:space:]]*$/ { inblock = 1; block = ""; wrapgit = 0; urls = 0; next }
    inblock && /^```/ {
        inblock = 0
        if (wrapgit) { printf "%s", block; found = 1; exit }
        next
    }
    inblock {
        if ($0 ~ /^\[wrap-git\][[:space:]]*$/) wrapgit = 1
        if ($0 ~ /^[[:space:]]*url[[:space:]]*=/) { $0 = "url = " url; urls++ }
        block = block $0 "\n"
    }
    END { if (!found || urls != 1) exit 1 }
' "$work/source/README.md" > "$wrap" || {
    echo "$route_name: README.md has no \`\`\`ini block with [wrap-git] and one url line" >&2
    exit 1
}
cat "$wrap"

route_meson_consumer "$project" "$work/build"
fetched=$(git -C "$project/subprojects/bbgeom" rev-parse HEAD)
if [ "$fetched" != "$commit" ]; then
    echo "$route_name: the wrap fetched $fetched, not $commit" >&2
    exit 1
fi
echo "== $route_name: meson subprojects update"
(cd "$project" && meson subprojects update bbgeom)
