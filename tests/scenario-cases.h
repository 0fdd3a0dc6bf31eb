/* scenario-cases.h — resumption scenarios as data: the fixture files under
 * tests/data/scenarios/, for the adjourn suite (the engine) and the cli
 * suite (`adjourn-cli resume`)
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A fixture ("format": "adjourn-scenario-cases", see
 * tests/data/scenarios/README.md) holds the law it tests (the article as
 * written in the source text and in English), a base envelope and scenario,
 * and cases: each lays its envelope and scenario members over the base
 * ones and says what the outcome must hold.
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>
#include <string.h>

static inline int
scenario_cases_compare (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

/* The fixture files, sorted, as full paths. */
static inline GPtrArray *
scenario_cases_files (void)
{
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "data", "scenarios", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) d = g_dir_open (dir, 0, &error);
  g_assert_no_error (error);
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);
  for (const char *name = g_dir_read_name (d); name; name = g_dir_read_name (d))
    if (g_str_has_suffix (name, ".json"))
      g_ptr_array_add (files, g_build_filename (dir, name, NULL));
  g_ptr_array_sort (files, scenario_cases_compare);
  g_assert_cmpuint (files->len, >, 0);
  return files;
}

/* The fixture at PATH, checked for its format. */
static inline JsonNode *
scenario_cases_load (const char *path)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  JsonNode *node = json_from_string (text, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (node));
  JsonObject *file = json_node_get_object (node);
  g_assert_cmpstr (json_object_get_string_member (file, "format"), ==, "adjourn-scenario-cases");
  g_assert_cmpint (json_object_get_int_member (file, "version"), ==, 1);
  g_assert_true (json_object_get_array_member (file, "law") != NULL);
  g_assert_true (json_object_get_array_member (file, "cases") != NULL);
  return node;
}

/* The members of OVER laid over a copy of BASE (either may be NULL). */
static inline JsonObject *
scenario_cases_merge (JsonObject *base, JsonObject *over)
{
  JsonObject *merged = json_object_new ();
  JsonObject *layers[2] = { base, over };
  for (int l = 0; l < 2; l++)
    {
      if (!layers[l])
        continue;
      g_autoptr(GList) members = json_object_get_members (layers[l]);
      for (GList *m = members; m; m = m->next)
        json_object_set_member (merged, m->data, json_node_copy (json_object_get_member (layers[l], m->data)));
    }
  return merged;
}

static inline JsonObject *
scenario_cases_object_or_null (JsonObject *o, const char *member)
{
  return json_object_has_member (o, member) ? json_object_get_object_member (o, member) : NULL;
}

/* Case C of fixture FILE in its two parts: the envelope (the base one with
 * the case's members laid over it) and the scenario keys beside it, each a
 * new reference. */
static inline void
scenario_case_parts (JsonObject *file, JsonObject *c, JsonObject **envelope, JsonObject **keys)
{
  *envelope = scenario_cases_merge (scenario_cases_object_or_null (file, "envelope"),
                                    scenario_cases_object_or_null (c, "envelope"));
  *keys = scenario_cases_merge (scenario_cases_object_or_null (file, "scenario"),
                                scenario_cases_object_or_null (c, "scenario"));
}

/* The adjourn-scenario of ENVELOPE and the scenario KEYS, as JSON text. */
static inline char *
scenario_case_join (JsonObject *envelope, JsonObject *keys)
{
  JsonObject *scenario = json_object_new ();
  json_object_set_string_member (scenario, "format", "adjourn-scenario");
  json_object_set_int_member (scenario, "version", 1);
  json_object_set_object_member (scenario, "envelope", json_object_ref (envelope));
  g_autoptr(GList) members = json_object_get_members (keys);
  for (GList *m = members; m; m = m->next)
    json_object_set_member (scenario, m->data, json_node_copy (json_object_get_member (keys, m->data)));
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), scenario);
  json_object_unref (scenario);
  return json_to_string (node, FALSE);
}

/* The adjourn-scenario of case C of fixture FILE, as JSON text. */
static inline char *
scenario_case_text (JsonObject *file, JsonObject *c)
{
  g_autoptr(JsonObject) envelope = NULL, keys = NULL;
  scenario_case_parts (file, c, &envelope, &keys);
  return scenario_case_join (envelope, keys);
}

static inline gboolean
scenario_cases_array_has (JsonArray *array, const char *s)
{
  for (guint i = 0; i < json_array_get_length (array); i++)
    if (g_strcmp0 (json_array_get_string_element (array, i), s) == 0)
      return TRUE;
  return FALSE;
}

/* Does HAVE hold WANT: equal, or, for an object WANT unless WHOLE, an
 * object with each of WANT's members equal ("sealed_move": {"verdict":
 * "illegal"} leaves the reason in words to the judgement's own tests). */
static inline gboolean
scenario_cases_holds (JsonNode *have, JsonNode *want, gboolean whole)
{
  if (whole || !JSON_NODE_HOLDS_OBJECT (want) || !JSON_NODE_HOLDS_OBJECT (have))
    return json_node_equal (have, want);
  JsonObject *h = json_node_get_object (have), *w = json_node_get_object (want);
  g_autoptr(GList) members = json_object_get_members (w);
  for (GList *m = members; m; m = m->next)
    {
      JsonNode *member = json_object_get_member (h, m->data);
      if (!member || !json_node_equal (member, json_object_get_member (w, m->data)))
        return FALSE;
    }
  return TRUE;
}

/* OUTCOME (the outcome's JSON object) holds what case C expects: members
 * given equal the outcome's ("time_used" as a whole, other objects member
 * by member); "articles" all cited
 * and "articles_not" none; "explanation" and "explanation_not" substrings
 * present and absent; "opened" whether a sealed move was judged. WHERE
 * names the case in a failure. */
static inline void
scenario_case_check (JsonObject *outcome, JsonObject *c, const char *where)
{
  JsonObject *expect = json_object_get_object_member (c, "expect");
  g_assert_nonnull (expect);
  g_autoptr(JsonNode) whole = json_node_init_object (json_node_alloc (), outcome);
  g_autofree char *got = json_to_string (whole, TRUE);
  JsonArray *articles = json_object_get_array_member (outcome, "articles");
  const char *explanation = json_object_get_string_member (outcome, "explanation");
  g_autoptr(GList) members = json_object_get_members (expect);
  for (GList *m = members; m; m = m->next)
    {
      const char *key = m->data;
      JsonNode *want = json_object_get_member (expect, key);
      if (g_str_equal (key, "articles") || g_str_equal (key, "articles_not")
          || g_str_equal (key, "explanation") || g_str_equal (key, "explanation_not"))
        {
          gboolean present = !g_str_has_suffix (key, "_not");
          gboolean of_articles = g_str_has_prefix (key, "articles");
          JsonArray *list = json_node_get_array (want);
          for (guint i = 0; i < json_array_get_length (list); i++)
            {
              const char *s = json_array_get_string_element (list, i);
              gboolean found = of_articles ? scenario_cases_array_has (articles, s) : strstr (explanation, s) != NULL;
              if (found != present)
                g_error ("%s: %s “%s” %s in\n%s", where, of_articles ? "article" : "text", s,
                         present ? "missing" : "present", got);
            }
          continue;
        }
      if (g_str_equal (key, "opened"))
        {
          gboolean judged = !JSON_NODE_HOLDS_NULL (json_object_get_member (outcome, "sealed_move"));
          if (judged != json_node_get_boolean (want))
            g_error ("%s: the envelope %s opened in\n%s", where, judged ? "was" : "was not", got);
          continue;
        }
      JsonNode *have = json_object_get_member (outcome, key);
      if (!have || !scenario_cases_holds (have, want, g_str_equal (key, "time_used")))
        {
          g_autofree char *wanted = json_to_string (want, FALSE);
          g_error ("%s: %s should be %s in\n%s", where, key, wanted, got);
        }
    }
}

/* How a suite resumes a scenario: its JSON text in, the outcome's JSON
 * object out (a new reference); WHERE names the case in a failure. */
typedef JsonObject *(*ScenarioCaseResume) (const char *scenario_text, const char *where);

/* What is done with case C of fixture FILE; WHERE names the case in a
 * failure ("file.json, case 3 (its name)"). TRUE counts the case. */
typedef gboolean (*ScenarioCaseFunc) (JsonObject *file, JsonObject *c, const char *where, gpointer data);

/* FUNC for every case of the fixture at PATH, in order: how many it
 * counted. */
static inline guint
scenario_cases_each (const char *path, ScenarioCaseFunc func, gpointer data)
{
  guint counted = 0;
  g_autoptr(JsonNode) node = scenario_cases_load (path);
  JsonObject *file = json_node_get_object (node);
  JsonArray *cases = json_object_get_array_member (file, "cases");
  g_assert_cmpuint (json_array_get_length (cases), >, 0);
  g_autofree char *base = g_path_get_basename (path);
  for (guint i = 0; i < json_array_get_length (cases); i++)
    {
      JsonObject *c = json_array_get_object_element (cases, i);
      const char *name = json_object_get_string_member (c, "name");
      g_autofree char *where = g_strdup_printf ("%s, case %u (%s)", base, i + 1, name);
      counted += func (file, c, where, data) ? 1 : 0;
    }
  return counted;
}

static inline gboolean
scenario_cases_resume_and_check (JsonObject *file, JsonObject *c, const char *where, gpointer data)
{
  ScenarioCaseResume resume = (ScenarioCaseResume) data;
  g_test_message ("%s", json_object_get_string_member (c, "name"));
  g_autofree char *text = scenario_case_text (file, c);
  JsonObject *outcome = resume (text, where);
  scenario_case_check (outcome, c, where);
  json_object_unref (outcome);
  return TRUE;
}

/* Every case of the fixture at PATH resumed by RESUME and checked. */
static inline void
scenario_cases_run_file (const char *path, ScenarioCaseResume resume)
{
  scenario_cases_each (path, scenario_cases_resume_and_check, (gpointer) resume);
}

/* One test per fixture file, named PREFIX/FILE, running TEST with the
 * file's path; the list returned holds the paths and is freed after
 * g_test_run(). */
static inline GPtrArray *
scenario_cases_add_tests (const char *prefix, GTestDataFunc test)
{
  GPtrArray *files = scenario_cases_files ();
  for (guint i = 0; i < files->len; i++)
    {
      g_autofree char *base = g_path_get_basename (files->pdata[i]);
      g_autofree char *name = g_strdup_printf ("%s/%s", prefix, base);
      g_test_add_data_func (name, files->pdata[i], test);
    }
  return files;
}

typedef struct {
  char            *path;
  ScenarioCaseFunc func;
  const char      *counted;
} ScenarioCasesTest;

static inline void
scenario_cases_test_free (gpointer data)
{
  ScenarioCasesTest *t = data;
  g_free (t->path);
  g_free (t);
}

static inline void
scenario_cases_test_run (gconstpointer data)
{
  const ScenarioCasesTest *t = data;
  guint n = scenario_cases_each (t->path, t->func, NULL);
  g_test_message ("%u cases %s", n, t->counted);
}

/* One test per fixture file, named PREFIX/FILE, running FUNC on each of
 * its cases and saying how many it counted ("%u cases COUNTED"); the list
 * returned is freed after g_test_run(). */
static inline GPtrArray *
scenario_cases_add_case_tests (const char *prefix, ScenarioCaseFunc func, const char *counted)
{
  g_autoptr(GPtrArray) files = scenario_cases_files ();
  GPtrArray *tests = g_ptr_array_new_with_free_func (scenario_cases_test_free);
  for (guint i = 0; i < files->len; i++)
    {
      ScenarioCasesTest *t = g_new0 (ScenarioCasesTest, 1);
      t->path = g_strdup (files->pdata[i]);
      t->func = func;
      t->counted = counted;
      g_ptr_array_add (tests, t);
      g_autofree char *base = g_path_get_basename (t->path);
      g_autofree char *name = g_strdup_printf ("%s/%s", prefix, base);
      g_test_add_data_func (name, t, scenario_cases_test_run);
    }
  return tests;
}
