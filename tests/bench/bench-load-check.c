/* bench-load-check.c — what the archive must hold after the load bench's desks
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Read through the store as the window would, and through `adjourn-cli log
 * verify` for the chains, after every desk has finished: nothing lost (each
 * envelope the desks were given is there, opened, with the move sealed),
 * nothing twice (no envelope twice, no custody step twice).
 */
#include "config.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "bench-load.h"

static gboolean
fail (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
fail (GError **error, const char *format, ...)
{
  va_list ap;
  va_start (ap, format);
  g_autofree char *message = g_strdup_vprintf (format, ap);
  va_end (ap);
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, message);
  return FALSE;
}

/* Every envelope once, opened, holding its own move; *IDS receives
 * envelope id → I + 1. */
static gboolean
check_envelopes (AdjStore *store, guint count, guint events, GHashTable *ids, GError **error)
{
  g_autoptr(GHashTable) expected = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; i < count; i++)
    g_hash_table_insert (expected, bench_load_expected_key (i, events), GUINT_TO_POINTER (i + 1));
  g_autoptr(GPtrArray) list = adj_store_list_envelopes (store, NULL, error);
  if (list == NULL)
    return FALSE;
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint k = 0; k < list->len; k++)
    {
      const AdjEnvelopeInfo *info = list->pdata[k];
      g_autofree char *key = bench_load_key (info->event, info->round, info->board);
      guint i = GPOINTER_TO_UINT (g_hash_table_lookup (expected, key));
      if (i == 0)
        return fail (error, "envelope %lld (%s) is none the desks sealed", (long long) info->id, key);
      if (g_hash_table_contains (seen, key))
        return fail (error, "envelope %s is in the archive twice (the second as %lld)", key, (long long) info->id);
      g_hash_table_add (seen, g_steal_pointer (&key));
      g_hash_table_insert (ids, g_memdup2 (&info->id, sizeof info->id), GUINT_TO_POINTER (i));
      if (info->state != ADJ_ENVELOPE_OPENED || info->kind != ADJ_ENVELOPE_DIGITAL)
        return fail (error, "envelope %lld is %s %s, not opened digital", (long long) info->id,
                     adj_envelope_state_to_string (info->state), adj_envelope_kind_to_string (info->kind));
      g_autoptr(AdjEnvelope) envelope = adj_store_read_envelope (store, info->id, error);
      if (envelope == NULL)
        return FALSE;
      if (g_strcmp0 (adj_envelope_get_sealed_move (envelope), bench_load_move (i - 1)) != 0)
        return fail (error, "envelope %lld does not hold the move sealed in it", (long long) info->id);
    }
  if (list->len != count)
    return fail (error, "%u envelopes in the archive, %u sealed: %u lost", list->len, count, count - list->len);
  return TRUE;
}

/* Exactly created, checked, sealed and opened for every envelope. */
static gboolean
check_custody (AdjStore *store, guint count, GHashTable *ids, GError **error)
{
  static const AdjCustodyKind steps[] = { ADJ_CUSTODY_CREATED, ADJ_CUSTODY_CHECKED, ADJ_CUSTODY_SEALED,
                                          ADJ_CUSTODY_OPENED };
  g_autoptr(GPtrArray) entries = adj_custody_list (store, 0, error);
  if (entries == NULL)
    return FALSE;
  /* Per envelope, a bit per step seen. */
  g_autoptr(GHashTable) done = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  for (guint k = 0; k < entries->len; k++)
    {
      const AdjCustodyEntry *e = entries->pdata[k];
      guint bit = 0;
      while (bit < G_N_ELEMENTS (steps) && steps[bit] != e->kind)
        bit++;
      if (bit == G_N_ELEMENTS (steps) || !g_hash_table_contains (ids, &e->envelope_id))
        return fail (error, "custody row %lld (%s of envelope %lld) is none a desk wrote", (long long) e->seq,
                     adj_custody_kind_to_string (e->kind), (long long) e->envelope_id);
      guint seen = GPOINTER_TO_UINT (g_hash_table_lookup (done, &e->envelope_id));
      if (seen & (1u << bit))
        return fail (error, "envelope %lld was %s twice (custody row %lld)", (long long) e->envelope_id,
                     adj_custody_kind_to_string (e->kind), (long long) e->seq);
      g_hash_table_insert (done, g_memdup2 (&e->envelope_id, sizeof e->envelope_id),
                           GUINT_TO_POINTER (seen | (1u << bit)));
    }
  if (entries->len != G_N_ELEMENTS (steps) * count)
    return fail (error, "%u custody rows, not %u: a step is missing", entries->len,
                 (guint) G_N_ELEMENTS (steps) * count);
  return TRUE;
}

/* `adjourn-cli log verify`: valid, EVENTS event chains of ROWS rows in
 * all, each signed to its head. */
static gboolean
check_log (const char *uri, const char *cli, guint events, guint rows, GError **error)
{
  const char *argv[] = { cli, "log", "verify", "--db", uri, NULL };
  g_autofree char *out = NULL, *err = NULL;
  int status = 0;
  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status, error))
    return FALSE;
  g_autoptr(JsonParser) parser = json_parser_new ();
  if (!g_spawn_check_wait_status (status, NULL) || !json_parser_load_from_data (parser, out, -1, NULL)
      || !JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
    return fail (error, "log verify failed: %s%s", out, err);
  JsonObject *log = json_node_get_object (json_parser_get_root (parser));
  if (!json_object_get_boolean_member_with_default (log, "valid", FALSE))
    return fail (error, "log verify: not valid: %s", json_object_get_string_member_with_default (log, "reason", "?"));
  JsonArray *chains = json_object_get_array_member (log, "chains");
  guint n = 0;
  gint64 total = 0;
  for (guint k = 0; chains && k < json_array_get_length (chains); k++)
    {
      JsonObject *chain = json_array_get_object_element (chains, k);
      if (g_strcmp0 (json_object_get_string_member (chain, "chain"), "event") != 0)
        continue;
      gint64 length = json_object_get_int_member (chain, "rows");
      if (json_object_get_int_member (chain, "signed_through") != length)
        return fail (error, "log verify: the chain of %s is signed through row %lld of %lld",
                     json_object_get_string_member (chain, "event"),
                     (long long) json_object_get_int_member (chain, "signed_through"), (long long) length);
      n++;
      total += length;
    }
  if (n != events || total != rows)
    return fail (error, "log verify: %u event chains of %lld rows, not %u of %u", n, (long long) total, events, rows);
  return TRUE;
}

gboolean
bench_load_check (const char *uri, const char *cli, guint count, guint events, char **summary, GError **error)
{
  g_autoptr(AdjStore) store = adj_store_open_full (uri, ADJ_STORE_OPEN_READ_ONLY, error);
  if (store == NULL)
    return FALSE;
  g_autoptr(GHashTable) ids = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  if (!check_envelopes (store, count, events, ids, error) || !check_custody (store, count, ids, error)
      || !check_log (uri, cli, events, 4 * count, error))
    return FALSE;
  *summary = g_strdup_printf ("%u envelopes, each once, opened once with the move sealed in it; %u custody rows,"
                              " one per step; log verify: %u event chains valid, signed to their heads",
                              count, 4 * count, events);
  return TRUE;
}
