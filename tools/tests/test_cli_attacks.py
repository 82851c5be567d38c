#!/usr/bin/env python3
"""Tests of the bbgeom attacks, checks, fen and perft commands.

Usage: test_cli_attacks.py PATH-TO-BBGEOM [TestClass | TestClass.test_method]...

Shares the helpers of test_cli.py (same folder). Every expected value is
worked out by hand from the position or the geometry, never captured from
the program.
"""

import os
import pty
import re
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import test_cli  # noqa: E402
from test_cli import CliTestCase, bb, hexbb  # noqa: E402

START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'


class AttacksTests(CliTestCase):
    def test_leapers(self):
        cases = [
            (['knight', 'a1'], 'c2 b3', None),
            (['N', 'g1'], 'e2 f3 h3', None),
            (['n', 'g1'], 'e2 f3 h3', None),
            (['king', 'h8'], 'g7 h7 g8', None),
            (['white-pawn', 'e4'], 'd5 f5', 'white'),
            (['black-pawn', 'a7'], 'b6', 'black'),
            (['P', 'h2'], 'g3', 'white'),
            (['p', 'h2'], 'g1', 'black'),
        ]
        for args, names, side in cases:
            with self.subTest(args=args):
                o = self.json('attacks', *args)
                self.assertEqual(o['command'], 'attacks')
                self.assertEqual(o['square'], args[1])
                self.assertEqual(o['side'], side)
                self.assertIsNone(o['method'])
                self.assertSet(o, names)

    def test_sliders(self):
        cases = [
            # rook a1 stopped by a3 and d1, both attacked
            (['rook', 'a1', 'a3,d1'], 'b1 c1 d1 a2 a3'),
            # bishop d4 on the empty board: both diagonals, d4 itself excluded
            (['bishop', 'd4'], 'a1 g1 b2 f2 c3 e3 c5 e5 b6 f6 a7 g7 h8'),
            # queen h1 on a full board: only the three neighbours
            (['Q', 'h1', '0xFFFFFFFFFFFFFFFF'], 'g1 g2 h2'),
            # the slider's own square in OCC changes nothing
            (['rook', 'e4', 'e4,e6,c4'], 'e1 e2 e3 c4 d4 f4 g4 h4 e5 e6'),
        ]
        for args, names in cases:
            with self.subTest(args=args):
                o = self.json('attacks', *args)
                self.assertIn(o['method'], ('magic', 'pext'))
                self.assertEqual(o['occupancy'], hexbb(bb(args[2].replace(',', ' ')) if len(args) > 2
                                                       and not args[2].startswith('0x') else
                                                       int(args[2], 16) if len(args) > 2 else 0))
                self.assertSet(o, names)

    def test_text(self):
        out = self.ok('attacks', 'rook', 'a1', 'a3,d1')
        lines = out.splitlines()
        self.assertTrue(lines[0].startswith('squares a rook on a1 attacks, occupancy a3 d1')
                        or lines[0].startswith('squares a rook on a1 attacks, occupancy d1 a3'), lines[0])
        self.assertEqual(lines[1], 'bitboard: 0x000000000001010E')
        self.assertEqual(lines[2], 'squares:  b1 c1 d1 a2 a3 (5)')
        self.assertEqual(lines[3:], [
            '8  . . . . . . . .',
            '7  . . . . . . . .',
            '6  . . . . . . . .',
            '5  . . . . . . . .',
            '4  . . . . . . . .',
            '3  x . . . . . . .',
            '2  x . . . . . . .',
            '1  A x x x . . . .',
            '   a b c d e f g h',
            '   x = attacked, + = occupied, A = a1',
        ])

    def test_text_without_occupancy(self):
        # Leapers and pawns have no occupancy to show; a pawn has a side.
        self.assertEqual(self.ok('attacks', 'knight', 'e4').splitlines()[:3],
                         ['squares a knight on e4 attacks', 'bitboard: 0x0000284400442800',
                          'squares:  d2 f2 c3 g3 c5 g5 d6 f6 (8)'])
        self.assertEqual(self.ok('attacks', 'P', 'e4').splitlines()[:3],
                         ['squares a white pawn on e4 attacks', 'bitboard: 0x0000002800000000',
                          'squares:  d5 f5 (2)'])
        self.assertNotIn('occupied', self.ok('attacks', 'knight', 'e4'))

    def test_colour_context(self):
        # An occupied square beyond the first blocker is drawn as context
        # (blue on its square colour), one the piece reaches as attacked.
        rows = {line[:2]: line for line in self.ok('--color=always', 'attacks', 'rook', 'a1', 'a3,a5').splitlines()}
        self.assertTrue(rows['5 '].startswith('5 \x1b[0;34;42m'), rows['5 '])
        self.assertTrue(rows['3 '].startswith('3 \x1b[0;1;31;42m'), rows['3 '])

    def test_errors(self):
        for text in ('', 'x', 'PP'):
            self.fails(['attacks', text, 'e4'],
                       "'%s' is not a piece (expected knight, bishop, rook, queen, king, white-pawn, "
                       "black-pawn, or a FEN letter: PNBRQK white, pnbrqk black)" % text)
        self.fails(['attacks', 'pawn', 'e4'],
                   "'pawn' is not a piece (expected knight, bishop, rook, queen, king, white-pawn, "
                   "black-pawn, or a FEN letter: PNBRQK white, pnbrqk black)")
        self.fails(['attacks', 'rook', 'i9'], "'i9' is not a square (expected a1..h8)")
        self.fails(['attacks', 'rook'], 'attacks: missing argument SQ (usage: bbgeom attacks PIECE SQ [OCC])')
        self.fails(['attacks'], 'attacks: missing argument PIECE (usage: bbgeom attacks PIECE SQ [OCC])')
        self.fails(['attacks', 'rook', 'a1', '0', 'x'],
                   "attacks: unexpected argument 'x' (usage: bbgeom attacks PIECE SQ [OCC])")
        self.fails(['attacks', 'rook', 'a1', 'e4,,d5'],
                   "'e4,,d5' is not a bitboard (empty item in the list of squares)")

    def test_help(self):
        out = self.ok('attacks', '--help')
        self.assertTrue(out.startswith('Usage: bbgeom [OPTION]... attacks PIECE SQ [OCC]\n'), out)
        self.assertIn('attacks PIECE SQ [OCC]', self.ok('--help'))


class ChecksTests(CliTestCase):
    def test_start_position(self):
        """Nothing checks from the start: every line to e8 is closed and no
        knight or pawn can reach d6, f6, c7, g7, d7 or f7."""
        o = self.json('checks', START)
        self.assertEqual((o['command'], o['to_move'], o['king']), ('checks', 'white', 'e8'))
        self.assertEqual(len(o['pieces']), 15)   # every white piece but the king
        self.assertSet(o['all'], '')
        for pin in o['pins']:
            self.assertSet(pin['blockers'], '')
            self.assertSet(pin['pinners'], '')

    def test_italian(self):
        """1.e4 e5 2.Nf3 Nc6 3.Bc4: Bc4xf7 is the only check (f7 is next to e8
        diagonally); Nf3-g5 does not attack e8; the d1 queen is shut in."""
        o = self.json('checks', 'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 3 3')
        by_square = {p['square']: p for p in o['pieces']}
        self.assertSet(by_square['c4'], 'f7')
        self.assertEqual(by_square['c4']['piece'], 'bishop')
        self.assertSet(o['all'], 'f7')

    def test_sliders_and_pins(self):
        """White: king e1, rook a1, bishop b5; black: king e8, knight d7,
        rook e6, queen h6. The bishop on b5 pins d7 to e8. The black rook
        gives check down the e-file (allowed: white is to move)."""
        o = self.json('checks', '4k3/3n4/4r2q/1B6/8/8/8/R3K3 w - - 0 1')
        by_square = {p['square']: p for p in o['pieces']}
        # Rook a1: up the empty a-file to a8, then b8 c8 d8 are empty; from
        # b1, c1, d1 it would attack the b-, c- and d-files, not e8.
        self.assertSet(by_square['a1'], 'a8')
        # Bishop b5: a6, c6, d7 (taking the knight), a4, c4 d3 e2 f1. From d7
        # it touches e8; the lines from c6 and a4 to e8 run through d7.
        self.assertSet(by_square['b5'], 'd7')
        self.assertSet(o['all'], 'd7 a8')
        black = o['pins'][1]
        self.assertEqual((black['king_side'], black['king']), ('black', 'e8'))
        self.assertSet(black['blockers'], 'd7')
        self.assertSet(black['pinners'], 'b5')
        white = o['pins'][0]
        # e2..e5 are empty: the rook attacks e1 with nothing between, and the
        # queen on h6 shares no line with e1.
        self.assertEqual((white['king_side'], white['king']), ('white', 'e1'))
        self.assertSet(white['blockers'], '')
        self.assertSet(white['pinners'], '')
        # Put a white knight on e3: it blocks the rook and is pinned.
        o = self.json('checks', '4k3/3n4/4r2q/1B6/8/4N3/8/R3K3 w - - 0 1')
        self.assertSet(o['pins'][0]['blockers'], 'e3')
        self.assertSet(o['pins'][0]['pinners'], 'e6')

    def test_pawns(self):
        """Pawn checks on e8 come from d7 and f7."""
        # White pawn e6: captures the knight on d7 and the pawn on f7; its
        # push to e7 does not check (e7 attacks d8 and f8).
        o = self.json('checks', '4k3/3n1p2/4P3/8/8/8/8/4K3 w - - 0 1')
        self.assertSet({p['square']: p for p in o['pieces']}['e6'], 'd7 f7')
        # Without pieces to capture: none.
        o = self.json('checks', '4k3/8/4P3/8/8/8/8/4K3 w - - 0 1')
        self.assertSet({p['square']: p for p in o['pieces']}['e6'], '')
        # Black to move: the d3 pawn pushes to d2, which attacks e1 (and c1).
        o = self.json('checks', '4k3/8/8/8/8/3p4/8/4K3 b - - 0 1')
        self.assertSet({p['square']: p for p in o['pieces']}['d3'], 'd2')
        # A double step: white pawn d2 to d4 attacks e5, where the king is
        # (d3 attacks c4 and e4: no).
        o = self.json('checks', '8/8/8/4k3/8/8/3P4/4K3 w - - 0 1')
        self.assertSet({p['square']: p for p in o['pieces']}['d2'], 'd4')
        # En passant: the black pawn just went d7-d5; exd6 puts the white
        # pawn on d6, which attacks c7, where the black king stands.
        o = self.json('checks', '8/2k5/8/3pP3/8/8/8/4K3 w - d6 0 2')
        self.assertSet({p['square']: p for p in o['pieces']}['e5'], 'd6')

    def test_text(self):
        out = self.ok('checks', '4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1')
        self.assertEqual(out.splitlines()[0], 'white to move; checking squares against the black king on e8')
        self.assertIn('white rook on a1: a8 (1)\n', out)
        self.assertIn('white rook on h1: h8 (1)\n', out)
        self.assertIn('\nall checking squares of white:\nbitboard: 0x8100000000000000\nsquares:  a8 h8 (2)\n', out)
        self.assertIn('pins on the black king on e8: blockers none (0), pinners none (0)\n', out)
        self.assertIn('   x = checking squares, + = occupied, A = a1, B = e8\n', out)


class FenTests(CliTestCase):
    # The FEN table itself is tests/test_fen.py's, shared with bbgeom-perft.
    def test_arguments(self):
        self.fails(['checks'], 'checks: missing argument FEN (usage: bbgeom checks FEN)')
        self.fails(['checks', START, 'x'], "checks: unexpected argument 'x' (usage: bbgeom checks FEN)")
        self.fails(['fen'], 'fen: missing argument FEN (usage: bbgeom fen FEN)')

    def test_start_position(self):
        o = self.json('fen', START)
        self.assertEqual(o['command'], 'fen')
        self.assertEqual(o['fen'], START)
        # The Polyglot book format's published key of the start position.
        self.assertEqual(o['key'], '463b96181691fc9c')
        self.assertEqual((o['to_move'], o['chess960'], o['checkers'], o['pinned']), ('white', 0, [], []))
        # 16 pawn moves and 4 knight moves, none giving check.
        self.assertEqual(sorted(o['moves']), sorted(
            [f + '2' + f + r for f in 'abcdefgh' for r in '34'] + ['b1a3', 'b1c3', 'g1f3', 'g1h3']))
        self.assertEqual(o['checks'], [])

    def test_checks_and_pins(self):
        # The white king on e1 is in check from the rook on e8, and the
        # bishop on d2 is pinned by the queen on a5, so it cannot block on
        # e3: the king's d1, f1 and f2 are all (e2 stays on the rook's file).
        o = self.json('fen', '4r1k1/8/8/q7/8/8/3B4/4K3 w - - 0 1')
        self.assertEqual(o['checkers'], ['e8'])
        self.assertEqual(o['pinned'], ['d2'])
        self.assertEqual(sorted(o['moves']), ['e1d1', 'e1f1', 'e1f2'])
        # A discovered check (the bishop leaves the rook's file), a direct
        # one (the rook to the 8th rank) and castling that checks (Rf1+).
        o = self.json('fen', '5k2/8/8/8/8/8/4B3/R3K2R w KQ - 0 1')
        self.assertIn('e1g1', o['checks'])
        self.assertIn('a1a8', o['checks'])
        self.assertIn('h1h8', o['checks'])
        self.assertNotIn('e1c1', o['checks'])
        self.assertNotIn('e2d3', o['checks'])

    def test_text_and_notes(self):
        result = test_cli.run('fen', '4k3/8/8/8/8/8/8/4K2R w K -')
        self.assertEqual(result.returncode, 0)
        self.assertEqual(result.stderr.decode(),
                         'bbgeom: note: FEN: no halfmove clock and fullmove number, 0 and 1 assumed\n')
        out = result.stdout.decode()
        self.assertEqual(out.splitlines()[0], 'fen: 4k3/8/8/8/8/8/8/4K2R w K - 0 1')
        self.assertIn('\nto move: white\n', out)
        self.assertIn('\ncheckers: none\npinned: none\n', out)
        # King 5, rook 9 (f1 g1 h2-h8) and castling.
        self.assertIn('\nlegal moves (15):', out)
        # Rh8+ and castling (the rook lands on f1, the king is on e8: no).
        self.assertIn('\ngiving check (1): h1h8\n', out)
        out = self.ok('fen', 'rk6/8/8/8/8/8/8/RK6 w A - 0 1')
        self.assertIn('to move: white (Chess960)', out)
        self.assertIn('fen: rk6/8/8/8/8/8/8/RK6 w A - 0 1', out)


class FenBoardFirstTests(CliTestCase):
    """A bad board is named as such, before any complaint about the number
    of fields: the library reads the board field first."""

    def board_error(self, fen):
        result = test_cli.run('fen', fen)
        self.assertEqual(result.returncode, 2)
        self.assertEqual(result.stdout, b'')
        err = result.stderr.decode()
        self.assertTrue(err.startswith('bbgeom: FEN board field, column '), err)
        self.assertEqual(err.count('\n'), 1, err)

    def test_garbage(self):
        self.board_error('garbage')

    def test_5000_ranks(self):
        self.board_error('/'.join(['8'] * 5000))


class PerftTests(CliTestCase):
    def test_counts(self):
        # Published: the start position 20, 400, 8902; Kiwipete 48, 2039.
        for depth, nodes in ((1, 20), (2, 400), (3, 8902)):
            self.assertEqual(self.ok('perft', str(depth)), 'nodes %d\n' % nodes)
        kiwipete = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
        o = self.json('perft', '2', kiwipete)
        self.assertEqual((o['command'], o['fen'], o['depth'], o['nodes']), ('perft', kiwipete, 2, 2039))

    def test_threads_and_hash(self):
        # Published: Kiwipete 97862 and 4085603 (depths 3, 4); position 3
        # (the standard suite's third) 674624 at depth 5.
        kiwipete = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
        position3 = '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1'
        for options in (['--threads', '2'], ['--hash', '16'], ['--threads=2', '--hash=16'],
                        ['--threads', '2', '--hash', '1'], ['--hash', '0']):
            with self.subTest(options=options):
                self.assertEqual(self.ok(*options, 'perft', '3', kiwipete), 'nodes 97862\n')
                self.assertEqual(self.ok('perft', '4', kiwipete, *options), 'nodes 4085603\n')
                self.assertEqual(self.ok(*options, 'perft', '5', position3), 'nodes 674624\n')
                self.assertEqual(self.ok(*options, 'perft', '1'), 'nodes 20\n')
        # More threads than the ply-2 items: the split goes to ply 3.
        self.assertEqual(self.ok('--threads', '64', 'perft', '5'), 'nodes 4865609\n')
        # No root moves (fool's mate), and a root move or two mated below.
        mated = 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3'
        for depth in ('1', '3'):
            self.assertEqual(self.ok('--threads', '2', '--hash', '1', 'perft', depth, mated), 'nodes 0\n')
        o = self.json('--threads', '2', '--hash', '1', 'perft', '3', kiwipete)
        self.assertEqual((o['depth'], o['threads'], o['hash_mb'], o['nodes']), (3, 2, 1, 97862))
        o = self.json('perft', '2')
        self.assertEqual((o['threads'], o['hash_mb'], o['nodes']), (1, 0, 400))

    def test_threads_and_hash_errors(self):
        for value in ('0', '257', 'x', '', '-1', '2x', '99999999999999999999'):
            self.fails(['--threads', value, 'perft', '3'],
                       "'%s' is not a number of threads for --threads (expected 1-256)" % value)
        for value in ('1048577', 'x', '', '-1', '1.5', '99999999999999999999'):
            self.fails(['--hash=' + value, 'perft', '3'],
                       "'%s' is not a table size for --hash (expected megabytes 0-1048576, 0 for none)"
                       % value)
        self.fails(['perft', '3', '--threads'],
                   "option '--threads' needs an argument (expected --threads=N, N 1-256)")
        self.fails(['perft', '3', '--hash'],
                   "option '--hash' needs an argument (expected --hash=MB, MB 0-1048576)")
        self.fails(['--threads', '2', 'square', 'e4'], 'option --threads is for the perft command only')
        self.fails(['--hash', '2', 'fen', START], 'option --hash is for the perft command only')
        self.fails(['--hash', '2'], 'option --hash is for the perft command only')

    def test_table_not_allocated(self):
        # 4 GB asked with the address space limited to 1 GB: malloc fails.
        if test_cli.WINDOWS or os.environ.get('MESON_EXE_WRAPPER'):
            self.skipTest('no address space limit through wine or valgrind')
        import resource

        def limit():
            resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))
        result = test_cli.run('--hash', '4096', 'perft', '3', preexec_fn=limit)
        if b'Sanitizer' in result.stderr:
            self.skipTest('a sanitizer build does not start with its address space limited')
        self.assertEqual(result.stderr.decode(), 'bbgeom: perft: cannot allocate 4096 MB for --hash\n')
        self.assertEqual((result.returncode, result.stdout), (2, b''))

    def test_errors(self):
        self.fails(['perft'], 'perft: missing argument DEPTH (usage: bbgeom perft DEPTH [FEN])')
        self.fails(['perft', '1', START, 'x'], 'perft: unexpected argument after FEN (usage: bbgeom perft DEPTH [FEN])')
        for depth in ('0', '13', 'x', '', '-1', '99999999999999999999'):
            self.fails(['perft', '--', depth], "perft: DEPTH '%s' is not a number 1-12" % depth)


# Ever longer runs for the progress tests (about 5 times longer each step;
# the first ones for slow hosts: valgrind, emulators): blocked pawns and two
# kings, then the start position.
PAWNS = '7k/8/8/p1p1p1p1/P1P1P1P1/8/8/K7 w - - 0 1'
LADDER = [(PAWNS, depth) for depth in range(6, 13)] + [(START, 7)]


def run_perft_on_terminal(depth, fen):
    """Runs bbgeom perft with stderr on a pseudo-terminal and stdout on a
    pipe; returns (status, stdout text, terminal output text)."""
    master, slave = pty.openpty()
    try:
        proc = subprocess.Popen(test_cli.BIN + ['perft', str(depth), fen], stdout=subprocess.PIPE,
                                stderr=slave, stdin=subprocess.DEVNULL, env=test_cli.base_env())
    finally:
        os.close(slave)
    terminal = test_cli.read_terminal(master)
    out = proc.stdout.read().decode()
    proc.stdout.close()
    return proc.wait(timeout=600), out, terminal.decode()


class ProgressTests(CliTestCase):
    """bbgeom perft shows its progress on stderr when stderr is a terminal
    and the run takes more than about a second; never on a pipe, nor for a
    short run."""

    PROGRESS = re.compile(r'\rperft: (\d+)/(\d+) items, \d+ M nodes, \d+\.\d Mnps, ETA \d+ s')

    long_run = None  # found once for both tests

    def timed(self, depth, fen):
        start = time.monotonic()
        result = test_cli.run('perft', str(depth), fen)
        return time.monotonic() - start, result

    def find_long_run(self):
        """The first run of the ladder that takes 2 seconds more than perft 1
        (the start-up of the program and of any wrapper), each run on a
        pipe: none of them may print anything on stderr. Returns (depth,
        fen, stdout)."""
        if ProgressTests.long_run is None:
            base, _ = self.timed(1, PAWNS)
            for fen, depth in LADDER:
                seconds, result = self.timed(depth, fen)
                self.assertEqual(result.returncode, 0)
                self.assertEqual(result.stderr, b'', (depth, fen))
                if seconds - base > 2:
                    ProgressTests.long_run = (depth, fen, result.stdout.decode())
                    break
            else:
                self.skipTest('no perft of the ladder takes 2 seconds here')
        return ProgressTests.long_run

    def test_nothing_on_a_pipe(self):
        depth, fen, out = self.find_long_run()
        self.assertRegex(out, r'^nodes \d+\n$')

    def test_short_run_quiet_on_a_terminal(self):
        if test_cli.WINDOWS:
            self.skipTest('Windows: under wine the terminal is behind wine\'s console')
        self.assertEqual(run_perft_on_terminal(3, START), (0, 'nodes 8902\n', ''))

    def test_progress_on_a_terminal(self):
        if test_cli.WINDOWS:
            self.skipTest('Windows: under wine the terminal is behind wine\'s console')
        depth, fen, expected = self.find_long_run()
        status, out, terminal = run_perft_on_terminal(depth, fen)
        self.assertEqual(status, 0)
        self.assertEqual(out, expected)   # stdout is unchanged
        shown = self.PROGRESS.findall(terminal)
        self.assertTrue(shown, repr(terminal))
        total = {t for _, t in shown}
        self.assertEqual(len(total), 1, shown)
        done = [int(d) for d, _ in shown]
        self.assertEqual(done, sorted(done))
        self.assertLessEqual(done[-1], int(total.pop()))
        # The line is wiped at the end: blanks, then the cursor back.
        self.assertRegex(terminal, r'\r +\r$')


def main():
    return test_cli.run_tests(sys.modules[__name__], sys.argv, test_cli.set_bin)


if __name__ == '__main__':
    sys.exit(main())
