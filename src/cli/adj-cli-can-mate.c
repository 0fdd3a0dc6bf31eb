/* adj-cli-can-mate.c — `adjourn-cli can-mate`: can this side still checkmate?
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The question of 2023 6.9, 5.1.2 and I.8 (2005 6.10), asked of
 * chess_draw_can_mate(): yes with a mating series, no with the reason it
 * was proved, or unknown when the node limit was reached first. The answer
 * objects are written by hand (as verify's batch is); a batch line is read
 * with adj_json_parse(), since a search costs far more than the reading.
 */
#define G_LOG_DOMAIN "adjourn-cli"

#include "config.h"

#include <stdio.h>

#include "adj-cli.h"
#include "adj-json.h"
#include "chess-draw.h"

static const char *const side_names[] = { "white", "black" };
static const char *const side_titles[] = { "White", "Black" };

static gboolean
parse_side (const char *text, ChessColor *side)
{
  for (int c = 0; c < 2; c++)
    if (g_strcmp0 (text, side_names[c]) == 0)
      {
        *side = (ChessColor) c;
        return TRUE;
      }
  return FALSE;
}

/* What 'side' has besides the king, for the material reasons. */
static void
append_material_reason (GString *out, const ChessPosition *pos, ChessColor side)
{
  ChessBitboard own = pos->by_color[side] & ~pos->by_type[CHESS_KING];
  ChessBitboard bishops = pos->by_type[CHESS_BISHOP];
  const char *who = side_titles[side];

  if (own == 0)
    g_string_append_printf (out, "%s has only its king, which cannot give check", who);
  else if ((own & pos->by_type[CHESS_KNIGHT]) != 0 && (pos->by_color[!side] & pos->by_type[CHESS_QUEEN]) != 0)
    g_string_append_printf (out, "%s has only a knight against a king and a queen, and no placement of "
                                 "these four pieces is a checkmate", who);
  else if ((own & pos->by_type[CHESS_KNIGHT]) != 0)
    g_string_append_printf (out, "%s has only a knight against a lone king, and a knight and king "
                                 "never cover every square round a king", who);
  else
    g_string_append_printf (out, "%s has only bishops, all on %s squares, and no pawn or knight is left "
                                 "to block: a bishop's check always leaves the checked king a flight",
                            who, (bishops & UINT64_C (0x55AA55AA55AA55AA)) != 0 ? "light" : "dark");
}

/* "a8, e8 and g8" */
static void
append_squares (GString *out, ChessBitboard squares)
{
  int n = __builtin_popcountll (squares), i = 0;

  for (ChessSquare sq = 0; sq < 64; sq++)
    if ((squares >> sq) & 1)
      {
        char name[3];
        chess_square_name (sq, name);
        g_string_append_printf (out, "%s%s", i == 0 ? "" : i + 1 == n ? " and " : ", ", name);
        i++;
      }
}

/* The fortress: the pawns, and the pieces shut in with them (by side). */
static void
append_fortress_reason (GString *out, const ChessPosition *pos, const char *who)
{
  ChessBitboard shut = chess_draw_shut_in (pos);

  g_string_append (out, "The pawns are locked");
  for (int c = 0, named = 0; c < 2; c++)
    {
      ChessBitboard mine = shut & pos->by_color[c];
      if (mine == 0)
        continue;
      g_string_append_printf (out, "%s%s's %s on ", named++ ? " and " : ", and ", side_titles[c],
                              __builtin_popcountll (mine) > 1 ? "pieces" : "piece");
      append_squares (out, mine);
    }
  if (shut != 0)
    g_string_append_printf (out, " %s shut in for ever", __builtin_popcountll (shut) > 1 ? "are" : "is");
  g_string_append_printf (out, ": none can ever promote, and within the squares the pawns and pieces "
                               "can ever reach, %s can never set up a mate", who);
}

/* One sentence for a proved "no". */
static char *
no_reason (const ChessPosition *pos, ChessColor side, const ChessMateProof *proof)
{
  GString *out = g_string_new (NULL);
  const char *who = side_titles[side];

  switch (proof->kind)
    {
    case CHESS_PROOF_GAME_OVER:
      if (chess_position_in_check (pos))
        g_string_append_printf (out, "The game is over: %s is checkmated", side_names[side]);
      else
        g_string_append (out, "The game is over: stalemate");
      break;
    case CHESS_PROOF_MATERIAL:
      append_material_reason (out, pos, side);
      break;
    case CHESS_PROOF_LOCKED_PAWNS:
      g_string_append (out, "Only kings and pawns remain, every pawn is blocked for ever and no king "
                            "can take one, so no check is ever possible");
      break;
    case CHESS_PROOF_FORTRESS:
      append_fortress_reason (out, pos, who);
      break;
    case CHESS_PROOF_FORCED:
      g_string_append_printf (out, "Every legal move leads within two plies to a position where %s "
                                   "cannot mate (such as a forced capture that leaves too little material)",
                              who);
      break;
    case CHESS_PROOF_EXHAUSTED:
      g_string_append_printf (out, "Every position reachable by legal moves was examined (%ld moves "
                                   "tried) and none is a mate by %s",
                              proof->nodes, who);
      break;
    case CHESS_PROOF_SKELETON:
      g_string_append_printf (out, "Following the kings and pawns alone, the pieces free to stand anywhere, "
                                   "no move of %s can ever leave the other king in check with no square to go to",
                              who);
      break;
    default:
      g_string_append_printf (out, "%s cannot mate", who);
      break;
    }
  g_string_append_c (out, '.');
  return g_string_free (out, FALSE);
}

/* The keys of one answer (no braces). */
static void
append_answer (GString *out, const ChessPosition *pos, ChessColor side, long max_nodes)
{
  const ChessMateLimits limits = { .max_nodes = max_nodes };
  ChessMateProof proof;
  ChessAnswer a = chess_draw_can_mate (pos, side, &limits, &proof);
  static const char *const answers[] = { [CHESS_ANSWER_NO] = "no", [CHESS_ANSWER_YES] = "yes",
                                         [CHESS_ANSWER_UNKNOWN] = "unknown" };

  g_string_append_printf (out, "\"side\":\"%s\",\"answer\":\"%s\"", side_names[side], answers[a]);
  if (a == CHESS_ANSWER_YES)
    {
      g_string_append (out, ",\"line\":[");
      for (int i = 0; i < proof.n_line; i++)
        {
          char uci[6];
          chess_move_to_uci (proof.line[i], uci);
          g_string_append_printf (out, "%s\"%s\"", i ? "," : "", uci);
        }
      g_string_append_c (out, ']');
    }
  if (a == CHESS_ANSWER_NO)
    {
      g_autofree char *reason = no_reason (pos, side, &proof);
      g_string_append (out, ",\"reason\":");
      adj_cli_json_string (out, reason);
    }
  g_string_append_printf (out, ",\"nodes\":%ld", proof.nodes);
}

/* One batch line, one output line; blank lines are skipped. */
static void
batch_line (const char *line, gsize len, guint64 number, GString *out, gpointer data)
{
  long max_nodes = *(const long *) data;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  g_autoptr(JsonNode) root = NULL;
  ChessPosition pos;
  ChessColor side = CHESS_WHITE;

  len = adj_cli_batch_trim (line, len);
  if (len == 0)
    return;

  /* not JSON, not an object, no FEN, a side that is none: this line's
   * answer says so, and the batch goes on */
  JsonObject *o = adj_cli_batch_object (line, len, &root, &message);
  if (o)
    {
      const char *fen = NULL, *side_text = NULL;
      if (!adj_json_read_string (o, "fen", ADJ_JSON_REQUIRED | ADJ_JSON_NOT_NULL, &fen, &error)
          || !adj_json_read_string (o, "side", ADJ_JSON_NULL_IS_ABSENT, &side_text, &error))
        message = g_strdup (error->message);
      else if (side_text && !parse_side (side_text, &side))
        message = g_strdup_printf ("side: “%s” is not white or black", side_text);
      else if (adj_cli_read_fen (fen, &pos, &message) && !side_text)
        side = !pos.side;
    }

  adj_cli_batch_open (out, o);
  if (message)
    adj_cli_append_line_error (out, number, message);
  else
    append_answer (out, &pos, side, max_nodes);
  g_string_append (out, "}\n");
}

int
adj_cli_can_mate (int argc, char **argv)
{
  g_autofree char *fen = NULL, *side_text = NULL, *batch = NULL;
  gint64 nodes = 0;
  g_autoptr(GError) error = NULL;
  GOptionEntry entries[] = {
    { "fen", 0, 0, G_OPTION_ARG_STRING, &fen, "The position (FEN, EPD or “startpos”)", "FEN" },
    { "side", 0, 0, G_OPTION_ARG_STRING, &side_text, "Who would mate: white or black (default: the side not to move)", "SIDE" },
    { "nodes", 0, 0, G_OPTION_ARG_INT64, &nodes, "Search limit in moves tried (default 100000)", "N" },
    { "batch", 0, 0, G_OPTION_ARG_FILENAME, &batch, "One JSON object a line (“-”: stdin)", "FILE" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("- can this side still checkmate by any series of legal moves?");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return adj_cli_fail ("can-mate: %s", error->message);
  if (argc > 1)
    return adj_cli_fail ("can-mate: unexpected argument “%s”", argv[1]);
  if (nodes < 0 || nodes > G_MAXINT32)
    return adj_cli_fail ("can-mate: --nodes N must be from 1 to %d", G_MAXINT32);
  if (batch)
    {
      if (fen || side_text)
        return adj_cli_fail ("can-mate: --batch reads FEN and side from the file; give no --fen or --side");
      long limit = (long) nodes;
      /* each answer is written as soon as it is known: a long batch shows
       * its progress */
      return adj_cli_batch ("can-mate", batch, batch_line, &limit, 0);
    }
  if (!fen)
    return adj_cli_fail ("can-mate: give --fen FEN, or --batch FILE");

  ChessPosition pos;
  g_autofree char *message = NULL;
  if (!adj_cli_read_fen (fen, &pos, &message))
    return adj_cli_fail ("can-mate: %s", message);
  ChessColor side = !pos.side;
  if (side_text && !parse_side (side_text, &side))
    return adj_cli_fail ("can-mate: --side must be white or black, not “%s”", side_text);

  g_autoptr(GString) out = g_string_new ("{");
  append_answer (out, &pos, side, (long) nodes);
  g_string_append (out, "}\n");
  fputs (out->str, stdout);
  return ADJ_CLI_EXIT_OK;
}
