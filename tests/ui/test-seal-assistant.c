/* test-seal-assistant.c — the sealing walkthrough: where each field is
 * entered (no display), the walkthrough filled in as an arbiter would, and
 * the custody rows it writes beside the CLI's and the sample event's
 * (display)
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE  /* memmem */
#include "config.h"

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

/* ---- without a display -------------------------------------------------- */

static GDateTime *
instant (const char *iso)
{
  GDateTime *dt = g_date_time_new_from_iso8601 (iso, NULL);
  g_assert_nonnull (dt);
  return dt;
}

/* Each field is entered on a step, and each problem the check finds in an
 * envelope leads back to the step where its field is entered. */
static void
test_steps_for_fields (void)
{
  g_assert_cmpint (adj_seal_step_for_field (ADJ_FIELD_PLAYERS), ==, ADJ_SEAL_STEP_GAME);
  g_assert_cmpint (adj_seal_step_for_field (ADJ_FIELD_EVENT), ==, ADJ_SEAL_STEP_GAME);
  g_assert_cmpint (adj_seal_step_for_field (ADJ_FIELD_RULES), ==, ADJ_SEAL_STEP_GAME);
  g_assert_cmpint (adj_seal_step_for_field (ADJ_FIELD_SEALER), ==, ADJ_SEAL_STEP_POSITION);
  g_assert_cmpint (adj_seal_step_for_field (ADJ_FIELD_SEALED_MOVE_NUMBER), ==, ADJ_SEAL_STEP_POSITION);
  g_assert_cmpint (adj_seal_step_for_field (ADJ_FIELD_GAME_RECORD), ==, ADJ_SEAL_STEP_POSITION);
  g_assert_cmpint (adj_seal_step_for_field (ADJ_FIELD_SEALED_MOVE), ==, ADJ_SEAL_STEP_SEALED_MOVE);
  g_assert_cmpint (adj_seal_step_for_field (ADJ_FIELD_TIME_USED), ==, ADJ_SEAL_STEP_CLOCKS);
  g_assert_cmpint (adj_seal_step_for_field (ADJ_FIELD_SESSION_END), ==, ADJ_SEAL_STEP_CLOCKS);
  g_assert_cmpint (adj_seal_step_for_field (ADJ_FIELD_RESUMPTION), ==, ADJ_SEAL_STEP_RESUMPTION);
  g_assert_cmpint (adj_seal_step_for_field (ADJ_FIELD_PIECES_IN_WORDS), ==, ADJ_SEAL_STEP_RESUMPTION);
  g_assert_cmpint (adj_seal_step_for_field (ADJ_FIELD_SIGNATURES), ==, ADJ_SEAL_STEP_RESUMPTION);
  /* No field (the envelope's own refusal), or one a newer check names:
   * only the check page lists it. */
  g_assert_cmpint (adj_seal_step_for_field (0), ==, ADJ_SEAL_STEP_CHECK);
  g_assert_cmpint (adj_seal_step_for_field ((AdjField) (1u << ADJ_N_FIELDS)), ==, ADJ_SEAL_STEP_CHECK);
  /* Nothing the envelope holds is without its step. */
  for (int bit = 0; bit < ADJ_N_FIELDS; bit++)
    g_assert_cmpint (adj_seal_step_for_field ((AdjField) (1u << bit)), <, ADJ_SEAL_STEP_CHECK);

  /* The wrong sealer and move number, no resumption, no Black: each
   * problem leads to a step before the sealed move, the one that holds
   * its field. */
  g_autoptr(GDateTime) adjourned = instant ("2026-11-21T21:00:00+01:00");
  AdjEnvelopeFields f;
  adj_envelope_fields_init (&f);
  f.rules = "fide-2023";
  f.white = "Vidal, Marta";
  f.position = FEN;
  f.time_used[CHESS_WHITE] = 7012;
  f.time_used[CHESS_BLACK] = 7154;
  f.adjourned_at = adjourned;
  f.sealer = CHESS_WHITE;
  f.sealed_move_number = 40;
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelope) env = adj_envelope_new_from_fields (&f, &error);
  g_assert_no_error (error);
  g_autoptr(GPtrArray) problems = adj_envelope_check (env, &error);
  g_assert_no_error (error);
  static const struct { const char *key; AdjSealStep step; } expected[] = {
    { "black", ADJ_SEAL_STEP_GAME },
    { "sealer", ADJ_SEAL_STEP_POSITION },
    { "sealed_move_number", ADJ_SEAL_STEP_POSITION },
    { "resumption", ADJ_SEAL_STEP_RESUMPTION },
  };
  g_assert_cmpuint (problems->len, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < problems->len; i++)
    {
      const AdjEnvelopeProblem *p = g_ptr_array_index (problems, i);
      guint k = 0;
      while (k < G_N_ELEMENTS (expected) && g_strcmp0 (expected[k].key, p->key) != 0)
        k++;
      g_assert_cmpuint (k, <, G_N_ELEMENTS (expected));
      g_assert_cmpint (adj_seal_step_for_field (p->field), ==, expected[k].step);
    }
}

/* Every paper of the face has a name in the walkthrough. */
static void
test_paper_labels (void)
{
  guint n = 0;
  for (const AdjEnvelopePaper *paper = adj_envelope_face_get_papers (); paper->name; paper++, n++)
    g_assert_cmpstr (adj_seal_paper_label (paper->name), !=, paper->name);
  g_assert_cmpuint (n, >=, 3);
  g_assert_cmpstr (adj_seal_paper_label ("na_letter"), ==, "na_letter");
}

static void
test_parse (void)
{
  g_autoptr(GTimeZone) tz = g_time_zone_new_identifier ("+01:00");
  g_assert_nonnull (tz);
  g_autoptr(GDateTime) a = adj_seal_parse_instant ("2026-11-22 10:00", tz);
  g_autoptr(GDateTime) b = instant ("2026-11-22T10:00:00+01:00");
  g_assert_nonnull (a);
  g_assert_true (g_date_time_equal (a, b));
  g_autoptr(GDateTime) c = adj_seal_parse_instant ("2026-11-22T10:00:30", tz);
  g_assert_cmpint (g_date_time_to_unix (c) - g_date_time_to_unix (b), ==, 30);
  g_autoptr(GDateTime) d = adj_seal_parse_instant ("2026-11-22T09:00:00Z", tz);
  g_assert_true (g_date_time_equal (d, b));
  for (const char *const *bad = (const char *const[]) { "", "2026-11-22", "22/11/2026 10:00", "2026-13-01 10:00",
                                                         "2026-11-22 25:00", "2026-11-22 10:00 pm", "2026-11-22 1:00", NULL }; *bad; bad++)
    g_assert_null (adj_seal_parse_instant (*bad, tz));
  g_autofree char *shown = adj_seal_format_instant (a);
  g_assert_cmpstr (shown, ==, "2026-11-22 10:00");
}

/* What the resumption's calendar reads from the entry, and writes into it. */
static void
test_instant_date (void)
{
  int y = 0, m = 0, d = 0;
  g_assert_true (adj_seal_instant_date ("2026-11-22 10:00", &y, &m, &d));
  g_assert_cmpint (y, ==, 2026);
  g_assert_cmpint (m, ==, 11);
  g_assert_cmpint (d, ==, 22);
  g_assert_true (adj_seal_instant_date (" 2027-02-28T09:30:15 ", &y, &m, &d));
  g_assert_cmpint (y * 10000 + m * 100 + d, ==, 20270228);
  /* A full instant: its date in its own offset, not this computer's. */
  g_assert_true (adj_seal_instant_date ("2026-12-31T23:30:00-05:00", &y, &m, &d));
  g_assert_cmpint (y * 10000 + m * 100 + d, ==, 20261231);
  /* A date typed before its time. */
  g_assert_true (adj_seal_instant_date ("2028-02-29", &y, &m, &d));
  g_assert_cmpint (y * 10000 + m * 100 + d, ==, 20280229);
  g_assert_true (adj_seal_instant_date ("2026-11-23 1", &y, &m, &d));
  g_assert_cmpint (y * 10000 + m * 100 + d, ==, 20261123);
  y = m = d = 0;
  for (const char *const *bad = (const char *const[]) { "", "tomorrow", "2026-13-01 10:00", "2027-02-29",
                                                         "22/11/2026 10:00", "2026-11-3", "0000-01-01", NULL };
       *bad; bad++)
    g_assert_false (adj_seal_instant_date (*bad, &y, &m, &d));
  g_assert_cmpint (y + m + d, ==, 0);

  struct { const char *text, *expected; } cases[] = {
    { "2026-11-22 10:00", "2026-12-03 10:00" },        /* the time is kept */
    { "2026-11-22T10:00:30", "2026-12-03T10:00:30" },
    { "2026-11-22T10:00:00+01:00", "2026-12-03T10:00:00+01:00" },
    { " 2026-13-45 18:30 ", "2026-12-03 18:30" },        /* a date that did not read */
    { "2026-11-22", "2026-12-03 09:30" },              /* no time: the one proposed */
    { "", "2026-12-03 09:30" },
    { "next Sunday 10:00", "2026-12-03 09:30" },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = adj_seal_instant_set_date (cases[i].text, 2026, 12, 3, "09:30");
      g_assert_cmpstr (text, ==, cases[i].expected);
      /* What the calendar writes, it opens on again. */
      g_assert_true (adj_seal_instant_date (text, &y, &m, &d));
      g_assert_cmpint (y * 10000 + m * 100 + d, ==, 20261203);
    }
  g_autoptr(GTimeZone) tz = g_time_zone_new_local ();
  g_autofree char *chosen = adj_seal_instant_set_date ("2026-11-22 10:00", 2027, 1, 9, "09:30");
  g_autoptr(GDateTime) read = adj_seal_parse_instant (chosen, tz);
  g_assert_nonnull (read);
  g_autofree char *shown = adj_seal_format_instant (read);
  g_assert_cmpstr (shown, ==, "2027-01-09 10:00");
}

/* ---- with a display ----------------------------------------------------- */

typedef struct {
  char           *dir;
  char           *db;
  AdjApplication *app;
  AdjWindow      *window;
  AdjStore       *store;
} Fixture;

static void
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

static void
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

static AdjSealAssistant *
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

static GtkWidget *
child (AdjSealAssistant *a, const char *name)
{
  GtkWidget *w = ui_test_find_named (GTK_WIDGET (a), name);
  g_assert_nonnull (w);
  return w;
}

static void
set_text (AdjSealAssistant *a, const char *name, const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (child (a, name)), text);
}

/* Sealing runs in a thread: the main loop turns until its result is in
 * (sealed, or refused on the check page). */
static void
wait_sealing (AdjSealAssistant *a)
{
  while (adj_seal_assistant_is_sealing (a))
    g_main_context_iteration (NULL, TRUE);
}

static void
press (AdjSealAssistant *a, const char *action, AdjSealStep expected)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (a), action, NULL));
  wait_sealing (a);
  ui_test_wait (10);
  g_assert_cmpint (adj_seal_assistant_get_step (a), ==, expected);
}

/* The dialog over the main window, as the arbiter sees them: both rendered
 * into one picture, the dialog centred. */
static void
render_over (Fixture *fx, AdjSealAssistant *a, const char *name)
{
  g_free (ui_test_screenshot_over (GTK_WIDGET (fx->window), GTK_WIDGET (a), name));
}

static void
screenshot_over (Fixture *fx, AdjSealAssistant *a, const char *name)
{
  g_free (ui_test_screenshot_over_settled (GTK_WIDGET (fx->window), GTK_WIDGET (a), name));
}

/* The main loop for MS milliseconds. Not ui_test_wait(): while the
 * spinner turns, its frame clock always has something pending. */
static void
turn_for (guint ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) ms * 1000;
  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

static void
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
static graphene_rect_t
bounds_in (GtkWidget *widget, GtkWidget *scroller)
{
  graphene_rect_t bounds;
  g_assert_true (gtk_widget_compute_bounds (widget, scroller, &bounds));
  return bounds;
}

static gboolean
inside (graphene_rect_t b, GtkWidget *area)
{
  return b.origin.x >= 0 && b.origin.y >= 0
         && b.origin.x + b.size.width <= gtk_widget_get_width (area) + 0.5
         && b.origin.y + b.size.height <= gtk_widget_get_height (area) + 0.5;
}

/* Scroll SCROLLER until WIDGET is in view, then whether all of it is. */
static gboolean
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
static void
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
static void
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
static GPtrArray *
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
static char *
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

static gint64
count (Fixture *fx, const char *table)
{
  g_autoptr(GError) error = NULL;
  gint64 n = adj_store_count (fx->store, table, &error);
  g_assert_no_error (error);
  return n;
}

/* A second connection to the fixture's archive, as another program would
 * hold it: to provoke a failure inside the store, or hold its write lock. */
static sqlite3 *
other_connection (Fixture *fx)
{
  sqlite3 *db = NULL;
  g_assert_cmpint (sqlite3_open_v2 (fx->db, &db, SQLITE_OPEN_READWRITE, NULL), ==, SQLITE_OK);
  return db;
}

static void
exec_ok (sqlite3 *db, const char *sql)
{
  char *message = NULL;
  if (sqlite3_exec (db, sql, NULL, NULL, &message) != SQLITE_OK)
    g_error ("%s: %s", sql, message);
}

static void
test_wrong_sealer (Fixture *fx, gconstpointer data)
{
  AdjSealAssistant *a = open_assistant (fx);
  gint64 envelopes = count (fx, "envelopes"), custody = count (fx, "custody");

  fill_to_sealed_move (fx, a, "Club championship", NULL);
  /* The arbiter records White as the sealer in a position where Black is
   * to move. */
  press (a, "seal.back", ADJ_SEAL_STEP_RESUMPTION);
  press (a, "seal.back", ADJ_SEAL_STEP_CLOCKS);
  press (a, "seal.back", ADJ_SEAL_STEP_POSITION);
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (a, "sealer_row")), 0);
  press (a, "seal.next", ADJ_SEAL_STEP_CLOCKS);
  press (a, "seal.next", ADJ_SEAL_STEP_RESUMPTION);
  press (a, "seal.next", ADJ_SEAL_STEP_SEALED_MOVE);
  press (a, "seal.next", ADJ_SEAL_STEP_CHECK);

  g_autoptr(GPtrArray) texts = problem_texts (a);
  g_assert_cmpuint (texts->len, ==, 1);
  const char *text = g_ptr_array_index (texts, 0);
  g_assert_nonnull (strstr (text, "sealer"));
  g_assert_nonnull (strstr (text, "Black"));
  g_assert_nonnull (strstr (text, "I.2.4"));
  g_assert_false (gtk_widget_is_sensitive (child (a, "seal_button")));
  screenshot_over (fx, a, "seal-check-problem");

  /* Sealing anyway does nothing. */
  gtk_widget_activate_action (GTK_WIDGET (a), "seal.seal", NULL);
  ui_test_wait (10);
  g_assert_cmpint (adj_seal_assistant_get_step (a), ==, ADJ_SEAL_STEP_CHECK);
  g_assert_cmpint (count (fx, "envelopes"), ==, envelopes);
  g_assert_cmpint (count (fx, "custody"), ==, custody);
  g_assert_cmpint (adj_seal_assistant_get_envelope_id (a), ==, 0);

  /* Jumping to the check past a step that does not read names that step. */
  gtk_widget_activate_action (GTK_WIDGET (a), "seal.go-to", "i", (int) ADJ_SEAL_STEP_CLOCKS);
  set_text (a, "black_time_row", "two hours");
  gtk_widget_activate_action (GTK_WIDGET (a), "seal.go-to", "i", (int) ADJ_SEAL_STEP_CHECK);
  ui_test_wait (10);
  g_autoptr(GPtrArray) unread = problem_texts (a);
  g_assert_cmpuint (unread->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (unread, 0), "time_used"));
  g_assert_false (gtk_widget_is_sensitive (child (a, "seal_button")));
  gtk_widget_activate_action (GTK_WIDGET (a), "seal.go-to", "i", (int) ADJ_SEAL_STEP_CLOCKS);
  set_text (a, "black_time_row", "1:59:14");
  gtk_widget_activate_action (GTK_WIDGET (a), "seal.go-to", "i", (int) ADJ_SEAL_STEP_CHECK);
  ui_test_wait (10);

  /* The problem's row leads back to the sealer; put right, it seals. */
  GtkWidget *listbox = ui_test_find (child (a, "problems_group"), GTK_TYPE_LIST_BOX);
  GtkWidget *row = gtk_widget_get_first_child (listbox);
  g_assert_true (ADW_IS_ACTION_ROW (row));
  g_signal_emit_by_name (row, "activated");
  ui_test_wait (10);
  g_assert_cmpint (adj_seal_assistant_get_step (a), ==, ADJ_SEAL_STEP_POSITION);
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (a, "sealer_row")), 1);
  gtk_widget_activate_action (GTK_WIDGET (a), "seal.go-to", "i", (int) ADJ_SEAL_STEP_CHECK);
  ui_test_wait (10);
  g_autoptr(GPtrArray) none = problem_texts (a);
  g_assert_cmpuint (none->len, ==, 0);
  g_assert_true (gtk_widget_is_sensitive (child (a, "seal_button")));

  gtk_window_destroy (GTK_WINDOW (a));
}

/* The subtitle of the details row titled TITLE in the window's archive
 * view, NULL when there is none. */
static const char *
details_value (Fixture *fx, const char *title)
{
  GtkWidget *list = ui_test_find_named (GTK_WIDGET (fx->window), "envelope_list");
  g_assert_nonnull (list);
  for (GtkWidget *row = gtk_widget_get_first_child (list); row; row = gtk_widget_get_next_sibling (row))
    if (ADW_IS_ACTION_ROW (row) && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), title) == 0)
      return adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
  return NULL;
}

/* An event that forbids engine analysis: the game step's switch, off,
 * writes it into the envelope, whose face and details say it. */
static void
test_engine_analysis_forbidden (Fixture *fx, gconstpointer data)
{
  AdjSealAssistant *a = open_assistant (fx);
  GtkSwitch *allowed = GTK_SWITCH (child (a, "engine_switch"));
  g_assert_true (gtk_switch_get_active (allowed));
  gtk_switch_set_active (allowed, FALSE);
  fill_to_sealed_move (fx, a, "Closed championship", NULL);
  press (a, "seal.next", ADJ_SEAL_STEP_CHECK);
  g_autoptr(GPtrArray) texts = problem_texts (a);
  g_assert_cmpuint (texts->len, ==, 0);
  press (a, "seal.seal", ADJ_SEAL_STEP_DONE);
  gint64 id = adj_seal_assistant_get_envelope_id (a);
  g_assert_cmpint (id, >, 0);
  g_autofree char *face = export_face (fx, a);
#if HAVE_POPPLER
  g_assert_nonnull (strstr (face, "Engine analysis of this position is not allowed"));
#endif
  gtk_window_destroy (GTK_WINDOW (a));

  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelope) stored = adj_store_read_envelope (fx->store, id, &error);
  g_assert_no_error (error);
  g_assert_false (adj_envelope_allows_engine_analysis (stored));

  AdjArchiveView *view = ADJ_ARCHIVE_VIEW (ui_test_find (GTK_WIDGET (fx->window), ADJ_TYPE_ARCHIVE_VIEW));
  ui_test_wait_until (adj_archive_view_select_envelope (view, id));
  ui_test_wait (20);
  g_assert_cmpstr (details_value (fx, "Engine analysis"), ==, "Not allowed by the event");

  /* The switch left on: the envelope is silent, analysis allowed. */
  a = open_assistant (fx);
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (child (a, "engine_switch"))));
  fill_to_sealed_move (fx, a, "Open championship", NULL);
  press (a, "seal.next", ADJ_SEAL_STEP_CHECK);
  press (a, "seal.seal", ADJ_SEAL_STEP_DONE);
  gint64 open_id = adj_seal_assistant_get_envelope_id (a);
  g_autofree char *open_face = export_face (fx, a);
  g_assert_null (strstr (open_face, "Engine analysis"));
  gtk_window_destroy (GTK_WINDOW (a));
  g_autoptr(AdjEnvelope) open_env = adj_store_read_envelope (fx->store, open_id, &error);
  g_assert_no_error (error);
  g_assert_true (adj_envelope_allows_engine_analysis (open_env));
  g_assert_false (json_object_has_member (adj_envelope_get_object (open_env), "engine_analysis"));
  ui_test_wait_until (adj_archive_view_select_envelope (view, open_id));
  ui_test_wait (20);
  g_assert_cmpstr (details_value (fx, "Engine analysis"), ==, "Allowed");
}

static void
count_sealed (AdjSealAssistant *a, gint64 id, gint64 *seen)
{
  *seen = id;
}

static void
walk_complete (Fixture *fx, const char *shots)
{
  AdjSealAssistant *a = open_assistant (fx);
  gint64 seen = 0;
  g_signal_connect (a, "sealed", G_CALLBACK (count_sealed), &seen);
  gint64 envelopes = count (fx, "envelopes");

  fill_to_sealed_move (fx, a, "Club championship", shots);
  /* On paper: nothing typed. */
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (child (a, "paper_check"))));
  g_assert_false (gtk_widget_get_visible (child (a, "digital_group")));
  shoot (fx, a, shots, "5-sealed-move");
  press (a, "seal.next", ADJ_SEAL_STEP_CHECK);
  g_autoptr(GPtrArray) texts = problem_texts (a);
  g_assert_cmpuint (texts->len, ==, 0);
  g_assert_true (gtk_widget_is_sensitive (child (a, "seal_button")));
  /* The summary repeats the charge the profile computes. */
  const char *clocks = adw_action_row_get_subtitle (ADW_ACTION_ROW (child (a, "summary_clocks_row")));
  g_assert_nonnull (strstr (clocks, "1:56:52"));
  g_assert_nonnull (strstr (clocks, "0:12:00"));
  shoot (fx, a, shots, "6-check");

  press (a, "seal.seal", ADJ_SEAL_STEP_DONE);
  gint64 id = adj_seal_assistant_get_envelope_id (a);
  g_assert_cmpint (id, >, 0);
  g_assert_cmpint (seen, ==, id);
  g_assert_cmpint (count (fx, "envelopes"), ==, envelopes + 1);
  g_assert_false (gtk_widget_get_visible (child (a, "seal_code_box")));
  shoot (fx, a, shots, "7-sealed");
  g_autofree char *face = export_face (fx, a);
#if HAVE_POPPLER
  g_assert_nonnull (strstr (face, "Vidal"));
  g_assert_nonnull (strstr (face, "Puig"));
#endif

  /* In the archive as typed. */
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (fx->store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (info->rules, ==, "fide-2023");
  g_assert_cmpstr (info->event, ==, "Club championship");
  g_assert_cmpstr (info->round, ==, "5");
  g_assert_cmpstr (info->board, ==, "3");
  g_assert_cmpstr (info->white, ==, "Vidal, Marta");
  g_assert_cmpstr (info->black, ==, "Puig, Jordi");
  g_assert_cmpstr (info->position, ==, FEN);
  g_assert_cmpstr (info->sealer, ==, "black");
  g_assert_cmpint (info->sealed_move_number, ==, 41);
  g_assert_cmpstr (info->resumption_place, ==, "Sala 2");
  g_assert_cmpint (info->kind, ==, ADJ_ENVELOPE_PAPER);
  g_assert_cmpint (info->state, ==, ADJ_ENVELOPE_SEALED);
  g_autofree char *doc = adj_store_export_envelope (fx->store, id, &error);
  g_assert_no_error (error);
  g_autoptr(AdjEnvelope) env = adj_envelope_new_from_data (doc, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (adj_envelope_get_int (env, "time_used.white"), ==, 7012);
  g_assert_cmpint (adj_envelope_get_int (env, "time_used.black"), ==, 7154);
  g_assert_cmpstr (adj_envelope_get_string (env, "time_control"), ==, "40/7200:20/3600");
  g_autoptr(GDateTime) end = adj_envelope_get_instant (env, "session_end");
  g_autoptr(GDateTime) adjourned = adj_envelope_get_instant (env, "adjourned_at");
  g_assert_cmpint (g_date_time_difference (end, adjourned), ==, 12 * G_TIME_SPAN_MINUTE);

  /* Created and checked, by the arbiter. */
  g_autoptr(GPtrArray) log = adj_custody_list (fx->store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (log->len, ==, 2);
  AdjCustodyEntry *created = g_ptr_array_index (log, 0), *checked = g_ptr_array_index (log, 1);
  g_assert_cmpint (created->kind, ==, ADJ_CUSTODY_CREATED);
  g_assert_cmpint (checked->kind, ==, ADJ_CUSTODY_CHECKED);
  g_assert_cmpstr (created->actor, ==, "Serra, Anna");
  g_assert_cmpstr (checked->actor, ==, "Serra, Anna");

  /* Done closes the dialog. */
  g_object_ref (a);
  press (a, "seal.done", ADJ_SEAL_STEP_DONE);
  ui_test_wait_until (!gtk_widget_get_visible (GTK_WIDGET (a)));
  g_object_unref (a);
}

static void
test_complete (Fixture *fx, gconstpointer data)
{
  walk_complete (fx, "seal");
}

static void
test_complete_dark (Fixture *fx, gconstpointer data)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  walk_complete (fx, "seal-dark");
}

static GtkWidget *open_calendar (AdjSealAssistant *a);
static void screenshot_with_popover (Fixture *fx, AdjSealAssistant *a, GtkWidget *popover, const char *name);

static void
test_complete_narrow (Fixture *fx, gconstpointer data)
{
  /* Over a phone-wide window: the dialog fits it, not spilling past its
   * edges (it opens at the window's size, no larger). */
  gtk_window_set_default_size (GTK_WINDOW (fx->window), 360, 640);
  ui_test_wait_until (gtk_widget_get_width (GTK_WIDGET (fx->window)) < 400);
  AdjSealAssistant *a = open_assistant (fx);
  ui_test_wait_until (gtk_widget_get_mapped (GTK_WIDGET (a)));
  ui_test_settle (GTK_WIDGET (a));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (a)), <=, gtk_widget_get_width (GTK_WIDGET (fx->window)));
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (a)), <=, gtk_widget_get_height (GTK_WIDGET (fx->window)));
  fill_to_sealed_move (fx, a, "Club championship", "seal-narrow");
  /* The resumption's calendar fits the phone's width. */
  press (a, "seal.back", ADJ_SEAL_STEP_RESUMPTION);
  GtkWidget *popover = open_calendar (a);
  g_assert_cmpint (gtk_widget_get_width (popover), <=, gtk_widget_get_width (GTK_WIDGET (a)));
  screenshot_with_popover (fx, a, popover, "seal-narrow-4-resumption-calendar");
  gtk_popover_popdown (GTK_POPOVER (popover));
  ui_test_wait_until (!gtk_widget_get_visible (popover));
  press (a, "seal.next", ADJ_SEAL_STEP_SEALED_MOVE);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (child (a, "digital_check")), TRUE);
  shoot (fx, a, "seal-narrow", "5-sealed-move");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (child (a, "paper_check")), TRUE);
  press (a, "seal.next", ADJ_SEAL_STEP_CHECK);
  shoot (fx, a, "seal-narrow", "6-check");
  /* While it seals (another program holds the write lock, so the thread
   * waits), the spinner fits in the narrow header too. */
  sqlite3 *other = other_connection (fx);
  exec_ok (other, "BEGIN IMMEDIATE");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (a), "seal.seal", NULL));
  ui_test_wait_until (gtk_widget_get_mapped (child (a, "seal_spinner")));
  turn_for (300);
  g_assert_true (adj_seal_assistant_is_sealing (a));
  render_over (fx, a, "seal-narrow-6-sealing");
  exec_ok (other, "COMMIT");
  sqlite3_close (other);
  wait_sealing (a);
  ui_test_wait (10);
  g_assert_cmpint (adj_seal_assistant_get_step (a), ==, ADJ_SEAL_STEP_DONE);
  shoot (fx, a, "seal-narrow", "7-sealed");
  gtk_window_destroy (GTK_WINDOW (a));
}

/* The bytes of a file, or an empty array when it does not exist. */
static GBytes *
file_bytes (const char *path)
{
  char *data = NULL;
  gsize len = 0;
  if (!g_file_get_contents (path, &data, &len, NULL))
    return g_bytes_new (NULL, 0);
  return g_bytes_new_take (data, len);
}

static gboolean
bytes_contain (GBytes *bytes, const char *needle)
{
  gsize len;
  const void *data = g_bytes_get_data (bytes, &len);
  return len > 0 && memmem (data, len, needle, strlen (needle)) != NULL;
}

static void
test_digital (Fixture *fx, gconstpointer data)
{
  AdjSealAssistant *a = open_assistant (fx);
  fill_to_sealed_move (fx, a, "Open de Sants", NULL);

  gtk_check_button_set_active (GTK_CHECK_BUTTON (child (a, "digital_check")), TRUE);
  g_assert_true (gtk_widget_get_visible (child (a, "digital_group")));
  /* A new event: its passphrase is chosen now, and asked twice. */
  g_assert_true (gtk_widget_get_visible (child (a, "passphrase_again_row")));
  g_assert_false (gtk_widget_is_sensitive (child (a, "next_button")));
  /* Typed, then back to paper: not kept. */
  set_text (a, "move_row", SECRET_MOVE);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (child (a, "paper_check")), TRUE);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (child (a, "digital_check")), TRUE);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (a, "move_row"))), ==, "");
  set_text (a, "move_row", SECRET_MOVE);
  set_text (a, "move_again_row", "Rd1-d3+");
  g_assert_true (gtk_widget_get_visible (child (a, "move_error")));
  g_assert_false (gtk_widget_is_sensitive (child (a, "next_button")));
  /* The entries mask it, and no label repeats it. */
  GtkWidget *text = ui_test_find (child (a, "move_row"), GTK_TYPE_TEXT);
  g_assert_false (gtk_text_get_visibility (GTK_TEXT (text)));
  g_assert_null (strstr (gtk_label_get_text (GTK_LABEL (child (a, "move_error"))), SECRET_MOVE));
  set_text (a, "move_again_row", SECRET_MOVE);
  g_assert_false (gtk_widget_get_visible (child (a, "move_error")));
  set_text (a, "passphrase_row", PASSPHRASE);
  g_assert_false (gtk_widget_is_sensitive (child (a, "next_button")));
  set_text (a, "passphrase_again_row", PASSPHRASE);
  g_assert_true (gtk_widget_is_sensitive (child (a, "next_button")));
  /* The passphrase is the event's: no event, no sealing. */
  set_text (a, "event_row", "");
  set_text (a, "passphrase_row", PASSPHRASE);
  g_assert_true (gtk_widget_get_visible (child (a, "passphrase_error")));
  g_assert_false (gtk_widget_is_sensitive (child (a, "next_button")));
  set_text (a, "event_row", "Open de Sants");
  set_text (a, "passphrase_row", PASSPHRASE);
  g_assert_false (gtk_widget_get_visible (child (a, "passphrase_error")));
  g_assert_true (gtk_widget_is_sensitive (child (a, "next_button")));
  screenshot_over (fx, a, "seal-5-digital");
  press (a, "seal.next", ADJ_SEAL_STEP_CHECK);
  press (a, "seal.seal", ADJ_SEAL_STEP_DONE);
  screenshot_over (fx, a, "seal-7-sealed-digital");

  gint64 id = adj_seal_assistant_get_envelope_id (a);
  g_assert_cmpint (id, >, 0);
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (fx->store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (info->kind, ==, ADJ_ENVELOPE_DIGITAL);
  /* The seal code is shown, the one the store keeps. */
  g_assert_true (gtk_widget_get_visible (child (a, "seal_code_box")));
  const char *code = gtk_label_get_text (GTK_LABEL (child (a, "seal_code_label")));
  g_assert_true (g_regex_match_simple ("^[0-9A-Z]{5}-[0-9A-Z]{5}$", code, 0, 0));
  g_assert_cmpstr (code, ==, info->seal_code);
  /* The face carries the code, never the move. */
  g_autofree char *face = export_face (fx, a);
#if HAVE_POPPLER
  g_assert_nonnull (strstr (face, code));
  g_assert_null (strstr (face, SECRET_MOVE));
#endif
  /* The entries were emptied. */
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (a, "move_row"))), ==, "");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (a, "passphrase_row"))), ==, "");

  /* Not in the export, not in the database's bytes (WAL included). */
  g_autofree char *doc = adj_store_export_envelope (fx->store, id, &error);
  g_assert_no_error (error);
  g_assert_null (strstr (doc, SECRET_MOVE));
  g_assert_null (strstr (doc, PASSPHRASE));
  for (const char *const *suffix = (const char *const[]) { "", "-wal", "-shm", "-journal", NULL }; *suffix; suffix++)
    {
      g_autofree char *path = g_strconcat (fx->db, *suffix, NULL);
      g_autoptr(GBytes) bytes = file_bytes (path);
      g_assert_false (bytes_contain (bytes, SECRET_MOVE));
      g_assert_false (bytes_contain (bytes, PASSPHRASE));
    }
  /* It opens with the passphrase, and is the move typed. */
  AdjOpening opening = { .arbiter = "Serra, Anna" };
  char *move = NULL;
  g_assert_true (adj_seal_open (fx->store, id, &opening, PASSPHRASE, &move, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (move, ==, SECRET_MOVE);
  adj_seal_free_move (move);
  gtk_window_destroy (GTK_WINDOW (a));

  /* The event now has a passphrase: asked once, and a wrong one stores
   * nothing. */
  gint64 envelopes = count (fx, "envelopes"), custody = count (fx, "custody");
  a = open_assistant (fx);
  fill_to_sealed_move (fx, a, "Open de Sants", NULL);
  set_text (a, "board_row", "4");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (child (a, "digital_check")), TRUE);
  g_assert_false (gtk_widget_get_visible (child (a, "passphrase_again_row")));
  set_text (a, "move_row", SECRET_MOVE);
  set_text (a, "move_again_row", SECRET_MOVE);
  set_text (a, "passphrase_row", "six rooks");
  g_assert_true (gtk_widget_is_sensitive (child (a, "next_button")));
  press (a, "seal.next", ADJ_SEAL_STEP_CHECK);
  press (a, "seal.seal", ADJ_SEAL_STEP_CHECK);
  g_autoptr(GPtrArray) texts = problem_texts (a);
  g_assert_cmpuint (texts->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (texts, 0), "passphrase"));
  g_assert_cmpint (count (fx, "envelopes"), ==, envelopes);
  g_assert_cmpint (count (fx, "custody"), ==, custody);
  gtk_window_destroy (GTK_WINDOW (a));
}

static void
fill_digital (Fixture *fx, AdjSealAssistant *a)
{
  fill_to_sealed_move (fx, a, "Open de Sants", NULL);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (child (a, "digital_check")), TRUE);
  set_text (a, "move_row", SECRET_MOVE);
  set_text (a, "move_again_row", SECRET_MOVE);
  set_text (a, "passphrase_row", PASSPHRASE);
  set_text (a, "passphrase_again_row", PASSPHRASE);
  press (a, "seal.next", ADJ_SEAL_STEP_CHECK);
}

/* Sealing is one transaction: when its last write (the digital move) fails
 * after the import, the envelope, its custody entries and the new event's
 * passphrase are all gone, and the log still verifies. */
static void
test_all_or_nothing (Fixture *fx, gconstpointer data)
{
  static const char *const tables[] = { "events", "envelopes", "sealed_moves", "custody" };
  gint64 before[G_N_ELEMENTS (tables)];
  for (gsize i = 0; i < G_N_ELEMENTS (tables); i++)
    before[i] = count (fx, tables[i]);
  sqlite3 *other = other_connection (fx);
  /* The move's row is the last write of the group. */
  exec_ok (other, "CREATE TRIGGER test_disk_full BEFORE INSERT ON sealed_moves"
                  " BEGIN SELECT RAISE (ABORT, 'database or disk is full (provoked)'); END");

  AdjSealAssistant *a = open_assistant (fx);
  gint64 seen = 0;
  g_signal_connect (a, "sealed", G_CALLBACK (count_sealed), &seen);
  fill_digital (fx, a);
  press (a, "seal.seal", ADJ_SEAL_STEP_CHECK);

  g_autoptr(GPtrArray) texts = problem_texts (a);
  g_assert_cmpuint (texts->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (texts, 0), "disk is full (provoked)"));
  g_assert_null (strstr (g_ptr_array_index (texts, 0), SECRET_MOVE));
  /* Neither the archive's path nor the check's "Nothing to correct" beside it. */
  g_assert_null (strstr (g_ptr_array_index (texts, 0), fx->dir));
  GtkWidget *listbox = ui_test_find (child (a, "problems_group"), GTK_TYPE_LIST_BOX);
  guint rows = 0;
  for (GtkWidget *row = gtk_widget_get_first_child (listbox); row; row = gtk_widget_get_next_sibling (row))
    rows += ADW_IS_ACTION_ROW (row);
  g_assert_cmpuint (rows, ==, 1);
  for (gsize i = 0; i < G_N_ELEMENTS (tables); i++)
    g_assert_cmpint (count (fx, tables[i]), ==, before[i]);
  g_assert_false (adj_seal_event_has_passphrase (fx->store, "Open de Sants", NULL));
  g_autoptr(GError) error = NULL;
  g_assert_true (adj_custody_verify (fx->store, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (adj_seal_assistant_get_envelope_id (a), ==, 0);
  g_assert_cmpint (seen, ==, 0);
  /* Everything as typed, so that it can be sealed again. */
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (a, "move_row"))), ==, SECRET_MOVE);
  g_assert_true (gtk_widget_is_sensitive (child (a, "seal_button")));
  g_assert_false (gtk_widget_get_visible (child (a, "seal_spinner")));
  screenshot_over (fx, a, "seal-6-nothing-stored");

  /* Put right, it seals: all of it. */
  exec_ok (other, "DROP TRIGGER test_disk_full");
  press (a, "seal.seal", ADJ_SEAL_STEP_DONE);
  gint64 id = adj_seal_assistant_get_envelope_id (a);
  g_assert_cmpint (id, >, 0);
  g_assert_cmpint (seen, ==, id);
  g_assert_cmpint (count (fx, "events"), ==, before[0] + 1);
  g_assert_cmpint (count (fx, "envelopes"), ==, before[1] + 1);
  g_assert_cmpint (count (fx, "sealed_moves"), ==, before[2] + 1);
  g_autoptr(GPtrArray) log = adj_custody_list (fx->store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (log->len, ==, 3);
  g_assert_cmpint (((AdjCustodyEntry *) g_ptr_array_index (log, 0))->kind, ==, ADJ_CUSTODY_CREATED);
  g_assert_cmpint (((AdjCustodyEntry *) g_ptr_array_index (log, 1))->kind, ==, ADJ_CUSTODY_CHECKED);
  g_assert_cmpint (((AdjCustodyEntry *) g_ptr_array_index (log, 2))->kind, ==, ADJ_CUSTODY_SEALED);
  g_assert_true (adj_custody_verify (fx->store, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (adj_seal_event_has_passphrase (fx->store, "Open de Sants", NULL));
  sqlite3_close (other);
  gtk_window_destroy (GTK_WINDOW (a));
}

/* The key derivation and the writes run off the main thread: the dialog
 * keeps drawing, shows a spinner, and takes no input until they return. */
static void
test_sealing_in_thread (Fixture *fx, gconstpointer data)
{
  AdjSealAssistant *a = open_assistant (fx);
  fill_digital (fx, a);
  gint64 envelopes = count (fx, "envelopes");

  /* Another program holds the write lock: the sealing thread waits for it
   * (the store's busy timeout), while the main loop goes on here. */
  sqlite3 *other = other_connection (fx);
  exec_ok (other, "BEGIN IMMEDIATE");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (a), "seal.seal", NULL));
  g_assert_true (adj_seal_assistant_is_sealing (a));
  turn_for (100);
  g_assert_true (adj_seal_assistant_is_sealing (a));
  g_assert_true (gtk_widget_get_visible (child (a, "seal_spinner")));
  g_assert_true (gtk_spinner_get_spinning (GTK_SPINNER (child (a, "seal_spinner"))));
  g_assert_false (gtk_widget_is_sensitive (child (a, "seal_button")));
  g_assert_false (gtk_widget_is_sensitive (child (a, "back_button")));
  g_assert_false (gtk_widget_is_sensitive (child (a, "cancel_button")));
  g_assert_false (gtk_widget_is_sensitive (child (a, "stack")));
  /* Neither Escape nor the window's close ends it. */
  gtk_widget_activate_action (GTK_WIDGET (a), "seal.cancel", NULL);
  gtk_window_close (GTK_WINDOW (a));
  turn_for (300);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (a)));
  g_assert_true (adj_seal_assistant_is_sealing (a));
  render_over (fx, a, "seal-6-sealing");
  g_assert_true (adj_seal_assistant_is_sealing (a));

  exec_ok (other, "COMMIT");
  sqlite3_close (other);
  wait_sealing (a);
  ui_test_wait (10);
  g_assert_cmpint (adj_seal_assistant_get_step (a), ==, ADJ_SEAL_STEP_DONE);
  g_assert_false (gtk_widget_get_visible (child (a, "seal_spinner")));
  g_assert_cmpint (count (fx, "envelopes"), ==, envelopes + 1);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (a, "move_row"))), ==, "");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (a, "passphrase_row"))), ==, "");
  gtk_window_destroy (GTK_WINDOW (a));
}

static void
test_escape_cancels (Fixture *fx, gconstpointer data)
{
  /* Nothing entered: Cancel closes at once. */
  AdjSealAssistant *a = open_assistant (fx);
  g_object_ref (a);
  press (a, "seal.cancel", ADJ_SEAL_STEP_GAME);
  ui_test_wait_until (!gtk_widget_get_visible (GTK_WIDGET (a)));
  g_object_unref (a);

  /* Something entered: Cancel asks first, and keeping it keeps it. */
  a = open_assistant (fx);
  g_object_ref (a);
  set_text (a, "event_row", "Club championship");
  press (a, "seal.cancel", ADJ_SEAL_STEP_GAME);
  GtkWidget *dialog = NULL;
  ui_test_wait_until ((dialog = adj_compat_get_visible_dialog (GTK_WINDOW (a))));
  g_free (ui_test_screenshot (dialog, "seal-discard"));
  adj_compat_respond (dialog, "cancel");
  ui_test_wait_until (!adj_compat_get_visible_dialog (GTK_WINDOW (a)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (a)));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (a, "event_row"))), ==, "Club championship");
  press (a, "seal.cancel", ADJ_SEAL_STEP_GAME);
  ui_test_wait_until ((dialog = adj_compat_get_visible_dialog (GTK_WINDOW (a))));
  adj_compat_respond (dialog, "confirm");
  ui_test_wait_until (!gtk_widget_get_visible (GTK_WIDGET (a)));
  g_object_unref (a);
  g_assert_cmpint (count (fx, "envelopes"), ==, 0);
}

/* Enter in a field is Next; the next step's first field has the keyboard. */
static void
test_keyboard (Fixture *fx, gconstpointer data)
{
  AdjSealAssistant *a = open_assistant (fx);
  ui_test_present (GTK_WINDOW (a));
  set_text (a, "event_row", "Club championship");
  set_text (a, "black_row", "Puig, Jordi");
  set_text (a, "white_row", "Vidal, Marta");
  GtkWidget *text = ui_test_find (child (a, "white_row"), GTK_TYPE_TEXT);
  g_signal_emit_by_name (text, "activate");
  /* A button activated by the keyboard clicks after its press is shown. */
  ui_test_wait_until (adj_seal_assistant_get_step (a) == ADJ_SEAL_STEP_POSITION);
  /* Blocked: Enter does not move on from a position the rules refuse. */
  GtkWidget *editor = child (a, "position_editor");
  g_assert_true (gtk_widget_activate_action (editor, "editor.clear", NULL));
  set_text (a, "move_number_row", "41");
  text = ui_test_find (child (a, "move_number_row"), GTK_TYPE_TEXT);
  g_assert_true (gtk_widget_grab_focus (text));
  g_signal_emit_by_name (text, "activate");
  ui_test_wait (400);
  g_assert_cmpint (adj_seal_assistant_get_step (a), ==, ADJ_SEAL_STEP_POSITION);
  g_assert_true (adj_position_editor_set_fen (ADJ_POSITION_EDITOR (editor), FEN, NULL));
  g_signal_emit_by_name (text, "activate");
  ui_test_wait_until (adj_seal_assistant_get_step (a) == ADJ_SEAL_STEP_CLOCKS);
  gtk_window_destroy (GTK_WINDOW (a));
}

/* Under the Catalan federation's rules the pieces are written in words and
 * the check counts them. */
static void
test_fce (Fixture *fx, gconstpointer data)
{
  AdjSealAssistant *a = open_assistant (fx);
  gint64 envelopes = count (fx, "envelopes");
  fill_to_sealed_move (fx, a, "Lliga catalana", NULL);
  press (a, "seal.back", ADJ_SEAL_STEP_RESUMPTION);
  g_assert_false (gtk_widget_get_visible (child (a, "fce_group")));
  const AdjProfile *const *list = adj_profile_list ();
  guint fce = 0;
  while (list[fce] && g_strcmp0 (adj_profile_get_id (list[fce]), "fce") != 0)
    fce++;
  g_assert_nonnull (list[fce]);
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (a, "profile_row")), fce);
  g_assert_true (gtk_widget_get_visible (child (a, "fce_group")));
  set_text (a, "white_pieces_row", "quatre");
  set_text (a, "black_pieces_row", "cinc");
  gtk_switch_set_active (GTK_SWITCH (child (a, "white_signed_switch")), TRUE);
  gtk_switch_set_active (GTK_SWITCH (child (a, "black_signed_switch")), TRUE);
  screenshot_over (fx, a, "seal-4-resumption-fce");
  press (a, "seal.next", ADJ_SEAL_STEP_SEALED_MOVE);
  press (a, "seal.next", ADJ_SEAL_STEP_CHECK);
  g_autoptr(GPtrArray) texts = problem_texts (a);
  g_assert_cmpuint (texts->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (texts, 0), "pieces_in_words.black"));
  g_assert_nonnull (strstr (g_ptr_array_index (texts, 0), "FCE 11.1"));
  g_assert_false (gtk_widget_is_sensitive (child (a, "seal_button")));
  gtk_widget_activate_action (GTK_WIDGET (a), "seal.go-to", "i", (int) ADJ_SEAL_STEP_RESUMPTION);
  set_text (a, "black_pieces_row", "quatre");
  gtk_widget_activate_action (GTK_WIDGET (a), "seal.go-to", "i", (int) ADJ_SEAL_STEP_CHECK);
  ui_test_wait (10);
  g_assert_true (gtk_widget_is_sensitive (child (a, "seal_button")));
  press (a, "seal.seal", ADJ_SEAL_STEP_DONE);
  g_assert_cmpint (count (fx, "envelopes"), ==, envelopes + 1);

  g_autoptr(GError) error = NULL;
  g_autofree char *doc = adj_store_export_envelope (fx->store, adj_seal_assistant_get_envelope_id (a), &error);
  g_assert_no_error (error);
  g_autoptr(AdjEnvelope) env = adj_envelope_new_from_data (doc, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (adj_envelope_get_rules (env), ==, "fce");
  g_assert_cmpstr (adj_envelope_get_string (env, "pieces_in_words.black"), ==, "quatre");
  g_assert_cmpstr (adj_envelope_get_string (env, "signatures.arbiter"), ==, "Serra, Anna");
  gtk_window_destroy (GTK_WINDOW (a));
}

/* The dialog over the main window as screenshot_over() draws them, with
 * POPOVER (a surface of its own, which the dialog's picture leaves out)
 * where the compositor puts it. */
static void
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

static gboolean
calendar_shows (GtkWidget *calendar, int year, int month, int day)
{
  g_autoptr(GDateTime) date = gtk_calendar_get_date (GTK_CALENDAR (calendar));
  int y, m, d;
  g_date_time_get_ymd (date, &y, &m, &d);
  return y == year && m == month && d == day;
}

/* Open the resumption's calendar and wait until it is on screen. */
static GtkWidget *
open_calendar (AdjSealAssistant *a)
{
  GtkMenuButton *button = GTK_MENU_BUTTON (child (a, "resumption_date_button"));
  gtk_menu_button_popup (button);
  GtkWidget *popover = GTK_WIDGET (gtk_menu_button_get_popover (button));
  ui_test_wait_until (gtk_widget_get_mapped (child (a, "resumption_calendar")));
  return popover;
}

/* The user picks DAY in the calendar (whose day number is not the one
 * selected): the calendar selects it and says so, as for a click. */
static void
pick_day (AdjSealAssistant *a, int year, int month, int day)
{
  GtkWidget *calendar = child (a, "resumption_calendar");
  g_autoptr(GDateTime) date = g_date_time_new_local (year, month, day, 0, 0, 0);
  g_autoptr(GDateTime) before = gtk_calendar_get_date (GTK_CALENDAR (calendar));
  g_assert_cmpint (g_date_time_get_day_of_month (before), !=, day);
  gtk_calendar_select_day (GTK_CALENDAR (calendar), date);
}

static gboolean
is_day_of_month (GtkWidget *widget, gconstpointer day)
{
  return GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "day-number")
         && !gtk_widget_has_css_class (widget, "other-month")
         && (!day || g_str_equal (gtk_label_get_text (GTK_LABEL (widget)), day));
}

/* The label of day DAY of the month CALENDAR shows. */
static GtkWidget *
day_label (GtkWidget *calendar, const char *day)
{
  return ui_test_find_matching (calendar, is_day_of_month, day);
}

/* Counts the buttons down: *DATA, an int, is how many to pass first. */
static gboolean
is_nth_button (GtkWidget *widget, gconstpointer data)
{
  int *left = (int *) data;
  return GTK_IS_BUTTON (widget) && (*left)-- == 0;
}

/* The Nth button of WIDGET's descendants, in order (a calendar's header:
 * previous month, next month, previous year, next year). */
static GtkWidget *
nth_button (GtkWidget *widget, int n)
{
  return ui_test_find_matching (widget, is_nth_button, &n);
}

static gboolean
is_today (GtkWidget *widget, gconstpointer data)
{
  return is_day_of_month (widget, NULL) && gtk_widget_has_css_class (widget, "today");
}

/* The label of today's day in CALENDAR. */
static GtkWidget *
today_label (GtkWidget *calendar)
{
  return ui_test_find_matching (calendar, is_today, NULL);
}

/* A click on WIDGET inside CALENDAR, as the walkthrough's own click gesture
 * on the calendar sees it (GTK 4.8 cannot synthesize the pointer's). */
static void
click_in_calendar (GtkWidget *calendar, GtkWidget *widget)
{
  GtkGesture *click = ui_test_find_click (calendar, GDK_BUTTON_PRIMARY, GTK_PHASE_CAPTURE);
  graphene_rect_t b;
  g_assert_true (gtk_widget_compute_bounds (widget, calendar, &b));
  g_signal_emit_by_name (click, "released", 1, (double) b.origin.x + b.size.width / 2,
                         (double) b.origin.y + b.size.height / 2);
}

/* The resumption's date picked in a calendar, which opens on the date typed;
 * the envelope carries the date picked. */
static void
test_resumption_calendar (Fixture *fx, gconstpointer data)
{
  AdjSealAssistant *a = open_assistant (fx);
  fill_to_sealed_move (fx, a, "Club championship", NULL);
  press (a, "seal.back", ADJ_SEAL_STEP_RESUMPTION);
  GtkWidget *entry = child (a, "resumption_at_row");
  GtkWidget *button = child (a, "resumption_date_button");
  g_assert_true (gtk_widget_get_ancestor (button, ADW_TYPE_ENTRY_ROW) == entry);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, "Choose Date");

  /* It opens on the date typed. */
  set_text (a, "resumption_at_row", "2027-01-09 18:30");
  GtkWidget *popover = open_calendar (a);
  GtkWidget *calendar = child (a, "resumption_calendar");
  g_assert_true (calendar_shows (calendar, 2027, 1, 9));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "2027-01-09 18:30");
  screenshot_with_popover (fx, a, popover, "seal-4-resumption-calendar");

  /* A month on: nothing changes until a day is clicked, even the day of
   * the same number, which the calendar itself does not report. */
  GtkWidget *next_month = nth_button (calendar, 1);
  g_assert_nonnull (next_month);
  g_signal_emit_by_name (next_month, "clicked");
  g_assert_true (calendar_shows (calendar, 2027, 2, 9));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "2027-01-09 18:30");
  g_assert_true (gtk_widget_get_visible (popover));
  click_in_calendar (calendar, day_label (calendar, "9"));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "2027-02-09 18:30");
  ui_test_wait_until (!gtk_widget_get_visible (popover));
  open_calendar (a);
  g_assert_true (calendar_shows (calendar, 2027, 2, 9));

  /* A day picked is the entry's date; the time typed stays. */
  pick_day (a, 2026, 12, 3);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "2026-12-03 18:30");
  ui_test_wait_until (!gtk_widget_get_visible (popover));
  g_assert_false (gtk_widget_has_css_class (entry, "error"));
  g_assert_false (gtk_widget_get_visible (child (a, "resumption_error")));

  /* With no date typed it opens on today, and opening changes nothing. */
  set_text (a, "resumption_at_row", "");
  open_calendar (a);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  int y, m, d;
  g_date_time_get_ymd (now, &y, &m, &d);
  g_assert_true (calendar_shows (calendar, y, m, d));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
  /* Today, already selected, clicked: the calendar itself says nothing. */
  GtkWidget *today = today_label (calendar);
  g_assert_nonnull (today);
  click_in_calendar (calendar, today);
  g_autofree char *today_text = g_date_time_format (now, "%Y-%m-%d 10:00");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, today_text);
  ui_test_wait_until (!gtk_widget_get_visible (popover));
  open_calendar (a);
  g_assert_true (calendar_shows (calendar, y, m, d));
  /* A day picked with no time typed: a time proposed, so that the entry
   * reads (not red), and selected, for typing to replace it. */
  set_text (a, "resumption_at_row", "");
  open_calendar (a);
  pick_day (a, 2026, 12, 4);
  ui_test_wait_until (!gtk_widget_get_visible (popover));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "2026-12-04 10:00");
  g_assert_false (gtk_widget_has_css_class (entry, "error"));
  g_assert_false (gtk_widget_get_visible (child (a, "resumption_error")));
  GtkWidget *text = GTK_WIDGET (gtk_editable_get_delegate (GTK_EDITABLE (entry)));
  ui_test_wait_until (gtk_widget_has_focus (text));
  int start = 0, end = 0;
  g_assert_true (gtk_editable_get_selection_bounds (GTK_EDITABLE (entry), &start, &end));
  g_assert_cmpint (start, ==, strlen ("2026-12-04 "));
  g_assert_cmpint (end, ==, strlen ("2026-12-04 10:00"));

  /* Light and dark: the calendar over the step. */
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  open_calendar (a);
  g_assert_true (calendar_shows (calendar, 2026, 12, 4));
  screenshot_with_popover (fx, a, popover, "seal-dark-4-resumption-calendar");
  gtk_popover_popdown (GTK_POPOVER (popover));
  ui_test_wait_until (!gtk_widget_get_visible (popover));

  press (a, "seal.next", ADJ_SEAL_STEP_SEALED_MOVE);
  press (a, "seal.next", ADJ_SEAL_STEP_CHECK);
  g_autoptr(GPtrArray) texts = problem_texts (a);
  g_assert_cmpuint (texts->len, ==, 0);
  press (a, "seal.seal", ADJ_SEAL_STEP_DONE);
  g_autoptr(GError) error = NULL;
  g_autofree char *doc = adj_store_export_envelope (fx->store, adj_seal_assistant_get_envelope_id (a), &error);
  g_assert_no_error (error);
  g_autoptr(AdjEnvelope) env = adj_envelope_new_from_data (doc, -1, &error);
  g_assert_no_error (error);
  g_autoptr(GDateTime) at = adj_envelope_get_instant (env, "resumption.at");
  g_autoptr(GDateTime) expected = g_date_time_new_local (2026, 12, 4, 10, 0, 0);
  g_assert_nonnull (at);
  g_assert_true (g_date_time_equal (at, expected));
  gtk_window_destroy (GTK_WINDOW (a));
}

/* A position taken from a game record: the record goes into the envelope. */
static void
test_game_record (Fixture *fx, gconstpointer data)
{
  AdjSealAssistant *a = open_assistant (fx);
  g_assert_cmpstr (adj_profile_get_id (adj_profile_list ()[0]), ==, "fide-1985");
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (a, "profile_row")), 0);
  set_text (a, "event_row", "Torneig social");
  set_text (a, "arbiter_row", "Serra, Anna");
  set_text (a, "white_row", "Ferrer, Pau");
  set_text (a, "black_row", "Puig, Jordi");
  press (a, "seal.next", ADJ_SEAL_STEP_POSITION);
  g_autoptr(GError) error = NULL;
  AdjPositionEditor *editor = ADJ_POSITION_EDITOR (child (a, "position_editor"));
  g_assert_true (adj_position_editor_load_game (editor, "1. e4 e5 2. Nf3 *\n", &error));
  g_assert_no_error (error);
  ui_test_wait (10);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (child (a, "sealer_row"))), ==, 1);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (a, "move_number_row"))), ==, "2");
  press (a, "seal.next", ADJ_SEAL_STEP_CLOCKS);
  set_text (a, "white_time_row", "0:01:00");
  set_text (a, "black_time_row", "0:02:00");
  press (a, "seal.next", ADJ_SEAL_STEP_RESUMPTION);
  press (a, "seal.next", ADJ_SEAL_STEP_SEALED_MOVE);
  press (a, "seal.next", ADJ_SEAL_STEP_CHECK);
  g_autoptr(GPtrArray) texts = problem_texts (a);
  g_assert_cmpuint (texts->len, ==, 0);
  press (a, "seal.seal", ADJ_SEAL_STEP_DONE);
  /* The arbiter's name, asked once: kept for the next walkthrough. */
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autofree char *kept = g_settings_get_string (settings, "arbiter-name");
  g_assert_cmpstr (kept, ==, "Serra, Anna");

  g_autofree char *doc = adj_store_export_envelope (fx->store, adj_seal_assistant_get_envelope_id (a), &error);
  g_assert_no_error (error);
  g_autoptr(AdjEnvelope) env = adj_envelope_new_from_data (doc, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (adj_envelope_get_string (env, "game.start"), ==, "startpos");
  JsonArray *moves = json_object_get_array_member (json_object_get_object_member (adj_envelope_get_object (env), "game"), "moves");
  g_assert_cmpuint (json_array_get_length (moves), ==, 3);
  g_assert_cmpstr (json_array_get_string_element (moves, 0), ==, "e4");
  g_assert_cmpstr (json_array_get_string_element (moves, 2), ==, "Nf3");
  g_assert_cmpint (adj_envelope_get_sealer (env), ==, 1);
  gtk_window_destroy (GTK_WINDOW (a));
  ui_test_wait (10);
  AdjSealAssistant *again = open_assistant (fx);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (again, "arbiter_row"))), ==, "Serra, Anna");
  gtk_window_destroy (GTK_WINDOW (again));
  g_settings_reset (settings, "arbiter-name");
}

/* An empty event or player name is said at once, on the first step, as
 * soon as the row has been typed in and left empty. */
static void
test_names_at_once (Fixture *fx, gconstpointer data)
{
  AdjSealAssistant *a = open_assistant (fx);
  ui_test_present (GTK_WINDOW (a));
  /* A form just opened: Next waits, nothing is red yet. */
  g_assert_false (gtk_widget_is_sensitive (child (a, "next_button")));
  g_assert_false (gtk_widget_get_visible (child (a, "names_error")));
  g_assert_false (gtk_widget_has_css_class (child (a, "white_row"), "error"));
  set_text (a, "event_row", "Club championship");
  set_text (a, "white_row", "Vidal, Marta");
  set_text (a, "white_row", "  ");
  g_assert_true (gtk_widget_has_css_class (child (a, "white_row"), "error"));
  g_assert_false (gtk_widget_has_css_class (child (a, "black_row"), "error"));
  g_assert_true (gtk_widget_get_visible (child (a, "names_error")));
  g_assert_false (gtk_widget_is_sensitive (child (a, "next_button")));
  set_text (a, "white_row", "Vidal, Marta");
  set_text (a, "black_row", "Puig, Jordi");
  g_assert_false (gtk_widget_get_visible (child (a, "names_error")));
  g_assert_true (gtk_widget_is_sensitive (child (a, "next_button")));
  gtk_window_destroy (GTK_WINDOW (a));
}

/* A game record opened in the position step fills the first step's empty
 * rows from its tags; what the arbiter typed stays. */
static void
test_game_tags_carried (Fixture *fx, gconstpointer data)
{
  AdjSealAssistant *a = open_assistant (fx);
  set_text (a, "event_row", "Torneig social");
  set_text (a, "white_row", "Ferrer, Pau");
  set_text (a, "black_row", "Puig, Jordi");
  press (a, "seal.next", ADJ_SEAL_STEP_POSITION);
  set_text (a, "white_row", "");
  set_text (a, "black_row", "");
  g_autoptr(GError) error = NULL;
  AdjPositionEditor *editor = ADJ_POSITION_EDITOR (child (a, "position_editor"));
  g_assert_true (adj_position_editor_load_game (editor,
                                                "[Event \"Havana m\"]\n[Round \"4\"]\n"
                                                "[White \"Capablanca, Jose Raul\"]\n[Black \"Lasker, Emanuel\"]\n\n"
                                                "1. e4 e5 2. Nf3 *\n", &error));
  g_assert_no_error (error);
  ui_test_wait (10);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (a, "event_row"))), ==, "Torneig social");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (a, "round_row"))), ==, "4");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (a, "white_row"))), ==, "Capablanca, Jose Raul");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (a, "black_row"))), ==, "Lasker, Emanuel");
  press (a, "seal.back", ADJ_SEAL_STEP_GAME);
  /* The first step offers the game record too, and only there. */
  g_assert_true (gtk_widget_is_sensitive (child (a, "open_game_button")));
  press (a, "seal.next", ADJ_SEAL_STEP_POSITION);
  g_assert_false (gtk_widget_get_sensitive (child (a, "open_game_button")));
  gtk_window_destroy (GTK_WINDOW (a));
}

/* The frame and its pages: one AdjStep widget per step, in order, each
 * naming itself; the window's title is the title of the step shown. */
static void
test_step_pages (Fixture *fx, gconstpointer data)
{
  static const char *const titles[] = { "Game", "Position", "Clocks", "Resumption", "Sealed Move", "Check" };
  AdjSealAssistant *a = open_assistant (fx);
  GtkWidget *stack = child (a, "stack");
  GtkWidget *title = ui_test_find (GTK_WIDGET (a), ADW_TYPE_WINDOW_TITLE);
  g_autoptr(GListModel) pages = G_LIST_MODEL (gtk_stack_get_pages (GTK_STACK (stack)));
  g_assert_cmpuint (g_list_model_get_n_items (pages), ==, ADJ_SEAL_N_STEPS);
  for (guint i = 0; i < ADJ_SEAL_N_STEPS; i++)
    {
      g_autoptr(GObject) page = g_list_model_get_item (pages, i);
      GtkWidget *step = gtk_stack_page_get_child (GTK_STACK_PAGE (page));
      g_assert_true (ADJ_IS_STEP (step));
      g_assert_nonnull (adj_step_get_title (ADJ_STEP (step)));
      if (i < G_N_ELEMENTS (titles))
        g_assert_cmpstr (adj_step_get_title (ADJ_STEP (step)), ==, titles[i]);
    }
  fill_to_sealed_move (fx, a, "Club championship", NULL);
  for (AdjSealStep s = ADJ_SEAL_STEP_SEALED_MOVE; s > ADJ_SEAL_STEP_GAME; s--)
    {
      GtkWidget *shown = gtk_stack_get_visible_child (GTK_STACK (stack));
      g_assert_cmpstr (adw_window_title_get_title (ADW_WINDOW_TITLE (title)), ==, titles[s]);
      g_assert_cmpstr (adj_step_get_title (ADJ_STEP (shown)), ==, titles[s]);
      /* Every step read so far lets the walkthrough go on. */
      g_assert_true (adj_step_is_complete (ADJ_STEP (shown)));
      press (a, "seal.back", s - 1);
    }
  gtk_window_destroy (GTK_WINDOW (a));
}

/* ---- the same custody rows from every face ------------------------------- */

/* One custody row as a face decides it: its kind, who did it, who was
 * present and the note's fields, sorted, without what differs from one
 * writing to the next (ids, the instants, the seal code drawn afresh). */
static char *
row_text (const AdjCustodyEntry *e)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) note = json_from_string (e->note, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (note));
  JsonObject *o = json_node_get_object (note);
  if (json_object_has_member (o, "seal_code"))
    {
      g_assert_true (g_regex_match_simple ("^[0-9A-Z]{5}-[0-9A-Z]{5}$",
                                           json_object_get_string_member (o, "seal_code"), 0, 0));
      json_object_set_string_member (o, "seal_code", "(code)");
    }
  GList *names = g_list_sort (json_object_get_members (o), (GCompareFunc) g_strcmp0);
  g_autoptr(GString) text = g_string_new (adj_custody_kind_to_string (e->kind));
  g_autofree char *present = g_strjoinv (", ", e->present);
  g_string_append_printf (text, " | %s | %s |", e->actor, present);
  for (GList *l = names; l; l = l->next)
    {
      g_autofree char *value = json_to_string (json_object_get_member (o, l->data), FALSE);
      g_string_append_printf (text, " %s=%s", (const char *) l->data, value);
    }
  g_list_free (names);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The first N custody rows of envelope ID (all of them for 0), one a line;
 * *KINDS (may be NULL) gets their kinds, space-separated. */
static char *
rows_text (AdjStore *store, gint64 id, guint n, char **kinds)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) log = adj_custody_list (store, id, &error);
  g_assert_no_error (error);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GString) kind_list = g_string_new (NULL);
  for (guint i = 0; i < log->len && (n == 0 || i < n); i++)
    {
      const AdjCustodyEntry *e = g_ptr_array_index (log, i);
      g_autofree char *row = row_text (e);
      g_string_append_printf (text, "%s\n", row);
      g_string_append_printf (kind_list, "%s%s", i ? " " : "", adj_custody_kind_to_string (e->kind));
    }
  if (kinds)
    *kinds = g_strdup (kind_list->str);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The sample event's first envelope as it was sealed (no move in it), and
 * the move history knows was in it (*MOVE). */
static AdjEnvelope *
sample_first_envelope (char **move)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) documents = adj_sample_event_get_documents ();
  g_autoptr(AdjEnvelope) known = adj_envelope_new_from_data (g_ptr_array_index (documents, 0), -1, &error);
  g_assert_no_error (error);
  g_assert_true (adj_envelope_is_opened (known));
  *move = g_strdup (adj_envelope_get_sealed_move (known));
  return adj_envelope_with_sealed_move (known, NULL);
}

static char *
duration_text (gint64 seconds)
{
  if (seconds < 0)
    return g_strdup ("");
  return g_strdup_printf ("%d:%02d:%02d", (int) (seconds / 3600), (int) (seconds / 60 % 60), (int) (seconds % 60));
}

/* Steps 1 to 4 filled in with what ENV says, as an arbiter copies an
 * envelope into the walkthrough; the game record is loaded on the board. */
static void
fill_from_envelope (AdjSealAssistant *a, AdjEnvelope *env, const char *arbiter)
{
  const AdjProfile *const *list = adj_profile_list ();
  guint rules = 0;
  while (list[rules] && g_strcmp0 (adj_profile_get_id (list[rules]), adj_envelope_get_rules (env)) != 0)
    rules++;
  g_assert_nonnull (list[rules]);
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (a, "profile_row")), rules);
  set_text (a, "event_row", adj_envelope_get_event (env));
  set_text (a, "round_row", adj_envelope_get_round (env) ? adj_envelope_get_round (env) : "");
  set_text (a, "board_row", adj_envelope_get_board (env) ? adj_envelope_get_board (env) : "");
  set_text (a, "arbiter_row", arbiter);
  set_text (a, "white_row", adj_envelope_get_player (env, CHESS_WHITE));
  set_text (a, "black_row", adj_envelope_get_player (env, CHESS_BLACK));
  press (a, "seal.next", ADJ_SEAL_STEP_POSITION);

  ChessGame game;
  chess_game_init (&game);
  g_autoptr(GError) error = NULL;
  g_assert_true (adj_envelope_load_game (env, &game, &error));
  g_assert_no_error (error);
  char *pgn = chess_pgn_write (&game, NULL);
  chess_game_clear (&game);
  g_assert_true (adj_position_editor_load_game (ADJ_POSITION_EDITOR (child (a, "position_editor")), pgn, &error));
  g_assert_no_error (error);
  free (pgn);
  ui_test_wait (10);
  /* Filled in from the position: the envelope's sealer and move. */
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (child (a, "sealer_row"))), ==,
                    (guint) adj_envelope_get_sealer (env));
  g_autofree char *number = g_strdup_printf ("%d", adj_envelope_get_sealed_move_number (env));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (a, "move_number_row"))), ==, number);
  press (a, "seal.next", ADJ_SEAL_STEP_CLOCKS);

  g_autofree char *white_time = duration_text (adj_envelope_get_time_used (env, CHESS_WHITE));
  g_autofree char *black_time = duration_text (adj_envelope_get_time_used (env, CHESS_BLACK));
  const char *end = adj_envelope_get_moment_text (env, ADJ_ENVELOPE_SESSION_END);
  set_text (a, "time_control_row", adj_envelope_get_time_control (env));
  set_text (a, "white_time_row", white_time);
  set_text (a, "black_time_row", black_time);
  set_text (a, "adjourned_at_row", adj_envelope_get_moment_text (env, ADJ_ENVELOPE_ADJOURNED_AT));
  set_text (a, "session_end_row", end ? end : "");
  press (a, "seal.next", ADJ_SEAL_STEP_RESUMPTION);

  const char *at = adj_envelope_get_moment_text (env, ADJ_ENVELOPE_RESUMPTION_AT);
  set_text (a, "resumption_at_row", at ? at : "");
  set_text (a, "resumption_place_row", adj_envelope_get_resumption_place (env));
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (a, "draw_offer_row")),
                              (guint) (adj_envelope_get_draw_offer (env, NULL) + 1));
  press (a, "seal.next", ADJ_SEAL_STEP_SEALED_MOVE);
}

/* What the window stored is the envelope it was given. */
static void
assert_same_envelope (AdjEnvelope *stored, AdjEnvelope *env)
{
  g_assert_cmpstr (adj_envelope_get_rules (stored), ==, adj_envelope_get_rules (env));
  g_assert_cmpstr (adj_envelope_get_event (stored), ==, adj_envelope_get_event (env));
  g_assert_cmpstr (adj_envelope_get_round (stored), ==, adj_envelope_get_round (env));
  g_assert_cmpstr (adj_envelope_get_fen (stored), ==, adj_envelope_get_fen (env));
  for (int side = CHESS_WHITE; side <= CHESS_BLACK; side++)
    {
      g_assert_cmpstr (adj_envelope_get_player (stored, side), ==, adj_envelope_get_player (env, side));
      g_assert_cmpint (adj_envelope_get_time_used (stored, side), ==, adj_envelope_get_time_used (env, side));
    }
  g_assert_cmpint (adj_envelope_get_sealer (stored), ==, adj_envelope_get_sealer (env));
  g_assert_cmpint (adj_envelope_get_sealed_move_number (stored), ==, adj_envelope_get_sealed_move_number (env));
  g_assert_cmpstr (adj_envelope_get_time_control (stored), ==, adj_envelope_get_time_control (env));
  g_assert_cmpstr (adj_envelope_get_resumption_place (stored), ==, adj_envelope_get_resumption_place (env));
  g_assert_cmpint (adj_envelope_has_game_record (stored), ==, adj_envelope_has_game_record (env));
  for (AdjEnvelopeMoment m = ADJ_ENVELOPE_ADJOURNED_AT; m <= ADJ_ENVELOPE_RESUMPTION_AT; m++)
    {
      g_autoptr(GDateTime) x = adj_envelope_get_moment (stored, m);
      g_autoptr(GDateTime) y = adj_envelope_get_moment (env, m);
      g_assert_true ((x == NULL) == (y == NULL));
      g_assert_true (x == NULL || g_date_time_equal (x, y));
    }
  g_assert_false (adj_envelope_is_opened (stored));
}

/* ENV sealed in the window by the chief arbiter: on paper, or with MOVE
 * typed (digital). Checks that the store holds ENV, and that its custody
 * rows are of the KINDS expected; returns them (rows_text) and *ID. */
static char *
seal_in_window (Fixture *fx, AdjEnvelope *env, const char *move, const char *kinds, gint64 *id)
{
  AdjSealAssistant *a = open_assistant (fx);
  fill_from_envelope (a, env, "Schmid, Lothar");
  if (move)
    {
      gtk_check_button_set_active (GTK_CHECK_BUTTON (child (a, "digital_check")), TRUE);
      set_text (a, "move_row", move);
      set_text (a, "move_again_row", move);
      set_text (a, "passphrase_row", PASSPHRASE);
      set_text (a, "passphrase_again_row", PASSPHRASE);
    }
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (child (a, move ? "digital_check" : "paper_check"))));
  press (a, "seal.next", ADJ_SEAL_STEP_CHECK);
  g_autoptr(GPtrArray) texts = problem_texts (a);
  g_assert_cmpuint (texts->len, ==, 0);
  press (a, "seal.seal", ADJ_SEAL_STEP_DONE);
  *id = adj_seal_assistant_get_envelope_id (a);
  g_assert_cmpint (*id, >, 0);
  gtk_window_destroy (GTK_WINDOW (a));

  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelope) stored = adj_store_read_envelope (fx->store, *id, &error);
  g_assert_no_error (error);
  assert_same_envelope (stored, env);
  g_autofree char *window_kinds = NULL;
  char *rows = rows_text (fx->store, *id, 0, &window_kinds);
  g_assert_cmpstr (window_kinds, ==, kinds);
  return rows;
}

/* The sample event's first envelope sealed on paper in the window writes
 * the rows the sample event wrote when it sealed the same envelope: the
 * arbiter's "created" and "checked", field for field. */
static void
test_same_rows_paper (Fixture *fx, gconstpointer data)
{
  g_autofree char *move = NULL;
  g_autoptr(AdjEnvelope) env = sample_first_envelope (&move);
  gint64 id = 0;
  g_autofree char *window_rows = seal_in_window (fx, env, NULL, "created checked", &id);
  g_autoptr(GError) error = NULL;

  /* The sample event, into an archive of its own. */
  g_autofree char *path = g_build_filename (fx->dir, "sample.db", NULL);
  g_autoptr(AdjStore) sample = adj_store_open (path, &error);
  g_assert_no_error (error);
  g_assert_true (adj_sample_event_import (sample, NULL, &error));
  g_assert_no_error (error);
  g_autoptr(GPtrArray) infos = adj_store_list_envelopes (sample, adj_envelope_get_event (env), &error);
  g_assert_no_error (error);
  gint64 first = 0;
  for (guint i = 0; i < infos->len; i++)
    if (g_strcmp0 (((AdjEnvelopeInfo *) g_ptr_array_index (infos, i))->round, adj_envelope_get_round (env)) == 0)
      first = ((AdjEnvelopeInfo *) g_ptr_array_index (infos, i))->id;
  g_assert_cmpint (first, >, 0);
  g_autoptr(AdjEnvelope) sample_env = adj_store_read_envelope (sample, first, &error);
  g_assert_no_error (error);
  g_autoptr(AdjEnvelope) sample_closed = adj_envelope_with_sealed_move (sample_env, NULL);
  assert_same_envelope (sample_closed, env);
  /* Its history goes on (handed over, opened, the outcome): the sealing
   * is the start of it. */
  g_autofree char *sample_kinds = NULL;
  g_autofree char *all = rows_text (sample, first, 0, &sample_kinds);
  g_assert_cmpstr (sample_kinds, ==, "created checked handed-over opened outcome");
  g_autofree char *sealing_kinds = NULL;
  g_autofree char *sample_rows = rows_text (sample, first, 2, &sealing_kinds);
  g_test_message ("window:\n%ssample:\n%s", window_rows, sample_rows);
  g_assert_cmpstr (sealing_kinds, ==, "created checked");
  g_assert_cmpstr (sample_rows, ==, window_rows);
  g_unlink (path);
}

/* The same envelope sealed digitally in the window and by `adjourn-cli
 * envelope seal`: the same "created", "checked" and "sealed" rows. */
static void
test_same_rows_digital (Fixture *fx, gconstpointer data)
{
  g_autofree char *move = NULL;
  g_autoptr(AdjEnvelope) env = sample_first_envelope (&move);
  gint64 id = 0;
  g_autofree char *window_rows = seal_in_window (fx, env, move, "created checked sealed", &id);
  g_autoptr(GError) error = NULL;

  /* The CLI, into an archive of its own, from the envelope's file (which
   * holds the move, as the sealer wrote it). */
  g_autoptr(AdjEnvelope) with_move = adj_envelope_with_sealed_move (env, move);
  g_autofree char *file = g_build_filename (fx->dir, "envelope.json", NULL);
  g_autofree char *passphrase = g_build_filename (fx->dir, "passphrase", NULL);
  g_autofree char *db = g_build_filename (fx->dir, "cli.db", NULL);
  g_autofree char *text = adj_envelope_to_data (with_move, NULL);
  g_assert_true (g_file_set_contents (file, text, -1, NULL));
  g_assert_true (g_file_set_contents (passphrase, PASSPHRASE "\n", -1, NULL));
  const char *cli = g_getenv ("ADJOURN_CLI");
  g_assert_nonnull (cli);
  g_autoptr(GSubprocess) proc = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                                                  &error, cli, "envelope", "seal", file, "--passphrase-file", passphrase,
                                                  "--db", db, "--actor", "Schmid, Lothar", NULL);
  g_assert_no_error (error);
  g_autofree char *out = NULL, *err = NULL;
  g_assert_true (g_subprocess_communicate_utf8 (proc, NULL, NULL, &out, &err, &error));
  g_assert_no_error (error);
  g_unlink (file);
  g_unlink (passphrase);
  if (g_subprocess_get_exit_status (proc) != 0)
    g_error ("adjourn-cli envelope seal: %s", err);
  g_autoptr(JsonNode) result = json_from_string (out, &error);
  g_assert_no_error (error);
  gint64 cli_id = json_object_get_int_member (json_node_get_object (result), "id");
  g_autoptr(AdjStore) cli_store = adj_store_open (db, &error);
  g_assert_no_error (error);
  g_autoptr(AdjEnvelope) cli_env = adj_store_read_envelope (cli_store, cli_id, &error);
  g_assert_no_error (error);
  assert_same_envelope (cli_env, env);
  g_autofree char *cli_kinds = NULL;
  g_autofree char *cli_rows = rows_text (cli_store, cli_id, 0, &cli_kinds);
  g_test_message ("window:\n%scli:\n%s", window_rows, cli_rows);
  g_assert_cmpstr (cli_kinds, ==, "created checked sealed");
  g_assert_cmpstr (cli_rows, ==, window_rows);
  g_clear_object (&cli_store);
  for (const char *const *suffix = (const char *const[]) { "", "-wal", "-shm", NULL }; *suffix; suffix++)
    {
      g_autofree char *path = g_strconcat (db, *suffix, NULL);
      g_unlink (path);
    }
}

static void
test_no_display (void)
{
  g_test_skip ("no display: make test runs this suite under xvfb-run");
}

int
main (int argc, char *argv[])
{
  gboolean display = g_getenv ("DISPLAY") || g_getenv ("WAYLAND_DISPLAY");
  if (display)
    {
      gtk_test_init (&argc, &argv, NULL);
      adw_init ();
    }
  else
    g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ui/seal/steps-for-fields", test_steps_for_fields);
  g_test_add_func ("/ui/seal/paper-labels", test_paper_labels);
  g_test_add_func ("/ui/seal/parse", test_parse);
  g_test_add_func ("/ui/seal/instant-date", test_instant_date);
  if (!display)
    {
      g_test_add_func ("/ui/seal/walkthrough", test_no_display);
      return g_test_run ();
    }
#define ADD(path, fn) g_test_add (path, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
  ADD ("/ui/seal/walkthrough/step-pages", test_step_pages);
  ADD ("/ui/seal/walkthrough/wrong-sealer", test_wrong_sealer);
  ADD ("/ui/seal/walkthrough/complete", test_complete);
  ADD ("/ui/seal/walkthrough/digital", test_digital);
  ADD ("/ui/seal/walkthrough/all-or-nothing", test_all_or_nothing);
  ADD ("/ui/seal/walkthrough/in-thread", test_sealing_in_thread);
  ADD ("/ui/seal/walkthrough/cancel", test_escape_cancels);
  ADD ("/ui/seal/walkthrough/keyboard", test_keyboard);
  ADD ("/ui/seal/walkthrough/fce", test_fce);
  ADD ("/ui/seal/walkthrough/game-record", test_game_record);
  ADD ("/ui/seal/walkthrough/names-at-once", test_names_at_once);
  ADD ("/ui/seal/walkthrough/game-tags-carried", test_game_tags_carried);
  ADD ("/ui/seal/walkthrough/dark", test_complete_dark);
  ADD ("/ui/seal/walkthrough/narrow", test_complete_narrow);
  ADD ("/ui/seal/walkthrough/resumption-calendar", test_resumption_calendar);
  ADD ("/ui/seal/walkthrough/engine-analysis-forbidden", test_engine_analysis_forbidden);
  ADD ("/ui/seal/same-rows/paper", test_same_rows_paper);
  ADD ("/ui/seal/same-rows/digital", test_same_rows_digital);
#undef ADD
  return g_test_run ();
}
