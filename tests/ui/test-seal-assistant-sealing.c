/* test-seal-assistant-sealing.c — what the sealing walkthrough writes: the
 * digital envelope, all or nothing, in a thread, and the custody rows beside
 * the CLI's and the sample event's
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Separate from test-seal-assistant.c (the steps themselves): these tests
 * read back the archive and the files the assistant wrote.
 */
#define _GNU_SOURCE  /* memmem */
#include "config.h"

#include "seal-test.h"

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

int
main (int argc, char *argv[])
{
  if (!ui_test_init (&argc, &argv, "/ui/seal/walkthrough/digital"))
    return g_test_run ();

#define ADD(path, fn) g_test_add (path, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
  ADD ("/ui/seal/walkthrough/digital", test_digital);
  ADD ("/ui/seal/walkthrough/all-or-nothing", test_all_or_nothing);
  ADD ("/ui/seal/walkthrough/in-thread", test_sealing_in_thread);
  ADD ("/ui/seal/same-rows/paper", test_same_rows_paper);
  ADD ("/ui/seal/same-rows/digital", test_same_rows_digital);
#undef ADD
  return g_test_run ();
}
