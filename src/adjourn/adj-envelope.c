/* adj-envelope.c — a sealed-move envelope and its file (spec/formats.md)
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adjourn-envelope"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "adj-clock.h"
#include "adj-envelope.h"
#include "adj-json.h"
#include "chess-fen.h"

struct _AdjEnvelope {
  GObject        parent_instance;
  JsonObject    *object;
  ChessPosition  position;
};

G_DEFINE_FINAL_TYPE (AdjEnvelope, adj_envelope, G_TYPE_OBJECT)

G_DEFINE_QUARK (adj-envelope-error-quark, adj_envelope_error)

typedef enum {
  KIND_FORMAT,
  KIND_VERSION,
  KIND_RULES,
  KIND_STRING,
  KIND_FEN,
  KIND_OBJECT,
  KIND_STRING_ARRAY,
  KIND_SECONDS,
  KIND_MOVE_NUMBER,
  KIND_INSTANT,
  KIND_SIDE,
  KIND_LANG,
  KIND_BOOL,
  KIND_SEALING_CHANGE,
  KIND_SHA256,
} Kind;

/* Every key of version 1, in the order of spec/formats.md; a parent object
 * comes before its members. Only the first four are in every envelope. */
static const struct {
  const char *key;
  Kind        kind;
  gboolean    required;
} keys[] = {
  { "format", KIND_FORMAT, TRUE },
  { "version", KIND_VERSION, TRUE },
  { "rules", KIND_RULES, TRUE },
  { "position", KIND_FEN, TRUE },
  { "event", KIND_STRING, FALSE },
  { "round", KIND_STRING, FALSE },
  { "board", KIND_STRING, FALSE },
  { "white", KIND_STRING, FALSE },
  { "black", KIND_STRING, FALSE },
  { "game", KIND_OBJECT, FALSE },
  { "game.start", KIND_FEN, FALSE },
  { "game.moves", KIND_STRING_ARRAY, FALSE },
  { "time_control", KIND_STRING, FALSE },
  { "time_used", KIND_OBJECT, FALSE },
  { "time_used.white", KIND_SECONDS, FALSE },
  { "time_used.black", KIND_SECONDS, FALSE },
  { "adjourned_at", KIND_INSTANT, FALSE },
  { "session_end", KIND_INSTANT, FALSE },
  { "sealer", KIND_SIDE, FALSE },
  { "sealed_move_number", KIND_MOVE_NUMBER, FALSE },
  { "draw_offer", KIND_SIDE, FALSE },
  { "resumption", KIND_OBJECT, FALSE },
  { "resumption.at", KIND_INSTANT, FALSE },
  { "resumption.place", KIND_STRING, FALSE },
  { "notation", KIND_LANG, FALSE },
  { "sealed_move", KIND_STRING, FALSE },
  /* Beyond formats.md (the README's extensions): what happened at sealing. */
  { "sealing", KIND_OBJECT, FALSE },
  { "sealing.move_changed", KIND_SEALING_CHANGE, FALSE },
  { "sealing.moved_on_board", KIND_BOOL, FALSE },
  { "sealing.left_seat", KIND_BOOL, FALSE },
  { "pieces_in_words", KIND_OBJECT, FALSE },
  { "pieces_in_words.white", KIND_STRING, FALSE },
  { "pieces_in_words.black", KIND_STRING, FALSE },
  { "signatures", KIND_OBJECT, FALSE },
  { "signatures.white", KIND_BOOL, FALSE },
  { "signatures.black", KIND_BOOL, FALSE },
  { "signatures.arbiter", KIND_STRING, FALSE },
  /* The README's extension: a game adjourned again (2023 I.14, 2005 A13). */
  { "previous_envelope", KIND_OBJECT, FALSE },
  { "previous_envelope.sha256", KIND_SHA256, FALSE },
  { "previous_envelope.adjourned_at", KIND_INSTANT, FALSE },
  /* The README's extension: the event forbids engine analysis of the
   * adjourned position (false); absent or true, it does not. */
  { "engine_analysis", KIND_BOOL, FALSE },
};

/* "sealing.move_changed", in the order of AdjSealingChange from 1. */
static const char *const sealing_changes[] = { "before_clock_stopped", "after_clock_stopped", NULL };

/* The rules profiles of RULES.md. */
static const char *const rules_ids[] = { "fide-1985", "fide-1993", "fide-2005", "fide-2023", "fce" };

static void
adj_envelope_finalize (GObject *object)
{
  AdjEnvelope *self = ADJ_ENVELOPE (object);

  g_clear_pointer (&self->object, json_object_unref);
  G_OBJECT_CLASS (adj_envelope_parent_class)->finalize (object);
}

static void
adj_envelope_class_init (AdjEnvelopeClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = adj_envelope_finalize;
}

static void
adj_envelope_init (AdjEnvelope *self)
{
  chess_position_set_start (&self->position);
}

/* The node at a dotted path, or NULL when a step is missing or not an object. */
static JsonNode *
lookup (JsonObject *object, const char *key)
{
  return adj_json_lookup (object, key);
}

static gboolean
holds_string (JsonNode *node)
{
  return adj_json_holds (node, G_TYPE_STRING);
}

static gboolean
holds_int (JsonNode *node)
{
  return adj_json_holds (node, G_TYPE_INT64);
}

static gboolean
fail (GError **error, AdjEnvelopeError code, const char *key, const char *reason)
{
  /* Translators: "time_used.white: not an integer" — the key stays as written */
  g_set_error (error, ADJ_ENVELOPE_ERROR, code, _("%s: %s"), key, reason);
  return FALSE;
}

static gboolean
check_string_in (JsonNode *node, const char *key, const char *const *allowed, gsize n, GError **error)
{
  if (!holds_string (node))
    return fail (error, ADJ_ENVELOPE_ERROR_TYPE, key, _("not a string"));
  for (gsize i = 0; i < n; i++)
    if (g_strcmp0 (json_node_get_string (node), allowed[i]) == 0)
      return TRUE;
  g_autofree char *list = g_strjoinv (", ", (char **) allowed);
  g_autofree char *reason = g_strdup_printf (_("“%s” is not one of %s"), json_node_get_string (node), list);
  return fail (error, ADJ_ENVELOPE_ERROR_VALUE, key, reason);
}

static gboolean
check_value (AdjEnvelope *self, const char *key, Kind kind, JsonNode *node, GError **error)
{
  static const char *const sides[] = { "white", "black", NULL };
  switch (kind)
    {
    case KIND_FORMAT:
      if (!holds_string (node) || g_strcmp0 (json_node_get_string (node), "adjourn-envelope") != 0)
        return fail (error, ADJ_ENVELOPE_ERROR_FORMAT, key, _("not “adjourn-envelope”"));
      return TRUE;
    case KIND_VERSION:
      if (!holds_int (node))
        return fail (error, ADJ_ENVELOPE_ERROR_TYPE, key, _("not an integer"));
      if (json_node_get_int (node) != 1)
        return fail (error, ADJ_ENVELOPE_ERROR_FORMAT, key, _("only version 1 is known"));
      return TRUE;
    case KIND_RULES:
      {
        const char *ids[G_N_ELEMENTS (rules_ids) + 1] = { NULL };
        memcpy (ids, rules_ids, sizeof rules_ids);
        return check_string_in (node, key, ids, G_N_ELEMENTS (rules_ids), error);
      }
    case KIND_STRING:
      return holds_string (node) || fail (error, ADJ_ENVELOPE_ERROR_TYPE, key, _("not a string"));
    case KIND_FEN:
      {
        ChessPosition pos;
        ChessFenResult r;
        if (!holds_string (node))
          return fail (error, ADJ_ENVELOPE_ERROR_TYPE, key, _("not a string"));
        if (!chess_fen_read (&pos, json_node_get_string (node), &r))
          {
            g_autofree char *reason = g_strdup_printf (_("bad FEN: %s%s%s"), chess_fen_error_message (r.code),
                                                       *r.detail ? ": " : "", r.detail);
            return fail (error, ADJ_ENVELOPE_ERROR_VALUE, key, reason);
          }
        if (strcmp (key, "position") == 0)
          self->position = pos;
        return TRUE;
      }
    case KIND_OBJECT:
      return JSON_NODE_HOLDS_OBJECT (node) || fail (error, ADJ_ENVELOPE_ERROR_TYPE, key, _("not an object"));
    case KIND_STRING_ARRAY:
      if (!JSON_NODE_HOLDS_ARRAY (node))
        return fail (error, ADJ_ENVELOPE_ERROR_TYPE, key, _("not a list"));
      for (guint i = 0; i < json_array_get_length (json_node_get_array (node)); i++)
        if (!holds_string (json_array_get_element (json_node_get_array (node), i)))
          {
            g_autofree char *item = g_strdup_printf ("%s[%u]", key, i);
            return fail (error, ADJ_ENVELOPE_ERROR_TYPE, item, _("not a string"));
          }
      return TRUE;
    case KIND_SECONDS:
    case KIND_MOVE_NUMBER:
      {
        if (!holds_int (node))
          return fail (error, ADJ_ENVELOPE_ERROR_TYPE, key, _("not an integer"));
        gint64 value = json_node_get_int (node);
        g_autofree char *why = kind == KIND_SECONDS ? adj_clock_input_refusal (value, _("a time cannot be negative"))
                               : value < 1          ? g_strdup (_("a move number starts at 1"))
                                                    : adj_clock_input_refusal (value, "");
        return !why || fail (error, ADJ_ENVELOPE_ERROR_VALUE, key, why);
      }
    case KIND_INSTANT:
      {
        if (!holds_string (node))
          return fail (error, ADJ_ENVELOPE_ERROR_TYPE, key, _("not a string"));
        /* No default zone: an instant without its offset is refused. */
        g_autoptr(GDateTime) t = g_date_time_new_from_iso8601 (json_node_get_string (node), NULL);
        if (!t)
          return fail (error, ADJ_ENVELOPE_ERROR_VALUE, key, _("not an ISO 8601 date and time with its offset"));
        return TRUE;
      }
    case KIND_SIDE:
      return check_string_in (node, key, sides, 2, error);
    case KIND_LANG:
      {
        ChessLang lang;
        if (!holds_string (node))
          return fail (error, ADJ_ENVELOPE_ERROR_TYPE, key, _("not a string"));
        if (!chess_lang_parse (json_node_get_string (node), &lang))
          return fail (error, ADJ_ENVELOPE_ERROR_VALUE, key, _("not one of en ca es pt de fr it nl"));
        return TRUE;
      }
    case KIND_BOOL:
      return (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_BOOLEAN)
             || fail (error, ADJ_ENVELOPE_ERROR_TYPE, key, _("not true or false"));
    case KIND_SEALING_CHANGE:
      return check_string_in (node, key, sealing_changes, G_N_ELEMENTS (sealing_changes) - 1, error);
    case KIND_SHA256:
      if (!holds_string (node))
        return fail (error, ADJ_ENVELOPE_ERROR_TYPE, key, _("not a string"));
      return adj_envelope_is_identity (json_node_get_string (node))
             || fail (error, ADJ_ENVELOPE_ERROR_VALUE, key, _("not 64 lower-case hexadecimal digits"));
    default:
      g_assert_not_reached ();
    }
}

/* The sealer of a game adjourned before the session's end is charged the
 * seconds between the two instants: no more than any other time read. */
static gboolean
check_charged_span (JsonObject *object, GError **error)
{
  JsonNode *from = lookup (object, "adjourned_at"), *to = lookup (object, "session_end");
  if (!holds_string (from) || !holds_string (to))
    return TRUE;
  g_autoptr(GDateTime) a = g_date_time_new_from_iso8601 (json_node_get_string (from), NULL);
  g_autoptr(GDateTime) b = g_date_time_new_from_iso8601 (json_node_get_string (to), NULL);
  gint64 span = g_date_time_to_unix (b) - g_date_time_to_unix (a);
  if (span <= ADJ_INPUT_MAX && span >= -ADJ_INPUT_MAX)
    return TRUE;
  g_autofree char *most = g_strdup_printf ("%" G_GINT64_FORMAT, ADJ_INPUT_MAX);
  g_autofree char *reason = g_strdup_printf (_("more than %s seconds from adjourned_at"), most);
  return fail (error, ADJ_ENVELOPE_ERROR_VALUE, "session_end", reason);
}

AdjEnvelope *
adj_envelope_new_from_object (JsonObject *object, GError **error)
{
  g_return_val_if_fail (object != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  g_autoptr(AdjEnvelope) self = g_object_new (ADJ_TYPE_ENVELOPE, NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      JsonNode *node = lookup (object, keys[i].key);
      /* null is "not given" for every key an envelope may leave out. */
      if (!node || (JSON_NODE_HOLDS_NULL (node) && !keys[i].required))
        {
          if (keys[i].required)
            {
              fail (error, ADJ_ENVELOPE_ERROR_MISSING, keys[i].key, _("missing"));
              return NULL;
            }
          continue;
        }
      if (!check_value (self, keys[i].key, keys[i].kind, node, error))
        return NULL;
    }
  if (!check_charged_span (object, error))
    return NULL;
  /* An envelope that names no envelope before it names none. */
  JsonNode *previous = lookup (object, "previous_envelope");
  if (previous && JSON_NODE_HOLDS_OBJECT (previous)
      && !adj_json_holds (lookup (object, "previous_envelope.sha256"), G_TYPE_STRING))
    {
      fail (error, ADJ_ENVELOPE_ERROR_MISSING, "previous_envelope.sha256", _("missing"));
      return NULL;
    }
  self->object = json_object_ref (object);
  return g_steal_pointer (&self);
}

AdjEnvelope *
adj_envelope_new_from_data (const char *data, gssize length, GError **error)
{
  g_return_val_if_fail (data != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* Not JSON, not UTF-8 or too deep: the file's syntax, for an envelope. */
  g_autoptr(GError) local = NULL;
  g_autoptr(JsonNode) root = adj_json_parse (data, length, &local);
  if (!root)
    {
      adj_json_propagate_error (error, g_steal_pointer (&local), ADJ_ENVELOPE_ERROR, ADJ_ENVELOPE_ERROR_SYNTAX,
                                ADJ_ENVELOPE_ERROR_MISSING, ADJ_ENVELOPE_ERROR_TYPE);
      return NULL;
    }
  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error_literal (error, ADJ_ENVELOPE_ERROR, ADJ_ENVELOPE_ERROR_SYNTAX, _("not a JSON object"));
      return NULL;
    }
  return adj_envelope_new_from_object (json_node_get_object (root), error);
}

JsonObject *
adj_envelope_get_object (AdjEnvelope *self)
{
  g_return_val_if_fail (ADJ_IS_ENVELOPE (self), NULL);
  return self->object;
}

char *
adj_envelope_to_data (AdjEnvelope *self, gsize *length)
{
  g_return_val_if_fail (ADJ_IS_ENVELOPE (self), NULL);
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (root, self->object);
  return adj_json_to_data (root, TRUE, length);
}

gboolean
adj_envelope_has (AdjEnvelope *self, const char *key)
{
  g_return_val_if_fail (ADJ_IS_ENVELOPE (self), FALSE);
  g_return_val_if_fail (key != NULL, FALSE);
  JsonNode *node = lookup (self->object, key);
  return node && !JSON_NODE_HOLDS_NULL (node);
}

const char *
adj_envelope_get_string (AdjEnvelope *self, const char *key)
{
  g_return_val_if_fail (ADJ_IS_ENVELOPE (self), NULL);
  g_return_val_if_fail (key != NULL, NULL);
  JsonNode *node = lookup (self->object, key);
  return node && holds_string (node) ? json_node_get_string (node) : NULL;
}

gint64
adj_envelope_get_int (AdjEnvelope *self, const char *key)
{
  g_return_val_if_fail (ADJ_IS_ENVELOPE (self), -1);
  g_return_val_if_fail (key != NULL, -1);
  JsonNode *node = lookup (self->object, key);
  return node && holds_int (node) ? json_node_get_int (node) : -1;
}

const char *
adj_envelope_get_rules (AdjEnvelope *self)
{
  return adj_envelope_get_string (self, "rules");
}

const ChessPosition *
adj_envelope_get_position (AdjEnvelope *self)
{
  g_return_val_if_fail (ADJ_IS_ENVELOPE (self), NULL);
  return &self->position;
}

int
adj_envelope_get_sealer (AdjEnvelope *self)
{
  const char *sealer = adj_envelope_get_string (self, "sealer");
  if (!sealer)
    return -1;
  return strcmp (sealer, "white") == 0 ? CHESS_WHITE : CHESS_BLACK;
}

ChessLang
adj_envelope_get_notation (AdjEnvelope *self)
{
  ChessLang lang = CHESS_LANG_EN;
  chess_lang_parse (adj_envelope_get_string (self, "notation"), &lang);
  return lang;
}

GDateTime *
adj_envelope_get_instant (AdjEnvelope *self, const char *key)
{
  const char *text = adj_envelope_get_string (self, key);
  return text ? g_date_time_new_from_iso8601 (text, NULL) : NULL;
}

gboolean
adj_envelope_replay_game (AdjEnvelope *self, ChessGame *game)
{
  g_return_val_if_fail (ADJ_IS_ENVELOPE (self), FALSE);
  g_return_val_if_fail (game != NULL, FALSE);

  ChessPosition start;
  const char *start_text = adj_envelope_get_string (self, "game.start");
  if (!chess_fen_read (&start, start_text ? start_text : "startpos", NULL))
    chess_fen_read (&start, "startpos", NULL);
  chess_game_reset (game, &start);
  JsonNode *moves = lookup (self->object, "game.moves");
  if (!moves || !JSON_NODE_HOLDS_ARRAY (moves))
    return FALSE;
  JsonArray *array = json_node_get_array (moves);
  ChessLang lang = adj_envelope_get_notation (self);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      const char *text = json_array_get_string_element (array, i);
      const ChessPosition *pos = chess_game_position (game);
      /* Game records are often in English letters whatever the sheet's. */
      ChessMove m = chess_notation_read_legal (pos, text, lang);
      if (m == CHESS_MOVE_NONE)
        m = chess_notation_read_legal (pos, text, CHESS_LANG_EN);
      if (m == CHESS_MOVE_NONE)
        return FALSE;
      chess_game_push_trusted (game, m);
    }
  const ChessPosition *a = chess_game_position (game), *b = adj_envelope_get_position (self);
  return memcmp (a->board, b->board, sizeof a->board) == 0 && a->side == b->side && a->castling == b->castling
         && a->key == b->key;
}

gboolean
adj_envelope_load_game (AdjEnvelope *self, ChessGame *game, GError **error)
{
  g_return_val_if_fail (ADJ_IS_ENVELOPE (self), FALSE);
  g_return_val_if_fail (game != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!adj_envelope_has_game_record (self))
    {
      chess_game_reset (game, adj_envelope_get_position (self));
      g_set_error (error, ADJ_ENVELOPE_ERROR, ADJ_ENVELOPE_ERROR_MISSING,
                   _("key “%s”: this envelope has no game record"), "game.moves");
      return FALSE;
    }
  if (!adj_envelope_replay_game (self, game))
    {
      g_set_error (error, ADJ_ENVELOPE_ERROR, ADJ_ENVELOPE_ERROR_VALUE,
                   _("key “%s”: the game record does not reach the envelope’s position"), "game.moves");
      return FALSE;
    }
  return TRUE;
}

/* ---- building ----------------------------------------------------------- */

static const char *const side_keys[2] = { "white", "black" };

void
adj_envelope_fields_init (AdjEnvelopeFields *fields)
{
  g_return_if_fail (fields != NULL);
  memset (fields, 0, sizeof *fields);
  fields->time_used[CHESS_WHITE] = fields->time_used[CHESS_BLACK] = -1;
  fields->sealer = -1;
  fields->draw_offer = -1;
}

static gboolean
given (const char *text)
{
  return text != NULL && *text != '\0';
}

static void
set_string (JsonObject *o, const char *key, const char *value)
{
  if (given (value))
    json_object_set_string_member (o, key, value);
}

static void
set_instant (JsonObject *o, const char *key, GDateTime *dt)
{
  if (dt)
    {
      g_autofree char *text = g_date_time_format_iso8601 (dt);
      json_object_set_string_member (o, key, text);
    }
}

static gboolean
is_side (int side)
{
  return side == CHESS_WHITE || side == CHESS_BLACK;
}

/* What an envelope writes of the one before it: its identity, and when it
 * was adjourned for a person to find it by. */
static JsonObject *
previous_object (AdjEnvelope *previous)
{
  JsonObject *o = json_object_new ();
  g_autofree char *identity = adj_envelope_get_identity (previous);
  json_object_set_string_member (o, "sha256", identity);
  set_string (o, "adjourned_at", adj_envelope_get_string (previous, "adjourned_at"));
  return o;
}

AdjEnvelope *
adj_envelope_new_from_fields (const AdjEnvelopeFields *f, GError **error)
{
  g_return_val_if_fail (f != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* Members in the order of spec/formats.md, so that a written file reads
   * as the specification's example does. */
  g_autoptr(JsonObject) o = json_object_new ();
  json_object_set_string_member (o, "format", "adjourn-envelope");
  json_object_set_int_member (o, "version", 1);
  if (f->rules)
    json_object_set_string_member (o, "rules", f->rules);
  set_string (o, "event", f->event);
  set_string (o, "round", f->round);
  set_string (o, "board", f->board);
  set_string (o, "white", f->white);
  set_string (o, "black", f->black);
  if (f->position)
    json_object_set_string_member (o, "position", f->position);
  if (f->game_moves)
    {
      JsonObject *game = json_object_new ();
      JsonArray *moves = json_array_new ();
      json_object_set_string_member (game, "start", given (f->game_start) ? f->game_start : "startpos");
      for (const char *const *m = f->game_moves; *m; m++)
        json_array_add_string_element (moves, *m);
      json_object_set_array_member (game, "moves", moves);
      json_object_set_object_member (o, "game", game);
    }
  set_string (o, "time_control", f->time_control);
  if (f->time_used[CHESS_WHITE] >= 0 || f->time_used[CHESS_BLACK] >= 0)
    {
      JsonObject *used = json_object_new ();
      for (int c = CHESS_WHITE; c <= CHESS_BLACK; c++)
        if (f->time_used[c] >= 0)
          json_object_set_int_member (used, side_keys[c], f->time_used[c]);
      json_object_set_object_member (o, "time_used", used);
    }
  set_instant (o, "adjourned_at", f->adjourned_at);
  set_instant (o, "session_end", f->session_end);
  if (is_side (f->sealer))
    json_object_set_string_member (o, "sealer", side_keys[f->sealer]);
  if (f->sealed_move_number > 0)
    json_object_set_int_member (o, "sealed_move_number", f->sealed_move_number);
  /* Always written: null says "no offer standing", which is an answer the
   * 2005 and 2023 envelopes must give. */
  if (is_side (f->draw_offer))
    json_object_set_string_member (o, "draw_offer", side_keys[f->draw_offer]);
  else
    json_object_set_null_member (o, "draw_offer");
  if (f->resumption_at || given (f->resumption_place))
    {
      JsonObject *r = json_object_new ();
      set_instant (r, "at", f->resumption_at);
      set_string (r, "place", f->resumption_place);
      json_object_set_object_member (o, "resumption", r);
    }
  set_string (o, "notation", f->notation);
  if (given (f->sealed_move))
    json_object_set_string_member (o, "sealed_move", f->sealed_move);
  else
    json_object_set_null_member (o, "sealed_move");
  if (given (f->pieces_in_words[CHESS_WHITE]) || given (f->pieces_in_words[CHESS_BLACK]))
    {
      JsonObject *p = json_object_new ();
      for (int c = CHESS_WHITE; c <= CHESS_BLACK; c++)
        set_string (p, side_keys[c], f->pieces_in_words[c]);
      json_object_set_object_member (o, "pieces_in_words", p);
    }
  /* The arbiter's name alone is no signature: without the players' the key
   * stays out, and the check says it is missing. */
  if (g_strcmp0 (f->rules, "fce") == 0 && (f->signed_by[CHESS_WHITE] || f->signed_by[CHESS_BLACK]))
    {
      JsonObject *s = json_object_new ();
      for (int c = CHESS_WHITE; c <= CHESS_BLACK; c++)
        json_object_set_boolean_member (s, side_keys[c], f->signed_by[c]);
      set_string (s, "arbiter", f->arbiter);
      json_object_set_object_member (o, "signatures", s);
    }
  if (f->previous)
    json_object_set_object_member (o, "previous_envelope", previous_object (f->previous));
  /* Written only when forbidden: an envelope that allows analysis reads as
   * every envelope written before the key existed. */
  if (f->engine_analysis_forbidden)
    json_object_set_boolean_member (o, "engine_analysis", FALSE);
  return adj_envelope_new_from_object (o, error);
}

/* A deep copy of the document (json_node_copy shares the object): values
 * share nothing, so a new value can be changed before anyone sees it. */
static JsonObject *
object_copy (JsonObject *object)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (node, object);
  /* Through the project's own writer and reader: what one writes the
   * other reads (json-glib's writer can write a number no reader takes). */
  g_autofree char *text = adj_json_to_data (node, FALSE, NULL);
  g_autoptr(JsonNode) fresh = adj_json_parse (text, -1, NULL);
  g_assert (fresh != NULL && JSON_NODE_HOLDS_OBJECT (fresh));
  return json_object_ref (json_node_get_object (fresh));
}

AdjEnvelope *
adj_envelope_with_sealed_move (AdjEnvelope *self, const char *move)
{
  g_return_val_if_fail (ADJ_IS_ENVELOPE (self), NULL);

  g_autoptr(JsonObject) o = object_copy (self->object);
  if (given (move))
    json_object_set_string_member (o, "sealed_move", move);
  else
    json_object_set_null_member (o, "sealed_move");
  AdjEnvelope *copy = adj_envelope_new_from_object (o, NULL);
  /* Only a string member changed in a document already read. */
  g_assert (copy != NULL);
  return copy;
}

char *
adj_envelope_take_sealed_move (AdjEnvelope *self)
{
  g_return_val_if_fail (ADJ_IS_ENVELOPE (self), NULL);

  JsonNode *node = json_object_get_member (self->object, "sealed_move");
  if (node == NULL || !holds_string (node))
    return NULL;
  char *move = g_strdup (json_node_get_string (node));
  /* json-glib keeps the text in the node: wipe it before the node goes. */
  char *inside = (char *) json_node_get_string (node);
  memset (inside, 0, strlen (inside));
  json_object_set_null_member (self->object, "sealed_move");
  return move;
}

/* ---- reading ------------------------------------------------------------ */

const char *
adj_envelope_get_event (AdjEnvelope *self)
{
  return adj_envelope_get_string (self, "event");
}

const char *
adj_envelope_get_round (AdjEnvelope *self)
{
  return adj_envelope_get_string (self, "round");
}

const char *
adj_envelope_get_board (AdjEnvelope *self)
{
  return adj_envelope_get_string (self, "board");
}

const char *
adj_envelope_get_player (AdjEnvelope *self, int side)
{
  g_return_val_if_fail (is_side (side), NULL);
  return adj_envelope_get_string (self, side_keys[side]);
}

const char *
adj_envelope_get_fen (AdjEnvelope *self)
{
  return adj_envelope_get_string (self, "position");
}

const char *
adj_envelope_get_time_control (AdjEnvelope *self)
{
  return adj_envelope_get_string (self, "time_control");
}

const char *
adj_envelope_get_resumption_place (AdjEnvelope *self)
{
  return adj_envelope_get_string (self, "resumption.place");
}

const char *
adj_envelope_get_pieces_in_words (AdjEnvelope *self, int side)
{
  static const char *const side_paths[2] = { "pieces_in_words.white", "pieces_in_words.black" };
  g_return_val_if_fail (is_side (side), NULL);
  return adj_envelope_get_string (self, side_paths[side]);
}

const char *
adj_envelope_get_arbiter (AdjEnvelope *self)
{
  return adj_envelope_get_string (self, "signatures.arbiter");
}

gint64
adj_envelope_get_time_used (AdjEnvelope *self, int side)
{
  static const char *const side_paths[2] = { "time_used.white", "time_used.black" };
  g_return_val_if_fail (is_side (side), -1);
  return adj_envelope_get_int (self, side_paths[side]);
}

gboolean
adj_envelope_get_signed (AdjEnvelope *self, int side)
{
  static const char *const side_paths[2] = { "signatures.white", "signatures.black" };
  g_return_val_if_fail (ADJ_IS_ENVELOPE (self), FALSE);
  g_return_val_if_fail (is_side (side), FALSE);
  JsonNode *node = lookup (self->object, side_paths[side]);
  return node && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_BOOLEAN
         && json_node_get_boolean (node);
}

int
adj_envelope_get_sealed_move_number (AdjEnvelope *self)
{
  gint64 n = adj_envelope_get_int (self, "sealed_move_number");
  /* The reader refuses numbers below 1; above int they mean nothing. */
  return n > 0 && n <= G_MAXINT ? (int) n : 0;
}

int
adj_envelope_get_draw_offer (AdjEnvelope *self, gboolean *stated)
{
  g_return_val_if_fail (ADJ_IS_ENVELOPE (self), -1);
  if (stated)
    *stated = json_object_has_member (self->object, "draw_offer");
  const char *by = adj_envelope_get_string (self, "draw_offer");
  if (by == NULL)
    return -1;
  return strcmp (by, "white") == 0 ? CHESS_WHITE : CHESS_BLACK;
}

void
adj_envelope_get_sealing (AdjEnvelope *self, AdjSealingFacts *sealing)
{
  g_return_if_fail (ADJ_IS_ENVELOPE (self));
  g_return_if_fail (sealing != NULL);
  const char *changed = adj_envelope_get_string (self, "sealing.move_changed");
  sealing->move_changed = ADJ_SEALING_MOVE_KEPT;
  for (int i = 0; changed && sealing_changes[i]; i++)
    if (strcmp (changed, sealing_changes[i]) == 0)
      sealing->move_changed = (AdjSealingChange) (i + 1);
  JsonNode *node = lookup (self->object, "sealing.moved_on_board");
  sealing->moved_on_board = node && JSON_NODE_HOLDS_VALUE (node) && json_node_get_boolean (node);
  node = lookup (self->object, "sealing.left_seat");
  sealing->left_seat = node && JSON_NODE_HOLDS_VALUE (node) && json_node_get_boolean (node);
}

gboolean
adj_envelope_allows_engine_analysis (AdjEnvelope *self)
{
  g_return_val_if_fail (ADJ_IS_ENVELOPE (self), FALSE);

  /* The reader refused any value but true, false and null. */
  JsonNode *node = lookup (self->object, "engine_analysis");
  return !(node && JSON_NODE_HOLDS_VALUE (node) && !json_node_get_boolean (node));
}

gboolean
adj_envelope_has_game_record (AdjEnvelope *self)
{
  return adj_envelope_has (self, "game.moves");
}

gboolean
adj_envelope_has_field (AdjEnvelope *self, AdjField field)
{
  g_return_val_if_fail (ADJ_IS_ENVELOPE (self), FALSE);
  if (field == ADJ_FIELD_PLAYERS)
    return adj_envelope_has (self, "white") && adj_envelope_has (self, "black");
  /* A record is its moves: a "game" with only a start replays nothing. */
  if (field == ADJ_FIELD_GAME_RECORD)
    return adj_envelope_has_game_record (self);
  /* A draw offer is given by its key, null meaning none standing. */
  if (field == ADJ_FIELD_DRAW_OFFER)
    return json_object_has_member (self->object, "draw_offer");
  const char *key = adj_field_key (field);
  return key != NULL && adj_envelope_has (self, key);
}

static const char *const moment_keys[] = {
  [ADJ_ENVELOPE_ADJOURNED_AT] = "adjourned_at",
  [ADJ_ENVELOPE_SESSION_END] = "session_end",
  [ADJ_ENVELOPE_RESUMPTION_AT] = "resumption.at",
};

const char *
adj_envelope_get_moment_text (AdjEnvelope *self, AdjEnvelopeMoment moment)
{
  g_return_val_if_fail ((guint) moment < G_N_ELEMENTS (moment_keys), NULL);
  return adj_envelope_get_string (self, moment_keys[moment]);
}

GDateTime *
adj_envelope_get_moment (AdjEnvelope *self, AdjEnvelopeMoment moment)
{
  g_return_val_if_fail ((guint) moment < G_N_ELEMENTS (moment_keys), NULL);
  return adj_envelope_get_instant (self, moment_keys[moment]);
}

gboolean
adj_envelope_is_opened (AdjEnvelope *self)
{
  return adj_envelope_has (self, "sealed_move");
}

const char *
adj_envelope_get_sealed_move (AdjEnvelope *self)
{
  return adj_envelope_get_string (self, "sealed_move");
}

char *
adj_envelope_to_compact_data (AdjEnvelope *self, gsize *length)
{
  g_return_val_if_fail (ADJ_IS_ENVELOPE (self), NULL);
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (root, self->object);
  return adj_json_to_data (root, FALSE, length);
}

/* ---- a game adjourned again ---------------------------------------------- */

gboolean
adj_envelope_is_identity (const char *text)
{
  if (text == NULL || strlen (text) != 64)
    return FALSE;
  for (const char *p = text; *p; p++)
    if (!g_ascii_isdigit (*p) && !(*p >= 'a' && *p <= 'f'))
      return FALSE;
  return TRUE;
}

char *
adj_envelope_get_identity (AdjEnvelope *self)
{
  g_return_val_if_fail (ADJ_IS_ENVELOPE (self), NULL);

  /* Without its move at all (not even null): the envelope as sealed, the
   * same bytes whether the copy at hand was opened or not, or came from a
   * file that left the key out. */
  g_autoptr(JsonObject) o = json_object_new ();
  g_autoptr(GList) names = json_object_get_members (self->object);
  for (GList *l = names; l; l = l->next)
    if (strcmp (l->data, "sealed_move") != 0)
      /* Shallow: the members are only written out, never changed. */
      json_object_set_member (o, l->data, json_node_copy (json_object_get_member (self->object, l->data)));
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (root, o);
  gsize length = 0;
  g_autofree char *data = adj_json_to_data (root, FALSE, &length);
  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) data, length);
}

const char *
adj_envelope_get_previous (AdjEnvelope *self)
{
  g_return_val_if_fail (ADJ_IS_ENVELOPE (self), NULL);
  return adj_envelope_get_string (self, "previous_envelope.sha256");
}

AdjEnvelope *
adj_envelope_with_previous (AdjEnvelope *self, AdjEnvelope *previous)
{
  g_return_val_if_fail (ADJ_IS_ENVELOPE (self), NULL);
  g_return_val_if_fail (previous == NULL || ADJ_IS_ENVELOPE (previous), NULL);

  g_autoptr(JsonObject) o = object_copy (self->object);
  if (previous)
    json_object_set_object_member (o, "previous_envelope", previous_object (previous));
  else
    json_object_remove_member (o, "previous_envelope");
  AdjEnvelope *copy = adj_envelope_new_from_object (o, NULL);
  g_assert (copy != NULL);
  return copy;
}
