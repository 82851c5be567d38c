/* Line masks: the line of each kind through each square, and each line by
 * its index. */
#include "geometry.h"
#include "families.h"

static uint64_t line_with_key(enum bbg_line line, int key)
{
    uint64_t bb = 0;
    for (int sq = 0; sq < GEN_SQUARES; sq++)
        if (gen_line_key(line, sq) == key)
            bb |= gen_bit(sq);
    return bb;
}

static uint64_t line_by_square(const struct gen_table *t, const int *index)
{
    (void)t;
    return line_with_key((enum bbg_line)index[0], gen_line_key((enum bbg_line)index[0], index[1]));
}

static void label_by_square(const struct gen_table *t, int depth, const int *index, char *buf, size_t size)
{
    if (depth == 0)
        snprintf(buf, size, "%s", gen_line_names[index[0]]);
    else
        gen_label_square(t, depth, index, buf, size);
}

/* Tables by index: arg is the line kind; the diagonal table starts at -7. */
static int lowest_key(enum bbg_line line) { return line == BBG_DIAG ? -7 : 0; }

static uint64_t line_by_index(const struct gen_table *t, const int *index)
{
    return line_with_key((enum bbg_line)t->arg, lowest_key((enum bbg_line)t->arg) + index[0]);
}

static void label_by_index(const struct gen_table *t, int depth, const int *index, char *buf, size_t size)
{
    int key = lowest_key((enum bbg_line)t->arg) + index[depth];
    if (t->arg == BBG_RANK)
        snprintf(buf, size, "rank %c", '1' + key);
    else if (t->arg == BBG_FILE)
        snprintf(buf, size, "file %c", 'a' + key);
    else
        snprintf(buf, size, "%s %d", gen_line_names[t->arg], key);
}

/* clang-format off */
static const struct gen_table tables[] = {
    { .type = "uint64_t", .name = "bbg_line_mask_table",
      .about = "The whole line of each kind through each square (the square included):\n"
               " * bbg_line_mask_table[line][square].",
      .rank = 2, .dims = { BBG_LINE_COUNT, GEN_SQUARES }, .bitboard = line_by_square, .label = label_by_square },
    { .type = "uint64_t", .name = "bbg_rank_mask_table", .about = "Rank r: bbg_rank_mask_table[r].",
      .rank = 1, .dims = { 8 }, .arg = BBG_RANK, .bitboard = line_by_index, .label = label_by_index },
    { .type = "uint64_t", .name = "bbg_file_mask_table", .about = "File f: bbg_file_mask_table[f].",
      .rank = 1, .dims = { 8 }, .arg = BBG_FILE, .bitboard = line_by_index, .label = label_by_index },
    { .type = "uint64_t", .name = "bbg_diag_mask_table",
      .about = "Diagonal d = rank - file: bbg_diag_mask_table[d + 7].",
      .rank = 1, .dims = { 15 }, .arg = BBG_DIAG, .bitboard = line_by_index, .label = label_by_index },
    { .type = "uint64_t", .name = "bbg_anti_mask_table",
      .about = "Anti-diagonal i = rank + file: bbg_anti_mask_table[i].",
      .rank = 1, .dims = { 15 }, .arg = BBG_ANTI, .bitboard = line_by_index, .label = label_by_index },
};
/* clang-format on */

void gen_lines(struct emitter *e, const struct gen_job *job)
{
    for (size_t i = 0; i < sizeof tables / sizeof tables[0]; i++)
        emit_table(e, job->part, &tables[i]);
}
