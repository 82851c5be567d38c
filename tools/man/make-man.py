#!/usr/bin/env python3
"""make-man.py BBGEOM [--check FILE]: the bbgeom(1) man page, made from the
tool's own help, so that the two always say the same.

Writes the page to stdout, built from `BBGEOM --version`, `BBGEOM --help`
and `BBGEOM help COMMAND` for every command that --help lists. With
--check FILE it writes nothing and exits 1 (saying so) if FILE is not
exactly that page: the test that fails when the help and the committed
tools/man/bbgeom.1 drift apart. Regenerate with
    tools/man/make-man.py build/tools/bbgeom > tools/man/bbgeom.1
"""
import os
import re
import shlex
import subprocess
import sys


def tool(bbgeom, *args):
    """The tool's output, run as meson test runs it (under the cross
    file's exe wrapper, if any), in the C locale, with Unix line ends."""
    env = dict(os.environ, LC_ALL="C")
    wrapper = shlex.split(os.environ.get("MESON_EXE_WRAPPER", ""))
    out = subprocess.run(wrapper + [bbgeom, *args], stdout=subprocess.PIPE, check=True,
                         env=env).stdout
    return out.decode("utf-8").replace("\r\n", "\n")


def roff_text(text):
    """Text as roff shows it verbatim in a no-fill block."""
    out = []
    for line in text.rstrip("\n").split("\n"):
        line = line.replace("\\", "\\e").replace("-", "\\-")
        if line.startswith((".", "'")):
            line = "\\&" + line
        out.append(line)
    return "\n".join(out)


def block(text):
    return ".nf\n" + roff_text(text) + "\n.fi"


def page(bbgeom):
    version = re.match(r"bbgeom (\S+)", tool(bbgeom, "--version")).group(1)
    general = tool(bbgeom, "--help")
    listing = general.split("\nCommands:\n", 1)[1].split("\n\n", 1)[0]
    commands = [line.split()[0] for line in listing.split("\n")]
    parts = [
        '.TH BBGEOM 1 "" "bbgeom %s" "User Commands"' % version,
        ".SH NAME",
        "bbgeom \\- chess\\-board geometry on bitboards",
        ".SH SYNOPSIS",
        ".B bbgeom",
        "[\\fIOPTION\\fR]... [\\fICOMMAND\\fR [\\fIARGUMENT\\fR]...]",
        ".SH DESCRIPTION",
        "The text of",
        ".BR \"bbgeom \\-\\-help\" :",
        block(general),
        ".SH COMMANDS",
        "The text of",
        ".BR \"bbgeom help\" \" COMMAND\"",
        "for each command.",
    ]
    for name in commands:
        parts += [".SS %s" % name, block(tool(bbgeom, "help", name))]
    parts += [
        ".SH SEE ALSO",
        "docs/cli.md in the bbgeom sources: the full manual, with the JSON",
        "output of every command.",
    ]
    return "\n".join(parts) + "\n"


def main():
    args = sys.argv[1:]
    if len(args) == 1:
        sys.stdout.write(page(args[0]))
        return 0
    if len(args) == 3 and args[1] == "--check":
        with open(args[2], encoding="utf-8") as f:
            committed = f.read()
        if committed != page(args[0]):
            print("%s is not what the tool's help says now; regenerate it:\n"
                  "    tools/man/make-man.py BUILD/tools/bbgeom > tools/man/bbgeom.1" % args[2])
            return 1
        print("%s says what the tool's help says" % args[2])
        return 0
    sys.exit("usage: make-man.py BBGEOM [--check FILE]")


if __name__ == "__main__":
    sys.exit(main())
