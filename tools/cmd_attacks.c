/* `attacks` and `checks` (see cmd_attacks.h): arguments are all checked
 * before anything is printed. The library's methods are held against each
 * other by its test suites, not here. */
#include "cmd_attacks.h"

#include <assert.h>

#include <bbgeom.h>

#include "format.h"
#include "parse.h"
#include "set_output.h"

/* ---- attacks ------------------------------------------------------------ */

/* The piece's attacks on sq for the occupancy occ. */
static uint64_t piece_attacks(const struct piece_arg *p, int sq, uint64_t occ)
{
    switch (p->piece) { /* GCOVR_EXCL_BR_LINE: the default edge; every piece has a case */
    case BBG_PIECE_PAWN: return bbg_pawn_attacks_bb(p->side, sq);
    case BBG_PIECE_KNIGHT: return bbg_knight_attacks_bb(sq);
    case BBG_PIECE_KING: return bbg_king_attacks_bb(sq);
    case BBG_PIECE_BISHOP: return bbg_bishop_attacks_bb(sq, occ);
    case BBG_PIECE_ROOK: return bbg_rook_attacks_bb(sq, occ);
    case BBG_PIECE_QUEEN: break;
    }
    return bbg_queen_attacks_bb(sq, occ);
}

int cmd_attacks(const struct cli *cli, int argc, char *const argv[])
{
    static const char usage[] = "usage: bbgeom attacks PIECE SQ [OCC]";
    struct piece_arg p;
    int sq;
    uint64_t occ = 0;

    if (argc < 2) {
        return cli_error(cli->failure, "attacks: missing argument %s (%s)", argc == 0 ? "PIECE" : "SQ", usage);
    }
    if (argc > 3) {
        char quoted[QUOTE_SIZE];
        quote_arg(quoted, sizeof quoted, argv[3]);
        return cli_error(cli->failure, "attacks: unexpected argument %s (%s)", quoted, usage);
    }
    PARSE(cli, parse_piece, argv[0], &p);
    PARSE(cli, parse_square, argv[1], &sq);
    if (argc == 3)
        PARSE(cli, parse_bitboard, argv[2], &occ);

    uint64_t attacks = piece_attacks(&p, sq, occ);
    const bool slider = p.piece == BBG_PIECE_BISHOP || p.piece == BBG_PIECE_ROOK || p.piece == BBG_PIECE_QUEEN;

    if (cli->json != NULL) {
        struct json *j = cli->json;
        json_object_begin(j, NULL);
        json_string(j, "command", "attacks");
        json_string(j, "piece", piece_word(p.piece));
        json_string(j, "side", p.sided ? side_word(p.side) : NULL);
        json_string(j, "square", bbg_square_name(sq));
        json_bitboard(j, "occupancy", occ);
        json_string(j, "method", slider ? BBG_SLIDER_INDEX_NAME : NULL);
        json_set(j, attacks);
        json_object_end(j);
        return STATUS_OK;
    }
    FILE *f = cli->out;
    fprintf(f, "squares a %s%s%s on %s attacks", p.sided ? side_word(p.side) : "", p.sided ? " " : "",
            piece_word(p.piece), bbg_square_name(sq));
    if (slider) {
        fprintf(f, ", occupancy ");
        print_squares(f, occ);
        fprintf(f, " (%s tables)", BBG_SLIDER_INDEX_NAME);
    }
    fprintf(f, "\n");
    text_set(f, attacks);
    struct board board = {
        .set = attacks,
        .set_label = "attacked",
        .context = slider ? occ : 0,
        .context_label = slider ? "occupied" : NULL,
        .a = sq,
        .b = BBG_NO_SQUARE,
    };
    board_draw(f, &cli->style, &board);
    return STATUS_OK;
}

/* ---- checks ------------------------------------------------------------- */

/* The squares the piece on from can move to from which it attacks ksq:
 * pawn pushes and captures (not to the last rank, where it would promote),
 * knight jumps, slider moves; never onto a piece of its own side. */
static uint64_t piece_checks(const struct bbg_position *pos, enum bbg_piece piece, int from, int ksq)
{
    assert(piece != BBG_PIECE_KING); /* a king gives no check of its own */
    const enum bbg_side side = (enum bbg_side)pos->side;
    const uint64_t own = pos->board.by_side[side], occ = pos->board.by_side[0] | pos->board.by_side[1];
    switch (piece) { /* GCOVR_EXCL_BR_LINE: the default edge; every piece has a case */
    case BBG_PIECE_PAWN: {
        const uint64_t last_ranks = UINT64_C(0xFF000000000000FF);
        const int up = side == BBG_WHITE ? 8 : -8;
        const int start_rank = side == BBG_WHITE ? 1 : 6;
        uint64_t moves = bbg_pawn_attacks_bb(side, from) & pos->board.by_side[!side];
        if (pos->ep != BBG_NO_EP)
            moves |= bbg_pawn_attacks_bb(side, from) & (UINT64_C(1) << pos->ep);
        int to = from + up; /* a pawn is never on its last rank: to is a square */
        if (!((occ >> to) & 1)) {
            moves |= UINT64_C(1) << to;
            if (bbg_rank_of(from) == start_rank && !((occ >> (to + up)) & 1))
                moves |= UINT64_C(1) << (to + up);
        }
        return moves & ~last_ranks & bbg_check_squares_bb(BBG_PIECE_PAWN, side, ksq, occ);
    }
    case BBG_PIECE_KNIGHT:
        return bbg_knight_attacks_bb(from) & ~own & bbg_check_squares_bb(BBG_PIECE_KNIGHT, side, ksq, occ);
    case BBG_PIECE_BISHOP:
    case BBG_PIECE_ROOK:
    case BBG_PIECE_QUEEN:
    case BBG_PIECE_KING: break;
    }
    const enum bbg_slider s = (enum bbg_slider)(piece - BBG_PIECE_BISHOP);
    return bbg_slider_checks_bb(s, from, ksq, occ) & ~own;
}

static void text_pins(FILE *f, const struct bbg_position *pos, enum bbg_side king_side, uint64_t blockers,
                      uint64_t pinners)
{
    fprintf(f, "pins on the %s king on %s: blockers ", side_word(king_side),
            bbg_square_name(bbg_king_square(pos, king_side)));
    print_squares(f, blockers);
    fprintf(f, " (%d), pinners ", count_squares(blockers));
    print_squares(f, pinners);
    fprintf(f, " (%d)\n", count_squares(pinners));
}

/* What bbgeom checks answers for a position: the checking squares of each
 * piece of the side to move (indexed by square), their union, and the
 * blockers and pinners of each side's king. */
struct checks_report {
    enum bbg_side us, them;
    int ksq;
    uint64_t checks[64], all, blockers[2], pinners[2];
};

static void compute_checks(const struct bbg_position *pos, struct checks_report *r)
{
    r->us = (enum bbg_side)pos->side;
    r->them = r->us == BBG_WHITE ? BBG_BLACK : BBG_WHITE;
    r->ksq = bbg_king_square(pos, r->them);
    r->all = 0;
    for (int piece = 0; piece < 5; piece++)
        for (uint64_t b = bbg_pieces_bb(pos, r->us, (enum bbg_piece)piece); b != 0; b &= b - 1) {
            int from = bbg_lsb(b);
            r->checks[from] = piece_checks(pos, (enum bbg_piece)piece, from, r->ksq);
            r->all |= r->checks[from];
        }
    for (int side = 0; side < 2; side++) {
        const int other = !side;
        const uint64_t theirs = pos->board.by_side[other], queens = pos->board.by_kind[BBG_PIECE_QUEEN];
        r->blockers[side] = bbg_slider_blockers_bb(
            bbg_king_square(pos, (enum bbg_side)side), pos->board.by_side[0] | pos->board.by_side[1],
            theirs & (pos->board.by_kind[BBG_PIECE_BISHOP] | queens),
            theirs & (pos->board.by_kind[BBG_PIECE_ROOK] | queens), &r->pinners[side]);
    }
}

/* key: an object with the set's members. */
static void json_set_member(struct json *j, const char *key, uint64_t bb)
{
    json_object_begin(j, key);
    json_set(j, bb);
    json_object_end(j);
}

static void print_checks_json(struct json *j, const char *fen, const struct bbg_position *pos,
                              const struct checks_report *r)
{
    json_object_begin(j, NULL);
    json_string(j, "command", "checks");
    json_string(j, "fen", fen);
    json_string(j, "to_move", side_word(r->us));
    json_string(j, "king", bbg_square_name(r->ksq));
    json_array_begin(j, "pieces");
    for (int piece = 0; piece < 5; piece++)
        for (uint64_t b = bbg_pieces_bb(pos, r->us, (enum bbg_piece)piece); b != 0; b &= b - 1) {
            int from = bbg_lsb(b);
            json_object_begin(j, NULL);
            json_string(j, "piece", piece_word((enum bbg_piece)piece));
            json_string(j, "square", bbg_square_name(from));
            json_set(j, r->checks[from]);
            json_object_end(j);
        }
    json_array_end(j);
    json_set_member(j, "all", r->all);
    json_array_begin(j, "pins");
    for (int side = 0; side < 2; side++) {
        json_object_begin(j, NULL);
        json_string(j, "king_side", side_word((enum bbg_side)side));
        json_string(j, "king", bbg_square_name(bbg_king_square(pos, (enum bbg_side)side)));
        json_set_member(j, "blockers", r->blockers[side]);
        json_set_member(j, "pinners", r->pinners[side]);
        json_object_end(j);
    }
    json_array_end(j);
    json_object_end(j);
}

static void print_checks_text(const struct cli *cli, const struct bbg_position *pos, const struct checks_report *r)
{
    FILE *f = cli->out;
    fprintf(f, "%s to move; checking squares against the %s king on %s\n", side_word(r->us), side_word(r->them),
            bbg_square_name(r->ksq));
    fprintf(f, "(moves after which the piece itself attacks the king; promotions, castling\n"
               "and discovered checks are not included, nor whether the mover is pinned)\n");
    for (int piece = 0; piece < 5; piece++)
        for (uint64_t b = bbg_pieces_bb(pos, r->us, (enum bbg_piece)piece); b != 0; b &= b - 1) {
            int from = bbg_lsb(b);
            fprintf(f, "%s%s %s on %s: ", r->checks[from] != 0 ? "\n" : "", side_word(r->us),
                    piece_word((enum bbg_piece)piece), bbg_square_name(from));
            print_squares(f, r->checks[from]);
            fprintf(f, " (%d)\n", count_squares(r->checks[from]));
            if (r->checks[from] != 0) {
                struct board board = {
                    .set = r->checks[from],
                    .set_label = "checking squares",
                    .context = pos->board.by_side[0] | pos->board.by_side[1],
                    .context_label = "occupied",
                    .a = from,
                    .b = r->ksq,
                };
                board_draw(f, &cli->style, &board);
            }
        }
    fprintf(f, "\nall checking squares of %s:\n", side_word(r->us));
    text_set(f, r->all);
    for (int side = 0; side < 2; side++)
        text_pins(f, pos, (enum bbg_side)side, r->blockers[side], r->pinners[side]);
}

int cmd_checks(const struct cli *cli, int argc, char *const argv[])
{
    struct bbg_position pos;
    struct checks_report report;
    (void)argc;
    if (!cli_read_fen(cli, argv[0], &pos))
        return STATUS_USAGE;
    compute_checks(&pos, &report);
    if (cli->json != NULL)
        print_checks_json(cli->json, argv[0], &pos, &report);
    else
        print_checks_text(cli, &pos, &report);
    return STATUS_OK;
}
