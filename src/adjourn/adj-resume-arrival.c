/* adj-resume-arrival.c — the resumption rules for who came, and when: the
 * opening time, lateness and default, waiting for a player, the board and
 * clocks set up, the arbiter's charge and the clocks he sets
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Separate from adj-resume.c, which runs the checks in the order of
 * RULES.md §3–§5, and from adj-resume-sealed.c, which judges the move once
 * the envelope is opened; what they share is in adj-resume-private.h.
 */
#define G_LOG_DOMAIN "adjourn-resume"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "adj-clock.h"
#include "adj-resume-private.h"
#include "adj-verdict.h"
#include "chess-draw.h"
#include "chess-fen.h"
#include "chess-san.h"

/* When the envelope is opened, in seconds after the scheduled start: once
 * the responder is present (2023 I.7, 2005 A7, 1993 14.2, 1985 14.02),
 * and the sealer too where both must be (FCE 11.4 without a qualified
 * arbiter); -1 while that has not happened. */
gint64
adj_resume_opening_time (const gint64 arrival[2], int sealer, gboolean both_to_open)
{
  int responder = !sealer;
  if (arrival[responder] < 0 || (both_to_open && arrival[sealer] < 0))
    return -1;
  return both_to_open ? MAX (arrival[responder], arrival[sealer]) : arrival[responder];
}

/* The default's exception: a player in default keeps (or suffers) the
 * result of a sealed move that ends the game, so the envelope is opened to
 * see it. Whom it covers is the edition's: any late player under 2023 I.10
 * ("si la jugada secreta és tal que finalitza la partida, s'aplicarà el
 * resultat d'aquesta conclusió"), only the late sealer under 2005 A10, 1993
 * 10.15 and 1985 10.14. LATE: who is (or, asked while awaited, would be)
 * in default. */
gboolean
adj_resume_opens_for_default (const AdjProfile *profile, const gboolean late[2], int sealer, gboolean lost)
{
  if (lost)
    return FALSE;
  return late[sealer] || (late[!sealer] && profile->default_spares == ADJ_DEFAULT_SPARES_ANY_PLAYER);
}

/* The moment (seconds after the scheduled start) from which the absent
 * sealer's clock runs while the responder, here since ARRIVED, waits for
 * him: where the envelope waits for both players, the absent player's
 * clock runs from the responder's arrival (FCE 11.4 without a qualified
 * arbiter); a reply sealed on arriving stops the responder's clock and
 * starts the sealer's (2023 I.9.3, 2005 A9c, 1993 14.4, 1985 14.04). -1
 * when the responder's clock runs instead. */
gint64
adj_resume_absent_sealer_clock_from (gint64 arrived, gboolean both_to_open, const char *reply)
{
  return arrived >= 0 && (both_to_open || reply) ? arrived : -1;
}

/* Whether the charge for adjourning early, counted as time spent on the
 * sealed move (2023 I.1.2, 2005 A1b), takes the sealer past the time
 * control of the sealed move's period, that move included. */
gboolean
adj_resume_sealed_past_control (const AdjProfile *profile, AdjEnvelope *env, const AdjOutcome *o, int sealer, int sealed_move)
{
  if (profile->early_charge != ADJ_EARLY_CHARGE_SEALED_AT_SESSION_END)
    return FALSE;
  const char *control = adj_envelope_get_string (env, "time_control");
  if (!control)
    return FALSE;
  g_autoptr(AdjTimeControl) tc = adj_time_control_parse (control, NULL, NULL);
  gint64 left;
  return tc && adj_clock_time_left (tc, sealed_move, o->time_used[sealer], &left) && left < 0;
}

static void
keep_waiting (AdjOutcome *o, const AdjProfile *profile, int clock)
{
  o->status = ADJ_OUTCOME_WAITING;
  o->reason = "awaiting-player";
  o->clock_running = clock;
  adj_resume_cite (o, profile, ADJ_DECISION_WAITING_TIME);
}

/* Facts known at NOW with a player not here yet who may still come in
 * time: what holds at this moment. The responder's clock runs from the
 * scheduled start until he replies (2023 I.9.2, 2005 A9b, 1993 14.3, 1985
 * 14.03); the envelope is opened once he is present (I.7 and equivalents;
 * FCE 11.4: with the sealer too, when no qualified arbiter runs the event)
 * and its move judged; a reply he seals instead stops his clock and starts
 * the absent sealer's (2023 I.9.3, 2005 A9c, 1993 14.4, 1985 14.04), and
 * stays closed until the sealer comes. The clocks are charged up to NOW. A
 * flag that has fallen decides the game when it does whoever comes yet;
 * everything else waits, at most until the default time. */
static gboolean
await_at_now (const AdjProfile *profile, AdjOutcome *o, const Awaited *a, GError **error)
{
  int sealer = a->sealer, responder = !sealer;
  gint64 now = a->now;
  gint64 responder_flag = adj_resume_time_to_flag (a->env, o, responder, a->responder_move);
  /* No default ahead for a player the arbiter spares (2023 I.10). */
  o->default_at = o->default_waived >= 0 && o->awaiting[o->default_waived] ? -1 : a->waiting;
  o->default_opens = adj_resume_opens_for_default (profile, o->awaiting, sealer, a->lost);

  if (o->awaiting[responder])
    {
      if (responder_flag >= 0 && now > responder_flag)
        {
          /* Lost on time if he comes, by default if not: lost either way
           * while the sealer is here, unless his default would open the
           * envelope to see whether the sealed move ended the game (2023
           * I.10); with both away, who comes decides. */
          o->time_used[responder] += responder_flag;
          if (!o->awaiting[sealer] && !o->default_opens)
            {
              adj_resume_forfeit_on_time (o, profile, a->pos, responder, FALSE);
              return TRUE;
            }
        }
      else
        o->time_used[responder] += now;
      keep_waiting (o, profile, responder);
      adj_resume_cite (o, profile, ADJ_DECISION_RESPONDER_ABSENT);
      if (!a->lost)
        adj_resume_cite (o, profile, ADJ_DECISION_OPENING);
      return TRUE;
    }

  /* The responder is here; the sealer is awaited. */
  if (responder_flag >= 0 && a->arrival[responder] > responder_flag)
    {
      o->time_used[responder] += responder_flag;
      adj_resume_forfeit_on_time (o, profile, a->pos, responder, FALSE);
      return TRUE;
    }
  if (a->both_to_open && !a->lost)
    {
      /* FCE 11.4: the envelope waits for the sealer too, and "the absent
       * player's clock" runs: the responder's until he came, the sealer's
       * since. */
      gint64 from = adj_resume_absent_sealer_clock_from (a->arrival[responder], TRUE, NULL);
      gint64 sealer_flag = adj_resume_time_to_flag (a->env, o, sealer, a->sealer_move);
      o->time_used[responder] += from;
      if (from > 0)
        adj_resume_cite (o, profile, ADJ_DECISION_RESPONDER_ABSENT);
      if (sealer_flag >= 0 && now - from > sealer_flag)
        {
          o->time_used[sealer] += sealer_flag;
          adj_resume_forfeit_on_time (o, profile, a->pos, sealer, FALSE);
          return TRUE;
        }
      o->time_used[sealer] += now - from;
      keep_waiting (o, profile, sealer);
      return TRUE;
    }
  gint64 opened_at = a->lost ? -1 : adj_resume_opening_time (a->arrival, sealer, a->both_to_open);
  if (opened_at >= 0)
    {
      o->may_open = TRUE;
      adj_resume_cite (o, profile, a->arrival[responder] > 0 ? ADJ_DECISION_RESPONDER_ABSENT : ADJ_DECISION_RESPONDER_PRESENT);
      /* Opened when he came: while the game waits the move may stay
       * unread, but a flag fallen since decides only on the sealed move's
       * board (it may have ended the game first), so the move is needed. */
      gboolean flag_since = a->reply == NULL && responder_flag >= 0 && now > responder_flag;
      if (adj_envelope_has (a->env, "sealed_move") || flag_since)
        {
          if (!adj_resume_open_envelope (o, profile, a->env, error))
            return FALSE;
          adj_resume_take_judgement (o, profile);
          if (o->sealed.result)
            {
              /* Decided when it was opened. */
              o->time_used[responder] += opened_at;
              return TRUE;
            }
          if (a->reply && o->sealed.played)
            {
              /* His clock stopped when he sealed; the sealer's runs. */
              gint64 sealer_flag = adj_resume_time_to_flag (a->env, o, sealer, a->sealer_move);
              o->time_used[responder] += opened_at;
              adj_resume_cite (o, profile, ADJ_DECISION_SEALER_ABSENT);
              if (sealer_flag >= 0 && now - opened_at > sealer_flag)
                {
                  o->time_used[sealer] += sealer_flag;
                  adj_resume_forfeit_on_time (o, profile, &o->position, sealer, FALSE);
                  return TRUE;
                }
              o->time_used[sealer] += now - opened_at;
              o->reply_kept = TRUE;
              keep_waiting (o, profile, sealer);
              return TRUE;
            }
        }
      adj_resume_cite (o, profile, ADJ_DECISION_SEALER_ABSENT);
    }
  /* His clock runs: before the opening, and after it until he replies. */
  if (responder_flag >= 0 && now > responder_flag)
    {
      o->time_used[responder] += responder_flag;
      adj_resume_forfeit_on_time (o, profile, o->judged && o->sealed.played ? &o->sealed.after : a->pos, responder, TRUE);
      return TRUE;
    }
  o->time_used[responder] += now;
  keep_waiting (o, profile, responder);
  return TRUE;
}

gboolean
adj_resume_await_players (AdjScenario *sc, const AdjProfile *profile, AdjOutcome *o, const Awaited *a, GError **error)
{
  if (!await_at_now (profile, o, a, error))
    return FALSE;
  if (a->lost && o->status == ADJ_OUTCOME_WAITING)
    {
      /* The sealer declares the move when both are there. */
      adj_resume_cite (o, profile, ADJ_DECISION_LOST_ENVELOPE);
      if (!adj_scenario_get_times_known (sc))
        adj_resume_cite (o, profile, ADJ_DECISION_LOST_ENVELOPE_TIMES);
    }
  return TRUE;
}

/* The article giving the arbiter DECISION's discretion, or NULL with an
 * error naming KEY when the edition gives none: RULE says what holds
 * instead, its article in RULE_DECISION. */
static const char *
discretion (const AdjProfile *profile, AdjDecision decision, const char *key, const char *rule,
            AdjDecision rule_decision, GError **error)
{
  const char *article = adj_profile_article (profile, decision);
  if (!article)
    {
      const char *by = adj_profile_article (profile, rule_decision);
      /* Translators: "fide-2005 leaves the arbiter no choice here: a player late beyond the waiting time loses (A10)" */
      g_autofree char *why = g_strdup_printf (_("%s leaves the arbiter no choice here: %s (%s)"),
                                              adj_profile_get_id (profile), rule, by ? by : "—");
      adj_resume_fail (error, key, why);
    }
  return article;
}

/* How the board and the clocks were set up for the resumption. */
gboolean
adj_resume_check_setup (AdjScenario *sc, const AdjProfile *profile, AdjOutcome *o, const ChessPosition *pos, GError **error)
{
  const AdjArbiterDecision *d = adj_scenario_get_arbiter_decision (sc);
  const ChessPosition *set_up = adj_scenario_get_position_set_up (sc);
  if (set_up && !adj_resume_same_position (set_up, pos))
    {
      /* 1993 8.4 and 1985 08.04 say it; later editions only that the
       * position before the sealed move is set up. */
      o->position_corrected = TRUE;
      if (adj_profile_article (profile, ADJ_DECISION_RECONSTRUCTION))
        adj_resume_cite (o, profile, ADJ_DECISION_RECONSTRUCTION);
    }

  gint64 shown[2];
  gboolean claimed;
  gboolean wrong = adj_scenario_get_clocks_at_start (sc, shown, &claimed)
                   && (shown[CHESS_WHITE] != o->time_used[CHESS_WHITE] || shown[CHESS_BLACK] != o->time_used[CHESS_BLACK]);
  if (d->corrects_clocks)
    {
      /* Only a wrong setting nobody showed in time leaves him the choice
       * (2023 I.13 "tret que l'àrbitre decideixi una altra cosa", 2005 A12,
       * 1993 14.6, 1985 14.06). */
      const char *key = "arbiter_decision.clocks_corrected";
      if (!discretion (profile, ADJ_DECISION_ARBITER_CORRECTS_CLOCKS, key,
                       _("a wrong clock is corrected only when shown before the first move"),
                       ADJ_DECISION_CLOCK_CORRECTION, error))
        return FALSE;
      if (!wrong)
        return adj_resume_fail (error, key, _("the clocks were set right (clocks_at_start): there is nothing to correct"));
      if (claimed)
        return adj_resume_fail (error, key, _("the wrong setting was shown before the first move, so it is corrected anyway: "
                                              "the arbiter has no choice to make"));
    }
  if (wrong)
    {
      adj_resume_cite (o, profile, ADJ_DECISION_CLOCK_CORRECTION);
      o->clocks_corrected = claimed || d->corrects_clocks ? 1 : 0;
      if (d->corrects_clocks)
        {
          o->arbiter_decided |= ADJ_ARBITER_CORRECTED_CLOCKS;
          adj_resume_cite (o, profile, ADJ_DECISION_ARBITER_CORRECTS_CLOCKS);
        }
      else if (!claimed)
        {
          o->time_used[CHESS_WHITE] = shown[CHESS_WHITE];
          o->time_used[CHESS_BLACK] = shown[CHESS_BLACK];
        }
    }
  return TRUE;
}

static gboolean decide_charge (AdjScenario *sc, const AdjProfile *profile, AdjOutcome *o, int sealer,
                               const gint64 arrival[2], gint64 waiting, GError **error);

/* The arbiter's decisions that bear on who is late and what the wait costs
 * (2023 I.10 and I.11 only): refused, naming the key, where the edition
 * gives no such discretion or the facts leave nothing to decide. LATE is
 * updated for a waived default. */
gboolean
adj_resume_decide_lateness (AdjScenario *sc, const AdjProfile *profile, AdjOutcome *o, int sealer, const gint64 arrival[2],
                            gint64 waiting, gboolean late[2], GError **error)
{
  const AdjArbiterDecision *d = adj_scenario_get_arbiter_decision (sc);
  if (d->default_waived >= 0)
    {
      const char *key = "arbiter_decision.default_waived";
      int c = d->default_waived;
      if (!discretion (profile, ADJ_DECISION_ARBITER_WAIVES_DEFAULT, key,
                       _("a player late beyond the waiting time loses"), ADJ_DECISION_DEFAULT, error))
        return FALSE;
      /* "Unless the arbiter decides otherwise" (2023 I.10) is said of a
       * player who arrives: with facts known up to a moment he has not
       * come yet, the decision cannot apply yet, and he is awaited with no
       * default ahead (run sets that); with complete facts he never came,
       * and there is nothing to waive. */
      if (arrival[c] < 0 && o->has_now)
        {
          o->default_waived = c;
          adj_resume_cite (o, profile, ADJ_DECISION_ARBITER_WAIVES_DEFAULT);
          return decide_charge (sc, profile, o, sealer, arrival, waiting, error);
        }
      if (arrival[c] < 0)
        return adj_resume_fail (error, key, c == CHESS_WHITE ? _("White has not come to the board (arrivals.white is null)")
                                                             : _("Black has not come to the board (arrivals.black is null)"));
      if (!late[c])
        return adj_resume_fail (error, key, c == CHESS_WHITE ? _("White was not late beyond the waiting time")
                                                             : _("Black was not late beyond the waiting time"));
      late[c] = FALSE;
      o->default_waived = c;
      o->arbiter_decided |= ADJ_ARBITER_WAIVED_DEFAULT;
      adj_resume_cite (o, profile, ADJ_DECISION_ARBITER_WAIVES_DEFAULT);
    }
  return decide_charge (sc, profile, o, sealer, arrival, waiting, error);
}

/* The arbiter's charge for the responder's wait (2023 I.11), refused
 * where the edition gives no such discretion or the facts leave nothing
 * to decide; with facts known up to a moment the responder has not come
 * yet, it cannot apply yet and his clock runs as without it. */
static gboolean
decide_charge (AdjScenario *sc, const AdjProfile *profile, AdjOutcome *o, int sealer, const gint64 arrival[2],
               gint64 waiting, GError **error)
{
  const AdjArbiterDecision *d = adj_scenario_get_arbiter_decision (sc);
  int responder = !sealer;
  if (d->responder_charged >= 0)
    {
      const char *key = "arbiter_decision.responder_charged";
      if (!discretion (profile, ADJ_DECISION_ARBITER_BOTH_ABSENT_CHARGE, key,
                       _("the responder’s clock runs from the scheduled start"), ADJ_DECISION_RESPONDER_ABSENT,
                       error))
        return FALSE;
      if (waiting <= 0 || arrival[sealer] == 0 || arrival[responder] == 0)
        return adj_resume_fail (error, key, _("only when the waiting time is not zero and neither player was at the board at "
                                              "the start"));
      if (arrival[responder] < 0 && o->has_now)
        return TRUE;
      if (arrival[responder] < 0)
        return adj_resume_fail (error, key, _("the responder has not come to the board"));
      if (d->responder_charged > arrival[responder])
        return adj_resume_fail (error, key, _("more than the time until the responder came"));
      /* Time given back, as an illegal move's penalty is: every later
       * charge counts from the scheduled start. */
      o->time_used[responder] -= arrival[responder] - d->responder_charged;
      o->arbiter_decided |= ADJ_ARBITER_CHARGED_WAIT;
      adj_resume_cite (o, profile, ADJ_DECISION_ARBITER_BOTH_ABSENT_CHARGE);
    }
  return TRUE;
}

/* A lost envelope whose times cannot be re-established: the arbiter sets
 * the clocks (2023 I.12.1, 2005 A11a, 1993 14.5 C, 1985 14.05(c)); FALSE
 * when he did not. */
gboolean
adj_resume_arbiter_sets_clocks (AdjScenario *sc, const AdjProfile *profile, AdjOutcome *o, GError **error)
{
  const AdjArbiterDecision *d = adj_scenario_get_arbiter_decision (sc);
  if (!d->sets_clocks)
    return TRUE;
  const char *key = "arbiter_decision.clocks";
  if (!discretion (profile, ADJ_DECISION_ARBITER_SETS_CLOCKS, key, _("the clocks show the times at adjournment"),
                   ADJ_DECISION_RESUMPTION_SETUP, error))
    return FALSE;
  if (!adj_scenario_get_envelope_lost (sc) || adj_scenario_get_times_known (sc))
    return adj_resume_fail (error, key, _("the times at adjournment are known, and the clocks show them: the arbiter sets them "
                                          "only when a lost envelope’s times cannot be re-established"));
  o->time_used[CHESS_WHITE] = d->clocks[CHESS_WHITE];
  o->time_used[CHESS_BLACK] = d->clocks[CHESS_BLACK];
  o->arbiter_decided |= ADJ_ARBITER_SET_CLOCKS;
  adj_resume_cite (o, profile, ADJ_DECISION_ARBITER_SETS_CLOCKS);
  return TRUE;
}
