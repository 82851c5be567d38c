#!/usr/bin/env bash
# copy-source.sh SRC_ROOT DEST: copy the bbgeom source tree at SRC_ROOT into
# DEST (created if missing) without build directories or VCS data.
#
# In a git work tree the copy is what git would see: tracked files plus
# untracked files that are not ignored (so it works before the first commit,
# and a fresh clone gives exactly the committed tree). Meson build
# directories carry their own .gitignore, so they are left out either way.
# Elsewhere, every file except .git and Meson build directories is copied.
set -eu

if [ $# -ne 2 ]; then
    echo "usage: $0 SRC_ROOT DEST" >&2
    exit 2
fi
src=$(cd "$1" && pwd -P)
dest=$2
if [ ! -f "$src/meson.build" ]; then
    echo "$0: $src has no meson.build" >&2
    exit 2
fi
mkdir -p "$dest"

if command -v git >/dev/null 2>&1 &&
   top=$(git -C "$src" rev-parse --show-toplevel 2>/dev/null) && [ -n "$top" ] &&
   [ "$(cd "$top" && pwd -P)" = "$src" ]; then
    # Skip tracked files deleted from the work tree.
    (cd "$src" && git ls-files -z --cached --others --exclude-standard |
        while IFS= read -r -d '' f; do
            if [ -e "$f" ] || [ -L "$f" ]; then printf '%s\0' "$f"; fi
        done | sort -zu | tar --null --no-recursion -T - -cf -) |
        tar -C "$dest" -xf -
else
    excludes=(--anchored --exclude=./.git)
    while IFS= read -r -d '' priv; do
        excludes+=("--exclude=${priv%/meson-private}")
    done < <(cd "$src" && find . -type d -name meson-private -prune -print0)
    tar -C "$src" "${excludes[@]}" -cf - . | tar -C "$dest" -xf -
fi
