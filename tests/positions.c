/* What the position suites share: see positions.h. */
#include "positions.h"

#include <string.h>

struct bbg_position test_parse(const char *fen)
{
    struct bbg_position pos;
    struct bbg_fen_error err;
    ck_assert_msg(bbg_position_from_fen(&pos, fen, &err) == 0, "%s: %s", fen, err.message);
    return pos;
}

struct test_text test_fen_of(const struct bbg_position *pos)
{
    struct test_text t = { { 0 } };
    bbg_position_to_fen(pos, t.s, sizeof t.s);
    return t;
}

void test_read_suite(struct test_suite *s, const char *dir, const char *name)
{
    char path[1024], line[BBG_EPD_MAX_TEXT + 2];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "r");
    ck_assert_msg(f != NULL, "cannot open %s", path);
    s->n = 0;
    for (long number = 1; fgets(line, sizeof line, f) != NULL; number++) {
        if (line[0] == '#' || line[strspn(line, " \r\n")] == '\0')
            continue;
        struct bbg_epd epd;
        struct bbg_epd_error err;
        ck_assert_msg(bbg_epd_read(&epd, line, strlen(line), &err) == 0, "%s:%ld: %s", path, number, err.message);
        ck_assert_msg(s->n < 1000, "%s: more than 1000 positions", path);
        bbg_position_to_fen(&epd.pos, s->fens[s->n], sizeof s->fens[0]);
        s->n++;
    }
    fclose(f);
}

// NOLINTNEXTLINE(misc-no-recursion)
static long walk_tree(const struct bbg_position *pos, int depth, const struct test_tree_walk *w)
{
    long counted = w->visit(pos, w->data);
    if (depth == 0)
        return counted;
    bbg_move moves[BBG_MAX_MOVES];
    const int n = bbg_legal_moves(pos, moves);
    for (int i = 0; i < n; i++) {
        struct bbg_position child = *pos;
        bbg_make_move(&child, moves[i]);
        counted += walk_tree(&child, depth - 1, w);
    }
    return counted;
}

long test_walk_suites(const struct test_tree_walk *w)
{
    static const char *const files[] = { "standard.epd", "tricky.epd", "chess960.epd" };
    static struct test_suite s; /* 96 KB: not on the stack */
    long counted = 0;
    for (int k = 0; k < 3; k++) {
        test_read_suite(&s, w->dir, files[k]);
        ck_assert_msg(s.n > 0, "%s is empty", files[k]);
        for (long i = w->part; i < s.n; i += w->step) {
            const struct bbg_position pos = test_parse(s.fens[i]);
            counted += walk_tree(&pos, w->depths[k], w);
        }
    }
    return counted;
}

/* ---- random playouts ----------------------------------------------------- */

static const char *const playout_fens[] = {
    BBG_START_FEN,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQk - 0 1",
};

void test_playouts(const char *const *fens, int nfens, uint64_t seed, long count, const struct test_playout *visit)
{
    if (fens == NULL) {
        fens = playout_fens;
        nfens = (int)(sizeof playout_fens / sizeof playout_fens[0]);
    }
    struct test_random r = { seed };
    struct bbg_position pos = test_parse(fens[0]);
    int ply = 0;
    for (long i = 0; i < count; i++) {
        bbg_move moves[BBG_MAX_MOVES];
        visit->check(&pos, i, visit->data);
        const int n = bbg_legal_moves(&pos, moves);
        if (n == 0 || ply == 200 || pos.halfmove >= 100) {
            pos = test_parse(fens[test_random_next(&r) % (uint64_t)nfens]);
            ply = 0;
            continue;
        }
        const struct bbg_position before = pos;
        const bbg_move m = moves[test_random_next(&r) % (uint64_t)n];
        bbg_make_move(&pos, m);
        if (visit->after_move != NULL)
            visit->after_move(&before, m, &pos, visit->data);
        ply++;
    }
}

/* ---- the brute force ---------------------------------------------------- */

struct board board_of(const struct bbg_position *pos)
{
    struct board b;
    for (int sq = 0; sq < 64; sq++) {
        int kind = bbg_piece_on(pos, sq);
        b.piece[sq] = kind < 0 ? -1 : (model_has(pos->board.by_side[BBG_BLACK], sq) ? 6 : 0) + kind;
    }
    b.side = pos->side;
    b.ep = pos->ep == BBG_NO_EP ? -1 : pos->ep;
    b.castling_rooks = pos->castling_rooks;
    return b;
}

uint64_t board_occupied(const struct board *b)
{
    uint64_t occ = 0;
    for (int sq = 0; sq < 64; sq++)
        if (b->piece[sq] >= 0)
            occ |= model_bit(sq);
    return occ;
}

uint64_t board_piece_attacks(const struct board *b, int sq, uint64_t occ)
{
    const int p = b->piece[sq], side = p / 6;
    switch (p % 6) {
    case 0: return model_pawn_bb(side, sq);
    case 1: return model_knight_bb(sq);
    case 2: return model_slider_attacks_bb(MODEL_BISHOP, sq, occ);
    case 3: return model_slider_attacks_bb(MODEL_ROOK, sq, occ);
    case 4: return model_slider_attacks_bb(MODEL_QUEEN, sq, occ);
    default: return model_king_bb(sq);
    }
}

uint64_t board_attackers(const struct board *b, int target, int by)
{
    const uint64_t occ = board_occupied(b);
    uint64_t attackers = 0;
    for (int sq = 0; sq < 64; sq++)
        if (b->piece[sq] >= 0 && b->piece[sq] / 6 == by && model_has(board_piece_attacks(b, sq, occ), target))
            attackers |= model_bit(sq);
    return attackers;
}

bool board_attacked(const struct board *b, int target, int by)
{
    const uint64_t occ = board_occupied(b);
    const uint64_t diag = model_slider_attacks_bb(MODEL_BISHOP, target, occ);
    const uint64_t orth = model_slider_attacks_bb(MODEL_ROOK, target, occ);
    const uint64_t reach[6] = { model_pawn_bb(by ^ 1, target), model_knight_bb(target), diag, orth, diag | orth,
                                model_king_bb(target) };
    for (int sq = 0; sq < 64; sq++)
        if (b->piece[sq] >= 0 && b->piece[sq] / 6 == by && model_has(reach[b->piece[sq] % 6], sq))
            return true;
    return false;
}

int board_king(const struct board *b, int side)
{
    for (int sq = 0; sq < 64; sq++)
        if (b->piece[sq] == side * 6 + 5)
            return sq;
    return -1;
}

struct board board_after(const struct board *b, int from, int to, int kind, int promotion)
{
    struct board a = *b;
    const int us = b->side;
    if (kind == BBG_MOVE_CASTLING) {
        const int back = from & 56, king_to = back + (to > from ? 6 : 2), rook_to = back + (to > from ? 5 : 3);
        a.piece[from] = a.piece[to] = -1;
        a.piece[king_to] = us * 6 + 5;
        a.piece[rook_to] = us * 6 + 3;
    } else {
        a.piece[to] = kind == BBG_MOVE_PROMOTION ? us * 6 + promotion : a.piece[from];
        a.piece[from] = -1;
        if (kind == BBG_MOVE_EN_PASSANT)
            a.piece[to ^ 8] = -1;
    }
    return a;
}

/* The list being built, and what the test of each candidate needs. */
struct found {
    bbg_move *out;
    int n;
    bool pseudo;
    int ksq;
    uint64_t checkers;
};

/* Adds the move if it is legal (the mover's king not attacked after it)
 * or, for the pseudo-legal list, if it is a king's move or answers the
 * check (out of check, anything answers). */
static void keep(const struct board *b, int from, int to, int kind, int promotion, struct found *f)
{
    bool kept;
    if (!f->pseudo) {
        const struct board a = board_after(b, from, to, kind, promotion);
        kept = board_attackers(&a, board_king(&a, b->side), b->side ^ 1) == 0;
    } else if (from == f->ksq || f->checkers == 0) {
        kept = true;
    } else if (model_count(f->checkers) > 1) {
        kept = false;
    } else {
        int checker = 0;
        while (!model_has(f->checkers, checker))
            checker++;
        kept = to == checker || model_has(model_between_bb(f->ksq, checker), to)
            || (kind == BBG_MOVE_EN_PASSANT && (to ^ 8) == checker);
    }
    if (kept)
        f->out[f->n++] =
            bbg_move_encode(from, to, (enum bbg_move_kind)kind, (enum bbg_piece)(promotion > 0 ? promotion : 1));
}

/* A pawn's moves: pushes, captures, promotions, en passant. */
static void pawn_moves(const struct board *b, int from, struct found *f)
{
    const int us = b->side, them = us ^ 1, up = us == 0 ? 8 : -8;
    const int one = from + up, last = model_rank(one) == 0 || model_rank(one) == 7;
    uint64_t to_bb = 0;
    if (b->piece[one] < 0) {
        to_bb |= model_bit(one);
        if (model_rank(from) == (us == 0 ? 1 : 6) && b->piece[one + up] < 0)
            to_bb |= model_bit(one + up);
    }
    for (int t = 0; t < 64; t++)
        if (model_has(model_pawn_bb(us, from), t) && b->piece[t] >= 0 && b->piece[t] / 6 == them)
            to_bb |= model_bit(t);
    for (int t = 0; t < 64; t++) {
        if (!model_has(to_bb, t))
            continue;
        if (last)
            for (int promotion = 4; promotion >= 1; promotion--)
                keep(b, from, t, BBG_MOVE_PROMOTION, promotion, f);
        else
            keep(b, from, t, BBG_MOVE_NORMAL, 0, f);
    }
    if (b->ep >= 0 && model_has(model_pawn_bb(us, from), b->ep))
        keep(b, from, b->ep, BBG_MOVE_EN_PASSANT, 0, f);
}

/* Castling, by the rules: not in check; every square the king or the rook
 * passes or lands on empty but for the two; the king's squares not
 * attacked (its landing square is checked after the move). Legal in
 * either list. */
static void castlings(const struct board *b, struct found *f)
{
    const int us = b->side, them = us ^ 1, ksq = f->ksq;
    for (int rook = 0; rook < 64; rook++) {
        if (!model_has(b->castling_rooks, rook) || model_rank(rook) != model_rank(ksq))
            continue;
        const int back = ksq & 56, king_to = back + (rook > ksq ? 6 : 2), rook_to = back + (rook > ksq ? 5 : 3);
        bool ok = f->checkers == 0;
        for (int sq = back; sq < back + 8 && ok; sq++) {
            const bool king_passes = (sq >= ksq && sq <= king_to) || (sq <= ksq && sq >= king_to);
            const bool rook_passes = (sq >= rook && sq <= rook_to) || (sq <= rook && sq >= rook_to);
            if ((king_passes || rook_passes) && sq != ksq && sq != rook && b->piece[sq] >= 0)
                ok = false;
            if (king_passes && sq != king_to && board_attackers(b, sq, them))
                ok = false;
        }
        const struct board a = board_after(b, ksq, rook, BBG_MOVE_CASTLING, 0);
        if (ok && board_attackers(&a, board_king(&a, us), them) == 0)
            f->out[f->n++] = bbg_move_encode(ksq, rook, BBG_MOVE_CASTLING, BBG_PIECE_KNIGHT);
    }
}

// NOLINTNEXTLINE(readability-non-const-parameter): written through f.out
int brute_force_moves(const struct board *b, bbg_move *out, bool pseudo)
{
    const int us = b->side, them = us ^ 1;
    const uint64_t occ = board_occupied(b);
    struct found f = { out, 0, pseudo, board_king(b, us), 0 };
    f.checkers = board_attackers(b, f.ksq, them);
    for (int from = 0; from < 64; from++) {
        const int p = b->piece[from];
        if (p < 0 || p / 6 != us)
            continue;
        if (p % 6 == 0) {
            pawn_moves(b, from, &f);
            continue;
        }
        const uint64_t targets = board_piece_attacks(b, from, occ);
        for (int t = 0; t < 64; t++)
            if (model_has(targets, t) && (b->piece[t] < 0 || b->piece[t] / 6 == them))
                keep(b, from, t, BBG_MOVE_NORMAL, 0, &f);
    }
    castlings(b, &f);
    return f.n;
}

int compare_moves(const void *a, const void *b)
{
    const bbg_move x = *(const bbg_move *)a, y = *(const bbg_move *)b;
    return (x > y) - (x < y);
}
