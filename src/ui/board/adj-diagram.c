/* adj-diagram.c — a position drawn as a diagram, to PNG or SVG
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One drawing function for every output: cairo draws the same diagram into
 * an image surface (PNG), an SVG surface (the pieces stay vectors: librsvg
 * draws them as paths) or a widget (the preview).
 */
#define G_LOG_DOMAIN "adj-diagram"

#include "config.h"

#include <math.h>

#include <cairo-svg.h>
#include <glib/gi18n.h>
#include <pango/pangocairo.h>

#include "adj-board.h"
#include "adj-diagram.h"
#include "adj-piece-set.h"

#define DEFAULT_SIZE 480

/* From the GNOME palette, deep enough to read on the light squares:
 * green 4, red 4, yellow 5, blue 4; in the order of ChessAnnotationColor. */
static const GdkRGBA note_colors[CHESS_ANNOTATION_N_COLORS] = {
  { 0x26 / 255.f, 0xa2 / 255.f, 0x69 / 255.f, 1.f },
  { 0xc0 / 255.f, 0x1c / 255.f, 0x28 / 255.f, 1.f },
  { 0xe5 / 255.f, 0xa5 / 255.f, 0x0a / 255.f, 1.f },
  { 0x1c / 255.f, 0x71 / 255.f, 0xd8 / 255.f, 1.f },
};
/* Translucent, so that the piece under a note stays visible. */
#define ARROW_ALPHA 0.78
#define MARK_ALPHA  0.85

/* Paper white and ink: a bulletin is printed. */
static const GdkRGBA paper = { 1.f, 1.f, 1.f, 1.f };
static const GdkRGBA ink   = { 0x24 / 255.f, 0x1f / 255.f, 0x31 / 255.f, 1.f };

G_DEFINE_QUARK (adj-diagram-error-quark, adj_diagram_error)

void
adj_diagram_options_init (AdjDiagramOptions *options)
{
  g_return_if_fail (options != NULL);

  *options = (AdjDiagramOptions) {
    .size = DEFAULT_SIZE,
    .coordinates = TRUE,
  };
}

const char *
adj_diagram_format_extension (AdjDiagramFormat format)
{
  g_return_val_if_fail (format <= ADJ_DIAGRAM_FORMAT_SVG, NULL);

  return format == ADJ_DIAGRAM_FORMAT_SVG ? "svg" : "png";
}

void
adj_diagram_annotation_rgba (ChessAnnotationColor color,
                             GdkRGBA             *rgba)
{
  g_return_if_fail ((guint) color < CHESS_ANNOTATION_N_COLORS);
  g_return_if_fail (rgba != NULL);

  *rgba = note_colors[color];
}

static gboolean
piece_exists (ChessPiece piece)
{
  return piece == CHESS_EMPTY
         || ((piece & 7) >= 1 && (piece & 7) <= CHESS_N_PIECE_TYPES && (piece >> 3) <= CHESS_BLACK);
}

static gboolean
piece_set_known (const char *id)
{
  return id == NULL || g_strv_contains (adj_piece_set_list_ids (), id);
}

gboolean
adj_diagram_check (const ChessPosition     *position,
                   const AdjDiagramOptions *options,
                   GError                 **error)
{
  g_return_val_if_fail (position != NULL, FALSE);
  g_return_val_if_fail (options != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (options->size < ADJ_DIAGRAM_MIN_SIZE || options->size > ADJ_DIAGRAM_MAX_SIZE)
    {
      g_set_error (error, ADJ_DIAGRAM_ERROR, ADJ_DIAGRAM_ERROR_SIZE,
                   /* Translators: a diagram's size; %d are numbers of pixels */
                   _("A diagram of %d pixels cannot be made: its size must be from %d to %d pixels"),
                   options->size, ADJ_DIAGRAM_MIN_SIZE, ADJ_DIAGRAM_MAX_SIZE);
      return FALSE;
    }
  if (!piece_set_known (options->piece_set))
    {
      g_set_error (error, ADJ_DIAGRAM_ERROR, ADJ_DIAGRAM_ERROR_PIECE_SET,
                   _("There is no piece set called “%s”"), options->piece_set);
      return FALSE;
    }
  if (options->board_style != NULL && !adj_board_style_get_colors (options->board_style, NULL, NULL))
    {
      g_set_error (error, ADJ_DIAGRAM_ERROR, ADJ_DIAGRAM_ERROR_BOARD_STYLE,
                   _("There is no board style called “%s”"), options->board_style);
      return FALSE;
    }
  for (ChessSquare sq = 0; sq < 64; sq++)
    if (!piece_exists (position->board[sq]))
      {
        char name[3];

        chess_square_name (sq, name);
        g_set_error (error, ADJ_DIAGRAM_ERROR, ADJ_DIAGRAM_ERROR_POSITION,
                     /* Translators: %s is a square such as "e4" */
                     _("The position cannot be drawn: the square %s holds no known piece"), name);
        return FALSE;
      }
  return TRUE;
}

/* Where the board goes in an image SIZE wide: whole pixels per square,
 * centred, with room for the coordinates round it when asked for. */
typedef struct {
  double square;
  double x;
  double y;
  double frame;
  double margin;
} Layout;

static Layout
layout_for (const AdjDiagramOptions *options)
{
  Layout l;
  int size = options->size;

  l.frame = MAX (1, round (size / 320.0));
  l.margin = options->coordinates ? round (size * 0.055) : l.frame;
  l.square = floor ((size - 2 * l.margin) / 8);
  l.x = floor ((size - 8 * l.square) / 2);
  l.y = l.x;
  return l;
}

static void
square_origin (const Layout *l,
               gboolean      flipped,
               ChessSquare   sq,
               double       *x,
               double       *y)
{
  int col = flipped ? 7 - chess_square_file (sq) : chess_square_file (sq);
  int row = flipped ? chess_square_rank (sq) : 7 - chess_square_rank (sq);

  *x = l->x + col * l->square;
  *y = l->y + row * l->square;
}

static void
draw_coordinates (cairo_t                 *cr,
                  const Layout            *l,
                  const AdjDiagramOptions *options)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string ("Sans Bold");

  pango_font_description_set_absolute_size (font, MAX (6, l->margin * 0.62) * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  gdk_cairo_set_source_rgba (cr, &ink);
  for (int i = 0; i < 8; i++)
    {
      char file[2] = { (char) ('a' + (options->flipped ? 7 - i : i)), 0 };
      char rank[2] = { (char) ('1' + (options->flipped ? i : 7 - i)), 0 };
      PangoRectangle ink_rect;

      /* Files under the board, ranks to its left, each centred on its
       * column or row by the letter's ink. */
      pango_layout_set_text (layout, file, -1);
      pango_layout_get_pixel_extents (layout, &ink_rect, NULL);
      cairo_move_to (cr, l->x + (i + 0.5) * l->square - ink_rect.x - ink_rect.width / 2.0,
                     l->y + 8 * l->square + (options->size - l->y - 8 * l->square) / 2 - ink_rect.y - ink_rect.height / 2.0);
      pango_cairo_show_layout (cr, layout);

      pango_layout_set_text (layout, rank, -1);
      pango_layout_get_pixel_extents (layout, &ink_rect, NULL);
      cairo_move_to (cr, l->x / 2 - ink_rect.x - ink_rect.width / 2.0,
                     l->y + (i + 0.5) * l->square - ink_rect.y - ink_rect.height / 2.0);
      pango_cairo_show_layout (cr, layout);
    }
  pango_font_description_free (font);
  g_object_unref (layout);
}

void
adj_diagram_draw_annotations (cairo_t                *cr,
                              const ChessAnnotations *notes,
                              double                  x,
                              double                  y,
                              double                  square,
                              gboolean                flipped)
{
  Layout l = { .square = square, .x = x, .y = y };

  g_return_if_fail (cr != NULL);
  g_return_if_fail (notes != NULL);

  cairo_save (cr);
  for (ChessSquare sq = 0; sq < 64; sq++)
    {
      int color = chess_annotations_mark (notes, sq);
      double sx, sy;
      double width = square * 0.085;

      if (color == CHESS_ANNOTATION_NO_COLOR)
        continue;
      square_origin (&l, flipped, sq, &sx, &sy);
      cairo_new_path (cr);
      cairo_arc (cr, sx + square / 2, sy + square / 2, square / 2 - width / 2 - square * 0.02, 0, 2 * G_PI);
      cairo_set_line_width (cr, width);
      cairo_set_source_rgba (cr, note_colors[color].red, note_colors[color].green, note_colors[color].blue,
                             MARK_ALPHA);
      cairo_stroke (cr);
    }

  for (int i = 0; i < notes->n_arrows; i++)
    {
      const ChessArrow *arrow = &notes->arrows[i];
      double x0, y0, x1, y1;

      if (arrow->color >= CHESS_ANNOTATION_N_COLORS || arrow->from < 0 || arrow->from > 63
          || arrow->to < 0 || arrow->to > 63)
        continue;
      square_origin (&l, flipped, arrow->from, &x0, &y0);
      square_origin (&l, flipped, arrow->to, &x1, &y1);
      double length = hypot (x1 - x0, y1 - y0);
      if (length < 1)
        continue;

      /* One outline, shaft and head together, filled once: a translucent
       * arrow shows no seam where they meet. From the centre of one square
       * to the centre of the other; a knight's arrow goes straight. */
      double shaft = square * 0.18;
      double head = MIN (square * 0.42, length * 0.6);
      double half_head = square * 0.3;
      cairo_save (cr);
      cairo_translate (cr, x0 + square / 2, y0 + square / 2);
      cairo_rotate (cr, atan2 (y1 - y0, x1 - x0));
      cairo_new_path (cr);
      cairo_move_to (cr, 0, -shaft / 2);
      cairo_line_to (cr, length - head, -shaft / 2);
      cairo_line_to (cr, length - head, -half_head);
      cairo_line_to (cr, length, 0);
      cairo_line_to (cr, length - head, half_head);
      cairo_line_to (cr, length - head, shaft / 2);
      cairo_line_to (cr, 0, shaft / 2);
      cairo_close_path (cr);
      cairo_set_source_rgba (cr, note_colors[arrow->color].red, note_colors[arrow->color].green,
                             note_colors[arrow->color].blue, ARROW_ALPHA);
      cairo_fill (cr);
      cairo_restore (cr);
    }
  cairo_restore (cr);
}

void
adj_diagram_draw (cairo_t                 *cr,
                  const ChessPosition     *position,
                  const AdjDiagramOptions *options)
{
  GdkRGBA light, dark;
  Layout l;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (position != NULL);
  g_return_if_fail (options != NULL);

  l = layout_for (options);
  if (!adj_board_style_get_colors (options->board_style ? options->board_style : "brown", &light, &dark))
    adj_board_style_get_colors ("brown", &light, &dark);
  AdjPieceSet *pieces = adj_piece_set_get (options->piece_set);

  cairo_save (cr);
  gdk_cairo_set_source_rgba (cr, &paper);
  cairo_rectangle (cr, 0, 0, options->size, options->size);
  cairo_fill (cr);

  /* A frame round the board, outside its squares. */
  gdk_cairo_set_source_rgba (cr, &ink);
  cairo_rectangle (cr, l.x - l.frame, l.y - l.frame, 8 * l.square + 2 * l.frame, 8 * l.square + 2 * l.frame);
  cairo_fill (cr);

  for (ChessSquare sq = 0; sq < 64; sq++)
    {
      double x, y;

      square_origin (&l, options->flipped, sq, &x, &y);
      gdk_cairo_set_source_rgba (cr, ((chess_square_file (sq) + chess_square_rank (sq)) & 1) ? &light : &dark);
      cairo_rectangle (cr, x, y, l.square, l.square);
      cairo_fill (cr);
    }
  for (ChessSquare sq = 0; sq < 64; sq++)
    {
      double x, y;

      if (position->board[sq] == CHESS_EMPTY || !piece_exists (position->board[sq]))
        continue;
      square_origin (&l, options->flipped, sq, &x, &y);
      adj_piece_set_render (pieces, cr, position->board[sq], x, y, l.square);
    }
  if (options->notes != NULL)
    adj_diagram_draw_annotations (cr, options->notes, l.x, l.y, l.square, options->flipped);
  if (options->coordinates)
    draw_coordinates (cr, &l, options);
  cairo_restore (cr);
}

static cairo_status_t
append_bytes (void                *closure,
              const unsigned char *data,
              unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

GBytes *
adj_diagram_render (const ChessPosition     *position,
                    const AdjDiagramOptions *options,
                    AdjDiagramFormat         format,
                    GError                 **error)
{
  g_return_val_if_fail (position != NULL, NULL);
  g_return_val_if_fail (options != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (format != ADJ_DIAGRAM_FORMAT_PNG && format != ADJ_DIAGRAM_FORMAT_SVG)
    {
      g_set_error (error, ADJ_DIAGRAM_ERROR, ADJ_DIAGRAM_ERROR_FORMAT,
                   _("A diagram is made as PNG or SVG, not in format %d"), (int) format);
      return NULL;
    }
  if (!adj_diagram_check (position, options, error))
    return NULL;

  g_autoptr(GByteArray) out = g_byte_array_new ();
  cairo_surface_t *surface;
  if (format == ADJ_DIAGRAM_FORMAT_SVG)
    {
      surface = cairo_svg_surface_create_for_stream (append_bytes, out, options->size, options->size);
      cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_PX);
    }
  else
    surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, options->size, options->size);

  cairo_t *cr = cairo_create (surface);
  adj_diagram_draw (cr, position, options);
  cairo_status_t status = cairo_status (cr);
  cairo_destroy (cr);
  if (status == CAIRO_STATUS_SUCCESS && format == ADJ_DIAGRAM_FORMAT_PNG)
    status = cairo_surface_write_to_png_stream (surface, append_bytes, out);
  /* The SVG surface writes the end of its document when finished. */
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, ADJ_DIAGRAM_ERROR, ADJ_DIAGRAM_ERROR_RENDER,
                   _("The diagram could not be drawn: %s"), cairo_status_to_string (status));
      return NULL;
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&out));
}

gboolean
adj_diagram_save (const ChessPosition     *position,
                  const AdjDiagramOptions *options,
                  AdjDiagramFormat         format,
                  GFile                   *file,
                  GCancellable            *cancellable,
                  GError                 **error)
{
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  g_autoptr(GBytes) bytes = adj_diagram_render (position, options, format, error);
  if (bytes == NULL)
    return FALSE;
  gsize len;
  const char *data = g_bytes_get_data (bytes, &len);
  return g_file_replace_contents (file, data, len, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION, NULL,
                                  cancellable, error);
}
