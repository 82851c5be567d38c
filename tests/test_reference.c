/* DOCUMENTATION CHECKS: this suite tests its own copies of the reference
 * pages' formulas, not the library, so that the error counts the README's
 * "Corrections to the reference formulas" quotes stay true. Only the
 * "the library's counterpart never disagrees" half of each test is about
 * bbgeom; the other suites prove the library on their own.
 *
 * The reference pages (Chessprogramming wiki: anti-diagonals, colour of a
 * square, intersection squares) are wrong in places. This suite implements
 * their formulas as printed, counts over every square or every ordered pair
 * how often each disagrees with the model, and checks those counts against
 * the constants below, and that the library's counterpart never disagrees.
 *
 * Where a formula right-shifts a negative int (implementation-defined) it
 * is written with a well-defined equivalent that gives the same value as
 * the page's code on a two's complement machine with arithmetic shift; the
 * page's shifts by 32 or more (undefined in C, masked by x86) are written
 * with the count masked, which is what x86 does. Nothing else is changed. */
#include "check_main.h"

/* Same anti-diagonal, ((sq2 - sq1) & 7) + ((sq2 >> 3) - (sq1 >> 3)) == 0.
 * With df, dr the file and rank differences, (sq2 - sq1) & 7 is df mod 8:
 * right when df >= 0, and df + 8 when df < 0. So it misses every pair on
 * one anti-diagonal with df < 0 (sum over anti-diagonals of length L of
 * L(L-1)/2: 84 + 56 = 140) and accepts every pair with df + dr == -8, the
 * anti-diagonal index of sq2 8 below that of sq1 (sum over i of
 * n(i) n(i + 8) = 7 + 12 + 15 + 16 + 15 + 12 + 7 = 84). */
#define REF_ANTI_MISSED 140
#define REF_ANTI_FALSE 84
#define REF_ANTI_WRONG (REF_ANTI_MISSED + REF_ANTI_FALSE) /* 224 of 4096 */

/* intersectRankAnt reuses the diagonal's file ra - rb + fb instead of
 * rb + fb - ra. It is right only when ra == rb (8 * 64 = 512 pairs) or when
 * both files are off the board (|rb - ra| = m >= 5: 2(8 - m) rank pairs,
 * 2m - 8 files of b, 8 files of a: 96 + 128 + 96 = 320 pairs). */
#define REF_RANKANT_WRONG (4096 - 512 - 320) /* 3264 of 4096 */

/* The prose's "no square" mask -(s88 & 0x88) >> (sizeof(int) - 1) shifts by
 * 3, not 31: off the board it gives -16 or -17 where bit 7 of s88 is set
 * (-1 only where bit 3 is set alone), so the result is -1 only when the
 * low four bits of the speculative square happen to be all ones. Counted
 * for the 0x88 formulas that the page's code gets right with >> 31.
 * intersectRankDia is lucky: s88 = 17 ra - rb + fb lies in -7..126, so off
 * the board it is either -7..-1 (mask -17, square 57..63: -17 | those is
 * -1) or has bit 3 alone (mask -1). intersectFileDia and intersectFileAnt
 * compute s88 = 16 R + fa (R = fa + rb - fb, resp. rb + fb - fa, -7..14):
 * off the board (R < 0 or R > 7) the mask is -16 and the result is -1 only
 * when fa = 7 and R is odd; every other off-board pair is wrong: 1248 and
 * 1216 pairs by that rule, which the count below confirms. */
#define REF_PROSE_RANKDIA_WRONG 0
#define REF_PROSE_FILEDIA_WRONG 1248
#define REF_PROSE_FILEANT_WRONG 1216

/* ---- The reference formulas, as printed. ---- */

static bool ref_same_anti(int sq1, int sq2)
{
    /* (unsigned)(x) & 7u is x & 7 in two's complement, for any int x. */
    return (int)((unsigned)(sq2 - sq1) & 7u) + ((sq2 >> 3) - (sq1 >> 3)) == 0;
}

/* -(s88 & bits) >> 31 with arithmetic shift: all ones when any bit is set. */
static int ref_none_mask31(int s88, int bits) { return -(int)((s88 & bits) != 0); }

/* x >> n for any int x as an arithmetic shift (floor division by 2^n). */
static int ref_asr(int x, int n) { return x >= 0 ? x >> n : -1 - ((-1 - x) >> n); }

/* The prose's -(s88 & 0x88) >> (sizeof(int) - 1). */
static int ref_none_mask_prose(int s88) { return ref_asr(-(s88 & 0x88), (int)sizeof(int) - 1); }

/* ((s88 >> 1) & 56) + (s88 & 7): bits 4-6 of s88 move to bits 3-5 whatever
 * the shift does with the sign, so mask first and shift a non-negative. */
static int ref_square_of(int s88) { return ((s88 & (56 << 1)) >> 1) + (s88 & 7); }

/* Rank and file: s2 := (a & 56) + (b & 7), s1 := (b & 56) + (a & 7). */
static int ref_rank_file(int a, int b) { return (a & 56) + (b & 7); }
static int ref_file_rank(int a, int b) { return (b & 56) + (a & 7); }

static int s88_rank_dia(int a, int b) { return 17 * (a >> 3) - (b >> 3) + (b & 7); }
static int s88_file_dia(int a, int b) { return 17 * (a & 7) + 2 * (b & 56) - 16 * (b & 7); }
/* The page's intersectRankAnt: the same expression as intersectRankDia. */
static int s88_rank_ant(int a, int b) { return 17 * (a >> 3) - (b >> 3) + (b & 7); }
static int s88_file_ant(int a, int b) { return 2 * (b & 56) + 16 * (b & 7) - 15 * (a & 7); }

static int ref_rank_dia(int a, int b)
{
    int s88 = s88_rank_dia(a, b);
    return ref_square_of(s88) | ref_none_mask31(s88, 0x88);
}

static int ref_file_dia(int a, int b)
{
    int s88 = s88_file_dia(a, b);
    return ref_square_of(s88) | ref_none_mask31(s88, 0x88);
}

static int ref_rank_ant(int a, int b)
{
    int s88 = s88_rank_ant(a, b);
    return ref_square_of(s88) | ref_none_mask31(s88, 0x88);
}

static int ref_file_ant(int a, int b)
{
    int s88 = s88_file_ant(a, b);
    return ref_square_of(s88) | ref_none_mask31(s88, 0x88);
}

/* intersectDiaAnt: ((s88x2 >> 2) & 56) + ((s88x2 >> 1) & 7), mask 0x111. */
static int ref_dia_ant(int a, int b)
{
    int x2 = 17 * ((b >> 3) + (b & 7)) + 15 * ((a >> 3) - (a & 7));
    return (((x2 & (56 << 2)) >> 2) + ((x2 & (7 << 1)) >> 1)) | ref_none_mask31(x2, 0x111);
}

/* The same 0x88 formulas with the prose's mask. */
static int prose_rank_dia(int a, int b)
{
    int s88 = s88_rank_dia(a, b);
    return ref_square_of(s88) | ref_none_mask_prose(s88);
}

static int prose_file_dia(int a, int b)
{
    int s88 = s88_file_dia(a, b);
    return ref_square_of(s88) | ref_none_mask_prose(s88);
}

static int prose_file_ant(int a, int b)
{
    int s88 = s88_file_ant(a, b);
    return ref_square_of(s88) | ref_none_mask_prose(s88);
}

/* Colour of a square; dark = 1. */
static int ref_color_bb64(int sq) { return (int)((UINT64_C(0xAA55AA55AA55AA55) >> sq) & 1); }
/* The page's commented 32-bit form, (0xAA55AA55 >> (square & 31)) & 1. */
static int ref_color_bb32(int sq) { return (int)((UINT32_C(0xAA55AA55) >> (sq & 31)) & 1); }
/* (0x00AA0055 >> x88square) & 1 with the count masked as x86 does. */
static int ref_color_x88(int sq)
{
    int x88 = 16 * (sq >> 3) + (sq & 7);
    return (int)((UINT32_C(0x00AA0055) >> (x88 & 31)) & 1);
}
/* toggleColor(((square >> 3) + square) & 1), and the page's "minus" and
 * "exclusive or" variants of the same parity. */
static int ref_color_plus(int sq) { return (((sq >> 3) + sq) & 1) ^ 1; }
static int ref_color_minus(int sq) { return (int)(((unsigned)((sq >> 3) - sq) & 1u) ^ 1u); }
static int ref_color_xor(int sq) { return (((sq >> 3) ^ sq) & 1) ^ 1; }
static int ref_color_lea(int sq) { return ((9 * sq + 8) >> 3) & 1; }
static bool ref_is_dark(int sq) { return ((9 * sq) & 8) == 0; }
static bool ref_is_dark_commented(int sq) { return ((9 * sq + 8) & 8) != 0; }

static bool ref_different_color_xor(int sq1, int sq2)
{
    sq1 ^= sq2;
    return ((sq1 >> 3) ^ sq1) & 1;
}
static bool ref_different_color_lea(int sq1, int sq2) { return ((9 * (sq1 ^ sq2)) & 8) != 0; }
static bool ref_same_color_lea(int sq1, int sq2) { return ((9 * (sq1 ^ sq2)) & 8) == 0; }

/* ---- Counting. ---- */

/* The library's same-anti test, a callable wrapper. */
static bool lib_same_anti(int a, int b) { return bbg_same_anti(a, b); }

START_TEST(test_same_anti)
{
    int missed = 0, accepted = 0, lib_wrong = 0;
    int first_a = -1, first_b = -1;
    for (int a = 0; a < 64; a++) {
        for (int b = 0; b < 64; b++) {
            const bool want = model_same_line(MODEL_ANTI, a, b);
            const bool ref = ref_same_anti(a, b);
            if (ref != want && first_a < 0) {
                first_a = a;
                first_b = b;
            }
            missed += want && !ref;
            accepted += ref && !want;
            lib_wrong += lib_same_anti(a, b) != want;
        }
    }
    const struct model_name fa = model_name(first_a), fb = model_name(first_b);
    ck_assert_msg(missed == REF_ANTI_MISSED,
                  "reference same anti-diagonal misses %d pairs, expected %d (first wrong: %s %s)",
                  missed, REF_ANTI_MISSED, fa.s, fb.s);
    ck_assert_msg(accepted == REF_ANTI_FALSE,
                  "reference same anti-diagonal wrongly accepts %d pairs, expected %d", accepted,
                  REF_ANTI_FALSE);
    ck_assert_int_eq(missed + accepted, REF_ANTI_WRONG);
    ck_assert_msg(lib_wrong == 0, "bbg_same_anti disagrees with the model on %d pairs",
                  lib_wrong);
}
END_TEST

/* Each reference intersection formula with its kinds, its expected number
 * of wrong ordered pairs and the library function for the same pair. */
static const struct {
    const char *name;
    enum bbg_line ka, kb;
    int (*ref)(int, int);
    int expected_wrong;
    int (*lib)(int, int);
} intersections[] = {
    { "s2 rank-file", BBG_RANK, BBG_FILE, ref_rank_file, 0, bbg_intersect_rank_file },
    { "s1 file-rank", BBG_FILE, BBG_RANK, ref_file_rank, 0, bbg_intersect_file_rank },
    { "intersectRankDia", BBG_RANK, BBG_DIAG, ref_rank_dia, 0, bbg_intersect_rank_diag },
    { "intersectFileDia", BBG_FILE, BBG_DIAG, ref_file_dia, 0, bbg_intersect_file_diag },
    { "intersectRankAnt", BBG_RANK, BBG_ANTI, ref_rank_ant, REF_RANKANT_WRONG,
      bbg_intersect_rank_anti },
    { "intersectFileAnt", BBG_FILE, BBG_ANTI, ref_file_ant, 0, bbg_intersect_file_anti },
    { "intersectDiaAnt", BBG_DIAG, BBG_ANTI, ref_dia_ant, 0, bbg_intersect_diag_anti },
    { "intersectRankDia, prose mask", BBG_RANK, BBG_DIAG, prose_rank_dia,
      REF_PROSE_RANKDIA_WRONG, bbg_intersect_rank_diag },
    { "intersectFileDia, prose mask", BBG_FILE, BBG_DIAG, prose_file_dia,
      REF_PROSE_FILEDIA_WRONG, bbg_intersect_file_diag },
    { "intersectFileAnt, prose mask", BBG_FILE, BBG_ANTI, prose_file_ant,
      REF_PROSE_FILEANT_WRONG, bbg_intersect_file_anti },
};
#define N_INTERSECTIONS ((int)(sizeof intersections / sizeof intersections[0]))

START_TEST(test_intersections)
{
    const int k = _i;
    int wrong = 0, lib_wrong = 0;
    int first_a = -1, first_b = -1, first_got = -1, first_want = -1;
    for (int a = 0; a < 64; a++) {
        for (int b = 0; b < 64; b++) {
            const int want =
                model_intersect((int)intersections[k].ka, a, (int)intersections[k].kb, b);
            const int got = intersections[k].ref(a, b);
            if (got != want && wrong++ == 0) {
                first_a = a;
                first_b = b;
                first_got = got;
                first_want = want;
            }
            lib_wrong += intersections[k].lib(a, b) != want;
        }
    }
    const struct model_name fa = model_name(first_a), fb = model_name(first_b);
    const struct model_name fg = model_name(first_got), fw = model_name(first_want);
    ck_assert_msg(wrong == intersections[k].expected_wrong,
                  "%s is wrong on %d of 4096 pairs, expected %d (first: %s %s gives %s, model %s)",
                  intersections[k].name, wrong, intersections[k].expected_wrong, fa.s, fb.s, fg.s,
                  fw.s);
    ck_assert_msg(lib_wrong == 0, "the library's %s counterpart disagrees on %d pairs",
                  intersections[k].name, lib_wrong);
}
END_TEST

START_TEST(test_colors)
{
    int wrong[10] = { 0 };
    for (int sq = 0; sq < 64; sq++) {
        const int want = model_color(sq);
        wrong[0] += ref_color_bb64(sq) != want;
        wrong[1] += ref_color_bb32(sq) != want;
        wrong[2] += ref_color_x88(sq) != want;
        wrong[3] += ref_color_plus(sq) != want;
        wrong[4] += ref_color_minus(sq) != want;
        wrong[5] += ref_color_xor(sq) != want;
        wrong[6] += ref_color_lea(sq) != want;
        wrong[7] += ref_is_dark(sq) != (want == MODEL_DARK);
        wrong[8] += ref_is_dark_commented(sq) != (want == MODEL_DARK);
        wrong[9] += (int)bbg_color_of(sq) != want;
    }
    static const char *const names[10] = {
        "64-bit in-register lookup", "32-bit lookup (count & 31)", "0x88 lookup (count & 31)",
        "(rank + file) parity", "(rank - file) parity", "(rank ^ file) parity",
        "lea (9 * sq + 8) >> 3", "isDark (9 * sq) & 8", "isDark (9 * sq + 8) & 8",
        "bbg_color_of",
    };
    for (int m = 0; m < 10; m++)
        ck_assert_msg(wrong[m] == 0, "colour by %s is wrong on %d of 64 squares", names[m],
                      wrong[m]);
}
END_TEST

START_TEST(test_same_colors)
{
    int wrong_xor = 0, wrong_lea = 0, wrong_same = 0, wrong_lib = 0;
    for (int a = 0; a < 64; a++) {
        for (int b = 0; b < 64; b++) {
            const bool same = model_color(a) == model_color(b);
            wrong_xor += ref_different_color_xor(a, b) == same;
            wrong_lea += ref_different_color_lea(a, b) == same;
            wrong_same += ref_same_color_lea(a, b) != same;
            wrong_lib += bbg_same_color(a, b) != same;
        }
    }
    ck_assert_msg(wrong_xor == 0, "differentColor by xor is wrong on %d pairs", wrong_xor);
    ck_assert_msg(wrong_lea == 0, "differentColor by lea is wrong on %d pairs", wrong_lea);
    ck_assert_msg(wrong_same == 0, "sameColor by lea is wrong on %d pairs", wrong_same);
    ck_assert_msg(wrong_lib == 0, "bbg_same_color is wrong on %d pairs", wrong_lib);
}
END_TEST

static Suite *reference_suite(void)
{
    Suite *s = suite_create("reference (documentation checks)");

    TCase *tc = tcase_create("doc_anti_diagonals");
    tcase_add_test(tc, test_same_anti);
    suite_add_tcase(s, tc);

    tc = tcase_create("doc_intersections");
    tcase_add_loop_test(tc, test_intersections, 0, N_INTERSECTIONS);
    suite_add_tcase(s, tc);

    tc = tcase_create("doc_colours");
    tcase_add_test(tc, test_colors);
    tcase_add_test(tc, test_same_colors);
    suite_add_tcase(s, tc);

    return s;
}

int main(void) { return test_run_suite(reference_suite()); }
