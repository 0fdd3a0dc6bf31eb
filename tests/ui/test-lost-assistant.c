/* test-lost-assistant.c — a lost envelope under Xvfb, through the window
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A paper envelope kept in a fresh archive under the 1985 Laws, after
 * 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 with White to seal, declared lost from the
 * archive's details: the scoresheets typed (Black's in Spanish), the
 * disagreement settled on the board, the declared move judged, confirmed;
 * or sheets that rebuild nothing, and the game annulled. Each test reads
 * the database afterwards.
 */
#include "config.h"

#include <sqlite3.h>
#include <string.h>

#include "adj-archive-model.h"
#include "adj-archive-view.h"
#include "adj-board.h"
#include "adj-custody.h"
#include "adj-envelope.h"
#include "adj-lost-assistant.h"
#include "adj-lost-compare-step.h"
#include "adj-lost-sheets-step.h"
#include "adj-window.h"
#include "lost-test.h"
#include "ui-test.h"

#define FEN LOST_TEST_FEN
#define WHITE_SHEET LOST_TEST_WHITE_SHEET
#define BLACK_SHEET LOST_TEST_BLACK_SHEET

typedef struct {
  UiTestArchive   archive;
  AdjApplication *app;
  AdjWindow      *window;
  AdjStore       *store;
  gint64          id;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  ui_test_archive_begin (&f->archive, "lost");
  f->app = ui_test_application_new ();
  const GError *app_error = NULL;
  f->store = adj_application_get_store (f->app, &app_error);
  g_assert_nonnull (f->store);
  f->id = lost_test_add_envelope (f->store, "Club Championship 1985");

  f->window = adj_window_new (f->app);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1280, 800);
  ui_test_present (GTK_WINDOW (f->window));
  AdjArchiveView *view = ADJ_ARCHIVE_VIEW (ui_test_find (GTK_WIDGET (f->window), ADJ_TYPE_ARCHIVE_VIEW));
  ui_test_wait_until (adj_archive_view_select_envelope (view, f->id));
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  GtkWindow *lost = lost_test_find_window (ADJ_TYPE_LOST_ASSISTANT);
  if (lost)
    gtk_window_destroy (lost);
  if (f->window)
    gtk_window_destroy (GTK_WINDOW (f->window));
  ui_test_wait (50);
  g_clear_object (&f->app);
  ui_test_archive_end (&f->archive);
}

static AdjLostAssistant *
find_assistant (void)
{
  return (AdjLostAssistant *) lost_test_find_window (ADJ_TYPE_LOST_ASSISTANT);
}

/* "Envelope Lost…" on the details page starts the walkthrough. */
static AdjLostAssistant *
start (Fixture *f)
{
  GtkWidget *button = ui_test_find_named (GTK_WIDGET (f->window), "lost_button");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  ui_test_wait_until (gtk_widget_get_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  AdjLostAssistant *lost = NULL;
  ui_test_wait_until ((lost = find_assistant ()) != NULL);
  ui_test_present (GTK_WINDOW (lost));
  g_assert_cmpint (adj_lost_assistant_get_step (lost), ==, ADJ_LOST_STEP_SHEETS);
  return lost;
}

static void
shoot (AdjLostAssistant *lost, const char *name)
{
  g_autofree char *path = ui_test_screenshot (GTK_WIDGET (lost), name);
  g_assert_nonnull (path);
}

static gboolean
enabled (AdjLostAssistant *lost, const char *action)
{
  GtkWidget *button = ui_test_find_actionable (GTK_WIDGET (lost), action);
  g_assert_nonnull (button);
  return gtk_widget_is_sensitive (button);
}

static void
activate (AdjLostAssistant *lost, const char *action, AdjLostStep expected)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (lost), action, NULL));
  ui_test_wait (20);
  g_assert_cmpint (adj_lost_assistant_get_step (lost), ==, expected);
}

static void
type_into (AdjLostAssistant *lost, const char *name, const char *text)
{
  GtkWidget *w = ui_test_find_named (GTK_WIDGET (lost), name);
  g_assert_nonnull (w);
  gtk_editable_set_text (GTK_EDITABLE (w), text);
  ui_test_wait (20);
}

/* The scoresheets typed as the players wrote them; Black's letters Spanish. */
static void
type_sheets (AdjLostAssistant *lost, const char *white, const char *black)
{
  g_assert_false (enabled (lost, "lost.next"));
  for (int side = CHESS_WHITE; side <= CHESS_BLACK; side++)
    {
      GtkWidget *view = ui_test_find_named (GTK_WIDGET (lost), side == CHESS_WHITE ? "white_sheet" : "black_sheet");
      gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)), side == CHESS_WHITE ? white : black, -1);
    }
  AdwComboRow *lang = ADW_COMBO_ROW (ui_test_find_named (GTK_WIDGET (lost), "black_lang_row"));
  adw_combo_row_set_selected (lang, CHESS_LANG_ES);
  ui_test_wait (20);
  g_assert_true (enabled (lost, "lost.next"));
}

static void
confirm (AdjLostAssistant *lost)
{
  g_assert_cmpint (adj_lost_assistant_get_step (lost), ==, ADJ_LOST_STEP_CONFIRM);
  GtkWidget *button = ui_test_find_actionable (GTK_WIDGET (lost), "lost.confirm");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_assert_true (gtk_widget_activate (button));
  ui_test_wait_until (adj_lost_assistant_is_busy (lost)
                      || adj_lost_assistant_get_step (lost) != ADJ_LOST_STEP_CONFIRM);
  ui_test_wait_until (!adj_lost_assistant_is_busy (lost));
  g_assert_cmpint (adj_lost_assistant_get_step (lost), ==, ADJ_LOST_STEP_DONE);
}

/* The custody kinds written for the envelope, in order; *NOTES their notes. */
static char *
custody_kinds (Fixture *f, char **notes)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) entries = adj_custody_list (f->store, f->id, &error);
  g_assert_no_error (error);
  GString *s = g_string_new (NULL);
  GString *n = g_string_new (NULL);
  for (guint i = 0; i < entries->len; i++)
    {
      const AdjCustodyEntry *e = g_ptr_array_index (entries, i);
      g_string_append_printf (s, "%s%s", i ? " " : "", adj_custody_kind_to_string (e->kind));
      g_string_append_printf (n, "%s\n", e->note ? e->note : "");
    }
  *notes = g_string_free (n, FALSE);
  return g_string_free (s, FALSE);
}

/* The document of the envelope's outcome, read straight from the archive. */
static char *
outcome_document (Fixture *f)
{
  sqlite3 *db = NULL;
  g_assert_cmpint (sqlite3_open_v2 (adj_store_get_path (f->store), &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  sqlite3_stmt *stmt = NULL;
  g_assert_cmpint (sqlite3_prepare_v2 (db, "SELECT document FROM outcomes WHERE envelope_id = ?", -1, &stmt, NULL),
                   ==, SQLITE_OK);
  sqlite3_bind_int64 (stmt, 1, f->id);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  char *document = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  return document;
}

/* With figurines on, the moves the comparison writes out (a reading's
 * "read" move, each sheet's reading on the buttons) are figurines; the
 * sheets' own entries stay as written. */
static void
test_figurines (Fixture *f, gconstpointer data)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_settings_set_boolean (settings, "figurine-notation", TRUE);

  AdjLostAssistant *lost = start (f);
  type_sheets (lost, WHITE_SHEET, BLACK_SHEET);
  activate (lost, "lost.next", ADJ_LOST_STEP_COMPARE);
  GtkWidget *reading = ui_test_find_named (GTK_WIDGET (lost), "reading");
  g_assert_nonnull (reading);
  const char *departures = adw_action_row_get_subtitle (ADW_ACTION_ROW (reading));
  g_test_message ("reading: %s", departures);
  g_assert_nonnull (strstr (departures, "Ac4, read ♗b5"));
  GtkWidget *white = ui_test_find_named (GTK_WIDGET (lost), "white_button");
  GtkWidget *black = ui_test_find_named (GTK_WIDGET (lost), "black_button");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (white)), ==, "As White’s Sheet: ♗b5");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (black)), ==, "As Black’s Sheet: ♗c4");
  shoot (lost, "lost-2-compare-figurines");

  g_settings_reset (settings, "figurine-notation");
}

/* The sheets disagree at White's 3rd move; the arbiter settles it on the
 * board (the bishop to b5), the declared move is judged, and the game goes
 * on from the envelope's position. */
static void
test_settled_on_board (Fixture *f, gconstpointer data)
{
  AdjLostAssistant *lost = start (f);
  type_sheets (lost, WHITE_SHEET, BLACK_SHEET);
  shoot (lost, "lost-1-sheets");
  activate (lost, "lost.next", ADJ_LOST_STEP_COMPARE);

  /* Needs the arbiter: the disagreement highlighted, the readings listed,
   * Next refused; a reading reaches the envelope, so no annulment. */
  const AdjReconstruction *r = adj_lost_assistant_get_reconstruction (lost);
  g_assert_nonnull (r);
  g_assert_cmpint (r->status, ==, ADJ_RECONSTRUCT_NEEDS_ARBITER);
  GtkWidget *row = ui_test_find_named (GTK_WIDGET (lost), "disagreement");
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_has_css_class (row, "lost-disagree"));
  GtkWidget *reading = ui_test_find_named (GTK_WIDGET (lost), "reading");
  g_assert_nonnull (reading);
  g_assert_true (gtk_widget_get_visible (gtk_widget_get_parent (gtk_widget_get_parent (reading))));
  g_assert_false (enabled (lost, "lost.next"));
  g_assert_false (gtk_widget_get_visible (ui_test_find_named (GTK_WIDGET (lost), "annul_button")));
  AdjLostCompareStep *compare = ADJ_LOST_COMPARE_STEP (ui_test_find (GTK_WIDGET (lost), ADJ_TYPE_LOST_COMPARE_STEP));
  g_assert_cmpint (adj_lost_compare_step_get_chosen_ply (compare), ==, 5);
  shoot (lost, "lost-2-compare");

  /* On the board: the bishop from f1 to b5. */
  GtkWidget *board = ui_test_find (GTK_WIDGET (compare), ADJ_TYPE_BOARD);
  g_assert_nonnull (board);
  g_assert_true (gtk_widget_activate_action (board, "board.activate-square", "i", chess_square_make (5, 0)));
  g_assert_true (gtk_widget_activate_action (board, "board.activate-square", "i", chess_square_make (1, 4)));
  ui_test_wait (20);
  r = adj_lost_assistant_get_reconstruction (lost);
  g_assert_cmpint (r->status, ==, ADJ_RECONSTRUCT_RECONSTRUCTED);
  g_assert_true (r->envelope_matches);
  row = ui_test_find_named (GTK_WIDGET (lost), "agreement");
  g_assert_nonnull (row);
  g_assert_null (ui_test_find_named (GTK_WIDGET (lost), "disagreement"));
  g_assert_false (gtk_widget_get_visible (ui_test_find_named (GTK_WIDGET (lost), "annul_button")));
  g_assert_true (enabled (lost, "lost.next"));
  shoot (lost, "lost-3-settled");

  activate (lost, "lost.next", ADJ_LOST_STEP_CLOCKS);
  GtkWidget *white_time = ui_test_find_named (GTK_WIDGET (lost), "white_time_row");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (white_time)), ==, "2:27:00");
  /* The times cannot be re-established: the arbiter sets Black's clock. */
  GtkWidget *known = ui_test_find_named (GTK_WIDGET (lost), "known_switch");
  gtk_switch_set_active (GTK_SWITCH (known), FALSE);
  type_into (lost, "black_time_row", "2:20");
  g_assert_true (enabled (lost, "lost.next"));
  type_into (lost, "black_time_row", "2:75:00");
  g_assert_false (enabled (lost, "lost.next"));
  type_into (lost, "black_time_row", "2:20:00");
  shoot (lost, "lost-4-clocks");
  activate (lost, "lost.next", ADJ_LOST_STEP_MOVE);

  /* An illegal declared move (the knight on c6 is in the way): touch move
   * names the bishop on b5. */
  g_assert_false (enabled (lost, "lost.next"));
  type_into (lost, "move_row", "Bxd7");
  GtkWidget *touch = ui_test_find_named (GTK_WIDGET (lost), "touch_label");
  g_assert_true (gtk_widget_get_visible (touch));
  g_test_message ("touch move: %s", gtk_label_get_text (GTK_LABEL (touch)));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (touch)), "bishop on b5"));
  /* The move made instead: a knight's is refused, the bishop's plays. */
  GtkWidget *follow = ui_test_find_named (GTK_WIDGET (lost), "follow_row");
  g_assert_true (gtk_widget_get_visible (follow));
  type_into (lost, "follow_row", "Nc3");
  g_assert_true (gtk_widget_has_css_class (follow, "error"));
  g_assert_false (enabled (lost, "lost.next"));
  type_into (lost, "follow_row", "Ba4");
  g_assert_false (gtk_widget_has_css_class (follow, "error"));
  GtkWidget *status = ui_test_find_named (GTK_WIDGET (lost), "status_label");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (status)), ==, "Play goes on");
  shoot (lost, "lost-5-touch-move");
  activate (lost, "lost.next", ADJ_LOST_STEP_CONFIRM);
  shoot (lost, "lost-6-confirm");
  confirm (lost);
  shoot (lost, "lost-7-recorded");

  g_autofree char *notes = NULL;
  g_autofree char *kinds = custody_kinds (f, &notes);
  g_assert_cmpstr (kinds, ==, "created lost reconstructed outcome");
  g_assert_nonnull (strstr (notes, FEN));
  /* The archive keeps where the line settled on departs from what the
   * players wrote: Black's "Ac4". */
  g_test_message ("custody notes: %s", notes);
  g_assert_nonnull (strstr (notes, "\"text\":\"Ac4\""));
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (f->store, f->id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (info->state, ==, ADJ_ENVELOPE_RECONSTRUCTED);
  g_assert_cmpstr (info->game_state, ==, "playing");
  g_assert_cmpint (adj_store_count (f->store, "outcomes", NULL), ==, 1);
  /* Play goes on with Black to move, White's time as recorded and
   * Black's as the arbiter set it (2:20:00). */
  g_autofree char *document = outcome_document (f);
  g_test_message ("outcome: %s", document);
  g_assert_nonnull (strstr (document, "\"status\":\"continues\""));
  g_assert_nonnull (strstr (document, "\"time_used\":{\"white\":8820,\"black\":8400}"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (lost), "lost.done", NULL));
  ui_test_wait_until (find_assistant () == NULL);
  GtkWidget *button = ui_test_find_named (GTK_WIDGET (f->window), "lost_button");
  ui_test_wait_until (!gtk_widget_get_visible (button));
}

/* Sheets that reach no adjournment: the game annulled with its reason. */
static void
test_annulment (Fixture *f, gconstpointer data)
{
  AdjLostAssistant *lost = start (f);
  type_sheets (lost, "1. e4 e5 2. Ke3 Ke6 3. Nf3 Nc6", "1. e4 e5 2. Re3 Re6 3. Cf3 Cc6");
  activate (lost, "lost.next", ADJ_LOST_STEP_COMPARE);
  const AdjReconstruction *r = adj_lost_assistant_get_reconstruction (lost);
  g_assert_cmpint (r->status, ==, ADJ_RECONSTRUCT_IMPOSSIBLE);
  g_assert_false (enabled (lost, "lost.next"));
  GtkWidget *row = ui_test_find_named (GTK_WIDGET (lost), "disagreement");
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_get_visible (ui_test_find_named (GTK_WIDGET (lost), "annul_button")));
  shoot (lost, "lost-8-impossible");

  activate (lost, "lost.annul", ADJ_LOST_STEP_CONFIRM);
  /* The engine's explanation is offered as the reason; a blank one is refused. */
  GtkWidget *reason = ui_test_find_named (GTK_WIDGET (lost), "reason_row");
  g_assert_nonnull (strstr (gtk_editable_get_text (GTK_EDITABLE (reason)), "half-move 3"));
  type_into (lost, "reason_row", "  ");
  g_assert_false (enabled (lost, "lost.confirm"));
  type_into (lost, "reason_row", "Both scoresheets show an impossible king move at move 2");
  g_assert_true (enabled (lost, "lost.confirm"));
  shoot (lost, "lost-9-annul");
  /* Back leads to the comparison, not through the clocks. */
  activate (lost, "lost.back", ADJ_LOST_STEP_COMPARE);
  activate (lost, "lost.annul", ADJ_LOST_STEP_CONFIRM);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (reason)), ==,
                   "Both scoresheets show an impossible king move at move 2");
  confirm (lost);

  g_autofree char *notes = NULL;
  g_autofree char *kinds = custody_kinds (f, &notes);
  g_assert_cmpstr (kinds, ==, "created lost outcome annulled");
  g_assert_nonnull (strstr (notes, "\"Both scoresheets show an impossible king move at move 2\""));
  g_assert_cmpint (adj_store_count (f->store, "outcomes", NULL), ==, 1);
  g_autofree char *document = outcome_document (f);
  g_assert_nonnull (strstr (document, "\"status\":\"annulled\""));
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (f->store, f->id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (info->state, ==, ADJ_ENVELOPE_ANNULLED);
  g_assert_cmpstr (info->game_state, ==, "annulled");
}

/* A player's name heads that player's scoresheet as typed, "&" and "<"
 * included (a group's title reads markup). */
static void
test_sheet_titles (void)
{
  AdjLostSheetsStep *step = g_object_ref_sink (g_object_new (ADJ_TYPE_LOST_SHEETS_STEP, NULL));
  const char *names[2] = { "Serra & Vidal, Anna", "Puig <Jr>, Jordi" };
  adj_lost_sheets_step_set_players (step, names, CHESS_LANG_EN);
  g_assert_nonnull (ui_test_find_label_showing (GTK_WIDGET (step), "White’s Scoresheet — Serra & Vidal, Anna"));
  g_assert_nonnull (ui_test_find_label_showing (GTK_WIDGET (step), "Black’s Scoresheet — Puig <Jr>, Jordi"));
  g_object_unref (step);
}

int
main (int argc, char *argv[])
{
  if (!ui_test_init (&argc, &argv, "/ui/lost/settled-on-board"))
    return g_test_run ();
  g_test_add ("/ui/lost/settled-on-board", Fixture, NULL, fixture_set_up, test_settled_on_board, fixture_tear_down);
  g_test_add ("/ui/lost/figurines", Fixture, NULL, fixture_set_up, test_figurines, fixture_tear_down);
  g_test_add ("/ui/lost/annulment", Fixture, NULL, fixture_set_up, test_annulment, fixture_tear_down);
  g_test_add_func ("/ui/lost/sheet-titles", test_sheet_titles);
  return g_test_run ();
}
