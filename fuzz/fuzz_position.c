/* Fuzz target: bbg_position_from_fen on any text.
 *
 * Beyond "no crash, no read past the string": an accepted FEN's canonical
 * form (bbg_position_to_fen) reads back to the same canonical form and the
 * same pieces; an error names a field and a column inside the text (or
 * just past it); and every legal move of an accepted position can be made,
 * keeping the Polyglot key equal to one computed afresh; and bbg_is_legal
 * and bbg_is_pseudo_legal, on each 16-bit code two neighbouring input
 * bytes make and on each legal move with one bit flipped, equal to
 * membership in the legal and pseudo-legal lists (a code is_legal accepts
 * can be made). */
#include <bbgeom.h>

#include "fuzz.h"

static bool listed(const bbg_move *moves, int n, bbg_move m)
{
    for (int i = 0; i < n; i++)
        if (moves[i] == m)
            return true;
    return false;
}

/* is_legal and is_pseudo_legal of m against the lists. */
static void check_code(const struct bbg_position *pos, bbg_move m, const bbg_move *legal, int n, const bbg_move *pseudo,
                       int n_pseudo)
{
    FUZZ_REQUIRE(bbg_is_legal(pos, m) == listed(legal, n, m));
    FUZZ_REQUIRE(bbg_is_pseudo_legal(pos, m) == listed(pseudo, n_pseudo, m));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    struct bbg_position pos, again;
    struct bbg_fen_error err;
    if (text == NULL)
        return 0;
    if (bbg_position_from_fen(&pos, text, &err) != 0) {
        FUZZ_REQUIRE(err.column >= 1 && (size_t)err.column <= size + 1 && err.field <= BBG_FEN_POSITION);
        FUZZ_REQUIRE(memchr(err.message, '\0', sizeof err.message) != NULL);
        free(text);
        return 0;
    }
    char fen[BBG_FEN_MAX], fen2[BBG_FEN_MAX];
    FUZZ_REQUIRE(bbg_position_to_fen(&pos, fen, sizeof fen) < sizeof fen);
    FUZZ_REQUIRE(bbg_position_from_fen(&again, fen, NULL) == 0);
    bbg_position_to_fen(&again, fen2, sizeof fen2);
    FUZZ_REQUIRE(strcmp(fen, fen2) == 0);
    FUZZ_REQUIRE(memcmp(pos.board.by_side, again.board.by_side, sizeof pos.board.by_side) == 0
                 && memcmp(pos.board.by_kind, again.board.by_kind, sizeof pos.board.by_kind) == 0);
    bbg_move moves[BBG_MAX_MOVES];
    const int n = bbg_legal_moves(&pos, moves);
    FUZZ_REQUIRE(n == bbg_count_moves(&pos));
    for (int i = 0; i < n; i++) {
        struct bbg_position child = pos;
        bbg_make_move(&child, moves[i]);
        FUZZ_REQUIRE(bbg_position_key(&child) == bbg_position_key_full(&child));
        FUZZ_REQUIRE(bbg_gives_check(&pos, moves[i]) == (bbg_checkers_bb(&child) != 0));
    }
    bbg_move pseudo[BBG_MAX_MOVES];
    const int n_pseudo = bbg_generate_pseudo(&pos, BBG_GEN_ALL, pseudo);
    for (size_t i = 0; i + 1 < size; i++)
        check_code(&pos, (bbg_move)(data[i] | data[i + 1] << 8), moves, n, pseudo, n_pseudo);
    for (int i = 0; i < n; i++)
        for (int bit = 0; bit < 16; bit++)
            check_code(&pos, (bbg_move)(moves[i] ^ 1 << bit), moves, n, pseudo, n_pseudo);
    free(text);
    return 0;
}
