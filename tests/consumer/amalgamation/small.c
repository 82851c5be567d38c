/* A small consumer of the amalgamation: three primitives, on squares read
 * at run time (so that no compiler can fold the lookups away). What it
 * links of bbgeom.c, with and without the size recipe (the Makefile's
 * small and small-gc), is the measure in docs/using.md. Exits non-zero on
 * a wrong answer. Usage: small [FROM TO] (default e1 e8). */
#include <stdio.h>

#include "bbgeom.h"
#include "expect.h"

int main(int argc, char **argv)
{
    const int from = bbg_parse_square(argc == 3 ? argv[1] : "e1");
    const int to = bbg_parse_square(argc == 3 ? argv[2] : "e8");

    if (from < 0 || to < 0) {
        fprintf(stderr, "usage: small [FROM TO]\n");
        return 2;
    }
    if (argc == 3) {
        printf("between %016llx knight %016llx diagonal %016llx\n", (unsigned long long)bbg_between_bb(from, to),
               (unsigned long long)bbg_knight_attacks_bb(from), (unsigned long long)bbg_line_bb(BBG_DIAG, to));
        return 0;
    }
    EXPECT_INT(from, BBG_E1);
    EXPECT_STR(bbg_square_name(to), "e8");
    EXPECT_BB(bbg_between_bb(from, to), UINT64_C(0x0010101010101000)); /* e2..e7 */
    EXPECT_BB(bbg_knight_attacks_bb(from), UINT64_C(0x0000000000284400)); /* c2 d3 f3 g2 */
    EXPECT_BB(bbg_line_bb(BBG_DIAG, to), UINT64_C(0x1008040201000000)); /* a4 b5 c6 d7 e8 */
    if (failures != 0)
        return 1;
    printf("bbgeom %s: the small consumer's checks passed\n", bbg_version());
    return 0;
}
