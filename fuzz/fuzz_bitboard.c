/* Fuzz target: the CLI's bitboard text parser (hex, decimal, square lists)
 * and the other word parsers, on any text.
 *
 * Beyond "no crash, no out-of-bounds read": an accepted bitboard prints as
 * hex that parses back to the same value; a rejected one gets a one-line
 * message. */
#include "fuzz.h"
#include "format.h"
#include "parse.h"

/* A message is one non-empty line. */
static void require_message(const char *err) { FUZZ_REQUIRE(err[0] != '\0' && strchr(err, '\n') == NULL); }

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    if (text == NULL)
        return 0;
    char err[PARSE_ERROR_SIZE] = "";
    uint64_t bb = 0;
    if (parse_bitboard(text, &bb, err)) {
        char hex[HEX_SIZE];
        uint64_t again = ~bb;
        format_hex(bb, hex);
        FUZZ_REQUIRE(parse_bitboard(hex, &again, err) && again == bb);
    } else {
        require_message(err);
    }

    int sq;
    enum bbg_line line;
    enum bbg_slider slider;
    enum color_mode mode;
    if (!parse_square(text, &sq, err))
        require_message(err);
    else
        FUZZ_REQUIRE(bbg_is_square(sq));
    if (!parse_line(text, &line, err))
        require_message(err);
    else
        FUZZ_REQUIRE(bbg_is_line((int)line));
    if (!parse_slider(text, &slider, err))
        require_message(err);
    else
        FUZZ_REQUIRE(bbg_is_slider((int)slider));
    if (!parse_color_mode(text, &mode, err))
        require_message(err);

    char quoted[QUOTE_SIZE];
    quote_arg(quoted, sizeof quoted, text);
    FUZZ_REQUIRE(strchr(quoted, '\n') == NULL);
    free(text);
    return 0;
}
