/* A set of squares in the commands' output, the same in every command:
 * its bitboard as hex, its squares in ascending index order, its count. */
#ifndef BBGEOM_TOOL_SET_OUTPUT_H
#define BBGEOM_TOOL_SET_OUTPUT_H

#include <stdint.h>
#include <stdio.h>

#include "json.h"

/* key: "0x" + 16 hex digits. */
void json_bitboard(struct json *j, const char *key, uint64_t bb);

/* key: the square names of bb, an array. */
void json_squares(struct json *j, const char *key, uint64_t bb);

/* The "bitboard", "squares" and "count" members of a JSON object. */
void json_set(struct json *j, uint64_t bb);

/* The "bitboard:" and "squares:" lines of the text output. */
void text_set(FILE *f, uint64_t bb);

#endif
