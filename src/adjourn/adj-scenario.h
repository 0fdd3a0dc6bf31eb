/* adj-scenario.h — a resumption scenario, the input of the resumption rules
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * spec/formats.md "Resumption scenario": the envelope (with its sealed move
 * once opened, or none when it is lost), the waiting time, what happened
 * before opening, when each player reached the board, a reply sealed by the
 * responder, and what is known of a lost envelope. A bad file is refused
 * whole, the key named.
 */
#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "adj-envelope.h"

G_BEGIN_DECLS

#define ADJ_SCENARIO_ERROR (adj_scenario_error_quark ())

typedef enum {
  ADJ_SCENARIO_ERROR_SYNTAX,
  ADJ_SCENARIO_ERROR_FORMAT,
  ADJ_SCENARIO_ERROR_MISSING,
  ADJ_SCENARIO_ERROR_TYPE,
  ADJ_SCENARIO_ERROR_VALUE,
  ADJ_SCENARIO_ERROR_ENVELOPE, /* the envelope inside is refused: its message is kept */
} AdjScenarioError;

GQuark adj_scenario_error_quark (void);

typedef enum {
  ADJ_BEFORE_OPENING_NOTHING = 0,
  ADJ_BEFORE_OPENING_DRAW_AGREED,
  ADJ_BEFORE_OPENING_RESIGNED,
} AdjBeforeOpening;

#define ADJ_TYPE_SCENARIO (adj_scenario_get_type ())

G_DECLARE_FINAL_TYPE (AdjScenario, adj_scenario, ADJ, SCENARIO, GObject)

AdjScenario *adj_scenario_new_from_data (const char *data, gssize length, GError **error);

AdjEnvelope      *adj_scenario_get_envelope         (AdjScenario *self);
/* Seconds; -1 when the file leaves it to the rules profile. */
gint64            adj_scenario_get_default_time     (AdjScenario *self);
AdjBeforeOpening  adj_scenario_get_before_opening   (AdjScenario *self, int *resigning_player);
/* Seconds after the scheduled start; -1 when the player never came. */
gint64            adj_scenario_get_arrival          (AdjScenario *self, int color);
/* The reply the responder sealed, or NULL. */
const char       *adj_scenario_get_sealed_reply     (AdjScenario *self);
/* Whether the envelope is lost, and what is known then. */
gboolean          adj_scenario_get_envelope_lost    (AdjScenario *self);
const char       *adj_scenario_get_declared_move    (AdjScenario *self);
/* Beyond formats.md, what the arbiter establishes after the declaration:
 * lost_envelope.meant_move, the move the sealer, asked, says he means by an
 * ambiguous (one of its candidates) or unreadable declaration; and
 * lost_envelope.replacement_move, the move made in place of an illegal
 * declared one under the touch-move rule. NULL when not given. */
const char       *adj_scenario_get_meant_move       (AdjScenario *self);
const char       *adj_scenario_get_replacement_move (AdjScenario *self);
gboolean          adj_scenario_get_times_known      (AdjScenario *self);
gboolean          adj_scenario_get_position_known   (AdjScenario *self);
/* Beyond formats.md: lost_envelope.earlier_illegal_moves, the illegal moves
 * the sealer had completed earlier in the game (0 when not given), which
 * count towards the one that loses (2023 7.5.5, 2005 7.4b). */
gint64            adj_scenario_get_earlier_illegal_moves (AdjScenario *self);
/* FCE 11.4: FALSE when no qualified arbiter runs the event ("qualified_arbiter",
 * TRUE when left out). */
gboolean          adj_scenario_get_qualified_arbiter (AdjScenario *self);
/* The time used the clocks showed when set up for the resumption, and
 * whether a wrong setting was pointed out before the player's first move
 * ("clocks_at_start"); FALSE when the file does not say. */
gboolean          adj_scenario_get_clocks_at_start  (AdjScenario *self, gint64 time_used[2],
                                                     gboolean *shown_before_first_move);
/* The position set up on the board at resumption ("position_set_up"), or
 * NULL when the file does not say (then it is the envelope's). */
const ChessPosition *adj_scenario_get_position_set_up (AdjScenario *self);
/* Seconds after the scheduled start at which the facts are known ("now",
 * as in the resumption facts of formats.md), -1 when they are complete.
 * With it, a null arrival is a player not here yet, and no arrival is
 * later than it. */
gint64            adj_scenario_get_now              (AdjScenario *self);

G_END_DECLS
