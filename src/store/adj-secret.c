/* adj-secret.c — text that held a secret, wiped when it is freed
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <sodium.h>
#include <string.h>

#include "adj-secret.h"

void
adj_secret_free (AdjSecret *text)
{
  if (text == NULL)
    return;
  sodium_memzero (text, strlen (text));
  g_free (text);
}
