/* adj-engine-rank.h — the engine's view of every move of a position, and
 * of positions one after another
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What preparation asks of an engine: which of the sealer's moves it
 * thinks likeliest (each legal move searched to the same bound, MultiPV
 * over all of them, in batches of "searchmoves" when the engine gives
 * fewer lines than there are moves), and how the position at the end of
 * each prepared reply stands. Both run searches one after another on an
 * engine that is theirs until they complete, on the caller's main loop;
 * both can be cancelled (the search is stopped at once). An engine that
 * is stopped is started first; one searching is refused (give each job an
 * engine of its own, not the analysis pane's). They leave the engine's
 * position and MultiPV as their last search set them.
 */
#pragma once

#include "adj-engine.h"

G_BEGIN_DECLS

/* Searches every legal move of POSITION to LIMITS (a depth or a time: an
 * infinite search is refused). The result: a GPtrArray of AdjEngineLine,
 * one per move the engine scored (the line's first move), best first for
 * the side to move. */
void        adj_engine_rank_moves_async   (AdjEngine              *engine,
                                           const ChessPosition    *position,
                                           const AdjEngineLimits  *limits,
                                           GCancellable           *cancellable,
                                           GAsyncReadyCallback     callback,
                                           gpointer                user_data);
GPtrArray  *adj_engine_rank_moves_finish  (AdjEngine              *engine,
                                           GAsyncResult           *result,
                                           GError                **error);

/* Searches each of the N POSITIONS to LIMITS, one line each. The result:
 * a GPtrArray of N AdjEngineLine (its best line; NULL where the engine
 * gave none), in the positions' order. */
void        adj_engine_evaluate_async     (AdjEngine              *engine,
                                           const ChessPosition    *positions,
                                           guint                   n,
                                           const AdjEngineLimits  *limits,
                                           GCancellable           *cancellable,
                                           GAsyncReadyCallback     callback,
                                           gpointer                user_data);
GPtrArray  *adj_engine_evaluate_finish    (AdjEngine              *engine,
                                           GAsyncResult           *result,
                                           GError                **error);

/* Which line is better for the side to move at their root: negative when
 * A is (a mate found beats any centipawns, a sooner mate a later one, being
 * mated later beats sooner; a line without a score comes last). */
int         adj_engine_line_compare       (AdjEngineLine *a,
                                           AdjEngineLine *b);

/* An AdjPreparationOrder (src/adjourn/adj-preparation.h) over RANKED, the
 * result of adj_engine_rank_moves_finish(): the moves the engine likes
 * best for the side to move (the sealer) first; those it did not score
 * after, and ties, in the order they had. Pass RANKED as its user data. */
int         adj_engine_rank_order         (const ChessPosition *pos,
                                           ChessMove            a,
                                           const char          *san_a,
                                           ChessMove            b,
                                           const char          *san_b,
                                           gpointer             ranked);
/* The line of RANKED whose first move is MOVE, or NULL. */
AdjEngineLine *adj_engine_rank_find       (GPtrArray *ranked,
                                           ChessMove  move);

G_END_DECLS
