#!/usr/bin/env python3
"""Tests of the bbgeom pgn command.

Usage: test_cli_pgn.py PATH-TO-BBGEOM [TestClass | TestClass.test_method]...

Shares the helpers of test_cli.py (same folder). The games are written
here or copied from the hand-made files of tests/pgn/; every expected
count, FEN and message is worked out by hand from the games, never
captured from the program. Each run reads files from a temporary folder
given as its working folder, by their bare names (so that a Windows
build under wine reads them too).
"""

import os
import pty
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import test_cli  # noqa: E402
from test_cli import CliTestCase  # noqa: E402

CASES = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'tests', 'pgn')

# Five games: two plies, then two with a two-move variation, one, none,
# one without a result.
FIVE = ('[Event "one"]\n\n1. e4 e5 1-0\n\n[Event "two"]\n\n1. d4 (1. c4 c5) d5 0-1\n\n'
        '1. Nf3 1/2-1/2\n\n*\n\n[Event "five"]\n1. e4\n')
FIVE_COUNTS = ('games: 5\nerrors: 0\nplies: 6\nvariation moves: 2\n'
               'results: 1-0 1, 0-1 1, 1/2-1/2 1, * 1, none 1\n'
               'ends: checkmate 0, stalemate 0, insufficient material 0, seventy-five moves 0, fivefold repetition 0, none 5\n')
ILLEGAL_ERROR = 'game 2, line 8, column 31: 5... Bxd4: no bishop can reach d4'
# fen0.pgn: 1... Kd7 2. e4 Kd6 from a FEN with fullmove 0, read as 1.
FEN0_FENS = ['4k3/8/8/8/8/8/4P3/4K3 b - - 0 1',
             '8/3k4/8/8/8/8/4P3/4K3 w - - 1 2',
             '8/3k4/8/8/4P3/8/8/4K3 b - - 0 2',
             '8/8/3k4/8/4P3/8/8/4K3 w - - 1 3']
START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'


def ENDS_NONE(n):
    """The JSON ends of n games that end by no rule."""
    return {'checkmate': 0, 'stalemate': 0, 'insufficient material': 0, 'seventy-five moves': 0,
            'fivefold repetition': 0, 'none': n}


def shuffle(cycles, first=1):
    """Knights out and back from the start, cycles times: the start
    position again every four plies."""
    return ' '.join('%d. Nf3 Nf6 %d. Ng1 Ng8' % (first + 2 * i, first + 2 * i + 1) for i in range(cycles))


class PgnTests(CliTestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix='bbgeom-pgn-')
        self.addCleanup(shutil.rmtree, self.dir)

    def write(self, name, text):
        with open(os.path.join(self.dir, name), 'w', newline='') as f:
            f.write(text)

    def copy(self, name):
        shutil.copy(os.path.join(CASES, name), self.dir)

    def pgn(self, *args, stdin=None):
        """Runs bbgeom in the folder; returns (status, stdout, stderr)."""
        result = subprocess.run(test_cli.BIN + list(args), input=stdin, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, cwd=self.dir, env=test_cli.base_env(), timeout=60)
        return result.returncode, result.stdout.decode(), result.stderr.decode()

    def test_counts(self):
        self.write('five.pgn', FIVE)
        self.assertEqual(self.pgn('pgn', 'five.pgn'), (0, FIVE_COUNTS, ''))

    def test_ends(self):
        """How the last main-line position ends the game by the rules:
        mate, stalemate, bishop and king against king, 75 moves after 260
        plies (more keys than the run keeps, which the 75-move rule makes
        unneeded), the start position a fifth time, and none after a
        fivefold repetition that play went on from."""
        self.write('ends.pgn', '1. f3 e5 2. g4 Qh4# 0-1\n\n'
                   '[FEN "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1"]\n\n1. Qf7 1/2-1/2\n\n'
                   '[FEN "7k/8/6K1/8/8/8/8/5B2 w - - 0 1"]\n\n1. Bc4 1/2-1/2\n\n'
                   + shuffle(65) + ' 1/2-1/2\n\n' + shuffle(4) + ' 1/2-1/2\n\n'
                   + shuffle(4) + ' 9. e4 *\n')
        status, out, err = self.pgn('pgn', 'ends.pgn')
        self.assertEqual((status, err), (0, ''))
        self.assertEqual(out.splitlines()[-1], 'ends: checkmate 1, stalemate 1, insufficient material 1, '
                         'seventy-five moves 1, fivefold repetition 1, none 1')
        status, out, err = self.pgn('--json', 'pgn', 'ends.pgn')
        self.assertEqual(test_cli.json.loads(out)['ends'], {
            'checkmate': 1, 'stalemate': 1, 'insufficient material': 1, 'seventy-five moves': 1,
            'fivefold repetition': 1, 'none': 1})
        # Four times is not five.
        self.write('four.pgn', shuffle(3) + ' *\n\n1. e4 e5 ' + shuffle(3, 2) + ' *\n')
        status, out, err = self.pgn('pgn', 'four.pgn')
        self.assertEqual((status, err), (0, ''))
        self.assertEqual(out.splitlines()[-1], 'ends: checkmate 0, stalemate 0, insufficient material 0, '
                         'seventy-five moves 0, fivefold repetition 0, none 2')

    def test_errors(self):
        """An illegal move in game 2 of 3: its place on stderr, the other
        two counted, exit status 2."""
        self.copy('illegal-game2.pgn')
        self.assertEqual(self.pgn('pgn', 'illegal-game2.pgn'), (
            2, 'games: 3\nerrors: 1\nplies: 6\nvariation moves: 0\n'
               'results: 1-0 1, 0-1 0, 1/2-1/2 1, * 0, none 0\n'
               'ends: checkmate 0, stalemate 0, insufficient material 0, seventy-five moves 0, fivefold repetition 0, none 2\n',
            'bbgeom: illegal-game2.pgn: %s\n' % ILLEGAL_ERROR))

    def test_several_files(self):
        self.write('five.pgn', FIVE)
        self.copy('illegal-game2.pgn')
        self.copy('mid-tag.pgn')
        status, out, err = self.pgn('pgn', 'five.pgn', 'illegal-game2.pgn', 'five.pgn', 'mid-tag.pgn')
        self.assertEqual(status, 2)
        self.assertEqual(out, 'games: 14\nerrors: 2\nplies: 18\nvariation moves: 4\n'
                              'results: 1-0 3, 0-1 2, 1/2-1/2 3, * 2, none 2\n'
                              'ends: checkmate 0, stalemate 0, insufficient material 0, seventy-five moves 0, fivefold repetition 0, none 12\n')
        self.assertEqual(err, 'bbgeom: illegal-game2.pgn: %s\n'
                              'bbgeom: mid-tag.pgn: game 1, line 1, column 8: tag value not closed on its line\n'
                              % ILLEGAL_ERROR)

    def test_stdin(self):
        self.assertEqual(self.pgn('pgn', '-', stdin=FIVE.encode()), (0, FIVE_COUNTS, ''))

    def test_fen(self):
        self.copy('fen0.pgn')
        self.write('two.pgn', '1. e4 *\n\n[Event "none"]\n')
        status, out, err = self.pgn('pgn', '--fen', 'fen0.pgn', 'two.pgn')
        self.assertEqual((status, err), (0, ''))
        self.assertEqual(out, '\n'.join(FEN0_FENS) + '\n\n' + START + '\n'
                         + 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n\n' + START + '\n\n')

    def test_epd(self):
        """--epd: each FEN of --fen as EPD, its clocks as hmvc and fmvn
        (converted here from the FEN text)."""
        self.copy('fen0.pgn')
        status, fens, err = self.pgn('pgn', '--fen', 'fen0.pgn')
        self.assertEqual((status, err), (0, ''))
        status, out, err = self.pgn('pgn', '--epd', 'fen0.pgn')
        self.assertEqual((status, err), (0, ''))
        want = []
        for line in fens.split('\n'):
            fields = line.split(' ')
            want.append(' '.join(fields[:4]) + ' hmvc %s; fmvn %s;' % tuple(fields[4:]) if line else '')
        self.assertEqual(out, '\n'.join(want))
        self.assertEqual(out.splitlines()[0], '4k3/8/8/8/8/8/4P3/4K3 b - - hmvc 0; fmvn 1;')
        status, out, err = self.pgn('pgn', '--json', '--epd', 'fen0.pgn')
        self.assertEqual((status, err), (0, ''))
        self.assertEqual(test_cli.json.loads(out)['positions'][0]['epds'], [w for w in want if w])

    def test_fen_error(self):
        """A game with an error: its positions up to the error, then the
        empty line; the error on stderr."""
        self.write('bad.pgn', '[Event "bad"]\n\n1. e4 e5 2. Ke3 *\n\n1. d4 *\n')
        status, out, err = self.pgn('--fen', 'pgn', 'bad.pgn')
        self.assertEqual(status, 2)
        self.assertEqual(out, START + '\nrnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n'
                              'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2\n\n'
                         + START + '\nrnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1\n\n')
        self.assertEqual(err, 'bbgeom: bad.pgn: game 1, line 3, column 13: 2. Ke3: no king can reach e3\n')

    def test_json(self):
        self.copy('illegal-game2.pgn')
        status, out, err = self.pgn('--json', 'pgn', 'illegal-game2.pgn')
        self.assertEqual((status, err), (2, ''))
        self.assertEqual(out.count('\n'), 1)
        self.assertEqual(test_cli.json.loads(out), {
            'command': 'pgn', 'files': ['illegal-game2.pgn'],
            'errors': [{'file': 'illegal-game2.pgn', 'game': 2, 'line': 8, 'column': 31,
                        'message': ILLEGAL_ERROR}],
            'games': 3, 'bad_games': 1, 'plies': 6, 'variation_moves': 0,
            'results': {'1-0': 1, '0-1': 0, '1/2-1/2': 1, '*': 0, 'none': 0}, 'ends': ENDS_NONE(2)})

    def test_json_fen(self):
        self.copy('fen0.pgn')
        self.write('bad.pgn', '1. e4 e4 *\n')
        status, out, err = self.pgn('pgn', '--json', '--fen', 'fen0.pgn', 'bad.pgn')
        self.assertEqual((status, err), (2, ''))
        self.assertEqual(test_cli.json.loads(out), {
            'command': 'pgn', 'files': ['fen0.pgn', 'bad.pgn'],
            'positions': [
                {'file': 'fen0.pgn', 'game': 1, 'fens': FEN0_FENS, 'error': None},
                {'file': 'bad.pgn', 'game': 1,
                 'fens': [START, 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1'],
                 'error': {'line': 1, 'column': 7,
                           'message': 'game 1, line 1, column 7: 1... e4: no pawn can reach e4'}}],
            'games': 2, 'bad_games': 1, 'plies': 3, 'variation_moves': 0,
            'results': {'1-0': 0, '0-1': 0, '1/2-1/2': 0, '*': 1, 'none': 0}, 'ends': ENDS_NONE(1)})

    def test_usage(self):
        self.fails(['pgn'], 'pgn: missing argument FILE (usage: bbgeom pgn [--fen | --epd] FILE...)')
        self.fails(['pgn', 'no-such-file.pgn'],
                   "pgn: cannot open 'no-such-file.pgn': No such file or directory")
        self.fails(['--fen', 'square', 'e4'], 'option --fen is for the pgn command only')
        self.fails(['--fen'], 'option --fen is for the pgn command only')
        self.fails(['--epd', 'fen', 'e4'], 'option --epd is for the pgn command only')
        self.fails(['--epd', '--fen', 'pgn', 'x.pgn'], 'options --fen and --epd cannot be used together')
        self.fails_json(['--json', 'pgn'], 'pgn: missing argument FILE (usage: bbgeom pgn [--fen | --epd] FILE...)',
                        command='pgn')

    def test_missing_file_after_good_ones(self):
        """Every file is opened before any is read: nothing on stdout (nor
        is stdin read, nor closed, when it is among them)."""
        self.write('five.pgn', FIVE)
        for args in (['five.pgn', 'missing.pgn'], ['-', 'five.pgn', 'missing.pgn']):
            with self.subTest(args=args):
                status, out, err = self.pgn('pgn', *args, stdin=FIVE.encode())
                self.assertEqual((status, out), (2, ''))
                self.assertEqual(err, "bbgeom: pgn: cannot open 'missing.pgn': No such file or directory\n")

    def test_write_error(self):
        """stdout full: the run stops at the first file (the second is not
        read: its bad game is not reported), status 1, bad games or not."""
        if not os.path.exists('/dev/full'):
            self.skipTest('no /dev/full')
        self.write('five.pgn', FIVE * 200)
        self.write('bad.pgn', '1. e4 e4 *\n')
        for files in (['five.pgn'], ['five.pgn', 'bad.pgn'], ['bad.pgn', 'five.pgn']):
            with self.subTest(files=files), open('/dev/full', 'wb') as full:
                result = subprocess.run(test_cli.BIN + ['pgn', '--fen'] + files, stdout=full,
                                        stderr=subprocess.PIPE, cwd=self.dir, env=test_cli.base_env(), timeout=60)
                want = 'bbgeom: write error: No space left on device\n'
                if files[0] == 'bad.pgn':
                    want = 'bbgeom: bad.pgn: game 1, line 1, column 7: 1... e4: no pawn can reach e4\n' + want
                self.assertEqual(result.stderr.decode(), want)
                self.assertEqual(result.returncode, 1)


class PgnProgressTests(CliTestCase):
    """On a terminal, a run of more than a second shows its progress on
    stderr; never on a pipe. The games come through stdin, slowly: 30
    chunks of 300 games, one every tenth of a second."""

    PROGRESS = re.compile(r"\rpgn: '-', (\d+) games, \d+\.\d MB, \d+\.\d MB/s")
    CHUNK = ('1. e4 e5 2. Nf3 Nc6 *\n\n' * 300).encode()

    def feed(self, proc):
        def run():
            for _ in range(30):
                proc.stdin.write(self.CHUNK)
                proc.stdin.flush()
                time.sleep(0.1)
            proc.stdin.close()
        thread = threading.Thread(target=run)
        thread.start()
        return thread

    def test_progress_on_a_terminal(self):
        if test_cli.WINDOWS:
            self.skipTest('Windows: under wine the terminal is behind wine\'s console')
        master, slave = pty.openpty()
        try:
            proc = subprocess.Popen(test_cli.BIN + ['pgn', '-'], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                    stderr=slave, env=test_cli.base_env())
        finally:
            os.close(slave)
        thread = self.feed(proc)
        terminal = test_cli.read_terminal(master).decode()
        out = proc.stdout.read().decode()
        proc.stdout.close()
        thread.join()
        self.assertEqual(proc.wait(timeout=60), 0)
        self.assertEqual(out, 'games: 9000\nerrors: 0\nplies: 36000\nvariation moves: 0\n'
                              'results: 1-0 0, 0-1 0, 1/2-1/2 0, * 9000, none 0\n'
                              'ends: checkmate 0, stalemate 0, insufficient material 0, seventy-five moves 0, fivefold repetition 0, none 9000\n')
        shown = [int(g) for g in self.PROGRESS.findall(terminal)]
        self.assertTrue(shown, repr(terminal))
        self.assertEqual(shown, sorted(shown))
        self.assertLessEqual(shown[-1], 9000)
        self.assertRegex(terminal, r'\r +\r$')

    def test_nothing_on_a_pipe(self):
        proc = subprocess.Popen(test_cli.BIN + ['pgn', '-'], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, env=test_cli.base_env())
        thread = self.feed(proc)
        thread.join()  # the output is small: no pipe fills up meanwhile
        out, err = proc.stdout.read(), proc.stderr.read()
        proc.stdout.close()
        proc.stderr.close()
        self.assertEqual(proc.wait(timeout=60), 0)
        self.assertEqual(err, b'')
        self.assertTrue(out.startswith(b'games: 9000\n'), out)


def main():
    return test_cli.run_tests(sys.modules[__name__], sys.argv, test_cli.set_bin)


if __name__ == '__main__':
    sys.exit(main())
