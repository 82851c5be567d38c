/* Line masks: the line of each kind through each square, and each line by
 * its index. */
#include "board.h"
#include "families.h"

static uint64_t line_with_key(enum gen_line line, int key)
{
    uint64_t bb = 0;
    for (int sq = 0; sq < GEN_SQUARES; sq++)
        if (gen_line_key(line, sq) == key)
            bb |= gen_bit(sq);
    return bb;
}

static void emit_by_square(struct emitter *e)
{
    emit(e, "/* The whole line of each kind through each square (the square included):\n"
            " * bbg_line_mask_table[line][square]. */\n"
            "static const uint64_t bbg_line_mask_table[4][64] = {\n");
    for (int line = 0; line < GEN_LINES; line++) {
        emit(e, "  { /* %s */\n", gen_line_names[line]);
        for (int sq = 0; sq < GEN_SQUARES; sq++) {
            char name[3];
            gen_square_name(sq, name);
            emit_bb_entry(e, line_with_key((enum gen_line)line, gen_line_key((enum gen_line)line, sq)), name);
        }
        emit(e, "  },\n");
    }
    emit(e, "};\n\n");
}

/* One table of lines by index; index 0 of the table holds key `lowest`. */
static void emit_by_index(struct emitter *e, enum gen_line line, const char *table,
                          int lowest, int count)
{
    emit(e, "static const uint64_t %s[%d] = {\n", table, count);
    for (int i = 0; i < count; i++) {
        char label[32];
        int key = lowest + i;
        if (line == GEN_RANK)
            snprintf(label, sizeof label, "rank %c", '1' + key);
        else if (line == GEN_FILE)
            snprintf(label, sizeof label, "file %c", 'a' + key);
        else
            snprintf(label, sizeof label, "%s %d", gen_line_names[line], key);
        emit_bb_entry(e, line_with_key(line, key), label);
    }
    emit(e, "};\n\n");
}

void gen_lines_header(struct emitter *e)
{
    emit_by_square(e);
    emit(e, "/* Lines by index: rank 0..7, file 0..7, diagonal (rank - file) + 7,\n"
            " * anti-diagonal rank + file. */\n");
    emit_by_index(e, GEN_RANK, "bbg_rank_mask_table", 0, 8);
    emit_by_index(e, GEN_FILE, "bbg_file_mask_table", 0, 8);
    emit_by_index(e, GEN_DIAG, "bbg_diag_mask_table", -7, 15);
    emit_by_index(e, GEN_ANTI, "bbg_anti_mask_table", 0, 15);
}
