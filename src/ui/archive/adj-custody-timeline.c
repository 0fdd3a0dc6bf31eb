/* adj-custody-timeline.c — a game's custody log as a timeline, with the
 * verification of its event's chain
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-custody-timeline"

#include "config.h"

#include <glib/gi18n.h>

#include "adj-custody-timeline.h"
#include "adj-secret.h"

/* ---- what the rows say ------------------------------------------------------ */

/* The kind of step at a glance; the sentence says the rest. */
static const char *const kind_icons[ADJ_CUSTODY_N_KINDS] = {
  [ADJ_CUSTODY_CREATED] = "document-new-symbolic",
  [ADJ_CUSTODY_CHECKED] = "emblem-ok-symbolic",
  [ADJ_CUSTODY_HANDED_OVER] = "mail-send-symbolic",
  [ADJ_CUSTODY_SEALED] = "channel-secure-symbolic",
  [ADJ_CUSTODY_OPENED] = "mail-read-symbolic",
  [ADJ_CUSTODY_LOST] = "find-location-symbolic",
  [ADJ_CUSTODY_RECONSTRUCTED] = "document-edit-symbolic",
  [ADJ_CUSTODY_OUTCOME] = "x-office-document-symbolic",
  [ADJ_CUSTODY_ANNULLED] = "action-unavailable-symbolic",
  [ADJ_CUSTODY_CORRECTED] = "edit-find-replace-symbolic",
  [ADJ_CUSTODY_ADJOURNED_AGAIN] = "media-playlist-repeat-symbolic",
};

void
adj_timeline_row_free (AdjTimelineRow *row)
{
  if (row == NULL)
    return;
  g_free (row->title);
  g_free (row->subtitle);
  g_free (row);
}

static GDateTime *
instant_in (const char *iso, GTimeZone *zone)
{
  g_autoptr(GDateTime) t = iso && *iso ? g_date_time_new_from_iso8601 (iso, NULL) : NULL;
  return t ? g_date_time_to_timezone (t, zone) : NULL;
}

AdjTimelineRow *
adj_timeline_row_new (const AdjCustodyEntry *entry, GTimeZone *zone, gint64 bad_seq)
{
  g_return_val_if_fail (entry != NULL, NULL);
  g_return_val_if_fail (zone != NULL, NULL);

  AdjTimelineRow *row = g_new0 (AdjTimelineRow, 1);
  row->title = adj_custody_entry_describe (entry);
  if (!*row->title)
    {
      g_free (row->title);
      /* Translators: a custody entry that says nothing more than its kind ("handed-over") */
      row->title = g_strdup_printf (_("Custody entry “%s”"), adj_custody_kind_to_string (entry->kind));
    }
  row->icon_name = (guint) entry->kind < ADJ_CUSTODY_N_KINDS ? kind_icons[entry->kind] : "document-new-symbolic";
  row->broken = bad_seq > 0 && entry->seq == bad_seq;

  /* When it happened (a sealing in 1972, an opening typed the next
   * morning) first; when it was written only when that is another minute. */
  g_autoptr(GDateTime) happened = instant_in (entry->happened_at, zone);
  g_autoptr(GDateTime) written = instant_in (entry->at, zone);
  g_autoptr(GString) s = g_string_new (NULL);
  const char *who = *entry->actor ? entry->actor : _("Someone not named");
  /* Translators: a date and time, see g_date_time_format() */
  const char *date_format = _("%A %-d %B %Y, %H:%M");
  g_autofree char *when = happened ? g_date_time_format (happened, date_format) : g_strdup (entry->happened_at);
  /* Translators: who did a custody step, then when it happened */
  g_string_append_printf (s, _("%s · %s"), who, when);
  g_autofree char *written_text = written ? g_date_time_format (written, date_format) : NULL;
  if (written_text && g_strcmp0 (written_text, when) != 0)
    {
      gboolean same_day = happened && g_date_time_get_year (happened) == g_date_time_get_year (written)
                          && g_date_time_get_day_of_year (happened) == g_date_time_get_day_of_year (written);
      /* Translators: a time of day, see g_date_time_format() */
      g_autofree char *time = g_date_time_format (written, _("%H:%M"));
      g_string_append_c (s, '\n');
      g_string_append_printf (s, same_day ? _("Recorded at %s") : _("Recorded on %s"), same_day ? time : written_text);
    }
  if (entry->present && entry->present[0])
    {
      g_autofree char *present = g_strjoinv (", ", entry->present);
      g_string_append_c (s, '\n');
      g_string_append_printf (s, _("Present: %s"), present);
    }
  row->subtitle = g_string_free (g_steal_pointer (&s), FALSE);
  return row;
}

void
adj_timeline_verdict_free (AdjTimelineVerdict *verdict)
{
  if (verdict == NULL)
    return;
  g_free (verdict->title);
  g_free (verdict->subtitle);
  g_free (verdict);
}

static const AdjCustodyChain *
event_chain (const AdjCustodyCheck *check, const char *event)
{
  for (guint i = 0; check->chains && i < check->chains->len; i++)
    {
      const AdjCustodyChain *chain = check->chains->pdata[i];
      if (chain->kind == ADJ_CUSTODY_CHAIN_EVENT && g_strcmp0 (chain->event, event) == 0)
        return chain;
    }
  return NULL;
}

AdjTimelineVerdict *
adj_timeline_verdict_new (const char *event, gboolean valid, const AdjCustodyCheck *check, const GError *error)
{
  AdjTimelineVerdict *v = g_new0 (AdjTimelineVerdict, 1);
  if (check == NULL && error == NULL)
    {
      v->kind = ADJ_TIMELINE_CHECKING;
      v->title = g_strdup (_("Checking the Custody Log…"));
      v->subtitle = g_strdup (_("Every entry of the event is compared with the hash that follows it"));
      v->icon_name = "content-loading-symbolic";
      return v;
    }
  if (valid && check)
    {
      const AdjCustodyChain *chain = event_chain (check, event);
      v->kind = ADJ_TIMELINE_VALID;
      v->icon_name = "emblem-ok-symbolic";
      v->title = g_strdup (_("Custody Log Intact"));
      g_autoptr(GString) s = g_string_new (NULL);
      gint64 rows = chain ? chain->rows : check->rows;
      g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "The event’s %lld entry is as written",
                                              "The event’s %lld entries are as written", (gulong) rows),
                              (long long) rows);
      if (chain && chain->signed_through > 0)
        {
          g_string_append (s, "; ");
          /* Translators: how far the chain is signed with the event's key */
          g_string_append_printf (s, _("signed up to entry %lld"), (long long) chain->signed_through);
        }
      if (chain && chain->head)
        {
          g_string_append_c (s, '\n');
          /* Translators: the chain's head, to compare with the one printed on an envelope face */
          g_string_append_printf (s, _("Head %s"), chain->head);
        }
      v->subtitle = g_string_free (g_steal_pointer (&s), FALSE);
      return v;
    }
  if (error && g_error_matches (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_BROKEN))
    {
      v->kind = ADJ_TIMELINE_BROKEN;
      v->icon_name = "dialog-warning-symbolic";
      v->bad_seq = check ? check->bad_seq : 0;
      v->title = v->bad_seq > 0
                 /* Translators: %lld is the row's number in the custody log, as log verify's bad_row */
                 ? g_strdup_printf (_("Custody Log Broken at Entry %lld"), (long long) v->bad_seq)
                 : g_strdup (_("Custody Log Broken"));
      v->subtitle = g_strdup (error->message);
      return v;
    }
  v->kind = ADJ_TIMELINE_UNCHECKED;
  v->icon_name = "dialog-warning-symbolic";
  v->title = g_strdup (_("Custody Log Not Checked"));
  v->subtitle = g_strdup (error ? error->message : "");
  return v;
}

/* ---- the widget ------------------------------------------------------------- */

struct _AdjCustodyTimeline
{
  GtkWidget           parent_instance;

  GCancellable       *verifying;
  GPtrArray          *lists;     /* the sessions' GtkListBox, to mark a broken row */
  GPtrArray          *entries;   /* AdjCustodyEntry of every row, in the lists' order */
  AdjTimelineVerdictKind verdict;

  /* Template children */
  GtkWidget          *group;
  AdwActionRow       *verdict_row;
  GtkStack           *verdict_icon_stack;
  GtkImage           *verdict_icon;
  GtkBox             *sessions;
};

G_DEFINE_FINAL_TYPE (AdjCustodyTimeline, adj_custody_timeline, GTK_TYPE_WIDGET)

static GtkWidget *
row_widget (const AdjTimelineRow *r)
{
  GtkWidget *row = adw_action_row_new ();
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), r->title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), r->subtitle);
  GtkWidget *icon = gtk_image_new_from_icon_name (r->icon_name);
  gtk_widget_add_css_class (icon, "timeline-icon");
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
  if (r->broken)
    {
      GtkWidget *mark = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
      gtk_widget_add_css_class (mark, "error");
      gtk_widget_set_tooltip_text (mark, _("The verification found this entry changed"));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), mark);
      gtk_widget_add_css_class (icon, "error");
    }
  g_object_set_data (G_OBJECT (row), "broken", GINT_TO_POINTER (r->broken));
  return row;
}

static void
clear_sessions (AdjCustodyTimeline *self)
{
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->sessions))))
    gtk_box_remove (self->sessions, child);
  g_ptr_array_set_size (self->lists, 0);
  g_ptr_array_set_size (self->entries, 0);
}

static void
fill_rows (AdjCustodyTimeline *self, gint64 bad_seq)
{
  g_autoptr(GTimeZone) zone = g_time_zone_new_local ();
  guint k = 0;
  for (guint i = 0; i < self->lists->len; i++)
    {
      GtkListBox *list = self->lists->pdata[i];
      GtkWidget *child;
      while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))))
        gtk_list_box_remove (list, child);
      guint n = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (list), "n-entries"));
      for (guint j = 0; j < n; j++, k++)
        {
          g_autoptr(AdjTimelineRow) r = adj_timeline_row_new (self->entries->pdata[k], zone, bad_seq);
          gtk_list_box_append (list, row_widget (r));
        }
      if (n == 0)
        {
          GtkWidget *row = adw_action_row_new ();
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("No entries"));
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Nothing was recorded about this envelope."));
          gtk_list_box_append (list, row);
        }
    }
}

static void
show_verdict (AdjCustodyTimeline *self, const AdjTimelineVerdict *v)
{
  self->verdict = v->kind;
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->verdict_row), v->title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->verdict_row), v->subtitle);
  gtk_image_set_from_icon_name (self->verdict_icon, v->icon_name);
  gtk_stack_set_visible_child_name (self->verdict_icon_stack, v->kind == ADJ_TIMELINE_CHECKING ? "spinner" : "icon");
  const char *classes[] = { "success", "error", "warning" };
  for (guint i = 0; i < G_N_ELEMENTS (classes); i++)
    gtk_widget_remove_css_class (GTK_WIDGET (self->verdict_icon), classes[i]);
  if (v->kind != ADJ_TIMELINE_CHECKING)
    gtk_widget_add_css_class (GTK_WIDGET (self->verdict_icon),
                              v->kind == ADJ_TIMELINE_VALID ? "success" : v->kind == ADJ_TIMELINE_BROKEN ? "error" : "warning");
}

/* What one verification needs, handed to its thread. */
typedef struct {
  char *path;
  char *event;
} VerifyJob;

static void
verify_job_free (VerifyJob *job)
{
  /* The location may hold a server's password: not left in freed memory. */
  adj_secret_free (job->path);
  g_free (job->event);
  g_free (job);
}

static void
verify_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  VerifyJob *job = data;
  g_autoptr(GError) error = NULL;
  /* A connection of its own, read-only: the window's stays free, and a
   * verification can never write. */
  g_autoptr(AdjStore) store = adj_store_open_full (job->path, ADJ_STORE_OPEN_READ_ONLY, &error);
  AdjCustodyCheck check = { 0 };
  gboolean valid = store && adj_custody_check (store, job->event, &check, &error);
  AdjTimelineVerdict *verdict = adj_timeline_verdict_new (job->event, valid, store ? &check : NULL,
                                                          valid ? NULL : error);
  adj_custody_check_clear (&check);
  g_task_return_pointer (task, verdict, (GDestroyNotify) adj_timeline_verdict_free);
}

static void
verify_finished (GObject *source, GAsyncResult *result, gpointer data)
{
  AdjCustodyTimeline *self = ADJ_CUSTODY_TIMELINE (source);
  GCancellable *cancellable = g_task_get_cancellable (G_TASK (result));
  g_autoptr(AdjTimelineVerdict) verdict = g_task_propagate_pointer (G_TASK (result), NULL);

  /* Another game shown since, or the widget gone: not this answer's place. */
  if (g_cancellable_is_cancelled (cancellable) || verdict == NULL)
    return;
  show_verdict (self, verdict);
  if (verdict->bad_seq > 0)
    fill_rows (self, verdict->bad_seq);
}

void
adj_custody_timeline_show (AdjCustodyTimeline *self, AdjStore *store, const char *event, const gint64 *envelopes,
                           guint n)
{
  g_return_if_fail (ADJ_IS_CUSTODY_TIMELINE (self));
  g_return_if_fail (store == NULL || ADJ_IS_STORE (store));
  g_return_if_fail (envelopes != NULL || n == 0);

  g_cancellable_cancel (self->verifying);
  g_clear_object (&self->verifying);
  clear_sessions (self);
  if (store == NULL)
    return;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) entries = adj_custody_list (store, envelopes[i], &error);
      if (n > 1)
        {
          /* Translators: the envelope of a game's first, second … session */
          g_autofree char *heading = g_strdup_printf (_("Session %u"), i + 1);
          GtkWidget *label = gtk_label_new (heading);
          gtk_label_set_xalign (GTK_LABEL (label), 0);
          gtk_widget_add_css_class (label, "heading");
          gtk_widget_set_margin_top (label, i > 0 ? 12 : 0);
          gtk_box_append (self->sessions, label);
        }
      GtkWidget *list = gtk_list_box_new ();
      gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
      gtk_widget_add_css_class (list, "boxed-list");
      gtk_box_append (self->sessions, list);
      g_ptr_array_add (self->lists, list);
      guint count = entries ? entries->len : 0;
      g_object_set_data (G_OBJECT (list), "n-entries", GUINT_TO_POINTER (count));
      if (entries)
        g_ptr_array_extend_and_steal (self->entries, g_steal_pointer (&entries));
      else
        g_warning ("reading the custody log of envelope %" G_GINT64_FORMAT ": %s", envelopes[i], error->message);
    }
  fill_rows (self, 0);

  g_autoptr(AdjTimelineVerdict) checking = adj_timeline_verdict_new (event, FALSE, NULL, NULL);
  show_verdict (self, checking);
  VerifyJob *job = g_new0 (VerifyJob, 1);
  /* Its own connection, to the archive as opened (a server's password too). */
  job->path = adj_store_dup_location (store);
  job->event = g_strdup (event ? event : "");
  self->verifying = g_cancellable_new ();
  g_autoptr(GTask) task = g_task_new (self, self->verifying, verify_finished, NULL);
  g_task_set_source_tag (task, adj_custody_timeline_show);
  /* The answer is shown even when another was asked for meanwhile only if
   * it is still this one's: verify_finished looks at the cancellable. */
  g_task_set_check_cancellable (task, FALSE);
  g_task_set_task_data (task, job, (GDestroyNotify) verify_job_free);
  g_task_run_in_thread (task, verify_thread);
}

AdjTimelineVerdictKind
adj_custody_timeline_get_verdict (AdjCustodyTimeline *self)
{
  g_return_val_if_fail (ADJ_IS_CUSTODY_TIMELINE (self), ADJ_TIMELINE_UNCHECKED);
  return self->verdict;
}

GtkWidget *
adj_custody_timeline_new (void)
{
  return g_object_new (ADJ_TYPE_CUSTODY_TIMELINE, NULL);
}

static void
adj_custody_timeline_dispose (GObject *object)
{
  AdjCustodyTimeline *self = ADJ_CUSTODY_TIMELINE (object);

  g_cancellable_cancel (self->verifying);
  g_clear_object (&self->verifying);
  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_CUSTODY_TIMELINE);
  g_clear_pointer (&self->lists, g_ptr_array_unref);
  g_clear_pointer (&self->entries, g_ptr_array_unref);

  G_OBJECT_CLASS (adj_custody_timeline_parent_class)->dispose (object);
}

static void
adj_custody_timeline_class_init (AdjCustodyTimelineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_custody_timeline_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjourn/Adjourn/archive/adj-custody-timeline.ui");
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_bind_template_child (widget_class, AdjCustodyTimeline, group);
  gtk_widget_class_bind_template_child (widget_class, AdjCustodyTimeline, verdict_row);
  gtk_widget_class_bind_template_child (widget_class, AdjCustodyTimeline, verdict_icon_stack);
  gtk_widget_class_bind_template_child (widget_class, AdjCustodyTimeline, verdict_icon);
  gtk_widget_class_bind_template_child (widget_class, AdjCustodyTimeline, sessions);
}

static void
adj_custody_timeline_init (AdjCustodyTimeline *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The lists are children of the sessions box, which owns them. */
  self->lists = g_ptr_array_new ();
  self->entries = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_custody_entry_free);
  self->verdict = ADJ_TIMELINE_UNCHECKED;
}
