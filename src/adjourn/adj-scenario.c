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

/* What the clocks showed when they were set up for the resumption, and
 * whether a player pointed out a wrong setting before his first move. */
static gboolean
read_clocks_at_start (AdjScenario *self, JsonObject *o, GError **error)
{
  static const char *const paths[2] = { "clocks_at_start.white", "clocks_at_start.black" };
  JsonObject *c = NULL;
  AdjJsonRead r = adj_json_read_object (o, "clocks_at_start", ADJ_JSON_OPTIONAL, &c, error);
  if (r != ADJ_JSON_FOUND)
    return r != ADJ_JSON_REFUSED;
  for (int side = 0; side < 2; side++)
    if (!read_seconds (o, paths[side], ADJ_JSON_REQUIRED | ADJ_JSON_NULL_IS_ABSENT, &self->clocks_at_start[side],
                       error))
      return FALSE;
  self->has_clocks_at_start = TRUE;
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
      || !read_string (o, "responder_seals_reply", &self->sealed_reply, error)
      || !read_lost_envelope (self, o, error)
      || !adj_json_read_bool (o, "qualified_arbiter", ADJ_JSON_OPTIONAL, &self->qualified_arbiter, error)
      || !read_clocks_at_start (self, o, error)
      || !read_position_set_up (self, o, error)
      || !read_now (self, o, error))
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
