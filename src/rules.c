/* The rules asked of one position: mate, stalemate, insufficient material,
 * the repetition key and a search's repetition test
 * (include/bbgeom/rules.h). */
#include "bbgeom/rules.h"

#include <stddef.h>

#include "bbgeom/color.h"
#include "bbgeom/movegen.h"
#include "board_internal.h"

/* Mate and stalemate: the generator counts the moves by population counts,
 * without listing them, and in check it has only the evasions to count. */
bool bbg_is_checkmate(const struct bbg_position *pos) { return bbg_checkers_bb(pos) != 0 && bbg_count_moves(pos) == 0; }

bool bbg_is_stalemate(const struct bbg_position *pos) { return bbg_checkers_bb(pos) == 0 && bbg_count_moves(pos) == 0; }

/* Whether the bishops all stand on squares of one colour (none do too). */
static bool rules_bishops_one_colour(uint64_t bishops)
{
    return (bishops & BBG_DARK_SQUARES) == 0 || (bishops & BBG_LIGHT_SQUARES) == 0;
}

bool bbg_insufficient_material(const struct bbg_position *pos)
{
    const uint64_t *kind = pos->board.by_kind;
    if (kind[BBG_PIECE_PAWN] | kind[BBG_PIECE_ROOK] | kind[BBG_PIECE_QUEEN])
        return false;
    /* K v K, KN v K, KB v K; else bishops of one colour, no knight. */
    return !bbg_more_than_one(kind[BBG_PIECE_KNIGHT] | kind[BBG_PIECE_BISHOP])
        || (kind[BBG_PIECE_KNIGHT] == 0 && rules_bishops_one_colour(kind[BBG_PIECE_BISHOP]));
}

bool bbg_insufficient_material_for(const struct bbg_position *pos, enum bbg_side side)
{
    BBG_ASSERT(bbg_is_side((int)side));
    const uint64_t *kind = pos->board.by_kind;
    const uint64_t ours = pos->board.by_side[side], theirs = pos->board.by_side[side ^ 1];
    if (ours & (kind[BBG_PIECE_PAWN] | kind[BBG_PIECE_ROOK] | kind[BBG_PIECE_QUEEN]))
        return false;
    if (ours & kind[BBG_PIECE_KNIGHT])
        return !bbg_more_than_one(ours & ~kind[BBG_PIECE_KING])
            && (theirs & ~(kind[BBG_PIECE_KING] | kind[BBG_PIECE_QUEEN])) == 0;
    if (ours & kind[BBG_PIECE_BISHOP])
        return rules_bishops_one_colour(kind[BBG_PIECE_BISHOP]) && (kind[BBG_PIECE_PAWN] | kind[BBG_PIECE_KNIGHT]) == 0;
    return true;
}

/* Whether some en passant capture is legal, pos->ep being set: from the
 * (at most two) squares beside the pawn that moved, which bbg_is_legal
 * checks hold a pawn of the side to move. */
static bool rules_en_passant_legal(const struct bbg_position *pos)
{
    uint64_t beside = bbg_pawn_attacks_bb((enum bbg_side)(pos->side ^ 1), pos->ep);
    while (beside) {
        const int from = bbg_pop_lsb_(&beside);
        if (bbg_is_legal(pos, bbg_move_encode(from, pos->ep, BBG_MOVE_EN_PASSANT, BBG_PIECE_KNIGHT)))
            return true;
    }
    return false;
}

uint64_t bbg_repetition_key(const struct bbg_position *pos)
{
    if (pos->ep == BBG_NO_EP || rules_en_passant_legal(pos))
        return pos->key;
    return pos->key ^ bbg_en_passant_key_(pos->ep);
}

int bbg_repetitions(const uint64_t *keys, int n, int halfmove)
{
    BBG_ASSERT(keys != NULL && n >= 1 && halfmove >= 0);
    int count = 1;
    for (int i = n - 3; i >= 0 && i >= n - 1 - halfmove; i -= 2)
        count += keys[i] == keys[n - 1];
    return count;
}

bool bbg_is_repetition(const uint64_t *keys, int n, int halfmove)
{
    BBG_ASSERT(keys != NULL && n >= 1 && halfmove >= 0);
    /* Back to n - 1 - halfmove, the position after the last capture or
     * pawn move, as far as the keys go. */
    for (int i = n - 3; i >= 0 && i >= n - 1 - halfmove; i -= 2)
        if (keys[i] == keys[n - 1])
            return true;
    return false;
}
