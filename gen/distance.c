/* Knight distance: the fewest knight moves between two squares of the
 * empty board, by a breadth-first search over the knight's jumps. */
#include "geometry.h"
#include "families.h"

/* index: a, b. Rings of squares first reached after 0, 1, 2 ... moves. */
static int knight_distance(const struct gen_table *t, const int *index)
{
    uint64_t reached = gen_bit(index[0]), ring = reached;
    (void)t;
    for (int moves = 0; ring != 0; moves++) { /* GCOVR_EXCL_BR_LINE: every square is reachable */
        uint64_t next = 0;
        if (ring & gen_bit(index[1]))
            return moves;
        for (int sq = 0; sq < GEN_SQUARES; sq++)
            if (ring & gen_bit(sq))
                next |= gen_leaps(sq, gen_knight_jumps, 8);
        ring = next & ~reached;
        reached |= next;
    }
    return -1; /* GCOVR_EXCL_LINE: every square is reachable */
}

static void label(const struct gen_table *t, int depth, const int *index, char *buf, size_t size)
{
    char name[8];
    gen_label_square(t, depth, index, name, sizeof name);
    snprintf(buf, size, "%s %s", depth == 0 ? "from" : "to", name);
}

/* clang-format off */
static const struct gen_table table = {
    .type = "uint8_t", .name = "bbg_knight_distance_table",
    .about = "Fewest knight moves from a to b on the empty board:\n"
             " * bbg_knight_distance_table[a][b].",
    .rank = 2, .dims = { GEN_SQUARES, GEN_SQUARES }, .number = knight_distance, .label = label,
};
/* clang-format on */

void gen_distance(struct emitter *e, const struct gen_job *job) { emit_table(e, job->part, &table); }
