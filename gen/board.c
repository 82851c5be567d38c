#include "board.h"

const char *const gen_line_names[GEN_LINES] = { "rank", "file", "diagonal", "anti-diagonal" };
const char *const gen_slider_names[GEN_SLIDERS] = { "bishop", "rook", "queen" };

int gen_rank(int sq) { return sq / GEN_SIDE; }

int gen_file(int sq) { return sq % GEN_SIDE; }

uint64_t gen_bit(int sq) { return (uint64_t)1 << sq; }

int gen_line_key(enum gen_line line, int sq)
{
    switch (line) {
    case GEN_RANK: return gen_rank(sq);
    case GEN_FILE: return gen_file(sq);
    case GEN_DIAG: return gen_rank(sq) - gen_file(sq);
    case GEN_ANTI: return gen_rank(sq) + gen_file(sq);
    case GEN_LINES: break;
    }
    return 0;
}

bool gen_on_same_line(enum gen_line line, int a, int b)
{
    return gen_line_key(line, a) == gen_line_key(line, b);
}

bool gen_slider_uses(enum gen_slider slider, enum gen_line line)
{
    bool orthogonal = line == GEN_RANK || line == GEN_FILE;
    switch (slider) {
    case GEN_BISHOP: return !orthogonal;
    case GEN_ROOK: return orthogonal;
    case GEN_QUEEN: return true;
    case GEN_SLIDERS: break;
    }
    return false;
}

void gen_square_name(int sq, char name[3])
{
    name[0] = (char)('a' + gen_file(sq));
    name[1] = (char)('1' + gen_rank(sq));
    name[2] = '\0';
}
