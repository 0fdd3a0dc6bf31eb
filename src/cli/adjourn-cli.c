/* adjourn-cli.c — command dispatch for adjourn-cli (see spec/cli.md)
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adjourn-cli"

#include "config.h"

#include <errno.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <glib/gi18n.h>

#include "adj-json.h"
#include "chess-fen.h"

#include "adj-cli.h"

/* Only commands that exist are listed: --help never advertises one that is
 * not built. Two-word commands ("envelope check") match two arguments. */
static const AdjCliCommand commands[] = {
  { "verify", "verify --fen FEN --move TEXT [--notation LANG]\n"
              "  verify --batch FILE.jsonl\n"
              "      Is a written sealed move legal, ambiguous, illegal or unreadable?", adj_cli_verify },
  { "perft", "perft --fen FEN --depth N [--divide]\n"
             "      Count the leaves of the legal move tree", adj_cli_perft },
  { "can-mate", "can-mate --fen FEN [--side white|black] [--nodes N]\n"
                "  can-mate --batch FILE.jsonl\n"
                "      Can this side still checkmate by any series of legal moves?", adj_cli_can_mate },
  { "pgn check", "pgn check FILE.pgn\n"
                 "      Check every move of every game", adj_cli_pgn_check },
  { "resume", "resume FILE.json\n"
              "      Apply the resumption rules to a scenario; print the outcome", adj_cli_resume },
  { "reconstruct", "reconstruct FILE.json\n"
                   "      Rebuild a lost envelope’s position from the two scoresheets", adj_cli_reconstruct },
  { "envelope check", "envelope check FILE.json\n"
                      "      Is the envelope complete and consistent for its rules profile?", adj_cli_envelope_check },
  { "envelope seal", "envelope seal FILE.json --passphrase-file F [--db PATH] [--actor NAME]\n"
                     "      Seal an envelope with its move stored encrypted; prints its id and seal code", adj_cli_envelope_seal },
  { "envelope import", "envelope import FILE.json [--db PATH] [--actor NAME]\n"
                       "      Put an envelope file into the archive (all of it, or nothing)", adj_cli_envelope_import },
  { "envelope export", "envelope export ID [--db PATH]\n"
                       "      Print an archived envelope’s file (a sealed move stays sealed)", adj_cli_envelope_export },
  { "envelope list", "envelope list [FILTER] [--db PATH]\n"
                     "      List the archive, newest first, one object a line", adj_cli_envelope_list },
  { "envelope resume", "envelope resume ID --facts FILE.json [--passphrase-file F] [--dry-run] [--correct [--reason TEXT]] [--db PATH] [--actor NAME]\n"
                       "      Open an archived envelope (or record it lost) and apply the resumption rules", adj_cli_envelope_resume },
  { "envelope lost", "envelope lost ID --scoresheets FILE.json [--reading N] [--db PATH] [--actor NAME]\n"
                     "      Record an archived envelope lost and its position reconstructed from the scoresheets", adj_cli_envelope_lost },
  { "envelope annul", "envelope annul ID --reason TEXT [--db PATH] [--actor NAME]\n"
                      "      Annul the game of a lost envelope whose position cannot be re-established", adj_cli_envelope_annul },
  { "envelope history", "envelope history ID [--db PATH]\n"
                        "      The custody log of one envelope, oldest first, one object a line", adj_cli_envelope_history },
  { "envelope prepare", "envelope prepare ID [--import FILE.json] [--export FILE] [--export-pgn FILE] [--db PATH]\n"
                        "      A player's reply prepared for every move the opponent may have sealed: show, keep or export it",
    adj_cli_envelope_prepare },
  { "log verify", "log verify [--head TEXT] [--event NAME] [--db PATH]\n"
                  "      Check that the custody log was not edited (and that a head noted on paper is still in it)",
    adj_cli_log_verify },
  { "log head", "log head --event NAME [--db PATH]\n"
                "      The head of an event's custody chain, to note on paper, and its public key", adj_cli_log_head },
  { "archive push", "archive push EVENT --to URI [--db PATH]\n"
                    "      Copy an event's envelopes and custody chain to the federation's archive (only what is new)",
    adj_cli_archive_push },
  { "archive appoint", "archive appoint ROLE EVENT --db URI\n"
                       "      Let an arbiter's login role seal and open EVENT's envelopes (a federation's archive)",
    adj_cli_archive_appoint },
  { "archive dismiss", "archive dismiss ROLE EVENT --db URI\n"
                       "      End an arbiter's appointment to EVENT (it stays on record)", adj_cli_archive_dismiss },
  { "archive appointments", "archive appointments [EVENT] --db URI\n"
                            "      Who was appointed to which event, and dismissed when, one object a line",
    adj_cli_archive_appointments },
  { NULL, NULL, NULL }
};

int
adj_cli_fail (const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  /* An argument quoted in it may be any bytes: what is said is UTF-8. */
  g_autofree char *shown = g_utf8_make_valid (message, -1);
  fprintf (stderr, "adjourn-cli: %s\n", shown);
  return ADJ_CLI_EXIT_USAGE;
}

/* The entry of LISTS (NULL-terminated lists of entries) named NAME, of
 * LENGTH bytes, or NULL. */
static const GOptionEntry *
find_entry (const GOptionEntry *const *lists, const char *name, gsize length)
{
  for (; *lists; lists++)
    for (const GOptionEntry *e = *lists; e->long_name; e++)
      if (strlen (e->long_name) == length && strncmp (e->long_name, name, length) == 0)
        return e;
  return NULL;
}

/* GOption turns the value of a text option into UTF-8 and, when it is not,
 * refuses the arguments without naming the option ("Invalid byte sequence
 * in conversion input"): the values are looked at first. */
static gboolean
text_values_valid (const char *what, int argc, char **argv, const GOptionEntry *const *lists)
{
  for (int i = 1; i < argc && strcmp (argv[i], "--") != 0; i++)
    {
      if (!g_str_has_prefix (argv[i], "--"))
        continue;
      const char *name = argv[i] + 2, *equals = strchr (name, '=');
      gsize length = equals ? (gsize) (equals - name) : strlen (name);
      const GOptionEntry *entry = find_entry (lists, name, length);
      if (!entry || entry->arg == G_OPTION_ARG_NONE)
        continue;
      const char *value = equals ? equals + 1 : i + 1 < argc ? argv[++i] : NULL;
      const char *bad;
      if (value && (entry->arg == G_OPTION_ARG_STRING || entry->arg == G_OPTION_ARG_STRING_ARRAY)
          && !g_utf8_validate (value, -1, &bad))
        {
          adj_cli_fail ("%s: --%s: not UTF-8 text (byte 0x%02X at byte %d)", what, entry->long_name,
                        (unsigned) (guchar) *bad, (int) (bad - value) + 1);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
adj_cli_parse_options (const char *what, const char *parameters, const GOptionEntry *entries,
                       const GOptionEntry *more, int *argc, char ***argv)
{
  const GOptionEntry *const lists[] = { entries, more, NULL };
  if (!text_values_valid (what, *argc, *argv, lists))
    return FALSE;
  g_autoptr(GOptionContext) context = g_option_context_new (parameters);
  g_option_context_add_main_entries (context, entries, NULL);
  if (more)
    g_option_context_add_main_entries (context, more, NULL);
  g_autoptr(GError) error = NULL;
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      adj_cli_fail ("%s: %s", what, error->message);
      return FALSE;
    }
  return TRUE;
}

void
adj_cli_print_json (JsonNode *node)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;

  json_generator_set_root (generator, node);
  text = json_generator_to_data (generator, NULL);
  fputs (text, stdout);
  fputc ('\n', stdout);
}

gboolean
adj_cli_read_input (const char *path, char **data, gsize *length, GError **error)
{
  if (g_strcmp0 (path, "-") != 0)
    return g_file_get_contents (path, data, length, error);

  g_autoptr(GString) s = g_string_new (NULL);
  char buf[65536];
  size_t n;
  while ((n = fread (buf, 1, sizeof buf, stdin)) > 0)
    g_string_append_len (s, buf, (gssize) n);
  if (ferror (stdin))
    {
      g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_IO, "cannot read standard input");
      return FALSE;
    }
  *length = s->len;
  *data = g_string_free (g_steal_pointer (&s), FALSE);
  return TRUE;
}

void
adj_cli_json_string (GString *out, const char *s)
{
  /* Old PGN files are often Latin-1: never let a bad byte break the JSON. */
  g_autofree char *valid = g_utf8_validate (s, -1, NULL) ? NULL : g_utf8_make_valid (s, -1);
  if (valid)
    s = valid;
  g_string_append_c (out, '"');
  for (const unsigned char *p = (const unsigned char *) s; *p; p++)
    {
      if (*p == '"' || *p == '\\')
        {
          g_string_append_c (out, '\\');
          g_string_append_c (out, (char) *p);
        }
      else if (*p < 0x20)
        g_string_append_printf (out, "\\u%04x", *p);
      else
        g_string_append_c (out, (char) *p);
    }
  g_string_append_c (out, '"');
}

gboolean
adj_cli_read_fen (const char *text, ChessPosition *pos, char **message)
{
  ChessFenResult r;
  if (chess_fen_read (pos, text, &r))
    return TRUE;
  *message = g_strdup_printf ("bad FEN: %s%s%s%s", chess_fen_error_message (r.code),
                              *r.detail ? " (" : "", r.detail, *r.detail ? ")" : "");
  return FALSE;
}

void
adj_cli_append_line_error (GString *out, guint64 number, const char *message)
{
  g_autofree char *full = g_strdup_printf ("line %" G_GUINT64_FORMAT ": %s", number, message);
  fprintf (stderr, "adjourn-cli: %s\n", full);
  g_string_append (out, "\"error\":");
  adj_cli_json_string (out, full);
}

gsize
adj_cli_batch_trim (const char *line, gsize len)
{
  while (len && (line[len - 1] == '\r' || line[len - 1] == ' ' || line[len - 1] == '\t'))
    len--;
  return len;
}

JsonObject *
adj_cli_batch_object (const char *line, gsize len, JsonNode **root, char **message)
{
  g_autoptr(GError) error = NULL;

  *root = adj_json_parse (line, (gssize) len, &error);
  if (*root == NULL)
    *message = g_strdup (error->message);
  else if (!JSON_NODE_HOLDS_OBJECT (*root))
    *message = g_strdup ("not a JSON object");
  else
    return json_node_get_object (*root);
  return NULL;
}

void
adj_cli_batch_open (GString *out, JsonObject *object)
{
  JsonNode *id = object ? json_object_get_member (object, "id") : NULL;

  g_string_append_c (out, '{');
  if (id)
    {
      g_autofree char *id_text = json_to_string (id, FALSE);
      g_string_append_printf (out, "\"id\":%s,", id_text);
    }
}

int
adj_cli_batch (const char *command, const char *path, AdjCliBatchLine each, gpointer data, gsize flush_at)
{
  FILE *in = strcmp (path, "-") == 0 ? stdin : fopen (path, "rb");
  if (!in)
    return adj_cli_fail ("%s: cannot open %s: %s", command, path, g_strerror (errno));

  g_autoptr(GString) out = g_string_sized_new (flush_at + 4096);
  char *line = NULL;
  size_t cap = 0;
  ssize_t n;
  guint64 number = 0;
  while ((n = getline (&line, &cap, in)) >= 0)
    {
      number++;
      if (n > 0 && line[n - 1] == '\n')
        n--;
      each (line, (gsize) n, number, out, data);
      if (out->len > flush_at)
        {
          fwrite (out->str, 1, out->len, stdout);
          if (flush_at == 0)
            fflush (stdout);
          g_string_truncate (out, 0);
        }
    }
  fwrite (out->str, 1, out->len, stdout);
  free (line);
  if (in != stdin)
    fclose (in);
  return ADJ_CLI_EXIT_OK;
}

static void
print_help (FILE *out)
{
  fprintf (out, "Usage: adjourn-cli COMMAND [OPTION…]\n\n");
  fprintf (out, "Adjourned chess games and sealed-move envelopes, from a terminal.\n");
  fprintf (out, "Output is JSON on stdout; messages go to stderr.\n\n");
  fprintf (out, "Commands:\n");
  for (const AdjCliCommand *c = commands; c->name != NULL; c++)
    fprintf (out, "  %s\n", c->synopsis);
  fprintf (out, "\nOptions:\n");
  fprintf (out, "  --help      Show this help\n");
  fprintf (out, "  --version   Show the version\n");
}

/* How many of argv's words the command's name takes, or 0 if it does not match. */
static int
command_matches (const AdjCliCommand *command, int argc, char **argv)
{
  g_auto(GStrv) words = g_strsplit (command->name, " ", -1);
  guint n = g_strv_length (words);

  if ((guint) argc < n)
    return 0;
  for (guint i = 0; i < n; i++)
    if (strcmp (words[i], argv[i]) != 0)
      return 0;
  return (int) n;
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  /* $ADJOURN_LOCALEDIR: the build tree's catalogues, when run uninstalled
   * (make run, meson devenv, the tests). */
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("ADJOURN_LOCALEDIR") ? g_getenv ("ADJOURN_LOCALEDIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (argc < 2)
    {
      print_help (stderr);
      return ADJ_CLI_EXIT_USAGE;
    }
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0 || strcmp (argv[1], "help") == 0)
    {
      print_help (stdout);
      return ADJ_CLI_EXIT_OK;
    }
  if (strcmp (argv[1], "--version") == 0)
    {
      printf ("adjourn-cli %s\n", PACKAGE_VERSION);
      return ADJ_CLI_EXIT_OK;
    }

  for (const AdjCliCommand *c = commands; c->name != NULL; c++)
    {
      int taken = command_matches (c, argc - 1, argv + 1);

      if (taken > 0)
        return c->run (argc - taken, argv + taken);
    }

  return adj_cli_fail ("unknown command “%s” (see adjourn-cli --help)", argv[1]);
}
