/* test-chain.c — one custody chain per event, the stored documents under
 * it, heads noted on paper and the events' signatures: what each catches
 * that the hashes alone do not
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The attacker here can write the file and knows the hash format
 * (store_test_rechain): every edit is followed by a whole chain hashed
 * again, so that only what the file cannot supply (a head on paper, a
 * signature made with the passphrase) tells.
 */
#include "config.h"

#include <sys/wait.h>
#include <unistd.h>

#include "adj-facts.h"
#include "adj-store-verbs.h"
#include "store-test.h"

#define PASSPHRASE "the arbiter's own words"

static const char club[] = "Club championship";
static const char open_event[] = "Winter open";

typedef struct {
  char     *dir;
  AdjStore *store;
  sqlite3  *db;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->dir = store_test_dir ();
  f->store = store_test_open (f->dir);
  f->db = store_test_db (f->store);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_clear_object (&f->store);
  store_test_dir_remove (f->dir);
  g_free (f->dir);
}

static char *
document_for (const char *event, const char *board)
{
  return store_test_envelope (event, "5", board, "Vidal, Marta", "Puig, Jordi", "2026-11-21T21:00:00+01:00", NULL);
}

static gint64
import (Fixture *f, const char *event, const char *board)
{
  g_autofree char *document = document_for (event, board);
  return store_test_import (f->store, document);
}

static void
hand_over (Fixture *f, gint64 id, const char *to)
{
  g_autoptr(GError) error = NULL;
  AdjCustodyAct act = { .actor = "Serra, Anna" };
  g_assert_true (adj_store_hand_over (f->store, id, &act, to, &error));
  g_assert_no_error (error);
}

static char *
head (Fixture *f, const char *event)
{
  g_autoptr(GError) error = NULL;
  char *text = adj_custody_event_head (f->store, event, &error);
  g_assert_no_error (error);
  return text;
}

static gint64
event_id (Fixture *f, const char *event)
{
  g_autofree char *sql = g_strdup_printf ("SELECT id FROM events WHERE name = '%s'", event);
  return store_test_store_int (f->store, sql);
}

/* The whole archive verifies, with ROWS rows (-1: any number). */
static void
assert_whole (Fixture *f, gint64 rows)
{
  g_autoptr(GError) error = NULL;
  gint64 n = 0;
  g_assert_true (adj_custody_verify (f->store, &n, NULL, &error));
  g_assert_no_error (error);
  if (rows >= 0)
    g_assert_cmpint (n, ==, rows);
}

static void
assert_message (const GError *error, const char *part)
{
  if (error == NULL || strstr (error->message, part) == NULL)
    g_error ("message '%s' does not say '%s'", error ? error->message : "(none)", part);
}

/* The chain EVENT names in CHECK's list. */
static const AdjCustodyChain *
chain_named (const AdjCustodyCheck *check, const char *event)
{
  for (guint i = 0; i < check->chains->len; i++)
    {
      const AdjCustodyChain *chain = check->chains->pdata[i];
      if (g_strcmp0 (chain->event, event) == 0)
        return chain;
    }
  g_error ("no chain for %s", event ? event : "the archive");
  return NULL;
}

/* ---- chains ------------------------------------------------------------- */

static void
test_independent (Fixture *f, gconstpointer data)
{
  if (store_test_sqlite_only ())
    return;
  g_autoptr(GError) error = NULL;
  gint64 a = import (f, club, "1");
  gint64 b = import (f, open_event, "1");
  hand_over (f, a, "Chief arbiter");

  /* Each event's rows are numbered in its own chain. */
  g_autoptr(GPtrArray) of_a = adj_custody_list (f->store, a, &error);
  g_assert_cmpuint (of_a->len, ==, 2);
  g_assert_cmpint (((AdjCustodyEntry *) of_a->pdata[0])->position, ==, 1);
  g_assert_cmpint (((AdjCustodyEntry *) of_a->pdata[1])->position, ==, 2);
  g_autoptr(GPtrArray) of_b = adj_custody_list (f->store, b, &error);
  g_assert_cmpint (((AdjCustodyEntry *) of_b->pdata[0])->seq, ==, 2);
  g_assert_cmpint (((AdjCustodyEntry *) of_b->pdata[0])->position, ==, 1);

  g_autofree char *head_a = head (f, club);
  g_assert_true (g_str_has_prefix (head_a, "2-"));
  g_assert_true (g_regex_match_simple ("^[0-9]+-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$", head_a, 0, 0));
  g_autofree char *hash_a = g_ascii_strup (((AdjCustodyEntry *) of_a->pdata[1])->hash, 16);
  g_autoptr(GString) digits = g_string_new (head_a + 2);
  g_string_replace (digits, "-", "", 0);
  g_assert_cmpstr (digits->str, ==, hash_a);

  /* Appending to one event's chain, or to the archive's, leaves the
   * other's head as it was. */
  g_autofree char *head_b = head (f, open_event);
  hand_over (f, b, "Chief arbiter");
  hand_over (f, b, "Federation");
  g_assert_true (adj_custody_append (f->store, 0, ADJ_CUSTODY_CHECKED, "Serra, Anna", NULL, "safe inventory", NULL,
                                     &error));
  g_autofree char *head_a_after = head (f, club);
  g_assert_cmpstr (head_a_after, ==, head_a);
  g_autofree char *head_b_after = head (f, open_event);
  g_assert_cmpstr (head_b_after, !=, head_b);
  g_assert_true (g_str_has_prefix (head_b_after, "3-"));
  g_autofree char *archive = head (f, NULL);
  g_assert_true (g_str_has_prefix (archive, "1-"));

  AdjCustodyCheck check = { 0 };
  g_assert_true (adj_custody_check (f->store, NULL, &check, &error));
  g_assert_no_error (error);
  g_assert_cmpint (check.rows, ==, 6);
  g_assert_cmpuint (check.chains->len, ==, 3);
  g_assert_cmpint (chain_named (&check, NULL)->kind, ==, ADJ_CUSTODY_CHAIN_ARCHIVE);
  g_assert_cmpint (chain_named (&check, club)->rows, ==, 2);
  g_assert_cmpstr (chain_named (&check, club)->head, ==, head_a);
  g_assert_cmpint (chain_named (&check, open_event)->rows, ==, 3);
  /* Nobody gave a passphrase: nothing is signed, there is no key. */
  g_assert_cmpint (chain_named (&check, club)->signed_through, ==, 0);
  g_assert_null (chain_named (&check, club)->public_key);
  g_assert_cmpint (check.documents, ==, 2);
  adj_custody_check_clear (&check);

  /* An empty chain has a head too, and an unknown event none. */
  g_assert_cmpint (sqlite3_exec (f->db, "INSERT INTO events (name, rules, created_at) VALUES ('Empty', 'fide-2023', '')",
                                 NULL, NULL, NULL), ==, SQLITE_OK);
  g_autofree char *empty = head (f, "Empty");
  g_assert_cmpstr (empty, ==, "0-0000-0000-0000-0000");
  g_assert_null (adj_custody_event_head (f->store, "Nowhere", &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND);
}

/* An event's chain is verified reading nothing of another, and still
 * verifies where every row id is another (another archive's, after a
 * push): its hashes name no seq, no envelope or event id. */
static void
test_on_its_own (Fixture *f, gconstpointer data)
{
  if (store_test_sqlite_only ())
    return;
  g_autoptr(GError) error = NULL;
  gint64 a = import (f, club, "1");
  gint64 b = import (f, open_event, "1");
  import (f, club, "2");
  hand_over (f, a, "Chief arbiter");
  hand_over (f, b, "Chief arbiter");
  g_autofree char *head_a = head (f, club);

  /* The other event's chain broken: the whole archive is not valid, this
   * event's chain is. */
  char *triggers = store_test_triggers_off (f->db);
  store_test_exec (f->db, "UPDATE custody SET actor = 'Mallory' WHERE seq = 5");
  store_test_triggers_on (f->db, triggers);
  g_assert_false (adj_custody_verify (f->store, NULL, NULL, &error));
  g_assert_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_BROKEN);
  g_clear_error (&error);
  g_assert_false (adj_custody_check (f->store, open_event, NULL, &error));
  g_assert_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_BROKEN);
  g_clear_error (&error);
  AdjCustodyCheck check = { 0 };
  g_assert_true (adj_custody_check (f->store, club, &check, &error));
  g_assert_no_error (error);
  g_assert_cmpint (check.rows, ==, 3);
  g_assert_cmpuint (check.chains->len, ==, 1);
  g_assert_cmpint (check.documents, ==, 2);
  adj_custody_check_clear (&check);

  /* Carried alone to an archive that numbers everything its own way: the
   * other event gone, the rows renumbered, the envelopes, game, round and
   * event given other ids. */
  triggers = store_test_triggers_off (f->db);
  store_test_exec (f->db,
    "PRAGMA foreign_keys = OFF;"
    "DELETE FROM custody WHERE envelope_id = 2;"
    "DELETE FROM envelopes WHERE id = 2;"
    "DELETE FROM games WHERE id = 2;"
    "DELETE FROM rounds WHERE id = 2;"
    "DELETE FROM events WHERE name = 'Winter open';"
    "UPDATE custody SET seq = 2 WHERE seq = 3;"
    "UPDATE custody SET seq = 3 WHERE seq = 4;"
    "UPDATE envelopes SET id = id + 70;"
    "UPDATE custody SET envelope_id = envelope_id + 70, event_id = event_id + 40;"
    "UPDATE games SET id = id + 30; UPDATE envelopes SET game_id = game_id + 30;"
    "UPDATE events SET id = id + 40; UPDATE rounds SET event_id = event_id + 40;"
    "PRAGMA foreign_keys = ON;");
  store_test_triggers_on (f->db, triggers);
  g_assert_cmpint (store_test_store_int (f->store, "SELECT max (seq) FROM custody"), ==, 3);
  g_assert_cmpint (store_test_store_int (f->store, "SELECT min (id) FROM envelopes"), ==, 71);
  assert_whole (f, 3);
  g_assert_true (adj_custody_check (f->store, club, &check, &error));
  g_assert_no_error (error);
  g_assert_cmpint (check.documents, ==, 2);
  adj_custody_check_clear (&check);
  /* And the head noted before is still its head. */
  g_autofree char *head_after = head (f, club);
  g_assert_cmpstr (head_after, ==, head_a);
  g_assert_true (adj_custody_verify_head (f->store, club, head_a, NULL, &error));
  g_assert_no_error (error);
}

/* Two writers (two processes, each its own connection) append to the same
 * event's chain at once: nothing is lost, no position is taken twice, and
 * the chain holds. */
#define WRITES_EACH 25

static void
test_two_writers (Fixture *f, gconstpointer data)
{
  g_autofree char *path = store_test_target (f->dir);
  int start[2];
  g_assert_cmpint (pipe (start), ==, 0);
  pid_t children[2];
  for (guint c = 0; c < G_N_ELEMENTS (children); c++)
    {
      children[c] = fork ();
      g_assert_cmpint (children[c], >=, 0);
      if (children[c] == 0)
        {
          g_autoptr(GError) error = NULL;
          AdjStore *store = adj_store_open (path, &error);
          char go;
          /* Both open, then both start at once. */
          if (read (start[0], &go, 1) != 1)
            _exit (1);
          for (guint i = 0; store && i < WRITES_EACH; i++)
            {
              g_autofree char *board = g_strdup_printf ("%u-%u", c, i);
              g_autofree char *document = document_for (club, board);
              gint64 id = 0;
              AdjCustodyAct act = { .actor = "Serra, Anna" };
              if (!adj_store_import_envelope (store, document, -1, "desk", &id, &error)
                  || !adj_store_hand_over (store, id, &act, "Chief arbiter", &error))
                {
                  g_printerr ("writer %u: %s\n", c, error->message);
                  _exit (1);
                }
            }
          _exit (store ? 0 : 1);
        }
    }
  g_assert_cmpint (write (start[1], "gg", 2), ==, 2);
  close (start[0]);
  close (start[1]);
  for (guint c = 0; c < G_N_ELEMENTS (children); c++)
    {
      int status = 0;
      g_assert_cmpint (waitpid (children[c], &status, 0), ==, children[c]);
      g_assert_true (WIFEXITED (status));
      g_assert_cmpint (WEXITSTATUS (status), ==, 0);
    }
  g_assert_cmpint (store_test_store_int (f->store, "SELECT count(*) FROM envelopes"), ==, 2 * WRITES_EACH);
  g_assert_cmpint (store_test_store_int (f->store, "SELECT count(DISTINCT position) FROM custody"), ==, 4 * WRITES_EACH);
  assert_whole (f, 4 * WRITES_EACH);
  g_autofree char *noted = head (f, club);
  g_autofree char *expected = g_strdup_printf ("%d-", 4 * WRITES_EACH);
  g_assert_true (g_str_has_prefix (noted, expected));
  /* Whether the two took turns (they usually do): said, not required. */
  g_test_message ("writer 1's first row: %" G_GINT64_FORMAT ", writer 0's last: %" G_GINT64_FORMAT,
                  store_test_store_int (f->store, "SELECT min (c.seq) FROM custody c JOIN envelopes v ON v.id = c.envelope_id"
                                         " JOIN games g ON g.id = v.game_id WHERE g.board LIKE '1-%'"),
                  store_test_store_int (f->store, "SELECT max (c.seq) FROM custody c JOIN envelopes v ON v.id = c.envelope_id"
                                         " JOIN games g ON g.id = v.game_id WHERE g.board LIKE '0-%'"));
}

/* Two connections append to one event's chain at once, interleaved by
 * hand: A reads the head in its transaction, B appends and commits, then A
 * appends on the head it read. On PostgreSQL A's position is taken (a
 * serialization failure, SQLSTATE 40001): its whole action is rolled back
 * and run again on B's head, and both entries end in one valid chain. On
 * SQLite A holds the write lock from its first statement, so B could not
 * run in between: PostgreSQL only. */
typedef struct {
  AdjStore *other;
  gint64    id;
  gint64    theirs;   /* the envelope B hands over: 0, the same as A's */
  guint     runs;
  guint     retries;
} Conflict;

static gboolean
conflicting_append (AdjStore *store, gpointer user_data, GError **error)
{
  Conflict *c = user_data;
  c->runs++;
  /* The head as this transaction's snapshot sees it. */
  g_autofree char *seen = adj_custody_event_head (store, club, error);
  if (seen == NULL)
    return FALSE;
  if (c->runs == 1)
    {
      g_autoptr(GError) other_error = NULL;
      AdjCustodyAct act = { .actor = "Puig, Pere" };
      g_assert_true (adj_store_hand_over (c->other, c->theirs ? c->theirs : c->id, &act, "Desk B", &other_error));
      g_assert_no_error (other_error);
    }
  if (!adj_custody_append (store, c->id, ADJ_CUSTODY_HANDED_OVER, "Serra, Anna", NULL,
                           "{\"to\":\"Desk A\"}", NULL, error))
    return FALSE;
  /* What this transaction holds as read, for whoever reads the log. */
  g_autofree char *locks = store_test_store_text (store,
      "SELECT coalesce (string_agg (DISTINCT l.relation::regclass::text || ' ' || l.locktype, ', '), '')"
      " FROM pg_locks l WHERE l.mode = 'SIReadLock' AND l.pid = pg_backend_pid ()");
  g_test_message ("predicate locks of A before its commit: %s", locks);
  return TRUE;
}

static void
test_serialization_conflict (Fixture *f, gconstpointer data)
{
  if (!store_test_on_pg ())
    {
      g_test_skip ("PostgreSQL only: SQLite's write lock lets no second writer in between");
      return;
    }
  gint64 id = import (f, club, "1");
  g_autoptr(GError) error = NULL;
  g_autofree char *target = store_test_target (f->dir);
  g_autoptr(AdjStore) other = adj_store_open (target, &error);
  g_assert_no_error (error);

  Conflict c = { .other = other, .id = id };
  g_assert_true (adj_store_run_in_transaction (f->store, conflicting_append, &c, &error));
  g_assert_no_error (error);
  /* The first run lost to B and was run again. */
  g_assert_cmpuint (c.runs, ==, 2);

  g_autofree char *kinds = store_test_custody_kinds (f->store, id, NULL);
  g_assert_cmpstr (kinds, ==, "created handed-over handed-over");
  g_assert_cmpint (store_test_store_int (f->store, "SELECT count(DISTINCT position) FROM custody"
                                                   " WHERE event_id IS NOT NULL"), ==, 3);
  g_assert_cmpint (store_test_store_int (f->store, "SELECT max (position) FROM custody"
                                                   " WHERE event_id IS NOT NULL"), ==, 3);
  assert_whole (f, 3);
  g_autofree char *noted = head (f, club);
  g_assert_true (g_str_has_prefix (noted, "3-"));
}

/* Two connections act on two different events at once, interleaved by
 * hand as above: A reads its event's head inside its transaction, B hands
 * over an envelope of the other event and commits, then A appends on the
 * head it read and commits. Their chains share nothing, so on PostgreSQL
 * neither is run again: the append reads only its own event's chain (by
 * the index on it), and a row's seq comes from a sequence, not from a
 * max () over the whole log, which made any two actions conflict. Each
 * event is given enough rows first that the two chains' heads lie in
 * different pages of that index: PostgreSQL's serializable transactions
 * lock what they read in an index by the page, and two small chains share
 * one. */
static void
count_retries (const char *domain, GLogLevelFlags level, const char *message, gpointer data)
{
  if (g_str_has_prefix (message, "retrying a transaction"))
    (*(guint *) data)++;
}

#define ROWS_APART 300

static void
test_events_apart (Fixture *f, gconstpointer data)
{
  if (!store_test_on_pg ())
    {
      g_test_skip ("PostgreSQL only: SQLite's write lock lets no second writer in between");
      return;
    }
  gint64 a = import (f, club, "1");
  gint64 b = import (f, open_event, "1");
  for (guint i = 0; i < ROWS_APART; i++)
    {
      hand_over (f, a, "Chief arbiter");
      hand_over (f, b, "Chief arbiter");
    }
  g_autoptr(GError) error = NULL;
  g_autofree char *target = store_test_target (f->dir);
  g_autoptr(AdjStore) other = adj_store_open (target, &error);
  g_assert_no_error (error);

  Conflict apart = { .other = other, .id = a, .theirs = b };
  guint handler = g_log_set_handler ("adjourn-store", G_LOG_LEVEL_DEBUG, count_retries, &apart.retries);
  g_assert_true (adj_store_run_in_transaction (f->store, conflicting_append, &apart, &error));
  g_log_remove_handler ("adjourn-store", handler);
  g_assert_no_error (error);
  /* Both committed at their first run: none was run again. */
  g_assert_cmpuint (apart.runs, ==, 1);
  g_assert_cmpuint (apart.retries, ==, 0);

  g_autofree char *kinds_a = store_test_custody_kinds (f->store, a, NULL);
  g_assert_true (g_str_has_suffix (kinds_a, "handed-over handed-over"));
  g_autofree char *head_a = head (f, club), *head_b = head (f, open_event);
  g_autofree char *expected_a = g_strdup_printf ("%d-", ROWS_APART + 2);
  g_assert_true (g_str_has_prefix (head_a, expected_a));
  g_assert_true (g_str_has_prefix (head_b, expected_a));
  assert_whole (f, 2 * ROWS_APART + 4);
}

/* On PostgreSQL a row's seq comes from a sequence: an action rolled back
 * leaves a gap, which is no removed row; a row removed from the middle of
 * a chain is still found by its positions, and a signed head cut off by
 * the signature. */
static void
test_seq_gap (Fixture *f, gconstpointer data)
{
  if (!store_test_on_pg ())
    {
      g_test_skip ("PostgreSQL only: SQLite gives a row max + 1, without a gap");
      return;
    }
  gint64 a = import (f, club, "1");
  hand_over (f, a, "Chief arbiter");
  /* A number taken by an action that was then rolled back. */
  store_test_store_int (f->store, "SELECT nextval (pg_get_serial_sequence ('custody', 'seq'))");
  hand_over (f, a, "Chief arbiter");
  hand_over (f, a, "Chief arbiter");
  g_assert_cmpint (store_test_store_int (f->store, "SELECT max (seq) - count(*) FROM custody"), ==, 1);
  assert_whole (f, 4);

  /* The row at position 3 removed behind the triggers' back. */
  g_autoptr(GError) error = NULL;
  store_test_store_int (f->store,
      "SELECT count(*) FROM (SELECT set_config ('session_replication_role', 'replica', false)) s");
  store_test_store_int (f->store, "WITH gone AS (DELETE FROM custody WHERE position = 3 RETURNING 1)"
                                  " SELECT count(*) FROM gone");
  store_test_store_int (f->store,
      "SELECT count(*) FROM (SELECT set_config ('session_replication_role', 'origin', false)) s");
  g_assert_false (adj_custody_verify (f->store, NULL, NULL, &error));
  g_assert_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_BROKEN);
  assert_message (error, "the rows between were removed");
}

/* ---- documents ---------------------------------------------------------- */

static void
test_document_edited (Fixture *f, gconstpointer data)
{
  if (store_test_sqlite_only ())
    return;
  g_autoptr(GError) error = NULL;
  gint64 a = import (f, club, "1");
  gint64 b = import (f, club, "2");
  assert_whole (f, 2);
  g_autofree char *original = store_test_store_text (f->store, "SELECT document FROM envelopes WHERE id = 2");

  /* The clocks edited in SQL, behind the log: named by its envelope. */
  const char *edits[] = {
    "UPDATE envelopes SET document = json_set (document, '$.time_used.black', 6000) WHERE id = 2",
    "UPDATE envelopes SET document = json_set (document, '$.position', '8/5pk1/6p1/8/3R4/6P1/5PK1/4r3 b - - 3 41')"
    " WHERE id = 2",
    "UPDATE envelopes SET document = replace (document, '7154', '7054') WHERE id = 2",
  };
  for (guint i = 0; i < G_N_ELEMENTS (edits); i++)
    {
      g_test_message ("edit: %s", edits[i]);
      g_autofree char *restore = g_strdup_printf ("UPDATE envelopes SET document = '%s' WHERE id = 2", original);
      store_test_exec (f->db, edits[i]);
      AdjCustodyCheck check = { 0 };
      g_assert_false (adj_custody_check (f->store, NULL, &check, &error));
      g_assert_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_BROKEN);
      assert_message (error, "envelope 2:");
      assert_message (error, "edited behind the log");
      g_assert_cmpint (check.bad_envelope, ==, b);
      adj_custody_check_clear (&check);
      g_clear_error (&error);
      /* The event's chain alone finds it too. */
      g_assert_false (adj_custody_check (f->store, club, NULL, &error));
      g_assert_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_BROKEN);
      g_clear_error (&error);
      store_test_exec (f->db, restore);
      assert_whole (f, 2);
    }

  /* An edited envelope is not opened: what would be opened is not what
   * was sealed. Nothing is written. */
  store_test_exec (f->db, edits[0]);
  g_autofree char *before = store_test_store_digest (f->store);
  AdjOpening opening = { .arbiter = "Serra, Anna" };
  g_assert_false (adj_store_open_envelope (f->store, b, &opening, "Td2", &error));
  g_assert_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_BROKEN);
  assert_message (error, "envelope 2:");
  g_clear_error (&error);
  g_autofree char *after = store_test_store_digest (f->store);
  g_assert_cmpstr (after, ==, before);

  /* The program's own change of a document is recorded: the opening. */
  g_assert_true (adj_store_open_envelope (f->store, a, &opening, "Td2", &error));
  g_assert_no_error (error);
  g_assert_cmpint (store_test_store_int (f->store, "SELECT count(*) FROM custody WHERE kind = 'opened' AND document_hash IS NOT NULL"),
                   ==, 1);
  g_autofree char *restore = g_strdup_printf ("UPDATE envelopes SET document = '%s' WHERE id = 2", original);
  store_test_exec (f->db, restore);
  assert_whole (f, 3);
  /* The opened document is checked against the opening, not the creation. */
  store_test_exec (f->db, "UPDATE envelopes SET document = json_set (document, '$.sealed_move', 'Td1') WHERE id = 1");
  g_assert_false (adj_custody_verify (f->store, NULL, NULL, &error));
  assert_message (error, "envelope 1:");
  assert_message (error, "row 3 recorded");
}

/* ---- heads on paper ----------------------------------------------------- */

static void
test_head_rewritten (Fixture *f, gconstpointer data)
{
  if (store_test_sqlite_only ())
    return;
  g_autoptr(GError) error = NULL;
  gint64 a = import (f, club, "1");
  gint64 b = import (f, open_event, "1");
  hand_over (f, a, "Chief arbiter");
  hand_over (f, a, "Deputy");
  g_autofree char *noted = head (f, club);      /* printed on the envelope face */
  g_autofree char *other = head (f, open_event);
  hand_over (f, a, "Federation");
  g_assert_true (adj_custody_verify_head (f->store, club, noted, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (adj_custody_verify_head (f->store, NULL, noted, NULL, &error));
  g_assert_no_error (error);

  /* A row before the head rewritten, the whole chain hashed again: the
   * hashes hold, the head noted does not. */
  char *triggers = store_test_triggers_off (f->db);
  store_test_exec (f->db, "UPDATE custody SET note = '{\"to\":\"Mallory\"}' WHERE seq = 3");
  store_test_rechain (f->db, event_id (f, club));
  store_test_triggers_on (f->db, triggers);
  assert_whole (f, 5);
  gint64 seq = -1;
  g_assert_false (adj_custody_verify_head (f->store, club, noted, &seq, &error));
  g_assert_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_BROKEN);
  assert_message (error, "row at position 3 of the chain of the event “Club championship” is not the one noted");
  g_assert_cmpint (seq, ==, 4);
  g_clear_error (&error);
  g_assert_false (adj_custody_verify_head (f->store, NULL, noted, NULL, &error));
  g_assert_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_BROKEN);
  g_clear_error (&error);
  /* The other event's head still holds. */
  g_assert_true (adj_custody_verify_head (f->store, open_event, other, NULL, &error));
  g_assert_no_error (error);
  (void) b;
}

static void
test_head_cut (Fixture *f, gconstpointer data)
{
  if (store_test_sqlite_only ())
    return;
  g_autoptr(GError) error = NULL;
  gint64 b = import (f, open_event, "1");
  gint64 a = import (f, club, "1");
  hand_over (f, b, "Chief arbiter");
  hand_over (f, a, "Chief arbiter");
  hand_over (f, a, "Deputy");
  hand_over (f, a, "Federation");
  g_autofree char *noted = head (f, club);
  g_assert_true (g_str_has_prefix (noted, "4-"));

  /* The last two rows cut: they were the newest of the archive, so no
   * gap shows and the chain that is left holds. */
  char *triggers = store_test_triggers_off (f->db);
  store_test_exec (f->db, "DELETE FROM custody WHERE seq > 4");
  store_test_triggers_on (f->db, triggers);
  assert_whole (f, 4);
  gint64 seq = -1;
  g_assert_false (adj_custody_verify_head (f->store, club, noted, &seq, &error));
  g_assert_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_BROKEN);
  assert_message (error, "the chain of the event “Club championship” has 2 rows; the head noted");
  assert_message (error, "is row 4: rows were cut from its end");
  g_assert_cmpint (seq, ==, 0);
  g_clear_error (&error);
  g_assert_false (adj_custody_verify_head (f->store, NULL, noted, NULL, &error));
  g_assert_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_BROKEN);
}

static void
test_head_text (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  gint64 a = import (f, club, "1");
  hand_over (f, a, "Chief arbiter");
  g_autofree char *noted = head (f, club);

  /* As copied by hand: any case, spaces, fewer groups (8 digits at least). */
  g_autofree char *lower = g_ascii_strdown (noted, -1);
  g_autoptr(GString) spaced = g_string_new (noted);
  g_string_replace (spaced, "-", " - ", 0);
  g_autofree char *short_form = g_strndup (noted, strlen ("2-XXXX-XXXX"));
  const char *good[] = { noted, lower, spaced->str, short_form, "0-0000" "0000" };
  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_assert_true (adj_custody_verify_head (f->store, club, good[i], NULL, &error));
      g_assert_no_error (error);
    }
  g_autofree char *too_short = g_strndup (noted, strlen ("2-XXXX-XX"));
  const char *bad[] = { "", "12", "-3F2A-91C0", "3F2A-91C0-7B4D-E810", "2-3F2A-91CG", too_short, "x2-3F2A-91C0" };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_assert_false (adj_custody_verify_head (f->store, club, bad[i], NULL, &error));
      g_assert_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_INVALID);
      g_clear_error (&error);
    }
  g_assert_false (adj_custody_verify_head (f->store, "Nowhere", noted, NULL, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND);
}

/* ---- signatures --------------------------------------------------------- */

/* Seal a digital envelope on BOARD of EVENT with the passphrase (the first
 * sealing sets it and makes the event's key pair). */
static gint64
seal_digital (Fixture *f, const char *event, const char *board)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *document = document_for (event, board);
  g_autoptr(AdjEnvelope) envelope = adj_envelope_new_from_data (document, -1, &error);
  g_assert_no_error (error);
  AdjSealLimits limits;
  adj_seal_limits_minimum (&limits);
  g_autoptr(AdjSealKey) key = adj_seal_key_derive (f->store, event, PASSPHRASE, &limits, &error);
  g_assert_no_error (error);
  AdjSealing sealing = { .act = { .actor = "Serra, Anna" }, .key = key, .move = "Td2" };
  gint64 id = 0;
  g_assert_true (adj_store_seal (f->store, envelope, &sealing, &id, NULL, &error));
  g_assert_no_error (error);
  return id;
}

/* How far EVENT's chain is signed, its rows in *ROWS (may be NULL). */
static gint64
signed_through (Fixture *f, const char *event, gint64 *rows)
{
  g_autoptr(GError) error = NULL;
  AdjCustodyCheck check = { 0 };
  g_assert_true (adj_custody_check (f->store, event, &check, &error));
  g_assert_no_error (error);
  const AdjCustodyChain *chain = chain_named (&check, event);
  gint64 through = chain->signed_through;
  if (rows)
    *rows = chain->rows;
  g_autofree char *key = adj_custody_event_public_key (f->store, event, &error);
  g_assert_cmpstr (chain->public_key, ==, key);
  adj_custody_check_clear (&check);
  return through;
}

static void
test_signed (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  gint64 a = seal_digital (f, club, "1");
  gint64 rows = 0;
  /* created, checked, sealed: the head the sealing left is signed. */
  g_assert_cmpint (signed_through (f, club, &rows), ==, 3);
  g_assert_cmpint (rows, ==, 3);
  g_autofree char *key = adj_custody_event_public_key (f->store, club, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (strlen (key), ==, 64);
  /* The secret key is kept encrypted: never the bytes that sign. */
  g_assert_cmpint (store_test_store_int (f->store, "SELECT length (sign_secret) FROM events"), ==, 24 + 16 + 64);

  /* Paper steps have no passphrase: they are not signed. */
  hand_over (f, a, "Chief arbiter");
  hand_over (f, a, "Deputy");
  g_assert_cmpint (signed_through (f, club, &rows), ==, 3);
  g_assert_cmpint (rows, ==, 5);

  /* The opening with the passphrase signs the head it leaves: every row. */
  AdjOpening opening = { .arbiter = "Serra, Anna" };
  g_autofree char *move = NULL;
  g_assert_true (adj_seal_open (f->store, a, &opening, PASSPHRASE, &move, &error));
  g_assert_no_error (error);
  g_assert_cmpint (signed_through (f, club, &rows), ==, 6);
  g_assert_cmpint (rows, ==, 6);
  g_assert_cmpint (store_test_store_int (f->store, "SELECT count(*) FROM custody_signatures"), ==, 2);
  assert_whole (f, 6);

  /* Signatures are append-only like the log. */
  const char *edits[] = { "DELETE FROM custody_signatures", "UPDATE custody_signatures SET position = 1",
                          "DELETE FROM custody", "UPDATE custody SET actor = 'Mallory'" };
  for (guint i = 0; i < G_N_ELEMENTS (edits); i++)
    {
      g_autoptr(GError) refused = NULL;
      g_assert_false (adj_db_exec (adj_store_get_db (f->store), edits[i], &refused));
      g_assert_error (refused, ADJ_DB_ERROR, ADJ_DB_ERROR_CONSTRAINT);
      assert_message (refused, "append-only");
    }
  g_assert_cmpint (store_test_store_int (f->store, "SELECT count(*) FROM custody_signatures"), ==, 2);
}

/* A rewrite before a signed row, every hash recomputed and no head noted:
 * the signature catches it. After the last signed row it cannot (a head
 * noted can); nor can it once its row is cut, which it then says. */
static void
test_signature_catches (Fixture *f, gconstpointer data)
{
  if (store_test_sqlite_only ())
    return;
  g_autoptr(GError) error = NULL;
  gint64 a = seal_digital (f, club, "1");
  hand_over (f, a, "Chief arbiter");
  g_assert_cmpint (signed_through (f, club, NULL), ==, 3);
  gint64 club_id = event_id (f, club);

  char *triggers = store_test_triggers_off (f->db);
  store_test_exec (f->db, "UPDATE custody SET actor = 'Mallory' WHERE seq = 2");
  store_test_rechain (f->db, club_id);
  store_test_triggers_on (f->db, triggers);
  gint64 bad = 0;
  g_assert_false (adj_custody_verify (f->store, NULL, &bad, &error));
  g_assert_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_BROKEN);
  assert_message (error, "not the row the event’s key signed at position 3");
  assert_message (error, "rewritten");
  g_assert_cmpint (bad, ==, 3);
  g_clear_error (&error);
  g_assert_false (adj_custody_check (f->store, club, NULL, &error));
  g_clear_error (&error);

  /* After the last signed row: the hashes and signatures hold. */
  triggers = store_test_triggers_off (f->db);
  store_test_exec (f->db, "UPDATE custody SET actor = 'Serra, Anna' WHERE seq = 2;"
                          " UPDATE custody SET note = '{\"to\":\"Mallory\"}' WHERE seq = 4");
  store_test_rechain (f->db, club_id);
  store_test_triggers_on (f->db, triggers);
  assert_whole (f, 4);

  /* The signed rows cut: the signature outlives them. */
  triggers = store_test_triggers_off (f->db);
  store_test_exec (f->db, "DELETE FROM custody WHERE seq >= 3");
  store_test_triggers_on (f->db, triggers);
  g_assert_false (adj_custody_verify (f->store, NULL, NULL, &error));
  assert_message (error, "has 2 rows, but its row at position 3 was signed: rows were cut from its end");
}

/* The event's key pair replaced by one made without the passphrase, the
 * chain re-signed with it: verification alone cannot tell (the public key
 * printed with the head can), and the next verb given the passphrase
 * refuses to sign with it. */
static void
test_key_replaced (Fixture *f, gconstpointer data)
{
  if (store_test_sqlite_only ())
    return;
  g_autoptr(GError) error = NULL;
  seal_digital (f, club, "1");
  g_autofree char *printed = adj_custody_event_public_key (f->store, club, &error);

  guint8 pk[crypto_sign_PUBLICKEYBYTES], sk[crypto_sign_SECRETKEYBYTES];
  crypto_sign_keypair (pk, sk);
  g_autofree char *pk_hex = g_malloc (2 * sizeof pk + 1);
  sodium_bin2hex (pk_hex, 2 * sizeof pk + 1, pk, sizeof pk);
  g_autofree char *sql = g_strdup_printf ("UPDATE events SET sign_public = x'%s'", pk_hex);
  store_test_exec (f->db, sql);
  g_assert_false (adj_custody_verify (f->store, NULL, NULL, &error));
  assert_message (error, "signed at position 3");
  g_clear_error (&error);
  /* Re-signed with the new key (the signatures table dropped and made again). */
  store_test_exec (f->db, "DROP TABLE custody_signatures;"
                          " CREATE TABLE custody_signatures (event_id INTEGER NOT NULL REFERENCES events (id),"
                          " position INTEGER NOT NULL, signature BLOB NOT NULL, signed_at TEXT NOT NULL,"
                          " PRIMARY KEY (event_id, position));"
                          " CREATE TRIGGER custody_signatures_no_update BEFORE UPDATE ON custody_signatures"
                          " BEGIN SELECT RAISE (ABORT, 'the custody log is append-only'); END;"
                          " CREATE TRIGGER custody_signatures_no_delete BEFORE DELETE ON custody_signatures"
                          " BEGIN SELECT RAISE (ABORT, 'the custody log is append-only'); END;");
  g_assert_true (adj_store_begin (f->store, "test", &error));
  g_assert_true (adj_custody_sign_head_in_transaction (f->store, event_id (f, club), sk, &error));
  g_assert_true (adj_store_commit (f->store, "test", &error));
  g_assert_no_error (error);
  assert_whole (f, 3);
  g_autofree char *now = adj_custody_event_public_key (f->store, club, &error);
  g_assert_cmpstr (now, !=, printed);

  /* The arbiter's next digital step: refused, nothing written. */
  g_autofree char *document = document_for (club, "2");
  gint64 b = store_test_import (f->store, document);
  g_autofree char *mid = store_test_store_digest (f->store);
  g_assert_false (adj_seal_envelope (f->store, b, PASSPHRASE, "Td2", "Serra, Anna", NULL, &error));
  g_assert_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_CRYPTO);
  assert_message (error, "signing key of the event “Club championship” was altered");
  g_autofree char *after = store_test_store_digest (f->store);
  g_assert_cmpstr (after, ==, mid);
}

/* An event whose passphrase was set before the events had key pairs gets
 * one the next time the passphrase is given; a resumption given it signs. */
static void
test_key_made_later (Fixture *f, gconstpointer data)
{
  if (store_test_sqlite_only ())
    return;
  g_autoptr(GError) error = NULL;
  gint64 a = seal_digital (f, club, "1");
  /* As an archive of schema 2 left it. */
  store_test_exec (f->db, "UPDATE events SET sign_public = NULL, sign_secret = NULL");
  char *triggers = store_test_triggers_off (f->db);
  store_test_exec (f->db, "DELETE FROM custody_signatures");
  store_test_triggers_on (f->db, triggers);
  g_assert_cmpint (signed_through (f, club, NULL), ==, 0);
  g_autofree char *none = adj_custody_event_public_key (f->store, club, &error);
  g_assert_no_error (error);
  g_assert_null (none);

  g_autoptr(AdjFacts) facts = adj_facts_new_from_data (
    "{\"format\": \"adjourn-resumption\", \"version\": 1, \"arrivals\": {\"white\": 0, \"black\": 0}}", -1, &error);
  g_assert_no_error (error);
  AdjResuming how = { .act = { .actor = "Serra, Anna" }, .passphrase = PASSPHRASE };
  g_autoptr(AdjOutcome) outcome = adj_store_resume (f->store, a, facts, &how, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (outcome);
  gint64 rows = 0;
  g_assert_cmpint (signed_through (f, club, &rows), ==, 5);
  g_assert_cmpint (rows, ==, 5);
  g_autofree char *made = adj_custody_event_public_key (f->store, club, &error);
  g_assert_nonnull (made);

  /* A wrong passphrase signs nothing and writes nothing. */
  g_autofree char *before = store_test_store_digest (f->store);
  AdjResuming wrong = { .act = { .actor = "Serra, Anna" }, .passphrase = "not it", .correct = TRUE,
                        .correction = "typed wrongly" };
  g_autoptr(AdjOutcome) refused = adj_store_resume (f->store, a, facts, &wrong, NULL, &error);
  g_assert_null (refused);
  g_assert_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_PASSPHRASE);
  g_autofree char *after = store_test_store_digest (f->store);
  g_assert_cmpstr (after, ==, before);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/chain/independent", test_independent);
  ADD ("/chain/on-its-own", test_on_its_own);
  ADD ("/chain/two-writers", test_two_writers);
  ADD ("/chain/serialization-conflict", test_serialization_conflict);
  ADD ("/chain/events-apart", test_events_apart);
  ADD ("/chain/seq-gap", test_seq_gap);
  ADD ("/chain/document-edited", test_document_edited);
  ADD ("/chain/head-rewritten", test_head_rewritten);
  ADD ("/chain/head-cut", test_head_cut);
  ADD ("/chain/head-text", test_head_text);
  ADD ("/chain/signed", test_signed);
  ADD ("/chain/signature-catches", test_signature_catches);
  ADD ("/chain/key-replaced", test_key_replaced);
  ADD ("/chain/key-made-later", test_key_made_later);
#undef ADD
  return g_test_run ();
}
