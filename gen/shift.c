/* Rays: from each square in each of the eight directions, the squares of
 * the empty board up to the edge, the square itself excluded. */
#include "geometry.h"
#include "families.h"

/* index: direction, square. */
static uint64_t ray(const struct gen_table *t, const int *index)
{
    (void)t;
    return gen_walk(index[1], (enum bbg_dir)index[0], 0);
}

static void label(const struct gen_table *t, int depth, const int *index, char *buf, size_t size)
{
    if (depth == 0)
        snprintf(buf, size, "%s", gen_dir_names[index[0]]);
    else
        gen_label_square(t, depth, index, buf, size);
}

/* clang-format off */
static const struct gen_table table = {
    .type = "uint64_t", .name = "bbg_ray_table",
    .about = "Empty-board rays, the square excluded: bbg_ray_table[direction][square].",
    .rank = 2, .dims = { BBG_DIR_COUNT, GEN_SQUARES }, .bitboard = ray, .label = label,
};
/* clang-format on */

void gen_shift(struct emitter *e, const struct gen_job *job) { emit_table(e, job->part, &table); }
