/* Text forms shared by the text and JSON output and the error messages:
 * bitboards as hex, square lists, quoted command-line arguments. */
#ifndef BBGEOM_TOOL_FORMAT_H
#define BBGEOM_TOOL_FORMAT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <bbgeom/types.h>

/* "0x" + 16 upper-case hex digits + NUL. */
#define HEX_SIZE 19

/* bb as "0x0040201008040200" (always 16 digits, upper case A-F). */
void format_hex(uint64_t bb, char out[HEX_SIZE]);

/* Number of squares in bb. */
int count_squares(uint64_t bb);

/* The squares of bb in ascending index order, separated by spaces, or
 * "none". */
void print_squares(FILE *f, uint64_t bb);

/* text between single quotes, for an error message: bytes below 0x20 and
 * 0x7f as \xHH, and at most 40 bytes of text followed by "..." when
 * longer. Always NUL-terminated; size is at least 2 (QUOTE_SIZE holds any). */
void quote_arg(char *out, size_t size, const char *text);

/* "pawn", "knight", ... "king"; "white", "black". */
const char *piece_word(enum bbg_piece piece);
const char *side_word(enum bbg_side side);

/* Room for the longest quote_arg output: quotes, 40 escaped bytes, "...". */
#define QUOTE_SIZE (2 + 40 * 4 + 3 + 1)

#endif
