/* bench-load.c — many desks sealing and opening on one archive at once, some killed
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   bench-load run --db TARGET --cli ADJOURN-CLI [--desks 8] [--count 2000]
 *                  [--events 4] [--kills 3] [--seed N] [--label NAME]
 *   bench-load desk --db TARGET --desk D [--desks 8] [--count 2000] [--events 4]
 *
 * "run" creates the archive, starts DESKS processes of "desk" at once and
 * times them until every one has finished its share; KILLS of them are
 * killed with SIGKILL part-way through (the first of them twice) and
 * started again, as an arbiter restarts a desk that crashed. Then it
 * checks what the archive holds (bench-load-check.c) and prints the
 * figures; its last line is "RESULT label envelopes seconds kills …" for
 * tests/bench/bench-load.sh. TARGET is an SQLite file, or "pg" for the
 * PostgreSQL cluster tests/store/pg-cluster started (ADJOURN_TEST_PG_HOST).
 *
 * Envelope I (0 … COUNT-1) belongs to event I % EVENTS, so that the desks
 * append to the same chains at the same time, and to desk (I / EVENTS) %
 * DESKS. A desk seals each of its envelopes digitally and opens each one
 * LAG sealings later, so that sealings and openings mix. Started again, it
 * lists what the archive holds and carries on: an envelope already there is
 * not sealed again, one already opened not opened again. Having finished,
 * it tries to open every envelope of the next desk still sealed when it
 * looked: when that desk is still at work (it was killed), both try to open
 * the same envelopes, and the store must refuse one of them.
 *
 * The events' keys are derived with libsodium's minimum Argon2id limits
 * (adj_seal_limits_minimum, as the store tests do): with the interactive
 * limits each desk would spend its time in Argon2id at every opening, and
 * the figure would measure that instead of the archive.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "bench-load.h"

/* How many sealings an opening follows behind, in a desk's own order. */
#define LAG 8
/* A step the store gave up on (a conflict that outlasted its own retries,
 * SQLite's busy timeout) is tried again this many times, as an arbiter
 * would press again; the tries are counted and printed. */
#define DESK_TRIES 20

static const char *const moves[] = { "Rd2", "Rd3", "Rd5", "Rd6", "Rd7+", "Rd8", "Ra1", "Rb1", "Rc1", "Re1",
                                     "Kf6", "Kh6", "Kf8", "Kg8", "Kh8", "f5", "f6", "g5", "h5", "Rxd4" };

const char *
bench_load_move (guint i)
{
  return moves[i % G_N_ELEMENTS (moves)];
}

char *
bench_load_event (guint i, guint events)
{
  return g_strdup_printf ("Bench open %u", i % events);
}

char *
bench_load_key (const char *event, const char *round, const char *board)
{
  return g_strdup_printf ("%s|%s|%s", event, round, board);
}

/* The envelope document of envelope I, holding its sealed move. */
static char *
envelope_text (guint i, guint events)
{
  g_autofree char *event = bench_load_event (i, events);
  g_autofree char *round = g_strdup_printf ("%u", i / events / 100 + 1);
  g_autofree char *board = g_strdup_printf ("%u", i / events % 100 + 1);
  g_autofree char *white = g_strdup_printf ("White %u", i);
  g_autofree char *black = g_strdup_printf ("Black %u", i);
  g_autofree char *text = store_test_envelope (event, round, board, white, black, "2026-11-21T21:00:00+01:00", NULL);
  g_autofree char *quoted = g_strdup_printf ("\"sealed_move\": \"%s\"", bench_load_move (i));
  g_auto (GStrv) parts = g_strsplit (text, "\"sealed_move\": null", 2);
  g_assert (parts[1] != NULL);
  return g_strjoin (quoted, parts[0], parts[1], NULL);
}

char *
bench_load_expected_key (guint i, guint events)
{
  g_autofree char *event = bench_load_event (i, events);
  g_autofree char *round = g_strdup_printf ("%u", i / events / 100 + 1);
  g_autofree char *board = g_strdup_printf ("%u", i / events % 100 + 1);
  return bench_load_key (event, round, board);
}

char *
bench_load_uri (const char *target)
{
  if (g_strcmp0 (target, "pg") != 0)
    return g_strdup (target);
  const char *host = g_getenv ("ADJOURN_TEST_PG_HOST");
  if (host == NULL || *host == '\0')
    g_error ("--db pg: ADJOURN_TEST_PG_HOST is not set (run under tests/store/pg-cluster)");
  return g_strdup_printf ("postgresql:///postgres?host=%s&user=adjourn", host);
}

/* ---- a desk ---------------------------------------------------------------- */

typedef struct {
  AdjStore   *store;
  guint       desk, desks, count, events;
  GHashTable *keys;      /* event name → AdjSealKey */
  guint       retries;   /* the store's own runs again after a conflict */
  guint       tries;     /* steps this desk tried again after a database failure */
  guint       key_races; /* sealings tried again with a key another desk gave the event first */
} Desk;

static void
count_retries (const char *domain, GLogLevelFlags level, const char *message, gpointer data)
{
  Desk *d = data;
  if (g_str_has_prefix (message, "retrying a transaction"))
    {
      d->retries++;
      /* What the engine said: which conflicts remain, for whoever tunes. */
      if (g_getenv ("BENCH_LOAD_VERBOSE"))
        g_printerr ("desk %u: the store again after: %s\n", d->desk + 1, message);
    }
}

/* One line per step on standard output, written at once: the runner
 * counts them to know how far a desk has gone. */
static void
say (const char *line)
{
  size_t n = strlen (line);
  while (n > 0)
    {
      ssize_t w = write (STDOUT_FILENO, line, n);
      if (w < 0 && errno == EINTR)
        continue;
      if (w <= 0)
        return;
      line += w;
      n -= (size_t) w;
    }
}

static gboolean
worth_trying_again (const GError *error)
{
  return g_error_matches (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DB)
         || g_error_matches (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_HAS_PASSPHRASE);
}

static AdjSealKey *
event_key (Desk *d, const char *event, gboolean again, GError **error)
{
  if (again)
    g_hash_table_remove (d->keys, event);
  AdjSealKey *key = g_hash_table_lookup (d->keys, event);
  if (key)
    return key;
  AdjSealLimits limits;
  adj_seal_limits_minimum (&limits);
  key = adj_seal_key_derive (d->store, event, BENCH_LOAD_PASSPHRASE, &limits, error);
  if (key)
    g_hash_table_insert (d->keys, g_strdup (event), key);
  return key;
}

static gboolean
seal (Desk *d, guint i, gint64 *id, GError **error)
{
  g_autofree char *text = envelope_text (i, d->events);
  g_autoptr(GError) local = NULL;
  for (guint attempt = 0;; attempt++)
    {
      g_clear_error (&local);
      g_autoptr(AdjEnvelope) envelope = adj_envelope_new_from_data (text, -1, error);
      if (envelope == NULL)
        return FALSE;
      char *move = adj_envelope_take_sealed_move (envelope);
      /* Two desks may both find an event new and make a key for it: the
       * second is refused (HAS_PASSPHRASE), derives the event's key and
       * tries again. */
      AdjSealKey *key = event_key (d, adj_envelope_get_event (envelope), attempt > 0, &local);
      g_autofree char *desk_name = g_strdup_printf ("Desk %u", d->desk + 1);
      AdjSealing sealing = { .act = { .actor = desk_name }, .key = key, .move = move };
      gboolean ok = key && adj_store_seal (d->store, envelope, &sealing, id, NULL, &local);
      adj_seal_free_move (move);
      /* A new key is the event's once stored: the next sealing derives it
       * again from the event's salt, as a key that is not new. */
      if (ok && adj_seal_key_is_new (key))
        g_hash_table_remove (d->keys, adj_envelope_get_event (envelope));
      if (ok)
        return TRUE;
      if (attempt + 1 >= DESK_TRIES || !worth_trying_again (local))
        {
          g_propagate_prefixed_error (error, g_steal_pointer (&local), "sealing envelope %u: ", i);
          return FALSE;
        }
      if (g_error_matches (local, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_HAS_PASSPHRASE))
        d->key_races++;
      else
        d->tries++;
      if (g_getenv ("BENCH_LOAD_VERBOSE"))
        g_printerr ("desk %u: again after: %s\n", d->desk + 1, local->message);
    }
}

/* Open envelope ID (envelope I); *REFUSED when another desk opened it first. */
static gboolean
open_one (Desk *d, gint64 id, guint i, gboolean *refused, GError **error)
{
  g_autofree char *arbiter = g_strdup_printf ("Desk %u", d->desk + 1);
  AdjOpening opening = { .arbiter = arbiter, .white_scoresheet = TRUE, .black_scoresheet = TRUE };
  *refused = FALSE;
  for (guint attempt = 0;; attempt++)
    {
      g_autoptr(GError) local = NULL;
      char *move = NULL;
      if (adj_seal_open (d->store, id, &opening, BENCH_LOAD_PASSPHRASE, &move, &local))
        {
          gboolean same = g_strcmp0 (move, bench_load_move (i)) == 0;
          adj_seal_free_move (move);
          if (!same)
            g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_STATE,
                         "envelope %u opened with another move than the one sealed", i);
          return same;
        }
      if (g_error_matches (local, ADJ_STORE_ERROR, ADJ_STORE_ERROR_STATE))
        {
          *refused = TRUE;
          return TRUE;
        }
      if (attempt + 1 >= DESK_TRIES || !worth_trying_again (local))
        {
          g_propagate_prefixed_error (error, g_steal_pointer (&local), "opening envelope %u: ", i);
          return FALSE;
        }
      d->tries++;
      if (g_getenv ("BENCH_LOAD_VERBOSE"))
        g_printerr ("desk %u: again after: %s\n", d->desk + 1, local->message);
    }
}

/* What the archive holds now: key → AdjEnvelopeInfo. */
static GHashTable *
archive_now (AdjStore *store, GPtrArray **list, GError **error)
{
  *list = adj_store_list_envelopes (store, NULL, error);
  if (*list == NULL)
    return NULL;
  GHashTable *by_key = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint k = 0; k < (*list)->len; k++)
    {
      AdjEnvelopeInfo *info = (*list)->pdata[k];
      g_hash_table_insert (by_key, bench_load_key (info->event, info->round, info->board), info);
    }
  return by_key;
}

static guint
desk_of (guint i, guint events, guint desks)
{
  return i / events % desks;
}

static int
desk_main (const char *target, guint desk, guint desks, guint count, guint events)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *uri = bench_load_uri (target);
  Desk d = { .desk = desk, .desks = desks, .count = count, .events = events };
  g_log_set_handler ("adjourn-store", G_LOG_LEVEL_DEBUG, count_retries, &d);
  d.store = adj_store_open (uri, &error);
  if (d.store == NULL)
    g_error ("desk %u: %s", desk + 1, error->message);
  d.keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) adj_seal_key_free);

  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GHashTable) held = archive_now (d.store, &list, &error);
  if (held == NULL)
    g_error ("desk %u: %s", desk + 1, error->message);
  g_autoptr(GArray) mine = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) ids = g_array_new (FALSE, TRUE, sizeof (gint64));
  for (guint i = 0; i < count; i++)
    if (desk_of (i, events, desks) == desk)
      g_array_append_val (mine, i);
  g_array_set_size (ids, mine->len);

  guint sealed = 0, opened = 0, neighbours = 0, refused = 0, found_sealed = 0, found_opened = 0;
  for (guint j = 0; j < mine->len + LAG; j++)
    {
      if (j < mine->len)
        {
          guint i = g_array_index (mine, guint, j);
          g_autofree char *key = bench_load_expected_key (i, events);
          AdjEnvelopeInfo *info = g_hash_table_lookup (held, key);
          if (info)
            {
              g_array_index (ids, gint64, j) = info->id;
              found_sealed++;
            }
          else if (!seal (&d, i, &g_array_index (ids, gint64, j), &error))
            g_error ("desk %u: %s", desk + 1, error->message);
          else
            {
              sealed++;
              say ("S\n");
            }
        }
      if (j < LAG || j - LAG >= mine->len)
        continue;
      guint k = j - LAG, i = g_array_index (mine, guint, k);
      g_autofree char *key = bench_load_expected_key (i, events);
      AdjEnvelopeInfo *info = g_hash_table_lookup (held, key);
      if (info && info->state == ADJ_ENVELOPE_OPENED)
        {
          found_opened++;
          continue;
        }
      gboolean no;
      if (!open_one (&d, g_array_index (ids, gint64, k), i, &no, &error))
        g_error ("desk %u: %s", desk + 1, error->message);
      refused += no;
      opened += !no;
      say (no ? "R\n" : "O\n");
    }

  /* The next desk's envelopes still sealed now. */
  g_clear_pointer (&held, g_hash_table_unref);
  g_clear_pointer (&list, g_ptr_array_unref);
  held = archive_now (d.store, &list, &error);
  if (held == NULL)
    g_error ("desk %u: %s", desk + 1, error->message);
  for (guint i = 0; i < count; i++)
    {
      if (desk_of (i, events, desks) != (desk + 1) % desks)
        continue;
      g_autofree char *key = bench_load_expected_key (i, events);
      AdjEnvelopeInfo *info = g_hash_table_lookup (held, key);
      if (info == NULL || info->state != ADJ_ENVELOPE_SEALED)
        continue;
      gboolean no;
      if (!open_one (&d, info->id, i, &no, &error))
        g_error ("desk %u: %s", desk + 1, error->message);
      refused += no;
      neighbours += !no;
      say (no ? "R\n" : "N\n");
    }
  g_autofree char *done = g_strdup_printf ("D %u %u %u %u %u %u %u %u %u\n", sealed, opened, neighbours, refused,
                                           found_sealed, found_opened, d.retries, d.tries, d.key_races);
  say (done);
  g_hash_table_unref (d.keys);
  g_object_unref (d.store);
  return 0;
}

/* ---- options ----------------------------------------------------------------- */

int
main (int argc, char *argv[])
{
  g_autofree char *db = NULL, *cli = NULL, *label = NULL;
  int desk = -1, desks = 8, count = 2000, events = 4, kills = 3;
  gint64 seed = 0;
  const GOptionEntry entries[] = {
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db, "The archive: an SQLite file, or pg", "TARGET" },
    { "cli", 0, 0, G_OPTION_ARG_FILENAME, &cli, "adjourn-cli, for log verify", "PATH" },
    { "desk", 0, 0, G_OPTION_ARG_INT, &desk, "This desk's number, from 0", "D" },
    { "desks", 0, 0, G_OPTION_ARG_INT, &desks, "Desks at once", "N" },
    { "count", 0, 0, G_OPTION_ARG_INT, &count, "Envelopes in all", "N" },
    { "events", 0, 0, G_OPTION_ARG_INT, &events, "Events they belong to", "N" },
    { "kills", 0, 0, G_OPTION_ARG_INT, &kills, "Desks killed with SIGKILL part-way", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "Seed of the kills' moments (0: from the clock)", "N" },
    { "label", 0, 0, G_OPTION_ARG_STRING, &label, "The engine's name in the output", "NAME" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("run|desk - desks sealing and opening at once");
  g_option_context_add_main_entries (context, entries, NULL);
  g_autoptr(GError) error = NULL;
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc != 2 || db == NULL || desks < 1
      || count < 1 || events < 1 || kills < 0 || (kills > desks && strcmp (argv[1], "run") == 0))
    {
      fprintf (stderr, "bench-load: %s\n", error ? error->message : "usage: bench-load run|desk --db TARGET …");
      return 2;
    }
  if (strcmp (argv[1], "desk") == 0 && desk >= 0 && desk < desks)
    return desk_main (db, (guint) desk, (guint) desks, (guint) count, (guint) events);
  if (strcmp (argv[1], "run") == 0 && cli != NULL)
    {
      BenchLoadRun run = {
        .self = argv[0], .target = db, .cli = cli, .label = label ? label : db,
        .desks = (guint) desks, .count = (guint) count, .events = (guint) events, .kills = (guint) kills,
        .seed = seed ? (guint32) seed : (guint32) g_get_real_time (),
      };
      return bench_load_run (&run);
    }
  fprintf (stderr, "bench-load: give run --cli PATH, or desk --desk D (0 … %d)\n", desks - 1);
  return 2;
}
