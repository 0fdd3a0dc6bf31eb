/* test-json.c — adj_json_parse()'s guards and the member readers, and the
 * readers of src/adjourn refusing what it refuses in their own domains
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "adj-envelope.h"
#include "adj-json.h"
#include "adj-reconstruct.h"
#include "adj-scenario.h"
#include "../json-test.h"

/* Parses TEXT (LENGTH bytes, or -1) and asserts it is refused with CODE
 * and a message holding WHERE. */
static void
assert_refused (const char *text, gssize length, AdjJsonError code, const char *where)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = adj_json_parse (text, length, &error);
  g_assert_null (root);
  g_assert_error (error, ADJ_JSON_ERROR, (gint) code);
  if (!strstr (error->message, where))
    g_error ("“%s” does not hold “%s”", error->message, where);
}

static JsonNode *
parse_ok (const char *text, gssize length)
{
  g_autoptr(GError) error = NULL;
  JsonNode *root = adj_json_parse (text, length, &error);
  g_assert_no_error (error);
  g_assert_nonnull (root);
  return root;
}

static void
test_depth (void)
{
  /* The crash of the hardening report: a hundred thousand levels. */
  g_autofree char *deep = json_test_nested (100000);
  assert_refused (deep, -1, ADJ_JSON_ERROR_DEPTH, "nested deeper than 64 levels at line 1, column 65");

  /* Exactly the limit is read, and is that deep. */
  g_autofree char *limit = json_test_nested (ADJ_JSON_MAX_DEPTH);
  g_autoptr(JsonNode) root = parse_ok (limit, -1);
  g_assert_cmpuint (json_test_depth (root, G_MAXUINT), ==, ADJ_JSON_MAX_DEPTH);
  g_autofree char *over = json_test_nested (ADJ_JSON_MAX_DEPTH + 1);
  assert_refused (over, -1, ADJ_JSON_ERROR_DEPTH, "at line 1, column 65");

  /* Objects count as arrays do, and the place is told in lines and
   * characters (“é” is one column, two bytes). */
  g_autoptr(GString) objects = g_string_new ("{\"é\":\n");
  for (guint i = 1; i < ADJ_JSON_MAX_DEPTH; i++)
    g_string_append (objects, " {\"a\":");
  g_string_append (objects, "{}");
  assert_refused (objects->str, -1, ADJ_JSON_ERROR_DEPTH, "at line 2, column 379");
  g_string_replace (objects, "{}", "1", 1);
  for (guint i = 0; i < ADJ_JSON_MAX_DEPTH; i++)
    g_string_append_c (objects, '}');
  g_autoptr(JsonNode) object_root = parse_ok (objects->str, -1);
  g_assert_cmpuint (json_test_depth (object_root, G_MAXUINT), ==, ADJ_JSON_MAX_DEPTH);

  /* Closing brackets give levels back: many shallow lists are no deep one. */
  g_autoptr(GString) wide = g_string_new ("[");
  for (guint i = 0; i < 1000; i++)
    g_string_append (wide, i ? ",[[1]]" : "[[1]]");
  g_string_append_c (wide, ']');
  g_autoptr(JsonNode) wide_root = parse_ok (wide->str, -1);
  g_assert_cmpuint (json_test_depth (wide_root, G_MAXUINT), ==, 3);
}

static void
test_strings_are_skipped (void)
{
  /* Brackets inside strings, and in keys, are no nesting. */
  g_autofree char *inner = json_test_nested (1000);
  g_autofree char *in_string = g_strdup_printf ("{\"%s\": [\"%s\", \"{{{{\"]}", inner, inner);
  g_autoptr(JsonNode) root = parse_ok (in_string, -1);
  g_assert_cmpuint (json_test_depth (root, G_MAXUINT), ==, 2);
  JsonArray *list = json_object_get_array_member (json_node_get_object (root), inner);
  g_assert_nonnull (list);
  g_assert_cmpstr (json_array_get_string_element (list, 0), ==, inner);

  /* An escaped quote does not end the string: the brackets after it are
   * still inside. */
  g_autofree char *escaped = g_strdup_printf ("[\"\\\"%s\\\"\"]", inner);
  g_autoptr(JsonNode) escaped_root = parse_ok (escaped, -1);
  g_assert_cmpuint (json_test_depth (escaped_root, G_MAXUINT), ==, 1);
  const char *value = json_array_get_string_element (json_node_get_array (escaped_root), 0);
  g_assert_true (value[0] == '"' && strncmp (value + 1, inner, 2000) == 0);

  /* An escaped backslash does end it: those brackets count. */
  g_autofree char *over = json_test_nested (ADJ_JSON_MAX_DEPTH);
  g_autofree char *after_backslash = g_strdup_printf ("[\"\\\\\", %s]", over);
  assert_refused (after_backslash, -1, ADJ_JSON_ERROR_DEPTH, "at line 1, column 71");

  /* json-glib's tokenizer takes single-quoted strings and comments, which
   * could hide a '"' from a scan that knows only JSON strings: refused. */
  g_autofree char *sq = g_strdup_printf ("['\"', %s, '\"']", over);
  assert_refused (sq, -1, ADJ_JSON_ERROR_SYNTAX, "not JSON: unexpected “'” at line 1, column 2");
  g_autofree char *comment = g_strdup_printf ("[1 /* \" */, %s /* \" */]", over);
  assert_refused (comment, -1, ADJ_JSON_ERROR_SYNTAX, "not JSON: unexpected “/” at line 1, column 4");
}

static void
test_encoding (void)
{
  /* A NUL byte, which json-glib would stop at, named by its offset. */
  static const char with_nul[] = "{\"white\": \"Vidal\0, Marta\"}";
  assert_refused (with_nul, sizeof with_nul - 1, ADJ_JSON_ERROR_ENCODING, "a NUL byte at byte offset 16");
  /* Escaped, it would cut the string short the same way. */
  assert_refused ("[\"Vidal\\u0000x\"]", -1, ADJ_JSON_ERROR_ENCODING, "\\u0000");
  /* Without the length, the text ends at its NUL: the part before is read. */
  g_autoptr(JsonNode) cut = parse_ok ("[1]\0garbage", -1);
  g_assert_true (JSON_NODE_HOLDS_ARRAY (cut));

  /* Latin-1 is not UTF-8. */
  assert_refused ("[\"Mart\xed\"]", -1, ADJ_JSON_ERROR_ENCODING, "not UTF-8: byte 0xED at byte offset 6");
  /* Nor is a sequence cut short at the end. */
  assert_refused ("[\"\xc3", 3, ADJ_JSON_ERROR_ENCODING, "byte offset 2");

  /* Lone surrogates: a high one alone, one followed by no low one, a low
   * one alone. */
  assert_refused ("[\"a\\ud800\"]", -1, ADJ_JSON_ERROR_ENCODING,
                  "a lone UTF-16 surrogate “\\ud800” at line 1, column 4");
  assert_refused ("[\"\\uD83D\\u0041\"]", -1, ADJ_JSON_ERROR_ENCODING, "“\\uD83D” at line 1, column 3");
  assert_refused ("{\"k\":\n \"\\udc00\"}", -1, ADJ_JSON_ERROR_ENCODING, "“\\udc00” at line 2, column 3");
  assert_refused ("[\"\\ud800", -1, ADJ_JSON_ERROR_ENCODING, "“\\ud800”");

  /* A pair is one character. */
  g_autoptr(JsonNode) pair = parse_ok ("[\"\\ud83d\\ude00 \\u00e9\"]", -1);
  g_assert_cmpstr (json_array_get_string_element (json_node_get_array (pair), 0), ==, "\xf0\x9f\x98\x80 \xc3\xa9");

  /* A byte order mark is skipped (RFC 8259 8.1). */
  g_autoptr(JsonNode) bom = parse_ok ("\xef\xbb\xbf{\"a\": 1}", -1);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (bom));
}

static void
test_syntax (void)
{
  static const struct {
    const char *text;
    const char *message;
  } cases[] = {
    { "", "not JSON: the document is empty" },
    { " \n\t", "not JSON: the document is empty" },
    { "[1,", "not JSON: the document ends too early at line 1, column 4" },
    { "[1] [2]", "not JSON: more text after the document at line 1, column 5" },
    { "[1,]", "not JSON: unexpected “]” at line 1, column 4" },
    { "{\"a\" 1}", "unexpected “1” at line 1, column 6" },
    { "{a: 1}", "unexpected “a” at line 1, column 2" },
    { "[01]", "unexpected “1” at line 1, column 3" },
    { "[1.]", "a malformed number at line 1, column 2" },
    { "[-]", "a malformed number" },
    { "[1e+]", "a malformed number" },
    { "[True]", "unexpected “T”" },
    { "[tru]", "unexpected “t”" },
    { "[\"a", "not JSON: a string is not closed at line 1, column 2" },
    { "[\"a\tb\"]", "a control character inside a string at line 1, column 4" },
    { "[\"\\x41\"]", "an unknown escape at line 1, column 3" },
    { "[\"\\u12\"]", "“\\u” without four hexadecimal digits" },
    { "[1}", "unexpected “}”" },
    { "[\xc2\xa0]", "unexpected “U+00A0”" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    assert_refused (cases[i].text, -1, ADJ_JSON_ERROR_SYNTAX, cases[i].message);

  /* Every kind of value, and the length is kept to. */
  static const char text[] = "{\"s\": \"\\\"\\\\\\/\\b\\f\\n\\r\\t\", \"i\": -0, \"d\": 1.5e-3, "
                             "\"t\": true, \"f\": false, \"n\": null, \"e\": [], \"o\": {}}   trailing";
  g_autoptr(JsonNode) all = parse_ok (text, strstr (text, "trailing") - text);
  JsonObject *o = json_node_get_object (all);
  g_assert_cmpstr (json_object_get_string_member (o, "s"), ==, "\"\\/\b\f\n\r\t");
  g_assert_cmpfloat (json_object_get_double_member (o, "d"), ==, 1.5e-3);
  g_assert_true (json_object_get_null_member (o, "n"));
  g_autoptr(JsonNode) scalar = parse_ok ("  42 ", -1);
  g_assert_cmpint (json_node_get_int (scalar), ==, 42);
}

/* An integer beyond 64 bits, which json-glib would wrap round (10^20 as -1),
 * is refused where it is, its path named as the member readers name it. */
static void
test_integers_beyond_64_bits (void)
{
  static const struct {
    const char *text;
    const char *message;
  } cases[] = {
    { "18446744073709551616", "too large to be read as an integer at line 1, column 1" },
    { "{\"a\": {\"b\": 9223372036854775808}}", "a.b: too large to be read as an integer at line 1, column 13" },
    { "{\"a\": -9223372036854775809}", "a: too far below zero to be read as an integer at line 1, column 7" },
    { "[1, {\"x\": 2, \"y\": [3,\n 100000000000000000000]}]",
      "[1].y[1]: too large to be read as an integer at line 2, column 2" },
    { "{\"é\\\"\": 99999999999999999999}", "é\\\": too large to be read as an integer at line 1, column 9" },
    /* A double beyond what one holds reads as infinity, which no JSON writes back. */
    { "{\"x\": 35e7506}", "x: too far from zero to be read as a number at line 1, column 7" },
    { "[-1.5e400]", "[0]: too far from zero to be read as a number at line 1, column 2" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    assert_refused (cases[i].text, -1, ADJ_JSON_ERROR_NUMBER, cases[i].message);

  /* The extremes of 64 bits are read, and so is any number with a fraction
   * or an exponent that a double holds (1e-400 as 0). */
  g_autoptr(JsonNode) root = parse_ok ("[9223372036854775807, -9223372036854775808, 1e-400, 100000000000000000000.5]", -1);
  JsonArray *a = json_node_get_array (root);
  g_assert_cmpint (json_array_get_int_element (a, 0), ==, G_MAXINT64);
  g_assert_cmpint (json_array_get_int_element (a, 1), ==, G_MININT64);
  g_assert_false (adj_json_holds (json_array_get_element (a, 2), G_TYPE_INT64));
  g_assert_false (adj_json_holds (json_array_get_element (a, 3), G_TYPE_INT64));
}

/* What the project's writer writes, its reader reads back to the same
 * text: numbers included (json-glib writes 7e-105 as "7e-105.0"). */
static void
test_write_then_read (void)
{
  static const char *const texts[] = {
    "{\"a\":7e-105,\"b\":2.0,\"c\":0.1,\"d\":-1.5e+300,\"e\":[1,true,null,\"\\\"\\n\\u0001é\"],\"f\":{},\"g\":[]}",
    "[[[]],{\"x\":{\"y\":[0.0015]}}]",
  };
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    for (int pretty = 0; pretty < 2; pretty++)
      {
        g_autoptr(JsonNode) root = parse_ok (texts[i], -1);
        g_autofree char *once = adj_json_to_data (root, pretty, NULL);
        g_autoptr(JsonNode) again = parse_ok (once, -1);
        g_autofree char *twice = adj_json_to_data (again, pretty, NULL);
        g_assert_cmpstr (once, ==, twice);
        g_assert_true (json_node_equal (root, again));
      }
  g_autoptr(JsonNode) root = parse_ok ("[7e-105]", -1);
  g_autofree char *compact = adj_json_to_data (root, FALSE, NULL);
  g_assert_cmpstr (compact, ==, "[7e-105]");
}

static JsonObject *
object_of (const char *text)
{
  g_autoptr(JsonNode) root = parse_ok (text, -1);
  return json_object_ref (json_node_get_object (root));
}

static void
test_readers (void)
{
  g_autoptr(JsonObject) o = object_of ("{\"name\": \"Vidal\", \"n\": null, \"seconds\": 7012, \"real\": 1.0,"
                                       " \"yes\": true, \"clock\": {\"white\": 5, \"nothing\": null},"
                                       " \"moves\": [\"e4\", \"e5\"], \"mixed\": [\"e4\", 5], \"text\": \"x\"}");
  g_autoptr(GError) error = NULL;
  const char *s = "default";
  gint64 i = -7;
  gboolean b = FALSE;
  JsonObject *child = NULL;
  JsonArray *array = NULL;

  /* Found, absent and null are told apart; only FOUND writes. */
  g_assert_cmpint (adj_json_read_string (o, "name", ADJ_JSON_OPTIONAL, &s, &error), ==, ADJ_JSON_FOUND);
  g_assert_cmpstr (s, ==, "Vidal");
  s = "default";
  g_assert_cmpint (adj_json_read_string (o, "absent", ADJ_JSON_OPTIONAL, &s, &error), ==, ADJ_JSON_ABSENT);
  g_assert_cmpint (adj_json_read_string (o, "n", ADJ_JSON_OPTIONAL, &s, &error), ==, ADJ_JSON_NULL);
  g_assert_cmpstr (s, ==, "default");
  g_assert_cmpint (adj_json_read_string (o, "n", ADJ_JSON_NULL_IS_ABSENT, &s, &error), ==, ADJ_JSON_ABSENT);
  g_assert_no_error (error);

  /* Dotted paths. */
  g_assert_cmpint (adj_json_read_int (o, "clock.white", ADJ_JSON_REQUIRED, &i, &error), ==, ADJ_JSON_FOUND);
  g_assert_cmpint (i, ==, 5);
  g_assert_cmpint (adj_json_read_int (o, "clock.nothing", ADJ_JSON_REQUIRED, &i, &error), ==, ADJ_JSON_NULL);
  g_assert_cmpint (adj_json_read_int (o, "n.white", ADJ_JSON_OPTIONAL, &i, &error), ==, ADJ_JSON_ABSENT);
  g_assert_cmpint (i, ==, 5);
  g_assert_cmpint (adj_json_read_bool (o, "yes", ADJ_JSON_REQUIRED, &b, &error), ==, ADJ_JSON_FOUND);
  g_assert_true (b);
  g_assert_cmpint (adj_json_read_object (o, "clock", ADJ_JSON_REQUIRED, &child, &error), ==, ADJ_JSON_FOUND);
  g_assert_true (json_object_has_member (child, "white"));
  g_assert_cmpint (adj_json_read_string_array (o, "moves", ADJ_JSON_REQUIRED, &array, &error), ==, ADJ_JSON_FOUND);
  g_assert_cmpuint (json_array_get_length (array), ==, 2);
  g_assert_no_error (error);
  g_assert_true (adj_json_lookup (o, "clock.white") == json_object_get_member (child, "white"));
  g_assert_null (adj_json_lookup (o, "name.first"));
  g_assert_null (adj_json_lookup (o, "clock.black"));

  /* Each refusal names the path and says what is wrong. */
  static const struct {
    const char  *path;
    AdjJsonFlags flags;
    int          reader; /* 0 string, 1 int, 2 bool, 3 object, 4 string array */
    AdjJsonError code;
    const char  *message;
  } refusals[] = {
    { "absent", ADJ_JSON_REQUIRED, 0, ADJ_JSON_ERROR_MISSING, "absent: missing" },
    { "n", ADJ_JSON_REQUIRED | ADJ_JSON_NULL_IS_ABSENT, 0, ADJ_JSON_ERROR_MISSING, "n: missing" },
    { "n", ADJ_JSON_NOT_NULL, 1, ADJ_JSON_ERROR_TYPE, "n: not an integer" },
    { "clock.black", ADJ_JSON_REQUIRED, 1, ADJ_JSON_ERROR_MISSING, "clock.black: missing" },
    { "seconds", ADJ_JSON_OPTIONAL, 0, ADJ_JSON_ERROR_TYPE, "seconds: not a string" },
    { "real", ADJ_JSON_OPTIONAL, 1, ADJ_JSON_ERROR_TYPE, "real: not an integer" },
    { "name", ADJ_JSON_OPTIONAL, 2, ADJ_JSON_ERROR_TYPE, "name: not true or false" },
    { "moves", ADJ_JSON_OPTIONAL, 3, ADJ_JSON_ERROR_TYPE, "moves: not an object" },
    { "clock", ADJ_JSON_OPTIONAL, 4, ADJ_JSON_ERROR_TYPE, "clock: not a list" },
    { "mixed", ADJ_JSON_OPTIONAL, 4, ADJ_JSON_ERROR_TYPE, "mixed[1]: not a string" },
    { "text.white.seconds", ADJ_JSON_OPTIONAL, 1, ADJ_JSON_ERROR_TYPE, "text: not an object" },
    { "clock.white.x", ADJ_JSON_OPTIONAL, 1, ADJ_JSON_ERROR_TYPE, "clock.white: not an object" },
  };
  for (guint k = 0; k < G_N_ELEMENTS (refusals); k++)
    {
      AdjJsonRead r;
      g_clear_error (&error);
      switch (refusals[k].reader)
        {
        case 0:
          r = adj_json_read_string (o, refusals[k].path, refusals[k].flags, &s, &error);
          break;
        case 1:
          r = adj_json_read_int (o, refusals[k].path, refusals[k].flags, &i, &error);
          break;
        case 2:
          r = adj_json_read_bool (o, refusals[k].path, refusals[k].flags, &b, &error);
          break;
        case 3:
          r = adj_json_read_object (o, refusals[k].path, refusals[k].flags, &child, &error);
          break;
        default:
          r = adj_json_read_string_array (o, refusals[k].path, refusals[k].flags, &array, &error);
          break;
        }
      g_assert_cmpint (r, ==, ADJ_JSON_REFUSED);
      g_assert_error (error, ADJ_JSON_ERROR, (gint) refusals[k].code);
      g_assert_cmpstr (error->message, ==, refusals[k].message);
    }
  /* Nothing refused was written. */
  g_assert_cmpint (i, ==, 5);
  g_assert_cmpuint (json_array_get_length (array), ==, 2);
}

static void
test_propagate_error (void)
{
  GQuark other = g_quark_from_static_string ("test-json-other");
  static const struct {
    const char *text;
    int         code;
  } cases[] = {
    { "[1,", 10 },          /* syntax */
    { "[\"\xff\"]", 10 },    /* encoding */
    { NULL, 10 },           /* depth */
    { "{}", 11 },           /* "a.b" missing */
    { "{\"a\": 5}", 12 },   /* "a" not an object */
    { "[18446744073709551616]", 10 }, /* an integer beyond 64 bits */
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) local = NULL, moved = NULL;
      g_autofree char *deep = json_test_nested (ADJ_JSON_MAX_DEPTH + 1);
      g_autoptr(JsonNode) root = adj_json_parse (cases[i].text ? cases[i].text : deep, -1, &local);
      if (root)
        {
          gint64 n;
          g_assert_cmpint (adj_json_read_int (json_node_get_object (root), "a.b", ADJ_JSON_REQUIRED, &n, &local), ==,
                           ADJ_JSON_REFUSED);
        }
      g_assert_nonnull (local);
      g_autofree char *message = g_strdup (local->message);
      adj_json_propagate_error (&moved, g_steal_pointer (&local), other, 10, 11, 12);
      g_assert_error (moved, other, cases[i].code);
      g_assert_cmpstr (moved->message, ==, message);
    }

  /* An error from elsewhere goes on as it is; a NULL destination drops it. */
  g_autoptr(GError) foreign = NULL;
  adj_json_propagate_error (&foreign, g_error_new_literal (G_FILE_ERROR, G_FILE_ERROR_NOENT, "gone"), other, 10, 11, 12);
  g_assert_error (foreign, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  adj_json_propagate_error (NULL, g_error_new_literal (ADJ_JSON_ERROR, ADJ_JSON_ERROR_DEPTH, "deep"), other, 10, 11, 12);
}

/* Each reader refuses the file in its own domain, with the place named. */
static void
test_readers_refuse_deep_files (void)
{
  g_autofree char *deep = json_test_nested (100000);
  g_autoptr(GError) error = NULL;

  g_assert_null (adj_envelope_new_from_data (deep, -1, &error));
  g_assert_error (error, ADJ_ENVELOPE_ERROR, ADJ_ENVELOPE_ERROR_SYNTAX);
  g_assert_nonnull (strstr (error->message, "line 1, column 65"));
  g_clear_error (&error);

  g_assert_null (adj_scenario_new_from_data (deep, -1, &error));
  g_assert_error (error, ADJ_SCENARIO_ERROR, ADJ_SCENARIO_ERROR_SYNTAX);
  g_assert_nonnull (strstr (error->message, "line 1, column 65"));
  g_clear_error (&error);

  g_assert_null (adj_reconstruct_input_from_data (deep, -1, &error));
  g_assert_error (error, ADJ_RECONSTRUCT_ERROR, ADJ_RECONSTRUCT_ERROR_JSON);
  g_assert_nonnull (strstr (error->message, "line 1, column 65"));
  g_clear_error (&error);

  /* Deep inside a member that is otherwise allowed. */
  g_autofree char *inner = json_test_nested (ADJ_JSON_MAX_DEPTH);
  g_autofree char *envelope = g_strdup_printf ("{\"format\": \"adjourn-envelope\", \"version\": 1, \"rules\": "
                                               "\"fide-2023\", \"position\": \"startpos\", \"x-other\": %s}",
                                               inner);
  g_assert_null (adj_envelope_new_from_data (envelope, -1, &error));
  g_assert_error (error, ADJ_ENVELOPE_ERROR, ADJ_ENVELOPE_ERROR_SYNTAX);
  g_clear_error (&error);
  g_autofree char *shallower = json_test_nested (ADJ_JSON_MAX_DEPTH - 1);
  g_autofree char *kept = g_strdup_printf ("{\"format\": \"adjourn-envelope\", \"version\": 1, \"rules\": "
                                           "\"fide-2023\", \"position\": \"startpos\", \"x-other\": %s}",
                                           shallower);
  g_autoptr(AdjEnvelope) env = adj_envelope_new_from_data (kept, -1, &error);
  g_assert_no_error (error);
  g_assert_nonnull (env);

  /* A NUL byte in an envelope is refused, not a name cut short. */
  static const char cut[] = "{\"format\": \"adjourn-envelope\", \"version\": 1, \"rules\": \"fide-2023\","
                            " \"position\": \"startpos\", \"white\": \"Vidal\0 (forged)\"}";
  g_assert_null (adj_envelope_new_from_data (cut, sizeof cut - 1, &error));
  g_assert_error (error, ADJ_ENVELOPE_ERROR, ADJ_ENVELOPE_ERROR_SYNTAX);
  g_assert_nonnull (strstr (error->message, "NUL"));
  g_clear_error (&error);

  /* Escaped, the same. */
  static const char escaped[] = "{\"format\": \"adjourn-envelope\", \"version\": 1, \"rules\": \"fide-2023\","
                                " \"position\": \"startpos\", \"white\": \"Vidal\\u0000 (forged)\"}";
  g_assert_null (adj_envelope_new_from_data (escaped, -1, &error));
  g_assert_error (error, ADJ_ENVELOPE_ERROR, ADJ_ENVELOPE_ERROR_SYNTAX);
  g_assert_cmpstr (error->message, ==, "a NUL character (\\u0000) in a string at line 1, column 107");
  g_clear_error (&error);

  /* The member readers' refusals come in the reader's domain too. */
  g_assert_null (adj_scenario_new_from_data ("{\"format\": \"adjourn-scenario\", \"version\": 1}", -1, &error));
  g_assert_error (error, ADJ_SCENARIO_ERROR, ADJ_SCENARIO_ERROR_MISSING);
  g_assert_cmpstr (error->message, ==, "envelope: missing");
  g_clear_error (&error);
  g_assert_null (adj_reconstruct_input_from_data ("{\"format\": 7}", -1, &error));
  g_assert_error (error, ADJ_RECONSTRUCT_ERROR, ADJ_RECONSTRUCT_ERROR_TYPE);
  g_assert_cmpstr (error->message, ==, "format: not a string");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/adjourn/json/depth", test_depth);
  g_test_add_func ("/adjourn/json/strings-are-skipped", test_strings_are_skipped);
  g_test_add_func ("/adjourn/json/encoding", test_encoding);
  g_test_add_func ("/adjourn/json/syntax", test_syntax);
  g_test_add_func ("/adjourn/json/integers-beyond-64-bits", test_integers_beyond_64_bits);
  g_test_add_func ("/adjourn/json/write-then-read", test_write_then_read);
  g_test_add_func ("/adjourn/json/readers", test_readers);
  g_test_add_func ("/adjourn/json/propagate-error", test_propagate_error);
  g_test_add_func ("/adjourn/json/readers-refuse-deep-files", test_readers_refuse_deep_files);
  return g_test_run ();
}
