/* test-file-dialog.c — what the open and save dialogs offer, without a display
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "adj-file-dialog.h"
#include "ui-test.h"

/* Whether FILTER lets a file called NAME of CONTENT_TYPE through, as the
 * dialog asks it. */
static gboolean
filter_matches (GtkFileFilter *filter,
                const char    *name,
                const char    *content_type)
{
  g_autoptr(GFileInfo) info = g_file_info_new ();

  g_file_info_set_display_name (info, name);
  if (content_type)
    g_file_info_set_content_type (info, content_type);
  return gtk_filter_match (GTK_FILTER (filter), info);
}

static GtkFileFilter *
filter_at (GListModel *filters,
           guint       i)
{
  GtkFileFilter *filter = g_list_model_get_item (filters, i);
  g_object_unref (filter);  /* the list keeps it */
  return filter;
}

static void
test_filters (void)
{
  const struct {
    AdjFileKind kind;
    const char *name;       /* the filter's name */
    const char *mine;       /* a file it takes */
    const char *mine_upper; /* the same with the suffix in capitals */
    const char *other;      /* a file of another kind */
  } cases[] = {
    { ADJ_FILE_KIND_ENVELOPE, "Adjourn envelope", "round5-board3.json", "ROUND5.JSON", "game.pgn" },
    { ADJ_FILE_KIND_PGN, "PGN game record", "fischer-spassky.pgn", "GAME.PGN", "envelope.json" },
    { ADJ_FILE_KIND_PDF, "PDF document", "face.pdf", "FACE.PDF", "game.pgn" },
    { ADJ_FILE_KIND_PNG, "PNG image", "diagram.png", "DIAGRAM.PNG", "diagram.svg" },
    { ADJ_FILE_KIND_SVG, "SVG image", "diagram.svg", "DIAGRAM.SVG", "diagram.png" },
    { ADJ_FILE_KIND_GAME, "Game record or envelope", "fischer-spassky.pgn", "ROUND5.JSON", "face.pdf" },
    { ADJ_FILE_KIND_PREPARATION, "PGN game record", "reply.pgn", "REPLY.PGN", "envelope.json" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GListModel) open = adj_file_dialog_filters (cases[i].kind, FALSE);
      g_autoptr(GListModel) save = adj_file_dialog_filters (cases[i].kind, TRUE);
      GtkFileFilter *own = filter_at (open, 0);

      g_assert_true (g_list_model_get_item_type (open) == GTK_TYPE_FILE_FILTER);
      /* Opening offers the kind first, then everything; saving only the kind. */
      g_assert_cmpuint (g_list_model_get_n_items (open), ==, 2);
      g_assert_cmpuint (g_list_model_get_n_items (save), ==, 1);
      g_assert_cmpstr (gtk_file_filter_get_name (own), ==, cases[i].name);
      g_assert_cmpstr (gtk_file_filter_get_name (filter_at (save, 0)), ==, cases[i].name);
      g_assert_cmpstr (gtk_file_filter_get_name (filter_at (open, 1)), ==, "All files");

      g_assert_true (filter_matches (own, cases[i].mine, NULL));
      g_assert_true (filter_matches (own, cases[i].mine_upper, NULL));
      g_assert_false (filter_matches (own, cases[i].other, NULL));
      g_assert_true (filter_matches (filter_at (open, 1), cases[i].other, NULL));
    }

  /* A game to review: a game record, or an envelope. */
  g_autoptr(GListModel) game = adj_file_dialog_filters (ADJ_FILE_KIND_GAME, FALSE);
  g_assert_true (filter_matches (filter_at (game, 0), "round5-board3.json", NULL));
  g_assert_true (filter_matches (filter_at (game, 0), "GAME.PGN", NULL));
  g_assert_cmpstr (adj_file_dialog_title (ADJ_FILE_KIND_GAME, FALSE), ==, "Review a Game");
  /* The review's two exports say which they write. */
  g_assert_cmpstr (adj_file_dialog_title (ADJ_FILE_KIND_PGN, TRUE), ==, "Export Game Record");
  g_assert_cmpstr (adj_file_dialog_title (ADJ_FILE_KIND_PREPARATION, TRUE), ==, "Export Preparation");

  /* A portal that reports the type but a name without a suffix. */
  g_autoptr(GListModel) pdf = adj_file_dialog_filters (ADJ_FILE_KIND_PDF, FALSE);
  g_assert_true (filter_matches (filter_at (pdf, 0), "scan", "application/pdf"));
}

static void
test_titles (void)
{
  g_assert_cmpstr (adj_file_dialog_title (ADJ_FILE_KIND_ENVELOPE, FALSE), ==, "Open Envelope File");
  g_assert_cmpstr (adj_file_dialog_title (ADJ_FILE_KIND_ENVELOPE, TRUE), ==, "Export Envelope File");
  g_assert_cmpstr (adj_file_dialog_title (ADJ_FILE_KIND_PGN, TRUE), ==, "Export Game Record");
  g_assert_cmpstr (adj_file_dialog_title (ADJ_FILE_KIND_PDF, TRUE), ==, "Export Envelope Face");
  g_assert_cmpstr (adj_file_kind_extension (ADJ_FILE_KIND_ENVELOPE), ==, "json");
  g_assert_cmpstr (adj_file_kind_extension (ADJ_FILE_KIND_PGN), ==, "pgn");
  g_assert_cmpstr (adj_file_kind_extension (ADJ_FILE_KIND_PDF), ==, "pdf");
  g_assert_cmpstr (adj_file_kind_extension (ADJ_FILE_KIND_SVG), ==, "svg");
  g_assert_cmpstr (adj_file_dialog_title (ADJ_FILE_KIND_PNG, TRUE), ==, "Export Diagram");
}

static void
check_name (AdjFileKind  kind,
            const char  *title,
            const char  *expected)
{
  g_autofree char *name = adj_file_dialog_suggest_name (kind, title);
  g_assert_cmpstr (name, ==, expected);
}

static void
test_suggest_name (void)
{
  check_name (ADJ_FILE_KIND_ENVELOPE, "Club championship", "Club championship.json");
  check_name (ADJ_FILE_KIND_PGN, "Reykjavik 1972", "Reykjavik 1972.pgn");
  /* The extension is not doubled, whatever its case. */
  check_name (ADJ_FILE_KIND_PDF, "face.pdf", "face.pdf");
  check_name (ADJ_FILE_KIND_PDF, "FACE.PDF", "FACE.PDF");
  check_name (ADJ_FILE_KIND_PGN, "notes.txt", "notes.txt.pgn");
  /* Path separators and what file systems refuse become dashes. */
  check_name (ADJ_FILE_KIND_ENVELOPE, "2026/11/21: R5 \"B3\" <x>|y*?", "2026-11-21- R5 -B3- -x--y--.json");
  check_name (ADJ_FILE_KIND_ENVELOPE, "../../etc/passwd", "-..-etc-passwd.json");
  /* Runs of white space, tabs and newlines become one space; none at the ends. */
  check_name (ADJ_FILE_KIND_PGN, "  Vidal \t\n Puig  ", "Vidal Puig.pgn");
  /* Invisible direction overrides are dropped. */
  check_name (ADJ_FILE_KIND_PGN, "abc\u202Egnp.exe", "abcgnp.exe.pgn");
  /* No hidden file, no trailing dot. */
  check_name (ADJ_FILE_KIND_PGN, ".hidden.", "hidden.pgn");
  /* Non-Latin names survive. */
  check_name (ADJ_FILE_KIND_PGN, "Спасский – Фишер", "Спасский – Фишер.pgn");
  /* Nothing usable: a generic name. */
  check_name (ADJ_FILE_KIND_ENVELOPE, NULL, "envelope.json");
  check_name (ADJ_FILE_KIND_ENVELOPE, "   ", "envelope.json");
  check_name (ADJ_FILE_KIND_PGN, "///", "game.pgn");
  check_name (ADJ_FILE_KIND_PDF, "", "envelope face.pdf");
  check_name (ADJ_FILE_KIND_PGN, "\xff\xfe", "game.pgn");

  /* Long titles are cut on a character boundary. */
  {
    g_autoptr(GString) title = g_string_new (NULL);
    g_autofree char *name = NULL;

    for (int i = 0; i < 200; i++)
      g_string_append (title, "é");
    name = adj_file_dialog_suggest_name (ADJ_FILE_KIND_PGN, title->str);
    g_assert_true (g_utf8_validate (name, -1, NULL));
    g_assert_cmpuint (g_utf8_strlen (name, -1), ==, 80 + strlen (".pgn"));
    g_assert_true (g_str_has_suffix (name, "é.pgn"));
    g_assert_cmpuint (strlen (name), <, 255);
  }
}

static void
test_envelope_name (void)
{
  const char *full =
    "{ \"format\": \"adjourn-envelope\", \"version\": 1, \"rules\": \"fide-2023\","
    "  \"event\": \"Club championship\", \"round\": \"5\", \"board\": \"3\","
    "  \"white\": \"Vidal, Marta\", \"black\": \"Puig, Jordi\","
    "  \"position\": \"8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41\" }";
  const char *bare =
    "{ \"format\": \"adjourn-envelope\", \"version\": 1, \"rules\": \"fide-2023\","
    "  \"white\": \"Fischer\","
    "  \"position\": \"8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41\" }";
  const char *empty =
    "{ \"format\": \"adjourn-envelope\", \"version\": 1, \"rules\": \"fide-2023\","
    "  \"position\": \"8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41\" }";
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelope) a = adj_envelope_new_from_data (full, -1, &error);
  g_autoptr(AdjEnvelope) b = adj_envelope_new_from_data (bare, -1, &error);
  g_autoptr(AdjEnvelope) c = adj_envelope_new_from_data (empty, -1, &error);
  g_autofree char *json = NULL;
  g_autofree char *pdf = NULL;
  g_autofree char *only_white = NULL;
  g_autofree char *nothing = NULL;

  g_assert_no_error (error);
  json = adj_file_dialog_envelope_name (ADJ_FILE_KIND_ENVELOPE, a);
  pdf = adj_file_dialog_envelope_name (ADJ_FILE_KIND_PDF, a);
  only_white = adj_file_dialog_envelope_name (ADJ_FILE_KIND_PGN, b);
  nothing = adj_file_dialog_envelope_name (ADJ_FILE_KIND_ENVELOPE, c);
  g_assert_cmpstr (json, ==, "Club championship, round 5, board 3, Vidal–Puig.json");
  g_assert_cmpstr (pdf, ==, "Club championship, round 5, board 3, Vidal–Puig.pdf");
  g_assert_cmpstr (only_white, ==, "Fischer.pgn");
  g_assert_cmpstr (nothing, ==, "envelope.json");
}

#if !GTK_CHECK_VERSION (4, 10, 0)
/* On GTK 4.8 without a portal, GtkFileChooserNative shows a
 * GtkFileChooserDialog: answer it as a user would. */
typedef struct {
  gboolean called;
  GFile   *file;
} Answer;

static void
answer_cb (GFile        *file,
           const GError *error,
           gpointer      user_data)
{
  Answer *answer = user_data;

  g_assert_no_error (error);
  answer->called = TRUE;
  g_set_object (&answer->file, file);
}

static void
wait_for (gboolean *flag)
{
  for (int i = 0; i < 500 && !*flag; i++)
    g_main_context_iteration (NULL, FALSE), g_usleep (2000);
}

static void
test_native_dialogs (void)
{
  GtkWindow *parent = GTK_WINDOW (gtk_window_new ());
  g_autofree char *dir = g_dir_make_tmp ("adj-dialog-XXXXXX", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  GtkFileChooserDialog *chooser;
  GtkFileFilter *filter;
  Answer save = { 0 }, open = { 0 };

  gtk_window_present (parent);

  /* Saving: the title, the suggested name and the filter are offered;
   * accepting gives the file. */
  adj_file_dialog_save (parent, ADJ_FILE_KIND_PDF, "Club championship.pdf", answer_cb, &save);
  for (int i = 0; i < 500 && !(chooser = ui_test_find_file_chooser ()); i++)
    g_main_context_iteration (NULL, FALSE), g_usleep (2000);
  g_assert_nonnull (chooser);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (chooser)), ==, "Export Envelope Face");
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (chooser)));
  g_assert_cmpint (gtk_file_chooser_get_action (GTK_FILE_CHOOSER (chooser)), ==, GTK_FILE_CHOOSER_ACTION_SAVE);
  g_autofree char *name = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (chooser));
  g_assert_cmpstr (name, ==, "Club championship.pdf");
  filter = gtk_file_chooser_get_filter (GTK_FILE_CHOOSER (chooser));
  g_assert_nonnull (filter);
  g_assert_cmpstr (gtk_file_filter_get_name (filter), ==, "PDF document");
  g_assert_true (gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL));
  for (int i = 0; i < 100; i++)
    g_main_context_iteration (NULL, FALSE), g_usleep (2000);
  GtkWidget *button = ui_test_find_button (GTK_WIDGET (chooser), "_Save");
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  wait_for (&save.called);
  g_assert_true (save.called);
  g_assert_nonnull (save.file);
  /* The folder is the chooser's business (it may keep its own); the name
   * offered is the one that comes back. Nothing is written. */
  g_autofree char *got = g_file_get_basename (save.file);
  g_assert_cmpstr (got, ==, "Club championship.pdf");
  g_clear_object (&save.file);

  /* Opening, dismissed: the callback hears of it, with no file and no error. */
  adj_file_dialog_open (parent, ADJ_FILE_KIND_ENVELOPE, answer_cb, &open);
  for (int i = 0; i < 500 && !(chooser = ui_test_find_file_chooser ()); i++)
    g_main_context_iteration (NULL, FALSE), g_usleep (2000);
  g_assert_nonnull (chooser);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (chooser)), ==, "Open Envelope File");
  g_assert_cmpint (gtk_file_chooser_get_action (GTK_FILE_CHOOSER (chooser)), ==, GTK_FILE_CHOOSER_ACTION_OPEN);
  g_assert_cmpstr (gtk_file_filter_get_name (gtk_file_chooser_get_filter (GTK_FILE_CHOOSER (chooser))),
                   ==, "Adjourn envelope");
  button = ui_test_find_button (GTK_WIDGET (chooser), "_Cancel");
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  wait_for (&open.called);
  g_assert_true (open.called);
  g_assert_null (open.file);

  gtk_window_destroy (parent);
  g_rmdir (dir);
}
#endif

int
main (int argc, char **argv)
{
  gboolean display = g_getenv ("DISPLAY") || g_getenv ("WAYLAND_DISPLAY");

  if (display)
    gtk_test_init (&argc, &argv, NULL);
  else
    g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/file-dialog/filters", test_filters);
  g_test_add_func ("/file-dialog/titles", test_titles);
  g_test_add_func ("/file-dialog/suggest-name", test_suggest_name);
  g_test_add_func ("/file-dialog/envelope-name", test_envelope_name);
#if !GTK_CHECK_VERSION (4, 10, 0)
  if (display)
    g_test_add_func ("/file-dialog/native-dialogs", test_native_dialogs);
#endif
  return g_test_run ();
}
