/* test-diagram-dialog.c — the diagram export dialog on a display: its
 * options, the preview, Export… through the file chooser, and an error
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gstdio.h>

#include "adj-compat.h"
#include "adj-diagram-dialog.h"
#include "chess-fen.h"
#include "ui-test.h"

#define ENDING "8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41"

typedef struct {
  GtkWidget *parent;
  GtkWidget *dialog;
  GFile     *exported;
  gboolean   destroyed;
  char      *dir;
} Fixture;

static void
on_exported (AdjDiagramDialog *dialog, GFile *file, Fixture *f)
{
  g_set_object (&f->exported, file);
}

static void
on_destroyed (GtkWidget *dialog, Fixture *f)
{
  f->destroyed = TRUE;
}

static void
fixture_setup (Fixture *f, gconstpointer data)
{
  ChessPosition pos;
  ChessFenResult result;
  ChessAnnotations notes = { 0 };

  memset (f, 0, sizeof *f);
  g_assert_true (chess_fen_read (&pos, ENDING, &result));
  chess_annotations_set_arrow (&notes, chess_square_parse ("d4"), chess_square_parse ("d1"), CHESS_ANNOTATION_GREEN);
  chess_annotations_set_mark (&notes, chess_square_parse ("f7"), CHESS_ANNOTATION_RED);
  f->dir = g_dir_make_tmp ("adj-diagram-dialog-XXXXXX", NULL);
  f->parent = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (f->parent), 900, 760);
  ui_test_present (GTK_WINDOW (f->parent));
  f->dialog = adj_diagram_dialog_new (GTK_WINDOW (f->parent), &pos, TRUE, &notes, "Vidal–Puig, move 41.png");
  g_signal_connect (f->dialog, "exported", G_CALLBACK (on_exported), f);
  g_signal_connect (f->dialog, "destroy", G_CALLBACK (on_destroyed), f);
  ui_test_present (GTK_WINDOW (f->dialog));
}

static void
fixture_teardown (Fixture *f, gconstpointer data)
{
  if (!f->destroyed)
    gtk_window_destroy (GTK_WINDOW (f->dialog));
  gtk_window_destroy (GTK_WINDOW (f->parent));
  g_clear_object (&f->exported);
  ui_test_dir_remove (f->dir);
  g_free (f->dir);
  ui_test_wait (10);
}

static GtkWidget *
child (Fixture *f, const char *name)
{
  GtkWidget *w = ui_test_find_named (f->dialog, name);
  g_assert_nonnull (w);
  return w;
}

static const char *
caption (Fixture *f)
{
  return gtk_label_get_text (GTK_LABEL (child (f, "caption")));
}

/* The dialog as given: Black at the bottom, the notes offered, PNG at
 * 480 pixels; the options change the caption and what is written. */
static void
test_options (Fixture *f, gconstpointer data)
{
  AdjDiagramOptions options;
  AdjDiagramFormat format;

  adj_diagram_dialog_get_options (ADJ_DIAGRAM_DIALOG (f->dialog), &options, &format);
  g_assert_true (options.flipped);
  g_assert_true (options.coordinates);
  g_assert_nonnull (options.notes);
  g_assert_cmpint (options.notes->n_arrows, ==, 1);
  g_assert_cmpint (options.size, ==, 480);
  g_assert_cmpint (format, ==, ADJ_DIAGRAM_FORMAT_PNG);
  g_assert_cmpstr (caption (f), ==, "480 × 480 pixels, PNG");
  g_assert_true (gtk_widget_get_visible (child (f, "notes_row")));
  g_assert_cmpint (gtk_widget_get_width (child (f, "preview")), >=, 200);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (f, "size_spin")), 300);
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (f, "format_row")), 1);
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (f, "side_row")), 0);
  gtk_switch_set_active (GTK_SWITCH (child (f, "coordinates_switch")), FALSE);
  gtk_switch_set_active (GTK_SWITCH (child (f, "notes_switch")), FALSE);
  g_assert_cmpstr (caption (f), ==, "300 × 300 pixels, SVG");
  adj_diagram_dialog_get_options (ADJ_DIAGRAM_DIALOG (f->dialog), &options, &format);
  g_assert_false (options.flipped);
  g_assert_false (options.coordinates);
  g_assert_null (options.notes);
  g_assert_cmpint (options.size, ==, 300);
  g_assert_cmpint (format, ==, ADJ_DIAGRAM_FORMAT_SVG);
}

/* Export… asks where through the file chooser, offering the name with the
 * format's extension; dismissed, nothing is written and the dialog stays.
 * The file chosen then gets a PNG of the size chosen (written as the
 * chooser's answer has it written: the chooser keeps its own folder). */
static void
test_export_png (Fixture *f, gconstpointer data)
{
  GtkFileChooserDialog *chooser = NULL;

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (f, "size_spin")), 320);
  g_autofree char *shot = ui_test_screenshot (f->dialog, "diagram-dialog-alone");

  g_assert_true (gtk_widget_activate_action (f->dialog, "diagram.export", NULL));
  ui_test_wait_until ((chooser = ui_test_find_file_chooser ()) != NULL);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (chooser)), ==, "Export Diagram");
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (chooser)) == GTK_WINDOW (f->dialog));
  g_autofree char *name = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (chooser));
  g_assert_cmpstr (name, ==, "Vidal–Puig, move 41.png");
  g_assert_cmpstr (gtk_file_filter_get_name (gtk_file_chooser_get_filter (GTK_FILE_CHOOSER (chooser))), ==, "PNG image");
  g_signal_emit_by_name (ui_test_find_button (GTK_WIDGET (chooser), "_Cancel"), "clicked");
  ui_test_wait_until (ui_test_find_file_chooser () == NULL);
  ui_test_wait (50);
  g_assert_false (f->destroyed);
  g_assert_null (f->exported);

  g_autofree char *path = g_build_filename (f->dir, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  adj_diagram_dialog_export (ADJ_DIAGRAM_DIALOG (f->dialog), file);
  ui_test_wait_until (f->destroyed);
  g_assert_true (g_file_equal (f->exported, file));
  cairo_surface_t *image = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, 320);
  g_assert_cmpint (cairo_image_surface_get_height (image), ==, 320);
  /* Left with the screenshots, to be looked at. */
  if (g_getenv ("ADJ_SCREENSHOT_DIR"))
    {
      g_autofree char *kept = g_build_filename (g_getenv ("ADJ_SCREENSHOT_DIR"), "diagram-exported.png", NULL);
      g_assert_cmpint (cairo_surface_write_to_png (image, kept), ==, CAIRO_STATUS_SUCCESS);
    }
  cairo_surface_destroy (image);
}

/* SVG straight to a file, as the chooser's answer does. */
static void
test_export_svg (Fixture *f, gconstpointer data)
{
  g_autofree char *path = g_build_filename (f->dir, "ending.svg", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  adw_combo_row_set_selected (ADW_COMBO_ROW (child (f, "format_row")), 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (f, "size_spin")), 256);
  adj_diagram_dialog_export (ADJ_DIAGRAM_DIALOG (f->dialog), file);
  ui_test_wait_until (f->destroyed);
  g_assert_true (g_file_equal (f->exported, file));
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "width=\"256px\" height=\"256px\""));
}

/* A folder that is not there: an alert over the dialog, which stays. */
static void
test_export_error (Fixture *f, gconstpointer data)
{
  g_autofree char *path = g_build_filename (f->dir, "missing", "ending.png", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  adj_diagram_dialog_export (ADJ_DIAGRAM_DIALOG (f->dialog), file);
  GtkWidget *alert = NULL;
  ui_test_wait_until ((alert = adj_compat_get_visible_dialog (GTK_WINDOW (f->dialog))) != NULL);
  g_assert_false (f->destroyed);
  g_assert_null (f->exported);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  /* Still enabled: the user can choose another place. */
  g_assert_true (gtk_widget_is_sensitive (child (f, "export_button")));
  adj_compat_close (alert);
  ui_test_wait_until (adj_compat_get_visible_dialog (GTK_WINDOW (f->dialog)) == NULL);

  /* Cancel closes it, writing nothing. */
  g_assert_true (gtk_widget_activate_action (child (f, "cancel_button"), "window.close", NULL));
  ui_test_wait_until (f->destroyed);
  g_assert_null (f->exported);
}

int
main (int argc, char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  if (!ui_test_init (&argc, &argv, "/ui/diagram-dialog"))
    return g_test_run ();

#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("/ui/diagram-dialog/options", test_options);
  ADD ("/ui/diagram-dialog/export-png", test_export_png);
  ADD ("/ui/diagram-dialog/export-svg", test_export_svg);
  ADD ("/ui/diagram-dialog/export-error", test_export_error);
#undef ADD
  return g_test_run ();
}
