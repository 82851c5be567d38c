/* Moves as SAN (include/bbgeom/san.h), without a list of legal moves: the
 * pieces that may make a move are read off its target square (the pieces
 * of its kind that attack the square through the occupancy; pawns one or
 * two steps behind it, or for a capture on the squares a pawn of the other
 * side would attack from it), and each is tested with bbg_is_legal. A move
 * costs a few lookups and a legality test or two, written or read, so that
 * a PGN reader can check every move of a large file. */
#include "bbgeom/san.h"

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "bbgeom/make_move.h"
#include "bbgeom/movegen.h"
#include "bbgeom/shift.h"
#include "bbgeom/square.h"
#include "board_internal.h"

/* SAN's piece letters by enum bbg_piece (a pawn's P only on input). */
static const char san_letters[] = "PNBRQK";
static const char *const piece_words[] = { "pawn", "knight", "bishop", "rook", "queen", "king" };

/* ---- shared by both directions ------------------------------------------ */

/* The squares from which a piece of the side to move of kind kind moves to
 * `to`, which holds none of its pieces, by its rules, pins and checks
 * aside. Pawns: where a pawn takes on `to` if it holds an enemy piece or is
 * the en passant square (which no push reaches: the enemy pawn stands in
 * front), else one or two steps behind it. */
static uint64_t origins_bb(const struct bbg_position *pos, enum bbg_piece kind, int to)
{
    const int us = pos->side;
    const uint64_t occ = pos->board.by_side[0] | pos->board.by_side[1],
                   ours = bbg_pieces_bb(pos, (enum bbg_side)us, kind);
    const uint64_t to_bb = bbg_square_bb(to);
    if (kind != BBG_PIECE_PAWN)
        return bbg_attacks_bb(kind, to, occ) & ours;
    if ((to_bb & pos->board.by_side[us ^ 1]) || to == pos->ep)
        return bbg_pawn_attacks_bb((enum bbg_side)(us ^ 1), to) & ours;
    const enum bbg_dir back = us == BBG_WHITE ? BBG_SOUTH : BBG_NORTH;
    const uint64_t one = bbg_shift_bb(to_bb, back);
    const uint64_t two = bbg_shift_bb(one & ~occ, back) & bbg_rank_bb(us == BBG_WHITE ? 1 : 6);
    return (one | two) & ours;
}

/* The move of the piece of kind kind on from to `to`: en passant onto the
 * en passant square, a promotion to promotion on the last rank, else a
 * plain move. */
static bbg_move move_of(const struct bbg_position *pos, enum bbg_piece kind, int from, int to, enum bbg_piece promotion)
{
    if (kind == BBG_PIECE_PAWN && to == pos->ep)
        return bbg_move_encode(from, to, BBG_MOVE_EN_PASSANT, BBG_PIECE_KNIGHT);
    if (kind == BBG_PIECE_PAWN && (to < 8 || to >= 56))
        return bbg_move_encode(from, to, BBG_MOVE_PROMOTION, promotion);
    return bbg_move_encode(from, to, BBG_MOVE_NORMAL, BBG_PIECE_KNIGHT);
}

/* ---- SAN out ------------------------------------------------------------ */

/* The least of from's file, rank or square that tells the piece on from
 * apart from the other pieces of its kind that may legally move to `to`;
 * writes it to out, returns its length (0 when none may). */
static size_t write_disambiguation(const struct bbg_position *pos, enum bbg_piece kind, int from, int to, char *out)
{
    uint64_t others = origins_bb(pos, kind, to) & ~bbg_square_bb(from), rivals = 0;
    while (others) {
        const int sq = bbg_pop_lsb_(&others);
        if (bbg_is_legal(pos, bbg_move_encode(sq, to, BBG_MOVE_NORMAL, BBG_PIECE_KNIGHT)))
            rivals |= bbg_square_bb(sq);
    }
    if (rivals == 0)
        return 0;
    const char *name = bbg_square_name(from);
    if (!(rivals & bbg_file_bb(bbg_file_of(from)))) {
        out[0] = name[0];
        return 1;
    }
    if (!(rivals & bbg_rank_bb(bbg_rank_of(from)))) {
        out[0] = name[1];
        return 1;
    }
    memcpy(out, name, 2);
    return 2;
}

/* The SAN of the legal move m without its check mark into out (at most 7
 * bytes, no terminator); returns its length. */
static size_t write_move(const struct bbg_position *pos, bbg_move m, char *out)
{
    const int from = bbg_move_from(m), to = bbg_move_to(m);
    if (bbg_move_kind(m) == BBG_MOVE_CASTLING) {
        const size_t n = to > from ? 3 : 5; /* O-O or O-O-O, no terminator */
        for (size_t i = 0; i < n; i++)
            out[i] = i % 2 == 0 ? 'O' : '-';
        return n;
    }
    const enum bbg_piece kind = (enum bbg_piece)bbg_kind_on_(pos, from);
    const bool capture = bbg_move_kind(m) == BBG_MOVE_EN_PASSANT || ((pos->board.by_side[pos->side ^ 1] >> to) & 1);
    size_t n = 0;
    if (kind == BBG_PIECE_PAWN) {
        if (capture)
            out[n++] = bbg_square_name(from)[0];
    } else {
        out[n++] = san_letters[kind];
        n += write_disambiguation(pos, kind, from, to, out + n);
    }
    if (capture)
        out[n++] = 'x';
    memcpy(out + n, bbg_square_name(to), 2);
    n += 2;
    if (bbg_move_kind(m) == BBG_MOVE_PROMOTION) {
        out[n++] = '=';
        out[n++] = san_letters[bbg_move_promotion(m)];
    }
    return n;
}

size_t bbg_move_to_san(const struct bbg_position *pos, bbg_move m, char *buf, size_t size)
{
    char out[BBG_SAN_MAX];
    BBG_ASSERT(bbg_is_legal(pos, m));
    size_t n = write_move(pos, m, out);
    if (bbg_gives_check(pos, m)) {
        struct bbg_position after = *pos;
        bbg_make_move(&after, m);
        out[n++] = bbg_count_moves(&after) == 0 ? '#' : '+';
    }
    if (size > 0) {
        const size_t copied = n < size ? n : size - 1;
        memcpy(buf, out, copied);
        buf[copied] = '\0';
    }
    return n;
}

/* ---- SAN in: the text --------------------------------------------------- */

/* What a SAN text says, and where each part starts (byte offsets). */
struct san_text {
    int castling;             /* 0, or 1 for O-O and 2 for O-O-O */
    enum bbg_piece kind;      /* the piece moved */
    int from_file, from_rank; /* the disambiguation, -1 where not written */
    int to;                   /* the target square */
    int promotion;            /* enum bbg_piece, or -1 */
    bool capture;             /* an x written */
    bool en_passant;          /* e.p. written */
    size_t at_from, at_x, at_to, at_promotion, at_after, at_ep;
};

/* Keeps why the text was refused, with the byte offset at where the fault
 * starts; returns false. */
static bool refuse(struct bbg_san_error *err, size_t at, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

static bool refuse(struct bbg_san_error *err, size_t at, const char *fmt, ...)
{
    if (err != NULL) {
        va_list ap;
        err->column = at < INT_MAX ? (int)at + 1 : INT_MAX; /* GCOVR_EXCL_BR_LINE: a text of 2 GiB */
        const int used = snprintf(err->message, sizeof err->message, "column %d: ", err->column);
        va_start(ap, fmt);
        vsnprintf(err->message + used, sizeof err->message - (size_t)used, fmt, ap);
        va_end(ap);
    }
    return false;
}

/* The byte at offset at of a text that ends at end, for a message: "'x'"
 * if printable, its code if not, "the end" past the text. */
static const char *shown_byte(const char *s, size_t end, size_t at, char buf[16])
{
    if (at >= end)
        return "the end";
    const unsigned char c = (unsigned char)s[at];
    if (c >= 0x20 && c < 0x7F)
        snprintf(buf, 16, "'%c'", c);
    else
        snprintf(buf, 16, "byte 0x%02X", c);
    return buf;
}

/* Refuses the text at offset at, where expected should stand. */
static bool unexpected(struct bbg_san_error *err, const char *s, size_t end, size_t at, const char *expected)
{
    char buf[16];
    return refuse(err, at, "expected %s, found %s", expected, shown_byte(s, end, at, buf));
}

static bool is_file(char c) { return c >= 'a' && c <= 'h'; }
static bool is_annotation(char c) { return c == '+' || c == '#' || c == '!' || c == '?'; }

/* The kind whose SAN letter is c (P for a pawn), or -1. */
static int kind_of_letter(char c)
{
    switch (c) {
    case 'P': return BBG_PIECE_PAWN;
    case 'N': return BBG_PIECE_KNIGHT;
    case 'B': return BBG_PIECE_BISHOP;
    case 'R': return BBG_PIECE_ROOK;
    case 'Q': return BBG_PIECE_QUEEN;
    case 'K': return BBG_PIECE_KING;
    default: return -1;
    }
}
static bool is_rank(char c) { return c >= '1' && c <= '8'; }

/* The end of the move proper in s[0, len): before any run of + # ! ? at
 * the end, and before an "e.p." (which may follow a space). */
static size_t strip_suffix(const char *s, size_t len, struct san_text *t)
{
    size_t end = len;
    while (end > 0 && is_annotation(s[end - 1]))
        end--;
    t->en_passant = end >= 4 && memcmp(s + end - 4, "e.p.", 4) == 0;
    if (t->en_passant) {
        end -= 4;
        t->at_ep = end;
        if (end > 0 && s[end - 1] == ' ')
            end--;
    }
    return end;
}

/* O-O or O-O-O, with letters O or digits 0 throughout, as s[0, end). */
static bool read_castling(const char *s, size_t end, struct san_text *t, struct bbg_san_error *err)
{
    const char *const pattern = s[0] == 'O' ? "O-O-O" : "0-0-0";
    size_t i = 0;
    while (i < end && i < 5 && s[i] == pattern[i])
        i++;
    if (i == end && (end == 3 || end == 5)) {
        t->castling = end == 3 ? 1 : 2;
        return true;
    }
    return unexpected(err, s, end, i, i < 5 ? "the rest of O-O or O-O-O" : "the end of O-O-O");
}

/* The squares of a piece or pawn move from offset i of s[0, end): an
 * optional file and rank of origin, an optional x, the target square. */
static bool read_squares(const char *s, size_t end, size_t i, struct san_text *t, struct bbg_san_error *err)
{
    int file = -1, rank = -1;
    t->from_file = t->from_rank = -1;
    t->at_from = t->at_after = i;
    if (i < end && is_file(s[i]))
        file = s[i++] - 'a';
    if (i < end && is_rank(s[i]))
        rank = s[i++] - '1';
    t->capture = i < end && s[i] == 'x';
    t->at_x = i;
    i += t->capture;
    if (t->capture || (i < end && is_file(s[i]))) {
        /* Those were the origin; the target follows. */
        t->from_file = file;
        t->from_rank = rank;
        if (!(i < end && is_file(s[i])))
            return unexpected(err, s, end, i, "the target square");
        file = s[i++] - 'a';
        rank = i < end && is_rank(s[i]) ? s[i++] - '1' : -1;
    } else if (file < 0) {
        return unexpected(err, s, end, rank < 0 ? t->at_from : i, rank < 0 ? "a square" : "the target square");
    }
    if (rank < 0)
        return unexpected(err, s, end, i, "a rank 1-8");
    t->at_to = i - 2;
    t->to = bbg_make_square(file, rank);
    t->at_after = i;
    return true;
}

/* An optional promotion at offset i of s[0, end) (=Q, (Q) or Q), then the
 * end of the move. */
static bool read_promotion(const char *s, size_t end, size_t i, struct san_text *t, struct bbg_san_error *err)
{
    char open = '\0';
    if (i < end)
        open = s[i];
    t->promotion = -1;
    t->at_promotion = i;
    if (open == '=' || open == '(' || kind_of_letter(open) > BBG_PIECE_PAWN) {
        i += open == '=' || open == '(';
        const int kind = i < end ? kind_of_letter(s[i]) : -1;
        if (kind < 0)
            return unexpected(err, s, end, i, "a promotion piece Q, R, B or N");
        if (kind == BBG_PIECE_PAWN || kind == BBG_PIECE_KING)
            return refuse(err, i, "a pawn cannot promote to a %s", piece_words[kind]);
        t->promotion = kind;
        i++;
        if (open == '(' && !(i < end && s[i] == ')'))
            return unexpected(err, s, end, i, "')'");
        i += open == '(';
    }
    if (i != end)
        return unexpected(err, s, end, i, "the end of the move");
    return true;
}

/* Reads s[0, len) into *t, or false with the reason in *err. */
static bool read_san(const char *s, size_t len, struct san_text *t, struct bbg_san_error *err)
{
    const size_t end = strip_suffix(s, len, t);
    t->castling = 0;
    if (end == 0)
        return refuse(err, 0, len == 0 ? "no move" : "no move before the annotation");
    if (s[0] == 'O' || s[0] == '0')
        return read_castling(s, end, t, err);
    const int letter = kind_of_letter(s[0]);
    t->kind = letter >= 0 ? (enum bbg_piece)letter : BBG_PIECE_PAWN;
    if (letter < 0 && !is_file(s[0]))
        return unexpected(err, s, end, 0, "a piece letter K, Q, R, B, N, a file a-h or O-O");
    return read_squares(s, end, letter >= 0, t, err) && read_promotion(s, end, t->at_after, t, err);
}

/* ---- SAN in: the move --------------------------------------------------- */

/* Whether a pawn's promotion is written where the move needs one. */
static bool check_promotion(const struct bbg_position *pos, const struct san_text *t, struct bbg_san_error *err)
{
    const int last = pos->side == BBG_WHITE ? 7 : 0;
    if (t->promotion >= 0 && t->kind != BBG_PIECE_PAWN)
        return refuse(err, t->at_promotion, "only a pawn promotes");
    if (t->promotion >= 0 && bbg_rank_of(t->to) != last)
        return refuse(err, t->at_promotion, "a pawn promotes only on rank %d", last + 1);
    if (t->promotion < 0 && t->kind == BBG_PIECE_PAWN && bbg_rank_of(t->to) == last)
        return refuse(err, t->at_after, "a pawn on rank %d must promote (=Q, =R, =B or =N)", last + 1);
    return true;
}

/* The move as a short text for a message: the piece letter or a taking
 * pawn's file (that of from), x if it takes, the target, the promotion. */
static const char *move_words(const struct san_text *t, int from, bool takes, char buf[16])
{
    size_t n = 0;
    if (t->kind != BBG_PIECE_PAWN)
        buf[n++] = san_letters[t->kind];
    else if (takes)
        buf[n++] = bbg_square_name(from)[0];
    if (takes)
        buf[n++] = 'x';
    memcpy(buf + n, bbg_square_name(t->to), 2);
    n += 2;
    if (t->promotion >= 0) {
        buf[n++] = '=';
        buf[n++] = san_letters[t->promotion];
    }
    buf[n] = '\0';
    return buf;
}

/* "ambiguous: Nbd7 or Nfd7": the n legal moves (at most 8) in SAN. */
static bool ambiguous(const struct bbg_position *pos, const bbg_move *moves, int n, struct bbg_san_error *err)
{
    char list[8 * (BBG_SAN_MAX + 4)];
    size_t used = 0;
    for (int i = 0; i < n; i++) {
        const char *const separator = i == 0 ? "" : i + 1 < n ? ", " : " or ";
        memcpy(list + used, separator, strlen(separator));
        used += strlen(separator);
        used += write_move(pos, moves[i], list + used);
    }
    list[used] = '\0';
    return refuse(err, 0, "ambiguous: %s", list);
}

/* No piece of the move's kind, on the squares written, reaches its target. */
static bool no_origin(const struct san_text *t, struct bbg_san_error *err)
{
    char where[24] = "";
    if (t->from_file >= 0 && t->from_rank >= 0)
        snprintf(where, sizeof where, " on %s", bbg_square_name(bbg_make_square(t->from_file, t->from_rank)));
    else if (t->from_file >= 0)
        snprintf(where, sizeof where, " on the %c-file", 'a' + t->from_file);
    else if (t->from_rank >= 0)
        snprintf(where, sizeof where, " on rank %d", t->from_rank + 1);
    return refuse(err, where[0] != '\0' ? t->at_from : 0, "no %s%s can reach %s", piece_words[t->kind], where,
                  bbg_square_name(t->to));
}

/* The one legal move of a piece or pawn that the text names, into *out. */
static bool resolve_move(const struct bbg_position *pos, const struct san_text *t, bbg_move *out,
                         struct bbg_san_error *err)
{
    const uint64_t to_bb = bbg_square_bb(t->to);
    const bool takes = (to_bb & pos->board.by_side[pos->side ^ 1]) || (t->kind == BBG_PIECE_PAWN && t->to == pos->ep);
    if (!check_promotion(pos, t, err))
        return false;
    if (to_bb & pos->board.by_side[pos->side])
        return refuse(err, t->at_to, "%s holds a piece of the side to move", bbg_square_name(t->to));
    if (t->capture && !takes)
        return refuse(err, t->at_x, "x, but there is nothing to take on %s", bbg_square_name(t->to));
    uint64_t origins = origins_bb(pos, t->kind, t->to);
    origins &= t->from_file >= 0 ? bbg_file_bb(t->from_file) : ~UINT64_C(0);
    origins &= t->from_rank >= 0 ? bbg_rank_bb(t->from_rank) : ~UINT64_C(0);
    char words[16];
    if (origins == 0)
        return no_origin(t, err);
    /* "d5" is a push: a pawn's capture shows its file or at least an x. */
    if (t->kind == BBG_PIECE_PAWN && takes && t->from_file < 0 && !t->capture)
        return refuse(err, 0, "a pawn takes with its file written, as %s",
                      move_words(t, bbg_lsb(origins), true, words));
    /* At most 8 origins: one a ray or jump from the target. */
    const enum bbg_piece promotion = t->promotion >= 0 ? (enum bbg_piece)t->promotion : BBG_PIECE_KNIGHT;
    bbg_move legal[8];
    int n = 0;
    for (uint64_t rest = origins; rest != 0;) {
        const bbg_move m = move_of(pos, t->kind, bbg_pop_lsb_(&rest), t->to, promotion);
        if (bbg_is_legal(pos, m))
            legal[n++] = m;
    }
    if (n == 0)
        return refuse(err, 0, "%s %s", move_words(t, bbg_lsb(origins), takes, words),
                      t->kind == BBG_PIECE_KING ? "moves the king into check" : "leaves the king in check");
    if (n > 1)
        return ambiguous(pos, legal, n, err);
    if (t->en_passant && bbg_move_kind(legal[0]) != BBG_MOVE_EN_PASSANT)
        return refuse(err, t->at_ep, "e.p., but %s is not an en passant capture",
                      move_words(t, bbg_move_from(legal[0]), takes, words));
    *out = legal[0];
    return true;
}

/* Why castling with the king on ksq and the rook on rook is illegal. */
static bool castling_refused(const struct bbg_position *pos, const char *name, int ksq, int rook,
                             struct bbg_san_error *err)
{
    const uint64_t occ = pos->board.by_side[0] | pos->board.by_side[1];
    const uint64_t blocked = bbg_castling_empty_bb(ksq, rook) & occ & ~bbg_square_bb(ksq) & ~bbg_square_bb(rook);
    if (bbg_checkers_bb(pos) != 0)
        return refuse(err, 0, "%s: the king is in check", name);
    if (blocked != 0)
        return refuse(err, 0, "%s: %s is not empty", name, bbg_square_name(bbg_lsb(blocked)));
    for (uint64_t path = bbg_castling_king_bb(ksq, rook); path != 0;) {
        const int sq = bbg_pop_lsb_(&path);
        if (bbg_attackers_bb(pos, sq, (enum bbg_side)(pos->side ^ 1), occ ^ bbg_square_bb(ksq)) != 0)
            return refuse(err, 0, "%s: the king would pass or land on %s, which is attacked", name,
                          bbg_square_name(sq));
    }
    return refuse(err, 0, "%s: the king would be in check once the rook has moved", name);
}

/* The castling move the text names, if legal, into *out. */
static bool resolve_castling(const struct bbg_position *pos, const struct san_text *t, bbg_move *out,
                             struct bbg_san_error *err)
{
    const char *const name = t->castling == 1 ? "O-O" : "O-O-O";
    const int ksq = bbg_king_square(pos, (enum bbg_side)pos->side);
    const uint64_t below = bbg_square_bb(ksq) - 1;
    const uint64_t rooks =
        pos->castling_rooks & pos->board.by_side[pos->side] & (t->castling == 1 ? ~below & ~bbg_square_bb(ksq) : below);
    if (rooks == 0)
        return refuse(err, 0, "%s: %s has no right to castle %s-side", name, pos->side == BBG_WHITE ? "white" : "black",
                      t->castling == 1 ? "king" : "queen");
    const int rook = t->castling == 1 ? bbg_lsb(rooks) : bbg_msb(rooks);
    *out = bbg_move_encode(ksq, rook, BBG_MOVE_CASTLING, BBG_PIECE_KNIGHT);
    if (!bbg_is_legal(pos, *out))
        return castling_refused(pos, name, ksq, rook, err);
    return true;
}

bbg_move bbg_move_from_san_n(const struct bbg_position *pos, const char *text, size_t len, struct bbg_san_error *err)
{
    struct san_text t = { 0 };
    bbg_move m = BBG_NO_MOVE;
    if (!read_san(text, len, &t, err))
        return BBG_NO_MOVE;
    if (t.castling != 0 ? resolve_castling(pos, &t, &m, err) : resolve_move(pos, &t, &m, err))
        return m;
    return BBG_NO_MOVE;
}

bbg_move bbg_move_from_san(const struct bbg_position *pos, const char *text, struct bbg_san_error *err)
{
    return bbg_move_from_san_n(pos, text, strlen(text), err);
}
