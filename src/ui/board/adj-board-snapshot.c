/* adj-board-snapshot.c — the chessboard drawn, and what drawing keeps
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board is drawn in snapshot() from render nodes only: colour nodes for
 * the squares and highlights, the piece set's cached textures at the square
 * size in device pixels (so pieces are crisp at every scale), and pango
 * layouts kept from one frame to the next for the coordinates. Squares are
 * whole logical pixels and the board sits on whole pixels, centred.
 */
#define G_LOG_DOMAIN "adj-board"

#include "config.h"

#include <math.h>

#include "adj-board-private.h"
#include "adj-diagram.h"
#include "adj-piece-set.h"


#define RGB(r, g, b) { (r) / 255.f, (g) / 255.f, (b) / 255.f, 1.f }

static const AdjBoardStyle board_styles[] = {
  { "brown", { RGB (0xee, 0xd9, 0xb9), RGB (0xb5, 0x88, 0x63) },
             { RGB (0xcf, 0xb9, 0x9a), RGB (0x95, 0x6e, 0x4f) } },
  { "green", { RGB (0xe8, 0xec, 0xd2), RGB (0x78, 0x97, 0x58) },
             { RGB (0xc6, 0xcc, 0xb2), RGB (0x5f, 0x7c, 0x46) } },
  { "blue",  { RGB (0xdf, 0xe6, 0xec), RGB (0x7e, 0x9b, 0xb4) },
             { RGB (0xbc, 0xc6, 0xd0), RGB (0x61, 0x7c, 0x95) } },
  { "slate", { RGB (0xd9, 0xdc, 0xe0), RGB (0x7b, 0x84, 0x90) },
             { RGB (0xb5, 0xb9, 0xbf), RGB (0x5e, 0x66, 0x72) } },
};

/* Highlights, from the Adwaita palette so that they sit with the rest of
 * the desktop: yellow for the last move and the picked piece, red for a
 * king in check, orange for annotations. */
static const GdkRGBA last_move_color = { 0xf6 / 255.f, 0xd3 / 255.f, 0x2d / 255.f, 0.42f };
static const GdkRGBA picked_color    = { 0xf6 / 255.f, 0xd3 / 255.f, 0x2d / 255.f, 0.62f };
static const GdkRGBA hover_color     = { 1.f, 1.f, 1.f, 0.28f };
static const GdkRGBA target_color    = { 0.f, 0.f, 0.f, 0.20f };
static const GdkRGBA mark_color      = { 0xe6 / 255.f, 0x61 / 255.f, 0x00 / 255.f, 0.45f };
static const GdkRGBA arrow_color     = { 0xe6 / 255.f, 0x61 / 255.f, 0x00 / 255.f, 0.78f };
static const GskColorStop check_stops[] = {
  { 0.00f, { 0xe0 / 255.f, 0x1b / 255.f, 0x24 / 255.f, 1.00f } },
  { 0.30f, { 0xe0 / 255.f, 0x1b / 255.f, 0x24 / 255.f, 0.85f } },
  { 1.00f, { 0xe0 / 255.f, 0x1b / 255.f, 0x24 / 255.f, 0.00f } },
};

const AdjBoardStyle *
_adj_board_style_lookup (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (board_styles); i++)
    if (g_strcmp0 (id, board_styles[i].id) == 0)
      return &board_styles[i];
  return NULL;
}

gboolean
adj_board_style_get_colors (const char *id,
                            GdkRGBA    *light,
                            GdkRGBA    *dark)
{
  const AdjBoardStyle *style = _adj_board_style_lookup (id);

  if (style == NULL)
    return FALSE;
  if (light != NULL)
    *light = style->normal.light;
  if (dark != NULL)
    *dark = style->normal.dark;
  return TRUE;
}

const AdjBoardStyle *
_adj_board_style_default (void)
{
  return &board_styles[0];
}

static gboolean
is_dark_style (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

static const AdjBoardPalette *
current_palette (AdjBoard *self)
{
  return is_dark_style () ? &self->style->dark_style : &self->style->normal;
}
int
_adj_board_coordinate_size (int square)
{
  /* Small enough to stay in the corner of a square, growing with it, and
   * never below what can be read; a board too small for that (a
   * thumbnail) goes without. */
  if (square < 24)
    return 0;
  return CLAMP (square * 22 / 100, 10, 24);
}

static void
ensure_coordinates (AdjBoard *self)
{
  if (self->coordinates_square == self->square && self->coordinates[0] != NULL)
    return;

  int size = _adj_board_coordinate_size (self->square);
  PangoFontDescription *font = pango_font_description_new ();
  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);

  for (int i = 0; i < 16; i++)
    {
      char text[2] = { i < 8 ? 'a' + i : '1' + (i - 8), 0 };

      if (self->coordinates[i] == NULL)
        self->coordinates[i] = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
      pango_layout_set_font_description (self->coordinates[i], font);
    }
  pango_font_description_free (font);
  self->coordinates_square = self->square;
}

static void
draw_coordinates (AdjBoard    *self,
                  GtkSnapshot *snapshot,
                  const AdjBoardPalette *palette)
{
  int pad = MAX (1, self->square / 30);

  ensure_coordinates (self);
  for (int i = 0; i < 8; i++)
    {
      /* Files along the bottom row, in the right corner; ranks along the
       * left column, in the top corner; each in the other square colour. */
      ChessSquare file_sq = _adj_board_cell_square (self, i, 7);
      ChessSquare rank_sq = _adj_board_cell_square (self, 0, i);
      PangoLayout *files = self->coordinates[chess_square_file (file_sq)];
      PangoLayout *ranks = self->coordinates[8 + chess_square_rank (rank_sq)];
      PangoRectangle ink, logical;
      graphene_rect_t r;

      _adj_board_square_rect (self, file_sq, &r);
      pango_layout_get_pixel_extents (files, &ink, &logical);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (
                                r.origin.x + r.size.width - pad - ink.x - ink.width,
                                r.origin.y + r.size.height - pad - logical.height + (logical.height - ink.y - ink.height)));
      gtk_snapshot_append_layout (snapshot, files,
                                  ((chess_square_file (file_sq) + chess_square_rank (file_sq)) & 1)
                                  ? &palette->dark : &palette->light);
      gtk_snapshot_restore (snapshot);

      _adj_board_square_rect (self, rank_sq, &r);
      pango_layout_get_pixel_extents (ranks, &ink, &logical);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (r.origin.x + pad - ink.x, r.origin.y + pad - ink.y));
      gtk_snapshot_append_layout (snapshot, ranks,
                                  ((chess_square_file (rank_sq) + chess_square_rank (rank_sq)) & 1)
                                  ? &palette->dark : &palette->light);
      gtk_snapshot_restore (snapshot);
    }
}

static void
draw_target (AdjBoard        *self,
             GtkSnapshot     *snapshot,
             const graphene_rect_t *r,
             gboolean         capture)
{
  GskRoundedRect shape;

  if (capture)
    {
      /* A ring round the piece that would be taken. */
      float width = self->square * 0.09f;
      float widths[4] = { width, width, width, width };
      GdkRGBA colors[4] = { target_color, target_color, target_color, target_color };

      gsk_rounded_rect_init_from_rect (&shape, r, self->square / 2.f);
      gtk_snapshot_append_border (snapshot, &shape, widths, colors);
    }
  else
    {
      float d = self->square * 0.30f;
      graphene_rect_t dot = GRAPHENE_RECT_INIT (r->origin.x + (r->size.width - d) / 2,
                                                r->origin.y + (r->size.height - d) / 2, d, d);

      gsk_rounded_rect_init_from_rect (&shape, &dot, d / 2);
      gtk_snapshot_push_rounded_clip (snapshot, &shape);
      gtk_snapshot_append_color (snapshot, &target_color, &dot);
      gtk_snapshot_pop (snapshot);
    }
}

static GskRenderNode *
draw_arrows (AdjBoard *self)
{
  graphene_rect_t board = GRAPHENE_RECT_INIT (self->origin_x, self->origin_y,
                                              8 * self->square, 8 * self->square);
  GskRenderNode *node = gsk_cairo_node_new (&board);
  cairo_t *cr = gsk_cairo_node_get_draw_context (node);
  double shaft = self->square * 0.17;
  double head = self->square * 0.45;

  gdk_cairo_set_source_rgba (cr, &arrow_color);
  for (int i = 0; i < self->n_arrows; i++)
    {
      graphene_rect_t a, b;

      _adj_board_square_rect (self, self->arrows[i][0], &a);
      _adj_board_square_rect (self, self->arrows[i][1], &b);
      double x0 = a.origin.x + a.size.width / 2, y0 = a.origin.y + a.size.height / 2;
      double x1 = b.origin.x + b.size.width / 2, y1 = b.origin.y + b.size.height / 2;
      double length = hypot (x1 - x0, y1 - y0);
      if (length < 1)
        continue;

      /* Along the arrow: start a little off the centre of the first
       * square, the point short of the centre of the last. */
      cairo_save (cr);
      cairo_translate (cr, x0, y0);
      cairo_rotate (cr, atan2 (y1 - y0, x1 - x0));
      double start = self->square * 0.18;
      double tip = length - self->square * 0.12;
      cairo_move_to (cr, start, -shaft / 2);
      cairo_line_to (cr, tip - head, -shaft / 2);
      cairo_line_to (cr, tip - head, -head * 0.55);
      cairo_line_to (cr, tip, 0);
      cairo_line_to (cr, tip - head, head * 0.55);
      cairo_line_to (cr, tip - head, shaft / 2);
      cairo_line_to (cr, start, shaft / 2);
      cairo_close_path (cr);
      cairo_fill (cr);
      cairo_restore (cr);
    }
  cairo_destroy (cr);
  return node;
}

/* The players' notes, drawn as a diagram draws them. */
static GskRenderNode *
draw_notes (AdjBoard               *self,
            const ChessAnnotations *notes)
{
  graphene_rect_t board = GRAPHENE_RECT_INIT (self->origin_x, self->origin_y,
                                              8 * self->square, 8 * self->square);
  GskRenderNode *node = gsk_cairo_node_new (&board);
  cairo_t *cr = gsk_cairo_node_get_draw_context (node);

  adj_diagram_draw_annotations (cr, notes, self->origin_x, self->origin_y, self->square, self->flipped);
  cairo_destroy (cr);
  return node;
}

/* The note the secondary button is drawing, as it would be if let go
 * here: nothing off the board. */
static void
draw_pending_note (AdjBoard    *self,
                   GtkSnapshot *snapshot)
{
  ChessAnnotations pending = { 0 };

  if (self->note_to == CHESS_NO_SQUARE)
    return;
  if (self->note_to == self->note_from)
    chess_annotations_set_mark (&pending, self->note_from, self->note_color);
  else
    chess_annotations_set_arrow (&pending, self->note_from, self->note_to, self->note_color);
  GskRenderNode *node = draw_notes (self, &pending);
  gtk_snapshot_append_node (snapshot, node);
  gsk_render_node_unref (node);
}

static void
draw_piece (AdjBoard              *self,
            GtkSnapshot           *snapshot,
            ChessPiece             piece,
            const graphene_rect_t *r,
            int                    pixel_size)
{
  GdkTexture *texture = adj_piece_set_get_texture (self->pieces, piece, pixel_size);

  gtk_snapshot_append_texture (snapshot, texture, r);
}

void
_adj_board_snapshot (GtkWidget   *widget,
                     GtkSnapshot *snapshot)
{
  AdjBoard *self = ADJ_BOARD (widget);
  const ChessPosition *position = adj_board_model_get_position (self->model);
  const AdjBoardPalette *palette = current_palette (self);
  int pixel_size = self->square * gtk_widget_get_scale_factor (widget);
  ChessMove last = adj_board_model_get_last_move (self->model);
  ChessSquare hover = CHESS_NO_SQUARE;
  graphene_rect_t r;

  if (self->square <= 0)
    return;

  if (self->dragging)
    hover = adj_board_square_at (self, self->drag_x, self->drag_y);

  /* Squares and what colours them. */
  for (ChessSquare sq = 0; sq < 64; sq++)
    {
      gboolean light = (chess_square_file (sq) + chess_square_rank (sq)) & 1;

      _adj_board_square_rect (self, sq, &r);
      gtk_snapshot_append_color (snapshot, light ? &palette->light : &palette->dark, &r);
      if (last != CHESS_MOVE_NONE && (sq == chess_move_from (last) || sq == chess_move_to (last)))
        gtk_snapshot_append_color (snapshot, &last_move_color, &r);
      if (sq == self->picked)
        gtk_snapshot_append_color (snapshot, &picked_color, &r);
      if (self->marks & ADJ_BOARD_BIT (sq))
        gtk_snapshot_append_color (snapshot, &mark_color, &r);
      if (sq == hover && (self->targets & ADJ_BOARD_BIT (sq)))
        gtk_snapshot_append_color (snapshot, &hover_color, &r);
    }

  /* The king in check glows red under the piece. */
  if (self->check_square != CHESS_NO_SQUARE)
    {
      _adj_board_square_rect (self, self->check_square, &r);
      gtk_snapshot_append_radial_gradient (snapshot, &r,
                                           &GRAPHENE_POINT_INIT (r.origin.x + r.size.width / 2,
                                                                 r.origin.y + r.size.height / 2),
                                           r.size.width * 0.62f, r.size.height * 0.62f,
                                           0.f, 1.f, check_stops, G_N_ELEMENTS (check_stops));
    }

  for (ChessSquare sq = 0; sq < 64; sq++)
    {
      ChessPiece piece = position->board[sq];

      if (piece == CHESS_EMPTY)
        continue;
      _adj_board_square_rect (self, sq, &r);
      if (self->dragging && sq == self->picked)
        {
          /* Where the dragged piece comes from stays visible, faintly. */
          gtk_snapshot_push_opacity (snapshot, 0.3);
          draw_piece (self, snapshot, piece, &r, pixel_size);
          gtk_snapshot_pop (snapshot);
        }
      else
        draw_piece (self, snapshot, piece, &r, pixel_size);
    }

  /* Over the pieces: a piece's base reaches into the corners. Not on a
   * thumbnail, where they could not be read. */
  if (self->show_coordinates && _adj_board_coordinate_size (self->square) > 0)
    draw_coordinates (self, snapshot, palette);

  for (ChessSquare sq = 0; self->targets && sq < 64; sq++)
    if (self->targets & ADJ_BOARD_BIT (sq))
      {
        _adj_board_square_rect (self, sq, &r);
        draw_target (self, snapshot, &r, position->board[sq] != CHESS_EMPTY);
      }

  if (self->n_arrows > 0)
    {
      if (self->arrows_node == NULL)
        self->arrows_node = draw_arrows (self);
      gtk_snapshot_append_node (snapshot, self->arrows_node);
    }
  if (!chess_annotations_is_empty (&self->notes))
    {
      if (self->notes_node == NULL)
        self->notes_node = draw_notes (self, &self->notes);
      gtk_snapshot_append_node (snapshot, self->notes_node);
    }
  if (self->note_from != CHESS_NO_SQUARE)
    draw_pending_note (self, snapshot);

  /* The keyboard's focus: the board ringed as GNOME rings a focused
   * widget (2 pixels of the accent colour at half strength, inside its
   * edge), and the cursor square framed in the accent colour itself. */
  if (gtk_widget_has_visible_focus (widget))
    {
      GskRoundedRect shape;
      float width = MAX (2.f, self->square * 0.06f);
      float widths[4] = { width, width, width, width };
      float ring[4] = { 2.f, 2.f, 2.f, 2.f };
      GdkRGBA color = is_dark_style () ? (GdkRGBA) { 0x78 / 255.f, 0xae / 255.f, 0xed / 255.f, 1.f }
                                       : (GdkRGBA) { 0x1c / 255.f, 0x71 / 255.f, 0xd8 / 255.f, 1.f };
      GdkRGBA half = { color.red, color.green, color.blue, 0.5f };
      GdkRGBA colors[4] = { color, color, color, color };
      GdkRGBA halves[4] = { half, half, half, half };

      gsk_rounded_rect_init_from_rect (&shape, &GRAPHENE_RECT_INIT (self->origin_x, self->origin_y,
                                                                    8 * self->square, 8 * self->square), 0);
      gtk_snapshot_append_border (snapshot, &shape, ring, halves);
      _adj_board_square_rect (self, self->focus_square, &r);
      gsk_rounded_rect_init_from_rect (&shape, &r, 0);
      gtk_snapshot_append_border (snapshot, &shape, widths, colors);
    }

  if (self->dragging && self->picked != CHESS_NO_SQUARE)
    {
      r = GRAPHENE_RECT_INIT (self->drag_x - self->square / 2.f, self->drag_y - self->square / 2.f,
                              self->square, self->square);
      draw_piece (self, snapshot, position->board[self->picked], &r, pixel_size);
    }
}
