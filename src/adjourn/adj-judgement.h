/* adj-judgement.h — what a written sealed move decides under a rules profile
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * src/chess says what the text on the sheet is (legal, ambiguous, illegal,
 * unreadable); this says what that means for the game in the chosen
 * edition of the Laws (RULES.md §4): a bad sealed move loses, unless the
 * game was already over or the opponent could never have won; a legal one
 * is made, and may itself end the game. Each judgement carries the
 * decision whose articles back it and can be told to the players in the
 * UI language. The same rules judge a reply sealed at resumption
 * (2023 I.9.3 and its equivalents).
 */
#pragma once

#include <json-glib/json-glib.h>

#include "adj-profile.h"
#include "chess-game.h"
#include "chess-notation.h"

G_BEGIN_DECLS

typedef struct {
  ChessVerdict     verdict;
  gboolean         played;      /* legal, and made on the board: 'after' holds */
  ChessPosition    after;
  const char      *result;      /* "1-0", "0-1", "1/2-1/2", or NULL when play goes on */
  const char      *reason;      /* outcome reason id of formats.md */
  AdjDecision      decision;    /* the article's decision */
  gboolean         has_decision;
  /* A bad written move that an exception saved (the opponent cannot mate):
   * the decision it would have lost by, whose article the exception's
   * articles name with them (1993 10.5 with 10.16 A, B or C). */
  AdjDecision      excepted;
  gboolean         has_excepted;
} AdjJudgement;

/* Judge TEXT, written by the side to move in POS in notation LANG. */
void adj_judge_written_move (const AdjProfile *profile, const ChessPosition *pos, const char *text,
                             ChessLang lang, AdjJudgement *judgement);

/* The same, at the end of GAME, the record of the game up to the sealed
 * move: where the edition ends a game by itself on a fifth occurrence of a
 * position (2023 9.6.1), the record tells whether that had happened, or
 * whether the move makes it happen. GAME is left as it was given. */
void adj_judge_written_move_in_game (const AdjProfile *profile, ChessGame *game, const char *text,
                                     ChessLang lang, AdjJudgement *judgement);

/* The articles of PROFILE's edition behind the judgement, main first, then
 * those of the bad move an exception saved; NULL-terminated, empty when a
 * legal move only lets play go on. Free the array (not the strings) with
 * g_free(). */
const char **adj_judgement_articles (const AdjProfile *profile, const AdjJudgement *judgement);

/* Two sentences for the players, in the UI language: what the written move
 * is (the verdict's reason) and what it decides. POS is the position it
 * was written in; REPLY says it is a reply sealed at resumption rather
 * than the sealed move of the adjournment. */
char *adj_judgement_sentence (const AdjJudgement *judgement, const ChessPosition *pos, gboolean reply);

/* The first of those sentences alone: what the written move is. */
char *adj_judgement_verdict_sentence (const AdjJudgement *judgement, const ChessPosition *pos, gboolean reply);

/* {"verdict", "reason" (the verdict's sentence), "reason_id", and "uci" and
 * "san" when the move was made}: the "sealed_move" object of formats.md. */
JsonNode *adj_judgement_to_json (const AdjJudgement *judgement, const ChessPosition *pos);

G_END_DECLS
