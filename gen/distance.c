/* Distance tables: the fewest king moves (Chebyshev distance) and the
 * fewest knight moves between two squares of the empty board, each by a
 * breadth-first search over the piece's jumps. */
#include "geometry.h"
#include "families.h"

/* Rings of squares first reached from a after 0, 1, 2 ... jumps: the
 * number of the ring that holds b. */
static int jump_distance(int a, int b, const struct gen_step *jumps, int count)
{
    uint64_t reached = gen_bit(a), ring = reached;
    for (int moves = 0; ring != 0; moves++) { /* GCOVR_EXCL_BR_LINE: every square is reachable */
        uint64_t next = 0;
        if (ring & gen_bit(b))
            return moves;
        for (int sq = 0; sq < GEN_SQUARES; sq++)
            if (ring & gen_bit(sq))
                next |= gen_leaps(sq, jumps, count);
        ring = next & ~reached;
        reached |= next;
    }
    return -1; /* GCOVR_EXCL_LINE: every square is reachable */
}

/* index: a, b. */
static int king_distance(const struct gen_table *t, const int *index)
{
    (void)t;
    return jump_distance(index[0], index[1], gen_dir_steps, BBG_DIR_COUNT);
}

static int knight_distance(const struct gen_table *t, const int *index)
{
    (void)t;
    return jump_distance(index[0], index[1], gen_knight_jumps, 8);
}

static void label(const struct gen_table *t, int depth, const int *index, char *buf, size_t size)
{
    char name[8];
    gen_label_square(t, depth, index, name, sizeof name);
    snprintf(buf, size, "%s %s", depth == 0 ? "from" : "to", name);
}

/* clang-format off */
static const struct gen_table tables[] = {
    { .type = "uint8_t", .name = "bbg_distance_table",
      .about = "Fewest king moves from a to b (Chebyshev distance):\n"
               " * bbg_distance_table[a][b].",
      .rank = 2, .dims = { GEN_SQUARES, GEN_SQUARES }, .number = king_distance, .label = label },
    { .type = "uint8_t", .name = "bbg_knight_distance_table",
      .about = "Fewest knight moves from a to b on the empty board:\n"
               " * bbg_knight_distance_table[a][b].",
      .rank = 2, .dims = { GEN_SQUARES, GEN_SQUARES }, .number = knight_distance, .label = label },
};
/* clang-format on */

void gen_distance(struct emitter *e, const struct gen_job *job)
{
    for (size_t i = 0; i < sizeof tables / sizeof tables[0]; i++)
        emit_table(e, job->part, &tables[i]);
}
