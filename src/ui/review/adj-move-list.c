/* adj-move-list.c — the moves of a tree of variations, as a player reads them
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A GtkTextView rather than a widget per move: the moves wrap like a
 * book's, a reader copies them, a screen reader reads them as text, and a
 * long analysis costs one buffer, not thousands of widgets.
 */
#define G_LOG_DOMAIN "adj-move-list"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "adj-move-list.h"
#include "adj-move-rows.h"

/* Indentation per level of alternatives, and the deepest one indented
 * further (deeper ones would leave no room on a phone). */
#define INDENT       18
#define MAX_INDENT   5

typedef struct {
  int                  start, end;  /* character offsets in the buffer */
  const ChessTreeNode *node;
} MoveSpan;

struct _AdjMoveList
{
  GtkWidget            parent_instance;

  const ChessTree     *tree;
  GArray              *spans;       /* of MoveSpan, in reading order */
  const ChessTreeNode *current;

  double               page_size;   /* the view's height when last seen */

  GtkTextTag          *tag_number, *tag_move, *tag_main, *tag_comment, *tag_current;
  GtkTextTag          *tag_depth[MAX_INDENT + 1];

  /* Template children */
  GtkScrolledWindow   *scroller;
  GtkTextView         *text_view;
};

G_DEFINE_FINAL_TYPE (AdjMoveList, adj_move_list, GTK_TYPE_WIDGET)

enum {
  MOVE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Text tags take colours, not style classes: these follow the style. */
static void
update_colors (AdjMoveList *self)
{
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  GdkRGBA dim = dark ? (GdkRGBA) { 1, 1, 1, 0.5 } : (GdkRGBA) { 0, 0, 0, 0.5 };
  /* The accent colour as libadwaita writes text in it. */
  GdkRGBA accent = dark ? (GdkRGBA) { 0x78 / 255.0, 0xae / 255.0, 0xed / 255.0, 1 }
                        : (GdkRGBA) { 0x1c / 255.0, 0x71 / 255.0, 0xd8 / 255.0, 1 };
  GdkRGBA highlight = { 0x35 / 255.0, 0x84 / 255.0, 0xe4 / 255.0, dark ? 0.45 : 0.25 };

  g_object_set (self->tag_number, "foreground-rgba", &dim, NULL);
  g_object_set (self->tag_comment, "foreground-rgba", &accent, NULL);
  g_object_set (self->tag_current, "background-rgba", &highlight, NULL);
}

static GtkTextTag *
depth_tag (AdjMoveList *self, int depth)
{
  return self->tag_depth[MIN (depth, MAX_INDENT)];
}

static void
insert (AdjMoveList *self, GtkTextIter *end, const char *text, GtkTextTag *tag, GtkTextTag *row_tag)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->text_view);

  gtk_text_buffer_insert_with_tags (buffer, end, text, -1, row_tag, tag, NULL);
}

static GtkTextTag *
token_tag (AdjMoveList *self, const AdjMoveToken *token)
{
  switch (token->kind)
    {
    case ADJ_MOVE_TOKEN_NUMBER:
    case ADJ_MOVE_TOKEN_OPEN:
    case ADJ_MOVE_TOKEN_CLOSE:
      return self->tag_number;
    case ADJ_MOVE_TOKEN_COMMENT:
      return self->tag_comment;
    case ADJ_MOVE_TOKEN_MOVE:
    default:
      return chess_tree_node_is_mainline (token->node) ? self->tag_main : self->tag_move;
    }
}

static void
highlight_current (AdjMoveList *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->text_view);
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  gtk_text_buffer_remove_tag (buffer, self->tag_current, &start, &end);
  for (guint i = 0; i < self->spans->len; i++)
    {
      const MoveSpan *span = &g_array_index (self->spans, MoveSpan, i);
      GtkTextMark *mark;

      if (span->node != self->current)
        continue;
      gtk_text_buffer_get_iter_at_offset (buffer, &start, span->start);
      gtk_text_buffer_get_iter_at_offset (buffer, &end, span->end);
      gtk_text_buffer_apply_tag (buffer, self->tag_current, &start, &end);
      mark = gtk_text_buffer_get_mark (buffer, "current");
      gtk_text_buffer_move_mark (buffer, mark, &start);
      gtk_text_view_scroll_to_mark (self->text_view, mark, 0.1, FALSE, 0, 0);
      return;
    }
}

void
adj_move_list_update (AdjMoveList *self)
{
  g_autoptr(GPtrArray) rows = NULL;
  GtkTextBuffer *buffer;
  GtkTextIter end;

  g_return_if_fail (ADJ_IS_MOVE_LIST (self));

  buffer = gtk_text_view_get_buffer (self->text_view);
  gtk_text_buffer_set_text (buffer, "", 0);
  g_array_set_size (self->spans, 0);
  if (self->tree == NULL)
    return;
  rows = adj_move_rows_new (self->tree);
  gtk_text_buffer_get_end_iter (buffer, &end);
  /* A position without its record: what to do rather than nothing. */
  if (rows->len == 0)
    insert (self, &end, _("No moves yet: play one on the board."), self->tag_number, NULL);
  for (guint r = 0; r < rows->len; r++)
    {
      const AdjMoveRow *row = g_ptr_array_index (rows, r);
      GtkTextTag *row_tag = depth_tag (self, row->depth);

      if (r > 0)
        insert (self, &end, "\n", NULL, row_tag);
      for (guint i = 0; i < row->tokens->len; i++)
        {
          const AdjMoveToken *token = g_ptr_array_index (row->tokens, i);

          if (adj_move_token_space_before (i > 0 ? g_ptr_array_index (row->tokens, i - 1) : NULL, token))
            insert (self, &end, " ", NULL, row_tag);
          if (token->kind == ADJ_MOVE_TOKEN_MOVE)
            {
              MoveSpan span = { gtk_text_iter_get_offset (&end), 0, token->node };

              insert (self, &end, token->text, token_tag (self, token), row_tag);
              span.end = gtk_text_iter_get_offset (&end);
              g_array_append_val (self->spans, span);
            }
          else
            insert (self, &end, token->text, token_tag (self, token), row_tag);
        }
    }
  highlight_current (self);
}

void
adj_move_list_set_tree (AdjMoveList     *self,
                        const ChessTree *tree)
{
  g_return_if_fail (ADJ_IS_MOVE_LIST (self));

  self->tree = tree;
  self->current = NULL;
  adj_move_list_update (self);
}

void
adj_move_list_set_current (AdjMoveList         *self,
                           const ChessTreeNode *node)
{
  g_return_if_fail (ADJ_IS_MOVE_LIST (self));

  self->current = node;
  highlight_current (self);
}

guint
adj_move_list_get_n_moves (AdjMoveList *self)
{
  g_return_val_if_fail (ADJ_IS_MOVE_LIST (self), 0);

  return self->spans->len;
}

const ChessTreeNode *
adj_move_list_get_move (AdjMoveList *self,
                        guint        index)
{
  g_return_val_if_fail (ADJ_IS_MOVE_LIST (self), NULL);
  g_return_val_if_fail (index < self->spans->len, NULL);

  return g_array_index (self->spans, MoveSpan, index).node;
}

char *
adj_move_list_dup_text (AdjMoveList *self)
{
  GtkTextBuffer *buffer;
  GtkTextIter start, end;

  g_return_val_if_fail (ADJ_IS_MOVE_LIST (self), NULL);

  buffer = gtk_text_view_get_buffer (self->text_view);
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

static void
select_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  AdjMoveList *self = ADJ_MOVE_LIST (widget);
  guint index = g_variant_get_uint32 (parameter);

  if (index < self->spans->len)
    g_signal_emit (self, signals[MOVE_ACTIVATED], 0, g_array_index (self->spans, MoveSpan, index).node);
}

/* The index of the move at character OFFSET, or -1. */
static int
span_at (AdjMoveList *self, int offset)
{
  for (guint i = 0; i < self->spans->len; i++)
    {
      const MoveSpan *span = &g_array_index (self->spans, MoveSpan, i);

      if (offset >= span->start && offset < span->end)
        return (int) i;
    }
  return -1;
}

/* A click on a move (not the end of a drag selecting text to copy). */
static void
clicked (GtkGestureClick *gesture,
         int              n_press,
         double           x,
         double           y,
         AdjMoveList     *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->text_view);
  GtkTextIter iter;
  int bx, by;

  if (n_press != 1 || gtk_text_buffer_get_has_selection (buffer))
    return;
  gtk_text_view_window_to_buffer_coords (self->text_view, GTK_TEXT_WINDOW_WIDGET, (int) x, (int) y, &bx, &by);
  if (!gtk_text_view_get_iter_at_location (self->text_view, &iter, bx, by))
    return;
  int index = span_at (self, gtk_text_iter_get_offset (&iter));
  if (index >= 0)
    gtk_widget_activate_action (GTK_WIDGET (self), "moves.select", "u", (guint) index);
}

/* The view changed size (the window went narrow): the current move stays
 * in view. */
static void
page_changed (AdjMoveList   *self,
              GtkAdjustment *adjustment)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->text_view);

  if (gtk_adjustment_get_page_size (adjustment) == self->page_size)
    return;
  self->page_size = gtk_adjustment_get_page_size (adjustment);
  if (self->current)
    gtk_text_view_scroll_to_mark (self->text_view, gtk_text_buffer_get_mark (buffer, "current"), 0.1, FALSE, 0, 0);
}

/* The pointer over a move says it can be clicked. */
static void
pointer_moved (GtkEventControllerMotion *motion,
               double                    x,
               double                    y,
               AdjMoveList              *self)
{
  GtkTextIter iter;
  int bx, by;
  gboolean over = FALSE;

  gtk_text_view_window_to_buffer_coords (self->text_view, GTK_TEXT_WINDOW_WIDGET, (int) x, (int) y, &bx, &by);
  if (gtk_text_view_get_iter_at_location (self->text_view, &iter, bx, by))
    over = span_at (self, gtk_text_iter_get_offset (&iter)) >= 0;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self->text_view), over ? "pointer" : "text");
}

static void
adj_move_list_dispose (GObject *object)
{
  AdjMoveList *self = ADJ_MOVE_LIST (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_MOVE_LIST);
  g_clear_pointer (&self->spans, g_array_unref);

  G_OBJECT_CLASS (adj_move_list_parent_class)->dispose (object);
}

static void
adj_move_list_class_init (AdjMoveListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_move_list_dispose;

  signals[MOVE_ACTIVATED] =
    g_signal_new ("move-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjourn/Adjourn/review/adj-move-list.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjMoveList, scroller);
  gtk_widget_class_bind_template_child (widget_class, AdjMoveList, text_view);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "movelist");

  gtk_widget_class_install_action (widget_class, "moves.select", "u", select_action);
}

static void
adj_move_list_init (AdjMoveList *self)
{
  GtkTextBuffer *buffer;
  GtkGesture *click;
  GtkTextIter start;

  gtk_widget_init_template (GTK_WIDGET (self));
  /* A stop of the focus chain, the text itself not (its cursor would take
   * the arrows): while it has the focus the arrows move through the game. */
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Moves"), -1);

  self->spans = g_array_new (FALSE, FALSE, sizeof (MoveSpan));
  buffer = gtk_text_view_get_buffer (self->text_view);
  self->tag_number = gtk_text_buffer_create_tag (buffer, NULL, NULL);
  self->tag_move = gtk_text_buffer_create_tag (buffer, NULL, NULL);
  /* The main line stands out from the analysis around it. */
  self->tag_main = gtk_text_buffer_create_tag (buffer, NULL, "weight", PANGO_WEIGHT_SEMIBOLD, NULL);
  self->tag_comment = gtk_text_buffer_create_tag (buffer, NULL, "style", PANGO_STYLE_ITALIC, NULL);
  for (int i = 0; i <= MAX_INDENT; i++)
    self->tag_depth[i] = gtk_text_buffer_create_tag (buffer, NULL, "left-margin", 12 + INDENT * i,
                                                     "scale", i > 0 ? 0.95 : 1.0, NULL);
  /* Created last: the highest priority, over the other tags' colours. */
  self->tag_current = gtk_text_buffer_create_tag (buffer, NULL, NULL);
  gtk_text_buffer_get_start_iter (buffer, &start);
  gtk_text_buffer_create_mark (buffer, "current", &start, TRUE);
  update_colors (self);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (update_colors), self, G_CONNECT_SWAPPED);

  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->scroller), "changed",
                           G_CALLBACK (page_changed), self, G_CONNECT_SWAPPED);

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "released", G_CALLBACK (clicked), self);
  gtk_widget_add_controller (GTK_WIDGET (self->text_view), GTK_EVENT_CONTROLLER (click));

  GtkEventController *motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "motion", G_CALLBACK (pointer_moved), self);
  gtk_widget_add_controller (GTK_WIDGET (self->text_view), motion);
}

GtkWidget *
adj_move_list_new (void)
{
  return g_object_new (ADJ_TYPE_MOVE_LIST, NULL);
}
