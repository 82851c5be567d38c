/* Leaper tables: the squares a knight, a king or a pawn of each side on a
 * square attacks, found by trying each jump in file and rank coordinates. */
#include "board.h"
#include "families.h"

struct jump {
    int df, dr;
};

static const struct jump knight_jumps[8] = {
    { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 }, { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 },
};
static const struct jump king_jumps[8] = {
    { 0, 1 }, { 1, 1 }, { 1, 0 }, { 1, -1 }, { 0, -1 }, { -1, -1 }, { -1, 0 }, { -1, 1 },
};
/* A pawn captures one rank forward: up the board for white, down for black. */
static const struct jump white_pawn_jumps[2] = { { -1, 1 }, { 1, 1 } };
static const struct jump black_pawn_jumps[2] = { { -1, -1 }, { 1, -1 } };

static uint64_t leaps(int sq, const struct jump *jumps, int count)
{
    uint64_t bb = 0;
    for (int i = 0; i < count; i++) {
        int f = gen_file(sq) + jumps[i].df, r = gen_rank(sq) + jumps[i].dr;
        if (f >= 0 && f < GEN_SIDE && r >= 0 && r < GEN_SIDE)
            bb |= gen_bit(r * GEN_SIDE + f);
    }
    return bb;
}

static void emit_leaper(struct emitter *e, const char *indent, const struct jump *jumps, int count)
{
    for (int sq = 0; sq < GEN_SQUARES; sq++) {
        char name[3];
        gen_square_name(sq, name);
        emit(e, "%s", indent);
        emit_bb_entry(e, leaps(sq, jumps, count), name);
    }
}

void gen_leapers_header(struct emitter *e)
{
    emit(e, "/* Squares a knight on each square attacks. */\n"
            "static const uint64_t bbg_knight_attack_table[64] = {\n");
    emit_leaper(e, "", knight_jumps, 8);
    emit(e, "};\n\n/* Squares a king on each square attacks. */\n"
            "static const uint64_t bbg_king_attack_table[64] = {\n");
    emit_leaper(e, "", king_jumps, 8);
    emit(e, "};\n\n/* Squares a pawn of each side (white, black) on each square attacks. */\n"
            "static const uint64_t bbg_pawn_attack_table[2][64] = {\n  { /* white */\n");
    emit_leaper(e, "  ", white_pawn_jumps, 2);
    emit(e, "  },\n  { /* black */\n");
    emit_leaper(e, "  ", black_pawn_jumps, 2);
    emit(e, "  },\n};\n\n");
}
