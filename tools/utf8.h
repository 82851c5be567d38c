/* UTF-8 as the tool's output needs it: how long a well-formed character is.
 * Shared by the error messages' quoting (format.c) and the JSON writer
 * (json.c, which bench/ links too). */
#ifndef BBGEOM_TOOL_UTF8_H
#define BBGEOM_TOOL_UTF8_H

#include <stddef.h>

/* Length (2 to 4) of the well-formed UTF-8 sequence of a character from
 * U+0080 on at p, or 0: an ASCII byte, a stray or truncated byte, an
 * overlong form, a surrogate or beyond U+10FFFF. Reads no byte past a NUL:
 * a sequence cut short by the terminator is 0. */
size_t utf8_len(const unsigned char *p);

#endif
