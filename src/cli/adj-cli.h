/* adj-cli.h — shared pieces of adjourn-cli's commands
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "adj-store.h"
#include "chess-notation.h"

G_BEGIN_DECLS

/* Exit statuses of spec/cli.md. */
#define ADJ_CLI_EXIT_OK    0
#define ADJ_CLI_EXIT_USAGE 2

typedef int (*AdjCliCommandFunc) (int argc, char **argv);

typedef struct {
  const char        *name;     /* "verify", "envelope check" … as typed */
  const char        *synopsis; /* one line for --help */
  AdjCliCommandFunc  run;      /* argv[0] is the command name */
} AdjCliCommand;

/* Print "adjourn-cli: MESSAGE" on stderr and return ADJ_CLI_EXIT_USAGE. */
int  adj_cli_fail       (const char *format, ...) G_GNUC_PRINTF (1, 2);
/* Parse the options of command WHAT ("verify"): ENTRIES and MORE (may be
 * NULL), each ended by a NULL long name; PARAMETERS as for
 * g_option_context_new(). FALSE, after saying why on stderr, when they are
 * refused: a value of a text option that is not UTF-8 is named with its
 * option. ARGV then keeps the command and its other arguments. */
gboolean adj_cli_parse_options (const char *what, const char *parameters, const GOptionEntry *entries,
                                const GOptionEntry *more, int *argc, char ***argv);
/* Write one JSON object on a line of stdout. */
void adj_cli_print_json (JsonNode *node);
/* The whole of file PATH, or of standard input when PATH is "-". */
gboolean adj_cli_read_input (const char *path, char **data, gsize *length, GError **error);
/* Append 's' as a quoted JSON string (UTF-8 kept, controls escaped). */
void adj_cli_json_string (GString *out, const char *s);

/* Read a FEN (or EPD, or "startpos"); on failure a message "bad FEN: …". */
gboolean adj_cli_read_fen (const char *text, ChessPosition *pos, char **message);

/* Batch mode: each line of PATH ("-": stdin), its newline cut off, is given
 * to LINE with its number (from 1) and the output so far; the output is
 * written whenever it grows past FLUSH_AT bytes (0: after every line) and at
 * the end. COMMAND names the command in the error for a file that cannot be
 * opened (exit status 2); otherwise ADJ_CLI_EXIT_OK. */
typedef void (*AdjCliBatchLine) (const char *line, gsize len, guint64 number, GString *out, gpointer data);
int  adj_cli_batch (const char *command, const char *path, AdjCliBatchLine line, gpointer data, gsize flush_at);

/* A batch line without its trailing blanks: its length, 0 for a blank line. */
gsize adj_cli_batch_trim (const char *line, gsize len);
/* A batch line read as a JSON object (owned by *ROOT, to free with
 * json_node_unref()); NULL with *MESSAGE set when it is not one: too deep,
 * not UTF-8, not JSON, or not an object. */
JsonObject *adj_cli_batch_object (const char *line, gsize len, JsonNode **root, char **message);
/* Open a line's answer object ('{'), the input's "id" echoed when OBJECT
 * (may be NULL) has one. */
void adj_cli_batch_open (GString *out, JsonObject *object);

/* A batch line's error, as the keys of its output object ("error": "line N:
 * MESSAGE", no braces) and, for the person running the batch, on stderr in
 * spec/cli.md's form. */
void adj_cli_append_line_error (GString *out, guint64 number, const char *message);

/* The keys of a verdict object of spec/cli.md "verify" (no braces). */
void adj_cli_append_verdict (GString *out, const ChessPosition *pos, const ChessVerdict *verdict);

/* The archive's commands (adj-cli-envelope.c): the options every one takes
 * (--db, --actor) and EXTRA, with POSITIONAL arguments left in argv (-1:
 * any number); the archive opened (FLAGS: ADJ_STORE_OPEN_READ_ONLY for the
 * commands that only read), NULL after saying why; an envelope number. */
gboolean  adj_cli_store_options (const char *what, int *argc, char ***argv, char **db, char **actor,
                                 const GOptionEntry *extra, int positional);
AdjStore *adj_cli_open_store    (const char *what, const char *db, AdjStoreOpenFlags flags);
gboolean  adj_cli_parse_id      (const char *text, gint64 *id);

/* Commands, one file each (adj-cli-COMMAND.c). */
int adj_cli_verify (int argc, char **argv);
int adj_cli_perft  (int argc, char **argv);
int adj_cli_can_mate (int argc, char **argv);
int adj_cli_pgn_check (int argc, char **argv);
int adj_cli_envelope_seal (int argc, char **argv);
int adj_cli_envelope_import (int argc, char **argv);
int adj_cli_envelope_history (int argc, char **argv);
int adj_cli_envelope_prepare (int argc, char **argv);
int adj_cli_envelope_resume (int argc, char **argv);
int adj_cli_envelope_lost (int argc, char **argv);
int adj_cli_envelope_annul (int argc, char **argv);
int adj_cli_envelope_export (int argc, char **argv);
int adj_cli_envelope_list (int argc, char **argv);
int adj_cli_log_verify (int argc, char **argv);
int adj_cli_log_head (int argc, char **argv);
int adj_cli_archive_push (int argc, char **argv);
int adj_cli_resume (int argc, char **argv);
int adj_cli_envelope_check (int argc, char **argv);
int adj_cli_reconstruct (int argc, char **argv);
int adj_cli_archive_appoint (int argc, char **argv);
int adj_cli_archive_dismiss (int argc, char **argv);
int adj_cli_archive_appointments (int argc, char **argv);

G_END_DECLS
