// bbgeom consumer check (C++17): the public C headers must be usable from
// C++ (extern "C" linkage, no C-only constructs) and compile cleanly with
// -Wall -Wextra -Wpedantic. Answers worked out by hand from the conventions:
// a1 = 0, rank = sq >> 3, file = sq & 7, diagonal = rank - file,
// anti-diagonal = rank + file, a1 is dark. Exits non-zero on any wrong answer.
#include <bbgeom.h>  // first: the umbrella header must stand on its own

#include <array>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string_view>
#include <type_traits>

static_assert(std::is_same_v<decltype(bbg_between_bb(0, 0)), std::uint64_t>);
static_assert(std::is_same_v<decltype(bbg_intersect_rank_anti(0, 0)), int>);
static_assert(std::is_same_v<decltype(bbg_same_color(0, 0)), bool>);
static_assert(BBG_NO_SQUARE == -1);
static_assert((BBG_DARK_SQUARES ^ BBG_LIGHT_SQUARES) == ~std::uint64_t{0});

namespace {

int failures = 0;

void expect(std::string_view what, long long got, long long want)
{
    if (got != want) {
        std::fprintf(stderr, "FAIL %.*s: got %lld, want %lld\n", static_cast<int>(what.size()),
                     what.data(), got, want);
        ++failures;
    }
}

void expect_bb(std::string_view what, std::uint64_t got, std::uint64_t want)
{
    if (got != want) {
        std::fprintf(stderr, "FAIL %.*s: got 0x%016llx, want 0x%016llx\n",
                     static_cast<int>(what.size()), what.data(),
                     static_cast<unsigned long long>(got), static_cast<unsigned long long>(want));
        ++failures;
    }
}

int sq(std::string_view name)
{
    // Parse through the library, from a NUL-terminated copy.
    char text[8] = {};
    name.copy(text, sizeof text - 1);
    return bbg_parse_square(text);
}

constexpr std::uint64_t bit(int square) { return std::uint64_t{1} << square; }

struct meeting {
    bbg_line la;
    const char *a;
    bbg_line lb;
    const char *b;
    const char *want;  // nullptr: the lines do not meet on the board
};

// The same questions as main.c, asked through the dispatcher.
constexpr std::array<meeting, 12> meetings{{
    {BBG_RANK, "e4", BBG_ANTI, "b7", "e4"},
    {BBG_RANK, "h4", BBG_ANTI, "b7", "e4"},
    {BBG_RANK, "a1", BBG_FILE, "h8", "h1"},
    {BBG_FILE, "a1", BBG_RANK, "h8", "a8"},
    {BBG_RANK, "a8", BBG_DIAG, "a1", "h8"},
    {BBG_RANK, "a1", BBG_DIAG, "a8", nullptr},
    {BBG_FILE, "h1", BBG_DIAG, "a8", nullptr},
    {BBG_FILE, "c3", BBG_ANTI, "f1", "c4"},
    {BBG_DIAG, "c1", BBG_ANTI, "a5", "d2"},
    {BBG_DIAG, "c1", BBG_ANTI, "a4", nullptr},  // colours differ
    {BBG_ANTI, "h7", BBG_DIAG, "a2", "g8"},
    {BBG_RANK, "e4", BBG_RANK, "b7", nullptr},  // same kind: no single square
}};

}  // namespace

int main()
{
    for (const auto &[la, a, lb, b, want] : meetings) {
        const int got = bbg_intersect(la, sq(a), lb, sq(b));
        const int expected = want ? sq(want) : BBG_NO_SQUARE;
        char what[64];
        std::snprintf(what, sizeof what, "bbg_intersect(%d, %s, %d, %s)", static_cast<int>(la), a,
                      static_cast<int>(lb), b);
        expect(what, got, expected);
        // Set-wise, for distinct kinds: the same square as a bitboard, or 0.
        if (la != lb)
            expect_bb(what, bbg_intersect_bb(la, sq(a), lb, sq(b)),
                      expected == BBG_NO_SQUARE ? 0 : bit(expected));
    }

    const int e4 = sq("e4"), b7 = sq("b7"), a1 = sq("a1"), h8 = sq("h8");
    expect("e4", e4, 28);
    expect("bbg_parse_square(\"e9\")", sq("e9"), BBG_NO_SQUARE);
    expect("bbg_square_name(e4)", std::strcmp(bbg_square_name(e4), "e4"), 0);
    expect("bbg_square_name(64) == nullptr", bbg_square_name(64) == nullptr, 1);
    expect("bbg_diag_index(b7)", bbg_diag_index(b7), 5);
    expect("bbg_anti_index(b7)", bbg_anti_index(b7), 7);
    expect("bbg_to_x88(e4)", bbg_to_x88(e4), 0x34);

    expect_bb("bbg_line_bb(BBG_ANTI, b7)", bbg_line_bb(BBG_ANTI, b7), 0x0102040810204080u);
    expect_bb("bbg_line_bb(BBG_DIAG, a1)", bbg_line_bb(BBG_DIAG, a1), 0x8040201008040201u);
    expect_bb("bbg_rank_bb(3)", bbg_rank_bb(3), 0x00000000FF000000u);
    expect("bbg_same_anti(e4, b7)", bbg_same_anti(e4, b7), 1);
    expect("bbg_same_line(BBG_DIAG, e4, b7)", bbg_same_line(BBG_DIAG, e4, b7), 0);

    expect("bbg_is_dark(a1)", bbg_is_dark(a1), 1);
    expect("bbg_color_of(e4)", bbg_color_of(e4), BBG_LIGHT);
    expect("bbg_same_color(e4, b7)", bbg_same_color(e4, b7), 1);

    expect_bb("bbg_between_bb(a1, h8)", bbg_between_bb(a1, h8), 0x0040201008040200u);
    expect_bb("bbg_between_bb(e4, b7)", bbg_between_bb(e4, b7), bit(sq("d5")) | bit(sq("c6")));
    expect_bb("bbg_line_through_bb(e4, b7)", bbg_line_through_bb(e4, b7), 0x0102040810204080u);
    expect_bb("bbg_cross_bb(BBG_ROOK, a1, h8)", bbg_cross_bb(BBG_ROOK, a1, h8),
              bit(sq("h1")) | bit(sq("a8")));
    expect_bb("bbg_cross_bb(BBG_QUEEN, b7, e4)", bbg_cross_bb(BBG_QUEEN, b7, e4),
              bit(sq("b1")) | bit(sq("b4")) | bit(e4) | bit(b7) | bit(sq("e7")) | bit(sq("h7")));

    expect("bbg_version() == BBG_VERSION_STRING",
           std::string_view{bbg_version()} == BBG_VERSION_STRING, 1);

    if (failures != 0) {
        std::fprintf(stderr, "%d wrong answer(s)\n", failures);
        return 1;
    }
    std::printf("bbgeom %s: all C++17 consumer checks passed\n", bbg_version());
    return 0;
}
