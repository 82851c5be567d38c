/* Square colours: a1 is dark, and colours alternate along ranks and files. */
#include <inttypes.h>

#include "board.h"
#include "families.h"

static bool is_dark(int sq)
{
    return (gen_rank(sq) + gen_file(sq)) % 2 == 0;
}

static uint64_t squares_of_colour(bool dark)
{
    uint64_t bb = 0;
    for (int sq = 0; sq < GEN_SQUARES; sq++)
        if (is_dark(sq) == dark)
            bb |= gen_bit(sq);
    return bb;
}

void gen_color_header(struct emitter *e)
{
    emit(e, "/* The dark squares (a1 is dark) and the light squares. */\n"
            "#define BBG_DARK_SQUARES UINT64_C(0x%016" PRIX64 ")\n"
            "#define BBG_LIGHT_SQUARES UINT64_C(0x%016" PRIX64 ")\n\n",
         squares_of_colour(true), squares_of_colour(false));
    emit(e, "/* Colour of each square: 1 dark, 0 light. */\n"
            "static const uint8_t bbg_color_table[64] = {\n");
    for (int sq = 0; sq < GEN_SQUARES; sq++) {
        char name[3];
        gen_square_name(sq, name);
        emit(e, "    %d, /* %s %s */\n", is_dark(sq) ? 1 : 0, name, is_dark(sq) ? "dark" : "light");
    }
    emit(e, "};\n\n");
}
