/* test-custody.c — the custody log: append-only, and an edited history is found
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <sodium.h>

#include "store-test.h"

/* A store with two envelopes of one event and a history of six rows:
 * 1 created (A), 2 created (B), 3 checked (A), 4 handed-over (A),
 * 5 checked (no envelope), 6 lost (B). Row 5 is the archive-level chain;
 * the others are the event's chain, at positions 1 to 5. */
static AdjStore *
store_with_history (const char *dir, gint64 *a, gint64 *b)
{
  AdjStore *store = store_test_open (dir);
  g_autoptr(GError) error = NULL;
  g_autofree char *doc_a = store_test_envelope ("Club", "1", "1", "Vidal, Marta", "Puig, Jordi",
                                                "2026-11-21T21:00:00+01:00", NULL);
  g_autofree char *doc_b = store_test_envelope ("Club", "1", "2", "Ferrer, Pau", "Serra, Anna",
                                                "2026-11-21T21:00:00+01:00", NULL);
  *a = store_test_import (store, doc_a);
  *b = store_test_import (store, doc_b);
  const char *present[] = { "Vidal, Marta", NULL };
  gint64 seq = 0;
  g_assert_true (adj_custody_append (store, *a, ADJ_CUSTODY_CHECKED, "Arbiter", NULL, "seal intact", &seq, &error));
  g_assert_no_error (error);
  g_assert_cmpint (seq, ==, 3);
  g_assert_true (adj_custody_append (store, *a, ADJ_CUSTODY_HANDED_OVER, "Arbiter", present, "to the chief arbiter", &seq, &error));
  g_assert_cmpint (seq, ==, 4);
  g_assert_true (adj_custody_append (store, 0, ADJ_CUSTODY_CHECKED, "Arbiter", NULL, "safe inventory", &seq, &error));
  g_assert_true (adj_custody_append (store, *b, ADJ_CUSTODY_LOST, "Arbiter", NULL, NULL, &seq, &error));
  g_assert_cmpint (seq, ==, 6);
  g_assert_no_error (error);
  return store;
}

static void
assert_whole (AdjStore *store, gint64 rows)
{
  g_autoptr(GError) error = NULL;
  gint64 n = -1, bad = -1;
  g_assert_true (adj_custody_verify (store, &n, &bad, &error));
  g_assert_no_error (error);
  g_assert_cmpint (n, ==, rows);
  g_assert_cmpint (bad, ==, 0);
}

static void
assert_broken_at (AdjStore *store, gint64 row, const char *reason)
{
  g_autoptr(GError) error = NULL;
  gint64 bad = -1;
  g_assert_false (adj_custody_verify (store, NULL, &bad, &error));
  g_assert_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_BROKEN);
  g_assert_cmpint (bad, ==, row);
  g_autofree char *named = g_strdup_printf ("row %" G_GINT64_FORMAT ":", row);
  if (!strstr (error->message, named) || !strstr (error->message, reason))
    g_error ("message '%s' does not say '%s' and '%s'", error->message, named, reason);
}

static void
exec_ok (AdjStore *store, const char *sql)
{
  g_autoptr(GError) error = NULL;
  if (!adj_db_exec (adj_store_get_db (store), sql, &error))
    g_error ("%s: %s", sql, error->message);
}

static void
drop_triggers (AdjStore *store)
{
  exec_ok (store, store_test_on_pg ()
                  ? "DROP TRIGGER custody_no_update ON custody; DROP TRIGGER custody_no_delete ON custody"
                  : "DROP TRIGGER custody_no_update; DROP TRIGGER custody_no_delete");
}

/* SQL refused by the database with CODE, its message saying PART. */
static void
exec_refused (AdjStore *store, const char *sql, AdjDbError code, const char *part)
{
  g_autoptr(GError) error = NULL;
  g_assert_false (adj_db_exec (adj_store_get_db (store), sql, &error));
  g_assert_error (error, ADJ_DB_ERROR, (int) code);
  if (part && !strstr (error->message, part))
    g_error ("%s: '%s' does not say '%s'", sql, error->message, part);
}

static void
test_chain (void)
{
  g_autofree char *dir = store_test_dir ();
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjStore) store = store_test_open (dir);

  g_autofree char *genesis = adj_custody_head (store, &error);
  g_assert_cmpstr (genesis, ==, "genesis");
  assert_whole (store, 0);
  g_clear_object (&store);

  gint64 a, b;
  store = store_with_history (dir, &a, &b);
  assert_whole (store, 6);

  g_autoptr(GPtrArray) all = adj_custody_list (store, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (all->len, ==, 6);
  const AdjCustodyKind kinds[] = {
    ADJ_CUSTODY_CREATED, ADJ_CUSTODY_CREATED, ADJ_CUSTODY_CHECKED,
    ADJ_CUSTODY_HANDED_OVER, ADJ_CUSTODY_CHECKED, ADJ_CUSTODY_LOST,
  };
  for (guint i = 0; i < all->len; i++)
    {
      AdjCustodyEntry *e = g_ptr_array_index (all, i);
      g_assert_cmpint (e->seq, ==, (gint64) i + 1);
      g_assert_cmpint (e->kind, ==, kinds[i]);
      g_assert_cmpuint (strlen (e->hash), ==, 64);
    }
  AdjCustodyEntry *handed = g_ptr_array_index (all, 3);
  g_assert_cmpstr (handed->present[0], ==, "Vidal, Marta");
  /* The note is kept as fields, and read back as a sentence. */
  g_assert_cmpstr (handed->note, ==, "{\"remark\":\"to the chief arbiter\"}");
  g_autofree char *sentence = adj_custody_entry_describe (handed);
  g_assert_cmpstr (sentence, ==, "Handed over: to the chief arbiter");
  g_assert_cmpint (((AdjCustodyEntry *) g_ptr_array_index (all, 4))->envelope_id, ==, 0);
  g_autoptr(JsonNode) json = adj_custody_entry_to_json (handed);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (json), "kind"), ==, "handed-over");

  g_autoptr(GPtrArray) of_a = adj_custody_list (store, a, &error);
  g_assert_cmpuint (of_a->len, ==, 3);

  /* The head moves with every entry and names the newest hash. */
  g_autofree char *head = adj_custody_head (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (strlen (head), ==, 19);
  g_autofree char *digits = g_strndup (((AdjCustodyEntry *) g_ptr_array_index (all, 5))->hash, 16);
  g_autoptr(GString) grouped = g_string_new (head);
  g_string_replace (grouped, "-", "", 0);
  g_assert_cmpstr (grouped->str, ==, digits);
  g_assert_true (adj_custody_append (store, a, ADJ_CUSTODY_CHECKED, "Arbiter", NULL, NULL, NULL, &error));
  g_autofree char *head2 = adj_custody_head (store, &error);
  g_assert_cmpstr (head2, !=, head);
  assert_whole (store, 7);
  store_test_dir_remove (dir);
}

static void
test_refused_entries (void)
{
  g_autofree char *dir = store_test_dir ();
  gint64 a, b;
  g_autoptr(AdjStore) store = store_with_history (dir, &a, &b);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = store_test_store_digest (store);

  /* Kinds written only by the actions they record. */
  const AdjCustodyKind by_action[] = { ADJ_CUSTODY_CREATED, ADJ_CUSTODY_SEALED, ADJ_CUSTODY_OPENED, ADJ_CUSTODY_OUTCOME,
                                       ADJ_CUSTODY_ANNULLED, ADJ_CUSTODY_CORRECTED, ADJ_CUSTODY_ADJOURNED_AGAIN };
  for (guint i = 0; i < G_N_ELEMENTS (by_action); i++)
    {
      g_assert_false (adj_custody_append (store, a, by_action[i], "Arbiter", NULL, NULL, NULL, &error));
      g_assert_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_INVALID);
      g_clear_error (&error);
    }
  g_assert_false (adj_custody_append (store, a, ADJ_CUSTODY_CHECKED, "", NULL, NULL, NULL, &error));
  g_assert_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (adj_custody_append (store, 0, ADJ_CUSTODY_LOST, "Arbiter", NULL, NULL, NULL, &error));
  g_assert_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (adj_custody_append (store, 999, ADJ_CUSTODY_CHECKED, "Arbiter", NULL, NULL, NULL, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (adj_custody_append (store, b, ADJ_CUSTODY_LOST, "Arbiter", NULL, NULL, NULL, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_STATE);
  g_clear_error (&error);

  g_autofree char *after = store_test_store_digest (store);
  g_assert_cmpstr (after, ==, before);

  g_assert_cmpint (adj_custody_kind_from_string ("handed-over"), ==, ADJ_CUSTODY_HANDED_OVER);
  /* The words of spec/cli.md "envelope history", each one kind, and the
   * README's extension "adjourned-again". */
  const char *words[] = { "created", "checked", "handed-over", "sealed", "opened", "lost", "reconstructed",
                          "outcome", "annulled", "corrected", "adjourned-again" };
  G_STATIC_ASSERT (G_N_ELEMENTS (words) == ADJ_CUSTODY_N_KINDS);
  for (int i = 0; i < ADJ_CUSTODY_N_KINDS; i++)
    {
      g_assert_cmpstr (adj_custody_kind_to_string (i), ==, words[i]);
      g_assert_cmpint (adj_custody_kind_from_string (words[i]), ==, i);
    }
  g_assert_cmpint (adj_custody_kind_from_string ("stolen"), ==, -1);
  store_test_dir_remove (dir);
}

static void
test_triggers (void)
{
  g_autofree char *dir = store_test_dir ();
  gint64 a, b;
  g_autoptr(AdjStore) store = store_with_history (dir, &a, &b);

  exec_refused (store, "UPDATE custody SET actor = 'Mallory' WHERE seq = 3", ADJ_DB_ERROR_CONSTRAINT, "append-only");
  exec_refused (store, "DELETE FROM custody WHERE seq = 6", ADJ_DB_ERROR_CONSTRAINT, "append-only");
  if (store_test_on_pg ())
    exec_refused (store, "TRUNCATE custody, custody_signatures", ADJ_DB_ERROR_CONSTRAINT, "append-only");
  /* Nor can an envelope with a history be removed under it. */
  exec_refused (store, "DELETE FROM envelopes", ADJ_DB_ERROR_CONSTRAINT, NULL);
  assert_whole (store, 6);

  /* The triggers themselves are part of what verify checks. */
  drop_triggers (store);
  g_autoptr(GError) error = NULL;
  g_assert_false (adj_custody_verify (store, NULL, NULL, &error));
  g_assert_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_BROKEN);
  g_assert_nonnull (strstr (error->message, "triggers"));
  store_test_dir_remove (dir);
}

/* Each way of editing behind the program's back, on a fresh history. */
static void
test_edits (void)
{
  if (store_test_sqlite_only ())
    return;
  const struct {
    const char *sql;
    gint64      row;       /* the row verify must name */
    const char *reason;
  } edits[] = {
    { "UPDATE custody SET actor = 'Mallory' WHERE seq = 3", 3, "altered" },
    { "UPDATE custody SET note = 'seal broken' WHERE seq = 4", 4, "altered" },
    { "UPDATE custody SET present = '[\"Vidal, Marta\",\"Mallory\"]' WHERE seq = 4", 4, "altered" },
    { "UPDATE custody SET at = '2026-01-01T00:00:00Z' WHERE seq = 1", 1, "altered" },
    { "UPDATE custody SET envelope_id = 2 WHERE seq = 3", 3, "altered" },
    { "UPDATE custody SET kind = 'checked' WHERE seq = 6", 6, "altered" },
    { "UPDATE custody SET kind = 'stolen' WHERE seq = 5", 5, "stolen" },
    { "UPDATE custody SET hash = zeroblob (32) WHERE seq = 2", 2, "altered" },
    { "UPDATE custody SET prev_hash = zeroblob (32) WHERE seq = 4", 4, "does not follow row 3" },
    { "UPDATE custody SET prev_hash = x'01' || zeroblob (31) WHERE seq = 5", 5, "does not start its chain" },
    { "UPDATE custody SET position = 7 WHERE seq = 6", 6, "the rows between were removed" },
    { "DROP INDEX custody_by_chain; UPDATE custody SET position = 3 WHERE seq = 6", 6, "a second time" },
    /* A row moved to the archive-level chain, or its envelope to another event. */
    { "UPDATE custody SET event_id = NULL, position = 2 WHERE seq = 6", 6, "another event" },
    { "INSERT INTO events (id, name, rules, created_at) VALUES (9, 'Other', 'fide-2023', '');"
      " INSERT INTO rounds (id, event_id, name) VALUES (9, 9, '1');"
      " UPDATE games SET round_id = 9 WHERE id = (SELECT game_id FROM envelopes WHERE id = 2)", 2, "another event" },
    /* The envelope a row is about is named by its uid in the hash. */
    { "UPDATE envelopes SET uid = 'ab' || substr (uid, 3) WHERE id = 1", 1, "altered" },
    { "DELETE FROM custody WHERE seq = 4", 5, "removed" },
    { "DELETE FROM custody WHERE seq = 1", 2, "removed" },
    /* Renumbered after a deletion: the chain's positions still show it. */
    { "DELETE FROM custody WHERE seq = 3; UPDATE custody SET seq = seq - 1 WHERE seq > 3", 3, "the rows between were removed" },
    /* Renumbered after a deletion, positions too: the links still break. */
    { "DELETE FROM custody WHERE seq = 3; UPDATE custody SET seq = seq - 1 WHERE seq > 3;"
      " UPDATE custody SET position = position - 1 WHERE event_id IS NOT NULL AND position > 2", 3, "does not follow row 2" },
    /* Two rows swapped in the order written. */
    { "UPDATE custody SET seq = 100 WHERE seq = 3; UPDATE custody SET seq = 3 WHERE seq = 4;"
      " UPDATE custody SET seq = 4 WHERE seq = 100", 3, "reordered" },
    /* Two rows swapped in their chain. */
    { "UPDATE custody SET position = 100 WHERE seq = 3; UPDATE custody SET position = 3 WHERE seq = 4;"
      " UPDATE custody SET position = 4 WHERE position = 100", 4, "does not follow row 2" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (edits); i++)
    {
      g_test_message ("edit: %s", edits[i].sql);
      g_autofree char *dir = store_test_dir ();
      gint64 a, b;
      {
        g_autoptr(AdjStore) store = store_with_history (dir, &a, &b);
        assert_whole (store, 6);
        drop_triggers (store);
        exec_ok (store, edits[i].sql);
      }
      /* A later session with the program finds it. */
      g_autoptr(AdjStore) store = store_test_open (dir);
      assert_broken_at (store, edits[i].row, edits[i].reason);
      store_test_dir_remove (dir);
    }
}

/* The file edited with another SQLite program while the triggers stay:
 * writable_schema is not needed to rewrite a row's bytes through a second
 * connection with the trigger dropped and put back in one transaction. */
static void
test_edit_and_restore_triggers (void)
{
  if (store_test_sqlite_only ())
    return;
  g_autofree char *dir = store_test_dir ();
  gint64 a, b;
  g_object_unref (store_with_history (dir, &a, &b));
  g_autofree char *path = g_build_filename (dir, "adjourn.db", NULL);
  sqlite3 *raw = NULL;
  g_assert_cmpint (sqlite3_open (path, &raw), ==, SQLITE_OK);
  g_autofree char *trigger = store_test_text (raw, "SELECT sql FROM sqlite_master WHERE name = 'custody_no_update'");
  g_autofree char *script = g_strdup_printf ("BEGIN; DROP TRIGGER custody_no_update;"
                                             " UPDATE custody SET actor = 'Mallory' WHERE seq = 4; %s; COMMIT;",
                                             trigger);
  g_assert_cmpint (sqlite3_exec (raw, script, NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (raw);

  g_autoptr(AdjStore) store = store_test_open (dir);
  assert_broken_at (store, 4, "altered");
  store_test_dir_remove (dir);
}

/* An editor who knows the hash format (store_test_rechain) rewrites a row
 * and its hash only: the row checks out on its own, and the next row's
 * link gives it away. */
static void
test_recomputed_hash (void)
{
  if (store_test_sqlite_only ())
    return;
  g_autofree char *dir = store_test_dir ();
  gint64 a, b;
  g_autoptr(AdjStore) store = store_with_history (dir, &a, &b);
  sqlite3 *db = store_test_db (store);
  char *triggers = store_test_triggers_off (db);
  gint64 event_id = store_test_int (db, "SELECT event_id FROM custody WHERE seq = 3");

  /* The whole chain recomputed after the edit holds together: were the
   * format above not the program's, verify would name a row. (That is
   * why a head noted on paper and the signatures exist: test-chain.c.) */
  exec_ok (store, "UPDATE custody SET actor = 'Mallory' WHERE seq = 3");
  store_test_triggers_on (db, g_strdup (triggers));
  assert_broken_at (store, 3, "altered");
  g_free (store_test_triggers_off (db));
  store_test_rechain (db, event_id);
  store_test_triggers_on (db, triggers);
  assert_whole (store, 6);
  drop_triggers (store);

  /* Row 3 alone recomputed, the next row's link left as it was: row 4
   * names it. */
  exec_ok (store, "UPDATE custody SET actor = 'Mallory II' WHERE seq = 3");
  g_autofree char *old_link = store_test_text (db, "SELECT hex (prev_hash) FROM custody WHERE seq = 4");
  store_test_rechain (db, event_id);
  g_autofree char *sql = g_strdup_printf ("UPDATE custody SET prev_hash = x'%s' WHERE seq = 4", old_link);
  exec_ok (store, sql);
  assert_broken_at (store, 4, "does not follow row 3");
  store_test_dir_remove (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/custody/chain", test_chain);
  g_test_add_func ("/custody/refused-entries", test_refused_entries);
  g_test_add_func ("/custody/triggers", test_triggers);
  g_test_add_func ("/custody/edits", test_edits);
  g_test_add_func ("/custody/edit-and-restore-triggers", test_edit_and_restore_triggers);
  g_test_add_func ("/custody/recomputed-hash", test_recomputed_hash);
  return g_test_run ();
}
