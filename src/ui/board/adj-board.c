/* adj-board.c — the chessboard widget
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board is drawn in snapshot() from render nodes only: colour nodes for
 * the squares and highlights, the piece set's cached textures at the square
 * size in device pixels (so pieces are crisp at every scale), and pango
 * layouts kept from one frame to the next for the coordinates. Squares are
 * whole logical pixels and the board sits on whole pixels, centred.
 *
 * Pointer, keyboard and tests all go through the widget actions (see the
 * header), so a click-click in a test is the same code as a click.
 */
#define G_LOG_DOMAIN "adj-board"

#include "config.h"

#include <math.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "adj-board.h"
#include "adj-piece-set.h"

#define MIN_SQUARE      16
#define NATURAL_SQUARE  60
#define MAX_ARROWS      32
#define MIN_COORDINATES_SQUARE 28
#define PROMOTION_ICON  48

typedef struct
{
  GdkRGBA light;
  GdkRGBA dark;
} Palette;

typedef struct
{
  const char *id;
  Palette     normal;
  Palette     dark_style; /* a little deeper, so the board does not glare in dark style */
} BoardStyle;

#define RGB(r, g, b) { (r) / 255.f, (g) / 255.f, (b) / 255.f, 1.f }

static const BoardStyle board_styles[] = {
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

struct _AdjBoard
{
  GtkWidget          parent_instance;

  AdjBoardModel     *model;
  gulong             changed_id;
  AdjBoardMode       mode;
  gboolean           flipped;
  const BoardStyle  *style;
  gboolean           show_coordinates;

  /* Geometry, from the last allocation. */
  int                square;
  int                origin_x;
  int                origin_y;

  /* Annotations. */
  ChessSquare        arrows[MAX_ARROWS][2];
  int                n_arrows;
  ChessBitboard      marks;
  GskRenderNode     *arrows_node;  /* drawn once per set of arrows and size */

  /* The king in check in the model's position, or CHESS_NO_SQUARE. */
  ChessSquare        check_square;

  /* Input state. */
  ChessSquare        picked;
  ChessBitboard      targets;
  ChessSquare        focus_square;
  ChessSquare        press_square;
  gboolean           press_was_picked;
  gboolean           dragging;
  double             drag_x;
  double             drag_y;
  ChessSquare        promotion_from;
  ChessSquare        promotion_to;

  GtkWidget         *promotion_popover;
  GtkWidget         *promotion_box;

  /* "a" … "h", then "1" … "8", sized for the current square. */
  PangoLayout       *coordinates[16];
  int                coordinates_square;
};

G_DEFINE_FINAL_TYPE (AdjBoard, adj_board, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MODEL,
  PROP_MODE,
  PROP_FLIPPED,
  PROP_BOARD_STYLE,
  PROP_SHOW_COORDINATES,
  PROP_FOCUS_SQUARE,
  N_PROPS
};

enum {
  MOVE_PLAYED,
  SQUARE_ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

#define BIT(sq) ((ChessBitboard) 1 << (sq))

char *
adj_board_describe_square (const ChessPosition *position,
                           ChessSquare          square)
{
  char name[3];

  g_return_val_if_fail (position != NULL, NULL);
  g_return_val_if_fail (square >= 0 && square < 64, NULL);

  chess_square_name (square, name);
  if (position->board[square] == CHESS_EMPTY)
    /* Translators: what a screen reader says of the board's focus square; %s is a square name such as "e4" */
    return g_strdup_printf (_("empty square %s"), name);
  /* Translators: the board's focus square; the first %s is a piece such as "white knight", the second a square such as "g1" */
  return g_strdup_printf (_("%s on %s"), adj_piece_set_describe (position->board[square]), name);
}

static gboolean
is_dark_style (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

static const Palette *
current_palette (AdjBoard *self)
{
  return is_dark_style () ? &self->style->dark_style : &self->style->normal;
}

/* Screen column and row (0 at the top left) of SQ. */
static void
square_cell (AdjBoard   *self,
             ChessSquare sq,
             int        *col,
             int        *row)
{
  int file = chess_square_file (sq);
  int rank = chess_square_rank (sq);

  *col = self->flipped ? 7 - file : file;
  *row = self->flipped ? rank : 7 - rank;
}

static ChessSquare
cell_square (AdjBoard *self,
             int       col,
             int       row)
{
  int file = self->flipped ? 7 - col : col;
  int rank = self->flipped ? row : 7 - row;

  return chess_square_make (file, rank);
}

static void
square_rect (AdjBoard        *self,
             ChessSquare      sq,
             graphene_rect_t *rect)
{
  int col, row;

  square_cell (self, sq, &col, &row);
  graphene_rect_init (rect,
                      self->origin_x + col * self->square,
                      self->origin_y + row * self->square,
                      self->square, self->square);
}

/* Which actions can act now: computed here only. */
static void
update_actions (AdjBoard *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean pending = self->promotion_from != CHESS_NO_SQUARE;

  /* While the chooser is open its keys are its own: they reach the board
   * too, the chooser being the board's child. */
  gtk_widget_action_set_enabled (widget, "board.activate-square", self->mode != ADJ_BOARD_MODE_VIEW && !pending);
  gtk_widget_action_set_enabled (widget, "board.activate-focus", self->mode != ADJ_BOARD_MODE_VIEW && !pending);
  gtk_widget_action_set_enabled (widget, "board.move-focus", !pending);
  gtk_widget_action_set_enabled (widget, "board.promote", pending);
  gtk_widget_action_set_enabled (widget, "board.cancel", pending || self->picked != CHESS_NO_SQUARE);
}

static void
update_description (AdjBoard *self)
{
  g_autofree char *text = adj_board_describe_square (adj_board_model_get_position (self->model),
                                                     self->focus_square);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                  -1);
}

static void
set_picked (AdjBoard   *self,
            ChessSquare sq)
{
  self->picked = sq;
  self->targets = sq == CHESS_NO_SQUARE ? 0 : adj_board_model_get_targets (self->model, sq);
  self->dragging = FALSE;
  update_actions (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
close_promotion (AdjBoard *self)
{
  self->promotion_from = CHESS_NO_SQUARE;
  self->promotion_to = CHESS_NO_SQUARE;
  if (self->promotion_popover != NULL && gtk_widget_get_visible (self->promotion_popover))
    gtk_popover_popdown (GTK_POPOVER (self->promotion_popover));
  update_actions (self);
}

static void
cancel_input (AdjBoard *self)
{
  close_promotion (self);
  set_picked (self, CHESS_NO_SQUARE);
}

static void
update_check (AdjBoard *self)
{
  const ChessPosition *position = adj_board_model_get_position (self->model);
  ChessSquare king = chess_position_king (position, position->side);

  self->check_square = CHESS_NO_SQUARE;
  /* An edited position may have no king, or two: only ask the rules
   * engine about one it accepts. */
  if (king >= 0 && king < 64 && adj_board_model_validate (self->model, NULL)
      && chess_position_in_check (position))
    self->check_square = king;
}

static void
on_model_changed (AdjBoard *self)
{
  self->n_arrows = 0;
  self->marks = 0;
  g_clear_pointer (&self->arrows_node, gsk_render_node_unref);
  update_check (self);
  cancel_input (self);
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
play (AdjBoard *self,
      ChessMove move)
{
  if (move == CHESS_MOVE_NONE || !adj_board_model_play (self->model, move))
    return;
  g_signal_emit (self, signals[MOVE_PLAYED], 0, (guint) move);
}

/* Promotion chooser */

static void
on_promotion_closed (AdjBoard *self)
{
  /* Closed without a choice (Escape, a click elsewhere): the move is not
   * made, and the pawn stays picked for another try. */
  if (self->promotion_from != CHESS_NO_SQUARE)
    {
      self->promotion_from = CHESS_NO_SQUARE;
      self->promotion_to = CHESS_NO_SQUARE;
      update_actions (self);
    }
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

static void
ensure_promotion_popover (AdjBoard *self)
{
  if (self->promotion_popover != NULL)
    return;

  self->promotion_popover = gtk_popover_new ();
  self->promotion_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_popover_set_child (GTK_POPOVER (self->promotion_popover), self->promotion_box);
  gtk_widget_add_css_class (self->promotion_popover, "promotion-chooser");
  gtk_widget_set_parent (self->promotion_popover, GTK_WIDGET (self));
  g_signal_connect_swapped (self->promotion_popover, "closed", G_CALLBACK (on_promotion_closed), self);

  static const struct { ChessPieceType type; const char *name; } choices[] = {
    { CHESS_QUEEN, N_("Queen") },
    { CHESS_ROOK, N_("Rook") },
    { CHESS_BISHOP, N_("Bishop") },
    { CHESS_KNIGHT, N_("Knight") },
  };
  for (guint i = 0; i < G_N_ELEMENTS (choices); i++)
    {
      GtkWidget *button = gtk_button_new ();
      GtkWidget *image = gtk_image_new ();

      /* The colour is plain from the board; the name is what to say. */
      gtk_widget_set_tooltip_text (button, _(choices[i].name));
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _(choices[i].name),
                                      -1);

      gtk_image_set_pixel_size (GTK_IMAGE (image), PROMOTION_ICON);
      gtk_button_set_child (GTK_BUTTON (button), image);
      gtk_widget_add_css_class (button, "flat");
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "board.promote");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "i", (int) choices[i].type);
      gtk_box_append (GTK_BOX (self->promotion_box), button);
    }
}

static void
open_promotion (AdjBoard   *self,
                ChessSquare from,
                ChessSquare to)
{
  const ChessPosition *position = adj_board_model_get_position (self->model);
  ChessColor color = chess_piece_color (position->board[from]);
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  graphene_rect_t bounds;
  int col, row;

  ensure_promotion_popover (self);
  self->promotion_from = from;
  self->promotion_to = to;

  /* The pieces in the side's colour. */
  for (GtkWidget *button = gtk_widget_get_first_child (self->promotion_box);
       button != NULL;
       button = gtk_widget_get_next_sibling (button))
    {
      GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button));
      ChessPiece piece = chess_piece_make (color, g_variant_get_int32 (target));
      GdkTexture *texture = adj_piece_set_get_texture (adj_piece_set_get_default (), piece,
                                                       PROMOTION_ICON * scale);

      gtk_image_set_from_paintable (GTK_IMAGE (gtk_button_get_child (GTK_BUTTON (button))),
                                    GDK_PAINTABLE (texture));
    }

  square_rect (self, to, &bounds);
  square_cell (self, to, &col, &row);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->promotion_popover),
                               &(GdkRectangle) { bounds.origin.x, bounds.origin.y,
                                                 bounds.size.width, bounds.size.height });
  gtk_popover_set_position (GTK_POPOVER (self->promotion_popover), row < 4 ? GTK_POS_BOTTOM : GTK_POS_TOP);
  update_actions (self);
  gtk_popover_popup (GTK_POPOVER (self->promotion_popover));
}

/* Actions */

static void
activate_square (AdjBoard   *self,
                 ChessSquare sq)
{
  const ChessPosition *position = adj_board_model_get_position (self->model);

  if (sq < 0 || sq >= 64)
    return;

  if (self->focus_square != sq)
    adj_board_set_focus_square (self, sq);

  if (self->mode == ADJ_BOARD_MODE_EDIT)
    {
      g_signal_emit (self, signals[SQUARE_ACTIVATED], 0, sq);
      return;
    }
  if (self->mode != ADJ_BOARD_MODE_PLAY)
    return;

  if (self->picked != CHESS_NO_SQUARE && (self->targets & BIT (sq)))
    {
      ChessSquare from = self->picked;
      ChessMove move = adj_board_model_find_move (self->model, from, sq, CHESS_QUEEN);

      /* A promotion waits for the piece to be chosen. */
      if (move != CHESS_MOVE_NONE && chess_move_kind (move) == CHESS_MOVE_PROMOTION)
        open_promotion (self, from, sq);
      else
        play (self, move);
      return;
    }

  ChessPiece piece = position->board[sq];
  if (sq != self->picked && piece != CHESS_EMPTY && chess_piece_color (piece) == position->side)
    set_picked (self, sq);
  else
    set_picked (self, CHESS_NO_SQUARE);
}

static void
action_activate_square (GtkWidget  *widget,
                        const char *name,
                        GVariant   *parameter)
{
  activate_square (ADJ_BOARD (widget), g_variant_get_int32 (parameter));
}

static void
action_activate_focus (GtkWidget  *widget,
                       const char *name,
                       GVariant   *parameter)
{
  AdjBoard *self = ADJ_BOARD (widget);

  activate_square (self, self->focus_square);
}

static void
action_move_focus (GtkWidget  *widget,
                   const char *name,
                   GVariant   *parameter)
{
  AdjBoard *self = ADJ_BOARD (widget);
  int dcol, drow, col, row;

  /* On screen, in every text direction: a board is never mirrored. */
  g_variant_get (parameter, "(ii)", &dcol, &drow);
  square_cell (self, self->focus_square, &col, &row);
  col = CLAMP (col + dcol, 0, 7);
  row = CLAMP (row + drow, 0, 7);
  adj_board_set_focus_square (self, cell_square (self, col, row));
}

static void
action_promote (GtkWidget  *widget,
                const char *name,
                GVariant   *parameter)
{
  AdjBoard *self = ADJ_BOARD (widget);
  ChessPieceType type = g_variant_get_int32 (parameter);
  ChessSquare from = self->promotion_from;
  ChessSquare to = self->promotion_to;

  if (from == CHESS_NO_SQUARE || type < CHESS_KNIGHT || type > CHESS_QUEEN)
    return;
  close_promotion (self);
  play (self, adj_board_model_find_move (self->model, from, to, type));
}

static void
action_cancel (GtkWidget  *widget,
               const char *name,
               GVariant   *parameter)
{
  cancel_input (ADJ_BOARD (widget));
}

/* Pointer */

static void
on_drag_begin (GtkGestureDrag *gesture,
               double          x,
               double          y,
               AdjBoard       *self)
{
  ChessSquare sq = adj_board_square_at (self, x, y);

  self->press_square = sq;
  self->dragging = FALSE;
  if (sq == CHESS_NO_SQUARE || self->mode == ADJ_BOARD_MODE_VIEW)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  if (gtk_widget_get_focus_on_click (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self));

  /* A press on the picked piece may be the start of a drag or a click
   * that puts it down: the release decides. Anything else acts now. */
  self->press_was_picked = self->mode == ADJ_BOARD_MODE_PLAY && sq == self->picked;
  if (!self->press_was_picked)
    gtk_widget_activate_action (GTK_WIDGET (self), "board.activate-square", "i", sq);
  self->drag_x = x;
  self->drag_y = y;
}

static void
on_drag_update (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                AdjBoard       *self)
{
  double x, y;

  if (self->picked == CHESS_NO_SQUARE || self->picked != self->press_square)
    return;
  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  if (!self->dragging && !gtk_drag_check_threshold (GTK_WIDGET (self), x, y, x + dx, y + dy))
    return;
  self->dragging = TRUE;
  self->drag_x = x + dx;
  self->drag_y = y + dy;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_drag_end (GtkGestureDrag *gesture,
             double          dx,
             double          dy,
             AdjBoard       *self)
{
  gboolean dragged = self->dragging;
  double x, y;

  self->dragging = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (self->press_square == CHESS_NO_SQUARE)
    return;

  if (!dragged)
    {
      /* A click on the piece already picked puts it down. */
      if (self->press_was_picked)
        gtk_widget_activate_action (GTK_WIDGET (self), "board.activate-square", "i", self->press_square);
      return;
    }

  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  ChessSquare to = adj_board_square_at (self, x + dx, y + dy);
  if (to == self->picked)
    return;
  if (to != CHESS_NO_SQUARE && (self->targets & BIT (to)))
    gtk_widget_activate_action (GTK_WIDGET (self), "board.activate-square", "i", to);
  else
    gtk_widget_activate_action (GTK_WIDGET (self), "board.cancel", NULL);
}

static void
on_drag_cancel (GtkGesture       *gesture,
                GdkEventSequence *sequence,
                AdjBoard         *self)
{
  self->dragging = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Drawing */

static void
ensure_coordinates (AdjBoard *self)
{
  if (self->coordinates_square == self->square && self->coordinates[0] != NULL)
    return;

  /* Small enough to stay in the corner of a square, never below what can
   * be read. */
  int size = CLAMP (self->square / 5, 8, 16);
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
                  const Palette *palette)
{
  int pad = MAX (1, self->square / 30);

  ensure_coordinates (self);
  for (int i = 0; i < 8; i++)
    {
      /* Files along the bottom row, in the right corner; ranks along the
       * left column, in the top corner; each in the other square colour. */
      ChessSquare file_sq = cell_square (self, i, 7);
      ChessSquare rank_sq = cell_square (self, 0, i);
      PangoLayout *files = self->coordinates[chess_square_file (file_sq)];
      PangoLayout *ranks = self->coordinates[8 + chess_square_rank (rank_sq)];
      PangoRectangle ink, logical;
      graphene_rect_t r;

      square_rect (self, file_sq, &r);
      pango_layout_get_pixel_extents (files, &ink, &logical);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (
                                r.origin.x + r.size.width - pad - ink.x - ink.width,
                                r.origin.y + r.size.height - pad - logical.height + (logical.height - ink.y - ink.height)));
      gtk_snapshot_append_layout (snapshot, files,
                                  ((chess_square_file (file_sq) + chess_square_rank (file_sq)) & 1)
                                  ? &palette->dark : &palette->light);
      gtk_snapshot_restore (snapshot);

      square_rect (self, rank_sq, &r);
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

      square_rect (self, self->arrows[i][0], &a);
      square_rect (self, self->arrows[i][1], &b);
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

static void
draw_piece (AdjBoard              *self,
            GtkSnapshot           *snapshot,
            ChessPiece             piece,
            const graphene_rect_t *r,
            int                    pixel_size)
{
  GdkTexture *texture = adj_piece_set_get_texture (adj_piece_set_get_default (), piece, pixel_size);

  gtk_snapshot_append_texture (snapshot, texture, r);
}

static void
adj_board_snapshot (GtkWidget   *widget,
                    GtkSnapshot *snapshot)
{
  AdjBoard *self = ADJ_BOARD (widget);
  const ChessPosition *position = adj_board_model_get_position (self->model);
  const Palette *palette = current_palette (self);
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

      square_rect (self, sq, &r);
      gtk_snapshot_append_color (snapshot, light ? &palette->light : &palette->dark, &r);
      if (last != CHESS_MOVE_NONE && (sq == chess_move_from (last) || sq == chess_move_to (last)))
        gtk_snapshot_append_color (snapshot, &last_move_color, &r);
      if (sq == self->picked)
        gtk_snapshot_append_color (snapshot, &picked_color, &r);
      if (self->marks & BIT (sq))
        gtk_snapshot_append_color (snapshot, &mark_color, &r);
      if (sq == hover && (self->targets & BIT (sq)))
        gtk_snapshot_append_color (snapshot, &hover_color, &r);
    }

  /* The king in check glows red under the piece. */
  if (self->check_square != CHESS_NO_SQUARE)
    {
      square_rect (self, self->check_square, &r);
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
      square_rect (self, sq, &r);
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
  if (self->show_coordinates && self->square >= MIN_COORDINATES_SQUARE)
    draw_coordinates (self, snapshot, palette);

  for (ChessSquare sq = 0; self->targets && sq < 64; sq++)
    if (self->targets & BIT (sq))
      {
        square_rect (self, sq, &r);
        draw_target (self, snapshot, &r, position->board[sq] != CHESS_EMPTY);
      }

  if (self->n_arrows > 0)
    {
      if (self->arrows_node == NULL)
        self->arrows_node = draw_arrows (self);
      gtk_snapshot_append_node (snapshot, self->arrows_node);
    }

  if (gtk_widget_has_visible_focus (widget))
    {
      GskRoundedRect shape;
      float width = MAX (2.f, self->square * 0.06f);
      float widths[4] = { width, width, width, width };
      GdkRGBA color = is_dark_style () ? (GdkRGBA) { 0x78 / 255.f, 0xae / 255.f, 0xed / 255.f, 1.f }
                                       : (GdkRGBA) { 0x1c / 255.f, 0x71 / 255.f, 0xd8 / 255.f, 1.f };
      GdkRGBA colors[4] = { color, color, color, color };

      square_rect (self, self->focus_square, &r);
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

static void
adj_board_measure (GtkWidget      *widget,
                   GtkOrientation  orientation,
                   int             for_size,
                   int            *minimum,
                   int            *natural,
                   int            *minimum_baseline,
                   int            *natural_baseline)
{
  *minimum = 8 * MIN_SQUARE;
  *natural = 8 * NATURAL_SQUARE;
}

static void
adj_board_size_allocate (GtkWidget *widget,
                         int        width,
                         int        height,
                         int        baseline)
{
  AdjBoard *self = ADJ_BOARD (widget);

  /* Whole pixels per square, the board centred on whole pixels. */
  int square = MAX (1, MIN (width, height) / 8);
  int origin_x = (width - 8 * square) / 2;
  int origin_y = (height - 8 * square) / 2;
  if (square != self->square || origin_x != self->origin_x || origin_y != self->origin_y)
    {
      self->square = square;
      self->origin_x = origin_x;
      self->origin_y = origin_y;
      g_clear_pointer (&self->arrows_node, gsk_render_node_unref);
    }

  if (self->promotion_popover != NULL)
    {
      if (self->promotion_to != CHESS_NO_SQUARE)
        {
          graphene_rect_t r;

          square_rect (self, self->promotion_to, &r);
          gtk_popover_set_pointing_to (GTK_POPOVER (self->promotion_popover),
                                       &(GdkRectangle) { r.origin.x, r.origin.y, r.size.width, r.size.height });
        }
      gtk_popover_present (GTK_POPOVER (self->promotion_popover));
    }
}

static GtkSizeRequestMode
adj_board_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static gboolean
adj_board_focus (GtkWidget        *widget,
                 GtkDirectionType  direction)
{
  AdjBoard *self = ADJ_BOARD (widget);

  /* The open chooser keeps the keyboard among its buttons. */
  if (self->promotion_popover != NULL && gtk_widget_get_visible (self->promotion_popover))
    return gtk_widget_child_focus (self->promotion_popover, direction);

  /* Otherwise one stop in the focus chain: the squares are moved through
   * with the arrow keys, not Tab. */
  if (gtk_widget_is_focus (widget))
    return FALSE;
  return gtk_widget_grab_focus (widget);
}

static void
on_focus_changed (AdjBoard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_dark_changed (AdjBoard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
adj_board_dispose (GObject *object)
{
  AdjBoard *self = ADJ_BOARD (object);

  g_clear_pointer (&self->promotion_popover, gtk_widget_unparent);
  self->promotion_box = NULL;
  if (self->model != NULL)
    {
      g_clear_signal_handler (&self->changed_id, self->model);
      g_clear_object (&self->model);
    }
  for (int i = 0; i < 16; i++)
    g_clear_object (&self->coordinates[i]);
  g_clear_pointer (&self->arrows_node, gsk_render_node_unref);

  G_OBJECT_CLASS (adj_board_parent_class)->dispose (object);
}

static void
adj_board_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  AdjBoard *self = ADJ_BOARD (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    case PROP_MODE:
      g_value_set_int (value, self->mode);
      break;
    case PROP_FLIPPED:
      g_value_set_boolean (value, self->flipped);
      break;
    case PROP_BOARD_STYLE:
      g_value_set_string (value, self->style->id);
      break;
    case PROP_SHOW_COORDINATES:
      g_value_set_boolean (value, self->show_coordinates);
      break;
    case PROP_FOCUS_SQUARE:
      g_value_set_int (value, self->focus_square);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_board_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  AdjBoard *self = ADJ_BOARD (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      adj_board_set_model (self, g_value_get_object (value));
      break;
    case PROP_MODE:
      adj_board_set_mode (self, g_value_get_int (value));
      break;
    case PROP_FLIPPED:
      adj_board_set_flipped (self, g_value_get_boolean (value));
      break;
    case PROP_BOARD_STYLE:
      adj_board_set_board_style (self, g_value_get_string (value));
      break;
    case PROP_SHOW_COORDINATES:
      adj_board_set_show_coordinates (self, g_value_get_boolean (value));
      break;
    case PROP_FOCUS_SQUARE:
      adj_board_set_focus_square (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_board_class_init (AdjBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_board_dispose;
  object_class->get_property = adj_board_get_property;
  object_class->set_property = adj_board_set_property;

  widget_class->snapshot = adj_board_snapshot;
  widget_class->measure = adj_board_measure;
  widget_class->size_allocate = adj_board_size_allocate;
  widget_class->get_request_mode = adj_board_get_request_mode;
  widget_class->focus = adj_board_focus;

  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, ADJ_TYPE_BOARD_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* An AdjBoardMode. */
  properties[PROP_MODE] =
    g_param_spec_int ("mode", NULL, NULL, ADJ_BOARD_MODE_VIEW, ADJ_BOARD_MODE_EDIT, ADJ_BOARD_MODE_VIEW,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FLIPPED] =
    g_param_spec_boolean ("flipped", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BOARD_STYLE] =
    g_param_spec_string ("board-style", NULL, NULL, "brown",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_COORDINATES] =
    g_param_spec_boolean ("show-coordinates", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOCUS_SQUARE] =
    g_param_spec_int ("focus-square", NULL, NULL, 0, 63, 4,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[MOVE_PLAYED] =
    g_signal_new ("move-played", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[SQUARE_ACTIVATED] =
    g_signal_new ("square-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_install_action (widget_class, "board.activate-square", "i", action_activate_square);
  gtk_widget_class_install_action (widget_class, "board.activate-focus", NULL, action_activate_focus);
  gtk_widget_class_install_action (widget_class, "board.move-focus", "(ii)", action_move_focus);
  gtk_widget_class_install_action (widget_class, "board.promote", "i", action_promote);
  gtk_widget_class_install_action (widget_class, "board.cancel", NULL, action_cancel);

  static const struct { guint key; int dcol, drow; } arrows[] = {
    { GDK_KEY_Left, -1, 0 }, { GDK_KEY_KP_Left, -1, 0 },
    { GDK_KEY_Right, 1, 0 }, { GDK_KEY_KP_Right, 1, 0 },
    { GDK_KEY_Up, 0, -1 },   { GDK_KEY_KP_Up, 0, -1 },
    { GDK_KEY_Down, 0, 1 },  { GDK_KEY_KP_Down, 0, 1 },
  };
  for (guint i = 0; i < G_N_ELEMENTS (arrows); i++)
    gtk_widget_class_add_binding_action (widget_class, arrows[i].key, 0, "board.move-focus",
                                         "(ii)", arrows[i].dcol, arrows[i].drow);
  static const guint activate_keys[] = { GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter,
                                         GDK_KEY_space, GDK_KEY_KP_Space };
  for (guint i = 0; i < G_N_ELEMENTS (activate_keys); i++)
    gtk_widget_class_add_binding_action (widget_class, activate_keys[i], 0, "board.activate-focus", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "board.cancel", NULL);

  gtk_widget_class_set_css_name (widget_class, "chessboard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
adj_board_init (AdjBoard *self)
{
  GtkGesture *drag;
  GtkEventController *focus;

  self->mode = ADJ_BOARD_MODE_VIEW;
  self->style = &board_styles[0];
  self->show_coordinates = TRUE;
  self->picked = CHESS_NO_SQUARE;
  self->press_square = CHESS_NO_SQUARE;
  self->promotion_from = CHESS_NO_SQUARE;
  self->promotion_to = CHESS_NO_SQUARE;
  self->focus_square = chess_square_make (4, 0);
  self->check_square = CHESS_NO_SQUARE;

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);

  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  g_signal_connect (drag, "cancel", G_CALLBACK (on_drag_cancel), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  focus = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (on_focus_changed), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (on_focus_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (on_dark_changed), self, G_CONNECT_SWAPPED);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Chessboard"),
                                  -1);
  g_autoptr(AdjBoardModel) model = adj_board_model_new ();
  adj_board_set_model (self, model);
}

GtkWidget *
adj_board_new (AdjBoardModel *model)
{
  g_return_val_if_fail (model == NULL || ADJ_IS_BOARD_MODEL (model), NULL);

  if (model == NULL)
    return g_object_new (ADJ_TYPE_BOARD, NULL);
  return g_object_new (ADJ_TYPE_BOARD, "model", model, NULL);
}

AdjBoardModel *
adj_board_get_model (AdjBoard *self)
{
  g_return_val_if_fail (ADJ_IS_BOARD (self), NULL);

  return self->model;
}

void
adj_board_set_model (AdjBoard      *self,
                     AdjBoardModel *model)
{
  g_return_if_fail (ADJ_IS_BOARD (self));
  g_return_if_fail (model == NULL || ADJ_IS_BOARD_MODEL (model));

  if (model == self->model)
    return;

  /* A board always shows some model: NULL gives it a fresh start. */
  g_autoptr(AdjBoardModel) fresh = model == NULL ? adj_board_model_new () : NULL;
  if (model == NULL)
    model = fresh;

  if (self->model != NULL)
    g_clear_signal_handler (&self->changed_id, self->model);
  g_set_object (&self->model, model);
  self->changed_id = g_signal_connect_swapped (model, "changed", G_CALLBACK (on_model_changed), self);
  on_model_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

AdjBoardMode
adj_board_get_mode (AdjBoard *self)
{
  g_return_val_if_fail (ADJ_IS_BOARD (self), ADJ_BOARD_MODE_VIEW);

  return self->mode;
}

void
adj_board_set_mode (AdjBoard     *self,
                    AdjBoardMode  mode)
{
  g_return_if_fail (ADJ_IS_BOARD (self));
  g_return_if_fail (mode <= ADJ_BOARD_MODE_EDIT);

  if (mode == self->mode)
    return;
  self->mode = mode;
  cancel_input (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODE]);
}

gboolean
adj_board_get_flipped (AdjBoard *self)
{
  g_return_val_if_fail (ADJ_IS_BOARD (self), FALSE);

  return self->flipped;
}

void
adj_board_set_flipped (AdjBoard *self,
                       gboolean  flipped)
{
  g_return_if_fail (ADJ_IS_BOARD (self));

  flipped = !!flipped;
  if (flipped == self->flipped)
    return;
  self->flipped = flipped;
  g_clear_pointer (&self->arrows_node, gsk_render_node_unref);
  /* A pending promotion points at a square that just moved. */
  close_promotion (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FLIPPED]);
}

const char *
adj_board_get_board_style (AdjBoard *self)
{
  g_return_val_if_fail (ADJ_IS_BOARD (self), NULL);

  return self->style->id;
}

void
adj_board_set_board_style (AdjBoard   *self,
                           const char *style)
{
  const BoardStyle *found = NULL;

  g_return_if_fail (ADJ_IS_BOARD (self));

  for (guint i = 0; i < G_N_ELEMENTS (board_styles); i++)
    if (g_strcmp0 (style, board_styles[i].id) == 0)
      found = &board_styles[i];
  if (found == NULL)
    {
      /* The setting's schema allows only the known styles; anything else
       * (an old value, a typo in dconf) gets the default. */
      g_debug ("Unknown board style '%s', using brown", style ? style : "(null)");
      found = &board_styles[0];
    }
  if (found == self->style)
    return;
  self->style = found;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD_STYLE]);
}

gboolean
adj_board_get_show_coordinates (AdjBoard *self)
{
  g_return_val_if_fail (ADJ_IS_BOARD (self), FALSE);

  return self->show_coordinates;
}

void
adj_board_set_show_coordinates (AdjBoard *self,
                                gboolean  show)
{
  g_return_if_fail (ADJ_IS_BOARD (self));

  show = !!show;
  if (show == self->show_coordinates)
    return;
  self->show_coordinates = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_COORDINATES]);
}

void
adj_board_add_arrow (AdjBoard    *self,
                     ChessSquare  from,
                     ChessSquare  to)
{
  g_return_if_fail (ADJ_IS_BOARD (self));
  g_return_if_fail (from >= 0 && from < 64 && to >= 0 && to < 64);

  if (self->n_arrows == MAX_ARROWS || from == to)
    return;
  self->arrows[self->n_arrows][0] = from;
  self->arrows[self->n_arrows][1] = to;
  self->n_arrows++;
  g_clear_pointer (&self->arrows_node, gsk_render_node_unref);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
adj_board_add_mark (AdjBoard    *self,
                    ChessSquare  square)
{
  g_return_if_fail (ADJ_IS_BOARD (self));
  g_return_if_fail (square >= 0 && square < 64);

  self->marks |= BIT (square);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
adj_board_clear_annotations (AdjBoard *self)
{
  g_return_if_fail (ADJ_IS_BOARD (self));

  self->n_arrows = 0;
  self->marks = 0;
  g_clear_pointer (&self->arrows_node, gsk_render_node_unref);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

ChessSquare
adj_board_square_at (AdjBoard *self,
                     double    x,
                     double    y)
{
  g_return_val_if_fail (ADJ_IS_BOARD (self), CHESS_NO_SQUARE);

  if (self->square <= 0)
    return CHESS_NO_SQUARE;
  double col = floor ((x - self->origin_x) / self->square);
  double row = floor ((y - self->origin_y) / self->square);
  if (col < 0 || col > 7 || row < 0 || row > 7)
    return CHESS_NO_SQUARE;
  return cell_square (self, (int) col, (int) row);
}

void
adj_board_square_bounds (AdjBoard        *self,
                         ChessSquare      square,
                         graphene_rect_t *bounds)
{
  g_return_if_fail (ADJ_IS_BOARD (self));
  g_return_if_fail (square >= 0 && square < 64);
  g_return_if_fail (bounds != NULL);

  square_rect (self, square, bounds);
}

ChessSquare
adj_board_get_focus_square (AdjBoard *self)
{
  g_return_val_if_fail (ADJ_IS_BOARD (self), CHESS_NO_SQUARE);

  return self->focus_square;
}

void
adj_board_set_focus_square (AdjBoard    *self,
                            ChessSquare  square)
{
  g_return_if_fail (ADJ_IS_BOARD (self));
  g_return_if_fail (square >= 0 && square < 64);

  if (square == self->focus_square)
    return;
  self->focus_square = square;
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOCUS_SQUARE]);
}
