/* Knight distance: the fewest knight moves between two squares of the
 * empty board, by a breadth-first search from each square. */
#include "board.h"
#include "families.h"

static const int knight_df[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };
static const int knight_dr[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };

/* dist[t] = knight moves from `from` to t. */
static void knight_bfs(int from, int dist[GEN_SQUARES])
{
    int queue[GEN_SQUARES], head = 0, tail = 0;
    for (int sq = 0; sq < GEN_SQUARES; sq++)
        dist[sq] = -1;
    dist[from] = 0;
    queue[tail++] = from;
    while (head < tail) {
        int sq = queue[head++];
        for (int i = 0; i < 8; i++) {
            int f = gen_file(sq) + knight_df[i], r = gen_rank(sq) + knight_dr[i];
            if (f < 0 || f >= GEN_SIDE || r < 0 || r >= GEN_SIDE || dist[r * GEN_SIDE + f] >= 0)
                continue;
            dist[r * GEN_SIDE + f] = dist[sq] + 1;
            queue[tail++] = r * GEN_SIDE + f;
        }
    }
}

void gen_distance_header(struct emitter *e)
{
    emit(e, "/* Fewest knight moves from a to b on the empty board:\n"
            " * bbg_knight_distance_table[a][b]. */\n"
            "extern const uint8_t bbg_knight_distance_table[64][64];\n\n");
}

void gen_distance_source(struct emitter *e)
{
    emit(e, "const uint8_t bbg_knight_distance_table[64][64] = {\n");
    for (int a = 0; a < GEN_SQUARES; a++) {
        int dist[GEN_SQUARES];
        char name[3];
        knight_bfs(a, dist);
        gen_square_name(a, name);
        emit(e, "  { /* from %s, to a1..h8 */\n   ", name);
        for (int b = 0; b < GEN_SQUARES; b++)
            emit(e, " %d,%s", dist[b], b % 16 == 15 ? "\n   " : "");
        emit(e, "},\n");
    }
    emit(e, "};\n\n");
}
