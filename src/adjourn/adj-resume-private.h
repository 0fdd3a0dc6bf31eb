/* adj-resume-private.h — what the resumption engine's files share
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * adj-resume.c runs the checks in the order of RULES.md; adj-resume-arrival.c
 * decides who came and when (lateness, default, the arbiter's charge and
 * clocks); adj-resume-sealed.c judges the sealed move and the reply and
 * tells the flags; adj-outcome.c says what was decided.
 */
#pragma once

#include "adj-resume.h"

G_BEGIN_DECLS

static const char *const win_for[2] = { "1-0", "0-1" };

/* What run() (adj-resume.c) knows when a player is awaited. */
typedef struct {
  AdjEnvelope         *env;
  const ChessPosition *pos;
  int                  sealer;
  int                  responder_move, sealer_move;
  gint64               waiting, now;
  gint64               arrival[2];
  gboolean             lost, both_to_open;
  const char          *reply;
} Awaited;

/* The paragraph for the players (in the UI language) that says what O
 * decided, BEFORE being the envelope's position. */
char *adj_outcome_explain (const AdjOutcome *o, const ChessPosition *before);
/* Where the draw hung on a side unable to mate: which side, and the proof
 * chess_draw_can_mate() gives for it (cannot_mate, cannot_mate_proof). */
void  adj_outcome_find_cannot_mate (AdjOutcome *o);

/* adj-resume.c: the outcome as it is built, and the engine's errors. */
void     adj_resume_cite            (AdjOutcome *o, const AdjProfile *profile, AdjDecision decision);
void     adj_resume_finish          (AdjOutcome *o, const AdjProfile *profile, const char *result, const char *reason,
                                     AdjDecision decision);
void     adj_resume_take_judgement  (AdjOutcome *o, const AdjProfile *profile);
gboolean adj_resume_fail_with       (GError **error, AdjResumeError code, const char *key, const char *reason);
gboolean adj_resume_fail            (GError **error, const char *key, const char *reason);

/* adj-resume-sealed.c: the sealed move, the reply, the flags. */
void     adj_resume_judge_sealed         (AdjOutcome *o, const AdjProfile *profile, AdjEnvelope *env, const char *text);
gboolean adj_resume_game_was_over        (const AdjJudgement *j);
void     adj_resume_declared_not_made    (AdjOutcome *o, const AdjProfile *profile, int sealer, const char *declared,
                                          gint64 earlier);
gboolean adj_resume_settle_meant         (AdjOutcome *o, const AdjProfile *profile, AdjEnvelope *env,
                                          const char **declared, const char *meant, GError **error);
gboolean adj_resume_settle_replacement   (AdjOutcome *o, const AdjProfile *profile, AdjEnvelope *env, const char *text,
                                          GError **error);
gboolean adj_resume_open_envelope        (AdjOutcome *o, const AdjProfile *profile, AdjEnvelope *env, GError **error);
gint64   adj_resume_time_to_flag         (AdjEnvelope *env, const AdjOutcome *o, int color, int move_number);
void     adj_resume_forfeit_on_time      (AdjOutcome *o, const AdjProfile *profile, const ChessPosition *board, int color,
                                          gboolean while_waiting);
gboolean adj_resume_same_position        (const ChessPosition *a, const ChessPosition *b);
void     adj_resume_tell_sealing         (AdjOutcome *o, const AdjProfile *profile, AdjEnvelope *env);

/* adj-resume-arrival.c: who came, and when. */
gint64   adj_resume_opening_time              (const gint64 arrival[2], int sealer, gboolean both_to_open);
gboolean adj_resume_opens_for_default         (const AdjProfile *profile, const gboolean late[2], int sealer,
                                               gboolean lost);
gint64   adj_resume_absent_sealer_clock_from  (gint64 arrived, gboolean both_to_open, const char *reply);
gboolean adj_resume_sealed_past_control       (const AdjProfile *profile, AdjEnvelope *env, const AdjOutcome *o,
                                               int sealer, int sealed_move);
gboolean adj_resume_await_players             (AdjScenario *sc, const AdjProfile *profile, AdjOutcome *o,
                                               const Awaited *a, GError **error);
gboolean adj_resume_check_setup               (AdjScenario *sc, const AdjProfile *profile, AdjOutcome *o,
                                               const ChessPosition *pos, GError **error);
gboolean adj_resume_decide_lateness           (AdjScenario *sc, const AdjProfile *profile, AdjOutcome *o, int sealer,
                                               const gint64 arrival[2], gint64 waiting, gboolean late[2],
                                               GError **error);
gboolean adj_resume_arbiter_sets_clocks       (AdjScenario *sc, const AdjProfile *profile, AdjOutcome *o,
                                               GError **error);

G_END_DECLS
