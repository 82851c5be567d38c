/* Perft: the generator's phases (movegen_phases.h) and make-move's
 * (make_move_phases.h) inlined into one loop per side to move (in the
 * compact form, BBG_COMPACT_MOVEGEN, the generator's lists and counts are
 * calls of its shared copies); the last ply is counted, not made. */
#include "bbgeom/perft.h"

#include "make_move_phases.h"
#include "movegen_phases.h"

/* The legal move counts of each side to move, out of line: called for
 * every parent of a leaf. */
static int count_white(const struct bbg_position *pos)
{
    return BBG_GENERATE_(pos, NULL, true, BBG_WHITE, BBG_GEN_ALL, false);
}
static int count_black(const struct bbg_position *pos)
{
    return BBG_GENERATE_(pos, NULL, true, BBG_BLACK, BBG_GEN_ALL, false);
}

/* perft of depth 2 or more, with us the side to move of pos. */
// NOLINTNEXTLINE(misc-no-recursion)
static BBG_ALWAYS_INLINE_ uint64_t perft_side(const struct bbg_position *pos, int depth, const int us)
{
    bbg_move moves[BBG_MAX_MOVES];
    uint64_t nodes = 0;
    const int n = BBG_GENERATE_(pos, moves, false, us, BBG_GEN_ALL, false);
    const struct bbg_kind_bits_ kinds = bbg_kind_bits_of_(pos);
    for (int i = 0; i < n; i++) {
        struct bbg_position child = *pos;
        bbg_make_move_side_(&child, pos, kinds, moves[i], us);
        if (depth == 2)
            nodes += (uint64_t)(us == BBG_WHITE ? count_black(&child) : count_white(&child));
        else
            nodes += bbg_perft(&child, depth - 1);
    }
    return nodes;
}

/* Bounded recursion: one level per ply. */
// NOLINTNEXTLINE(misc-no-recursion)
uint64_t bbg_perft(const struct bbg_position *pos, int depth)
{
    if (depth <= 0)
        return 1;
    if (depth == 1)
        return (uint64_t)(pos->side == BBG_WHITE ? count_white(pos) : count_black(pos));
    return pos->side == BBG_WHITE ? perft_side(pos, depth, BBG_WHITE) : perft_side(pos, depth, BBG_BLACK);
}

/* ---- divide and the hashed perft ----------------------------------------- */

/* Divide and the hashed perft run at few nodes (bbg_perft counts the rest),
 * on the public move list and make-move; their includes are kept here so
 * that the code above stays as it was. */
#include <stdint.h>
#include <string.h>
#ifndef __STDC_NO_ATOMICS__
#include <stdatomic.h>
#endif

#include "bbgeom/make_move.h"

int bbg_perft_divide(const struct bbg_position *pos, int depth, bbg_move moves[BBG_MAX_MOVES],
                     uint64_t counts[BBG_MAX_MOVES])
{
    BBG_ASSERT(depth >= 1);
    const int n = bbg_legal_moves(pos, moves);
    for (int i = 0; i < n; i++) {
        struct bbg_position child = *pos;
        bbg_make_move(&child, moves[i]);
        counts[i] = bbg_perft(&child, depth - 1);
    }
    return n;
}

/* The table's words: atomic where C11 atomics exist, with relaxed order
 * (an entry's three words check one another, see perft.h), plain words
 * otherwise (one thread). */
#ifndef __STDC_NO_ATOMICS__
typedef _Atomic uint64_t perft_word;
#define PERFT_LOAD(w) atomic_load_explicit(&(w), memory_order_relaxed)
#define PERFT_STORE(w, v) atomic_store_explicit(&(w), (v), memory_order_relaxed)
#else
typedef uint64_t perft_word;
#define PERFT_LOAD(w) (w)
#define PERFT_STORE(w, v) ((w) = (v))
#endif
_Static_assert(sizeof(perft_word) == sizeof(uint64_t), "an atomic word is a plain word's size");

/* Subtrees this deep or deeper go through the table; shallower ones cost
 * less than a probe saves. */
enum { PERFT_HASH_MIN_DEPTH = 2 };
/* Counts from 2^56 on do not fit beside the depth in an entry's data. */
#define PERFT_MAX_STORED (UINT64_C(1) << 56)

/* A 64-bit mix (the finaliser of SplitMix64): every input bit moves half
 * the output bits. */
static inline uint64_t perft_mix(uint64_t x)
{
    x = (x ^ (x >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
    x = (x ^ (x >> 27)) * UINT64_C(0x94d049bb133111eb);
    return x ^ (x >> 31);
}

/* The entry's check: a hash of everything that decides the count (pieces,
 * side, castling rooks, en passant square), computed from the bitboards
 * with no Polyglot number, so that a key collision is not a check one. */
static uint64_t perft_check(const struct bbg_position *pos)
{
    uint64_t h = (uint64_t)pos->side | (uint64_t)pos->ep << 1;
    h = perft_mix(h ^ pos->castling_rooks);
    for (int i = 0; i < 2; i++)
        h = perft_mix(h ^ pos->board.by_side[i]);
    for (int i = 0; i < 6; i++)
        h = perft_mix(h ^ pos->board.by_kind[i]);
    return h;
}

bool bbg_perft_table_init(struct bbg_perft_table *table, void *memory, size_t bytes)
{
    const size_t entry = BBG_PERFT_ENTRY_WORDS * sizeof(uint64_t);
    if (memory == NULL || (uintptr_t)memory % sizeof(uint64_t) != 0 || bytes < entry)
        return false;
    size_t count = 1;
    while (count <= bytes / entry / 2)
        count *= 2;
    memset(memory, 0, count * entry);
    table->entries = memory;
    table->count = count;
    return true;
}

/* bbg_perft_hashed below the checks. */
// NOLINTNEXTLINE(misc-no-recursion)
static uint64_t perft_hashed_node(const struct bbg_position *pos, int depth, perft_word *entries, size_t mask)
{
    if (depth < PERFT_HASH_MIN_DEPTH)
        return bbg_perft(pos, depth);
    const uint64_t key = pos->key, check = perft_check(pos);
    perft_word *e = entries + (size_t)(key & mask) * BBG_PERFT_ENTRY_WORDS;
    const uint64_t data = PERFT_LOAD(e[2]);
    if ((PERFT_LOAD(e[0]) ^ data) == key && (PERFT_LOAD(e[1]) ^ data) == check && (data & 0xff) == (uint64_t)depth)
        return data >> 8;
    bbg_move moves[BBG_MAX_MOVES];
    const int n = bbg_legal_moves(pos, moves);
    uint64_t nodes = 0;
    for (int i = 0; i < n; i++) {
        struct bbg_position child = *pos;
        bbg_make_move(&child, moves[i]);
        nodes += perft_hashed_node(&child, depth - 1, entries, mask);
    }
    if (nodes < PERFT_MAX_STORED) { /* GCOVR_EXCL_BR_LINE: 2^56 leaves take years to count */
        const uint64_t stored = nodes << 8 | (uint64_t)depth;
        PERFT_STORE(e[0], key ^ stored);
        PERFT_STORE(e[1], check ^ stored);
        PERFT_STORE(e[2], stored);
    }
    return nodes;
}

uint64_t bbg_perft_hashed(const struct bbg_position *pos, int depth, struct bbg_perft_table *table)
{
    BBG_ASSERT(table->count > 0 && (table->count & (table->count - 1)) == 0 && depth < 256);
    return perft_hashed_node(pos, depth, (perft_word *)table->entries, table->count - 1);
}
