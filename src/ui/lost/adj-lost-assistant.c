/* adj-lost-assistant.c — a lost envelope: the game rebuilt from the scoresheets, or annulled
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The frame moves between the steps and asks the engines: the sheets, with
 * the arbiter's settlements written in, go to adj_reconstruct(); the
 * declared move, with the envelope as archived, to adj_resume() through the
 * facts of a lost envelope. Nothing here decides a rule; where to go next
 * is adj_lost_step_next() of the engine's answer, and whether Confirm may
 * record is adj_lost_can_confirm().
 *
 * Confirm runs the store's verbs in a thread, each its own transaction:
 * the envelope declared lost (unless it was already), then either the
 * reconstruction and the outcome, or the annulment. A failure after the
 * loss leaves the envelope lost, which it is; the rest can be done again.
 */
#define G_LOG_DOMAIN "adj-lost-assistant"

#include "config.h"

#include <glib/gi18n.h>

#include "adj-facts.h"
#include "adj-lost-assistant.h"
#include "adj-lost-clocks-step.h"
#include "adj-lost-compare-step.h"
#include "adj-lost-confirm-step.h"
#include "adj-lost-move-step.h"
#include "adj-lost-sheets-step.h"
#include "adj-profile.h"
#include "adj-store-verbs.h"

#define N_WALKED_STEPS ADJ_LOST_STEP_DONE

struct _AdjLostAssistant
{
  AdjWalkthrough       parent_instance;

  AdjStore            *store;
  gint64               id;
  AdjEnvelopeInfo     *info;
  AdjEnvelope         *envelope;
  const AdjProfile    *profile;
  char                *names[2];
  AdjLostChoice        choice;

  /* The engines' answers for what the steps hold. */
  AdjReconstruction   *recon;
  GError              *recon_error;
  AdjOutcome          *declared_only;  /* the declaration judged alone */
  AdjOutcome          *outcome;        /* with what the arbiter established after it */
  GError              *outcome_error;

  /* Template children (the frame's own are AdjWalkthrough's) */
  GtkStack            *stack;
  AdjLostSheetsStep   *sheets_step;
  AdjLostCompareStep  *compare_step;
  AdjLostClocksStep   *clocks_step;
  AdjLostMoveStep     *move_step;
  AdjLostConfirmStep  *confirm_step;
  AdwStatusPage       *done_page;
};

G_DEFINE_FINAL_TYPE (AdjLostAssistant, adj_lost_assistant, ADJ_TYPE_WALKTHROUGH)

#define STEP(self) ((AdjLostStep) adj_walkthrough_get_step (ADJ_WALKTHROUGH (self)))
#define PAGE(self, step) adj_walkthrough_get_page (ADJ_WALKTHROUGH (self), (step))
#define BUSY(self) adj_walkthrough_is_busy (ADJ_WALKTHROUGH (self))
#define update(self) adj_walkthrough_update (ADJ_WALKTHROUGH (self))
#define go_to(self, step) adj_walkthrough_go_to (ADJ_WALKTHROUGH (self), (step))

enum {
  RECORDED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *const step_names[ADJ_LOST_N_STEPS] = {
  "sheets", "compare", "clocks", "move", "confirm", "done",
};

gboolean
adj_lost_assistant_can_start (const AdjEnvelopeInfo *info)
{
  if (!info)
    return FALSE;
  if (info->state == ADJ_ENVELOPE_LOST)
    return TRUE;
  return info->state == ADJ_ENVELOPE_SEALED && g_strcmp0 (info->game_state, "adjourned") == 0;
}

/* ---- asking the engines ---------------------------------------------------- */

/* The sheets as typed, and with the settlements written in (NULL for a
 * sheet left empty: that player's sheet is missing). */
static void
dup_sheets (AdjLostAssistant *self, char *typed[2], char *settled[2], ChessLang langs[2])
{
  const GArray *settlements = adj_lost_compare_step_get_settled (self->compare_step);
  for (int side = CHESS_WHITE; side <= CHESS_BLACK; side++)
    {
      typed[side] = adj_lost_sheets_step_dup_sheet (self->sheets_step, side);
      langs[side] = adj_lost_sheets_step_get_lang (self->sheets_step, side);
      g_autofree char *blank = g_strstrip (g_strdup (typed[side]));
      settled[side] = *blank ? adj_lost_apply_settled (typed[side], langs[side], settlements) : NULL;
    }
}

/* The reconstruction's input: the sheets as typed, or (SETTLED) with the
 * arbiter's settlements written in. TYPED (may be NULL) gets the sheets as
 * typed, LANGS their letters. */
static AdjReconstructInput *
make_input (AdjLostAssistant *self, gboolean with_settlements, char *typed[2], ChessLang langs[2])
{
  AdjReconstructInput *input = adj_reconstruct_input_new ();
  char *as_typed[2], *settled[2];
  ChessLang l[2];
  dup_sheets (self, as_typed, settled, l);
  for (int side = CHESS_WHITE; side <= CHESS_BLACK; side++)
    {
      g_free (input->sheets[side]);
      g_autofree char *blank = g_strstrip (g_strdup (as_typed[side]));
      input->sheets[side] = with_settlements ? g_steal_pointer (&settled[side])
                                             : *blank ? g_strdup (as_typed[side]) : NULL;
      g_free (settled[side]);
      input->langs[side] = l[side];
      if (langs)
        langs[side] = l[side];
      if (typed)
        typed[side] = as_typed[side];
      else
        g_free (as_typed[side]);
    }
  /* The archive keeps the envelope's position and rules: the sheets are
   * checked against them, as against a copy of the envelope. The input
   * names no other, so this cannot fail. */
  input->has_notation = TRUE;
  if (!adj_reconstruct_input_take_envelope (input, self->envelope, NULL))
    g_assert_not_reached ();
  return input;
}

static void
reconstruct (AdjLostAssistant *self)
{
  char *typed[2];
  ChessLang langs[2];
  g_autoptr(AdjReconstructInput) input = make_input (self, TRUE, typed, langs);

  AdjReconstruction *old = self->recon;
  self->recon = NULL;
  g_clear_error (&self->recon_error);
  self->recon = adj_reconstruct (input, &self->recon_error);
  adj_lost_compare_step_set_reconstruction (self->compare_step, self->recon, self->recon_error,
                                            (const char *const *) typed, langs);
  g_clear_pointer (&old, adj_reconstruction_free);
  g_free (typed[0]);
  g_free (typed[1]);
}

/* The declared move judged by the resumption engine, for the envelope as
 * archived and the facts of its loss, with what the arbiter established
 * after it (FOLLOW_UP of kind KIND, or nothing); NULL with ERROR when it
 * cannot. */
static AdjOutcome *
judge (AdjLostAssistant *self, const char *declared, AdjLostFollowUp kind, const char *follow_up, GError **error)
{
  gboolean known = adj_lost_clocks_step_get_known (self->clocks_step);
  g_autofree char *json = adj_lost_facts_json (declared, kind, follow_up, known);
  g_autoptr(AdjFacts) facts = adj_facts_new_from_data (json, -1, error);
  if (!facts)
    return NULL;
  g_autoptr(AdjScenario) scenario = adj_facts_to_scenario (facts, self->envelope, NULL, error);
  return scenario ? adj_resume (scenario, error) : NULL;
}

static void
ask_judgement (AdjLostAssistant *self)
{
  g_clear_pointer (&self->declared_only, adj_outcome_free);
  g_clear_pointer (&self->outcome, adj_outcome_free);
  g_clear_error (&self->outcome_error);
  g_autofree char *declared = adj_lost_move_step_dup_declared (self->move_step);
  if (declared)
    self->declared_only = judge (self, declared, ADJ_LOST_FOLLOW_NONE, NULL, &self->outcome_error);
  /* What the declaration alone asks the arbiter to establish, once he has. */
  AdjLostFollowUp kind = adj_lost_follow_up (self->declared_only);
  g_autofree char *follow_up = kind != ADJ_LOST_FOLLOW_NONE ? adj_lost_move_step_dup_follow_up (self->move_step) : NULL;
  /* Judged again (microseconds), so that each answer has its owner. */
  if (self->declared_only)
    self->outcome = judge (self, declared, kind, follow_up, &self->outcome_error);
  adj_lost_move_step_set_outcome (self->move_step, self->declared_only, self->outcome, self->outcome_error,
                                  (const char *const *) self->names);
}

/* ---- the state of the frame --------------------------------------------- */

static gboolean
times (AdjLostAssistant *self, gint64 time_used[2])
{
  return adj_lost_clocks_step_get_time_used (self->clocks_step, time_used);
}

static gboolean
can_confirm (AdjLostAssistant *self)
{
  gint64 t[2];
  gboolean times_ok = self->choice == ADJ_LOST_ANNUL || times (self, t);
  g_autofree char *reason = adj_lost_confirm_step_dup_reason (self->confirm_step);
  if (self->choice == ADJ_LOST_GO_ON && !self->outcome)
    return FALSE;
  return adj_lost_can_confirm (self->choice, self->recon, times_ok, reason);
}

static void
lost_update (AdjWalkthrough *walk)
{
  AdjLostAssistant *self = ADJ_LOST_ASSISTANT (walk);
  AdjLostStep step = STEP (self);
  gboolean idle = !BUSY (self);
  gboolean ok = step < ADJ_LOST_STEP_DONE && adj_step_is_complete (PAGE (self, step));
  gboolean forward = step < ADJ_LOST_STEP_CONFIRM && ok && adj_lost_step_next (step, self->recon) != step;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lost.next", idle && forward);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lost.annul",
                                 idle && step == ADJ_LOST_STEP_COMPARE && adj_lost_can_annul (self->recon));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lost.confirm",
                                 idle && step == ADJ_LOST_STEP_CONFIRM && can_confirm (self));
}

/* ---- recording ------------------------------------------------------------- */

static char *
dup_actor (AdjLostAssistant *self)
{
  const char *arbiter = adj_envelope_get_arbiter (self->envelope);
  if (arbiter && *arbiter)
    return g_strdup (arbiter);
  const char *real = g_get_real_name ();
  return g_strdup (real && *real && g_strcmp0 (real, "Unknown") != 0 ? real : g_get_user_name ());
}

typedef struct
{
  AdjStore      *store;
  gint64         id;
  gboolean       declare;     /* the envelope is still sealed in the archive */
  AdjLostChoice  choice;
  /* The sheets as typed, rebuilt, and the line the arbiter settled on
   * judged against them (its departures are what the archive keeps). */
  AdjReconstruction *sheets;
  AdjReading    *reading;
  char          *outcome;     /* the outcome's JSON */
  char          *reason;
  char          *actor;
} RecordJob;

static void
record_job_free (RecordJob *job)
{
  g_clear_object (&job->store);
  g_clear_pointer (&job->sheets, adj_reconstruction_free);
  g_clear_pointer (&job->reading, adj_reading_free);
  g_free (job->outcome);
  g_free (job->reason);
  g_free (job->actor);
  g_free (job);
}

static void
record_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  RecordJob *job = data;
  GError *error = NULL;
  const AdjCustodyAct act = { .actor = job->actor };

  gboolean ok = !job->declare || adj_store_declare_lost (job->store, job->id, &act, &error);
  if (ok && job->choice == ADJ_LOST_ANNUL)
    ok = adj_store_annul (job->store, job->id, &act, job->reason, &error);
  else if (ok)
    ok = adj_store_record_reading (job->store, job->id, &act, job->sheets, job->reading, &error)
         && adj_store_record_outcome (job->store, job->id, job->outcome, &act, NULL, &error);
  if (ok)
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
record_finished (GObject *source, GAsyncResult *result, gpointer data)
{
  AdjLostAssistant *self = ADJ_LOST_ASSISTANT (source);
  RecordJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;

  adj_walkthrough_set_busy (ADJ_WALKTHROUGH (self), FALSE);
  gboolean ok = g_task_propagate_boolean (G_TASK (result), &error);
  if (self->stack == NULL)
    return;
  /* Whatever happened, the envelope may be lost in the archive by now. */
  if (job->declare)
    {
      g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (self->store, self->id, NULL);
      if (info)
        {
          g_clear_pointer (&self->info, adj_envelope_info_free);
          self->info = g_steal_pointer (&info);
        }
    }
  if (!ok)
    {
      g_autofree char *message = adj_step_store_sentence (adj_store_get_path (self->store), error);
      adj_lost_confirm_step_show_error (self->confirm_step,
                                        self->info->state == ADJ_ENVELOPE_LOST
                                        ? _("The envelope is recorded lost; nothing else was recorded")
                                        : _("Nothing was recorded"),
                                        message);
      update (self);
      g_signal_emit (self, signals[RECORDED], 0, self->id);
      return;
    }
  adw_status_page_set_title (self->done_page, job->choice == ADJ_LOST_ANNUL ? _("Game Annulled")
                                                                             : _("Reconstruction Recorded"));
  adw_status_page_set_description (self->done_page, job->choice == ADJ_LOST_ANNUL
                                   ? _("The envelope is recorded lost and the game annulled, with the reason, in the custody log. A new game is to be played.")
                                   : _("The envelope is recorded lost, the position re-established from the scoresheets, and the outcome of the declared move, in the custody log."));
  go_to (self, ADJ_LOST_STEP_DONE);
  g_signal_emit (self, signals[RECORDED], 0, self->id);
}

/* The outcome to record: the engine's, with the clocks the arbiter set in
 * place of those recorded when they could not be re-established (2023
 * I.12.1); what the engine added to them (a penalty, a charge) stays. */
static char *
outcome_json (AdjLostAssistant *self, const gint64 set[2])
{
  gint64 saved[2] = { self->outcome->time_used[0], self->outcome->time_used[1] };
  if (!adj_lost_clocks_step_get_known (self->clocks_step))
    for (int side = CHESS_WHITE; side <= CHESS_BLACK; side++)
      self->outcome->time_used[side] += set[side] - adj_envelope_get_time_used (self->envelope, side);
  g_autoptr(JsonNode) node = adj_outcome_to_json (self->outcome);
  self->outcome->time_used[0] = saved[0];
  self->outcome->time_used[1] = saved[1];
  return json_to_string (node, FALSE);
}

static void
run_record (AdjLostAssistant *self)
{
  if (BUSY (self) || !can_confirm (self))
    return;
  RecordJob *job = g_new0 (RecordJob, 1);
  job->store = g_object_ref (self->store);
  job->id = self->id;
  job->declare = self->info->state == ADJ_ENVELOPE_SEALED;
  job->choice = self->choice;
  job->actor = dup_actor (self);
  if (self->choice == ADJ_LOST_ANNUL)
    job->reason = adj_lost_confirm_step_dup_reason (self->confirm_step);
  else
    {
      /* The line settled on (the one reading of the settled sheets),
       * judged against the sheets as the players wrote them. */
      g_autoptr(GError) error = NULL;
      g_autoptr(AdjReconstructInput) input = make_input (self, FALSE, NULL, NULL);
      const AdjReading *line = adj_reconstruction_get_reading (self->recon, 0);
      g_assert (line != NULL);
      job->sheets = adj_reconstruct (input, &error);
      job->reading = job->sheets ? adj_reconstruct_reading_for (input, (const ChessMove *) line->moves->data,
                                                                line->moves->len, &error) : NULL;
      if (!job->reading)
        {
          adj_lost_confirm_step_show_error (self->confirm_step, _("Nothing was recorded"), error->message);
          record_job_free (job);
          return;
        }
      gint64 t[2];
      times (self, t);
      job->outcome = outcome_json (self, t);
    }

  gtk_window_set_focus (GTK_WINDOW (self), NULL);
  adj_walkthrough_set_busy (ADJ_WALKTHROUGH (self), TRUE);
  adj_lost_confirm_step_show_error (self->confirm_step, NULL, NULL);
  update (self);
  g_autoptr(GTask) task = g_task_new (self, NULL, record_finished, NULL);
  g_task_set_source_tag (task, run_record);
  g_task_set_task_data (task, job, (GDestroyNotify) record_job_free);
  g_task_run_in_thread (task, record_thread);
}

/* ---- moving between the steps ---------------------------------------------- */

static void
show_confirmation (AdjLostAssistant *self)
{
  if (self->choice == ADJ_LOST_ANNUL)
    {
      g_autofree char *reason = self->recon ? adj_reconstruction_explain (self->recon) : NULL;
      const char *article = adj_profile_article (self->profile, ADJ_DECISION_LOST_ENVELOPE_POSITION);
      adj_lost_confirm_step_show_annul (self->confirm_step, reason, article);
      return;
    }
  gint64 t[2];
  times (self, t);
  if (self->outcome && self->recon)
    adj_lost_confirm_step_show_go_on (self->confirm_step, &self->recon->position, self->outcome, t,
                                      !adj_lost_clocks_step_get_known (self->clocks_step),
                                      (const char *const *) self->names);
}

static void
lost_entering (AdjWalkthrough *walk, guint step)
{
  AdjLostAssistant *self = ADJ_LOST_ASSISTANT (walk);
  if (step == ADJ_LOST_STEP_COMPARE)
    reconstruct (self);
  else if (step == ADJ_LOST_STEP_MOVE)
    ask_judgement (self);
  else if (step == ADJ_LOST_STEP_CONFIRM)
    show_confirmation (self);
}

static void
lost_step_changed (AdjWalkthrough *walk, AdjStep *step)
{
  AdjLostAssistant *self = ADJ_LOST_ASSISTANT (walk);
  if (step == ADJ_STEP (self->compare_step))
    reconstruct (self);
  else if (step == ADJ_STEP (self->move_step) || step == ADJ_STEP (self->clocks_step))
    ask_judgement (self);
  update (self);
}

static void
next_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  AdjLostAssistant *self = ADJ_LOST_ASSISTANT (widget);
  AdjLostStep step = STEP (self);
  if (BUSY (self) || step >= ADJ_LOST_STEP_CONFIRM || !adj_step_is_complete (PAGE (self, step)))
    return;
  AdjLostStep next = adj_lost_step_next (step, self->recon);
  if (next == step)
    return;
  self->choice = ADJ_LOST_GO_ON;
  go_to (self, next);
}

static void
back_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  AdjLostAssistant *self = ADJ_LOST_ASSISTANT (widget);
  if (BUSY (self))
    return;
  AdjLostStep back = adj_lost_step_back (STEP (self), self->choice);
  if (back != STEP (self))
    go_to (self, back);
}

static void
annul_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  AdjLostAssistant *self = ADJ_LOST_ASSISTANT (widget);
  if (BUSY (self) || STEP (self) != ADJ_LOST_STEP_COMPARE || !adj_lost_can_annul (self->recon))
    return;
  self->choice = ADJ_LOST_ANNUL;
  go_to (self, ADJ_LOST_STEP_CONFIRM);
}

static void
confirm_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  AdjLostAssistant *self = ADJ_LOST_ASSISTANT (widget);
  if (STEP (self) == ADJ_LOST_STEP_CONFIRM)
    run_record (self);
}

/* ---- the window ------------------------------------------------------------ */

AdjLostAssistant *
adj_lost_assistant_new (GtkWindow *parent, AdjStore *store, gint64 id, GError **error)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (ADJ_IS_STORE (store), NULL);

  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (store, id, error);
  if (!info)
    return NULL;
  g_autoptr(AdjEnvelope) envelope = adj_store_read_envelope (store, id, error);
  if (!envelope)
    return NULL;

  AdjLostAssistant *self = g_object_new (ADJ_TYPE_LOST_ASSISTANT, "transient-for", parent, NULL);
  if (parent)
    gtk_window_set_application (GTK_WINDOW (self), gtk_window_get_application (parent));
  self->store = g_object_ref (store);
  self->id = id;
  self->info = g_steal_pointer (&info);
  self->envelope = g_steal_pointer (&envelope);
  self->profile = adj_profile_lookup (adj_envelope_get_rules (self->envelope));
  for (int side = CHESS_WHITE; side <= CHESS_BLACK; side++)
    self->names[side] = g_strdup (adj_envelope_get_player (self->envelope, side));

  adj_lost_sheets_step_set_players (self->sheets_step, (const char *const *) self->names,
                                    adj_envelope_get_notation (self->envelope));
  gint64 recorded[2] = {
    adj_envelope_get_time_used (self->envelope, CHESS_WHITE),
    adj_envelope_get_time_used (self->envelope, CHESS_BLACK),
  };
  adj_lost_clocks_step_set_recorded (self->clocks_step, recorded,
                                     self->profile ? adj_profile_article (self->profile, ADJ_DECISION_LOST_ENVELOPE_TIMES) : NULL);
  g_autofree char *subtitle = g_strdup_printf ("%s – %s", self->names[CHESS_WHITE], self->names[CHESS_BLACK]);
  gtk_window_set_title (GTK_WINDOW (self), subtitle);
  go_to (self, ADJ_LOST_STEP_SHEETS);
  adj_walkthrough_set_edited (ADJ_WALKTHROUGH (self), FALSE);
  return self;
}

AdjLostStep
adj_lost_assistant_get_step (AdjLostAssistant *self)
{
  g_return_val_if_fail (ADJ_IS_LOST_ASSISTANT (self), ADJ_LOST_STEP_SHEETS);
  return STEP (self);
}

gboolean
adj_lost_assistant_is_busy (AdjLostAssistant *self)
{
  g_return_val_if_fail (ADJ_IS_LOST_ASSISTANT (self), FALSE);
  return BUSY (self);
}

const AdjReconstruction *
adj_lost_assistant_get_reconstruction (AdjLostAssistant *self)
{
  g_return_val_if_fail (ADJ_IS_LOST_ASSISTANT (self), NULL);
  return self->recon;
}

static void
adj_lost_assistant_dispose (GObject *object)
{
  AdjLostAssistant *self = ADJ_LOST_ASSISTANT (object);

  /* The template goes with AdjWalkthrough's dispose; the compare step
   * holds the reconstruction until then. */
  G_OBJECT_CLASS (adj_lost_assistant_parent_class)->dispose (object);

  g_clear_object (&self->store);
  g_clear_object (&self->envelope);
  g_clear_pointer (&self->info, adj_envelope_info_free);
  g_clear_pointer (&self->recon, adj_reconstruction_free);
  g_clear_error (&self->recon_error);
  g_clear_pointer (&self->declared_only, adj_outcome_free);
  g_clear_pointer (&self->outcome, adj_outcome_free);
  g_clear_error (&self->outcome_error);
  g_clear_pointer (&self->names[CHESS_WHITE], g_free);
  g_clear_pointer (&self->names[CHESS_BLACK], g_free);
}

static void
adj_lost_assistant_class_init (AdjLostAssistantClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  AdjWalkthroughClass *walk_class = ADJ_WALKTHROUGH_CLASS (klass);

  object_class->dispose = adj_lost_assistant_dispose;
  walk_class->update = lost_update;
  walk_class->entering = lost_entering;
  walk_class->step_changed = lost_step_changed;
  walk_class->done_title = N_("Envelope Lost");
  walk_class->busy_subtitle = N_("Recording in the archive…");
  walk_class->discard_heading = N_("Leave the Lost Envelope?");
  walk_class->discard_body = N_("The scoresheets typed and the settlements are lost: nothing has been recorded yet.");
  walk_class->discard_label = N_("_Leave");

  g_type_ensure (ADJ_TYPE_LOST_SHEETS_STEP);
  g_type_ensure (ADJ_TYPE_LOST_COMPARE_STEP);
  g_type_ensure (ADJ_TYPE_LOST_CLOCKS_STEP);
  g_type_ensure (ADJ_TYPE_LOST_MOVE_STEP);
  g_type_ensure (ADJ_TYPE_LOST_CONFIRM_STEP);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjourn/Adjourn/lost/adj-lost-assistant.ui");
#define CHILD(name) gtk_widget_class_bind_template_child (widget_class, AdjLostAssistant, name)
  adj_walkthrough_class_setup (widget_class, "lost", "confirm_button", "spinner");
  gtk_widget_class_bind_template_child_full (widget_class, "confirm_button", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "spinner", FALSE, 0);
  CHILD (stack);
  CHILD (sheets_step);
  CHILD (compare_step);
  CHILD (clocks_step);
  CHILD (move_step);
  CHILD (confirm_step);
  CHILD (done_page);
#undef CHILD

  signals[RECORDED] = g_signal_new ("recorded", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                    NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT64);

  gtk_widget_class_install_action (widget_class, "lost.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "lost.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "lost.annul", NULL, annul_action);
  gtk_widget_class_install_action (widget_class, "lost.confirm", NULL, confirm_action);
}

static void
adj_lost_assistant_init (AdjLostAssistant *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  AdjStep *steps[N_WALKED_STEPS] = {
    [ADJ_LOST_STEP_SHEETS] = ADJ_STEP (self->sheets_step),
    [ADJ_LOST_STEP_COMPARE] = ADJ_STEP (self->compare_step),
    [ADJ_LOST_STEP_CLOCKS] = ADJ_STEP (self->clocks_step),
    [ADJ_LOST_STEP_MOVE] = ADJ_STEP (self->move_step),
    [ADJ_LOST_STEP_CONFIRM] = ADJ_STEP (self->confirm_step),
  };
  adj_walkthrough_set_steps (ADJ_WALKTHROUGH (self), steps, N_WALKED_STEPS, N_WALKED_STEPS, step_names);
}
