/* Intersection-square table: for every ordered pair of line kinds and every
 * pair of squares, the one square on both lines, found by comparing the
 * line keys of all 64 squares; -1 when there is none, and for two lines of
 * the same kind (no single meeting square, as bbg_intersect answers). */
#include "geometry.h"
#include "families.h"

/* index: line kind of a, line kind of b, a, b. */
static int meeting_square(const struct gen_table *t, const int *index)
{
    enum bbg_line x = (enum bbg_line)index[0], y = (enum bbg_line)index[1];
    (void)t;
    if (x == y)
        return -1;
    for (int s = 0; s < GEN_SQUARES; s++)
        if (gen_on_same_line(x, s, index[2]) && gen_on_same_line(y, s, index[3]))
            return s;
    return -1;
}

static void label(const struct gen_table *t, int depth, const int *index, char *buf, size_t size)
{
    char name[8];
    if (depth < 2) {
        snprintf(buf, size, "%s-line of %c", gen_line_names[index[depth]], depth == 0 ? 'a' : 'b');
        return;
    }
    gen_label_square(t, depth, index, name, sizeof name);
    snprintf(buf, size, "%c = %s", depth == 2 ? 'a' : 'b', name);
}

/* clang-format off */
static const struct gen_table table = {
    .type = "int8_t", .name = "bbg_intersect_table",
    .about = "Where the la-line through a meets the lb-line through b, or -1 (always\n"
             " * -1 for la == lb): bbg_intersect_table[la][lb][a][b], 4 KiB per pair of\n"
             " * line kinds.",
    .rank = 4, .dims = { BBG_LINE_COUNT, BBG_LINE_COUNT, GEN_SQUARES, GEN_SQUARES },
    .number = meeting_square, .label = label,
};
/* clang-format on */

void gen_intersect(struct emitter *e, const struct gen_job *job) { emit_table(e, job->part, &table); }
