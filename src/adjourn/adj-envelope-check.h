/* adj-envelope-check.h — is an envelope complete and consistent for its rules?
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "adj-envelope.h"

G_BEGIN_DECLS

typedef struct {
  AdjField field; /* the field the problem is about, for a face to lead to it */
  char *key;      /* the envelope key the problem is about ("sealer"), as the CLI prints it */
  char *article;  /* the article of the envelope's edition that requires it, or NULL */
  char *message;  /* one sentence, in the UI language */
} AdjEnvelopeProblem;

void adj_envelope_problem_free (AdjEnvelopeProblem *problem);

/* Every problem the arbiter must see before the envelope is stored (2023
 * I.3 and its equivalents): fields the profile requires, a sealer who is
 * not the side to move, a move number not the position's, a game record
 * that does not reach the position, times beyond the time control, a
 * resumption not after the adjournment, FCE pieces in words that do not
 * count the position's pieces. An array of AdjEnvelopeProblem, empty when
 * all is well; NULL with 'error' only for an unknown rules profile. */
GPtrArray *adj_envelope_check (AdjEnvelope *envelope, GError **error);

/* The articles the check applied, once each, for the output to cite: what
 * the edition requires on the envelope and the arbiter's duty to check it,
 * then each problem's. An array of strings. */
GPtrArray *adj_envelope_check_articles (AdjEnvelope *envelope, GPtrArray *problems);

G_END_DECLS
