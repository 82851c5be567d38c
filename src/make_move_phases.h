/* Making a move, in named phases, shared by make_move.c and perft.c (which
 * inlines it into its own loop). Not part of the public API.
 *
 * bbg_make_move_side_ plays a move for side us: pos gets the position
 * after the move, before is the position before it, kinds its pieces'
 * kinds. pos and before are one in bbg_make_move; in perft, pos is a fresh
 * copy of before, and reading before (written long ago) instead of the
 * copy spares each read of a word the copy has just stored a wait for that
 * store; kinds is computed once for all of a node's moves. Every phase is
 * forced inline: us is a compile-time constant in each copy. */
#ifndef BBGEOM_MAKE_MOVE_PHASES_H
#define BBGEOM_MAKE_MOVE_PHASES_H

#include "bbgeom/move.h"
#include "board_internal.h"

/* The Polyglot key of a piece of side and kind on sq. */
static inline uint64_t bbg_piece_key_(int side, int kind, int sq) { return bbg_polyglot_piece[side][kind][sq]; }

/* What a move changes besides the pieces, gathered by the phases. */
struct bbg_play_ {
    uint64_t key;
    uint16_t halfmove;
    uint8_t ep;
};

/* Castling: king and rook may land on each other's squares (Chess960):
 * both leave, then both arrive. */
static BBG_ALWAYS_INLINE_ void bbg_play_castling_(struct bbg_position *pos, const struct bbg_position *before,
                                                  struct bbg_play_ *play, int from, int to, const int us)
{
    const int back = us == BBG_WHITE ? 0 : 56;
    const int king_to = back + (to > from ? 6 : 2), rook_to = back + (to > from ? 5 : 3);
    const uint64_t from_bb = UINT64_C(1) << from, to_bb = UINT64_C(1) << to;
    const uint64_t king_to_bb = UINT64_C(1) << king_to, rook_to_bb = UINT64_C(1) << rook_to;
    pos->board.by_side[us] = (before->board.by_side[us] & ~(from_bb | to_bb)) | king_to_bb | rook_to_bb;
    pos->board.by_kind[BBG_PIECE_KING] = before->board.by_kind[BBG_PIECE_KING] ^ from_bb ^ king_to_bb;
    pos->board.by_kind[BBG_PIECE_ROOK] = before->board.by_kind[BBG_PIECE_ROOK] ^ to_bb ^ rook_to_bb;
    play->key ^= bbg_piece_key_(us, BBG_PIECE_KING, from) ^ bbg_piece_key_(us, BBG_PIECE_KING, king_to)
               ^ bbg_piece_key_(us, BBG_PIECE_ROOK, to) ^ bbg_piece_key_(us, BBG_PIECE_ROOK, rook_to);
}

/* Any other move: the capture on the target square, then the piece (or
 * its promotion) from its square to the target. */
static BBG_ALWAYS_INLINE_ void bbg_play_piece_(struct bbg_position *pos, const struct bbg_position *before,
                                               struct bbg_kind_bits_ kinds, struct bbg_play_ *play, bbg_move move,
                                               int piece, const int us)
{
    const int them = us ^ 1, from = bbg_move_from(move), to = bbg_move_to(move);
    const uint64_t from_bb = UINT64_C(1) << from, to_bb = UINT64_C(1) << to;
    if (before->board.by_side[them] & to_bb) {
        const int captured = bbg_kind_at_(kinds, to);
        pos->board.by_side[them] = before->board.by_side[them] ^ to_bb;
        pos->board.by_kind[captured] = before->board.by_kind[captured] ^ to_bb;
        play->key ^= bbg_piece_key_(them, captured, to);
        play->halfmove = 0;
    }
    pos->board.by_side[us] = before->board.by_side[us] ^ from_bb ^ to_bb;
    /* Or-ing in the target square is right whether or not a piece of the
     * same kind was taken there; read after the capture's store when pos
     * and before are one. */
    if (bbg_move_kind(move) == BBG_MOVE_PROMOTION) {
        const int placed = (int)bbg_move_promotion(move);
        pos->board.by_kind[BBG_PIECE_PAWN] = before->board.by_kind[BBG_PIECE_PAWN] ^ from_bb;
        pos->board.by_kind[placed] = before->board.by_kind[placed] | to_bb;
        play->key ^= bbg_piece_key_(us, BBG_PIECE_PAWN, from) ^ bbg_piece_key_(us, placed, to);
    } else {
        pos->board.by_kind[piece] = (before->board.by_kind[piece] ^ from_bb) | to_bb;
        play->key ^= bbg_piece_key_(us, piece, from) ^ bbg_piece_key_(us, piece, to);
    }
}

/* A pawn move restarts the clock; en passant takes the pawn behind the
 * target; a double step leaves an en passant square, kept by Polyglot's
 * rule only when an enemy pawn stands beside the pawn that moved. */
static BBG_ALWAYS_INLINE_ void bbg_play_pawn_(struct bbg_position *pos, const struct bbg_position *before,
                                              struct bbg_play_ *play, bbg_move move, const int us)
{
    const int them = us ^ 1, from = bbg_move_from(move), to = bbg_move_to(move);
    play->halfmove = 0;
    if (bbg_move_kind(move) == BBG_MOVE_EN_PASSANT) {
        const int captured = to ^ 8; /* the square behind the target */
        const uint64_t captured_bb = UINT64_C(1) << captured;
        pos->board.by_side[them] ^= captured_bb;
        pos->board.by_kind[BBG_PIECE_PAWN] ^= captured_bb;
        play->key ^= bbg_piece_key_(them, BBG_PIECE_PAWN, captured);
    } else if ((from ^ to) == 16) {
        const int passed = (from + to) / 2;
        if (bbg_pawn_attacks_bb((enum bbg_side)us, passed) & before->board.by_side[them]
            & before->board.by_kind[BBG_PIECE_PAWN]) {
            play->ep = (uint8_t)passed;
            play->key ^= bbg_en_passant_key_(passed);
        }
    }
}

/* Rights go with a castling rook that moves or is taken, and with both
 * rooks of a king that moves. Wings are read against the kings before the
 * move (a king that moves loses all its rights; the other stays at home). */
static BBG_ALWAYS_INLINE_ void bbg_play_rights_(struct bbg_position *pos, const struct bbg_position *before,
                                                struct bbg_play_ *play, bbg_move move, int piece, const int us)
{
    const uint64_t castling_rooks = before->castling_rooks;
    uint64_t lost = castling_rooks & (UINT64_C(1) << bbg_move_from(move) | UINT64_C(1) << bbg_move_to(move));
    if (piece == BBG_PIECE_KING)
        lost |= castling_rooks & bbg_rank_bb(us == BBG_WHITE ? 0 : 7);
    if (!lost)
        return;
    const uint8_t castling = bbg_castling_bits_(castling_rooks ^ lost, bbg_king_square(before, BBG_WHITE),
                                                bbg_king_square(before, BBG_BLACK));
    play->key ^= bbg_polyglot_castling[before->castling] ^ bbg_polyglot_castling[castling];
    pos->castling_rooks = castling_rooks ^ lost;
    pos->castling = castling;
}

/* The move, for side us to move (see the top of this file). Without keyed
 * (a constant: perft, which never reads a key) the Polyglot key is left
 * as it was, and the compiler drops its updates. */
static BBG_ALWAYS_INLINE_ void bbg_make_move_side_(struct bbg_position *pos, const struct bbg_position *before,
                                                   struct bbg_kind_bits_ kinds, bbg_move move, const int us,
                                                   const bool keyed)
{
    const int from = bbg_move_from(move);
    const int piece = bbg_kind_at_(kinds, from);
    const uint16_t fullmove = before->fullmove;
    struct bbg_play_ play = {
        .key = before->key ^ bbg_polyglot_turn,
        .halfmove = (uint16_t)(before->halfmove + (before->halfmove != UINT16_MAX)), /* saturates, as FEN allows */
        .ep = BBG_NO_EP,
    };

    BBG_ASSERT(((before->board.by_side[us] >> from) & 1) && move != BBG_NO_MOVE);
    if (before->ep != BBG_NO_EP)
        play.key ^= bbg_en_passant_key_(before->ep);
    if (bbg_move_kind(move) == BBG_MOVE_CASTLING) {
        bbg_play_castling_(pos, before, &play, from, bbg_move_to(move), us);
    } else {
        bbg_play_piece_(pos, before, kinds, &play, move, piece, us);
        if (piece == BBG_PIECE_PAWN)
            bbg_play_pawn_(pos, before, &play, move, us);
    }
    bbg_play_rights_(pos, before, &play, move, piece, us);
    pos->ep = play.ep;
    pos->halfmove = play.halfmove;
    pos->fullmove = (uint16_t)(fullmove + (us & (fullmove != UINT16_MAX)));
    pos->side = (uint8_t)(us ^ 1);
    if (keyed)
        pos->key = play.key;
}

#endif
