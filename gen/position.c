/* The position layer's tables (include/bbgeom/position.h; board.h reads
 * them): castling paths, and Polyglot's keys, the 781 published Random64
 * numbers of gen/data/polyglot-random64.txt by side, piece and square. */
#include <inttypes.h>
#include <string.h>

#include "geometry.h"
#include "families.h"

static const char *const side_names[2] = { "white", "black" };
static const char *const piece_names[6] = { "pawn", "knight", "bishop", "rook", "queen", "king" };

/* Polyglot's order: 64 squares for each of black pawn, white pawn, black
 * knight, ..., white king; then the four castling rights (white short,
 * white long, black short, black long), the eight en passant files and
 * the side to move (XORed in when white is to move). */
static int piece_offset(int side, int kind, int sq) { return 64 * (2 * kind + (side == BBG_WHITE ? 1 : 0)) + sq; }

/* Reads one number a line, 16 hex digits, or fails naming the file. */
void gen_read_random64(const char *path, uint64_t values[GEN_RANDOM64_COUNT])
{
    FILE *f = gen_open(path, "r");
    char line[128];
    int n = 0, line_no = 0;
    while (fgets(line, sizeof line, f) != NULL) {
        size_t len = strcspn(line, "\r\n");
        unsigned long long v = 0;
        line_no++;
        if (len == 0 || line[0] == '#') {
            /* A comment longer than the buffer: skip the rest of its line. */
            int c = 0;
            while (line[len] == '\0' && c != EOF && c != '\n')
                c = fgetc(f);
            continue;
        }
        bool ok = len == 16 && n < GEN_RANDOM64_COUNT;
        for (size_t i = 0; ok && i < len; i++) {
            const char c = line[i];
            int digit = c >= '0' && c <= '9' ? c - '0' : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
            ok = digit >= 0;
            v = v << 4 | (unsigned)(digit & 15);
        }
        if (!ok)
            gen_fail("%s:%d: %s", path, line_no,
                     n == GEN_RANDOM64_COUNT ? "more than 781 numbers" : "expected 16 upper-case hex digits");
        values[n++] = (uint64_t)v;
    }
    fclose(f);
    if (n != GEN_RANDOM64_COUNT)
        gen_fail("%s: %d numbers, not 781", path, n);
}

/* Castling on the first rank, king on file k and rook on file r: the
 * squares that must be empty but for the two (arg 0), and the squares the
 * king stands on, passes and lands on (arg 1). Other ranks shift these. */
static uint64_t castling_squares(const struct gen_table *t, const int *index)
{
    const int king = index[0], rook = index[1];
    const int king_to = rook > king ? 6 : 2, rook_to = rook > king ? 5 : 3;
    uint64_t bb = 0;
    if (king == rook)
        return 0;
    for (int f = 0; f < GEN_SIDE; f++) {
        const bool king_passes = (f >= king && f <= king_to) || (f <= king && f >= king_to);
        const bool rook_passes = (f >= rook && f <= rook_to) || (f <= rook && f >= rook_to);
        if (t->arg == 0 ? (king_passes || rook_passes) && f != king && f != rook : king_passes)
            bb |= gen_bit(f);
    }
    return bb;
}

static void label_files(const struct gen_table *t, int depth, const int *index, char *buf, size_t size)
{
    (void)t;
    if (depth == 0)
        snprintf(buf, size, "king on %c1", 'a' + index[0]);
    else
        snprintf(buf, size, "king %c1, rook %c1", 'a' + index[0], 'a' + index[1]);
}

/* clang-format off */
static const struct gen_table castling_tables[2] = {
    { .type = "uint64_t", .name = "bbg_castling_empty_table", .arg = 0,
      .about = "Castling, king on file [k] and rook on file [r] of rank 1: the squares that must be empty\n"
               " * but for the two of them (shift by 56 for rank 8).",
      .rank = 2, .dims = { GEN_SIDE, GEN_SIDE }, .bitboard = castling_squares, .label = label_files },
    { .type = "uint64_t", .name = "bbg_castling_king_table", .arg = 1,
      .about = "Castling, king on file [k] and rook on file [r] of rank 1: the squares the king stands on,\n"
               " * passes and lands on, none of which may be attacked (shift by 56 for rank 8).",
      .rank = 2, .dims = { GEN_SIDE, GEN_SIDE }, .bitboard = castling_squares, .label = label_files },
};
/* clang-format on */

void gen_position(struct emitter *e, const struct gen_job *job)
{
    static const char castle_letters[] = "KQkq";
    const uint64_t *random64 = job->random64;
    emit_table(e, job->part, &castling_tables[0]);
    emit_table(e, job->part, &castling_tables[1]);
    if (job->part == GEN_DECLARE) {
        emit(e, "/* Polyglot Zobrist keys (position.h): [side][piece][square], the\n"
                " * castling rights' XOR for each set of enum bbg_castling bits, the en\n"
                " * passant file, and the key XORed in when white is to move. */\n"
                "extern const uint64_t bbg_polyglot_piece[2][6][64];\n"
                "extern const uint64_t bbg_polyglot_castling[16];\n"
                "extern const uint64_t bbg_polyglot_en_passant[8];\n"
                "extern const uint64_t bbg_polyglot_turn;\n\n");
        return;
    }
    emit(e, "const uint64_t bbg_polyglot_piece[2][6][64] = {\n");
    for (int side = 0; side < 2; side++) {
        emit(e, "    { /* %s */\n", side_names[side]);
        for (int kind = 0; kind < 6; kind++) {
            emit(e, "        { /* %s %s */\n", side_names[side], piece_names[kind]);
            for (int sq = 0; sq < GEN_SQUARES; sq++) {
                char name[3];
                gen_square_name(sq, name);
                emit(e, "            UINT64_C(0x%016" PRIX64 "), /* %s */\n", random64[piece_offset(side, kind, sq)],
                     name);
            }
            emit(e, "        },\n");
        }
        emit(e, "    },\n");
    }
    emit(e, "};\n\nconst uint64_t bbg_polyglot_castling[16] = {\n");
    for (int rights = 0; rights < 16; rights++) {
        uint64_t key = 0;
        for (int i = 0; i < 4; i++)
            key ^= rights >> i & 1 ? random64[768 + i] : 0;
        /* The label written letter by letter: no buffer to size. */
        emit(e, "    UINT64_C(0x%016" PRIX64 "), /* %s", key, rights == 0 ? "-" : "");
        for (int i = 0; i < 4; i++)
            if (rights >> i & 1)
                emit(e, "%c", castle_letters[i]);
        emit(e, " */\n");
    }
    emit(e, "};\n\nconst uint64_t bbg_polyglot_en_passant[8] = {\n");
    for (int file = 0; file < GEN_SIDE; file++)
        emit(e, "    UINT64_C(0x%016" PRIX64 "), /* file %c */\n", random64[772 + file], 'a' + file);
    emit(e, "};\n\nconst uint64_t bbg_polyglot_turn = UINT64_C(0x%016" PRIX64 ");\n\n", random64[780]);
}
