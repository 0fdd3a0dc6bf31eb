/* adj-seal-assistant.c — the sealing walkthrough: from the adjourned game to a stored envelope
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The frame of the walkthrough. It moves between the step widgets (each
 * its own composite template, see adj-step.h), owns the actions (Next,
 * Back, Seal, Cancel, and Print, Export and Done once sealed), hands each
 * step what it needs from the others (the rules profile, the sealer, the
 * event), and at the check builds the envelope from what the steps hold.
 *
 * Nothing here decides a rule: the envelope check, the early-adjournment
 * charge, the time control and the seal code all come from src/adjourn and
 * src/store. The walkthrough only gathers what was typed into the
 * envelope's fields (adj_envelope_new_from_fields) and shows the answers;
 * it never names the envelope file's keys.
 *
 * The sealed move typed by a digital sealer is read from its entry only at
 * sealing, copied into memory that is wiped right after, and the entries are
 * emptied; it never reaches a log, a label or the document.
 *
 * Sealing is one user action, so it is the store's one sealing verb
 * (adj_store_seal), one transaction: the envelope, the arbiter's "checked"
 * entry, a new event's passphrase and the digital move are kept together or
 * not at all, with the same custody rows the CLI writes. It runs in a
 * thread, because the key derivation (Argon2id, done once per sealing)
 * takes a second or so; while it runs the store belongs to that thread, and
 * the dialog is insensitive so that nothing on the main thread reads or
 * writes it.
 */
#define G_LOG_DOMAIN "adj-seal-assistant"

#include "config.h"

#include <glib/gi18n.h>
#include <sodium.h>
#include <string.h>

#include "adj-compat.h"
#include "adj-envelope-chain.h"
#include "adj-envelope-check.h"
#include "adj-envelope-face.h"
#include "adj-file-dialog.h"
#include "adj-seal.h"
#include "adj-seal-assistant.h"
#include "adj-seal-check-step.h"
#include "adj-seal-clocks-step.h"
#include "adj-seal-done-step.h"
#include "adj-seal-game-step.h"
#include "adj-seal-position-step.h"
#include "adj-seal-resumption-step.h"
#include "adj-seal-sealed-move-step.h"
#include "adj-store-verbs.h"
#include "chess-pgn.h"

AdjSealStep
adj_seal_step_for_field (AdjField field)
{
  switch (field)
    {
    case ADJ_FIELD_RULES:
    case ADJ_FIELD_EVENT:
    case ADJ_FIELD_ROUND:
    case ADJ_FIELD_BOARD:
    case ADJ_FIELD_PLAYERS:
      return ADJ_SEAL_STEP_GAME;
    case ADJ_FIELD_POSITION:
    case ADJ_FIELD_GAME_RECORD:
    case ADJ_FIELD_SEALER:
    case ADJ_FIELD_SEALED_MOVE_NUMBER:
    case ADJ_FIELD_NOTATION:
      return ADJ_SEAL_STEP_POSITION;
    case ADJ_FIELD_TIME_CONTROL:
    case ADJ_FIELD_TIME_USED:
    case ADJ_FIELD_ADJOURNED_AT:
    case ADJ_FIELD_SESSION_END:
      return ADJ_SEAL_STEP_CLOCKS;
    case ADJ_FIELD_DRAW_OFFER:
    case ADJ_FIELD_RESUMPTION:
    case ADJ_FIELD_PIECES_IN_WORDS:
    case ADJ_FIELD_SIGNATURES:
      return ADJ_SEAL_STEP_RESUMPTION;
    case ADJ_FIELD_SEALED_MOVE:
      return ADJ_SEAL_STEP_SEALED_MOVE;
    default:
      /* No field (the reader's own refusal), or one a newer check names:
       * the check page lists it, there is nowhere else to go. */
      return ADJ_SEAL_STEP_CHECK;
    }
}

/* ---- the window ----------------------------------------------------------- */

struct _AdjSealAssistant
{
  AdjWalkthrough         parent_instance;

  AdjStore              *store;
  GSettings             *settings;
  gint64                 envelope_id;
  /* The envelope as the check passed it (NULL until it passes), which is
   * what Seal stores. */
  AdjEnvelope           *checked;
  /* The seal code of the digital envelope just sealed (public: it is
   * printed), NULL for a paper one. */
  char                  *seal_code;
  /* A game adjourned again: the envelope this one continues (2023 I.14),
   * named in the envelope built; NULL for a game's first envelope. */
  AdjEnvelope           *previous;

  /* Template children (the frame's own are AdjWalkthrough's) */
  GtkButton             *seal_button;
  GtkStack              *stack;
  AdjSealGameStep       *game_step;
  AdjSealPositionStep   *position_step;
  AdjSealClocksStep     *clocks_step;
  AdjSealResumptionStep *resumption_step;
  AdjSealSealedMoveStep *sealed_move_step;
  AdjSealCheckStep      *check_step;
  AdjSealDoneStep       *done_step;
};

G_DEFINE_FINAL_TYPE (AdjSealAssistant, adj_seal_assistant, ADJ_TYPE_WALKTHROUGH)

enum {
  SEALED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *const step_names[ADJ_SEAL_N_STEPS] = {
  "game", "position", "clocks", "resumption", "sealed-move", "check", "done",
};

/* The number of steps the arbiter walks through (the last page is the
 * result, not a step). */
#define N_WALKED_STEPS ADJ_SEAL_STEP_DONE

/* The walk, as AdjWalkthrough holds it. */
#define STEP(self) ((AdjSealStep) adj_walkthrough_get_step (ADJ_WALKTHROUGH (self)))
#define PAGE(self, step) adj_walkthrough_get_page (ADJ_WALKTHROUGH (self), (step))
#define SEALING(self) adj_walkthrough_is_busy (ADJ_WALKTHROUGH (self))
#define update(self) adj_walkthrough_update (ADJ_WALKTHROUGH (self))
#define go_to(self, step) adj_walkthrough_go_to (ADJ_WALKTHROUGH (self), (step))

/* ---- what one step needs from the others ----------------------------------- */

/* The rules profile chosen in the first step decides what the clocks and
 * the resumption ask for; the sealer, whose clock the charge is on; the
 * event, whose passphrase a typed move is sealed with. */
static void
share_context (AdjSealAssistant *self)
{
  const AdjProfile *profile = adj_seal_game_step_get_profile (self->game_step);
  g_autofree char *event = adj_seal_game_step_dup_event (self->game_step);

  adj_seal_clocks_step_set_charge_context (self->clocks_step, profile,
                                           adj_seal_position_step_get_sealer (self->position_step));
  adj_seal_resumption_step_set_profile (self->resumption_step, profile);
  adj_seal_sealed_move_step_set_event (self->sealed_move_step, event);
}

/* ---- the envelope ------------------------------------------------------- */

/* The envelope for what the steps hold, or NULL: when a step does not read
 * (its page says why; *BAD_STEP names it), or when the envelope refuses a
 * value (ERROR). */
static AdjEnvelope *
build_envelope (AdjSealAssistant *self, AdjSealStep *bad_step, GError **error)
{
  for (AdjSealStep s = ADJ_SEAL_STEP_GAME; s < ADJ_SEAL_STEP_SEALED_MOVE; s++)
    if (!adj_step_is_complete (PAGE (self, s)))
      {
        if (bad_step)
          *bad_step = s;
        return NULL;
      }

  g_autofree char *event = adj_seal_game_step_dup_event (self->game_step);
  g_autofree char *round = adj_seal_game_step_dup_round (self->game_step);
  g_autofree char *board = adj_seal_game_step_dup_board (self->game_step);
  g_autofree char *white = adj_seal_game_step_dup_player (self->game_step, CHESS_WHITE);
  g_autofree char *black = adj_seal_game_step_dup_player (self->game_step, CHESS_BLACK);
  g_autofree char *arbiter = adj_seal_game_step_dup_arbiter (self->game_step);
  g_autofree char *fen = adj_seal_position_step_get_fen (self->position_step);
  g_autofree char *game_start = NULL;
  g_auto (GStrv) game_moves = NULL;
  adj_seal_position_step_get_game_moves (self->position_step, &game_start, &game_moves);
  g_autofree char *control = adj_seal_clocks_step_dup_time_control (self->clocks_step);
  g_autofree char *place = adj_seal_resumption_step_dup_place (self->resumption_step);
  g_autofree char *white_pieces = adj_seal_resumption_step_dup_pieces_in_words (self->resumption_step, CHESS_WHITE);
  g_autofree char *black_pieces = adj_seal_resumption_step_dup_pieces_in_words (self->resumption_step, CHESS_BLACK);
  g_autofree char *notation = g_settings_get_string (self->settings, "notation-language");
  g_autoptr(GDateTime) adjourned = adj_seal_clocks_step_get_adjourned_at (self->clocks_step);
  g_autoptr(GDateTime) end = adj_seal_clocks_step_get_session_end (self->clocks_step);
  g_autoptr(GDateTime) resumes = adj_seal_resumption_step_get_resumption_at (self->resumption_step);
  const AdjProfile *profile = adj_seal_game_step_get_profile (self->game_step);
  gboolean fce = adj_profile_requires (profile, ADJ_FIELD_PIECES_IN_WORDS);

  AdjEnvelopeFields f;
  adj_envelope_fields_init (&f);
  f.rules = adj_profile_get_id (profile);
  f.event = event;
  f.round = round;
  f.board = board;
  f.white = white;
  f.black = black;
  f.position = fen;
  f.game_start = game_start;
  f.game_moves = (const char *const *) game_moves;
  f.notation = notation;
  f.time_control = control;
  f.sealer = adj_seal_position_step_get_sealer (self->position_step);
  f.resumption_place = place;
  f.arbiter = arbiter;
  f.time_used[CHESS_WHITE] = adj_seal_clocks_step_get_time_used (self->clocks_step, CHESS_WHITE);
  f.time_used[CHESS_BLACK] = adj_seal_clocks_step_get_time_used (self->clocks_step, CHESS_BLACK);
  f.adjourned_at = adjourned;
  f.session_end = end;
  f.resumption_at = resumes;
  f.sealed_move_number = adj_seal_position_step_get_move_number (self->position_step);
  f.draw_offer = adj_seal_resumption_step_get_draw_offer (self->resumption_step);
  f.previous = self->previous;
  f.engine_analysis_forbidden = !adj_seal_game_step_get_engine_analysis_allowed (self->game_step);
  if (fce)
    {
      f.pieces_in_words[CHESS_WHITE] = white_pieces;
      f.pieces_in_words[CHESS_BLACK] = black_pieces;
      f.signed_by[CHESS_WHITE] = adj_seal_resumption_step_get_signed (self->resumption_step, CHESS_WHITE);
      f.signed_by[CHESS_BLACK] = adj_seal_resumption_step_get_signed (self->resumption_step, CHESS_BLACK);
    }
  /* The sealed move is never among the fields: a digital one goes to the
   * store beside the envelope, a paper one stays on the sheet. */
  return adj_envelope_new_from_fields (&f, error);
}

/* A problem the walkthrough finds itself, before the check can run: about
 * FIELD (0 when none can be named), shown as the check's are. */
static AdjEnvelopeProblem *
own_problem (AdjField field, const char *message)
{
  AdjEnvelopeProblem *p = g_new0 (AdjEnvelopeProblem, 1);
  p->field = field;
  p->key = field ? g_strdup (adj_field_key (field)) : NULL;
  p->message = g_strdup (message);
  return p;
}

/* Build the envelope and check it: the check step shows what was found,
 * and self->checked is the envelope Seal stores when nothing was. */
static void
run_check (AdjSealAssistant *self)
{
  g_clear_object (&self->checked);

  AdjSealStep bad_step = ADJ_SEAL_STEP_CHECK;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(AdjEnvelope) env = build_envelope (self, &bad_step, &error);
  if (!env)
    {
      /* A step that does not read (reached by a problem row, not by Next),
       * or the envelope's own refusal: either way, nothing to seal. The
       * field named is the one its step is first about. */
      static const AdjField step_fields[] = {
        [ADJ_SEAL_STEP_GAME] = ADJ_FIELD_PLAYERS,
        [ADJ_SEAL_STEP_POSITION] = ADJ_FIELD_POSITION,
        [ADJ_SEAL_STEP_CLOCKS] = ADJ_FIELD_TIME_USED,
        [ADJ_SEAL_STEP_RESUMPTION] = ADJ_FIELD_RESUMPTION,
      };
      problems = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_envelope_problem_free);
      if (error)
        g_ptr_array_add (problems, own_problem (0, error->message));
      else
        g_ptr_array_add (problems,
                         own_problem (step_fields[MIN (bad_step, G_N_ELEMENTS (step_fields) - 1)],
                                      _("an entry of this step does not read: see the step")));
    }
  else
    {
      problems = adj_envelope_check (env, &error);
      if (!problems)
        {
          problems = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_envelope_problem_free);
          g_ptr_array_add (problems, own_problem (ADJ_FIELD_RULES, error->message));
        }
      if (problems->len == 0)
        self->checked = g_object_ref (env);
    }
  adj_seal_check_step_show_check (self->check_step, adj_seal_game_step_get_profile (self->game_step), env,
                                  problems, adj_seal_sealed_move_step_get_digital (self->sealed_move_step));
}

/* ---- moving between the steps ---------------------------------------------- */

/* What only this walkthrough's buttons and actions follow (the frame's own
 * are AdjWalkthrough's). */
static void
seal_update (AdjWalkthrough *walk)
{
  AdjSealAssistant *self = ADJ_SEAL_ASSISTANT (walk);
  AdjSealStep step = STEP (self);
  gboolean walking = step < ADJ_SEAL_STEP_DONE;
  gboolean ok = adj_step_is_complete (PAGE (self, step));
  gboolean idle = !SEALING (self);
  GtkWidget *step_dots = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (self), ADJ_TYPE_SEAL_ASSISTANT, "step_dots"));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "seal.next", idle && step < ADJ_SEAL_STEP_CHECK && ok);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "seal.open-game", idle && step == ADJ_SEAL_STEP_GAME);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "seal.seal", idle && step == ADJ_SEAL_STEP_CHECK && ok);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "seal.go-to", idle && walking);
  gtk_widget_set_sensitive (step_dots, idle);
  gtk_widget_set_visible (step_dots, walking);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "seal.print", step == ADJ_SEAL_STEP_DONE && self->envelope_id > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "seal.export-pdf", step == ADJ_SEAL_STEP_DONE && self->envelope_id > 0);
}

static void
seal_entering (AdjWalkthrough *walk, guint step)
{
  AdjSealAssistant *self = ADJ_SEAL_ASSISTANT (walk);
  if (step == ADJ_SEAL_STEP_SEALED_MOVE)
    {
      g_autofree char *event = adj_seal_game_step_dup_event (self->game_step);
      adj_seal_sealed_move_step_set_has_passphrase (self->sealed_move_step,
                                                    self->store && event
                                                    && adj_seal_event_has_passphrase (self->store, event, NULL));
    }
  if (step == ADJ_SEAL_STEP_CHECK)
    run_check (self);
}

/* The game record opened in the position step names the event, the round
 * and the players: the first step's rows still empty take them. */
static void
carry_game_tags (AdjSealAssistant *self)
{
  g_autofree char *event = adj_seal_position_step_dup_game_tag (self->position_step, "Event");
  g_autofree char *round = adj_seal_position_step_dup_game_tag (self->position_step, "Round");
  g_autofree char *white = adj_seal_position_step_dup_game_tag (self->position_step, "White");
  g_autofree char *black = adj_seal_position_step_dup_game_tag (self->position_step, "Black");
  adj_seal_game_step_fill_from_game (self->game_step, event, round, white, black);
}

/* A step says that what it holds changed. */
static void
seal_step_changed (AdjWalkthrough *walk, AdjStep *page)
{
  AdjSealAssistant *self = ADJ_SEAL_ASSISTANT (walk);
  if (page == ADJ_STEP (self->position_step))
    carry_game_tags (self);
  share_context (self);
  update (walk);
}

/* From the first step: the game record read into the position step, and
 * the event and players taken from it. */
static void
open_game_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  adj_seal_position_step_open_game (ADJ_SEAL_ASSISTANT (widget)->position_step);
}

static void
seal_clear_secrets (AdjWalkthrough *walk)
{
  adj_seal_sealed_move_step_clear_secrets (ADJ_SEAL_ASSISTANT (walk)->sealed_move_step);
}

static void
next_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  AdjSealAssistant *self = ADJ_SEAL_ASSISTANT (widget);
  if (STEP (self) < ADJ_SEAL_STEP_CHECK && adj_step_is_complete (PAGE (self, STEP (self))))
    go_to (self, STEP (self) + 1);
}

static void
back_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  AdjSealAssistant *self = ADJ_SEAL_ASSISTANT (widget);
  if (STEP (self) > ADJ_SEAL_STEP_GAME && STEP (self) < ADJ_SEAL_STEP_DONE)
    go_to (self, STEP (self) - 1);
}

static void
go_to_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  AdjSealAssistant *self = ADJ_SEAL_ASSISTANT (widget);
  int step = g_variant_get_int32 (parameter);
  if (step >= 0 && step < ADJ_SEAL_STEP_DONE && STEP (self) < ADJ_SEAL_STEP_DONE)
    go_to (self, (AdjSealStep) step);
}

/* ---- sealing ------------------------------------------------------------- */

/* A store error as the arbiter reads it: without the archive's path, the
 * same in every such error and no help at the desk. */
static char *
store_error_detail (AdjSealAssistant *self, const GError *error)
{
  g_autofree char *detail = adj_step_store_sentence (self->store ? adj_store_get_path (self->store) : NULL, error);
  /* Translators: a reason from the archive, then what the arbiter can do. */
  return g_strdup_printf (_("%s. Everything is kept as typed: seal again once this is put right."), detail);
}

/* What one sealing writes, handed to its thread. The secrets are copies
 * that are wiped as soon as they are used. */
typedef struct
{
  AdjStore    *store;
  AdjEnvelope *envelope;   /* as checked: it holds no move */
  char        *event;
  char        *arbiter;
  gboolean     digital;
  char        *passphrase;
  char        *move;
  AdjSealKey  *key;
  /* The results, read on the main thread once the task has returned. */
  gint64       id;
  char        *code;
} SealJob;

static void
wipe_free (char *secret)
{
  if (secret)
    sodium_memzero (secret, strlen (secret));
  g_free (secret);
}

static void
seal_job_free (SealJob *job)
{
  wipe_free (job->passphrase);
  wipe_free (job->move);
  g_clear_pointer (&job->key, adj_seal_key_free);
  g_clear_object (&job->store);
  g_clear_object (&job->envelope);
  g_free (job->event);
  g_free (job->arbiter);
  g_free (job->code);
  g_free (job);
}

static void
seal_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  SealJob *job = data;
  g_autoptr(GError) error = NULL;

  /* The key first, outside the transaction: a wrong passphrase is refused
   * before anything is written, and Argon2id's second does not hold the
   * write lock. */
  if (job->digital)
    {
      job->key = adj_seal_key_derive (job->store, job->event, job->passphrase, NULL, &error);
      g_clear_pointer (&job->passphrase, wipe_free);
      if (!job->key)
        {
          g_task_return_error (task, g_steal_pointer (&error));
          return;
        }
    }
  /* Then the one verb: the envelope, the arbiter's check and a digital
   * move, in one transaction, as every face seals. */
  const AdjSealing sealing = {
    .act = { .actor = job->arbiter },
    .key = job->digital ? job->key : NULL,
    .move = job->digital ? job->move : NULL,
  };
  gboolean ok = adj_store_seal (job->store, job->envelope, &sealing, &job->id, &job->code, &error);
  g_clear_pointer (&job->move, wipe_free);
  g_clear_pointer (&job->key, adj_seal_key_free);
  if (!ok)
    {
      /* Rolled back: the id and code name nothing. */
      job->id = 0;
      g_clear_pointer (&job->code, g_free);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  g_task_return_boolean (task, TRUE);
}

static void
seal_finished (GObject *source, GAsyncResult *result, gpointer data)
{
  AdjSealAssistant *self = ADJ_SEAL_ASSISTANT (source);
  SealJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;
  gboolean ok = g_task_propagate_boolean (G_TASK (result), &error);

  adj_walkthrough_set_busy (ADJ_WALKTHROUGH (self), FALSE);
  /* Destroyed while sealing: there is no page left to show the result on. */
  if (self->stack == NULL)
    return;
  if (!ok)
    {
      /* Nothing was stored; the arbiter stays on the check page with
       * everything as typed, and can seal again. */
      if (g_error_matches (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_PASSPHRASE))
        {
          g_autofree char *message = adj_step_sentence (error->message);
          adj_seal_check_step_show_error (self->check_step, message, NULL);
        }
      else
        {
          g_autofree char *detail = store_error_detail (self, error);
          adj_seal_check_step_show_error (self->check_step, _("Nothing was stored"), detail);
        }
      update (self);
      gtk_widget_grab_focus (GTK_WIDGET (self->seal_button));
      return;
    }

  self->envelope_id = job->id;
  adj_seal_sealed_move_step_clear_secrets (self->sealed_move_step);
  adj_seal_game_step_remember_arbiter (self->game_step);
  g_free (self->seal_code);
  self->seal_code = g_strdup (job->code);
  g_autofree char *white = adj_seal_game_step_dup_player (self->game_step, CHESS_WHITE);
  g_autofree char *black = adj_seal_game_step_dup_player (self->game_step, CHESS_BLACK);
  adj_seal_done_step_set_sealed (self->done_step, white, black, job->digital, job->code);
  go_to (self, ADJ_SEAL_STEP_DONE);
  g_signal_emit (self, signals[SEALED], 0, job->id);
}

static void
seal_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  AdjSealAssistant *self = ADJ_SEAL_ASSISTANT (widget);

  if (SEALING (self))
    return;
  run_check (self);
  if (self->checked == NULL)
    {
      update (self);
      return;
    }
  if (!self->store)
    {
      adj_seal_check_step_show_error (self->check_step, _("The archive is not open, so the envelope cannot be stored."), NULL);
      return;
    }
  gboolean digital = adj_seal_sealed_move_step_get_digital (self->sealed_move_step);
  if (digital && !adj_step_is_complete (ADJ_STEP (self->sealed_move_step)))
    {
      go_to (self, ADJ_SEAL_STEP_SEALED_MOVE);
      return;
    }

  SealJob *job = g_new0 (SealJob, 1);
  job->store = g_object_ref (self->store);
  /* The envelope the check just passed, as it was checked. */
  job->envelope = g_object_ref (self->checked);
  job->event = adj_seal_game_step_dup_event (self->game_step);
  job->arbiter = adj_seal_game_step_dup_arbiter (self->game_step);
  job->digital = digital;
  if (digital)
    {
      job->passphrase = g_strdup (adj_seal_sealed_move_step_get_passphrase (self->sealed_move_step));
      job->move = g_strdup (adj_seal_sealed_move_step_get_move (self->sealed_move_step));
    }

  adj_walkthrough_set_busy (ADJ_WALKTHROUGH (self), TRUE);
  update (self);
  g_autoptr(GTask) task = g_task_new (self, NULL, seal_finished, NULL);
  g_task_set_source_tag (task, seal_action);
  g_task_set_task_data (task, job, (GDestroyNotify) seal_job_free);
  g_task_run_in_thread (task, seal_thread);
}

gboolean
adj_seal_assistant_is_sealing (AdjSealAssistant *self)
{
  g_return_val_if_fail (ADJ_IS_SEAL_ASSISTANT (self), FALSE);
  return SEALING (self);
}

/* ---- the sealed envelope's face -------------------------------------------- */

/* The stored envelope, as the archive reads it (never its move). */
static AdjEnvelope *
stored_envelope (AdjSealAssistant *self, GError **error)
{
  return adj_store_read_envelope (self->store, self->envelope_id, error);
}

static void
print_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  AdjSealAssistant *self = ADJ_SEAL_ASSISTANT (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelope) env = stored_envelope (self, &error);
  g_autoptr(AdjEnvelopeFaceMarks) marks = env ? adj_envelope_face_marks_new (self->store, self->envelope_id, &error) : NULL;
  if (!marks)
    {
      adj_seal_done_step_show_status (self->done_step, error->message, TRUE);
      return;
    }
  adj_envelope_face_print (GTK_WINDOW (self), env, marks, adj_seal_done_step_get_paper (self->done_step));
}

gboolean
adj_seal_assistant_export_pdf (AdjSealAssistant *self, GFile *file, GError **error)
{
  g_return_val_if_fail (ADJ_IS_SEAL_ASSISTANT (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (self->envelope_id > 0, FALSE);

  g_autoptr(AdjEnvelope) env = stored_envelope (self, error);
  g_autoptr(AdjEnvelopeFaceMarks) marks = env ? adj_envelope_face_marks_new (self->store, self->envelope_id, error) : NULL;
  g_autofree char *path = g_file_get_path (file);
  if (!marks)
    return FALSE;
  if (!path)
    {
      g_autofree char *uri = g_file_get_uri (file);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("%s is not a local file"), uri);
      return FALSE;
    }
  return adj_envelope_face_write_pdf (env, marks, adj_seal_done_step_get_paper (self->done_step), path, error);
}

static void
pdf_chosen (GFile *file, const GError *dialog_error, gpointer data)
{
  AdjSealAssistant *self = data;
  g_autoptr(GError) error = NULL;

  if (file && adj_seal_assistant_export_pdf (self, file, &error))
    {
      g_autofree char *name = g_file_get_basename (file);
      g_autofree char *message = g_strdup_printf (_("Saved as “%s”."), name);
      adj_seal_done_step_show_status (self->done_step, message, FALSE);
    }
  else if (file || dialog_error)
    adj_seal_done_step_show_status (self->done_step, error ? error->message : dialog_error->message, TRUE);
  g_object_unref (self);
}

static void
export_pdf_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  AdjSealAssistant *self = ADJ_SEAL_ASSISTANT (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelope) env = stored_envelope (self, &error);
  g_autofree char *name = env ? adj_file_dialog_envelope_name (ADJ_FILE_KIND_PDF, env) : NULL;
  adj_file_dialog_save (GTK_WINDOW (self), ADJ_FILE_KIND_PDF, name, pdf_chosen, g_object_ref (self));
}

/* ---- the frame ------------------------------------------------------------ */

AdjSealAssistant *
adj_seal_assistant_new (GtkWindow *parent, AdjStore *store)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (store == NULL || ADJ_IS_STORE (store), NULL);

  AdjSealAssistant *self = g_object_new (ADJ_TYPE_SEAL_ASSISTANT, "transient-for", parent, NULL);
  if (parent)
    gtk_window_set_application (GTK_WINDOW (self), gtk_window_get_application (parent));
  g_set_object (&self->store, store);
  return self;
}

AdjSealStep
adj_seal_assistant_get_step (AdjSealAssistant *self)
{
  g_return_val_if_fail (ADJ_IS_SEAL_ASSISTANT (self), ADJ_SEAL_STEP_GAME);
  return STEP (self);
}

void
adj_seal_assistant_continue (AdjSealAssistant *self, AdjEnvelope *previous)
{
  g_return_if_fail (ADJ_IS_SEAL_ASSISTANT (self));
  g_return_if_fail (ADJ_IS_ENVELOPE (previous));
  g_return_if_fail (STEP (self) == ADJ_SEAL_STEP_GAME);

  g_set_object (&self->previous, previous);
  const AdjProfile *profile = adj_profile_lookup (adj_envelope_get_rules (previous));
  g_autoptr(GDateTime) adjourned = adj_envelope_get_moment (previous, ADJ_ENVELOPE_ADJOURNED_AT);
  /* Translators: a date and time, see g_date_time_format() */
  g_autofree char *when = adjourned ? g_date_time_format (adjourned, _("%A %-d %B %Y, %H:%M")) : NULL;
  g_autofree char *note = when
    /* Translators: %s is when the envelope before was adjourned */
    ? g_strdup_printf (_("Adjourned again: this envelope continues the one adjourned on %s. "
                         "A new session is the same game."), when)
    : g_strdup (_("Adjourned again: this envelope continues the one before. A new session is the same game."));
  adj_seal_game_step_set_game (self->game_step, profile, adj_envelope_get_event (previous),
                               adj_envelope_get_round (previous), adj_envelope_get_board (previous),
                               adj_envelope_get_player (previous, CHESS_WHITE),
                               adj_envelope_get_player (previous, CHESS_BLACK), note);
  adj_seal_clocks_step_set_time_control (self->clocks_step, adj_envelope_get_time_control (previous));
  /* The new position is found from where the session began: the record
   * before, with the sealed move the opening let stand; the arbiter steps
   * on through the session's moves or opens its record. */
  ChessGame game;
  chess_game_init (&game);
  adj_envelope_replay_to_resumption (previous, &game);
  g_autofree char *record = chess_pgn_write (&game, NULL);
  chess_game_clear (&game);
  g_autoptr(GError) record_error = NULL;
  if (record && !adj_seal_position_step_load_game (self->position_step, record, &record_error) && record_error)
    g_debug ("The session before's record does not load: %s", record_error->message);

  /* The event's word on engines holds for every session of its games. */
  adj_seal_game_step_set_engine_analysis_allowed (self->game_step,
                                                  adj_envelope_allows_engine_analysis (previous));
  gtk_window_set_title (GTK_WINDOW (self), _("Adjourn Again"));
  share_context (self);
  update (self);
}

gint64
adj_seal_assistant_get_envelope_id (AdjSealAssistant *self)
{
  g_return_val_if_fail (ADJ_IS_SEAL_ASSISTANT (self), 0);
  return self->envelope_id;
}

static void
adj_seal_assistant_dispose (GObject *object)
{
  AdjSealAssistant *self = ADJ_SEAL_ASSISTANT (object);

  g_clear_object (&self->previous);
  /* The template goes with AdjWalkthrough's dispose. */
  g_clear_object (&self->store);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->seal_code, g_free);
  g_clear_object (&self->checked);

  G_OBJECT_CLASS (adj_seal_assistant_parent_class)->dispose (object);
}

static void
adj_seal_assistant_class_init (AdjSealAssistantClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  AdjWalkthroughClass *walk_class = ADJ_WALKTHROUGH_CLASS (klass);

  object_class->dispose = adj_seal_assistant_dispose;
  walk_class->update = seal_update;
  walk_class->entering = seal_entering;
  walk_class->step_changed = seal_step_changed;
  walk_class->clear_secrets = seal_clear_secrets;
  walk_class->done_title = N_("New Envelope");
  walk_class->busy_subtitle = N_("Sealing…");
  walk_class->discard_heading = N_("Discard This Envelope?");
  walk_class->discard_body = N_("What you entered is lost: nothing has been stored yet.");
  walk_class->discard_label = N_("_Discard");

  g_type_ensure (ADJ_TYPE_SEAL_GAME_STEP);
  g_type_ensure (ADJ_TYPE_SEAL_POSITION_STEP);
  g_type_ensure (ADJ_TYPE_SEAL_CLOCKS_STEP);
  g_type_ensure (ADJ_TYPE_SEAL_RESUMPTION_STEP);
  g_type_ensure (ADJ_TYPE_SEAL_SEALED_MOVE_STEP);
  g_type_ensure (ADJ_TYPE_SEAL_CHECK_STEP);
  g_type_ensure (ADJ_TYPE_SEAL_DONE_STEP);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjourn/Adjourn/sealing/adj-seal-assistant.ui");
#define CHILD(name) gtk_widget_class_bind_template_child (widget_class, AdjSealAssistant, name)
  adj_walkthrough_class_setup (widget_class, "seal", "seal_button", "seal_spinner");
  CHILD (seal_button);
  gtk_widget_class_bind_template_child_full (widget_class, "seal_spinner", FALSE, 0);
  CHILD (stack);
  CHILD (game_step);
  CHILD (position_step);
  CHILD (clocks_step);
  CHILD (resumption_step);
  CHILD (sealed_move_step);
  CHILD (check_step);
  CHILD (done_step);
#undef CHILD

  signals[SEALED] = g_signal_new ("sealed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT64);

  gtk_widget_class_install_action (widget_class, "seal.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "seal.open-game", NULL, open_game_action);
  gtk_widget_class_install_action (widget_class, "seal.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "seal.go-to", "i", go_to_action);
  gtk_widget_class_install_action (widget_class, "seal.seal", NULL, seal_action);
  gtk_widget_class_install_action (widget_class, "seal.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "seal.export-pdf", NULL, export_pdf_action);
}

static void
adj_seal_assistant_init (AdjSealAssistant *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APPLICATION_ID);
  AdjStep *steps[ADJ_SEAL_N_STEPS] = {
    [ADJ_SEAL_STEP_GAME] = ADJ_STEP (self->game_step),
    [ADJ_SEAL_STEP_POSITION] = ADJ_STEP (self->position_step),
    [ADJ_SEAL_STEP_CLOCKS] = ADJ_STEP (self->clocks_step),
    [ADJ_SEAL_STEP_RESUMPTION] = ADJ_STEP (self->resumption_step),
    [ADJ_SEAL_STEP_SEALED_MOVE] = ADJ_STEP (self->sealed_move_step),
    [ADJ_SEAL_STEP_CHECK] = ADJ_STEP (self->check_step),
    [ADJ_SEAL_STEP_DONE] = ADJ_STEP (self->done_step),
  };
  adj_walkthrough_set_steps (ADJ_WALKTHROUGH (self), steps, ADJ_SEAL_N_STEPS, N_WALKED_STEPS, step_names);
  share_context (self);
  go_to (self, ADJ_SEAL_STEP_GAME);
  /* What the defaults filled in is not the arbiter's: Cancel asks only
   * once something is entered. */
  adj_walkthrough_set_edited (ADJ_WALKTHROUGH (self), FALSE);
}
