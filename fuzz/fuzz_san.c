/* Fuzz target: bbg_move_from_san_n on any text in any position.
 *
 * The input is a FEN line, a newline, then the SAN text (any bytes, read
 * with its length from a buffer of exactly that size, so that
 * AddressSanitizer catches a read past it); an input whose FEN is refused
 * is skipped. Beyond "no crash, no read past the text": an accepted move is
 * legal and its SAN (bbg_move_to_san) reads back as the same move; a
 * refusal names a column inside the text or just past it, in a one-line
 * message; and every legal move of the position reads back from its SAN. */
#include <bbgeom.h>

#include "fuzz.h"

/* Whether the SAN bbg_move_to_san writes for the legal move m reads back
 * as m. */
static bool round_trips(const struct bbg_position *pos, bbg_move m)
{
    char san[BBG_SAN_MAX];
    const size_t len = bbg_move_to_san(pos, m, san, sizeof san);
    return len < sizeof san && bbg_move_from_san(pos, san, NULL) == m;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const uint8_t *newline = memchr(data, '\n', size);
    if (newline == NULL)
        return 0;
    const size_t fen_len = (size_t)(newline - data), len = size - fen_len - 1;
    char *fen = fuzz_text(data, fen_len);
    char *text = malloc(len > 0 ? len : 1);
    struct bbg_position pos;
    if (fen == NULL || text == NULL || bbg_position_from_fen(&pos, fen, NULL) != 0) {
        free(fen);
        free(text);
        return 0;
    }
    if (len > 0)
        memcpy(text, newline + 1, len);
    struct bbg_san_error err;
    const bbg_move m = bbg_move_from_san_n(&pos, text, len, &err);
    if (m != BBG_NO_MOVE) {
        FUZZ_REQUIRE(bbg_is_legal(&pos, m) && round_trips(&pos, m));
    } else {
        FUZZ_REQUIRE(err.column >= 1 && (size_t)err.column <= len + 1);
        FUZZ_REQUIRE(memchr(err.message, '\0', sizeof err.message) != NULL && strchr(err.message, '\n') == NULL);
    }
    bbg_move moves[BBG_MAX_MOVES];
    const int n = bbg_legal_moves(&pos, moves);
    for (int i = 0; i < n; i++)
        FUZZ_REQUIRE(round_trips(&pos, moves[i]));
    free(fen);
    free(text);
    return 0;
}
