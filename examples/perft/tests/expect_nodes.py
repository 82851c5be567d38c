#!/usr/bin/env python3
"""Runs a perft program and checks its last line of output.

Usage: expect_nodes.py NODES PROGRAM [ARGUMENT]...

Exits 0 if the program succeeded and its last line on stdout is
"nodes NODES", 1 otherwise; its stderr (time and speed) passes through.
Standard library only.
"""

import subprocess
import sys


def main():
    want, command = sys.argv[1], sys.argv[2:]
    result = subprocess.run(command, stdout=subprocess.PIPE, check=False)
    lines = result.stdout.decode().splitlines()
    got = lines[-1] if lines else '(nothing)'
    print(got)
    if result.returncode != 0 or got != 'nodes ' + want:
        print('expected nodes %s (exit status %d)' % (want, result.returncode))
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
