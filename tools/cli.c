/* bbgeom, the command-line tool: options, the choice of output style and
 * dispatch to a command, as a function that never exits (bbgeom.c holds
 * main() and the final check that stdout was written). */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <getopt.h>
#include <locale.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#ifdef _WIN32
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#else
#include <langinfo.h>
#endif

#include <bbgeom.h>

#include "cli.h"
#include "cmd_geometry.h"
#include "commands.h"
#include "format.h"
#include "help.h"
#include "json.h"
#include "parse.h"
#include "shared.h"

/* Long-only options get values above any char. */
enum { OPT_JSON = 256, OPT_ASCII, OPT_COLOR, OPT_FEN, OPT_EPD, OPT_THREADS, OPT_HASH };

static const struct option long_options[] = {
    { "help", no_argument, NULL, 'h' },
    { "version", no_argument, NULL, 'V' },
    { "json", no_argument, NULL, OPT_JSON },
    { "ascii", no_argument, NULL, OPT_ASCII },
    { "color", required_argument, NULL, OPT_COLOR },
    { "fen", no_argument, NULL, OPT_FEN },
    { "epd", no_argument, NULL, OPT_EPD },
    { "threads", required_argument, NULL, OPT_THREADS },
    { "hash", required_argument, NULL, OPT_HASH },
    { NULL, 0, NULL, 0 },
};

/* The leading '-' makes getopt_long return every non-option in order as
 * option 1 (so options may come anywhere, whatever POSIXLY_CORRECT says,
 * and argv is not reordered); the ':' after it makes a missing option
 * argument return ':' rather than '?'. */
static const char short_options[] = "-:hV";

#define OPTIONS_EXPECTED                                                                               \
    "expected -h, -V, --help, --version, --json, --ascii, --color=WHEN, --fen, --epd, --threads=N or " \
    "--hash=MB"

struct settings {
    bool help, version, json, ascii, fen, epd;
    enum color_mode color;
    const char *perft_option; /* the last of perft's options given, or NULL */
    int threads;
    long hash_mb;
    int npos;
    char **pos; /* the command and its arguments, argc entries */
    struct cli_failure failure;
};

/* The name of the option in a getopt error: the long option as typed up to
 * any '=', or the short option character. */
static void bad_option(char *out, size_t size, const char *element)
{
    char text[64];
    if (strncmp(element, "--", 2) == 0) {
        size_t n = strcspn(element, "=");
        if (n >= sizeof text)
            n = sizeof text - 1;
        memcpy(text, element, n);
        text[n] = '\0';
    } else {
        text[0] = '-';
        text[1] = (char)optopt;
        text[2] = '\0';
    }
    quote_arg(out, size, text);
}

/* The error of the option getopt_long just returned as c (':' or '?'). */
static void option_error(struct cli_failure *failure, int c, const char *element)
{
    char quoted[QUOTE_SIZE], got[QUOTE_SIZE];
    bad_option(quoted, sizeof quoted, element);
    if (c == ':') {
        cli_error(failure, "option %s needs an argument (expected %s)", quoted,
                  optopt == OPT_THREADS ? "--threads=N, N 1-256"
                  : optopt == OPT_HASH  ? "--hash=MB, MB 0-1048576"
                                        : "--color=auto, always or never");
    } else if (strncmp(element, "--", 2) == 0 && optopt != 0) {
        quote_arg(got, sizeof got, element);
        cli_error(failure, "option %s takes no argument (got %s)", quoted, got);
    } else if (strncmp(element, "--", 2) == 0) {
        cli_error(failure, "unknown option %s (" OPTIONS_EXPECTED ")", quoted);
    } else {
        cli_error(failure, "unknown option %s (" OPTIONS_EXPECTED "; put arguments that begin with '-' after '--')",
                  quoted);
    }
}

/* Reads the options; fills s. A bad option is kept as the run's error and
 * the rest are still read, so that a --json after it is known. Returns -1
 * to go on, or an exit status. */
static int read_options(int argc, char *argv[], struct settings *s)
{
    char err[PARSE_ERROR_SIZE];
    opterr = 0;
    for (;;) {
        /* The element getopt_long is about to read, for error messages
         * (with "-" in short_options it does not permute argv). */
        const char *element = optind < argc ? argv[optind] : "";
        int c = getopt_long(argc, argv, short_options, long_options, NULL);
        if (c == -1)
            break;
        /* An argument given to an option that takes none (--json=yes):
         * glibc's getopt_long returns '?', BSD's (MinGW-w64's) ':', as for
         * a missing one; both set optopt. */
        /* clang-format off */
        if (c == ':' && strncmp(element, "--", 2) == 0 && strchr(element, '=') != NULL) /* GCOVR_EXCL_BR_LINE: BSD getopt */
            c = '?'; /* GCOVR_EXCL_LINE: BSD getopt only (the Windows cross tests reach it) */
        /* clang-format on */
        switch (c) {
        case 1: s->pos[s->npos++] = optarg; break;
        case 'h': s->help = true; break;
        case 'V': s->version = true; break;
        case OPT_JSON: s->json = true; break;
        case OPT_ASCII: s->ascii = true; break;
        case OPT_FEN: s->fen = true; break;
        case OPT_EPD: s->epd = true; break;
        case OPT_COLOR:
            if (!parse_color_mode(optarg, &s->color, err))
                cli_error(&s->failure, "%s", err);
            break;
        case OPT_THREADS:
        case OPT_HASH:
            s->perft_option = c == OPT_THREADS ? "--threads" : "--hash";
            if (!(c == OPT_THREADS ? parse_threads(optarg, &s->threads, err) : parse_hash_mb(optarg, &s->hash_mb, err)))
                cli_error(&s->failure, "%s", err);
            break;
        default: /* ':' or '?' */ option_error(&s->failure, c, element); break;
        }
    }
    /* After "--": the rest are arguments. */
    for (int i = optind; i < argc; i++)
        s->pos[s->npos++] = argv[i];
    return s->failure.set ? STATUS_USAGE : -1;
}

/* True if what is written to stdout is read as UTF-8. POSIX: the locale's
 * character set (LANG, LC_CTYPE, LC_ALL). Windows, whose C library does not
 * read those: the process's ANSI code page is UTF-8 (65001, the system's
 * "Use Unicode UTF-8 for worldwide language support"). */
static bool utf8_locale(void)
{
#ifdef _WIN32
    return GetACP() == CP_UTF8;
#else
    if (setlocale(LC_CTYPE, "") == NULL)
        return false;
    const char *codeset = nl_langinfo(CODESET);
    return strcmp(codeset, "UTF-8") == 0; /* never NULL; glibc, musl and macOS spell it so */
#endif
}

static bool use_color(enum color_mode mode)
{
    if (mode != COLOR_AUTO)
        return mode == COLOR_ALWAYS;
    /* A dumb terminal shows escape sequences as text. */
    const char *no_color = getenv("NO_COLOR"), *term = getenv("TERM");
    return isatty(STDOUT_FILENO) && (no_color == NULL || no_color[0] == '\0')
        && (term == NULL || strcmp(term, "dumb") != 0);
}

static int unknown_command(struct cli_failure *failure, const char *name)
{
    char quoted[QUOTE_SIZE], names[COMMAND_NAMES_SIZE];
    quote_arg(quoted, sizeof quoted, name);
    command_names(names, sizeof names);
    return cli_error(failure, "%s is not a command (expected %s)", quoted, names);
}

/* Checks the number of arguments of a command with a fixed number; the
 * missing one is named by its word in the usage. */
static bool check_count(struct cli_failure *failure, const struct command *cmd, int argc, char *const argv[])
{
    if (cmd->nargs < 0 || argc == cmd->nargs)
        return true;
    if (argc > cmd->nargs) {
        char quoted[QUOTE_SIZE];
        quote_arg(quoted, sizeof quoted, argv[cmd->nargs]);
        cli_error(failure, "%s: unexpected argument %s (usage: bbgeom %s %s)", cmd->name, quoted, cmd->name,
                  cmd->usage);
        return false;
    }
    const char *word = cmd->usage;
    for (int i = 0; i < argc; i++)
        word = strchr(word, ' ') + 1; /* usage has nargs words */
    int len = (int)strcspn(word, " ");
    cli_error(failure, "%s: missing argument %.*s (usage: bbgeom %s %s)", cmd->name, len, word, cmd->name, cmd->usage);
    return false;
}

/* After the options: help, version, the demo or a command. */
static int dispatch(struct settings *s, struct json *json)
{
    const struct command *cmd = NULL;
    bool help = s->help;
    int topic = 0; /* position of the command named */
    if (s->npos > 0 && strcmp(s->pos[0], "help") == 0) {
        if (s->npos > 2) {
            char quoted[QUOTE_SIZE];
            quote_arg(quoted, sizeof quoted, s->pos[2]);
            return cli_error(&s->failure, "help: unexpected argument %s (usage: bbgeom help [COMMAND])", quoted);
        }
        help = true;
        topic = 1;
    }
    if (help && topic < s->npos && strcmp(s->pos[topic], "help") == 0) {
        help_help(stdout);
        return STATUS_OK;
    }
    if (topic < s->npos) {
        cmd = command_find(s->pos[topic]);
        if (cmd == NULL)
            return unknown_command(&s->failure, s->pos[topic]);
    }
    if (help) {
        if (cmd != NULL)
            help_command(stdout, cmd);
        else
            help_general(stdout);
        return STATUS_OK;
    }
    if (s->version) {
        if (s->json) {
            json_object_begin(json, NULL);
            json_string(json, "command", "version");
            json_string(json, "version", BBG_VERSION_STRING);
            json_string(json, "library_version", bbg_version());
            json_object_end(json);
        } else {
            printf("bbgeom %s (library %s)\n", BBG_VERSION_STRING, bbg_version());
        }
        return STATUS_OK;
    }

    struct cli cli = {
        .out = stdout,
        .json = s->json ? json : NULL,
        .style = { .unicode = !s->ascii && utf8_locale(), .color = use_color(s->color) },
        .failure = &s->failure,
        .fen = s->fen,
        .epd = s->epd,
        .threads = s->threads,
        .hash_mb = s->hash_mb,
    };
    if ((s->fen || s->epd) && (cmd == NULL || strcmp(cmd->name, "pgn") != 0))
        return cli_error(&s->failure, "option --%s is for the pgn command only", s->fen ? "fen" : "epd");
    if (s->perft_option != NULL && (cmd == NULL || strcmp(cmd->name, "perft") != 0))
        return cli_error(&s->failure, "option %s is for the perft command only", s->perft_option);
    if (s->fen && s->epd)
        return cli_error(&s->failure, "options --fen and --epd cannot be used together");
    if (cmd == NULL)
        return cmd_demo(&cli);
    if (!check_count(&s->failure, cmd, s->npos - 1, s->pos + 1))
        return STATUS_USAGE;
    return cmd->run(&cli, s->npos - 1, s->pos + 1);
}

/* The command the words name, for the JSON error: "help", one of the
 * table, or NULL (none, or not a command). */
static const char *command_named(const struct settings *s)
{
    if (s->npos == 0)
        return NULL;
    if (strcmp(s->pos[0], "help") == 0)
        return "help";
    const struct command *cmd = command_find(s->pos[0]);
    return cmd != NULL ? cmd->name : NULL;
}

/* The run's error: a line on stderr; with --json an object on stdout
 * instead, or the line after all when stdout cannot take the object. */
static void report_failure(const struct settings *s, struct json *json)
{
    if (s->json) {
        json_object_begin(json, NULL);
        json_string(json, "command", command_named(s));
        json_string(json, "error", s->failure.message);
        json_int(json, "status", STATUS_USAGE);
        json_object_end(json);
        fflush(stdout); /* a failed write sets the error indicator */
        if (!ferror(stdout))
            return;
    }
    fprintf(stderr, "bbgeom: %s\n", s->failure.message);
}

/* Everything but the final flush. */
static int run_with_json(int argc, char *argv[], struct json *json)
{
    struct settings s = { .color = COLOR_AUTO, .threads = 1 };
    /* argc is 0 only where a kernel passes an empty argv (Linux before
     * 5.18 did; it now passes one empty argument). */
    s.pos = malloc((size_t)(argc > 0 ? argc : 1) * sizeof *s.pos); /* GCOVR_EXCL_BR_LINE */
    /* GCOVR_EXCL_START: allocation failure, not provoked by the tests */
    if (s.pos == NULL) {
        fputs("bbgeom: out of memory\n", stderr);
        return STATUS_WRITE_ERROR;
    }
    /* GCOVR_EXCL_STOP */
    int status = read_options(argc, argv, &s);
    if (status < 0)
        status = dispatch(&s, json);
    if (s.failure.set)
        report_failure(&s, json);
    free(s.pos);
    return status;
}

int cli_main(int argc, char *argv[])
{
    struct json json;
    json_init(&json, stdout);
    return run_with_json(argc, argv, &json);
}
