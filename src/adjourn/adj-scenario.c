/* adj-scenario.c — a resumption scenario, the input of the resumption rules
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adjourn-scenario"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "adj-clock.h"
#include "adj-json.h"
#include "adj-scenario.h"
#include "chess-fen.h"

struct _AdjScenario {
  GObject           parent_instance;
  AdjEnvelope      *envelope;
  gint64            default_time;
  AdjBeforeOpening  before_opening;
  int               resigning_player;
  gint64            arrival[2];
  char             *sealed_reply;
  gboolean          lost;
  char             *declared_move;
  char             *meant_move;       /* lost_envelope.meant_move */
  char             *replacement_move; /* lost_envelope.replacement_move */
  gboolean          times_known, position_known;
  gint64            earlier_illegal_moves;
  gboolean          qualified_arbiter;
  gboolean          has_clocks_at_start;
  gint64            clocks_at_start[2];
  gboolean          clocks_shown_before_first_move;
  gboolean          has_position_set_up;
  ChessPosition     position_set_up;
  gint64            now;
  gint64            called_after_session_start;
  int               draw_offer_answer;
  AdjArbiterDecision arbiter;
};

G_DEFINE_FINAL_TYPE (AdjScenario, adj_scenario, G_TYPE_OBJECT)

G_DEFINE_QUARK (adj-scenario-error-quark, adj_scenario_error)

static const char *const side_keys[2] = { "white", "black" };

static void
adj_scenario_finalize (GObject *object)
{
  AdjScenario *self = ADJ_SCENARIO (object);

  g_clear_object (&self->envelope);
  g_clear_pointer (&self->sealed_reply, g_free);
  g_clear_pointer (&self->declared_move, g_free);
  g_clear_pointer (&self->meant_move, g_free);
  g_clear_pointer (&self->replacement_move, g_free);
  G_OBJECT_CLASS (adj_scenario_parent_class)->finalize (object);
}

static void
adj_scenario_class_init (AdjScenarioClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = adj_scenario_finalize;
}

static void
adj_scenario_init (AdjScenario *self)
{
  self->default_time = -1;
  self->now = -1;
  self->resigning_player = -1;
  self->qualified_arbiter = TRUE;
  self->draw_offer_answer = -1;
  self->arbiter.default_waived = -1;
  self->arbiter.responder_charged = -1;
}

static gboolean
fail (GError **error, AdjScenarioError code, const char *key, const char *reason)
{
  g_set_error (error, ADJ_SCENARIO_ERROR, code, _("%s: %s"), key, reason);
  return FALSE;
}

/* A whole number from 0 to ADJ_INPUT_MAX (NEGATIVE says why when it is
 * below), or ABSENT when the file leaves it out or gives null. */
static gboolean
read_natural (JsonObject *o, const char *path, AdjJsonFlags flags, gint64 absent, const char *negative, gint64 *out,
              GError **error)
{
  *out = absent;
  AdjJsonRead r = adj_json_read_int (o, path, flags, out, error);
  g_autofree char *why = r == ADJ_JSON_FOUND ? adj_clock_input_refusal (*out, negative) : NULL;
  if (why)
    {
      *out = absent;
      return fail (error, ADJ_SCENARIO_ERROR_VALUE, path, why);
    }
  return r != ADJ_JSON_REFUSED;
}

/* Seconds, -1 when not given. */
static gboolean
read_seconds (JsonObject *o, const char *path, AdjJsonFlags flags, gint64 *out, GError **error)
{
  return read_natural (o, path, flags, -1, _("a time cannot be negative"), out, error);
}

/* A string that may be left out or null: *out stays NULL then. */
static gboolean
read_string (JsonObject *o, const char *path, char **out, GError **error)
{
  const char *text = NULL;
  if (!adj_json_read_string (o, path, ADJ_JSON_OPTIONAL, &text, error))
    return FALSE;
  *out = g_strdup (text);
  return TRUE;
}

/* The responder's sealed reply: its text, or (beyond formats.md) true for a
 * reply sealed in an envelope not opened yet, kept as "" (its text is
 * needed once the sealer arrives). */
static gboolean
read_reply (JsonObject *o, char **out, GError **error)
{
  JsonNode *node = json_object_get_member (o, "responder_seals_reply");
  if (node && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_BOOLEAN)
    {
      if (!json_node_get_boolean (node))
        {
          fail (error, ADJ_SCENARIO_ERROR_VALUE, "responder_seals_reply",
                _("the reply’s text, true for a reply still sealed, or null"));
          return FALSE;
        }
      *out = g_strdup ("");
      return TRUE;
    }
  return read_string (o, "responder_seals_reply", out, error);
}

/* true or false, which the file must give. */
static gboolean
read_bool (JsonObject *o, const char *path, gboolean *out, GError **error)
{
  return adj_json_read_bool (o, path, ADJ_JSON_REQUIRED | ADJ_JSON_NULL_IS_ABSENT, out, error) != ADJ_JSON_REFUSED;
}

static gboolean
read_envelope (AdjScenario *self, JsonObject *o, GError **error)
{
  JsonObject *envelope = NULL;
  if (!adj_json_read_object (o, "envelope", ADJ_JSON_REQUIRED | ADJ_JSON_NULL_IS_ABSENT, &envelope, error))
    return FALSE;
  g_autoptr(GError) inner = NULL;
  self->envelope = adj_envelope_new_from_object (envelope, &inner);
  if (!self->envelope)
    {
      /* The envelope's own message names its key: say where it sits. */
      g_set_error (error, ADJ_SCENARIO_ERROR, ADJ_SCENARIO_ERROR_ENVELOPE, "envelope.%s", inner->message);
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_before_opening (AdjScenario *self, JsonObject *o, GError **error)
{
  JsonObject *b = NULL;
  AdjJsonRead r = adj_json_read_object (o, "before_opening", ADJ_JSON_OPTIONAL, &b, error);
  if (r != ADJ_JSON_FOUND)
    return r != ADJ_JSON_REFUSED;
  const char *type = NULL, *player = NULL;
  if (!adj_json_read_string (o, "before_opening.type", ADJ_JSON_REQUIRED | ADJ_JSON_NULL_IS_ABSENT, &type, error))
    return FALSE;
  if (g_strcmp0 (type, "draw_agreed") == 0)
    {
      self->before_opening = ADJ_BEFORE_OPENING_DRAW_AGREED;
      return TRUE;
    }
  if (g_strcmp0 (type, "resigned") != 0)
    return fail (error, ADJ_SCENARIO_ERROR_VALUE, "before_opening.type", _("not “draw_agreed” or “resigned”"));
  self->before_opening = ADJ_BEFORE_OPENING_RESIGNED;
  if (!adj_json_read_string (o, "before_opening.player", ADJ_JSON_REQUIRED | ADJ_JSON_NULL_IS_ABSENT, &player, error))
    return FALSE;
  for (int c = 0; c < 2; c++)
    if (g_strcmp0 (player, side_keys[c]) == 0)
      self->resigning_player = c;
  if (self->resigning_player < 0)
    return fail (error, ADJ_SCENARIO_ERROR_VALUE, "before_opening.player", _("not “white” or “black”"));
  return TRUE;
}

static gboolean
read_arrivals (AdjScenario *self, JsonObject *o, GError **error)
{
  static const char *const paths[2] = { "arrivals.white", "arrivals.black" };
  JsonObject *a = NULL;
  if (!adj_json_read_object (o, "arrivals", ADJ_JSON_REQUIRED | ADJ_JSON_NULL_IS_ABSENT, &a, error))
    return FALSE;
  /* null is "never came"; leaving the key out says nothing at all. */
  for (int c = 0; c < 2; c++)
    if (!read_seconds (o, paths[c], ADJ_JSON_REQUIRED, &self->arrival[c], error))
      return FALSE;
  return TRUE;
}

static gboolean
read_lost_envelope (AdjScenario *self, JsonObject *o, GError **error)
{
  JsonObject *l = NULL;
  AdjJsonRead r = adj_json_read_object (o, "lost_envelope", ADJ_JSON_OPTIONAL, &l, error);
  if (r != ADJ_JSON_FOUND)
    return r != ADJ_JSON_REFUSED;
  if (adj_envelope_has (self->envelope, "sealed_move"))
    return fail (error, ADJ_SCENARIO_ERROR_VALUE, "lost_envelope",
                 _("a lost envelope cannot have its sealed move read: envelope.sealed_move must be null"));
  self->lost = TRUE;
  return read_string (o, "lost_envelope.declared_move", &self->declared_move, error)
         && read_string (o, "lost_envelope.meant_move", &self->meant_move, error)
         && read_string (o, "lost_envelope.replacement_move", &self->replacement_move, error)
         && read_bool (o, "lost_envelope.times_known", &self->times_known, error)
         && read_bool (o, "lost_envelope.position_known", &self->position_known, error)
         && read_natural (o, "lost_envelope.earlier_illegal_moves", ADJ_JSON_OPTIONAL, 0,
                          _("a count cannot be negative"), &self->earlier_illegal_moves, error);
}

/* The time used of both sides under PARENT ("clocks_at_start"), which
 * may be left out (*FOUND then FALSE) but then gives both. */
static gboolean
read_clock_pair (JsonObject *o, const char *parent, gint64 out[2], gboolean *found, GError **error)
{
  JsonObject *c = NULL;
  AdjJsonRead r = adj_json_read_object (o, parent, ADJ_JSON_OPTIONAL, &c, error);
  *found = r == ADJ_JSON_FOUND;
  if (!*found)
    return r != ADJ_JSON_REFUSED;
  for (int side = 0; side < 2; side++)
    {
      g_autofree char *path = g_strdup_printf ("%s.%s", parent, side_keys[side]);
      if (!read_seconds (o, path, ADJ_JSON_REQUIRED | ADJ_JSON_NULL_IS_ABSENT, &out[side], error))
        return FALSE;
    }
  return TRUE;
}

/* What the clocks showed when they were set up for the resumption, and
 * whether a player pointed out a wrong setting before his first move. */
static gboolean
read_clocks_at_start (AdjScenario *self, JsonObject *o, GError **error)
{
  if (!read_clock_pair (o, "clocks_at_start", self->clocks_at_start, &self->has_clocks_at_start, error))
    return FALSE;
  if (!self->has_clocks_at_start)
    return TRUE;
  return read_bool (o, "clocks_at_start.shown_before_first_move", &self->clocks_shown_before_first_move, error);
}

static gboolean
read_position_set_up (AdjScenario *self, JsonObject *o, GError **error)
{
  g_autofree char *fen = NULL;
  if (!read_string (o, "position_set_up", &fen, error))
    return FALSE;
  if (!fen)
    return TRUE;
  ChessFenResult result;
  if (!chess_fen_read (&self->position_set_up, fen, &result))
    {
      g_autofree char *why = g_strdup_printf (_("bad FEN: %s%s%s"), chess_fen_error_message (result.code),
                                              *result.detail ? ": " : "", result.detail);
      return fail (error, ADJ_SCENARIO_ERROR_VALUE, "position_set_up", why);
    }
  self->has_position_set_up = TRUE;
  return TRUE;
}

/* Beyond formats.md's scenario (its facts have it): "now", the moment the
 * facts are known at. An arrival after it cannot be known yet. */
static gboolean
read_now (AdjScenario *self, JsonObject *o, GError **error)
{
  static const char *const paths[2] = { "arrivals.white", "arrivals.black" };
  if (!read_seconds (o, "now", ADJ_JSON_OPTIONAL, &self->now, error))
    return FALSE;
  for (int c = 0; c < 2 && self->now >= 0; c++)
    if (self->arrival[c] > self->now)
      {
        g_autofree char *why = g_strdup_printf (_("later than now (%lld): the facts are those known at that moment"),
                                                (long long) self->now);
        return fail (error, ADJ_SCENARIO_ERROR_VALUE, paths[c], why);
      }
  return TRUE;
}

/* Beyond formats.md: the answer to the draw offer on the envelope, given
 * once the sealed move is on the board (1993 10.9, 1985 10.10(b); 2023
 * I.4 and 2005 A4 keep it standing until answered). */
static gboolean
read_draw_offer_answer (AdjScenario *self, JsonObject *o, GError **error)
{
  static const char *const answers[2] = { "declined", "accepted" };
  g_autofree char *answer = NULL;
  if (!read_string (o, "draw_offer_answer", &answer, error))
    return FALSE;
  if (!answer)
    return TRUE;
  for (int i = 0; i < 2; i++)
    if (g_str_equal (answer, answers[i]))
      self->draw_offer_answer = i;
  if (self->draw_offer_answer < 0)
    return fail (error, ADJ_SCENARIO_ERROR_VALUE, "draw_offer_answer", _("not “accepted” or “declined”"));
  if (!adj_envelope_has (self->envelope, "draw_offer"))
    return fail (error, ADJ_SCENARIO_ERROR_VALUE, "draw_offer_answer",
                 _("the envelope records no draw offer (envelope.draw_offer is null)"));
  return TRUE;
}

/* Beyond formats.md: what the arbiter decided where the Laws leave it to
 * him. Read here; whether the edition gives him that discretion, and
 * whether the facts call for it, the resumption rules say. */
static gboolean
read_arbiter_decision (AdjScenario *self, JsonObject *o, GError **error)
{
  JsonObject *d = NULL;
  AdjJsonRead r = adj_json_read_object (o, "arbiter_decision", ADJ_JSON_OPTIONAL, &d, error);
  if (r != ADJ_JSON_FOUND)
    return r != ADJ_JSON_REFUSED;
  g_autofree char *waived = NULL;
  if (!read_string (o, "arbiter_decision.default_waived", &waived, error))
    return FALSE;
  for (int c = 0; waived && c < 2; c++)
    if (g_str_equal (waived, side_keys[c]))
      self->arbiter.default_waived = c;
  if (waived && self->arbiter.default_waived < 0)
    return fail (error, ADJ_SCENARIO_ERROR_VALUE, "arbiter_decision.default_waived", _("not “white” or “black”"));
  if (!read_seconds (o, "arbiter_decision.responder_charged", ADJ_JSON_OPTIONAL, &self->arbiter.responder_charged,
                     error))
    return FALSE;
  if (!read_clock_pair (o, "arbiter_decision.clocks", self->arbiter.clocks, &self->arbiter.sets_clocks, error))
    return FALSE;
  return adj_json_read_bool (o, "arbiter_decision.clocks_corrected", ADJ_JSON_OPTIONAL,
                             &self->arbiter.corrects_clocks, error)
         != ADJ_JSON_REFUSED;
}

/* The whole file; its errors are in ADJ_SCENARIO_ERROR or, from adj_json,
 * in ADJ_JSON_ERROR. */
static AdjScenario *
read_scenario (const char *data, gssize length, GError **error)
{
  g_autoptr(JsonNode) root = adj_json_parse (data, length, error);
  if (!root)
    return NULL;
  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error_literal (error, ADJ_SCENARIO_ERROR, ADJ_SCENARIO_ERROR_SYNTAX, _("not a JSON object"));
      return NULL;
    }
  JsonObject *o = json_node_get_object (root);

  JsonNode *format = adj_json_lookup (o, "format"), *version = adj_json_lookup (o, "version");
  if (!adj_json_holds (format, G_TYPE_STRING) || g_strcmp0 (json_node_get_string (format), "adjourn-scenario") != 0)
    {
      fail (error, ADJ_SCENARIO_ERROR_FORMAT, "format", _("not “adjourn-scenario”"));
      return NULL;
    }
  if (!adj_json_holds (version, G_TYPE_INT64) || json_node_get_int (version) != 1)
    {
      fail (error, ADJ_SCENARIO_ERROR_FORMAT, "version", _("only version 1 is known"));
      return NULL;
    }

  g_autoptr(AdjScenario) self = g_object_new (ADJ_TYPE_SCENARIO, NULL);
  if (!read_envelope (self, o, error)
      || !read_seconds (o, "default_time", ADJ_JSON_OPTIONAL, &self->default_time, error)
      || !read_before_opening (self, o, error)
      || !read_arrivals (self, o, error)
      || !read_reply (o, &self->sealed_reply, error)
      || !read_lost_envelope (self, o, error)
      || !adj_json_read_bool (o, "qualified_arbiter", ADJ_JSON_OPTIONAL, &self->qualified_arbiter, error)
      || !read_clocks_at_start (self, o, error)
      || !read_position_set_up (self, o, error)
      || !read_now (self, o, error)
      || !read_seconds (o, "called_after_session_start", ADJ_JSON_OPTIONAL, &self->called_after_session_start, error)
      || !read_draw_offer_answer (self, o, error)
      || !read_arbiter_decision (self, o, error))
    return NULL;
  return g_steal_pointer (&self);
}

AdjScenario *
adj_scenario_new_from_data (const char *data, gssize length, GError **error)
{
  g_return_val_if_fail (data != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  g_autoptr(GError) local = NULL;
  AdjScenario *self = read_scenario (data, length, &local);
  if (!self)
    adj_json_propagate_error (error, g_steal_pointer (&local), ADJ_SCENARIO_ERROR, ADJ_SCENARIO_ERROR_SYNTAX,
                              ADJ_SCENARIO_ERROR_MISSING, ADJ_SCENARIO_ERROR_TYPE);
  return self;
}

AdjEnvelope *
adj_scenario_get_envelope (AdjScenario *self)
{
  g_return_val_if_fail (ADJ_IS_SCENARIO (self), NULL);
  return self->envelope;
}

gint64
adj_scenario_get_default_time (AdjScenario *self)
{
  g_return_val_if_fail (ADJ_IS_SCENARIO (self), -1);
  return self->default_time;
}

AdjBeforeOpening
adj_scenario_get_before_opening (AdjScenario *self, int *resigning_player)
{
  g_return_val_if_fail (ADJ_IS_SCENARIO (self), ADJ_BEFORE_OPENING_NOTHING);
  if (resigning_player)
    *resigning_player = self->resigning_player;
  return self->before_opening;
}

gint64
adj_scenario_get_arrival (AdjScenario *self, int color)
{
  g_return_val_if_fail (ADJ_IS_SCENARIO (self), -1);
  g_return_val_if_fail (color == CHESS_WHITE || color == CHESS_BLACK, -1);
  return self->arrival[color];
}

const char *
adj_scenario_get_sealed_reply (AdjScenario *self)
{
  g_return_val_if_fail (ADJ_IS_SCENARIO (self), NULL);
  return self->sealed_reply;
}

gboolean
adj_scenario_get_envelope_lost (AdjScenario *self)
{
  g_return_val_if_fail (ADJ_IS_SCENARIO (self), FALSE);
  return self->lost;
}

const char *
adj_scenario_get_declared_move (AdjScenario *self)
{
  g_return_val_if_fail (ADJ_IS_SCENARIO (self), NULL);
  return self->declared_move;
}

const char *
adj_scenario_get_meant_move (AdjScenario *self)
{
  g_return_val_if_fail (ADJ_IS_SCENARIO (self), NULL);
  return self->meant_move;
}

const char *
adj_scenario_get_replacement_move (AdjScenario *self)
{
  g_return_val_if_fail (ADJ_IS_SCENARIO (self), NULL);
  return self->replacement_move;
}

gboolean
adj_scenario_get_times_known (AdjScenario *self)
{
  g_return_val_if_fail (ADJ_IS_SCENARIO (self), FALSE);
  return self->times_known;
}

gint64
adj_scenario_get_earlier_illegal_moves (AdjScenario *self)
{
  g_return_val_if_fail (ADJ_IS_SCENARIO (self), 0);
  return self->earlier_illegal_moves;
}

gboolean
adj_scenario_get_position_known (AdjScenario *self)
{
  g_return_val_if_fail (ADJ_IS_SCENARIO (self), FALSE);
  return self->position_known;
}

gboolean
adj_scenario_get_qualified_arbiter (AdjScenario *self)
{
  g_return_val_if_fail (ADJ_IS_SCENARIO (self), TRUE);
  return self->qualified_arbiter;
}

gboolean
adj_scenario_get_clocks_at_start (AdjScenario *self, gint64 time_used[2], gboolean *shown_before_first_move)
{
  g_return_val_if_fail (ADJ_IS_SCENARIO (self), FALSE);
  if (!self->has_clocks_at_start)
    return FALSE;
  if (time_used)
    {
      time_used[0] = self->clocks_at_start[0];
      time_used[1] = self->clocks_at_start[1];
    }
  if (shown_before_first_move)
    *shown_before_first_move = self->clocks_shown_before_first_move;
  return TRUE;
}

const ChessPosition *
adj_scenario_get_position_set_up (AdjScenario *self)
{
  g_return_val_if_fail (ADJ_IS_SCENARIO (self), NULL);
  return self->has_position_set_up ? &self->position_set_up : NULL;
}

gint64
adj_scenario_get_now (AdjScenario *self)
{
  g_return_val_if_fail (ADJ_IS_SCENARIO (self), -1);
  return self->now;
}

gint64
adj_scenario_get_called_after_session_start (AdjScenario *self)
{
  g_return_val_if_fail (ADJ_IS_SCENARIO (self), 0);
  return MAX (self->called_after_session_start, 0);
}

int
adj_scenario_get_draw_offer_answer (AdjScenario *self)
{
  g_return_val_if_fail (ADJ_IS_SCENARIO (self), -1);
  return self->draw_offer_answer;
}

const AdjArbiterDecision *
adj_scenario_get_arbiter_decision (AdjScenario *self)
{
  g_return_val_if_fail (ADJ_IS_SCENARIO (self), NULL);
  return &self->arbiter;
}
