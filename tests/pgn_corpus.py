#!/usr/bin/env python3
"""The PGN reader on real files nobody on the team wrote.

Usage: pgn_corpus.py PGN_CORPUS_PROGRAM

Reads every *.pgn file under the folder named by the environment variable
BBGEOM_PGN_CORPUS (CI's pgn-corpus step unpacks Debian's pychess and
pgn-extract packages there: lichess studies with comments, variations,
NAGs and FEN tags of fullmove 0, puzzles, and pgn-extract's eco.pgn);
without it, reports itself skipped (exit 77). For each file, with
PGN_CORPUS_PROGRAM (tests/pgn_corpus.c): every game read whole is a fixed
point of writing and reading; and the games line up one for one with
pgn-extract's reading of the file (`pgn-extract -Wuci`, its main lines in
UCI): each game read whole has pgn-extract's main line, move for move; a
game refused for a move in a variation is one pgn-extract keeps (it drops
the bad variation), with the main line read up to the fault; a game
refused in its main line is one pgn-extract drops too. Every game of
pgn-extract's is accounted for. pgn-extract is BBGEOM_PGN_EXTRACT, else
usr/games/pgn-extract under the corpus folder, else on the PATH, else
/usr/games/pgn-extract. Prints the counts; exit status 1 on any
disagreement.
"""

import os
import shutil
import subprocess
import sys


def pgn_extract_path(corpus):
    for path in (os.environ.get('BBGEOM_PGN_EXTRACT'), os.path.join(corpus, 'usr', 'games', 'pgn-extract'),
                 shutil.which('pgn-extract'), '/usr/games/pgn-extract'):
        if path and os.access(path, os.X_OK):
            return path
    return None


def theirs(pgn_extract, path):
    """pgn-extract's main lines of the file, one list of UCI moves a game."""
    out = subprocess.run([pgn_extract, '-s', '-Wuci', '--notags', '-C', '-N', '-V', '-w100000', path],
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, check=True).stdout
    games = []
    for line in out.decode('latin-1').splitlines():
        words = line.split()
        if words:
            # Its promotions are upper case (e7e8Q); the result ends the line.
            games.append([w.lower() for w in words[:-1]])
    return games


def mine(program, path):
    """The reader's games: (status, main line, message), and whether every
    game read whole was a fixed point."""
    result = subprocess.run([program, path], stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
    if result.returncode not in (0, 1):
        raise SystemExit('pgn_corpus.py: %s failed on %s: %s' % (program, path, result.stderr.decode()))
    games = []
    for line in result.stdout.decode('utf-8', 'replace').splitlines()[1:]:
        head, _, message = line.partition(' | ')
        words = head.split()
        status = words[0] if words[0] == 'ok' else words[0] + ' ' + words[1]
        games.append((status, words[1 if words[0] == 'ok' else 2:], message))
    return games, result.returncode == 0, result.stderr.decode()


def main(argv):
    if len(argv) != 2:
        sys.stderr.write(__doc__)
        return 2
    corpus = os.environ.get('BBGEOM_PGN_CORPUS')
    if not corpus or not os.path.isdir(corpus):
        print('BBGEOM_PGN_CORPUS is not set to a folder: skipped')
        return 77
    pgn_extract = pgn_extract_path(corpus)
    if pgn_extract is None:
        print('no pgn-extract (BBGEOM_PGN_EXTRACT, the corpus folder, the PATH, /usr/games)')
        return 1
    files = sorted(os.path.join(d, f) for d, _, names in os.walk(corpus) for f in names if f.endswith('.pgn'))
    if not files:
        print('no .pgn file under %s' % corpus)
        return 1
    failures = []
    totals = dict(files=len(files), games=0, read=0, plies=0, agree=0, variation_kept=0, main_dropped=0,
                  theirs=0)
    for path in files:
        games, fixed, errors = mine(argv[1], path)
        if not fixed:
            failures.append('%s: not a fixed point: %s' % (path, errors.strip()))
        other = theirs(pgn_extract, path)
        totals['games'] += len(games)
        totals['theirs'] += len(other)
        j = 0
        for n, (status, line, message) in enumerate(games, 1):
            if status == 'ok':
                totals['read'] += 1
                totals['plies'] += len(line)
                if j < len(other) and other[j] == line:
                    totals['agree'] += 1
                    j += 1
                else:
                    failures.append('%s, game %d: main line %s, pgn-extract %s'
                                    % (path, n, ' '.join(line), ' '.join(other[j]) if j < len(other) else 'none'))
                    break
            elif status == 'bad variation' and j < len(other) and other[j][:len(line)] == line:
                totals['variation_kept'] += 1
                print('refused, kept by pgn-extract: %s, game %d: %s' % (os.path.basename(path), n, message))
                j += 1
            elif status == 'bad main':
                totals['main_dropped'] += 1
                print('refused, dropped by pgn-extract: %s, game %d: %s' % (os.path.basename(path), n, message))
            else:
                failures.append('%s, game %d: %s (%s), and pgn-extract has %s'
                                % (path, n, status, message, ' '.join(other[j]) if j < len(other) else 'none'))
                break
        else:
            if j != len(other):
                failures.append('%s: pgn-extract has %d games more' % (path, len(other) - j))
    print('%(files)d files, %(games)d games: %(read)d read whole (%(plies)d main-line plies), all fixed points '
          'of writing and reading; %(agree)d main lines the same as pgn-extract\'s; refused: %(variation_kept)d '
          'for a move in a variation (pgn-extract keeps the game without it), %(main_dropped)d in the main line '
          '(pgn-extract drops the game); pgn-extract: %(theirs)d games' % totals)
    for failure in failures:
        print('FAIL: ' + failure)
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
