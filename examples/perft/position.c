/* Positions: read with the tool's FEN parser (tools/fen.c, the one FEN
 * parser of the tree), written back as FEN. */
#include "position.h"

#include <stdio.h>
#include <string.h>

#include "fen.h"

static const char piece_letters[] = "pnbrqk";
static const char white_piece_letters[] = "PNBRQK";

uint64_t pft_attackers(const struct pft_position *pos, int sq, int by_side, uint64_t occ)
{
    uint64_t them = pos->by_side[by_side];
    uint64_t diag = pos->by_kind[BBG_PIECE_BISHOP] | pos->by_kind[BBG_PIECE_QUEEN];
    uint64_t orth = pos->by_kind[BBG_PIECE_ROOK] | pos->by_kind[BBG_PIECE_QUEEN];
    /* A pawn of by_side attacks sq exactly when a pawn of the other side on
     * sq would attack the pawn's square. */
    return them & ((bbg_pawn_attacks_bb((enum bbg_side)(by_side ^ 1), sq) & pos->by_kind[BBG_PIECE_PAWN])
                 | (bbg_knight_attacks_bb(sq) & pos->by_kind[BBG_PIECE_KNIGHT])
                 | (bbg_king_attacks_bb(sq) & pos->by_kind[BBG_PIECE_KING])
                 | (bbg_bishop_attacks_bb(sq, occ) & diag)
                 | (bbg_rook_attacks_bb(sq, occ) & orth));
}

int pft_position_from_fen(struct pft_position *pos, const char *fen, char *err, size_t err_size)
{
    static const struct {
        char letter;
        uint8_t right;
    } rights[4] = { { 'K', PFT_WHITE_OO }, { 'Q', PFT_WHITE_OOO }, { 'k', PFT_BLACK_OO }, { 'q', PFT_BLACK_OOO } };
    struct position parsed;
    char message[PARSE_ERROR_SIZE];
    memset(pos, 0, sizeof *pos);
    if (!fen_parse(fen, &parsed, message)) {
        snprintf(err, err_size, "%s", message);
        return -1;
    }
    for (int side = 0; side < 2; side++) {
        pos->by_side[side] = parsed.by_side[side];
        for (int kind = 0; kind < 6; kind++)
            pos->by_kind[kind] |= parsed.pieces[side][kind];
    }
    pos->side = (uint8_t)parsed.to_move;
    for (int i = 0; i < 4; i++)
        if (strchr(parsed.castling, rights[i].letter) != NULL)
            pos->castling |= rights[i].right;
    pos->ep = (uint8_t)(parsed.en_passant == BBG_NO_SQUARE ? PFT_NO_EP : parsed.en_passant);
    /* fen_parse allows clocks up to 65535. */
    pos->halfmove = (uint16_t)parsed.halfmove;
    pos->fullmove = (uint16_t)parsed.fullmove;
    return 0;
}

void pft_position_to_fen(const struct pft_position *pos, char *out)
{
    char *o = out;
    for (int rank = 7; rank >= 0; rank--) {
        int empty = 0;
        for (int file = 0; file < 8; file++) {
            int sq = bbg_make_square(file, rank);
            int kind = 0;
            while (kind < 6 && !((pos->by_kind[kind] >> sq) & 1))
                kind++;
            if (kind == 6) {
                empty++;
                continue;
            }
            if (empty)
                *o++ = (char)('0' + empty);
            empty = 0;
            /* Pick the table, not the letter: ?: on two chars gives an int. */
            const char *letters = (pos->by_side[BBG_WHITE] >> sq) & 1 ? white_piece_letters
                                                                      : piece_letters;
            *o++ = letters[kind];
        }
        if (empty)
            *o++ = (char)('0' + empty);
        if (rank)
            *o++ = '/';
    }
    *o++ = ' ';
    *o++ = pos->side == BBG_WHITE ? 'w' : 'b';
    *o++ = ' ';
    if (!pos->castling)
        *o++ = '-';
    static const char castle_letters[] = "KQkq";
    for (int i = 0; i < 4; i++)
        if (pos->castling & (1 << i))
            *o++ = castle_letters[i];
    *o++ = ' ';
    if (pos->ep == PFT_NO_EP) {
        *o++ = '-';
    } else {
        const char *name = bbg_square_name(pos->ep);
        *o++ = name[0];
        *o++ = name[1];
    }
    snprintf(o, (size_t)(PFT_FEN_MAX - (o - out)), " %u %u", (unsigned)pos->halfmove,
             (unsigned)pos->fullmove);
}
