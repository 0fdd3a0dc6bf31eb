/* adj-review-window-panes.c — the review window's analysis and preparation panes
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Part of AdjReviewWindow (see adj-review-window-private.h): the engine's
 * analysis pane, the preparation pane, the preparation mode in which the
 * board and the move list edit one candidate's reply tree, the saving of
 * that work to the archive, its export, and the engine's order.
 */
#define G_LOG_DOMAIN "adj-review-window-panes"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "adj-compat.h"
#include "adj-engine-rank.h"
#include "adj-file-dialog.h"
#include "adj-review-window-panes.h"
#include "adj-review-window-private.h"
#include "adj-store-preparation.h"

/* A change is written this long after the last one: a reply played move
 * after move is one write, not one per move. */
#define SAVE_DELAY_MS 400
/* How deep the engine looks at each sealed move and each reply's end:
 * enough to sort the obvious from the absurd in seconds. */
#define ORDER_DEPTH 12

struct _AdjReviewPanes
{
  AdjAnalysisPane    *analysis;
  AdjEnvelope        *analysed;      /* the envelope the analysis pane was given */
  GSettings          *settings;

  /* The preparation, once reviewed from the archive. */
  AdjPreparationView *view;
  AdjPreparation     *preparation;
  AdjStore           *store;
  gint64              envelope_id;

  /* Preparation mode: the candidate, and the game put aside meanwhile. */
  ChessMove           preparing;
  ChessTree          *game;
  ChessTreeNode      *game_current;
  GtkWidget          *banner;
  GtkLabel           *banner_label;

  /* Saving: a change waiting, a write running, a change since it began. */
  guint               save_source;
  gboolean            saving;
  gboolean            unsaved;
  gboolean            disposed;

  /* The engine's order. */
  AdjEngine          *engine;
  GCancellable       *ordering;
  guint               pulse_source;
  GArray             *evaluated;     /* candidates whose replies are being evaluated */
};

/* ---- plain functions ---------------------------------------------------------- */

char *
adj_review_preparing_title (AdjPreparation *preparation,
                            guint           index)
{
  g_return_val_if_fail (ADJ_IS_PREPARATION (preparation), NULL);
  g_return_val_if_fail (index < adj_preparation_get_n_candidates (preparation), NULL);

  g_autoptr(AdjPreparationRow) row = adj_preparation_row_new (preparation, index);
  /* Translators: the move the opponent may have sealed, numbered: "41… Rxd4" */
  return g_strdup_printf (_("Preparing the reply to %s"), row->title);
}

const char *
adj_review_order_disabled_reason (AdjEnvelope *envelope,
                                  gboolean     setting_on)
{
  g_return_val_if_fail (envelope == NULL || ADJ_IS_ENVELOPE (envelope), NULL);

  /* The event's word comes first: turning the setting on would not help. */
  if (envelope && !adj_envelope_allows_engine_analysis (envelope))
    return _("The event does not allow engine analysis of this game.");
  if (!setting_on)
    return _("Engine analysis is off: turn it on in the Analysis pane or the preferences.");
  return NULL;
}

/* ---- actions' state ------------------------------------------------------------ */

static gboolean
setting_on (AdjReviewPanes *panes)
{
  return g_settings_get_boolean (panes->settings, "engine-analysis");
}

/* The enabled state of the panes' actions, and why the engine cannot
 * order; the exports' are the window's (update_actions). */
void
adj_review_window_panes_update_actions (AdjReviewWindow *self)
{
  AdjReviewPanes *panes = self->panes;
  GtkWidget *w = GTK_WIDGET (self);
  gboolean have = panes->preparation != NULL;
  const char *reason = adj_review_order_disabled_reason (self->envelope, setting_on (panes));
  gboolean running = panes->ordering != NULL;

  gtk_widget_action_set_enabled (w, "review.prepare", have);
  gtk_widget_action_set_enabled (w, "review.leave-preparation", panes->preparing != CHESS_MOVE_NONE);
  gtk_widget_action_set_enabled (w, "review.order-by-engine", have && reason == NULL && !running);
  gtk_widget_action_set_enabled (w, "review.cancel-order", running);
  if (panes->view && !running)
    adj_preparation_view_set_engine_status (panes->view, reason, -1);
}

/* ---- saving ------------------------------------------------------------------- */

typedef struct {
  char   *location;
  gint64  envelope_id;
  char   *data;
} SaveJob;

static void
save_job_free (SaveJob *job)
{
  g_free (job->location);
  g_free (job->data);
  g_free (job);
}

/* The copy's order is the default one: the archive keeps replies, not the
 * order (the store puts the sealed move first again when it reads). */
static void
save_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  SaveJob *job = data;
  GError *error = NULL;
  g_autoptr(AdjStore) store = adj_store_open (job->location, &error);
  g_autoptr(AdjPreparation) copy = store ? adj_preparation_new_from_data (job->data, -1, &error) : NULL;

  if (copy && adj_store_save_preparation (store, job->envelope_id, copy, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void start_save (AdjReviewWindow *self);

static void
show_save_error (AdjReviewWindow *self, const GError *error)
{
  /* Translators: why the preparation could not be written to the archive */
  g_autofree char *title = g_strdup_printf (_("The preparation is not saved yet: %s"), error->message);
  AdwToast *toast = adj_compat_toast_new_text (title);

  adw_toast_set_timeout (toast, 0);
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* The window's own connection, at once: when the window goes away. */
static void
save_now (AdjReviewWindow *self)
{
  AdjReviewPanes *panes = self->panes;
  g_autoptr(GError) error = NULL;

  g_clear_handle_id (&panes->save_source, g_source_remove);
  if (!panes->unsaved || panes->preparation == NULL)
    return;
  if (adj_store_save_preparation (panes->store, panes->envelope_id, panes->preparation, &error))
    panes->unsaved = FALSE;
  else
    g_warning ("The preparation of envelope %" G_GINT64_FORMAT " could not be saved: %s",
               panes->envelope_id, error->message);
}

static void
save_finished (GObject *source, GAsyncResult *result, gpointer data)
{
  AdjReviewWindow *self = ADJ_REVIEW_WINDOW (source);
  AdjReviewPanes *panes = self->panes;
  g_autoptr(GError) error = NULL;

  panes->saving = FALSE;
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      /* Kept in memory and written again with the next change, or as the
       * window closes. */
      panes->unsaved = TRUE;
      if (!panes->disposed)
        show_save_error (self, error);
      else
        save_now (self);
      return;
    }
  if (panes->unsaved)
    {
      if (panes->disposed)
        save_now (self);
      else if (panes->save_source == 0)
        start_save (self);
    }
}

static void
start_save (AdjReviewWindow *self)
{
  AdjReviewPanes *panes = self->panes;
  SaveJob *job;

  if (panes->saving || panes->preparation == NULL)
    return;
  job = g_new0 (SaveJob, 1);
  job->location = adj_store_dup_location (panes->store);
  job->envelope_id = panes->envelope_id;
  job->data = adj_preparation_to_data (panes->preparation, NULL);
  panes->saving = TRUE;
  panes->unsaved = FALSE;

  g_autoptr(GTask) task = g_task_new (self, NULL, save_finished, NULL);
  g_task_set_source_tag (task, start_save);
  g_task_set_task_data (task, job, (GDestroyNotify) save_job_free);
  g_task_run_in_thread (task, save_thread);
}

static gboolean
save_due (gpointer data)
{
  AdjReviewWindow *self = data;

  self->panes->save_source = 0;
  start_save (self);
  return G_SOURCE_REMOVE;
}

static void
schedule_save (AdjReviewWindow *self)
{
  AdjReviewPanes *panes = self->panes;

  panes->unsaved = TRUE;
  g_clear_handle_id (&panes->save_source, g_source_remove);
  panes->save_source = g_timeout_add (SAVE_DELAY_MS, save_due, self);
}

gboolean
adj_review_window_preparation_saved (AdjReviewWindow *self)
{
  g_return_val_if_fail (ADJ_IS_REVIEW_WINDOW (self), FALSE);

  return !self->panes->unsaved && !self->panes->saving && self->panes->save_source == 0;
}

/* ---- preparation mode --------------------------------------------------------- */

static int
preparing_index (AdjReviewPanes *panes)
{
  if (panes->preparing == CHESS_MOVE_NONE)
    return -1;
  return adj_preparation_find (panes->preparation, panes->preparing);
}

static void
update_banner (AdjReviewWindow *self)
{
  AdjReviewPanes *panes = self->panes;
  int index = preparing_index (panes);

  gtk_widget_set_visible (panes->banner, index >= 0);
  if (index >= 0)
    {
      g_autofree char *title = adj_review_preparing_title (panes->preparation, (guint) index);
      gtk_label_set_label (panes->banner_label, title);
    }
}

void
adj_review_window_prepare (AdjReviewWindow *self,
                           guint            index)
{
  AdjReviewPanes *panes;
  ChessTree *reply;

  g_return_if_fail (ADJ_IS_REVIEW_WINDOW (self));
  panes = self->panes;
  g_return_if_fail (panes->preparation != NULL);
  g_return_if_fail (index < adj_preparation_get_n_candidates (panes->preparation));

  if (panes->preparing == CHESS_MOVE_NONE)
    {
      panes->game = self->tree;
      panes->game_current = self->current;
    }
  panes->preparing = adj_preparation_get_candidate (panes->preparation, index);
  reply = adj_preparation_get_reply (panes->preparation, index);
  /* The window edits whatever tree it holds; this one stays the
   * preparation's (given back in adj_review_window_leave_preparation). */
  self->tree = reply;
  adj_move_list_set_tree (self->move_list, reply);
  update_banner (self);
  adj_review_window_update_actions (self);
  adw_view_stack_set_visible_child_name (self->pane_stack, "moves");
  adj_review_window_go_to (self, chess_tree_root (reply));
}

void
adj_review_window_leave_preparation (AdjReviewWindow *self)
{
  AdjReviewPanes *panes;

  g_return_if_fail (ADJ_IS_REVIEW_WINDOW (self));
  panes = self->panes;

  if (panes->preparing == CHESS_MOVE_NONE)
    return;
  panes->preparing = CHESS_MOVE_NONE;
  self->tree = g_steal_pointer (&panes->game);
  adj_move_list_set_tree (self->move_list, self->tree);
  update_banner (self);
  adj_review_window_update_actions (self);
  if (!panes->disposed)
    {
      adw_view_stack_set_visible_child_name (self->pane_stack, "preparation");
      adj_review_window_go_to (self, g_steal_pointer (&panes->game_current));
    }
}

ChessTree *
adj_review_window_panes_game (AdjReviewWindow *self)
{
  AdjReviewPanes *panes = self->panes;

  return panes != NULL && panes->preparing != CHESS_MOVE_NONE ? panes->game : self->tree;
}

ChessMove
adj_review_window_get_preparing (AdjReviewWindow *self)
{
  g_return_val_if_fail (ADJ_IS_REVIEW_WINDOW (self), CHESS_MOVE_NONE);

  return self->panes->preparing;
}

void
adj_review_window_panes_tree_changed (AdjReviewWindow *self)
{
  AdjReviewPanes *panes = self->panes;
  int index = preparing_index (panes);

  if (index < 0)
    return;
  adj_preparation_reply_changed (panes->preparation, (guint) index);
  schedule_save (self);
}

static void
candidate_activated (AdjReviewWindow *self, guint index)
{
  adj_review_window_prepare (self, index);
}

/* ---- the preparation pane ------------------------------------------------------ */

static void
drop_preparation (AdjReviewWindow *self)
{
  AdjReviewPanes *panes = self->panes;

  adj_review_window_leave_preparation (self);
  g_cancellable_cancel (panes->ordering);
  save_now (self);
  if (panes->view && !panes->disposed)
    adw_view_stack_remove (self->pane_stack, GTK_WIDGET (panes->view));
  panes->view = NULL;
  g_clear_object (&panes->preparation);
  g_clear_object (&panes->store);
}

gboolean
adj_review_window_set_archive (AdjReviewWindow  *self,
                               AdjStore         *store,
                               gint64            envelope_id,
                               GError          **error)
{
  AdjReviewPanes *panes;
  AdjPreparation *preparation;

  g_return_val_if_fail (ADJ_IS_REVIEW_WINDOW (self), FALSE);
  g_return_val_if_fail (ADJ_IS_STORE (store), FALSE);
  g_return_val_if_fail (self->envelope != NULL, FALSE);
  panes = self->panes;

  preparation = adj_store_read_preparation (store, envelope_id, NULL, error);
  if (preparation == NULL)
    return FALSE;
  drop_preparation (self);
  panes->preparation = preparation;
  panes->store = g_object_ref (store);
  panes->envelope_id = envelope_id;
  panes->view = ADJ_PREPARATION_VIEW (adj_preparation_view_new ());
  adj_preparation_view_set_preparation (panes->view, preparation);
  g_signal_connect_object (panes->view, "candidate-activated", G_CALLBACK (candidate_activated), self,
                           G_CONNECT_SWAPPED);
  adj_review_window_add_pane (self, "preparation", _("Prepare"), "document-edit-symbolic",
                              GTK_WIDGET (panes->view));
  adj_review_window_update_actions (self);
  return TRUE;
}

AdjPreparation *
adj_review_window_get_preparation (AdjReviewWindow *self)
{
  g_return_val_if_fail (ADJ_IS_REVIEW_WINDOW (self), NULL);

  return self->panes->preparation;
}

AdjPreparationView *
adj_review_window_get_preparation_view (AdjReviewWindow *self)
{
  g_return_val_if_fail (ADJ_IS_REVIEW_WINDOW (self), NULL);

  return self->panes->view;
}

AdjAnalysisPane *
adj_review_window_get_analysis_pane (AdjReviewWindow *self)
{
  g_return_val_if_fail (ADJ_IS_REVIEW_WINDOW (self), NULL);

  return self->panes->analysis;
}

/* ---- export ------------------------------------------------------------------- */

gboolean
adj_review_window_export_preparation_file (AdjReviewWindow  *self,
                                           GFile            *file,
                                           GError          **error)
{
  g_autofree char *pgn = NULL;
  gsize length = 0;

  g_return_val_if_fail (ADJ_IS_REVIEW_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (self->panes->preparation != NULL, FALSE);

  /* Sealed means sealed: the preparation's PGN is built from the position
   * and the replies; only the envelope's tags come with it. */
  pgn = adj_preparation_to_pgn (self->panes->preparation, self->envelope, &length);
  if (!g_file_replace_contents (file, pgn, length, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                NULL, NULL, error))
    return FALSE;

  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *display = g_filename_display_name (name);
  /* Translators: a file name. */
  g_autofree char *title = g_strdup_printf (_("Saved as “%s”"), display);
  adj_review_window_toast (self, title);
  return TRUE;
}

static void
preparation_file_chosen (GFile *file, const GError *error, gpointer data)
{
  g_autoptr(AdjReviewWindow) self = data;
  g_autoptr(GError) local = NULL;

  if (file && self->panes->preparation && !adj_review_window_export_preparation_file (self, file, &local))
    error = local;
  if (error)
    adj_compat_present (adj_compat_alert_new (_("Cannot Export the Preparation"), error->message),
                        GTK_WIDGET (self));
}

static void
export_preparation_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  AdjReviewWindow *self = ADJ_REVIEW_WINDOW (widget);
  g_autofree char *base = adj_file_dialog_envelope_name (ADJ_FILE_KIND_PGN, self->envelope);
  /* "… preparation.pgn": beside the game's own PGN, not over it. */
  g_autofree char *stem = g_str_has_suffix (base, ".pgn") ? g_strndup (base, strlen (base) - 4) : g_strdup (base);
  /* Translators: a file name without its extension, then the word for the preparation */
  g_autofree char *title = g_strdup_printf (_("%s, preparation"), stem);
  g_autofree char *name = adj_file_dialog_suggest_name (ADJ_FILE_KIND_PREPARATION, title);

  adj_file_dialog_save (GTK_WINDOW (self), ADJ_FILE_KIND_PREPARATION, name, preparation_file_chosen, g_object_ref (self));
}

/* ---- the engine's order ------------------------------------------------------- */

static void
order_done (AdjReviewWindow *self, const char *problem)
{
  AdjReviewPanes *panes = self->panes;

  g_clear_handle_id (&panes->pulse_source, g_source_remove);
  g_clear_object (&panes->ordering);
  g_clear_pointer (&panes->evaluated, g_array_unref);
  if (panes->engine)
    adj_engine_quit (panes->engine);
  g_clear_object (&panes->engine);
  if (panes->disposed)
    return;
  adj_review_window_update_actions (self);
  if (problem)
    adj_review_window_toast (self, problem);
}

static void
evaluated (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(AdjReviewWindow) self = data;
  AdjReviewPanes *panes = self->panes;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) lines = adj_engine_evaluate_finish (ADJ_ENGINE (source), result, &error);

  if (lines == NULL)
    {
      order_done (self, g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) ? NULL : error->message);
      return;
    }
  for (guint i = 0; i < lines->len && !panes->disposed && panes->view; i++)
    {
      AdjEngineLine *line = lines->pdata[i];
      g_autofree char *score = line ? adj_analysis_format_score (line) : NULL;

      adj_preparation_view_set_evaluation (panes->view, g_array_index (panes->evaluated, ChessMove, i),
                                           score && *score ? score : NULL);
    }
  order_done (self, NULL);
}

/* Each prepared reply's main line end, searched one after another. */
static void
evaluate_replies (AdjReviewWindow *self)
{
  AdjReviewPanes *panes = self->panes;
  AdjPreparation *prep = panes->preparation;
  g_autoptr(GArray) positions = g_array_new (FALSE, FALSE, sizeof (ChessPosition));
  AdjEngineLimits limits = { .depth = ORDER_DEPTH };

  panes->evaluated = g_array_new (FALSE, FALSE, sizeof (ChessMove));
  for (guint i = 0; i < adj_preparation_get_n_candidates (prep); i++)
    {
      ChessMove move = adj_preparation_get_candidate (prep, i);

      if (!adj_preparation_is_prepared (prep, i))
        continue;
      g_array_append_val (panes->evaluated, move);
      g_array_append_vals (positions,
                           chess_tree_node_position (chess_tree_mainline_end (adj_preparation_get_reply (prep, i))), 1);
    }
  if (positions->len == 0)
    {
      order_done (self, NULL);
      return;
    }
  adj_engine_evaluate_async (panes->engine, (const ChessPosition *) (gpointer) positions->data, positions->len,
                             &limits, panes->ordering, evaluated, g_object_ref (self));
}

static void
ranked (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(AdjReviewWindow) self = data;
  AdjReviewPanes *panes = self->panes;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) ranking = adj_engine_rank_moves_finish (ADJ_ENGINE (source), result, &error);

  if (ranking == NULL || panes->preparation == NULL || panes->disposed)
    {
      order_done (self, ranking == NULL && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED)
                        ? error->message : NULL);
      return;
    }
  adj_preparation_set_order (panes->preparation, adj_engine_rank_order, ranking);
  evaluate_replies (self);
}

static gboolean
pulse (gpointer data)
{
  AdjReviewWindow *self = data;

  if (self->panes->view)
    adj_preparation_view_pulse (self->panes->view);
  return G_SOURCE_CONTINUE;
}

static void
order_by_engine_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  AdjReviewWindow *self = ADJ_REVIEW_WINDOW (widget);
  AdjReviewPanes *panes = self->panes;
  g_autoptr(GError) error = NULL;
  g_autofree char *chosen = g_settings_get_string (panes->settings, "engine-path");
  g_autofree char *path = NULL;
  const char *argv[2] = { NULL, NULL };
  AdjEngineLimits limits = { .depth = ORDER_DEPTH };

  /* The action's state says the same; asked again, as a shortcut or a
   * test may reach here. */
  if (panes->preparation == NULL || panes->ordering != NULL
      || adj_review_order_disabled_reason (self->envelope, setting_on (panes)) != NULL)
    return;
  path = adj_engine_find (chosen, &error);
  if (path == NULL)
    {
      adj_review_window_toast (self, error->message);
      return;
    }
  argv[0] = path;
  /* An engine of its own: the analysis pane's keeps following the board. */
  panes->engine = adj_engine_new (argv);
  panes->ordering = g_cancellable_new ();
  adj_preparation_view_set_engine_status (panes->view, NULL, 0);
  panes->pulse_source = g_timeout_add (150, pulse, self);
  adj_review_window_update_actions (self);
  adj_engine_rank_moves_async (panes->engine, adj_preparation_get_position (panes->preparation), &limits,
                               panes->ordering, ranked, g_object_ref (self));
}

static void
cancel_order_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  g_cancellable_cancel (ADJ_REVIEW_WINDOW (widget)->panes->ordering);
}

/* ---- the analysis pane --------------------------------------------------------- */

static void
position_changed (AdjReviewWindow *self)
{
  AdjReviewPanes *panes = self->panes;

  if (panes->analysed != self->envelope)
    {
      g_set_object (&panes->analysed, self->envelope);
      adj_analysis_pane_set_envelope (panes->analysis, self->envelope);
      adj_review_window_update_actions (self);
    }
  adj_analysis_pane_set_position (panes->analysis, adj_review_window_get_position (self));
}

static void
line_activated (AdjReviewWindow *self, GArray *moves)
{
  adj_review_window_play_line (self, (const ChessMove *) (gpointer) moves->data, (int) moves->len);
}

static void
setting_changed (AdjReviewWindow *self)
{
  adj_review_window_update_actions (self);
}

static void
prepare_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  AdjReviewWindow *self = ADJ_REVIEW_WINDOW (widget);
  guint index = g_variant_get_uint32 (parameter);

  if (self->panes->preparation && index < adj_preparation_get_n_candidates (self->panes->preparation))
    adj_review_window_prepare (self, index);
}

static void
leave_preparation_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  adj_review_window_leave_preparation (ADJ_REVIEW_WINDOW (widget));
}

/* ---- the window's hooks --------------------------------------------------------- */

void
adj_review_window_panes_class_init (GtkWidgetClass *widget_class)
{
  g_type_ensure (ADJ_TYPE_ANALYSIS_PANE);
  g_type_ensure (ADJ_TYPE_PREPARATION_VIEW);
  gtk_widget_class_install_action (widget_class, "review.prepare", "u", prepare_action);
  gtk_widget_class_install_action (widget_class, "review.leave-preparation", NULL, leave_preparation_action);
  gtk_widget_class_install_action (widget_class, "review.export-preparation", NULL, export_preparation_action);
  gtk_widget_class_install_action (widget_class, "review.order-by-engine", NULL, order_by_engine_action);
  gtk_widget_class_install_action (widget_class, "review.cancel-order", NULL, cancel_order_action);
}

/* The banner over the board while preparing: which candidate, and the way
 * back. libadwaita 1.2 has no AdwBanner; this is drawn as one. */
static GtkWidget *
banner_new (AdjReviewPanes *panes)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *back = gtk_button_new_with_mnemonic (_("_Back to the Game"));

  gtk_widget_set_name (box, "preparing_banner");
  gtk_widget_add_css_class (box, "card");
  gtk_widget_add_css_class (box, "preparing-banner");
  gtk_widget_set_margin_bottom (box, 6);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_top (label, 6);
  gtk_widget_set_margin_bottom (label, 6);
  gtk_widget_add_css_class (label, "heading");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (back), "review.leave-preparation");
  gtk_widget_set_valign (back, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_end (back, 6);
  gtk_widget_add_css_class (back, "suggested-action");
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), back);
  gtk_widget_set_visible (box, FALSE);
  panes->banner_label = GTK_LABEL (label);
  return box;
}

void
adj_review_window_panes_init (AdjReviewWindow *self)
{
  AdjReviewPanes *panes = g_new0 (AdjReviewPanes, 1);

  self->panes = panes;
  panes->preparing = CHESS_MOVE_NONE;
  panes->settings = g_settings_new (APPLICATION_ID);
  g_signal_connect_object (panes->settings, "changed::engine-analysis", G_CALLBACK (setting_changed), self,
                           G_CONNECT_SWAPPED);
  panes->banner = banner_new (panes);
  gtk_box_prepend (self->board_column, panes->banner);

  panes->analysis = ADJ_ANALYSIS_PANE (adj_analysis_pane_new ());
  g_signal_connect_object (panes->analysis, "line-activated", G_CALLBACK (line_activated), self, G_CONNECT_SWAPPED);
  adj_review_window_add_pane (self, "analysis", _("Analysis"), "system-run-symbolic",
                              GTK_WIDGET (panes->analysis));
  g_signal_connect (self, "position-changed", G_CALLBACK (position_changed), NULL);
  position_changed (self);
  adj_review_window_update_actions (self);
}

void
adj_review_window_panes_reset (AdjReviewWindow *self)
{
  drop_preparation (self);
  adj_review_window_update_actions (self);
}

void
adj_review_window_panes_dispose (AdjReviewWindow *self)
{
  AdjReviewPanes *panes = self->panes;

  if (panes == NULL || panes->disposed)
    return;
  panes->disposed = TRUE;
  g_cancellable_cancel (panes->ordering);
  /* The game tree is the window's to free; the reply, the preparation's. */
  adj_review_window_leave_preparation (self);
  if (!panes->saving)
    save_now (self);
  g_clear_object (&panes->settings);
}

void
adj_review_window_panes_finalize (AdjReviewWindow *self)
{
  AdjReviewPanes *panes = self->panes;

  g_assert (!panes->saving);
  g_clear_handle_id (&panes->save_source, g_source_remove);
  g_clear_handle_id (&panes->pulse_source, g_source_remove);
  g_clear_object (&panes->analysed);
  g_clear_object (&panes->preparation);
  g_clear_object (&panes->store);
  g_clear_object (&panes->engine);
  g_clear_object (&panes->ordering);
  g_clear_pointer (&panes->evaluated, g_array_unref);
  g_free (panes);
}
