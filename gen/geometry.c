#include "geometry.h"

#include <assert.h>

const char *const gen_line_names[BBG_LINE_COUNT] = { "rank", "file", "diagonal", "anti-diagonal" };
const char *const gen_slider_names[BBG_SLIDER_COUNT] = { "bishop", "rook", "queen" };
const char *const gen_side_names[BBG_SIDE_COUNT] = { "white", "black" };

const struct gen_step gen_dir_steps[BBG_DIR_COUNT] = {
    { 0, 1 }, { 0, -1 }, { 1, 0 }, { -1, 0 }, { 1, 1 }, { -1, 1 }, { 1, -1 }, { -1, -1 },
};
const char *const gen_dir_names[BBG_DIR_COUNT] = {
    "north", "south", "east", "west", "north-east", "north-west", "south-east", "south-west",
};
const struct gen_step gen_knight_jumps[8] = {
    { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 }, { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 },
};

int gen_rank(int sq) { return sq / GEN_SIDE; }

int gen_file(int sq) { return sq % GEN_SIDE; }

int gen_square(int file, int rank)
{
    bool on_board = file >= 0 && file < GEN_SIDE && rank >= 0 && rank < GEN_SIDE;
    return on_board ? rank * GEN_SIDE + file : -1;
}

int gen_step_from(int sq, struct gen_step step) { return gen_square(gen_file(sq) + step.df, gen_rank(sq) + step.dr); }

uint64_t gen_bit(int sq)
{
    assert(sq >= 0 && sq < GEN_SQUARES); /* a shift by 64 or more is undefined */
    return (uint64_t)1 << sq;
}

int gen_popcount(uint64_t bb)
{
    int n = 0;
    for (int sq = 0; sq < GEN_SQUARES; sq++)
        n += (bb & gen_bit(sq)) != 0;
    return n;
}

uint64_t gen_leaps(int sq, const struct gen_step *steps, int count)
{
    uint64_t bb = 0;
    for (int i = 0; i < count; i++) {
        int to = gen_step_from(sq, steps[i]);
        if (to >= 0)
            bb |= gen_bit(to);
    }
    return bb;
}

uint64_t gen_walk(int sq, enum bbg_dir dir, uint64_t occ)
{
    uint64_t bb = 0;
    for (int s = gen_step_from(sq, gen_dir_steps[dir]); s >= 0; s = gen_step_from(s, gen_dir_steps[dir])) {
        bb |= gen_bit(s);
        if (occ & gen_bit(s))
            break;
    }
    return bb;
}

enum bbg_line gen_dir_line(enum bbg_dir dir)
{
    struct gen_step step = gen_dir_steps[dir];
    if (step.dr == 0)
        return BBG_RANK;
    if (step.df == 0)
        return BBG_FILE;
    return step.df == step.dr ? BBG_DIAG : BBG_ANTI;
}

int gen_line_key(enum bbg_line line, int sq)
{
    switch (line) {
    case BBG_RANK: return gen_rank(sq);
    case BBG_FILE: return gen_file(sq);
    case BBG_DIAG: return gen_rank(sq) - gen_file(sq);
    case BBG_ANTI: return gen_rank(sq) + gen_file(sq);
    }
    return 0;
}

bool gen_on_same_line(enum bbg_line line, int a, int b) { return gen_line_key(line, a) == gen_line_key(line, b); }

bool gen_slider_uses(enum bbg_slider slider, enum bbg_line line)
{
    bool orthogonal = line == BBG_RANK || line == BBG_FILE;
    switch (slider) {
    case BBG_BISHOP: return !orthogonal;
    case BBG_ROOK: return orthogonal;
    case BBG_QUEEN: return true;
    }
    return false;
}

void gen_square_name(int sq, char name[3])
{
    name[0] = (char)('a' + gen_file(sq));
    name[1] = (char)('1' + gen_rank(sq));
    name[2] = '\0';
}
