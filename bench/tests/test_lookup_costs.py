#!/usr/bin/env python3
"""bench/lookup-costs, on a stand-in for valgrind: a program of that name,
first on PATH, that writes a callgrind output file of known counts and
prints a benchmark report. Checks that the instructions per query are each
loop's own instructions (not the inclusive cost of its calls, clones
named NAME.part.N added in) over its calls times the inputs; that the
table puts every lookup beside its baseline with their ratio; that two
cases with one id are refused; and the usage errors.

Usage: test_lookup_costs.py PATH-TO-LOOKUP-COSTS
"""

import json
import os
import stat
import subprocess
import sys
import tempfile

# 4 inputs a pass. rook magic: 96 own instructions in 2 calls (the clone
# adds 32 in 1 call): 128 / (3 * 4) = 10.7; its baseline 120 / (3 * 4) = 10.0
# (the 500 after calls= is a callee's inclusive cost, not the loop's).
# Names uncompressed, as lookup-costs asks callgrind for them.
CALLGRIND = """version: 1
events: Ir
fn=rook_magic_thr
0 96
cfn=helper
calls=7 0
0 500
fn=rook_magic_thr.part.0
0 32
fn=rook_sf_thr
0 120
fn=loop_identity_thr
0 16
fn=main
cfn=rook_magic_thr
calls=2 0
0 1000
cfn=rook_magic_thr.part.0
calls=1 0
0 1000
cfn=rook_sf_thr
calls=3 0
0 1000
cfn=loop_identity_thr
calls=4 0
0 1000
"""


def report(ids):
    cases = [{'id': i, 'name': n, 'method': m, 'throughput_cycles_min': 1.5, 'latency_cycles_min': 3.0}
             for i, n, m in ids]
    return {'results': cases, 'inputs': 4, 'cycles_per_ns': 3.0, 'compiler': 'cc', 'target': 'x'}


GOOD = report([('rook_magic', 'rook attacks', 'magic'), ('rook_sf', 'rook attacks', 'sf layout'),
               ('loop_identity', 'loop', 'identity')])
TWICE = report([('rook_magic', 'rook attacks', 'magic'), ('rook_magic', 'rook attacks', 'pext')])


def fake_tools(folder, rep):
    """A valgrind that writes CALLGRIND where --callgrind-out-file says and
    prints rep; and a build folder whose bench prints rep."""
    for name, body in (('valgrind', 'import sys\n'
                        'out = [a.split("=", 1)[1] for a in sys.argv if a.startswith("--callgrind-out-file=")][0]\n'
                        'open(out, "w").write(%r)\n'
                        'print(%r)\n' % (CALLGRIND, json.dumps(rep))),
                       ('build/bench/bbgeom-bench', 'print(%r)\n' % json.dumps(rep))):
        path = os.path.join(folder, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, 'w') as f:
            f.write('#!%s\n%s' % (sys.executable, body))
        os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR)


def run(script, folder, *args):
    env = dict(os.environ, PATH=folder + os.pathsep + os.environ.get('PATH', ''))
    r = subprocess.run([sys.executable, script] + list(args), capture_output=True, text=True, env=env)
    return r.returncode, r.stdout, r.stderr


def main():
    script = sys.argv[1]
    failures = []

    def check(what, ok, detail=''):
        print('%s: %s' % ('ok' if ok else 'FAIL', what))
        if not ok:
            failures.append(what)
            print(detail)

    with tempfile.TemporaryDirectory() as tmp:
        fake_tools(tmp, GOOD)
        build = os.path.join(tmp, 'build')
        status, out, err = run(script, tmp, '--runs', '1', 'b=' + build)
        row = [l for l in out.splitlines() if l.startswith('| rook attacks | b | magic |')]
        check('the run succeeds', status == 0, err)
        check('instructions a query: own cost with the clone, over calls x inputs; the baseline; their ratio',
              len(row) == 1 and '| 10.7, 10.0, 1.07 |' in row[0], out)
        check('cycles beside, with the ratio, and ns from the cycles per ns',
              len(row) == 1 and '| 1.50, 1.50, 1.00 | 3.00, 3.00, 1.00 | 0.50, 0.50 |' in row[0], out)
        check("the loop's own cost in the notes", 'takes 1.0 of the instructions a query' in out, out)
        check('the load first', out.startswith('uptime: '), out)
        status, out, _ = run(script, tmp, '--no-timing', 'b=' + build)
        check('--no-timing leaves the times out', status == 0 and '| 10.7, 10.0, 1.07 | –, –, – |' in out, out)
    with tempfile.TemporaryDirectory() as tmp:
        fake_tools(tmp, TWICE)
        status, _, err = run(script, tmp, 'b=' + os.path.join(tmp, 'build'))
        check('two cases with one id are refused', status != 0 and 'two cases with one id' in err, err)
    status, _, err = run(script, tempfile.gettempdir())
    check('no build: usage, status 2', status == 2 and 'usage' in err, err)
    status, _, err = run(script, tempfile.gettempdir(), '--runs', 'x', 'b=build')
    check('a bad --runs: usage, status 2', status == 2 and 'usage' in err, err)

    print('%d failure(s)' % len(failures))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
