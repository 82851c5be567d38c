#!/usr/bin/env python3
"""The FEN parser (tools/fen.c), through every program that reads FEN: the
tool (bbgeom checks FEN) and, when given, the perft example (bbgeom-perft 1
FEN). Each accepts the same positions and rejects each bad one with the same
one-line message, word for word; the messages are written here by hand from
the FEN rules.

Usage: test_fen.py PATH-TO-BBGEOM [PATH-TO-BBGEOM-PERFT]
"""

import os
import shlex
import subprocess
import sys

# A cross build's test programs run under meson's exe wrapper (qemu, wine).
WRAPPER = shlex.split(os.environ.get('MESON_EXE_WRAPPER', ''))

START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
BOARD = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR'
board = BOARD

ACCEPTED = [
    START,
    START[:-4],
    'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1',
    '4k3/8/8/8/8/8/8/4K3 b - - 99 250',
    '4k3/8/8/8/8/8/8/4K3 w - - 65535 65535',
    '4k3/8/PPPPPPPP/8/8/8/8/RNBQKBNR w - - 0 1',
]

REJECTED = [
    ('rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'FEN board field: rank 7 has 7 squares, not 8'),
    ('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN2 w KQkq - 0 1',
     'FEN board field: rank 1 has more than 8 squares'),
    (board + ' w KQkqK - 0 1', "FEN castling field: expected '-' or some of KQkq in that order"),
    (board + ' w KQkq e3x 0 1', "FEN en passant field: expected '-' or a square"),
    ('', 'FEN: empty (expected board, side to move, castling, en passant, halfmove clock and '
         'fullmove number fields)'),
    (board, 'FEN: missing side to move field'),
    (board + ' w', 'FEN: missing castling field'),
    (board + ' w KQkq', 'FEN: missing en passant field'),
    (board + ' w KQkq - 0', 'FEN: missing fullmove number field (give both clocks or neither)'),
    (board + ' w KQkq - 0 1 x', 'FEN: more than 6 fields'),
    (board + ' w KQkq -  0 1', 'FEN: empty halfmove clock field (fields are separated by exactly '
                               'one space)'),
    (' ' + START, 'FEN: empty board field (fields are separated by exactly one space)'),
    (START + ' ', 'FEN: a space after the last field'),
    (START[:-4] + ' ', 'FEN: empty halfmove clock field (fields are separated by exactly one space)'),
    ('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1',
     'FEN board field: rank 1 has 7 squares, not 8'),
    ('rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
     "FEN board field: '9' is not a piece letter, digit 1-8 or '/'"),
    ('rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
     'FEN board field: two digits in a row in rank 6'),
    ('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1', 'FEN board field: 7 ranks, not 8'),
    ('rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
     'FEN board field: more than 8 ranks'),
    ('rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
     'FEN board field: rank 7 has more than 8 squares'),
    ('rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
     "FEN board field: 'X' is not a piece letter, digit 1-8 or '/'"),
    ('8/8/8/8/8/8/8/4K3 w - - 0 1', 'FEN board field: black has no king (exactly one is needed)'),
    ('k6k/8/8/8/8/8/8/4K3 w - - 0 1',
     'FEN board field: black has more than one king (exactly one is needed)'),
    ('4k3/8/8/8/8/8/8/P3K3 w - - 0 1', 'FEN board field: a white pawn on rank 1 or 8'),
    (board + ' white KQkq - 0 1', "FEN side to move field: expected 'w' or 'b'"),
    (board + ' W KQkq - 0 1', "FEN side to move field: expected 'w' or 'b'"),
    (board + ' w KQqk - 0 1', "FEN castling field: expected '-' or some of KQkq in that order"),
    (board + ' w KK - 0 1', "FEN castling field: expected '-' or some of KQkq in that order"),
    (board + ' w x - 0 1', "FEN castling field: expected '-' or some of KQkq in that order"),
    ('4k3/8/8/8/8/8/8/4K2R w Q - 0 1',
     "FEN castling field: 'Q' needs the white king on e1 and a rook on a1"),
    (board + ' w KQkq e3 0 1', 'FEN en passant field: e3 is not on rank 6 (white to move)'),
    (board + ' w KQkq e6 0 1', 'FEN en passant field: no black pawn can just have passed e6'),
    (board + ' w KQkq e9 0 1', "FEN en passant field: expected '-' or a square"),
    (board + ' w KQkq -- 0 1', "FEN en passant field: expected '-' or a square"),
    (board + ' w KQkq - -1 1', 'FEN halfmove clock field: expected a number 0..65535 without '
                               'sign or leading zeros'),
    (board + ' w KQkq - 01 1', 'FEN halfmove clock field: expected a number 0..65535 without '
                               'sign or leading zeros'),
    (board + ' w KQkq - 0 0', 'FEN fullmove number field: expected a number 1..65535 without '
                              'sign or leading zeros'),
    (board + ' w KQkq - 0 +1', 'FEN fullmove number field: expected a number 1..65535 without '
                               'sign or leading zeros'),
    (board + ' w KQkq - 0 1234567890', 'FEN fullmove number field: expected a number 1..65535 '
                                       'without sign or leading zeros'),
    ('4k3/4R3/8/8/8/8/8/4K3 w - - 0 1',
     'FEN side to move field: the black king on e8 is in check, so white cannot be to move'),
    ('8/8/8/8/8/8/3kK3/8 b - - 0 1',
     'FEN side to move field: the white king on e2 is in check, so black cannot be to move'),
    ('4k3/8/8/8/8/8/8/4K3 w - - 65536 1', 'FEN halfmove clock field: expected a number 0..65535 without '
                                        'sign or leading zeros'),
    ('4k3/PPPPPPPP/P7/8/8/8/8/4K3 w - - 0 1', 'FEN board field: more than 8 white pawns'),
    ('4k3/8/QQQQQQQQ/QQQQQQQQ/8/8/8/4K3 w - - 0 1', 'FEN board field: more than 16 white pieces'),
]


def main():
    if len(sys.argv) not in (2, 3):
        print(__doc__, file=sys.stderr)
        return 2
    # How each program is asked to read one FEN.
    programs = [('bbgeom', lambda fen: WRAPPER + [sys.argv[1], 'checks', fen])]
    if len(sys.argv) == 3:
        programs.append(('bbgeom-perft', lambda fen: WRAPPER + [sys.argv[2], '1', fen]))
    failures = 0
    for prefix, args in programs:
        for fen in ACCEPTED:
            r = subprocess.run(args(fen), capture_output=True)
            if r.returncode != 0:
                failures += 1
                print('FAIL: %s rejects %r: %s' % (prefix, fen, r.stderr.decode(errors='replace')))
        for fen, message in REJECTED:
            r = subprocess.run(args(fen), capture_output=True)
            want = '%s: %s\n' % (prefix, message)
            got = r.stderr.decode(errors='replace').replace('\r\n', '\n')
            if r.returncode != 2 or r.stdout != b'' or got != want:
                failures += 1
                print('FAIL: %s on %r: exit %d, stderr %r, want %r' % (prefix, fen, r.returncode, got, want))
        print('%s: %d accepted, %d rejected cases checked' % (prefix, len(ACCEPTED), len(REJECTED)))
    print('%d failure(s)' % failures)
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
