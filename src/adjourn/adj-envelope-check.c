/* adj-envelope-check.c — is an envelope complete and consistent for its rules?
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adjourn-envelope"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "adj-clock.h"
#include "adj-envelope-check.h"
#include "adj-profile.h"
#include "chess-fen.h"

void
adj_envelope_problem_free (AdjEnvelopeProblem *problem)
{
  if (!problem)
    return;
  g_free (problem->key);
  g_free (problem->article);
  g_free (problem->message);
  g_free (problem);
}

static void
add (GPtrArray *problems, AdjField field, const char *key, const char *article, char *message)
{
  AdjEnvelopeProblem *p = g_new0 (AdjEnvelopeProblem, 1);
  p->field = field;
  p->key = g_strdup (key);
  p->article = g_strdup (article);
  p->message = message;
  g_ptr_array_add (problems, p);
}

/* The article a problem with FIELD cites: the one requiring the field, or,
 * for a field the edition does not require, the arbiter's duty to check
 * that what the envelope says is accurate (2023 I.3 and its equivalents). */
static const char *
problem_article (const AdjProfile *profile, AdjField field)
{
  const char *article = field ? adj_profile_field_article (profile, field) : NULL;
  return article ? article : adj_profile_article (profile, ADJ_DECISION_ENVELOPE_ACCURACY);
}

static void
check_required (AdjEnvelope *env, const AdjProfile *profile, GPtrArray *problems)
{
  JsonObject *o = adj_envelope_get_object (env);
  for (int bit = 0; bit < ADJ_N_FIELDS; bit++)
    {
      AdjField field = (AdjField) (1u << bit);
      if (!adj_profile_requires (profile, field))
        continue;
      const char *article = adj_profile_field_article (profile, field);
      /* The players are two keys; a draw offer is required as a key, null
       * meaning "no offer standing". */
      const char *keys[2] = { adj_field_key (field), NULL };
      if (field == ADJ_FIELD_PLAYERS)
        keys[1] = "black";
      for (int k = 0; k < 2 && keys[k]; k++)
        {
          gboolean given = field == ADJ_FIELD_DRAW_OFFER ? json_object_has_member (o, keys[k])
                                                         : adj_envelope_has (env, keys[k]);
          if (!given)
            add (problems, field, keys[k], article,
                 g_strdup_printf (_("“%s” is missing: the rules of this event require it"), keys[k]));
        }
    }
}

static void
check_sealer (AdjEnvelope *env, const AdjProfile *profile, GPtrArray *problems)
{
  const ChessPosition *pos = adj_envelope_get_position (env);
  int sealer = adj_envelope_get_sealer (env);
  if (sealer >= 0 && sealer != (int) pos->side)
    add (problems, ADJ_FIELD_SEALER, "sealer", adj_profile_field_article (profile, ADJ_FIELD_SEALER),
         g_strdup (pos->side == CHESS_WHITE ? _("the sealer must be the player on the move: White, in this position")
                                            : _("the sealer must be the player on the move: Black, in this position")));
  gint64 number = adj_envelope_get_int (env, "sealed_move_number");
  if (number > 0 && number != pos->fullmove_number)
    add (problems, ADJ_FIELD_SEALED_MOVE_NUMBER, "sealed_move_number",
         adj_profile_field_article (profile, ADJ_FIELD_SEALED_MOVE_NUMBER),
         g_strdup_printf (_("the sealed move is move %d of the position, not %d"), pos->fullmove_number, (int) number));
}

static void
check_game (AdjEnvelope *env, const AdjProfile *profile, GPtrArray *problems)
{
  if (!adj_envelope_has (env, "game.moves"))
    return;
  const char *article = adj_profile_field_article (profile, ADJ_FIELD_POSITION);
  ChessGame game;
  chess_game_init (&game);
  if (!adj_envelope_replay_game (env, &game))
    {
      /* The replay stops before the first move that is not legal. */
      JsonObject *o = adj_envelope_get_object (env);
      JsonArray *moves = json_object_get_array_member (json_object_get_object_member (o, "game"), "moves");
      guint replayed = (guint) chess_game_ply_count (&game);
      if (replayed < json_array_get_length (moves))
        add (problems, ADJ_FIELD_GAME_RECORD, "game.moves", article,
             g_strdup_printf (_("move %u of the game record, “%s”, is not a legal move there"), replayed + 1,
                              json_array_get_string_element (moves, replayed)));
      else
        add (problems, ADJ_FIELD_GAME_RECORD, "game.moves", article,
             g_strdup (_("the game record does not reach the position on the envelope")));
    }
  chess_game_clear (&game);
}

static void
check_times (AdjEnvelope *env, const AdjProfile *profile, GPtrArray *problems)
{
  const char *control = adj_envelope_get_string (env, "time_control");
  if (!control)
    return;
  int column;
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjTimeControl) tc = adj_time_control_parse (control, &column, &error);
  if (!tc)
    {
      add (problems, ADJ_FIELD_TIME_CONTROL, "time_control", problem_article (profile, ADJ_FIELD_TIME_CONTROL),
           g_strdup (error->message));
      return;
    }
  const ChessPosition *pos = adj_envelope_get_position (env);
  static const char *const keys[2] = { "time_used.white", "time_used.black" };
  for (int c = 0; c < 2; c++)
    {
      gint64 used = adj_envelope_get_int (env, keys[c]);
      if (used < 0)
        continue;
      /* The next move of each side: the sealed one for the side to move;
       * for the other, the one after it (White's next comes with a new
       * move number when Black seals). */
      int next = pos->fullmove_number + ((c == CHESS_WHITE && pos->side == CHESS_BLACK) ? 1 : 0);
      g_clear_error (&error);
      if (!adj_clock_check_time_used (tc, next, used, &error))
        add (problems, ADJ_FIELD_TIME_USED, keys[c], adj_profile_field_article (profile, ADJ_FIELD_TIME_USED),
             g_strdup (error->message));
    }
}

static void
check_resumption (AdjEnvelope *env, const AdjProfile *profile, GPtrArray *problems)
{
  g_autoptr(GDateTime) adjourned = adj_envelope_get_instant (env, "adjourned_at");
  g_autoptr(GDateTime) resumes = adj_envelope_get_instant (env, "resumption.at");
  if (adjourned && resumes && g_date_time_compare (resumes, adjourned) <= 0)
    add (problems, ADJ_FIELD_RESUMPTION, "resumption.at", problem_article (profile, ADJ_FIELD_RESUMPTION),
         g_strdup (_("the game resumes before it was adjourned")));
}

/* Catalan number words, as an FCE envelope carries them (FCE 11.1). */
static int
catalan_number (const char *word)
{
  static const char *const words[] = {
    "zero", "un|u|una", "dos|dues", "tres", "quatre", "cinc", "sis", "set", "vuit", "nou",
    "deu", "onze", "dotze", "tretze", "catorze", "quinze", "setze",
  };
  g_autofree char *w = g_utf8_strdown (word, -1);
  g_strstrip (w);
  for (guint n = 0; n < G_N_ELEMENTS (words); n++)
    {
      g_auto (GStrv) forms = g_strsplit (words[n], "|", -1);
      if (g_strv_contains ((const char *const *) forms, w))
        return (int) n;
    }
  return -1;
}

static void
check_pieces_in_words (AdjEnvelope *env, const AdjProfile *profile, GPtrArray *problems)
{
  if (!adj_profile_requires (profile, ADJ_FIELD_PIECES_IN_WORDS))
    return;
  const ChessPosition *pos = adj_envelope_get_position (env);
  const char *article = adj_profile_field_article (profile, ADJ_FIELD_PIECES_IN_WORDS);
  static const char *const keys[2] = { "pieces_in_words.white", "pieces_in_words.black" };
  for (int c = 0; c < 2; c++)
    {
      const char *words = adj_envelope_get_string (env, keys[c]);
      if (!words)
        continue;
      int count = 0;
      for (int sq = 0; sq < 64; sq++)
        count += pos->board[sq] != CHESS_EMPTY && (int) chess_piece_color (pos->board[sq]) == c;
      int written = catalan_number (words);
      if (written < 0)
        add (problems, ADJ_FIELD_PIECES_IN_WORDS, keys[c], article,
             g_strdup_printf (_("“%s” is not a number of pieces written out in words"), words));
      else if (written != count)
        add (problems, ADJ_FIELD_PIECES_IN_WORDS, keys[c], article,
             g_strdup_printf (_("“%s” does not count the %d pieces on the board"), words, count));
    }
}

/* FCE 11.1: both players close the envelope and sign it on the back; a
 * signatures object that leaves out one of them is not a signed envelope. */
static void
check_signatures (AdjEnvelope *env, const AdjProfile *profile, GPtrArray *problems)
{
  if (!adj_profile_requires (profile, ADJ_FIELD_SIGNATURES) || !adj_envelope_has (env, "signatures"))
    return;
  static const char *const keys[2] = { "signatures.white", "signatures.black" };
  JsonObject *signatures = json_object_get_object_member (adj_envelope_get_object (env), "signatures");
  for (int c = 0; c < 2; c++)
    {
      const char *member = keys[c] + strlen ("signatures.");
      if (json_object_has_member (signatures, member) && json_object_get_boolean_member (signatures, member))
        continue;
      add (problems, ADJ_FIELD_SIGNATURES, keys[c], adj_profile_field_article (profile, ADJ_FIELD_SIGNATURES),
           g_strdup (c == CHESS_WHITE ? _("White has not signed the back of the envelope")
                                      : _("Black has not signed the back of the envelope")));
    }
}

GPtrArray *
adj_envelope_check (AdjEnvelope *envelope, GError **error)
{
  g_return_val_if_fail (ADJ_IS_ENVELOPE (envelope), NULL);
  const AdjProfile *profile = adj_profile_lookup (adj_envelope_get_rules (envelope));
  if (!profile)
    {
      g_set_error (error, ADJ_ENVELOPE_ERROR, ADJ_ENVELOPE_ERROR_VALUE, _("%s: %s"), "rules",
                   _("not a known rules profile"));
      return NULL;
    }
  GPtrArray *problems = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_envelope_problem_free);
  check_required (envelope, profile, problems);
  check_sealer (envelope, profile, problems);
  check_game (envelope, profile, problems);
  check_times (envelope, profile, problems);
  check_resumption (envelope, profile, problems);
  check_pieces_in_words (envelope, profile, problems);
  check_signatures (envelope, profile, problems);
  return problems;
}

GPtrArray *
adj_envelope_check_articles (AdjEnvelope *envelope, GPtrArray *problems)
{
  g_return_val_if_fail (ADJ_IS_ENVELOPE (envelope), NULL);
  g_return_val_if_fail (problems != NULL, NULL);
  GPtrArray *articles = g_ptr_array_new_with_free_func (g_free);
  const AdjProfile *profile = adj_profile_lookup (adj_envelope_get_rules (envelope));
  g_autoptr(GPtrArray) all = g_ptr_array_new ();
  if (profile)
    {
      static const AdjDecision used[] = { ADJ_DECISION_ENVELOPE_CONTENTS, ADJ_DECISION_ENVELOPE_ACCURACY };
      for (guint d = 0; d < G_N_ELEMENTS (used); d++)
        for (const char *const *a = adj_profile_articles (profile, used[d]); *a; a++)
          g_ptr_array_add (all, (gpointer) *a);
    }
  for (guint i = 0; i < problems->len; i++)
    {
      const AdjEnvelopeProblem *p = problems->pdata[i];
      if (p->article)
        g_ptr_array_add (all, p->article);
    }
  for (guint i = 0; i < all->len; i++)
    {
      gboolean seen = FALSE;
      for (guint k = 0; k < articles->len && !seen; k++)
        seen = g_str_equal (articles->pdata[k], all->pdata[i]);
      if (!seen)
        g_ptr_array_add (articles, g_strdup (all->pdata[i]));
    }
  return articles;
}
