/* test-adjourn-again.c — a game adjourned again (2023 I.14, 2005 A13): the
 * sealing of an envelope that continues the one before, what it writes and
 * what it refuses
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "adj-envelope-chain.h"
#include "adj-store-verbs.h"
#include "store-test.h"

#define PASSPHRASE "the arbiter's own words"

typedef StoreTestFixture Fixture;

static const AdjCustodyAct arbiter = { .actor = "Serra, Anna" };

/* The first session's envelope of board BOARD, sealed on paper. */
static gint64
seal_first (Fixture *f, const char *board)
{
  g_autofree char *text = store_test_envelope ("Club championship", "5", board, "Vidal, Marta", "Puig, Jordi",
                                               "2026-11-21T21:00:00+01:00", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelope) envelope = adj_envelope_new_from_data (text, -1, &error);
  g_assert_no_error (error);
  AdjSealing sealing = { .act = arbiter };
  gint64 id = 0;
  g_assert_true (adj_store_seal (f->store, envelope, &sealing, &id, NULL, &error));
  g_assert_no_error (error);
  return id;
}

/* Open envelope ID at the resumption and record STATUS. */
static void
resume (Fixture *f, gint64 id, const char *status)
{
  g_autoptr(GError) error = NULL;
  AdjOpening opening = { .arbiter = "Serra, Anna", .white_scoresheet = TRUE, .black_scoresheet = TRUE };
  g_assert_true (adj_store_open_envelope (f->store, id, &opening, "Td2", &error));
  g_assert_no_error (error);
  g_autofree char *outcome = g_strdup_printf ("{\"status\": \"%s\", \"result\": %s, \"reason\": \"%s\"}", status,
                                              g_str_equal (status, "finished") ? "\"0-1\"" : "null",
                                              g_str_equal (status, "finished") ? "resigned" : "continues");
  g_assert_true (adj_store_record_outcome (f->store, id, outcome, &arbiter, NULL, &error));
  g_assert_no_error (error);
}

/* The envelope of the session after PREVIOUS_ID's (as stored), adjourned
 * at AT, as the walkthrough builds it. */
static AdjEnvelope *
next_session (Fixture *f, gint64 previous_id, const char *at)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelope) previous = adj_store_read_envelope (f->store, previous_id, &error);
  g_assert_no_error (error);
  AdjEnvelopeFields fields;
  adj_envelope_fields_init (&fields);
  g_autoptr(GDateTime) adjourned = g_date_time_new_from_iso8601 (at, NULL);
  g_autoptr(GDateTime) resumption = g_date_time_add_days (adjourned, 1);
  fields.rules = "fide-2023";
  fields.event = "Club championship";
  fields.round = "5";
  fields.board = adj_envelope_get_board (previous);
  fields.white = "Vidal, Marta";
  fields.black = "Puig, Jordi";
  fields.position = "8/6k1/6p1/8/8/6P1/3r1PK1/3R4 w - - 0 50";
  fields.time_control = "40/7200:20/3600";
  fields.time_used[CHESS_WHITE] = 9000;
  fields.time_used[CHESS_BLACK] = 9100;
  fields.adjourned_at = adjourned;
  fields.session_end = adjourned;
  fields.sealer = CHESS_WHITE;
  fields.sealed_move_number = 50;
  fields.resumption_at = resumption;
  fields.resumption_place = "Sala 2";
  fields.notation = "ca";
  fields.previous = previous;
  AdjEnvelope *next = adj_envelope_new_from_fields (&fields, &error);
  g_assert_no_error (error);
  return next;
}

static char *
describe_last (AdjStore *store, gint64 id, AdjCustodyKind kind)
{
  g_autoptr(GPtrArray) entries = adj_custody_list (store, id, NULL);
  for (guint i = entries->len; i-- > 0;)
    if (((AdjCustodyEntry *) entries->pdata[i])->kind == kind)
      return adj_custody_entry_describe (entries->pdata[i]);
  g_assert_not_reached ();
}

/* Board BOARD's first session sealed, opened with play going on, and its
 * second session sealed on paper: *FIRST and *SECOND. */
static void
seal_two_sessions (Fixture *f, const char *board, gint64 *first, gint64 *second)
{
  *first = seal_first (f, board);
  resume (f, *first, "continues");
  g_autoptr(AdjEnvelope) next = next_session (f, *first, "2026-11-22T14:00:00+01:00");
  AdjSealing sealing = { .act = arbiter };
  g_autoptr(GError) error = NULL;
  g_assert_true (adj_store_seal (f->store, next, &sealing, second, NULL, &error));
  g_assert_no_error (error);
}

/* Sealing the next session's envelope: the new envelope's own entries, an
 * "adjourned-again" entry on the one before, the game adjourned again, the
 * links both ways, and the event's chain holding. */
static void
test_seal (Fixture *f, gconstpointer data)
{
  gint64 first = 0, second = 0;
  seal_two_sessions (f, "3", &first, &second);
  g_autoptr(GError) error = NULL;

  g_autofree char *kinds = store_test_custody_kinds (f->store, second, NULL);
  g_assert_cmpstr (kinds, ==, "created checked");
  g_autofree char *before = store_test_custody_kinds (f->store, first, NULL);
  g_assert_cmpstr (before, ==, "created checked opened outcome adjourned-again");
  g_autofree char *checked = describe_last (f->store, second, ADJ_CUSTODY_CHECKED);
  g_assert_cmpstr (checked, ==, "Checked by the arbiter against the FIDE Laws of Chess, in force from 1 January 2023; "
                                "the game was adjourned again, continuing the envelope adjourned on 21 November 2026 at 21:00");
  g_autofree char *again = describe_last (f->store, first, ADJ_CUSTODY_ADJOURNED_AGAIN);
  g_assert_cmpstr (again, ==, "Play went on and the game was adjourned again on 22 November 2026 at 14:00: "
                              "a new envelope continues this one");

  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (f->store, second, &error);
  g_assert_no_error (error);
  g_assert_cmpint (info->session, ==, 2);
  g_assert_cmpstr (info->game_state, ==, "adjourned");
  g_assert_cmpint (info->state, ==, ADJ_ENVELOPE_SEALED);

  gint64 previous = -1, following = -1;
  g_assert_true (adj_store_envelope_links (f->store, second, &previous, &following, &error));
  g_assert_cmpint (previous, ==, first);
  g_assert_cmpint (following, ==, 0);
  g_assert_true (adj_store_envelope_links (f->store, first, &previous, &following, &error));
  g_assert_cmpint (previous, ==, 0);
  g_assert_cmpint (following, ==, second);

  /* The listing's one pass finds the same links, and the identities. */
  g_autoptr(GHashTable) all = adj_store_list_links (f->store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_hash_table_size (all), ==, 2);
  const AdjEnvelopeLinks *first_links = g_hash_table_lookup (all, &first);
  const AdjEnvelopeLinks *second_links = g_hash_table_lookup (all, &second);
  g_assert_cmpint (first_links->previous, ==, 0);
  g_assert_cmpint (first_links->next, ==, second);
  g_assert_cmpint (second_links->previous, ==, first);
  g_assert_cmpint (second_links->next, ==, 0);
  g_autoptr(AdjEnvelope) first_envelope = adj_store_read_envelope (f->store, first, &error);
  g_autofree char *first_identity = adj_envelope_get_identity (first_envelope);
  g_assert_cmpstr (first_links->sha256, ==, first_identity);

  AdjCustodyCheck check = { 0 };
  g_assert_true (adj_custody_check (f->store, "Club championship", &check, &error));
  g_assert_no_error (error);
  g_assert_cmpint (check.rows, ==, 7);
  adj_custody_check_clear (&check);
}

/* A digital sealing continues an envelope the same way, with its move
 * encrypted. */
static void
test_seal_digital (Fixture *f, gconstpointer data)
{
  gint64 first = seal_first (f, "4");
  resume (f, first, "continues");
  g_autoptr(AdjEnvelope) next = next_session (f, first, "2026-11-22T14:00:00+01:00");
  g_autoptr(GError) error = NULL;
  AdjSealLimits limits;
  adj_seal_limits_minimum (&limits);
  g_autoptr(AdjSealKey) key = adj_seal_key_derive (f->store, "Club championship", PASSPHRASE, &limits, &error);
  g_assert_no_error (error);
  AdjSealing sealing = { .act = arbiter, .key = key, .move = "Td1" };
  gint64 second = 0;
  g_autofree char *code = NULL;
  g_assert_true (adj_store_seal (f->store, next, &sealing, &second, &code, &error));
  g_assert_no_error (error);
  g_autofree char *kinds = store_test_custody_kinds (f->store, second, NULL);
  g_assert_cmpstr (kinds, ==, "created checked sealed");
  g_autofree char *before = store_test_custody_kinds (f->store, first, NULL);
  g_assert_cmpstr (before, ==, "created checked opened outcome adjourned-again");
  g_assert_true (adj_custody_verify (f->store, NULL, NULL, &error));
  g_assert_no_error (error);
}

static void
assert_refused (Fixture *f, AdjEnvelope *next, GQuark domain, int code)
{
  g_autofree char *before = store_test_store_digest (f->store);
  AdjSealing sealing = { .act = arbiter };
  g_autoptr(GError) error = NULL;
  gint64 id = 0;
  g_assert_false (adj_store_seal (f->store, next, &sealing, &id, NULL, &error));
  g_assert_error (error, domain, code);
  g_assert_true (g_str_has_prefix (error->message, domain == ADJ_STORE_ERROR ? "envelope document: key" : "previous_envelope: "));
  g_assert_cmpint (id, ==, 0);
  /* A refusal writes nothing. */
  g_autofree char *after = store_test_store_digest (f->store);
  g_assert_cmpstr (after, ==, before);
}

/* One envelope per playing session: refused while the one before is still
 * closed, or was opened without play going on, or is continued already,
 * or is not in the archive. */
static void
test_refusals (Fixture *f, gconstpointer data)
{
  gint64 closed = seal_first (f, "5");
  g_autoptr(AdjEnvelope) too_soon = next_session (f, closed, "2026-11-22T14:00:00+01:00");
  assert_refused (f, too_soon, ADJ_ENVELOPE_CHAIN_ERROR, ADJ_ENVELOPE_CHAIN_ERROR_NOT_OPENED);

  gint64 ended = seal_first (f, "6");
  resume (f, ended, "finished");
  g_autoptr(AdjEnvelope) after_end = next_session (f, ended, "2026-11-22T14:00:00+01:00");
  assert_refused (f, after_end, ADJ_ENVELOPE_CHAIN_ERROR, ADJ_ENVELOPE_CHAIN_ERROR_NOT_PLAYING);

  gint64 waiting = seal_first (f, "7");
  resume (f, waiting, "waiting");
  g_autoptr(AdjEnvelope) while_waiting = next_session (f, waiting, "2026-11-22T14:00:00+01:00");
  assert_refused (f, while_waiting, ADJ_ENVELOPE_CHAIN_ERROR, ADJ_ENVELOPE_CHAIN_ERROR_NOT_PLAYING);

  gint64 playing = 0, second = 0;
  seal_two_sessions (f, "8", &playing, &second);
  g_autoptr(GError) error = NULL;
  /* A second envelope for the same session. */
  g_autoptr(AdjEnvelope) again = next_session (f, playing, "2026-11-22T14:30:00+01:00");
  assert_refused (f, again, ADJ_ENVELOPE_CHAIN_ERROR, ADJ_ENVELOPE_CHAIN_ERROR_HAS_SUCCESSOR);

  /* Another game's envelope is not this game's session before. */
  g_autoptr(AdjEnvelope) board8 = next_session (f, playing, "2026-11-22T14:00:00+01:00");
  JsonObject *o = adj_envelope_get_object (board8);
  json_object_set_string_member (o, "board", "9");
  g_autofree char *moved = adj_envelope_to_data (board8, NULL);
  g_autoptr(AdjEnvelope) elsewhere = adj_envelope_new_from_data (moved, -1, &error);
  g_assert_no_error (error);
  assert_refused (f, elsewhere, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND);
}

/* The link is the envelopes' identity, not a row of this file: both
 * envelopes exported and imported into another archive (the one before
 * opened, in another order) still find each other. */
static void
test_pushed (Fixture *f, gconstpointer data)
{
  gint64 first = 0, second = 0;
  seal_two_sessions (f, "3", &first, &second);
  g_autoptr(GError) error = NULL;
  g_autofree char *first_file = adj_store_export_envelope (f->store, first, &error);
  g_autofree char *second_file = adj_store_export_envelope (f->store, second, &error);
  g_assert_no_error (error);

  g_autofree char *dir = store_test_dir ();
  g_autoptr(AdjStore) federation = store_test_open (dir);
  gint64 second_there = store_test_import (federation, second_file);
  gint64 first_there = store_test_import (federation, first_file);
  g_assert_cmpint (second_there, !=, second);
  gint64 previous = 0, following = 0;
  g_assert_true (adj_store_envelope_links (federation, second_there, &previous, &following, &error));
  g_assert_no_error (error);
  g_assert_cmpint (previous, ==, first_there);
  g_assert_true (adj_store_envelope_links (federation, first_there, &previous, &following, &error));
  g_assert_cmpint (following, ==, second_there);
  g_clear_object (&federation);
  store_test_dir_remove (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, func) \
  g_test_add ("/store/adjourn-again/" path, Fixture, NULL, store_test_fixture_set_up, func, store_test_fixture_tear_down)
  ADD ("seal", test_seal);
  ADD ("seal-digital", test_seal_digital);
  ADD ("refusals", test_refusals);
  ADD ("pushed", test_pushed);
  return g_test_run ();
}
