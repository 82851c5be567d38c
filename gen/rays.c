/* Rays: from each square in each of the eight directions, the squares of
 * the empty board up to the edge, the square itself excluded. */
#include "board.h"
#include "families.h"

/* In the order of the public enum bbg_dir: north (towards rank 8), south,
 * east (towards file h), west, north-east, north-west, south-east,
 * south-west. */
static const struct {
    int df, dr;
    const char *name;
} directions[8] = {
    { 0, 1, "north" }, { 0, -1, "south" }, { 1, 0, "east" }, { -1, 0, "west" },
    { 1, 1, "north-east" }, { -1, 1, "north-west" }, { 1, -1, "south-east" }, { -1, -1, "south-west" },
};

static uint64_t ray(int sq, int dir)
{
    uint64_t bb = 0;
    int f = gen_file(sq) + directions[dir].df, r = gen_rank(sq) + directions[dir].dr;
    for (; f >= 0 && f < GEN_SIDE && r >= 0 && r < GEN_SIDE; f += directions[dir].df, r += directions[dir].dr)
        bb |= gen_bit(r * GEN_SIDE + f);
    return bb;
}

void gen_rays_header(struct emitter *e)
{
    emit(e, "/* Empty-board rays, the square excluded: bbg_ray_table[direction][square]. */\n"
            "static const uint64_t bbg_ray_table[8][64] = {\n");
    for (int dir = 0; dir < 8; dir++) {
        emit(e, "  { /* %s */\n", directions[dir].name);
        for (int sq = 0; sq < GEN_SQUARES; sq++) {
            char name[3];
            gen_square_name(sq, name);
            emit(e, "  ");
            emit_bb_entry(e, ray(sq, dir), name);
        }
        emit(e, "  },\n");
    }
    emit(e, "};\n\n");
}
