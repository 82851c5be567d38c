/* Square names in and out (include/bbgeom/square.h): bbg_square_name and
 * bbg_parse_square, which validates any text. */
#include "bbgeom/square.h"

#include <stddef.h>

/* clang-format off */
static const char square_names[64][3] = {
    "a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1",
    "a2", "b2", "c2", "d2", "e2", "f2", "g2", "h2",
    "a3", "b3", "c3", "d3", "e3", "f3", "g3", "h3",
    "a4", "b4", "c4", "d4", "e4", "f4", "g4", "h4",
    "a5", "b5", "c5", "d5", "e5", "f5", "g5", "h5",
    "a6", "b6", "c6", "d6", "e6", "f6", "g6", "h6",
    "a7", "b7", "c7", "d7", "e7", "f7", "g7", "h7",
    "a8", "b8", "c8", "d8", "e8", "f8", "g8", "h8",
};
/* clang-format on */

const char *bbg_square_name(int sq) { return bbg_is_square(sq) ? square_names[sq] : NULL; }

int bbg_parse_square(const char *text)
{
    /* Each byte is read only after the previous one proved not to be the
     * terminator, so short strings are never read past their end. */
    if (text == NULL || text[0] < 'a' || text[0] > 'h')
        return BBG_NO_SQUARE;
    if (text[1] < '1' || text[1] > '8' || text[2] != '\0')
        return BBG_NO_SQUARE;
    return bbg_make_square(text[0] - 'a', text[1] - '1');
}
