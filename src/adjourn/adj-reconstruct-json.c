/* adj-reconstruct-json.c — the reconstruction's files: its input read, its outcome written
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * spec/formats.md "Reconstruction": the "adjourn-reconstruction" object
 * read through the guarded JSON readers (a bad file refused whole, the
 * error naming the key), and the outcome object written.
 */
#define G_LOG_DOMAIN "adjourn-reconstruct"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "adj-json.h"
#include "adj-profile.h"
#include "adj-reconstruct.h"
#include "adj-verdict.h"
#include "chess-fen.h"
#include "chess-san.h"

/* ---- reading the input -------------------------------------------------- */

static gboolean
fail (GError **error, AdjReconstructError code, const char *key, const char *what)
{
  g_set_error (error, ADJ_RECONSTRUCT_ERROR, code, "%s: %s", key, what);
  return FALSE;
}

static gboolean
read_language (const char *text, const char *key, ChessLang *lang, GError **error)
{
  if (!chess_lang_parse (text, lang))
    {
      g_autofree char *what = g_strdup_printf (_("unknown notation “%s” (en ca es pt de fr it nl)"), text);
      return fail (error, ADJ_RECONSTRUCT_ERROR_VALUE, key, what);
    }
  return TRUE;
}

static gboolean
read_position (const char *text, const char *key, ChessPosition *pos, GError **error)
{
  ChessFenResult r;
  if (chess_fen_read (pos, text, &r))
    return TRUE;
  g_autofree char *what = g_strdup_printf (_("bad FEN: %s%s%s%s"), chess_fen_error_message (r.code),
                                           *r.detail ? " (" : "", r.detail, *r.detail ? ")" : "");
  return fail (error, ADJ_RECONSTRUCT_ERROR_VALUE, key, what);
}

/* Errors in ADJ_RECONSTRUCT_ERROR or, from adj_json's readers, in ADJ_JSON_ERROR. */
static gboolean
read_input (JsonNode *root, AdjReconstructInput *in, GError **error)
{
  /* A present member of a wrong type, null included, is refused as such. */
  const AdjJsonFlags given = ADJ_JSON_REQUIRED | ADJ_JSON_NOT_NULL;
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return fail (error, ADJ_RECONSTRUCT_ERROR_JSON, "(top)", _("not a JSON object"));
  JsonObject *o = json_node_get_object (root);

  const char *text = NULL;
  if (!adj_json_read_string (o, "format", given, &text, error))
    return FALSE;
  if (strcmp (text, "adjourn-reconstruction") != 0)
    return fail (error, ADJ_RECONSTRUCT_ERROR_VALUE, "format", _("not “adjourn-reconstruction”"));

  gint64 version = 1;
  if (!adj_json_read_int (o, "version", ADJ_JSON_NOT_NULL, &version, error))
    return FALSE;
  if (version != 1)
    return fail (error, ADJ_RECONSTRUCT_ERROR_VALUE, "version", _("only version 1 is known"));

  text = NULL;
  if (!adj_json_read_string (o, "start", ADJ_JSON_OPTIONAL, &text, error))
    return FALSE;
  if (text && !read_position (text, "start", &in->start, error))
    return FALSE;

  JsonObject *sheets;
  if (!adj_json_read_object (o, "scoresheets", given, &sheets, error))
    return FALSE;
  static const char *const sheet_keys[2] = { "scoresheets.white", "scoresheets.black" };
  for (int k = 0; k < 2; k++)
    {
      /* null: that player's sheet is not available. */
      text = NULL;
      if (!adj_json_read_string (o, sheet_keys[k], ADJ_JSON_REQUIRED, &text, error))
        return FALSE;
      g_free (in->sheets[k]);
      in->sheets[k] = g_strdup (text);
      if (text)
        {
          g_autoptr(GPtrArray) entries = adj_scoresheet_split (text);
          if (entries->len > ADJ_RECONSTRUCT_MAX_ENTRIES)
            {
              g_autofree char *what = g_strdup_printf (_("more than %d moves"), ADJ_RECONSTRUCT_MAX_ENTRIES);
              return fail (error, ADJ_RECONSTRUCT_ERROR_VALUE, sheet_keys[k], what);
            }
        }
    }

  /* One language for both sheets, or one for each. */
  JsonNode *notation = adj_json_lookup (o, "notation");
  in->has_notation = notation != NULL && !JSON_NODE_HOLDS_NULL (notation);
  if (adj_json_holds (notation, G_TYPE_STRING))
    {
      if (!read_language (json_node_get_string (notation), "notation", &in->langs[0], error))
        return FALSE;
      in->langs[1] = in->langs[0];
    }
  else if (notation != NULL && JSON_NODE_HOLDS_OBJECT (notation))
    {
      static const char *const notation_keys[2] = { "notation.white", "notation.black" };
      for (int k = 0; k < 2; k++)
        if (!adj_json_read_string (o, notation_keys[k], given, &text, error)
            || !read_language (text, notation_keys[k], &in->langs[k], error))
          return FALSE;
    }
  else if (notation != NULL && !JSON_NODE_HOLDS_NULL (notation))
    return fail (error, ADJ_RECONSTRUCT_ERROR_TYPE, "notation", _("not a string or an object"));

  text = NULL;
  if (!adj_json_read_string (o, "envelope_position", ADJ_JSON_OPTIONAL, &text, error))
    return FALSE;
  if (text)
    {
      if (!read_position (text, "envelope_position", &in->envelope, error))
        return FALSE;
      in->has_envelope = TRUE;
    }

  text = NULL;
  if (!adj_json_read_string (o, "rules", ADJ_JSON_OPTIONAL, &text, error))
    return FALSE;
  if (text)
    {
      if (adj_profile_lookup (text) == NULL)
        {
          g_autofree char *what = g_strdup_printf (_("unknown rules profile “%s”"), text);
          return fail (error, ADJ_RECONSTRUCT_ERROR_VALUE, "rules", what);
        }
      in->rules = g_strdup (text);
    }
  return TRUE;
}

/* Both entry points: the text when DATA is given, else ROOT. adj_json's
 * errors become this reader's here, and only here. */
static AdjReconstructInput *
input_from (const char *data, gssize length, JsonNode *root, GError **error)
{
  g_autoptr(GError) local = NULL;
  g_autoptr(JsonNode) parsed = data ? adj_json_parse (data, length, &local) : NULL;
  g_autoptr(AdjReconstructInput) in = adj_reconstruct_input_new ();
  if (!local && read_input (data ? parsed : root, in, &local))
    return g_steal_pointer (&in);
  adj_json_propagate_error (error, g_steal_pointer (&local), ADJ_RECONSTRUCT_ERROR, ADJ_RECONSTRUCT_ERROR_JSON,
                            ADJ_RECONSTRUCT_ERROR_MISSING, ADJ_RECONSTRUCT_ERROR_TYPE);
  return NULL;
}

AdjReconstructInput *
adj_reconstruct_input_from_json (JsonNode *root, GError **error)
{
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);
  return input_from (NULL, 0, root, error);
}

AdjReconstructInput *
adj_reconstruct_input_from_data (const char *data, gssize length, GError **error)
{
  g_return_val_if_fail (data != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);
  return input_from (data, length, NULL, error);
}

/* ---- writing the outcome ------------------------------------------------ */

static void
add_fen (JsonBuilder *b, const char *member, const ChessPosition *pos)
{
  char fen[CHESS_FEN_MAX];
  chess_fen_write (pos, fen);
  json_builder_set_member_name (b, member);
  json_builder_add_string_value (b, fen);
}

static void
add_uci (JsonBuilder *b, const char *member, ChessMove move)
{
  json_builder_set_member_name (b, member);
  if (move == CHESS_MOVE_NONE)
    json_builder_add_null_value (b);
  else
    {
      char uci[6];
      chess_move_to_uci (move, uci);
      json_builder_add_string_value (b, uci);
    }
}

static void
add_where (JsonBuilder *b, const AdjReconstruction *r, int ply, const ChessPosition *before)
{
  json_builder_set_member_name (b, "ply");
  json_builder_add_int_value (b, ply);
  json_builder_set_member_name (b, "move_number");
  json_builder_add_int_value (b, before->fullmove_number);
  json_builder_set_member_name (b, "side");
  json_builder_add_string_value (b, before->side == CHESS_WHITE ? "white" : "black");
  /* Past the first disagreement the replay is the program's guess. */
  json_builder_set_member_name (b, "provisional");
  json_builder_add_boolean_value (b, ply > r->agreed_plies + 1);
}

static char *
entry_reason (const AdjSheetEntry *e, const ChessPosition *before)
{
  if (e->text == NULL)
    return g_strdup (_("this scoresheet has no entry for this move"));
  return adj_verdict_reason (before, &e->verdict);
}

static void
add_candidates (JsonBuilder *b, const char *member, const ChessVerdict *v)
{
  g_autoptr(GPtrArray) c = adj_verdict_candidates (v);
  json_builder_set_member_name (b, member);
  json_builder_begin_array (b);
  for (guint i = 0; i < c->len; i++)
    json_builder_add_string_value (b, c->pdata[i]);
  json_builder_end_array (b);
}

static void
add_disagreement_json (JsonBuilder *b, const AdjReconstruction *r, const AdjDisagreement *d)
{
  static const char *const names[2] = { "white", "black" };
  json_builder_begin_object (b);
  add_where (b, r, d->ply, &d->before);
  for (int k = 0; k < 2; k++)
    {
      const AdjSheetEntry *e = &d->sheet[k];
      g_autofree char *sheet = g_strdup_printf ("%s_sheet", names[k]);
      g_autofree char *verdict = g_strdup_printf ("%s_verdict", names[k]);
      g_autofree char *reason = g_strdup_printf ("%s_reason", names[k]);
      g_autofree char *uci = g_strdup_printf ("%s_uci", names[k]);
      g_autofree char *candidates = g_strdup_printf ("%s_candidates", names[k]);
      g_autofree char *why = entry_reason (e, &d->before);

      json_builder_set_member_name (b, sheet);
      if (e->text)
        json_builder_add_string_value (b, e->text);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, verdict);
      json_builder_add_string_value (b, e->text ? chess_verdict_kind_id (e->verdict.kind) : "missing");
      json_builder_set_member_name (b, reason);
      json_builder_add_string_value (b, why);
      if (e->text && e->verdict.kind == CHESS_VERDICT_LEGAL)
        add_uci (b, uci, e->verdict.move);
      if (e->text && e->verdict.kind == CHESS_VERDICT_AMBIGUOUS)
        add_candidates (b, candidates, &e->verdict);
    }
  add_uci (b, "followed", d->followed);
  json_builder_end_object (b);
}

static void
add_problem_json (JsonBuilder *b, const AdjReconstruction *r, const AdjProblem *p)
{
  g_autofree char *why = entry_reason (&p->entry, &p->before);
  json_builder_begin_object (b);
  add_where (b, r, p->ply, &p->before);
  json_builder_set_member_name (b, "sheet");
  json_builder_add_string_value (b, p->sheet == ADJ_SHEET_WHITE ? "white" : "black");
  json_builder_set_member_name (b, "text");
  json_builder_add_string_value (b, p->entry.text);
  json_builder_set_member_name (b, "verdict");
  json_builder_add_string_value (b, chess_verdict_kind_id (p->entry.verdict.kind));
  json_builder_set_member_name (b, "reason_id");
  json_builder_add_string_value (b, chess_reason_id (p->entry.verdict.reason));
  json_builder_set_member_name (b, "reason");
  json_builder_add_string_value (b, why);
  if (p->entry.verdict.kind == CHESS_VERDICT_AMBIGUOUS)
    add_candidates (b, "candidates", &p->entry.verdict);
  json_builder_end_object (b);
}

JsonNode *
adj_reconstruction_to_json (const AdjReconstruction *r)
{
  g_return_val_if_fail (r != NULL, NULL);
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "status");
  json_builder_add_string_value (b, adj_reconstruct_status_id (r->status));
  add_fen (b, "position", &r->position);
  json_builder_set_member_name (b, "agreed_plies");
  json_builder_add_int_value (b, r->agreed_plies);

  json_builder_set_member_name (b, "disagreements");
  json_builder_begin_array (b);
  for (guint i = 0; i < r->disagreements->len; i++)
    add_disagreement_json (b, r, &g_array_index (r->disagreements, AdjDisagreement, i));
  json_builder_end_array (b);

  json_builder_set_member_name (b, "problems");
  json_builder_begin_array (b);
  for (guint i = 0; i < r->problems->len; i++)
    add_problem_json (b, r, &g_array_index (r->problems, AdjProblem, i));
  json_builder_end_array (b);

  json_builder_set_member_name (b, "envelope_matches");
  if (r->has_envelope)
    json_builder_add_boolean_value (b, r->envelope_matches);
  else
    json_builder_add_null_value (b);

  json_builder_set_member_name (b, "readings");
  json_builder_begin_array (b);
  for (guint i = 0; i < r->readings->len; i++)
    json_builder_add_value (b, adj_reading_to_json (r->readings->pdata[i], r->has_envelope));
  json_builder_end_array (b);

  json_builder_set_member_name (b, "articles");
  json_builder_begin_array (b);
  for (guint i = 0; i < r->articles->len; i++)
    json_builder_add_string_value (b, r->articles->pdata[i]);
  json_builder_end_array (b);

  /* Beyond the table of formats.md: what the window needs to show the line. */
  json_builder_set_member_name (b, "envelope_ply");
  if (r->has_envelope && r->envelope_ply >= 0)
    json_builder_add_int_value (b, r->envelope_ply);
  else
    json_builder_add_null_value (b);
  /* The line followed, in English SAN: the agreed prefix, then the guesses. */
  json_builder_set_member_name (b, "moves");
  json_builder_begin_array (b);
  ChessPosition pos = r->start;
  for (guint i = 0; i < r->moves->len; i++)
    {
      ChessMove m = g_array_index (r->moves, ChessMove, i);
      char san[CHESS_SAN_MAX];
      ChessUndo undo;
      chess_san_write (&pos, m, CHESS_LANG_EN, san);
      json_builder_add_string_value (b, san);
      chess_position_make (&pos, m, &undo);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "followed_plies");
  json_builder_add_int_value (b, r->followed_plies);
  add_fen (b, "followed_position", &r->followed_position);
  json_builder_set_member_name (b, "readings_found");
  json_builder_add_int_value (b, r->readings_found);
  json_builder_set_member_name (b, "search_cut");
  json_builder_add_boolean_value (b, r->search_cut);
  json_builder_set_member_name (b, "stopped_at_ply");
  if (r->stopped_at_ply > 0)
    json_builder_add_int_value (b, r->stopped_at_ply);
  else
    json_builder_add_null_value (b);
  g_autofree char *explanation = adj_reconstruction_explain (r);
  json_builder_set_member_name (b, "explanation");
  json_builder_add_string_value (b, explanation);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* spec/formats.md's reading, plus "first_departure" and "envelope_ply"
 * (README: beyond the table). "instead" is the move in English SAN, null
 * where the reading ends before the ply. */
JsonNode *
adj_reading_to_json (const AdjReading *reading, gboolean has_envelope)
{
  g_return_val_if_fail (reading != NULL, NULL);
  g_autoptr(JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  add_fen (b, "position", &reading->position);
  json_builder_set_member_name (b, "departures");
  json_builder_begin_array (b);
  for (guint i = 0; i < reading->departures->len; i++)
    {
      const AdjDeparture *d = &g_array_index (reading->departures, AdjDeparture, i);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "ply");
      json_builder_add_int_value (b, d->ply);
      json_builder_set_member_name (b, "sheet");
      json_builder_add_string_value (b, d->sheet == ADJ_SHEET_WHITE ? "white" : "black");
      json_builder_set_member_name (b, "text");
      json_builder_add_string_value (b, d->text);
      json_builder_set_member_name (b, "instead");
      if (d->instead == CHESS_MOVE_NONE)
        json_builder_add_null_value (b);
      else
        {
          char san[CHESS_SAN_MAX];
          chess_san_write (&d->before, d->instead, CHESS_LANG_EN, san);
          json_builder_add_string_value (b, san);
        }
      add_uci (b, "instead_uci", d->instead);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "reaches_envelope");
  if (has_envelope)
    json_builder_add_boolean_value (b, reading->reaches_envelope);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "first_departure");
  if (reading->departures->len > 0)
    json_builder_add_int_value (b, adj_reading_first_departure (reading));
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "envelope_ply");
  if (reading->envelope_ply >= 0)
    json_builder_add_int_value (b, reading->envelope_ply);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "plies");
  json_builder_add_int_value (b, reading->moves->len);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}
