/* Pair tables: the squares strictly between two aligned squares, and the
 * whole line through them. */
#include "board.h"
#include "families.h"

static int min(int a, int b) { return a < b ? a : b; }
static int max(int a, int b) { return a > b ? a : b; }

/* The kind of line both squares lie on, or GEN_LINES if none (or a == b). */
static enum gen_line shared_line(int a, int b)
{
    if (a == b)
        return GEN_LINES;
    for (int line = 0; line < GEN_LINES; line++)
        if (gen_on_same_line((enum gen_line)line, a, b))
            return (enum gen_line)line;
    return GEN_LINES;
}

/* True if s lies in the rectangle spanned by a and b, ends included. */
static bool in_span(int s, int a, int b)
{
    return gen_rank(s) >= min(gen_rank(a), gen_rank(b)) && gen_rank(s) <= max(gen_rank(a), gen_rank(b))
        && gen_file(s) >= min(gen_file(a), gen_file(b)) && gen_file(s) <= max(gen_file(a), gen_file(b));
}

static uint64_t between(int a, int b)
{
    enum gen_line line = shared_line(a, b);
    uint64_t bb = 0;
    if (line == GEN_LINES)
        return 0;
    for (int s = 0; s < GEN_SQUARES; s++)
        if (s != a && s != b && gen_on_same_line(line, s, a) && in_span(s, a, b))
            bb |= gen_bit(s);
    return bb;
}

static uint64_t line_through(int a, int b)
{
    enum gen_line line = shared_line(a, b);
    uint64_t bb = 0;
    if (line == GEN_LINES)
        return 0;
    for (int s = 0; s < GEN_SQUARES; s++)
        if (gen_on_same_line(line, s, a))
            bb |= gen_bit(s);
    return bb;
}

static void emit_pair_table(struct emitter *e, const char *table, uint64_t (*entry)(int, int))
{
    emit(e, "const uint64_t %s[64][64] = {\n", table);
    for (int a = 0; a < GEN_SQUARES; a++) {
        char from[3];
        gen_square_name(a, from);
        emit(e, "  { /* from %s */\n", from);
        for (int b = 0; b < GEN_SQUARES; b++) {
            char to[3], label[8];
            gen_square_name(b, to);
            snprintf(label, sizeof label, "%s-%s", from, to);
            emit_bb_entry(e, entry(a, b), label);
        }
        emit(e, "  },\n");
    }
    emit(e, "};\n\n");
}

void gen_pairs_header(struct emitter *e)
{
    emit(e, "/* Squares strictly between a and b when they share a line, else 0:\n"
            " * bbg_between_table[a][b]. */\n"
            "extern const uint64_t bbg_between_table[64][64];\n"
            "/* The whole line through a and b when they share one and a != b, else 0. */\n"
            "extern const uint64_t bbg_line_through_table[64][64];\n\n");
}

void gen_pairs_source(struct emitter *e)
{
    emit_pair_table(e, "bbg_between_table", between);
    emit_pair_table(e, "bbg_line_through_table", line_through);
}
