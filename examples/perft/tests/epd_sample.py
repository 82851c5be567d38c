#!/usr/bin/env python3
"""Runs a perft program on a suite of EPD positions, or on CI's fixed sample
of them.

Usage: epd_sample.py EPD PROGRAM [ARGUMENT]...

Runs PROGRAM ARGUMENT... --epd FILE (through the exe wrapper of a cross
build, which meson test names in MESON_EXE_WRAPPER), where FILE is EPD
itself or, when
BBGEOM_TEST_SAMPLE is a number N above 1 (the knob of the test suites,
tests/sample.h), a temporary copy of EPD holding its comments and every
Nth position (the 1st, the N+1st, ...) on their lines, the others blank.
Exits with the program's status.
Standard library only.
"""

import os
import shlex
import subprocess
import sys
import tempfile


def share():
    text = os.environ.get('BBGEOM_TEST_SAMPLE', '')
    return min(int(text), 256) if text.isdigit() and int(text) >= 1 else 1


def main():
    if len(sys.argv) < 3:
        sys.stderr.write(__doc__)
        return 2
    epd = sys.argv[1]
    command = shlex.split(os.environ.get('MESON_EXE_WRAPPER', '')) + sys.argv[2:]
    n = share()
    if n == 1:
        return subprocess.run(command + ['--epd', epd], check=False).returncode
    with open(epd, encoding='utf-8') as f:
        lines = f.read().splitlines(keepends=True)
    kept, position = [], 0
    for line in lines:
        if line.strip() and not line.startswith('#'):
            position += 1
            if (position - 1) % n:
                line = '\n'  # blank, so that lines keep their numbers
        kept.append(line)
    with tempfile.TemporaryDirectory() as tmp:
        sample = os.path.join(tmp, os.path.basename(epd))
        with open(sample, 'w', encoding='utf-8') as f:
            f.writelines(kept)
        print('1 in %d of the positions of %s (BBGEOM_TEST_SAMPLE): %d of %d' %
              (n, os.path.basename(epd), (position + n - 1) // n, position), flush=True)
        return subprocess.run(command + ['--epd', sample], check=False).returncode


if __name__ == '__main__':
    sys.exit(main())
