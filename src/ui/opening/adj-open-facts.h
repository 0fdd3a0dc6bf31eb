/* adj-open-facts.h — what the resumption desk gathered, as the facts the engine reads
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain data and plain functions, no widget: what the arbiter entered at
 * the desk (each player's arrival, a draw agreed or a resignation before
 * opening, the move read off a paper envelope) becomes one
 * "adjourn-resumption" document (spec/formats.md "Resumption facts") for
 * adj_facts_new_from_data(); and from the engine's answer, where the
 * walkthrough may go next. Nothing here decides a rule: the answer is the
 * engine's, these only route it. Tested without a display.
 */
#pragma once

#include <glib.h>

#include "adj-resume.h"

G_BEGIN_DECLS

typedef enum {
  ADJ_ARRIVAL_PENDING = 0,   /* not here yet */
  ADJ_ARRIVAL_AT,            /* arrived AT seconds after the scheduled start */
  ADJ_ARRIVAL_ABSENT,        /* never came */
} AdjArrivalKind;

typedef struct {
  AdjArrivalKind kind;
  gint64         at;
} AdjArrival;

typedef enum {
  ADJ_DESK_BEFORE_NONE = 0,
  ADJ_DESK_BEFORE_DRAW,
  ADJ_DESK_BEFORE_WHITE_RESIGNED,
  ADJ_DESK_BEFORE_BLACK_RESIGNED,
} AdjDeskBeforeOpening;

typedef struct {
  AdjArrival        arrival[2];   /* CHESS_WHITE, CHESS_BLACK */
  AdjDeskBeforeOpening  before_opening;
  /* Seconds since the scheduled start, for facts known up to now: used
   * while a player is pending, or always when AT_MOMENT (the facts as they
   * stand at that moment: a player who never came is then one not here). */
  gint64            now;
  gboolean          at_moment;
  /* The move read off a paper envelope, or NULL. */
  const char       *sealed_move;
  /* The responder sealed a reply while the sealer was awaited; its text
   * once its envelope is opened (else NULL: still closed). */
  gboolean          reply_sealed;
  const char       *reply;
  /* Others present at the opening, NULL-terminated (may be NULL). */
  const char *const *present;
  /* The waiting time the arbiter set for this resumption, in seconds, when
   * HAS_DEFAULT_TIME; else the envelope's rules profile decides (2023 I.10:
   * the competition rules', 0 unless they say otherwise; earlier editions:
   * one hour). Zeroed facts leave it to the profile. */
  gboolean          has_default_time;
  gint64            default_time;
} AdjOpenFacts;

/* The waiting time the preferences give FACTS: the profile's when
 * FROM_PROFILE (the "waiting-time-from-profile" key), else MINUTES (the
 * "waiting-time" key). */
void     adj_open_facts_set_waiting_time (AdjOpenFacts *facts,
                                          gboolean      from_profile,
                                          guint         minutes);

/* Whether the facts are complete: nobody pending, or the game ended before
 * the opening. */
gboolean adj_open_facts_complete (const AdjOpenFacts *facts);

/* The "adjourn-resumption" document of FACTS: "now" is FACTS->now while a
 * player is pending and the facts are not complete, or with AT_MOMENT;
 * else null. "default_time" only when FACTS->has_default_time. */
char    *adj_open_facts_to_json  (const AdjOpenFacts *facts);

/* "12:05" (minutes:seconds after the start; minutes may pass 59) or
 * "1:02:05" → seconds; FALSE when TEXT does not read. */
gboolean adj_open_parse_offset   (const char *text,
                                  gint64     *seconds);
/* SECONDS as minutes:seconds ("62:05"). */
char    *adj_open_format_offset  (gint64      seconds);

/* The steps of the resumption desk, in order. */
typedef enum {
  ADJ_OPEN_STEP_POSITION = 0,
  ADJ_OPEN_STEP_ARRIVALS,
  ADJ_OPEN_STEP_OPENING,
  ADJ_OPEN_STEP_OUTCOME,     /* the verdict and outcome, confirmed here */
  ADJ_OPEN_STEP_DONE,        /* recorded */
  ADJ_OPEN_N_STEPS
} AdjOpenStep;

/* Whether ERROR (from a dry run without the move) says only that the rules
 * open the envelope and its move is needed: the move read off the paper,
 * or the passphrase of a digital one. */
gboolean    adj_open_error_wants_move (const GError *error);

/* Whether the engine's answer leaves the responder free to seal his reply
 * (the sealer awaited, the sealed move opened and made; 2023 I.9.3, 2005
 * A9c, 1993 14.4, 1985 14.04), or says he has sealed it: the desk then
 * offers "Seal a Reply". */
gboolean    adj_open_may_seal_reply   (const AdjOutcome *outcome);

/* Where the desk may go from the arrivals, given the engine's answer for
 * the facts so far (OUTCOME, or NULL with ERROR) and whether they are
 * COMPLETE: the opening when the rules let the envelope be opened; the
 * outcome when the complete facts decide without opening it; else
 * ADJ_OPEN_STEP_ARRIVALS (nothing to do but wait or enter more). */
AdjOpenStep adj_open_step_after_arrivals (const AdjOutcome *outcome,
                                          const GError     *error,
                                          gboolean          complete);

G_END_DECLS

G_BEGIN_DECLS

/* What the outcome's board shows: START with MOVES played on it (the
 * sealed move, then a sealed reply, when the engine made them: the last
 * one highlighted), and ARROWS over it (each candidate of an ambiguous
 * sealed move or reply). */
#define ADJ_OPEN_MAX_ARROWS 32

typedef struct {
  ChessPosition start;
  ChessMove     moves[2];
  int           n_moves;
  ChessSquare   arrows[ADJ_OPEN_MAX_ARROWS][2];
  int           n_arrows;
} AdjOpenBoard;

void adj_open_outcome_board (const AdjOutcome *outcome,
                             AdjOpenBoard     *board);

/* The engine's answer in a few words, for the desk's rows (UI language):
 * the status ("Play goes on", "Finished, 1-0", "Waiting for Black"), the
 * clock that runs with both times, the articles ("I.5, I.10"). */
char *adj_open_describe_status   (const AdjOutcome *outcome,
                                  const char *const names[2]);
char *adj_open_describe_clock    (const AdjOutcome *outcome);
char *adj_open_describe_articles (const AdjOutcome *outcome);

G_END_DECLS
