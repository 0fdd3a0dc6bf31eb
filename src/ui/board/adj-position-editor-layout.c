/* adj-position-editor-layout.c — the position editor's layout and its palette
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board beside the settings when the view is wide, above them when it
 * is narrow, as large as the view allows; the footer a page adds, in view
 * or at the end of the scrolled page; and the palette of the twelve pieces
 * and the eraser under the board.
 */
#define G_LOG_DOMAIN "adj-position-editor"

#include "config.h"

#include <glib/gi18n.h>

#include "adj-piece-set.h"
#include "adj-position-editor-private.h"

/* The palette, in the order shown: white pieces on the first row, black on
 * the second, the eraser last. */
static const ChessPiece palette_pieces[N_PALETTE] = {
  chess_piece_make (CHESS_WHITE, CHESS_KING), chess_piece_make (CHESS_WHITE, CHESS_QUEEN),
  chess_piece_make (CHESS_WHITE, CHESS_ROOK), chess_piece_make (CHESS_WHITE, CHESS_BISHOP),
  chess_piece_make (CHESS_WHITE, CHESS_KNIGHT), chess_piece_make (CHESS_WHITE, CHESS_PAWN),
  chess_piece_make (CHESS_BLACK, CHESS_KING), chess_piece_make (CHESS_BLACK, CHESS_QUEEN),
  chess_piece_make (CHESS_BLACK, CHESS_ROOK), chess_piece_make (CHESS_BLACK, CHESS_BISHOP),
  chess_piece_make (CHESS_BLACK, CHESS_KNIGHT), chess_piece_make (CHESS_BLACK, CHESS_PAWN),
  CHESS_EMPTY,
};

/* Widget names of the palette's buttons (for tests): the FEN letter. */
static const char *const palette_names[N_PALETTE] = {
  "palette-K", "palette-Q", "palette-R", "palette-B", "palette-N", "palette-P",
  "palette-k", "palette-q", "palette-r", "palette-b", "palette-n", "palette-p",
  "palette-eraser",
};

/* ---- Layout: beside when wide, above when narrow ---- */

#define CONTENT_SPACING 24
#define COLUMN_SPACING  12
/* When narrow, the settings under the board keep at least this much
 * height to scroll in. */
#define MIN_SETTINGS_HEIGHT 180

/* The board widget asks for the same size whatever its width, and draws a
 * centred square in what it gets; the clamp around it gives it a square as
 * large as the editor allows beside (or above) the settings, with the
 * palette right under it. Neither scrolls. */
int
_adj_position_editor_board_size (int      width,
                                 int      height,
                                 gboolean wide,
                                 int      margin,
                                 int      side_width,
                                 int      palette_height)
{
  int below = 2 * margin + COLUMN_SPACING + palette_height;
  if (wide)
    return MIN (width - 2 * margin - CONTENT_SPACING - side_width, height - below);
  return MIN (width - 2 * margin, height - below - MIN_SETTINGS_HEIGHT);
}

static int
board_size (AdjPositionEditor *self,
            gboolean           wide,
            int                margin)
{
  int side, palette, unused;

  gtk_widget_measure (GTK_WIDGET (self->side_clamp), GTK_ORIENTATION_HORIZONTAL, -1, &unused, &side, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (self->palette), GTK_ORIENTATION_VERTICAL, -1, &unused, &palette, NULL, NULL);
  return _adj_position_editor_board_size (gtk_widget_get_width (GTK_WIDGET (self->body)),
                                          gtk_widget_get_height (GTK_WIDGET (self->body)),
                                          wide, margin, side, palette);
}

static void
set_margins (GtkWidget *widget, int start, int end, int top, int bottom)
{
  gtk_widget_set_margin_start (widget, start);
  gtk_widget_set_margin_end (widget, end);
  gtk_widget_set_margin_top (widget, top);
  gtk_widget_set_margin_bottom (widget, bottom);
}

/* The footer scrolls with the page when narrow, where a fixed block would
 * leave the board no room; when wide it stays in view under the editor,
 * whose board is sized to the height left above it. */
void
_adj_position_editor_place_footer (AdjPositionEditor *self)
{
  GtkBox *slot = self->wide ? self->fixed_footer_slot : self->scrolled_footer;
  GtkWidget *parent = self->footer ? gtk_widget_get_parent (self->footer) : NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->fixed_footer), self->footer && self->wide);
  gtk_widget_set_visible (GTK_WIDGET (self->scrolled_footer), self->footer && !self->wide);
  if (!self->footer || parent == GTK_WIDGET (slot))
    return;

  /* A field of the footer being typed in keeps the keyboard. */
  GtkRoot *root = gtk_widget_get_root (self->footer);
  GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;
  g_autoptr(GtkWidget) typing = focus && (focus == self->footer || gtk_widget_is_ancestor (focus, self->footer))
                                ? g_object_ref (focus) : NULL;
  g_object_ref (self->footer);
  if (parent)
    gtk_box_remove (GTK_BOX (parent), self->footer);
  gtk_box_append (slot, self->footer);
  g_object_unref (self->footer);
  if (typing)
    gtk_widget_grab_focus (typing);
}

/* The board beside the settings or above them, as self->wide says. */
static void
set_orientation (AdjPositionEditor *self)
{
  gboolean wide = self->wide;
  int margin = wide ? 18 : 12;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->body),
                                  wide ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL);
  /* Beside: the settings' own margin and the column's make the gap.
   * Above: the settings' top margin is the gap. */
  set_margins (GTK_WIDGET (self->board_column), margin, wide ? CONTENT_SPACING - margin : margin,
               margin, wide ? margin : 0);
  set_margins (GTK_WIDGET (self->content), margin, margin, margin, margin);
  gtk_widget_set_margin_start (GTK_WIDGET (self->scrolled_footer), margin);
  gtk_widget_set_margin_end (GTK_WIDGET (self->scrolled_footer), margin);
  if (wide)
    gtk_widget_remove_css_class (GTK_WIDGET (self->palette), "narrow");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self->palette), "narrow");
  _adj_position_editor_place_footer (self);
}

static gboolean
apply_layout (gpointer data)
{
  AdjPositionEditor *self = data;
  int width = gtk_widget_get_width (GTK_WIDGET (self->body));

  self->layout_idle = 0;
  gboolean wide = width >= WIDE_LAYOUT_MIN_WIDTH;
  /* A phone-sized window keeps more of its width for the board. */
  int margin = wide ? 18 : 12;
  if (wide != self->wide)
    {
      self->wide = wide;
      set_orientation (self);
    }
  int size = MAX (board_size (self, wide, margin), 8 * 16);
  if (size != adw_clamp_get_maximum_size (self->board_clamp))
    {
      adw_clamp_set_maximum_size (self->board_clamp, size);
      adw_clamp_set_tightening_threshold (self->board_clamp, size);
    }
  return G_SOURCE_REMOVE;
}

/* The viewport reconfigures its adjustments whenever its size changes; the
 * layout follows after the allocation, not during it. */
static void
on_view_resized (GtkAdjustment     *adjustment,
                 AdjPositionEditor *self)
{
  if (self->layout_idle == 0)
    self->layout_idle = g_idle_add (apply_layout, self);
}

void
_adj_position_editor_init_layout (AdjPositionEditor *self)
{
  /* Narrow until the first allocation says otherwise: the narrow layout
   * asks for less width, so that a walkthrough opened over a phone-wide
   * window fits it. */
  self->wide = FALSE;
  set_orientation (self);
  g_signal_connect (gtk_scrolled_window_get_hadjustment (self->scroller), "changed",
                    G_CALLBACK (on_view_resized), self);
  g_signal_connect (gtk_scrolled_window_get_vadjustment (self->scroller), "changed",
                    G_CALLBACK (on_view_resized), self);
}

/* ---- The palette ---- */

static void
on_palette_toggled (GtkToggleButton   *button,
                    AdjPositionEditor *self)
{
  if (!gtk_toggle_button_get_active (button))
    return;
  for (int i = 0; i < N_PALETTE; i++)
    if (self->palette_buttons[i] == button)
      self->chosen = palette_pieces[i];
}

/* "White knight" for a tooltip from "white knight", in any script. */
static char *
capitalized (const char *text)
{
  gunichar first = g_utf8_get_char (text);
  char buf[8];
  int len = g_unichar_to_utf8 (g_unichar_totitle (first), buf);
  return g_strdup_printf ("%.*s%s", len, buf, g_utf8_next_char (text));
}

/* Textures rendered for the screen's scale, so that the pieces stay crisp
 * when the window moves to a HiDPI monitor. */
static void
update_palette_images (AdjPositionEditor *self)
{
  /* The board's set: the palette's pieces are the ones put on it. */
  AdjPieceSet *set = adj_board_get_pieces (self->board);
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));

  for (int i = 0; i < N_PALETTE; i++)
    if (palette_pieces[i] != CHESS_EMPTY)
      {
        GtkWidget *image = gtk_button_get_child (GTK_BUTTON (self->palette_buttons[i]));
        GdkTexture *texture = adj_piece_set_get_texture (set, palette_pieces[i], PALETTE_ICON_SIZE * scale);
        gtk_image_set_from_paintable (GTK_IMAGE (image), GDK_PAINTABLE (texture));
      }
}

/* Also when the board's piece set changes. */
static void
on_scale_factor_changed (AdjPositionEditor *self,
                         GParamSpec        *pspec,
                         gpointer           data)
{
  update_palette_images (self);
}

void
_adj_position_editor_build_palette (AdjPositionEditor *self)
{
  GtkToggleButton *group = NULL;

  for (int i = 0; i < N_PALETTE; i++)
    {
      GtkWidget *button = gtk_toggle_button_new ();
      GtkWidget *image;
      const char *description;

      if (palette_pieces[i] == CHESS_EMPTY)
        {
          image = gtk_image_new_from_icon_name ("edit-clear-symbolic");
          description = _("eraser");
          gtk_widget_set_tooltip_text (button, _("Eraser: click a square to empty it"));
        }
      else
        {
          image = gtk_image_new ();
          description = adj_piece_set_describe (palette_pieces[i]);
          g_autofree char *tooltip = capitalized (description);
          gtk_widget_set_tooltip_text (button, tooltip);
        }
      gtk_image_set_pixel_size (GTK_IMAGE (image), PALETTE_ICON_SIZE);
      gtk_button_set_child (GTK_BUTTON (button), image);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, description, -1);
      gtk_widget_set_name (button, palette_names[i]);
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_add_css_class (button, "palette-button");
      if (group)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), group);
      else
        group = GTK_TOGGLE_BUTTON (button);
      g_signal_connect (button, "toggled", G_CALLBACK (on_palette_toggled), self);

      /* Six pieces a row, one row per colour; the eraser at the end of both. */
      if (i < 12)
        gtk_grid_attach (self->palette, button, i % 6, i / 6, 1, 1);
      else
        {
          gtk_grid_attach (self->palette, button, 6, 0, 1, 2);
          gtk_widget_set_margin_start (button, 6);
        }
      self->palette_buttons[i] = GTK_TOGGLE_BUTTON (button);
    }
  gtk_toggle_button_set_active (self->palette_buttons[0], TRUE);
  update_palette_images (self);
  g_signal_connect (self, "notify::scale-factor", G_CALLBACK (on_scale_factor_changed), NULL);
  g_signal_connect_object (self->board, "notify::piece-set", G_CALLBACK (on_scale_factor_changed), self,
                           G_CONNECT_SWAPPED);
}
