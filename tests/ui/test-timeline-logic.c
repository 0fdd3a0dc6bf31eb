/* test-timeline-logic.c — what the History of a game's details says, and
 * when Adjourn Again is offered, without a display
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "adj-archive-model.h"
#include "adj-custody-timeline.h"
#include "../store/store-test.h"

/* An entry as adj_custody_list() gives it. */
static AdjCustodyEntry *
entry_new (AdjCustodyKind kind, const char *actor, const char *happened_at, const char *at,
           const char *const *present, const char *note)
{
  AdjCustodyEntry *e = g_new0 (AdjCustodyEntry, 1);
  e->seq = 4;
  e->kind = kind;
  e->actor = g_strdup (actor);
  e->happened_at = g_strdup (happened_at);
  e->at = g_strdup (at);
  e->present = g_strdupv ((char **) present);
  e->note = g_strdup (note);
  e->hash = g_strdup ("");
  e->position = 4;
  return e;
}

/* What happened in the reader's language, who and when it happened in the
 * desk's zone, when recorded only where that is another minute (the time
 * alone the same day), who was present. */
static void
test_rows (void)
{
  g_autoptr(GTimeZone) zone = g_time_zone_new_identifier ("+01:00");
  const char *const present[] = { "Puig, Jordi", "Vidal, Marta", NULL };
  const char *const nobody[] = { NULL };

  g_autoptr(AdjCustodyEntry) opened = entry_new (ADJ_CUSTODY_OPENED, "Serra, Anna", "2026-11-22T09:00:00Z",
                                                 "2026-11-23T08:15:30Z", present,
                                                 "{\"white_scoresheet\":true,\"black_scoresheet\":false}");
  g_autoptr(AdjTimelineRow) row = adj_timeline_row_new (opened, zone, 0);
  g_assert_cmpstr (row->title, ==, "Opened; only White’s scoresheet was inside");
  g_assert_cmpstr (row->subtitle, ==, "Serra, Anna · Sunday 22 November 2026, 10:00\n"
                                      "Recorded on Monday 23 November 2026, 09:15\n"
                                      "Present: Puig, Jordi, Vidal, Marta");
  g_assert_cmpstr (row->icon_name, ==, "mail-read-symbolic");
  g_assert_false (row->broken);

  /* Typed in later the same day: the time it was recorded alone. */
  g_autoptr(AdjCustodyEntry) later = entry_new (ADJ_CUSTODY_HANDED_OVER, "Serra, Anna", "2026-11-21T20:04:00Z",
                                                "2026-11-21T22:40:00Z", nobody, "{\"to\":\"Roca, Pere\"}");
  g_autoptr(AdjTimelineRow) later_row = adj_timeline_row_new (later, zone, 4);
  g_assert_cmpstr (later_row->title, ==, "Handed over to Roca, Pere");
  g_assert_cmpstr (later_row->subtitle, ==, "Serra, Anna · Saturday 21 November 2026, 21:04\nRecorded at 23:40");
  /* The row the verification names. */
  g_assert_true (later_row->broken);

  /* Recorded within the same minute: once. No actor: said so. */
  g_autoptr(AdjCustodyEntry) at_once = entry_new (ADJ_CUSTODY_CHECKED, "", "2026-11-21T20:04:00Z",
                                                  "2026-11-21T20:04:40Z", nobody, "{\"rules\":\"fide-2005\"}");
  g_autoptr(AdjTimelineRow) at_once_row = adj_timeline_row_new (at_once, zone, 9);
  g_assert_cmpstr (at_once_row->title, ==, "Checked by the arbiter against the FIDE Laws of Chess, in force from 1 July 2005");
  g_assert_cmpstr (at_once_row->subtitle, ==, "Someone not named · Saturday 21 November 2026, 21:04");
  g_assert_false (at_once_row->broken);

  /* A game adjourned again, on the envelope before. */
  g_autoptr(AdjCustodyEntry) again = entry_new (ADJ_CUSTODY_ADJOURNED_AGAIN, "Serra, Anna", "2026-11-22T13:00:00Z",
                                                "2026-11-22T13:00:00Z", nobody,
                                                "{\"next_envelope\":\"ab\",\"next_adjourned_at\":\"2026-11-22T14:00:00+01:00\"}");
  g_autoptr(AdjTimelineRow) again_row = adj_timeline_row_new (again, zone, 0);
  g_assert_cmpstr (again_row->title, ==, "Play went on and the game was adjourned again on 22 November 2026 at 14:00: "
                                         "a new envelope continues this one");
  g_assert_cmpstr (again_row->icon_name, ==, "media-playlist-repeat-symbolic");
}

/* The answer of the verification: checking, intact with the event's rows,
 * signature and head, broken at the row the check names, or not run. */
static void
test_verdicts (void)
{
  g_autoptr(AdjTimelineVerdict) checking = adj_timeline_verdict_new ("Open", FALSE, NULL, NULL);
  g_assert_cmpint (checking->kind, ==, ADJ_TIMELINE_CHECKING);

  g_autofree char *dir = store_test_dir ();
  g_autoptr(AdjStore) store = store_test_open (dir);
  g_autofree char *a = store_test_envelope ("Open", "1", "1", "Vidal, Marta", "Puig, Jordi",
                                            "2026-11-21T21:00:00+01:00", NULL);
  g_autofree char *b = store_test_envelope ("Open", "1", "2", "Roca, Pere", "Serra, Anna",
                                            "2026-11-21T21:00:00+01:00", NULL);
  store_test_import (store, a);
  store_test_import (store, b);
  g_autoptr(GError) error = NULL;
  AdjCustodyCheck check = { 0 };
  g_assert_true (adj_custody_check (store, "Open", &check, &error));
  g_autoptr(AdjTimelineVerdict) valid = adj_timeline_verdict_new ("Open", TRUE, &check, NULL);
  adj_custody_check_clear (&check);
  g_autofree char *head = adj_custody_event_head (store, "Open", &error);
  g_assert_no_error (error);
  g_assert_cmpint (valid->kind, ==, ADJ_TIMELINE_VALID);
  g_assert_cmpstr (valid->title, ==, "Custody Log Intact");
  g_autofree char *expected = g_strdup_printf ("The event’s 2 entries are as written\nHead %s", head);
  g_assert_cmpstr (valid->subtitle, ==, expected);

  /* A row rewritten behind the program's back. */
  sqlite3 *db = store_test_db (store);
  g_autofree char *saved = store_test_triggers_off (db);
  store_test_exec (db, "UPDATE custody SET actor = 'Someone else' WHERE seq = 2");
  store_test_triggers_on (db, g_steal_pointer (&saved));
  AdjCustodyCheck broken_check = { 0 };
  g_assert_false (adj_custody_check (store, "Open", &broken_check, &error));
  g_autoptr(AdjTimelineVerdict) broken = adj_timeline_verdict_new ("Open", FALSE, &broken_check, error);
  g_assert_cmpint (broken_check.bad_seq, ==, 2);
  adj_custody_check_clear (&broken_check);
  g_assert_cmpint (broken->kind, ==, ADJ_TIMELINE_BROKEN);
  g_assert_cmpint (broken->bad_seq, ==, 2);
  g_assert_cmpstr (broken->title, ==, "Custody Log Broken at Entry 2");
  g_assert_cmpstr (broken->subtitle, ==, error->message);
  g_clear_error (&error);

  g_autoptr(GError) unreadable = g_error_new_literal (ADJ_STORE_ERROR, ADJ_STORE_ERROR_OPEN, "no such file");
  g_autoptr(AdjTimelineVerdict) unchecked = adj_timeline_verdict_new ("Open", FALSE, NULL, unreadable);
  g_assert_cmpint (unchecked->kind, ==, ADJ_TIMELINE_UNCHECKED);
  g_assert_cmpstr (unchecked->subtitle, ==, "no such file");

  g_clear_object (&store);
  store_test_dir_remove (dir);
}

/* Adjourn Again: only a game resumed from its envelope and still going. */
static void
test_can_adjourn_again (void)
{
  const struct { AdjEnvelopeState state; const char *game; gboolean offered; } cases[] = {
    { ADJ_ENVELOPE_OPENED, "playing", TRUE },
    { ADJ_ENVELOPE_RECONSTRUCTED, "playing", TRUE },
    { ADJ_ENVELOPE_SEALED, "adjourned", FALSE },
    { ADJ_ENVELOPE_OPENED, "finished", FALSE },
    { ADJ_ENVELOPE_OPENED, "waiting", FALSE },
    { ADJ_ENVELOPE_LOST, "adjourned", FALSE },
    { ADJ_ENVELOPE_ANNULLED, "annulled", FALSE },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      AdjEnvelopeInfo info = { .state = cases[i].state, .game_state = (char *) cases[i].game };
      g_assert_cmpint (adj_archive_can_adjourn_again (&info), ==, cases[i].offered);
    }
  g_assert_false (adj_archive_can_adjourn_again (NULL));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ui/timeline-logic/rows", test_rows);
  g_test_add_func ("/ui/timeline-logic/verdicts", test_verdicts);
  g_test_add_func ("/ui/timeline-logic/can-adjourn-again", test_can_adjourn_again);
  return g_test_run ();
}
