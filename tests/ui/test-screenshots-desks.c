/* test-screenshots-desks.c — the resumption desk, the lost envelope and the
 * preparation pane at 1280×800, as PNGs in the build tree (screenshots/),
 * each checked for what it must show before it is taken
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Separate from test-screenshots.c, whose views follow one from the other:
 * each of these adds the envelope it shows, on a window of its own.
 */
#include "config.h"

#include "screenshots-test.h"

/* The resumption desk over the window, walked to its outcome and left
 * without recording; each step shot as desk-N-STEP SUFFIX. */
static gint64 desk_id;   /* the envelope the desk opens */

/* A digital envelope of the club event for the desk: the walkthrough's
 * own was adjourned early, and its charge decides without opening it.
 * Round 6 resumes tomorrow with the endgame of Spassky–Fischer, game 13
 * (1972), Kg3 sealed under the event's passphrase. */
static gint64
desk_envelope (void)
{
  if (desk_id)
    return desk_id;
  g_autoptr(GError) error = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autoptr(GDateTime) adjourned = g_date_time_add_hours (now, -20);
  g_autoptr(GDateTime) resumes = g_date_time_add_hours (now, 4);
  AdjEnvelopeFields fields;
  desk_test_fields (&fields, NULL, adjourned, resumes);
  fields.rules = "fide-2023";
  fields.event = "Club Championship 2026";
  fields.round = "6";
  fields.board = "1";
  fields.white = "Vidal, Marta";
  fields.black = "Puig, Jordi";
  fields.time_control = "40/7200:20/3600";
  fields.time_used[CHESS_WHITE] = 7490;
  fields.time_used[CHESS_BLACK] = 7310;
  fields.session_end = adjourned;
  fields.draw_offer = -1;
  fields.resumption_place = "Room 2";
  fields.arbiter = "Serra, Anna";
  g_autoptr(AdjEnvelope) env = adj_envelope_new_from_fields (&fields, &error);
  g_assert_no_error (error);
  g_autoptr(AdjSealKey) key = adj_seal_key_derive (store (), fields.event, "seven rooks on the seventh rank", NULL,
                                                   &error);
  g_assert_no_error (error);
  const AdjSealing sealing = { .act = { .actor = "Serra, Anna" }, .key = key, .move = "Kg3" };
  g_assert_true (adj_store_seal (store (), env, &sealing, &desk_id, NULL, &error));
  g_assert_no_error (error);
  adj_window_reload_archive (window);
  return desk_id;
}

static void
desk_walk (const char *suffix, gboolean all_steps)
{
  g_autoptr(GError) error = NULL;
  gint64 id = desk_envelope ();
  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (store (), id, &error);
  g_assert_no_error (error);
  ui_test_wait_until (adj_archive_view_select_envelope (archive_view (), id));
  ui_test_wait (50);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-envelope", NULL));
  GtkWidget *dialog = NULL;
  ui_test_wait_until ((dialog = adj_compat_get_visible_dialog (GTK_WINDOW (window))));
  g_assert_true (ADJ_IS_OPEN_ASSISTANT (dialog));
  AdjOpenAssistant *desk = ADJ_OPEN_ASSISTANT (dialog);
  /* No wider than the window it covers. */
  ui_test_wait_until (gtk_widget_get_width (dialog) > 0);
  g_assert_cmpint (gtk_widget_get_width (dialog), <=, gtk_widget_get_width (GTK_WIDGET (window)));
  g_autofree char *name = NULL;

  /* The position and clocks as recorded. */
  g_assert_cmpint (adj_open_assistant_get_step (desk), ==, ADJ_OPEN_STEP_POSITION);
  GtkWidget *board = ui_test_find (dialog, ADJ_TYPE_BOARD);
  g_assert_nonnull (board);
  g_assert_true (gtk_widget_get_mapped (board));
  if (all_steps)
    {
      name = g_strconcat ("desk-1-position", suffix, NULL);
      shoot_over (dialog, name);
    }

  /* Both at the board at the start: the rules open the envelope. */
  g_assert_true (gtk_widget_activate_action (dialog, "open.next", NULL));
  ui_test_wait (20);
  g_assert_cmpint (adj_open_assistant_get_step (desk), ==, ADJ_OPEN_STEP_ARRIVALS);
  set_text (dialog, "white_entry", "0:00");
  set_text (dialog, "black_entry", "0:00");
  ui_test_wait (20);
  GtkWidget *status = named (dialog, "status_row");
  g_assert_true (gtk_widget_get_mapped (status));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (status)), !=, "");
  if (all_steps)
    {
      g_free (name);
      name = g_strconcat ("desk-2-arrivals", suffix, NULL);
      shoot_over (dialog, name);
    }

  /* Digital: the seal code to compare, the passphrase typed. */
  g_assert_true (gtk_widget_activate_action (dialog, "open.next", NULL));
  ui_test_wait (20);
  g_assert_cmpint (adj_open_assistant_get_step (desk), ==, ADJ_OPEN_STEP_OPENING);
  GtkWidget *code = named (dialog, "seal_code_label");
  g_assert_true (gtk_widget_get_mapped (code));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (code)), ==, info->seal_code);
  set_text (dialog, "passphrase_row", "seven rooks on the seventh rank");
  if (all_steps)
    {
      g_free (name);
      name = g_strconcat ("desk-3-opening", suffix, NULL);
      shoot_over (dialog, name);
    }

  /* Decrypted and judged (a dry run): Kg3 played, Black's clock runs. */
  g_assert_true (gtk_widget_activate_action (dialog, "open.next", NULL));
  ui_test_wait_until (!adj_open_assistant_is_busy (desk));
  g_assert_cmpint (adj_open_assistant_get_step (desk), ==, ADJ_OPEN_STEP_OUTCOME);
  GtkWidget *step = ui_test_find (dialog, ADJ_TYPE_OPEN_OUTCOME_STEP);
  AdjBoard *outcome_board = adj_open_outcome_step_get_board (ADJ_OPEN_OUTCOME_STEP (step));
  ChessMove last = adj_board_model_get_last_move (adj_board_get_model (outcome_board));
  g_assert_cmpint (chess_move_from (last), ==, chess_square_parse ("h2"));
  g_assert_cmpint (chess_move_to (last), ==, chess_square_parse ("g3"));
  g_assert_true (gtk_widget_get_mapped (named (dialog, "reason_label")));
  /* In the language spoken (the catalogue's words, the source's in English). */
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (named (dialog, "verdict_label"))), ==,
                   g_dgettext (GETTEXT_PACKAGE, "Play goes on"));
  g_assert_true (gtk_widget_is_sensitive (ui_test_find_actionable (dialog, "open.record")));
  g_free (name);
  name = g_strconcat ("desk-4-outcome", suffix, NULL);
  shoot_over (dialog, name);

  /* Left without recording: the envelope stays as it was. */
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_test_wait_until (!adj_compat_get_visible_dialog (GTK_WINDOW (window)));
  g_autoptr(AdjEnvelopeInfo) after = adj_store_get_envelope (store (), id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (after->state, ==, ADJ_ENVELOPE_SEALED);
}

static void
test_desk (void)
{
  desk_walk ("", TRUE);
}

static void
test_desk_narrow (void)
{
  resize (360, HEIGHT);
  desk_walk ("-narrow", TRUE);
  resize (WIDTH, HEIGHT);
}

/* The outcome in Catalan, from the build tree's catalogue. */
static void
test_desk_catalan (void)
{
  ui_test_use_language ("ca");
  g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "Outcome"), !=, "Outcome");
  g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "Play goes on"), !=, "Play goes on");
  desk_walk ("-ca", FALSE);
  ui_test_use_language ("en");
}

/* A lost envelope (lost-test.h), shown in the archive. */
static gint64
add_lost_game (void)
{
  gint64 id = lost_test_add_envelope (store (), "Torneig de Primavera");
  adj_window_reload_archive (window);
  ui_test_wait_until (adj_archive_view_select_envelope (archive_view (), id));
  return id;
}

/* Envelope Lost… from the window, the sheets typed, on to the comparison. */
static GtkWidget *
lost_compare (void)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.envelope-lost", NULL));
  GtkWidget *dialog = NULL;
  ui_test_wait_until ((dialog = adj_compat_get_visible_dialog (GTK_WINDOW (window))));
  g_assert_true (ADJ_IS_LOST_ASSISTANT (dialog));
  const char *sheets[2] = { LOST_TEST_WHITE_SHEET, LOST_TEST_BLACK_SHEET };
  for (int side = CHESS_WHITE; side <= CHESS_BLACK; side++)
    {
      GtkWidget *view = named (dialog, side == CHESS_WHITE ? "white_sheet" : "black_sheet");
      gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)), sheets[side], -1);
    }
  adw_combo_row_set_selected (ADW_COMBO_ROW (named (dialog, "black_lang_row")), CHESS_LANG_ES);
  g_assert_true (gtk_widget_activate_action (dialog, "lost.next", NULL));
  ui_test_wait (20);
  g_assert_cmpint (adj_lost_assistant_get_step (ADJ_LOST_ASSISTANT (dialog)), ==, ADJ_LOST_STEP_COMPARE);
  /* What the picture is of: the disagreement highlighted, the readings, the board. */
  GtkWidget *row = named (dialog, "disagreement");
  g_assert_true (gtk_widget_has_css_class (row, "lost-disagree"));
  g_assert_true (gtk_widget_get_mapped (named (dialog, "reading")));
  g_assert_true (gtk_widget_get_mapped (named (dialog, "settle_row")));
  return dialog;
}

static void
lost_cancel (GtkWidget *dialog)
{
  /* Something was typed: Cancel asks first; the walkthrough is closed
   * without it here. */
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_test_wait_until (!adj_compat_get_visible_dialog (GTK_WINDOW (window)));
}

/* The lost-envelope walkthrough at 1280×800 and at 360 px: the comparison,
 * and the declared move judged. */
static void
test_lost_walkthrough (void)
{
  add_lost_game ();
  /* The details offer both ways on: open it, or declare it lost. */
  ui_test_settle (GTK_WIDGET (window));
  g_assert_true (gtk_widget_get_mapped (named (GTK_WIDGET (window), "lost_button")));
  g_assert_true (gtk_widget_get_mapped (named (GTK_WIDGET (window), "open_button")));
  shoot (GTK_WIDGET (window), "lost-game-details");
  GtkWidget *dialog = lost_compare ();
  shoot_over (dialog, "lost-compare");

  /* Reading 1 taken: the position re-established, on to the declared move. */
  g_assert_true (gtk_widget_activate_action (named (dialog, "compare_step"), "compare.pick", "u", 0));
  ui_test_wait (20);
  g_assert_null (ui_test_find_named (dialog, "disagreement"));
  g_assert_true (gtk_widget_activate_action (dialog, "lost.next", NULL));
  ui_test_wait (20);
  g_assert_true (gtk_widget_activate_action (dialog, "lost.next", NULL));
  ui_test_wait (20);
  g_assert_cmpint (adj_lost_assistant_get_step (ADJ_LOST_ASSISTANT (dialog)), ==, ADJ_LOST_STEP_MOVE);
  set_text (dialog, "move_row", "Bxd7");
  ui_test_wait (20);
  g_assert_true (gtk_widget_get_visible (named (dialog, "touch_label")));
  shoot_over (dialog, "lost-declared-move");
  lost_cancel (dialog);

  /* Narrow: the walkthrough fits the phone-wide window it covers. */
  resize (360, HEIGHT);
  dialog = lost_compare ();
  ui_test_settle (dialog);
  g_assert_cmpint (gtk_widget_get_width (dialog), <=, 360);
  shoot_over (dialog, "lost-compare-narrow");
  lost_cancel (dialog);
  resize (WIDTH, HEIGHT);
}

/* The comparison in Spanish, from the build tree's catalogue. */
static void
test_lost_spanish (void)
{
  ui_test_use_language ("es");
  g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "_Next"), !=, "_Next");
  GtkWidget *dialog = lost_compare ();
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (named (dialog, "next_button"))), ==,
                   g_dgettext (GETTEXT_PACKAGE, "_Next"));
  shoot_over (dialog, "lost-compare-es");
  lost_cancel (dialog);
  ui_test_use_language ("en");
}

/* The preparation pane for game 13 of the sample (Spassky sealed; the
 * envelope is closed), three replies prepared: beside the position, as the
 * review window will hold it, and alone at a phone's width. */
static void
test_preparation (void)
{
  ui_test_use_language ("en");
  g_autoptr(GPtrArray) documents = adj_sample_event_get_documents ();
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelope) envelope = adj_envelope_new_from_data (documents->pdata[1], -1, &error);
  g_assert_no_error (error);
  g_assert_null (adj_envelope_get_sealed_move (envelope));
  g_autoptr(AdjPreparation) p = adj_preparation_new_for_envelope (envelope);
  prep_test_line (p, "d8=Q", "Raxd8 Bxd8 Rxd8");
  prep_test_line (p, "Rxd5", "exd5 Rd4 Ke6");
  prep_test_line (p, "Be5", "Rhd8");

  GtkWidget *win = adw_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (win), WIDTH, HEIGHT);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), adw_window_title_new ("Spassky – Fischer",
                                                                                   "Game 13, adjourned after 41… Bd5"));
  gtk_box_append (GTK_BOX (box), header);
  GtkWidget *panes = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_set_vexpand (panes, TRUE);
  g_autoptr(AdjBoardModel) model = adj_board_model_new ();
  adj_board_model_set_position (model, adj_envelope_get_position (envelope));
  GtkWidget *board = adj_board_new (model);
  gtk_widget_set_hexpand (board, TRUE);
  gtk_widget_set_margin_top (board, 18);
  gtk_widget_set_margin_bottom (board, 18);
  gtk_widget_set_margin_start (board, 18);
  gtk_widget_set_margin_end (board, 18);
  /* Fischer's side down: he prepares. */
  adj_board_set_flipped (ADJ_BOARD (board), TRUE);
  gtk_box_append (GTK_BOX (panes), board);
  gtk_box_append (GTK_BOX (panes), gtk_separator_new (GTK_ORIENTATION_VERTICAL));
  GtkWidget *view = adj_preparation_view_new ();
  gtk_widget_set_size_request (view, 380, -1);
  adj_preparation_view_set_preparation (ADJ_PREPARATION_VIEW (view), p);
  gtk_box_append (GTK_BOX (panes), view);
  gtk_box_append (GTK_BOX (box), panes);
  adw_window_set_content (ADW_WINDOW (win), box);
  ui_test_present (GTK_WINDOW (win));
  g_autofree char *count = adj_preparation_count_text (p);
  g_assert_cmpstr (count, ==, "3 of 40 prepared");
  g_assert_cmpuint (adj_preparation_view_get_n_visible (ADJ_PREPARATION_VIEW (view)), ==, 40);
  shoot (win, "preparation");

  /* At a phone's width, the pane alone, filtered to what is left to do. */
  g_object_ref (view);
  gtk_box_remove (GTK_BOX (panes), view);
  gtk_window_destroy (GTK_WINDOW (win));
  GtkWidget *narrow = adw_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (narrow), 360, HEIGHT);
  GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *narrow_header = adw_header_bar_new ();
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (narrow_header), adw_window_title_new ("Spassky – Fischer", "Game 13"));
  gtk_box_append (GTK_BOX (column), narrow_header);
  gtk_widget_set_size_request (view, -1, -1);
  gtk_widget_set_vexpand (view, TRUE);
  gtk_box_append (GTK_BOX (column), view);
  g_object_unref (view);
  adw_window_set_content (ADW_WINDOW (narrow), column);
  ui_test_present (GTK_WINDOW (narrow));
  adj_preparation_view_set_unprepared_only (ADJ_PREPARATION_VIEW (view), TRUE);
  g_assert_cmpint (gtk_widget_get_width (narrow), ==, 360);
  g_assert_cmpuint (adj_preparation_view_get_n_visible (ADJ_PREPARATION_VIEW (view)), ==, 37);
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (named (view, "filter_switch"))));
  shoot (narrow, "preparation-narrow");

  /* After opening, as the archive loads it: game 3, whose envelope history
   * opened (41… Bd3+), the move sealed first and marked. */
  g_autoptr(AdjEnvelope) game3 = adj_envelope_new_from_data (documents->pdata[0], -1, &error);
  g_assert_no_error (error);
  g_autoptr(AdjPreparation) opened = adj_preparation_new_for_envelope (game3);
  prep_test_line (opened, "Bd3+", "Ke3 Qxb4");
  prep_test_line (opened, "Qb2+", "Bd2");
  ChessMove sealed = chess_notation_read_legal (adj_envelope_get_position (game3), adj_envelope_get_sealed_move (game3),
                                                adj_envelope_get_notation (game3));
  g_assert_true (adj_preparation_put_first (opened, sealed));
  adj_preparation_view_set_unprepared_only (ADJ_PREPARATION_VIEW (view), FALSE);
  adj_preparation_view_set_preparation (ADJ_PREPARATION_VIEW (view), opened);
  adw_window_title_set_subtitle (ADW_WINDOW_TITLE (adw_header_bar_get_title_widget (ADW_HEADER_BAR (narrow_header))),
                                 "Game 3");
  g_assert_nonnull (named (view, "sealed_tag"));
  shoot (narrow, "preparation-opened");
  gtk_window_destroy (GTK_WINDOW (narrow));
}

int
main (int argc, char *argv[])
{
  if (!ui_test_init (&argc, &argv, "/ui/screenshots/desk"))
    return g_test_run ();

  screenshots_test_set_up ();
  g_test_add_func ("/ui/screenshots/desk", test_desk);
  g_test_add_func ("/ui/screenshots/desk-narrow", test_desk_narrow);
  g_test_add_func ("/ui/screenshots/desk-catalan", test_desk_catalan);
  g_test_add_func ("/ui/screenshots/lost-walkthrough", test_lost_walkthrough);
  g_test_add_func ("/ui/screenshots/lost-spanish", test_lost_spanish);
  g_test_add_func ("/ui/screenshots/preparation", test_preparation);
  int status = g_test_run ();

  screenshots_test_tear_down ();
  return status;
}
