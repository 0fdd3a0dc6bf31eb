/* adj-envelope-chain.h — may a new envelope continue the one before it?
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A resumption session ends at a time announced in advance (2023 I.14,
 * 2005 A13, 1993 14.7, 1985 14.07); a game still going then is adjourned
 * again, sealed as at the first adjournment, in a new envelope that names
 * the one before it (adj_envelope_get_previous). One envelope per playing
 * session: the one before must have been opened and play must have gone
 * on from it, and no other envelope may continue it already. The archive
 * says what it knows of the one before; this file decides.
 */
#pragma once

#include "adj-envelope.h"

G_BEGIN_DECLS

#define ADJ_ENVELOPE_CHAIN_ERROR (adj_envelope_chain_error_quark ())
GQuark adj_envelope_chain_error_quark (void);

typedef enum {
  ADJ_ENVELOPE_CHAIN_ERROR_NOT_NAMED,      /* the envelope names another one (or none) */
  ADJ_ENVELOPE_CHAIN_ERROR_OTHER_GAME,     /* event, round, board, players or rules differ */
  ADJ_ENVELOPE_CHAIN_ERROR_NOT_OPENED,     /* the one before is still closed, lost or annulled */
  ADJ_ENVELOPE_CHAIN_ERROR_NOT_PLAYING,    /* it was opened but play did not go on from it */
  ADJ_ENVELOPE_CHAIN_ERROR_HAS_SUCCESSOR,  /* another envelope continues it already */
  ADJ_ENVELOPE_CHAIN_ERROR_NOT_LATER,      /* adjourned no later than the one before */
} AdjEnvelopeChainError;

/* What the archive knows of the envelope a new one names. */
typedef struct {
  AdjEnvelope *envelope;       /* as kept (opened or not) */
  gboolean     opened;         /* it was opened at the resumption */
  gboolean     play_goes_on;   /* its last outcome: play continues (not finished, not waiting) */
  gboolean     has_successor;  /* another envelope names it already */
} AdjPreviousSession;

/* Whether NEXT may be sealed as the envelope of the session after
 * PREVIOUS: FALSE with ADJ_ENVELOPE_CHAIN_ERROR saying why, citing the
 * articles of NEXT's edition. */
gboolean     adj_envelope_check_continues (AdjEnvelope              *next,
                                           const AdjPreviousSession *previous,
                                           GError                  **error);

/* The game as the session after PREVIOUS began: its record (or its
 * position alone when it has none that reaches it) with the sealed move
 * made, when PREVIOUS was opened and that move, judged in its edition, was
 * legal. TRUE then; FALSE with GAME at the adjourned position otherwise
 * (still closed, or the move not made on the board). GAME must have been
 * initialised; it is reset first. The new envelope's position starts
 * here, before the moves of that session. */
gboolean     adj_envelope_replay_to_resumption (AdjEnvelope *previous,
                                                ChessGame   *game);

/* The articles a new session's envelope rests on in RULES' edition: the
 * session's end announced (I.14) and the sealing (I.1.1), ", "-joined. */
char        *adj_envelope_chain_articles  (const char *rules);

G_END_DECLS
