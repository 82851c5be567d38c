#!/usr/bin/env python3
"""Write bbgeom's amalgamation: one header and one C file for projects that
vendor the library instead of building it with Meson.

usage: amalgamate.py [--depfile FILE] -I DIR [-I DIR ...] OUT_H OUT_C SOURCE.c...

OUT_H holds bbgeom.h with every bbgeom header it includes written out in
place of its #include line, each once, in the order the preprocessor would
first read it; so the order comes from the headers' own #include lines, and
the result means exactly what the separate headers mean. OUT_C includes
OUT_H and holds the SOURCE files (the library's .c files and the generated
tables.c) with their bbgeom #include lines removed and their private headers
(#include "x.h" of a file beside them) written out once. The -I folders are where
"bbgeom.h" and "bbgeom/..." are looked up: the source include/ folder, then
the build's (for the generated tables.h and version.h). Every header in a
bbgeom/ folder there must be reached from bbgeom.h, so that a header left out
of the umbrella cannot silently be left out of the amalgamation too.
--depfile writes a Make rule naming every file read.
"""
import argparse
import os
import re
import sys

# #include "bbgeom/x.h", <bbgeom/x.h>, "bbgeom.h" or <bbgeom.h>.
BBGEOM_INCLUDE = re.compile(r'^\s*#\s*include\s*[<"](bbgeom(?:/[^">]+|\.h))[">]')
# #include "x.h" of a private header beside a source file (src/).
PRIVATE_INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"/]+\.h)"')
CONDITIONAL_START = re.compile(r"^\s*#\s*if")
CONDITIONAL_END = re.compile(r"^\s*#\s*endif")


class Amalgamator:
    def __init__(self, include_dirs):
        self.include_dirs = include_dirs
        self.emitted = set()  # include names already written out
        self.read = []  # every file read, for the depfile

    def find(self, name):
        for folder in self.include_dirs:
            path = os.path.join(folder, name)
            if os.path.isfile(path):
                return path
        sys.exit(f"amalgamate.py: {name} not found in {', '.join(self.include_dirs)}")

    def lines(self, path, guard_depth):
        """The lines of a file, each with whether it is a bbgeom #include.
        Writing a header out once, at its first #include, means what the
        preprocessor does only if that #include is read whatever the macros
        say: inside the include guard (guard_depth) but no other #if."""
        self.read.append(path)
        depth = 0
        with open(path, encoding="utf-8") as f:
            for number, line in enumerate(f.read().splitlines(), 1):
                depth += bool(CONDITIONAL_START.match(line)) - bool(CONDITIONAL_END.match(line))
                match = BBGEOM_INCLUDE.match(line)
                if match and depth > guard_depth:
                    sys.exit(f"amalgamate.py: {path}:{number}: a bbgeom #include inside #if")
                yield line, match

    def header(self, name):
        """The text of header `name` with its bbgeom includes expanded, or
        nothing if it was already written out."""
        if name in self.emitted:
            return []
        self.emitted.add(name)
        out = [f"/* ---- {name} ---- */"]
        for line, match in self.lines(self.find(name), guard_depth=1):
            out.extend(self.header(match.group(1)) if match else [line])
        return out

    def source(self, path, guard_depth=0):
        """A .c file (or a private header, inside its include guard)
        without its bbgeom includes (bbgeom.h has them all), its private
        headers (beside it) written out in place, each once."""
        out = [f"/* ---- {os.path.basename(path)} ---- */"]
        for line, match in self.lines(path, guard_depth):
            private = PRIVATE_INCLUDE.match(line)
            beside = private and os.path.join(os.path.dirname(path), private.group(1))
            if private and os.path.isfile(beside):
                out.extend(self.private_header(beside))
            elif not match:
                out.append(line)
        return out

    def private_header(self, path):
        """A private header like a source, or nothing if it was already
        written out (its own private headers are expanded too)."""
        if path in self.emitted:
            return []
        self.emitted.add(path)
        return self.source(path, guard_depth=1)

    def unreached(self):
        """Headers in a bbgeom/ folder of the include path that bbgeom.h
        does not reach."""
        found = set()
        for folder in self.include_dirs:
            sub = os.path.join(folder, "bbgeom")
            if os.path.isdir(sub):
                found.update("bbgeom/" + f for f in os.listdir(sub) if f.endswith(".h"))
        return sorted(found - self.emitted)


def write(path, lines):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(lines) + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--depfile")
    parser.add_argument("-I", dest="include_dirs", action="append", required=True)
    parser.add_argument("out_h")
    parser.add_argument("out_c")
    parser.add_argument("sources", nargs="+")
    args = parser.parse_args()

    amalgamator = Amalgamator(args.include_dirs)
    banner = ("/* bbgeom amalgamation, written by scripts/amalgamate.py from bbgeom's headers,\n"
              " * sources and generated tables: do not edit. See the README, \"Amalgamation\". */")
    header = amalgamator.header("bbgeom.h")
    missing = amalgamator.unreached()
    if missing:
        sys.exit("amalgamate.py: bbgeom.h does not include " + ", ".join(missing))
    source = [f'#include "{os.path.basename(args.out_h)}"']
    for path in args.sources:
        source += [""] + amalgamator.source(path)

    write(args.out_h, [banner, ""] + header)
    write(args.out_c, [banner, ""] + source)
    if args.depfile:
        deps = " ".join(p.replace(" ", "\\ ") for p in amalgamator.read)
        write(args.depfile, [f"{args.out_h} {args.out_c}: {deps}"])


if __name__ == "__main__":
    main()
