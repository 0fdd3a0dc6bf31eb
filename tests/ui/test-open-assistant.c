/* test-open-assistant.c — the resumption desk under Xvfb, through the window
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A paper envelope of Spassky–Fischer game 13 (1972) kept in a fresh
 * archive under the 1985 Laws (so the default time is an hour), opened
 * from the archive's details: arrivals typed, the move typed as written,
 * the outcome recorded; each test reads the database afterwards. Some
 * tests keep the envelope digitally (the move encrypted under the event's
 * passphrase) or adjourn another position (a mate in one for the sealer).
 */
#include "config.h"

#include <sqlite3.h>
#include <string.h>

#include "adj-archive-model.h"
#include "adj-archive-view.h"
#include "adj-custody.h"
#include "adj-envelope.h"
#include "adj-open-assistant.h"
#include "adj-open-outcome-step.h"
#include "adj-store-verbs.h"
#include "adj-window.h"
#include "desk-test.h"
#include "ui-test.h"

#define FEN DESK_TEST_FEN
/* White to seal move 42 with a mate in one on the back rank (Ra8#). */
#define MATE_FEN "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 42"
#define PASSPHRASE "seven rooks on the seventh rank"

/* What the archive keeps: a paper envelope of FEN, or (MOVE given) a
 * digital one with MOVE sealed under PASSPHRASE. */
typedef struct {
  const char *fen;
  const char *move;
} Setup;

static const Setup paper = { FEN, NULL };
static const Setup paper_mate = { MATE_FEN, NULL };
static const Setup digital = { FEN, "Kg3" };

typedef struct {
  UiTestArchive   archive;
  AdjApplication *app;
  AdjWindow      *window;
  AdjStore       *store;
  gint64          id;
} Fixture;

static GDateTime *
instant (const char *iso)
{
  GDateTime *t = g_date_time_new_from_iso8601 (iso, NULL);
  g_assert_nonnull (t);
  return t;
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  const Setup *setup = data ? data : &paper;
  g_autoptr(GError) error = NULL;
  ui_test_archive_begin (&f->archive, "open");

  f->app = ui_test_application_new ();
  const GError *app_error = NULL;
  f->store = adj_application_get_store (f->app, &app_error);
  g_assert_nonnull (f->store);

  g_autoptr(GDateTime) adjourned = instant ("1972-08-10T22:00:00+00:00");
  g_autoptr(GDateTime) resumes = instant ("1972-08-11T14:30:00+00:00");
  AdjEnvelopeFields fields;
  desk_test_fields (&fields, setup->fen, adjourned, resumes);
  g_autoptr(AdjEnvelope) env = adj_envelope_new_from_fields (&fields, &error);
  g_assert_no_error (error);
  if (setup->move)
    {
      /* The lightest key derivation: the desk derives it again to open. */
      AdjSealLimits limits;
      adj_seal_limits_minimum (&limits);
      g_autoptr(AdjSealKey) key = adj_seal_key_derive (f->store, fields.event, PASSPHRASE, &limits, &error);
      g_assert_no_error (error);
      const AdjSealing sealing = { .act = { .actor = "Schmid, Lothar" }, .key = key, .move = setup->move };
      g_assert_true (adj_store_seal (f->store, env, &sealing, &f->id, NULL, &error));
    }
  else
    {
      const AdjCustodyAct act = { .actor = "Schmid, Lothar" };
      g_assert_true (adj_store_add_envelope (f->store, env, &act, &f->id, &error));
    }
  g_assert_no_error (error);

  f->window = adj_window_new (f->app);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1280, 800);
  ui_test_present (GTK_WINDOW (f->window));
  AdjArchiveView *view = ADJ_ARCHIVE_VIEW (ui_test_find (GTK_WIDGET (f->window), ADJ_TYPE_ARCHIVE_VIEW));
  ui_test_wait_until (adj_archive_view_select_envelope (view, f->id));
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  GList *toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l; l = l->next)
    if (ADJ_IS_OPEN_ASSISTANT (l->data))
      gtk_window_destroy (l->data);
  g_list_free (toplevels);
  if (f->window)
    gtk_window_destroy (GTK_WINDOW (f->window));
  ui_test_wait (50);
  g_clear_object (&f->app);
  ui_test_archive_end (&f->archive);
}

static AdjOpenAssistant *
find_assistant (void)
{
  AdjOpenAssistant *found = NULL;
  GList *toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l && !found; l = l->next)
    if (ADJ_IS_OPEN_ASSISTANT (l->data))
      found = l->data;
  g_list_free (toplevels);
  return found;
}

/* "Open Envelope…" on the details page opens the desk. */
static AdjOpenAssistant *
open_desk (Fixture *f)
{
  GtkWidget *button = ui_test_find_named (GTK_WIDGET (f->window), "open_button");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  ui_test_wait_until (gtk_widget_get_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  AdjOpenAssistant *desk = NULL;
  ui_test_wait_until ((desk = find_assistant ()) != NULL);
  ui_test_present (GTK_WINDOW (desk));
  g_assert_cmpint (adj_open_assistant_get_step (desk), ==, ADJ_OPEN_STEP_POSITION);
  return desk;
}

/* The desk as it is now, at its default width, into the screenshots. */
static void
shoot (AdjOpenAssistant *desk, const char *name)
{
  g_autofree char *path = ui_test_screenshot (GTK_WIDGET (desk), name);
  g_assert_nonnull (path);
}

static void
activate (AdjOpenAssistant *desk, const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (desk), action, NULL));
  ui_test_wait (20);
}

static void
type_into (AdjOpenAssistant *desk, const char *name, const char *text)
{
  GtkWidget *w = ui_test_find_named (GTK_WIDGET (desk), name);
  g_assert_nonnull (w);
  gtk_editable_set_text (GTK_EDITABLE (w), text);
  ui_test_wait (20);
}

/* Arrivals typed, then Next: the step the engine's answer leads to. */
static void
arrivals (AdjOpenAssistant *desk, const char *white, const char *black, AdjOpenStep expected)
{
  activate (desk, "open.next");
  g_assert_cmpint (adj_open_assistant_get_step (desk), ==, ADJ_OPEN_STEP_ARRIVALS);
  type_into (desk, "white_entry", white);
  type_into (desk, "black_entry", black);
  GtkWidget *explanation = ui_test_find_named (GTK_WIDGET (desk), "explanation_label");
  g_test_message ("the rules now: %s", gtk_label_get_text (GTK_LABEL (explanation)));
  activate (desk, "open.next");
  g_assert_cmpint (adj_open_assistant_get_step (desk), ==, expected);
}

/* TEXT typed into the opening's FIELD (the move, or the passphrase), then
 * Next: the step the judgement leads to. */
static void
open_with (AdjOpenAssistant *desk, const char *field, const char *text, AdjOpenStep expected)
{
  type_into (desk, field, text);
  activate (desk, "open.next");
  ui_test_wait_until (!adj_open_assistant_is_busy (desk));
  g_assert_cmpint (adj_open_assistant_get_step (desk), ==, expected);
}

/* The envelope's state and its game's, as the archive now keeps them. */
static void
assert_envelope (Fixture *f, AdjEnvelopeState state, const char *game_state)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (f->store, f->id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (info->state, ==, state);
  g_assert_cmpstr (info->game_state, ==, game_state);
}

static void
record (AdjOpenAssistant *desk)
{
  g_assert_cmpint (adj_open_assistant_get_step (desk), ==, ADJ_OPEN_STEP_OUTCOME);
  /* Through the button the arbiter clicks: it must be the one that records. */
  GtkWidget *button = ui_test_find_actionable (GTK_WIDGET (desk), "open.record");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_assert_true (gtk_widget_activate (button));
  /* A button activated from the keyboard clicks after its press shows. */
  ui_test_wait_until (adj_open_assistant_is_busy (desk)
                      || adj_open_assistant_get_step (desk) != ADJ_OPEN_STEP_OUTCOME);
  ui_test_wait_until (!adj_open_assistant_is_busy (desk));
  g_assert_cmpint (adj_open_assistant_get_step (desk), ==, ADJ_OPEN_STEP_DONE);
  g_assert_cmpint (adj_open_assistant_get_outcome_id (desk), >, 0);
}

/* The custody kinds written for the envelope, in order ("created opened outcome"). */
static char *
custody_kinds (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) entries = adj_custody_list (f->store, f->id, &error);
  g_assert_no_error (error);
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < entries->len; i++)
    {
      const AdjCustodyEntry *e = g_ptr_array_index (entries, i);
      g_string_append_printf (s, "%s%s", i ? " " : "", adj_custody_kind_to_string (e->kind));
    }
  return g_string_free (s, FALSE);
}

/* The newest outcome document recorded for the envelope, read from the
 * database file itself. */
static JsonObject *
last_outcome (Fixture *f)
{
  sqlite3 *db = NULL;
  g_assert_cmpint (sqlite3_open_v2 (adj_store_get_path (f->store), &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  sqlite3_stmt *stmt = NULL;
  g_assert_cmpint (sqlite3_prepare_v2 (db, "SELECT document FROM outcomes WHERE envelope_id = ? ORDER BY id DESC LIMIT 1",
                                       -1, &stmt, NULL), ==, SQLITE_OK);
  sqlite3_bind_int64 (stmt, 1, f->id);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  g_autoptr(GError) error = NULL;
  JsonNode *node = json_from_string ((const char *) sqlite3_column_text (stmt, 0), &error);
  g_assert_no_error (error);
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  JsonObject *o = json_object_ref (json_node_get_object (node));
  json_node_unref (node);
  return o;
}

static const char *
member (JsonObject *o, const char *name)
{
  JsonNode *n = json_object_get_member (o, name);
  return n && !JSON_NODE_HOLDS_NULL (n) ? json_node_get_string (n) : NULL;
}

static AdjBoard *
outcome_board (AdjOpenAssistant *desk)
{
  GtkWidget *step = ui_test_find (GTK_WIDGET (desk), ADJ_TYPE_OPEN_OUTCOME_STEP);
  g_assert_nonnull (step);
  return adj_open_outcome_step_get_board (ADJ_OPEN_OUTCOME_STEP (step));
}

static const char *
label_text (AdjOpenAssistant *desk, const char *name)
{
  GtkWidget *w = ui_test_find_named (GTK_WIDGET (desk), name);
  g_assert_nonnull (w);
  return gtk_label_get_text (GTK_LABEL (w));
}

static const char *
state_shown (Fixture *f)
{
  GtkWidget *label = ui_test_find_named (GTK_WIDGET (f->window), "state_label");
  g_assert_nonnull (label);
  return gtk_label_get_text (GTK_LABEL (label));
}

/* Both at the board at the start, a legal move: play goes on, Black's clock. */
static void
test_legal_move (Fixture *f, gconstpointer data)
{
  AdjOpenAssistant *desk = open_desk (f);
  shoot (desk, "open-1-position");
  arrivals (desk, "0:00", "0:00", ADJ_OPEN_STEP_OPENING);
  activate (desk, "open.back");
  shoot (desk, "open-2-arrivals");
  activate (desk, "open.next");
  shoot (desk, "open-3-opening");
  open_with (desk, "move_row", "Kg3", ADJ_OPEN_STEP_OUTCOME);
  shoot (desk, "open-4-outcome");
  record (desk);
  shoot (desk, "open-5-recorded");

  /* The move lives nowhere once recorded. */
  GtkWidget *move = ui_test_find_named (GTK_WIDGET (desk), "move_row");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (move)), ==, "");

  g_autofree char *kinds = custody_kinds (f);
  g_assert_cmpstr (kinds, ==, "created opened outcome");
  assert_envelope (f, ADJ_ENVELOPE_OPENED, "playing");
  /* Play goes on from the position after Kg3, Black's clock running. */
  g_autoptr(JsonObject) outcome = last_outcome (f);
  g_assert_cmpstr (member (outcome, "status"), ==, "continues");
  g_assert_cmpstr (member (outcome, "clock_running"), ==, "black");
  g_assert_cmpstr (member (outcome, "position"), ==, "r6r/3P1k2/4pBp1/1ppb1pP1/5R2/6KP/p1P5/3R4 b - - 2 42");

  activate (desk, "open.done");
  ui_test_wait_until (find_assistant () == NULL);
  ui_test_wait_until (g_strcmp0 (state_shown (f), adj_archive_state_get_label (ADJ_ARCHIVE_STATE_RESUMED)) == 0);
  GtkWidget *button = ui_test_find_named (GTK_WIDGET (f->window), "open_button");
  g_assert_false (gtk_widget_get_visible (button));
}

/* An illegal move written: the sealer loses. */
static void
test_illegal_move (Fixture *f, gconstpointer data)
{
  AdjOpenAssistant *desk = open_desk (f);
  arrivals (desk, "0:00", "0:00", ADJ_OPEN_STEP_OPENING);
  open_with (desk, "move_row", "Ke2", ADJ_OPEN_STEP_OUTCOME);
  record (desk);

  g_autofree char *kinds = custody_kinds (f);
  g_assert_cmpstr (kinds, ==, "created opened outcome");
  assert_envelope (f, ADJ_ENVELOPE_OPENED, "finished");
  activate (desk, "open.done");
  ui_test_wait_until (g_strcmp0 (state_shown (f), adj_archive_state_get_label (ADJ_ARCHIVE_STATE_FINISHED)) == 0);
}

/* The responder (Black) arrives after the hour of the 1985 Laws: he loses
 * by default, the envelope stays closed; the typed times decide, not the
 * desk clock. */
static void
test_responder_default (Fixture *f, gconstpointer data)
{
  AdjOpenAssistant *desk = open_desk (f);
  arrivals (desk, "0:00", "61:00", ADJ_OPEN_STEP_OUTCOME);
  record (desk);

  g_autofree char *kinds = custody_kinds (f);
  g_assert_cmpstr (kinds, ==, "created outcome");
  assert_envelope (f, ADJ_ENVELOPE_SEALED, "finished");
}

/* Black not here yet, a minute in: the rules say wait, the default time
 * is an hour after the start, and Next stays off. */
static void
test_waiting_now (Fixture *f, gconstpointer data)
{
  AdjOpenAssistant *desk = open_desk (f);
  activate (desk, "open.next");
  type_into (desk, "white_entry", "0:00");
  shoot (desk, "open-2-arrivals-waiting");
  GtkWidget *row = ui_test_find_named (GTK_WIDGET (desk), "default_row");
  g_assert_true (gtk_widget_get_visible (row));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "60:00"));
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (desk), "open.next", NULL)
                  && adj_open_assistant_get_step (desk) != ADJ_OPEN_STEP_ARRIVALS);
  g_assert_cmpint (adj_open_assistant_get_step (desk), ==, ADJ_OPEN_STEP_ARRIVALS);
  g_autofree char *kinds = custody_kinds (f);
  g_assert_cmpstr (kinds, ==, "created");
}

/* The arbiter set a 30-minute waiting time instead of the profile's hour:
 * the desk's "what the rules say now" puts the default at 30:00, and back
 * at 60:00 once the profile's is taken again, while the desk is open. */
static void
test_waiting_time_set (Fixture *f, gconstpointer data)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_settings_set_boolean (settings, "waiting-time-from-profile", FALSE);
  g_settings_set_uint (settings, "waiting-time", 30);

  AdjOpenAssistant *desk = open_desk (f);
  activate (desk, "open.next");
  type_into (desk, "white_entry", "0:00");
  GtkWidget *row = ui_test_find_named (GTK_WIDGET (desk), "default_row");
  g_assert_true (gtk_widget_get_visible (row));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "30:00"));

  g_settings_set_boolean (settings, "waiting-time-from-profile", TRUE);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "60:00"));

  g_settings_reset (settings, "waiting-time-from-profile");
  g_settings_reset (settings, "waiting-time");
  g_autofree char *kinds = custody_kinds (f);
  g_assert_cmpstr (kinds, ==, "created");
}

/* The sealed move fits two moves (Rd4: the rook from f4 or from d1): the
 * sealer loses (1985 10.16 a), both candidates drawn on the board. */
static void
test_ambiguous_move (Fixture *f, gconstpointer data)
{
  AdjOpenAssistant *desk = open_desk (f);
  arrivals (desk, "0:00", "2:30", ADJ_OPEN_STEP_OPENING);
  open_with (desk, "move_row", "Rd4", ADJ_OPEN_STEP_OUTCOME);

  AdjBoard *board = outcome_board (desk);
  g_assert_cmpint (adj_board_get_n_arrows (board), ==, 2);
  gboolean from_f4 = FALSE, from_d1 = FALSE;
  for (int i = 0; i < 2; i++)
    {
      ChessSquare from, to;
      adj_board_get_arrow (board, i, &from, &to);
      g_assert_cmpint (to, ==, chess_square_parse ("d4"));
      from_f4 |= from == chess_square_parse ("f4");
      from_d1 |= from == chess_square_parse ("d1");
    }
  g_assert_true (from_f4 && from_d1);
  /* Nothing was played: the envelope's position stays. */
  AdjBoardModel *model = adj_board_get_model (board);
  g_assert_cmpint (adj_board_model_get_last_move (model), ==, CHESS_MOVE_NONE);
  /* The verdict is said once on the page: in the engine's paragraph,
   * with no second copy of it beneath the board. */
  const char *said = label_text (desk, "reason_label");
  g_test_message ("said: %s", said);
  const char *verdict = strstr (said, "d1 and f4");
  g_assert_nonnull (verdict);
  g_assert_null (strstr (verdict + 1, "d1 and f4"));
  GtkWidget *step = ui_test_find (GTK_WIDGET (desk), ADJ_TYPE_OPEN_OUTCOME_STEP);
  g_assert_null (ui_test_find_named (step, "explanation_label"));
  shoot (desk, "open-4-outcome-ambiguous");
  record (desk);

  g_autofree char *kinds = custody_kinds (f);
  g_assert_cmpstr (kinds, ==, "created opened outcome");
  g_autoptr(JsonObject) outcome = last_outcome (f);
  g_assert_cmpstr (member (outcome, "status"), ==, "finished");
  g_assert_cmpstr (member (outcome, "result"), ==, "0-1");
  g_assert_cmpstr (member (outcome, "reason"), ==, "sealed-move-ambiguous");
}

/* White, the sealer, comes after the hour with a mate sealed: the envelope
 * is opened to see, and the mate stands instead of the default (1985
 * 10.14). */
static void
test_sealer_late_mates (Fixture *f, gconstpointer data)
{
  AdjOpenAssistant *desk = open_desk (f);
  arrivals (desk, "75:00", "0:00", ADJ_OPEN_STEP_OPENING);
  open_with (desk, "move_row", "Ra8", ADJ_OPEN_STEP_OUTCOME);
  /* The mate made on the board. */
  AdjBoardModel *model = adj_board_get_model (outcome_board (desk));
  ChessMove last = adj_board_model_get_last_move (model);
  g_assert_cmpint (chess_move_from (last), ==, chess_square_parse ("a1"));
  g_assert_cmpint (chess_move_to (last), ==, chess_square_parse ("a8"));
  record (desk);

  g_autoptr(JsonObject) outcome = last_outcome (f);
  g_assert_cmpstr (member (outcome, "result"), ==, "1-0");
  g_assert_cmpstr (member (outcome, "reason"), ==, "checkmate");
  assert_envelope (f, ADJ_ENVELOPE_OPENED, "finished");
}

/* A draw agreed before the opening: the envelope stays closed. */
static void
test_draw_before_opening (Fixture *f, gconstpointer data)
{
  AdjOpenAssistant *desk = open_desk (f);
  activate (desk, "open.next");
  type_into (desk, "white_entry", "0:00");
  type_into (desk, "black_entry", "0:40");
  GtkWidget *before = ui_test_find_named (GTK_WIDGET (desk), "before_row");
  adw_combo_row_set_selected (ADW_COMBO_ROW (before), ADJ_DESK_BEFORE_DRAW);
  ui_test_wait (20);
  activate (desk, "open.next");
  g_assert_cmpint (adj_open_assistant_get_step (desk), ==, ADJ_OPEN_STEP_OUTCOME);
  GtkWidget *envelope = ui_test_find_named (GTK_WIDGET (desk), "envelope_row");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (envelope)), ==, "Stays closed");
  record (desk);

  g_autofree char *kinds = custody_kinds (f);
  g_assert_cmpstr (kinds, ==, "created outcome");
  g_autoptr(JsonObject) outcome = last_outcome (f);
  g_assert_cmpstr (member (outcome, "result"), ==, "1/2-1/2");
  g_assert_cmpstr (member (outcome, "reason"), ==, "draw-agreed");
  g_assert_null (member (outcome, "sealed_move"));
  assert_envelope (f, ADJ_ENVELOPE_SEALED, "finished");
}

/* A digital envelope: the seal code stored is shown to compare with the
 * printed one; a wrong passphrase is refused and nothing changes; the
 * right one opens it, and the move decrypted is played. */
static void
test_digital (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelopeInfo) sealed = adj_store_get_envelope (f->store, f->id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (sealed->kind, ==, ADJ_ENVELOPE_DIGITAL);
  g_assert_cmpuint (strlen (sealed->seal_code), ==, 11);

  AdjOpenAssistant *desk = open_desk (f);
  arrivals (desk, "0:00", "0:00", ADJ_OPEN_STEP_OPENING);
  g_assert_cmpstr (label_text (desk, "seal_code_label"), ==, sealed->seal_code);
  GtkWidget *seal_code = ui_test_find_named (GTK_WIDGET (desk), "seal_code_label");
  g_assert_true (gtk_widget_get_mapped (seal_code));
  g_assert_false (gtk_widget_get_mapped (ui_test_find_named (GTK_WIDGET (desk), "move_row")));

  open_with (desk, "passphrase_row", "six rooks on the sixth rank", ADJ_OPEN_STEP_OPENING);
  GtkWidget *open_error = ui_test_find_named (GTK_WIDGET (desk), "open_error");
  g_assert_true (gtk_widget_get_visible (open_error));
  g_test_message ("wrong passphrase: %s", gtk_label_get_text (GTK_LABEL (open_error)));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (open_error)), "passphrase"));
  shoot (desk, "open-3-opening-digital-refused");
  g_autofree char *before = custody_kinds (f);
  g_assert_cmpstr (before, ==, "created checked sealed");
  assert_envelope (f, ADJ_ENVELOPE_SEALED, "adjourned");

  /* Typing again takes the refusal away. */
  type_into (desk, "passphrase_row", "seven");
  g_assert_false (gtk_widget_get_visible (open_error));
  open_with (desk, "passphrase_row", PASSPHRASE, ADJ_OPEN_STEP_OUTCOME);
  g_assert_nonnull (strstr (label_text (desk, "reason_label"), "g3"));
  shoot (desk, "open-4-outcome-digital");
  record (desk);
  GtkWidget *passphrase = ui_test_find_named (GTK_WIDGET (desk), "passphrase_row");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (passphrase)), ==, "");

  g_autofree char *kinds = custody_kinds (f);
  g_assert_cmpstr (kinds, ==, "created checked sealed opened outcome");
  assert_envelope (f, ADJ_ENVELOPE_OPENED, "playing");
  g_autoptr(JsonObject) outcome = last_outcome (f);
  g_assert_cmpstr (member (outcome, "clock_running"), ==, "black");
  g_assert_true (adj_custody_verify (f->store, NULL, NULL, &error));
  g_assert_no_error (error);
}

/* A resumption recorded the next day, its times typed: the custody
 * entries say when it happened (Black's arrival, 3:20 after the start),
 * and when they were written (now). */
static void
test_typed_afterwards (Fixture *f, gconstpointer data)
{
  AdjOpenAssistant *desk = open_desk (f);
  arrivals (desk, "0:00", "3:20", ADJ_OPEN_STEP_OPENING);
  open_with (desk, "move_row", "Kg3", ADJ_OPEN_STEP_OUTCOME);
  record (desk);

  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) entries = adj_custody_list (f->store, f->id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (entries->len, ==, 3);
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  for (guint i = 1; i < entries->len; i++)
    {
      const AdjCustodyEntry *e = g_ptr_array_index (entries, i);
      g_assert_cmpstr (e->happened_at, ==, "1972-08-11T14:33:20Z");
      g_autoptr(GDateTime) at = g_date_time_new_from_iso8601 (e->at, NULL);
      g_assert_nonnull (at);
      g_assert_cmpint (ABS (g_date_time_difference (now, at)), <, 600 * G_TIME_SPAN_SECOND);
    }
}

/* White, the sealer, is not here: Black opens the envelope, sees Kg3 and
 * seals his reply in a new envelope (1985 14.04): the game waits, White's
 * clock runs, nothing says the reply. When White arrives the desk opens the
 * reply; play goes on from the position after both moves, White's clock
 * running. */
static void
test_sealed_reply (Fixture *f, gconstpointer data)
{
  AdjOpenAssistant *desk = open_desk (f);
  activate (desk, "open.next");
  type_into (desk, "black_entry", "0:00");
  activate (desk, "open.next");
  g_assert_cmpint (adj_open_assistant_get_step (desk), ==, ADJ_OPEN_STEP_OPENING);
  open_with (desk, "move_row", "Kg3", ADJ_OPEN_STEP_OUTCOME);
  GtkWidget *offer = ui_test_find_named (GTK_WIDGET (desk), "seal_reply_row");
  g_assert_true (gtk_widget_get_visible (offer));
  GtkWidget *choice = ui_test_find_named (GTK_WIDGET (desk), "seal_reply_switch");
  gtk_switch_set_active (GTK_SWITCH (choice), TRUE);
  ui_test_wait_until (!adj_open_assistant_is_busy (desk));
  g_assert_cmpint (adj_open_assistant_get_step (desk), ==, ADJ_OPEN_STEP_OUTCOME);
  g_test_message ("reply sealed: %s", label_text (desk, "reason_label"));
  g_assert_nonnull (strstr (label_text (desk, "reason_label"), "sealed the reply"));
  shoot (desk, "open-4-outcome-reply-sealed");
  record (desk);

  g_autofree char *sealed = custody_kinds (f);
  g_assert_cmpstr (sealed, ==, "created opened sealed outcome");
  assert_envelope (f, ADJ_ENVELOPE_OPENED, "waiting");
  g_autoptr(JsonObject) waiting = last_outcome (f);
  g_assert_cmpstr (member (waiting, "status"), ==, "waiting");
  g_assert_true (json_object_get_boolean_member (waiting, "reply_kept"));
  g_assert_false (json_object_has_member (waiting, "sealed_reply"));
  g_assert_cmpstr (member (waiting, "clock_running"), ==, "white");
  activate (desk, "open.done");
  ui_test_wait_until (find_assistant () == NULL);

  /* White arrives 40 minutes in: the reply's envelope is opened. */
  desk = open_desk (f);
  arrivals (desk, "40:00", "0:00", ADJ_OPEN_STEP_OPENING);
  GtkWidget *reply = ui_test_find_named (GTK_WIDGET (desk), "reply_row");
  g_assert_true (gtk_widget_get_mapped (reply));
  g_assert_false (gtk_widget_get_mapped (ui_test_find_named (GTK_WIDGET (desk), "move_row")));
  shoot (desk, "open-3-opening-reply");
  open_with (desk, "reply_row", "Rh6", ADJ_OPEN_STEP_OUTCOME);
  ChessMove last = adj_board_model_get_last_move (adj_board_get_model (outcome_board (desk)));
  g_assert_cmpint (chess_move_from (last), ==, chess_square_parse ("h8"));
  g_assert_cmpint (chess_move_to (last), ==, chess_square_parse ("h6"));
  record (desk);

  g_autofree char *opened = custody_kinds (f);
  g_assert_cmpstr (opened, ==, "created opened sealed outcome opened outcome");
  assert_envelope (f, ADJ_ENVELOPE_OPENED, "playing");
  g_autoptr(JsonObject) outcome = last_outcome (f);
  g_assert_cmpstr (member (outcome, "status"), ==, "continues");
  g_assert_cmpstr (member (outcome, "clock_running"), ==, "white");
  g_assert_true (json_object_has_member (outcome, "sealed_reply"));
  g_autoptr(GError) error = NULL;
  g_assert_true (adj_custody_verify (f->store, NULL, NULL, &error));
  g_assert_no_error (error);
}

/* A timeline row (custody log on the details page) whose title holds TEXT. */
static gboolean
row_says_ (GtkWidget *widget, gconstpointer text)
{
  if (!ADW_IS_PREFERENCES_ROW (widget))
    return FALSE;
  const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget));
  return title && strstr (title, text) != NULL;
}

/* How many outcome rows the archive keeps (the fixture's archive holds
 * the one envelope). */
static gint64
count_outcomes (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  gint64 n = adj_store_count (f->store, "outcomes", &error);
  g_assert_no_error (error);
  return n;
}

/* Recorded as both at the board (play goes on), then corrected: White had
 * in fact come more than an hour late, past the default time (1985 14.5):
 * the correction's facts are entered again, its reason asked; the archive
 * keeps both outcomes, the custody log ends with "corrected" naming the
 * reason and stays valid, and the details show the game finished. */
static void
test_correct_outcome (Fixture *f, gconstpointer data)
{
  static const char reason[] = "White arrived 70 minutes late: the arbiter’s sheet was misread";

  /* Nothing to correct before an outcome is recorded. */
  GtkWidget *correct = ui_test_find_named (GTK_WIDGET (f->window), "correct_button");
  g_assert_false (gtk_widget_get_visible (correct));
  /* The window's action (the menu item) too: bound to it, the button
   * follows its enabled state. */
  g_assert_false (gtk_widget_get_sensitive (correct));
  AdjOpenAssistant *desk = open_desk (f);
  arrivals (desk, "0:00", "0:00", ADJ_OPEN_STEP_OPENING);
  open_with (desk, "move_row", "Kg3", ADJ_OPEN_STEP_OUTCOME);
  /* An ordinary resumption asks no reason. */
  g_assert_false (gtk_widget_get_mapped (ui_test_find_named (GTK_WIDGET (desk), "correction_row")));
  record (desk);
  activate (desk, "open.done");
  ui_test_wait_until (find_assistant () == NULL);
  ui_test_wait_until (g_strcmp0 (state_shown (f), adj_archive_state_get_label (ADJ_ARCHIVE_STATE_RESUMED)) == 0);

  GtkWidget *button = ui_test_find_named (GTK_WIDGET (f->window), "correct_button");
  ui_test_wait_until (gtk_widget_get_visible (button) && gtk_widget_get_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  ui_test_wait_until ((desk = find_assistant ()) != NULL);
  ui_test_present (GTK_WINDOW (desk));
  g_assert_cmpint (adj_open_assistant_get_step (desk), ==, ADJ_OPEN_STEP_POSITION);
  /* The envelope was opened: its move is the archive's, no opening step. */
  arrivals (desk, "70:00", "0:00", ADJ_OPEN_STEP_OUTCOME);
  GtkWidget *row = ui_test_find_named (GTK_WIDGET (desk), "correction_row");
  g_assert_true (gtk_widget_get_mapped (row));
  GtkWidget *record_button = ui_test_find_actionable (GTK_WIDGET (desk), "open.record");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (record_button)), ==, "_Record Correction");
  /* No reason, no correction. */
  g_assert_false (gtk_widget_is_sensitive (record_button));
  type_into (desk, "correction_row", "   ");
  g_assert_false (gtk_widget_is_sensitive (record_button));
  type_into (desk, "correction_row", reason);
  g_test_message ("corrected: %s — %s", label_text (desk, "verdict_label"), label_text (desk, "reason_label"));
  /* The outcome is shown as at any resumption, the reason under it. */
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (outcome_board (desk))));
  shoot (desk, "open-6-correction");
  record (desk);

  g_assert_cmpint (count_outcomes (f), ==, 2);
  g_autofree char *kinds = custody_kinds (f);
  g_assert_cmpstr (kinds, ==, "created opened outcome corrected");
  g_autoptr(JsonObject) outcome = last_outcome (f);
  g_assert_cmpstr (member (outcome, "status"), ==, "finished");
  g_assert_cmpstr (member (outcome, "result"), ==, "0-1");
  assert_envelope (f, ADJ_ENVELOPE_OPENED, "finished");

  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) entries = adj_custody_list (f->store, f->id, &error);
  g_assert_no_error (error);
  const AdjCustodyEntry *last = g_ptr_array_index (entries, entries->len - 1);
  g_autofree char *said = adj_custody_entry_describe (last);
  g_test_message ("custody: %s", said);
  g_assert_nonnull (strstr (said, reason));
  g_assert_true (adj_custody_verify (f->store, NULL, NULL, &error));
  g_assert_no_error (error);

  activate (desk, "open.done");
  ui_test_wait_until (find_assistant () == NULL);
  ui_test_wait_until (g_strcmp0 (state_shown (f), adj_archive_state_get_label (ADJ_ARCHIVE_STATE_FINISHED)) == 0);
  ui_test_wait_until (ui_test_find_matching (GTK_WIDGET (f->window), row_says_, reason) != NULL);
  g_autofree char *details = ui_test_screenshot (GTK_WIDGET (f->window), "open-7-corrected-details");
  g_assert_nonnull (details);
  /* Still final: it can be corrected again, never opened again. */
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_false (gtk_widget_get_visible (ui_test_find_named (GTK_WIDGET (f->window), "open_button")));
}

int
main (int argc, char *argv[])
{
  if (!ui_test_init (&argc, &argv, "/ui/open/legal-move"))
    return g_test_run ();
  g_test_add ("/ui/open/legal-move", Fixture, NULL, fixture_set_up, test_legal_move, fixture_tear_down);
  g_test_add ("/ui/open/illegal-move", Fixture, NULL, fixture_set_up, test_illegal_move, fixture_tear_down);
  g_test_add ("/ui/open/responder-default", Fixture, NULL, fixture_set_up, test_responder_default, fixture_tear_down);
  g_test_add ("/ui/open/waiting-now", Fixture, NULL, fixture_set_up, test_waiting_now, fixture_tear_down);
  g_test_add ("/ui/open/waiting-time-set", Fixture, NULL, fixture_set_up, test_waiting_time_set, fixture_tear_down);
  g_test_add ("/ui/open/ambiguous-move", Fixture, &paper, fixture_set_up, test_ambiguous_move, fixture_tear_down);
  g_test_add ("/ui/open/sealer-late-mates", Fixture, &paper_mate, fixture_set_up, test_sealer_late_mates,
              fixture_tear_down);
  g_test_add ("/ui/open/draw-before-opening", Fixture, &paper, fixture_set_up, test_draw_before_opening,
              fixture_tear_down);
  g_test_add ("/ui/open/digital", Fixture, &digital, fixture_set_up, test_digital, fixture_tear_down);
  g_test_add ("/ui/open/sealed-reply", Fixture, &paper, fixture_set_up, test_sealed_reply, fixture_tear_down);
  g_test_add ("/ui/open/typed-afterwards", Fixture, &paper, fixture_set_up, test_typed_afterwards, fixture_tear_down);
  g_test_add ("/ui/open/correct-outcome", Fixture, &paper, fixture_set_up, test_correct_outcome, fixture_tear_down);
  return g_test_run ();
}
