/* adj-seal-check-step.c — sealing, step 6: the arbiter's check
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-seal-check-step"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "adj-clock.h"
#include "adj-compat.h"
#include "adj-envelope-check.h"
#include "adj-seal-assistant.h"
#include "adj-seal-check-step.h"
#include "adj-seal-instant.h"

struct _AdjSealCheckStep
{
  AdjStep              parent_instance;

  /* What the last check found (NULL before the first), and its rows. */
  GPtrArray           *problems;
  GPtrArray           *problem_rows;

  /* Template children */
  AdwPreferencesGroup *problems_group;
  AdwPreferencesGroup *summary_group;
  AdwActionRow        *summary_game_row;
  AdwActionRow        *summary_players_row;
  AdwActionRow        *summary_sealer_row;
  AdwActionRow        *summary_clocks_row;
  AdwActionRow        *summary_resumption_row;
};

G_DEFINE_FINAL_TYPE (AdjSealCheckStep, adj_seal_check_step, ADJ_TYPE_STEP)

static void
problem_row_activated (AdwActionRow *row, AdjSealCheckStep *self)
{
  AdjSealStep step = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "adj-step"));
  gtk_widget_activate_action (GTK_WIDGET (self), "seal.go-to", "i", (int) step);
}

static void
clear_problem_rows (AdjSealCheckStep *self)
{
  for (guint i = 0; i < self->problem_rows->len; i++)
    adw_preferences_group_remove (self->problems_group, g_ptr_array_index (self->problem_rows, i));
  g_ptr_array_set_size (self->problem_rows, 0);
}

static void
add_problem_row (AdjSealCheckStep *self, const char *title, const char *subtitle, AdjSealStep step, gboolean error)
{
  AdwActionRow *row = ADW_ACTION_ROW (adw_action_row_new ());
  /* a problem may quote what was typed */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_title_lines (row, 0);
  if (subtitle)
    adw_action_row_set_subtitle (row, subtitle);
  GtkWidget *icon = gtk_image_new_from_icon_name (error ? "dialog-warning-symbolic" : "emblem-ok-symbolic");
  gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  error ? _("Problem") : _("No problem"), -1);
  adw_action_row_add_prefix (row, icon);
  if (error)
    {
      gtk_widget_add_css_class (GTK_WIDGET (row), "error");
      if (step < ADJ_SEAL_STEP_CHECK)
        {
          gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
          adw_action_row_add_suffix (row, gtk_image_new_from_icon_name ("go-next-symbolic"));
          g_object_set_data (G_OBJECT (row), "adj-step", GINT_TO_POINTER (step));
          g_signal_connect (row, "activated", G_CALLBACK (problem_row_activated), self);
        }
    }
  else
    gtk_widget_add_css_class (GTK_WIDGET (row), "success");
  adw_preferences_group_add (self->problems_group, GTK_WIDGET (row));
  g_ptr_array_add (self->problem_rows, row);
}

static char *
summary_or_dash (const char *text)
{
  /* Translators: shown for a field left empty */
  return g_strdup (text && *text ? text : _("not given"));
}

static void
fill_summary (AdjSealCheckStep *self, const AdjProfile *profile, AdjEnvelope *env, gboolean digital)
{
  g_autofree char *event = summary_or_dash (adj_envelope_get_event (env));
  g_autofree char *round = summary_or_dash (adj_envelope_get_round (env));
  g_autofree char *board = summary_or_dash (adj_envelope_get_board (env));
  /* Translators: event, round and board: "Club championship, round 5, board 3" */
  g_autofree char *game = g_strdup_printf (_("%s, round %s, board %s"), event, round, board);
  adw_action_row_set_subtitle (self->summary_game_row, game);

  g_autofree char *white = summary_or_dash (adj_envelope_get_player (env, CHESS_WHITE));
  g_autofree char *black = summary_or_dash (adj_envelope_get_player (env, CHESS_BLACK));
  /* Translators: the two players, White first */
  g_autofree char *players = g_strdup_printf (_("%s – %s"), white, black);
  adw_action_row_set_subtitle (self->summary_players_row, players);

  int sealer = adj_envelope_get_sealer (env);
  int number = adj_envelope_get_sealed_move_number (env);
  g_autofree char *sealed = NULL;
  if (sealer == CHESS_WHITE && number > 0)
    sealed = g_strdup_printf (_("White, move %d"), number);
  else if (sealer == CHESS_BLACK && number > 0)
    sealed = g_strdup_printf (_("Black, move %d"), number);
  else
    sealed = summary_or_dash (NULL);
  if (digital)
    {
      char *more = g_strconcat (sealed, "\n", _("Typed here and stored encrypted"), NULL);
      g_free (sealed);
      sealed = more;
    }
  adw_action_row_set_subtitle (self->summary_sealer_row, sealed);

  g_autofree char *tw = NULL, *tb = NULL;
  gint64 w = adj_envelope_get_time_used (env, CHESS_WHITE);
  gint64 b = adj_envelope_get_time_used (env, CHESS_BLACK);
  tw = w >= 0 ? adj_clock_format_seconds (w) : summary_or_dash (NULL);
  tb = b >= 0 ? adj_clock_format_seconds (b) : summary_or_dash (NULL);
  g_autofree char *clocks = g_strdup_printf (_("White %s, Black %s"), tw, tb);
  g_autoptr(GDateTime) adjourned = adj_envelope_get_moment (env, ADJ_ENVELOPE_ADJOURNED_AT);
  g_autoptr(GDateTime) end = adj_envelope_get_moment (env, ADJ_ENVELOPE_SESSION_END);
  g_autofree char *charge = adj_profile_early_charge_text (profile, sealer, adjourned, end,
                                                           sealer == CHESS_WHITE ? w : sealer == CHESS_BLACK ? b : -1);
  if (charge)
    {
      char *more = g_strconcat (clocks, "\n", charge, NULL);
      g_free (clocks);
      clocks = more;
    }
  adw_action_row_set_subtitle (self->summary_clocks_row, clocks);

  g_autoptr(GDateTime) at = adj_envelope_get_moment (env, ADJ_ENVELOPE_RESUMPTION_AT);
  g_autofree char *when = at ? adj_seal_format_instant (at) : summary_or_dash (NULL);
  g_autofree char *where = summary_or_dash (adj_envelope_get_resumption_place (env));
  /* Translators: resumption date and time, then its place */
  g_autofree char *resumption = g_strdup_printf (_("%s, %s"), when, where);
  adw_action_row_set_subtitle (self->summary_resumption_row, resumption);
}

void
adj_seal_check_step_show_check (AdjSealCheckStep *self,
                                const AdjProfile *profile,
                                AdjEnvelope      *envelope,
                                GPtrArray        *problems,
                                gboolean          digital)
{
  g_return_if_fail (ADJ_IS_SEAL_CHECK_STEP (self));
  g_return_if_fail (profile != NULL);
  g_return_if_fail (envelope == NULL || ADJ_IS_ENVELOPE (envelope));
  g_return_if_fail (problems != NULL);

  clear_problem_rows (self);
  g_ptr_array_ref (problems);
  g_clear_pointer (&self->problems, g_ptr_array_unref);
  self->problems = problems;

  const char *article = adj_profile_article (profile, ADJ_DECISION_ENVELOPE_ACCURACY);
  g_autofree char *description = article
    ? g_strdup_printf (_("The arbiter checks that the envelope is complete and accurate (%s)."), article)
    : NULL;
  adj_compat_preferences_group_set_description_text (self->problems_group, description);

  if (envelope)
    fill_summary (self, profile, envelope, digital);
  gtk_widget_set_visible (GTK_WIDGET (self->summary_group), envelope != NULL);

  for (guint i = 0; i < problems->len; i++)
    {
      AdjEnvelopeProblem *p = g_ptr_array_index (problems, i);
      g_autofree char *message = adj_step_sentence (p->message);
      g_autofree char *subtitle = NULL;
      if (p->key && *p->key && p->article)
        /* Translators: an envelope key and the article that requires it: "sealer — I.2.4" */
        subtitle = g_strdup_printf (_("%s — %s"), p->key, p->article);
      else if (p->key && *p->key)
        subtitle = g_strdup (p->key);
      add_problem_row (self, message, subtitle, adj_seal_step_for_field (p->field), TRUE);
    }
  if (problems->len == 0)
    add_problem_row (self, _("Nothing to correct"), _("The envelope is complete for these rules."),
                     ADJ_SEAL_STEP_CHECK, FALSE);
}

void
adj_seal_check_step_show_error (AdjSealCheckStep *self,
                                const char       *message,
                                const char       *detail)
{
  g_return_if_fail (ADJ_IS_SEAL_CHECK_STEP (self));
  g_return_if_fail (message != NULL);

  /* Sealing starts only when the check found nothing: its "Nothing to
   * correct" would now contradict the error. */
  clear_problem_rows (self);
  add_problem_row (self, message, detail, ADJ_SEAL_STEP_CHECK, TRUE);
}

static gboolean
adj_seal_check_step_is_complete (AdjStep *step)
{
  AdjSealCheckStep *self = ADJ_SEAL_CHECK_STEP (step);

  return self->problems != NULL && self->problems->len == 0;
}

static void
adj_seal_check_step_dispose (GObject *object)
{
  AdjSealCheckStep *self = ADJ_SEAL_CHECK_STEP (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_SEAL_CHECK_STEP);
  g_clear_pointer (&self->problems, g_ptr_array_unref);
  g_clear_pointer (&self->problem_rows, g_ptr_array_unref);

  G_OBJECT_CLASS (adj_seal_check_step_parent_class)->dispose (object);
}

static void
adj_seal_check_step_class_init (AdjSealCheckStepClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  AdjStepClass *step_class = ADJ_STEP_CLASS (klass);

  object_class->dispose = adj_seal_check_step_dispose;
  /* The keyboard goes to the frame's Seal. */
  step_class->is_complete = adj_seal_check_step_is_complete;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjourn/Adjourn/sealing/adj-seal-check-step.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjSealCheckStep, problems_group);
  gtk_widget_class_bind_template_child (widget_class, AdjSealCheckStep, summary_group);
  gtk_widget_class_bind_template_child (widget_class, AdjSealCheckStep, summary_game_row);
  gtk_widget_class_bind_template_child (widget_class, AdjSealCheckStep, summary_players_row);
  gtk_widget_class_bind_template_child (widget_class, AdjSealCheckStep, summary_sealer_row);
  gtk_widget_class_bind_template_child (widget_class, AdjSealCheckStep, summary_clocks_row);
  gtk_widget_class_bind_template_child (widget_class, AdjSealCheckStep, summary_resumption_row);
}

static void
adj_seal_check_step_init (AdjSealCheckStep *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->problem_rows = g_ptr_array_new ();
}
