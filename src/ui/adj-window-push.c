/* adj-window-push.c — Push Event to Federation Archive…
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The shown game's event goes to the federation's archive: the address
 * asked (the last one offered again, kept without its password), then the
 * store's push verb in a GTask, as `adjourn-cli archive push` runs it; a
 * toast says what was pushed, a dialog why nothing was. The target's name
 * in any message is the store's, without its password.
 */
#define G_LOG_DOMAIN "adj-window"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "adj-archive-location.h"
#include "adj-compat.h"
#include "adj-push-form.h"
#include "adj-store-push.h"
#include "adj-window-private.h"
#include "adj-secret.h"

typedef struct {
  char          *source;    /* the window's archive, its password included: wiped when done */
  char          *event;
  char          *location;  /* the password in it, if any: wiped when done */
  AdjPushReport  report;
} PushJob;

static void
push_job_free (PushJob *job)
{
  adj_secret_free (job->source);
  g_free (job->event);
  adj_secret_free (job->location);
  adj_push_report_clear (&job->report);
  g_free (job);
}

static void
push_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  PushJob *job = data;
  GError *error = NULL;
  /* A connection of its own, read-only: the window stays usable meanwhile,
   * and a libpq connection is not for two threads at once. */
  g_autoptr(AdjStore) source_store = adj_store_open_full (job->source, ADJ_STORE_OPEN_READ_ONLY, &error);

  if (source_store && adj_store_push_event_to (source_store, job->event, job->location, &job->report, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
push_finished (GObject *source, GAsyncResult *result, gpointer data)
{
  AdjWindow *self = ADJ_WINDOW (source);
  PushJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;

  self->pushing = FALSE;
  /* The window closed during the push: nothing left to tell it. */
  if (!gtk_widget_get_realized (GTK_WIDGET (self)))
    return;
  adj_window_update_actions (self);
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      adj_window_alert (self, _("Could Not Push the Event"), error->message);
      return;
    }
  g_autofree char *summary = adj_archive_push_summary (&job->report);
  adj_window_toast (self, summary);
}

/* Push EVENT to LOCATION (taken) in the background. */
static void
adj_window_push (AdjWindow *self, const char *event, char *location)
{
  PushJob *job = g_new0 (PushJob, 1);

  job->source = adj_store_dup_location (self->store);
  job->event = g_strdup (event);
  job->location = location;
  self->pushing = TRUE;
  adj_window_update_actions (self);

  g_autoptr(GTask) task = g_task_new (self, NULL, push_finished, NULL);
  g_task_set_source_tag (task, adj_window_push);
  g_task_set_task_data (task, job, (GDestroyNotify) push_job_free);
  g_task_run_in_thread (task, push_thread);
}

typedef struct {
  AdjWindow   *window;
  AdjPushForm *form;
  char        *event;
} PushAsk;

static void
push_ask_free (PushAsk *ask)
{
  g_object_unref (ask->window);
  g_object_unref (ask->form);
  g_free (ask->event);
  g_free (ask);
}

static void
push_answered (gboolean confirmed, gpointer data)
{
  PushAsk *ask = data;
  AdjWindow *self = ask->window;
  g_autoptr(GError) error = NULL;

  if (confirmed && self->store && !self->pushing)
    {
      char *location = adj_push_form_dup_location (ask->form, &error);

      if (!location)
        adj_window_alert (self, _("Could Not Push the Event"), error->message);
      else
        {
          /* Offered again next time, never with its password. */
          g_autofree char *shown = adj_archive_location_shown (location);
          g_settings_set_string (self->settings, "push-target", shown);
          adj_window_push (self, ask->event, location);
        }
    }
  push_ask_free (ask);
}

static void
push_form_valid_changed (AdjPushForm *form, GParamSpec *pspec, GtkWidget *dialog)
{
  adj_compat_set_response_enabled (dialog, "confirm", adj_push_form_get_valid (form));
}

void
adj_window_push_event_action (GtkWidget  *widget,
                              const char *action_name,
                              GVariant   *parameter)
{
  AdjWindow *self = ADJ_WINDOW (widget);
  const AdjEnvelopeInfo *info = adj_window_shown_envelope (self);

  if (!self->store || !info || self->pushing)
    return;
  g_autofree char *last = g_settings_get_string (self->settings, "push-target");
  PushAsk *ask = g_new0 (PushAsk, 1);
  ask->window = g_object_ref (self);
  ask->form = g_object_ref_sink (adj_push_form_new (last));
  ask->event = g_strdup (info->event);
  gtk_widget_set_name (GTK_WIDGET (ask->form), "push_form");

  /* Translators: %s is an event's name. */
  g_autofree char *heading = g_strdup_printf (_("Push “%s” to the Federation Archive"), info->event);
  GtkWidget *dialog = adj_compat_ask (GTK_WIDGET (self), heading,
                                      _("Every envelope of the event and its custody log are copied there, "
                                        "sealed moves still encrypted. What the archive has already is not "
                                        "copied again."),
                                      GTK_WIDGET (ask->form), _("_Cancel"), _("_Push"), push_answered, ask);
  g_signal_connect_object (ask->form, "notify::valid", G_CALLBACK (push_form_valid_changed), dialog, 0);
  push_form_valid_changed (ask->form, NULL, dialog);
}
