/* test-store.h — what the test-store programs share: the example envelope
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * test-store.c (opening), test-store-list.c (import, export, list, outcomes)
 * and test-store-group.c (grouped writes) each import the same envelope.
 */
#pragma once

#include "store-test.h"

static inline char *
example (const char *white, const char *adjourned_at)
{
  return store_test_envelope ("Club championship", "5", "3", white, "Puig, Jordi", adjourned_at, NULL);
}
