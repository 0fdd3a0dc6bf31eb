/* adj-outcome.c — the outcome of a resumption as it is told: the explanation
 * for the players and the JSON of spec/formats.md
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine (adj-resume.c) decides; this file only says what it decided,
 * in the UI language and in the outcome's JSON.
 */
#define G_LOG_DOMAIN "adjourn-resume"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "adj-resume-private.h"
#include "adj-verdict.h"
#include "chess-draw.h"
#include "chess-fen.h"
#include "chess-san.h"

void
adj_outcome_free (AdjOutcome *outcome)
{
  if (!outcome)
    return;
  g_clear_pointer (&outcome->articles, g_ptr_array_unref);
  g_free (outcome->explanation);
  g_free (outcome);
}

const char *
adj_outcome_status_id (AdjOutcomeStatus status)
{
  static const char *const ids[] = { "finished", "continues", "waiting", "annulled" };
  return (unsigned) status < G_N_ELEMENTS (ids) ? ids[status] : "unknown";
}

/* The lost envelope's declared move was not made: why, and what now. */
static void
append_declared (GString *s, const AdjOutcome *o)
{
  const ChessPosition *pos = &o->before;
  const char *sealer = adj_side_name (pos->side);
  const char *responder = adj_side_name (!pos->side);
  if (g_str_equal (o->reason, "declared-move-ambiguous"))
    {
      g_autoptr(GString) list = g_string_new (NULL);
      for (int i = 0; i < o->sealed.verdict.n_candidates; i++)
        {
          char san[CHESS_SAN_MAX];
          chess_san_write (pos, o->sealed.verdict.candidates[i], o->notation, san);
          g_string_append_printf (list, "%s%s", i ? ", " : "", san);
        }
      /* Translators: the first %s is White or Black, the second a list of moves ("Tad2, Tdd2"). */
      g_string_append_printf (s, _("The declaration fits more than one move: the arbiter asks %s which of these is "
                                   "the sealed move: %s. Nothing has been played on the board, so there is no penalty."),
                              sealer, list->str);
      return;
    }
  if (g_str_equal (o->reason, "declared-move-unreadable"))
    {
      g_string_append_printf (s, _("The declaration names no move: the arbiter asks %s again to name the sealed move. "
                                   "Nothing has been played on the board, so there is no penalty."),
                              sealer);
      return;
    }
  if (o->status == ADJ_OUTCOME_FINISHED)
    {
      g_string_append_printf (s, _("Made on the board, the declared move is an illegal move, and %s has now completed "
                                   "as many illegal moves as lose the game."),
                              sealer);
      g_string_append_c (s, ' ');
      if (g_str_equal (o->result, "1/2-1/2"))
        g_string_append_printf (s, _("%s cannot checkmate by any series of legal moves, so the game is drawn."),
                                responder);
      else
        g_string_append_printf (s, _("%s loses the game."), sealer);
      return;
    }
  if (o->has_touch_move)
    {
      /* The touch-move sentence that follows names the piece: said once. */
      g_autofree char *touch = adj_touch_move_sentence (&o->touch_move, pos, o->notation);
      g_string_append_printf (s, _("Made on the board, the declared move is an illegal move: the position before it "
                                   "is restored, and %s must make a legal move instead, while %s’s clock runs."),
                              sealer, responder);
      g_string_append_c (s, ' ');
      g_string_append (s, touch);
    }
  else
    g_string_append_printf (s, _("Made on the board, the declared move is an illegal move: the position before it is "
                                 "restored, and %s must make a legal move instead, with the same piece if it "
                                 "has one (touch move), while %s’s clock runs."),
                            sealer, responder);
  g_string_append_c (s, ' ');
  if (o->illegal_penalty > 0)
    {
      /* The tables hold whole minutes. */
      g_assert (o->illegal_penalty % 60 == 0);
      int minutes = (int) (o->illegal_penalty / 60);
      g_string_append_printf (s, ngettext ("%s is given %d extra minute on the clock.",
                                              "%s is given %d extra minutes on the clock.", minutes),
                              responder, minutes);
    }
  else
    g_string_append (s, _("This edition sets no time penalty for an illegal move; the arbiter may still sanction it."));
  if (o->illegal_moves_left == 1)
    {
      g_string_append_c (s, ' ');
      g_string_append_printf (s, _("One more illegal move by %s loses the game."), sealer);
    }
  else if (o->illegal_moves_left > 1)
    {
      g_string_append_c (s, ' ');
      g_string_append_printf (s, ngettext ("%s loses the game on completing %d more illegal move.",
                                              "%s loses the game on completing %d more illegal moves.",
                                              o->illegal_moves_left),
                              sealer, o->illegal_moves_left);
    }
}

/* A waiting time as the players read it: whole minutes, else seconds. */
static char *
waiting_span (gint64 seconds)
{
  if (seconds % 60 == 0)
    {
      long long minutes = seconds / 60;
      return g_strdup_printf (ngettext ("%lld minute", "%lld minutes", (gulong) MIN (minutes, G_MAXLONG)), minutes);
    }
  return g_strdup_printf (ngettext ("%lld second", "%lld seconds", (gulong) MIN (seconds, G_MAXLONG)),
                          (long long) seconds);
}

/* Who is awaited, what the envelope and the clocks do meanwhile, and when
 * the default comes. */
static void
append_awaiting (GString *s, const AdjOutcome *o)
{
  int sealer = o->before.side, responder = !sealer;
  const char *sealer_name = adj_side_name (sealer), *responder_name = adj_side_name (responder);
  if (o->awaiting[responder] && o->awaiting[sealer])
    g_string_append_printf (s, _("Neither player has arrived yet: %s’s clock runs from the scheduled start, and the "
                                 "game resumes only once %s is present."),
                            responder_name, responder_name);
  else if (o->awaiting[responder])
    g_string_append_printf (s, o->envelope_lost
                                 ? _("%s has not arrived yet: %s’s clock runs from the scheduled start, and the "
                                     "sealer declares the sealed move only once %s is present.")
                                 : _("%s has not arrived yet: %s’s clock runs from the scheduled start, and the "
                                     "envelope is opened only once %s is present."),
                            responder_name, responder_name, responder_name);
  else if (o->envelope_lost)
    g_string_append_printf (s, _("%s has not arrived yet: the envelope is lost, and %s declares the sealed move on "
                                 "arriving; meanwhile %s’s clock runs."),
                            sealer_name, sealer_name, responder_name);
  else if (!o->may_open)
    /* FCE 11.4: the absent player's clock runs. */
    g_string_append_printf (s, _("%s has not arrived yet: without a qualified arbiter the envelope is opened only "
                                 "with both players present, and meanwhile %s’s clock runs."),
                            sealer_name, sealer_name);
  else if (o->reply_kept)
    g_string_append_printf (s, _("%s has not arrived yet: %s has sealed the reply in a new envelope, which the "
                                 "arbiter keeps and opens when %s arrives; meanwhile %s’s clock runs."),
                            sealer_name, responder_name, sealer_name, sealer_name);
  else if (o->judged)
    g_string_append_printf (s, _("%s has not arrived yet: play goes on with %s’s clock running, and %s may reply on "
                                 "the board or seal the reply in a new envelope."),
                            sealer_name, responder_name, responder_name);
  else
    g_string_append_printf (s, _("%s has not arrived yet, but %s is present: the envelope may be opened now, and "
                                 "%s’s clock runs."),
                            sealer_name, responder_name, responder_name);

  g_string_append_c (s, ' ');
  if (o->default_at < 0 && o->default_waived >= 0)
    {
      /* 2023 I.10: "unless the arbiter decides otherwise", said ahead of
       * his arrival. */
      g_string_append_printf (s, _("The arbiter has decided that %s does not lose by default: the game waits for %s."),
                              adj_side_name (o->default_waived), adj_side_name (o->default_waived));
      return;
    }
  g_autofree char *span = waiting_span (o->default_at);
  if (o->awaiting[responder] && o->awaiting[sealer])
    /* Translators: %s is a waiting time ("60 minutes"). */
    g_string_append_printf (s, _("A player not at the board %s after the scheduled start loses by default."), span);
  else if (o->default_opens && !o->judged)
    /* Translators: the first %s is White or Black, the second a waiting time ("60 minutes"). */
    g_string_append_printf (s, _("%s loses by default if not at the board %s after the scheduled start, unless "
                                 "the sealed move ends the game."),
                            adj_side_name (o->awaiting[sealer] ? sealer : responder), span);
  else
    /* Translators: the first %s is White or Black, the second a waiting time ("60 minutes"). */
    g_string_append_printf (s, _("%s loses by default if not at the board %s after the scheduled start."),
                            adj_side_name (o->awaiting[sealer] ? sealer : responder), span);
}

/* How the game stands, when the written moves' sentences did not say it. */
static void
append_reason (GString *s, const AdjOutcome *o)
{
  const char *r = o->reason;
  if (o->flag_fell_at_sealing)
    {
      int sealer = o->before.side;
      g_string_append_printf (s, _("%s adjourned the game before the end of the session and is considered to have "
                                   "sealed the move at its scheduled end: the time charged takes %s past the time "
                                   "control, so the flag has fallen."),
                              adj_side_name (sealer), adj_side_name (sealer));
      g_string_append_c (s, ' ');
      if (g_str_equal (r, "time-forfeit"))
        {
          g_string_append_printf (s, _("%s loses the game."), adj_side_name (sealer));
          return;
        }
      if (g_str_equal (r, "opponent-cannot-mate"))
        {
          g_string_append_printf (s, _("%s cannot checkmate by any series of legal moves, so the game is drawn."),
                                  adj_side_name (!sealer));
          return;
        }
    }
  if (g_str_equal (r, "awaiting-player"))
    append_awaiting (s, o);
  else if (g_str_equal (r, "opponent-cannot-mate") && o->flagged >= 0)
    g_string_append_printf (s, _("%s’s flag fell, but %s cannot checkmate by any series of legal moves: the game is "
                                 "drawn."),
                            adj_side_name (o->flagged), adj_side_name (!o->flagged));
  else if (g_str_equal (r, "opponent-cannot-mate") && o->resigned >= 0)
    g_string_append_printf (s, _("%s resigned before the envelope was opened, but %s cannot checkmate by any series "
                                 "of legal moves, so the resignation does not lose: the game is drawn."),
                            adj_side_name (o->resigned), adj_side_name (!o->resigned));
  else if (g_str_equal (r, "draw-agreed"))
    g_string_append (s, _("The players agreed a draw before the envelope was opened; the draw stands."));
  else if (g_str_equal (r, "resigned"))
    g_string_append (s, _("A player resigned before the envelope was opened; the resignation stands."));
  else if (g_str_equal (r, "sealed-move-ambiguous") || g_str_equal (r, "sealed-move-unreadable")
           || g_str_equal (r, "sealed-move-illegal"))
    g_string_append_printf (s, _("%s loses the game for this sealed move."),
                            adj_side_name (g_str_equal (o->result, "1-0") ? CHESS_BLACK : CHESS_WHITE));
  else if (g_str_equal (r, "declared-move-illegal") || g_str_equal (r, "declared-move-ambiguous")
           || g_str_equal (r, "declared-move-unreadable"))
    append_declared (s, o);
  else if (g_str_equal (r, "checkmate"))
    g_string_append (s, _("The game ends in checkmate."));
  else if (g_str_equal (r, "stalemate"))
    g_string_append (s, _("The game ends in stalemate: a draw."));
  else if (g_str_equal (r, "dead-position"))
    g_string_append (s, _("No series of legal moves can end in mate: the game is drawn."));
  else if (g_str_equal (r, "seventy-five-moves"))
    g_string_append (s, _("Seventy-five moves by each player without a pawn move or a capture: the game is drawn."));
  else if (g_str_equal (r, "opponent-cannot-mate"))
    g_string_append (s, _("The opponent cannot checkmate by any series of legal moves: the game is drawn."));
  else if (g_str_equal (r, "default"))
    g_string_append_printf (s, _("%s did not arrive within the waiting time and loses by default."),
                            adj_side_name (g_str_equal (o->result, "1-0") ? CHESS_BLACK : CHESS_WHITE));
  else if (g_str_equal (r, "double-default"))
    g_string_append (s, _("Neither player arrived within the waiting time: both lose."));
  else if (g_str_equal (r, "time-forfeit") && o->flag_fell_while_waiting)
    g_string_append_printf (s, _("%s overstepped the time limit while waiting at the board and loses."),
                            adj_side_name (g_str_equal (o->result, "1-0") ? CHESS_BLACK : CHESS_WHITE));
  else if (g_str_equal (r, "time-forfeit"))
    g_string_append_printf (s, _("%s overstepped the time limit before reaching the board and loses."),
                            adj_side_name (g_str_equal (o->result, "1-0") ? CHESS_BLACK : CHESS_WHITE));
  else if (g_str_equal (r, "position-lost"))
    g_string_append (s, _("The envelope is lost and the position cannot be re-established: the game is annulled and a new game is played."));
  else if (o->status == ADJ_OUTCOME_WAITING && o->clock_running == CHESS_WHITE)
    /* Only a lost envelope waits: for the sealer's declared move. */
    g_string_append (s, _("The envelope is lost: Black now declares the sealed move and makes it on the board, "
                          "while White’s clock runs."));
  else if (o->status == ADJ_OUTCOME_WAITING)
    g_string_append (s, _("The envelope is lost: White now declares the sealed move and makes it on the board, "
                          "while Black’s clock runs."));
  else if (o->clock_running >= 0)
    g_string_append_printf (s, _("Play continues with %s’s clock running."), adj_side_name (o->clock_running));
}

/* What happened at sealing, where the edition says what it means. */
static void
append_sealing (GString *s, const AdjOutcome *o)
{
  const char *sealer = adj_side_name (o->before.side);
  if (o->sealing.moved_on_board)
    {
      g_string_append_c (s, ' ');
      g_string_append_printf (s, _("After being told to seal, %s made a move on the board: that move had to be "
                                   "written as the sealed move."),
                              sealer);
    }
  if (o->sealing.move_changed == ADJ_SEALING_CHANGED_BEFORE_CLOCK_STOPPED)
    {
      g_string_append_c (s, ' ');
      g_string_append_printf (s, _("%s changed the sealed move before stopping the clock, as the player may: the "
                                   "move as changed is the sealed move."),
                              sealer);
    }
  else if (o->sealing.move_changed == ADJ_SEALING_CHANGED_AFTER_CLOCK_STOPPED)
    {
      g_string_append_c (s, ' ');
      g_string_append_printf (s, _("%s changed the sealed move after stopping the clock, when the player may no "
                                   "longer change it: the change does not count, and the sealed move is the one "
                                   "written before the clock was stopped."),
                              sealer);
    }
  if (o->sealing.left_seat)
    {
      g_string_append_c (s, ' ');
      g_string_append_printf (s, _("%s left the seat before stopping the clocks, which the regulation forbids; the "
                                   "arbiter may act on it."),
                              sealer);
    }
}

/* What the arbiter decided where the Laws leave it to him. */
static void
append_arbiter (GString *s, const AdjOutcome *o)
{
  if (o->arbiter_decided & ADJ_ARBITER_WAIVED_DEFAULT)
    {
      g_string_append_c (s, ' ');
      g_string_append_printf (s, _("%s arrived after the waiting time, but the arbiter decided that %s does not lose "
                                   "by default."),
                              adj_side_name (o->default_waived), adj_side_name (o->default_waived));
    }
  if (o->arbiter_decided & ADJ_ARBITER_CHARGED_WAIT)
    {
      g_string_append_c (s, ' ');
      g_string_append_printf (s, _("Neither player was at the board at the start; the arbiter decided that %s is not "
                                   "charged all the time until arriving."),
                              adj_side_name (!o->before.side));
    }
  if (o->arbiter_decided & ADJ_ARBITER_SET_CLOCKS)
    {
      g_string_append_c (s, ' ');
      g_string_append (s, _("The times at adjournment could not be re-established: the arbiter set the clocks."));
    }
  if (o->arbiter_decided & ADJ_ARBITER_CORRECTED_CLOCKS)
    {
      g_string_append_c (s, ' ');
      g_string_append (s, _("Nobody showed the wrong setting before the first move, but the arbiter decided to "
                            "correct the clocks all the same."));
    }
}

/* Why a side cannot checkmate, by the kind of proof found, for White and
 * for Black (whole sentences, for the translators). */
static const char *const cannot_mate_reasons[][2] = {
  [CHESS_PROOF_MATERIAL] = {
    N_("White has too little material left to give mate: a lone king, a lone knight, or bishops all on squares of "
       "one colour."),
    N_("Black has too little material left to give mate: a lone king, a lone knight, or bishops all on squares of "
       "one colour."),
  },
  [CHESS_PROOF_LOCKED_PAWNS] = {
    N_("Only kings and pawns remain, every pawn is blocked for ever and no king can take one: White can never even "
       "give check."),
    N_("Only kings and pawns remain, every pawn is blocked for ever and no king can take one: Black can never even "
       "give check."),
  },
  [CHESS_PROOF_FORTRESS] = {
    N_("The pawns are locked and none can ever promote: within the squares the pieces can ever reach, White can "
       "never set up a mate."),
    N_("The pawns are locked and none can ever promote: within the squares the pieces can ever reach, Black can "
       "never set up a mate."),
  },
  [CHESS_PROOF_FORCED] = {
    N_("Every legal move soon leaves White too little material to mate, as a forced capture does."),
    N_("Every legal move soon leaves Black too little material to mate, as a forced capture does."),
  },
  [CHESS_PROOF_EXHAUSTED] = {
    N_("Every position reachable by legal moves was examined, and none is a mate by White."),
    N_("Every position reachable by legal moves was examined, and none is a mate by Black."),
  },
  [CHESS_PROOF_SKELETON] = {
    N_("Following the kings and pawns alone, the pieces free to stand anywhere, no move of White can ever leave the "
       "other king in check with no square to go to."),
    N_("Following the kings and pawns alone, the pieces free to stand anywhere, no move of Black can ever leave the "
       "other king in check with no square to go to."),
  },
};

/* The proof kinds as the outcome's JSON names them. */
static const char *const cannot_mate_ids[] = {
  [CHESS_PROOF_MATERIAL] = "material",
  [CHESS_PROOF_LOCKED_PAWNS] = "locked-pawns",
  [CHESS_PROOF_FORTRESS] = "fortress",
  [CHESS_PROOF_FORCED] = "forced",
  [CHESS_PROOF_EXHAUSTED] = "exhausted",
  [CHESS_PROOF_SKELETON] = "kings-and-pawns",
};

void
adj_outcome_find_cannot_mate (AdjOutcome *o)
{
  o->cannot_mate = -1;
  o->cannot_mate_proof = CHESS_PROOF_NONE;
  gboolean drawn = g_strcmp0 (o->result, "1/2-1/2") == 0;
  gboolean hung = g_strcmp0 (o->reason, "opponent-cannot-mate") == 0
                  || g_strcmp0 (o->reason, "declared-move-illegal") == 0
                  || (o->judged && g_strcmp0 (o->sealed.reason, "opponent-cannot-mate") == 0);
  if (!drawn || !hung)
    return;
  /* The side that would have won: the flag's or the resigner's opponent,
   * else the responder to a bad sealed or declared move. */
  int side = o->flagged >= 0 ? !o->flagged : o->resigned >= 0 ? !o->resigned : !o->before.side;
  const ChessPosition *at = o->has_position ? &o->position : &o->before;
  ChessMateProof proof;
  if (chess_draw_can_mate (at, (ChessColor) side, &chess_mate_decision_limits, &proof) != CHESS_ANSWER_NO
      || (unsigned) proof.kind >= G_N_ELEMENTS (cannot_mate_ids) || !cannot_mate_ids[proof.kind])
    return;
  o->cannot_mate = side;
  o->cannot_mate_proof = proof.kind;
}

/* What the declared move is, as the written sealed move's sentence says it. */
static char *
declared_sentence (const AdjJudgement *j, const ChessPosition *pos)
{
  g_autofree char *why = adj_verdict_reason (pos, &j->verdict);
  if (pos->side == CHESS_WHITE)
    /* Translators: "The sealed move as White declares it: the move is legal." */
    return g_strdup_printf (_("The sealed move as White declares it: %s."), why);
  return g_strdup_printf (_("The sealed move as Black declares it: %s."), why);
}

char *
adj_outcome_explain (const AdjOutcome *o, const ChessPosition *before)
{
  const char *r = o->reason;
  g_autoptr(GString) s = g_string_new (NULL);
  gboolean told = FALSE;  /* the written moves' sentences already say how the game ends */
  if (o->judged)
    {
      gboolean decides = o->sealed.result && !o->reply_judged && g_strcmp0 (o->result, o->sealed.result) == 0
                         && g_strcmp0 (r, o->sealed.reason) == 0;
      /* When play goes on, the clocks' sentence below says so. */
      g_autofree char *text = decides ? adj_judgement_sentence (&o->sealed, before, FALSE)
                              : o->declared ? declared_sentence (&o->sealed, before)
                                            : adj_judgement_verdict_sentence (&o->sealed, before, FALSE);
      g_string_append (s, text);
      told = decides;
    }
  if (o->reply_judged)
    {
      const ChessPosition *at = o->sealed.played ? &o->sealed.after : before;
      g_autofree char *text = o->reply.result ? adj_judgement_sentence (&o->reply, at, TRUE)
                                              : adj_judgement_verdict_sentence (&o->reply, at, TRUE);
      if (s->len)
        g_string_append_c (s, ' ');
      g_string_append (s, text);
      told = o->reply.result != NULL;
    }
  if (s->len && !told)
    g_string_append_c (s, ' ');
  if (!told)
    append_reason (s, o);
  if (o->default_spared >= 0)
    {
      g_string_append_c (s, ' ');
      if (o->default_spared == 2)
        g_string_append (s, _("Neither player was at the board within the waiting time, but the sealed move ended "
                              "the game: that result stands instead of the default."));
      else
        g_string_append_printf (s, _("%s was not at the board within the waiting time, but the sealed move ended "
                                     "the game: that result stands instead of the default."),
                                adj_side_name (o->default_spared));
    }
  if (o->mate_unknown >= 0)
    {
      g_string_append_c (s, ' ');
      g_string_append_printf (s, _("Whether %s can still checkmate by some series of legal moves could not be "
                                   "established: the result stands as if %s can, unless the arbiter finds that %s "
                                   "cannot, and then the game is drawn."),
                              adj_side_name (o->mate_unknown), adj_side_name (o->mate_unknown),
                              adj_side_name (o->mate_unknown));
    }
  append_sealing (s, o);
  append_arbiter (s, o);
  if (o->draw_offer_answer >= 0)
    {
      g_string_append_c (s, ' ');
      if (o->draw_offer_answer == 1)
        g_string_append (s, o->draw_offer_by == CHESS_WHITE
                              ? _("Black accepted White’s draw offer once the sealed move was on the board: the game is drawn.")
                              : _("White accepted Black’s draw offer once the sealed move was on the board: the game is drawn."));
      else
        g_string_append (s, o->draw_offer_by == CHESS_WHITE
                              ? _("Black declined White’s draw offer once the sealed move was on the board.")
                              : _("White declined Black’s draw offer once the sealed move was on the board."));
    }
  if (o->cannot_mate >= 0)
    {
      g_string_append_c (s, ' ');
      g_string_append (s, _(cannot_mate_reasons[o->cannot_mate_proof][o->cannot_mate]));
    }
  if (o->draw_offer >= 0)
    {
      g_string_append_c (s, ' ');
      g_string_append (s, o->draw_offer == CHESS_WHITE
                            ? _("White’s draw offer still stands: Black may accept or decline it.")
                            : _("Black’s draw offer still stands: White may accept or decline it."));
    }
  if (o->position_corrected)
    {
      g_string_append_c (s, ' ');
      g_string_append (s, _("The position on the board was not the one at adjournment: it is put right before play goes on."));
    }
  if (o->clocks_corrected == 1)
    {
      g_string_append_c (s, ' ');
      g_string_append (s, _("The clocks were set wrongly and this was shown before the first move: they are corrected to the times at adjournment."));
    }
  else if (o->clocks_corrected == 0)
    {
      g_string_append_c (s, ' ');
      g_string_append (s, _("The clocks were set wrongly but nobody showed it before the first move: play goes on with them unless the arbiter decides otherwise."));
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

JsonNode *
adj_outcome_to_json (const AdjOutcome *o)
{
  g_return_val_if_fail (o != NULL, NULL);
  const ChessPosition *before = &o->before;
  g_autoptr(JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "status");
  json_builder_add_string_value (b, adj_outcome_status_id (o->status));
  json_builder_set_member_name (b, "result");
  if (o->result)
    json_builder_add_string_value (b, o->result);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "reason");
  json_builder_add_string_value (b, o->reason);
  json_builder_set_member_name (b, "sealed_move");
  if (o->judged)
    json_builder_add_value (b, adj_judgement_to_json (&o->sealed, before));
  else
    json_builder_add_null_value (b);
  /* Beyond formats.md: the reply sealed at resumption, judged like a sealed move. */
  if (o->reply_judged)
    {
      json_builder_set_member_name (b, "sealed_reply");
      json_builder_add_value (b, adj_judgement_to_json (&o->reply, o->sealed.played ? &o->sealed.after : before));
    }
  /* Beyond formats.md: a reply sealed while the sealer is awaited, its
   * envelope kept closed until he arrives. */
  if (o->reply_kept)
    {
      json_builder_set_member_name (b, "reply_kept");
      json_builder_add_boolean_value (b, TRUE);
    }
  /* Beyond formats.md: the piece the touch-move rule binds after an
   * illegal declared move. */
  if (o->has_touch_move)
    {
      json_builder_set_member_name (b, "touch_move");
      json_builder_add_value (b, adj_touch_move_to_json (&o->touch_move, before));
    }
  json_builder_set_member_name (b, "position");
  if (o->has_position)
    {
      char fen[CHESS_FEN_MAX];
      chess_fen_write (&o->position, fen);
      json_builder_add_string_value (b, fen);
    }
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "time_used");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "white");
  json_builder_add_int_value (b, o->time_used[CHESS_WHITE]);
  json_builder_set_member_name (b, "black");
  json_builder_add_int_value (b, o->time_used[CHESS_BLACK]);
  json_builder_end_object (b);
  json_builder_set_member_name (b, "clock_running");
  if (o->clock_running >= 0)
    json_builder_add_string_value (b, o->clock_running == CHESS_WHITE ? "white" : "black");
  else
    json_builder_add_null_value (b);
  /* Beyond formats.md: a draw offer from the envelope still to be answered. */
  json_builder_set_member_name (b, "draw_offer");
  if (o->draw_offer >= 0)
    json_builder_add_string_value (b, o->draw_offer == CHESS_WHITE ? "white" : "black");
  else
    json_builder_add_null_value (b);
  /* Beyond formats.md's outcome, as its resumption facts say: with facts
   * known up to "now", whether the envelope may be opened now and when
   * the awaited player is in default. */
  if (o->has_now)
    {
      json_builder_set_member_name (b, "may_open");
      json_builder_add_boolean_value (b, o->may_open);
      json_builder_set_member_name (b, "default_at");
      if (o->default_at >= 0)
        json_builder_add_int_value (b, o->default_at);
      else
        json_builder_add_null_value (b);
    }
  /* Beyond formats.md, present only when they happened: what the arbiter
   * decided where the Laws leave it to him, and the answer to the draw
   * offer given with the sealed move on the board. */
  if (o->arbiter_decided)
    {
      static const char *const keys[] = { "default_waived", "responder_charged", "clocks", "clocks_corrected" };
      json_builder_set_member_name (b, "arbiter_decision");
      json_builder_begin_array (b);
      for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
        if (o->arbiter_decided & (1u << i))
          json_builder_add_string_value (b, keys[i]);
      json_builder_end_array (b);
    }
  if (o->draw_offer_answer >= 0)
    {
      json_builder_set_member_name (b, "draw_offer_answer");
      json_builder_add_string_value (b, o->draw_offer_answer ? "accepted" : "declined");
    }
  if (o->called_after > 0)
    {
      json_builder_set_member_name (b, "called_after_session_start");
      json_builder_add_int_value (b, o->called_after);
    }
  json_builder_set_member_name (b, "articles");
  json_builder_begin_array (b);
  for (guint i = 0; i < o->articles->len; i++)
    json_builder_add_string_value (b, o->articles->pdata[i]);
  json_builder_end_array (b);
  /* Beyond formats.md: how it was proved that a side cannot mate, where
   * the draw hung on it. */
  if (o->cannot_mate >= 0)
    {
      json_builder_set_member_name (b, "cannot_mate");
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "side");
      json_builder_add_string_value (b, o->cannot_mate == CHESS_WHITE ? "white" : "black");
      json_builder_set_member_name (b, "proof");
      json_builder_add_string_value (b, cannot_mate_ids[o->cannot_mate_proof]);
      json_builder_end_object (b);
    }
  json_builder_set_member_name (b, "explanation");
  json_builder_add_string_value (b, o->explanation ? o->explanation : "");
  json_builder_end_object (b);
  return json_builder_get_root (b);
}
