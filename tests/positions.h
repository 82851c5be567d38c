/* What the position suites share (test_position.c, test_movegen.c,
 * test_see.c, test_san.c, test_rules.c, test_game.c): FEN in and out
 * under Check, the perft suites' positions, the share of the heavy work a
 * slow build runs, random playouts from a fixed seed, and a brute-force
 * model of a position: a board of squares whose moves are walked out
 * square by square on the test model (model.h), sharing no code with the
 * generator. */
#ifndef BBGEOM_TEST_POSITIONS_H
#define BBGEOM_TEST_POSITIONS_H

#include "check_fast.h"
#include "sample.h"

/* The position of fen, which must be valid (a failed test otherwise). */
struct bbg_position test_parse(const char *fen);

/* The FEN of pos, by value. */
struct test_text test_fen_of(const struct bbg_position *pos);

/* The positions of an EPD suite (examples/perft/suites), each read by
 * bbg_epd_read and written as FEN. */
struct test_suite {
    char fens[1000][BBG_FEN_MAX];
    int n;
};

/* Reads the suite dir/name into *s (a failed test if it cannot). */
void test_read_suite(struct test_suite *s, const char *dir, const char *name);

/* A walk of the perft suites' trees: every node of the trees of positions
 * part, part + step, ... of standard.epd, tricky.epd and chess960.epd (in
 * dir), to depths[0], depths[1] and depths[2] plies; visit is called at
 * each node with data and returns what it counts. */
struct test_tree_walk {
    const char *dir;
    int depths[3];
    long part, step;
    long (*visit)(const struct bbg_position *pos, void *data);
    void *data;
};

/* Walks the trees (a failed test if a suite cannot be read or is empty);
 * returns the sum of what visit returned. */
long test_walk_suites(const struct test_tree_walk *w);

/* What test_playouts calls: check on every position reached (i counts
 * them), after_move (if not NULL) after each move played; data is theirs. */
struct test_playout {
    void (*check)(const struct bbg_position *pos, long i, void *data);
    void (*after_move)(const struct bbg_position *before, bbg_move m, const struct bbg_position *after, void *data);
    void *data;
};

/* Random games, 200 plies at most, from seed, count positions in all: the
 * first from fens[0], each next one from a random one of the nfens; fens
 * NULL: a few varied positions (the start, Kiwipete, two Chess960 ones). */
void test_playouts(const char *const *fens, int nfens, uint64_t seed, long count, const struct test_playout *visit);

/* A board of squares: piece[sq] is -1 or side * 6 + kind. */
struct board {
    int piece[64];
    int side, ep;
    uint64_t castling_rooks;
};

struct board board_of(const struct bbg_position *pos);
uint64_t board_occupied(const struct board *b);
/* The squares the piece on sq attacks through occ, by the model. */
uint64_t board_piece_attacks(const struct board *b, int sq, uint64_t occ);
/* The pieces of side by that attack target, each piece's attacks walked
 * out by the model. */
uint64_t board_attackers(const struct board *b, int target, int by);
/* Whether a piece of side by attacks target, each kind looked for from
 * target by the model's rays and jumps. */
bool board_attacked(const struct board *b, int target, int by);
/* The square of side's king, or -1. */
int board_king(const struct board *b, int side);
/* The board after the move from from to to of kind (enum bbg_move_kind),
 * promoting to promotion (a kind) if a promotion; the side to move is not
 * changed, so that board_attackers can look at the mover's king. */
struct board board_after(const struct board *b, int from, int to, int kind, int promotion);

/* The moves of the side to move by brute force: the legal ones or, with
 * pseudo, the pseudo-legal ones as movegen.h defines them (every move by
 * the pieces' rules, castling only when legal, in check only the king's
 * moves and those that take the single checker or block it). Returns
 * their number. */
int brute_force_moves(const struct board *b, bbg_move *out, bool pseudo);

/* For qsort: moves by their 16-bit value. */
int compare_moves(const void *a, const void *b);

#endif
