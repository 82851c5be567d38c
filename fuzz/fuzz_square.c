/* Fuzz target: bbg_parse_square and bbg_square_name on any text.
 *
 * Beyond "no crash, no out-of-bounds read": a parsed square is 0..63 and is
 * exactly the text's two bytes (name and parse agree both ways). */
#include <bbgeom.h>

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    if (text == NULL)
        return 0;
    int sq = bbg_parse_square(text);
    if (sq == BBG_NO_SQUARE) {
        /* Rejected: the text is not a square's name. */
        FUZZ_REQUIRE(strlen(text) != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8');
    } else {
        FUZZ_REQUIRE(bbg_is_square(sq));
        const char *name = bbg_square_name(sq);
        FUZZ_REQUIRE(name != NULL && strcmp(name, text) == 0);
    }
    /* Any int from the input: a name only for 0..63. Its first four bytes,
     * little-endian whatever the host's byte order, so that a corpus file
     * means the same int on every machine. */
    int32_t n = 0;
    if (size >= 4) {
        uint32_t u = (uint32_t)data[0] | (uint32_t)data[1] << 8 | (uint32_t)data[2] << 16 | (uint32_t)data[3] << 24;
        memcpy(&n, &u, sizeof n); /* int32_t is two's complement: the same bits */
    }
    FUZZ_REQUIRE((bbg_square_name((int)n) != NULL) == bbg_is_square((int)n));
    free(text);
    return 0;
}
