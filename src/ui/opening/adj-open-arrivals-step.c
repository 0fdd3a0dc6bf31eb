/* adj-open-arrivals-step.c — the resumption desk: who arrived when, and what the rules say now
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-open-arrivals-step"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "adj-clock.h"
#include "adj-open-arrivals-step.h"

/* How often the engine is asked again while a player is awaited. */
#define REFRESH_SECONDS 5

struct _AdjOpenArrivalsStep
{
  AdjStep          parent_instance;

  char            *names[2];
  /* The desk clock's zero, in seconds since the epoch. */
  gint64           origin;
  guint            tick_id;
  guint            ticks;
  /* The last answer's default time (-1: none), for the countdown. */
  gint64           default_at;
  gboolean         updating;

  /* Template children */
  GtkLabel        *clock_label;
  GtkLabel        *clock_caption;
  AdwActionRow    *white_row;
  AdwActionRow    *black_row;
  GtkEntry        *white_entry;
  GtkEntry        *black_entry;
  GtkToggleButton *white_absent;
  GtkToggleButton *black_absent;
  AdwComboRow     *before_row;
  GtkLabel        *arrival_error;
  AdwActionRow    *status_row;
  AdwActionRow    *clock_row;
  AdwActionRow    *default_row;
  AdwActionRow    *envelope_row;
  AdwActionRow    *articles_row;
  GtkLabel        *explanation_label;
};

G_DEFINE_FINAL_TYPE (AdjOpenArrivalsStep, adj_open_arrivals_step, ADJ_TYPE_STEP)

static gint64
wall_seconds (void)
{
  return g_get_real_time () / G_USEC_PER_SEC;
}

gint64
adj_open_arrivals_step_get_elapsed (AdjOpenArrivalsStep *self)
{
  g_return_val_if_fail (ADJ_IS_OPEN_ARRIVALS_STEP (self), 0);
  return MAX (0, wall_seconds () - self->origin);
}

static void
show_clock (AdjOpenArrivalsStep *self)
{
  gint64 now = wall_seconds ();
  if (now < self->origin)
    {
      g_autofree char *left = adj_clock_format_seconds (self->origin - now);
      g_autofree char *caption = g_strdup_printf (_("The resumption starts in %s"), left);
      gtk_label_set_text (self->clock_label, "0:00:00");
      gtk_label_set_text (self->clock_caption, caption);
    }
  else
    {
      g_autofree char *clock = adj_clock_format_seconds (now - self->origin);
      gtk_label_set_text (self->clock_label, clock);
      gtk_label_set_text (self->clock_caption, _("since the start of the resumption"));
    }
  if (self->default_at >= 0)
    {
      gint64 left = self->default_at - adj_open_arrivals_step_get_elapsed (self);
      g_autofree char *at = adj_open_format_offset (self->default_at);
      g_autofree char *rest = adj_clock_format_seconds (MAX (left, 0));
      g_autofree char *text = left > 0
        /* Translators: minutes:seconds after the start, then the time left. */
        ? g_strdup_printf (_("At %s after the start, in %s"), at, rest)
        : g_strdup_printf (_("At %s after the start: passed"), at);
      adw_action_row_set_subtitle (self->default_row, text);
    }
}

void
adj_open_arrivals_step_set_envelope (AdjOpenArrivalsStep *self,
                                     AdjEnvelope         *envelope,
                                     GDateTime           *resumption)
{
  g_return_if_fail (ADJ_IS_OPEN_ARRIVALS_STEP (self));
  g_return_if_fail (ADJ_IS_ENVELOPE (envelope));

  for (int side = CHESS_WHITE; side <= CHESS_BLACK; side++)
    {
      g_free (self->names[side]);
      self->names[side] = g_strdup (adj_envelope_get_player (envelope, side));
    }
  adw_action_row_set_subtitle (self->white_row, self->names[CHESS_WHITE]);
  adw_action_row_set_subtitle (self->black_row, self->names[CHESS_BLACK]);
  gint64 now = wall_seconds ();
  self->origin = resumption ? MAX (g_date_time_to_unix (resumption), now) : now;
  show_clock (self);
}

/* The arrival typed or chosen for one player; FALSE when it does not read. */
static gboolean
read_arrival (GtkEntry *entry, GtkToggleButton *absent, AdjArrival *arrival)
{
  arrival->kind = ADJ_ARRIVAL_PENDING;
  arrival->at = 0;
  if (gtk_toggle_button_get_active (absent))
    {
      arrival->kind = ADJ_ARRIVAL_ABSENT;
      adj_step_mark (entry, FALSE);
      return TRUE;
    }
  g_autofree char *text = adj_step_dup_text (entry);
  gboolean ok = text == NULL || adj_open_parse_offset (text, &arrival->at);
  if (text && ok)
    arrival->kind = ADJ_ARRIVAL_AT;
  adj_step_mark (entry, !ok);
  return ok;
}

gboolean
adj_open_arrivals_step_get_facts (AdjOpenArrivalsStep *self,
                                  AdjOpenFacts        *facts)
{
  g_return_val_if_fail (ADJ_IS_OPEN_ARRIVALS_STEP (self), FALSE);
  g_return_val_if_fail (facts != NULL, FALSE);

  memset (facts, 0, sizeof *facts);
  gboolean ok = read_arrival (self->white_entry, self->white_absent, &facts->arrival[CHESS_WHITE]);
  ok &= read_arrival (self->black_entry, self->black_absent, &facts->arrival[CHESS_BLACK]);
  adj_step_say (self->arrival_error,
                ok ? NULL : _("Type the time of arrival as minutes and seconds after the start, as 12:30."));
  facts->before_opening = (AdjDeskBeforeOpening) adw_combo_row_get_selected (self->before_row);
  facts->now = adj_open_arrivals_step_get_elapsed (self);
  return ok;
}

void
adj_open_arrivals_step_show_answer (AdjOpenArrivalsStep *self,
                                    const AdjOutcome    *o,
                                    const GError        *error)
{
  g_return_if_fail (ADJ_IS_OPEN_ARRIVALS_STEP (self));

  self->default_at = o ? o->default_at : -1;
  gtk_widget_set_visible (GTK_WIDGET (self->default_row), self->default_at >= 0);
  gtk_widget_set_visible (GTK_WIDGET (self->clock_row), o != NULL);
  if (!o)
    {
      gboolean wants_move = adj_open_error_wants_move (error);
      gboolean wants_reply = g_error_matches (error, ADJ_RESUME_ERROR, ADJ_RESUME_ERROR_REPLY_NEEDED);
      adw_action_row_set_subtitle (self->status_row,
                                   wants_reply ? _("The sealed reply is opened now")
                                   : wants_move ? _("The envelope is opened now") : _("No answer for these facts"));
      adw_action_row_set_subtitle (self->envelope_row,
                                   wants_reply ? _("Opened; the reply’s envelope is to be opened")
                                   : wants_move ? _("To be opened: its move decides what follows") : "—");
      adw_action_row_set_subtitle (self->articles_row, "—");
      /* The engine's refusal only says that the move is needed: what that
       * means at the desk, rather than the key it names. */
      g_autofree char *message = error && !wants_move ? adj_step_sentence (error->message) : NULL;
      gtk_label_set_text (self->explanation_label,
                          wants_reply ? _("The sealer has arrived: open the envelope of the reply in front of the "
                                          "players, and the reply decides what follows.")
                          : wants_move ? _("The player who must be present for the opening is here: open the "
                                           "envelope in front of the players, and its move decides what follows.")
                          : message ? message : "");
      return;
    }
  g_autofree char *status = adj_open_describe_status (o, (const char *const *) self->names);
  g_autofree char *clock = adj_open_describe_clock (o);
  g_autofree char *articles = adj_open_describe_articles (o);
  adw_action_row_set_subtitle (self->status_row, status);
  adw_action_row_set_subtitle (self->clock_row, clock);
  adw_action_row_set_subtitle (self->envelope_row,
                               o->judged ? _("Opened")
                               : o->may_open ? _("May be opened now") : _("Stays closed"));
  adw_action_row_set_subtitle (self->articles_row, articles ? articles : "—");
  gtk_label_set_text (self->explanation_label, o->explanation ? o->explanation : "");
  show_clock (self);
}

static void
fact_changed (AdjOpenArrivalsStep *self)
{
  if (self->updating)
    return;
  gtk_widget_set_sensitive (GTK_WIDGET (self->white_entry), !gtk_toggle_button_get_active (self->white_absent));
  gtk_widget_set_sensitive (GTK_WIDGET (self->black_entry), !gtk_toggle_button_get_active (self->black_absent));
  adj_step_changed (ADJ_STEP (self));
}

static void
stamp (AdjOpenArrivalsStep *self, GtkEntry *entry, GtkToggleButton *absent)
{
  g_autofree char *at = adj_open_format_offset (adj_open_arrivals_step_get_elapsed (self));
  self->updating = TRUE;
  gtk_toggle_button_set_active (absent, FALSE);
  gtk_editable_set_text (GTK_EDITABLE (entry), at);
  self->updating = FALSE;
  fact_changed (self);
}

static void
arrived_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  AdjOpenArrivalsStep *self = ADJ_OPEN_ARRIVALS_STEP (widget);
  if (g_str_equal (g_variant_get_string (parameter, NULL), "white"))
    stamp (self, self->white_entry, self->white_absent);
  else
    stamp (self, self->black_entry, self->black_absent);
}

static gboolean
tick (gpointer data)
{
  AdjOpenArrivalsStep *self = data;

  show_clock (self);
  /* Facts known up to now change as time passes while someone is awaited. */
  if (++self->ticks % REFRESH_SECONDS == 0)
    {
      AdjOpenFacts facts;
      if (adj_open_arrivals_step_get_facts (self, &facts) && !adj_open_facts_complete (&facts))
        adj_step_changed (ADJ_STEP (self));
    }
  return G_SOURCE_CONTINUE;
}

static void
adj_open_arrivals_step_map (GtkWidget *widget)
{
  AdjOpenArrivalsStep *self = ADJ_OPEN_ARRIVALS_STEP (widget);

  GTK_WIDGET_CLASS (adj_open_arrivals_step_parent_class)->map (widget);
  if (self->tick_id == 0)
    self->tick_id = g_timeout_add_seconds (1, tick, self);
  show_clock (self);
}

static void
adj_open_arrivals_step_unmap (GtkWidget *widget)
{
  AdjOpenArrivalsStep *self = ADJ_OPEN_ARRIVALS_STEP (widget);

  g_clear_handle_id (&self->tick_id, g_source_remove);
  GTK_WIDGET_CLASS (adj_open_arrivals_step_parent_class)->unmap (widget);
}

static gboolean
adj_open_arrivals_step_is_complete (AdjStep *step)
{
  AdjOpenFacts facts;
  return adj_open_arrivals_step_get_facts (ADJ_OPEN_ARRIVALS_STEP (step), &facts);
}

static GtkWidget *
adj_open_arrivals_step_get_first_field (AdjStep *step)
{
  return GTK_WIDGET (ADJ_OPEN_ARRIVALS_STEP (step)->white_entry);
}

static void
adj_open_arrivals_step_dispose (GObject *object)
{
  AdjOpenArrivalsStep *self = ADJ_OPEN_ARRIVALS_STEP (object);

  g_clear_handle_id (&self->tick_id, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_OPEN_ARRIVALS_STEP);
  g_clear_pointer (&self->names[CHESS_WHITE], g_free);
  g_clear_pointer (&self->names[CHESS_BLACK], g_free);

  G_OBJECT_CLASS (adj_open_arrivals_step_parent_class)->dispose (object);
}

static void
adj_open_arrivals_step_class_init (AdjOpenArrivalsStepClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  AdjStepClass *step_class = ADJ_STEP_CLASS (klass);

  object_class->dispose = adj_open_arrivals_step_dispose;
  widget_class->map = adj_open_arrivals_step_map;
  widget_class->unmap = adj_open_arrivals_step_unmap;
  step_class->is_complete = adj_open_arrivals_step_is_complete;
  step_class->get_first_field = adj_open_arrivals_step_get_first_field;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjourn/Adjourn/opening/adj-open-arrivals-step.ui");
#define CHILD(name) gtk_widget_class_bind_template_child (widget_class, AdjOpenArrivalsStep, name)
  CHILD (clock_label);
  CHILD (clock_caption);
  CHILD (white_row);
  CHILD (black_row);
  CHILD (white_entry);
  CHILD (black_entry);
  CHILD (white_absent);
  CHILD (black_absent);
  CHILD (before_row);
  CHILD (arrival_error);
  CHILD (status_row);
  CHILD (clock_row);
  CHILD (default_row);
  CHILD (envelope_row);
  CHILD (articles_row);
  CHILD (explanation_label);
#undef CHILD
  gtk_widget_class_bind_template_callback (widget_class, fact_changed);

  gtk_widget_class_install_action (widget_class, "arrivals.arrived", "s", arrived_action);
}

static void
adj_open_arrivals_step_init (AdjOpenArrivalsStep *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->default_at = -1;
  self->origin = wall_seconds ();
}
