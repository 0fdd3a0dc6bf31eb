/* adj-resume.h — the resumption rules: a scenario in, an outcome out
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A pure function of the scenario (spec/formats.md "Resumption scenario")
 * and the rules profile its envelope names: who was present when, what
 * was agreed before opening, what the sealed move turns out to be, what is
 * left of a lost envelope. The outcome says how the game stands at the
 * moment it is decided or play goes on, with the clocks at that moment and
 * the articles of the edition that decided it.
 */
#pragma once

#include <json-glib/json-glib.h>

#include "adj-judgement.h"
#include "adj-profile.h"
#include "adj-scenario.h"
#include "adj-touch-move.h"

G_BEGIN_DECLS

/* The scenario lacks what the rules need; the message names the key. */
#define ADJ_RESUME_ERROR (adj_resume_error_quark ())
GQuark adj_resume_error_quark (void);

typedef enum {
  ADJ_RESUME_ERROR_SCENARIO = 0,   /* an unknown profile, no time used … */
  /* The rules open the envelope and its move is not in the scenario
   * (envelope.sealed_move): a digital envelope's is to be decrypted, a
   * paper one's read off. */
  ADJ_RESUME_ERROR_MOVE_NEEDED,
  /* The sealer has arrived: the responder's reply, sealed in a new
   * envelope, is opened and its text is needed (responder_seals_reply). */
  ADJ_RESUME_ERROR_REPLY_NEEDED,
} AdjResumeError;

typedef enum {
  ADJ_OUTCOME_FINISHED,
  ADJ_OUTCOME_CONTINUES,
  ADJ_OUTCOME_WAITING,
  ADJ_OUTCOME_ANNULLED,
} AdjOutcomeStatus;

typedef struct {
  AdjOutcomeStatus status;
  const char      *result;          /* NULL while undecided */
  const char      *reason;          /* formats.md reason id */
  ChessPosition    before;          /* the envelope's position, the sealed move's to play */
  gboolean         judged;          /* a sealed move was opened and judged */
  /* What was judged is the move the sealer of a lost envelope declares,
   * made on the board rather than written (2023 I.12.1 and equivalents). */
  gboolean         declared;
  ChessLang        notation;        /* the envelope's, for the moves named in the explanation */
  /* The declared move was illegal and did not lose: seconds added to the
   * responder's remaining time (taken off time_used), and the count of
   * further illegal moves of which the last loses the sealer the game (1:
   * the next one; 0: the edition has no such rule). */
  gint64           illegal_penalty;
  int              illegal_moves_left;
  /* The illegal declared move is replaced under touch move: which piece
   * must be moved, and what it may play (only ever from the declared move
   * of a lost envelope, never from a sealed one). */
  gboolean         has_touch_move;
  AdjTouchMove     touch_move;
  AdjJudgement     sealed;
  gboolean         reply_judged;    /* a reply sealed at resumption was opened and judged */
  AdjJudgement     reply;
  gboolean         has_position;
  ChessPosition    position;        /* after the sealed move (and a sealed reply) when played */
  /* Time used on each clock. A penalty that gives a player extra time
   * (2023 7.5.5: two minutes added to the opponent's remaining time) is
   * taken off his time used, which may then fall below zero. */
  gint64           time_used[2];
  int              clock_running;   /* CHESS_WHITE, CHESS_BLACK or -1 */
  /* The clocks were set wrongly at resumption: 1 corrected (shown before the
   * first move), 0 play went on with them, -1 they were right or not told. */
  int              clocks_corrected;
  gboolean         position_corrected; /* the board was set up wrongly and put right */
  gboolean         flag_fell_while_waiting; /* the present player's time ran out waiting */
  int              flagged;         /* the player whose flag fell (whatever it decided), or -1 */
  /* The charge for adjourning early took the sealer past the time control
   * of the sealed move's period: his flag fell when he sealed (2023 I.1.2
   * with 6.9, 2005 A1b with 6.9 and 6.10). */
  gboolean         flag_fell_at_sealing;
  /* The player who resigned before the opening, or -1. */
  int              resigned;
  /* A draw hung on whether this side can still checkmate by some series of
   * legal moves, and that could not be established (chess_draw_can_mate
   * answered unknown): the result stands as if he could, and the
   * explanation says the arbiter may find otherwise. -1 otherwise. */
  int              mate_unknown;
  /* A draw hung on whether a side can still checkmate, and it cannot: that
   * side (-1 otherwise) and how chess_draw_can_mate() proved it (a
   * ChessProofKind), for the reason the explanation gives. */
  int              cannot_mate;
  int              cannot_mate_proof;
  /* A player late beyond the default time keeps (or suffers) the result
   * of the sealed move that ended the game, which the envelope was opened
   * to see (2023 I.10 any player; 2005 A10, 1993 10.15, 1985 10.14 the
   * sealer): that player (CHESS_WHITE, CHESS_BLACK), 2 when both were
   * late, -1 when no default gave way. */
  int              default_spared;
  /* The side whose draw offer, written on the envelope, still stands when
   * play goes on (the other may accept or decline it), or -1. */
  int              draw_offer;
  GPtrArray       *articles;        /* const char *, the edition's numbering */
  char            *explanation;     /* for the players, in the UI language */
  /* The scenario's facts are those known at NOW (seconds after the
   * scheduled start; has_now FALSE when they are complete). Then a player
   * not here yet who may still come in time is awaited (awaiting[color]):
   * status waiting, reason "awaiting-player", the clocks as they stand at
   * NOW, and DEFAULT_AT the moment (seconds after the start) he is in
   * default (-1 when nobody is awaited). MAY_OPEN: the rules let the
   * envelope be opened now (or it was, for the outcome). */
  gboolean         has_now;
  gint64           now;
  gboolean         awaiting[2];
  gint64           default_at;
  gboolean         may_open;
  /* A reply the responder sealed, kept closed until the absent sealer
   * arrives (only while he is awaited). */
  gboolean         reply_kept;
  /* While a player is awaited: should he be in default, the envelope is
   * opened to see whether the sealed move ends the game (the edition's
   * default exception covers him). */
  gboolean         default_opens;
  gboolean         envelope_lost;   /* the scenario's envelope is lost */
  /* What the arbiter decided where the Laws leave it to him
   * ("arbiter_decision"), as ADJ_ARBITER_* bits, and the late player
   * whose default he waived (-1). */
  unsigned         arbiter_decided;
  int              default_waived;
  /* The draw offer on the envelope answered once the sealed move was on
   * the board: 1 accepted (the game drawn), 0 declined, -1 not answered;
   * and the side that had made it. */
  int              draw_offer_answer;
  int              draw_offer_by;
  /* The game was called this many seconds after the session's start, and
   * the edition counts lateness from the session's start: a player is in
   * default DEFAULT_TIME − CALLED_AFTER seconds after the game's start. */
  gint64           called_after;
  /* What the envelope says of its sealing, told once it is opened where
   * the edition attaches a consequence. */
  AdjSealingFacts       sealing;
} AdjOutcome;

/* The arbiter's decisions an outcome applied (AdjOutcome.arbiter_decided). */
enum {
  ADJ_ARBITER_WAIVED_DEFAULT  = 1 << 0, /* arbiter_decision.default_waived */
  ADJ_ARBITER_CHARGED_WAIT    = 1 << 1, /* arbiter_decision.responder_charged */
  ADJ_ARBITER_SET_CLOCKS      = 1 << 2, /* arbiter_decision.clocks */
  ADJ_ARBITER_CORRECTED_CLOCKS = 1 << 3, /* arbiter_decision.clocks_corrected */
};

void        adj_outcome_free    (AdjOutcome *outcome);
JsonNode   *adj_outcome_to_json (const AdjOutcome *outcome);
const char *adj_outcome_status_id (AdjOutcomeStatus status);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjOutcome, adj_outcome_free)

/* Apply the rules. Fails only when the scenario lacks what the rules need
 * (an unknown profile, no time used, a sealed move to open that is not
 * there: ADJ_RESUME_ERROR_MOVE_NEEDED), naming the key. A scenario with
 * "now" answers what holds at that moment; while nobody is awaited the
 * answer is that of the complete facts. */
AdjOutcome *adj_resume (AdjScenario *scenario, GError **error);

G_END_DECLS
