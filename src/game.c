/* A game: its positions in one heap array, grown by doubling up to
 * BBG_GAME_MAX_PLIES, and its outcome, found as each move is pushed
 * (include/bbgeom/game.h). */
#include "bbgeom/game.h"

#include <stdlib.h>

#include "bbgeom/make_move.h"
#include "bbgeom/movegen.h"
#include "bbgeom/rules.h"

/* The position after a ply, its repetition key, and the move played in it
 * (for every ply but the last). 104 bytes on x86-64; 128 of them, 13 KiB,
 * before the array first grows. */
struct bbg_game_ply_ {
    struct bbg_position pos;
    uint64_t key;
    bbg_move move;
};

enum { GAME_FIRST_CAPACITY = 128 };
/* Doubling from the first capacity, a power of two, reaches the bound's
 * positions exactly. */
BBG_STATIC_ASSERT((GAME_FIRST_CAPACITY & (GAME_FIRST_CAPACITY - 1)) == 0
                      && ((BBG_GAME_MAX_PLIES + 1) & BBG_GAME_MAX_PLIES) == 0,
                  "the capacities double from a power of two to BBG_GAME_MAX_PLIES + 1");

/* The current position's occurrences: its key against those of the
 * positions with the same side to move since the last capture or pawn
 * move (the halfmove clock's plies, as far as the game goes back). */
static int game_repetitions(const struct bbg_game *g)
{
    const struct bbg_game_ply_ *plies = g->plies_;
    const int n = g->count_;
    int count = 1;
    for (int i = n - 2; i >= 0 && i >= n - plies[n].pos.halfmove; i -= 2)
        count += plies[i].key == plies[n].key;
    return count;
}

/* Whether the current position ends the game automatically: records the
 * outcome, reason and ply if so (see bbg_game_outcome for the order). */
static void game_find_end(struct bbg_game *g)
{
    enum bbg_reason reason;
    const enum bbg_outcome outcome = bbg_position_outcome(&g->plies_[g->count_].pos, game_repetitions(g), &reason);
    if (outcome == BBG_OUTCOME_NONE)
        return;
    g->outcome_ = outcome;
    g->reason_ = reason;
    g->end_ply_ = g->count_;
}

enum bbg_outcome bbg_position_outcome(const struct bbg_position *pos, int repetitions, enum bbg_reason *reason)
{
    BBG_ASSERT(repetitions >= 1);
    const bool no_move = bbg_count_moves(pos) == 0;
    enum bbg_outcome outcome = BBG_OUTCOME_DRAW;
    enum bbg_reason why = BBG_REASON_NONE;
    if (no_move && bbg_checkers_bb(pos) != 0) {
        outcome = pos->side == BBG_WHITE ? BBG_OUTCOME_BLACK_WINS : BBG_OUTCOME_WHITE_WINS;
        why = BBG_REASON_CHECKMATE;
    } else if (bbg_insufficient_material(pos)) {
        why = BBG_REASON_INSUFFICIENT_MATERIAL;
    } else if (no_move) {
        why = BBG_REASON_STALEMATE;
    } else if (bbg_seventy_five_move_draw(pos)) {
        why = BBG_REASON_SEVENTY_FIVE_MOVES;
    } else if (repetitions >= 5) {
        why = BBG_REASON_FIVEFOLD_REPETITION;
    } else {
        outcome = BBG_OUTCOME_NONE;
    }
    if (reason != NULL)
        *reason = why;
    return outcome;
}

int bbg_game_init(struct bbg_game *g, const struct bbg_position *start)
{
    const struct bbg_game fresh = {
        malloc(GAME_FIRST_CAPACITY * sizeof *g->plies_), 0, GAME_FIRST_CAPACITY, -1, BBG_OUTCOME_NONE, BBG_REASON_NONE
    };
    *g = fresh;
    if (g->plies_ == NULL)
        return -1;
    g->plies_[0].pos = *start;
    g->plies_[0].key = bbg_repetition_key(start);
    game_find_end(g);
    return 0;
}

void bbg_game_free(struct bbg_game *g)
{
    free(g->plies_);
    g->plies_ = NULL;
    g->count_ = g->capacity_ = 0;
}

/* Room for one more ply, below the bound: false if memory ran out. The
 * array is full only below the bound, where doubling stays within it. */
static bool game_make_room(struct bbg_game *g)
{
    if (g->count_ + 1 < g->capacity_)
        return true;
    const int wanted = 2 * g->capacity_;
    struct bbg_game_ply_ *plies = realloc(g->plies_, (size_t)wanted * sizeof *plies);
    if (plies == NULL)
        return false;
    g->plies_ = plies;
    g->capacity_ = wanted;
    return true;
}

int bbg_game_push(struct bbg_game *g, bbg_move m, enum bbg_game_error *err)
{
    BBG_ASSERT(g->plies_ != NULL);
    enum bbg_game_error why = BBG_GAME_OK;
    if (g->count_ == BBG_GAME_MAX_PLIES)
        why = BBG_GAME_FULL;
    else if (!bbg_is_legal(&g->plies_[g->count_].pos, m))
        why = BBG_GAME_ILLEGAL_MOVE;
    else if (!game_make_room(g))
        why = BBG_GAME_NO_MEMORY;
    if (err != NULL)
        *err = why;
    if (why != BBG_GAME_OK)
        return -1;
    struct bbg_game_ply_ *before = &g->plies_[g->count_], *after = before + 1;
    after->pos = before->pos;
    bbg_make_move(&after->pos, m);
    after->key = bbg_repetition_key(&after->pos);
    before->move = m;
    g->count_++;
    if (g->end_ply_ < 0)
        game_find_end(g);
    return 0;
}

bbg_move bbg_game_pop(struct bbg_game *g)
{
    if (g->count_ == 0)
        return BBG_NO_MOVE;
    g->count_--;
    const bbg_move m = g->plies_[g->count_].move;
    if (g->end_ply_ > g->count_) {
        g->end_ply_ = -1;
        g->outcome_ = BBG_OUTCOME_NONE;
        g->reason_ = BBG_REASON_NONE;
    }
    return m;
}

int bbg_game_plies(const struct bbg_game *g) { return g->count_; }

const struct bbg_position *bbg_game_current(const struct bbg_game *g)
{
    BBG_ASSERT(g->plies_ != NULL);
    return &g->plies_[g->count_].pos;
}

int bbg_game_position_at(const struct bbg_game *g, int ply, struct bbg_position *pos)
{
    if (ply < 0 || ply > g->count_)
        return -1;
    *pos = g->plies_[ply].pos;
    return 0;
}

bbg_move bbg_game_move_at(const struct bbg_game *g, int ply)
{
    return ply >= 0 && ply < g->count_ ? g->plies_[ply].move : BBG_NO_MOVE;
}

enum bbg_outcome bbg_game_outcome(const struct bbg_game *g, enum bbg_reason *reason)
{
    if (reason != NULL)
        *reason = g->reason_;
    return g->outcome_;
}

int bbg_game_end_ply(const struct bbg_game *g) { return g->end_ply_; }

bool bbg_game_claimable_draw(const struct bbg_game *g, enum bbg_reason *reason)
{
    enum bbg_reason why = BBG_REASON_NONE;
    if (g->outcome_ == BBG_OUTCOME_NONE) {
        if (bbg_fifty_move_claimable(&g->plies_[g->count_].pos))
            why = BBG_REASON_FIFTY_MOVES;
        else if (game_repetitions(g) >= 3)
            why = BBG_REASON_THREEFOLD_REPETITION;
    }
    if (reason != NULL)
        *reason = why;
    return why != BBG_REASON_NONE;
}

int bbg_game_repetitions(const struct bbg_game *g) { return game_repetitions(g); }

const char *bbg_reason_name(enum bbg_reason reason)
{
    static const char *const names[BBG_REASON_COUNT] = {
        "none",
        "checkmate",
        "stalemate",
        "insufficient material",
        "seventy-five moves",
        "fivefold repetition",
        "fifty moves",
        "threefold repetition",
    };
    return (int)reason >= 0 && (int)reason < BBG_REASON_COUNT ? names[reason] : NULL;
}
