#!/usr/bin/env python3
"""Tests of bbgeom-gen's command line and I/O errors.

Usage: test_gen.py PATH-TO-BBGEOM-GEN

The generator runs inside the build; when it cannot write its output it
must say which file and exit 1, never leave a truncated file looking like
success. Exit status 0 if every check passed.
"""

import os
import subprocess
import sys
import tempfile

failures = []


def check(what, cond, detail=''):
    print('%s: %s' % ('ok' if cond else 'FAIL', what))
    if not cond:
        failures.append('%s %s' % (what, detail))


def run(gen, *args):
    return subprocess.run([gen] + list(args), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          stdin=subprocess.DEVNULL, timeout=120)


def main():
    if len(sys.argv) != 2:
        sys.stderr.write(__doc__)
        return 2
    gen = os.path.abspath(sys.argv[1])
    usage = b'usage: bbgeom-gen header|source OUTPUT [magic|pext]\n'
    for args in ([], ['header'], ['source', 'a', 'b'], ['tables', 'out.h'],
                 ['source', 'a', 'pext', 'x']):
        r = run(gen, *args)
        check('usage error for %r' % args, r.returncode == 2 and r.stderr == usage, r)

    with tempfile.TemporaryDirectory() as tmp:
        missing = os.path.join(tmp, 'no-such-dir', 'tables.h')
        r = run(gen, 'header', missing)
        check('cannot open: exit 1 naming the file',
              r.returncode == 1 and r.stderr.startswith(
                  b"bbgeom-gen: cannot open '%s' for writing: " % missing.encode()), r)
        # The header declares each table, the C file defines it.
        for kind, text in (('header', b'extern const uint64_t bbg_between_table[64][64];'),
                           ('source', b'const uint64_t bbg_between_table[64][64] = {')):
            out = os.path.join(tmp, kind)
            r = run(gen, kind, out)
            with open(out, 'rb') as f:
                written = f.read() if r.returncode == 0 else b''
            check('%s written' % kind, r.returncode == 0 and r.stderr == b'' and text in written, r)
        # The PEXT-indexed slider tables: same index data with no magics,
        # the attack sets in PEXT order; the magic build names its magics.
        for index in ('magic', 'pext'):
            out = os.path.join(tmp, 'source-' + index)
            r = run(gen, 'source', out, index)
            with open(out, 'rb') as f:
                text = f.read() if r.returncode == 0 else b''
            check('source with %s index written' % index, r.returncode == 0 and r.stderr == b''
                  and b'bbg_rook_attack_table[102400]' in text
                  and b'bbg_bishop_attack_table[5248]' in text, r)

    if os.path.exists('/dev/full'):
        for kind in ('header', 'source'):
            r = run(gen, kind, '/dev/full')
            check('%s to /dev/full: exit 1 naming the file' % kind,
                  r.returncode == 1 and r.stderr ==
                  b"bbgeom-gen: error writing '/dev/full': No space left on device\n", r)
    if failures:
        print('%d failure(s)' % len(failures))
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
