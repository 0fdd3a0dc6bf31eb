/* adj-seal-sealed-move-step.c — sealing, step 5: where the sealed move is written
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-seal-sealed-move-step"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "adj-compat.h"
#include "adj-seal.h"
#include "adj-seal-sealed-move-step.h"

struct _AdjSealSealedMoveStep
{
  AdjStep              parent_instance;

  /* The event's name, NULL when none is given. */
  char                *event;
  /* Whether the event had a passphrase when the step was last shown:
   * decides whether the passphrase is asked twice. */
  gboolean             has_passphrase;

  /* Template children */
  GtkCheckButton      *paper_check;
  GtkCheckButton      *digital_check;
  AdwPreferencesGroup *digital_group;
  AdwPasswordEntryRow *move_row;
  AdwPasswordEntryRow *move_again_row;
  GtkLabel            *move_error;
  AdwPreferencesGroup *passphrase_group;
  AdwPasswordEntryRow *passphrase_row;
  AdwPasswordEntryRow *passphrase_again_row;
  GtkLabel            *passphrase_error;
};

G_DEFINE_FINAL_TYPE (AdjSealSealedMoveStep, adj_seal_sealed_move_step, ADJ_TYPE_STEP)

static const char *
text_of (gpointer editable)
{
  return gtk_editable_get_text (GTK_EDITABLE (editable));
}

static gboolean
adj_seal_sealed_move_step_is_complete (AdjStep *step)
{
  AdjSealSealedMoveStep *self = ADJ_SEAL_SEALED_MOVE_STEP (step);
  gboolean digital = gtk_check_button_get_active (self->digital_check);
  gtk_widget_set_visible (GTK_WIDGET (self->digital_group), digital);
  gtk_widget_set_visible (GTK_WIDGET (self->passphrase_group), digital);
  if (!digital)
    return TRUE;

  const char *move = text_of (self->move_row);
  const char *again = text_of (self->move_again_row);
  const char *message = NULL;
  gboolean move_ok = FALSE;
  if (*move == '\0')
    ;
  else if (strlen (move) > ADJ_SEAL_MOVE_MAX)
    message = _("That is too long for a move.");
  else if (*again != '\0' && strcmp (move, again) != 0)
    message = _("The two entries differ: type the move again in both.");
  else
    move_ok = *again != '\0';
  adj_step_mark (self->move_again_row, message != NULL && *again != '\0');
  adj_step_say (self->move_error, message);

  if (self->event == NULL)
    {
      adj_step_say (self->passphrase_error, _("The passphrase belongs to the event: give the event’s name in the first step."));
      return FALSE;
    }
  const char *pass = text_of (self->passphrase_row);
  const char *pass_again = text_of (self->passphrase_again_row);
  gboolean pass_ok = *pass != '\0';
  message = NULL;
  if (!self->has_passphrase && *pass != '\0' && *pass_again != '\0' && strcmp (pass, pass_again) != 0)
    message = _("The two passphrases differ.");
  if (!self->has_passphrase)
    pass_ok &= *pass_again != '\0' && message == NULL;
  adj_step_mark (self->passphrase_again_row, message != NULL);
  adj_step_say (self->passphrase_error, message);
  return move_ok && pass_ok;
}

static GtkWidget *
adj_seal_sealed_move_step_get_first_field (AdjStep *step)
{
  AdjSealSealedMoveStep *self = ADJ_SEAL_SEALED_MOVE_STEP (step);

  if (gtk_check_button_get_active (self->digital_check))
    return GTK_WIDGET (self->move_row);
  return GTK_WIDGET (self->paper_check);
}

void
adj_seal_sealed_move_step_set_event (AdjSealSealedMoveStep *self,
                                     const char            *event)
{
  g_return_if_fail (ADJ_IS_SEAL_SEALED_MOVE_STEP (self));

  if (g_strcmp0 (event, self->event) == 0)
    return;
  g_free (self->event);
  self->event = g_strdup (event);
}

void
adj_seal_sealed_move_step_set_has_passphrase (AdjSealSealedMoveStep *self,
                                              gboolean               has_passphrase)
{
  g_return_if_fail (ADJ_IS_SEAL_SEALED_MOVE_STEP (self));

  self->has_passphrase = has_passphrase;
  gtk_widget_set_visible (GTK_WIDGET (self->passphrase_again_row), !has_passphrase);
  adj_compat_preferences_group_set_description_text (self->passphrase_group,
      has_passphrase
      ? _("The passphrase of this event, which the arbiter keeps.")
      : _("This event has no passphrase yet: the one you choose opens every typed envelope of the event. Keep it safe: without it they cannot be opened."));
}

gboolean
adj_seal_sealed_move_step_get_digital (AdjSealSealedMoveStep *self)
{
  g_return_val_if_fail (ADJ_IS_SEAL_SEALED_MOVE_STEP (self), FALSE);
  return gtk_check_button_get_active (self->digital_check);
}

const char *
adj_seal_sealed_move_step_get_move (AdjSealSealedMoveStep *self)
{
  g_return_val_if_fail (ADJ_IS_SEAL_SEALED_MOVE_STEP (self), NULL);
  return text_of (self->move_row);
}

const char *
adj_seal_sealed_move_step_get_passphrase (AdjSealSealedMoveStep *self)
{
  g_return_val_if_fail (ADJ_IS_SEAL_SEALED_MOVE_STEP (self), NULL);
  return text_of (self->passphrase_row);
}

void
adj_seal_sealed_move_step_clear_secrets (AdjSealSealedMoveStep *self)
{
  g_return_if_fail (ADJ_IS_SEAL_SEALED_MOVE_STEP (self));

  /* GtkEntryBuffer overwrites the text it drops. */
  gtk_editable_set_text (GTK_EDITABLE (self->move_row), "");
  gtk_editable_set_text (GTK_EDITABLE (self->move_again_row), "");
  gtk_editable_set_text (GTK_EDITABLE (self->passphrase_row), "");
  gtk_editable_set_text (GTK_EDITABLE (self->passphrase_again_row), "");
}

static void
kind_changed (AdjSealSealedMoveStep *self)
{
  /* Back to paper: what was typed for a digital seal is not kept. */
  if (!gtk_check_button_get_active (self->digital_check))
    adj_seal_sealed_move_step_clear_secrets (self);
  adj_step_changed (ADJ_STEP (self));
}

static void
adj_seal_sealed_move_step_dispose (GObject *object)
{
  AdjSealSealedMoveStep *self = ADJ_SEAL_SEALED_MOVE_STEP (object);

  if (self->move_row)
    adj_seal_sealed_move_step_clear_secrets (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_SEAL_SEALED_MOVE_STEP);
  g_clear_pointer (&self->event, g_free);

  G_OBJECT_CLASS (adj_seal_sealed_move_step_parent_class)->dispose (object);
}

static void
adj_seal_sealed_move_step_class_init (AdjSealSealedMoveStepClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  AdjStepClass *step_class = ADJ_STEP_CLASS (klass);

  object_class->dispose = adj_seal_sealed_move_step_dispose;
  step_class->is_complete = adj_seal_sealed_move_step_is_complete;
  step_class->get_first_field = adj_seal_sealed_move_step_get_first_field;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjourn/Adjourn/sealing/adj-seal-sealed-move-step.ui");
#define CHILD(name) gtk_widget_class_bind_template_child (widget_class, AdjSealSealedMoveStep, name)
  CHILD (paper_check);
  CHILD (digital_check);
  CHILD (digital_group);
  CHILD (move_row);
  CHILD (move_again_row);
  CHILD (move_error);
  CHILD (passphrase_group);
  CHILD (passphrase_row);
  CHILD (passphrase_again_row);
  CHILD (passphrase_error);
#undef CHILD
}

static void
adj_seal_sealed_move_step_init (AdjSealSealedMoveStep *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  gpointer watched[] = {
    self->move_row, self->move_again_row, self->passphrase_row, self->passphrase_again_row,
  };
  for (gsize i = 0; i < G_N_ELEMENTS (watched); i++)
    g_signal_connect_swapped (watched[i], "changed", G_CALLBACK (adj_step_changed), self);
  g_signal_connect_swapped (self->digital_check, "notify::active", G_CALLBACK (kind_changed), self);
}
