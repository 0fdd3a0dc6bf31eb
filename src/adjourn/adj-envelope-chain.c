/* adj-envelope-chain.c — may a new envelope continue the one before it?
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adjourn-envelope-chain"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "adj-envelope-chain.h"
#include "adj-judgement.h"

G_DEFINE_QUARK (adj-envelope-chain-error-quark, adj_envelope_chain_error)

gboolean
adj_envelope_replay_to_resumption (AdjEnvelope *previous,
                                   ChessGame   *game)
{
  g_return_val_if_fail (ADJ_IS_ENVELOPE (previous), FALSE);
  g_return_val_if_fail (game != NULL, FALSE);

  if (!adj_envelope_replay_game (previous, game))
    chess_game_reset (game, adj_envelope_get_position (previous));
  const char *written = adj_envelope_get_sealed_move (previous);
  const AdjProfile *profile = adj_profile_lookup (adj_envelope_get_rules (previous));
  if (!written || !profile)
    return FALSE;
  /* The same judgement as at the opening, so that the session before
   * starts from the move the arbiter let stand, and from no other. */
  AdjJudgement judgement;
  adj_judge_written_move_in_game (profile, game, written, adj_envelope_get_notation (previous), &judgement);
  return judgement.played && chess_game_push (game, judgement.verdict.move);
}

char *
adj_envelope_chain_articles (const char *rules)
{
  const AdjProfile *profile = adj_profile_lookup (rules);
  if (profile == NULL)
    return g_strdup ("");
  g_autoptr(GStrvBuilder) b = g_strv_builder_new ();
  const AdjDecision decisions[] = { ADJ_DECISION_SESSION_TIMING, ADJ_DECISION_SEALING_DUTY };
  for (guint i = 0; i < G_N_ELEMENTS (decisions); i++)
    {
      const char *const *articles = adj_profile_articles (profile, decisions[i]);
      for (guint j = 0; articles && articles[j]; j++)
        g_strv_builder_add (b, articles[j]);
    }
  g_auto(GStrv) all = g_strv_builder_end (b);
  return g_strjoinv (", ", all);
}

static gboolean
refuse (GError **error, AdjEnvelopeChainError code, AdjEnvelope *next, const char *why)
{
  g_autofree char *articles = adj_envelope_chain_articles (adj_envelope_get_rules (next));
  /* Translators: the reason, then the articles ("I.14, I.1.1") */
  g_set_error (error, ADJ_ENVELOPE_CHAIN_ERROR, code, _("previous_envelope: %s (%s)"), why, articles);
  return FALSE;
}

/* The keys that make two envelopes one game: a new session is the same
 * game under the same edition of the Laws. */
static const char *const game_keys[] = { "rules", "event", "round", "board", "white", "black" };

gboolean
adj_envelope_check_continues (AdjEnvelope *next, const AdjPreviousSession *previous, GError **error)
{
  g_return_val_if_fail (ADJ_IS_ENVELOPE (next), FALSE);
  g_return_val_if_fail (previous != NULL && ADJ_IS_ENVELOPE (previous->envelope), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  g_autofree char *identity = adj_envelope_get_identity (previous->envelope);
  if (g_strcmp0 (adj_envelope_get_previous (next), identity) != 0)
    return refuse (error, ADJ_ENVELOPE_CHAIN_ERROR_NOT_NAMED, next,
                   _("it does not name this envelope as the one before it"));
  for (guint i = 0; i < G_N_ELEMENTS (game_keys); i++)
    if (g_strcmp0 (adj_envelope_get_string (next, game_keys[i]),
                   adj_envelope_get_string (previous->envelope, game_keys[i])) != 0)
      {
        /* Translators: %s is an envelope key ("board") */
        g_autofree char *why = g_strdup_printf (_("“%s” differs from the envelope before: a new session is the same game"),
                                                game_keys[i]);
        return refuse (error, ADJ_ENVELOPE_CHAIN_ERROR_OTHER_GAME, next, why);
      }
  if (!previous->opened)
    return refuse (error, ADJ_ENVELOPE_CHAIN_ERROR_NOT_OPENED, next,
                   _("the envelope before was not opened: a game is adjourned again only after it resumed"));
  if (!previous->play_goes_on)
    return refuse (error, ADJ_ENVELOPE_CHAIN_ERROR_NOT_PLAYING, next,
                   _("play did not go on from the envelope before (the game ended, or waits for a player)"));
  if (previous->has_successor)
    return refuse (error, ADJ_ENVELOPE_CHAIN_ERROR_HAS_SUCCESSOR, next,
                   _("another envelope already continues the envelope before: one envelope per playing session"));
  g_autoptr(GDateTime) before = adj_envelope_get_moment (previous->envelope, ADJ_ENVELOPE_ADJOURNED_AT);
  g_autoptr(GDateTime) now = adj_envelope_get_moment (next, ADJ_ENVELOPE_ADJOURNED_AT);
  g_autoptr(GDateTime) resumed = adj_envelope_get_moment (previous->envelope, ADJ_ENVELOPE_RESUMPTION_AT);
  GDateTime *after = resumed ? resumed : before;
  if (after && now && g_date_time_compare (now, after) <= 0)
    return refuse (error, ADJ_ENVELOPE_CHAIN_ERROR_NOT_LATER, next,
                   resumed ? _("adjourned_at is not after the resumption of the envelope before")
                           : _("adjourned_at is not after the adjournment of the envelope before"));
  return TRUE;
}
