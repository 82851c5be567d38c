#!/usr/bin/env python3
"""The benchmark's report says how it was built: the build type and whether
assertions are on, in the text and in the JSON, with a warning on stderr
when they are on; and --quick reports the median of three runs.

Usage: test_report.py PATH-TO-BBGEOM-BENCH BUILDTYPE on|off
"""

import json
import os
import shlex
import subprocess
import sys

# A cross build's test programs run under meson's exe wrapper (qemu, wine).
WRAPPER = shlex.split(os.environ.get('MESON_EXE_WRAPPER', ''))


def run(*args):
    r = subprocess.run(WRAPPER + list(args), capture_output=True)
    return (r.returncode, r.stdout.decode().replace('\r\n', '\n'),
            r.stderr.decode().replace('\r\n', '\n'))


def main():
    bench, build_type, asserts = sys.argv[1:4]
    failures = []

    def check(what, ok):
        print('%s: %s' % ('ok' if ok else 'FAIL', what))
        if not ok:
            failures.append(what)

    status, out, err = run(bench, '--quick')
    check('text run exits 0', status == 0)
    check('text names the build', 'build:    %s, assertions %s\n' % (build_type, asserts) in out)
    check('text: median of 3 runs', 'median of 3 runs' in out)
    warned = 'warning: assertions are on' in err
    check('warning exactly when assertions are on', warned == (asserts == 'on'))

    status, out, err = run(bench, '--quick', '--json')
    check('JSON run exits 0', status == 0)
    report = json.loads(out) if status == 0 else {}
    check('JSON build_type', report.get('build_type') == build_type)
    check('JSON asserts', report.get('asserts') is (asserts == 'on'))
    check('JSON runs', report.get('runs') == 3)
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
