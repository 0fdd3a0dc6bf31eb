/* adj-cli-verify.c — `adjourn-cli verify`: legal, ambiguous, illegal or unreadable
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Batch mode writes JSON by hand (not JsonGenerator) and reads each line
 * itself when it is a flat object, else with adj_json_parse(): hundreds of
 * thousands of verdicts a second.
 */
#define G_LOG_DOMAIN "adjourn-cli"

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "adj-cli.h"
#include "adj-json.h"
#include "adj-verdict.h"
#include "chess-fen.h"
#include "chess-san.h"

void
adj_cli_append_verdict (GString *out, const ChessPosition *pos, const ChessVerdict *v)
{
  g_string_append_printf (out, "\"verdict\":\"%s\"", chess_verdict_kind_id (v->kind));
  if (v->kind == CHESS_VERDICT_LEGAL)
    {
      char uci[6], san[CHESS_SAN_MAX];
      chess_move_to_uci (v->move, uci);
      chess_san_write (pos, v->move, CHESS_LANG_EN, san);
      g_string_append_printf (out, ",\"uci\":\"%s\",\"san\":", uci);
      adj_cli_json_string (out, san);
    }
  if (v->kind == CHESS_VERDICT_AMBIGUOUS)
    {
      g_autoptr(GPtrArray) candidates = adj_verdict_candidates (v);
      g_string_append (out, ",\"candidates\":[");
      for (guint i = 0; i < candidates->len; i++)
        g_string_append_printf (out, "%s\"%s\"", i ? "," : "", (const char *) candidates->pdata[i]);
      g_string_append_c (out, ']');
    }
  g_autofree char *reason = adj_verdict_reason (pos, v);
  g_string_append_printf (out, ",\"reason_id\":\"%s\",\"reason\":", chess_reason_id (v->reason));
  adj_cli_json_string (out, reason);
  if (v->notes)
    {
      g_autoptr(GPtrArray) notes = adj_verdict_notes (v->notes);
      g_string_append (out, ",\"notes\":[");
      for (guint i = 0; i < notes->len; i++)
        {
          if (i)
            g_string_append_c (out, ',');
          adj_cli_json_string (out, notes->pdata[i]);
        }
      g_string_append_c (out, ']');
    }
}

/* ---- a fast path for flat batch lines -----------------------------------
 * json-glib builds a tree and a GObject per line: most of the batch time.
 * Lines are nearly always a flat object of strings and numbers, so those
 * are read here; anything else (escapes in the strings we need, nesting we
 * cannot skip, bad JSON) goes to adj_json_parse() and json-glib, which also
 * word the errors. */

typedef struct {
  const char *at, *end;
} Cursor;

typedef struct {
  const char *start;
  size_t      len;
  gboolean    present;
} Span;

static void
skip_ws (Cursor *c)
{
  while (c->at < c->end && (*c->at == ' ' || *c->at == '\t' || *c->at == '\r' || *c->at == '\n'))
    c->at++;
}

/* A string without escapes: its contents. FALSE for anything else. */
static gboolean
plain_string (Cursor *c, Span *out)
{
  if (c->at >= c->end || *c->at != '"')
    return FALSE;
  const char *b = ++c->at;
  while (c->at < c->end && *c->at != '"')
    {
      if (*c->at == '\\' || (unsigned char) *c->at < 0x20)
        return FALSE;
      c->at++;
    }
  if (c->at >= c->end)
    return FALSE;
  out->start = b;
  out->len = (size_t) (c->at - b);
  out->present = TRUE;
  c->at++;
  return TRUE;
}

/* A scalar other than a string: a number, true, false or null. */
static gboolean
plain_scalar (Cursor *c, Span *out)
{
  const char *b = c->at;
  while (c->at < c->end && (g_ascii_isalnum (*c->at) || *c->at == '-' || *c->at == '+' || *c->at == '.'))
    c->at++;
  if (c->at == b)
    return FALSE;
  size_t n = (size_t) (c->at - b);
  if (!(n == 4 && (memcmp (b, "true", 4) == 0 || memcmp (b, "null", 4) == 0))
      && !(n == 5 && memcmp (b, "false", 5) == 0))
    {
      /* A JSON number: -?int frac? exp? */
      const char *p = b;
      if (*p == '-')
        p++;
      if (p >= c->at || !g_ascii_isdigit (*p) || (*p == '0' && p + 1 < c->at && g_ascii_isdigit (p[1])))
        return FALSE;
      while (p < c->at && g_ascii_isdigit (*p))
        p++;
      if (p < c->at && *p == '.')
        {
          p++;
          if (p >= c->at || !g_ascii_isdigit (*p))
            return FALSE;
          while (p < c->at && g_ascii_isdigit (*p))
            p++;
        }
      if (p < c->at && (*p == 'e' || *p == 'E'))
        {
          p++;
          if (p < c->at && (*p == '+' || *p == '-'))
            p++;
          if (p >= c->at || !g_ascii_isdigit (*p))
            return FALSE;
          while (p < c->at && g_ascii_isdigit (*p))
            p++;
        }
      if (p != c->at)
        return FALSE;
    }
  out->start = b;
  out->len = n;
  out->present = TRUE;
  return TRUE;
}

/* Any string, escapes included, checked but not decoded. */
static gboolean
skip_string (Cursor *c)
{
  if (c->at >= c->end || *c->at != '"')
    return FALSE;
  for (c->at++; c->at < c->end && *c->at != '"'; c->at++)
    {
      if ((unsigned char) *c->at < 0x20)
        return FALSE;
      if (*c->at != '\\')
        continue;
      if (++c->at >= c->end || !strchr ("\"\\/bfnrtu", *c->at))
        return FALSE;
      if (*c->at == 'u')
        for (int i = 0; i < 4; i++)
          if (++c->at >= c->end || !g_ascii_isxdigit (*c->at))
            return FALSE;
    }
  if (c->at >= c->end)
    return FALSE;
  c->at++;
  return TRUE;
}

/* A whole value we do not need (the sample's "expect", say), checked. */
static gboolean
skip_value (Cursor *c, int depth)
{
  Span ignored;
  skip_ws (c);
  if (c->at >= c->end || depth > 32)
    return FALSE;
  if (*c->at == '"')
    return skip_string (c);
  if (*c->at != '{' && *c->at != '[')
    return plain_scalar (c, &ignored);
  char close = *c->at == '{' ? '}' : ']';
  gboolean object = close == '}';
  c->at++;
  skip_ws (c);
  if (c->at < c->end && *c->at == close)
    {
      c->at++;
      return TRUE;
    }
  for (;;)
    {
      skip_ws (c);
      if (object)
        {
          if (!skip_string (c))
            return FALSE;
          skip_ws (c);
          if (c->at >= c->end || *c->at++ != ':')
            return FALSE;
        }
      if (!skip_value (c, depth + 1))
        return FALSE;
      skip_ws (c);
      if (c->at < c->end && *c->at == ',')
        {
          c->at++;
          continue;
        }
      if (c->at < c->end && *c->at == close)
        {
          c->at++;
          return TRUE;
        }
      return FALSE;
    }
}

static gboolean
fast_line (const char *line, size_t len, Span *fen, Span *move, Span *notation, Span *id)
{
  Cursor c = { line, line + len };
  skip_ws (&c);
  if (c.at >= c.end || *c.at++ != '{')
    return FALSE;
  skip_ws (&c);
  if (c.at < c.end && *c.at == '}')
    c.at++;
  else
    for (;;)
      {
        Span key = { 0 }, value = { 0 };
        skip_ws (&c);
        if (!plain_string (&c, &key))
          return FALSE;
        skip_ws (&c);
        if (c.at >= c.end || *c.at++ != ':')
          return FALSE;
        skip_ws (&c);
        gboolean is_string = c.at < c.end && *c.at == '"';
        gboolean wanted = (key.len == 3 && memcmp (key.start, "fen", 3) == 0)
                          || (key.len == 4 && memcmp (key.start, "move", 4) == 0)
                          || (key.len == 8 && memcmp (key.start, "notation", 8) == 0)
                          || (key.len == 2 && memcmp (key.start, "id", 2) == 0);
        if (!wanted)
          {
            if (!skip_value (&c, 0))
              return FALSE;
            goto next;
          }
        if (!(is_string ? plain_string (&c, &value) : plain_scalar (&c, &value)))
          return FALSE;
        if (is_string)
          {
            /* Keep the quotes in the span for "id", which is echoed raw. */
            value.start--;
            value.len += 2;
          }
        Span *slot = NULL;
        if (key.len == 3 && memcmp (key.start, "fen", 3) == 0)
          slot = fen;
        else if (key.len == 4 && memcmp (key.start, "move", 4) == 0)
          slot = move;
        else if (key.len == 8 && memcmp (key.start, "notation", 8) == 0)
          slot = notation;
        else if (key.len == 2 && memcmp (key.start, "id", 2) == 0)
          slot = id;
        if (slot)
          {
            /* Only strings for the three inputs: the slow path words anything else. */
            if (slot != id && !is_string)
              return FALSE;
            *slot = value;
          }
      next:
        skip_ws (&c);
        if (c.at < c.end && *c.at == ',')
          {
            c.at++;
            continue;
          }
        if (c.at < c.end && *c.at == '}')
          {
            c.at++;
            break;
          }
        return FALSE;
      }
  skip_ws (&c);
  return c.at == c.end && fen->present && move->present;
}

/* The fast path: TRUE when the line was answered. */
static gboolean
verify_fast (const char *line, size_t len, guint64 number, GString *out)
{
  Span fen = { 0 }, move = { 0 }, notation = { 0 }, id = { 0 };
  char fen_text[256], move_text[128], lang_text[8];
  ChessLang lang = CHESS_LANG_EN;

  /* The fast path does not look inside strings: bytes that are not UTF-8
   * are left to adj_json_parse(), which words the line's error. */
  if (!g_utf8_validate_len (line, len, NULL) || !fast_line (line, len, &fen, &move, &notation, &id))
    return FALSE;
  /* Spans include their quotes. */
  if (fen.len - 2 >= sizeof fen_text || move.len - 2 >= sizeof move_text)
    return FALSE;
  memcpy (fen_text, fen.start + 1, fen.len - 2);
  fen_text[fen.len - 2] = '\0';
  memcpy (move_text, move.start + 1, move.len - 2);
  move_text[move.len - 2] = '\0';
  if (notation.present)
    {
      if (notation.len - 2 >= sizeof lang_text)
        return FALSE;
      memcpy (lang_text, notation.start + 1, notation.len - 2);
      lang_text[notation.len - 2] = '\0';
      if (!chess_lang_parse (lang_text, &lang))
        return FALSE;
    }

  ChessPosition pos;
  g_autofree char *message = NULL;
  g_string_append_c (out, '{');
  if (id.present)
    {
      g_string_append (out, "\"id\":");
      g_string_append_len (out, id.start, (gssize) id.len);
      g_string_append_c (out, ',');
    }
  if (!adj_cli_read_fen (fen_text, &pos, &message))
    adj_cli_append_line_error (out, number, message);
  else
    {
      ChessVerdict v;
      chess_notation_judge (&pos, move_text, lang, &v);
      adj_cli_append_verdict (out, &pos, &v);
    }
  g_string_append (out, "}\n");
  return TRUE;
}

/* One batch line → one output line; FALSE only for lines to skip (blank). */
static gboolean
verify_line (const char *line, gsize len, guint64 number, GString *out)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  JsonObject *o = NULL;
  ChessPosition pos;
  ChessVerdict verdict;
  ChessLang lang = CHESS_LANG_EN;

  len = adj_cli_batch_trim (line, len);
  if (len == 0)
    return FALSE;
  if (verify_fast (line, len, number, out))
    return TRUE;

  /* Too deep, not UTF-8 or not JSON: this line's answer says so, and the
   * batch goes on. */
  g_autoptr(JsonNode) root = NULL;
  o = adj_cli_batch_object (line, len, &root, &message);
  if (o)
    {
      const AdjJsonFlags given = ADJ_JSON_REQUIRED | ADJ_JSON_NOT_NULL;
      const char *fen = NULL, *move = NULL, *notation = NULL;
      if (!adj_json_read_string (o, "fen", given, &fen, &error)
          || !adj_json_read_string (o, "move", given, &move, &error)
          || !adj_json_read_string (o, "notation", ADJ_JSON_OPTIONAL, &notation, &error))
        message = g_strdup (error->message);
      else if (notation && !chess_lang_parse (notation, &lang))
        message = g_strdup ("notation: not one of en ca es pt de fr it nl");
      else if (adj_cli_read_fen (fen, &pos, &message))
        chess_notation_judge (&pos, move, lang, &verdict);
    }

  adj_cli_batch_open (out, o);
  if (message)
    adj_cli_append_line_error (out, number, message);
  else
    adj_cli_append_verdict (out, &pos, &verdict);
  g_string_append (out, "}\n");
  return TRUE;
}

static void
verify_batch_line (const char *line, gsize len, guint64 number, GString *out, gpointer data)
{
  verify_line (line, len, number, out);
}

int
adj_cli_verify (int argc, char **argv)
{
  g_autofree char *fen = NULL, *move = NULL, *notation = NULL, *batch = NULL;
  GOptionEntry entries[] = {
    { "fen", 0, 0, G_OPTION_ARG_STRING, &fen, "The adjourned position", "FEN" },
    { "move", 0, 0, G_OPTION_ARG_STRING, &move, "The sealed move as written", "TEXT" },
    { "notation", 0, 0, G_OPTION_ARG_STRING, &notation, "Piece letters: en ca es pt de fr it nl", "LANG" },
    { "batch", 0, 0, G_OPTION_ARG_FILENAME, &batch, "One JSON object a line (“-”: stdin)", "FILE" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  if (!adj_cli_parse_options ("verify", "- judge a written sealed move", entries, NULL, &argc, &argv))
    return ADJ_CLI_EXIT_USAGE;
  if (argc > 1)
    return adj_cli_fail ("verify: unexpected argument “%s”", argv[1]);
  if (batch)
    {
      if (fen || move)
        return adj_cli_fail ("verify: --batch reads FEN and move from the file; give no --fen or --move");
      return adj_cli_batch ("verify", batch, verify_batch_line, NULL, (1 << 17) - 4096);
    }
  if (!fen || !move)
    return adj_cli_fail ("verify: give --fen FEN and --move TEXT, or --batch FILE");

  ChessLang lang = CHESS_LANG_EN;
  if (notation && !chess_lang_parse (notation, &lang))
    return adj_cli_fail ("verify: unknown notation “%s” (en ca es pt de fr it nl)", notation);
  ChessPosition pos;
  g_autofree char *message = NULL;
  if (!adj_cli_read_fen (fen, &pos, &message))
    return adj_cli_fail ("verify: %s", message);

  ChessVerdict v;
  chess_notation_judge (&pos, move, lang, &v);
  g_autoptr(GString) out = g_string_new ("{");
  adj_cli_append_verdict (out, &pos, &v);
  g_string_append (out, "}\n");
  fputs (out->str, stdout);
  return ADJ_CLI_EXIT_OK;
}
