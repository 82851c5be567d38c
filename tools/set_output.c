/* A set of squares in the commands' output (see set_output.h). */
#include "set_output.h"

#include <bbgeom.h>

#include "format.h"

void json_bitboard(struct json *j, const char *key, uint64_t bb)
{
    char hex[HEX_SIZE];
    format_hex(bb, hex);
    json_string(j, key, hex);
}

void json_squares(struct json *j, const char *key, uint64_t bb)
{
    json_array_begin(j, key);
    for (int sq = 0; sq < 64; sq++)
        if ((bb >> sq) & 1u)
            json_string(j, NULL, bbg_square_name(sq));
    json_array_end(j);
}

void json_set(struct json *j, uint64_t bb)
{
    json_bitboard(j, "bitboard", bb);
    json_squares(j, "squares", bb);
    json_int(j, "count", count_squares(bb));
}

void text_set(FILE *f, uint64_t bb)
{
    char hex[HEX_SIZE];
    format_hex(bb, hex);
    fprintf(f, "bitboard: %s\nsquares:  ", hex);
    print_squares(f, bb);
    fprintf(f, " (%d)\n", count_squares(bb));
}
