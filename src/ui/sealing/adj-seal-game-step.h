/* adj-seal-game-step.h — sealing, step 1: the rules, the event and the players
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules profile (the one of the preferences to start with), the event,
 * round and board, the arbiter (the one logged in to start with) and the
 * two players. Every value may be left empty here: the check says what the
 * rules require.
 */
#pragma once

#include "adj-profile.h"
#include "adj-step.h"

G_BEGIN_DECLS

#define ADJ_TYPE_SEAL_GAME_STEP (adj_seal_game_step_get_type ())

G_DECLARE_FINAL_TYPE (AdjSealGameStep, adj_seal_game_step, ADJ, SEAL_GAME_STEP, AdjStep)

const AdjProfile *adj_seal_game_step_get_profile (AdjSealGameStep *self);
/* What is typed, without surrounding blanks; NULL when nothing is. */
char             *adj_seal_game_step_dup_event   (AdjSealGameStep *self);
/* A game adjourned again: its rules, event, round, board and players, as
 * the envelope before gives them, shown and kept (not editable); NOTE
 * (shown above them) says which envelope this one continues. */
void              adj_seal_game_step_set_game    (AdjSealGameStep  *self,
                                                  const AdjProfile *profile,
                                                  const char       *event,
                                                  const char       *round,
                                                  const char       *board,
                                                  const char       *white,
                                                  const char       *black,
                                                  const char       *note);
char             *adj_seal_game_step_dup_round   (AdjSealGameStep *self);
char             *adj_seal_game_step_dup_board   (AdjSealGameStep *self);
char             *adj_seal_game_step_dup_arbiter (AdjSealGameStep *self);
/* SIDE: CHESS_WHITE or CHESS_BLACK. */
char             *adj_seal_game_step_dup_player  (AdjSealGameStep *self,
                                                  int              side);

/* A game record's tags (NULL: not in the record) into the rows still
 * empty: what the arbiter typed stays. */
void              adj_seal_game_step_fill_from_game (AdjSealGameStep *self,
                                                     const char      *event,
                                                     const char      *round,
                                                     const char      *white,
                                                     const char      *black);
/* The arbiter's name typed, kept for the next walkthroughs (the setting
 * arbiter-name, also in the preferences). */
void              adj_seal_game_step_remember_arbiter (AdjSealGameStep *self);
/* The event's word on engine analysis of the adjourned position (the
 * envelope's "engine_analysis"): allowed unless the arbiter says not. */
gboolean          adj_seal_game_step_get_engine_analysis_allowed (AdjSealGameStep *self);
void              adj_seal_game_step_set_engine_analysis_allowed (AdjSealGameStep *self,
                                                                  gboolean         allowed);

G_END_DECLS
