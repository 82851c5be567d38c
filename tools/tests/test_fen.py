#!/usr/bin/env python3
"""The library's FEN parser (bbg_position_from_fen), through every command
that reads FEN: the tool's checks, fen and perft commands and, when given,
the perft example (bbgeom-perft 1 FEN). Each accepts the same positions and
rejects each bad one with the same one-line message, word for word; the
messages are written here by hand from the FEN rules.

Usage: test_fen.py PATH-TO-BBGEOM [PATH-TO-BBGEOM-PERFT]
"""

import os
import shlex
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_cli import sample_share  # noqa: E402

# A cross build's test programs run under meson's exe wrapper (qemu, wine).
WRAPPER = shlex.split(os.environ.get('MESON_EXE_WRAPPER', ''))

START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
BOARD = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR'
board = BOARD

ACCEPTED = [
    START,
    START[:-4],
    ' \t' + START + ' \n',
    'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1',
    '4k3/8/8/8/8/8/8/4K3 b - - 99 250',
    '4k3/8/8/8/8/8/8/4K3 w - - 65535 65535',
    '4k3/8/PPPPPPPP/8/8/8/8/RNBQKBNR w - - 0 1',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1',
    'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9',
    '1r2k1r1/8/8/8/8/8/8/R3K2R w KQk - 0 1',
    # Promoted pieces, one for each missing pawn: a third knight, bishop
    # or rook, a second queen.
    '4k3/8/8/8/8/8/PPPPPPP1/NNN1K3 w - - 0 1',
    '4k3/8/8/8/8/8/PPPPPPP1/BBB1K3 w - - 0 1',
    '4k3/8/8/8/8/8/PPPPPPP1/RRR1K3 w - - 0 1',
    '4k3/8/8/8/8/8/PPPPPP2/NNNRRRK1 w - - 0 1',
    'qq2k3/pppppp2/8/8/8/8/8/4K3 w - - 0 1',
    # Castling rights: K with the only rook next to the king; a right on
    # each side, the queen's side first.
    '4k3/8/8/8/8/8/8/4KR2 w K - 0 1',
    '4k3/8/8/8/8/8/8/1R2K2R w BH - 0 1',
    'r3k2r/8/8/8/8/8/8/R3K2R w QKqk - 0 1',
    # En passant on the edge files.
    '4k3/8/8/8/Pp6/8/8/4K3 b - a3 0 1',
    '4k3/8/8/8/6pP/8/8/4K3 b - h3 0 1',
]

# One case per rule, with the message written from the rule: the field, the
# 1-based column where the fault is, and the reason.
REJECTED = [
    ('', 'FEN board field, column 1: empty FEN (expected board, side to move, castling and en '
         'passant fields, then optionally the halfmove clock and fullmove number)'),
    (board, 'FEN side to move field, column 44: missing (a FEN has board, side to move, castling '
            'and en passant fields)'),
    (START[:-2], 'FEN fullmove number field, column 55: missing (give both move counters or neither)'),
    (board + ' w KQkq', 'FEN en passant field, column 51: missing (a FEN has board, side to move, castling '
                        'and en passant fields)'),
    (START + ' x', 'FEN position, column 58: more than 6 fields'),
    (board + ' w KQkq -  0 1', 'FEN halfmove clock field, column 54: empty field (fields are '
                               'separated by exactly one space)'),
    ('rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
     'FEN board field, column 17: rank 7 has 7 squares, not 8'),
    ('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN2 w KQkq - 0 1',
     'FEN board field, column 43: rank 1 has more than 8 squares'),
    ('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1',
     'FEN board field, column 43: rank 1 has 7 squares, not 8'),
    ('rnbqkbnr/ppp\x01pppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
     "FEN board field, column 13: byte 0x01 is not a piece letter (pnbrqk, PNBRQK), a digit 1-8 or '/'"),
    # The edges of the printable bytes, shown as such or as their codes.
    ('rnbqkbnr/ppp\x1fpppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
     "FEN board field, column 13: byte 0x1F is not a piece letter (pnbrqk, PNBRQK), a digit 1-8 or '/'"),
    ('rnbqkbnr/ppp!pppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
     "FEN board field, column 13: '!' is not a piece letter (pnbrqk, PNBRQK), a digit 1-8 or '/'"),
    ('rnbqkbnr/ppp~pppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
     "FEN board field, column 13: '~' is not a piece letter (pnbrqk, PNBRQK), a digit 1-8 or '/'"),
    ('rnbqkbnr/ppp\x7fpppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
     "FEN board field, column 13: byte 0x7F is not a piece letter (pnbrqk, PNBRQK), a digit 1-8 or '/'"),
    ('rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
     'FEN board field, column 18: rank 7 has more than 8 squares'),
    ('rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
     "FEN board field, column 19: '9' is not a piece letter (pnbrqk, PNBRQK), a digit 1-8 or '/'"),
    ('rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
     "FEN board field, column 14: 'X' is not a piece letter (pnbrqk, PNBRQK), a digit 1-8 or '/'"),
    ('rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
     'FEN board field, column 20: two digits in a row in rank 6'),
    ('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1', 'FEN board field, column 35: 7 ranks, not 8'),
    ('rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
     'FEN board field, column 37: more than 8 ranks'),
    ('8/8/8/8/8/8/8/4K3 w - - 0 1', 'FEN board field, column 1: black has no king (exactly one is needed)'),
    ('k6k/8/8/8/8/8/8/4K3 w - - 0 1',
     'FEN board field, column 1: black has more than one king (exactly one is needed)'),
    ('4k3/8/8/8/8/8/8/P3K3 w - - 0 1', 'FEN board field, column 1: a white pawn on rank 1'),
    ('4k2p/8/8/8/8/8/8/4K3 w - - 0 1', 'FEN board field, column 1: a black pawn on rank 8'),
    ('4k3/PPPPPPPP/P7/8/8/8/8/4K3 w - - 0 1', 'FEN board field, column 1: 9 white pawns (8 at most)'),
    ('4k3/8/8/8/8/8/PPPPPPPP/QQ2K3 w - - 0 1',
     "FEN board field, column 1: white's pieces need 1 promotions, but only 0 of its pawns are missing"),
    ('4k3/8/8/8/8/8/PPPPPPPP/NNN1K3 w - - 0 1',
     "FEN board field, column 1: white's pieces need 1 promotions, but only 0 of its pawns are missing"),
    ('4k3/8/8/8/8/8/PPPPPPPP/RRR1K3 w - - 0 1',
     "FEN board field, column 1: white's pieces need 1 promotions, but only 0 of its pawns are missing"),
    ('4k3/8/8/8/8/8/PPPPPPP1/NNNNK3 w - - 0 1',
     "FEN board field, column 1: white's pieces need 2 promotions, but only 1 of its pawns are missing"),
    ('bbbbk3/ppppppp1/8/8/8/8/8/4K3 w - - 0 1',
     "FEN board field, column 1: black's pieces need 2 promotions, but only 1 of its pawns are missing"),
    (board + ' white KQkq - 0 1', "FEN side to move field, column 45: expected 'w' or 'b'"),
    ('4k3/4R3/8/8/8/8/8/4K3 w - - 0 1',
     'FEN side to move field, column 23: the black king on e8 is in check, so white cannot be to move'),
    (board + ' w x - 0 1',
     "FEN castling field, column 47: 'x' is not '-', K, Q, k, q or a rook's file letter (A-H, a-h)"),
    ('4k3/8/8/8/8/8/8/4K2R w Q - 0 1',
     "FEN castling field, column 24: 'Q' needs a white rook west of the king on rank 1"),
    ('4k3/8/8/8/8/8/8/4K2R w B - 0 1', "FEN castling field, column 24: 'B' needs a white rook on b1"),
    ('4k3/8/8/8/8/8/4K3/7R w K - 0 1',
     "FEN castling field, column 24: 'K' needs the white king on rank 1, not on e2"),
    (board + ' w KKkq - 0 1', "FEN castling field, column 48: 'K' is a second white right on the king's side"),
    # The same faults after a valid letter: the column is the letter's.
    (board + ' w Kx - 0 1',
     "FEN castling field, column 48: 'x' is not '-', K, Q, k, q or a rook's file letter (A-H, a-h)"),
    ('8/4k3/8/8/8/8/8/4K2R w Kk - 0 1',
     "FEN castling field, column 25: 'k' needs the black king on rank 8, not on e7"),
    ('4k3/8/8/8/8/8/8/R3K3 w QK - 0 1',
     "FEN castling field, column 25: 'K' needs a white rook east of the king on rank 1"),
    ('4k3/8/8/8/8/8/8/R3K3 w AB - 0 1', "FEN castling field, column 25: 'B' needs a white rook on b1"),
    ('4k3/8/8/8/8/8/8/1RR1K3 w BC - 0 1',
     "FEN castling field, column 27: 'C' is a second white right on the queen's side"),
    ('4k3/8/8/8/8/8/8/4KR1R w FH - 0 1',
     "FEN castling field, column 26: 'H' is a second white right on the king's side"),
    (board + ' w KQkq e3x 0 1', "FEN en passant field, column 52: expected '-' or a square such as e3"),
    (board + ' w KQkq e3 0 1', 'FEN en passant field, column 52: e3 is not on rank 6 (white to move)'),
    (board + ' w KQkq e1 0 1', 'FEN en passant field, column 52: e1 is not on rank 6 (white to move)'),
    (board + ' w KQkq e8 0 1', 'FEN en passant field, column 52: e8 is not on rank 6 (white to move)'),
    (board + ' w KQkq a1 0 1', 'FEN en passant field, column 52: a1 is not on rank 6 (white to move)'),
    # Its target square held by the other side, its pawn not a pawn.
    ('4k3/8/8/8/3Pp3/3n4/8/4K3 b - d3 0 1', 'FEN en passant field, column 30: no white pawn can just have '
                                            'passed d3 (it needs a white pawn on d4 and d3 and d2 empty)'),
    ('4k3/8/8/8/3Np3/8/8/4K3 b - d3 0 1', 'FEN en passant field, column 28: no white pawn can just have '
                                          'passed d3 (it needs a white pawn on d4 and d3 and d2 empty)'),
    (board + ' w KQkq e6 0 1', 'FEN en passant field, column 52: no black pawn can just have passed e6 '
                               '(it needs a black pawn on e5 and e6 and e7 empty)'),
    (board + ' w KQkq - -1 1', 'FEN halfmove clock field, column 54: expected a number 0..65535 without '
                               'sign or leading zeros'),
    (board + ' w KQkq - 65536 1', 'FEN halfmove clock field, column 54: expected a number 0..65535 '
                                  'without sign or leading zeros'),
    (board + ' w KQkq - 0 0', 'FEN fullmove number field, column 56: expected a number 1..65535 without '
                              'sign or leading zeros'),
]


def main():
    if len(sys.argv) not in (2, 3):
        print(__doc__, file=sys.stderr)
        return 2
    # How each program is asked to read one FEN.
    programs = [('bbgeom', lambda fen: WRAPPER + [sys.argv[1], 'checks', fen]),
                ('bbgeom', lambda fen: WRAPPER + [sys.argv[1], 'fen', fen]),
                ('bbgeom', lambda fen: WRAPPER + [sys.argv[1], 'perft', '1', fen])]
    if len(sys.argv) == 3:
        programs.append(('bbgeom-perft', lambda fen: WRAPPER + [sys.argv[2], '1', fen]))
    # The whole: every case through every program. In a sample
    # (BBGEOM_TEST_SAMPLE above 1, as the instrumented and emulated steps
    # run), each case through one program, taken in turn: every case and
    # every program are still run, with a quarter of the starts, which
    # are most of this test's time under an emulator or a sanitizer.
    sampled = sample_share() > 1
    failures = 0
    for number, (prefix, args) in enumerate(programs):
        accepted, rejected = ([c for k, c in enumerate(cases) if not sampled or k % len(programs) == number]
                              for cases in (ACCEPTED, REJECTED))
        for fen in accepted:
            r = subprocess.run(args(fen), capture_output=True)
            if r.returncode != 0:
                failures += 1
                print('FAIL: %s rejects %r: %s' % (prefix, fen, r.stderr.decode(errors='replace')))
        for fen, message in rejected:
            r = subprocess.run(args(fen), capture_output=True)
            want = '%s: %s\n' % (prefix, message)
            got = r.stderr.decode(errors='replace').replace('\r\n', '\n')
            if r.returncode != 2 or r.stdout != b'' or got != want:
                failures += 1
                print('FAIL: %s on %r: exit %d, stderr %r, want %r' % (prefix, fen, r.returncode, got, want))
        print('%s: %d accepted, %d rejected cases checked' % (prefix, len(accepted), len(rejected)))
    print('%d failure(s)' % failures)
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
