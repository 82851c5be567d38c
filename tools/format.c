/* Text forms of bitboards, square lists and arguments (see format.h). */
#include "format.h"

#include <assert.h>

#include <inttypes.h>

#include <bbgeom.h>

#include "utf8.h"

void format_hex(uint64_t bb, char out[HEX_SIZE]) { snprintf(out, HEX_SIZE, "0x%016" PRIX64, bb); }

int count_squares(uint64_t bb)
{
    int n = 0;
    for (; bb != 0; bb &= bb - 1)
        n++;
    return n;
}

void print_squares(FILE *f, uint64_t bb)
{
    if (bb == 0) {
        fputs("none", f);
        return;
    }
    const char *sep = "";
    for (int sq = 0; sq < 64; sq++) {
        if ((bb >> sq) & 1u) {
            fprintf(f, "%s%s", sep, bbg_square_name(sq));
            sep = " ";
        }
    }
}

/* Length of the well-formed UTF-8 sequence of a printable character at p
 * (2 to 4 bytes), or 0: not well-formed (utf8_len), or a C1 control
 * (U+0080..U+009F, C2 80..C2 9F), which terminals may act on. */
static size_t utf8_printable_len(const unsigned char *p)
{
    if (p[0] == 0xC2 && p[1] < 0xA0)
        return 0;
    return utf8_len(p);
}

void quote_arg(char *out, size_t size, const char *text)
{
    assert(size >= 2); /* room for the closing quote and the terminator */
    enum { MAX_SHOWN = 40 };
    size_t n = 0, shown = 0;
    static const char hex[] = "0123456789abcdef";
    /* Appends one byte if there is room for it and the final "'\0". */
#define PUT(c)                    \
    do {                          \
        if (n + 2 < size)         \
            out[n++] = (char)(c); \
    } while (0)
    PUT('\'');
    for (const unsigned char *p = (const unsigned char *)text; *p != '\0';) {
        /* Printable UTF-8 is shown as it is, never cut inside a character;
         * control bytes and bytes of invalid UTF-8 as \xHH. */
        size_t len = *p >= 0x80 ? utf8_printable_len(p) : 1;
        if (shown + (len > 0 ? len : 1) > MAX_SHOWN) {
            PUT('.');
            PUT('.');
            PUT('.');
            break;
        }
        if (len == 0 || *p < 0x20 || *p == 0x7f) {
            PUT('\\');
            PUT('x');
            PUT(hex[*p >> 4]);
            PUT(hex[*p & 15]);
            p++;
            shown++;
            continue;
        }
        for (size_t i = 0; i < len; i++)
            PUT(p[i]);
        p += len;
        shown += len;
    }
#undef PUT
    out[n++] = '\'';
    out[n] = '\0';
}

const char *piece_word(enum bbg_piece piece)
{
    static const char *const words[6] = { "pawn", "knight", "bishop", "rook", "queen", "king" };
    return words[piece];
}

const char *side_word(enum bbg_side side) { return side == BBG_WHITE ? "white" : "black"; }
