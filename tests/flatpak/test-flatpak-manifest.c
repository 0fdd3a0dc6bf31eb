/* test-flatpak-manifest.c — the Flatpak manifest builds offline from pinned sources
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * flatpak-builder cannot run here (no network for the runtimes), so the
 * manifest is read as flatpak-builder reads it (json-glib, which takes its
 * comments) and held to what a build on Flathub needs: every source pinned,
 * nothing downloaded by a build step, network granted for the PostgreSQL
 * archive, libpq and Stockfish built as modules, the application built
 * with options its meson_options.txt declares.
 *
 * Usage: test-flatpak-manifest MANIFEST MESON_OPTIONS
 */
#include "config.h"

#include <json-glib/json-glib.h>
#include <string.h>

static const char *manifest_path;
static const char *options_path;

static JsonObject *
manifest (void)
{
  static JsonParser *parser;
  if (parser == NULL)
    {
      g_autoptr(GError) error = NULL;
      parser = json_parser_new ();
      json_parser_load_from_file (parser, manifest_path, &error);
      g_assert_no_error (error);
    }
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));
  return json_node_get_object (json_parser_get_root (parser));
}

/* Every module, nested ones too, depth first. */
static void
collect_modules (JsonArray *modules, GPtrArray *into)
{
  for (guint i = 0; modules && i < json_array_get_length (modules); i++)
    {
      JsonNode *node = json_array_get_element (modules, i);
      /* A module in a file of its own would escape these checks. */
      g_assert_true (JSON_NODE_HOLDS_OBJECT (node));
      JsonObject *module = json_node_get_object (node);
      g_ptr_array_add (into, module);
      if (json_object_has_member (module, "modules"))
        collect_modules (json_object_get_array_member (module, "modules"), into);
    }
}

static GPtrArray *
all_modules (void)
{
  GPtrArray *modules = g_ptr_array_new ();
  collect_modules (json_object_get_array_member (manifest (), "modules"), modules);
  return modules;
}

static JsonObject *
module_named (const char *name)
{
  g_autoptr(GPtrArray) modules = all_modules ();
  for (guint i = 0; i < modules->len; i++)
    if (g_strcmp0 (json_object_get_string_member (modules->pdata[i], "name"), name) == 0)
      return modules->pdata[i];
  return NULL;
}

static gboolean
is_hex (const char *text, gsize length)
{
  if (text == NULL || strlen (text) != length)
    return FALSE;
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isxdigit (text[i]) || g_ascii_isupper (text[i]))
      return FALSE;
  return TRUE;
}

/* Each array member of OBJECT named NAME, as strings, appended to INTO. */
static void
append_strings (JsonObject *object, const char *name, GPtrArray *into)
{
  if (object == NULL || !json_object_has_member (object, name))
    return;
  JsonArray *array = json_object_get_array_member (object, name);
  for (guint i = 0; i < json_array_get_length (array); i++)
    g_ptr_array_add (into, (gpointer) json_array_get_string_element (array, i));
}

/* What a module runs or passes to its build system, build-options' too. */
static GPtrArray *
commands_of (JsonObject *module)
{
  GPtrArray *commands = g_ptr_array_new ();
  const char *members[] = { "build-commands", "post-install", "config-opts", "make-args", "make-install-args" };
  for (guint i = 0; i < G_N_ELEMENTS (members); i++)
    append_strings (module, members[i], commands);
  if (json_object_has_member (module, "build-options"))
    {
      JsonObject *options = json_object_get_object_member (module, "build-options");
      append_strings (options, "build-args", commands);
      if (json_object_has_member (options, "arch"))
        {
          JsonObject *arches = json_object_get_object_member (options, "arch");
          g_autoptr(GList) names = json_object_get_members (arches);
          for (GList *l = names; l; l = l->next)
            append_strings (json_object_get_object_member (arches, l->data), "build-args", commands);
        }
    }
  return commands;
}

/* ---- the tests ---------------------------------------------------------------- */

/* Every source is pinned: a download by its sha256, a git checkout by its
 * commit; only the application itself comes from this checkout. */
static void
test_sources_pinned (void)
{
  g_autoptr(GPtrArray) modules = all_modules ();
  g_assert_cmpuint (modules->len, >, 0);
  for (guint i = 0; i < modules->len; i++)
    {
      JsonObject *module = modules->pdata[i];
      const char *name = json_object_get_string_member (module, "name");
      JsonArray *sources = json_object_get_array_member (module, "sources");
      g_test_message ("module %s", name);
      g_assert_nonnull (sources);
      g_assert_cmpuint (json_array_get_length (sources), >, 0);
      for (guint k = 0; k < json_array_get_length (sources); k++)
        {
          JsonObject *source = json_array_get_object_element (sources, k);
          const char *type = json_object_get_string_member (source, "type");
          const char *url = json_object_get_string_member_with_default (source, "url", NULL);
          if (g_strcmp0 (type, "archive") == 0 || g_strcmp0 (type, "file") == 0)
            {
              g_assert_true (g_str_has_prefix (url, "https://"));
              g_assert_true (is_hex (json_object_get_string_member_with_default (source, "sha256", NULL), 64));
            }
          else if (g_strcmp0 (type, "git") == 0)
            {
              g_assert_true (g_str_has_prefix (url, "https://"));
              g_assert_true (is_hex (json_object_get_string_member_with_default (source, "commit", NULL), 40));
              g_assert_false (json_object_has_member (source, "branch"));
            }
          else
            {
              g_assert_cmpstr (type, ==, "dir");
              g_assert_cmpstr (name, ==, "adjourn");
              g_assert_cmpstr (json_object_get_string_member (source, "path"), ==, "..");
            }
        }
    }
}

/* No build step reaches the network (flatpak-builder gives it none, and a
 * build that needs it cannot be reproduced). */
static void
test_no_download (void)
{
  static const char *const words[] = { "curl", "wget", "git clone", "git fetch", "://", "pip install", "npm ", NULL };
  g_autoptr(GPtrArray) modules = all_modules ();
  for (guint i = 0; i < modules->len; i++)
    {
      JsonObject *module = modules->pdata[i];
      g_autoptr(GPtrArray) commands = commands_of (module);
      for (guint c = 0; c < commands->len; c++)
        {
          const char *command = commands->pdata[c];
          g_test_message ("%s: %s", json_object_get_string_member (module, "name"), command);
          for (guint w = 0; words[w]; w++)
            g_assert_null (strstr (command, words[w]));
          /* --share=network in a build-args would let the build download. */
          g_assert_null (strstr (command, "--share=network"));
          /* Stockfish's "net" target downloads its network, and "build" and
           * "profile-build" run it first. */
          if (g_str_has_prefix (command, "make "))
            {
              g_auto (GStrv) words_of = g_strsplit (command, " ", -1);
              for (guint t = 1; words_of[t]; t++)
                {
                  g_assert_cmpstr (words_of[t], !=, "net");
                  g_assert_cmpstr (words_of[t], !=, "build");
                  g_assert_cmpstr (words_of[t], !=, "profile-build");
                }
            }
        }
    }
}

/* Network, for a federation's archive on PostgreSQL, and nothing of the
 * user's files beyond what the portals give. */
static void
test_finish_args (void)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  append_strings (manifest (), "finish-args", args);
  g_assert_true (g_ptr_array_find_with_equal_func (args, "--share=network", g_str_equal, NULL));
  for (guint i = 0; i < args->len; i++)
    {
      const char *arg = args->pdata[i];
      g_test_message ("%s", arg);
      g_assert_false (g_str_has_prefix (arg, "--filesystem"));
      if (g_str_has_prefix (arg, "--share="))
        g_assert_true (g_str_equal (arg, "--share=network") || g_str_equal (arg, "--share=ipc"));
    }
}

/* libpq from PostgreSQL's source, its client library alone. */
static void
test_libpq (void)
{
  JsonObject *module = module_named ("libpq");
  g_assert_nonnull (module);
  JsonObject *source = json_array_get_object_element (json_object_get_array_member (module, "sources"), 0);
  const char *url = json_object_get_string_member (source, "url");
  g_assert_true (g_str_has_prefix (url, "https://ftp.postgresql.org/pub/source/"));
  g_assert_nonnull (strstr (url, "/postgresql-"));
  g_autoptr(GPtrArray) commands = commands_of (module);
  gboolean installs_libpq = FALSE;
  for (guint c = 0; c < commands->len; c++)
    {
      const char *command = commands->pdata[c];
      if (!g_str_has_prefix (command, "make"))
        continue;
      /* Never the whole tree (the server): every make names its folder. */
      g_assert_nonnull (strstr (command, " -C src/"));
      g_assert_null (strstr (command, "src/backend"));
      g_assert_null (strstr (command, "src/bin"));
      installs_libpq |= strstr (command, "-C src/interfaces/libpq install") != NULL;
    }
  g_assert_true (installs_libpq);
  /* It comes before the application, which links it. */
  g_autoptr(GPtrArray) modules = all_modules ();
  guint libpq_at = 0, app_at = 0;
  for (guint i = 0; i < modules->len; i++)
    {
      const char *name = json_object_get_string_member (modules->pdata[i], "name");
      if (g_str_equal (name, "libpq"))
        libpq_at = i + 1;
      if (g_str_equal (name, "adjourn"))
        app_at = i + 1;
    }
  g_assert_cmpuint (libpq_at, >, 0);
  g_assert_cmpuint (libpq_at, <, app_at);
}

/* Stockfish with its network as a source: named as Stockfish names a net
 * (nn- and the first 12 hex digits of its SHA-256), put in src/ where its
 * build embeds it, and the engine installed in the app's bindir. */
static void
test_stockfish (void)
{
  JsonObject *module = module_named ("stockfish");
  g_assert_nonnull (module);
  JsonArray *sources = json_object_get_array_member (module, "sources");
  guint nets = 0;
  for (guint k = 0; k < json_array_get_length (sources); k++)
    {
      JsonObject *source = json_array_get_object_element (sources, k);
      if (g_strcmp0 (json_object_get_string_member (source, "type"), "file") != 0)
        continue;
      const char *sha256 = json_object_get_string_member (source, "sha256");
      g_autofree char *expected = g_strdup_printf ("nn-%.12s.nnue", sha256);
      g_assert_cmpstr (json_object_get_string_member (source, "dest-filename"), ==, expected);
      g_assert_cmpstr (json_object_get_string_member (source, "dest"), ==, "src");
      g_autofree char *tail = g_strconcat ("/", expected, NULL);
      g_assert_true (g_str_has_suffix (json_object_get_string_member (source, "url"), tail));
      nets++;
    }
  g_assert_cmpuint (nets, >=, 1);

  g_autoptr(GPtrArray) commands = commands_of (module);
  gboolean built = FALSE, installed = FALSE;
  for (guint c = 0; c < commands->len; c++)
    {
      const char *command = commands->pdata[c];
      built |= g_str_has_prefix (command, "make -C src ") && strstr (command, " all") != NULL;
      installed |= strstr (command, "${FLATPAK_DEST}/bin/stockfish") != NULL;
    }
  g_assert_true (built);
  g_assert_true (installed);

  /* Each architecture it is built for says which Stockfish ARCH it is. */
  g_autoptr(GPtrArray) arches = g_ptr_array_new ();
  append_strings (module, "only-arches", arches);
  g_assert_true (g_ptr_array_find_with_equal_func (arches, "x86_64", g_str_equal, NULL));
  JsonObject *per_arch = json_object_get_object_member (json_object_get_object_member (module, "build-options"), "arch");
  for (guint i = 0; i < arches->len; i++)
    {
      g_assert_true (json_object_has_member (per_arch, arches->pdata[i]));
      JsonObject *env = json_object_get_object_member (json_object_get_object_member (per_arch, arches->pdata[i]), "env");
      g_assert_nonnull (json_object_get_string_member (env, "STOCKFISH_ARCH"));
    }
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (
                     json_object_get_object_member (per_arch, "x86_64"), "env"), "STOCKFISH_ARCH"), ==, "x86-64");
}

/* The application: meson, release, the window built, and only options
 * meson_options.txt declares (or meson's own). */
static void
test_app (void)
{
  static const char *const builtin[] = { "buildtype", "b_ndebug", "b_lto", "optimization", "debug", NULL };
  JsonObject *module = module_named ("adjourn");
  g_assert_nonnull (module);
  g_assert_cmpstr (json_object_get_string_member (module, "buildsystem"), ==, "meson");
  g_assert_cmpstr (json_object_get_string_member (manifest (), "command"), ==, "adjourn");
  g_autofree char *options = NULL;
  g_assert_true (g_file_get_contents (options_path, &options, NULL, NULL));
  g_autoptr(GPtrArray) opts = g_ptr_array_new ();
  append_strings (module, "config-opts", opts);
  gboolean release = FALSE;
  for (guint i = 0; i < opts->len; i++)
    {
      const char *opt = opts->pdata[i];
      g_assert_true (g_str_has_prefix (opt, "-D"));
      const char *eq = strchr (opt, '=');
      g_assert_nonnull (eq);
      g_autofree char *name = g_strndup (opt + 2, (gsize) (eq - opt - 2));
      g_autofree char *declared = g_strdup_printf ("option('%s'", name);
      g_assert_true (g_strv_contains (builtin, name) || strstr (options, declared) != NULL);
      release |= g_str_equal (opt, "-Dbuildtype=release");
      g_assert_cmpstr (opt, !=, "-Dui=false");
      g_assert_cmpstr (opt, !=, "-Dfuzz=true");
    }
  g_assert_true (release);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (argc != 3)
    {
      g_printerr ("usage: test-flatpak-manifest MANIFEST MESON_OPTIONS\n");
      return 2;
    }
  manifest_path = argv[1];
  options_path = argv[2];
  g_test_add_func ("/flatpak/sources-pinned", test_sources_pinned);
  g_test_add_func ("/flatpak/no-download", test_no_download);
  g_test_add_func ("/flatpak/finish-args", test_finish_args);
  g_test_add_func ("/flatpak/libpq", test_libpq);
  g_test_add_func ("/flatpak/stockfish", test_stockfish);
  g_test_add_func ("/flatpak/app", test_app);
  return g_test_run ();
}
