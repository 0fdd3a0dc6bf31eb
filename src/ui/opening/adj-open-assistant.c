/* adj-open-assistant.c — the resumption desk: opening an envelope kept in the archive
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The frame moves between the steps and asks the engine: the arrivals step
 * gathers facts, adj_open_facts_to_json() makes them the
 * "adjourn-resumption" document, and adj_store_resume() answers — as a
 * dry run for what the pages show, for real on Record. Nothing here
 * decides a rule; where to go next is adj_open_step_after_arrivals() of
 * the engine's answer.
 *
 * The move read off the paper and the passphrase stay in the opening
 * step's entries; each run takes a copy that is wiped after use, and the
 * entries are emptied once recorded or when the window closes. While a run
 * is in its thread the store is that thread's, and the dialog is
 * insensitive.
 */
#define G_LOG_DOMAIN "adj-open-assistant"

#include "config.h"

#include <glib/gi18n.h>
#include <sodium.h>
#include <string.h>

#include "adj-compat.h"
#include "adj-facts.h"
#include "adj-open-arrivals-step.h"
#include "adj-open-assistant.h"
#include "adj-open-opening-step.h"
#include "adj-open-outcome-step.h"
#include "adj-open-position-step.h"
#include "adj-store-verbs.h"

/* The steps walked (the last page is the record, not a step). */
#define N_WALKED_STEPS ADJ_OPEN_STEP_DONE

struct _AdjOpenAssistant
{
  AdjWalkthrough       parent_instance;

  AdjStore            *store;
  GSettings           *settings;
  gint64               id;
  AdjEnvelopeInfo     *info;
  AdjEnvelope         *envelope;
  char                *names[2];
  /* The engine's answer for the arrivals so far, at MOMENT (seconds after
   * the start: the desk clock, or the last arrival typed, or when a player
   * who never came is in default). */
  gint64               moment;
  /* When what is recorded happened, in seconds after the scheduled start:
   * the last arrival typed or stamped, or the default of a player who
   * never came; -1 when nothing says (then the desk clock). */
  gint64               happened;
  GDateTime           *resumption;
  AdjOutcome          *now_outcome;
  GError              *now_error;
  gboolean             complete;
  /* The walk went through the opening (its move or passphrase is used). */
  gboolean             opened;
  /* A reply sealed while the sealer was awaited: chosen now on the outcome
   * page (SEALING_REPLY), or kept by the last outcome and opened now that
   * he has come (REPLY_AWAITS). */
  gboolean             sealing_reply;
  gboolean             reply_awaits;
  /* The final outcome recorded is corrected: a new outcome beside it. */
  gboolean             correcting;
  gint64               outcome_id;

  /* Template children (the frame's own are AdjWalkthrough's) */
  GtkStack            *stack;
  AdjOpenPositionStep *position_step;
  AdjOpenArrivalsStep *arrivals_step;
  AdjOpenOpeningStep  *opening_step;
  AdjOpenOutcomeStep  *outcome_step;
  AdwStatusPage       *done_page;
};

G_DEFINE_FINAL_TYPE (AdjOpenAssistant, adj_open_assistant, ADJ_TYPE_WALKTHROUGH)

/* The walk, as AdjWalkthrough holds it. */
#define STEP(self) ((AdjOpenStep) adj_walkthrough_get_step (ADJ_WALKTHROUGH (self)))
#define PAGE(self, step) adj_walkthrough_get_page (ADJ_WALKTHROUGH (self), (step))
#define BUSY(self) adj_walkthrough_is_busy (ADJ_WALKTHROUGH (self))
#define update(self) adj_walkthrough_update (ADJ_WALKTHROUGH (self))
#define go_to(self, step) adj_walkthrough_go_to (ADJ_WALKTHROUGH (self), (step))

enum {
  RECORDED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *const step_names[ADJ_OPEN_N_STEPS] = {
  "position", "arrivals", "opening", "outcome", "done",
};

gboolean
adj_open_assistant_can_open (const AdjEnvelopeInfo *info)
{
  if (!info)
    return FALSE;
  if (g_strcmp0 (info->game_state, "waiting") == 0)
    return TRUE;
  return info->state == ADJ_ENVELOPE_SEALED && g_strcmp0 (info->game_state, "adjourned") == 0;
}

gboolean
adj_open_assistant_can_correct (const AdjEnvelopeInfo *info)
{
  static const char *const final_states[] = { "finished", "playing", "annulled" };

  if (!info || info->state == ADJ_ENVELOPE_LOST || info->state == ADJ_ENVELOPE_RECONSTRUCTED)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (final_states); i++)
    if (g_strcmp0 (info->game_state, final_states[i]) == 0)
      return TRUE;
  return FALSE;
}

/* ---- the state of the frame --------------------------------------------- */

static AdjOpenStep
next_step (AdjOpenAssistant *self)
{
  switch (STEP (self))
    {
    case ADJ_OPEN_STEP_POSITION:
      return ADJ_OPEN_STEP_ARRIVALS;
    case ADJ_OPEN_STEP_ARRIVALS:
      return adj_open_step_after_arrivals (self->now_outcome, self->now_error, self->complete);
    case ADJ_OPEN_STEP_OPENING:
      return ADJ_OPEN_STEP_OUTCOME;
    default:
      return STEP (self);
    }
}

/* What only the desk's buttons and actions follow (the frame's own are
 * AdjWalkthrough's). */
static void
open_update (AdjWalkthrough *walk)
{
  AdjOpenAssistant *self = ADJ_OPEN_ASSISTANT (walk);
  AdjOpenStep step = STEP (self);
  gboolean walking = step < ADJ_OPEN_STEP_DONE;
  gboolean idle = !BUSY (self);
  gboolean ok = walking && adj_step_is_complete (PAGE (self, step));
  gboolean forward = step < ADJ_OPEN_STEP_OUTCOME && ok && next_step (self) != step;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "open.next", idle && forward);
  /* A correction waits for its reason (the outcome step is complete then). */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "open.record", idle && step == ADJ_OPEN_STEP_OUTCOME && ok);
}

/* ---- asking the engine ----------------------------------------------------- */

static char *
dup_actor (AdjOpenAssistant *self)
{
  const char *arbiter = adj_envelope_get_arbiter (self->envelope);
  if (arbiter && *arbiter)
    return g_strdup (arbiter);
  const char *real = g_get_real_name ();
  return g_strdup (real && *real && g_strcmp0 (real, "Unknown") != 0 ? real : g_get_user_name ());
}

/* The facts as the arrivals hold them, with the move read off the paper
 * when WITH_MOVE; NULL when an arrival does not read. */
static char *
facts_json (AdjOpenAssistant *self, gboolean with_move)
{
  AdjOpenFacts facts;
  if (!adj_open_arrivals_step_get_facts (self->arrivals_step, &facts))
    return NULL;
  /* Without the move, the facts are those known at the moment asked
   * about: complete facts need the move read off the envelope. */
  facts.now = self->moment;
  facts.at_moment = !with_move;
  facts.reply_sealed = self->reply_awaits || self->sealing_reply;
  adj_open_facts_set_waiting_time (&facts, g_settings_get_boolean (self->settings, "waiting-time-from-profile"),
                                   g_settings_get_uint (self->settings, "waiting-time"));
  g_autofree char *move = NULL;
  if (with_move && !adj_open_opening_step_get_digital (self->opening_step))
    move = g_strstrip (g_strdup (adj_open_opening_step_get_secret (self->opening_step)));
  /* What is typed at the opening is the reply's, once the envelope was
   * opened before. */
  if (self->reply_awaits)
    facts.reply = move;
  else
    facts.sealed_move = move;
  char *json = adj_open_facts_to_json (&facts);
  if (move)
    sodium_memzero (move, strlen (move));
  return json;
}

/* What the rules say for the arrivals now: a dry run without the move,
 * quick enough for the main thread (no key is derived). */
static void
ask_now (AdjOpenAssistant *self)
{
  if (BUSY (self) || !self->store)
    return;
  g_clear_pointer (&self->now_outcome, adj_outcome_free);
  g_clear_error (&self->now_error);

  AdjOpenFacts facts;
  if (!adj_open_arrivals_step_get_facts (self->arrivals_step, &facts))
    {
      update (self);
      return;
    }
  self->complete = adj_open_facts_complete (&facts);
  /* The moment asked about: the desk clock, or the last arrival typed. */
  self->moment = facts.now;
  self->happened = -1;
  for (int side = CHESS_WHITE; side <= CHESS_BLACK; side++)
    if (facts.arrival[side].kind == ADJ_ARRIVAL_AT)
      self->happened = MAX (self->happened, facts.arrival[side].at);
  self->moment = MAX (self->moment, self->happened);
  g_autofree char *actor = dup_actor (self);
  /* A dry run writes nothing: the reason of a correction is not asked yet. */
  const AdjResuming how = {
    .act = { .actor = actor },
    .dry_run = TRUE,
    .correct = self->correcting,
    .correction = self->correcting ? "(not recorded)" : NULL,
  };
  for (int attempt = 0; attempt < 2; attempt++)
    {
      g_clear_pointer (&self->now_outcome, adj_outcome_free);
      g_clear_error (&self->now_error);
      g_autofree char *json = facts_json (self, FALSE);
      g_autoptr(AdjFacts) f = adj_facts_new_from_data (json, -1, &self->now_error);
      if (f)
        self->now_outcome = adj_store_resume (self->store, self->id, f, &how, NULL, &self->now_error);
      /* A player who never came is awaited at that moment: ask again at
       * the moment the engine says his default falls. */
      gboolean absent_awaited = FALSE;
      for (int side = CHESS_WHITE; self->now_outcome && side <= CHESS_BLACK; side++)
        absent_awaited |= facts.arrival[side].kind == ADJ_ARRIVAL_ABSENT && self->now_outcome->awaiting[side];
      if (!absent_awaited || self->now_outcome->default_at < 0)
        break;
      self->moment = MAX (self->moment, self->now_outcome->default_at);
      self->happened = MAX (self->happened, self->now_outcome->default_at);
    }
  adj_open_arrivals_step_show_answer (self->arrivals_step, self->now_outcome, self->now_error);
  update (self);
}

static void
waiting_time_changed (AdjOpenAssistant *self)
{
  if (STEP (self) == ADJ_OPEN_STEP_ARRIVALS)
    ask_now (self);
}

typedef struct
{
  AdjStore   *store;
  gint64      id;
  char       *json;
  char       *passphrase;
  char       *actor;
  GDateTime  *happened_at;
  gboolean    dry_run;
  gboolean    correct;
  char       *correction;
  gint64      outcome_id;
} ResumeJob;

static void
wipe_free (char *secret)
{
  if (secret)
    sodium_memzero (secret, strlen (secret));
  g_free (secret);
}

static void
resume_job_free (ResumeJob *job)
{
  g_clear_object (&job->store);
  wipe_free (job->json);
  wipe_free (job->passphrase);
  g_free (job->actor);
  g_free (job->correction);
  g_clear_pointer (&job->happened_at, g_date_time_unref);
  g_free (job);
}

static void
resume_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  ResumeJob *job = data;
  GError *error = NULL;

  g_autoptr(AdjFacts) facts = adj_facts_new_from_data (job->json, -1, &error);
  if (!facts)
    {
      g_task_return_error (task, error);
      return;
    }
  const AdjResuming how = {
    .act = { .actor = job->actor, .happened_at = job->happened_at },
    .passphrase = job->passphrase,
    .dry_run = job->dry_run,
    .correct = job->correct,
    .correction = job->correction,
  };
  AdjOutcome *outcome = adj_store_resume (job->store, job->id, facts, &how, &job->outcome_id, &error);
  g_clear_pointer (&job->passphrase, wipe_free);
  if (!outcome)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, outcome, (GDestroyNotify) adj_outcome_free);
}

/* A store error as the arbiter reads it, without the archive's path. */
static char *
error_text (AdjOpenAssistant *self, const GError *error)
{
  return adj_step_store_sentence (self->store ? adj_store_get_path (self->store) : NULL, error);
}

static void
resume_finished (GObject *source, GAsyncResult *result, gpointer data)
{
  AdjOpenAssistant *self = ADJ_OPEN_ASSISTANT (source);
  ResumeJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjOutcome) outcome = g_task_propagate_pointer (G_TASK (result), &error);

  adj_walkthrough_set_busy (ADJ_WALKTHROUGH (self), FALSE);
  if (self->stack == NULL)
    return;
  if (!outcome)
    {
      g_autofree char *message = error_text (self, error);
      if (job->dry_run)
        adj_open_opening_step_show_error (self->opening_step, message);
      else
        adj_open_outcome_step_show_error (self->outcome_step, _("Nothing was recorded"), message);
      update (self);
      return;
    }
  adj_open_outcome_step_set_outcome (self->outcome_step, outcome, (const char *const *) self->names);
  if (job->dry_run)
    {
      go_to (self, ADJ_OPEN_STEP_OUTCOME);
      return;
    }
  self->outcome_id = job->outcome_id;
  adj_open_opening_step_clear_secrets (self->opening_step);
  g_autofree char *status = adj_open_describe_status (outcome, (const char *const *) self->names);
  adj_compat_status_page_set_description_text (self->done_page, status);
  go_to (self, ADJ_OPEN_STEP_DONE);
  g_signal_emit (self, signals[RECORDED], 0, self->id);
}

/* When what is recorded happened: the scheduled start plus the moment the
 * arrivals say (typed afterwards, a resumption recorded later), never
 * after now; NULL (the time of recording) without a scheduled start. */
static GDateTime *
happened_at (AdjOpenAssistant *self)
{
  if (!self->resumption)
    return NULL;
  gint64 offset = self->happened >= 0 ? self->happened : self->moment;
  g_autoptr(GDateTime) at = g_date_time_add_seconds (self->resumption, (gdouble) offset);
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  return g_date_time_to_utc (g_date_time_compare (at, now) > 0 ? now : at);
}

/* Ask the store in a thread: a dry run for the outcome page, or the record. */
static void
run_resume (AdjOpenAssistant *self, gboolean dry_run)
{
  if (BUSY (self) || !self->store)
    return;
  g_autofree char *json = facts_json (self, self->opened);
  if (!json)
    {
      go_to (self, ADJ_OPEN_STEP_ARRIVALS);
      return;
    }
  ResumeJob *job = g_new0 (ResumeJob, 1);
  job->store = g_object_ref (self->store);
  job->id = self->id;
  job->json = g_steal_pointer (&json);
  job->actor = dup_actor (self);
  job->dry_run = dry_run;
  job->correct = self->correcting;
  if (self->correcting)
    job->correction = dry_run ? g_strdup ("(not recorded)") : adj_open_outcome_step_dup_correction (self->outcome_step);
  job->happened_at = dry_run ? NULL : happened_at (self);
  if (self->opened && adj_open_opening_step_get_digital (self->opening_step))
    job->passphrase = g_strdup (adj_open_opening_step_get_secret (self->opening_step));

  /* The fields go insensitive: the keyboard leaves them first. */
  gtk_window_set_focus (GTK_WINDOW (self), NULL);
  adj_walkthrough_set_busy (ADJ_WALKTHROUGH (self), TRUE);
  adj_open_opening_step_show_error (self->opening_step, NULL);
  adj_open_outcome_step_show_error (self->outcome_step, NULL, NULL);
  update (self);
  g_autoptr(GTask) task = g_task_new (self, NULL, resume_finished, NULL);
  g_task_set_source_tag (task, run_resume);
  g_task_set_task_data (task, job, (GDestroyNotify) resume_job_free);
  g_task_run_in_thread (task, resume_thread);
}

/* ---- moving between the steps ---------------------------------------------- */

static void
open_entering (AdjWalkthrough *walk, guint step)
{
  AdjOpenAssistant *self = ADJ_OPEN_ASSISTANT (walk);
  if (step == ADJ_OPEN_STEP_ARRIVALS)
    {
      self->opened = FALSE;
      self->sealing_reply = FALSE;
      adj_open_outcome_step_reset (self->outcome_step);
      ask_now (self);
    }
}

static void
open_step_changed (AdjWalkthrough *walk, AdjStep *step)
{
  AdjOpenAssistant *self = ADJ_OPEN_ASSISTANT (walk);
  if (step == ADJ_STEP (self->arrivals_step) && STEP (self) == ADJ_OPEN_STEP_ARRIVALS)
    ask_now (self);
  else if (step == ADJ_STEP (self->outcome_step) && STEP (self) == ADJ_OPEN_STEP_OUTCOME
           && adj_open_outcome_step_get_reply_sealed (self->outcome_step) != self->sealing_reply)
    {
      /* "Seal a Reply": the engine's answer for the reply sealed, or not. */
      self->sealing_reply = !self->sealing_reply;
      run_resume (self, TRUE);
    }
  else
    update (self);
}

static void
open_clear_secrets (AdjWalkthrough *walk)
{
  adj_open_opening_step_clear_secrets (ADJ_OPEN_ASSISTANT (walk)->opening_step);
}

static void
next_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  AdjOpenAssistant *self = ADJ_OPEN_ASSISTANT (widget);
  if (BUSY (self) || STEP (self) >= ADJ_OPEN_STEP_OUTCOME || !adj_step_is_complete (PAGE (self, STEP (self))))
    return;
  if (STEP (self) == ADJ_OPEN_STEP_ARRIVALS)
    ask_now (self);
  AdjOpenStep next = next_step (self);
  if (next == STEP (self))
    return;
  if (next == ADJ_OPEN_STEP_OPENING)
    {
      self->opened = TRUE;
      adj_open_opening_step_show_error (self->opening_step, NULL);
      go_to (self, next);
    }
  else if (next == ADJ_OPEN_STEP_OUTCOME && STEP (self) == ADJ_OPEN_STEP_OPENING)
    /* The move judged: the outcome of everything entered, nothing written. */
    run_resume (self, TRUE);
  else if (next == ADJ_OPEN_STEP_OUTCOME && self->now_outcome)
    {
      /* Decided without opening the envelope. */
      adj_open_outcome_step_set_outcome (self->outcome_step, self->now_outcome, (const char *const *) self->names);
      go_to (self, next);
    }
  else
    go_to (self, next);
}

static void
back_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  AdjOpenAssistant *self = ADJ_OPEN_ASSISTANT (widget);
  if (BUSY (self) || STEP (self) == ADJ_OPEN_STEP_POSITION || STEP (self) == ADJ_OPEN_STEP_DONE)
    return;
  if (STEP (self) == ADJ_OPEN_STEP_OUTCOME)
    go_to (self, self->opened ? ADJ_OPEN_STEP_OPENING : ADJ_OPEN_STEP_ARRIVALS);
  else
    go_to (self, STEP (self) - 1);
}

static void
record_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  AdjOpenAssistant *self = ADJ_OPEN_ASSISTANT (widget);
  if (STEP (self) == ADJ_OPEN_STEP_OUTCOME)
    run_resume (self, FALSE);
}

/* ---- the window ------------------------------------------------------------ */

static AdjOpenAssistant *
desk_new (GtkWindow *parent, AdjStore *store, gint64 id, gboolean correcting, GError **error)
{
  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (store, id, error);
  if (!info)
    return NULL;
  g_autoptr(AdjEnvelope) envelope = adj_store_read_envelope (store, id, error);
  if (!envelope)
    return NULL;

  AdjOpenAssistant *self = g_object_new (ADJ_TYPE_OPEN_ASSISTANT, "transient-for", parent, NULL);
  if (parent)
    gtk_window_set_application (GTK_WINDOW (self), gtk_window_get_application (parent));
  self->store = g_object_ref (store);
  self->id = id;
  self->correcting = correcting;
  self->info = g_steal_pointer (&info);
  self->envelope = g_steal_pointer (&envelope);
  for (int side = CHESS_WHITE; side <= CHESS_BLACK; side++)
    self->names[side] = g_strdup (adj_envelope_get_player (self->envelope, side));

  self->resumption = *self->info->resumption_at ? g_date_time_new_from_iso8601 (self->info->resumption_at, NULL)
                                                 : NULL;
  adj_open_position_step_set_envelope (self->position_step, self->envelope, self->resumption);
  adj_open_arrivals_step_set_envelope (self->arrivals_step, self->envelope, self->resumption);
  gboolean digital = self->info->kind == ADJ_ENVELOPE_DIGITAL;
  adj_open_opening_step_set_envelope (self->opening_step, digital, adj_envelope_get_notation (self->envelope),
                                      digital ? self->info->seal_code : NULL);
  if (!adj_store_reply_awaits (store, id, &self->reply_awaits, error))
    {
      gtk_window_destroy (GTK_WINDOW (self));
      return NULL;
    }
  adj_open_opening_step_set_reply (self->opening_step, self->reply_awaits);
  adj_open_outcome_step_set_correcting (self->outcome_step, correcting);
  if (correcting)
    {
      GtkWidget *record = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (self), ADJ_TYPE_OPEN_ASSISTANT, "record_button"));
      gtk_button_set_label (GTK_BUTTON (record), _("_Record Correction"));
      gtk_widget_set_tooltip_text (record, _("Record the corrected outcome after the one it replaces"));
      adw_status_page_set_title (self->done_page, _("Correction Recorded"));
    }
  g_autofree char *subtitle = g_strdup_printf ("%s – %s", self->names[CHESS_WHITE], self->names[CHESS_BLACK]);
  gtk_window_set_title (GTK_WINDOW (self), subtitle);
  go_to (self, ADJ_OPEN_STEP_POSITION);
  adj_walkthrough_set_edited (ADJ_WALKTHROUGH (self), FALSE);
  return self;
}

AdjOpenAssistant *
adj_open_assistant_new (GtkWindow *parent, AdjStore *store, gint64 id, GError **error)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (ADJ_IS_STORE (store), NULL);
  return desk_new (parent, store, id, FALSE, error);
}

AdjOpenAssistant *
adj_open_assistant_new_correction (GtkWindow *parent, AdjStore *store, gint64 id, GError **error)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (ADJ_IS_STORE (store), NULL);
  return desk_new (parent, store, id, TRUE, error);
}

AdjOpenStep
adj_open_assistant_get_step (AdjOpenAssistant *self)
{
  g_return_val_if_fail (ADJ_IS_OPEN_ASSISTANT (self), ADJ_OPEN_STEP_POSITION);
  return STEP (self);
}

gboolean
adj_open_assistant_is_busy (AdjOpenAssistant *self)
{
  g_return_val_if_fail (ADJ_IS_OPEN_ASSISTANT (self), FALSE);
  return BUSY (self);
}

gint64
adj_open_assistant_get_envelope_id (AdjOpenAssistant *self)
{
  g_return_val_if_fail (ADJ_IS_OPEN_ASSISTANT (self), 0);
  return self->id;
}

gint64
adj_open_assistant_get_outcome_id (AdjOpenAssistant *self)
{
  g_return_val_if_fail (ADJ_IS_OPEN_ASSISTANT (self), 0);
  return self->outcome_id;
}

static void
adj_open_assistant_dispose (GObject *object)
{
  AdjOpenAssistant *self = ADJ_OPEN_ASSISTANT (object);

  /* The template goes with AdjWalkthrough's dispose. */
  g_clear_object (&self->store);
  g_clear_object (&self->settings);
  g_clear_object (&self->envelope);
  g_clear_pointer (&self->info, adj_envelope_info_free);
  g_clear_pointer (&self->now_outcome, adj_outcome_free);
  g_clear_error (&self->now_error);
  g_clear_pointer (&self->resumption, g_date_time_unref);
  g_clear_pointer (&self->names[CHESS_WHITE], g_free);
  g_clear_pointer (&self->names[CHESS_BLACK], g_free);

  G_OBJECT_CLASS (adj_open_assistant_parent_class)->dispose (object);
}

static void
adj_open_assistant_class_init (AdjOpenAssistantClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  AdjWalkthroughClass *walk_class = ADJ_WALKTHROUGH_CLASS (klass);

  object_class->dispose = adj_open_assistant_dispose;
  walk_class->update = open_update;
  walk_class->entering = open_entering;
  walk_class->step_changed = open_step_changed;
  walk_class->clear_secrets = open_clear_secrets;
  walk_class->done_title = N_("Open Envelope");
  walk_class->busy_subtitle = N_("Asking the archive…");
  walk_class->discard_heading = N_("Leave the Resumption?");
  walk_class->discard_body = N_("What you entered is lost: nothing has been recorded yet.");
  walk_class->discard_label = N_("_Leave");

  g_type_ensure (ADJ_TYPE_OPEN_POSITION_STEP);
  g_type_ensure (ADJ_TYPE_OPEN_ARRIVALS_STEP);
  g_type_ensure (ADJ_TYPE_OPEN_OPENING_STEP);
  g_type_ensure (ADJ_TYPE_OPEN_OUTCOME_STEP);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjourn/Adjourn/opening/adj-open-assistant.ui");
#define CHILD(name) gtk_widget_class_bind_template_child (widget_class, AdjOpenAssistant, name)
  adj_walkthrough_class_setup (widget_class, "open", "record_button", "spinner");
  gtk_widget_class_bind_template_child_full (widget_class, "record_button", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "spinner", FALSE, 0);
  CHILD (stack);
  CHILD (position_step);
  CHILD (arrivals_step);
  CHILD (opening_step);
  CHILD (outcome_step);
  CHILD (done_page);
#undef CHILD

  signals[RECORDED] = g_signal_new ("recorded", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                    NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT64);

  gtk_widget_class_install_action (widget_class, "open.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "open.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "open.record", NULL, record_action);
}

static void
adj_open_assistant_init (AdjOpenAssistant *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  AdjStep *steps[N_WALKED_STEPS] = {
    [ADJ_OPEN_STEP_POSITION] = ADJ_STEP (self->position_step),
    [ADJ_OPEN_STEP_ARRIVALS] = ADJ_STEP (self->arrivals_step),
    [ADJ_OPEN_STEP_OPENING] = ADJ_STEP (self->opening_step),
    [ADJ_OPEN_STEP_OUTCOME] = ADJ_STEP (self->outcome_step),
  };
  adj_walkthrough_set_steps (ADJ_WALKTHROUGH (self), steps, N_WALKED_STEPS, N_WALKED_STEPS, step_names);
  self->now_error = NULL;

  /* The waiting time is read each time the engine is asked; a change while
   * the arrivals are on screen changes what the rules say now. */
  self->settings = g_settings_new (APPLICATION_ID);
  g_signal_connect_object (self->settings, "changed::waiting-time", G_CALLBACK (waiting_time_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "changed::waiting-time-from-profile", G_CALLBACK (waiting_time_changed),
                           self, G_CONNECT_SWAPPED);
}
