/* Text forms of bitboards, square lists and arguments (see format.h). */
#include "format.h"

#include <inttypes.h>

#include <bbgeom.h>

void format_hex(uint64_t bb, char out[HEX_SIZE])
{
    snprintf(out, HEX_SIZE, "0x%016" PRIX64, bb);
}

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

void quote_arg(char *out, size_t size, const char *text)
{
    enum { MAX_SHOWN = 40 };
    size_t n = 0, shown = 0;
    /* Appends one byte if there is room for it and the final "'\0". */
#define PUT(c) do { if (n + 2 < size) out[n++] = (char)(c); } while (0)
    PUT('\'');
    for (const unsigned char *p = (const unsigned char *)text; *p != '\0'; p++, shown++) {
        if (shown == MAX_SHOWN) {
            PUT('.'); PUT('.'); PUT('.');
            break;
        }
        if (*p < 0x20 || *p == 0x7f) {
            static const char hex[] = "0123456789abcdef";
            PUT('\\'); PUT('x'); PUT(hex[*p >> 4]); PUT(hex[*p & 15]);
        } else {
            PUT(*p);
        }
    }
#undef PUT
    if (size >= 2) {
        out[n++] = '\'';
        out[n] = '\0';
    } else if (size == 1) {
        out[0] = '\0';
    }
}
