/* Moves as UCI text (include/bbgeom/uci.h). */
#include "bbgeom/uci.h"

#include <string.h>

#include "bbgeom/movegen.h"
#include "bbgeom/square.h"
#include "board_internal.h"

size_t bbg_move_to_uci(const struct bbg_position *pos, bbg_move move, char buf[8])
{
    const int from = bbg_move_from(move);
    int to = bbg_move_to(move);
    if (bbg_move_kind(move) == BBG_MOVE_CASTLING && !pos->chess960)
        to = (from & 56) + (to > from ? 6 : 2);
    memcpy(buf, bbg_square_name(from), 2);
    memcpy(buf + 2, bbg_square_name(to), 2);
    if (bbg_move_kind(move) == BBG_MOVE_PROMOTION) {
        buf[4] = BBG_PIECE_LETTERS_[bbg_move_promotion(move)];
        buf[5] = '\0';
        return 5;
    }
    buf[4] = '\0';
    return 4;
}

/* A linear search of the legal moves by their text: one parser for moves,
 * the generator's. */
bbg_move bbg_move_from_uci(const struct bbg_position *pos, const char *text)
{
    bbg_move moves[BBG_MAX_MOVES];
    char name[8];
    const bbg_move *const end = moves + bbg_legal_moves(pos, moves);
    for (const bbg_move *m = moves; m != end; m++) {
        bbg_move_to_uci(pos, *m, name);
        if (strcmp(name, text) == 0)
            return *m;
    }
    return BBG_NO_MOVE;
}
