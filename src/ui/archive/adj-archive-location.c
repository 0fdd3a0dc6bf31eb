/* adj-archive-location.c — where the archive is, as the preferences and the push show it
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A URI is taken apart here only as far as its password goes: the store
 * (libpq) reads the rest. The user name stays in what is shown, unlike the
 * archive's name in messages (adj_store_location_display()), because the
 * person who typed it must see whom they connect as.
 */
#define G_LOG_DOMAIN "adj-archive-location"

#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <string.h>

#include "adj-archive-location.h"
#include "adj-pgpass.h"
#include "adj-secret.h"

const char *
adj_archive_location_effective (const char *env, const char *preference)
{
  if (env && *env)
    return env;
  if (preference && *preference)
    return preference;
  return NULL;
}

static gboolean
is_password_param (const char *param)
{
  return g_ascii_strncasecmp (param, "password=", 9) == 0;
}

/* LOCATION without its password (user-info's or the parameter's), and the
 * password as written (percent-encoded), or NULL. */
static char *
split_password (const char *location, char **password)
{
  *password = NULL;
  const char *authority = strstr (location, "://");
  if (!adj_store_location_is_server (location) || authority == NULL)
    return g_strdup (location);
  authority += 3;
  const char *end = authority + strcspn (authority, "/?#");
  const char *at = NULL;
  for (const char *p = authority; p < end; p++)
    if (*p == '@')
      at = p;
  GString *base = g_string_new_len (location, authority - location);
  const char *colon = at ? memchr (authority, ':', (gsize) (at - authority)) : NULL;
  if (colon)
    {
      *password = g_strndup (colon + 1, (gsize) (at - colon - 1));
      g_string_append_len (base, authority, colon - authority);
      g_string_append_len (base, at, end - at);
    }
  else
    g_string_append_len (base, authority, end - authority);

  const char *query = strchr (end, '?');
  g_string_append_len (base, end, query ? query - end : (gssize) strlen (end));
  if (query == NULL)
    return g_string_free (base, FALSE);
  g_auto (GStrv) params = g_strsplit (query + 1, "&", -1);
  gboolean first = TRUE;
  for (guint i = 0; params[i]; i++)
    {
      if (*params[i] == '\0')
        continue;
      if (is_password_param (params[i]))
        {
          if (*password == NULL)
            *password = g_strdup (params[i] + 9);
          continue;
        }
      g_string_append_c (base, first ? '?' : '&');
      g_string_append (base, params[i]);
      first = FALSE;
    }
  return g_string_free (base, FALSE);
}

gboolean
adj_archive_location_has_password (const char *location)
{
  g_autofree char *password = NULL;
  g_autofree char *base = location ? split_password (location, &password) : NULL;
  return password != NULL;
}

char *
adj_archive_location_shown (const char *location)
{
  g_return_val_if_fail (location != NULL, NULL);
  g_autoptr(AdjSecret) password = NULL;
  return split_password (location, &password);
}

gboolean
adj_archive_location_check (const char *text, GError **error)
{
  g_return_val_if_fail (text != NULL, FALSE);

  if (*text == '\0')
    return TRUE;
  if (!g_utf8_validate (text, -1, NULL))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("The address is not valid text"));
      return FALSE;
    }
  if (adj_store_location_is_server (text))
    {
      for (const char *p = text; *p; p++)
        if (g_ascii_isspace (*p) || g_ascii_iscntrl (*p))
          {
            g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                                 _("A server address has no spaces: write a space in a name as %20"));
            return FALSE;
          }
      g_autoptr(GError) ambiguous = NULL;
      if (!adj_store_location_check (text, &ambiguous))
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, ambiguous->message);
          return FALSE;
        }
      g_autoptr(AdjSecret) password = NULL;
      g_autofree char *base = split_password (text, &password);
      g_autoptr(AdjSecret) plain = password ? g_uri_unescape_string (password, NULL) : NULL;
      if (password && plain == NULL)
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                               _("The password in the address is not correctly encoded: type it in the Password row instead"));
          return FALSE;
        }
      return TRUE;
    }
  if (strstr (text, "://") != NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("The archive is a file on this computer or a PostgreSQL server (postgresql://…)"));
      return FALSE;
    }
  if (!g_path_is_absolute (text))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("Give the archive file’s full path, starting with /"));
      return FALSE;
    }
  return TRUE;
}

/* BASE (no password in it) with the percent-encoded PASSWORD: after the
 * user name when it has one, else as the "password" parameter. */
static char *
with_password (const char *base, const char *password)
{
  const char *authority = strstr (base, "://") + 3;
  const char *end = authority + strcspn (authority, "/?#");
  const char *at = memchr (authority, '@', (gsize) (end - authority));
  if (at)
    return g_strdup_printf ("%.*s:%s%s", (int) (at - base), base, password, at);
  const char *sep = strchr (end, '?') ? "&" : "?";
  return g_strdup_printf ("%s%spassword=%s", base, sep, password);
}

char *
adj_archive_location_compose (const char *typed, const char *password, const char *stored, GError **error)
{
  g_return_val_if_fail (typed != NULL, NULL);

  g_autofree char *text = g_strstrip (g_strdup (typed));
  if (!adj_archive_location_check (text, error))
    return NULL;
  if (!adj_store_location_is_server (text))
    return g_steal_pointer (&text);

  g_autofree char *written = NULL;
  g_autofree char *base = split_password (text, &written);
  if (written)
    return g_steal_pointer (&text);
  if (password && *password)
    {
      g_autofree char *encoded = g_uri_escape_string (password, NULL, FALSE);
      return with_password (base, encoded);
    }
  g_autofree char *kept = NULL;
  g_autofree char *stored_base = stored ? split_password (stored, &kept) : NULL;
  if (kept && g_strcmp0 (stored_base, base) == 0)
    return with_password (base, kept);
  return g_steal_pointer (&base);
}

char *
adj_archive_location_take_password (const char *location, char **password, GError **error)
{
  g_return_val_if_fail (location != NULL, NULL);
  g_return_val_if_fail (password != NULL, NULL);

  *password = NULL;
  g_autoptr(AdjSecret) text = g_strstrip (g_strdup (location));
  if (!adj_archive_location_check (text, error))
    return NULL;
  g_autoptr(AdjSecret) written = NULL;
  char *base = split_password (text, &written);
  if (written)
    *password = g_uri_unescape_string (written, NULL);
  return base;
}

char *
adj_archive_location_move_password (const char *location, const char *passfile, GError **error)
{
  g_return_val_if_fail (location != NULL, NULL);
  g_return_val_if_fail (passfile != NULL, NULL);

  g_autoptr(AdjSecret) password = NULL;
  g_autofree char *base = adj_archive_location_take_password (location, &password, error);
  if (base == NULL)
    return NULL;
  gboolean kept = password == NULL || adj_pgpass_store (passfile, base, password, error);
  return kept ? g_steal_pointer (&base) : NULL;
}

char *
adj_archive_push_summary (const AdjPushReport *report)
{
  g_return_val_if_fail (report != NULL, NULL);

  if (adj_push_report_is_empty (report))
    /* Translators: %s is an event's name. */
    return g_strdup_printf (_("Nothing new to push: the federation archive has all of “%s”"), report->event);
  g_autofree char *entries = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d custody entry", "%d custody entries",
                                                           (gulong) report->entries), (int) report->entries);
  if (report->envelopes_added == 0)
    /* Translators: %s is an event's name, then "3 custody entries". */
    return g_strdup_printf (_("Pushed “%s”: %s"), report->event, entries);
  g_autofree char *envelopes = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d new envelope", "%d new envelopes",
                                                             (gulong) report->envelopes_added),
                                                (int) report->envelopes_added);
  /* Translators: %s is an event's name, then "3 custody entries", then "2 new envelopes". */
  return g_strdup_printf (_("Pushed “%s”: %s, %s"), report->event, entries, envelopes);
}
