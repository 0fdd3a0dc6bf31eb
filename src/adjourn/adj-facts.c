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


/* The facts' own keys: everything else is a scenario key, read by the
 * scenario's reader with the same names ("now" among them). */
static const char *const own_keys[] = {
  "format", "version", "sealed_move", "present", "scoresheets_found", NULL,
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

/* The facts' own keys, read with the shared member readers (their
 * errors are mapped to this domain once, where the facts are read). */
static gboolean
read_own_keys (AdjFacts *self, JsonObject *o, GError **error)
{
  const char *text = NULL;
  gint64 number = 0;
  if (adj_json_read_string (o, "format", ADJ_JSON_OPTIONAL, &text, NULL) != ADJ_JSON_FOUND
      || g_strcmp0 (text, "adjourn-resumption") != 0)
    return fail (error, ADJ_FACTS_ERROR_FORMAT, "format", _("not “adjourn-resumption”"));
  if (adj_json_read_int (o, "version", ADJ_JSON_OPTIONAL, &number, NULL) != ADJ_JSON_FOUND || number != 1)
    return fail (error, ADJ_FACTS_ERROR_FORMAT, "version", _("only version 1 is known"));

  text = NULL;
  if (!adj_json_read_string (o, "sealed_move", ADJ_JSON_OPTIONAL, &text, error))
    return FALSE;
  self->sealed_move = g_strdup (text);
  switch (adj_json_read_int (o, "now", ADJ_JSON_OPTIONAL, &self->now, error))
    {
    case ADJ_JSON_REFUSED:
      return FALSE;
    case ADJ_JSON_FOUND:
      {
        g_autofree char *why = adj_clock_input_refusal (self->now, _("a time cannot be negative"));
        if (why)
          return fail (error, ADJ_FACTS_ERROR_VALUE, "now", why);
      }
      self->has_now = TRUE;
      break;
    default:
      break;
    }
  JsonArray *present = NULL;
  if (!adj_json_read_string_array (o, "present", ADJ_JSON_OPTIONAL, &present, error))
    return FALSE;
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  for (guint i = 0; present && i < json_array_get_length (present); i++)
    g_strv_builder_add (names, json_array_get_string_element (present, i));
  self->present = g_strv_builder_end (names);
  static const char *const found_paths[2] = { "scoresheets_found.white", "scoresheets_found.black" };
  for (int c = 0; c < 2; c++)
    if (!adj_json_read_bool (o, found_paths[c], ADJ_JSON_OPTIONAL, &self->scoresheet_found[c], error))
      return FALSE;
  return TRUE;
}

static gboolean
given (JsonObject *o, const char *key)
{
  JsonNode *node = adj_json_lookup (o, key);
  return node != NULL && !JSON_NODE_HOLDS_NULL (node);
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
  if (given (o, "envelope"))
    {
      fail (error, ADJ_FACTS_ERROR_VALUE, "envelope",
            _("the facts of an archived envelope do not carry one: the archive’s is used"));
      return NULL;
    }
  if (!read_own_keys (self, o, &local))
    {
      adj_json_propagate_error (error, g_steal_pointer (&local), ADJ_FACTS_ERROR, ADJ_FACTS_ERROR_SYNTAX,
                                ADJ_FACTS_ERROR_VALUE, ADJ_FACTS_ERROR_TYPE);
      return NULL;
    }
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
  return given (self->object, "lost_envelope");
}

gboolean
adj_facts_ends_before_opening (AdjFacts *self)
{
  g_return_val_if_fail (ADJ_IS_FACTS (self), FALSE);
  return given (self->object, "before_opening");
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
  /* Facts known up to a moment may come before the envelope is opened:
   * the resumption rules say when its move is needed. */
  if (!lost && !move && !adj_facts_ends_before_opening (self) && !self->has_now)
    {
      fail (error, ADJ_FACTS_ERROR_ENVELOPE, "sealed_move",
            _("missing: the move read off the envelope, or lost_envelope when it cannot be found"));
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
