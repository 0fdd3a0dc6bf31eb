/* desk-test.h — the envelope the resumption desk's tests and benchmark open:
 * Spassky–Fischer, game 13 of the 1972 match, adjourned with White to seal
 * move 42, kept under the 1985 Laws (an hour's default time)
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "adj-envelope.h"

#define DESK_TEST_FEN "r6r/3P1k2/4pBp1/1ppb1pP1/5R2/7P/p1P4K/3R4 w - - 1 42"

/* FIELDS as the arbiter wrote them at the adjournment (ADJOURNED), the
 * game resuming at RESUMES; POSITION NULL for the game's own. */
static inline void
desk_test_fields (AdjEnvelopeFields *fields, const char *position, GDateTime *adjourned, GDateTime *resumes)
{
  adj_envelope_fields_init (fields);
  fields->rules = "fide-1985";
  fields->event = "World Championship Match, Reykjavík 1972";
  fields->round = "13";
  fields->white = "Spassky, Boris";
  fields->black = "Fischer, Robert James";
  fields->position = position ? position : DESK_TEST_FEN;
  fields->time_control = "40/9000:16/3600";
  fields->sealer = CHESS_WHITE;
  fields->sealed_move_number = 42;
  fields->time_used[CHESS_WHITE] = 8820;
  fields->time_used[CHESS_BLACK] = 8100;
  fields->adjourned_at = adjourned;
  fields->resumption_at = resumes;
  fields->resumption_place = "Laugardalshöll";
  fields->arbiter = "Schmid, Lothar";
}
