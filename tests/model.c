/* The brute-force model: see model.h. Plain loops and comparisons only. */
#include "model.h"

#include <assert.h>
#include <stdio.h>

const struct model_step model_directions[MODEL_DIRECTIONS] = {
    { 1, 0 }, { -1, 0 },  /* rank */
    { 0, 1 }, { 0, -1 },  /* file */
    { 1, 1 }, { -1, -1 }, /* diagonal */
    { 1, -1 }, { -1, 1 }, /* anti-diagonal */
};

const char *const model_kind_names[MODEL_KINDS] = { "rank", "file", "diag", "anti" };
const char *const model_slider_names[MODEL_SLIDERS] = { "bishop", "rook", "queen" };

bool model_is_square(int sq) { return sq >= 0 && sq < 64; }

int model_rank(int sq) { return sq / 8; }

int model_file(int sq) { return sq % 8; }

int model_square(int file, int rank)
{
    if (file < 0 || file > 7 || rank < 0 || rank > 7)
        return MODEL_NONE;
    return 8 * rank + file;
}

int model_x88_square(int x)
{
    for (int rank = 0; rank < 8; rank++)
        for (int file = 0; file < 8; file++)
            if (x == 16 * rank + file)
                return model_square(file, rank);
    return MODEL_NONE;
}

int model_walk(int sq, int dir, int out[8])
{
    int n = 0;
    int file = model_file(sq), rank = model_rank(sq);
    for (;;) {
        file += model_directions[dir].df;
        rank += model_directions[dir].dr;
        int next = model_square(file, rank);
        if (next == MODEL_NONE)
            return n;
        out[n++] = next;
    }
}

uint64_t model_bit(int sq)
{
    assert(sq >= 0 && sq < 64);
    return (uint64_t)1 << sq;
}

bool model_has(uint64_t bb, int sq) { return (bb & model_bit(sq)) != 0; }

int model_count(uint64_t bb)
{
    int n = 0;
    for (int sq = 0; sq < 64; sq++)
        if (model_has(bb, sq))
            n++;
    return n;
}

int model_line_squares(int kind, int sq, int out[8])
{
    int n = 0;
    out[n++] = sq;
    for (int way = 0; way < 2; way++) {
        int walked[8];
        int m = model_walk(sq, 2 * kind + way, walked);
        for (int i = 0; i < m; i++)
            out[n++] = walked[i];
    }
    return n;
}

uint64_t model_line_bb(int kind, int sq)
{
    int squares[8];
    int n = model_line_squares(kind, sq, squares);
    uint64_t bb = 0;
    for (int i = 0; i < n; i++)
        bb |= model_bit(squares[i]);
    return bb;
}

uint64_t model_rank_bb(int r) { return model_line_bb(MODEL_RANK, model_square(0, r)); }

uint64_t model_file_bb(int f) { return model_line_bb(MODEL_FILE, model_square(f, 0)); }

/* Diagonal d starts on file a (d >= 0, rank d) or on rank 1 (d < 0, file -d). */
uint64_t model_diag_bb(int d)
{
    int start = d >= 0 ? model_square(0, d) : model_square(-d, 0);
    return model_line_bb(MODEL_DIAG, start);
}

/* Anti-diagonal i starts on rank 1 (i <= 7, file i) or on file h (rank i - 7). */
uint64_t model_anti_bb(int i)
{
    int start = i <= 7 ? model_square(i, 0) : model_square(7, i - 7);
    return model_line_bb(MODEL_ANTI, start);
}

bool model_same_line(int kind, int a, int b)
{
    int squares[8];
    int n = model_line_squares(kind, a, squares);
    for (int i = 0; i < n; i++)
        if (squares[i] == b)
            return true;
    return false;
}

bool model_aligned(int a, int b)
{
    if (a == b)
        return false;
    for (int kind = 0; kind < MODEL_KINDS; kind++)
        if (model_same_line(kind, a, b))
            return true;
    return false;
}

bool model_slider_uses(int slider, int kind)
{
    bool orthogonal = kind == MODEL_RANK || kind == MODEL_FILE;
    switch (slider) {
    case MODEL_BISHOP: return !orthogonal;
    case MODEL_ROOK: return orthogonal;
    case MODEL_QUEEN: return true;
    default: return false;
    }
}

/* The direction in which b is reached walking from a, or -1. */
static int direction_to(int a, int b)
{
    for (int dir = 0; dir < MODEL_DIRECTIONS; dir++) {
        int walked[8];
        int n = model_walk(a, dir, walked);
        for (int i = 0; i < n; i++)
            if (walked[i] == b)
                return dir;
    }
    return -1;
}

uint64_t model_between_bb(int a, int b)
{
    int dir = direction_to(a, b);
    if (dir < 0)
        return 0;
    int walked[8];
    int n = model_walk(a, dir, walked);
    uint64_t bb = 0;
    for (int i = 0; i < n && walked[i] != b; i++)
        bb |= model_bit(walked[i]);
    return bb;
}

uint64_t model_line_through_bb(int a, int b)
{
    int dir = direction_to(a, b);
    if (dir < 0)
        return 0;
    /* Directions come in pairs 2k, 2k + 1, opposite to each other. */
    int opposite = dir % 2 == 0 ? dir + 1 : dir - 1;
    uint64_t bb = model_bit(a);
    int walked[8];
    int n = model_walk(a, dir, walked);
    for (int i = 0; i < n; i++)
        bb |= model_bit(walked[i]);
    n = model_walk(a, opposite, walked);
    for (int i = 0; i < n; i++)
        bb |= model_bit(walked[i]);
    return bb;
}

int model_intersect(int ka, int a, int kb, int b)
{
    if (ka == kb)
        return MODEL_NONE;
    int on_a[8], on_b[8];
    int na = model_line_squares(ka, a, on_a);
    int nb = model_line_squares(kb, b, on_b);
    for (int i = 0; i < na; i++)
        for (int j = 0; j < nb; j++)
            if (on_a[i] == on_b[j])
                return on_a[i];
    return MODEL_NONE;
}

uint64_t model_cross_bb(int slider, int a, int b)
{
    uint64_t bb = 0;
    for (int x = 0; x < MODEL_KINDS; x++) {
        for (int y = 0; y < MODEL_KINDS; y++) {
            if (x == y || !model_slider_uses(slider, x) || !model_slider_uses(slider, y))
                continue;
            int s = model_intersect(x, a, y, b);
            if (s != MODEL_NONE)
                bb |= model_bit(s);
        }
    }
    return bb;
}

int model_color(int sq)
{
    return (model_rank(sq) + model_file(sq)) % 2 == 0 ? MODEL_DARK : MODEL_LIGHT;
}

struct model_name model_name(int sq)
{
    struct model_name name;
    if (model_is_square(sq)) {
        name.s[0] = (char)('a' + model_file(sq));
        name.s[1] = (char)('1' + model_rank(sq));
        name.s[2] = '\0';
    } else if (sq == MODEL_NONE) {
        snprintf(name.s, sizeof name.s, "none");
    } else {
        snprintf(name.s, sizeof name.s, "sq%d", sq);
    }
    return name;
}

struct model_bb_text model_bb_text(uint64_t bb)
{
    struct model_bb_text text;
    int len = 0;
    text.s[0] = '\0';
    for (int sq = 0; sq < 64; sq++) {
        if (!model_has(bb, sq))
            continue;
        if (len > 0)
            text.s[len++] = ' ';
        struct model_name name = model_name(sq);
        text.s[len++] = name.s[0];
        text.s[len++] = name.s[1];
        text.s[len] = '\0';
    }
    return text;
}

/* Attacks, distances and symmetries. */

static bool slider_uses_direction(int slider, int dir)
{
    return model_slider_uses(slider, dir / 2);
}

uint64_t model_slider_attacks_bb(int slider, int sq, uint64_t occ)
{
    uint64_t bb = 0;
    for (int dir = 0; dir < MODEL_DIRECTIONS; dir++) {
        int walked[8];
        int n = slider_uses_direction(slider, dir) ? model_walk(sq, dir, walked) : 0;
        for (int i = 0; i < n; i++) {
            bb |= model_bit(walked[i]);
            if (model_has(occ, walked[i]))
                break;
        }
    }
    return bb;
}

uint64_t model_relevant_bb(int slider, int sq)
{
    uint64_t bb = 0;
    for (int dir = 0; dir < MODEL_DIRECTIONS; dir++) {
        int walked[8];
        int n = slider_uses_direction(slider, dir) ? model_walk(sq, dir, walked) : 0;
        for (int i = 0; i + 1 < n; i++)
            bb |= model_bit(walked[i]);
    }
    return bb;
}

const struct model_step model_knight_jumps[8] = {
    { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 }, { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 },
};
const struct model_step model_king_jumps[8] = {
    { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 1 }, { -1, 0 }, { -1, -1 }, { 0, -1 }, { 1, -1 },
};
const struct model_step model_rook_steps[4] = { { 1, 0 }, { 0, 1 }, { -1, 0 }, { 0, -1 } };

uint64_t model_jumps_bb(int sq, const struct model_step *jumps, int count)
{
    uint64_t bb = 0;
    for (int i = 0; i < count; i++) {
        int to = model_square(model_file(sq) + jumps[i].df, model_rank(sq) + jumps[i].dr);
        if (to != MODEL_NONE)
            bb |= model_bit(to);
    }
    return bb;
}

uint64_t model_knight_bb(int sq) { return model_jumps_bb(sq, model_knight_jumps, 8); }

uint64_t model_king_bb(int sq) { return model_jumps_bb(sq, model_king_jumps, 8); }

uint64_t model_pawn_bb(int side, int sq)
{
    const int up = side == 0 ? 1 : -1;
    const struct model_step captures[2] = { { -1, up }, { 1, up } };
    return model_jumps_bb(sq, captures, 2);
}

uint64_t model_ray_bb(int sq, struct model_step step)
{
    uint64_t bb = 0;
    int file = model_file(sq) + step.df, rank = model_rank(sq) + step.dr;
    for (; model_square(file, rank) != MODEL_NONE; file += step.df, rank += step.dr)
        bb |= model_bit(model_square(file, rank));
    return bb;
}

int model_jump_distance(int a, int b, const struct model_step *jumps, int count)
{
    int dist[64], queue[64], head = 0, tail = 0;
    for (int sq = 0; sq < 64; sq++)
        dist[sq] = -1;
    dist[a] = 0;
    queue[tail++] = a;
    while (head < tail) {
        int sq = queue[head++];
        for (int i = 0; i < count; i++) {
            int to = model_square(model_file(sq) + jumps[i].df, model_rank(sq) + jumps[i].dr);
            if (to != MODEL_NONE && dist[to] < 0) {
                dist[to] = dist[sq] + 1;
                queue[tail++] = to;
            }
        }
    }
    return dist[b];
}

const char *const model_symmetry_names[MODEL_SYMMETRIES] = {
    "flip vertical", "flip horizontal", "flip diagonal", "flip anti-diagonal",
    "rotate 90", "rotate 180", "rotate 270",
};

int model_map_square(enum model_symmetry symmetry, int sq)
{
    const int f = model_file(sq), r = model_rank(sq);
    switch (symmetry) {
    case MODEL_FLIP_VERTICAL: return model_square(f, 7 - r);
    case MODEL_FLIP_HORIZONTAL: return model_square(7 - f, r);
    case MODEL_FLIP_DIAGONAL: return model_square(r, f);
    case MODEL_FLIP_ANTI_DIAGONAL: return model_square(7 - r, 7 - f);
    /* Clockwise as drawn with rank 8 on top: the top-left corner a8 goes
     * to the top-right corner h8, a1 to a8. */
    case MODEL_ROTATE_90: return model_square(r, 7 - f);
    case MODEL_ROTATE_180: return model_square(7 - f, 7 - r);
    case MODEL_ROTATE_270: return model_square(7 - r, f);
    case MODEL_SYMMETRIES: break;
    }
    return MODEL_NONE;
}

uint64_t model_map_bb(enum model_symmetry symmetry, uint64_t bb)
{
    uint64_t out = 0;
    for (int sq = 0; sq < 64; sq++)
        if (model_has(bb, sq))
            out |= model_bit(model_map_square(symmetry, sq));
    return out;
}

uint64_t model_slider_checks_bb(int slider, int from, int ksq, uint64_t occ)
{
    uint64_t checks = 0;
    const uint64_t reach = model_slider_attacks_bb(slider, from, occ);
    for (int t = 0; t < 64; t++) {
        if (t == ksq || !model_has(reach, t))
            continue;
        uint64_t moved = (occ & ~model_bit(from)) | model_bit(t);
        if (model_has(model_slider_attacks_bb(slider, t, moved), ksq))
            checks |= model_bit(t);
    }
    return checks;
}

uint64_t model_slider_blockers_bb(int ksq, uint64_t occ, uint64_t diag_sliders,
                                  uint64_t orth_sliders, uint64_t *pinners)
{
    uint64_t blockers = 0, pinning = 0;
    for (int dir = 0; dir < MODEL_DIRECTIONS; dir++) {
        const uint64_t sliders = dir / 2 >= MODEL_DIAG ? diag_sliders : orth_sliders;
        int walked[8], first = MODEL_NONE;
        int n = model_walk(ksq, dir, walked);
        for (int i = 0; i < n; i++) {
            if (!model_has(occ, walked[i]))
                continue;
            if (first == MODEL_NONE) {
                first = walked[i];
                continue;
            }
            if (model_has(sliders, walked[i])) {
                blockers |= model_bit(first);
                pinning |= model_bit(walked[i]);
            }
            break;
        }
    }
    *pinners = pinning;
    return blockers;
}
