#!/usr/bin/env python3
"""check-links.py ROOT: every relative link in the project's Markdown
(README.md, CHANGELOG.md, docs/*.md, examples/*/README.md) names a file that exists, and
every #anchor names a heading of its target as GitHub spells it. Prints
each broken link and exits 1; exits 0 when all resolve."""
import glob
import os
import re
import sys

LINK = re.compile(r"\]\(([^)\s]+)\)")
FENCE = re.compile(r"^(```|~~~)")


def headings(path):
    """The anchors GitHub gives the headings of a Markdown file."""
    anchors, fenced = set(), False
    with open(path, encoding="utf-8") as f:
        for line in f:
            if FENCE.match(line):
                fenced = not fenced
            elif not fenced and line.startswith("#"):
                text = line.lstrip("#").strip().lower()
                slug = re.sub(r"[^\w\- ]", "", text).replace(" ", "-")
                anchors.add(slug)
    return anchors


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: check-links.py ROOT")
    root = sys.argv[1]
    files = [os.path.join(root, "README.md"), os.path.join(root, "CHANGELOG.md")]
    files += sorted(glob.glob(os.path.join(root, "docs", "*.md")))
    files += sorted(glob.glob(os.path.join(root, "examples", "*", "README.md")))
    broken = 0
    for md in files:
        with open(md, encoding="utf-8") as f:
            text = f.read()
        for target in LINK.findall(text):
            if re.match(r"[a-z]+:", target):
                continue  # http:, https:, mailto:
            path, _, anchor = target.partition("#")
            dest = os.path.normpath(os.path.join(os.path.dirname(md), path)) if path else md
            if not os.path.exists(dest):
                print("%s: link to missing file: %s" % (os.path.relpath(md, root), target))
                broken += 1
            elif anchor and dest.endswith(".md") and anchor not in headings(dest):
                print("%s: link to missing heading: %s" % (os.path.relpath(md, root), target))
                broken += 1
    print("%d Markdown files, %d broken links" % (len(files), broken))
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
