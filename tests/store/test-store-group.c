/* test-store-group.c — the store's grouped writes: all or nothing, nested groups
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Separate from test-store.c: a group is a verb of its own (adj_store_group),
 * with its own fixtures.
 */
#include "config.h"

#include "test-store.h"

/* ---- grouped writes ---------------------------------------------------------- */

/* What a group writes: an envelope, the arbiter's check of it, its outcome,
 * then a second envelope, which is the last step. */
typedef struct {
  const char *fail;     /* NULL; "last-write": the last import fails; "abandon": FUNC gives up after it */
  gint64      n_custody_before;
  gint64      first, second;
  gint64      chain_inside;   /* rows adj_custody_verify saw before the last step */
} Group;

#define GROUP_OUTCOME "{\"status\": \"finished\", \"result\": \"1-0\", \"reason\": \"resigned\"}"

static gboolean
group_writes (AdjStore *store, gpointer user_data, GError **error)
{
  Group *g = user_data;
  g_autofree char *first = store_test_envelope ("Grouped open", "1", "1", "Ros, Pere", "Puig, Jordi",
                                                "2026-11-21T21:00:00+01:00", NULL);
  g_autofree char *second = store_test_envelope ("Grouped open", "1", "2", "Vidal, Marta", "Soler, Nuria",
                                                 "2026-11-21T21:05:00+01:00", NULL);
  /* Still inside the group's transaction when they return. */
  if (!adj_store_import_envelope (store, first, -1, "group", &g->first, error))
    return FALSE;
  g_assert_false (!store_test_in_transaction (store));
  if (!adj_custody_append (store, g->first, ADJ_CUSTODY_CHECKED, "Serra, Anna", NULL, "seal intact", NULL, error)
      || !adj_store_record_outcome (store, g->first, GROUP_OUTCOME, &(AdjCustodyAct) { .actor = "Serra, Anna" }, NULL, error))
    return FALSE;
  /* The entries written so far chain on the ones committed before. */
  if (!adj_custody_verify (store, &g->chain_inside, NULL, error))
    return FALSE;
  if (g_strcmp0 (g->fail, "last-write") == 0)
    adj_store_set_fail_point (store, "before-commit");
  if (!adj_store_import_envelope (store, second, -1, "group", &g->second, error))
    return FALSE;
  if (g_strcmp0 (g->fail, "abandon") == 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, "abandoned after its last write");
      return FALSE;
    }
  return TRUE;
}

static void
assert_chain (AdjStore *store, gint64 expected_rows)
{
  g_autoptr(GError) error = NULL;
  gint64 n_rows = -1, bad = -1;
  g_assert_true (adj_custody_verify (store, &n_rows, &bad, &error));
  g_assert_no_error (error);
  g_assert_cmpint (n_rows, ==, expected_rows);
  g_assert_cmpint (bad, ==, 0);
}

/* A group that fails at its last step, or is abandoned there, leaves the
 * file as it was, chain included; the same group then goes in whole and is
 * seen by another connection. */
static void
test_group (void)
{
  g_autofree char *dir = store_test_dir ();
  g_autoptr(AdjStore) store = store_test_open (dir);
  g_autoptr(GError) error = NULL;

  /* Something committed before, so that the group has a chain to extend. */
  g_autofree char *earlier = example ("Vidal, Marta", "2026-11-20T21:00:00+01:00");
  gint64 earlier_id = store_test_import (store, earlier);
  g_assert_true (adj_custody_append (store, earlier_id, ADJ_CUSTODY_HANDED_OVER, "Serra, Anna", NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  g_autofree char *before = store_test_store_digest (store);
  g_autofree char *head_before = adj_custody_head (store, NULL);

  const char *failures[] = { "last-write", "abandon" };
  for (guint i = 0; i < G_N_ELEMENTS (failures); i++)
    {
      Group g = { .fail = failures[i] };
      g_assert_false (adj_store_run_in_transaction (store, group_writes, &g, &error));
      if (i == 0)
        g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DB);
      else
        g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      g_clear_error (&error);
      /* The steps before the last one did run, and the chain held inside. */
      g_assert_cmpint (g.first, >, 0);
      g_assert_cmpint (g.chain_inside, ==, 2 + 3);
      g_assert_true (!store_test_in_transaction (store));
      g_autofree char *after = store_test_store_digest (store);
      g_assert_cmpstr (after, ==, before);
      g_autofree char *head_after = adj_custody_head (store, NULL);
      g_assert_cmpstr (head_after, ==, head_before);
      assert_chain (store, 2);
    }

  Group g = { 0 };
  g_assert_true (adj_store_run_in_transaction (store, group_writes, &g, &error));
  g_assert_no_error (error);
  g_assert_true (!store_test_in_transaction (store));
  g_assert_cmpint (g.second, >, g.first);
  assert_chain (store, 2 + 4);
  g_autoptr(GPtrArray) entries = adj_custody_list (store, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (entries->len, ==, 6);
  const AdjCustodyKind kinds[] = { ADJ_CUSTODY_CREATED, ADJ_CUSTODY_CHECKED, ADJ_CUSTODY_OUTCOME, ADJ_CUSTODY_CREATED };
  const gint64 about[] = { g.first, g.first, g.first, g.second };
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      AdjCustodyEntry *entry = g_ptr_array_index (entries, 2 + i);
      /* SQLite numbers the rows max + 1, so the groups rolled back left no
       * gap; PostgreSQL's sequence gave their numbers away: rising only. */
      if (store_test_on_pg ())
        g_assert_cmpint (entry->seq, >, ((AdjCustodyEntry *) g_ptr_array_index (entries, 1 + i))->seq);
      else
        g_assert_cmpint (entry->seq, ==, 3 + i);
      g_assert_cmpint (entry->kind, ==, kinds[i]);
      g_assert_cmpint (entry->envelope_id, ==, about[i]);
    }

  /* Committed: another connection sees all of it. */
  g_autoptr(AdjStore) other = store_test_open (dir);
  g_assert_cmpint (adj_store_count (other, "envelopes", NULL), ==, 3);
  g_assert_cmpint (adj_store_count (other, "outcomes", NULL), ==, 1);
  g_assert_cmpint (adj_store_count (other, "custody", NULL), ==, 6);
  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (other, g.first, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (info->game_state, ==, "finished");
  assert_chain (other, 6);

  /* Alone again, a write is its own transaction as before. */
  g_autofree char *later = example ("Vidal, Marta", "2026-11-22T21:00:00+01:00");
  store_test_import (store, later);
  g_assert_cmpint (adj_store_count (other, "envelopes", NULL), ==, 4);
  store_test_dir_remove (dir);
}

typedef struct {
  gint64 kept, failed_event_rows;
  gboolean inner_fails;
} Nested;

static gboolean
inner_group (AdjStore *store, gpointer user_data, GError **error)
{
  Nested *n = user_data;
  g_autofree char *doc = store_test_envelope ("Inner group", "1", "1", "A", "B", "2026-11-21T21:00:00+01:00", NULL);
  if (!adj_store_import_envelope (store, doc, -1, "inner", NULL, error))
    return FALSE;
  if (n->inner_fails)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, "inner group abandoned");
      return FALSE;
    }
  return TRUE;
}

/* The single writes inside a group: one that fails leaves nothing of its
 * own, the group carries on without it; groups nest the same way. */
static gboolean
nested_writes (AdjStore *store, gpointer user_data, GError **error)
{
  Nested *n = user_data;
  g_autofree char *doc = example ("Ros, Pere", "2026-11-21T21:00:00+01:00");
  if (!adj_store_import_envelope (store, doc, -1, "group", &n->kept, error))
    return FALSE;

  /* A duplicate, and an import failing after it wrote its event, round,
   * game and envelope rows. */
  g_autoptr(GError) refused = NULL;
  g_assert_false (adj_store_import_envelope (store, doc, -1, "group", NULL, &refused));
  g_assert_error (refused, ADJ_STORE_ERROR, ADJ_STORE_ERROR_EXISTS);
  g_clear_error (&refused);
  g_autofree char *failing = store_test_envelope ("Failed event", "1", "1", "A", "B",
                                                  "2026-11-21T21:00:00+01:00", NULL);
  adj_store_set_fail_point (store, "after-envelope");
  g_assert_false (adj_store_import_envelope (store, failing, -1, "group", NULL, &refused));
  g_assert_error (refused, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DB);
  g_clear_error (&refused);
  n->failed_event_rows = adj_store_count (store, "events", NULL);

  /* A rule refused (a "created" entry is not written by hand). */
  g_assert_false (adj_custody_append (store, n->kept, ADJ_CUSTODY_CREATED, "Serra, Anna", NULL, NULL, NULL, &refused));
  g_assert_error (refused, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_INVALID);
  g_clear_error (&refused);

  /* A group inside the group, abandoned: its import is undone. */
  n->inner_fails = TRUE;
  g_assert_false (adj_store_run_in_transaction (store, inner_group, n, &refused));
  g_assert_error (refused, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&refused);

  if (!adj_custody_append (store, n->kept, ADJ_CUSTODY_CHECKED, "Serra, Anna", NULL, NULL, NULL, error)
      || !adj_store_record_outcome (store, n->kept, GROUP_OUTCOME, &(AdjCustodyAct) { .actor = "Serra, Anna" }, NULL, error))
    return FALSE;
  /* The same inner group again, kept this time. */
  n->inner_fails = FALSE;
  return adj_store_run_in_transaction (store, inner_group, n, error);
}

static void
test_group_nested (void)
{
  g_autofree char *dir = store_test_dir ();
  g_autoptr(AdjStore) store = store_test_open (dir);
  g_autoptr(GError) error = NULL;

  Nested n = { 0 };
  g_assert_true (adj_store_run_in_transaction (store, nested_writes, &n, &error));
  g_assert_no_error (error);
  g_assert_true (!store_test_in_transaction (store));
  /* The failed import's event was gone already inside the group. */
  g_assert_cmpint (n.failed_event_rows, ==, 1);

  g_autoptr(AdjStore) other = store_test_open (dir);
  g_autoptr(GPtrArray) all = adj_store_list_envelopes (other, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (all->len, ==, 2);
  g_autoptr(GPtrArray) failed = adj_store_list_envelopes (other, "Failed event", &error);
  g_assert_cmpuint (failed->len, ==, 0);
  g_autoptr(GPtrArray) inner = adj_store_list_envelopes (other, "Inner group", &error);
  g_assert_cmpuint (inner->len, ==, 1);
  g_assert_cmpint (adj_store_count (other, "events", NULL), ==, 2);
  g_assert_cmpint (adj_store_count (other, "outcomes", NULL), ==, 1);
  /* created, checked, outcome for the first; created for the inner group's. */
  assert_chain (other, 4);
  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (other, n.kept, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (info->game_state, ==, "finished");
  store_test_dir_remove (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/store/group", test_group);
  g_test_add_func ("/store/group-nested", test_group_nested);
  return g_test_run ();
}
