/* Pair tables: the squares strictly between two aligned squares, the whole
 * line through them, and the cross squares of a slider on a towards b (where
 * a line the slider moves along through a meets another one through b). */
#include "geometry.h"
#include "families.h"

static int min(int a, int b) { return a < b ? a : b; }
static int max(int a, int b) { return a > b ? a : b; }

/* The kind of line both squares lie on, or -1 if none (or a == b). */
static int shared_line(int a, int b)
{
    if (a == b)
        return -1;
    for (int line = 0; line < BBG_LINE_COUNT; line++)
        if (gen_on_same_line((enum bbg_line)line, a, b))
            return line;
    return -1;
}

/* True if s lies in the rectangle spanned by a and b, ends included. */
static bool in_span(int s, int a, int b)
{
    return gen_rank(s) >= min(gen_rank(a), gen_rank(b)) && gen_rank(s) <= max(gen_rank(a), gen_rank(b))
        && gen_file(s) >= min(gen_file(a), gen_file(b)) && gen_file(s) <= max(gen_file(a), gen_file(b));
}

/* index: a, b. */
static uint64_t between(const struct gen_table *t, const int *index)
{
    int a = index[0], b = index[1], line = shared_line(a, b);
    uint64_t bb = 0;
    (void)t;
    if (line < 0)
        return 0;
    for (int s = 0; s < GEN_SQUARES; s++)
        if (s != a && s != b && gen_on_same_line((enum bbg_line)line, s, a) && in_span(s, a, b))
            bb |= gen_bit(s);
    return bb;
}

static uint64_t line_through(const struct gen_table *t, const int *index)
{
    int a = index[0], line = shared_line(a, index[1]);
    uint64_t bb = 0;
    (void)t;
    if (line < 0)
        return 0;
    for (int s = 0; s < GEN_SQUARES; s++)
        if (gen_on_same_line((enum bbg_line)line, s, a))
            bb |= gen_bit(s);
    return bb;
}

/* index: slider, a, b. */
static uint64_t cross(const struct gen_table *t, const int *index)
{
    enum bbg_slider slider = (enum bbg_slider)index[0];
    int a = index[1], b = index[2];
    uint64_t bb = 0;
    (void)t;
    for (int x = 0; x < BBG_LINE_COUNT; x++) {
        for (int y = 0; y < BBG_LINE_COUNT; y++) {
            if (x == y || !gen_slider_uses(slider, (enum bbg_line)x) || !gen_slider_uses(slider, (enum bbg_line)y))
                continue;
            for (int s = 0; s < GEN_SQUARES; s++)
                if (gen_on_same_line((enum bbg_line)x, s, a) && gen_on_same_line((enum bbg_line)y, s, b))
                    bb |= gen_bit(s);
        }
    }
    return bb;
}

/* The last two indices are the squares a and b; a slider may come first. */
static void label_pair(const struct gen_table *t, int depth, const int *index, char *buf, size_t size)
{
    char from[3], to[3];
    int first_square = t->rank - 2;
    if (depth < first_square) {
        snprintf(buf, size, "%s", gen_slider_names[index[depth]]);
        return;
    }
    gen_square_name(index[first_square], from);
    if (depth == first_square) {
        snprintf(buf, size, "from %s", from);
        return;
    }
    gen_square_name(index[depth], to);
    snprintf(buf, size, "%s-%s", from, to);
}

/* clang-format off */
static const struct gen_table tables[] = {
    { .type = "uint64_t", .name = "bbg_between_table",
      .about = "Squares strictly between a and b when they share a line, else 0:\n"
               " * bbg_between_table[a][b].",
      .rank = 2, .dims = { GEN_SQUARES, GEN_SQUARES }, .bitboard = between, .label = label_pair },
    { .type = "uint64_t", .name = "bbg_line_through_table",
      .about = "The whole line through a and b when they share one and a != b, else 0.",
      .rank = 2, .dims = { GEN_SQUARES, GEN_SQUARES }, .bitboard = line_through, .label = label_pair },
    { .type = "uint64_t", .name = "bbg_cross_table",
      .about = "Cross squares of a slider on a towards b: bbg_cross_table[slider][a][b].",
      .rank = 3, .dims = { BBG_SLIDER_COUNT, GEN_SQUARES, GEN_SQUARES }, .bitboard = cross, .label = label_pair },
};
/* clang-format on */

void gen_pairs(struct emitter *e, const struct gen_job *job)
{
    for (size_t i = 0; i < sizeof tables / sizeof tables[0]; i++)
        emit_table(e, job->part, &tables[i]);
}
