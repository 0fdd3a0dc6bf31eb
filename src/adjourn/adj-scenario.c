/* adj-scenario.c — a resumption scenario, the input of the resumption rules
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adjourn-scenario"

#include "config.h"

#include <glib/gi18n-lib.h>

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
  gboolean          times_known, position_known;
  gint64            earlier_illegal_moves;
  gboolean          qualified_arbiter;
  gboolean          has_clocks_at_start;
  gint64            clocks_at_start[2];
  gboolean          clocks_shown_before_first_move;
  gboolean          has_position_set_up;
  ChessPosition     position_set_up;
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
  self->resigning_player = -1;
  self->qualified_arbiter = TRUE;
}

static gboolean
fail (GError **error, AdjScenarioError code, const char *key, const char *reason)
{
  g_set_error (error, ADJ_SCENARIO_ERROR, code, _("%s: %s"), key, reason);
  return FALSE;
}

/* A member that is absent or null reads as NULL. */
static JsonNode *
member (JsonObject *o, const char *key)
{
  JsonNode *node = json_object_has_member (o, key) ? json_object_get_member (o, key) : NULL;
  return node && !JSON_NODE_HOLDS_NULL (node) ? node : NULL;
}

static gboolean
is_type (JsonNode *node, GType type)
{
  return JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == type;
}

/* A non-negative whole number of seconds, or absent (-1). */
static gboolean
read_seconds (JsonObject *o, const char *key, const char *path, gint64 *out, GError **error)
{
  JsonNode *node = member (o, key);
  *out = -1;
  if (!node)
    return TRUE;
  if (!is_type (node, G_TYPE_INT64))
    return fail (error, ADJ_SCENARIO_ERROR_TYPE, path, _("not an integer"));
  if (json_node_get_int (node) < 0)
    return fail (error, ADJ_SCENARIO_ERROR_VALUE, path, _("a time cannot be negative"));
  *out = json_node_get_int (node);
  return TRUE;
}

/* A non-negative whole number, 0 when absent. */
static gboolean
read_count (JsonObject *o, const char *key, const char *path, gint64 *out, GError **error)
{
  JsonNode *node = member (o, key);
  *out = 0;
  if (!node)
    return TRUE;
  if (!is_type (node, G_TYPE_INT64))
    return fail (error, ADJ_SCENARIO_ERROR_TYPE, path, _("not an integer"));
  if (json_node_get_int (node) < 0)
    return fail (error, ADJ_SCENARIO_ERROR_VALUE, path, _("a count cannot be negative"));
  *out = json_node_get_int (node);
  return TRUE;
}

static gboolean
read_string (JsonObject *o, const char *key, const char *path, char **out, GError **error)
{
  JsonNode *node = member (o, key);
  if (!node)
    return TRUE;
  if (!is_type (node, G_TYPE_STRING))
    return fail (error, ADJ_SCENARIO_ERROR_TYPE, path, _("not a string"));
  *out = g_strdup (json_node_get_string (node));
  return TRUE;
}

static gboolean
read_bool (JsonObject *o, const char *key, const char *path, gboolean *out, GError **error)
{
  JsonNode *node = member (o, key);
  if (!node)
    return fail (error, ADJ_SCENARIO_ERROR_MISSING, path, _("missing"));
  if (!is_type (node, G_TYPE_BOOLEAN))
    return fail (error, ADJ_SCENARIO_ERROR_TYPE, path, _("not true or false"));
  *out = json_node_get_boolean (node);
  return TRUE;
}

/* A true-or-false member that may be left out: *out keeps its default then. */
static gboolean
read_optional_bool (JsonObject *o, const char *key, const char *path, gboolean *out, GError **error)
{
  return !member (o, key) || read_bool (o, key, path, out, error);
}

static gboolean
read_envelope (AdjScenario *self, JsonObject *o, GError **error)
{
  JsonNode *node = member (o, "envelope");
  if (!node)
    return fail (error, ADJ_SCENARIO_ERROR_MISSING, "envelope", _("missing"));
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return fail (error, ADJ_SCENARIO_ERROR_TYPE, "envelope", _("not an object"));
  g_autoptr(GError) inner = NULL;
  self->envelope = adj_envelope_new_from_object (json_node_get_object (node), &inner);
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
  JsonNode *node = member (o, "before_opening");
  if (!node)
    return TRUE;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return fail (error, ADJ_SCENARIO_ERROR_TYPE, "before_opening", _("not an object"));
  JsonObject *b = json_node_get_object (node);
  g_autofree char *type = NULL, *player = NULL;
  if (!read_string (b, "type", "before_opening.type", &type, error))
    return FALSE;
  if (!type)
    return fail (error, ADJ_SCENARIO_ERROR_MISSING, "before_opening.type", _("missing"));
  if (g_strcmp0 (type, "draw_agreed") == 0)
    {
      self->before_opening = ADJ_BEFORE_OPENING_DRAW_AGREED;
      return TRUE;
    }
  if (g_strcmp0 (type, "resigned") != 0)
    return fail (error, ADJ_SCENARIO_ERROR_VALUE, "before_opening.type", _("not “draw_agreed” or “resigned”"));
  self->before_opening = ADJ_BEFORE_OPENING_RESIGNED;
  if (!read_string (b, "player", "before_opening.player", &player, error))
    return FALSE;
  for (int c = 0; c < 2; c++)
    if (g_strcmp0 (player, side_keys[c]) == 0)
      self->resigning_player = c;
  if (self->resigning_player < 0)
    return fail (error, player ? ADJ_SCENARIO_ERROR_VALUE : ADJ_SCENARIO_ERROR_MISSING, "before_opening.player",
                 player ? _("not “white” or “black”") : _("missing"));
  return TRUE;
}

static gboolean
read_arrivals (AdjScenario *self, JsonObject *o, GError **error)
{
  JsonNode *node = member (o, "arrivals");
  if (!node)
    return fail (error, ADJ_SCENARIO_ERROR_MISSING, "arrivals", _("missing"));
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return fail (error, ADJ_SCENARIO_ERROR_TYPE, "arrivals", _("not an object"));
  JsonObject *a = json_node_get_object (node);
  for (int c = 0; c < 2; c++)
    {
      g_autofree char *path = g_strdup_printf ("arrivals.%s", side_keys[c]);
      /* null is "never came"; leaving the key out says nothing at all. */
      if (!json_object_has_member (a, side_keys[c]))
        return fail (error, ADJ_SCENARIO_ERROR_MISSING, path, _("missing"));
      if (!read_seconds (a, side_keys[c], path, &self->arrival[c], error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
read_lost_envelope (AdjScenario *self, JsonObject *o, GError **error)
{
  JsonNode *node = member (o, "lost_envelope");
  if (!node)
    return TRUE;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return fail (error, ADJ_SCENARIO_ERROR_TYPE, "lost_envelope", _("not an object"));
  if (adj_envelope_has (self->envelope, "sealed_move"))
    return fail (error, ADJ_SCENARIO_ERROR_VALUE, "lost_envelope",
                 _("a lost envelope cannot have its sealed move read: envelope.sealed_move must be null"));
  JsonObject *l = json_node_get_object (node);
  self->lost = TRUE;
  return read_string (l, "declared_move", "lost_envelope.declared_move", &self->declared_move, error)
         && read_bool (l, "times_known", "lost_envelope.times_known", &self->times_known, error)
         && read_bool (l, "position_known", "lost_envelope.position_known", &self->position_known, error)
         && read_count (l, "earlier_illegal_moves", "lost_envelope.earlier_illegal_moves",
                        &self->earlier_illegal_moves, error);
}

/* What the clocks showed when they were set up for the resumption, and
 * whether a player pointed out a wrong setting before his first move. */
static gboolean
read_clocks_at_start (AdjScenario *self, JsonObject *o, GError **error)
{
  JsonNode *node = member (o, "clocks_at_start");
  if (!node)
    return TRUE;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return fail (error, ADJ_SCENARIO_ERROR_TYPE, "clocks_at_start", _("not an object"));
  JsonObject *c = json_node_get_object (node);
  for (int side = 0; side < 2; side++)
    {
      g_autofree char *path = g_strdup_printf ("clocks_at_start.%s", side_keys[side]);
      if (!read_seconds (c, side_keys[side], path, &self->clocks_at_start[side], error))
        return FALSE;
      if (self->clocks_at_start[side] < 0)
        return fail (error, ADJ_SCENARIO_ERROR_MISSING, path, _("missing"));
    }
  self->has_clocks_at_start = TRUE;
  return read_bool (c, "shown_before_first_move", "clocks_at_start.shown_before_first_move",
                    &self->clocks_shown_before_first_move, error);
}

static gboolean
read_position_set_up (AdjScenario *self, JsonObject *o, GError **error)
{
  g_autofree char *fen = NULL;
  if (!read_string (o, "position_set_up", "position_set_up", &fen, error))
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

AdjScenario *
adj_scenario_new_from_data (const char *data, gssize length, GError **error)
{
  g_return_val_if_fail (data != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) local = NULL;
  if (!json_parser_load_from_data (parser, data, length, &local))
    {
      g_set_error (error, ADJ_SCENARIO_ERROR, ADJ_SCENARIO_ERROR_SYNTAX, _("not JSON: %s"), local->message);
      return NULL;
    }
  JsonNode *root = json_parser_get_root (parser);
  if (!root || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error_literal (error, ADJ_SCENARIO_ERROR, ADJ_SCENARIO_ERROR_SYNTAX, _("not a JSON object"));
      return NULL;
    }
  JsonObject *o = json_node_get_object (root);

  JsonNode *format = member (o, "format"), *version = member (o, "version");
  if (!format || !is_type (format, G_TYPE_STRING) || g_strcmp0 (json_node_get_string (format), "adjourn-scenario") != 0)
    {
      fail (error, ADJ_SCENARIO_ERROR_FORMAT, "format", _("not “adjourn-scenario”"));
      return NULL;
    }
  if (!version || !is_type (version, G_TYPE_INT64) || json_node_get_int (version) != 1)
    {
      fail (error, ADJ_SCENARIO_ERROR_FORMAT, "version", _("only version 1 is known"));
      return NULL;
    }

  g_autoptr(AdjScenario) self = g_object_new (ADJ_TYPE_SCENARIO, NULL);
  if (!read_envelope (self, o, error)
      || !read_seconds (o, "default_time", "default_time", &self->default_time, error)
      || !read_before_opening (self, o, error)
      || !read_arrivals (self, o, error)
      || !read_string (o, "responder_seals_reply", "responder_seals_reply", &self->sealed_reply, error)
      || !read_lost_envelope (self, o, error)
      || !read_optional_bool (o, "qualified_arbiter", "qualified_arbiter", &self->qualified_arbiter, error)
      || !read_clocks_at_start (self, o, error)
      || !read_position_set_up (self, o, error))
    return NULL;
  return g_steal_pointer (&self);
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
