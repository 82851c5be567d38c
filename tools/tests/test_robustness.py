#!/usr/bin/env python3
"""Robustness of the bbgeom command-line tool against hostile input.

Usage: test_robustness.py PATH-TO-BBGEOM [TestClass | TestClass.test_method]...

Every argument position of every command gets very long text, non-ASCII and
invalid UTF-8 bytes, control characters and the empty string; stdout is
closed or full. Each run must end with a non-zero exit status (never a
signal), exactly one line on stderr that starts with "bbgeom: " and names
the problem, and nothing on stdout. Exit status 0 if every test passed
(meson test protocol 'exitcode'). Standard library only.
"""

import os
import signal
import subprocess
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import test_cli  # noqa: E402

BIN = None  # the command that runs bbgeom (a list), set from the command line


def longest_arg():
    """The longest argument a program can receive. Linux refuses a single
    argument longer than MAX_ARG_STRLEN (32 pages, 131072 bytes with its
    NUL); Windows a whole command line longer than 32767 characters, which
    also holds the program's path and the other arguments."""
    return 32000 if test_cli.WINDOWS else 131071


def hostile_words():
    """Hostile words, as bytes (argv is bytes on POSIX). None of them is a
    valid square, line type, slider, bitboard, command or colour mode."""
    longest = longest_arg()
    return {
        'empty': b'',
        'long-ascii': b'q' * longest,
        'long-square-list': b'e4,' * (longest // 3),  # ends in an empty item
        'long-invalid-utf8': b'\xff' * longest,
        'long-utf8': '\u00e9'.encode() * (longest // 2),
        'latin1-e-acute': b'\xe94',
        'utf8-e-acute': '\u00e94'.encode(),
        'fullwidth-e4': '\uff45\uff14'.encode(),
        'emoji': '\U0001F600'.encode(),
        'truncated-utf8': b'e\xc3',
        'lone-continuation': b'\x80e4',
        'overlong-slash': b'\xc0\xaf',
        'surrogate': b'\xed\xa0\x80',
        'overlong-3-byte': b'\xe0\x80\xaf',
        'valid-3-byte-lowest': b'\xe0\xa0\x80',
        'beyond-u10ffff': b'\xf4\x90\x80\x80',
        'valid-4-byte-highest': b'\xf4\x8f\xbf\xbf',
        'overlong-4-byte': b'\xf0\x80\x80\xaf',
        'bad-continuation': b'\xe2\x82e4',
        'c1-control': b'\xc2\x85',
        'bytes-ff-fe': b'\xff\xfe',
        'escape-sequence': b'\x1b[31me4',
        'control-bytes': b'\x01\x02\x7f',
        'newline': b'e4\nd5',
        'space': b' e4',
    }


# Every command with valid arguments; each position is replaced in turn
# (san stands for the commands that read a FEN).
COMMANDS = [
    [b'square', b'e4'],
    [b'intersect', b'rank', b'h4', b'anti', b'b7'],
    [b'intersect', b'h4', b'b7'],
    [b'between', b'a1', b'h8'],
    [b'line', b'a1', b'h8'],
    [b'cross', b'queen', b'a1', b'h8'],
    [b'board', b'e4,d5'],
    [b'san', b'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', b'e2e4', b'Nf6'],
    [b'help', b'square'],
]


def env():
    e = dict(os.environ)
    for key in ('NO_COLOR', 'LANG', 'LANGUAGE', 'LC_CTYPE', 'LC_ALL', 'POSIXLY_CORRECT'):
        e.pop(key, None)
    e['LC_ALL'] = 'C'
    return e


def run(args, stdout=subprocess.PIPE, preexec_fn=None):
    return subprocess.run(BIN + list(args), stdout=stdout, stderr=subprocess.PIPE,
                          stdin=subprocess.DEVNULL, env=env(), timeout=60,
                          preexec_fn=preexec_fn)


class Case(unittest.TestCase):
    def assert_clean_failure(self, result, status, args, stdout=b''):
        """Exit status `status` (not a signal), one "bbgeom: " line on
        stderr, at most a few hundred bytes whatever the input, and nothing
        on stdout."""
        shown = [a[:20] for a in args]
        self.assertGreaterEqual(result.returncode, 0,
                                'killed by signal %s: %r' % (-result.returncode, shown))
        self.assertEqual(result.returncode, status, (shown, result.stderr[:300]))
        err = result.stderr
        self.assertTrue(err.startswith(b'bbgeom: '), (shown, err[:300]))
        self.assertTrue(err.endswith(b'\n'), (shown, err[:300]))
        self.assertEqual(err.count(b'\n'), 1, (shown, err[:300]))
        self.assertLess(len(err), 600, (shown, err[:300]))
        # Shown as text: valid UTF-8 (invalid bytes escaped as \xHH), no
        # control characters but the final newline.
        text = err.decode('utf-8')
        self.assertFalse(any(ord(c) < 0x20 or 0x7f <= ord(c) < 0xa0 for c in text[:-1]),
                         (shown, text))
        if stdout is not None:
            self.assertEqual(result.stdout, stdout, shown)


class ArgumentTests(Case):
    def test_every_position(self):
        """Each hostile word in each argument position of each command (in a
        sample, test_cli.sample_share(), the pairs on a diagonal of
        positions and words: every position still gets a word, and every
        word some positions, however large the share)."""
        share, diagonal = min(test_cli.sample_share(), len(hostile_words())), 0
        for command in COMMANDS:
            for pos in range(len(command)):
                diagonal += 1
                for index, (label, word) in enumerate(hostile_words().items()):
                    if (diagonal + index) % share:
                        continue
                    args = command[:pos] + [word] + command[pos + 1:]
                    with self.subTest(command=command[0].decode(), position=pos, word=label):
                        result = run(args)
                        self.assert_clean_failure(result, 2, args)
                        # The message names the word: quoted, as far as shown
                        # (a FEN's message names its field and column).
                        if (command[0], pos) != (b'san', 1):
                            self.assertIn(b"'", result.stderr)

    def test_as_extra_argument(self):
        share = min(test_cli.sample_share(), len(hostile_words()))
        for number, command in enumerate(COMMANDS):
            for index, (label, word) in enumerate(hostile_words().items()):
                if (number + index) % share:
                    continue
                args = command + [word]
                with self.subTest(command=command[0].decode(), word=label):
                    result = run(args)
                    self.assert_clean_failure(result, 2, args)
                    # san takes any number of moves: the word is one more.
                    extra = b"move %d '" % (len(command) - 1) if command[0] == b'san' else b'unexpected argument'
                    self.assertIn(extra, result.stderr)

    def test_as_option(self):
        for label, word in hostile_words().items():
            cut = word[:longest_arg() - len(b'--color=')]  # room for the prefix
            for args in ([b'--color=' + cut, b'square', b'e4'], [b'--color', word],
                         [b'--x' + cut], [b'-Q' + cut]):
                with self.subTest(word=label, option=args[0][:10]):
                    self.assert_clean_failure(run(args), 2, args)

    def test_quoting(self):
        """Each UTF-8 sequence shown as it is when well-formed and printable,
        else byte by byte as \\xHH (the ranges of RFC 3629, less the C1
        controls U+0080..U+009F)."""
        if test_cli.WINDOWS:
            self.skipTest('Windows: arguments arrive in the ANSI code page, not as the bytes given here')
        shown_as_is = [b'\xc2\xa0', b'\xdf\xbf', b'\xe0\xa0\x80', b'\xed\x9f\xbf', b'\xef\xbf\xbf',
                       b'\xf0\x90\x80\x80', b'\xf1\x90\x80\x80', b'\xf4\x8f\xbf\xbf']
        escaped = [b'\xc2\x9f', b'\xc1\xbf', b'\xe0\x9f\xbf', b'\xed\xa0\x80', b'\xe2\x82\xc0',
                   b'\xe2\x82\x7f', b'\xf0\x8f\xbf\xbf', b'\xf1\x90\x80\xc0', b'\xf4\x90\x80\x80',
                   b'\xf5\x80\x80\x80']
        for word in shown_as_is + escaped:
            with self.subTest(word=word):
                shown = word if word in shown_as_is else b''.join(b'\\x%02x' % c for c in word)
                self.assertEqual(run([b'square', word]).stderr,
                                 b"bbgeom: '" + shown + b"' is not a square (expected a1..h8)\n")

    def test_one_megabyte_command_line(self):
        """About 1 MiB of arguments in total, each as long as Linux allows
        (on Windows: the longest command line, in eight arguments)."""
        each = longest_arg() // 8 if test_cli.WINDOWS else longest_arg()
        args = [b'board', b'e4'] + [b'\xff' * each] * 8
        result = run(args)
        self.assert_clean_failure(result, 2, args)
        self.assertIn(b'unexpected argument', result.stderr)
        args = [b'\xfe' * each] * 8
        self.assert_clean_failure(run(args), 2, args)


class OutputTests(Case):
    RUNS = [[b'square', b'e4'], [], [b'--help'], [b'--version'], [b'--json'],
            [b'--json', b'between', b'a1', b'h8'], [b'intersect', b'h4', b'b7'],
            [b'cross', b'queen', b'a1', b'h8'], [b'board', b'0xFFFFFFFFFFFFFFFF'],
            [b'--color=always', b'line', b'a1', b'h8'], [b'help', b'board']]

    def test_closed_stdout(self):
        """>&-: the write fails with EBADF."""
        for args in self.RUNS:
            with self.subTest(args=args):
                result = run(args, stdout=subprocess.DEVNULL, preexec_fn=lambda: os.close(1))
                self.assert_clean_failure(result, 1, args, stdout=None)
                self.assertEqual(result.stderr, b'bbgeom: write error: Bad file descriptor\n')

    def test_full_stdout(self):
        """>/dev/full: the write fails with ENOSPC."""
        if not os.path.exists('/dev/full'):
            self.skipTest('no /dev/full')
        for args in self.RUNS:
            with self.subTest(args=args), open('/dev/full', 'wb') as full:
                result = run(args, stdout=full)
                self.assert_clean_failure(result, 1, args, stdout=None)
                self.assertEqual(result.stderr,
                                 b'bbgeom: write error: No space left on device\n')

    def test_bad_arguments_with_broken_stdout(self):
        """A bad command line writes nothing: its own message and status 2,
        whatever stdout is."""
        args = [b'square', b'\xff']
        closed = run(args, stdout=subprocess.DEVNULL, preexec_fn=lambda: os.close(1))
        self.assert_clean_failure(closed, 2, args, stdout=None)
        if os.path.exists('/dev/full'):
            with open('/dev/full', 'wb') as full:
                self.assert_clean_failure(run(args, stdout=full), 2, args, stdout=None)

    def test_stdout_pipe_closed_early(self):
        """A reader that goes away (like `| head -c1`): SIGPIPE is the
        ordinary Unix end for a writer, so it is allowed here, but nothing
        else (no other signal)."""
        for args in self.RUNS:
            with self.subTest(args=args):
                proc = subprocess.Popen(BIN + args, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL,
                                        env=env())
                proc.stdout.close()
                status = proc.wait(timeout=60)
                self.assertIn(status, (0, 1, -signal.SIGPIPE), args)


def set_bin(command):
    global BIN
    BIN = command


def main():
    return test_cli.run_tests(sys.modules[__name__], sys.argv, set_bin)


if __name__ == '__main__':
    sys.exit(main())
