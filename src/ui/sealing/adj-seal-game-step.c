/* adj-seal-game-step.c — sealing, step 1: the rules, the event and the players
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-seal-game-step"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "adj-compat.h"
#include "adj-seal-game-step.h"

struct _AdjSealGameStep
{
  AdjStep      parent_instance;

  GSettings   *settings;

  /* Template children */
  AdwPreferencesGroup *event_group;
  AdwComboRow *profile_row;
  AdwEntryRow *event_row;
  AdwEntryRow *round_row;
  AdwEntryRow *board_row;
  AdwEntryRow *arbiter_row;
  AdwEntryRow *white_row;
  AdwEntryRow *black_row;
  GtkLabel    *names_error;
  GtkSwitch   *engine_switch;

  /* The rows typed into at least once: an empty one is marked only then,
   * not on a form just opened. */
  GHashTable  *touched;
};

G_DEFINE_FINAL_TYPE (AdjSealGameStep, adj_seal_game_step, ADJ_TYPE_STEP)

const AdjProfile *
adj_seal_game_step_get_profile (AdjSealGameStep *self)
{
  g_return_val_if_fail (ADJ_IS_SEAL_GAME_STEP (self), NULL);

  const AdjProfile *const *list = adj_profile_list ();
  guint i = adw_combo_row_get_selected (self->profile_row);
  guint n = 0;
  while (list[n])
    n++;
  return list[i < n ? i : 0];
}

char *
adj_seal_game_step_dup_event (AdjSealGameStep *self)
{
  g_return_val_if_fail (ADJ_IS_SEAL_GAME_STEP (self), NULL);
  return adj_step_dup_text (self->event_row);
}

char *
adj_seal_game_step_dup_round (AdjSealGameStep *self)
{
  g_return_val_if_fail (ADJ_IS_SEAL_GAME_STEP (self), NULL);
  return adj_step_dup_text (self->round_row);
}

char *
adj_seal_game_step_dup_board (AdjSealGameStep *self)
{
  g_return_val_if_fail (ADJ_IS_SEAL_GAME_STEP (self), NULL);
  return adj_step_dup_text (self->board_row);
}

char *
adj_seal_game_step_dup_arbiter (AdjSealGameStep *self)
{
  g_return_val_if_fail (ADJ_IS_SEAL_GAME_STEP (self), NULL);
  return adj_step_dup_text (self->arbiter_row);
}

char *
adj_seal_game_step_dup_player (AdjSealGameStep *self,
                               int              side)
{
  g_return_val_if_fail (ADJ_IS_SEAL_GAME_STEP (self), NULL);
  g_return_val_if_fail (side == CHESS_WHITE || side == CHESS_BLACK, NULL);
  return adj_step_dup_text (side == CHESS_WHITE ? self->white_row : self->black_row);
}

gboolean
adj_seal_game_step_get_engine_analysis_allowed (AdjSealGameStep *self)
{
  g_return_val_if_fail (ADJ_IS_SEAL_GAME_STEP (self), TRUE);
  return gtk_switch_get_active (self->engine_switch);
}

void
adj_seal_game_step_set_engine_analysis_allowed (AdjSealGameStep *self,
                                                gboolean         allowed)
{
  g_return_if_fail (ADJ_IS_SEAL_GAME_STEP (self));
  gtk_switch_set_active (self->engine_switch, allowed);
}

void
adj_seal_game_step_set_game (AdjSealGameStep  *self,
                             const AdjProfile *profile,
                             const char       *event,
                             const char       *round,
                             const char       *board,
                             const char       *white,
                             const char       *black,
                             const char       *note)
{
  g_return_if_fail (ADJ_IS_SEAL_GAME_STEP (self));
  g_return_if_fail (profile != NULL);

  const AdjProfile *const *list = adj_profile_list ();
  for (guint i = 0; list[i]; i++)
    if (list[i] == profile)
      adw_combo_row_set_selected (self->profile_row, i);
  /* The keyboard leaves the rows that are about to be kept as given (a
   * focused entry made insensitive never hears it lost the focus). */
  gtk_widget_grab_focus (GTK_WIDGET (self->arbiter_row));
  struct { AdwEntryRow *row; const char *text; } game[] = {
    { self->event_row, event }, { self->round_row, round }, { self->board_row, board },
    { self->white_row, white }, { self->black_row, black },
  };
  for (guint i = 0; i < G_N_ELEMENTS (game); i++)
    {
      gtk_editable_set_text (GTK_EDITABLE (game[i].row), game[i].text ? game[i].text : "");
      /* A new session is the same game: the archive finds the envelope
       * before among this game's, so these stay as they were. */
      gtk_widget_set_sensitive (GTK_WIDGET (game[i].row), FALSE);
    }
  gtk_widget_set_sensitive (GTK_WIDGET (self->profile_row), FALSE);
  adj_compat_preferences_group_set_description_text (self->event_group, note);
}

/* The names the rules profile requires on the envelope, each marked at
 * once when it is left empty (the envelope's check would refuse it). */
static gboolean
adj_seal_game_step_is_complete (AdjStep *step)
{
  AdjSealGameStep *self = ADJ_SEAL_GAME_STEP (step);
  const AdjProfile *profile = adj_seal_game_step_get_profile (self);
  const struct { AdwEntryRow *row; AdjField field; } required[] = {
    { self->event_row, ADJ_FIELD_EVENT },
    { self->white_row, ADJ_FIELD_PLAYERS },
    { self->black_row, ADJ_FIELD_PLAYERS },
  };
  gboolean ok = TRUE, said = FALSE;

  for (gsize i = 0; i < G_N_ELEMENTS (required); i++)
    {
      g_autofree char *text = adj_step_dup_text (required[i].row);
      gboolean missing = !text && adj_profile_requires (profile, required[i].field);
      gboolean shown = missing && g_hash_table_contains (self->touched, required[i].row);
      adj_step_mark (required[i].row, shown);
      said |= shown;
      ok &= !missing;
    }
  adj_step_say (self->names_error,
                said ? _("The envelope names the event and both players: the rules require them.") : NULL);
  return ok;
}

static void
row_changed (AdjSealGameStep *self, GtkEditable *row)
{
  g_hash_table_add (self->touched, row);
  adj_step_changed (ADJ_STEP (self));
}

static void
fill_row (AdwEntryRow *row, const char *text)
{
  g_autofree char *typed = adj_step_dup_text (row);
  if (!typed && text)
    gtk_editable_set_text (GTK_EDITABLE (row), text);
}

void
adj_seal_game_step_fill_from_game (AdjSealGameStep *self,
                                   const char      *event,
                                   const char      *round,
                                   const char      *white,
                                   const char      *black)
{
  g_return_if_fail (ADJ_IS_SEAL_GAME_STEP (self));
  fill_row (self->event_row, event);
  fill_row (self->round_row, round);
  fill_row (self->white_row, white);
  fill_row (self->black_row, black);
}

void
adj_seal_game_step_remember_arbiter (AdjSealGameStep *self)
{
  g_return_if_fail (ADJ_IS_SEAL_GAME_STEP (self));
  g_autofree char *name = adj_step_dup_text (self->arbiter_row);
  if (name)
    g_settings_set_string (self->settings, "arbiter-name", name);
}

static GtkWidget *
adj_seal_game_step_get_first_field (AdjStep *step)
{
  AdjSealGameStep *self = ADJ_SEAL_GAME_STEP (step);
  /* The arbiter is the one field left to type when the game is given. */
  return GTK_WIDGET (gtk_widget_get_sensitive (GTK_WIDGET (self->event_row)) ? self->event_row : self->arbiter_row);
}

static void
fill_profiles (AdjSealGameStep *self)
{
  g_autoptr(GtkStringList) titles = gtk_string_list_new (NULL);
  g_autofree char *chosen = g_settings_get_string (self->settings, "rules-profile");
  const AdjProfile *const *list = adj_profile_list ();
  guint selected = 0;
  for (guint i = 0; list[i]; i++)
    {
      gtk_string_list_append (titles, adj_profile_get_short_title (list[i]));
      if (g_strcmp0 (adj_profile_get_id (list[i]), chosen) == 0)
        selected = i;
    }
  adw_combo_row_set_model (self->profile_row, G_LIST_MODEL (titles));
  adw_combo_row_set_selected (self->profile_row, selected);
}

static void
fill_arbiter (AdjSealGameStep *self)
{
  /* Asked once: the name typed when the last envelope was sealed, or set
   * in the preferences (a login name is rarely how an arbiter signs). */
  g_autofree char *name = g_settings_get_string (self->settings, "arbiter-name");
  gtk_editable_set_text (GTK_EDITABLE (self->arbiter_row), name);
}

static void
adj_seal_game_step_dispose (GObject *object)
{
  AdjSealGameStep *self = ADJ_SEAL_GAME_STEP (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_SEAL_GAME_STEP);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->touched, g_hash_table_unref);

  G_OBJECT_CLASS (adj_seal_game_step_parent_class)->dispose (object);
}

static void
adj_seal_game_step_class_init (AdjSealGameStepClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  AdjStepClass *step_class = ADJ_STEP_CLASS (klass);

  object_class->dispose = adj_seal_game_step_dispose;
  step_class->get_first_field = adj_seal_game_step_get_first_field;
  step_class->is_complete = adj_seal_game_step_is_complete;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjourn/Adjourn/sealing/adj-seal-game-step.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjSealGameStep, event_group);
  gtk_widget_class_bind_template_child (widget_class, AdjSealGameStep, profile_row);
  gtk_widget_class_bind_template_child (widget_class, AdjSealGameStep, event_row);
  gtk_widget_class_bind_template_child (widget_class, AdjSealGameStep, round_row);
  gtk_widget_class_bind_template_child (widget_class, AdjSealGameStep, board_row);
  gtk_widget_class_bind_template_child (widget_class, AdjSealGameStep, arbiter_row);
  gtk_widget_class_bind_template_child (widget_class, AdjSealGameStep, white_row);
  gtk_widget_class_bind_template_child (widget_class, AdjSealGameStep, black_row);
  gtk_widget_class_bind_template_child (widget_class, AdjSealGameStep, names_error);
  gtk_widget_class_bind_template_child (widget_class, AdjSealGameStep, engine_switch);
}

static void
adj_seal_game_step_init (AdjSealGameStep *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APPLICATION_ID);
  self->touched = g_hash_table_new (NULL, NULL);
  fill_profiles (self);
  fill_arbiter (self);

  g_signal_connect_swapped (self->profile_row, "notify::selected", G_CALLBACK (adj_step_changed), self);
  gpointer watched[] = {
    self->event_row, self->round_row, self->board_row, self->arbiter_row, self->white_row, self->black_row,
  };
  for (gsize i = 0; i < G_N_ELEMENTS (watched); i++)
    g_signal_connect_swapped (watched[i], "changed", G_CALLBACK (row_changed), self);
}
