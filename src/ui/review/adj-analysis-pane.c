/* adj-analysis-pane.c — a chess engine's view of the position under review
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-analysis-pane"

#include "config.h"

#include <glib/gi18n.h>

#include "chess-fen.h"
#include "adj-analysis-pane.h"
#include "adj-compat.h"
#include "adj-eval-bar.h"

struct _AdjAnalysisPane
{
  GtkWidget      parent_instance;

  GtkStack      *stack;
  AdwStatusPage *status_page;
  GtkButton     *message_button;
  GtkLabel      *engine_label;
  GtkLabel      *status_label;
  GtkWidget     *start_button;
  GtkWidget     *stop_button;
  AdjEvalBar    *eval_bar;
  GtkListBox    *lines_list;

  GSettings     *settings;
  AdjEngine     *engine;
  GCancellable  *cancellable;   /* the engine's start */
  GError        *find_error;
  AdjEnvelope   *envelope;
  ChessPosition  position;
  gboolean       wanted;        /* started and not stopped by the caller */
};

G_DEFINE_FINAL_TYPE (AdjAnalysisPane, adj_analysis_pane, GTK_TYPE_WIDGET)

enum {
  LINE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* What the pane shows */

AdjAnalysisView *
adj_analysis_view_new (const AdjAnalysisFacts *facts)
{
  AdjAnalysisView *view = g_new0 (AdjAnalysisView, 1);

  g_return_val_if_fail (facts != NULL, view);

  /* The organiser's word comes first: nothing to offer, not even the
   * preference, which could not change it. */
  if (!facts->allowed_by_event)
    {
      view->mode = ADJ_ANALYSIS_FORBIDDEN;
      view->icon_name = "action-unavailable-symbolic";
      view->title = g_strdup (_("Engine Analysis Not Allowed"));
      view->description = g_strdup (_("The organiser does not allow engine analysis of this event’s adjourned positions."));
      return view;
    }
  if (!facts->setting_on)
    {
      view->mode = ADJ_ANALYSIS_OFF;
      view->icon_name = "applications-science-symbolic";
      view->title = g_strdup (_("Engine Analysis Is Off"));
      view->description = g_strdup (_("A chess engine can show its evaluation and best lines for this position. It is off until you allow it; Preferences can turn it off again."));
      view->action = "settings.engine-analysis";
      view->action_label = g_strdup (_("_Allow Engine Analysis"));
      return view;
    }
  if (facts->find_error != NULL)
    {
      view->mode = ADJ_ANALYSIS_NO_ENGINE;
      view->icon_name = "system-search-symbolic";
      view->title = g_strdup (_("No Chess Engine Found"));
      view->description = g_strdup_printf (_("Install Stockfish (on Debian or Ubuntu: sudo apt install stockfish), or choose a UCI engine under Chess Engine in Preferences.\n\n%s"),
                                           facts->find_error->message);
      view->action = "analysis.start";
      view->action_label = g_strdup (_("_Look Again"));
      return view;
    }
  switch (facts->state)
    {
    case ADJ_ENGINE_STATE_FAILED:
      view->mode = ADJ_ANALYSIS_FAILED;
      view->icon_name = "dialog-warning-symbolic";
      view->title = g_strdup (_("The Engine Stopped"));
      view->description = g_strdup (facts->engine_error != NULL ? facts->engine_error->message : "");
      view->action = "analysis.start";
      view->action_label = g_strdup (_("_Start Again"));
      return view;
    case ADJ_ENGINE_STATE_STARTING:
      view->mode = ADJ_ANALYSIS_STARTING;
      break;
    case ADJ_ENGINE_STATE_THINKING:
      view->mode = ADJ_ANALYSIS_RUNNING;
      break;
    case ADJ_ENGINE_STATE_STOPPED:
    case ADJ_ENGINE_STATE_READY:
    case ADJ_ENGINE_STATE_STOPPING:
    default:
      view->mode = ADJ_ANALYSIS_IDLE;
      break;
    }
  view->shows_lines = TRUE;
  return view;
}

void
adj_analysis_view_free (AdjAnalysisView *view)
{
  if (view == NULL)
    return;
  g_free (view->title);
  g_free (view->description);
  g_free (view->action_label);
  g_free (view);
}

char *
adj_analysis_format_score (AdjEngineLine *line)
{
  g_autofree char *ascii = NULL;
  g_auto(GStrv) parts = NULL;

  g_return_val_if_fail (ADJ_IS_ENGINE_LINE (line), NULL);

  /* The typographic minus: the same width as the plus, as in print. */
  ascii = adj_engine_line_format_score (line);
  parts = g_strsplit (ascii, "-", -1);
  return g_strjoinv ("−", parts);
}

char *
adj_analysis_format_status (guint   depth,
                            guint64 nps)
{
  if (depth == 0)
    return NULL;
  if (nps == 0)
    return g_strdup_printf (_("Depth %u"), depth);
  if (nps < 1000)
    /* TRANSLATORS: the engine's search depth and speed */
    return g_strdup_printf (_("Depth %u · %u nodes/s"), depth, (guint) nps);
  if (nps < 1000000)
    return g_strdup_printf (_("Depth %u · %.0f k nodes/s"), depth, nps / 1e3);
  return g_strdup_printf (_("Depth %u · %.1f M nodes/s"), depth, nps / 1e6);
}

/* The engine */

static void pane_update (AdjAnalysisPane *self);

static gboolean
pane_allowed (AdjAnalysisPane *self)
{
  return (self->envelope == NULL || adj_envelope_allows_engine_analysis (self->envelope))
         && g_settings_get_boolean (self->settings, "engine-analysis");
}

static void
pane_drop_engine (AdjAnalysisPane *self)
{
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->engine == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->engine, self);
  g_signal_handlers_disconnect_by_data (adj_engine_get_lines (self->engine), self);
  adj_engine_quit (self->engine);
  g_clear_object (&self->engine);
  gtk_list_box_bind_model (self->lines_list, NULL, NULL, NULL, NULL);
}

static void
pane_send_position (AdjAnalysisPane *self)
{
  char fen[CHESS_FEN_MAX];
  g_autoptr(GError) error = NULL;

  chess_fen_write (&self->position, fen);
  if (!adj_engine_set_position (self->engine, fen, NULL, &error))
    g_warning ("The position under review cannot be analysed: %s", error->message);
}

static void
pane_go (AdjAnalysisPane *self)
{
  g_autoptr(GError) error = NULL;

  if (adj_engine_get_state (self->engine) == ADJ_ENGINE_STATE_THINKING)
    return;
  if (!adj_engine_go (self->engine, NULL, &error))
    g_debug ("No search: %s", error->message);
}

static void
pane_started (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  g_autoptr(AdjAnalysisPane) self = data;
  g_autoptr(GError) error = NULL;

  /* A failure shows through the engine's state; a cancel means the pane let go of it. */
  if (!adj_engine_start_finish (ADJ_ENGINE (source), result, &error)
      || self->engine != ADJ_ENGINE (source))
    return;
  if (self->wanted)
    pane_go (self);
  pane_update (self);
}

static void
pane_update_figures (AdjAnalysisPane *self)
{
  g_autofree char *status = NULL;
  const char *name = adj_engine_get_name (self->engine);
  AdjEngineState state = adj_engine_get_state (self->engine);

  gtk_label_set_label (self->engine_label, name != NULL ? name : _("Chess Engine"));
  status = adj_analysis_format_status (adj_engine_get_depth (self->engine), adj_engine_get_nps (self->engine));
  if (status == NULL)
    status = g_strdup (state == ADJ_ENGINE_STATE_STARTING ? _("Starting…")
                       : state == ADJ_ENGINE_STATE_THINKING ? _("Thinking…") : _("Stopped"));
  else if (state != ADJ_ENGINE_STATE_THINKING)
    {
      /* The figures stay after a stop: say they are no longer moving. */
      g_autofree char *figures = g_steal_pointer (&status);

      /* TRANSLATORS: "Stopped · Depth 22 · 1.4 M nodes/s" */
      status = g_strdup_printf (_("Stopped · %s"), figures);
    }
  gtk_label_set_label (self->status_label, status);
}

static void
pane_lines_changed (GListModel      *lines,
                    guint            position,
                    guint            removed,
                    guint            added,
                    AdjAnalysisPane *self)
{
  g_autoptr(AdjEngineLine) first = g_list_model_get_n_items (lines) > 0 ? g_list_model_get_item (lines, 0) : NULL;
  g_autofree char *text = NULL;
  AdjUciScoreKind kind = ADJ_UCI_SCORE_NONE;
  int value = 0;

  if (first != NULL)
    {
      kind = adj_engine_line_get_white_score (first, &value);
      text = adj_analysis_format_score (first);
    }
  adj_eval_bar_set_score (self->eval_bar, kind, value, kind != ADJ_UCI_SCORE_NONE ? text : NULL);
}

static ChessLang
pane_lang (AdjAnalysisPane *self)
{
  g_autofree char *code = g_settings_get_string (self->settings, "notation-language");
  ChessLang lang = CHESS_LANG_EN;

  chess_lang_parse (code, &lang);
  return lang;
}

static GtkWidget *
pane_create_row (gpointer item,
                 gpointer data)
{
  AdjAnalysisPane *self = data;
  AdjEngineLine *line = item;
  g_autofree char *score = adj_analysis_format_score (line);
  g_autofree char *moves = adj_engine_line_format_moves (line, pane_lang (self),
                                                         g_settings_get_boolean (self->settings, "figurine-notation"), 0);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *score_label = gtk_label_new (score);
  GtkWidget *moves_label = gtk_label_new (moves);
  g_autofree char *description = g_strdup_printf ("%s %s", score, moves);

  gtk_widget_add_css_class (score_label, "numeric");
  gtk_widget_add_css_class (score_label, "heading");
  gtk_label_set_width_chars (GTK_LABEL (score_label), 6);
  gtk_label_set_xalign (GTK_LABEL (score_label), 0);
  gtk_widget_set_valign (score_label, GTK_ALIGN_START);
  gtk_label_set_xalign (GTK_LABEL (moves_label), 0);
  gtk_label_set_wrap (GTK_LABEL (moves_label), TRUE);
  gtk_label_set_lines (GTK_LABEL (moves_label), 2);
  gtk_label_set_ellipsize (GTK_LABEL (moves_label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (moves_label, TRUE);
  gtk_box_append (GTK_BOX (box), score_label);
  gtk_box_append (GTK_BOX (box), moves_label);
  gtk_widget_set_margin_top (box, 9);
  gtk_widget_set_margin_bottom (box, 9);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_widget_set_tooltip_text (row, _("Play this line on the board"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, description, -1);
  return row;
}

static void
pane_bind_lines (AdjAnalysisPane *self)
{
  gtk_list_box_bind_model (self->lines_list, self->engine != NULL ? adj_engine_get_lines (self->engine) : NULL,
                           pane_create_row, self, NULL);
}

static void
pane_engine_changed (AdjAnalysisPane *self)
{
  pane_update (self);
}

static void
pane_create_engine (AdjAnalysisPane *self)
{
  g_autofree char *chosen = g_settings_get_string (self->settings, "engine-path");
  g_autofree char *path = NULL;
  const char *argv[2] = { NULL, NULL };

  g_clear_error (&self->find_error);
  path = adj_engine_find (chosen, &self->find_error);
  if (path == NULL)
    return;
  argv[0] = path;
  self->engine = adj_engine_new (argv);
  adj_engine_set_multipv (self->engine, g_settings_get_uint (self->settings, "engine-lines"));
  g_signal_connect_swapped (self->engine, "notify::state", G_CALLBACK (pane_engine_changed), self);
  g_signal_connect_swapped (self->engine, "notify::name", G_CALLBACK (pane_update_figures), self);
  g_signal_connect_swapped (self->engine, "notify::depth", G_CALLBACK (pane_update_figures), self);
  g_signal_connect_swapped (self->engine, "notify::nps", G_CALLBACK (pane_update_figures), self);
  g_signal_connect (adj_engine_get_lines (self->engine), "items-changed", G_CALLBACK (pane_lines_changed), self);
  pane_bind_lines (self);
  pane_send_position (self);
}

/* Starts what the caller wants, when it is allowed. */
static void
pane_run (AdjAnalysisPane *self)
{
  if (!self->wanted || !pane_allowed (self))
    return;
  if (self->engine == NULL)
    pane_create_engine (self);
  if (self->engine == NULL)
    return;
  switch (adj_engine_get_state (self->engine))
    {
    case ADJ_ENGINE_STATE_STOPPED:
    case ADJ_ENGINE_STATE_FAILED:
      g_cancellable_cancel (self->cancellable);
      g_clear_object (&self->cancellable);
      self->cancellable = g_cancellable_new ();
      adj_engine_start_async (self->engine, self->cancellable, pane_started, g_object_ref (self));
      break;
    case ADJ_ENGINE_STATE_READY:
    case ADJ_ENGINE_STATE_STOPPING:
      pane_go (self);
      break;
    case ADJ_ENGINE_STATE_STARTING:
    case ADJ_ENGINE_STATE_THINKING:
    default:
      break;
    }
}

static AdjAnalysisMode
pane_facts_view (AdjAnalysisPane  *self,
                 AdjAnalysisView **out)
{
  AdjAnalysisFacts facts = {
    .allowed_by_event = self->envelope == NULL || adj_envelope_allows_engine_analysis (self->envelope),
    .setting_on = g_settings_get_boolean (self->settings, "engine-analysis"),
    .find_error = self->engine == NULL ? self->find_error : NULL,
    .state = self->engine != NULL ? adj_engine_get_state (self->engine) : ADJ_ENGINE_STATE_STOPPED,
    .engine_error = self->engine != NULL ? adj_engine_get_error (self->engine) : NULL,
  };

  *out = adj_analysis_view_new (&facts);
  return (*out)->mode;
}

static void
pane_update_actions (AdjAnalysisPane *self,
                     AdjAnalysisMode  mode)
{
  gboolean allowed = mode != ADJ_ANALYSIS_FORBIDDEN && mode != ADJ_ANALYSIS_OFF;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "analysis.start",
                                 allowed && mode != ADJ_ANALYSIS_RUNNING && mode != ADJ_ANALYSIS_STARTING);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "analysis.stop",
                                 mode == ADJ_ANALYSIS_RUNNING || mode == ADJ_ANALYSIS_STARTING);
  /* One button: what can be done now. */
  gtk_widget_set_visible (self->stop_button, mode == ADJ_ANALYSIS_RUNNING || mode == ADJ_ANALYSIS_STARTING);
  gtk_widget_set_visible (self->start_button, mode != ADJ_ANALYSIS_RUNNING && mode != ADJ_ANALYSIS_STARTING);
}

static void
pane_update (AdjAnalysisPane *self)
{
  g_autoptr(AdjAnalysisView) view = NULL;
  AdjAnalysisMode mode;

  /* Not allowed: no engine at all, not even an idle one. */
  if (!pane_allowed (self))
    pane_drop_engine (self);
  mode = pane_facts_view (self, &view);
  pane_update_actions (self, mode);
  if (!view->shows_lines)
    {
      adw_status_page_set_icon_name (self->status_page, view->icon_name);
      adw_status_page_set_title (self->status_page, view->title);
      adj_compat_status_page_set_description_text (self->status_page, view->description);
      gtk_widget_set_visible (GTK_WIDGET (self->message_button), view->action != NULL);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (self->message_button), view->action);
      if (view->action_label != NULL)
        gtk_button_set_label (self->message_button, view->action_label);
      gtk_stack_set_visible_child_name (self->stack, "message");
      return;
    }
  if (self->engine != NULL)
    pane_update_figures (self);
  else
    {
      gtk_label_set_label (self->engine_label, _("Chess Engine"));
      gtk_label_set_label (self->status_label, _("Stopped"));
    }
  gtk_stack_set_visible_child_name (self->stack, "lines");
}

static void
pane_setting_changed (GSettings       *settings,
                      const char      *key,
                      AdjAnalysisPane *self)
{
  if (g_str_equal (key, "engine-path"))
    {
      pane_drop_engine (self);
      g_clear_error (&self->find_error);
    }
  else if (g_str_equal (key, "engine-lines") && self->engine != NULL)
    adj_engine_set_multipv (self->engine, g_settings_get_uint (settings, key));
  else if ((g_str_equal (key, "notation-language") || g_str_equal (key, "figurine-notation")) && self->engine != NULL)
    pane_bind_lines (self);
  pane_run (self);
  pane_update (self);
}

static void
pane_row_activated (GtkListBox      *list,
                    GtkListBoxRow   *row,
                    AdjAnalysisPane *self)
{
  g_autoptr(AdjEngineLine) line = NULL;
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (ChessMove));
  const ChessMove *m;
  guint n;

  if (self->engine == NULL)
    return;
  line = g_list_model_get_item (adj_engine_get_lines (self->engine), (guint) gtk_list_box_row_get_index (row));
  if (line == NULL)
    return;
  m = adj_engine_line_get_moves (line, &n);
  g_array_append_vals (moves, m, n);
  g_signal_emit (self, signals[LINE_ACTIVATED], 0, moves);
}

static void
action_start (GtkWidget  *widget,
              const char *name,
              GVariant   *param)
{
  adj_analysis_pane_start (ADJ_ANALYSIS_PANE (widget));
}

static void
action_stop (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  adj_analysis_pane_stop (ADJ_ANALYSIS_PANE (widget));
}

/* The object */

static void
adj_analysis_pane_dispose (GObject *object)
{
  AdjAnalysisPane *self = ADJ_ANALYSIS_PANE (object);

  pane_drop_engine (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_ANALYSIS_PANE);
  g_clear_object (&self->settings);
  g_clear_object (&self->envelope);

  G_OBJECT_CLASS (adj_analysis_pane_parent_class)->dispose (object);
}

static void
adj_analysis_pane_finalize (GObject *object)
{
  AdjAnalysisPane *self = ADJ_ANALYSIS_PANE (object);

  g_clear_error (&self->find_error);

  G_OBJECT_CLASS (adj_analysis_pane_parent_class)->finalize (object);
}

static void
adj_analysis_pane_class_init (AdjAnalysisPaneClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_analysis_pane_dispose;
  object_class->finalize = adj_analysis_pane_finalize;

  /* A line clicked: its moves (a GArray of ChessMove) from the position
   * analysed, to be played on the board. */
  signals[LINE_ACTIVATED] = g_signal_new ("line-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ARRAY);

  g_type_ensure (ADJ_TYPE_EVAL_BAR);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjourn/Adjourn/review/adj-analysis-pane.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjAnalysisPane, stack);
  gtk_widget_class_bind_template_child (widget_class, AdjAnalysisPane, status_page);
  gtk_widget_class_bind_template_child (widget_class, AdjAnalysisPane, message_button);
  gtk_widget_class_bind_template_child (widget_class, AdjAnalysisPane, engine_label);
  gtk_widget_class_bind_template_child (widget_class, AdjAnalysisPane, status_label);
  gtk_widget_class_bind_template_child (widget_class, AdjAnalysisPane, start_button);
  gtk_widget_class_bind_template_child (widget_class, AdjAnalysisPane, stop_button);
  gtk_widget_class_bind_template_child (widget_class, AdjAnalysisPane, eval_bar);
  gtk_widget_class_bind_template_child (widget_class, AdjAnalysisPane, lines_list);
  gtk_widget_class_bind_template_callback (widget_class, pane_row_activated);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_install_action (widget_class, "analysis.start", NULL, action_start);
  gtk_widget_class_install_action (widget_class, "analysis.stop", NULL, action_stop);
}

static void
adj_analysis_pane_init (AdjAnalysisPane *self)
{
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
  g_autoptr(GAction) allow = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  chess_position_set_start (&self->position);
  self->settings = g_settings_new (APPLICATION_ID);
  allow = g_settings_create_action (self->settings, "engine-analysis");
  g_action_map_add_action (G_ACTION_MAP (group), allow);
  gtk_widget_insert_action_group (GTK_WIDGET (self), "settings", G_ACTION_GROUP (group));
  g_signal_connect_object (self->settings, "changed", G_CALLBACK (pane_setting_changed), self, 0);
  pane_update (self);
}

GtkWidget *
adj_analysis_pane_new (void)
{
  return g_object_new (ADJ_TYPE_ANALYSIS_PANE, NULL);
}

void
adj_analysis_pane_set_position (AdjAnalysisPane     *self,
                                const ChessPosition *position)
{
  g_return_if_fail (ADJ_IS_ANALYSIS_PANE (self));
  g_return_if_fail (position != NULL);

  self->position = *position;
  if (self->engine != NULL)
    pane_send_position (self);
  pane_run (self);
}

void
adj_analysis_pane_set_envelope (AdjAnalysisPane *self,
                                AdjEnvelope     *envelope)
{
  g_return_if_fail (ADJ_IS_ANALYSIS_PANE (self));
  g_return_if_fail (envelope == NULL || ADJ_IS_ENVELOPE (envelope));

  g_set_object (&self->envelope, envelope);
  pane_update (self);
  pane_run (self);
}

void
adj_analysis_pane_start (AdjAnalysisPane *self)
{
  g_return_if_fail (ADJ_IS_ANALYSIS_PANE (self));

  self->wanted = TRUE;
  /* "Look Again" after the engine was installed or chosen. */
  g_clear_error (&self->find_error);
  pane_run (self);
  pane_update (self);
}

void
adj_analysis_pane_stop (AdjAnalysisPane *self)
{
  g_return_if_fail (ADJ_IS_ANALYSIS_PANE (self));

  self->wanted = FALSE;
  if (self->engine != NULL)
    adj_engine_stop (self->engine);
  pane_update (self);
}

AdjAnalysisMode
adj_analysis_pane_get_mode (AdjAnalysisPane *self)
{
  g_autoptr(AdjAnalysisView) view = NULL;

  g_return_val_if_fail (ADJ_IS_ANALYSIS_PANE (self), ADJ_ANALYSIS_OFF);
  return pane_facts_view (self, &view);
}

AdjEngine *
adj_analysis_pane_get_engine (AdjAnalysisPane *self)
{
  g_return_val_if_fail (ADJ_IS_ANALYSIS_PANE (self), NULL);
  return self->engine;
}
