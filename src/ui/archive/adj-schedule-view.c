/* adj-schedule-view.c — the resumption schedule: what resumes when and where
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-schedule-view"

#include "config.h"

#include <glib/gi18n.h>

#include "adj-schedule-view.h"

struct _AdjScheduleView
{
  GtkWidget    parent_instance;

  GListModel  *schedule;

  /* Template children */
  GtkStack    *schedule_stack;
  GtkListView *list_view;
  AdwStatusPage *empty_page;
};

G_DEFINE_FINAL_TYPE (AdjScheduleView, adj_schedule_view, GTK_TYPE_WIDGET)

enum {
  GAME_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* A resumption clicked (or Enter on it): its game, for the window to show. */
static void
row_activated (AdjScheduleView *self, guint position)
{
  g_autoptr(AdjArchiveItem) item = self->schedule ? g_list_model_get_item (self->schedule, position) : NULL;
  if (!item || adj_archive_item_get_kind (item) == ADJ_ARCHIVE_ITEM_DAY)
    return;
  g_signal_emit (self, signals[GAME_ACTIVATED], 0, adj_archive_item_get_row (item)->info->id);
}

static void
setup_row (GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer user_data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *time = gtk_label_new (NULL);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *subtitle = gtk_label_new (NULL);
  GtkWidget *mark = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (time), 0);
  gtk_label_set_width_chars (GTK_LABEL (time), 5);
  gtk_widget_set_valign (time, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (time, "numeric");
  gtk_widget_add_css_class (time, "schedule-time");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (title), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (subtitle), 0);
  gtk_label_set_wrap (GTK_LABEL (subtitle), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (subtitle), PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (subtitle, "dim-label");
  gtk_widget_add_css_class (subtitle, "caption");
  gtk_widget_set_hexpand (texts, TRUE);
  gtk_widget_set_valign (texts, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (mark, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (mark, "state-pill");
  gtk_box_append (GTK_BOX (texts), title);
  gtk_box_append (GTK_BOX (texts), subtitle);
  gtk_box_append (GTK_BOX (box), time);
  gtk_box_append (GTK_BOX (box), texts);
  gtk_box_append (GTK_BOX (box), mark);
  g_object_set_data (G_OBJECT (box), "time", time);
  g_object_set_data (G_OBJECT (box), "title", title);
  g_object_set_data (G_OBJECT (box), "subtitle", subtitle);
  g_object_set_data (G_OBJECT (box), "mark", mark);
  gtk_list_item_set_child (list_item, box);
}

static void
bind_row (GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer user_data)
{
  AdjArchiveItem *item = gtk_list_item_get_item (list_item);
  GtkWidget *box = gtk_list_item_get_child (list_item);
  GtkWidget *time = g_object_get_data (G_OBJECT (box), "time");
  GtkWidget *title = g_object_get_data (G_OBJECT (box), "title");
  GtkWidget *subtitle = g_object_get_data (G_OBJECT (box), "subtitle");
  GtkWidget *mark = g_object_get_data (G_OBJECT (box), "mark");
  gboolean day = adj_archive_item_get_kind (item) == ADJ_ARCHIVE_ITEM_DAY;

  /* A resumption opens its game; a day's heading is only a heading. */
  gtk_list_item_set_activatable (list_item, !day);
  gtk_list_item_set_selectable (list_item, FALSE);
  gtk_label_set_label (GTK_LABEL (title), adj_archive_item_get_title (item));
  gtk_widget_set_visible (time, !day);
  gtk_widget_set_visible (subtitle, !day);
  for (const char *const *c = (const char *const[]) { "schedule-day", "schedule-entry", "overdue", "past", NULL }; *c; c++)
    {
      gtk_widget_remove_css_class (box, *c);
      gtk_widget_remove_css_class (mark, *c);
    }
  gtk_widget_remove_css_class (title, "heading");
  if (day)
    {
      gtk_widget_add_css_class (box, "schedule-day");
      gtk_widget_add_css_class (title, "heading");
      gtk_widget_set_visible (mark, FALSE);
      return;
    }
  gtk_widget_add_css_class (box, "schedule-entry");
  /* A day's entries read as one card: round its first and last corners. */
  AdjScheduleView *self = user_data;
  guint position = gtk_list_item_get_position (list_item);
  g_autoptr(AdjArchiveItem) before = position > 0 ? g_list_model_get_item (self->schedule, position - 1) : NULL;
  g_autoptr(AdjArchiveItem) after = g_list_model_get_item (self->schedule, position + 1);
  gtk_widget_remove_css_class (box, "first");
  gtk_widget_remove_css_class (box, "last");
  if (!before || adj_archive_item_get_kind (before) == ADJ_ARCHIVE_ITEM_DAY)
    gtk_widget_add_css_class (box, "first");
  if (!after || adj_archive_item_get_kind (after) == ADJ_ARCHIVE_ITEM_DAY)
    gtk_widget_add_css_class (box, "last");

  const AdjEnvelopeInfo *info = adj_archive_item_get_row (item)->info;
  g_autoptr(GDateTime) at = g_date_time_new_from_iso8601 (info->resumption_at, NULL);
  /* Translators: the time of a resumption, see g_date_time_format() */
  g_autofree char *hour = at ? g_date_time_format (at, _("%H:%M")) : g_strdup ("");
  gtk_label_set_label (GTK_LABEL (time), hour);

  g_autofree char *game = adj_archive_describe_where (info);
  const char *place = *info->resumption_place ? info->resumption_place : _("Place not set");
  g_autofree char *where = *game ? g_strconcat (game, "\n", place, NULL) : g_strdup (place);
  gtk_label_set_label (GTK_LABEL (subtitle), where);

  switch (adj_archive_item_get_mark (item))
    {
    case ADJ_SCHEDULE_UPCOMING:
      gtk_widget_set_visible (mark, FALSE);
      break;
    case ADJ_SCHEDULE_OVERDUE:
      /* Translators: a resumption whose time has passed with the envelope still closed */
      gtk_label_set_label (GTK_LABEL (mark), _("Overdue"));
      gtk_widget_add_css_class (mark, "overdue");
      gtk_widget_add_css_class (box, "overdue");
      gtk_widget_set_visible (mark, TRUE);
      break;
    case ADJ_SCHEDULE_PAST:
      /* Translators: a resumption that took place */
      gtk_label_set_label (GTK_LABEL (mark), _("Past"));
      gtk_widget_add_css_class (mark, "past");
      gtk_widget_add_css_class (box, "past");
      gtk_widget_set_visible (mark, TRUE);
      break;
    default:
      g_assert_not_reached ();
    }
}

GtkWidget *
adj_schedule_view_new (void)
{
  return g_object_new (ADJ_TYPE_SCHEDULE_VIEW, NULL);
}

void
adj_schedule_view_update (AdjScheduleView *self, AdjArchiveModel *model, GDateTime *now)
{
  g_return_if_fail (ADJ_IS_SCHEDULE_VIEW (self));
  g_return_if_fail (ADJ_IS_ARCHIVE_MODEL (model));

  g_autoptr(GDateTime) current = now ? g_date_time_ref (now) : g_date_time_new_now_local ();
  g_clear_object (&self->schedule);
  self->schedule = adj_archive_model_build_schedule (model, current);
  GtkNoSelection *selection = gtk_no_selection_new (g_object_ref (self->schedule));
  gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (selection));
  g_object_unref (selection);
  gtk_stack_set_visible_child_name (self->schedule_stack, g_list_model_get_n_items (self->schedule) ? "list" : "empty");
  /* Nothing found is not nothing scheduled. */
  gboolean searching = *adj_archive_model_get_filter (model) != '\0';
  adw_status_page_set_icon_name (self->empty_page, searching ? "system-search-symbolic" : "x-office-calendar-symbolic");
  adw_status_page_set_title (self->empty_page, searching ? _("No Results Found") : _("No Resumptions Scheduled"));
  adw_status_page_set_description (self->empty_page,
                                   searching ? _("No scheduled game matches every word of the search.")
                                             : _("When an envelope gives the date and time of its resumption, the game appears here, in the order of play."));
}

GListModel *
adj_schedule_view_get_schedule (AdjScheduleView *self)
{
  g_return_val_if_fail (ADJ_IS_SCHEDULE_VIEW (self), NULL);
  return self->schedule;
}

static void
adj_schedule_view_dispose (GObject *object)
{
  AdjScheduleView *self = ADJ_SCHEDULE_VIEW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_SCHEDULE_VIEW);
  g_clear_object (&self->schedule);

  G_OBJECT_CLASS (adj_schedule_view_parent_class)->dispose (object);
}

static void
adj_schedule_view_class_init (AdjScheduleViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_schedule_view_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjourn/Adjourn/archive/adj-schedule-view.ui");
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_bind_template_child (widget_class, AdjScheduleView, schedule_stack);
  gtk_widget_class_bind_template_child (widget_class, AdjScheduleView, list_view);
  gtk_widget_class_bind_template_child (widget_class, AdjScheduleView, empty_page);

  signals[GAME_ACTIVATED] = g_signal_new ("game-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                          NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT64);
}

static void
adj_schedule_view_init (AdjScheduleView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row), self);
  gtk_list_view_set_factory (self->list_view, factory);
  g_object_unref (factory);
  gtk_list_view_set_single_click_activate (self->list_view, TRUE);
  g_signal_connect_swapped (self->list_view, "activate", G_CALLBACK (row_activated), self);
}
