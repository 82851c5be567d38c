/* The --help texts (see help.h). */
#include "help.h"

#include <string.h>

/* The argument words: all in the general help; in a command's help those
 * its usage has (board, attacks, checks, fen, perft and san explain BB,
 * PIECE, OCC, FEN, DEPTH and MOVE in their own text). */
enum { TERM_SQ = 1, TERM_LINE = 2 };
static const char term_sq[] = "SQ is a square a1..h8 (a1 = 0, b1 = 1, ..., h8 = 63).\n";
static const char term_line[] = "LINE is rank, file, diag (rank - file constant) or anti (rank + file\n"
                                "constant).\n";
static const char term_bb[] = "BB is 0x and hex digits, a decimal number, or a comma-separated list of\n"
                              "squares (e4,d5).\n";

/* The options that change how an answer is printed: --json for every
 * command, the other two for those that draw boards. */
static const char json_option[] = "      --json          print one JSON object instead of text (errors too)\n";
static const char board_options[] = "      --ascii         draw boards in ASCII also in a UTF-8 locale\n"
                                    "      --color=WHEN    colour the boards: auto (the default: only on a\n"
                                    "                      terminal that is not TERM=dumb, and not when\n"
                                    "                      NO_COLOR is set), always, never\n";

static const char fen_option[] = "      --fen           (pgn) print the FEN of every main-line position\n"
                                 "      --epd           (pgn) the same as EPD: four fields, hmvc and fmvn\n";

static const char perft_options[] = "      --threads=N     (perft) count on N threads, 1-256 (default 1)\n"
                                    "      --hash=MB       (perft) keep subtree counts in a table of MB\n"
                                    "                      megabytes the threads share, 0-1048576 (default 0:\n"
                                    "                      none)\n";

static const char options_intro[] = "Options (before or after the command; '--' ends them, so that an argument\n"
                                    "may begin with '-'):\n";

static const char exits[] = "Exit status: 0 success, 1 write error, 2 bad command line or argument (or,\n"
                            "for pgn, a game with an error).\n";

void help_general(FILE *f)
{
    fputs("Usage: bbgeom [OPTION]... [COMMAND [ARGUMENT]...]\n"
          "Chess-board geometry on bitboards: ask a question, get the bitboard,\n"
          "the squares and a board. Without a command: a short demo.\n\nCommands:\n",
          f);
    for (int i = 0; i < command_count; i++) {
        char synopsis[64];
        snprintf(synopsis, sizeof synopsis, "%s %s", commands[i].name, commands[i].usage);
        fprintf(f, "  %-33s %s\n", synopsis, commands[i].summary);
    }
    fprintf(f, "  %-33s %s\n\n", "help [COMMAND]", "this help, or a command's");
    fputs(term_sq, f);
    fputs(term_line, f);
    fputs(term_bb, f);
    fputc('\n', f);
    fputs(options_intro, f);
    fputs("  -h, --help          show this help, or the command's, and exit\n"
          "  -V, --version       show the version and exit\n",
          f);
    fputs(json_option, f);
    fputs(board_options, f);
    fputs(fen_option, f);
    fputs(perft_options, f);
    fputc('\n', f);
    fputs(exits, f);
}

static const struct {
    const char *name;
    int terms; /* TERM_ bits */
    const char *text;
} details[] = {
    { "square", TERM_SQ,
      "Shows square SQ: its index, rank and file (with their 0-based indices),\n"
      "diagonal index rank - file (-7..7), anti-diagonal index rank + file (0..14)\n"
      "and (rank + file) ^ 7, 0x88 coordinate, colour, and the rank, file,\n"
      "diagonal and anti-diagonal through it, each as a bitboard and a board.\n"
      "Example: bbgeom square e4\n" },
    { "intersect", TERM_SQ | TERM_LINE,
      "With LINE SQ LINE SQ: the square where the first kind of line through the\n"
      "first square meets the second kind of line through the second square, or\n"
      "none: the square by formula (bbg_intersect), the bitboard set-wise\n"
      "(bbg_intersect_bb).\n"
      "The two line types must differ (two ranks, say, meet nowhere or all along).\n"
      "With SQ SQ: a table of all twelve ordered pairs of different line types,\n"
      "and the union of their meeting squares (the queen's cross squares).\n"
      "Examples: bbgeom intersect rank h4 anti b7; bbgeom intersect h4 b7\n" },
    { "between", TERM_SQ,
      "The squares strictly between the two squares when they share a rank, file,\n"
      "diagonal or anti-diagonal; none otherwise (also for neighbours and for\n"
      "the same square twice). Example: bbgeom between a1 h8\n" },
    { "line", TERM_SQ,
      "The whole rank, file, diagonal or anti-diagonal through the two squares,\n"
      "both included, when they are aligned and different; none otherwise.\n"
      "Example: bbgeom line b2 g7\n" },
    { "cross", TERM_SQ,
      "The union, over ordered pairs (X, Y) of different kinds of line the slider\n"
      "moves along (bishop: diag, anti; rook: rank, file; queen: all four), of\n"
      "the square where the X-line through the first square meets the Y-line\n"
      "through the second: where a slider on the first square can go and then\n"
      "attack the second along another line, blockers aside.\n"
      "Example: bbgeom cross rook a1 h8\n" },
    { "board", 0,
      "Draws the bitboard BB and lists its squares. BB is 0x (or 0X) and 1 or\n"
      "more hex digits, or decimal digits (leading zeros are allowed and do not\n"
      "mean octal), at most 2^64 - 1, no sign, no spaces; or squares separated\n"
      "by commas, with no empty items (repeats are allowed).\n"
      "Examples: bbgeom board 0xAA55AA55AA55AA55; bbgeom board e4,d5\n" },
    { "attacks", TERM_SQ,
      "The squares a piece on SQ attacks. PIECE is knight, bishop, rook, queen,\n"
      "king, white-pawn or black-pawn, or a FEN letter (PNBRQK white, pnbrqk\n"
      "black). OCC (a bitboard, as for 'board'; empty if left out) is the\n"
      "occupancy that stops sliders: the first occupied square in each\n"
      "direction is attacked. Slider answers come from the tables.\n"
      "Examples: bbgeom attacks rook a1 a3,d1; bbgeom attacks N g1\n" },
    { "checks", 0,
      "For the side to move in the position FEN (one argument: quote it), each\n"
      "piece's checking squares: the squares it can move to (pawn pushes and\n"
      "captures, knight jumps, slider moves; not onto its own pieces) from which\n"
      "it attacks the enemy king, drawn; then the pins on both kings (blockers\n"
      "and the sliders behind them). Promotions, castling and discovered checks\n"
      "are not included, nor whether the moving piece is pinned; kings never\n"
      "give check. All six FEN fields are checked (the two clocks may be\n"
      "left out together); an error names the bad field.\n"
      "Example: bbgeom checks 'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3'\n" },
    { "fen", 0,
      "Reads the position FEN (one argument: quote it; standard FEN, X-FEN or\n"
      "Shredder-FEN castling, Chess960 too) and shows its canonical FEN, its\n"
      "Polyglot key, the pieces giving check, the pinned pieces of the side to\n"
      "move, its legal moves in UCI notation and those of them that give check\n"
      "(direct, discovered, by castling, en passant or promotion). When the two\n"
      "move counters are left out, 0 and 1 are assumed and a note says so.\n"
      "Example: bbgeom fen 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1'\n" },
    { "perft", 0,
      "Counts the leaf nodes of the legal move tree of FEN (default: the start\n"
      "position) to DEPTH (1-12) and prints \"nodes N\". With --threads, the tree\n"
      "is split at ply 2 or deeper into items that the threads share out; with\n"
      "--hash, the counts of subtrees are kept in a table (entries checked by a\n"
      "second hash, so that a key collision cannot change a count). A table that\n"
      "cannot be allocated is an error (status 2). On a terminal, a run longer\n"
      "than a second shows its progress on stderr (items done, nodes, million\n"
      "nodes per second, time left).\n"
      "Examples: bbgeom perft 4 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';\n"
      "          bbgeom perft --threads=2 --hash=256 7\n" },
    { "san", 0,
      "Plays the moves in order from the position FEN (one argument: quote it)\n"
      "and prints each one in the other notation, one a line: the SAN of a move\n"
      "given in UCI (e2e4, e7e8q; castling e1g1, or king to rook e1h1 in\n"
      "Chess960), the UCI of a move given in SAN (Nf3, exd5, e8=Q, O-O; also\n"
      "0-0, e8Q, Ng1f3, a trailing +, #, ! or ?). A MOVE that looks like UCI is\n"
      "read as UCI. A bad FEN or move is named (move 3 'Nbd7': its place among\n"
      "the moves) with the reason, and nothing is printed.\n"
      "Example: bbgeom san 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' e2e4 e5 g1f3\n" },
    { "pgn", 0,
      "Reads every game of the PGN files (- is stdin) and checks every move,\n"
      "variations too, with full SAN. Prints the number of games, of games with\n"
      "an error, of main-line plies and of moves in variations, the results\n"
      "(1-0, 0-1, 1/2-1/2, * and none for a game without one), and how each\n"
      "game's last main-line position ends it by the rules (checkmate,\n"
      "stalemate, insufficient material, seventy-five moves, fivefold\n"
      "repetition, none). Each error goes to stderr as FILE: game G, line L,\n"
      "column C: reason; reading goes on with the next game, and the exit\n"
      "status is 2. With --fen: for each game, the FEN of every main-line\n"
      "position (the start included), one per line, then an empty line,\n"
      "instead of the counts (a game with an error: the positions before it).\n"
      "With --epd: the same as EPD, the four fields then hmvc and fmvn. A FEN\n"
      "tag's fullmove number 0 is read as 1. On a terminal, a run longer than\n"
      "a second shows its progress on stderr.\n"
      "Examples: bbgeom pgn games.pgn; bbgeom pgn --fen game.pgn;\n"
      "          bbgeom pgn --epd game.pgn\n" },
};

void help_command(FILE *f, const struct command *cmd)
{
    fprintf(f, "Usage: bbgeom [OPTION]... %s %s\n\n", cmd->name, cmd->usage);
    for (size_t i = 0; i < sizeof details / sizeof details[0]; i++) {
        if (strcmp(details[i].name, cmd->name) != 0)
            continue;
        fputs(details[i].text, f);
        if (details[i].terms != 0)
            fputc('\n', f);
        if (details[i].terms & TERM_SQ)
            fputs(term_sq, f);
        if (details[i].terms & TERM_LINE)
            fputs(term_line, f);
    }
    fputc('\n', f);
    fputs(options_intro, f);
    fputs(json_option, f);
    if (cmd->boards)
        fputs(board_options, f);
    if (strcmp(cmd->name, "pgn") == 0)
        fputs(fen_option, f);
    if (strcmp(cmd->name, "perft") == 0)
        fputs(perft_options, f);
}

void help_help(FILE *f)
{
    fputs("Usage: bbgeom help [COMMAND]\n\n"
          "Without COMMAND: the commands, the options and the exit statuses.\n"
          "With COMMAND: that command's arguments, what it answers, an example\n"
          "and its options. The same as bbgeom --help [COMMAND] and\n"
          "bbgeom COMMAND --help.\n",
          f);
}
