/* Board drawing (see board.h). */
#include "board.h"

#include <bbgeom.h>

struct glyphs {
    const char *empty, *context, *set;
};

static const struct glyphs ascii_glyphs = { ".", "+", "x" };
static const struct glyphs unicode_glyphs = { "\u00b7", "\u25cb", "\u25cf" }; /* · ○ ● */

/* SGR parameters. Backgrounds: light squares white, dark squares green,
 * marked squares yellow. Foregrounds: black, bold red for set squares and
 * for a marked square in set, blue for context. */
#define BG_LIGHT "47"
#define BG_DARK "42"
#define BG_MARK "43"
#define FG_PLAIN "30"
#define FG_SET "1;31"
#define FG_CONTEXT "34"
#define FG_MARK "1;30"
#define SGR_RESET "\033[0m"

static void draw_cell(FILE *f, const struct board_style *style, const struct glyphs *g, const struct board *board,
                      int sq)
{
    bool in_set = (board->set >> sq) & 1u;
    bool in_context = (board->context >> sq) & 1u;
    bool mark = sq == board->a || sq == board->b;
    const char *text = mark         ? (sq == board->a ? "A" : "B")
                     : in_set       ? g->set
                     : in_context   ? g->context
                     : style->color ? " "
                                    : g->empty;
    if (!style->color) {
        fprintf(f, " %s", text);
        return;
    }
    const char *fg = mark ? (in_set ? FG_SET : FG_MARK) : in_set ? FG_SET : in_context ? FG_CONTEXT : FG_PLAIN;
    const char *bg = mark ? BG_MARK : bbg_is_dark(sq) ? BG_DARK : BG_LIGHT;
    fprintf(f, "\033[0;%s;%sm %s ", fg, bg, text);
}

static void draw_legend(FILE *f, const char *indent, const struct glyphs *g, const struct board *board)
{
    fprintf(f, "%s%s = %s", indent, g->set, board->set_label);
    if (board->context_label != NULL)
        fprintf(f, ", %s = %s", g->context, board->context_label);
    if (bbg_is_square(board->a))
        fprintf(f, ", A = %s", bbg_square_name(board->a));
    if (bbg_is_square(board->b) && board->b != board->a)
        fprintf(f, ", B = %s", bbg_square_name(board->b));
    fputc('\n', f);
}

void board_draw(FILE *f, const struct board_style *style, const struct board *board)
{
    const struct glyphs *g = style->unicode ? &unicode_glyphs : &ascii_glyphs;
    bool frame = style->unicode && !style->color;
    const char *files = style->color ? "   a  b  c  d  e  f  g  h\n"
                      : frame        ? "    a b c d e f g h\n"
                                     : "   a b c d e f g h\n";
    const char *indent = style->color ? "   " : frame ? "    " : "   ";

    if (frame)
        fputs("  \u250c\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500"
              "\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2510\n",
              f); /* ┌─…─┐ */
    for (int rank = 7; rank >= 0; rank--) {
        fprintf(f, "%d %s", rank + 1, frame ? "\u2502" : "");
        for (int file = 0; file < 8; file++)
            draw_cell(f, style, g, board, bbg_make_square(file, rank));
        if (style->color)
            fputs(SGR_RESET, f);
        if (frame)
            fputs(" \u2502", f); /* │ */
        fputc('\n', f);
    }
    if (frame)
        fputs("  \u2514\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500"
              "\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2518\n",
              f); /* └─…─┘ */
    fputs(files, f);
    draw_legend(f, indent, g, board);
}
