#!/usr/bin/env python3
"""Tests of bbgeom-gen's command line, its I/O errors and the comments of
the tables it writes.

Usage: test_gen.py PATH-TO-BBGEOM-GEN PATH-TO-RANDOM64

The generator runs inside the build; when it cannot write its output it
must say which file and exit 1, never leave a truncated file looking like
success. Exit status 0 if every check passed.
"""

import os
import re
import subprocess
import sys
import tempfile

failures = []


def check(what, cond, detail=''):
    print('%s: %s' % ('ok' if cond else 'FAIL', what))
    if not cond:
        failures.append('%s %s' % (what, detail))


def run(gen, *args):
    return subprocess.run([gen] + list(args), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          stdin=subprocess.DEVNULL, timeout=120)


SQUARES = [f + r for r in '12345678' for f in 'abcdefgh']
PAIR = re.compile(r'^\s*UINT64_C\(0x([0-9A-F]{16})\), /\* ([a-h][1-8])-([a-h][1-8]): (.*) \*/$')
FROM = re.compile(r'^\s*\{ /\* from ([a-h][1-8]) \*/$')
TO = re.compile(r'/\* to ([a-h][1-8])\.\.([a-h][1-8]) \*/$')


def squares_of(value):
    return ' '.join(SQUARES[i] for i in range(64) if value >> i & 1) or '-'


def check_comments(path):
    """The layout and comments a person reads the generated tables by:
    every brace closes at the indentation it opened at; each block
    of a 64 x 64 table says the square it is "from", the blocks go a1 to h8
    (again for each slider); each bitboard entry names its pair, the k-th
    of a block pairing the block's square with the k-th square, and lists
    the squares of its value; byte tables name each rank of a block."""
    with open(path) as f:
        lines = f.read().splitlines()
    blocks = entries = ranks = 0
    wrong = []
    current, k, rank = None, 0, 0
    opened = []  # the indentation of each open brace, which its close repeats
    for number, line in enumerate(lines, 1):
        indent = len(line) - len(line.lstrip(' '))
        if line.rstrip().endswith('{') or re.search(r'\{ /\*.*\*/$', line):
            opened.append(indent)
        elif line.strip() in ('},', '};'):
            if not opened or opened.pop() != indent:
                wrong.append('%d: close at column %d' % (number, indent + 1))
        m = FROM.match(line)
        if m:
            if m.group(1) != SQUARES[blocks % 64]:
                wrong.append('%d: block %s, expected from %s' % (number, m.group(1), SQUARES[blocks % 64]))
            current, k, rank = m.group(1), 0, 0
            blocks += 1
            continue
        m = PAIR.match(line)
        if m:
            value, a, b, listed = int(m.group(1), 16), m.group(2), m.group(3), m.group(4)
            if (a, b) != (current, SQUARES[k % 64]) or listed != squares_of(value):
                wrong.append('%d: %s' % (number, line.strip()))
            k += 1
            entries += 1
            continue
        m = TO.search(line)
        if m and current is not None:
            if (m.group(1), m.group(2)) != ('a' + '12345678'[rank % 8], 'h' + '12345678'[rank % 8]):
                wrong.append('%d: %s' % (number, line.strip()))
            rank += 1
            ranks += 1
    check('generated layout and comments: braces, pairs, squares, ranks (%d blocks, %d entries, %d rank lines)'
          % (blocks, entries, ranks), not wrong and blocks >= 64 * 6 and entries >= 64 * 64 * 5 and ranks >= 512,
          wrong[:5])


KINDS = ['rank', 'file', 'diagonal', 'anti-diagonal']
LINE_OF = re.compile(r'^\s*\{ /\* (\S+)-line of ([ab]) \*/$')
A_IS = re.compile(r'^\s*\{ /\* a = ([a-h][1-8]) \*/$')
B_ROW = re.compile(r'/\* b = ([a-h][1-8])\.\.([a-h][1-8]) \*/$')


def check_intersect_labels(path):
    """The labels of the 4 x 4 x 64 x 64 intersection table: the a-line
    kinds in order, each holding the b-line kinds in order, each holding
    the squares a1 to h8 of a, each the ranks of b."""
    with open(path) as f:
        lines = f.read().splitlines()
    kinds = [m.groups() for m in map(LINE_OF.match, lines) if m]
    squares = [m.group(1) for m in map(A_IS.match, lines) if m]
    rows = [m.groups() for m in map(B_ROW.search, lines) if m]
    want_kinds = [x for a in KINDS for x in [(a, 'a')] + [(b, 'b') for b in KINDS]]
    check('intersection table labels: line kinds of a and b, squares of a, ranks of b',
          kinds == want_kinds and squares == SQUARES * 16
          and rows == [('a' + r, 'h' + r) for r in '12345678'] * 16 * 64,
          (kinds[:6], squares[:3], rows[:3], len(kinds), len(squares), len(rows)))


DIRECTIONS = ['north', 'south', 'east', 'west', 'north-east', 'north-west', 'south-east', 'south-west']
BLOCK = re.compile(r'^\s*\{ /\* (.*) \*/$')
ENTRY = re.compile(r'^\s*UINT64_C\(0x[0-9A-F]{16}\), /\* ([a-h][1-8]):')


def check_block_labels(path, table, names):
    """A [n][64] table's blocks are named by names in order (the eight
    directions of the ray table, the sides of the pawn table), and its
    entries by the squares a1 to h8 in each."""
    with open(path) as f:
        text = f.read()
    body = text[text.index(table + ' = {'):]
    body = body[:body.index('};')].splitlines()[1:]
    blocks = [m.group(1) for m in map(BLOCK.match, body) if m]
    entries = [m.group(1) for m in map(ENTRY.match, body) if m]
    check('%s labels: blocks %s, squares in each' % (table, ' '.join(names)),
          blocks == names and entries == SQUARES * len(names), (blocks, entries[:3], len(entries)))


LABEL = re.compile(r'^\s*UINT64_C\(0x[0-9A-F]{16}\), /\* ([^:]+):')


def check_entry_labels(path, table, labels):
    """A one-dimensional table's entries are named by labels in order."""
    with open(path) as f:
        text = f.read()
    body = text[text.index(table + ' = {'):]
    body = body[:body.index('};')].splitlines()[1:]
    got = [m.group(1) for m in map(LABEL.match, body) if m]
    check('%s labels: %s ... %s' % (table, labels[0], labels[-1]), got == labels, got)


def check_castling_labels(path):
    """The castling tables' blocks are named by the king's file, their
    entries by the king's and the rook's."""
    with open(path) as f:
        text = f.read()
    files = 'abcdefgh'
    for table in ('bbg_castling_empty_table[8][8]', 'bbg_castling_king_table[8][8]'):
        body = text[text.index(table + ' = {'):]
        body = body[:body.index('};')].splitlines()[1:]
        blocks = [m.group(1) for m in map(BLOCK.match, body) if m]
        entries = [m.group(1) for m in map(LABEL.match, body) if m]
        check('%s labels: blocks by king file, entries by king and rook' % table,
              blocks == ['king on %s1' % k for k in files]
              and entries == ['king %s1, rook %s1' % (k, r) for k in files for r in files], (blocks, entries[:3]))


KEY = re.compile(r'^\s*UINT64_C\(0x([0-9A-F]{16})\), /\* ([a-h][1-8]) \*/$')


def check_polyglot_pieces(path, numbers):
    """bbg_polyglot_piece[side][kind][square] holds Polyglot's number for
    that piece on that square (64 a piece, black pawn, white pawn, black
    knight, ..., white king), labelled by side, piece and square."""
    with open(path) as f:
        text = f.read()
    body = text[text.index('bbg_polyglot_piece[2][6][64] = {'):]
    body = body[:body.index('};')].splitlines()[1:]
    blocks = [m.group(1) for m in map(BLOCK.match, body) if m]
    keys = [m.groups() for m in map(KEY.match, body) if m]
    pieces = ['pawn', 'knight', 'bishop', 'rook', 'queen', 'king']
    want_blocks = [b for side in ('white', 'black') for b in [side] + ['%s %s' % (side, p) for p in pieces]]
    want_keys = [(numbers[64 * (2 * kind + (side == 0)) + sq], SQUARES[sq])
                 for side in range(2) for kind in range(6) for sq in range(64)]
    check('bbg_polyglot_piece: Polyglot\'s numbers in [side][kind][square], labelled',
          blocks == want_blocks and keys == want_keys, (blocks[:3], keys[:2]))


NAMED = re.compile(r'^\s*UINT64_C\(0x([0-9A-F]{16})\), /\* (.*) \*/$')


def check_polyglot_rest(path, numbers):
    """The castling keys: for each set of rights, the XOR of their numbers
    (768 + K, Q, k, q), labelled by the letters or '-'; the en passant
    numbers (772 + file), labelled by file; the turn number, 780."""
    with open(path) as f:
        text = f.read()

    def entries(table):
        body = text[text.index(table + ' = {'):]
        return [m.groups() for m in map(NAMED.match, body[:body.index('};')].splitlines()) if m]

    castling = []
    for rights in range(16):
        key = 0
        for i in range(4):
            if rights >> i & 1:
                key ^= int(numbers[768 + i], 16)
        castling.append(('%016X' % key, ''.join(c for i, c in enumerate('KQkq') if rights >> i & 1) or '-'))
    check('bbg_polyglot_castling: the XOR of each set of rights, labelled',
          entries('bbg_polyglot_castling[16]') == castling, entries('bbg_polyglot_castling[16]')[:4])
    check('bbg_polyglot_en_passant: the numbers of files a to h, labelled',
          entries('bbg_polyglot_en_passant[8]') == [(numbers[772 + f], 'file ' + 'abcdefgh'[f]) for f in range(8)])
    check('bbg_polyglot_turn: the last number',
          'bbg_polyglot_turn = UINT64_C(0x%s);' % numbers[780] in text)


ATTACK_BLOCK = re.compile(r'^/\* (bishop|rook) ([a-h][1-8]): entries (\d+)\.\.(\d+) \*/$')


def check_attack_blocks(path):
    """Each slider attack table names its squares' blocks a1 to h8, with
    entry ranges that follow each other from 0."""
    with open(path) as f:
        blocks = [m.groups() for m in map(ATTACK_BLOCK.match, f.read().splitlines()) if m]
    for slider in ('bishop', 'rook'):
        mine = [b for b in blocks if b[0] == slider]
        starts = [int(b[2]) for b in mine]
        check('%s attack table blocks: squares a1 to h8, entries in sequence' % slider,
              [b[1] for b in mine] == SQUARES and starts[0] == 0
              and all(int(mine[i][3]) + 1 == starts[i + 1] for i in range(63)), mine[:2])


SLIDER_INDEX = re.compile(r'\{ \.mask = UINT64_C\(0x[0-9A-F]{16}\), \.magic = UINT64_C\(0x([0-9A-F]{16})\), '
                          r'\.attacks = &bbg_(bishop|rook)_attack_table\[(\d+)\], \.shift = (\d+) \}, '
                          r'/\* [a-h][1-8]: (\d+) bits \*/')


def check_slider_index(path, index):
    """The 128 slider index entries: magic numbers and shifts 64 - bits
    for magic indexing, zeros for PEXT; each entry's pointer at its own
    table's entry where the square's block starts (the blocks of 2^bits
    entries one after the other from 0)."""
    with open(path) as f:
        found = SLIDER_INDEX.findall(f.read())
    if index == 'pext':
        ok = all(magic == '0' * 16 and shift == '0' for magic, _, _, shift, _ in found)
    else:
        ok = all(magic != '0' * 16 and int(shift) == 64 - int(bits) for magic, _, _, shift, bits in found)
    check('slider index entries for %s: magics and shifts' % index, len(found) == 128 and ok, found[:2])
    for slider in ('bishop', 'rook'):
        mine = [(int(start), int(bits)) for _, s, start, _, bits in found if s == slider]
        expected = [sum(1 << b for _, b in mine[:i]) for i in range(len(mine))]
        check('%s index entries for %s: each points at its block' % (slider, index),
              len(mine) == 64 and [start for start, _ in mine] == expected, mine[:3])


def main():
    if len(sys.argv) != 3:
        sys.stderr.write(__doc__)
        return 2
    gen = os.path.abspath(sys.argv[1])
    random64 = os.path.abspath(sys.argv[2])
    usage = (b'usage: bbgeom-gen header OUTPUT [magic|pext]\n'
             b'       bbgeom-gen source OUTPUT magic|pext RANDOM64\n')
    for args in ([], ['header'], ['source', 'a', 'b'], ['tables', 'out.h'], ['source', 'a', 'pext'],
                 ['header', 'a', 'pext', 'x'], ['header', 'a', 'x'], ['source', 'a', 'x', random64]):
        r = run(gen, *args)
        check('usage error for %r' % args, r.returncode == 2 and r.stderr == usage, r)

    # The Polyglot numbers: a missing file, a bad line, too few, too many.
    with tempfile.TemporaryDirectory() as tmp:
        with open(random64) as f:
            good = [line for line in f.read().splitlines() if line and not line.startswith('#')]
        cases = [('bad line', good[:3] + ['12345'] + good[4:], b':%d: expected 16 upper-case hex digits\n' % 4),
                 ('lower case', ['9d39247e33776d41'] + good[1:], b':1: expected 16 upper-case hex digits\n'),
                 ('too few', good[:-1], b': 780 numbers, not 781\n'),
                 ('below a digit', ['9D39247E33776D4-'] + good[1:], b':1: expected 16 upper-case hex digits\n'),
                 ('between 9 and A', ['9D39247E33776D4:'] + good[1:], b':1: expected 16 upper-case hex digits\n'),
                 ('too many', good + [good[0]], b':782: more than 781 numbers\n'),
                 # A blank line is skipped, and counted in the line numbers.
                 ('too many after a blank line', good[:1] + [''] + good[1:] + [good[0]],
                  b':783: more than 781 numbers\n')]
        for what, lines, tail in cases:
            path = os.path.join(tmp, 'r64.txt')
            with open(path, 'w') as f:
                f.write('\n'.join(lines) + '\n')
            r = run(gen, 'source', os.path.join(tmp, 'out.c'), 'magic', path)
            check('random64 %s: exit 1 naming the file' % what,
                  r.returncode == 1 and r.stderr == b'bbgeom-gen: ' + path.encode() + tail, r)
        # Comment lines longer than any read buffer are skipped whole, the
        # last one at the end of the file without a newline.
        path = os.path.join(tmp, 'r64.txt')
        with open(path, 'w') as f:
            f.write('# ' + 'x' * 300 + '\n' + '\n'.join(good) + '\n# ' + 'y' * 300)
        r = run(gen, 'source', os.path.join(tmp, 'out.c'), 'magic', path)
        check('random64 with 302-byte comment lines: read', r.returncode == 0 and r.stderr == b'', r)
        missing = os.path.join(tmp, 'none.txt')
        r = run(gen, 'source', os.path.join(tmp, 'out.c'), 'magic', missing)
        check('random64 missing: exit 1 naming the file',
              r.returncode == 1 and r.stderr.startswith(b"bbgeom-gen: cannot open '%s': " % missing.encode()), r)

    with tempfile.TemporaryDirectory() as tmp:
        missing = os.path.join(tmp, 'no-such-dir', 'tables.h')
        r = run(gen, 'header', missing)
        check('cannot open: exit 1 naming the file',
              r.returncode == 1 and r.stderr.startswith(
                  b"bbgeom-gen: cannot open '%s' for writing: " % missing.encode()), r)
        # The header declares each table, the C file defines it.
        for kind, text in (('header', b'extern const uint64_t bbg_between_table[64][64];'),
                           ('source', b'const uint64_t bbg_between_table[64][64] = {')):
            out = os.path.join(tmp, kind)
            r = run(gen, kind, out, *(['magic', random64] if kind == 'source' else []))
            with open(out, 'rb') as f:
                written = f.read() if r.returncode == 0 else b''
            check('%s written' % kind, r.returncode == 0 and r.stderr == b'' and text in written, r)
        # The PEXT-indexed slider tables: same index data with no magics,
        # the attack sets in PEXT order; the magic build names its magics.
        for index in ('magic', 'pext'):
            out = os.path.join(tmp, 'source-' + index)
            r = run(gen, 'source', out, index, random64)
            with open(out, 'rb') as f:
                text = f.read() if r.returncode == 0 else b''
            check('source with %s index written' % index, r.returncode == 0 and r.stderr == b''
                  and b'bbg_rook_attack_table[102400]' in text
                  and b'bbg_bishop_attack_table[5248]' in text, r)
            check_slider_index(out, index)

        check_comments(os.path.join(tmp, 'source-magic'))
        check_intersect_labels(os.path.join(tmp, 'source-magic'))
        check_block_labels(os.path.join(tmp, 'source-magic'), 'bbg_ray_table[8][64]', DIRECTIONS)
        for table in ('bbg_pawn_attack_table', 'bbg_pawn_attack_span_table', 'bbg_passed_pawn_mask_table',
                      'bbg_king_zone_table'):
            check_block_labels(os.path.join(tmp, 'source-magic'), table + '[2][64]', ['white', 'black'])
        check_block_labels(os.path.join(tmp, 'source-magic'), 'bbg_line_mask_table[4][64]',
                           ['rank', 'file', 'diagonal', 'anti-diagonal'])
        for table, labels in (('bbg_rank_mask_table[8]', ['rank %d' % r for r in range(1, 9)]),
                              ('bbg_file_mask_table[8]', ['file ' + f for f in 'abcdefgh']),
                              ('bbg_adjacent_files_table[8]', ['file ' + f for f in 'abcdefgh']),
                              ('bbg_diag_mask_table[15]', ['diagonal %d' % d for d in range(-7, 8)]),
                              ('bbg_anti_mask_table[15]', ['anti-diagonal %d' % a for a in range(15)])):
            check_entry_labels(os.path.join(tmp, 'source-magic'), table, labels)
        check_castling_labels(os.path.join(tmp, 'source-magic'))
        check_polyglot_pieces(os.path.join(tmp, 'source-magic'), good)
        check_polyglot_rest(os.path.join(tmp, 'source-magic'), good)
        check_attack_blocks(os.path.join(tmp, 'source-magic'))

    if os.path.exists('/dev/full'):
        for kind in ('header', 'source'):
            r = run(gen, kind, '/dev/full', *(['magic', random64] if kind == 'source' else []))
            check('%s to /dev/full: exit 1 naming the file' % kind,
                  r.returncode == 1 and r.stderr ==
                  b"bbgeom-gen: error writing '/dev/full': No space left on device\n", r)
    print('%d failure(s)' % len(failures))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
