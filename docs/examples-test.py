#!/usr/bin/env python3
"""examples-test.py: compile and run every C block of the project's Markdown,
and check every result the blocks state.

    examples-test.py --root SRC --out DIR --lib LIBRARY --tables TABLES_C
                     --cc CC... --cflags FLAG... [--ldflags FLAG...]

The Markdown is README.md and docs/*.md under SRC. A block fenced as ```c is
one of:

- an excerpt of the generated tables, when its first line is a comment
  starting "/* from tables.c": its other lines must appear in that order in
  TABLES_C, the build's generated file, one right after the other unless a
  "..." line stands between them;
- not compiled, when its first line is a comment starting "/* not compiled":
  listed in the report (there should be almost none);
- a whole program, when it holds "int main(void)": compiled as a file of
  its own, its main renamed and called, and it must return 0;
- a fragment otherwise: its #include lines at file scope, the rest as the
  body of a function of its own.

A statement line that ends in a comment "// → RESULT" states a result: the
value of the statement's expression, or of the variable the statement
declares or assigns. RESULT is a number (-1, 28, 0x34), an identifier
(BBG_LIGHT), a string in double quotes, or square names (e4, or "c2 b3" for
a bitboard; a single name compared with an int means that square's number).
An alternative in parentheses after it, "28 (e4)", is checked too. In
fragments, a lowercase square name such as a3 stands for its bitboard,
UINT64_C(1) << BBG_A3. Every stated result must have been checked once the
program has run, so a result in a branch that never runs is a failure too.

All blocks go to DIR as C files, which one compiler call builds (with
CFLAGS and #line directives, so that messages name the Markdown file and
line) and links with LIBRARY; the program runs (under MESON_EXE_WRAPPER in
a cross build). It also holds the list of compiled functions in docs/api.md
("Inline and compiled") against the non-static functions of src/*.c.
Exits 0 when everything holds, 1 with each failure named.
"""
import glob
import os
import re
import shlex
import subprocess
import sys

FENCE = re.compile(r"^```(\S*)\s*$")
ARROW = re.compile(r"^(?P<stmt>\s*\S.*;)\s*// → (?P<want>.+?)\s*$")
ASSIGN = re.compile(r"^\s*(?:[A-Za-z_][\w ]*[\s*])?\**(?P<var>[A-Za-z_]\w*)\s*=(?!=)")
SQUARE = re.compile(r"^[a-h][1-8]$")
NUMBER = re.compile(r"^-?(0[xX][0-9A-Fa-f]+|\d+)$")
IDENT = re.compile(r"^[A-Za-z_]\w*$")
STRING = re.compile(r'^"(?:[^"\\]|\\.)*"$')
MAIN = re.compile(r"^int main\(void\)")

CHECK_H = r"""/* Written by docs/examples-test.py: the result checks of the docs' C blocks. */
#ifndef BBG_DOC_CHECK_H
#define BBG_DOC_CHECK_H
#include <stdint.h>
enum bbg_doc_kind { BBG_DOC_NUMBER, BBG_DOC_SQUARES, BBG_DOC_STRING };
struct bbg_doc_want {
    enum bbg_doc_kind kind;
    long long num;   /* a number; the square's number for one square, else -100 */
    uint64_t bb;     /* the same number, or the bitboard of the squares */
    const char *str;
};
struct bbg_doc_check {
    const char *where, *expr, *text;
    int count;
    struct bbg_doc_want want[2];
};
void bbg_doc_check_int(int id, long long value);
void bbg_doc_check_bb(int id, uint64_t value);
void bbg_doc_check_str(int id, const char *value);
#define BBG_DOC_CHECK(id, expr) _Generic((expr), \
    uint64_t: bbg_doc_check_bb, char *: bbg_doc_check_str, \
    const char *: bbg_doc_check_str, default: bbg_doc_check_int)(id, (expr))
#endif
"""

DRIVER = r"""
static int bbg_doc_failures;
static int bbg_doc_seen[sizeof bbg_doc_checks / sizeof bbg_doc_checks[0]];

static void bbg_doc_fail(int id, const char *got)
{
    const struct bbg_doc_check *c = &bbg_doc_checks[id];
    fprintf(stderr, "%s: %s is %s; the text says %s\n", c->where, c->expr, got, c->text);
    bbg_doc_failures++;
}

static void bbg_doc_squares(uint64_t bb, char *out, size_t size)
{
    size_t len = 0;
    out[0] = '\0';
    for (int sq = 0; sq < 64 && len + 4 < size; sq++)
        if (bb >> sq & 1) {
            len += (size_t)snprintf(out + len, size - len, "%s%s", len ? " " : "", bbg_square_name(sq));
        }
}

void bbg_doc_check_int(int id, long long value)
{
    const struct bbg_doc_check *c = &bbg_doc_checks[id];
    bbg_doc_seen[id]++;
    for (int i = 0; i < c->count; i++) {
        const struct bbg_doc_want *w = &c->want[i];
        if (w->kind == BBG_DOC_STRING || w->num != value) {
            char got[64];
            if (c->want[0].kind == BBG_DOC_SQUARES && value >= 0 && value < 64)
                snprintf(got, sizeof got, "%" PRId64 " (%s)", (int64_t)value, bbg_square_name((int)value));
            else
                snprintf(got, sizeof got, "%" PRId64, (int64_t)value);
            bbg_doc_fail(id, got);
            return;
        }
    }
}

void bbg_doc_check_bb(int id, uint64_t value)
{
    const struct bbg_doc_check *c = &bbg_doc_checks[id];
    bbg_doc_seen[id]++;
    for (int i = 0; i < c->count; i++)
        if (c->want[i].kind == BBG_DOC_STRING || c->want[i].bb != value) {
            char got[256], names[200];
            bbg_doc_squares(value, names, sizeof names);
            snprintf(got, sizeof got, "0x%016" PRIX64 " (%s)", value, names);
            bbg_doc_fail(id, got);
            return;
        }
}

void bbg_doc_check_str(int id, const char *value)
{
    const struct bbg_doc_check *c = &bbg_doc_checks[id];
    bbg_doc_seen[id]++;
    for (int i = 0; i < c->count; i++)
        if (c->want[i].kind != BBG_DOC_STRING || !value || strcmp(c->want[i].str, value) != 0) {
            char got[300];
            snprintf(got, sizeof got, "\"%s\"", value ? value : "(null)");
            bbg_doc_fail(id, got);
            return;
        }
}

int main(void)
{
    int blocks = 0;
    for (size_t i = 0; i < sizeof bbg_doc_blocks / sizeof bbg_doc_blocks[0]; i++) {
        if (bbg_doc_blocks[i].run() != 0) {
            fprintf(stderr, "%s: the program returned non-zero\n", bbg_doc_blocks[i].where);
            bbg_doc_failures++;
        }
        blocks++;
    }
    for (size_t i = 0; i < sizeof bbg_doc_checks / sizeof bbg_doc_checks[0]; i++)
        if (!bbg_doc_seen[i]) {
            fprintf(stderr, "%s: the result of %s was never checked (did the line run?)\n",
                    bbg_doc_checks[i].where, bbg_doc_checks[i].expr);
            bbg_doc_failures++;
        }
    printf("%d blocks run, %d stated results checked, %d failures\n", blocks,
           (int)(sizeof bbg_doc_checks / sizeof bbg_doc_checks[0]), bbg_doc_failures);
    return bbg_doc_failures ? 1 : 0;
}
"""


def c_string(text):
    """text as a C string literal."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def parse_want(text, where):
    """The C initialiser of one stated result."""
    if STRING.match(text):
        return "{BBG_DOC_STRING, 0, 0, %s}" % text
    if NUMBER.match(text) or IDENT.match(text) and not SQUARE.match(text):
        return "{BBG_DOC_NUMBER, (long long)(%s), (uint64_t)(%s), 0}" % (text, text)
    names = text.split()
    if names and all(SQUARE.match(n) for n in names):
        bb = 0
        for n in names:
            bb |= 1 << (ord(n[0]) - ord("a") + 8 * (ord(n[1]) - ord("1")))
        num = (ord(names[0][0]) - ord("a") + 8 * (ord(names[0][1]) - ord("1"))) if len(names) == 1 else -100
        return "{BBG_DOC_SQUARES, %d, UINT64_C(0x%016X), 0}" % (num, bb)
    sys.exit("%s: cannot read the stated result '%s' (a number, an identifier, a string "
             "or square names, and at most one alternative in parentheses)" % (where, text))


def split_want(text):
    """'28 (e4)' -> ['28', 'e4']; a string result is never split."""
    m = re.match(r"^(.*?)\s+\(([^()]*)\)$", text)
    if m and not STRING.match(text):
        return [m.group(1), m.group(2)]
    return [text]


class Blocks:
    """Every C block of the Markdown, turned into C files and checks."""

    def __init__(self, root):
        self.root = root
        self.checks = []       # C initialisers of struct bbg_doc_check
        self.fragments = []    # (where, includes, body) of each fragment
        self.programs = []     # (where, text) of each whole program
        self.excerpts = []     # (where, lines)
        self.skipped = []      # where of each block marked not compiled

    def transform(self, path, first, lines):
        """The block's lines with every stated result turned into a check,
        each preceded by its #line."""
        out = []
        for i, line in enumerate(lines):
            where = "%s:%d" % (path, first + i)
            out.append('#line %d "%s"' % (first + i, path))
            if "// →" not in line:
                out.append(line)
                continue
            m = ARROW.match(line)
            if not m:
                sys.exit("%s: a '// →' result must end a one-line statement" % where)
            stmt, want = m.group("stmt"), m.group("want")
            wants = [parse_want(w, where) for w in split_want(want)]
            cid = len(self.checks)
            assign = ASSIGN.match(stmt)
            if assign:
                shown = assign.group("var")
                out.append("%s BBG_DOC_CHECK(%d, %s);" % (stmt, cid, shown))
            else:
                shown = stmt.strip().rstrip(";").strip()
                indent = stmt[:len(stmt) - len(stmt.lstrip())]
                out.append("%sBBG_DOC_CHECK(%d, %s);" % (indent, cid, shown))
            self.checks.append("{%s, %s, %s, %d, {%s}}" % (
                c_string(where), c_string(shown), c_string(want), len(wants), ", ".join(wants)))
        return out

    def add(self, path, first, lines):
        """One ```c block: lines of path from line number first."""
        where = "%s:%d" % (path, first - 1)
        head = lines[0].strip() if lines else ""
        if head.startswith("/* from tables.c"):
            self.excerpts.append((where, lines[1:]))
        elif head.startswith("/* not compiled"):
            self.skipped.append(where)
        elif any(MAIN.match(line) for line in lines):
            self.programs.append((where, self.transform(path, first, lines)))
        else:
            includes = [i for i, line in enumerate(lines) if line.startswith("#include")]
            inc = []
            for i in includes:
                inc += ['#line %d "%s"' % (first + i, path), lines[i]]
            body = self.transform(path, first, [("" if i in includes else line)
                                                for i, line in enumerate(lines)])
            self.fragments.append((where, inc, body))

    def read(self, path):
        """Every ```c block of one Markdown file."""
        rel = os.path.relpath(path, self.root)
        with open(path, encoding="utf-8") as f:
            text = f.read().split("\n")
        block, start = None, 0
        for n, line in enumerate(text, 1):
            m = FENCE.match(line)
            if block is None and m and m.group(1):
                block, start, lang = [], n + 1, m.group(1)
            elif block is not None and line.startswith("```"):
                if lang == "c":
                    self.add(rel, start, block)
                block = None
            elif block is not None:
                block.append(line)


def squares_shorthand():
    """a1 ... h8 as the bitboards of those squares, for the fragments."""
    return ["#define %s%d (UINT64_C(1) << BBG_%s%d)" % (f, r, f.upper(), r)
            for r in range(1, 9) for f in "abcdefgh"]


def write_sources(blocks, out):
    """The C files: doc-check.h, one per whole program, and the main file."""
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "doc-check.h"), "w", encoding="utf-8") as f:
        f.write(CHECK_H)
    files, runs = [], []
    for n, (where, lines) in enumerate(blocks.programs):
        name = os.path.join(out, "program-%d.c" % n)
        with open(name, "w", encoding="utf-8") as f:
            f.write('#include "doc-check.h"\n#define main bbg_doc_program_%d\nint main(void);\n' % n)
            f.write("\n".join(lines) + "\n")
        files.append(name)
        runs.append(("bbg_doc_program_%d" % n, where))
    main = ['/* Written by docs/examples-test.py: every fragment of the docs, and the checks. */',
            "#include <inttypes.h>", "#include <stdbool.h>", "#include <stdint.h>",
            "#include <stdio.h>", "#include <string.h>", "#include <bbgeom.h>",
            '#include "doc-check.h"']
    for where, inc, _ in blocks.fragments:
        main += inc
    main.append('#line %d "examples-test-main.c"' % (len(main) + 2))
    main += squares_shorthand()
    main.append("static const struct bbg_doc_check bbg_doc_checks[] = {")
    main += ["    %s," % c for c in blocks.checks] or ['    {"", "", "", 0, {{0, 0, 0, 0}}},']
    main.append("};")
    for n, (where, _, body) in enumerate(blocks.fragments):
        main.append("static int bbg_doc_fragment_%d(void)\n{" % n)
        main += body
        main.append('#line 1 "examples-test-main.c"')
        main.append("    return 0;\n}")
        runs.append(("bbg_doc_fragment_%d" % n, where))
    main += ["int %s(void);" % name for name, _ in runs if name.startswith("bbg_doc_program")]
    main.append("static const struct { int (*run)(void); const char *where; } bbg_doc_blocks[] = {")
    main += ["    {%s, %s}," % (name, c_string(where)) for name, where in runs]
    main.append("};")
    main.append(DRIVER)
    name = os.path.join(out, "examples-test-main.c")
    with open(name, "w", encoding="utf-8") as f:
        f.write("\n".join(main) + "\n")
    return [name] + files


def check_excerpts(blocks, tables):
    """Each excerpt's lines appear, in order, in the generated tables.c."""
    with open(tables, encoding="utf-8") as f:
        have = [line.rstrip() for line in f]
    failures = 0
    for where, lines in blocks.excerpts:
        at, gap = 0, True
        for line in lines:
            if line.strip() in ("", "..."):
                gap = True
                continue
            want = line.rstrip()
            found = have.index(want, at) if want in have[at:] else -1
            if found < 0 or (not gap and found != at):
                print("%s: not in tables.c %s: %s" % (
                    where, "where the excerpt puts it" if found >= 0 else "after the lines above", want.strip()),
                    file=sys.stderr)
                failures += 1
                break
            at, gap = found + 1, False
    return failures


def check_compiled(root):
    """The functions api.md's "Inline and compiled" section names are
    exactly the non-static functions defined in src/*.c."""
    with open(os.path.join(root, "docs", "api.md"), encoding="utf-8") as f:
        text = f.read()
    section = re.search(r"^## Inline and compiled\n(.*?)^## ", text, re.M | re.S)
    listed = set(re.findall(r"`(bbg_\w+)`", section.group(1))) if section else set()
    defined = set()
    for c in glob.glob(os.path.join(root, "src", "*.c")):
        with open(c, encoding="utf-8") as f:
            defined |= set(re.findall(r"^(?!static\b)[A-Za-z_][\w \*]*?\b(bbg_\w+)\s*\([^;{]*\)\s*\{",
                                      f.read(), re.M))
    defined = {name for name in defined if not name.endswith("_")}  # private helpers
    for name in sorted(listed - defined):
        print("docs/api.md: Inline and compiled lists %s, which src/ does not define" % name,
              file=sys.stderr)
    for name in sorted(defined - listed):
        print("docs/api.md: Inline and compiled does not list %s, which src/ defines" % name,
              file=sys.stderr)
    return len(listed ^ defined) + (0 if section else 1)


def options(argv):
    """--name VALUE... groups of the command line."""
    opts, key = {}, None
    for arg in argv:
        if arg.startswith("--") and arg[2:] in ("root", "out", "lib", "tables", "cc", "cflags", "ldflags"):
            key = arg[2:]
            opts.setdefault(key, [])
        elif key is None:
            sys.exit(__doc__)
        else:
            opts[key].append(arg)
    for key in ("root", "out", "lib", "tables", "cc"):
        if not opts.get(key):
            sys.exit("examples-test.py: --%s is missing\n%s" % (key, __doc__))
    return opts


def main():
    opts = options(sys.argv[1:])
    root, out, lib = (os.path.abspath(opts[k][0]) for k in ("root", "out", "lib"))
    blocks = Blocks(root)
    for md in [os.path.join(root, "README.md")] + sorted(glob.glob(os.path.join(root, "docs", "*.md"))):
        blocks.read(md)
    failures = check_excerpts(blocks, os.path.abspath(opts["tables"][0])) + check_compiled(root)
    sources = write_sources(blocks, out)
    exe = os.path.join(out, "examples-test.exe" if lib.endswith((".dll", ".lib")) else "examples-test")
    ldflags = list(opts.get("ldflags", []))
    if lib.endswith(".so") or ".so." in lib:
        ldflags.append("-Wl,-rpath," + os.path.dirname(os.path.abspath(lib)))
    cmd = opts["cc"] + opts.get("cflags", []) + ["-I", out, "-o", exe] + sources + [lib] + ldflags
    build = subprocess.run(cmd, cwd=root, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           universal_newlines=True)
    if build.returncode != 0:
        print(" ".join(shlex.quote(a) for a in cmd), file=sys.stderr)
        print(build.stdout, file=sys.stderr)
        print("the docs' C blocks do not compile (messages name the Markdown lines)", file=sys.stderr)
        return 1
    env = dict(os.environ)
    env["PATH"] = os.path.dirname(os.path.abspath(lib)) + os.pathsep + env.get("PATH", "")
    env["WINEPATH"] = os.path.dirname(os.path.abspath(lib))
    wrapper = shlex.split(os.environ.get("MESON_EXE_WRAPPER", ""))
    if not os.path.exists(exe) and os.path.exists(exe + ".exe"):
        exe += ".exe"  # a Windows compiler names its output so
    run = subprocess.run(wrapper + [exe], cwd=root, env=env)
    # In a coverage build (--coverage links the library's counters) the
    # examples get counters too; they are not the project's code to report.
    for data in glob.glob(os.path.join(out, "*.gcda")) + glob.glob(os.path.join(out, "*.gcno")):
        os.remove(data)
    print("%d C blocks: %d fragments, %d whole programs, %d excerpts of tables.c, %d not compiled%s"
          % (len(blocks.fragments) + len(blocks.programs) + len(blocks.excerpts) + len(blocks.skipped),
             len(blocks.fragments), len(blocks.programs), len(blocks.excerpts), len(blocks.skipped),
             "".join("\n  not compiled: " + w for w in blocks.skipped)))
    return 1 if failures or run.returncode != 0 else 0


if __name__ == "__main__":
    sys.exit(main())
