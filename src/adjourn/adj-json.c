/* adj-json.c — reading JSON documents safely, and their members by path
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adjourn-json"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "adj-json.h"

G_DEFINE_QUARK (adj-json-error-quark, adj_json_error)

/* ---- the check before json-glib ------------------------------------------
 * A scan that only skipped double-quoted strings would not be enough:
 * json-glib 1.6 also takes single-quoted strings and C comments, inside
 * which a '"' would make such a scan miss brackets json-glib counts. So the
 * scan is a whole RFC 8259 recogniser, without recursion (an explicit stack
 * of ADJ_JSON_MAX_DEPTH), and json-glib only ever sees what it accepted. */

typedef struct {
  const char *p, *end;
  const char *line_start;
  gulong      line;
  GError    **error;
} Scan;

/* Columns count characters, as an editor shows them (the text is valid
 * UTF-8 by now); computed only for an error, so the scan stays linear. */
static gulong
column_of (const Scan *s, const char *at)
{
  gulong column = 1;
  for (const char *q = s->line_start; q < at; q++)
    if (((guchar) *q & 0xC0) != 0x80)
      column++;
  return column;
}

static gboolean
fail_at (Scan *s, const char *at, AdjJsonError code, const char *what)
{
  /* Translators: a problem in a JSON file and where it is, e.g. "nested
   * deeper than 64 levels at line 1, column 65" */
  g_set_error (s->error, ADJ_JSON_ERROR, code, _("%s at line %lu, column %lu"), what, s->line, column_of (s, at));
  return FALSE;
}

static gboolean
unexpected (Scan *s)
{
  gunichar c = g_utf8_get_char (s->p);
  char shown[16] = { 0 };
  if (g_unichar_isgraph (c))
    g_unichar_to_utf8 (c, shown);
  else
    g_snprintf (shown, sizeof shown, "U+%04X", c);
  g_autofree char *what = g_strdup_printf (_("not JSON: unexpected “%s”"), shown);
  return fail_at (s, s->p, ADJ_JSON_ERROR_SYNTAX, what);
}

static void
skip_space (Scan *s)
{
  for (; s->p < s->end; s->p++)
    {
      if (*s->p == '\n')
        {
          s->line++;
          s->line_start = s->p + 1;
        }
      else if (*s->p != ' ' && *s->p != '\t' && *s->p != '\r')
        return;
    }
}

/* Four hexadecimal digits at AT, when there are four before END. */
static gboolean
read_unit (const char *at, const char *end, gunichar *unit)
{
  if (end - at < 4)
    return FALSE;
  *unit = 0;
  for (int i = 0; i < 4; i++)
    {
      if (!g_ascii_isxdigit (at[i]))
        return FALSE;
      *unit = *unit * 16 + (gunichar) g_ascii_xdigit_value (at[i]);
    }
  return TRUE;
}

static gboolean
lone_surrogate (Scan *s, const char *escape)
{
  /* json-glib would write it out as bytes that are not UTF-8. */
  g_autofree char *what = g_strdup_printf (_("a lone UTF-16 surrogate “%.6s”"), escape);
  return fail_at (s, escape, ADJ_JSON_ERROR_ENCODING, what);
}

static gboolean
scan_string (Scan *s)
{
  const char *open = s->p++;
  for (;;)
    {
      if (s->p >= s->end)
        return fail_at (s, open, ADJ_JSON_ERROR_SYNTAX, _("not JSON: a string is not closed"));
      guchar c = (guchar) *s->p;
      if (c == '"')
        {
          s->p++;
          return TRUE;
        }
      if (c < 0x20)
        return fail_at (s, s->p, ADJ_JSON_ERROR_SYNTAX, _("not JSON: a control character inside a string"));
      if (c != '\\')
        {
          s->p++;
          continue;
        }
      const char *escape = s->p++;
      if (s->p >= s->end)
        return fail_at (s, open, ADJ_JSON_ERROR_SYNTAX, _("not JSON: a string is not closed"));
      if (*s->p != 'u')
        {
          if (*s->p == '\0' || !strchr ("\"\\/bfnrt", *s->p))
            return fail_at (s, escape, ADJ_JSON_ERROR_SYNTAX, _("not JSON: an unknown escape"));
          s->p++;
          continue;
        }
      gunichar unit;
      if (!read_unit (s->p + 1, s->end, &unit))
        return fail_at (s, escape, ADJ_JSON_ERROR_SYNTAX, _("not JSON: “\\u” without four hexadecimal digits"));
      s->p += 5;
      /* json-glib ends the string there: a name or a move cut short. */
      if (unit == 0)
        return fail_at (s, escape, ADJ_JSON_ERROR_ENCODING, _("a NUL character (\\u0000) in a string"));
      if (unit >= 0xDC00 && unit <= 0xDFFF)
        return lone_surrogate (s, escape);
      if (unit >= 0xD800 && unit <= 0xDBFF)
        {
          gunichar low;
          if (s->end - s->p < 6 || s->p[0] != '\\' || s->p[1] != 'u' || !read_unit (s->p + 2, s->end, &low)
              || low < 0xDC00 || low > 0xDFFF)
            return lone_surrogate (s, escape);
          s->p += 6;
        }
    }
}

static void
skip_digits (Scan *s)
{
  while (s->p < s->end && g_ascii_isdigit (*s->p))
    s->p++;
}

static gboolean
scan_number (Scan *s)
{
  const char *start = s->p;
  if (*s->p == '-')
    s->p++;
  if (s->p < s->end && *s->p == '0')
    s->p++;
  else if (s->p < s->end && *s->p >= '1' && *s->p <= '9')
    skip_digits (s);
  else
    return fail_at (s, start, ADJ_JSON_ERROR_SYNTAX, _("not JSON: a malformed number"));
  if (s->p < s->end && *s->p == '.')
    {
      s->p++;
      if (s->p >= s->end || !g_ascii_isdigit (*s->p))
        return fail_at (s, start, ADJ_JSON_ERROR_SYNTAX, _("not JSON: a malformed number"));
      skip_digits (s);
    }
  if (s->p < s->end && (*s->p == 'e' || *s->p == 'E'))
    {
      s->p++;
      if (s->p < s->end && (*s->p == '+' || *s->p == '-'))
        s->p++;
      if (s->p >= s->end || !g_ascii_isdigit (*s->p))
        return fail_at (s, start, ADJ_JSON_ERROR_SYNTAX, _("not JSON: a malformed number"));
      skip_digits (s);
    }
  return TRUE;
}

/* Whether the number from START to END is an integer (no fraction, no
 * exponent) beyond 64 bits, which json-glib would wrap round (10^20 reads
 * as -1) instead of refusing. */
static gboolean
integer_too_large (const char *start, const char *end)
{
  gboolean negative = *start == '-';
  const char *digits = start + negative;
  for (const char *q = digits; q < end; q++)
    if (!g_ascii_isdigit (*q))
      return FALSE;
  const char *most = negative ? "9223372036854775808" : "9223372036854775807";
  gsize n = (gsize) (end - digits), most_n = strlen (most);
  return n > most_n || (n == most_n && memcmp (digits, most, n) > 0);
}

/* Whether the number from START to END, with a fraction or an exponent,
 * is beyond what a double holds (35e7506): json-glib reads it as
 * infinity, which no JSON can write back. */
static gboolean
double_too_large (const char *start, const char *end)
{
  g_autofree char *text = g_strndup (start, (gsize) (end - start));
  return isinf (g_ascii_strtod (text, NULL));
}

/* Where the scan is: for each open list or object, the index in the list
 * or the key in the object, as the member readers name paths
 * ("time_used.white", "game.moves[3]"). */
typedef struct {
  char        open[ADJ_JSON_MAX_DEPTH];
  const char *key[ADJ_JSON_MAX_DEPTH];
  gsize       key_length[ADJ_JSON_MAX_DEPTH];
  guint       index[ADJ_JSON_MAX_DEPTH];
  guint       depth;
} Place;

static char *
place_path (const Place *place)
{
  GString *path = g_string_new (NULL);
  for (guint i = 0; i < place->depth; i++)
    if (place->open[i] == '[')
      g_string_append_printf (path, "[%u]", place->index[i]);
    else
      {
        if (path->len > 0)
          g_string_append_c (path, '.');
        g_string_append_len (path, place->key[i], (gssize) place->key_length[i]);
      }
  return g_string_free (path, FALSE);
}

static gboolean
too_large (Scan *s, const Place *place, const char *at, gboolean integer)
{
  g_autofree char *path = place_path (place);
  const char *why = !integer ? _("too far from zero to be read as a number")
                    : *at == '-' ? _("too far below zero to be read as an integer")
                    : _("too large to be read as an integer");
  /* Translators: "time_used.white: too large to be read as an integer" */
  g_autofree char *what = *path ? g_strdup_printf (_("%s: %s"), path, why) : g_strdup (why);
  return fail_at (s, at, ADJ_JSON_ERROR_NUMBER, what);
}

static gboolean
scan_literal (Scan *s)
{
  static const char *const words[] = { "true", "false", "null" };
  for (gsize i = 0; i < G_N_ELEMENTS (words); i++)
    {
      gsize n = strlen (words[i]);
      if ((gsize) (s->end - s->p) >= n && memcmp (s->p, words[i], n) == 0)
        {
          s->p += n;
          return TRUE;
        }
    }
  return unexpected (s);
}

static gboolean
scan_document (Scan *s)
{
  /* What comes next: a value (FIRST_VALUE: or the ']' of an empty list), a
   * key (FIRST_KEY: or the '}' of an empty object), the ':' after a key, a
   * ',' or the closing bracket, or nothing more. */
  enum { VALUE, FIRST_VALUE, KEY, FIRST_KEY, COLON, NEXT, DONE } want = VALUE;
  Place place = { .depth = 0 };

  skip_space (s);
  if (s->p >= s->end)
    {
      g_set_error_literal (s->error, ADJ_JSON_ERROR, ADJ_JSON_ERROR_SYNTAX, _("not JSON: the document is empty"));
      return FALSE;
    }
  for (;; skip_space (s))
    {
      if (s->p >= s->end)
        return want == DONE || fail_at (s, s->p, ADJ_JSON_ERROR_SYNTAX, _("not JSON: the document ends too early"));
      char c = *s->p;
      switch (want)
        {
        case FIRST_VALUE:
          if (c == ']')
            break;
          G_GNUC_FALLTHROUGH;
        case VALUE:
          if (c == '{' || c == '[')
            {
              if (place.depth == ADJ_JSON_MAX_DEPTH)
                {
                  g_autofree char *what = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "nested deeper than %d level",
                                                                        "nested deeper than %d levels",
                                                                        ADJ_JSON_MAX_DEPTH),
                                                           ADJ_JSON_MAX_DEPTH);
                  return fail_at (s, s->p, ADJ_JSON_ERROR_DEPTH, what);
                }
              place.index[place.depth] = 0;
              place.open[place.depth++] = c;
              s->p++;
              want = c == '{' ? FIRST_KEY : FIRST_VALUE;
              continue;
            }
          gboolean scanned;
          const char *start = s->p;
          if (c == '"')
            scanned = scan_string (s);
          else if (c == '-' || g_ascii_isdigit (c))
            scanned = scan_number (s)
                      && (!integer_too_large (start, s->p) || too_large (s, &place, start, TRUE))
                      && (!double_too_large (start, s->p) || too_large (s, &place, start, FALSE));
          else if (c == 't' || c == 'f' || c == 'n')
            scanned = scan_literal (s);
          else
            scanned = unexpected (s);
          if (!scanned)
            return FALSE;
          want = place.depth > 0 ? NEXT : DONE;
          continue;
        case FIRST_KEY:
          if (c == '}')
            break;
          G_GNUC_FALLTHROUGH;
        case KEY:
          if (c != '"')
            return unexpected (s);
          place.key[place.depth - 1] = s->p + 1;
          if (!scan_string (s))
            return FALSE;
          place.key_length[place.depth - 1] = (gsize) (s->p - 1 - place.key[place.depth - 1]);
          want = COLON;
          continue;
        case COLON:
          if (c != ':')
            return unexpected (s);
          s->p++;
          want = VALUE;
          continue;
        case NEXT:
          if (c == ',')
            {
              s->p++;
              place.index[place.depth - 1]++;
              want = place.open[place.depth - 1] == '{' ? KEY : VALUE;
              continue;
            }
          if (c != (place.open[place.depth - 1] == '{' ? '}' : ']'))
            return unexpected (s);
          break;
        case DONE:
        default:
          return fail_at (s, s->p, ADJ_JSON_ERROR_SYNTAX, _("not JSON: more text after the document"));
        }
      /* Only a closing bracket gets here. */
      s->p++;
      place.depth--;
      want = place.depth > 0 ? NEXT : DONE;
    }
}

JsonNode *
adj_json_parse (const char *data, gssize length, GError **error)
{
  g_return_val_if_fail (data != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  gsize size = length < 0 ? strlen (data) : (gsize) length;
  const char *bad;
  if (!g_utf8_validate_len (data, size, &bad))
    {
      gulong offset = (gulong) (bad - data);
      if (*bad == '\0')
        /* json-glib ends a string at it: a name or a key cut short without a word. */
        g_set_error (error, ADJ_JSON_ERROR, ADJ_JSON_ERROR_ENCODING, _("a NUL byte at byte offset %lu"), offset);
      else
        g_set_error (error, ADJ_JSON_ERROR, ADJ_JSON_ERROR_ENCODING,
                     _("not UTF-8: byte 0x%02X at byte offset %lu"), (guchar) *bad, offset);
      return NULL;
    }
  /* RFC 8259 8.1 lets a reader skip the byte order mark some editors write. */
  if (size >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    {
      data += 3;
      size -= 3;
    }

  Scan s = { .p = data, .end = data + size, .line_start = data, .line = 1, .error = error };
  if (!scan_document (&s))
    return NULL;

  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) local = NULL;
  if (!json_parser_load_from_data (parser, data, (gssize) size, &local))
    {
      /* Only what the scan cannot judge comes here. */
      g_set_error (error, ADJ_JSON_ERROR, ADJ_JSON_ERROR_SYNTAX, _("not JSON: %s"), local->message);
      return NULL;
    }
  return json_parser_steal_root (parser);
}

void
adj_json_propagate_error (GError **dest, GError *src, GQuark domain, int document_code, int missing_code,
                          int type_code)
{
  g_return_if_fail (src != NULL);
  if (src->domain == ADJ_JSON_ERROR)
    {
      src->code = src->code == ADJ_JSON_ERROR_MISSING ? missing_code
                  : src->code == ADJ_JSON_ERROR_TYPE  ? type_code
                                                      : document_code;
      src->domain = domain;
    }
  g_propagate_error (dest, src);
}

/* ---- members by path ---------------------------------------------------- */

/* Follows PATH from OBJECT. The node found, or NULL when a step is absent
 * or null; *BAD_PARENT is then the length of the path's prefix that names
 * a step which is not an object, or 0. */
static JsonNode *
walk (JsonObject *object, const char *path, gsize *bad_parent)
{
  g_autofree char *copy = g_strdup (path);
  char *name = copy;
  *bad_parent = 0;
  for (;;)
    {
      char *dot = strchr (name, '.');
      if (dot)
        *dot = '\0';
      JsonNode *node = json_object_get_member (object, name);
      if (!dot)
        return node;
      if (!node || JSON_NODE_HOLDS_NULL (node))
        return NULL;
      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          *bad_parent = (gsize) (dot - copy);
          return NULL;
        }
      object = json_node_get_object (node);
      name = dot + 1;
    }
}

JsonNode *
adj_json_lookup (JsonObject *object, const char *path)
{
  g_return_val_if_fail (object != NULL, NULL);
  g_return_val_if_fail (path != NULL, NULL);
  gsize bad_parent;
  return walk (object, path, &bad_parent);
}

gboolean
adj_json_holds (JsonNode *node, GType type)
{
  return node && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == type;
}

static AdjJsonRead
refuse (GError **error, AdjJsonError code, const char *path, gssize path_length, const char *reason)
{
  g_autofree char *named = g_strndup (path, path_length < 0 ? strlen (path) : (gsize) path_length);
  /* Translators: "time_used.white: not an integer" — the key stays as written */
  g_set_error (error, ADJ_JSON_ERROR, code, _("%s: %s"), named, reason);
  return ADJ_JSON_REFUSED;
}

typedef enum {
  WANT_STRING,
  WANT_INT,
  WANT_BOOL,
  WANT_OBJECT,
  WANT_ARRAY,
} Want;

static const char *
wrong_type (Want want)
{
  switch (want)
    {
    case WANT_STRING:
      return _("not a string");
    case WANT_INT:
      return _("not an integer");
    case WANT_BOOL:
      return _("not true or false");
    case WANT_OBJECT:
      return _("not an object");
    case WANT_ARRAY:
    default:
      return _("not a list");
    }
}

static gboolean
holds_wanted (JsonNode *node, Want want)
{
  switch (want)
    {
    case WANT_STRING:
      return adj_json_holds (node, G_TYPE_STRING);
    case WANT_INT:
      return adj_json_holds (node, G_TYPE_INT64);
    case WANT_BOOL:
      return adj_json_holds (node, G_TYPE_BOOLEAN);
    case WANT_OBJECT:
      return JSON_NODE_HOLDS_OBJECT (node);
    case WANT_ARRAY:
    default:
      return JSON_NODE_HOLDS_ARRAY (node);
    }
}

/* The one reader behind the typed ones: FOUND puts the value, of the type
 * WANT says, in *OUT (a const char *, gint64, gboolean, JsonObject * or
 * JsonArray *). */
static AdjJsonRead
read_member (JsonObject *object, const char *path, AdjJsonFlags flags, Want want, gpointer out, GError **error)
{
  g_return_val_if_fail (object != NULL, ADJ_JSON_REFUSED);
  g_return_val_if_fail (path != NULL, ADJ_JSON_REFUSED);
  g_return_val_if_fail (out != NULL, ADJ_JSON_REFUSED);
  g_return_val_if_fail (error == NULL || *error == NULL, ADJ_JSON_REFUSED);

  gsize bad_parent;
  JsonNode *node = walk (object, path, &bad_parent);
  if (bad_parent > 0)
    return refuse (error, ADJ_JSON_ERROR_TYPE, path, (gssize) bad_parent, _("not an object"));
  if (node && JSON_NODE_HOLDS_NULL (node))
    {
      if (flags & ADJ_JSON_NOT_NULL)
        return refuse (error, ADJ_JSON_ERROR_TYPE, path, -1, wrong_type (want));
      if (!(flags & ADJ_JSON_NULL_IS_ABSENT))
        return ADJ_JSON_NULL;
      node = NULL;
    }
  if (!node)
    {
      if (flags & ADJ_JSON_REQUIRED)
        return refuse (error, ADJ_JSON_ERROR_MISSING, path, -1, _("missing"));
      return ADJ_JSON_ABSENT;
    }
  if (!holds_wanted (node, want))
    return refuse (error, ADJ_JSON_ERROR_TYPE, path, -1, wrong_type (want));
  switch (want)
    {
    case WANT_STRING:
      *(const char **) out = json_node_get_string (node);
      break;
    case WANT_INT:
      *(gint64 *) out = json_node_get_int (node);
      break;
    case WANT_BOOL:
      *(gboolean *) out = json_node_get_boolean (node);
      break;
    case WANT_OBJECT:
      *(JsonObject **) out = json_node_get_object (node);
      break;
    case WANT_ARRAY:
    default:
      {
        JsonArray *array = json_node_get_array (node);
        for (guint i = 0; i < json_array_get_length (array); i++)
          if (!adj_json_holds (json_array_get_element (array, i), G_TYPE_STRING))
            {
              g_autofree char *item = g_strdup_printf ("%s[%u]", path, i);
              return refuse (error, ADJ_JSON_ERROR_TYPE, item, -1, _("not a string"));
            }
        *(JsonArray **) out = array;
      }
      break;
    }
  return ADJ_JSON_FOUND;
}

AdjJsonRead
adj_json_read_string (JsonObject *object, const char *path, AdjJsonFlags flags, const char **out, GError **error)
{
  return read_member (object, path, flags, WANT_STRING, out, error);
}

AdjJsonRead
adj_json_read_int (JsonObject *object, const char *path, AdjJsonFlags flags, gint64 *out, GError **error)
{
  return read_member (object, path, flags, WANT_INT, out, error);
}

AdjJsonRead
adj_json_read_bool (JsonObject *object, const char *path, AdjJsonFlags flags, gboolean *out, GError **error)
{
  return read_member (object, path, flags, WANT_BOOL, out, error);
}

AdjJsonRead
adj_json_read_object (JsonObject *object, const char *path, AdjJsonFlags flags, JsonObject **out, GError **error)
{
  return read_member (object, path, flags, WANT_OBJECT, out, error);
}

AdjJsonRead
adj_json_read_string_array (JsonObject *object, const char *path, AdjJsonFlags flags, JsonArray **out,
                            GError **error)
{
  return read_member (object, path, flags, WANT_ARRAY, out, error);
}

/* ---- writing --------------------------------------------------------------- */

/* json-glib's generator writes a double such as 7e-105 as "7e-105.0",
 * which no JSON reader (ours included) takes back: a document read here
 * and written again must read again. This writer keeps json-glib's layout
 * and writes numbers as JSON has them. */

static void
write_string (GString *out, const char *s)
{
  g_string_append_c (out, '"');
  for (const unsigned char *p = (const unsigned char *) s; *p; p++)
    switch (*p)
      {
      case '"': g_string_append (out, "\\\""); break;
      case '\\': g_string_append (out, "\\\\"); break;
      case '\b': g_string_append (out, "\\b"); break;
      case '\f': g_string_append (out, "\\f"); break;
      case '\n': g_string_append (out, "\\n"); break;
      case '\r': g_string_append (out, "\\r"); break;
      case '\t': g_string_append (out, "\\t"); break;
      default:
        if (*p < 0x20)
          g_string_append_printf (out, "\\u%04x", *p);
        else
          g_string_append_c (out, (char) *p);
      }
  g_string_append_c (out, '"');
}

static void
write_double (GString *out, double value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];
  /* The shortest text that reads back to the same double. */
  g_ascii_dtostr (buf, sizeof buf, value);
  g_string_append (out, buf);
  /* Still a double when read back: 2.0, not 2; 7e-105 is one already. */
  if (!strpbrk (buf, ".eE"))
    g_string_append (out, ".0");
}

static void write_node (GString *out, JsonNode *node, gboolean pretty, guint depth);

static void
newline (GString *out, gboolean pretty, guint depth)
{
  if (!pretty)
    return;
  g_string_append_c (out, '\n');
  for (guint i = 0; i < depth; i++)
    g_string_append (out, "  ");
}

static void
write_object (GString *out, JsonObject *object, gboolean pretty, guint depth)
{
  if (json_object_get_size (object) == 0)
    {
      g_string_append (out, "{}");
      return;
    }
  g_string_append_c (out, '{');
  /* In the order the members were read or set (the iterator's order is
   * the hash table's). */
  g_autoptr(GList) names = json_object_get_members (object);
  for (GList *l = names; l; l = l->next)
    {
      if (l != names)
        g_string_append_c (out, ',');
      newline (out, pretty, depth + 1);
      write_string (out, l->data);
      g_string_append (out, pretty ? " : " : ":");
      write_node (out, json_object_get_member (object, l->data), pretty, depth + 1);
    }
  newline (out, pretty, depth);
  g_string_append_c (out, '}');
}

static void
write_array (GString *out, JsonArray *array, gboolean pretty, guint depth)
{
  if (json_array_get_length (array) == 0)
    {
      g_string_append (out, "[]");
      return;
    }
  g_string_append_c (out, '[');
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      newline (out, pretty, depth + 1);
      write_node (out, json_array_get_element (array, i), pretty, depth + 1);
    }
  newline (out, pretty, depth);
  g_string_append_c (out, ']');
}

static void
write_node (GString *out, JsonNode *node, gboolean pretty, guint depth)
{
  switch (JSON_NODE_TYPE (node))
    {
    case JSON_NODE_OBJECT:
      write_object (out, json_node_get_object (node), pretty, depth);
      return;
    case JSON_NODE_ARRAY:
      write_array (out, json_node_get_array (node), pretty, depth);
      return;
    case JSON_NODE_NULL:
      g_string_append (out, "null");
      return;
    case JSON_NODE_VALUE:
    default:
      break;
    }
  switch (json_node_get_value_type (node))
    {
    case G_TYPE_INT64:
      g_string_append_printf (out, "%" G_GINT64_FORMAT, json_node_get_int (node));
      break;
    case G_TYPE_DOUBLE:
      write_double (out, json_node_get_double (node));
      break;
    case G_TYPE_BOOLEAN:
      g_string_append (out, json_node_get_boolean (node) ? "true" : "false");
      break;
    case G_TYPE_STRING:
    default:
      write_string (out, json_node_get_string (node) ? json_node_get_string (node) : "");
      break;
    }
}

char *
adj_json_to_data (JsonNode *node, gboolean pretty, gsize *length)
{
  g_return_val_if_fail (node != NULL, NULL);

  GString *out = g_string_new (NULL);
  write_node (out, node, pretty, 0);
  if (length)
    *length = out->len;
  return g_string_free (out, FALSE);
}
