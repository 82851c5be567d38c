#!/usr/bin/env python3
"""Tests of tests/mutation/run's own parts: where it finds mutants, that a
command that runs out of time leaves nothing behind, which recorded
verdicts it takes, how it brings a kept copy of the tree up to date, and
that every listed equivalent still names a mutant of the tree.

Usage: test_run.py PATH-TO-tests/mutation/run. Exit status 0 if every
check passed.
"""

import fnmatch
import importlib.machinery
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

failures = []


def check(what, cond, detail=''):
    print('%s: %s' % ('ok' if cond else 'FAIL', what))
    if not cond:
        failures.append('%s %s' % (what, detail))


def load(path):
    loader = importlib.machinery.SourceFileLoader('mutation_run', path)
    spec = importlib.util.spec_from_loader('mutation_run', loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


SOURCE = '''#include <stdint.h>
#define TWICE(x) ((x) + (x))
/* a + b in a comment */
static int f(int a, int b)
{
    int c = a - b;
    const char *s = "a + b";
    ;
    c += a;
    if (a < b)
        return -1;
    return g(a, b) + c;
}
'''


def stale_equivalents(run):
    """The entries of equivalent.txt that name no mutant of today's tree:
    an edit of a listed line must update its entry, or the sample would
    judge the mutant again."""
    names = set()
    for pattern in run.TARGET_GLOBS:
        folder = os.path.dirname(pattern)
        for name in sorted(os.listdir(os.path.join(run.ROOT, folder))):
            rel = folder + '/' + name
            if fnmatch.fnmatch(rel, pattern):
                with open(os.path.join(run.ROOT, rel), encoding='utf-8') as f:
                    text = f.read()
                names.update(run.keys_of(rel, text, run.mutants_of(rel, text)).values())
    return sorted(run.load_equivalent() - names)


MARKED = '''static const unsigned char t[4] = {
    0, 1, /* mutants: truth */
    1, 0,
};
static unsigned mix(unsigned x)
{
    /* mutants: hash: any odd multiplier mixes */
    x = (x ^ (x >> 16)) * 0x45d9f3bu;
    return x ^ (x >> 16);

    while (n <= 255) /* mutants: repeated-bound */
        n++;
}
'''


def check_keys(run):
    """Keys name a mutant by file, change and line text: they hold when the
    line moves or its comment changes, and alike mutants are numbered."""
    text = 'int f(int a)\n{\n    return a + 1; /* one */\n}\nint g(int a)\n{\n    return a + 1;\n}\n'
    moved = '/* new */\n\n' + text.replace('/* one */', '/* changed */')
    keys = sorted(run.keys_of('k.c', text, run.mutants_of('k.c', text)).values())
    moved_keys = sorted(run.keys_of('k.c', moved, run.mutants_of('k.c', moved)).values())
    check('a key holds when its line moves or its comment changes', keys == moved_keys, (keys, moved_keys))
    check('a key names the file, the change and the line',
          "k.c: arith '+' -> '-' in: return a + 1;" in keys, keys)
    check('the second alike mutant of a file is numbered',
          "k.c: arith '+' -> '-' (2) in: return a + 1;" in keys, keys)
    check('every mutant has its own key', len(set(keys)) == len(run.mutants_of('k.c', text)), keys)


def check_marks(run):
    """The kinds the code marks leave out exactly their mutants."""
    everything = [run.describe('m.c', MARKED, m) for m in run.all_mutants_of(MARKED)]
    names = [run.describe('m.c', MARKED, m) for m in run.mutants_of('m.c', MARKED)]
    left_out = sorted(set(everything) - set(names))
    check('truth: 1 -> 2 is left out', "m.c:2:8 constant '1' -> '2'" in left_out, left_out)
    check('truth: 1 -> 0 and 0 -> 1 are made',
          "m.c:2:8 constant '1' -> '0'" in names and "m.c:2:5 constant '0' -> '1'" in names, names)
    check('a trailing mark is for its line only', "m.c:3:5 constant '1' -> '2'" in names, names)
    check('hash: no constant of the lines below the mark',
          not any(':8:' in n and 'constant' in n for n in names) and "m.c:8:12 bitwise '^' -> '|'" in names, names)
    check('a blank line ends a mark', "m.c:11:17 constant '255' -> '254'" in names, names)
    check('repeated-bound: raised is left out, lowered is made',
          "m.c:11:17 constant '255' -> '256'" in left_out and "m.c:11:17 constant '255' -> '254'" in names, names)
    check('only those', len(left_out) == 1 + 6 + 1, left_out)
    try:
        run.mutants_of('bad.c', 'int x; /* mutants: nonsense */\n')
        check('an unknown kind is an error', False)
    except ValueError as e:
        check('an unknown kind is an error', 'bad.c:1' in str(e) and 'nonsense' in str(e), str(e))


def check_tiers(run):
    """A mutant first faces the tests sampled; one that passes them faces
    the tests of suite "sampled" whole, and only then survives."""
    calls = []

    def fake_run(command, cwd, timeout, env=None):
        share = (env or {}).get(run.SAMPLE_ENV)
        calls.append((command[0], share))
        # 'deep' fails only when whole, as a test whose sample misses the
        # mutant's effect.
        return (1 if command[0] == 'deep' and share is None else 0), ''

    saved = run.run
    run.run = fake_run
    try:
        with tempfile.TemporaryDirectory() as tmp:
            worker = run.Worker(tmp, 0, 16)
            os.makedirs(worker.src)
            with open(os.path.join(worker.src, 'a.c'), 'w') as f:
                f.write('int a;\n')
            worker.tests = [{'name': n, 'cmd': [n], 'env': {}, 'workdir': None, 'outputs': [], 'seconds': 1.0,
                             'suites': s} for n, s in (('flat', {'unit'}), ('deep', {'unit', 'sampled'}))]
            verdict = worker.judge('a.c', 1, 'int a;\n', 'int a = 1;\n', {})
            check('a mutant the sample misses is killed by the whole test', verdict == 'killed (whole)',
                  (verdict, calls))
            check('sampled first, then only the sampled suite whole',
                  calls == [('flat', '16'), ('deep', '16'), ('deep', None)], calls)
            del calls[:]
            worker.tests = worker.tests[:1]
            verdict = worker.judge('a.c', 1, 'int a;\n', 'int a = 1;\n', {})
            check('a mutant that passes everything survives', verdict == 'SURVIVED' and calls[-1][0] == 'ninja',
                  (verdict, calls))
            with open(os.path.join(worker.src, 'a.c')) as f:
                check('the file is restored after judging', f.read() == 'int a;\n')
            # By coverage: a test that never runs the line does not face
            # its mutant.
            del calls[:]
            worker.tests = [dict(t, name=n, cmd=[n]) for n, t in (('flat', worker.tests[0]), ('other', worker.tests[0]))]
            worker.coverage = run.Coverage({'a.c': {1: ['flat']}}, {'a.c': {1, 2}})
            worker.judge('a.c', 1, 'int a;\n', 'int a = 1;\n', {})
            check('only the tests that run the line face its mutant', [c for c in calls if c[0] != 'ninja'] ==
                  [('flat', '16')], calls)
            del calls[:]
            worker.judge('a.c', 2, 'int a;\n', 'int a = 1;\n', {})
            check('a line no test runs faces no test', [c for c in calls if c[0] != 'ninja'] == [], calls)
    finally:
        run.run = saved
    # A build that passes with a warning: CI's builds refuse warnings, so
    # the mutant is stillborn; an error is too, any other failure a kill.
    outcomes = {'warns': (0, 'a.c:3:5: warning: unused variable [-Wunused-variable]\n'), 'clean': (0, ''),
                'errs': (1, 'a.c:3:5: error: expected a semicolon\n'), 'gen': (1, 'FAILED: tables.c\n')}
    run.run = lambda command, cwd, timeout, env=None: outcomes[command[-1]]
    try:
        worker = run.Worker(tempfile.gettempdir(), 0)
        verdicts = {k: worker.compile([k]) for k in outcomes}
        check('a warning or an error is stillborn, another build failure a kill',
              verdicts == {'warns': 'stillborn', 'clean': None, 'errs': 'stillborn', 'gen': 'killed by the build'},
              verdicts)
    finally:
        run.run = saved


def check_coverage(run):
    """Which tests reach which lines: the selection, its keeping, and a
    real gcov report read from a program's data written under GCOV_PREFIX."""
    c = run.Coverage({'src/a.c': {3: ['t1']}}, {'src/a.c': {3, 4}, 'gen/g.c': {1}}, ['amalgamation'])
    check('a line run: the tests that run it, and those that face every mutant',
          c.tests_for('src/a.c', 3) == {'t1', 'amalgamation'}, c.tests_for('src/a.c', 3))
    check('a line with code that no test runs: only those that face every mutant',
          c.tests_for('src/a.c', 4) == {'amalgamation'})
    check('a line without code, and the generator: every test',
          c.tests_for('src/a.c', 5) is None and c.tests_for('gen/g.c', 1) is None)
    with tempfile.TemporaryDirectory() as tmp:
        c.save(os.path.join(tmp, 'map.json'), 'k1')
        back = run.Coverage.load(os.path.join(tmp, 'map.json'), 'k1')
        check('a kept map is taken for its tree', back and back.tests_for('src/a.c', 3) == {'t1', 'amalgamation'})
        check('and not for another', run.Coverage.load(os.path.join(tmp, 'map.json'), 'k2') is None)
    if not (shutil.which('gcc') and shutil.which('gcov')):
        print('skip: a real gcov report (no gcc and gcov here)')
        return
    with tempfile.TemporaryDirectory() as tmp:
        src, build = os.path.join(tmp, 'src'), os.path.join(tmp, 'src', 'build')
        os.makedirs(build)
        with open(os.path.join(src, 'a.c'), 'w') as f:
            f.write('int gen(void);\nint main(int argc, char **argv)\n{\n    if (argc > 5)\n'
                    '        return 1;\n    return gen() - 2 + 0 * (argv != 0);\n}\n')
        with open(os.path.join(build, 'gen.c'), 'w') as f:
            f.write('int gen(void)\n{\n    return 2;\n}\n')
        subprocess.run(['gcc', '-O0', '--coverage', '-c', '../a.c', 'gen.c'], cwd=build, check=True)
        subprocess.run(['gcc', '--coverage', 'a.o', 'gen.o', '-o', 'a'], cwd=build, check=True)
        folder = os.path.join(tmp, 'runs', '0')
        os.makedirs(folder)
        subprocess.run([os.path.join(build, 'a')], env=dict(os.environ, GCOV_PREFIX=folder, GCOV_PREFIX_STRIP='0'),
                       check=True)
        found = run.Coverage()
        for report in run.gcov_reports(folder, build):
            found.add('t', report, build, src, {'a.c'})
        check('gcov: a line run has the test, a line not run has code and no test',
              found.lines.get('a.c', {}).get(4) == ['t'] and 5 in found.executable.get('a.c', ())
              and not found.lines['a.c'].get(5), (found.lines, found.executable))
        check('gcov: a test that runs code of a generated file faces every mutant',
              found.always == {'t'}, found.always)
        # A program that dies by an assert (in a child, as the asserts'
        # tests do) still writes what it ran.
        with open(os.path.join(src, 'a.c'), 'w') as f:
            f.write('#include <assert.h>\nint main(int argc, char **argv)\n{\n    if (argc > 0)\n'
                    '        assert(argv == 0);\n    return 0;\n}\n')
        link = run.dump_on_abort(os.path.join(tmp, 'dump'))
        subprocess.run(['gcc', '-O0', '--coverage', '../a.c', '-o', 'dies'] + link, cwd=build, check=True)
        folder = os.path.join(tmp, 'runs', '1')
        os.makedirs(folder)
        died = subprocess.run([os.path.join(build, 'dies')], env=dict(os.environ, GCOV_PREFIX=folder,
                              GCOV_PREFIX_STRIP='0'), stderr=subprocess.DEVNULL, check=False).returncode
        found = run.Coverage()
        for report in run.gcov_reports(folder, build):
            found.add('t', report, build, src, {'a.c'})
        check('gcov: a program that dies by an assert still dies so, and its lines are written',
              died == -6 and found.lines.get('a.c', {}).get(5) == ['t'], (died, found.lines))
        # And one that a signal ends (a reader gone).
        with open(os.path.join(src, 'a.c'), 'w') as f:
            f.write('#include <signal.h>\nint main(int argc, char **argv)\n{\n    if (argc > 0)\n'
                    '        raise(SIGPIPE);\n    return argv == 0;\n}\n')
        subprocess.run(['gcc', '-O0', '--coverage', '../a.c', '-o', 'dies'] + link, cwd=build, check=True)
        folder = os.path.join(tmp, 'runs', '2')
        os.makedirs(folder)
        died = subprocess.run([os.path.join(build, 'dies')], env=dict(os.environ, GCOV_PREFIX=folder,
                              GCOV_PREFIX_STRIP='0'), check=False).returncode
        found = run.Coverage()
        for report in run.gcov_reports(folder, build):
            found.add('t', report, build, src, {'a.c'})
        check('gcov: a program that SIGPIPE ends still dies so, and its lines are written',
              died == -13 and found.lines.get('a.c', {}).get(5) == ['t'], (died, found.lines))


def main():
    if len(sys.argv) != 2:
        sys.stderr.write(__doc__)
        return 2
    run = load(os.path.abspath(sys.argv[1]))
    found = run.mutants_of('x.c', SOURCE)
    names = [run.describe('x.c', SOURCE, m) for m in found]
    lines = {int(n.split(':')[1]) for n in names}
    check('nothing in comments, strings or preprocessor lines', not lines & {1, 2, 3, 7}, names)
    check('a binary minus is swapped', "x.c:6:15 arith '-' -> '+'" in names, names)
    check('a unary minus after return is not', not any(':11:' in n and 'arith' in n for n in names), names)
    check('a statement is deleted', "x.c:9:5 delete 'c += a;' -> ';'" in names, names)
    check('a declaration and an empty statement are not',
          not any(n.startswith(('x.c:6:5 delete', 'x.c:8:5 delete')) for n in names), names)
    check('a condition is negated', "x.c:10:9 negate 'a < b' -> '!(a < b)'" in names, names)
    check('a comparison is shifted', "x.c:10:11 compare '<' -> '<='" in names, names)
    check('two arguments are swapped', "x.c:12:14 swap 'a, b' -> 'b, a'" in names, names)
    check('a parameter list is not', not any(':4:' in n and 'swap' in n for n in names), names)
    strings = 'int f(const char *a, const char *b)\n{\n    return strcmp(a, b) == 0 || !strcmp(a, b) ||\n' \
              '        strcmp(a, b) != 0 || strcmp(a, b) < 0;\n}\n'
    swaps = [run.describe('s.c', strings, m) for m in run.mutants_of('s.c', strings) if m[3] == 'swap']
    check("strcmp's arguments are swapped only where more than equality is read",
          swaps == ["s.c:4:37 swap 'a, b' -> 'b, a'"], swaps)
    check('a constant moves by one', "x.c:11:17 constant '1' -> '2'" in names, names)
    check_keys(run)
    check_marks(run)

    # A child in a process group of its own, looping, as Check runs a test
    # that a mutant sent into an endless loop: killed with its parent.
    with tempfile.TemporaryDirectory() as tmp:
        marker = os.path.join(tmp, 'alive')
        script = os.path.join(tmp, 'hang.py')
        with open(script, 'w') as f:
            f.write('import os, time\n'
                    'if os.fork() == 0:\n'
                    '    os.setpgid(0, 0)\n'
                    '    while True:\n'
                    '        open(%r, "w").close()\n'
                    '        time.sleep(0.05)\n'
                    'time.sleep(100)\n' % marker)
        begun = time.monotonic()
        code, out = run.run([sys.executable, script], tmp, 1)
        took = time.monotonic() - begun
        check('a command out of time is reported so, in time', code is None and 'timed out' in out and took < 10,
              (code, out, took))
        time.sleep(0.3)
        if os.path.exists(marker):
            os.remove(marker)
        time.sleep(0.3)
        check('nothing it started is left running', not os.path.exists(marker))
        code, out = run.run([sys.executable, '-c', 'print(42)'], tmp, 10)
        check('a command in time gives its status and output', code == 0 and out == '42\n', (code, out))
    # Verdicts kept in a results file: a kill is taken while its file is
    # unchanged; a survivor, a changed file's kill and a bad line are not.
    with tempfile.TemporaryDirectory() as tmp:
        results = os.path.join(tmp, 'results.jsonl')
        texts = {'a.c': 'int a;', 'b.c': 'int b;'}
        with open(results, 'w') as f:
            for name, text, verdict in (('a.c:1:1 x', 'int a;', 'killed'), ('a.c:1:2 x', 'int a;', 'SURVIVED'),
                                        ('b.c:1:1 x', 'int b = 1;', 'killed'),
                                        ('a.c:1:3 x', 'int a;', 'stillborn')):
                f.write(json.dumps({'mutant': name, 'file': run.code_digest(text), 'verdict': verdict}) + '\n')
            f.write('not json\n')
        recorded = run.load_results(results, texts)
        check('kills of unchanged files are taken, nothing else',
              recorded == {'a.c:1:1 x': 'killed', 'a.c:1:3 x': 'stillborn'}, recorded)

    # A file's code, for those verdicts: comments and layout do not count,
    # a literal's bytes and a preprocessor line's end do.
    code = 'int f(void)\n{\n    return g("a  b", \'"\');\n}\n'
    check('comments, marks and layout leave the code as it was',
          run.code_digest(code) == run.code_digest(
              '/* c */\nint f(void)\n{\n    return   g("a  b", \'"\'); /* mutants: truth */\n\n}\n'))
    for changed in (code.replace('a  b', 'a b'), code.replace('g(', 'h('), code.replace('return g', 'returng')):
        check('a change of code or of a literal changes the code: %r' % changed,
              run.code_digest(code) != run.code_digest(changed))
    check('a preprocessor line ends at its newline',
          run.code_digest('#define A 1\nint x;') != run.code_digest('#define A 1 int x;'))

    # A kept copy of the tree is brought up to date by content: a file left
    # mutated is restored, an unchanged one is not rewritten.
    with tempfile.TemporaryDirectory() as tmp:
        tree, copy = os.path.join(tmp, 'tree'), os.path.join(tmp, 'copy')
        os.makedirs(os.path.join(tree, 'src'))
        for rel, text in (('meson.build', 'project()\n'), ('src/a.c', 'int a;\n')):
            with open(os.path.join(tree, rel), 'w') as f:
                f.write(text)
        saved_root = run.ROOT
        run.ROOT = tree
        try:
            run.copy_source(copy)
            with open(os.path.join(copy, 'src', 'a.c'), 'w') as f:
                f.write('int a = 1;\n')
            os.utime(os.path.join(copy, 'meson.build'), (1, 1))
            run.copy_source(copy)
        finally:
            run.ROOT = saved_root
        with open(os.path.join(copy, 'src', 'a.c')) as f:
            check('a mutated file in the copy is restored', f.read() == 'int a;\n')
        check('an unchanged file is not rewritten', os.stat(os.path.join(copy, 'meson.build')).st_mtime == 1)

        # A worker whose kept copy had to be corrected starts its build
        # clean (a stopped run's ninja may have written a mutant's objects).
        os.makedirs(run.Worker(tmp, 0).build)
        with open(os.path.join(copy, 'src', 'a.c'), 'w') as f:
            f.write('int a = 2;\n')
        commands = []
        saved = run.ROOT, run.run, run.load_tests
        run.ROOT = tree
        run.run = lambda command, cwd, timeout, env=None: (commands.append(command), (0, ''))[1]
        run.load_tests = lambda build: []
        try:
            worker = run.Worker(tmp, 0)
            worker.src = copy
            run.Worker.set_up(worker)
        finally:
            run.ROOT, run.run, run.load_tests = saved
        check('a corrected copy is rebuilt clean', ['ninja', '-C', worker.build, '-t', 'clean'] in commands, commands)

    # A test that skips itself in the unmutated tree is dropped, one that
    # fails stops the run.
    saved = run.run
    run.run = lambda command, cwd, timeout, env=None: (int(command[0]), '')
    try:
        worker = run.Worker(tempfile.gettempdir(), 0)
        worker.tests = [{'name': n, 'cmd': [code], 'env': {}, 'workdir': None} for n, code in
                        (('passes', '0'), ('skips', '77'), ('also passes', '0'))]
        verdict = worker.time_tests()
        check('a skipped test judges no mutant',
              verdict is None and [t['name'] for t in worker.tests] == ['passes', 'also passes'], worker.tests)
        worker.tests = [{'name': 'fails', 'cmd': ['1'], 'env': {}, 'workdir': None}]
        verdict = worker.time_tests()
        check('a failing test stops the run', verdict is not None and 'fails test fails' in verdict, verdict)
    finally:
        run.run = saved

    check_tiers(run)
    check_coverage(run)
    stale = stale_equivalents(run)
    check('every listed equivalent names a mutant of the tree as it is', not stale, stale[:5])

    if failures:
        print('%d failure(s)' % len(failures))
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
