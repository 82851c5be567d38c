/* Cross tables: for a slider on a and a target b, the squares where a line
 * the slider moves along through a meets another such line through b. */
#include "board.h"
#include "families.h"

static uint64_t cross(enum gen_slider slider, int a, int b)
{
    uint64_t bb = 0;
    for (int x = 0; x < GEN_LINES; x++) {
        for (int y = 0; y < GEN_LINES; y++) {
            if (x == y || !gen_slider_uses(slider, (enum gen_line)x) || !gen_slider_uses(slider, (enum gen_line)y))
                continue;
            for (int s = 0; s < GEN_SQUARES; s++)
                if (gen_on_same_line((enum gen_line)x, s, a) && gen_on_same_line((enum gen_line)y, s, b))
                    bb |= gen_bit(s);
        }
    }
    return bb;
}

void gen_cross_header(struct emitter *e)
{
    emit(e, "/* Cross squares of a slider on a towards b: bbg_cross_table[slider][a][b]. */\n"
            "extern const uint64_t bbg_cross_table[3][64][64];\n\n");
}

void gen_cross_source(struct emitter *e)
{
    emit(e, "const uint64_t bbg_cross_table[3][64][64] = {\n");
    for (int slider = 0; slider < GEN_SLIDERS; slider++) {
        emit(e, "{ /* %s */\n", gen_slider_names[slider]);
        for (int a = 0; a < GEN_SQUARES; a++) {
            char from[3];
            gen_square_name(a, from);
            emit(e, "  { /* %s from %s */\n", gen_slider_names[slider], from);
            for (int b = 0; b < GEN_SQUARES; b++) {
                char to[3], label[8];
                gen_square_name(b, to);
                snprintf(label, sizeof label, "%s-%s", from, to);
                emit_bb_entry(e, cross((enum gen_slider)slider, a, b), label);
            }
            emit(e, "  },\n");
        }
        emit(e, "},\n");
    }
    emit(e, "};\n\n");
}
