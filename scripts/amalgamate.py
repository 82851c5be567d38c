#!/usr/bin/env python3
"""Write bbgeom's amalgamation: one header and one C file for projects that
vendor the library instead of building it with Meson.

usage: amalgamate.py [--depfile FILE] --config CONFIG.h --prelude PRELUDE.h
                     --tables-magic MAGIC.c --tables-pext PEXT.c
                     -I DIR [-I DIR ...] OUT_H OUT_C SOURCE.c...

OUT_H holds bbgeom.h with every bbgeom header it includes written out in
place of its #include line, each once, in the order the preprocessor would
first read it; so the order comes from the headers' own #include lines, and
the result means exactly what the separate headers mean. CONFIG.h is
written in place of bbgeom/config.h, first: the amalgamation chooses its
slider indexing when it is compiled, not when it is made. OUT_C begins
with PRELUDE.h (how bbgeom.c compiles the sources: macros a compile line
may override), includes OUT_H and holds the SOURCE files (the library's
.c files) with their bbgeom #include lines removed and their private
headers (#include "x.h" of a file beside them) written out once, then the
generated tables.
The -I folders are where "bbgeom.h" and "bbgeom/..." are looked up: the
source include/ folder, then the build's (for the generated tables.h and
version.h). Every header in a bbgeom/ folder there must be reached from
bbgeom.h, so that a header left out of the umbrella cannot silently be left
out of the amalgamation too.

MAGIC.c and PEXT.c are the generator's tables.c with each slider indexing
(bbgeom-gen source OUT magic|pext). OUT_C carries the tables of both: each
definition that is the same in both once, each that differs in both forms,
under #if BBG_SLIDER_INDEX_PEXT, so that only one set is compiled. Nothing
here names a table: whatever the generator writes is carried. The tables
are written compactly (no comments or layout, UINT64_C(0x00FF) as 0xFF):
the labelled ones stay in the build's tables.c.
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

# The tokens of a generated tables.c: definitions with brace-enclosed
# initialisers (numbers, UINT64_C(...), names), comments, and its one
# #include line, of bbgeom/tables.h.
TABLE_TOKEN = re.compile(r"""
    (?P<space>\s+)
  | (?P<comment>/\*.*?\*/|//[^\n]*)
  | (?P<directive>^[ \t]*\#[^\n]*)
  | (?P<literal>"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*')
  | (?P<word>[A-Za-z0-9_]+)
  | (?P<punct>[{}()\[\],;=+\-*&.])
""", re.X | re.S | re.M)
HEX = re.compile(r"0[xX]0*([0-9A-Fa-f]+)([uUlL]*)$")
# Characters that, ending one token and starting the next, would run the
# two together (const int, - -1).
WORD_CHARS = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")
OPERATOR_CHARS = set("+-&|<>=!*/%^.")
TABLE_WIDTH = 120


def short_hex(token):
    """A hex number without its leading zeros (0x00FF as 0xFF, 0x0000 as 0)."""
    match = HEX.match(token)
    if not match:
        return token
    digits, suffix = match.groups()
    return ("0" if digits == "0" else "0x" + digits) + suffix


def compact(tokens):
    """The tokens with UINT64_C(hex) written as the hex number where it
    stands alone as an initialiser (after '{', ',' or '=', before ',', '}'
    or ';'): it then only gives the table's type the value, and a hex
    constant's own type holds any value of 64 bits. Every hex number loses
    its leading zeros."""
    out = []
    i = 0
    while i < len(tokens):
        wrapped = tokens[i:i + 5]
        if (len(wrapped) == 5 and wrapped[0] == "UINT64_C" and wrapped[1] == "(" and wrapped[3] == ")"
                and HEX.match(wrapped[2]) and out and out[-1] in ("{", ",", "=") and wrapped[4] in (",", "}", ";")):
            out.append(short_hex(wrapped[2]))
            i += 4
        else:
            out.append(short_hex(tokens[i]))
            i += 1
    return out


def definitions(path, tokens):
    """(name, tokens) of each top-level declaration of a tables file: split
    at each ';' outside braces; the name is the one before the first '['
    or '=' outside braces."""
    depth, current, name = 0, [], None
    for token in tokens:
        if depth == 0 and name is None and token in ("[", "=") and current:
            name = current[-1]
        current.append(token)
        depth += (token == "{") - (token == "}")
        if token == ";" and depth == 0:
            if name is None:
                sys.exit(f"amalgamate.py: {path}: a declaration without a name: {' '.join(current)[:80]}")
            yield name, current
            current, name = [], None
    if current:
        sys.exit(f"amalgamate.py: {path}: the tables end inside a declaration")


def layout(tokens):
    """Lines of at most TABLE_WIDTH characters (unless one token is longer),
    broken only after ',' or '{', with a space only where two tokens would
    otherwise run together."""
    lines, line, previous = [], "", ""
    for token in tokens:
        apart = (previous[-1:] in WORD_CHARS and token[:1] in WORD_CHARS) or (
            previous[-1:] in OPERATOR_CHARS and token[:1] in OPERATOR_CHARS)
        piece = (" " if apart else "") + token
        if line and len(line) + len(piece) > TABLE_WIDTH and previous in (",", "{"):
            lines.append(line)
            piece = token
            line = ""
        line += piece
        previous = token
    if line:
        lines.append(line)
    return lines


class Amalgamator:
    def __init__(self, include_dirs, replaced):
        self.include_dirs = include_dirs
        self.replaced = replaced  # include name -> the file written in its place
        self.emitted = set()  # include names already written out
        self.read = []  # every file read, for the depfile

    def find(self, name):
        if name in self.replaced:
            return self.replaced[name]
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

    def prelude(self, path):
        """The lines of the prelude, which has no #include lines: it comes
        before bbgeom.h."""
        lines = [f"/* ---- {os.path.basename(path)} ---- */"]
        for line, match in self.lines(path, guard_depth=0):
            if match or PRIVATE_INCLUDE.match(line):
                sys.exit(f"amalgamate.py: {path}: an #include in the prelude")
            lines.append(line)
        return lines

    def tables(self, path):
        """The compact definitions of a generated tables file: (name,
        tokens) of each, without its comments and its #include of
        bbgeom/tables.h (bbgeom.h has it)."""
        self.read.append(path)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        tokens, pos = [], 0
        while pos < len(text):
            match = TABLE_TOKEN.match(text, pos)
            if not match:
                line = text.count("\n", 0, pos) + 1
                sys.exit(f"amalgamate.py: {path}:{line}: not a table: {text[pos:pos + 40]!r}")
            if match.lastgroup == "directive" and not BBGEOM_INCLUDE.match(match.group()):
                line = text.count("\n", 0, pos) + 1
                sys.exit(f"amalgamate.py: {path}:{line}: a directive in the tables: {match.group()}")
            if match.lastgroup not in ("space", "comment", "directive"):
                tokens.append(match.group())
            pos = match.end()
        return list(definitions(path, compact(tokens)))

    def unreached(self):
        """Headers in a bbgeom/ folder of the include path that bbgeom.h
        does not reach."""
        found = set()
        for folder in self.include_dirs:
            sub = os.path.join(folder, "bbgeom")
            if os.path.isdir(sub):
                found.update("bbgeom/" + f for f in os.listdir(sub) if f.endswith(".h"))
        return sorted(found - self.emitted)


def merge_tables(magic, pext, where):
    """The lines of both sets of tables (definitions as Amalgamator.tables
    gives them) and the names of those that differ. A definition the same
    in both is written once; a run of definitions that differ is written
    as #if BBG_SLIDER_INDEX_PEXT, the PEXT ones, #else, the magic ones."""
    if [name for name, _ in magic] != [name for name, _ in pext]:
        sys.exit(f"amalgamate.py: {where} do not define the same tables in the same order")
    lines, differ, run = [], [], []

    def close_run():
        if run:
            lines.append("#if BBG_SLIDER_INDEX_PEXT")
            for _, (_, pext_tokens) in run:
                lines.extend(layout(pext_tokens))
            lines.append("#else")
            for (_, magic_tokens), _ in run:
                lines.extend(layout(magic_tokens))
            lines.append("#endif")
            run.clear()

    for m, p in zip(magic, pext):
        if m == p:
            close_run()
            lines.extend(layout(m[1]))
        else:
            run.append((m, p))
            differ.append(m[0])
    close_run()
    return lines, differ


def link_names(names):
    """#defines giving each table that differs between the indexings a link
    name that says which: files compiled with different choices then fail
    to link, instead of reading one set of tables with the other's lookup.
    The source keeps using the documented names."""
    if not names:
        return []
    return (["/* ---- the slider indexing's link names ---- */", "#if BBG_SLIDER_INDEX_PEXT"]
            + [f"#define {name} {name}_pext" for name in names] + ["#else"]
            + [f"#define {name} {name}_magic" for name in names] + ["#endif"])


def write(path, lines):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(lines) + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--depfile")
    parser.add_argument("--config", required=True)
    parser.add_argument("--prelude", required=True)
    parser.add_argument("--tables-magic", required=True)
    parser.add_argument("--tables-pext", required=True)
    parser.add_argument("-I", dest="include_dirs", action="append", required=True)
    parser.add_argument("out_h")
    parser.add_argument("out_c")
    parser.add_argument("sources", nargs="+")
    args = parser.parse_args()

    amalgamator = Amalgamator(args.include_dirs, {"bbgeom/config.h": args.config})
    banner = ("/* bbgeom amalgamation, written by scripts/amalgamate.py from bbgeom's headers,\n"
              " * sources and generated tables: do not edit. See docs/using.md, \"Amalgamation\". */")
    tables, differ = merge_tables(amalgamator.tables(args.tables_magic), amalgamator.tables(args.tables_pext),
                                  f"{args.tables_magic} and {args.tables_pext}")
    # The configuration first: the link names depend on it, and they must
    # come before the tables' declarations (bbgeom/tables.h).
    header = amalgamator.header("bbgeom/config.h") + link_names(differ) + amalgamator.header("bbgeom.h")
    missing = amalgamator.unreached()
    if missing:
        sys.exit("amalgamate.py: bbgeom.h does not include " + ", ".join(missing))
    source = amalgamator.prelude(args.prelude) + ["", f'#include "{os.path.basename(args.out_h)}"']
    for path in args.sources:
        source += [""] + amalgamator.source(path)
    source += ["", "/* ---- the generated tables (bbgeom-gen), both slider indexings ---- */"] + tables

    write(args.out_h, [banner, ""] + header)
    write(args.out_c, [banner, ""] + source)
    if args.depfile:
        deps = " ".join(p.replace(" ", "\\ ") for p in amalgamator.read)
        write(args.depfile, [f"{args.out_h} {args.out_c}: {deps}"])


if __name__ == "__main__":
    main()
