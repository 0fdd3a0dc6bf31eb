/* test-verbs.c — one verb per custody step: what each writes, and what it refuses
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "adj-store-verbs.h"
#include "store-test.h"

#define PASSPHRASE "the arbiter's own words"

typedef StoreTestFixture Fixture;

static AdjEnvelope *
envelope_for_board (const char *board, const char *extra)
{
  g_autofree char *text = store_test_envelope ("Club championship", "5", board, "Vidal, Marta", "Puig, Jordi",
                                               "2026-11-21T21:00:00+01:00", extra);
  g_autoptr(GError) error = NULL;
  AdjEnvelope *envelope = adj_envelope_new_from_data (text, -1, &error);
  g_assert_no_error (error);
  return envelope;
}

static AdjCustodyEntry *
last_entry (AdjStore *store, gint64 id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) entries = adj_custody_list (store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (entries->len, >, 0);
  return g_ptr_array_steal_index (entries, entries->len - 1);
}

static void
assert_chain_valid (AdjStore *store)
{
  g_autoptr(GError) error = NULL;
  g_assert_true (adj_custody_verify (store, NULL, NULL, &error));
  g_assert_no_error (error);
}

static void
test_seal_paper (Fixture *f, gconstpointer data)
{
  g_autoptr(AdjEnvelope) envelope = envelope_for_board ("3", NULL);
  g_autoptr(GDateTime) when = g_date_time_new_from_iso8601 ("2026-11-21T21:04:00+01:00", NULL);
  AdjSealing sealing = { .act = { .actor = "Serra, Anna", .happened_at = when } };
  g_autoptr(GError) error = NULL;
  gint64 id = 0;
  g_autofree char *code = NULL;

  g_assert_true (adj_store_seal (f->store, envelope, &sealing, &id, &code, &error));
  g_assert_no_error (error);
  g_assert_cmpint (id, >, 0);
  /* Paper: no code, the move is on the sheet in the envelope. */
  g_assert_null (code);
  g_autofree char *kinds = store_test_custody_kinds (f->store, id, NULL);
  g_assert_cmpstr (kinds, ==, "created checked");

  g_autoptr(GPtrArray) entries = adj_custody_list (f->store, id, &error);
  const AdjCustodyEntry *created = entries->pdata[0], *checked = entries->pdata[1];
  g_assert_cmpstr (created->actor, ==, "Serra, Anna");
  /* When it happened, as the arbiter says, in UTC; the writing is now. */
  g_assert_cmpstr (created->happened_at, ==, "2026-11-21T20:04:00Z");
  g_assert_cmpstr (created->at, !=, created->happened_at);
  g_assert_nonnull (strstr (created->note, "\"source\":\"sealing\""));
  g_assert_nonnull (strstr (checked->note, "\"rules\":\"fide-2023\""));
  g_autofree char *sentence = adj_custody_entry_describe (checked);
  g_assert_cmpstr (sentence, ==, "Checked by the arbiter against the FIDE Laws of Chess, in force from 1 January 2023");

  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (f->store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (info->state, ==, ADJ_ENVELOPE_SEALED);
  g_assert_cmpint (info->kind, ==, ADJ_ENVELOPE_PAPER);
  assert_chain_valid (f->store);
}

static void
test_seal_digital (Fixture *f, gconstpointer data)
{
  g_autoptr(AdjEnvelope) envelope = envelope_for_board ("4", NULL);
  g_autoptr(GError) error = NULL;
  AdjSealLimits limits;
  adj_seal_limits_minimum (&limits);
  g_autoptr(AdjSealKey) key = adj_seal_key_derive (f->store, "Club championship", PASSPHRASE, &limits, &error);
  g_assert_no_error (error);
  AdjSealing sealing = { .act = { .actor = "Serra, Anna" }, .key = key, .move = "Td2" };
  gint64 id = 0;
  g_autofree char *code = NULL;

  g_assert_true (adj_store_seal (f->store, envelope, &sealing, &id, &code, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (strlen (code), ==, 11);
  g_autofree char *kinds = store_test_custody_kinds (f->store, id, NULL);
  g_assert_cmpstr (kinds, ==, "created checked sealed");
  g_assert_true (adj_seal_event_has_passphrase (f->store, "Club championship", NULL));

  /* What the archive gives back is the sealed envelope: no move in it. */
  g_autoptr(AdjEnvelope) stored = adj_store_read_envelope (f->store, id, &error);
  g_assert_no_error (error);
  g_assert_false (adj_envelope_is_opened (stored));

  AdjOpening opening = { .arbiter = "Serra, Anna", .white_scoresheet = TRUE, .black_scoresheet = TRUE };
  char *move = NULL;
  g_assert_true (adj_seal_open (f->store, id, &opening, PASSPHRASE, &move, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (move, ==, "Td2");
  adj_seal_free_move (move);
  g_autoptr(AdjEnvelope) opened = adj_store_read_envelope (f->store, id, &error);
  g_assert_cmpstr (adj_envelope_get_sealed_move (opened), ==, "Td2");
  g_autofree char *after = store_test_custody_kinds (f->store, id, NULL);
  g_assert_cmpstr (after, ==, "created checked sealed opened");
  assert_chain_valid (f->store);
}

/* An envelope that names no event is sealed digitally under the archive's
 * nameless event, and opened again with the same passphrase. */
static void
test_seal_digital_without_event (Fixture *f, gconstpointer data)
{
  g_autofree char *text = store_test_envelope ("Club championship", "5", "12", "Vidal, Marta", "Puig, Jordi",
                                               "2026-11-21T21:00:00+01:00", NULL);
  g_autoptr(GString) s = g_string_new (text);
  g_assert_cmpint (g_string_replace (s, "\"event\": \"Club championship\", ", "", 1), ==, 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelope) envelope = adj_envelope_new_from_data (s->str, -1, &error);
  g_assert_no_error (error);
  g_assert_null (adj_envelope_get_event (envelope));
  AdjSealLimits limits;
  adj_seal_limits_minimum (&limits);
  g_autoptr(AdjSealKey) key = adj_seal_key_derive (f->store, "", PASSPHRASE, &limits, &error);
  g_assert_no_error (error);
  AdjSealing sealing = { .act = { .actor = "Serra, Anna" }, .key = key, .move = "Td2" };
  gint64 id = 0;
  g_assert_true (adj_store_seal (f->store, envelope, &sealing, &id, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (adj_seal_event_has_passphrase (f->store, "", NULL));
  AdjOpening opening = { .arbiter = "Serra, Anna" };
  char *move = NULL;
  g_assert_true (adj_seal_open (f->store, id, &opening, PASSPHRASE, &move, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (move, ==, "Td2");
  adj_seal_free_move (move);
}

static void
test_seal_refusals (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  AdjSealing sealing = { .act = { .actor = "Serra, Anna" } };

  /* The arbiter's check finds the sealer is not the side to move. */
  g_autoptr(AdjEnvelope) wrong = envelope_for_board ("5", NULL);
  g_autoptr(AdjEnvelope) bad = NULL;
  {
    g_autofree char *text = adj_envelope_to_data (wrong, NULL);
    g_autofree char *swapped = g_strdup (text);
    char *at = strstr (swapped, "\"sealer\" : \"black\"");
    g_assert_nonnull (at);
    memcpy (strstr (at, "black"), "white", 5);
    bad = adj_envelope_new_from_data (swapped, -1, &error);
    g_assert_no_error (error);
  }
  g_assert_false (adj_store_seal (f->store, bad, &sealing, NULL, NULL, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT);
  g_assert_nonnull (strstr (error->message, "check found"));
  g_clear_error (&error);

  /* An envelope holding its move is not a sealed one. */
  g_autoptr(AdjEnvelope) opened = envelope_for_board ("6", "\"x\": 1");
  g_autoptr(AdjEnvelope) with_move = adj_envelope_with_sealed_move (opened, "Td2");
  g_assert_false (adj_store_seal (f->store, with_move, &sealing, NULL, NULL, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT);
  g_clear_error (&error);

  /* Nobody named: refused. */
  AdjSealing anonymous = { .act = { .actor = "" } };
  g_assert_false (adj_store_seal (f->store, opened, &anonymous, NULL, NULL, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT);
  g_clear_error (&error);

  /* A failure before the commit leaves nothing, passphrase included. */
  AdjSealLimits limits;
  adj_seal_limits_minimum (&limits);
  g_autoptr(AdjSealKey) key = adj_seal_key_derive (f->store, "Club championship", PASSPHRASE, &limits, &error);
  g_assert_no_error (error);
  AdjSealing digital = { .act = { .actor = "Serra, Anna" }, .key = key, .move = "Td2" };
  adj_store_set_fail_point (f->store, "before-commit");
  g_assert_false (adj_store_seal (f->store, opened, &digital, NULL, NULL, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DB);
  g_clear_error (&error);

  g_assert_cmpint (adj_store_count (f->store, "envelopes", NULL), ==, 0);
  g_assert_cmpint (adj_store_count (f->store, "custody", NULL), ==, 0);
  g_assert_cmpint (adj_store_count (f->store, "sealed_moves", NULL), ==, 0);
  g_assert_false (adj_seal_event_has_passphrase (f->store, "Club championship", NULL));
}

static gint64
seal_paper (Fixture *f, const char *board)
{
  g_autoptr(AdjEnvelope) envelope = envelope_for_board (board, NULL);
  AdjSealing sealing = { .act = { .actor = "Serra, Anna" } };
  g_autoptr(GError) error = NULL;
  gint64 id = 0;
  g_assert_true (adj_store_seal (f->store, envelope, &sealing, &id, NULL, &error));
  g_assert_no_error (error);
  return id;
}

static void
test_hand_over (Fixture *f, gconstpointer data)
{
  gint64 id = seal_paper (f, "7");
  const char *const present[] = { "Puig, Jordi", NULL };
  AdjCustodyAct act = { .actor = "Serra, Anna", .present = present };
  g_autoptr(GError) error = NULL;

  g_assert_false (adj_store_hand_over (f->store, id, &act, "", &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT);
  g_clear_error (&error);
  g_assert_false (adj_store_hand_over (f->store, id + 100, &act, "Chief arbiter", &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);

  g_assert_true (adj_store_hand_over (f->store, id, &act, "Chief arbiter", &error));
  g_assert_no_error (error);
  g_autoptr(AdjCustodyEntry) entry = last_entry (f->store, id);
  g_assert_cmpint (entry->kind, ==, ADJ_CUSTODY_HANDED_OVER);
  g_assert_cmpstr (entry->present[0], ==, "Puig, Jordi");
  g_autofree char *sentence = adj_custody_entry_describe (entry);
  g_assert_cmpstr (sentence, ==, "Handed over to Chief arbiter");
  assert_chain_valid (f->store);
}

static void
test_lost_reconstructed_annulled (Fixture *f, gconstpointer data)
{
  gint64 rebuilt = seal_paper (f, "8"), annulled = seal_paper (f, "9");
  AdjCustodyAct act = { .actor = "Serra, Anna" };
  g_autoptr(GError) error = NULL;

  /* Only a lost envelope is reconstructed or annulled. */
  g_assert_false (adj_store_record_reconstruction (f->store, rebuilt, &act, "8/8/8/8/8/8/8/K1k5 w - - 0 1", &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_STATE);
  g_clear_error (&error);
  g_assert_false (adj_store_annul (f->store, annulled, &act, "no scoresheet", &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_STATE);
  g_clear_error (&error);

  g_assert_true (adj_store_declare_lost (f->store, rebuilt, &act, &error));
  g_assert_true (adj_store_declare_lost (f->store, annulled, &act, &error));
  g_assert_no_error (error);
  /* Not twice. */
  g_assert_false (adj_store_declare_lost (f->store, rebuilt, &act, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_STATE);
  g_clear_error (&error);

  g_assert_false (adj_store_record_reconstruction (f->store, rebuilt, &act, "not a FEN", &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT);
  g_clear_error (&error);
  const char *fen = "8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41";
  g_assert_true (adj_store_record_reconstruction (f->store, rebuilt, &act, fen, &error));
  g_assert_no_error (error);
  g_assert_false (adj_store_annul (f->store, annulled, &act, "", &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT);
  g_clear_error (&error);
  g_assert_true (adj_store_annul (f->store, annulled, &act, "neither scoresheet reaches the adjournment", &error));
  g_assert_no_error (error);

  g_autofree char *rebuilt_kinds = store_test_custody_kinds (f->store, rebuilt, NULL);
  g_assert_cmpstr (rebuilt_kinds, ==, "created checked lost reconstructed");
  g_autofree char *annulled_kinds = store_test_custody_kinds (f->store, annulled, NULL);
  /* The outcome the resumption engine gives a lost envelope whose position
   * is unknown comes first, as when a resumption annuls the game. */
  g_assert_cmpstr (annulled_kinds, ==, "created checked lost outcome annulled");

  g_autoptr(AdjEnvelopeInfo) a = adj_store_get_envelope (f->store, annulled, &error);
  g_assert_cmpint (a->state, ==, ADJ_ENVELOPE_ANNULLED);
  g_assert_cmpstr (a->game_state, ==, "annulled");
  g_autoptr(AdjEnvelopeInfo) r = adj_store_get_envelope (f->store, rebuilt, &error);
  g_assert_cmpint (r->state, ==, ADJ_ENVELOPE_RECONSTRUCTED);
  g_autoptr(AdjCustodyEntry) entry = last_entry (f->store, annulled);
  g_autofree char *sentence = adj_custody_entry_describe (entry);
  g_assert_cmpstr (sentence, ==, "Game annulled: neither scoresheet reaches the adjournment");
  /* Not twice; and a reconstructed envelope may still be annulled. */
  g_assert_false (adj_store_annul (f->store, annulled, &act, "again", &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_STATE);
  g_clear_error (&error);
  g_assert_true (adj_store_annul (f->store, rebuilt, &act, "the players dispute the reconstruction", &error));
  g_assert_no_error (error);
  g_autofree char *rebuilt_then = store_test_custody_kinds (f->store, rebuilt, NULL);
  g_assert_cmpstr (rebuilt_then, ==, "created checked lost reconstructed outcome annulled");
  assert_chain_valid (f->store);
}

static void
test_outcome_and_correction (Fixture *f, gconstpointer data)
{
  gint64 id = seal_paper (f, "10");
  AdjCustodyAct act = { .actor = "Serra, Anna" };
  g_autoptr(GError) error = NULL;
  const char *wrong = "{\"status\": \"finished\", \"result\": \"0-1\", \"reason\": \"sealed-move-illegal\"}";
  const char *right = "{\"status\": \"continues\", \"result\": null, \"reason\": \"continues\"}";

  /* Nothing to correct before an outcome. */
  g_assert_false (adj_store_correct_outcome (f->store, id, &act, right, "the move was legal", NULL, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_STATE);
  g_clear_error (&error);

  AdjOpening opening = { .arbiter = "Serra, Anna", .white_scoresheet = TRUE, .black_scoresheet = TRUE };
  g_assert_true (adj_store_open_envelope (f->store, id, &opening, "Td2", &error));
  g_assert_true (adj_store_record_outcome (f->store, id, wrong, &(AdjCustodyAct) { .actor = "Serra, Anna" }, NULL, &error));
  g_assert_no_error (error);
  g_assert_false (adj_store_correct_outcome (f->store, id, &act, right, "", NULL, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT);
  g_clear_error (&error);
  g_assert_false (adj_store_correct_outcome (f->store, id, &act, "{\"status\": \"over\"}", "typo", NULL, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT);
  g_clear_error (&error);

  gint64 outcome = 0;
  g_assert_true (adj_store_correct_outcome (f->store, id, &act, right, "Td2 is legal: the rook is not pinned",
                                            &outcome, &error));
  g_assert_no_error (error);
  g_assert_cmpint (outcome, >, 0);
  /* Never an edit: both outcomes are kept. */
  g_assert_cmpint (adj_store_count (f->store, "outcomes", NULL), ==, 2);
  g_autofree char *kinds = store_test_custody_kinds (f->store, id, NULL);
  g_assert_cmpstr (kinds, ==, "created checked opened outcome corrected");
  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (f->store, id, &error);
  g_assert_cmpstr (info->game_state, ==, "playing");
  g_autoptr(AdjCustodyEntry) opened = NULL;
  {
    g_autoptr(GPtrArray) entries = adj_custody_list (f->store, id, &error);
    opened = g_ptr_array_steal_index (entries, 2);
  }
  g_autofree char *opened_sentence = adj_custody_entry_describe (opened);
  g_assert_cmpstr (opened_sentence, ==, "Opened; both scoresheets were inside");
  g_autoptr(AdjCustodyEntry) corrected = last_entry (f->store, id);
  g_autofree char *sentence = adj_custody_entry_describe (corrected);
  g_assert_cmpstr (sentence, ==, "Outcome corrected to continues (continues): Td2 is legal: the rook is not pinned");
  assert_chain_valid (f->store);
}

/* A custody row whose happened_at is blanked is caught: the instant the
 * arbiter gave is part of the chain. */
static void
test_happened_at_in_chain (Fixture *f, gconstpointer data)
{
  if (store_test_sqlite_only ())
    return;
  gint64 id = seal_paper (f, "11");
  sqlite3 *db = store_test_db (f->store);
  g_assert_cmpint (sqlite3_exec (db, "DROP TRIGGER custody_no_update", NULL, NULL, NULL), ==, SQLITE_OK);
  g_autofree char *sql = g_strdup_printf ("UPDATE custody SET happened_at = NULL WHERE envelope_id = %" G_GINT64_FORMAT
                                          " AND kind = 'checked'", id);
  g_assert_cmpint (sqlite3_exec (db, sql, NULL, NULL, NULL), ==, SQLITE_OK);
  g_autoptr(GError) error = NULL;
  gint64 bad = 0;
  g_assert_false (adj_custody_verify (f->store, NULL, &bad, &error));
  g_assert_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_BROKEN);
  g_assert_cmpint (bad, ==, 2);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, func) \
  g_test_add ("/store/verbs/" path, Fixture, NULL, store_test_fixture_set_up, func, store_test_fixture_tear_down)
  ADD ("seal-paper", test_seal_paper);
  ADD ("seal-digital", test_seal_digital);
  ADD ("seal-digital-without-event", test_seal_digital_without_event);
  ADD ("seal-refusals", test_seal_refusals);
  ADD ("hand-over", test_hand_over);
  ADD ("lost-reconstructed-annulled", test_lost_reconstructed_annulled);
  ADD ("outcome-and-correction", test_outcome_and_correction);
  ADD ("happened-at-in-chain", test_happened_at_in_chain);
#undef ADD
  return g_test_run ();
}
