/* adj-diagram-dialog.c — export a position as a diagram, for a bulletin
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The diagram is drawn at once (a few milliseconds even at the largest
 * size) and written to its file asynchronously: a file chosen through the
 * portal may be anywhere.
 */
#define G_LOG_DOMAIN "adj-diagram-dialog"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "adj-board.h"
#include "adj-compat.h"
#include "adj-diagram-dialog.h"
#include "adj-file-dialog.h"
#include "adj-piece-set.h"

struct _AdjDiagramDialog
{
  AdwWindow         parent_instance;

  ChessPosition     position;
  ChessAnnotations  notes;
  char             *suggested_name;
  char             *piece_set;
  char             *board_style;
  gboolean          writing;

  GtkWidget        *preview;
  GtkWidget        *caption;
  GtkAdjustment    *size_adjustment;
  GtkWidget        *format_row;
  GtkWidget        *side_row;
  GtkWidget        *coordinates_switch;
  GtkWidget        *notes_row;
  GtkWidget        *notes_switch;
};

G_DEFINE_FINAL_TYPE (AdjDiagramDialog, adj_diagram_dialog, ADW_TYPE_WINDOW)

enum {
  EXPORTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

char *
adj_diagram_dialog_file_name (const char       *suggested,
                              AdjDiagramFormat  format)
{
  g_autofree char *stem = g_strdup (suggested ? suggested : _("diagram"));
  gsize len = strlen (stem);

  g_return_val_if_fail (format <= ADJ_DIAGRAM_FORMAT_SVG, NULL);

  /* A name made for the other format loses its extension. */
  if (len >= 4 && (g_ascii_strcasecmp (stem + len - 4, ".png") == 0 || g_ascii_strcasecmp (stem + len - 4, ".svg") == 0))
    stem[len - 4] = '\0';
  return adj_file_dialog_suggest_name (format == ADJ_DIAGRAM_FORMAT_SVG ? ADJ_FILE_KIND_SVG : ADJ_FILE_KIND_PNG, stem);
}

char *
adj_diagram_dialog_caption (int              size,
                            AdjDiagramFormat format)
{
  g_return_val_if_fail (format <= ADJ_DIAGRAM_FORMAT_SVG, NULL);

  /* Translators: under the diagram's preview; the %d are its width and
   * height in pixels, the %s "PNG" or "SVG" */
  return g_strdup_printf (_("%d × %d pixels, %s"), size, size, format == ADJ_DIAGRAM_FORMAT_SVG ? "SVG" : "PNG");
}

void
adj_diagram_dialog_get_options (AdjDiagramDialog  *self,
                                AdjDiagramOptions *options,
                                AdjDiagramFormat  *format)
{
  g_return_if_fail (ADJ_IS_DIAGRAM_DIALOG (self));
  g_return_if_fail (options != NULL);

  adj_diagram_options_init (options);
  options->size = (int) gtk_adjustment_get_value (self->size_adjustment);
  options->flipped = adw_combo_row_get_selected (ADW_COMBO_ROW (self->side_row)) == 1;
  options->coordinates = gtk_switch_get_active (GTK_SWITCH (self->coordinates_switch));
  options->piece_set = self->piece_set;
  options->board_style = self->board_style;
  if (!chess_annotations_is_empty (&self->notes) && gtk_switch_get_active (GTK_SWITCH (self->notes_switch)))
    options->notes = &self->notes;
  if (format != NULL)
    *format = adw_combo_row_get_selected (ADW_COMBO_ROW (self->format_row)) == 1 ? ADJ_DIAGRAM_FORMAT_SVG
                                                                                 : ADJ_DIAGRAM_FORMAT_PNG;
}

static void
draw_preview (GtkDrawingArea *area,
              cairo_t        *cr,
              int             width,
              int             height,
              gpointer        data)
{
  AdjDiagramDialog *self = data;
  AdjDiagramOptions options;

  /* The diagram as it will be, at the preview's size: the margins and
   * the letters grow with the size chosen, so it looks the same. */
  adj_diagram_dialog_get_options (self, &options, NULL);
  options.size = MIN (width, height);
  if (options.size < 1)
    return;
  cairo_translate (cr, (width - options.size) / 2, (height - options.size) / 2);
  adj_diagram_draw (cr, &self->position, &options);
}

/* What the preview, the caption and the actions show: from here only. */
static void
update (AdjDiagramDialog *self)
{
  AdjDiagramOptions options;
  AdjDiagramFormat format;

  adj_diagram_dialog_get_options (self, &options, &format);
  g_autofree char *caption = adj_diagram_dialog_caption (options.size, format);
  gtk_label_set_text (GTK_LABEL (self->caption), caption);
  gtk_widget_set_visible (self->notes_row, !chess_annotations_is_empty (&self->notes));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "diagram.export", !self->writing);
  gtk_widget_queue_draw (self->preview);
}

static void
show_error (AdjDiagramDialog *self,
            const GError     *error)
{
  GtkWidget *alert = adj_compat_alert_new (_("The Diagram Could Not Be Exported"), error->message);

  adj_compat_present (alert, GTK_WIDGET (self));
}

static void
written (GObject      *source,
         GAsyncResult *result,
         gpointer      data)
{
  g_autoptr(AdjDiagramDialog) self = data;
  g_autoptr(GError) error = NULL;

  self->writing = FALSE;
  gboolean ok = g_file_replace_contents_finish (G_FILE (source), result, NULL, &error);
  /* Closed while writing: the file is written (or not), nobody to tell. */
  if (!gtk_widget_get_realized (GTK_WIDGET (self)))
    return;
  update (self);
  if (!ok)
    {
      show_error (self, error);
      return;
    }
  g_signal_emit (self, signals[EXPORTED], 0, source);
  gtk_window_close (GTK_WINDOW (self));
}

void
adj_diagram_dialog_export (AdjDiagramDialog *self,
                           GFile            *file)
{
  AdjDiagramOptions options;
  AdjDiagramFormat format;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (ADJ_IS_DIAGRAM_DIALOG (self));
  g_return_if_fail (G_IS_FILE (file));

  if (self->writing)
    return;
  adj_diagram_dialog_get_options (self, &options, &format);
  g_autoptr(GBytes) bytes = adj_diagram_render (&self->position, &options, format, &error);
  if (bytes == NULL)
    {
      show_error (self, error);
      return;
    }
  self->writing = TRUE;
  update (self);
  g_file_replace_contents_bytes_async (file, bytes, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION, NULL,
                                       written, g_object_ref (self));
}

static void
file_chosen (GFile        *file,
             const GError *error,
             gpointer      data)
{
  g_autoptr(AdjDiagramDialog) self = data;

  /* The dialog was closed while the file was being chosen. */
  if (!gtk_widget_get_realized (GTK_WIDGET (self)))
    return;
  if (error != NULL)
    show_error (self, error);
  else if (file != NULL)
    adj_diagram_dialog_export (self, file);
}

static void
action_export (GtkWidget  *widget,
               const char *name,
               GVariant   *parameter)
{
  AdjDiagramDialog *self = ADJ_DIAGRAM_DIALOG (widget);
  AdjDiagramOptions options;
  AdjDiagramFormat format;

  adj_diagram_dialog_get_options (self, &options, &format);
  g_autofree char *file_name = adj_diagram_dialog_file_name (self->suggested_name, format);
  adj_file_dialog_save (GTK_WINDOW (self), format == ADJ_DIAGRAM_FORMAT_SVG ? ADJ_FILE_KIND_SVG : ADJ_FILE_KIND_PNG,
                        file_name, file_chosen, g_object_ref (self));
}

static void
adj_diagram_dialog_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), ADJ_TYPE_DIAGRAM_DIALOG);

  G_OBJECT_CLASS (adj_diagram_dialog_parent_class)->dispose (object);
}

static void
adj_diagram_dialog_finalize (GObject *object)
{
  AdjDiagramDialog *self = ADJ_DIAGRAM_DIALOG (object);

  g_free (self->suggested_name);
  g_free (self->piece_set);
  g_free (self->board_style);

  G_OBJECT_CLASS (adj_diagram_dialog_parent_class)->finalize (object);
}

static void
adj_diagram_dialog_class_init (AdjDiagramDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_diagram_dialog_dispose;
  object_class->finalize = adj_diagram_dialog_finalize;

  signals[EXPORTED] =
    g_signal_new ("exported", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_FILE);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjourn/Adjourn/board/adj-diagram-dialog.ui");
#define CHILD(name) gtk_widget_class_bind_template_child (widget_class, AdjDiagramDialog, name)
  CHILD (preview);
  CHILD (caption);
  CHILD (size_adjustment);
  CHILD (format_row);
  CHILD (side_row);
  CHILD (coordinates_switch);
  CHILD (notes_row);
  CHILD (notes_switch);
#undef CHILD

  gtk_widget_class_install_action (widget_class, "diagram.export", NULL, action_export);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
adj_diagram_dialog_init (AdjDiagramDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  /* The pieces and colours of the board on screen. */
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  self->piece_set = g_settings_get_string (settings, "piece-set");
  self->board_style = g_settings_get_string (settings, "board-style");
  if (!g_strv_contains (adj_piece_set_list_ids (), self->piece_set))
    g_clear_pointer (&self->piece_set, g_free);
  if (!adj_board_style_get_colors (self->board_style, NULL, NULL))
    g_clear_pointer (&self->board_style, g_free);

  chess_position_set_start (&self->position);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->preview), draw_preview, self, NULL);
  g_signal_connect_swapped (self->size_adjustment, "value-changed", G_CALLBACK (update), self);
  g_signal_connect_swapped (self->format_row, "notify::selected", G_CALLBACK (update), self);
  g_signal_connect_swapped (self->side_row, "notify::selected", G_CALLBACK (update), self);
  g_signal_connect_swapped (self->coordinates_switch, "notify::active", G_CALLBACK (update), self);
  g_signal_connect_swapped (self->notes_switch, "notify::active", G_CALLBACK (update), self);
  update (self);
}

GtkWidget *
adj_diagram_dialog_new (GtkWindow              *parent,
                        const ChessPosition    *pos,
                        gboolean                flipped,
                        const ChessAnnotations *notes,
                        const char             *suggested_name)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (pos != NULL, NULL);

  AdjDiagramDialog *self = g_object_new (ADJ_TYPE_DIAGRAM_DIALOG, "transient-for", parent, NULL);
  self->position = *pos;
  if (notes != NULL)
    self->notes = *notes;
  self->suggested_name = g_strdup (suggested_name);
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->side_row), flipped ? 1 : 0);
  update (self);
  return GTK_WIDGET (self);
}

void
adj_diagram_dialog_present (GtkWindow              *parent,
                            const ChessPosition    *pos,
                            gboolean                flipped,
                            const ChessAnnotations *notes,
                            const char             *suggested_name)
{
  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));
  g_return_if_fail (pos != NULL);

  gtk_window_present (GTK_WINDOW (adj_diagram_dialog_new (parent, pos, flipped, notes, suggested_name)));
}
