#!/usr/bin/env python3
"""A shared libbbgeom exports bbgeom's API and nothing else.

Usage: exports.py NM LIBRARY SONAME INCLUDE_DIR...

The API is every function the headers under the INCLUDE_DIRs mark BBG_API
and every table the generated tables.h declares; a function they declare
without BBG_API (it would be hidden) is an error too. The library's defined
dynamic symbols (NM -D --defined-only) must be exactly those, but for the
few the linker itself defines; and the library's SONAME (read with the
objdump beside NM) must be SONAME, which changes with every release that
may break the ABI. Exit status 1 with the differences named.
"""

import glob
import os
import re
import subprocess
import sys

# Symbols the GNU linker defines in every shared object it writes.
LINKER = {'_init', '_fini', '_edata', '_end', '__bss_start'}

API_FUNCTION = re.compile(r'^BBG_API\b[^(;]*?\b(\w+)\s*\(', re.M)
# A function declared at file scope without BBG_API (nor static inline):
# it would be hidden in a shared build.
UNMARKED = re.compile(r'^(?!static\b)(?!BBG_API\b)(?!typedef\b)[A-Za-z_][\w \t]*[\s*](bbg_\w+)\s*\([^;{)]*\)\s*;', re.M)
TABLE = re.compile(r'^extern const [^;(]*?\b(bbg_\w+)\s*(?:\[|;)', re.M)


def api(include_dirs):
    """The names the headers declare as API, and those they declare as
    functions but forgot to mark."""
    names, unmarked = set(), set()
    for d in include_dirs:
        for path in glob.glob(os.path.join(d, 'bbgeom', '*.h')):
            with open(path, encoding='utf-8') as f:
                text = f.read()
            names.update(API_FUNCTION.findall(text))
            unmarked.update(UNMARKED.findall(text))
            if os.path.basename(path) == 'tables.h':
                names.update(TABLE.findall(text))
    return names, unmarked


def exported(nm, library):
    out = subprocess.run([nm, '-D', '--defined-only', library], check=True, stdout=subprocess.PIPE,
                         universal_newlines=True).stdout
    return {line.split()[-1] for line in out.splitlines() if line.strip()} - LINKER


def soname(nm, library):
    objdump = os.path.join(os.path.dirname(nm), 'objdump')
    out = subprocess.run([objdump, '-p', library], check=True, stdout=subprocess.PIPE,
                         universal_newlines=True).stdout
    names = [line.split()[1] for line in out.splitlines() if line.split()[:1] == ['SONAME']]
    return names[0] if names else None


def main(argv):
    if len(argv) < 5:
        sys.exit(__doc__)
    got_soname = soname(argv[1], argv[2])
    print('SONAME %s, expected %s' % (got_soname, argv[3]))
    (want, unmarked), have = api(argv[4:]), exported(argv[1], argv[2])
    print('%d API symbols declared, %d exported' % (len(want), len(have)))
    missing, extra = sorted(want - have), sorted(have - want)
    for name in missing:
        print('not exported:', name)
    for name in extra:
        print('exported but not API:', name)
    for name in sorted(unmarked):
        print('declared without BBG_API:', name)
    bad = [n for n in have if not n.startswith(('bbg_', 'BBG_'))]
    if not want or missing or extra or bad or unmarked or got_soname != argv[3]:
        print('FAIL')
        return 1
    print('ok: every exported symbol is bbg_ API, and all of it is exported')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
