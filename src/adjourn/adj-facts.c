/* adj-facts.c — what happened at the board, for an envelope kept in the archive
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adjourn-facts"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "adj-clock.h"
#include "adj-facts.h"
#include "adj-json.h"

struct _AdjFacts {
  GObject     parent_instance;
  JsonObject *object;          /* the facts as read, for the scenario */
  char       *sealed_move;
  GStrv       present;
  gboolean    scoresheet_found[2];
  gboolean    has_now;
  gint64      now;
};

G_DEFINE_FINAL_TYPE (AdjFacts, adj_facts, G_TYPE_OBJECT)

G_DEFINE_QUARK (adj-facts-error-quark, adj_facts_error)

static const char *const side_keys[2] = { "white", "black" };

/* The facts' own keys: everything else is a scenario key, read by the
 * scenario's reader with the same names. */
static const char *const own_keys[] = {
  "format", "version", "sealed_move", "now", "present", "scoresheets_found", NULL,
};

static void
adj_facts_finalize (GObject *object)
{
  AdjFacts *self = ADJ_FACTS (object);

  g_clear_pointer (&self->object, json_object_unref);
  g_free (self->sealed_move);
  g_strfreev (self->present);
  G_OBJECT_CLASS (adj_facts_parent_class)->finalize (object);
}

static void
adj_facts_class_init (AdjFactsClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = adj_facts_finalize;
}

static void
adj_facts_init (AdjFacts *self)
{
  self->scoresheet_found[0] = self->scoresheet_found[1] = TRUE;
}

static gboolean
fail (GError **error, AdjFactsError code, const char *key, const char *reason)
{
  /* Translators: "arrivals.white: not an integer" — the key stays as written */
  g_set_error (error, ADJ_FACTS_ERROR, code, _("%s: %s"), key, reason);
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

static gboolean
read_own_keys (AdjFacts *self, JsonObject *o, GError **error)
{
  JsonNode *node = member (o, "format");
  if (!node || !is_type (node, G_TYPE_STRING) || g_strcmp0 (json_node_get_string (node), "adjourn-resumption") != 0)
    return fail (error, ADJ_FACTS_ERROR_FORMAT, "format", _("not “adjourn-resumption”"));
  node = member (o, "version");
  if (!node || !is_type (node, G_TYPE_INT64) || json_node_get_int (node) != 1)
    return fail (error, ADJ_FACTS_ERROR_FORMAT, "version", _("only version 1 is known"));

  if ((node = member (o, "sealed_move")))
    {
      if (!is_type (node, G_TYPE_STRING))
        return fail (error, ADJ_FACTS_ERROR_TYPE, "sealed_move", _("not a string"));
      self->sealed_move = g_strdup (json_node_get_string (node));
    }
  if ((node = member (o, "now")))
    {
      if (!is_type (node, G_TYPE_INT64))
        return fail (error, ADJ_FACTS_ERROR_TYPE, "now", _("not an integer"));
      g_autofree char *why = adj_clock_input_refusal (json_node_get_int (node), _("a time cannot be negative"));
      if (why)
        return fail (error, ADJ_FACTS_ERROR_VALUE, "now", why);
      self->has_now = TRUE;
      self->now = json_node_get_int (node);
    }
  g_autoptr(GStrvBuilder) present = g_strv_builder_new ();
  if ((node = member (o, "present")))
    {
      if (!JSON_NODE_HOLDS_ARRAY (node))
        return fail (error, ADJ_FACTS_ERROR_TYPE, "present", _("not a list"));
      JsonArray *a = json_node_get_array (node);
      for (guint i = 0; i < json_array_get_length (a); i++)
        {
          JsonNode *name = json_array_get_element (a, i);
          if (!is_type (name, G_TYPE_STRING))
            {
              g_autofree char *key = g_strdup_printf ("present[%u]", i);
              return fail (error, ADJ_FACTS_ERROR_TYPE, key, _("not a string"));
            }
          g_strv_builder_add (present, json_node_get_string (name));
        }
    }
  self->present = g_strv_builder_end (present);
  if ((node = member (o, "scoresheets_found")))
    {
      if (!JSON_NODE_HOLDS_OBJECT (node))
        return fail (error, ADJ_FACTS_ERROR_TYPE, "scoresheets_found", _("not an object"));
      JsonObject *found = json_node_get_object (node);
      for (int c = 0; c < 2; c++)
        {
          JsonNode *side = member (found, side_keys[c]);
          if (!side)
            continue;
          g_autofree char *key = g_strdup_printf ("scoresheets_found.%s", side_keys[c]);
          if (!is_type (side, G_TYPE_BOOLEAN))
            return fail (error, ADJ_FACTS_ERROR_TYPE, key, _("not true or false"));
          self->scoresheet_found[c] = json_node_get_boolean (side);
        }
    }
  return TRUE;
}

AdjFacts *
adj_facts_new_from_data (const char *data, gssize length, GError **error)
{
  g_return_val_if_fail (data != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* The guarded parser: nesting, encoding and syntax refused before
   * json-glib recurses into anything. */
  g_autoptr(GError) local = NULL;
  g_autoptr(JsonNode) root = adj_json_parse (data, length, &local);
  if (!root)
    {
      adj_json_propagate_error (error, g_steal_pointer (&local), ADJ_FACTS_ERROR, ADJ_FACTS_ERROR_SYNTAX,
                                ADJ_FACTS_ERROR_VALUE, ADJ_FACTS_ERROR_TYPE);
      return NULL;
    }
  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error_literal (error, ADJ_FACTS_ERROR, ADJ_FACTS_ERROR_SYNTAX, _("not a JSON object"));
      return NULL;
    }
  g_autoptr(AdjFacts) self = g_object_new (ADJ_TYPE_FACTS, NULL);
  JsonObject *o = json_node_get_object (root);
  if (member (o, "envelope"))
    {
      fail (error, ADJ_FACTS_ERROR_VALUE, "envelope",
            _("the facts of an archived envelope do not carry one: the archive’s is used"));
      return NULL;
    }
  if (!read_own_keys (self, o, error))
    return NULL;
  self->object = json_object_ref (o);
  return g_steal_pointer (&self);
}

const char *
adj_facts_get_sealed_move (AdjFacts *self)
{
  g_return_val_if_fail (ADJ_IS_FACTS (self), NULL);
  return self->sealed_move;
}

const char *const *
adj_facts_get_present (AdjFacts *self)
{
  g_return_val_if_fail (ADJ_IS_FACTS (self), NULL);
  return (const char *const *) self->present;
}

gboolean
adj_facts_get_scoresheet_found (AdjFacts *self, int side)
{
  g_return_val_if_fail (ADJ_IS_FACTS (self), TRUE);
  g_return_val_if_fail (side == 0 || side == 1, TRUE);
  return self->scoresheet_found[side];
}

gboolean
adj_facts_get_envelope_lost (AdjFacts *self)
{
  g_return_val_if_fail (ADJ_IS_FACTS (self), FALSE);
  return member (self->object, "lost_envelope") != NULL;
}

gboolean
adj_facts_ends_before_opening (AdjFacts *self)
{
  g_return_val_if_fail (ADJ_IS_FACTS (self), FALSE);
  return member (self->object, "before_opening") != NULL;
}

gboolean
adj_facts_get_now (AdjFacts *self, gint64 *now)
{
  g_return_val_if_fail (ADJ_IS_FACTS (self), FALSE);
  if (now)
    *now = self->now;
  return self->has_now;
}

AdjScenario *
adj_facts_to_scenario (AdjFacts *self, AdjEnvelope *envelope, const char *move, GError **error)
{
  g_return_val_if_fail (ADJ_IS_FACTS (self), NULL);
  g_return_val_if_fail (ADJ_IS_ENVELOPE (envelope), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (move == NULL)
    move = self->sealed_move;
  gboolean lost = adj_facts_get_envelope_lost (self);
  if (lost && move)
    {
      fail (error, ADJ_FACTS_ERROR_ENVELOPE, "sealed_move", _("a lost envelope’s move cannot have been read"));
      return NULL;
    }
  if (!lost && !move && !adj_facts_ends_before_opening (self))
    {
      fail (error, ADJ_FACTS_ERROR_ENVELOPE, "sealed_move",
            _("missing: the move read off the envelope, or lost_envelope when it cannot be found"));
      return NULL;
    }
  if (self->has_now)
    {
      /* The engine answers for complete facts only: what holds while a
       * player may still arrive is not decided here yet. */
      fail (error, ADJ_FACTS_ERROR_VALUE, "now",
            _("facts known only up to a moment are not judged yet: give the complete facts (now: null)"));
      return NULL;
    }

  g_autoptr(AdjEnvelope) opened = adj_envelope_with_sealed_move (envelope, move);
  g_autoptr(JsonObject) scenario = json_object_new ();
  json_object_set_string_member (scenario, "format", "adjourn-scenario");
  json_object_set_int_member (scenario, "version", 1);
  json_object_set_object_member (scenario, "envelope", json_object_ref (adj_envelope_get_object (opened)));
  JsonObjectIter iter;
  const char *key;
  JsonNode *value;
  json_object_iter_init (&iter, self->object);
  while (json_object_iter_next (&iter, &key, &value))
    if (!g_strv_contains (own_keys, key))
      json_object_set_member (scenario, key, json_node_copy (value));

  /* Through the scenario's own reader: every key is checked, and named,
   * exactly as for a scenario file. */
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (root, scenario);
  g_autofree char *text = json_to_string (root, FALSE);
  AdjScenario *result = adj_scenario_new_from_data (text, -1, error);
  /* The text held the move: wipe it. */
  memset (text, 0, strlen (text));
  return result;
}
