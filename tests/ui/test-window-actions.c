/* test-window-actions.c — the window's file actions: import, export of the
 * envelope, of its game as PGN and of its face as PDF, driven with files
 * given directly (what the dialogs would hand over)
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <adwaita.h>
#include <glib/gstdio.h>
#if HAVE_POPPLER
#include <poppler.h>
#endif

#include "adj-application.h"
#include "adj-archive-view.h"
#include "adj-position-editor.h"
#include "adj-sample-event.h"
#include "adj-seal.h"
#include "adj-window.h"
#include "ui-test.h"

static char           *tmp_dir;
static AdjApplication *app;
static AdjWindow      *window;

static AdjStore *
store (void)
{
  return adj_application_get_store (app, NULL);
}

static gint64
count_envelopes (void)
{
  g_autoptr(GError) error = NULL;
  gint64 n = adj_store_count (store (), "envelopes", &error);
  g_assert_no_error (error);
  return n;
}

/* Whether the window's action NAME is enabled, as a button bound to it
 * would show it (GTK keeps a widget's class actions to itself). */
static gboolean
action_enabled (const char *name)
{
  static GHashTable *probes;
  GtkWidget *probe;

  if (!probes)
    probes = g_hash_table_new (g_str_hash, g_str_equal);
  probe = g_hash_table_lookup (probes, name);
  if (!probe)
    {
      AdwHeaderBar *bar = ADW_HEADER_BAR (ui_test_find (GTK_WIDGET (window), ADW_TYPE_HEADER_BAR));
      probe = gtk_button_new_with_label (name);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (probe), name);
      gtk_widget_set_visible (probe, FALSE);
      adw_header_bar_pack_end (bar, probe);
      g_hash_table_insert (probes, (gpointer) name, probe);
    }
  ui_test_wait (10);
  return gtk_widget_get_sensitive (probe);
}

static char *
tmp_path (const char *name)
{
  return g_build_filename (tmp_dir, name, NULL);
}

/* The sample's envelope of game ROUND ("13": the one kept closed). */
static char *
sample_document (const char *round)
{
  g_autoptr(GPtrArray) docs = adj_sample_event_get_documents ();
  for (guint i = 0; i < docs->len; i++)
    {
      g_autoptr(JsonNode) node = json_from_string (docs->pdata[i], NULL);
      JsonObject *object = json_node_get_object (node);
      if (g_strcmp0 (json_object_get_string_member (object, "round"), round) == 0)
        return g_strdup (docs->pdata[i]);
    }
  g_assert_not_reached ();
}

static GFile *
write_tmp (const char *name, const char *contents)
{
  g_autofree char *path = tmp_path (name);
  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  return g_file_new_for_path (path);
}

static gint64
shown_envelope_id (void)
{
  AdjArchiveView *view = ADJ_ARCHIVE_VIEW (ui_test_find (GTK_WIDGET (window), ADJ_TYPE_ARCHIVE_VIEW));
  AdjArchiveItem *game = adj_archive_view_get_shown_game (view);
  return game ? adj_archive_item_get_row (game)->info->id : 0;
}

static char *
visible_dialog_body (void)
{
  GtkWidget *dialog = NULL;
  char *body = NULL;

  ui_test_wait_until ((dialog = adj_compat_get_visible_dialog (GTK_WINDOW (window))));
  g_object_get (dialog, "body", &body, NULL);
  adj_compat_close (dialog);
  ui_test_wait_until (!adj_compat_get_visible_dialog (GTK_WINDOW (window)));
  return body;
}

/* A good file adds one envelope, shown at once; a bad one is refused with
 * its key named, and changes nothing. */
static void
test_import (void)
{
  g_autofree char *good = sample_document ("13");
  g_autoptr(GFile) good_file = write_tmp ("game-13.json", good);
  g_autoptr(GError) error = NULL;
  gint64 before = count_envelopes ();

  g_assert_true (adj_window_import_envelope_file (window, good_file, &error));
  g_assert_no_error (error);
  g_assert_cmpint (count_envelopes (), ==, before + 1);
  ui_test_wait_until (shown_envelope_id () > 0);
  g_autofree char *stored = adj_store_export_envelope (store (), shown_envelope_id (), &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (stored, "Spassky"));
  g_assert_null (adj_compat_get_visible_dialog (GTK_WINDOW (window)));

  /* The same envelope with a position the rules engine refuses. */
  g_autoptr(JsonNode) node = json_from_string (good, NULL);
  json_object_set_string_member (json_node_get_object (node), "position", "8/8/8/8/8/8/8/8 w - - 0 1");
  json_object_set_string_member (json_node_get_object (node), "round", "99");
  g_autofree char *bad = json_to_string (node, TRUE);
  g_autoptr(GFile) bad_file = write_tmp ("bad.json", bad);
  gint64 shown = shown_envelope_id ();
  g_assert_false (adj_window_import_envelope_file (window, bad_file, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "position"));
  g_autofree char *body = visible_dialog_body ();
  g_assert_nonnull (strstr (body, "bad.json"));
  g_assert_nonnull (strstr (body, "position"));
  g_assert_cmpint (count_envelopes (), ==, before + 1);
  g_assert_cmpint (shown_envelope_id (), ==, shown);
  g_clear_error (&error);

  /* Not JSON at all. */
  g_autoptr(GFile) junk = write_tmp ("junk.json", "{ \"format\": ");
  g_assert_false (adj_window_import_envelope_file (window, junk, &error));
  g_autofree char *junk_body = visible_dialog_body ();
  g_assert_nonnull (strstr (junk_body, "junk.json"));
  g_assert_cmpint (count_envelopes (), ==, before + 1);
}

/* The exported file is the stored document: importing it again is refused
 * as a duplicate, and a fresh archive takes it and exports the same. */
static void
test_export_envelope (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = tmp_path ("export.json");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *contents = NULL;

  g_assert_cmpint (shown_envelope_id (), >, 0);
  g_assert_true (action_enabled ("win.export-envelope"));
  g_assert_true (adj_window_export_envelope_file (window, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));

  gint64 before = count_envelopes ();
  g_assert_false (adj_window_import_envelope_file (window, file, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_EXISTS);
  g_clear_error (&error);
  g_autofree char *body = visible_dialog_body ();
  g_assert_nonnull (strstr (body, "export.json"));
  g_assert_cmpint (count_envelopes (), ==, before);

  g_autofree char *other_path = tmp_path ("other.db");
  g_autoptr(AdjStore) other = adj_store_open (other_path, &error);
  g_assert_no_error (error);
  gint64 id = 0;
  g_assert_true (adj_store_import_envelope_file (other, path, NULL, &id, &error));
  g_assert_no_error (error);
  g_autofree char *again = adj_store_export_envelope (other, id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (again, ==, contents);
}

/* A digital envelope: its game exported as PGN ends at the adjourned
 * position and never holds the sealed move; its face (PDF, one page)
 * shows the seal code. */
static void
test_export_game_and_face (void)
{
  g_autoptr(GError) error = NULL;
  gint64 id = shown_envelope_id ();
  const char *sealed = "Kg3";
  g_autofree char *document = adj_store_export_envelope (store (), id, &error);
  g_assert_no_error (error);
  g_autoptr(JsonNode) node = json_from_string (document, NULL);
  JsonObject *object = json_node_get_object (node);
  JsonArray *moves = json_object_get_array_member (json_object_get_object_member (object, "game"), "moves");
  guint n_moves = json_array_get_length (moves);
  /* Otherwise the check below could not tell the sealed move from the record. */
  for (guint i = 0; i < n_moves; i++)
    g_assert_null (strstr (json_array_get_string_element (moves, i), sealed));

  AdjSealLimits limits;
  adj_seal_limits_minimum (&limits);
  const char *event = json_object_get_string_member (object, "event");
  g_assert_true (adj_seal_set_passphrase (store (), event, "arbiter passphrase", &limits, &error));
  g_assert_no_error (error);
  g_autofree char *code = NULL;
  g_assert_true (adj_seal_envelope (store (), id, "arbiter passphrase", sealed, "test", &code, &error));
  g_assert_no_error (error);
  adj_window_reload_archive (window);
  AdjArchiveView *view = ADJ_ARCHIVE_VIEW (ui_test_find (GTK_WIDGET (window), ADJ_TYPE_ARCHIVE_VIEW));
  g_assert_true (adj_archive_view_select_envelope (view, id));
  g_assert_cmpint (adj_archive_item_get_row (adj_archive_view_get_shown_game (view))->info->kind,
                   ==, ADJ_ENVELOPE_DIGITAL);
  g_assert_true (action_enabled ("win.export-game"));

  g_autofree char *pgn_path = tmp_path ("game.pgn");
  g_autoptr(GFile) pgn_file = g_file_new_for_path (pgn_path);
  g_assert_true (adj_window_export_game_file (window, pgn_file, &error));
  g_assert_no_error (error);
  g_autofree char *pgn = NULL;
  g_assert_true (g_file_get_contents (pgn_path, &pgn, NULL, NULL));
  g_assert_nonnull (strstr (pgn, "[White \"Spassky, Boris\"]"));
  g_assert_nonnull (strstr (pgn, "[Round \"13\"]"));
  g_assert_nonnull (strstr (pgn, "[Result \"*\"]"));
  const char *last = json_array_get_string_element (moves, n_moves - 1);
  g_autofree char *ending = g_strdup_printf (" %s *", last);
  g_autofree char *flat = g_strdelimit (g_strdup (pgn), "\n", ' ');
  g_assert_nonnull (strstr (flat, ending));
  g_assert_null (strstr (pgn, sealed));

  /* The same through the plain function: the document the store exports
   * for a sealed envelope has no move, and one that had would still not
   * give it. */
  json_object_set_string_member (object, "sealed_move", sealed);
  g_autofree char *with_move = json_to_string (node, FALSE);
  g_autoptr(AdjEnvelope) opened = adj_envelope_new_from_data (with_move, -1, &error);
  g_assert_no_error (error);
  g_autofree char *pgn2 = adj_window_envelope_pgn (opened, &error);
  g_assert_no_error (error);
  g_assert_null (strstr (pgn2, sealed));

  /* No record, no PGN: the key is named. */
  json_object_remove_member (object, "game");
  g_autofree char *without_text = json_to_string (node, FALSE);
  g_autoptr(AdjEnvelope) without = adj_envelope_new_from_data (without_text, -1, &error);
  g_assert_no_error (error);
  g_assert_null (adj_window_envelope_pgn (without, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "game.moves"));
  g_clear_error (&error);

  g_autofree char *pdf_path = tmp_path ("face.pdf");
  g_autoptr(GFile) pdf_file = g_file_new_for_path (pdf_path);
  g_assert_true (adj_window_export_face_file (window, pdf_file, &error));
  g_assert_no_error (error);
  g_autofree char *pdf = NULL;
  gsize pdf_length = 0;
  g_assert_true (g_file_get_contents (pdf_path, &pdf, &pdf_length, NULL));
  g_assert_cmpuint (pdf_length, >, 5);
  g_assert_true (g_str_has_prefix (pdf, "%PDF-"));
#if HAVE_POPPLER
  g_autofree char *uri = g_filename_to_uri (pdf_path, NULL, NULL);
  g_autoptr(GObject) doc = (GObject *) poppler_document_new_from_file (uri, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (poppler_document_get_n_pages (POPPLER_DOCUMENT (doc)), ==, 1);
  g_autoptr(GObject) page = (GObject *) poppler_document_get_page (POPPLER_DOCUMENT (doc), 0);
  g_autofree char *text = poppler_page_get_text (POPPLER_PAGE (page));
  g_assert_nonnull (strstr (text, code));
  g_assert_nonnull (strstr (text, "Spassky"));
  g_assert_null (strstr (text, sealed));
#endif
}

/* The position editor's game file: UTF-8 or PGN's Latin-1, and a file that
 * is no game refused with the reader's reason, the editor unchanged. */
static void
test_editor_game_file (void)
{
  g_autoptr(GError) error = NULL;
  GtkWidget *editor = g_object_ref_sink (adj_position_editor_new ());
  AdjPositionEditor *pe = ADJ_POSITION_EDITOR (editor);
  /* "Müller" in Latin-1: one byte for the ü, which is not UTF-8. */
  g_autoptr(GFile) latin1 = write_tmp ("latin1.pgn",
                                       "[White \"M\xfcller, Hans\"]\n[Black \"Vidal, Marta\"]\n\n"
                                       "1. d4 d5 2. c4 e6 3. Nc3 Nf6 *\n");
  g_assert_true (adj_position_editor_load_game_file (pe, latin1, &error));
  g_assert_no_error (error);
  g_assert_cmpint (adj_position_editor_get_game_length (pe), ==, 6);
  GtkWidget *title = ui_test_find_named (editor, "game_title");
  g_assert_nonnull (title);
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (title)), "Müller, Hans"));
  g_autofree char *fen = adj_position_editor_get_fen (pe);

  g_autoptr(GFile) illegal = write_tmp ("illegal.pgn", "[White \"A\"]\n\n1. e4 e5 2. Ke3 *\n");
  g_assert_false (adj_position_editor_load_game_file (pe, illegal, &error));
  g_assert_error (error, ADJ_POSITION_EDITOR_ERROR, ADJ_POSITION_EDITOR_ERROR_PGN);
  g_clear_error (&error);
  g_autoptr(GFile) missing = write_tmp ("gone.pgn", "");
  g_file_delete (missing, NULL, NULL);
  g_assert_false (adj_position_editor_load_game_file (pe, missing, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_autofree char *after = adj_position_editor_get_fen (pe);
  g_assert_cmpstr (after, ==, fen);
  g_assert_cmpint (adj_position_editor_get_game_length (pe), ==, 6);
  g_object_unref (editor);
}

/* What needs a shown game is off without one; the keys are in the table. */
static void
test_enabled_and_shortcuts (void)
{
  static const char *const needs_game[] = {
    "win.export-envelope", "win.export-game", "win.print-envelope", "win.export-face",
  };
  g_autoptr(GError) error = NULL;

  g_assert_true (action_enabled ("win.import-envelope"));
  g_assert_cmpint (shown_envelope_id (), >, 0);
  for (guint i = 0; i < G_N_ELEMENTS (needs_game); i++)
    g_assert_true (action_enabled (needs_game[i]));

  /* A search that finds nothing leaves no game shown. */
  GtkWidget *entry = ui_test_find (GTK_WIDGET (window), GTK_TYPE_SEARCH_ENTRY);
  gtk_editable_set_text (GTK_EDITABLE (entry), "no such game anywhere");
  /* The search entry waits for a pause in typing before it searches. */
  ui_test_wait_until (shown_envelope_id () == 0);
  for (guint i = 0; i < G_N_ELEMENTS (needs_game); i++)
    g_assert_false (action_enabled (needs_game[i]));
  g_assert_false (adj_window_export_envelope_file (window, g_file_new_for_path ("/nonexistent"), &error));
  g_assert_nonnull (error);
  g_autofree char *body = visible_dialog_body ();
  g_assert_nonnull (body);
  gtk_editable_set_text (GTK_EDITABLE (entry), "");
  ui_test_settle (GTK_WIDGET (window));

  static const char *const keys[][2] = {
    { "win.import-envelope", "<Control>o" }, { "win.print-envelope", "<Control>p" },
  };
  gsize n;
  const AdjShortcut *shortcuts = adj_application_get_shortcuts (&n);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      gboolean listed = FALSE;
      for (gsize j = 0; j < n; j++)
        listed |= g_strcmp0 (shortcuts[j].action_name, keys[i][0]) == 0
                  && g_strcmp0 (shortcuts[j].accelerator, keys[i][1]) == 0;
      g_assert_true (listed);
    }

  /* The paper is a setting, and an application action for the menu. */
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_action_group_activate_action (G_ACTION_GROUP (app), "envelope-paper", g_variant_new_string ("iso_dl"));
  g_autofree char *paper = g_settings_get_string (settings, "envelope-paper");
  g_assert_cmpstr (paper, ==, "iso_dl");
  g_settings_reset (settings, "envelope-paper");
}

int
main (int argc, char *argv[])
{
  if (!ui_test_init (&argc, &argv, "/ui/window-actions/import"))
    return g_test_run ();

  tmp_dir = g_dir_make_tmp ("adjourn-actions-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (tmp_dir, "adjourn.db", NULL);
  g_setenv ("ADJOURN_DB", db, TRUE);
  app = ui_test_application_new ();
  window = adj_window_new (app);
  ui_test_present (GTK_WINDOW (window));

  g_test_add_func ("/ui/window-actions/import", test_import);
  g_test_add_func ("/ui/window-actions/export-envelope", test_export_envelope);
  g_test_add_func ("/ui/window-actions/export-game-and-face", test_export_game_and_face);
  g_test_add_func ("/ui/window-actions/enabled-and-shortcuts", test_enabled_and_shortcuts);
  g_test_add_func ("/ui/window-actions/editor-game-file", test_editor_game_file);
  int status = g_test_run ();

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (app);
  ui_test_dir_remove (tmp_dir);
  return status;
}
