#!/usr/bin/env python3
"""The benchmark's report says how it was built: the build type and whether
assertions are on, in the text and in the JSON, with a warning on stderr
when they are on; and --quick reports the median of three runs.

Usage: test_report.py PATH-TO-BBGEOM-BENCH BUILDTYPE on|off
"""

import json
import subprocess
import sys


def main():
    bench, build_type, asserts = sys.argv[1:4]
    failures = []

    def check(what, ok):
        print('%s: %s' % ('ok' if ok else 'FAIL', what))
        if not ok:
            failures.append(what)

    text = subprocess.run([bench, '--quick'], capture_output=True, text=True)
    check('text run exits 0', text.returncode == 0)
    check('text names the build', 'build:    %s, assertions %s\n' % (build_type, asserts) in text.stdout)
    check('text: median of 3 runs', 'median of 3 runs' in text.stdout)
    warned = 'warning: assertions are on' in text.stderr
    check('warning exactly when assertions are on', warned == (asserts == 'on'))

    js = subprocess.run([bench, '--quick', '--json'], capture_output=True, text=True)
    check('JSON run exits 0', js.returncode == 0)
    report = json.loads(js.stdout) if js.returncode == 0 else {}
    check('JSON build_type', report.get('build_type') == build_type)
    check('JSON asserts', report.get('asserts') is (asserts == 'on'))
    check('JSON runs', report.get('runs') == 3)
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
