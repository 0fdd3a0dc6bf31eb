/* test-chain.c — one custody chain per event, the stored documents under
 * it and heads noted on paper: what each catches that the hashes alone do
 * not
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The attacker here can write the file and knows the hash format
 * (store_test_rechain): every edit is followed by a whole chain hashed
 * again, so that only what the file cannot supply (a head on paper)
 * tells.
 */
#include "config.h"

#include <sys/wait.h>
#include <unistd.h>

#include "adj-store-verbs.h"
#include "store-test.h"

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
  f->db = adj_store_get_db (f->store);
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
  return store_test_int (f->db, sql);
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
  g_assert_cmpint (store_test_int (f->db, "SELECT max (seq) FROM custody"), ==, 3);
  g_assert_cmpint (store_test_int (f->db, "SELECT min (id) FROM envelopes"), ==, 71);
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
  g_autofree char *path = g_build_filename (f->dir, "adjourn.db", NULL);
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
                _exit (1);
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
  g_assert_cmpint (store_test_int (f->db, "SELECT count(*) FROM envelopes"), ==, 2 * WRITES_EACH);
  g_assert_cmpint (store_test_int (f->db, "SELECT count(DISTINCT position) FROM custody"), ==, 4 * WRITES_EACH);
  assert_whole (f, 4 * WRITES_EACH);
  g_autofree char *noted = head (f, club);
  g_autofree char *expected = g_strdup_printf ("%d-", 4 * WRITES_EACH);
  g_assert_true (g_str_has_prefix (noted, expected));
  /* Whether the two took turns (they usually do): said, not required. */
  g_test_message ("writer 1's first row: %" G_GINT64_FORMAT ", writer 0's last: %" G_GINT64_FORMAT,
                  store_test_int (f->db, "SELECT min (c.seq) FROM custody c JOIN envelopes v ON v.id = c.envelope_id"
                                         " JOIN games g ON g.id = v.game_id WHERE g.board LIKE '1-%'"),
                  store_test_int (f->db, "SELECT max (c.seq) FROM custody c JOIN envelopes v ON v.id = c.envelope_id"
                                         " JOIN games g ON g.id = v.game_id WHERE g.board LIKE '0-%'"));
}

/* ---- documents ---------------------------------------------------------- */

static void
test_document_edited (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  gint64 a = import (f, club, "1");
  gint64 b = import (f, club, "2");
  assert_whole (f, 2);
  g_autofree char *original = store_test_text (f->db, "SELECT document FROM envelopes WHERE id = 2");

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
  g_autofree char *before = store_test_digest (f->db);
  AdjOpening opening = { .arbiter = "Serra, Anna" };
  g_assert_false (adj_store_open_envelope (f->store, b, &opening, "Td2", &error));
  g_assert_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_BROKEN);
  assert_message (error, "envelope 2:");
  g_clear_error (&error);
  g_autofree char *after = store_test_digest (f->db);
  g_assert_cmpstr (after, ==, before);

  /* The program's own change of a document is recorded: the opening. */
  g_assert_true (adj_store_open_envelope (f->store, a, &opening, "Td2", &error));
  g_assert_no_error (error);
  g_assert_cmpint (store_test_int (f->db, "SELECT count(*) FROM custody WHERE kind = 'opened' AND document_hash IS NOT NULL"),
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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/chain/independent", test_independent);
  ADD ("/chain/on-its-own", test_on_its_own);
  ADD ("/chain/two-writers", test_two_writers);
  ADD ("/chain/document-edited", test_document_edited);
  ADD ("/chain/head-rewritten", test_head_rewritten);
  ADD ("/chain/head-cut", test_head_cut);
  ADD ("/chain/head-text", test_head_text);
#undef ADD
  return g_test_run ();
}
