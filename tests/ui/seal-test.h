/* seal-test.h — what the sealing walkthrough's test programs share: the
 * fixture (a window on a fresh archive), opening the assistant, filling in
 * its steps as the spec's example, and reading back what it stored
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * test-seal-assistant.c (the walkthrough), test-seal-assistant-sealing.c
 * (what sealing writes) and test-seal-assistant-fields.c (the fields that
 * need more than typing) each walk the same assistant.
 */
#pragma once

#include <stdlib.h>
#include <string.h>
#include <adwaita.h>
#include <glib/gstdio.h>
#include <sqlite3.h>

#include "adj-application.h"
#include "adj-archive-view.h"
#include "adj-board.h"
#include "adj-custody.h"
#include "adj-envelope-check.h"
#include "adj-envelope-face.h"
#include "adj-position-editor.h"
#include "adj-sample-event.h"
#include "adj-seal.h"
#include "adj-seal-assistant.h"
#include "adj-seal-clocks-step.h"
#include "adj-seal-done-step.h"
#include "adj-seal-instant.h"
#include "adj-step.h"
#include "adj-window.h"
#include "chess-pgn.h"
#include "ui-test.h"

#if HAVE_POPPLER
#include <poppler.h>
#endif

/* spec/formats.md's example: Black to move, move 41. */
#define FEN "8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41"
/* Long enough never to turn up by chance in the database's bytes. */
#define SECRET_MOVE "Rd1-d2+"
#define PASSPHRASE "seven rooks on the seventh rank"

/* ---- with a display ----------------------------------------------------- */

typedef struct {
  char           *dir;
  char           *db;
  AdjApplication *app;
  AdjWindow      *window;
  AdjStore       *store;
} Fixture;

static inline void
fixture_set_up (Fixture *fx, gconstpointer data)
{
  fx->dir = g_dir_make_tmp ("adjourn-seal-ui-XXXXXX", NULL);
  g_assert_nonnull (fx->dir);
  fx->db = g_build_filename (fx->dir, "archive.db", NULL);
  g_setenv ("ADJOURN_DB", fx->db, TRUE);
  fx->app = ui_test_application_new ();
  const GError *error = NULL;
  fx->store = adj_application_get_store (fx->app, &error);
  g_assert_nonnull (fx->store);
  fx->window = adj_window_new (fx->app);
  gtk_window_set_default_size (GTK_WINDOW (fx->window), 1280, 800);
  ui_test_present (GTK_WINDOW (fx->window));
}

static inline void
fixture_tear_down (Fixture *fx, gconstpointer data)
{
  gtk_window_destroy (GTK_WINDOW (fx->window));
  ui_test_wait (20);
  g_clear_object (&fx->app);
  g_autoptr(GDir) d = g_dir_open (fx->dir, 0, NULL);
  const char *name;
  while (d && (name = g_dir_read_name (d)))
    {
      g_autofree char *path = g_build_filename (fx->dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (fx->dir);
  g_free (fx->db);
  g_free (fx->dir);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

static inline AdjSealAssistant *
open_assistant (Fixture *fx)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fx->window), "win.new-envelope", NULL));
  ui_test_wait (50);
  AdjSealAssistant *found = NULL;
  GList *toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l; l = l->next)
    if (ADJ_IS_SEAL_ASSISTANT (l->data) && gtk_widget_get_visible (l->data))
      found = l->data;
  g_list_free (toplevels);
  g_assert_nonnull (found);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (found)) == GTK_WINDOW (fx->window));
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (found)));
  return found;
}

static inline GtkWidget *
child (AdjSealAssistant *a, const char *name)
{
  GtkWidget *w = ui_test_find_named (GTK_WIDGET (a), name);
  g_assert_nonnull (w);
  return w;
}

static inline void
set_text (AdjSealAssistant *a, const char *name, const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (child (a, name)), text);
}

/* Sealing runs in a thread: the main loop turns until its result is in
 * (sealed, or refused on the check page). */
static inline void
wait_sealing (AdjSealAssistant *a)
{
  while (adj_seal_assistant_is_sealing (a))
    g_main_context_iteration (NULL, TRUE);
}

static inline void
press (AdjSealAssistant *a, const char *action, AdjSealStep expected)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (a), action, NULL));
  wait_sealing (a);
  ui_test_wait (10);
  g_assert_cmpint (adj_seal_assistant_get_step (a), ==, expected);
}

/* The dialog over the main window, as the arbiter sees them: both rendered
 * into one picture, the dialog centred. */
static inline void
render_over (Fixture *fx, AdjSealAssistant *a, const char *name)
{
  g_free (ui_test_screenshot_over (GTK_WIDGET (fx->window), GTK_WIDGET (a), name));
}

static inline void
screenshot_over (Fixture *fx, AdjSealAssistant *a, const char *name)
{
  g_free (ui_test_screenshot_over_settled (GTK_WIDGET (fx->window), GTK_WIDGET (a), name));
}

/* The main loop for MS milliseconds. Not ui_test_wait(): while the
 * spinner turns, its frame clock always has something pending. */
static inline void
turn_for (guint ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) ms * 1000;
  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

static inline void
shoot (Fixture *fx, AdjSealAssistant *a, const char *prefix, const char *step)
{
  if (!prefix)
    return;
  g_autofree char *name = g_strdup_printf ("%s-%s", prefix, step);
  if (g_str_has_prefix (prefix, "seal-narrow"))
    g_free (ui_test_screenshot (GTK_WIDGET (a), name));
  else
    screenshot_over (fx, a, name);
}

/* WIDGET's bounds in the coordinates of SCROLLER's visible area. */
static inline graphene_rect_t
bounds_in (GtkWidget *widget, GtkWidget *scroller)
{
  graphene_rect_t bounds;
  g_assert_true (gtk_widget_compute_bounds (widget, scroller, &bounds));
  return bounds;
}

static inline gboolean
inside (graphene_rect_t b, GtkWidget *area)
{
  return b.origin.x >= 0 && b.origin.y >= 0
         && b.origin.x + b.size.width <= gtk_widget_get_width (area) + 0.5
         && b.origin.y + b.size.height <= gtk_widget_get_height (area) + 0.5;
}

/* Scroll SCROLLER until WIDGET is in view, then whether all of it is. */
static inline gboolean
scroll_into_view (GtkWidget *scroller, GtkWidget *widget)
{
  GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  graphene_rect_t b = bounds_in (widget, scroller);
  double top = gtk_adjustment_get_value (v) + b.origin.y;
  double value = MAX (top + b.size.height - gtk_adjustment_get_page_size (v), 0);
  gtk_adjustment_set_value (v, MIN (value, top));
  ui_test_settle (scroller);
  return inside (bounds_in (widget, scroller), scroller);
}

/* The position step as laid out: the board and its palette never scroll
 * (above the settings when narrow, beside them when wide), so that the
 * position stays in view while the FEN is typed or the game record's
 * slider dragged, both reached in the one scrolled window; nothing scrolls
 * sideways; wide, the sealed move's rows are fixed under the editor. */
static inline void
check_position_layout (AdjSealAssistant *a, const char *shots)
{
  GtkWidget *page = child (a, "position_page");
  GtkWidget *palette = child (a, "palette");
  GtkWidget *board = ui_test_find (page, ADJ_TYPE_BOARD);
  GtkWidget *sealer = child (a, "sealer_row");
  GtkWidget *number = child (a, "move_number_row");
  GtkWidget *fen = child (a, "fen_row");
  GtkWidget *slider = child (a, "ply_scale");
  GtkWidget *scroller = gtk_widget_get_ancestor (fen, GTK_TYPE_SCROLLED_WINDOW);
  g_assert_nonnull (board);
  g_assert_nonnull (scroller);
  g_assert_true (gtk_widget_is_ancestor (scroller, page));
  /* No scroll inside another. */
  g_assert_null (gtk_widget_get_ancestor (gtk_widget_get_parent (scroller), GTK_TYPE_SCROLLED_WINDOW));
  g_assert_null (gtk_widget_get_ancestor (board, GTK_TYPE_SCROLLED_WINDOW));
  g_assert_null (gtk_widget_get_ancestor (palette, GTK_TYPE_SCROLLED_WINDOW));
  g_assert_true (gtk_widget_get_ancestor (slider, GTK_TYPE_SCROLLED_WINDOW) == scroller);
  GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller));
  gboolean narrow = gtk_widget_get_width (GTK_WIDGET (a)) <= 360;

  if (narrow)
    ui_test_wait_until (gtk_widget_is_ancestor (sealer, scroller));
  else
    ui_test_wait_until (gtk_widget_get_mapped (sealer) && !gtk_widget_is_ancestor (sealer, scroller));
  ui_test_settle (scroller);
  g_test_message ("%s: dialog %d wide, board %d, content %g in %g", narrow ? "narrow" : "wide",
                  gtk_widget_get_width (GTK_WIDGET (a)), gtk_widget_get_width (board),
                  gtk_adjustment_get_upper (h), gtk_adjustment_get_page_size (h));
  g_assert_cmpfloat (gtk_adjustment_get_upper (h), <=, gtk_adjustment_get_page_size (h) + 0.5);
  /* The FEN typed, the slider reached: the board and palette still whole in view. */
  g_assert_true (scroll_into_view (scroller, fen));
  g_assert_true (inside (bounds_in (board, page), page));
  g_assert_true (inside (bounds_in (palette, page), page));
  if (gtk_widget_get_visible (slider))
    {
      g_assert_true (scroll_into_view (scroller, slider));
      g_assert_true (inside (bounds_in (board, page), page));
    }
  if (narrow)
    {
      g_assert_true (scroll_into_view (scroller, sealer));
      g_assert_true (scroll_into_view (scroller, number));
      g_assert_true (inside (bounds_in (board, page), page));
      if (shots)
        {
          g_autofree char *name = g_strdup_printf ("%s-2-position-lower", shots);
          g_free (ui_test_screenshot (GTK_WIDGET (a), name));
        }
    }
  else
    g_assert_true (inside (bounds_in (number, page), page));
  GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  gtk_adjustment_set_value (v, 0);
  ui_test_settle (scroller);
}

/* Steps 1 to 4 filled in as for the spec's example. */
static inline void
fill_to_sealed_move (Fixture *fx, AdjSealAssistant *a, const char *event, const char *shots)
{
  g_assert_cmpint (adj_seal_assistant_get_step (a), ==, ADJ_SEAL_STEP_GAME);
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (a, "profile_row")), 3); /* fide-2023 */
  g_assert_cmpstr (adj_profile_get_id (adj_profile_list ()[3]), ==, "fide-2023");
  set_text (a, "event_row", event);
  set_text (a, "round_row", "5");
  set_text (a, "board_row", "3");
  set_text (a, "arbiter_row", "Serra, Anna");
  set_text (a, "white_row", "Vidal, Marta");
  set_text (a, "black_row", "Puig, Jordi");
  shoot (fx, a, shots, "1-game");
  press (a, "seal.next", ADJ_SEAL_STEP_POSITION);

  /* A position the rules refuse (no kings), no way on. */
  GtkWidget *editor = child (a, "position_editor");
  g_assert_true (gtk_widget_activate_action (editor, "editor.clear", NULL));
  ui_test_wait (10);
  g_assert_false (adj_position_editor_get_valid (ADJ_POSITION_EDITOR (editor)));
  g_assert_false (gtk_widget_is_sensitive (child (a, "next_button")));
  /* Why, next to the rows, whatever the editor's scroll. */
  g_assert_true (gtk_widget_get_visible (child (a, "position_error")));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (child (a, "position_error"))), "king"));
  shoot (fx, a, shots, "2-position-error");
  g_autoptr(GError) error = NULL;
  g_assert_true (adj_position_editor_set_fen (ADJ_POSITION_EDITOR (editor), FEN, &error));
  g_assert_no_error (error);
  ui_test_wait (10);
  g_assert_false (gtk_widget_get_visible (child (a, "position_error")));
  /* Filled in from the position. */
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (child (a, "sealer_row"))), ==, 1);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (a, "move_number_row"))), ==, "41");
  /* Black seals: the board shows Black's side at the bottom. */
  g_assert_true (adj_board_get_flipped (ADJ_BOARD (ui_test_find (child (a, "position_editor"), ADJ_TYPE_BOARD))));
  g_assert_true (gtk_widget_is_sensitive (child (a, "next_button")));
  check_position_layout (a, shots);
  shoot (fx, a, shots, "2-position");
  press (a, "seal.next", ADJ_SEAL_STEP_CLOCKS);

  /* A time control that does not read is said so under it. */
  set_text (a, "time_control_row", "40/7200:20/");
  g_assert_true (gtk_widget_has_css_class (child (a, "time_control_row"), "error"));
  g_assert_true (gtk_widget_get_visible (child (a, "control_error")));
  g_test_message ("time control error: %s", gtk_label_get_text (GTK_LABEL (child (a, "control_error"))));
  g_assert_false (gtk_widget_is_sensitive (child (a, "next_button")));
  /* As a person says it: read, and what was understood shown. */
  set_text (a, "time_control_row", "40 moves in 2 hours, then 20 moves in 1 hour");
  g_assert_false (gtk_widget_get_visible (child (a, "control_error")));
  g_assert_true (gtk_widget_get_visible (child (a, "control_reading")));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (child (a, "control_reading"))), "40/7200:20/3600"));
  g_autofree char *kept = adj_seal_clocks_step_dup_time_control (ADJ_SEAL_CLOCKS_STEP (child (a, "clocks_step")));
  g_assert_cmpstr (kept, ==, "40/7200:20/3600");
  set_text (a, "time_control_row", "40/7200:20/3600");
  g_assert_false (gtk_widget_get_visible (child (a, "control_error")));
  g_assert_false (gtk_widget_get_visible (child (a, "control_reading")));
  /* A time with a wrong part names that part. */
  set_text (a, "white_time_row", "1:75:00");
  g_assert_true (gtk_widget_get_visible (child (a, "time_error")));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (child (a, "time_error"))), "minutes"));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (child (a, "time_error"))), "75"));
  set_text (a, "white_time_row", "1:56:52");
  set_text (a, "black_time_row", "1:59:14");
  set_text (a, "adjourned_at_row", "2026-11-21 20:48");
  set_text (a, "session_end_row", "2026-11-21 21:00");
  /* The charge the rules profile computes, shown. */
  GtkWidget *charge = child (a, "charge_row");
  g_assert_true (gtk_widget_get_visible (charge));
  g_assert_nonnull (strstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (charge)), "0:12:00"));
  /* A time that does not read blocks the step, inline. */
  set_text (a, "white_time_row", "1h56");
  g_assert_true (gtk_widget_has_css_class (child (a, "white_time_row"), "error"));
  g_assert_false (gtk_widget_is_sensitive (child (a, "next_button")));
  shoot (fx, a, shots, "3-clocks-error");
  set_text (a, "white_time_row", "1:56:52");
  g_assert_true (gtk_widget_is_sensitive (child (a, "next_button")));
  shoot (fx, a, shots, "3-clocks");
  press (a, "seal.next", ADJ_SEAL_STEP_RESUMPTION);

  set_text (a, "resumption_at_row", "2026-11-22 10:00");
  set_text (a, "resumption_place_row", "Sala 2");
  shoot (fx, a, shots, "4-resumption");
  press (a, "seal.next", ADJ_SEAL_STEP_SEALED_MOVE);
}

/* The problem rows of the check page: "title\nsubtitle" each. */
static inline GPtrArray *
problem_texts (AdjSealAssistant *a)
{
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);
  GtkWidget *group = child (a, "problems_group");
  GtkWidget *listbox = ui_test_find (group, GTK_TYPE_LIST_BOX);
  for (GtkWidget *row = gtk_widget_get_first_child (listbox); row; row = gtk_widget_get_next_sibling (row))
    if (ADW_IS_ACTION_ROW (row) && gtk_widget_has_css_class (row, "error"))
      g_ptr_array_add (texts, g_strdup_printf ("%s\n%s", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                                               adw_action_row_get_subtitle (ADW_ACTION_ROW (row))));
  return texts;
}

/* Export the sealed envelope's face into the fixture's folder; its text
 * when poppler can read it back (else ""), after checking it is one page. */
static inline char *
export_face (Fixture *fx, AdjSealAssistant *a)
{
  g_assert_true (gtk_widget_is_sensitive (child (a, "export_button")));
  g_assert_true (gtk_widget_is_sensitive (child (a, "print_button")));
  g_autofree char *path = g_build_filename (fx->dir, "face.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_assert_true (adj_seal_assistant_export_pdf (a, file, &error));
  g_assert_no_error (error);
  g_autofree char *data = NULL;
  gsize len = 0;
  g_assert_true (g_file_get_contents (path, &data, &len, NULL));
  g_assert_cmpuint (len, >, 4);
  g_assert_true (memcmp (data, "%PDF", 4) == 0);
  char *text = g_strdup ("");
#if HAVE_POPPLER
  g_autofree char *uri = g_file_get_uri (file);
  PopplerDocument *doc = poppler_document_new_from_file (uri, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (poppler_document_get_n_pages (doc), ==, 1);
  PopplerPage *page = poppler_document_get_page (doc, 0);
  g_free (text);
  text = poppler_page_get_text (page);
  g_object_unref (page);
  g_object_unref (doc);
#endif
  g_unlink (path);
  return text;
}

static inline gint64
count (Fixture *fx, const char *table)
{
  g_autoptr(GError) error = NULL;
  gint64 n = adj_store_count (fx->store, table, &error);
  g_assert_no_error (error);
  return n;
}

/* A second connection to the fixture's archive, as another program would
 * hold it: to provoke a failure inside the store, or hold its write lock. */
static inline sqlite3 *
other_connection (Fixture *fx)
{
  sqlite3 *db = NULL;
  g_assert_cmpint (sqlite3_open_v2 (fx->db, &db, SQLITE_OPEN_READWRITE, NULL), ==, SQLITE_OK);
  return db;
}

static inline void
exec_ok (sqlite3 *db, const char *sql)
{
  char *message = NULL;
  if (sqlite3_exec (db, sql, NULL, NULL, &message) != SQLITE_OK)
    g_error ("%s: %s", sql, message);
}

static inline void
count_sealed (AdjSealAssistant *a, gint64 id, gint64 *seen)
{
  *seen = id;
}

/* The dialog over the main window as screenshot_over() draws them, with
 * POPOVER (a surface of its own, which the dialog's picture leaves out)
 * where the compositor puts it. */
static inline void
screenshot_with_popover (Fixture *fx, AdjSealAssistant *a, GtkWidget *popover, const char *name)
{
  GtkWidget *window = GTK_WIDGET (fx->window), *dialog = GTK_WIDGET (a);
  ui_test_wait (150);
  ui_test_wait_painted (window);
  ui_test_wait_painted (dialog);
  ui_test_wait_painted (popover);
  double px, py, dx, dy;
  gtk_native_get_surface_transform (GTK_NATIVE (popover), &px, &py);
  gtk_native_get_surface_transform (GTK_NATIVE (dialog), &dx, &dy);
  GdkPopup *popup = GDK_POPUP (gtk_native_get_surface (GTK_NATIVE (popover)));
  double x = gdk_popup_get_position_x (popup) + px - dx, y = gdk_popup_get_position_y (popup) + py - dy;

  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  ui_test_snapshot_over (snapshot, window, dialog);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y));
  g_autoptr(GdkPaintable) popover_paint = gtk_widget_paintable_new (popover);
  gdk_paintable_snapshot (popover_paint, snapshot, gtk_widget_get_width (popover), gtk_widget_get_height (popover));
  g_autoptr(GskRenderNode) node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_free (ui_test_save_node (window, node, gtk_widget_get_width (window), gtk_widget_get_height (window), name));
}

/* Open the resumption's calendar and wait until it is on screen. */
static inline GtkWidget *
open_calendar (AdjSealAssistant *a)
{
  GtkMenuButton *button = GTK_MENU_BUTTON (child (a, "resumption_date_button"));
  gtk_menu_button_popup (button);
  GtkWidget *popover = GTK_WIDGET (gtk_menu_button_get_popover (button));
  ui_test_wait_until (gtk_widget_get_mapped (child (a, "resumption_calendar")));
  return popover;
}
