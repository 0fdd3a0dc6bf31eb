/* adj-window-desks.c — the walkthroughs the main window starts
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Apart from the window's construction and navigation: the actions that
 * open a walkthrough over the window (sealing a new envelope, adjourning a
 * resumed game again, opening an envelope or correcting its outcome, a lost
 * envelope), and the archive brought up to date when one has recorded;
 * and the review of an envelope or a game file.
 */
#define G_LOG_DOMAIN "adj-window"

#include "config.h"

#include <glib/gi18n.h>

#include "adj-lost-assistant.h"
#include "adj-open-assistant.h"
#include "adj-review-window-panes.h"
#include "adj-seal-assistant.h"
#include "adj-window-private.h"

/* The walkthrough closed: the archive (read again when it sealed) shows
 * what it stored, selected, whatever was being searched. */
static void
adj_window_assistant_unmapped (AdjSealAssistant *assistant,
                               AdjWindow        *self)
{
  gint64 id = adj_seal_assistant_get_envelope_id (assistant);

  if (id <= 0 || !self->store)
    return;
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  adw_view_stack_set_visible_child_name (self->view_stack, "archive");
  adj_archive_view_select_envelope (adj_window_archive_view (self), id);
}

void
adj_window_new_envelope_action (GtkWidget  *widget,
                                const char *action_name,
                                GVariant   *parameter)
{
  AdjWindow *self = ADJ_WINDOW (widget);
  AdjApplication *application = ADJ_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));
  AdjStore *store = application ? adj_application_get_store (application, NULL) : NULL;
  AdjSealAssistant *assistant = adj_seal_assistant_new (GTK_WINDOW (self), store);

  /* A sealed envelope shows in the archive at once. */
  g_signal_connect_object (assistant, "sealed", G_CALLBACK (adj_window_reload_archive), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (assistant, "unmap", G_CALLBACK (adj_window_assistant_unmapped), self, 0);
  gtk_window_present (GTK_WINDOW (assistant));
}

/* A game adjourned again at the end of its resumption session: the
 * sealing walkthrough for the next envelope, continuing the shown one. */
void
adj_window_adjourn_again_action (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *parameter)
{
  AdjWindow *self = ADJ_WINDOW (widget);
  const AdjEnvelopeInfo *info = adj_window_shown_envelope (self);
  g_autoptr(GError) error = NULL;

  if (!self->store || !adj_archive_can_adjourn_again (info))
    return;
  g_autoptr(AdjEnvelope) previous = adj_store_read_envelope (self->store, info->id, &error);
  if (!previous)
    {
      adj_window_alert (self, _("Cannot Adjourn the Game Again"), error->message);
      return;
    }
  AdjSealAssistant *assistant = adj_seal_assistant_new (GTK_WINDOW (self), self->store);
  adj_seal_assistant_continue (assistant, previous);
  g_signal_connect_object (assistant, "sealed", G_CALLBACK (adj_window_reload_archive), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (assistant, "unmap", G_CALLBACK (adj_window_assistant_unmapped), self, 0);
  gtk_window_present (GTK_WINDOW (assistant));
}

/* The resumption recorded: the archive shows the game's new state. */
static void
adj_window_resumption_recorded (AdjWindow *self, gint64 id)
{
  adj_window_reload_archive (self);
  adj_archive_view_select_envelope (adj_window_archive_view (self), id);
}

/* The resumption desk for the shown envelope: opening it, or (CORRECTING)
 * correcting its final outcome with a new one, the facts entered again
 * and the reason asked. */
static void
adj_window_present_desk (AdjWindow *self, gboolean correcting)
{
  const AdjEnvelopeInfo *info = adj_window_shown_envelope (self);
  g_autoptr(GError) error = NULL;

  if (!self->store || !(correcting ? adj_open_assistant_can_correct (info) : adj_open_assistant_can_open (info)))
    return;
  AdjOpenAssistant *assistant = correcting
                                ? adj_open_assistant_new_correction (GTK_WINDOW (self), self->store, info->id, &error)
                                : adj_open_assistant_new (GTK_WINDOW (self), self->store, info->id, &error);
  if (!assistant)
    {
      adj_window_alert (self, correcting ? _("Cannot Correct the Outcome") : _("Cannot Open the Envelope"),
                        error->message);
      return;
    }
  g_signal_connect_object (assistant, "recorded", G_CALLBACK (adj_window_resumption_recorded), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (assistant));
}

void
adj_window_open_envelope_action (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *parameter)
{
  adj_window_present_desk (ADJ_WINDOW (widget), FALSE);
}

void
adj_window_correct_outcome_action (GtkWidget  *widget,
                                   const char *action_name,
                                   GVariant   *parameter)
{
  adj_window_present_desk (ADJ_WINDOW (widget), TRUE);
}

/* A lost envelope: the scoresheets compared and settled, or the game annulled. */
void
adj_window_envelope_lost_action (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *parameter)
{
  AdjWindow *self = ADJ_WINDOW (widget);
  const AdjEnvelopeInfo *info = adj_window_shown_envelope (self);
  g_autoptr(GError) error = NULL;

  if (!self->store || !adj_lost_assistant_can_start (info))
    return;
  AdjLostAssistant *assistant = adj_lost_assistant_new (GTK_WINDOW (self), self->store, info->id, &error);
  if (!assistant)
    {
      adj_window_alert (self, _("Cannot Read the Envelope"), error->message);
      return;
    }
  g_signal_connect_object (assistant, "recorded", G_CALLBACK (adj_window_resumption_recorded), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (assistant));
}

/* The shown envelope reviewed: what the store reads of it, which holds
 * no sealed move before the opening. */
void
adj_window_review_envelope_action (GtkWidget  *widget,
                                   const char *action_name,
                                   GVariant   *parameter)
{
  AdjWindow *self = ADJ_WINDOW (widget);
  const AdjEnvelopeInfo *info = adj_window_shown_envelope (self);
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelope) env = NULL;

  if (!self->store || !info)
    return;
  env = adj_store_read_envelope (self->store, info->id, &error);
  AdjReviewWindow *review = env ? adj_review_window_new (GTK_WINDOW (self)) : NULL;
  /* From the archive, the responder's preparation comes with it. */
  if (!review || !adj_review_window_load_envelope (review, env, &error)
      || !adj_review_window_set_archive (review, self->store, info->id, &error))
    {
      if (review)
        gtk_window_destroy (GTK_WINDOW (review));
      adj_window_alert (self, _("Cannot Review the Position"), error->message);
      return;
    }
  gtk_window_present (GTK_WINDOW (review));
}

gboolean
adj_window_review_file (AdjWindow  *self,
                        GFile      *file,
                        GError    **error)
{
  AdjReviewWindow *review;
  g_autoptr(GError) local = NULL;

  g_return_val_if_fail (ADJ_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  review = adj_review_window_new (GTK_WINDOW (self));
  if (!adj_review_window_load_file (review, file, &local))
    {
      g_autofree char *name = g_file_get_basename (file);
      g_autofree char *display = g_filename_display_name (name);
      /* Translators: a file name, then why it could not be read. */
      g_autofree char *body = g_strdup_printf (_("“%s”: %s"), display, local->message);

      gtk_window_destroy (GTK_WINDOW (review));
      adj_window_alert (self, _("Cannot Review the Game"), body);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  gtk_window_present (GTK_WINDOW (review));
  return TRUE;
}
