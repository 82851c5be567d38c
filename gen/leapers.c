/* Leaper tables: the squares a knight, a king or a pawn of each side on a
 * square attacks, found by trying each jump in file and rank coordinates. */
#include "geometry.h"
#include "families.h"

/* A king steps in the eight directions; a pawn captures one rank forward,
 * up the board for white, down for black. */
static const struct gen_step pawn_jumps[BBG_SIDE_COUNT][2] = { { { -1, 1 }, { 1, 1 } }, { { -1, -1 }, { 1, -1 } } };

static uint64_t knight(const struct gen_table *t, const int *index)
{
    (void)t;
    return gen_leaps(index[0], gen_knight_jumps, 8);
}

static uint64_t king(const struct gen_table *t, const int *index)
{
    (void)t;
    return gen_leaps(index[0], gen_dir_steps, BBG_DIR_COUNT);
}

/* index: side, square. */
static uint64_t pawn(const struct gen_table *t, const int *index)
{
    (void)t;
    return gen_leaps(index[1], pawn_jumps[index[0]], 2);
}

static void label_pawn(const struct gen_table *t, int depth, const int *index, char *buf, size_t size)
{
    if (depth == 0)
        snprintf(buf, size, "%s", index[0] == BBG_WHITE ? "white" : "black");
    else
        gen_label_square(t, depth, index, buf, size);
}

/* clang-format off */
static const struct gen_table tables[] = {
    { .type = "uint64_t", .name = "bbg_knight_attack_table", .about = "Squares a knight on each square attacks.",
      .rank = 1, .dims = { GEN_SQUARES }, .bitboard = knight, .label = gen_label_square },
    { .type = "uint64_t", .name = "bbg_king_attack_table", .about = "Squares a king on each square attacks.",
      .rank = 1, .dims = { GEN_SQUARES }, .bitboard = king, .label = gen_label_square },
    { .type = "uint64_t", .name = "bbg_pawn_attack_table",
      .about = "Squares a pawn of each side on each square attacks: bbg_pawn_attack_table[side][square].",
      .rank = 2, .dims = { BBG_SIDE_COUNT, GEN_SQUARES }, .bitboard = pawn, .label = label_pawn },
};
/* clang-format on */

void gen_leapers(struct emitter *e, const struct gen_job *job)
{
    for (size_t i = 0; i < sizeof tables / sizeof tables[0]; i++)
        emit_table(e, job->part, &tables[i]);
}
