/* Square colours: a1 is dark, and colours alternate along ranks and files. */
#include <inttypes.h>

#include "geometry.h"
#include "families.h"

static bool is_dark(int sq) { return (gen_rank(sq) + gen_file(sq)) % 2 == 0; }

static uint64_t squares_of_colour(bool dark)
{
    uint64_t bb = 0;
    for (int sq = 0; sq < GEN_SQUARES; sq++)
        if (is_dark(sq) == dark)
            bb |= gen_bit(sq);
    return bb;
}

static int colour(const struct gen_table *t, const int *index)
{
    (void)t;
    return is_dark(index[0]) ? 1 : 0;
}

/* clang-format off */
static const struct gen_table color_table = {
    .type = "uint8_t", .name = "bbg_color_table", .about = "Colour of each square: 1 dark, 0 light.",
    .rank = 1, .dims = { GEN_SQUARES }, .number = colour, .label = gen_label_square,
};
/* clang-format on */

void gen_color(struct emitter *e, const struct gen_job *job)
{
    if (job->part == GEN_DECLARE)
        emit(e,
             "/* The dark squares (a1 is dark) and the light squares. */\n"
             "#define BBG_DARK_SQUARES UINT64_C(0x%016" PRIX64 ")\n"
             "#define BBG_LIGHT_SQUARES UINT64_C(0x%016" PRIX64 ")\n\n",
             squares_of_colour(true), squares_of_colour(false));
    emit_table(e, job->part, &color_table);
}
