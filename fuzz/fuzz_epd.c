/* Fuzz target: bbg_epd_read on any bytes.
 *
 * The input is one EPD record (any bytes, read with its length from a
 * buffer of exactly that size, so that AddressSanitizer catches a read past
 * it). Beyond "no crash, no read past the record": a refusal names a column
 * inside the record or just past it, in a one-line message; an accepted
 * record's SAN operands are legal moves, and the record it writes reads
 * back and writes the same bytes again (when it fits the reader's limit:
 * SAN with its check sign and escaped quotes may grow it). */
#include <bbgeom.h>

#include "fuzz.h"

/* The operands of the SAN opcodes are legal where they stand (pv's along
 * the line). */
static bool moves_are_legal(const struct bbg_epd *epd)
{
    for (int i = 0; i < epd->op_count; i++) {
        const struct bbg_epd_op *op = &epd->ops[i];
        struct bbg_position pos = epd->pos;
        for (int k = 0; k < op->count; k++) {
            const bbg_move m = epd->operands[op->first + k].move;
            if (m == BBG_NO_MOVE)
                continue;
            if (!bbg_is_legal(&pos, m))
                return false;
            if (strcmp(op->opcode, "pv") == 0)
                bbg_make_move(&pos, m);
        }
    }
    return true;
}

/* Writes epd and reads it back into *again: the length written. */
static size_t write_and_read(const struct bbg_epd *epd, char *text, size_t size, struct bbg_epd *again, int *read)
{
    const size_t len = bbg_epd_write(epd, text, size);
    *read = len < size ? bbg_epd_read(again, text, len, NULL) : -1;
    return len;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *line = malloc(size > 0 ? size : 1);
    struct bbg_epd *epd = malloc(3 * sizeof *epd);
    char *text = malloc((size_t)2 * 4 * BBG_EPD_MAX_TEXT);
    if (line == NULL || epd == NULL || text == NULL) {
        free(line);
        free(epd);
        free(text);
        return 0;
    }
    if (size > 0)
        memcpy(line, data, size);
    struct bbg_epd_error err;
    if (bbg_epd_read(&epd[0], line, size, &err) != 0) {
        FUZZ_REQUIRE(err.column >= 1 && (size_t)err.column <= size + 1);
        FUZZ_REQUIRE(memchr(err.message, '\0', sizeof err.message) != NULL && strchr(err.message, '\n') == NULL);
    } else {
        FUZZ_REQUIRE(moves_are_legal(&epd[0]));
        int read = 0;
        const size_t len = write_and_read(&epd[0], text, (size_t)4 * BBG_EPD_MAX_TEXT, &epd[1], &read);
        if (len <= BBG_EPD_MAX_TEXT) {
            FUZZ_REQUIRE(read == 0);
            char *second = text + (size_t)4 * BBG_EPD_MAX_TEXT;
            FUZZ_REQUIRE(write_and_read(&epd[1], second, (size_t)4 * BBG_EPD_MAX_TEXT, &epd[2], &read) == len);
            FUZZ_REQUIRE(memcmp(text, second, len) == 0);
        }
    }
    free(line);
    free(epd);
    free(text);
    return 0;
}
