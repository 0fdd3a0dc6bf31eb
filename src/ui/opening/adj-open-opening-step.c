/* adj-open-opening-step.c — the resumption desk: the envelope opened
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-open-opening-step"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "adj-compat.h"
#include "adj-open-opening-step.h"
#include "adj-preferences-page.h"

struct _AdjOpenOpeningStep
{
  AdjStep              parent_instance;

  gboolean             digital;
  gboolean             reply;

  /* Template children */
  AdwPreferencesGroup *paper_group;
  AdwPreferencesGroup *seal_code_group;
  AdwPreferencesGroup *unlock_group;
  AdwPreferencesGroup *reply_group;
  AdwEntryRow         *reply_row;
  AdwEntryRow         *move_row;
  AdwPasswordEntryRow *passphrase_row;
  GtkLabel            *seal_code_label;
  GtkLabel            *open_error;
};

G_DEFINE_FINAL_TYPE (AdjOpenOpeningStep, adj_open_opening_step, ADJ_TYPE_STEP)

/* The notation's name as the preferences call it. */
static const char *
notation_label (ChessLang notation)
{
  const char *code = chess_lang_code (notation);
  gsize n_lists;
  const AdjChoiceList *lists = adj_preferences_get_choice_lists (&n_lists);
  for (gsize i = 0; i < n_lists; i++)
    for (gsize k = 0; g_str_equal (lists[i].key, "notation-language") && k < lists[i].n_choices; k++)
      if (g_strcmp0 (lists[i].choices[k].id, code) == 0)
        return _(lists[i].choices[k].label);
  return code;
}

void
adj_open_opening_step_set_envelope (AdjOpenOpeningStep *self,
                                    gboolean            digital,
                                    ChessLang           notation,
                                    const char         *seal_code)
{
  g_return_if_fail (ADJ_IS_OPEN_OPENING_STEP (self));

  self->digital = digital;
  gtk_widget_set_visible (GTK_WIDGET (self->paper_group), !digital);
  gtk_widget_set_visible (GTK_WIDGET (self->seal_code_group), digital);
  gtk_widget_set_visible (GTK_WIDGET (self->unlock_group), digital);
  gtk_label_set_text (self->seal_code_label, seal_code ? seal_code : "");
  g_autofree char *description =
    /* Translators: %s is a language ("Spanish"): the letters of the pieces. */
    g_strdup_printf (_("Open the envelope in front of both players and type the move exactly as written, "
                       "in %s notation. Nothing is recorded until you confirm."),
                     notation_label (notation));
  adj_compat_preferences_group_set_description_text (self->paper_group, description);
}

/* The envelope was opened already, and what is opened now is the reply
 * sealed while the sealer was awaited. */
void
adj_open_opening_step_set_reply (AdjOpenOpeningStep *self,
                                 gboolean            reply)
{
  g_return_if_fail (ADJ_IS_OPEN_OPENING_STEP (self));

  self->reply = reply;
  gtk_widget_set_visible (GTK_WIDGET (self->reply_group), reply);
  gtk_widget_set_visible (GTK_WIDGET (self->paper_group), !reply && !self->digital);
  gtk_widget_set_visible (GTK_WIDGET (self->seal_code_group), !reply && self->digital);
  gtk_widget_set_visible (GTK_WIDGET (self->unlock_group), !reply && self->digital);
}

gboolean
adj_open_opening_step_get_reply (AdjOpenOpeningStep *self)
{
  g_return_val_if_fail (ADJ_IS_OPEN_OPENING_STEP (self), FALSE);
  return self->reply;
}

gboolean
adj_open_opening_step_get_digital (AdjOpenOpeningStep *self)
{
  g_return_val_if_fail (ADJ_IS_OPEN_OPENING_STEP (self), FALSE);
  return self->digital && !self->reply;
}

const char *
adj_open_opening_step_get_secret (AdjOpenOpeningStep *self)
{
  g_return_val_if_fail (ADJ_IS_OPEN_OPENING_STEP (self), NULL);
  if (self->reply)
    return gtk_editable_get_text (GTK_EDITABLE (self->reply_row));
  return gtk_editable_get_text (self->digital ? GTK_EDITABLE (self->passphrase_row) : GTK_EDITABLE (self->move_row));
}

void
adj_open_opening_step_clear_secrets (AdjOpenOpeningStep *self)
{
  g_return_if_fail (ADJ_IS_OPEN_OPENING_STEP (self));
  gtk_editable_set_text (GTK_EDITABLE (self->move_row), "");
  gtk_editable_set_text (GTK_EDITABLE (self->passphrase_row), "");
  gtk_editable_set_text (GTK_EDITABLE (self->reply_row), "");
}

void
adj_open_opening_step_show_error (AdjOpenOpeningStep *self,
                                  const char         *message)
{
  g_return_if_fail (ADJ_IS_OPEN_OPENING_STEP (self));
  adj_step_say (self->open_error, message);
}

static void
secret_changed (AdjOpenOpeningStep *self)
{
  adj_step_say (self->open_error, NULL);
  adj_step_changed (ADJ_STEP (self));
}

static gboolean
adj_open_opening_step_is_complete (AdjStep *step)
{
  const char *text = adj_open_opening_step_get_secret (ADJ_OPEN_OPENING_STEP (step));
  while (text && g_ascii_isspace (*text))
    text++;
  return text && *text;
}

static GtkWidget *
adj_open_opening_step_get_first_field (AdjStep *step)
{
  AdjOpenOpeningStep *self = ADJ_OPEN_OPENING_STEP (step);
  if (self->reply)
    return GTK_WIDGET (self->reply_row);
  return self->digital ? GTK_WIDGET (self->passphrase_row) : GTK_WIDGET (self->move_row);
}

static void
adj_open_opening_step_dispose (GObject *object)
{
  AdjOpenOpeningStep *self = ADJ_OPEN_OPENING_STEP (object);

  if (self->move_row)
    adj_open_opening_step_clear_secrets (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_OPEN_OPENING_STEP);

  G_OBJECT_CLASS (adj_open_opening_step_parent_class)->dispose (object);
}

static void
adj_open_opening_step_class_init (AdjOpenOpeningStepClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  AdjStepClass *step_class = ADJ_STEP_CLASS (klass);

  object_class->dispose = adj_open_opening_step_dispose;
  step_class->is_complete = adj_open_opening_step_is_complete;
  step_class->get_first_field = adj_open_opening_step_get_first_field;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjourn/Adjourn/opening/adj-open-opening-step.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjOpenOpeningStep, paper_group);
  gtk_widget_class_bind_template_child (widget_class, AdjOpenOpeningStep, seal_code_group);
  gtk_widget_class_bind_template_child (widget_class, AdjOpenOpeningStep, unlock_group);
  gtk_widget_class_bind_template_child (widget_class, AdjOpenOpeningStep, reply_group);
  gtk_widget_class_bind_template_child (widget_class, AdjOpenOpeningStep, reply_row);
  gtk_widget_class_bind_template_child (widget_class, AdjOpenOpeningStep, move_row);
  gtk_widget_class_bind_template_child (widget_class, AdjOpenOpeningStep, passphrase_row);
  gtk_widget_class_bind_template_child (widget_class, AdjOpenOpeningStep, seal_code_label);
  gtk_widget_class_bind_template_child (widget_class, AdjOpenOpeningStep, open_error);
  gtk_widget_class_bind_template_callback (widget_class, secret_changed);
}

static void
adj_open_opening_step_init (AdjOpenOpeningStep *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
