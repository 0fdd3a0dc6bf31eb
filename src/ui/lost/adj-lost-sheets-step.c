/* adj-lost-sheets-step.c — a lost envelope: both scoresheets, typed or imported
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-lost-sheets-step"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "adj-compat.h"
#include "adj-file-dialog.h"
#include "adj-lost-facts.h"
#include "adj-lost-sheets-step.h"

struct _AdjLostSheetsStep
{
  AdjStep                parent_instance;

  /* Template children, indexed by side */
  AdwPreferencesGroup   *group[2];
  AdwComboRow           *lang_row[2];
  GtkTextView           *text_view[2];
  GtkLabel              *error_label[2];
};

G_DEFINE_FINAL_TYPE (AdjLostSheetsStep, adj_lost_sheets_step, ADJ_TYPE_STEP)

/* The languages in ChessLang's order, named as the arbiter knows them. */
static const char *const lang_names[CHESS_N_LANGS] = {
  N_("English"), N_("Catalan"), N_("Spanish"), N_("Portuguese"),
  N_("German"), N_("French"), N_("Italian"), N_("Dutch"),
};

static GtkTextBuffer *
buffer (AdjLostSheetsStep *self, int side)
{
  return gtk_text_view_get_buffer (self->text_view[side]);
}

char *
adj_lost_sheets_step_dup_sheet (AdjLostSheetsStep *self, int side)
{
  g_return_val_if_fail (ADJ_IS_LOST_SHEETS_STEP (self), NULL);
  g_return_val_if_fail (side == CHESS_WHITE || side == CHESS_BLACK, NULL);

  GtkTextIter start, end;
  gtk_text_buffer_get_bounds (buffer (self, side), &start, &end);
  return gtk_text_buffer_get_text (buffer (self, side), &start, &end, FALSE);
}

void
adj_lost_sheets_step_set_sheet (AdjLostSheetsStep *self, int side, const char *text)
{
  g_return_if_fail (ADJ_IS_LOST_SHEETS_STEP (self));
  g_return_if_fail (side == CHESS_WHITE || side == CHESS_BLACK);

  gtk_text_buffer_set_text (buffer (self, side), text ? text : "", -1);
}

ChessLang
adj_lost_sheets_step_get_lang (AdjLostSheetsStep *self, int side)
{
  g_return_val_if_fail (ADJ_IS_LOST_SHEETS_STEP (self), CHESS_LANG_EN);
  g_return_val_if_fail (side == CHESS_WHITE || side == CHESS_BLACK, CHESS_LANG_EN);

  guint i = adw_combo_row_get_selected (self->lang_row[side]);
  return i < CHESS_N_LANGS ? (ChessLang) i : CHESS_LANG_EN;
}

void
adj_lost_sheets_step_set_lang (AdjLostSheetsStep *self, int side, ChessLang lang)
{
  g_return_if_fail (ADJ_IS_LOST_SHEETS_STEP (self));
  g_return_if_fail (side == CHESS_WHITE || side == CHESS_BLACK);

  adw_combo_row_set_selected (self->lang_row[side], (guint) lang);
}

void
adj_lost_sheets_step_set_players (AdjLostSheetsStep *self, const char *const names[2], ChessLang lang)
{
  g_return_if_fail (ADJ_IS_LOST_SHEETS_STEP (self));

  for (int side = CHESS_WHITE; side <= CHESS_BLACK; side++)
    {
      const char *name = names && names[side] && *names[side] ? names[side] : NULL;
      g_autofree char *title = NULL;
      if (name)
        title = g_strdup_printf (side == CHESS_WHITE ? _("White’s Scoresheet — %s") : _("Black’s Scoresheet — %s"),
                                 name);
      else
        title = g_strdup (side == CHESS_WHITE ? _("White’s Scoresheet") : _("Black’s Scoresheet"));
      adj_compat_preferences_group_set_title_text (self->group[side], title);
      adj_lost_sheets_step_set_lang (self, side, lang);
    }
}

static gboolean
adj_lost_sheets_step_is_complete (AdjStep *step)
{
  AdjLostSheetsStep *self = ADJ_LOST_SHEETS_STEP (step);
  gboolean any = FALSE;
  for (int side = CHESS_WHITE; side <= CHESS_BLACK; side++)
    {
      g_autofree char *text = adj_lost_sheets_step_dup_sheet (self, side);
      any |= *g_strstrip (text) != '\0';
    }
  return any;
}

static GtkWidget *
adj_lost_sheets_step_get_first_field (AdjStep *step)
{
  return GTK_WIDGET (ADJ_LOST_SHEETS_STEP (step)->text_view[CHESS_WHITE]);
}

typedef struct
{
  AdjLostSheetsStep *self;
  int                side;
} ImportData;

static void
import_chosen (GFile *file, const GError *dialog_error, gpointer data)
{
  ImportData *d = data;
  g_autoptr(AdjLostSheetsStep) self = d->self;
  int side = d->side;
  g_free (d);
  /* Nothing chosen, or the walkthrough closed while the dialog was open. */
  if (!file || !self->text_view[side])
    return;

  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length = 0;
  g_autofree char *text = NULL;
  if (g_file_load_contents (file, NULL, &contents, &length, NULL, &error))
    text = adj_lost_sheet_text (contents, length, &error);
  if (!text)
    {
      /* A file that does not read changes nothing. */
      g_autofree char *name = g_file_get_basename (file);
      g_autofree char *message = g_strdup_printf ("%s: %s", name, error->message);
      adj_step_say (self->error_label[side], message);
      return;
    }
  adj_step_say (self->error_label[side], NULL);
  adj_lost_sheets_step_set_sheet (self, side, text);
}

static void
import_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  AdjLostSheetsStep *self = ADJ_LOST_SHEETS_STEP (widget);
  int side = g_variant_get_int32 (parameter);
  g_return_if_fail (side == CHESS_WHITE || side == CHESS_BLACK);

  ImportData *d = g_new0 (ImportData, 1);
  d->self = g_object_ref (self);
  d->side = side;
  GtkRoot *root = gtk_widget_get_root (widget);
  adj_file_dialog_open (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, ADJ_FILE_KIND_PGN, import_chosen, d);
}

static void
adj_lost_sheets_step_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), ADJ_TYPE_LOST_SHEETS_STEP);

  G_OBJECT_CLASS (adj_lost_sheets_step_parent_class)->dispose (object);
}

static void
adj_lost_sheets_step_class_init (AdjLostSheetsStepClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  AdjStepClass *step_class = ADJ_STEP_CLASS (klass);

  object_class->dispose = adj_lost_sheets_step_dispose;
  step_class->is_complete = adj_lost_sheets_step_is_complete;
  step_class->get_first_field = adj_lost_sheets_step_get_first_field;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjourn/Adjourn/lost/adj-lost-sheets-step.ui");
  gtk_widget_class_bind_template_child_full (widget_class, "white_group", FALSE,
                                             G_STRUCT_OFFSET (AdjLostSheetsStep, group[CHESS_WHITE]));
  gtk_widget_class_bind_template_child_full (widget_class, "black_group", FALSE,
                                             G_STRUCT_OFFSET (AdjLostSheetsStep, group[CHESS_BLACK]));
  gtk_widget_class_bind_template_child_full (widget_class, "white_lang_row", FALSE,
                                             G_STRUCT_OFFSET (AdjLostSheetsStep, lang_row[CHESS_WHITE]));
  gtk_widget_class_bind_template_child_full (widget_class, "black_lang_row", FALSE,
                                             G_STRUCT_OFFSET (AdjLostSheetsStep, lang_row[CHESS_BLACK]));
  gtk_widget_class_bind_template_child_full (widget_class, "white_sheet", FALSE,
                                             G_STRUCT_OFFSET (AdjLostSheetsStep, text_view[CHESS_WHITE]));
  gtk_widget_class_bind_template_child_full (widget_class, "black_sheet", FALSE,
                                             G_STRUCT_OFFSET (AdjLostSheetsStep, text_view[CHESS_BLACK]));
  gtk_widget_class_bind_template_child_full (widget_class, "white_error", FALSE,
                                             G_STRUCT_OFFSET (AdjLostSheetsStep, error_label[CHESS_WHITE]));
  gtk_widget_class_bind_template_child_full (widget_class, "black_error", FALSE,
                                             G_STRUCT_OFFSET (AdjLostSheetsStep, error_label[CHESS_BLACK]));

  gtk_widget_class_install_action (widget_class, "sheets.import", "i", import_action);
}

static void
adj_lost_sheets_step_init (AdjLostSheetsStep *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  g_autoptr(GtkStringList) langs = gtk_string_list_new (NULL);
  for (int i = 0; i < CHESS_N_LANGS; i++)
    {
      /* The letters tell the arbiter more than the name: K Q R B N. */
      GString *label = g_string_new (_(lang_names[i]));
      g_string_append (label, " (");
      for (int t = CHESS_KING; t >= CHESS_KNIGHT; t--)
        g_string_append_printf (label, "%s%s", t == CHESS_KING ? "" : " ",
                                chess_lang_piece_letter ((ChessLang) i, (ChessPieceType) t));
      g_string_append_c (label, ')');
      gtk_string_list_append (langs, label->str);
      g_string_free (label, TRUE);
    }
  for (int side = CHESS_WHITE; side <= CHESS_BLACK; side++)
    {
      adw_combo_row_set_model (self->lang_row[side], G_LIST_MODEL (langs));
      g_signal_connect_swapped (buffer (self, side), "changed", G_CALLBACK (adj_step_changed), self);
      g_signal_connect_swapped (self->lang_row[side], "notify::selected", G_CALLBACK (adj_step_changed), self);
    }
}
