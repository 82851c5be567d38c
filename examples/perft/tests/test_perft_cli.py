#!/usr/bin/env python3
"""Tests of bbgeom-perft's command line: output format, FEN and argument
errors, the EPD runner's pass/fail/malformed paths.

Usage: test_perft_cli.py PATH-TO-BBGEOM-PERFT [TestClass | TestClass.test]...

Exits 0 if every test passed, 1 otherwise (meson test protocol
'exitcode'). Expected node counts are published ones (the Chess
Programming Wiki's "Perft Results" page, as in suites/standard.epd); move
lists are written by hand from the rules. Standard library only.
"""

import os
import shlex
import subprocess
import sys
import tempfile
import unittest

BIN = None  # the command that runs bbgeom-perft (a list), set from the command line

START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'


def run(*args, stdout=subprocess.PIPE):
    return subprocess.run([*BIN, *args], stdout=stdout, stderr=subprocess.PIPE,
                          timeout=600, check=False)


class Case(unittest.TestCase):
    def ok(self, *args):
        """Runs successfully; returns the stdout lines."""
        r = run(*args)
        self.assertEqual(r.returncode, 0, r.stderr.decode(errors='replace'))
        return r.stdout.decode().splitlines(), r.stderr.decode()

    def error(self, *args, status=2, mentions=()):
        """Fails with exit status status and a one-line message naming each
        of mentions; nothing on stdout."""
        r = run(*args)
        err = r.stderr.decode(errors='replace')
        self.assertEqual(r.returncode, status, err)
        self.assertEqual(r.stdout, b'')
        self.assertEqual(err.count('\n'), 1, err)
        self.assertTrue(err.startswith('bbgeom-perft: '), err)
        for word in mentions:
            self.assertIn(word, err)
        return err

    def divide(self, depth, fen):
        lines, _ = self.ok('--divide', str(depth), fen)
        moves = {}
        for line in lines[:-1]:
            move, count = line.split(': ')
            self.assertNotIn(move, moves)
            moves[move] = int(count)
        self.assertTrue(lines[-1].startswith('nodes '))
        self.assertEqual(int(lines[-1][6:]), sum(moves.values()))
        return moves


class CountTests(Case):
    def test_default_is_start_position(self):
        lines, err = self.ok('3')
        self.assertEqual(lines, ['nodes 8902'])
        self.assertIn('Mnps', err)

    def test_start_position_depth_5(self):
        self.assertEqual(self.ok('5', START)[0][-1], 'nodes 4865609')

    def test_position_3_depth_6(self):
        # En passant with the king and a rook on one rank, many times over.
        self.assertEqual(self.ok('6', '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1')[0],
                         ['nodes 11030083'])

    def test_position_4_depth_5(self):
        fen = 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1'
        self.assertEqual(self.ok('5', fen)[0], ['nodes 15833292'])

    def test_fen_as_separate_arguments(self):
        self.assertEqual(self.ok('2', *KIWIPETE.split())[0], ['nodes 2039'])

    def test_fen_without_clocks(self):
        self.assertEqual(self.ok('3', '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -')[0], ['nodes 2812'])

    def test_threads_give_the_same_count(self):
        for threads in ('1', '2', '3', '64'):
            self.assertEqual(self.ok('--threads', threads, '3', KIWIPETE)[0], ['nodes 97862'])

    def test_threads_and_hash(self):
        # Published: Kiwipete 4085603 at depth 4, position 3 674624 at 5.
        for options in (['--threads', '2'], ['--hash', '16'], ['--threads', '2', '--hash', '16'],
                        ['--threads', '2', '--hash', '1'], ['--hash', '0']):
            with self.subTest(options=options):
                self.assertEqual(self.ok(*options, '4', KIWIPETE)[0], ['nodes 4085603'])
                self.assertEqual(self.ok(*options, '5', '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1')[0],
                                 ['nodes 674624'])
                self.assertEqual(self.ok(*options, '1')[0], ['nodes 20'])

    def test_divide_with_threads_and_hash(self):
        # Each root move's count, split below ply 2 over the threads, is
        # the one of a plain run (the example's own --divide).
        plain = self.ok('--divide', '4', KIWIPETE)[0]
        self.assertEqual(plain[-1], 'nodes 4085603')
        self.assertEqual(len(plain), 49)
        for options in (['--threads', '2', '--hash', '1'], ['--threads', '3', '--hash', '16']):
            self.assertEqual(self.ok('--divide', *options, '4', KIWIPETE)[0], plain)

    def test_epd_with_threads_and_hash(self):
        suite = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'suites', 'standard.epd')
        lines, _ = self.ok('--epd', suite, '--max-depth', '4', '--threads', '2', '--hash', '16')
        self.assertEqual(lines[-1], 'summary: 28 passed, 0 failed, 16 deeper than --max-depth skipped')

    def test_divide_start_position(self):
        moves = self.divide(2, START)
        by_hand = {f + '2' + f + r for f in 'abcdefgh' for r in '34'} | {
            'b1a3', 'b1c3', 'g1f3', 'g1h3'}
        self.assertEqual(set(moves), by_hand)
        self.assertEqual(set(moves.values()), {20})

    def test_divide_promotions_in_uci(self):
        moves = self.divide(1, '4k3/1P6/8/8/8/8/K7/8 w - - 0 1')
        self.assertEqual(set(moves), {'b7b8q', 'b7b8r', 'b7b8b', 'b7b8n',
                                      'a2a1', 'a2b1', 'a2b2', 'a2a3', 'a2b3'})

    def test_divide_castling_is_a_king_move(self):
        moves = self.divide(1, 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1')
        self.assertIn('e1g1', moves)
        self.assertIn('e1c1', moves)
        # Black's rook on a8 attacks nothing on the first rank; after the
        # king goes, only the two castlings are king moves to g1/c1.
        self.assertNotIn('e1h1', moves)

    def test_castling_through_check_refused(self):
        # The black rook on f8 attacks f1: no e1g1; e1c1 is fine.
        moves = self.divide(1, '4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1')
        self.assertNotIn('e1g1', moves)
        self.assertIn('e1c1', moves)

    def test_castling_out_of_check_refused(self):
        moves = self.divide(1, '4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1')
        self.assertNotIn('e1g1', moves)
        self.assertNotIn('e1c1', moves)

    def test_en_passant_listed(self):
        moves = self.divide(1, '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1')
        self.assertIn('e5d6', moves)
        self.assertIn('e5e6', moves)

    def test_en_passant_rank_pin(self):
        # Taking d5 e.p. leaves the rank between the king on a5 and the
        # rook on h5 empty: illegal. e5e6 stays legal.
        moves = self.divide(1, '4k3/8/8/K2pP2r/8/8/8/8 w - d6 0 1')
        self.assertNotIn('e5d6', moves)
        self.assertIn('e5e6', moves)

    def test_help(self):
        lines, _ = self.ok('--help')
        self.assertTrue(lines[0].startswith('usage: bbgeom-perft'))


class ArgumentErrorTests(Case):
    def test_depth(self):
        self.error(mentions=('missing DEPTH',))
        for bad in ('0', '31', '-1', 'x', '5x', '', '+3', '99999999999999999999'):
            self.error(bad, mentions=('DEPTH',))

    def test_options(self):
        self.error('--frobnicate', '1', mentions=("'--frobnicate'",))
        self.error('1', '--threads', mentions=('--threads',))
        for bad in ('0', '257', 'x', ''):
            err = self.error('--threads', bad, '1', mentions=('--threads',))
            self.assertEqual(err.rstrip('\r\n'),
                             "bbgeom-perft: --threads '%s' is not a number 1-256 (try --help)" % bad)
        self.error('1', '--hash', mentions=('--hash needs a value',))
        for bad in ('-1', '1048577', 'x', '', '1.5', '99999999999999999999'):
            err = self.error('--hash', bad, '1', mentions=('--hash',))
            self.assertEqual(err.rstrip('\r\n'), "bbgeom-perft: --hash '%s' is not a number of megabytes "
                             "0-1048576 (try --help)" % bad)
        self.error('--hash', '1', '--hash', '2', '1', mentions=('--hash given twice',))
        self.error('--max-depth', '2', '1', mentions=('--max-depth',))
        self.error('--epd', 'x', '--epd', 'y', mentions=('twice',))

    def test_table_not_allocated(self):
        # 4 GB asked with the address space limited to 1 GB: malloc fails.
        if os.name == 'nt' or os.environ.get('MESON_EXE_WRAPPER') or len(BIN) > 1:
            self.skipTest('no address space limit through wine or valgrind')
        import resource

        def limit():
            resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))
        r = subprocess.run([*BIN, '--hash', '4096', '3'], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=600, check=False, preexec_fn=limit)
        if b'Sanitizer' in r.stderr:
            self.skipTest('a sanitizer build does not start with its address space limited')
        self.assertEqual(r.stderr.decode(), 'bbgeom-perft: cannot allocate 4096 MB for --hash\n')
        self.assertEqual((r.returncode, r.stdout), (2, b''))

    def test_epd_with_other_arguments(self):
        self.error('--epd', 'x', '--divide', mentions=('--divide',))
        self.error('--epd', 'x', '3', mentions=("'3'",))
        self.error('--epd', 'x', '--max-depth', '0', mentions=('--max-depth',))

    def test_missing_file(self):
        self.error('--epd', '/nonexistent/suite.epd', mentions=('/nonexistent/suite.epd',))

    def test_write_error(self):
        if not os.path.exists('/dev/full'):
            self.skipTest('no /dev/full')
        with open('/dev/full', 'w') as full:
            r = run('2', stdout=full)
        self.assertEqual(r.returncode, 2)
        self.assertIn(b'cannot write', r.stderr)


class EpdTests(Case):
    def suite(self, text):
        f = tempfile.NamedTemporaryFile('w', suffix='.epd', delete=False)
        self.addCleanup(os.unlink, f.name)
        f.write(text)
        f.close()
        return f.name

    def test_pass(self):
        name = self.suite('# comment\n\n' + START + ' ;D1 20 ;D2 400 ;D3 8902\n')
        lines, _ = self.ok('--epd', name)
        self.assertEqual(lines, ['pass line 3 D1 20', 'pass line 3 D2 400', 'pass line 3 D3 8902',
                                 'summary: 3 passed, 0 failed, 0 deeper than --max-depth skipped'])

    def test_max_depth(self):
        name = self.suite(START + ' ;D1 20 ;D2 400 ;D3 8902\n')
        lines, _ = self.ok('--epd', name, '--max-depth', '2')
        self.assertEqual(lines[-1], 'summary: 2 passed, 0 failed, 1 deeper than --max-depth skipped')

    def test_mismatch_exits_1(self):
        name = self.suite(START + ' ;D1 20 ;D2 401\n')
        r = run('--epd', name)
        self.assertEqual(r.returncode, 1)
        lines = r.stdout.decode().splitlines()
        self.assertEqual(lines[0], 'pass line 1 D1 20')
        self.assertTrue(lines[1].startswith('FAIL line 1 D2 400 expected 401'), lines[1])
        self.assertEqual(lines[-1], 'summary: 1 passed, 1 failed, 0 deeper than --max-depth skipped')

    def test_malformed_names_the_line(self):
        good = START + ' ;D1 20\n'
        cases = [
            (good + START + '\n', ':2:'),
            (good + good + START + ' ;D0 1\n', ':3:'),
            (good + START + ' ;D1\n', ':2:'),
            (good + START + ' ;D1 x\n', ':2:'),
            (good + START + ' ;D1 20 20\n', ':2:'),
            (good + START + ' ;E1 20\n', ':2:'),
            (good + START + ' ;D1 20x\n', ':2:'),
            (good + START + ' ;D1 -20\n', ':2:'),
            (good + START + ' ;D31 20\n', ':2:'),
            ('4k3/8/8/8/8/8/8/4K3 w KQ - 0 1 ;D1 5\n', ':1: column 23: FEN castling'),
            (good + 'x' * 3000 + '\n', ':2:'),
            ('\n# nothing\n', 'no positions'),
        ]
        for text, where in cases:
            with self.subTest(text=text[-40:]):
                name = self.suite(text)
                self.error('--epd', name, mentions=(where,))

    def test_no_final_newline(self):
        name = self.suite(START + ' ;D2 400')
        self.assertEqual(self.ok('--epd', name)[0][0], 'pass line 1 D2 400')


def main():
    global BIN
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    # A cross-compiled program runs through the exe wrapper of the cross
    # file (qemu-user, wine), which meson test names in MESON_EXE_WRAPPER.
    BIN = shlex.split(os.environ.get('MESON_EXE_WRAPPER', '')) + [os.path.abspath(sys.argv[1])]
    names = sys.argv[2:]
    loader = unittest.TestLoader()
    module = sys.modules[__name__]
    suite = loader.loadTestsFromNames(names, module) if names else loader.loadTestsFromModule(module)
    result = unittest.TextTestRunner(verbosity=2).run(suite)
    return 0 if result.wasSuccessful() else 1


if __name__ == '__main__':
    sys.exit(main())
