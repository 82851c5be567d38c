/* Intersection-square table: for every ordered pair of line kinds and every
 * pair of squares, the one square on both lines, found by comparing the
 * line keys of all 64 squares; -1 when there is none, and for two lines of
 * the same kind (no single meeting square, as bbg_intersect answers). */
#include "board.h"
#include "families.h"

static int meeting_square(enum gen_line x, int a, enum gen_line y, int b)
{
    if (x == y)
        return -1;
    for (int s = 0; s < GEN_SQUARES; s++)
        if (gen_on_same_line(x, s, a) && gen_on_same_line(y, s, b))
            return s;
    return -1;
}

void gen_intersect_header(struct emitter *e)
{
    emit(e, "/* Where the la-line through a meets the lb-line through b, or -1 (always\n"
            " * -1 for la == lb): bbg_intersect_table[la][lb][a][b], 4 KiB per pair of\n"
            " * line kinds. */\n"
            "extern const int8_t bbg_intersect_table[4][4][64][64];\n\n");
}

/* One row of 8 entries per rank of b, with the squares of b named. */
void gen_intersect_source(struct emitter *e)
{
    emit(e, "const int8_t bbg_intersect_table[4][4][64][64] = {\n");
    for (int x = 0; x < GEN_LINES; x++) {
        emit(e, "{ /* %s-line of a */\n", gen_line_names[x]);
        for (int y = 0; y < GEN_LINES; y++) {
            emit(e, " { /* %s-line of a, %s-line of b */\n", gen_line_names[x], gen_line_names[y]);
            for (int a = 0; a < GEN_SQUARES; a++) {
                char from[3];
                gen_square_name(a, from);
                emit(e, "  { /* a = %s */\n", from);
                for (int b = 0; b < GEN_SQUARES; b += GEN_SIDE) {
                    char first[3], last[3];
                    emit(e, "   ");
                    for (int k = 0; k < GEN_SIDE; k++)
                        emit(e, " %2d,", meeting_square((enum gen_line)x, a, (enum gen_line)y, b + k));
                    gen_square_name(b, first);
                    gen_square_name(b + GEN_SIDE - 1, last);
                    emit(e, " /* b = %s..%s */\n", first, last);
                }
                emit(e, "  },\n");
            }
            emit(e, " },\n");
        }
        emit(e, "},\n");
    }
    emit(e, "};\n\n");
}
