// Strict C++17 consumer: built by tests/consumer/strict.sh with -Werror and
// every warning the script lists (-Wold-style-cast, -Wuseless-cast and
// -Wzero-as-null-pointer-constant among them), against an installed bbgeom.
// It asks one or more questions of every public header, others than main.c
// asks, with answers worked out by hand from the conventions: a1 = 0,
// rank = sq >> 3, file = sq & 7, bit i of a bitboard is square i, a1 is
// dark. Exits non-zero on a wrong answer.
#include <bbgeom.h>

#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <string>
#include <type_traits>

static_assert(std::is_same_v<decltype(bbg_msb(1)), int>);
static_assert(std::is_same_v<decltype(bbg_flip_diagonal_bb(1)), std::uint64_t>);
static_assert(std::is_same_v<decltype(bbg_color_x88(0)), bbg_color>);

namespace {

int failures = 0;

void expect(const char *what, long long got, long long want)
{
    if (got != want) {
        std::fprintf(stderr, "FAIL %s: got %lld, want %lld\n", what, got, want);
        ++failures;
    }
}

void expect_bb(const char *what, std::uint64_t got, std::uint64_t want)
{
    if (got != want) {
        std::fprintf(stderr, "FAIL %s: got 0x%016" PRIx64 ", want 0x%016" PRIx64 "\n", what, got, want);
        ++failures;
    }
}

// The bitboard of the squares given, so that answers read as squares.
template <typename... Squares>
constexpr std::uint64_t bits(Squares... squares)
{
    return ((std::uint64_t{1} << squares) | ... | std::uint64_t{0});
}

}  // namespace

#define EXPECT(expr, want) expect(#expr, (expr), (want))
#define EXPECT_BB(expr, want) expect_bb(#expr, (expr), (want))

int main()
{
    // version.h
    EXPECT(bbg_version() == std::to_string(BBG_VERSION_MAJOR) + "." + std::to_string(BBG_VERSION_MINOR)
                                + "." + std::to_string(BBG_VERSION_PATCH),
           true);

    // square.h: b3 is rank 2, file 1, 0x88 coordinate 0x21.
    EXPECT(bbg_to_x88(BBG_H8), 0x77);
    EXPECT(bbg_from_x88(0x21), BBG_B3);
    EXPECT(bbg_x88_on_board(0x78), false);
    EXPECT(bbg_anti_index(BBG_H1), 7);
    EXPECT(bbg_square_name(-1) == nullptr, true);

    // lines.h
    EXPECT_BB(bbg_line_bb(BBG_RANK, BBG_G7), 0x00FF000000000000u);
    EXPECT(bbg_same_line(BBG_FILE, BBG_C2, BBG_C7), true);
    EXPECT(bbg_same_line(BBG_DIAG, BBG_C2, BBG_C7), false);

    // color.h: e5 is rank + file = 8, even, so dark; 0x34 is e4.
    EXPECT(bbg_is_dark(BBG_E5), true);
    EXPECT(bbg_color_x88(0x34), BBG_LIGHT);

    // intersect.h: rank 2 meets the anti-diagonal of c1 (rank + file = 2)
    // on file 1: b2.
    EXPECT(bbg_intersect_rank_anti(BBG_A2, BBG_C1), BBG_B2);
    EXPECT_BB(bbg_intersect_bb(BBG_RANK, BBG_A2, BBG_ANTI, BBG_C1), bits(BBG_B2));
    EXPECT(bbg_intersect(BBG_DIAG, BBG_A1, BBG_DIAG, BBG_H8), BBG_NO_SQUARE);

    // pairs.h: the rook's cross squares of a1 and b2 are b1 and a2.
    EXPECT_BB(bbg_line_through_bb(BBG_B1, BBG_B5), 0x0202020202020202u);
    EXPECT_BB(bbg_cross_bb(BBG_ROOK, BBG_A1, BBG_B2), bits(BBG_B1, BBG_A2));

    // tables.h and bits.h: b1 and g8 are the first and last light squares.
    EXPECT(bbg_popcount(BBG_DARK_SQUARES), 32);
    EXPECT(bbg_lsb(BBG_LIGHT_SQUARES), BBG_B1);
    EXPECT(bbg_msb(BBG_LIGHT_SQUARES), BBG_G8);
    EXPECT(bbg_more_than_one(bits(BBG_H8)), false);

    // shift.h
    EXPECT_BB(bbg_shift_bb(0xFF00000000000000u, BBG_NORTH), 0u);
    EXPECT_BB(bbg_ray_bb(BBG_E4, BBG_SOUTH), bits(BBG_E3, BBG_E2, BBG_E1));
    EXPECT_BB(bbg_shift_by_bb(bits(BBG_A1, BBG_H1), 7, 7), bits(BBG_H8));
    EXPECT_BB(bbg_shift_n_bb(bits(BBG_B2), BBG_NORTH_EAST, 3), bits(BBG_E5));
    EXPECT_BB(bbg_fill_south_bb(bits(BBG_C3)), bits(BBG_C3, BBG_C2, BBG_C1));
    EXPECT_BB(bbg_fill_north_bb(bits(BBG_F7)), bits(BBG_F7, BBG_F8));

    // eval_masks.h: a black pawn on b7 is isolated without black pawns on
    // files a and c; a white king on a1 watches a3 and b3 beyond its neighbours.
    EXPECT_BB(bbg_isolated_pawn_mask_bb(BBG_B7), 0x0505050505050505u);
    EXPECT_BB(bbg_forward_file_bb(BBG_BLACK, BBG_B3), bits(BBG_B2, BBG_B1));
    EXPECT_BB(bbg_pawn_attack_span_bb(BBG_BLACK, BBG_B3), bits(BBG_A2, BBG_C2, BBG_A1, BBG_C1));
    EXPECT_BB(bbg_king_zone_bb(BBG_WHITE, BBG_A1), bits(BBG_A1, BBG_B1, BBG_A2, BBG_B2, BBG_A3, BBG_B3));

    // leapers.h: a black pawn on a7 attacks b6 only.
    EXPECT_BB(bbg_king_attacks_bb(BBG_H1), bits(BBG_G1, BBG_G2, BBG_H2));
    EXPECT_BB(bbg_pawn_set_attacks_bb(BBG_BLACK, bits(BBG_A7)), bits(BBG_B6));

    // flip.h
    EXPECT_BB(bbg_flip_horizontal_bb(bits(BBG_A1, BBG_B8)), bits(BBG_H1, BBG_G8));
    EXPECT_BB(bbg_flip_diagonal_bb(bits(BBG_H1)), bits(BBG_A8));
    EXPECT_BB(bbg_rotate_180_bb(bits(BBG_B1)), bits(BBG_G8));
    EXPECT(bbg_flip_file(BBG_B3), BBG_G3);

    // sliders.h: a bishop on c1 with a blocker on e3.
    EXPECT_BB(bbg_bishop_attacks_bb(BBG_C1, bits(BBG_E3)), bits(BBG_B2, BBG_A3, BBG_D2, BBG_E3));
    EXPECT_BB(bbg_slider_attacks_bb(BBG_QUEEN, BBG_A1, bits(BBG_B1, BBG_A2, BBG_B2)),
              bits(BBG_B1, BBG_A2, BBG_B2));
    EXPECT_BB(bbg_queen_attacks_calc_bb(BBG_A1, bits(BBG_B1, BBG_A2, BBG_B2)), bits(BBG_B1, BBG_A2, BBG_B2));

    // distance.h: a knight needs four moves from a corner to its diagonal neighbour.
    EXPECT(bbg_knight_distance(BBG_A1, BBG_B2), 4);
    EXPECT(bbg_aligned(BBG_A1, BBG_B3, BBG_C5), false);

    // checks.h: a rook on a1 checks a king on h8 after moving to a8 or h1;
    // no pin without a blocker (and pinners may be nullptr).
    EXPECT_BB(bbg_slider_checks_bb(BBG_ROOK, BBG_A1, BBG_H8, bits(BBG_A1, BBG_H8)), bits(BBG_A8, BBG_H1));
    EXPECT_BB(bbg_slider_checks_sc_bb(BBG_ROOK, BBG_A1, BBG_H8, bits(BBG_A1, BBG_H8)), bits(BBG_A8, BBG_H1));
    EXPECT_BB(bbg_slider_blockers_bb(BBG_E1, bits(BBG_E1, BBG_E8), 0, bits(BBG_E8), nullptr), 0u);

    if (failures != 0) {
        std::fprintf(stderr, "%d wrong answer(s)\n", failures);
        return 1;
    }
    std::printf("bbgeom %s: strict C++17 consumer checks passed\n", bbg_version());
    return 0;
}
