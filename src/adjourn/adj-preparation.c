/* adj-preparation.c — preparing a reply for every move the opponent may have sealed
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adjourn-preparation"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "adj-json.h"
#include "adj-preparation.h"
#include "chess-fen.h"
#include "chess-pgn.h"
#include "chess-san.h"

typedef struct {
  ChessMove  move;
  char       san[CHESS_SAN_MAX];
  int        group; /* 0 check, 1 capture, 2 the rest */
  ChessTree *reply;
} Candidate;

struct _AdjPreparation {
  GObject       parent_instance;
  ChessPosition position;
  GArray       *candidates; /* of Candidate */
  gboolean      opened;     /* put_first named the sealed move: it is candidate 0 */
};

enum {
  SIGNAL_CHANGED,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (AdjPreparation, adj_preparation, G_TYPE_OBJECT)

G_DEFINE_QUARK (adj-preparation-error-quark, adj_preparation_error)

static void
clear_candidate (gpointer data)
{
  Candidate *c = data;
  chess_tree_free (c->reply);
}

static void
adj_preparation_finalize (GObject *object)
{
  AdjPreparation *self = ADJ_PREPARATION (object);
  g_array_unref (self->candidates);
  G_OBJECT_CLASS (adj_preparation_parent_class)->finalize (object);
}

static void
adj_preparation_class_init (AdjPreparationClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = adj_preparation_finalize;

  /**
   * AdjPreparation::changed:
   * @index: the candidate whose reply changed, or %ADJ_PREPARATION_ALL
   *   when the order of the list did
   */
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
adj_preparation_init (AdjPreparation *self)
{
  self->candidates = g_array_new (FALSE, TRUE, sizeof (Candidate));
  g_array_set_clear_func (self->candidates, clear_candidate);
}

/* Checks first, then captures: what a player looks at first for the
 * opponent's move. SAN marks both ('+' or '#', 'x'). */
static int
group_of (const char *san)
{
  if (strpbrk (san, "+#"))
    return 0;
  return strchr (san, 'x') ? 1 : 2;
}

static Candidate *
candidate_at (AdjPreparation *self, guint index)
{
  g_assert (index < self->candidates->len);
  return &g_array_index (self->candidates, Candidate, index);
}

static void
move_to_front (AdjPreparation *self, guint index)
{
  Candidate c = *candidate_at (self, index);
  Candidate *all = (Candidate *) (void *) self->candidates->data;
  memmove (all + 1, all, sizeof *all * (gsize) index);
  all[0] = c;
}

static int
compare_default (gconstpointer pa, gconstpointer pb)
{
  const Candidate *a = pa, *b = pb;
  if (a->group != b->group)
    return a->group - b->group;
  return strcmp (a->san, b->san);
}

typedef struct {
  const ChessPosition *pos;
  AdjPreparationOrder  order;
  gpointer             user_data;
} OrderClosure;

static int
compare_hook (gconstpointer pa, gconstpointer pb, gpointer data)
{
  const Candidate *a = pa, *b = pb;
  const OrderClosure *closure = data;
  return closure->order (closure->pos, a->move, a->san, b->move, b->san, closure->user_data);
}

AdjPreparation *
adj_preparation_new (const ChessPosition *position)
{
  g_return_val_if_fail (position != NULL, NULL);

  AdjPreparation *self = g_object_new (ADJ_TYPE_PREPARATION, NULL);
  self->position = *position;
  ChessMoveList list;
  chess_position_legal_moves (position, &list);
  for (int i = 0; i < list.count; i++)
    {
      Candidate c = { .move = list.moves[i] };
      chess_san_write (position, c.move, CHESS_LANG_EN, c.san);
      c.group = group_of (c.san);
      ChessPosition after = *position;
      ChessUndo undo;
      chess_position_make (&after, c.move, &undo);
      c.reply = chess_tree_new (&after);
      g_array_append_val (self->candidates, c);
    }
  g_array_sort (self->candidates, compare_default);
  return self;
}

AdjPreparation *
adj_preparation_new_for_envelope (AdjEnvelope *envelope)
{
  g_return_val_if_fail (ADJ_IS_ENVELOPE (envelope), NULL);

  return adj_preparation_new (adj_envelope_get_position (envelope));
}

const ChessPosition *
adj_preparation_get_position (AdjPreparation *self)
{
  g_return_val_if_fail (ADJ_IS_PREPARATION (self), NULL);

  return &self->position;
}

ChessColor
adj_preparation_get_responder (AdjPreparation *self)
{
  g_return_val_if_fail (ADJ_IS_PREPARATION (self), CHESS_WHITE);

  return self->position.side == CHESS_WHITE ? CHESS_BLACK : CHESS_WHITE;
}

void
adj_preparation_set_order (AdjPreparation *self, AdjPreparationOrder order, gpointer user_data)
{
  g_return_if_fail (ADJ_IS_PREPARATION (self));

  /* Sorted by default first, so that the hook's ties keep that order (the
   * sort is stable). */
  ChessMove sealed = self->opened ? candidate_at (self, 0)->move : CHESS_MOVE_NONE;
  g_array_sort (self->candidates, compare_default);
  if (order)
    {
      OrderClosure closure = { &self->position, order, user_data };
      g_array_sort_with_data (self->candidates, compare_hook, &closure);
    }
  /* Once opened, the move actually sealed stays first whatever the order. */
  if (sealed != CHESS_MOVE_NONE)
    move_to_front (self, (guint) adj_preparation_find (self, sealed));
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0, ADJ_PREPARATION_ALL);
}

guint
adj_preparation_get_n_candidates (AdjPreparation *self)
{
  g_return_val_if_fail (ADJ_IS_PREPARATION (self), 0);

  return self->candidates->len;
}

ChessMove
adj_preparation_get_candidate (AdjPreparation *self, guint index)
{
  g_return_val_if_fail (ADJ_IS_PREPARATION (self), CHESS_MOVE_NONE);
  g_return_val_if_fail (index < self->candidates->len, CHESS_MOVE_NONE);

  return candidate_at (self, index)->move;
}

const char *
adj_preparation_get_san (AdjPreparation *self, guint index)
{
  g_return_val_if_fail (ADJ_IS_PREPARATION (self), NULL);
  g_return_val_if_fail (index < self->candidates->len, NULL);

  return candidate_at (self, index)->san;
}

int
adj_preparation_find (AdjPreparation *self, ChessMove move)
{
  g_return_val_if_fail (ADJ_IS_PREPARATION (self), -1);

  for (guint i = 0; i < self->candidates->len; i++)
    if (candidate_at (self, i)->move == move)
      return (int) i;
  return -1;
}

ChessTree *
adj_preparation_get_reply (AdjPreparation *self, guint index)
{
  g_return_val_if_fail (ADJ_IS_PREPARATION (self), NULL);
  g_return_val_if_fail (index < self->candidates->len, NULL);

  return candidate_at (self, index)->reply;
}

gboolean
adj_preparation_is_prepared (AdjPreparation *self, guint index)
{
  g_return_val_if_fail (ADJ_IS_PREPARATION (self), FALSE);
  g_return_val_if_fail (index < self->candidates->len, FALSE);

  return chess_tree_move_count (candidate_at (self, index)->reply) > 0;
}

guint
adj_preparation_count_prepared (AdjPreparation *self)
{
  g_return_val_if_fail (ADJ_IS_PREPARATION (self), 0);

  guint n = 0;
  for (guint i = 0; i < self->candidates->len; i++)
    n += chess_tree_move_count (candidate_at (self, i)->reply) > 0;
  return n;
}

char *
adj_preparation_reply_summary (AdjPreparation *self, guint index, guint max_plies)
{
  g_return_val_if_fail (ADJ_IS_PREPARATION (self), NULL);
  g_return_val_if_fail (index < self->candidates->len, NULL);

  ChessTree *reply = candidate_at (self, index)->reply;
  GString *s = g_string_new (NULL);
  const ChessTreeNode *node = chess_tree_node_next (chess_tree_root (reply));
  for (guint ply = 0; node && ply < max_plies; ply++, node = chess_tree_node_next (node))
    {
      /* The position before this move: its parent's. */
      const ChessPosition *before = chess_tree_node_position (chess_tree_node_parent (node));
      if (ply > 0)
        g_string_append_c (s, ' ');
      if (before->side == CHESS_WHITE)
        g_string_append_printf (s, "%d. ", before->fullmove_number);
      else if (ply == 0)
        g_string_append_printf (s, "%d… ", before->fullmove_number);
      g_string_append (s, chess_tree_node_san (node));
    }
  if (node)
    g_string_append (s, " …");
  return g_string_free (s, FALSE);
}

guint
adj_preparation_count_unprepared (AdjPreparation *self)
{
  g_return_val_if_fail (ADJ_IS_PREPARATION (self), 0);

  return self->candidates->len - adj_preparation_count_prepared (self);
}

gboolean
adj_preparation_put_first (AdjPreparation *self, ChessMove move)
{
  g_return_val_if_fail (ADJ_IS_PREPARATION (self), FALSE);

  int index = adj_preparation_find (self, move);
  if (index < 0)
    return FALSE;
  move_to_front (self, (guint) index);
  self->opened = TRUE;
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0, ADJ_PREPARATION_ALL);
  return TRUE;
}

gboolean
adj_preparation_is_opened (AdjPreparation *self)
{
  g_return_val_if_fail (ADJ_IS_PREPARATION (self), FALSE);

  return self->opened;
}

void
adj_preparation_reply_changed (AdjPreparation *self, guint index)
{
  g_return_if_fail (ADJ_IS_PREPARATION (self));
  g_return_if_fail (index < self->candidates->len);

  g_signal_emit (self, signals[SIGNAL_CHANGED], 0, index);
}

gboolean
adj_preparation_set_reply (AdjPreparation *self, guint index, const ChessTree *reply)
{
  g_return_val_if_fail (ADJ_IS_PREPARATION (self), FALSE);
  g_return_val_if_fail (index < self->candidates->len, FALSE);

  Candidate *c = candidate_at (self, index);
  ChessPosition start = *chess_tree_start (c->reply);
  if (reply)
    {
      /* The same test as a reply read from JSON: the position, not its FEN. */
      const ChessPosition *from = chess_tree_start (reply);
      if (from->key != start.key || from->halfmove_clock != start.halfmove_clock
          || from->fullmove_number != start.fullmove_number)
        return FALSE;
    }
  chess_tree_reset (c->reply, &start);
  if (reply)
    {
      gboolean grafted = chess_tree_graft (c->reply, chess_tree_root (c->reply), chess_tree_root (reply));
      g_assert (grafted);
      const char *comment = chess_tree_node_comment (chess_tree_root (reply), CHESS_TREE_COMMENT_AFTER);
      chess_tree_set_comment (c->reply, chess_tree_root (c->reply), CHESS_TREE_COMMENT_AFTER, comment);
    }
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0, index);
  return TRUE;
}

/* ---- the archive's JSON -------------------------------------------------- */

JsonNode *
adj_preparation_to_json (AdjPreparation *self)
{
  g_return_val_if_fail (ADJ_IS_PREPARATION (self), NULL);

  JsonObject *object = json_object_new ();
  char fen[CHESS_FEN_MAX];
  chess_fen_write (&self->position, fen);
  json_object_set_string_member (object, "format", "adjourn-preparation");
  json_object_set_int_member (object, "version", 1);
  json_object_set_string_member (object, "position", fen);
  JsonArray *replies = json_array_new ();
  for (guint i = 0; i < self->candidates->len; i++)
    {
      Candidate *c = candidate_at (self, i);
      if (chess_tree_move_count (c->reply) == 0)
        continue;
      JsonObject *reply = json_object_new ();
      char uci[6];
      chess_move_to_uci (c->move, uci);
      json_object_set_string_member (reply, "move", uci);
      char *pgn = chess_pgn_write_tree (NULL, c->reply, NULL);
      json_object_set_string_member (reply, "pgn", pgn);
      free (pgn);
      json_array_add_object_element (replies, reply);
    }
  json_object_set_array_member (object, "replies", replies);
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, object);
  return node;
}

char *
adj_preparation_to_data (AdjPreparation *self, gsize *length)
{
  g_return_val_if_fail (ADJ_IS_PREPARATION (self), NULL);

  g_autoptr(JsonNode) node = adj_preparation_to_json (self);
  return adj_json_to_data (node, TRUE, length);
}

static gboolean
refuse (GError **error, AdjPreparationError code, const char *key, const char *reason)
{
  g_set_error (error, ADJ_PREPARATION_ERROR, code, _("%s: %s"), key, reason);
  return FALSE;
}

/* The PGN of a reply into the candidate's tree: one game, no error, every
 * move legal, starting from the position after the candidate. */
static gboolean
read_reply (Candidate *c, const char *pgn, const char *key, GError **error)
{
  ChessPgnReader *reader = chess_pgn_reader_new (pgn, strlen (pgn));
  ChessGame game;
  ChessPgnGameInfo info;
  g_autofree char *reason = NULL;
  chess_game_init (&game);
  ChessPosition expected = *chess_tree_start (c->reply);
  if (!chess_pgn_reader_next_tree (reader, &game, c->reply, &info))
    reason = g_strdup (_("no game in the PGN"));
  else if (info.error)
    reason = g_strdup_printf (_("line %d, column %d: %s"), info.error_line, info.error_column, info.error_detail);
  else if (info.problem || info.variation_problem)
    reason = g_strdup_printf (_("line %d, column %d: “%s” is not a legal move there"),
                              info.problem ? info.problem_line : info.variation_problem_line,
                              info.problem ? info.problem_column : info.variation_problem_column,
                              info.problem ? info.problem_text : info.variation_problem_text);
  else
    {
      /* The key tells an en passant square only where a capture is
       * possible: "-" and an idle "e3" are the same position. */
      const ChessPosition *start = chess_tree_start (c->reply);
      char got[CHESS_FEN_MAX];
      chess_fen_write (start, got);
      if (start->key != expected.key || start->halfmove_clock != expected.halfmove_clock
          || start->fullmove_number != expected.fullmove_number)
        reason = g_strdup_printf (_("the reply starts at %s, not after %s"), got, c->san);
      else if (chess_pgn_reader_next (reader, &game, &info))
        reason = g_strdup (_("more than one game in the PGN"));
    }
  chess_game_clear (&game);
  chess_pgn_reader_free (reader);
  if (reason)
    return refuse (error, ADJ_PREPARATION_ERROR_VALUE, key, reason);
  return TRUE;
}

static gboolean
read_replies (AdjPreparation *self, JsonArray *replies, GError **error)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
  for (guint i = 0; i < json_array_get_length (replies); i++)
    {
      g_autofree char *key = g_strdup_printf ("replies[%u]", i);
      JsonNode *element = json_array_get_element (replies, i);
      if (!JSON_NODE_HOLDS_OBJECT (element))
        return refuse (error, ADJ_PREPARATION_ERROR_TYPE, key, _("not an object"));
      JsonObject *reply = json_node_get_object (element);
      const char *uci = NULL, *pgn = NULL;
      g_autofree char *move_key = g_strdup_printf ("%s.move", key);
      g_autofree char *pgn_key = g_strdup_printf ("%s.pgn", key);
      g_autoptr(GError) json_error = NULL;
      if (!adj_json_read_string (reply, "move", ADJ_JSON_REQUIRED | ADJ_JSON_NOT_NULL, &uci, &json_error)
          || !adj_json_read_string (reply, "pgn", ADJ_JSON_REQUIRED | ADJ_JSON_NOT_NULL, &pgn, &json_error))
        {
          gboolean missing = g_error_matches (json_error, ADJ_JSON_ERROR, ADJ_JSON_ERROR_MISSING);
          return refuse (error, missing ? ADJ_PREPARATION_ERROR_MISSING : ADJ_PREPARATION_ERROR_TYPE, key,
                         json_error->message);
        }
      ChessMove move = chess_move_from_uci (&self->position, uci);
      int index = move == CHESS_MOVE_NONE ? -1 : adj_preparation_find (self, move);
      if (index < 0)
        return refuse (error, ADJ_PREPARATION_ERROR_VALUE, move_key, _("not a legal move in the position"));
      if (!g_hash_table_add (seen, GINT_TO_POINTER (index + 1)))
        return refuse (error, ADJ_PREPARATION_ERROR_VALUE, move_key, _("a second reply for the same move"));
      if (!read_reply (candidate_at (self, (guint) index), pgn, pgn_key, error))
        return FALSE;
    }
  return TRUE;
}

AdjPreparation *
adj_preparation_new_from_json (JsonNode *node, GError **error)
{
  g_return_val_if_fail (node != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error_literal (error, ADJ_PREPARATION_ERROR, ADJ_PREPARATION_ERROR_SYNTAX, _("not a JSON object"));
      return NULL;
    }
  JsonObject *object = json_node_get_object (node);
  const char *format = NULL, *fen = NULL;
  gint64 version = 0;
  g_autoptr(GError) json_error = NULL;
  if (!adj_json_read_string (object, "format", ADJ_JSON_REQUIRED | ADJ_JSON_NOT_NULL, &format, &json_error)
      || !adj_json_read_int (object, "version", ADJ_JSON_REQUIRED | ADJ_JSON_NOT_NULL, &version, &json_error)
      || !adj_json_read_string (object, "position", ADJ_JSON_REQUIRED | ADJ_JSON_NOT_NULL, &fen, &json_error))
    {
      adj_json_propagate_error (error, g_steal_pointer (&json_error), ADJ_PREPARATION_ERROR,
                                ADJ_PREPARATION_ERROR_SYNTAX, ADJ_PREPARATION_ERROR_MISSING,
                                ADJ_PREPARATION_ERROR_TYPE);
      return NULL;
    }
  if (strcmp (format, "adjourn-preparation") != 0)
    {
      refuse (error, ADJ_PREPARATION_ERROR_FORMAT, "format", _("not an Adjourn preparation"));
      return NULL;
    }
  if (version != 1)
    {
      refuse (error, ADJ_PREPARATION_ERROR_FORMAT, "version", _("a version this program does not know"));
      return NULL;
    }
  ChessPosition position;
  ChessFenResult fr;
  if (!chess_fen_read (&position, fen, &fr))
    {
      refuse (error, ADJ_PREPARATION_ERROR_VALUE, "position", chess_fen_error_message (fr.code));
      return NULL;
    }
  JsonNode *replies = json_object_get_member (object, "replies");
  if (replies && !JSON_NODE_HOLDS_ARRAY (replies) && !JSON_NODE_HOLDS_NULL (replies))
    {
      refuse (error, ADJ_PREPARATION_ERROR_TYPE, "replies", _("not a list"));
      return NULL;
    }
  g_autoptr(AdjPreparation) self = adj_preparation_new (&position);
  if (replies && JSON_NODE_HOLDS_ARRAY (replies) && !read_replies (self, json_node_get_array (replies), error))
    return NULL;
  return g_steal_pointer (&self);
}

AdjPreparation *
adj_preparation_new_from_data (const char *data, gssize length, GError **error)
{
  g_return_val_if_fail (data != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  GError *json_error = NULL;
  g_autoptr(JsonNode) node = adj_json_parse (data, length, &json_error);
  if (!node)
    {
      adj_json_propagate_error (error, json_error, ADJ_PREPARATION_ERROR, ADJ_PREPARATION_ERROR_SYNTAX,
                                ADJ_PREPARATION_ERROR_MISSING, ADJ_PREPARATION_ERROR_TYPE);
      return NULL;
    }
  return adj_preparation_new_from_json (node, error);
}

/* ---- export -------------------------------------------------------------- */

char *
adj_preparation_to_pgn (AdjPreparation *self, AdjEnvelope *envelope, gsize *length)
{
  g_return_val_if_fail (ADJ_IS_PREPARATION (self), NULL);
  g_return_val_if_fail (envelope == NULL || ADJ_IS_ENVELOPE (envelope), NULL);

  ChessTree *tree = chess_tree_new (&self->position);
  for (guint i = 0; i < self->candidates->len; i++)
    {
      Candidate *c = candidate_at (self, i);
      ChessTreeNode *node = chess_tree_add_move (tree, chess_tree_root (tree), c->move);
      g_assert (node != NULL);
      chess_tree_graft (tree, node, chess_tree_root (c->reply));
    }

  ChessGame game;
  chess_game_init (&game);
  if (envelope)
    {
      const char *tags[][2] = {
        { "Event", adj_envelope_get_event (envelope) },
        { "Round", adj_envelope_get_round (envelope) },
        { "White", adj_envelope_get_player (envelope, CHESS_WHITE) },
        { "Black", adj_envelope_get_player (envelope, CHESS_BLACK) },
      };
      for (guint i = 0; i < G_N_ELEMENTS (tags); i++)
        if (tags[i][1])
          chess_game_set_tag (&game, tags[i][0], tags[i][1]);
    }
  size_t n;
  char *pgn = chess_pgn_write_tree (&game, tree, &n);
  chess_game_clear (&game);
  chess_tree_free (tree);
  if (length)
    *length = n;
  /* malloc'd by src/chess: handed on as GLib memory. */
  char *copy = g_strndup (pgn, n);
  free (pgn);
  return copy;
}
