/* UTF-8 sequence lengths (see utf8.h). */
#include "utf8.h"

size_t utf8_len(const unsigned char *p)
{
    unsigned char lo = 0x80, hi = 0xBF; /* allowed range of the 2nd byte */
    size_t len;
    if (p[0] >= 0xC2 && p[0] <= 0xDF) {
        len = 2;
    } else if (p[0] >= 0xE0 && p[0] <= 0xEF) {
        len = 3;
        if (p[0] == 0xE0)
            lo = 0xA0;
        else if (p[0] == 0xED)
            hi = 0x9F;
    } else if (p[0] >= 0xF0 && p[0] <= 0xF4) {
        len = 4;
        if (p[0] == 0xF0)
            lo = 0x90;
        else if (p[0] == 0xF4)
            hi = 0x8F;
    } else {
        return 0;
    }
    if (p[1] < lo || p[1] > hi)
        return 0;
    /* The terminator fails these tests, so nothing past it is read. */
    for (size_t i = 2; i < len; i++)
        if (p[i] < 0x80 || p[i] > 0xBF)
            return 0;
    return len;
}
