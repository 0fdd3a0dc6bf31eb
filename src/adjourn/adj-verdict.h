/* adj-verdict.h — a sealed move's verdict in words, in the UI language
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules engine says what (a ChessVerdict with a reason code); this says
 * it to people, through gettext, for the window and the CLI alike.
 */
#pragma once

#include <glib.h>

#include "chess-notation.h"

G_BEGIN_DECLS

/* One sentence: "two knights can reach d2: b1 and f1". */
char       *adj_verdict_reason    (const ChessPosition *pos, const ChessVerdict *verdict);
/* The remarks of ChessNote bits, one translated string each, in bit order. */
GPtrArray  *adj_verdict_notes     (unsigned notes);
const char *adj_verdict_note_text (ChessNote note);
/* "knight", "queen"… translated. */
const char *adj_piece_name        (ChessPieceType type);
/* "the knight on d7" translated, inside a sentence: one message per piece,
 * as its article and gender follow it in other languages. Free it. */
char       *adj_piece_on          (ChessPieceType type,
                                   const char    *square);
/* "White" or "Black" translated, as the subject of a sentence. */
const char *adj_side_name         (ChessColor color);
/* Candidates as UCI, sorted: what spec/cli.md prints for "candidates". */
GPtrArray  *adj_verdict_candidates (const ChessVerdict *verdict);
/* Whether MOVE is among the N of MOVES. */
gboolean    adj_moves_contain     (const ChessMove *moves, int n, ChessMove move);
/* The language's own name, translated ("Catalan"). */
const char *adj_lang_name         (ChessLang lang);

G_END_DECLS
