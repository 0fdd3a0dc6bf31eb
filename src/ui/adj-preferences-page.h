/* adj-preferences-page.h — the preferences, bound to GSettings
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* One choice of a GSettings string key with <choices>, as a combo row
 * shows it. */
typedef struct {
  const char *id;     /* the key's value */
  const char *label;  /* untranslated (N_) label */
} AdjChoice;

typedef struct {
  const char      *key;
  const AdjChoice *choices;
  gsize            n_choices;
} AdjChoiceList;

/* The combo rows' choices: rules-profile, notation-language, board-style. */
const AdjChoiceList *adj_preferences_get_choice_lists (gsize *n_lists);

/* Position of 'id' in 'list'; the first choice when 'id' is not one of
 * them (the schema allows only its choices, so that is a damaged value). */
guint       adj_choice_list_index (const AdjChoiceList *list,
                                   const char          *id);
/* The id at 'index', or NULL when there is none there. */
const char *adj_choice_list_id    (const AdjChoiceList *list,
                                   guint                index);

#define ADJ_TYPE_PREFERENCES_PAGE (adj_preferences_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjPreferencesPage, adj_preferences_page, ADJ, PREFERENCES_PAGE, AdwPreferencesPage)

AdjPreferencesPage *adj_preferences_page_new (void);

G_END_DECLS
