#!/usr/bin/env python3
"""Tests of the bbgeom command-line tool.

Usage: test_cli.py PATH-TO-BBGEOM [TestClass | TestClass.test_method]...

Runs the named test classes (all of them when none is named) and exits 0 if
every test passed, 1 otherwise (meson test protocol 'exitcode'); each test's
result is printed (unittest verbosity 2).

Every expected value is written here by hand from the geometry (a1 = 0,
rank = sq >> 3, file = sq & 7, diagonal = rank - file, anti-diagonal =
rank + file, dark squares 0xAA55AA55AA55AA55), never captured from the
program. Standard library only.
"""

import errno
import json
import locale
import os
import pty
import re
import shlex
import subprocess
import sys
import unittest

BIN = None  # the command that runs bbgeom (a list), set from the command line
WINDOWS = False  # bbgeom is a Windows program (run under wine)

FILES = 'abcdefgh'


def sq(name):
    """Square index of a name, by the a1 = 0 convention."""
    return (int(name[1]) - 1) * 8 + FILES.index(name[0])


def name(index):
    return FILES[index & 7] + str((index >> 3) + 1)


def bb(names):
    """Bitboard of a space-separated list of square names."""
    value = 0
    for n in names.split():
        value |= 1 << sq(n)
    return value


def hexbb(value):
    return '0x%016X' % value


def aligned(a, b):
    """Whether two different squares (names) share a rank, file, diagonal
    or anti-diagonal."""
    fa, ra, fb, rb = FILES.index(a[0]), int(a[1]), FILES.index(b[0]), int(b[1])
    return a != b and (fa == fb or ra == rb or abs(fa - fb) == abs(ra - rb))


def base_env(**changes):
    """The environment for a run: no NO_COLOR, the C locale (ASCII boards)
    and a terminal type that can colour (TERM=xterm) unless changed,
    POSIXLY_CORRECT unset."""
    env = dict(os.environ)
    for key in ('NO_COLOR', 'LANG', 'LANGUAGE', 'LC_CTYPE', 'LC_ALL', 'POSIXLY_CORRECT'):
        env.pop(key, None)
    env['LC_ALL'] = 'C'
    env['TERM'] = 'xterm'
    for key, value in changes.items():
        if value is None:
            env.pop(key, None)
        else:
            env[key] = value
    return env


def run(*args, env=None, stdout=subprocess.PIPE, **kwargs):
    return subprocess.run(BIN + list(args), stdout=stdout, stderr=subprocess.PIPE,
                          stdin=subprocess.DEVNULL, env=env or base_env(),
                          timeout=60, **kwargs)


def sample_share():
    """1 in sample_share() of a heavy test's cases runs, always the same
    ones: BBGEOM_TEST_SAMPLE, as the Check suites read it (tests/sample.h:
    1 to 256), or 1, the whole, when it is not set."""
    text = os.environ.get('BBGEOM_TEST_SAMPLE', '')
    return min(int(text), 256) if text.isdigit() and int(text) >= 1 else 1


def utf8_locale_missing():
    """Why the UTF-8 output of bbgeom cannot be tested here, or None."""
    if WINDOWS:
        return 'Windows: the tool reads the ANSI code page, not LANG or LC_ALL'
    if os.environ.get('BBGEOM_TEST_UTF8_LOCALE') == 'no':
        return 'no C.UTF-8 locale on this target (cross file: bbgeom_utf8_locale)'
    # The C.UTF-8 locale exists (glibc has it built in since 2.35;
    # elsewhere it may be missing): asks this process's C library.
    saved = locale.setlocale(locale.LC_CTYPE)
    try:
        locale.setlocale(locale.LC_CTYPE, 'C.UTF-8')
        return None
    except locale.Error:
        return 'no C.UTF-8 locale'
    finally:
        locale.setlocale(locale.LC_CTYPE, saved)


def run_on_terminal(*args, env=None):
    """Runs bbgeom with stdout on a pseudo-terminal; returns (status,
    output bytes, stderr text)."""
    if WINDOWS:
        raise unittest.SkipTest('Windows: under wine the terminal is behind wine\'s console, '
                                'which writes escape codes of its own')
    master, slave = pty.openpty()
    try:
        proc = subprocess.Popen(BIN + list(args), stdout=slave, stderr=subprocess.PIPE,
                                stdin=subprocess.DEVNULL, env=env or base_env())
    finally:
        os.close(slave)
    output = read_terminal(master)
    err = proc.stderr.read().decode()
    proc.stderr.close()
    status = proc.wait(timeout=60)
    return status, output, err


def read_terminal(master):
    """Everything written to a pseudo-terminal until its program closes it
    (its slave side, already closed here); closes master."""
    chunks = []
    try:
        while True:
            try:
                chunk = os.read(master, 65536)
            except OSError as e:   # EIO: the slave side is closed
                if e.errno != errno.EIO:
                    raise
                break
            if not chunk:
                break
            chunks.append(chunk)
    finally:
        os.close(master)
    return b''.join(chunks)


class CliTestCase(unittest.TestCase):
    maxDiff = None

    def need_utf8_locale(self):
        reason = utf8_locale_missing()
        if reason:
            self.skipTest(reason)

    def ok(self, *args, env=None):
        """Runs bbgeom, expects success and nothing on stderr; returns stdout
        as text."""
        result = run(*args, env=env)
        self.assertEqual(result.stderr.decode(), '', args)
        self.assertEqual(result.returncode, 0, args)
        return result.stdout.decode()

    def json(self, *args, env=None):
        """Runs bbgeom --json ...; checks that stdout is exactly one JSON
        object on one line; returns it."""
        out = self.ok('--json', *args, env=env)
        self.assertTrue(out.endswith('\n'), out)
        self.assertEqual(out.count('\n'), 1, out)
        value = json.loads(out)
        self.assertIsInstance(value, dict)
        return value

    def fails(self, args, message, status=2, env=None):
        """Runs bbgeom, expects the exit status, nothing on stdout and
        exactly the one line 'bbgeom: message' on stderr."""
        result = run(*args, env=env)
        self.assertEqual(result.stderr.decode(), 'bbgeom: ' + message + '\n', args)
        self.assertEqual(result.stdout, b'', args)
        self.assertEqual(result.returncode, status, args)

    def fails_json(self, args, message, command=None, env=None):
        """Runs bbgeom with --json in args, expects exit status 2, nothing on
        stderr and on stdout exactly one line: the error object."""
        result = run(*args, env=env)
        self.assertEqual(result.stderr.decode(), '', args)
        self.assertEqual(result.returncode, 2, args)
        out = result.stdout.decode()
        self.assertEqual(out.count('\n'), 1, out)
        self.assertTrue(out.endswith('\n'), out)
        self.assertEqual(json.loads(out), {'command': command, 'error': message, 'status': 2})

    def assertSet(self, obj, names):
        """obj's bitboard, squares and count are the set of names."""
        value = bb(names)
        self.assertEqual(obj['bitboard'], hexbb(value))
        self.assertEqual(obj['squares'], names.split())
        self.assertEqual(obj['count'], len(names.split()))


class SquareTests(CliTestCase):
    # name: index, rank, file, diag, anti, anti ^ 7, 0x88, colour,
    # and the four lines through it (rank, file, diagonal, anti-diagonal)
    # as square lists in ascending index order.
    CASES = {
        'a1': (0, 0, 0, 0, 0, 7, 0x00, 'dark',
               'a1 b1 c1 d1 e1 f1 g1 h1', 'a1 a2 a3 a4 a5 a6 a7 a8',
               'a1 b2 c3 d4 e5 f6 g7 h8', 'a1'),
        'h1': (7, 0, 7, -7, 7, 0, 0x07, 'light',
               'a1 b1 c1 d1 e1 f1 g1 h1', 'h1 h2 h3 h4 h5 h6 h7 h8',
               'h1', 'h1 g2 f3 e4 d5 c6 b7 a8'),
        'a8': (56, 7, 0, 7, 7, 0, 0x70, 'light',
               'a8 b8 c8 d8 e8 f8 g8 h8', 'a1 a2 a3 a4 a5 a6 a7 a8',
               'a8', 'h1 g2 f3 e4 d5 c6 b7 a8'),
        'h8': (63, 7, 7, 0, 14, 9, 0x77, 'dark',
               'a8 b8 c8 d8 e8 f8 g8 h8', 'h1 h2 h3 h4 h5 h6 h7 h8',
               'a1 b2 c3 d4 e5 f6 g7 h8', 'h8'),
        'e4': (28, 3, 4, -1, 7, 0, 0x34, 'light',
               'a4 b4 c4 d4 e4 f4 g4 h4', 'e1 e2 e3 e4 e5 e6 e7 e8',
               'b1 c2 d3 e4 f5 g6 h7', 'h1 g2 f3 e4 d5 c6 b7 a8'),
        'c6': (42, 5, 2, 3, 7, 0, 0x52, 'light',
               'a6 b6 c6 d6 e6 f6 g6 h6', 'c1 c2 c3 c4 c5 c6 c7 c8',
               'a4 b5 c6 d7 e8', 'h1 g2 f3 e4 d5 c6 b7 a8'),
        'b3': (17, 2, 1, 1, 3, 4, 0x21, 'light',
               'a3 b3 c3 d3 e3 f3 g3 h3', 'b1 b2 b3 b4 b5 b6 b7 b8',
               'a2 b3 c4 d5 e6 f7 g8', 'd1 c2 b3 a4'),
        'f5': (37, 4, 5, -1, 9, 14, 0x45, 'light',   # same diagonal as e4
               'a5 b5 c5 d5 e5 f5 g5 h5', 'f1 f2 f3 f4 f5 f6 f7 f8',
               'b1 c2 d3 e4 f5 g6 h7', 'h3 g4 f5 e6 d7 c8'),
    }

    def test_json_known_squares(self):
        for square, c in self.CASES.items():
            with self.subTest(square=square):
                o = self.json('square', square)
                self.assertEqual(o['command'], 'square')
                self.assertEqual(o['square'], square)
                got = (o['index'], o['rank'], o['file'], o['diag'], o['anti'],
                       o['anti_xor7'], o['x88'], o['color'])
                self.assertEqual(got, c[:8])
                self.assertSet(o, square)
                for kind, names, index in zip(('rank', 'file', 'diag', 'anti'), c[8:],
                                              (c[1], c[2], c[3], c[4])):
                    self.assertEqual(o['lines'][kind]['index'], index, kind)
                    self.assertSet(o['lines'][kind], names)

    def test_json_every_square(self):
        """All 64 against the conventions, lines by walking the board."""
        dark = 0xAA55AA55AA55AA55
        for s in range(64):
            r, f = s >> 3, s & 7
            with self.subTest(square=name(s)):
                o = self.json('square', name(s))
                self.assertEqual(o['index'], s)
                self.assertEqual((o['rank'], o['file']), (r, f))
                self.assertEqual((o['diag'], o['anti'], o['anti_xor7']), (r - f, r + f, (r + f) ^ 7))
                self.assertEqual(o['x88'], 16 * r + f)
                self.assertEqual(o['color'], 'dark' if (r + f) % 2 == 0 else 'light')
                self.assertEqual(o['color'] == 'dark', bool(dark >> s & 1))
                walk = {
                    'rank': [t for t in range(64) if t >> 3 == r],
                    'file': [t for t in range(64) if t & 7 == f],
                    'diag': [t for t in range(64) if (t >> 3) - (t & 7) == r - f],
                    'anti': [t for t in range(64) if (t >> 3) + (t & 7) == r + f],
                }
                for kind, squares in walk.items():
                    self.assertEqual(o['lines'][kind]['squares'], [name(t) for t in squares])

    def test_text(self):
        out = self.ok('square', 'e4').splitlines()
        self.assertEqual(out[:8], [
            'square:    e4',
            'index:     28',
            'rank:      4 (index 3)',
            'file:      e (index 4)',
            'diagonal:  -1 (rank - file)',
            'anti-diag: 7 (rank + file), 0 ((rank + file) ^ 7)',
            '0x88:      0x34 (52)',
            'colour:    light',
        ])
        self.assertIn('rank 4: 0x00000000FF000000 (a4 b4 c4 d4 e4 f4 g4 h4)', out)
        self.assertIn('file e: 0x1010101010101010 (e1 e2 e3 e4 e5 e6 e7 e8)', out)
        self.assertIn('diagonal -1: 0x0080402010080402 (b1 c2 d3 e4 f5 g6 h7)', out)
        self.assertIn('anti-diagonal 7: 0x0102040810204080 (h1 g2 f3 e4 d5 c6 b7 a8)', out)
        # Four boards, each with the square marked A on rank 4.
        self.assertEqual(out.count('   a b c d e f g h'), 4)
        self.assertEqual(out.count('4  x x x x A x x x'), 1)   # the rank
        self.assertEqual(out.count('4  . . . . A . . .'), 3)   # the others

    def test_dark_square_text(self):
        out = self.ok('square', 'a1').splitlines()
        self.assertIn('colour:    dark', out)
        self.assertIn('0x88:      0x00 (0)', out)
        self.assertIn('anti-diagonal 0: 0x0000000000000001 (a1)', out)


class IntersectTests(CliTestCase):
    # (line a, square a, line b, square b, meeting square or None)
    CASES = [
        ('rank', 'h4', 'anti', 'b7', 'e4'),
        ('diag', 'c1', 'anti', 'a4', None),   # different colours
        ('diag', 'c1', 'anti', 'a5', 'd2'),
        ('rank', 'a1', 'file', 'h8', 'h1'),
        ('file', 'a1', 'rank', 'h8', 'a8'),
        ('file', 'e2', 'diag', 'a1', 'e5'),
        ('anti', 'h1', 'diag', 'a1', None),   # h1 light, a1 dark
        ('diag', 'h1', 'rank', 'a3', None),   # the diagonal of h1 is h1 alone
        ('rank', 'd4', 'diag', 'a1', 'd4'),
        ('anti', 'a8', 'rank', 'c3', 'f3'),   # rank + file 7, rank 2 -> file 5
        ('anti', 'b1', 'file', 'h5', None),   # rank + file 1, file 7 -> rank -6
        ('file', 'g2', 'anti', 'e8', 'g6'),   # file 6, rank + file 11 -> rank 5
        ('diag', 'a3', 'file', 'h1', None),   # rank - file 2, file 7 -> rank 9
        ('rank', 'b6', 'diag', 'a2', 'e6'),   # rank 5, rank - file 1 -> file 4
    ]

    def test_json(self):
        for la, a, lb, b, meet in self.CASES:
            with self.subTest(args=(la, a, lb, b)):
                o = self.json('intersect', la, a, lb, b)
                self.assertEqual(o['command'], 'intersect')
                self.assertEqual((o['line_a'], o['a'], o['line_b'], o['b']), (la, a, lb, b))
                self.assertEqual(o['square'], meet)
                self.assertSet(o, meet or '')

    def test_json_line_bitboards(self):
        o = self.json('intersect', 'rank', 'h4', 'anti', 'b7')
        self.assertEqual(o['bitboard'], '0x0000000010000000')
        self.assertEqual(o['line_a_bitboard'], '0x00000000FF000000')
        self.assertEqual(o['line_b_bitboard'], hexbb(bb('h1 g2 f3 e4 d5 c6 b7 a8')))

    def test_text(self):
        out = self.ok('intersect', 'rank', 'h4', 'anti', 'b7').splitlines()
        self.assertEqual(out[:4], [
            'the rank of h4 meets the anti-diagonal of b7 on e4',
            'square:   e4 (bbg_intersect)',
            'bitboard: 0x0000000010000000',
            'squares:  e4 (1)',
        ])

    def test_text_none(self):
        out = self.ok('intersect', 'diag', 'c1', 'anti', 'a4').splitlines()
        self.assertEqual(out[:4], [
            'the diagonal of c1 meets the anti-diagonal of a4 nowhere on the board',
            'square:   none (bbg_intersect)',
            'bitboard: 0x0000000000000000',
            'squares:  none (0)',
        ])

    # h4: rank 3, file 7, diag -4, anti 10; b7: rank 6, file 1, diag 5, anti 7.
    TABLE_H4_B7 = [
        ('rank', 'file', 'b4'), ('rank', 'diag', None), ('rank', 'anti', 'e4'),
        ('file', 'rank', 'h7'), ('file', 'diag', None), ('file', 'anti', 'h1'),
        ('diag', 'rank', None), ('diag', 'file', None), ('diag', 'anti', None),
        ('anti', 'rank', 'e7'), ('anti', 'file', None), ('anti', 'diag', None),
    ]

    def test_table_json(self):
        o = self.json('intersect', 'h4', 'b7')
        self.assertEqual(o['command'], 'intersect')
        self.assertEqual((o['a'], o['b']), ('h4', 'b7'))
        self.assertEqual([(p['line_a'], p['line_b'], p['square']) for p in o['pairs']],
                         self.TABLE_H4_B7)
        self.assertSet(o, 'h1 b4 e4 e7 h7')
        self.assertEqual(o['bitboard'], '0x0090000012000080')

    def test_table_text(self):
        out = self.ok('intersect', 'h4', 'b7').splitlines()
        self.assertEqual(out[1], 'A-line  B-line  square')
        rows = [tuple(line.split()) for line in out[2:14]]
        self.assertEqual(rows, [(x, y, s or 'none') for x, y, s in self.TABLE_H4_B7])
        self.assertIn('bitboard: 0x0090000012000080', out)
        self.assertIn('squares:  h1 b4 e4 e7 h7 (5)', out)

    def test_table_same_square(self):
        """Every pair of lines through one square meets on it."""
        o = self.json('intersect', 'e4', 'e4')
        self.assertEqual(len(o['pairs']), 12)
        self.assertEqual({p['square'] for p in o['pairs']}, {'e4'})
        self.assertSet(o, 'e4')

    def test_table_matches_single_queries(self):
        o = self.json('intersect', 'c2', 'f7')
        for p in o['pairs']:
            single = self.json('intersect', p['line_a'], 'c2', p['line_b'], 'f7')
            self.assertEqual(single['square'], p['square'], p)

    def test_same_line_type_rejected(self):
        for kind in ('rank', 'file', 'diag', 'anti'):
            self.fails(['intersect', kind, 'h4', kind, 'b7'],
                       "intersect: line type '%s' given twice: the two line types must "
                       "differ (two lines of one kind meet nowhere or everywhere)" % kind)


class PairsTests(CliTestCase):
    def test_between(self):
        cases = [
            ('a1', 'h8', 'b2 c3 d4 e5 f6 g7', 'diag'),
            ('h8', 'a1', 'b2 c3 d4 e5 f6 g7', 'diag'),
            ('a1', 'a8', 'a2 a3 a4 a5 a6 a7', 'file'),
            ('h1', 'a8', 'g2 f3 e4 d5 c6 b7', 'anti'),
            ('b5', 'g5', 'c5 d5 e5 f5', 'rank'),
            ('a1', 'b3', '', None),        # a knight's move apart
            ('e4', 'e5', '', 'file'),      # neighbours
            ('e4', 'e4', '', None),        # the same square
        ]
        for a, b, names, aligned in cases:
            with self.subTest(a=a, b=b):
                o = self.json('between', a, b)
                self.assertEqual((o['command'], o['a'], o['b']), ('between', a, b))
                self.assertEqual(o['aligned'], aligned)
                self.assertSet(o, names)
        self.assertEqual(self.json('between', 'a1', 'h8')['bitboard'], '0x0040201008040200')
        self.assertEqual(self.json('between', 'a1', 'a8')['bitboard'], '0x0001010101010100')
        self.assertEqual(self.json('between', 'h1', 'a8')['bitboard'], '0x0002040810204000')

    def test_line(self):
        cases = [
            ('b2', 'g7', 'a1 b2 c3 d4 e5 f6 g7 h8', 'diag'),
            ('c3', 'c6', 'c1 c2 c3 c4 c5 c6 c7 c8', 'file'),
            ('a2', 'h2', 'a2 b2 c2 d2 e2 f2 g2 h2', 'rank'),
            ('d1', 'a4', 'd1 c2 b3 a4', 'anti'),
            ('e4', 'f5', 'b1 c2 d3 e4 f5 g6 h7', 'diag'),
            ('a1', 'b3', '', None),
            ('e4', 'e4', '', None),
        ]
        for a, b, names, aligned in cases:
            with self.subTest(a=a, b=b):
                o = self.json('line', a, b)
                self.assertEqual(o['command'], 'line')
                self.assertEqual(o['aligned'], aligned)
                self.assertSet(o, names)
        self.assertEqual(self.json('line', 'b2', 'g7')['bitboard'], '0x8040201008040201')
        self.assertEqual(self.json('line', 'c3', 'c6')['bitboard'], '0x0404040404040404')
        self.assertEqual(self.json('line', 'a2', 'h2')['bitboard'], '0x000000000000FF00')

    def test_cross(self):
        # Rook: rank of a with file of b, file of a with rank of b. Bishop:
        # diagonal of a with anti-diagonal of b and the reverse. Queen: all
        # twelve ordered pairs of different line types.
        cases = [
            ('rook', 'a1', 'h8', 'h1 a8'),
            ('rook', 'e4', 'e4', 'e4'),
            ('rook', 'b2', 'b6', 'b2 b6'),        # file with rank: b6 and b2
            ('bishop', 'a1', 'h8', 'a1 h8'),      # diag(a1) & anti(h8) = h8, anti(a1) & diag(h8) = a1
            ('bishop', 'c1', 'a4', ''),           # different colours
            ('bishop', 'c1', 'e1', 'd2'),         # diag(c1) & anti(e1) = d2; anti(c1) & diag(e1): r+f 2, r-f -4 -> r -1
            ('queen', 'b7', 'e4', 'b1 b4 e4 b7 e7 h7'),
            ('queen', 'h4', 'b7', 'h1 b4 e4 e7 h7'),
        ]
        for slider, a, b, names in cases:
            with self.subTest(slider=slider, a=a, b=b):
                o = self.json('cross', slider, a, b)
                self.assertEqual((o['command'], o['slider'], o['a'], o['b']),
                                 ('cross', slider, a, b))
                self.assertSet(o, names)
        self.assertEqual(self.json('cross', 'rook', 'a1', 'h8')['bitboard'],
                         '0x0100000000000080')
        self.assertEqual(self.json('cross', 'queen', 'b7', 'e4')['bitboard'],
                         '0x0092000012000002')

    def test_text(self):
        out = self.ok('between', 'a1', 'h8').splitlines()
        self.assertEqual(out[:4], [
            'squares strictly between a1 and h8',
            'bitboard: 0x0040201008040200',
            'squares:  b2 c3 d4 e5 f6 g7 (6)',
            'aligned:  diagonal',
        ])
        out = self.ok('line', 'a1', 'b3').splitlines()
        self.assertEqual(out[:4], [
            'the line through a1 and b3',
            'bitboard: 0x0000000000000000',
            'squares:  none (0)',
            'aligned:  no',
        ])
        out = self.ok('cross', 'rook', 'a1', 'h8').splitlines()
        self.assertEqual(out[:4], [
            'rook cross squares of a1 and h8',
            'bitboard: 0x0100000000000080',
            'squares:  h1 a8 (2)',
            'aligned:  diagonal',
        ])
        out = self.ok('between', 'e4', 'e4').splitlines()
        self.assertEqual(out[3], 'aligned:  no (the same square)')


class BoardTests(CliTestCase):
    DARK = ('a1 c1 e1 g1 b2 d2 f2 h2 a3 c3 e3 g3 b4 d4 f4 h4 '
            'a5 c5 e5 g5 b6 d6 f6 h6 a7 c7 e7 g7 b8 d8 f8 h8')

    def test_hex(self):
        for text in ('0xAA55AA55AA55AA55', '0xaa55aa55aa55aa55', '0XAa55aA55AA55aa55'):
            with self.subTest(text=text):
                o = self.json('board', text)
                self.assertEqual(o['command'], 'board')
                self.assertSet(o, self.DARK)
        self.assertSet(self.json('board', '0x0'), '')
        self.assertSet(self.json('board', '0x1'), 'a1')
        self.assertSet(self.json('board', '0x8000000000000000'), 'h8')
        self.assertSet(self.json('board', '0x00000000000000000000000001'), 'a1')  # long, but fits
        self.assertSet(self.json('board', '0xFFFFFFFFFFFFFFFF'),
                       ' '.join(name(s) for s in range(64)))

    def test_decimal(self):
        self.assertSet(self.json('board', '0'), '')
        self.assertSet(self.json('board', '1'), 'a1')
        self.assertSet(self.json('board', '007'), 'a1 b1 c1')      # decimal, not octal
        self.assertSet(self.json('board', '010'), 'b1 d1')         # 10, not 8
        self.assertSet(self.json('board', '9223372036854775808'), 'h8')  # 2^63
        self.assertSet(self.json('board', '18446744073709551615'),
                       ' '.join(name(s) for s in range(64)))
        self.assertSet(self.json('board', '12273903644374837845'), self.DARK)  # 0xAA55AA55AA55AA55

    def test_square_list(self):
        o = self.json('board', 'e4,d5')
        self.assertEqual(o['bitboard'], '0x0000000810000000')
        self.assertEqual(o['squares'], ['e4', 'd5'])
        self.assertSet(self.json('board', 'h8,a1,e4'), 'a1 e4 h8')   # sorted by index
        self.assertSet(self.json('board', 'e4,e4'), 'e4')            # a set
        self.assertSet(self.json('board', 'c3'), 'c3')

    def test_text(self):
        out = self.ok('board', 'e4,d5').splitlines()
        self.assertEqual(out[:2], ['bitboard: 0x0000000810000000', 'squares:  e4 d5 (2)'])


class JsonTests(CliTestCase):
    """Every command gives exactly one object with the common keys."""

    HEX = re.compile(r'^0x[0-9A-F]{16}$')

    def check_common(self, o):
        self.assertIn('command', o)
        self.assertRegex(o['bitboard'], self.HEX)
        value = int(o['bitboard'], 16)
        self.assertEqual(o['squares'], [name(s) for s in range(64) if value >> s & 1])
        self.assertEqual(o['count'], len(o['squares']))

    def test_every_command(self):
        for args in (['square', 'e4'], ['intersect', 'rank', 'h4', 'anti', 'b7'],
                     ['intersect', 'diag', 'c1', 'anti', 'a4'], ['intersect', 'h4', 'b7'],
                     ['between', 'a1', 'h8'], ['line', 'a1', 'h8'],
                     ['cross', 'queen', 'b7', 'e4'], ['board', '0xAA55AA55AA55AA55']):
            with self.subTest(args=args):
                o = self.json(*args)
                self.assertEqual(o['command'], args[0])
                self.check_common(o)

    def test_square_key(self):
        self.assertEqual(self.json('square', 'e4')['square'], 'e4')
        self.assertEqual(self.json('intersect', 'rank', 'h4', 'anti', 'b7')['square'], 'e4')
        o = self.json('intersect', 'diag', 'c1', 'anti', 'a4')
        self.assertIn('square', o)
        self.assertIsNone(o['square'])

    def test_option_anywhere(self):
        expected = self.json('between', 'a1', 'h8')
        for args in (['between', 'a1', 'h8', '--json'], ['between', '--json', 'a1', 'h8']):
            out = self.ok(*args)
            self.assertEqual(json.loads(out), expected)

    def test_demo(self):
        o = self.json()
        self.assertEqual(o['command'], 'demo')
        self.assertRegex(o['version'], r'^\d+\.\d+\.\d+$')
        self.assertEqual(len(o['questions']), 3)
        answers = [q['answer'] for q in o['questions']]
        for q in o['questions']:
            self.assertTrue(q['question'].endswith('?'))
            self.assertTrue(q['run'].startswith('bbgeom '))
            self.check_common(q['answer'])
        self.assertEqual(answers[0]['square'], 'e4')
        self.assertEqual(answers[1]['bitboard'], '0x0040201008040200')
        self.assertIn('--help', o['hint'])

    def test_demo_queen_question_and_answer_agree(self):
        """The answer is exactly what the question asks: the squares a queen
        on A can move to (any line, blockers aside) from which it attacks B;
        so neither A nor B, and every such square."""
        q = self.json()['questions'][2]
        m = re.fullmatch(r'From which squares could a queen on ([a-h][1-8]), after one move, '
                         r'attack ([a-h][1-8]) \(blockers aside\)\?', q['question'])
        self.assertTrue(m, q['question'])
        a, b = m.groups()
        self.assertEqual(q['run'], 'bbgeom cross queen %s %s' % (a, b))
        squares = [name(i) for i in range(64)]
        expected = [s for s in squares if aligned(a, s) and aligned(s, b) and s != b]
        self.assertEqual(q['answer']['squares'], expected)
        self.assertNotIn(a, q['answer']['squares'])
        self.assertNotIn(b, q['answer']['squares'])

    def test_version(self):
        o = self.json('--version')
        self.assertEqual(o['command'], 'version')
        self.assertRegex(o['version'], r'^\d+\.\d+\.\d+$')
        self.assertEqual(o['library_version'], o['version'])

    def test_no_escape_codes_in_json(self):
        env = base_env(LC_ALL='C.UTF-8') if utf8_locale_missing() is None else None
        out = self.ok('--json', '--color=always', 'square', 'e4', env=env)
        self.assertNotIn('\x1b', out)
        json.loads(out)


class DrawingTests(CliTestCase):
    def test_ascii_board(self):
        out = self.ok('board', '0xAA55AA55AA55AA55').splitlines()
        self.assertEqual(out, [
            'bitboard: 0xAA55AA55AA55AA55',
            'squares:  a1 c1 e1 g1 b2 d2 f2 h2 a3 c3 e3 g3 b4 d4 f4 h4 '
            'a5 c5 e5 g5 b6 d6 f6 h6 a7 c7 e7 g7 b8 d8 f8 h8 (32)',
            '8  . x . x . x . x',
            '7  x . x . x . x .',
            '6  . x . x . x . x',
            '5  x . x . x . x .',
            '4  . x . x . x . x',
            '3  x . x . x . x .',
            '2  . x . x . x . x',
            '1  x . x . x . x .',
            '   a b c d e f g h',
            '   x = in the bitboard',
        ])

    def test_ascii_intersect(self):
        out = self.ok('intersect', 'rank', 'h4', 'anti', 'b7').splitlines()
        self.assertEqual(out[4:], [
            '8  + . . . . . . .',
            '7  . B . . . . . .',
            '6  . . + . . . . .',
            '5  . . . + . . . .',
            '4  + + + + x + + A',
            '3  . . . . . + . .',
            '2  . . . . . . + .',
            '1  . . . . . . . +',
            '   a b c d e f g h',
            '   x = where they meet, + = the two lines, A = h4, B = b7',
        ])

    def test_ascii_between(self):
        out = self.ok('between', 'a1', 'h8').splitlines()
        self.assertEqual(out[4:], [
            '8  . . . . . . . B',
            '7  . . . . . . x .',
            '6  . . . . . x . .',
            '5  . . . . x . . .',
            '4  . . . x . . . .',
            '3  . . x . . . . .',
            '2  . x . . . . . .',
            '1  A . . . . . . .',
            '   a b c d e f g h',
            '   x = between, A = a1, B = h8',
        ])

    def test_ascii_cross(self):
        out = self.ok('cross', 'rook', 'a1', 'h8').splitlines()
        self.assertEqual(out[4:], [
            '8  x . . . . . . B',
            '7  . . . . . . . .',
            '6  . . . . . . . .',
            '5  . . . . . . . .',
            '4  . . . . . . . .',
            '3  . . . . . . . .',
            '2  . . . . . . . .',
            '1  A . . . . . . x',
            '   a b c d e f g h',
            '   x = cross squares, A = a1, B = h8',
        ])

    def test_unicode_in_utf8_locale(self):
        self.need_utf8_locale()
        out = self.ok('board', 'e4,d5', env=base_env(LC_ALL='C.UTF-8')).splitlines()
        self.assertEqual(out[2:], [
            '  \u250c' + '\u2500' * 17 + '\u2510',
            '8 \u2502 \u00b7 \u00b7 \u00b7 \u00b7 \u00b7 \u00b7 \u00b7 \u00b7 \u2502',
            '7 \u2502 \u00b7 \u00b7 \u00b7 \u00b7 \u00b7 \u00b7 \u00b7 \u00b7 \u2502',
            '6 \u2502 \u00b7 \u00b7 \u00b7 \u00b7 \u00b7 \u00b7 \u00b7 \u00b7 \u2502',
            '5 \u2502 \u00b7 \u00b7 \u00b7 \u25cf \u00b7 \u00b7 \u00b7 \u00b7 \u2502',
            '4 \u2502 \u00b7 \u00b7 \u00b7 \u00b7 \u25cf \u00b7 \u00b7 \u00b7 \u2502',
            '3 \u2502 \u00b7 \u00b7 \u00b7 \u00b7 \u00b7 \u00b7 \u00b7 \u00b7 \u2502',
            '2 \u2502 \u00b7 \u00b7 \u00b7 \u00b7 \u00b7 \u00b7 \u00b7 \u00b7 \u2502',
            '1 \u2502 \u00b7 \u00b7 \u00b7 \u00b7 \u00b7 \u00b7 \u00b7 \u00b7 \u2502',
            '  \u2514' + '\u2500' * 17 + '\u2518',
            '    a b c d e f g h',
            '    \u25cf = in the bitboard',
        ])

    def test_ascii_option_in_utf8_locale(self):
        self.need_utf8_locale()
        env = base_env(LC_ALL='C.UTF-8')
        for args in (['--ascii', 'square', 'e4'], ['square', 'e4', '--ascii'], ['--ascii']):
            with self.subTest(args=args):
                self.ok(*args, env=env).encode().decode('ascii')  # raises on non-ASCII
        ascii_out = self.ok('--ascii', 'board', 'e4', env=env)
        self.assertEqual(ascii_out, self.ok('board', 'e4'))

    def test_ascii_in_c_locale(self):
        # A locale the system does not have (setlocale fails) counts as not UTF-8.
        for lc in ('C', 'POSIX', 'xx_XX.UTF-8'):
            with self.subTest(locale=lc):
                self.ok('square', 'e4', env=base_env(LC_ALL=lc)).encode().decode('ascii')
                self.ok(env=base_env(LC_ALL=lc)).encode().decode('ascii')

    def test_locale_from_lang(self):
        """LC_CTYPE and LANG count too, not only LC_ALL."""
        self.need_utf8_locale()
        for var in ('LC_CTYPE', 'LANG'):
            with self.subTest(var=var):
                env = base_env(LC_ALL=None, **{var: 'C.UTF-8'})
                self.assertIn('\u25cf', self.ok('board', 'e4', env=env))

    def test_demo(self):
        out = self.ok().splitlines()
        self.assertTrue(out[0].startswith('bbgeom '), out[0])
        self.assertEqual(sum(1 for line in out if line == '   a b c d e f g h'), 3)
        for command in ('$ bbgeom intersect rank h4 anti b7', '$ bbgeom between a1 h8',
                        '$ bbgeom cross queen b7 e3'):
            self.assertIn(command, out)
        self.assertIn('--help', out[-1])


SGR = re.compile(r'\x1b\[([0-9;]*)m')


class ColourTests(CliTestCase):
    def test_always(self):
        out = self.ok('--color=always', 'board', 'e4')
        self.assertIn('\x1b[', out)
        self.assertIn('\x1b[0m', out)

    def test_dark_and_light_backgrounds_differ(self):
        """On the empty squares of a board (none marked), the background of
        each dark square differs from that of each light square."""
        out = self.ok('--color=always', 'board', '0')
        rows = [line for line in out.splitlines() if line[:1] in '12345678' and '\x1b' in line]
        self.assertEqual(len(rows), 8)
        backgrounds = {'dark': set(), 'light': set()}
        for row in rows:
            rank = int(row[0]) - 1
            cells = SGR.findall(row)[:8]    # one sequence per cell, then the reset
            self.assertEqual(len(cells), 8, row)
            for file, params in enumerate(cells):
                kind = 'dark' if (rank + file) % 2 == 0 else 'light'
                codes = [int(p) for p in params.split(';') if p]
                bg = [c for c in codes if 40 <= c <= 47 or 100 <= c <= 107]
                backgrounds[kind].add(tuple(bg))
        self.assertEqual(len(backgrounds['dark']), 1, backgrounds)
        self.assertEqual(len(backgrounds['light']), 1, backgrounds)
        self.assertNotEqual(backgrounds['dark'], backgrounds['light'])
        self.assertNotEqual(backgrounds['dark'], {()})

    def test_never_and_pipe(self):
        for args in (['--color=never', 'board', 'e4'], ['board', 'e4'],
                     ['--color=auto', 'board', 'e4'], ['--color', 'never', 'square', 'e4']):
            with self.subTest(args=args):
                self.assertNotIn('\x1b', self.ok(*args))

    def test_auto_on_terminal(self):
        status, out, err = run_on_terminal('board', 'e4')
        self.assertEqual((status, err), (0, ''))
        self.assertIn(b'\x1b[', out)

    def test_no_color_on_terminal(self):
        for value in ('1', 'yes', 'anything'):
            with self.subTest(NO_COLOR=value):
                status, out, err = run_on_terminal('board', 'e4', env=base_env(NO_COLOR=value))
                self.assertEqual((status, err), (0, ''))
                self.assertNotIn(b'\x1b', out)
                self.assertIn(b'e4', out)

    def test_empty_no_color_is_unset(self):
        status, out, err = run_on_terminal('board', 'e4', env=base_env(NO_COLOR=''))
        self.assertEqual((status, err), (0, ''))
        self.assertIn(b'\x1b[', out)

    def test_no_terminal_type(self):
        status, out, err = run_on_terminal('board', 'e4', env=base_env(TERM=None))
        self.assertEqual((status, err), (0, ''))
        self.assertIn(b'\x1b[', out)

    def test_dumb_terminal(self):
        status, out, err = run_on_terminal('board', 'e4', env=base_env(TERM='dumb'))
        self.assertEqual((status, err), (0, ''))
        self.assertNotIn(b'\x1b', out)
        self.assertIn(b'e4', out)
        status, out, err = run_on_terminal('--color=always', 'board', 'e4',
                                           env=base_env(TERM='dumb'))
        self.assertIn(b'\x1b[', out)

    def test_never_on_terminal(self):
        status, out, err = run_on_terminal('--color=never', 'board', 'e4')
        self.assertEqual((status, err), (0, ''))
        self.assertNotIn(b'\x1b', out)

    def test_always_beats_no_color(self):
        self.assertIn('\x1b[', self.ok('--color=always', 'board', 'e4',
                                       env=base_env(NO_COLOR='1')))

    def test_errors_not_coloured(self):
        result = run('--color=always', 'square', 'i9')
        self.assertNotIn(b'\x1b', result.stderr)
        self.assertEqual(result.returncode, 2)


class OptionsTests(CliTestCase):
    COMMANDS = ('square', 'intersect', 'between', 'line', 'cross', 'board')

    def test_help(self):
        expected = self.ok('--help')
        self.assertTrue(expected.startswith('Usage: bbgeom '), expected)
        for command in self.COMMANDS + ('help',):
            self.assertRegex(expected, r'\n  %s ' % command)
        for option in ('--help', '--version', '--json', '--ascii', '--color=WHEN', 'NO_COLOR'):
            self.assertIn(option, expected)
        for args in (['-h'], ['help'], ['--json', '--help']):
            self.assertEqual(self.ok(*args), expected, args)

    def test_command_help(self):
        usages = {
            'square': 'square SQ', 'intersect': 'intersect LINE SQ LINE SQ | SQ SQ',
            'between': 'between SQ SQ', 'line': 'line SQ SQ',
            'cross': 'cross bishop|rook|queen SQ SQ', 'board': 'board BB',
        }
        for command, usage in usages.items():
            with self.subTest(command=command):
                out = self.ok('help', command)
                self.assertTrue(out.startswith('Usage: bbgeom [OPTION]... %s\n' % usage), out)
                self.assertEqual(self.ok(command, '--help'), out)
                self.assertEqual(self.ok('--help', command), out)
                self.assertEqual(self.ok(command, '-h'), out)
                # Help wins over the command's arguments, even bad ones.
                self.assertEqual(self.ok(command, 'i9', 'x', '--help'), out)

    def test_help_help(self):
        out = self.ok('help', 'help')
        self.assertTrue(out.startswith('Usage: bbgeom help [COMMAND]\n'), out)
        self.assertNotIn('--version', out)

    def test_command_help_options(self):
        """A command's help lists the options that change its output, not
        the tool's -h and -V: the board options only where it draws."""
        for command in self.COMMANDS + ('attacks', 'checks', 'fen', 'perft'):
            with self.subTest(command=command):
                out = self.ok('help', command)
                self.assertIn('--json', out)
                draws = command not in ('fen', 'perft')
                for option in ('--ascii', '--color=WHEN', 'NO_COLOR'):
                    self.assertEqual(option in out, draws, option)
                self.assertNotIn('--version', out)

    def test_command_help_words(self):
        """A command's help defines the argument words of its usage, and
        only those; the tool's help defines them all."""
        words = {'SQ': 'SQ is a square a1..h8', 'LINE': 'LINE is rank, file, diag',
                 'BB': 'BB is 0x and hex digits, a decimal number'}
        uses = {'square': {'SQ'}, 'intersect': {'SQ', 'LINE'}, 'between': {'SQ'},
                'line': {'SQ'}, 'cross': {'SQ'}, 'board': set(), 'attacks': {'SQ'},
                'checks': set(), 'fen': set(), 'perft': set()}
        for command, used in uses.items():
            with self.subTest(command=command):
                out = self.ok('help', command)
                for word, definition in words.items():
                    self.assertEqual(definition in out, word in used, word)
        general = self.ok('--help')
        for definition in words.values():
            self.assertIn(definition, general)

    def test_version(self):
        out = self.ok('--version')
        self.assertRegex(out, r'^bbgeom \d+\.\d+\.\d+ \(library \d+\.\d+\.\d+\)\n$')
        self.assertEqual(self.ok('-V'), out)
        self.assertEqual(self.ok('--vers'), out)        # getopt_long: unambiguous prefix
        self.assertEqual(self.ok('square', 'e4', '--version'), out)

    def test_options_before_and_after_command(self):
        expected = self.ok('--ascii', '--color=never', 'between', 'a1', 'h8')
        for args in (['between', 'a1', 'h8', '--ascii', '--color=never'],
                     ['between', '--ascii', 'a1', '--color', 'never', 'h8'],
                     ['--color=never', 'between', 'a1', 'h8', '--ascii']):
            with self.subTest(args=args):
                self.assertEqual(self.ok(*args), expected)

    def test_posixly_correct_does_not_stop_options(self):
        env = base_env(POSIXLY_CORRECT='1')
        self.assertEqual(self.ok('between', 'a1', 'h8', '--json', env=env),
                         self.ok('--json', 'between', 'a1', 'h8'))

    def test_double_dash(self):
        self.assertEqual(self.ok('--', 'board', 'e4'), self.ok('board', 'e4'))
        self.assertEqual(self.ok('board', '--', 'e4'), self.ok('board', 'e4'))
        # After --, --json is an argument, not an option.
        self.fails(['board', '--', '--json'],
                   "'--json' is not a bitboard (expected 0x and hex digits, a decimal number, "
                   "or squares like e4,d5)")

    def test_last_colour_wins(self):
        self.assertNotIn('\x1b', self.ok('--color=always', '--color=never', 'board', 'e4'))
        self.assertIn('\x1b', self.ok('--color=never', '--color=always', 'board', 'e4'))

    def test_demo(self):
        out = self.ok()
        self.assertIn('bbgeom', out.splitlines()[0])
        self.assertEqual(out, self.ok('--ascii'))


class ErrorsTests(CliTestCase):
    EXPECTED_OPTIONS = ('expected -h, -V, --help, --version, --json, --ascii, '
                        '--color=WHEN, --fen, --epd, --threads=N or --hash=MB')
    BB_EXPECTED = 'expected 0x and hex digits, a decimal number, or squares like e4,d5'
    INTERSECT_USAGE = ('usage: bbgeom intersect LINE SQ LINE SQ, or bbgeom intersect SQ SQ')

    def not_a_command(self):
        """What follows the quoted word in the unknown-command message: every
        command of the table, as --help lists them, and help."""
        listing = self.ok('--help').split('\nCommands:\n', 1)[1].split('\n\n', 1)[0]
        names = [line.split()[0] for line in listing.splitlines()]
        self.assertEqual(names[-1], 'help')
        return 'is not a command (expected %s or help)' % ', '.join(names[:-1])

    def test_commands(self):
        expected = self.not_a_command()
        self.assertEqual(expected, 'is not a command (expected square, intersect, between, line, '
                         'cross, board, attacks, checks, fen, perft, san, pgn or help)')
        self.fails(['foo'], "'foo' " + expected)
        self.fails(['Square', 'e4'], "'Square' " + expected)
        self.fails(['help', 'foo'], "'foo' " + expected)
        self.fails(['--help', 'foo'], "'foo' " + expected)
        self.fails([''], "'' " + expected)
        self.fails(['help', 'square', 'x'],
                   "help: unexpected argument 'x' (usage: bbgeom help [COMMAND])")

    def test_options(self):
        self.fails(['--foo'], "unknown option '--foo' (%s)" % self.EXPECTED_OPTIONS)
        self.fails(['square', 'e4', '--colour=never'],
                   "unknown option '--colour' (%s)" % self.EXPECTED_OPTIONS)
        hint = "; put arguments that begin with '-' after '--'"
        self.fails(['-x'], "unknown option '-x' (%s%s)" % (self.EXPECTED_OPTIONS, hint))
        self.fails(['board', '-5'], "unknown option '-5' (%s%s)" % (self.EXPECTED_OPTIONS, hint))
        self.fails(['--json=yes', 'square', 'e4'],
                   "option '--json' takes no argument (got '--json=yes')")
        self.fails(['--help=x'], "option '--help' takes no argument (got '--help=x')")
        self.fails(['--color'],
                   "option '--color' needs an argument (expected --color=auto, always or never)")
        self.fails(['--color=blue', 'square', 'e4'],
                   "'blue' is not a colour mode for --color (expected auto, always or never)")
        self.fails(['--color=', 'square', 'e4'],
                   "'' is not a colour mode for --color (expected auto, always or never)")

    def test_argument_counts(self):
        self.fails(['square'], 'square: missing argument SQ (usage: bbgeom square SQ)')
        self.fails(['square', 'e4', 'e5'],
                   "square: unexpected argument 'e5' (usage: bbgeom square SQ)")
        self.fails(['between', 'a1'], 'between: missing argument SQ (usage: bbgeom between SQ SQ)')
        self.fails(['line'], 'line: missing argument SQ (usage: bbgeom line SQ SQ)')
        self.fails(['line', 'a1', 'b2', 'c3'],
                   "line: unexpected argument 'c3' (usage: bbgeom line SQ SQ)")
        self.fails(['cross'], 'cross: missing argument bishop|rook|queen '
                   '(usage: bbgeom cross bishop|rook|queen SQ SQ)')
        self.fails(['cross', 'rook', 'a1'],
                   'cross: missing argument SQ (usage: bbgeom cross bishop|rook|queen SQ SQ)')
        self.fails(['board'], 'board: missing argument BB (usage: bbgeom board BB)')
        self.fails(['board', 'e4', 'd5'], "board: unexpected argument 'd5' (usage: bbgeom board BB)")

    def test_intersect_counts(self):
        u = self.INTERSECT_USAGE
        self.fails(['intersect'], 'intersect: missing arguments (%s)' % u)
        self.fails(['intersect', 'h4'], "intersect: missing argument SQ after 'h4' (%s)" % u)
        self.fails(['intersect', 'rank'], "intersect: missing arguments after 'rank' (%s)" % u)
        self.fails(['intersect', 'rank', 'h4', 'anti'],
                   "intersect: missing argument SQ after 'anti' (%s)" % u)
        self.fails(['intersect', 'h4', 'b7', 'c3'],
                   "intersect: unexpected argument 'c3' (%s)" % u)
        self.fails(['intersect', 'rank', 'h4', 'anti', 'b7', 'c3'],
                   "intersect: unexpected argument 'c3' (%s)" % u)
        self.fails(['intersect', 'rnak', 'h4', 'anti'],
                   "'rnak' is not a line type (expected rank, file, diag or anti)")
        self.fails(['intersect', 'rank', 'h9', 'anti'], "'h9' is not a square (expected a1..h8)")
        self.fails(['intersect', 'rank', 'h4', 'antx'],
                   "'antx' is not a line type (expected rank, file, diag or anti)")

    def test_squares(self):
        for text in ('i9', 'a0', 'a9', 'E4', 'e', 'e44', ' e4', 'e4 ', '', '28', 'h', '\u00e94'):
            with self.subTest(text=text):
                if WINDOWS and not text.isascii():
                    self.skipTest('Windows: arguments arrive in the ANSI code page, not as '
                                  'the UTF-8 bytes given here')
                self.fails(['square', text], "'%s' is not a square (expected a1..h8)" % text)
        self.fails(['between', 'a1', 'z1'], "'z1' is not a square (expected a1..h8)")
        self.fails(['line', 'a0', 'h8'], "'a0' is not a square (expected a1..h8)")
        self.fails(['cross', 'rook', 'a1', 'h9'], "'h9' is not a square (expected a1..h8)")
        self.fails(['intersect', 'rank', 'i4', 'anti', 'b7'],
                   "'i4' is not a square (expected a1..h8)")
        self.fails(['intersect', 'h4', 'b0'], "'b0' is not a square (expected a1..h8)")

    def test_line_types_and_sliders(self):
        for text in ('diagonal', 'Rank', 'col', ''):
            with self.subTest(text=text):
                self.fails(['intersect', text, 'h4', 'anti', 'b7'],
                           "'%s' is not a line type (expected rank, file, diag or anti)" % text)
        self.fails(['intersect', 'rank', 'h4', 'anti-diagonal', 'b7'],
                   "'anti-diagonal' is not a line type (expected rank, file, diag or anti)")
        for text in ('king', 'knight', 'Queen', ''):
            with self.subTest(text=text):
                self.fails(['cross', text, 'a1', 'h8'],
                           "'%s' is not a slider (expected bishop, rook or queen)" % text)

    def test_bitboards(self):
        cases = [
            ('0x10000000000000000', 'more than 64 bits'),
            ('18446744073709551616', 'more than 64 bits'),
            ('99999999999999999999999', 'more than 64 bits'),
            ('-1', 'negative numbers are not allowed'),
            ('-0x5', 'negative numbers are not allowed'),
            ('-e4', self.BB_EXPECTED),
            ('+5', 'no sign allowed; ' + self.BB_EXPECTED),
            ('', 'empty; ' + self.BB_EXPECTED),
            ('0x', 'expected hex digits after 0x'),
            ('0x-5', 'expected hex digits after 0x'),
            ('0x 5', 'expected hex digits after 0x'),
            ('0x0x5', 'expected only hex digits after 0x'),
            ('0x12g', 'expected only hex digits after 0x'),
            ('0x12 ', 'expected only hex digits after 0x'),
            ('12abc', 'expected only decimal digits'),
            ('1.5', 'expected only decimal digits'),
            ('12,e4', 'expected only decimal digits'),
            ('e4,,d5', 'empty item in the list of squares'),
            ('e4,', 'empty item in the list of squares'),
            (',e4', 'empty item in the list of squares'),
            (',', 'empty item in the list of squares'),
            ('e4,i9', "'i9' is not a square, expected a1..h8"),
            ('e4, d5', "' d5' is not a square, expected a1..h8"),
            ('e4,d5x', "'d5x' is not a square, expected a1..h8"),
            ('i9', self.BB_EXPECTED),
            (' 5', self.BB_EXPECTED),
            ('xyz', self.BB_EXPECTED),
        ]
        for text, why in cases:
            with self.subTest(text=text):
                self.fails(['board', '--', text], "'%s' is not a bitboard (%s)" % (text, why))

    def test_unprintable_and_long_arguments(self):
        self.fails(['square', 'a\x01\x1b[31m'],
                   "'a\\x01\\x1b[31m' is not a square (expected a1..h8)")
        long = 'q' * 1000
        self.fails(['square', long], "'%s...' is not a square (expected a1..h8)" % ('q' * 40))
        self.fails(['board', 'e4,' + long],
                   "'e4,%s...' is not a bitboard ('%s...' is not a square, expected a1..h8)"
                   % ('q' * 37, 'q' * 40))
        self.fails([long], "'%s...' %s" % ('q' * 40, self.not_a_command()))

    def test_errors_with_json(self):
        """With --json, an error is an object on stdout, wherever --json is,
        with the exit status of the text error and nothing on stderr."""
        self.fails_json(['--json', 'square', 'i9'], "'i9' is not a square (expected a1..h8)",
                        'square')
        self.fails_json(['square', 'i9', '--json'], "'i9' is not a square (expected a1..h8)",
                        'square')
        self.fails_json(['--json', 'bogus'], "'bogus' " + self.not_a_command())
        self.fails_json(['--json', 'between', 'a1'],
                        'between: missing argument SQ (usage: bbgeom between SQ SQ)', 'between')
        self.fails_json(['--json', 'help', 'square', 'x'],
                        "help: unexpected argument 'x' (usage: bbgeom help [COMMAND])", 'help')
        self.fails_json(['--json', 'intersect', 'rank', 'h4', 'rank', 'b7'],
                        "intersect: line type 'rank' given twice: the two line types must differ "
                        "(two lines of one kind meet nowhere or everywhere)", 'intersect')
        # A bad option before --json: the options after it are still read.
        self.fails_json(['--colour=never', '--json', 'square', 'e4'],
                        "unknown option '--colour' (%s)" % self.EXPECTED_OPTIONS, 'square')
        self.fails_json(['--color=blue', 'square', 'e4', '--json'],
                        "'blue' is not a colour mode for --color (expected auto, always or never)",
                        'square')
        # Non-ASCII text in a message stays UTF-8 in the JSON string.
        if not WINDOWS:
            self.fails_json(['--json', 'square', '\u00e94'],
                            "'\u00e94' is not a square (expected a1..h8)", 'square')

    def test_first_error_counts(self):
        """Two bad options: the first is the error, as in the text."""
        self.fails(['--foo', '--bar'], "unknown option '--foo' (%s)" % self.EXPECTED_OPTIONS)
        self.fails_json(['--foo', '--json', '--bar'],
                        "unknown option '--foo' (%s)" % self.EXPECTED_OPTIONS)


class WriteErrorsTests(CliTestCase):
    def full(self, *args, env=None):
        if not os.path.exists('/dev/full'):
            self.skipTest('no /dev/full')
        with open('/dev/full', 'wb') as full:
            return run(*args, stdout=full, env=env)

    def test_dev_full(self):
        for args in (['square', 'e4'], [], ['--help'], ['--version'], ['--json', 'between', 'a1', 'h8'],
                     ['help', 'cross'], ['--color=always', 'intersect', 'h4', 'b7']):
            with self.subTest(args=args):
                result = self.full(*args)
                self.assertEqual(result.stderr.decode(),
                                 'bbgeom: write error: No space left on device\n')
                self.assertEqual(result.returncode, 1)

    def test_dev_full_large_output(self):
        """More than a stdio buffer: the write fails before the end."""
        self.need_utf8_locale()
        result = self.full('--color=always', 'square', 'e4', env=base_env(LC_ALL='C.UTF-8'))
        self.assertTrue(result.stderr.decode().startswith('bbgeom: write error'), result.stderr)
        self.assertEqual(result.stderr.decode().count('\n'), 1)
        self.assertEqual(result.returncode, 1)

    def test_closed_stdout(self):
        result = subprocess.run(BIN + ['square', 'e4'], stdout=subprocess.DEVNULL,
                                stderr=subprocess.PIPE, env=base_env(),
                                preexec_fn=lambda: os.close(1), timeout=60)
        self.assertEqual(result.stderr.decode(), 'bbgeom: write error: Bad file descriptor\n')
        self.assertEqual(result.returncode, 1)

    def test_usage_error_beats_full_disk(self):
        """Nothing is written before the arguments are checked. With --json,
        an error object that stdout cannot take goes to stderr as text."""
        for args in (['square', 'i9'], ['--json', 'square', 'i9']):
            with self.subTest(args=args):
                result = self.full(*args)
                self.assertEqual(result.stderr.decode(),
                                 "bbgeom: 'i9' is not a square (expected a1..h8)\n")
                self.assertEqual(result.returncode, 2)


def program_command(path):
    """The command that runs the program at path. A cross-compiled program
    runs through the exe wrapper of the cross file (qemu-user, wine), which
    meson test names in MESON_EXE_WRAPPER."""
    return shlex.split(os.environ.get('MESON_EXE_WRAPPER', '')) + [path]


def run_tests(module, argv, set_bin):
    """The command line of every tools/tests/test_*.py: BIN [TestClass ...].
    set_bin(command) tells the module how to run bbgeom."""
    global WINDOWS
    name = os.path.basename(module.__file__)
    if len(argv) < 2:
        sys.stderr.write(module.__doc__)
        return 2
    path = os.path.abspath(argv[1])
    if not os.access(path, os.X_OK):
        sys.stderr.write('%s: %s is not an executable\n' % (name, path))
        return 2
    WINDOWS = path.lower().endswith('.exe')
    set_bin(program_command(path))
    loader = unittest.TestLoader()
    suite = (loader.loadTestsFromNames(argv[2:], module) if len(argv) > 2
             else loader.loadTestsFromModule(module))
    if suite.countTestCases() == 0:
        sys.stderr.write('%s: no tests selected\n' % name)
        return 2
    result = unittest.TextTestRunner(stream=sys.stdout, verbosity=2).run(suite)
    return 0 if result.wasSuccessful() else 1


def set_bin(command):
    global BIN
    BIN = command


def main():
    return run_tests(sys.modules[__name__], sys.argv, set_bin)


if __name__ == '__main__':
    sys.exit(main())
