#!/usr/bin/env python3
"""Tests of the bbgeom san command.

Usage: test_cli_notation.py PATH-TO-BBGEOM [TestClass | TestClass.test_method]...

Shares the helpers of test_cli.py (same folder). Every expected value is
worked out by hand from the moves played, never captured from the program.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import test_cli  # noqa: E402
from test_cli import CliTestCase  # noqa: E402

START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
# 1. d4 d5 2. Nf3 Nf6: both white knights can go to d2.
KNIGHTS = 'rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 2 3'


class SanTests(CliTestCase):
    def test_uci_and_san_mixed(self):
        # The Ruy Lopez: each move in the other notation, whatever the
        # notation of the one before.
        out = self.ok('san', START, 'e2e4', 'e5', 'g1f3', 'Nc6', 'f1b5', 'a6', 'Ba4', 'g8f6', 'O-O')
        self.assertEqual(out.split('\n'), ['e4', 'e7e5', 'Nf3', 'b8c6', 'Bb5', 'a7a6', 'b5a4', 'Nf6', 'e1g1', ''])

    def test_check_and_mate(self):
        # The scholar's mate: Bxf7+ would be check, Qxf7 mates.
        out = self.ok('san', START, 'e2e4', 'e7e5', 'f1c4', 'b8c6', 'd1h5', 'g8f6', 'h5f7')
        self.assertEqual(out.split('\n')[-2], 'Qxf7#')
        self.assertEqual(self.ok('san', START, 'e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6', 'c4f7').split('\n')[-2],
                         'Bxf7+')

    def test_forms_read(self):
        # 0-0, a leading P, more disambiguation than needed, e8Q, e.p. and
        # annotations all name the move.
        self.assertEqual(self.ok('san', START, 'Pe4', 'e5', 'Ng1f3', 'Nc6!?', 'Bb5', 'Nf6', '0-0'),
                         'e2e4\ne7e5\ng1f3\nb8c6\nf1b5\ng8f6\ne1g1\n')
        self.assertEqual(self.ok('san', '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1', 'b8N'), 'b7b8n\n')
        self.assertEqual(self.ok('san', '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1', 'b7b8q'), 'b8=Q+\n')
        # En passant: 1... d5 2. e5 f5 3. exf6 e.p.
        self.assertEqual(self.ok('san', START, 'e4', 'd5', 'e5', 'f5', 'exf6 e.p.'), 'e2e4\nd7d5\ne4e5\nf7f5\ne5f6\n')

    def test_disambiguation(self):
        self.assertEqual(self.ok('san', KNIGHTS, 'b1d2'), 'Nbd2\n')
        self.assertEqual(self.ok('san', KNIGHTS, 'Nfd2'), 'f3d2\n')

    def test_chess960_castling(self):
        # King on b1, rook on a1: O-O-O is written king to rook in UCI.
        self.assertEqual(self.ok('san', 'rk6/8/8/8/8/8/8/RK6 w A - 0 1', 'O-O-O'), 'b1a1\n')
        self.assertEqual(self.ok('san', 'rk6/8/8/8/8/8/8/RK6 w A - 0 1', 'b1a1'), 'O-O-O\n')

    def test_uci_shape(self):
        # Two squares and a lower-case promotion letter are read as UCI;
        # anything else, however close, as SAN.
        promoting = 'k7/4P3/8/8/8/8/8/K7 w - - 0 1'
        self.assertEqual(self.ok('san', promoting, 'e7e8q'), 'e8=Q+\n')
        self.assertEqual(self.ok('san', promoting, 'e7e8n'), 'e8=N\n')
        self.assertEqual(self.ok('san', promoting, 'e7e8N'), 'e7e8n\n')
        self.fails(['san', promoting, 'e7e8x'], "move 1 'e7e8x', column 5: expected the end of the move, found 'x'")
        self.fails(['san', START, 'e2e4e'], "move 1 'e2e4e', column 5: expected the end of the move, found 'e'")
        self.fails(['san', START, 'i2i4'], "move 1 'i2i4', column 1: expected a piece letter K, Q, R, B, N, "
                                           "a file a-h or O-O, found 'i'")
        self.fails(['san', START, 'e2e9'], "move 1 'e2e9', column 4: expected a rank 1-8, found '9'")

    def test_json(self):
        o = self.json('san', START, 'e2e4', 'Nf6')
        self.assertEqual(o, {'command': 'san', 'fen': START,
                             'moves': [{'san': 'e4', 'uci': 'e2e4'}, {'san': 'Nf6', 'uci': 'g8f6'}]})

    def test_errors(self):
        # Named by its place among the moves; nothing printed before it.
        self.fails(['san', KNIGHTS, 'e2e3', 'e6', 'Nd2'],
                   "move 3 'Nd2', column 1: ambiguous: Nbd2 or Nfd2")
        self.fails(['san', START, 'e2e4', 'e5', 'Nd2'], "move 3 'Nd2', column 2: d2 holds a piece of the side to move")
        self.fails(['san', START, 'e4', 'Nf3'], "move 2 'Nf3', column 1: no knight can reach f3")
        self.fails(['san', START, 'e4', 'e5', 'Nf3z'], "move 3 'Nf3z', column 4: expected the end of the move, "
                                                       "found 'z'")
        self.fails(['san', START, 'e4', 'e5', 'Nf3x'], "move 3 'Nf3x', column 5: expected the target square, "
                                                       "found the end")
        self.fails(['san', START, 'e2e5'], "move 1 'e2e5': not a legal move in this position (read as UCI)")
        self.fails(['san', START, 'e7e5'], "move 1 'e7e5': not a legal move in this position (read as UCI)")
        self.fails(['san', START], 'san: missing argument MOVE (usage: bbgeom san FEN MOVE...)')
        self.fails(['san'], 'san: missing argument FEN (usage: bbgeom san FEN MOVE...)')
        result = test_cli.run('san', 'garbage', 'e4')
        self.assertEqual((result.returncode, result.stdout), (2, b''))
        self.assertTrue(result.stderr.decode().startswith('bbgeom: FEN board field, column 1: '), result.stderr)
        self.fails_json(['--json', 'san', START, 'Ke2'],
                        "move 1 'Ke2', column 2: e2 holds a piece of the side to move", 'san')

    def test_help(self):
        out = self.ok('help', 'san')
        self.assertTrue(out.startswith('Usage: bbgeom [OPTION]... san FEN MOVE...\n'), out)
        self.assertIn('--json', out)
        self.assertNotIn('--ascii', out)


def main():
    return test_cli.run_tests(sys.modules[__name__], sys.argv, test_cli.set_bin)


if __name__ == '__main__':
    sys.exit(main())
