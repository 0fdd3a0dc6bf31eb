/* adj-open-facts.c — what the resumption desk gathered, as the facts the engine reads
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-open-facts"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>
#include <json-glib/json-glib.h>

#include "adj-clock.h"

#include "adj-facts.h"
#include "adj-open-facts.h"
#include "adj-seal.h"
#include "chess-fen.h"
#include "chess-position.h"

gboolean
adj_open_facts_complete (const AdjOpenFacts *facts)
{
  g_return_val_if_fail (facts != NULL, FALSE);

  if (facts->before_opening != ADJ_DESK_BEFORE_NONE)
    return TRUE;
  return facts->arrival[CHESS_WHITE].kind != ADJ_ARRIVAL_PENDING
         && facts->arrival[CHESS_BLACK].kind != ADJ_ARRIVAL_PENDING;
}

void
adj_open_facts_set_waiting_time (AdjOpenFacts *facts, gboolean from_profile, guint minutes)
{
  g_return_if_fail (facts != NULL);

  facts->has_default_time = !from_profile;
  facts->default_time = from_profile ? 0 : (gint64) minutes * 60;
}

static void
add_arrival (JsonBuilder *b, const char *name, const AdjArrival *a)
{
  json_builder_set_member_name (b, name);
  if (a->kind == ADJ_ARRIVAL_AT)
    json_builder_add_int_value (b, MAX (a->at, 0));
  else
    json_builder_add_null_value (b);
}

char *
adj_open_facts_to_json (const AdjOpenFacts *facts)
{
  g_return_val_if_fail (facts != NULL, NULL);

  g_autoptr(JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, "adjourn-resumption");
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, 1);

  /* Absent, the engine takes the profile's (spec/formats.md). */
  if (facts->has_default_time)
    {
      json_builder_set_member_name (b, "default_time");
      json_builder_add_int_value (b, MAX (facts->default_time, 0));
    }

  json_builder_set_member_name (b, "before_opening");
  if (facts->before_opening == ADJ_DESK_BEFORE_NONE)
    json_builder_add_null_value (b);
  else
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "type");
      json_builder_add_string_value (b, facts->before_opening == ADJ_DESK_BEFORE_DRAW ? "draw_agreed" : "resigned");
      if (facts->before_opening != ADJ_DESK_BEFORE_DRAW)
        {
          json_builder_set_member_name (b, "player");
          json_builder_add_string_value (b, facts->before_opening == ADJ_DESK_BEFORE_WHITE_RESIGNED ? "white" : "black");
        }
      json_builder_end_object (b);
    }

  json_builder_set_member_name (b, "arrivals");
  json_builder_begin_object (b);
  add_arrival (b, "white", &facts->arrival[CHESS_WHITE]);
  add_arrival (b, "black", &facts->arrival[CHESS_BLACK]);
  json_builder_end_object (b);

  json_builder_set_member_name (b, "lost_envelope");
  json_builder_add_null_value (b);

  json_builder_set_member_name (b, "responder_seals_reply");
  if (facts->reply && *facts->reply)
    json_builder_add_string_value (b, facts->reply);
  else if (facts->reply_sealed)
    json_builder_add_boolean_value (b, TRUE);
  else
    json_builder_add_null_value (b);

  json_builder_set_member_name (b, "sealed_move");
  if (facts->sealed_move && *facts->sealed_move)
    json_builder_add_string_value (b, facts->sealed_move);
  else
    json_builder_add_null_value (b);

  if (facts->present && facts->present[0])
    {
      json_builder_set_member_name (b, "present");
      json_builder_begin_array (b);
      for (const char *const *p = facts->present; *p; p++)
        json_builder_add_string_value (b, *p);
      json_builder_end_array (b);
    }

  json_builder_set_member_name (b, "now");
  if (adj_open_facts_complete (facts) && !facts->at_moment)
    json_builder_add_null_value (b);
  else
    json_builder_add_int_value (b, MAX (facts->now, 0));
  json_builder_end_object (b);

  g_autoptr(JsonNode) root = json_builder_get_root (b);
  return json_to_string (root, TRUE);
}

gboolean
adj_open_parse_offset (const char *text, gint64 *seconds)
{
  g_return_val_if_fail (seconds != NULL, FALSE);

  if (!text)
    return FALSE;
  g_autofree char *s = g_strstrip (g_strdup (text));
  g_auto (GStrv) parts = g_strsplit (s, ":", -1);
  guint n = g_strv_length (parts);
  if (n < 2 || n > 3)
    return FALSE;
  gint64 value[3] = { 0 };
  for (guint i = 0; i < n; i++)
    {
      guint64 v;
      if (!*parts[i] || !g_ascii_string_to_unsigned (parts[i], 10, 0, G_MAXINT32, &v, NULL))
        return FALSE;
      /* Seconds, and minutes after hours, are below sixty. */
      if (i > 0 && v > 59)
        return FALSE;
      value[i] = (gint64) v;
    }
  *seconds = n == 2 ? value[0] * 60 + value[1] : value[0] * 3600 + value[1] * 60 + value[2];
  return TRUE;
}

char *
adj_open_format_offset (gint64 seconds)
{
  seconds = MAX (seconds, 0);
  return g_strdup_printf ("%" G_GINT64_FORMAT ":%02d", seconds / 60, (int) (seconds % 60));
}

gboolean
adj_open_error_wants_move (const GError *error)
{
  return g_error_matches (error, ADJ_RESUME_ERROR, ADJ_RESUME_ERROR_MOVE_NEEDED)
         || g_error_matches (error, ADJ_FACTS_ERROR, ADJ_FACTS_ERROR_ENVELOPE)
         || g_error_matches (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_NO_PASSPHRASE)
         || g_error_matches (error, ADJ_RESUME_ERROR, ADJ_RESUME_ERROR_REPLY_NEEDED);
}

gboolean
adj_open_may_seal_reply (const AdjOutcome *o)
{
  g_return_val_if_fail (o != NULL, FALSE);
  return o->status == ADJ_OUTCOME_WAITING && o->awaiting[o->before.side] && o->judged && o->sealed.played
         && !o->declared;
}

AdjOpenStep
adj_open_step_after_arrivals (const AdjOutcome *outcome, const GError *error, gboolean complete)
{
  if (!outcome)
    return adj_open_error_wants_move (error) ? ADJ_OPEN_STEP_OPENING : ADJ_OPEN_STEP_ARRIVALS;
  /* The rules let it be opened now, and it has not been. */
  if (outcome->may_open && !outcome->judged)
    return ADJ_OPEN_STEP_OPENING;
  /* Decided without the envelope, or with it already open. */
  if (complete || outcome->status != ADJ_OUTCOME_WAITING)
    return ADJ_OPEN_STEP_OUTCOME;
  return ADJ_OPEN_STEP_ARRIVALS;
}

char *
adj_open_describe_status (const AdjOutcome *o, const char *const names[2])
{
  g_return_val_if_fail (o != NULL, NULL);

  switch (o->status)
    {
    case ADJ_OUTCOME_FINISHED:
      /* Translators: %s is a result, "1-0". */
      return g_strdup_printf (_("Finished, %s"), o->result ? o->result : "");
    case ADJ_OUTCOME_CONTINUES:
      return g_strdup (_("Play goes on"));
    case ADJ_OUTCOME_ANNULLED:
      return g_strdup (_("Annulled: a new game is to be played"));
    case ADJ_OUTCOME_WAITING:
    default:
      if (o->awaiting[CHESS_WHITE] && o->awaiting[CHESS_BLACK])
        return g_strdup (_("Waiting for both players"));
      for (int side = CHESS_WHITE; side <= CHESS_BLACK; side++)
        if (o->awaiting[side])
          return g_strdup_printf (side == CHESS_WHITE ? _("Waiting for White (%s)") : _("Waiting for Black (%s)"),
                                  names && names[side] ? names[side] : "");
      return g_strdup (_("Waiting"));
    }
}

char *
adj_open_describe_clock (const AdjOutcome *o)
{
  g_return_val_if_fail (o != NULL, NULL);

  g_autofree char *white = adj_clock_format_seconds (o->time_used[CHESS_WHITE]);
  g_autofree char *black = adj_clock_format_seconds (o->time_used[CHESS_BLACK]);
  if (o->clock_running == CHESS_WHITE)
    /* Translators: the times used on each clock. */
    return g_strdup_printf (_("White’s clock runs · White %s, Black %s"), white, black);
  if (o->clock_running == CHESS_BLACK)
    return g_strdup_printf (_("Black’s clock runs · White %s, Black %s"), white, black);
  return g_strdup_printf (_("No clock runs · White %s, Black %s"), white, black);
}

char *
adj_open_describe_articles (const AdjOutcome *o)
{
  g_return_val_if_fail (o != NULL, NULL);

  if (!o->articles || o->articles->len == 0)
    return NULL;
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < o->articles->len; i++)
    {
      if (i > 0)
        g_string_append (s, ", ");
      g_string_append (s, g_ptr_array_index (o->articles, i));
    }
  return g_string_free (s, FALSE);
}

static void
add_candidates (AdjOpenBoard *board, const ChessVerdict *verdict)
{
  for (int i = 0; i < verdict->n_candidates && board->n_arrows < ADJ_OPEN_MAX_ARROWS; i++, board->n_arrows++)
    {
      board->arrows[board->n_arrows][0] = chess_move_from (verdict->candidates[i]);
      board->arrows[board->n_arrows][1] = chess_move_to (verdict->candidates[i]);
    }
}

void
adj_open_outcome_board (const AdjOutcome *o, AdjOpenBoard *board)
{
  g_return_if_fail (o != NULL);
  g_return_if_fail (board != NULL);

  memset (board, 0, sizeof *board);
  board->start = o->before;
  if (!o->judged)
    {
      if (o->has_position)
        board->start = o->position;
      return;
    }
  if (o->sealed.verdict.kind == CHESS_VERDICT_AMBIGUOUS)
    add_candidates (board, &o->sealed.verdict);
  if (!o->sealed.played)
    return;
  board->moves[board->n_moves++] = o->sealed.verdict.move;
  if (o->reply_judged && o->reply.verdict.kind == CHESS_VERDICT_AMBIGUOUS)
    add_candidates (board, &o->reply.verdict);
  if (o->reply_judged && o->reply.played)
    board->moves[board->n_moves++] = o->reply.verdict.move;

  /* The moves played must reach the engine's position; where they do not
   * (a position put right at the board), the board shows the engine's. */
  if (!o->has_position)
    return;
  ChessPosition played = board->start;
  for (int i = 0; i < board->n_moves; i++)
    {
      ChessUndo undo;
      g_assert (chess_position_is_legal (&played, board->moves[i]));
      chess_position_make (&played, board->moves[i], &undo);
    }
  char reached[CHESS_FEN_MAX], engine[CHESS_FEN_MAX];
  chess_fen_write (&played, reached);
  chess_fen_write (&o->position, engine);
  if (strcmp (reached, engine) != 0)
    {
      board->start = o->position;
      board->n_moves = 0;
    }
}
