/* lost-test.h — the lost envelope the window's tests declare lost
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A paper envelope under the 1985 Laws after 1. e4 e5 2. Nf3 Nc6 3. Bb5
 * a6, White to seal his 4th move, and the two scoresheets of that game:
 * White's in English, Black's in Spanish with the bishop written on c4.
 */
#pragma once

#include "adj-envelope.h"
#include "adj-store.h"

#define LOST_TEST_FEN "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4"
#define LOST_TEST_WHITE_SHEET "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6"
#define LOST_TEST_BLACK_SHEET "1. e4 e5 2. Cf3 Cc6 3. Ac4 a6"

/* Add the envelope of EVENT to STORE; its id. */
static inline gint64
lost_test_add_envelope (AdjStore *store, const char *event)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDateTime) adjourned = g_date_time_new_from_iso8601 ("1985-05-10T22:00:00+00:00", NULL);
  g_autoptr(GDateTime) resumes = g_date_time_new_from_iso8601 ("1985-05-11T14:30:00+00:00", NULL);
  AdjEnvelopeFields fields;
  adj_envelope_fields_init (&fields);
  fields.rules = "fide-1985";
  fields.event = event;
  fields.round = "4";
  fields.white = "Serra, Anna";
  fields.black = "Puig, Jordi";
  fields.position = LOST_TEST_FEN;
  fields.time_control = "40/9000:16/3600";
  fields.sealer = CHESS_WHITE;
  fields.sealed_move_number = 4;
  fields.time_used[CHESS_WHITE] = 8820;
  fields.time_used[CHESS_BLACK] = 8100;
  fields.adjourned_at = adjourned;
  fields.resumption_at = resumes;
  fields.resumption_place = "Club hall";
  fields.arbiter = "Vidal, Marta";
  g_autoptr(AdjEnvelope) env = adj_envelope_new_from_fields (&fields, &error);
  g_assert_no_error (error);
  const AdjCustodyAct act = { .actor = "Vidal, Marta" };
  gint64 id = 0;
  g_assert_true (adj_store_add_envelope (store, env, &act, &id, &error));
  g_assert_no_error (error);
  return id;
}

/* The first window of TYPE shown, or NULL. */
static inline GtkWindow *
lost_test_find_window (GType type)
{
  GtkWindow *found = NULL;
  GList *toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l && !found; l = l->next)
    if (G_TYPE_CHECK_INSTANCE_TYPE (l->data, type))
      found = l->data;
  g_list_free (toplevels);
  return found;
}
