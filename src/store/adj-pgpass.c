/* adj-pgpass.c — a server's password, kept where PostgreSQL's tools keep it
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A password file rather than the desktop's secret service: libpq reads it
 * itself, it needs no daemon (a tournament hall's laptop may run no
 * keyring), it works the same in the Flatpak's sandbox, and a federation's
 * IT volunteer knows it as ~/.pgpass. What is read is parsed the way libpq
 * parses it (fe-connect.c, passwordFromFile), so that the entry written
 * here is the one libpq finds.
 */
#define G_LOG_DOMAIN "adj-store"

#include "config.h"

#include <errno.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <glib/gi18n-lib.h>
#include <sodium.h>
#include <string.h>

#include "adj-db-pg.h"
#include "adj-pgpass.h"
#include "adj-secret.h"

void
adj_pgpass_key_clear (AdjPgpassKey *key)
{
  g_return_if_fail (key != NULL);
  g_clear_pointer (&key->host, g_free);
  g_clear_pointer (&key->port, g_free);
  g_clear_pointer (&key->database, g_free);
  g_clear_pointer (&key->user, g_free);
}

static void
wipe_string (GString *s)
{
  sodium_memzero (s->str, s->allocated_len);
  g_string_free (s, TRUE);
}

char *
adj_pgpass_escape (const char *field)
{
  if (field == NULL)
    return g_strdup ("*");
  GString *s = g_string_sized_new (strlen (field) + 2);
  /* A lone "*" is libpq's wildcard; "\*" is the character. */
  if (strcmp (field, "*") == 0)
    g_string_append_c (s, '\\');
  for (const char *p = field; *p; p++)
    {
      if (*p == ':' || *p == '\\')
        g_string_append_c (s, '\\');
      g_string_append_c (s, *p);
    }
  return g_string_free (s, FALSE);
}

/* One field from *P up to an unescaped ':' (consumed) or the end of the
 * line; *WILD is set when it was written as a bare "*". NULL when the line
 * ends before a ':' and REQUIRE_COLON. */
static char *
read_field (const char **p, gboolean require_colon, gboolean *wild)
{
  const char *start = *p;
  GString *s = g_string_new (NULL);
  const char *q = start;
  for (; *q && *q != ':'; q++)
    {
      if (*q == '\\' && q[1] != '\0')
        q++;
      g_string_append_c (s, *q);
    }
  if (require_colon && *q != ':')
    {
      wipe_string (s);
      return NULL;
    }
  *wild = q - start == 1 && *start == '*';
  *p = *q ? q + 1 : q;
  return g_string_free (s, FALSE);
}

gboolean
adj_pgpass_parse_line (const char *line, AdjPgpassKey *key, char **password)
{
  g_return_val_if_fail (line != NULL, FALSE);
  g_return_val_if_fail (key != NULL, FALSE);

  if (*line == '\0' || *line == '#')
    return FALSE;
  char **fields[] = { &key->host, &key->port, &key->database, &key->user };
  AdjPgpassKey parsed = { 0 };
  char **into[] = { &parsed.host, &parsed.port, &parsed.database, &parsed.user };
  const char *p = line;
  for (guint i = 0; i < G_N_ELEMENTS (into); i++)
    {
      gboolean wild = FALSE;
      char *field = read_field (&p, TRUE, &wild);
      if (field == NULL)
        {
          adj_pgpass_key_clear (&parsed);
          return FALSE;
        }
      if (wild)
        g_clear_pointer (&field, g_free);
      *into[i] = field;
    }
  gboolean wild = FALSE;
  char *secret = read_field (&p, FALSE, &wild);
  if (password)
    *password = secret;
  else
    adj_secret_free (secret);
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      g_free (*fields[i]);
      *fields[i] = *into[i];
    }
  return TRUE;
}

static gboolean
key_equal (const AdjPgpassKey *a, const AdjPgpassKey *b)
{
  return g_strcmp0 (a->host, b->host) == 0 && g_strcmp0 (a->port, b->port) == 0
         && g_strcmp0 (a->database, b->database) == 0 && g_strcmp0 (a->user, b->user) == 0;
}

/* Is LINE (its "\r" ignored, as libpq ignores it) KEY's entry? */
static gboolean
line_is_entry (const char *line, const AdjPgpassKey *key)
{
  g_autofree char *text = g_strdup (line);
  gsize n = strlen (text);
  if (n > 0 && text[n - 1] == '\r')
    text[n - 1] = '\0';
  AdjPgpassKey parsed = { 0 };
  gboolean same = adj_pgpass_parse_line (text, &parsed, NULL) && key_equal (&parsed, key);
  adj_pgpass_key_clear (&parsed);
  sodium_memzero (text, n);
  return same;
}

char *
adj_pgpass_replace (const char *contents, const AdjPgpassKey *key, const char *password)
{
  g_return_val_if_fail (key != NULL, NULL);

  GString *out = g_string_new (NULL);
  g_auto (GStrv) lines = g_strsplit (contents ? contents : "", "\n", -1);
  guint n = g_strv_length (lines);
  /* A file ending with its last line's "\n" splits into one more, empty. */
  if (n > 0 && *lines[n - 1] == '\0')
    n--;
  for (guint i = 0; i < n; i++)
    if (!line_is_entry (lines[i], key))
      g_string_append_printf (out, "%s\n", lines[i]);
  if (password)
    {
      const char *fields[] = { key->host, key->port, key->database, key->user, password };
      for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
        {
          char *escaped = adj_pgpass_escape (fields[i]);
          g_string_append (out, escaped);
          g_string_append_c (out, i + 1 < G_N_ELEMENTS (fields) ? ':' : '\n');
          adj_secret_free (escaped);
        }
    }
  for (guint i = 0; lines[i]; i++)
    sodium_memzero (lines[i], strlen (lines[i]));
  return g_string_free (out, FALSE);
}

char *
adj_pgpass_default_path (void)
{
  return g_build_filename (g_get_user_config_dir (), "adjourn", "pgpass", NULL);
}

gboolean
adj_pgpass_key_for_uri (const char *uri, AdjPgpassKey *key, char **password, GError **error)
{
  g_return_val_if_fail (uri != NULL, FALSE);
  g_return_val_if_fail (key != NULL, FALSE);

  static const char *const keywords[] = { "host", "hostaddr", "port", "dbname", "user", "password", NULL };
  char *values[G_N_ELEMENTS (keywords)] = { NULL };
  if (!adj_db_pg_is_uri (uri))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("A server’s password is kept for a postgresql:// address only"));
      return FALSE;
    }
  if (!adj_db_pg_conninfo (uri, keywords, values, error))
    return FALSE;
  const char *host = values[0] ? values[0] : values[1];
  gboolean several = (host && strchr (host, ',')) || (values[2] && strchr (values[2], ','));
  if (several)
    {
      g_autofree char *shown = adj_db_pg_display_uri (uri);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("%s names several servers: keep their password in ~/.pgpass"), shown);
    }
  else
    {
      adj_pgpass_key_clear (key);
      key->host = g_strdup (host);
      key->port = g_strdup (values[2]);
      key->database = g_strdup (values[3]);
      key->user = g_strdup (values[4]);
      if (password)
        *password = g_strdup (values[5]);
    }
  for (guint i = 0; keywords[i]; i++)
    adj_secret_free (values[i]);
  return !several;
}

/* The file at PATH, "" when there is none; NULL with an error naming it. */
static char *
read_file (const char *path, GError **error)
{
  char *contents = NULL;
  g_autoptr(GError) local = NULL;
  if (g_file_get_contents (path, &contents, NULL, &local))
    return contents;
  if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    return g_strdup ("");
  g_propagate_error (error, g_steal_pointer (&local));
  return NULL;
}

/* Replace URI's entry in the file at PATH (PASSWORD NULL: remove it). */
static gboolean
rewrite (const char *path, const char *uri, const char *password, GError **error)
{
  AdjPgpassKey key = { 0 };
  if (!adj_pgpass_key_for_uri (uri, &key, NULL, error))
    return FALSE;
  char *contents = read_file (path, error);
  gboolean ok = contents != NULL;
  if (ok && password == NULL && !g_file_test (path, G_FILE_TEST_EXISTS))
    {
      adj_secret_free (contents);
      adj_pgpass_key_clear (&key);
      return TRUE;
    }
  char *replaced = ok ? adj_pgpass_replace (contents, &key, password) : NULL;
  g_autofree char *dir = g_path_get_dirname (path);
  if (ok && g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), _("%s: cannot create: %s"), dir,
                   g_strerror (saved));
      ok = FALSE;
    }
  /* libpq ignores a password file others may read: 0600, even if an
   * older one was wider (g_file_set_contents_full() renames a new file). */
  if (ok)
    ok = g_file_set_contents_full (path, replaced, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0600, error)
         && g_chmod (path, 0600) == 0;
  adj_secret_free (contents);
  adj_secret_free (replaced);
  adj_pgpass_key_clear (&key);
  return ok;
}

gboolean
adj_pgpass_store (const char *path, const char *uri, const char *password, GError **error)
{
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (uri != NULL, FALSE);
  g_return_val_if_fail (password != NULL, FALSE);

  if (strpbrk (password, "\n\r") != NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("A password on several lines cannot be kept in a password file"));
      return FALSE;
    }
  return rewrite (path, uri, password, error);
}

gboolean
adj_pgpass_forget (const char *path, const char *uri, GError **error)
{
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (uri != NULL, FALSE);

  return rewrite (path, uri, NULL, error);
}

gboolean
adj_pgpass_holds (const char *path, const char *uri)
{
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (uri != NULL, FALSE);

  AdjPgpassKey key = { 0 };
  char *contents = NULL;
  if (!g_file_get_contents (path, &contents, NULL, NULL))
    return FALSE;
  gboolean found = FALSE;
  if (adj_pgpass_key_for_uri (uri, &key, NULL, NULL))
    {
      g_auto (GStrv) lines = g_strsplit (contents, "\n", -1);
      for (guint i = 0; lines[i] && !found; i++)
        found = line_is_entry (lines[i], &key);
      for (guint i = 0; lines[i]; i++)
        sodium_memzero (lines[i], strlen (lines[i]));
    }
  adj_pgpass_key_clear (&key);
  adj_secret_free (contents);
  return found;
}
