/* Evaluation masks: the files beside each file, and for each side and
 * square the pawn's attack span, its passed-pawn mask and the king zone,
 * each found by comparing every square's file and rank with the square's.
 * (The file ahead of a square is the ray north or south: gen/shift.c.) */
#include <stdlib.h>

#include "geometry.h"
#include "families.h"

/* How many ranks t lies ahead of sq for side: white moves up the board,
 * black down; negative behind. */
static int ranks_ahead(int side, int sq, int t)
{
    int up = gen_rank(t) - gen_rank(sq);
    return side == BBG_WHITE ? up : -up;
}

static int file_gap(int sq, int t) { return abs(gen_file(t) - gen_file(sq)); }

/* index: file. */
static uint64_t adjacent_files(const struct gen_table *t, const int *index)
{
    uint64_t bb = 0;
    (void)t;
    for (int sq = 0; sq < GEN_SQUARES; sq++)
        if (abs(gen_file(sq) - index[0]) == 1)
            bb |= gen_bit(sq);
    return bb;
}

static void label_file(const struct gen_table *t, int depth, const int *index, char *buf, size_t size)
{
    (void)t;
    snprintf(buf, size, "file %c", 'a' + index[depth]);
}

/* index: side, square. The squares strictly ahead whose file is at least
 * t->arg and at most one file from the square's: the attack span
 * (arg 1) or the passed-pawn mask (arg 0). */
static uint64_t ahead(const struct gen_table *t, const int *index)
{
    uint64_t bb = 0;
    for (int sq = 0; sq < GEN_SQUARES; sq++)
        if (file_gap(index[1], sq) >= t->arg && file_gap(index[1], sq) <= 1 && ranks_ahead(index[0], index[1], sq) > 0)
            bb |= gen_bit(sq);
    return bb;
}

/* index: side, square. Within a file of the king, from one rank behind it
 * to two ahead: its square, its neighbours and the three squares beyond. */
static uint64_t king_zone(const struct gen_table *t, const int *index)
{
    uint64_t bb = 0;
    (void)t;
    for (int sq = 0; sq < GEN_SQUARES; sq++) {
        int rank = ranks_ahead(index[0], index[1], sq);
        if (file_gap(index[1], sq) <= 1 && rank >= -1 && rank <= 2)
            bb |= gen_bit(sq);
    }
    return bb;
}

static void label_side(const struct gen_table *t, int depth, const int *index, char *buf, size_t size)
{
    if (depth == 0)
        snprintf(buf, size, "%s", gen_side_names[index[0]]);
    else
        gen_label_square(t, depth, index, buf, size);
}

/* clang-format off */
static const struct gen_table tables[] = {
    { .type = "uint64_t", .name = "bbg_adjacent_files_table",
      .about = "The files beside file f, not f itself: bbg_adjacent_files_table[f].",
      .rank = 1, .dims = { 8 }, .bitboard = adjacent_files, .label = label_file },
    { .type = "uint64_t", .name = "bbg_pawn_attack_span_table",
      .about = "The squares of the files beside the square's, strictly ahead of it for side:\n"
               " * bbg_pawn_attack_span_table[side][square].",
      .rank = 2, .dims = { BBG_SIDE_COUNT, GEN_SQUARES }, .arg = 1, .bitboard = ahead, .label = label_side },
    { .type = "uint64_t", .name = "bbg_passed_pawn_mask_table",
      .about = "The squares of the square's file and the files beside it, strictly ahead of it\n"
               " * for side: bbg_passed_pawn_mask_table[side][square].",
      .rank = 2, .dims = { BBG_SIDE_COUNT, GEN_SQUARES }, .arg = 0, .bitboard = ahead, .label = label_side },
    { .type = "uint64_t", .name = "bbg_king_zone_table",
      .about = "A king's square, its neighbours and the three squares two ranks ahead of it\n"
               " * for side, on the board: bbg_king_zone_table[side][square].",
      .rank = 2, .dims = { BBG_SIDE_COUNT, GEN_SQUARES }, .bitboard = king_zone, .label = label_side },
};
/* clang-format on */

void gen_eval_masks(struct emitter *e, const struct gen_job *job)
{
    for (size_t i = 0; i < sizeof tables / sizeof tables[0]; i++)
        emit_table(e, job->part, &tables[i]);
}
