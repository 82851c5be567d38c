/* EPD records: a position's four FEN fields and named operations
 * ("bm Nf3; id \"WAC.001\"; D1 20;"), read and written; SAN operands are
 * resolved against the position. docs/notation.md has the rules. Source:
 * src/epd.c. */
#ifndef BBGEOM_EPD_H
#define BBGEOM_EPD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "bbgeom/base.h"
#include "bbgeom/board.h"
#include "bbgeom/move.h"

BBG_BEGIN_DECLS

/* The longest record read or built, in bytes (without a line end). */
#define BBG_EPD_MAX_TEXT 2048
/* The most operations, and operands over all operations, of a record. */
#define BBG_EPD_MAX_OPS 32
#define BBG_EPD_MAX_OPERANDS 256
/* Room for an opcode and its terminator (the standard allows 15 bytes). */
#define BBG_EPD_OPCODE_MAX 16

/* Why a record or an operation was refused. */
struct bbg_epd_error {
    int column;        /* 1-based byte column in the text where the fault starts */
    char message[200]; /* one line: column and reason */
};

/* One operand: its text (unquoted, unescaped, NUL-terminated) in the
 * record's text, whether it was a quoted string, and for the SAN opcodes
 * (bm, am, pm, sm, pv) the legal move it names. Four 16-bit members: no
 * padding. */
struct bbg_epd_operand {
    uint16_t text;   /* offset in struct bbg_epd's text */
    uint16_t len;    /* bytes, without the terminator */
    bbg_move move;   /* BBG_NO_MOVE but for a SAN opcode */
    uint16_t quoted; /* 1 for a quoted string, else 0 */
};

/* One operation: an opcode and its operands (first .. first + count - 1 in
 * the record's operands). */
struct bbg_epd_op {
    char opcode[BBG_EPD_OPCODE_MAX];
    uint16_t first, count;
};

/* A record: the position (its clocks from hmvc and fmvn, else 0 and 1)
 * and its operations in the order read; plain data, 4,840 bytes on x86-64. */
struct bbg_epd {
    struct bbg_position pos;
    int op_count, operand_count, text_used;
    struct bbg_epd_op ops[BBG_EPD_MAX_OPS];
    struct bbg_epd_operand operands[BBG_EPD_MAX_OPERANDS];
    char text[BBG_EPD_MAX_TEXT];
};

/* Reads the EPD record of the len bytes at line (no terminator needed; a
 * trailing line end is allowed) into *epd: 0 with *err cleared (column 0,
 * message ""), or -1 with the reason in *err (err may be NULL). Also reads the perft suites' form, "FEN ;D1 20 ;D2
 * 400": the two clocks after the four fields, and ';' before, between or
 * after operations. */
BBG_API int bbg_epd_read(struct bbg_epd *epd, const char *line, size_t len, struct bbg_epd_error *err);

/* A record of pos (its clocks kept) without operations. */
BBG_API void bbg_epd_init(struct bbg_epd *epd, const struct bbg_position *pos);

/* Appends the operation opcode with the operands written as EPD text
 * ("Nf3 e4", "\"WAC.001\"", "20"), checked as bbg_epd_read checks them (an
 * opcode already there is refused): 0, or -1 with the reason in *err (err
 * may be NULL; columns count in the text "opcode operands") and *epd
 * unchanged. */
BBG_API int bbg_epd_add(struct bbg_epd *epd, const char *opcode, const char *operands, struct bbg_epd_error *err);

/* The operation opcode of epd, or NULL. */
BBG_API const struct bbg_epd_op *bbg_epd_find(const struct bbg_epd *epd, const char *opcode);

/* The text of operand i of op (asserted in range), NUL-terminated. */
static inline const char *bbg_epd_operand_text(const struct bbg_epd *epd, const struct bbg_epd_op *op, int i)
{
    BBG_ASSERT(i >= 0 && i < op->count);
    return epd->text + epd->operands[op->first + i].text;
}

/* The value of the one-integer operation opcode (hmvc, fmvn, acd, D5, …)
 * into *value: whether opcode is there with one unsigned decimal operand
 * below 2^64. */
BBG_API bool bbg_epd_integer(const struct bbg_epd *epd, const char *opcode, uint64_t *value);

/* The perft count for depth (1 … 99) that the Dn operations give, into
 * *nodes: whether there is one. */
BBG_API bool bbg_epd_perft(const struct bbg_epd *epd, int depth, uint64_t *nodes);

/* epd as one line of EPD into buf (size bytes, NUL-terminated when size > 0),
 * without a line end; returns its length, like snprintf. The four fields,
 * then each operation as "opcode operands;", one space between: SAN
 * operands as bbg_move_to_san writes them, quoted operands in quotes with
 * \" and \\ escaped. */
BBG_API size_t bbg_epd_write(const struct bbg_epd *epd, char *buf, size_t size);

BBG_END_DECLS

#endif
