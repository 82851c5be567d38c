/* A few geometry questions and their answers on a board. */
#include <stdio.h>

#include <bbgeom.h>

/* Marks a and b by letter, the answer by 'x', context (the lines asked
 * about) by '+'. */
static void print_board(uint64_t answer, uint64_t context, int a, int b)
{
    for (int rank = 7; rank >= 0; rank--) {
        printf("  %d ", rank + 1);
        for (int file = 0; file < 8; file++) {
            int sq = bbg_make_square(file, rank);
            int c = sq == a ? 'A' : sq == b ? 'B' : (answer >> sq) & 1 ? 'x' : (context >> sq) & 1 ? '+' : '.';
            printf(" %c", c);
        }
        printf("\n");
    }
    printf("     a b c d e f g h\n\n");
}

static void show_intersection(const char *la_name, enum bbg_line la, const char *a_name, const char *lb_name,
                              enum bbg_line lb, const char *b_name)
{
    int a = bbg_parse_square(a_name), b = bbg_parse_square(b_name);
    int s = bbg_intersect(la, a, lb, b);
    printf("The %s of %s meets the %s of %s on %s\n", la_name, a_name, lb_name, b_name,
           s == BBG_NO_SQUARE ? "no square" : bbg_square_name(s));
    print_board(bbg_intersect_bb(la, a, lb, b), bbg_line_bb(la, a) | bbg_line_bb(lb, b), a, b);
}

int main(void)
{
    int e4 = bbg_parse_square("e4"), b7 = bbg_parse_square("b7");
    int a1 = bbg_parse_square("a1"), h8 = bbg_parse_square("h8");

    printf("bbgeom %s: chess-board geometry on bitboards\n\n", bbg_version());
    show_intersection("rank", BBG_RANK, "h4", "anti-diagonal", BBG_ANTI, "b7");
    show_intersection("diagonal", BBG_DIAG, "c1", "anti-diagonal", BBG_ANTI, "a5");
    show_intersection("diagonal", BBG_DIAG, "c1", "anti-diagonal", BBG_ANTI, "a4");

    printf("Squares between a1 and h8 (0x%016llx):\n", (unsigned long long)bbg_between_bb(a1, h8));
    print_board(bbg_between_bb(a1, h8), 0, a1, h8);

    printf("Squares from which a queen on b7 could attack e4 after one move (0x%016llx):\n",
           (unsigned long long)bbg_cross_bb(BBG_QUEEN, b7, e4));
    print_board(bbg_cross_bb(BBG_QUEEN, b7, e4), 0, b7, e4);

    printf("e4 is %s, b7 is %s: %s colour\n", bbg_is_dark(e4) ? "dark" : "light", bbg_is_dark(b7) ? "dark" : "light",
           bbg_same_color(e4, b7) ? "same" : "different");
    return 0;
}
