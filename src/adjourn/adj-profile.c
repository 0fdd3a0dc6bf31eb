/* adj-profile.c — the rules profiles, one table each
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every article below was checked against the source text of its edition in
 * shared/laws/ (000: FCE regulation and 1985 Laws, Catalan; 001: 2023 Laws,
 * Catalan; 002: 2005 Laws, Portuguese; 003: 1993 Laws, Spanish). Where an
 * edition is silent the cell is empty, and the comment says so.
 */
#define G_LOG_DOMAIN "adjourn-profile"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "adj-clock.h"
#include "adj-profile.h"

#define A(...) { __VA_ARGS__, NULL }

/* ---- fide-2023: Guidelines I "Partides ajornades" (001) ------------------
 * I.8 names Articles 5, 6.9, 9.6 and 9.7 as exceptions; the Catalan text has
 * no Article 9.7 (Article 10 follows 9.6.2), so 9.7 is not cited. The Laws
 * fix no waiting time of their own for resumption: I.10 uses the default
 * time of the tournament rules, which 6.7.1 makes 0 minutes when unstated.
 * Both players in default: no article (RULES.md §3), each loses by I.10.
 * I.10's exception is any late player's: "si la jugada secreta és tal que
 * finalitza la partida, s'aplicarà el resultat d'aquesta conclusió" (the
 * responder who never came included). I.6 ends the game on a resignation,
 * and 5.1.2 makes it a draw when the opponent cannot checkmate "per una
 * combinació de jugades legals". I.1.2: the early sealer "es considerarà
 * que ha fet la jugada secreta a l'hora establerta per al final de la
 * sessió", so a charge past a time control is a flag fallen (6.9).
 * Silent: sealing time limit, present player's flag while waiting,
 * correcting a wrongly reconstructed position, incidents.
 * I.12.1: the sealer of a lost envelope "executa sobre el tauler" the move
 * he declares, so an illegal one falls under 7.5.1 (position restored, 4.3
 * and 4.7 for the move replacing it) and 7.5.5 (two minutes to the opponent
 * for the first; the second loses, or draws if the opponent cannot mate).
 * The replacing move under touch move: 4.3.1 the own piece touched first
 * that can move; 4.4.3 after an illegal castling, another king move
 * (castling on the other side included), any legal move if the king has
 * none; 4.3.3 pieces of both colours (the own one counts as touched first
 * when unclear); 4.5 any legal move when no touched piece can be moved or
 * captured. (4.7, which 7.5.1 also names, is when a move is completed: in
 * this edition "any legal move" is 4.5, not 4.7.) */
static const AdjProfile profile_fide_2023 = {
  .id = "fide-2023",
  .title = N_("FIDE Laws of Chess, in force from 1 January 2023"),
  .short_title = N_("FIDE Laws, 2023"),
  .year = 2023,
  .edition = CHESS_EDITION_2023,
  .base = NULL,
  .required = ADJ_FIELD_PLAYERS | ADJ_FIELD_POSITION | ADJ_FIELD_TIME_USED | ADJ_FIELD_SEALER
              | ADJ_FIELD_SEALED_MOVE_NUMBER | ADJ_FIELD_DRAW_OFFER | ADJ_FIELD_RESUMPTION,
  .field_articles = { "I.2.1", "I.2.2", "I.2.3", "I.2.4", "I.2.5", "I.2.6", "I.2.7" },
  .waiting_time = 0,
  .double_default = ADJ_DOUBLE_DEFAULT_EACH_BY_DEFAULT_RULE,
  .exceptions = ADJ_EXCEPT_GAME_OVER | ADJ_EXCEPT_CANNOT_MATE | ADJ_EXCEPT_AUTOMATIC_DRAW,
  .early_end = ADJ_EARLY_END_DRAW_AGREED | ADJ_EARLY_END_RESIGNATION,
  .early_charge = ADJ_EARLY_CHARGE_SEALED_AT_SESSION_END,
  .default_spares = ADJ_DEFAULT_SPARES_ANY_PLAYER,
  .resignation_drawn_if_cannot_win = TRUE,
  .sealing_limit = 0,
  .illegal_move_penalty = 2 * 60,
  .illegal_moves_to_lose = 2,
  .illegal_loss_drawn_if_cannot_mate = TRUE,
  .own_piece_touched_first = TRUE,
  .articles = {
    [ADJ_DECISION_SEALING_DUTY]               = A ("I.1.1"),
    [ADJ_DECISION_EARLY_ADJOURNMENT_CHARGE]   = A ("I.1.2"),
    [ADJ_DECISION_ENVELOPE_CONTENTS]          = A ("I.2"),
    [ADJ_DECISION_ENVELOPE_CUSTODY]           = A ("I.3"),
    [ADJ_DECISION_DRAW_OFFER_STANDING]        = A ("I.4", "9.1"),
    [ADJ_DECISION_RESUMPTION_SETUP]           = A ("I.5"),
    [ADJ_DECISION_DRAW_BEFORE_OPENING]        = A ("I.6"),
    [ADJ_DECISION_RESIGNATION_BEFORE_OPENING] = A ("I.6"),
    [ADJ_DECISION_OPENING]                    = A ("I.7"),
    [ADJ_DECISION_SEALED_MOVE_AMBIGUOUS]      = A ("I.8.1"),
    [ADJ_DECISION_SEALED_MOVE_UNREADABLE]     = A ("I.8.2"),
    [ADJ_DECISION_SEALED_MOVE_ILLEGAL]        = A ("I.8.3"),
    [ADJ_DECISION_GAME_ALREADY_OVER]          = A ("5", "I.8"),
    [ADJ_DECISION_OPPONENT_CANNOT_MATE]       = A ("6.9", "I.8"),
    [ADJ_DECISION_AUTOMATIC_DRAW]             = A ("9.6", "I.8"),
    [ADJ_DECISION_RESPONDER_PRESENT]          = A ("I.9.1"),
    [ADJ_DECISION_RESPONDER_ABSENT]           = A ("I.9.2"),
    [ADJ_DECISION_SEALER_ABSENT]              = A ("I.9.3"),
    [ADJ_DECISION_WAITING_TIME]               = A ("6.7.1", "I.10"),
    [ADJ_DECISION_DEFAULT]                    = A ("I.10"),
    [ADJ_DECISION_DEFAULT_SEALED_MOVE_MATES]  = A ("I.10"),
    [ADJ_DECISION_DEFAULT_SEALED_MOVE_DRAWS]  = A ("I.10"),
    [ADJ_DECISION_BOTH_ABSENT_AT_START]       = A ("I.11"),
    [ADJ_DECISION_LOST_ENVELOPE]              = A ("I.12.1"),
    [ADJ_DECISION_LOST_ENVELOPE_TIMES]        = A ("I.12.1"),
    [ADJ_DECISION_LOST_ENVELOPE_POSITION]     = A ("I.12.2"),
    [ADJ_DECISION_CLOCK_CORRECTION]           = A ("I.13"),
    [ADJ_DECISION_SESSION_TIMING]             = A ("I.14"),
    [ADJ_DECISION_TIME_FORFEIT]               = A ("6.9"),
    [ADJ_DECISION_ENVELOPE_ACCURACY]          = A ("I.3"),
    [ADJ_DECISION_DECLARED_MOVE_ILLEGAL]      = A ("7.5.1", "7.5.5", "4.3", "4.7"),
    [ADJ_DECISION_DECLARED_MOVE_UNCLEAR]      = A ("I.12.1"),
    [ADJ_DECISION_TOUCHED_PIECE_MOVES]        = A ("4.3.1"),
    [ADJ_DECISION_TOUCHED_KING_CASTLING]      = A ("4.4.3", "4.5"),
    [ADJ_DECISION_TOUCHED_BOTH_COLOURS]       = A ("4.3.3"),
    [ADJ_DECISION_TOUCHED_NONE_MOVABLE]       = A ("4.5"),
    [ADJ_DECISION_RESIGNATION_CANNOT_WIN]     = A ("5.1.2", "I.6"),
    [ADJ_DECISION_EARLY_CHARGE_FLAG_FALLS]    = A ("I.1.2", "6.9"),
  },
};

/* ---- fide-2005: Appendix A "Partidas suspensas" (002) --------------------
 * A8 names Articles 6.10 and 9.6 (dead position) as exceptions. A10 and
 * 6.7 fix the waiting time at one hour. A10c: the present player who
 * oversteps his time (6.10) while waiting loses. Both players in default:
 * no article, each loses by A10. Silent: sealing time limit, I.11's both
 * absent at the start, correcting a wrongly reconstructed position,
 * incidents; no fivefold/75-move rule in this edition.
 * A10's exception only when "esse jogador for o que selou o lance secreto".
 * 5.1b: resigning loses, with no exception (6.10's draw is for the flag).
 * A1b: the early sealer is "considerado ... como tendo dispendido todo o
 * tempo que falta para o término da sessão": spent on the sealed move, so a
 * charge past a time control is a flag fallen (6.9 when, 6.10 what then).
 * A11a: the sealer "executa no tabuleiro" the move he says he sealed; an
 * illegal one is an illegal move (the text numbers it 7.4 twice: the first,
 * on illegal moves, is cited): 7.4a restores the position, 4.3 applies to
 * the replacing move; 7.4b gives the opponent two minutes for each of the
 * first two, and the third loses. Touch move: 4.3a own piece, 4.3c both
 * colours, 4.4b illegal castling (another king move), 4.5 any legal move
 * when no touched piece can move or be captured. */
static const AdjProfile profile_fide_2005 = {
  .id = "fide-2005",
  .title = N_("FIDE Laws of Chess, in force from 1 July 2005"),
  .short_title = N_("FIDE Laws, 2005"),
  .year = 2005,
  .edition = CHESS_EDITION_2005,
  .base = NULL,
  .required = ADJ_FIELD_PLAYERS | ADJ_FIELD_POSITION | ADJ_FIELD_TIME_USED | ADJ_FIELD_SEALER
              | ADJ_FIELD_SEALED_MOVE_NUMBER | ADJ_FIELD_DRAW_OFFER | ADJ_FIELD_RESUMPTION,
  .field_articles = { "A2a", "A2b", "A2c", "A2d", "A2e", "A2f", "A2g" },
  .waiting_time = 3600,
  .double_default = ADJ_DOUBLE_DEFAULT_EACH_BY_DEFAULT_RULE,
  .exceptions = ADJ_EXCEPT_GAME_OVER | ADJ_EXCEPT_CANNOT_MATE,
  .early_end = ADJ_EARLY_END_DRAW_AGREED | ADJ_EARLY_END_RESIGNATION,
  .early_charge = ADJ_EARLY_CHARGE_SEALED_AT_SESSION_END,
  .default_spares = ADJ_DEFAULT_SPARES_SEALER,
  .sealing_limit = 0,
  .illegal_move_penalty = 2 * 60,
  .illegal_moves_to_lose = 3,
  .own_piece_touched_first = TRUE,
  .articles = {
    [ADJ_DECISION_SEALING_DUTY]               = A ("A1a"),
    [ADJ_DECISION_EARLY_ADJOURNMENT_CHARGE]   = A ("A1b"),
    [ADJ_DECISION_ENVELOPE_CONTENTS]          = A ("A2"),
    [ADJ_DECISION_ENVELOPE_CUSTODY]           = A ("A3"),
    [ADJ_DECISION_DRAW_OFFER_STANDING]        = A ("A4", "9.1"),
    [ADJ_DECISION_RESUMPTION_SETUP]           = A ("A5"),
    [ADJ_DECISION_DRAW_BEFORE_OPENING]        = A ("A6"),
    [ADJ_DECISION_RESIGNATION_BEFORE_OPENING] = A ("A6"),
    [ADJ_DECISION_OPENING]                    = A ("A7"),
    [ADJ_DECISION_SEALED_MOVE_AMBIGUOUS]      = A ("A8a"),
    [ADJ_DECISION_SEALED_MOVE_UNREADABLE]     = A ("A8b"),
    [ADJ_DECISION_SEALED_MOVE_ILLEGAL]        = A ("A8c"),
    [ADJ_DECISION_GAME_ALREADY_OVER]          = A ("9.6", "A8"),
    [ADJ_DECISION_OPPONENT_CANNOT_MATE]       = A ("6.10", "A8"),
    [ADJ_DECISION_RESPONDER_PRESENT]          = A ("A9a"),
    [ADJ_DECISION_RESPONDER_ABSENT]           = A ("A9b"),
    [ADJ_DECISION_SEALER_ABSENT]              = A ("A9c"),
    [ADJ_DECISION_WAITING_TIME]               = A ("A10", "6.7"),
    [ADJ_DECISION_DEFAULT]                    = A ("A10"),
    [ADJ_DECISION_DEFAULT_SEALED_MOVE_MATES]  = A ("A10a"),
    [ADJ_DECISION_DEFAULT_SEALED_MOVE_DRAWS]  = A ("A10b"),
    [ADJ_DECISION_DEFAULT_PRESENT_FLAG_FALLS] = A ("A10c", "6.10"),
    [ADJ_DECISION_LOST_ENVELOPE]              = A ("A11a"),
    [ADJ_DECISION_LOST_ENVELOPE_TIMES]        = A ("A11a"),
    [ADJ_DECISION_LOST_ENVELOPE_POSITION]     = A ("A11b"),
    [ADJ_DECISION_CLOCK_CORRECTION]           = A ("A12"),
    [ADJ_DECISION_SESSION_TIMING]             = A ("A13"),
    [ADJ_DECISION_TIME_FORFEIT]               = A ("6.10"),
    [ADJ_DECISION_ENVELOPE_ACCURACY]          = A ("A3"),
    [ADJ_DECISION_DECLARED_MOVE_ILLEGAL]      = A ("7.4a", "7.4b", "4.3"),
    [ADJ_DECISION_DECLARED_MOVE_UNCLEAR]      = A ("A11a"),
    [ADJ_DECISION_TOUCHED_PIECE_MOVES]        = A ("4.3a"),
    [ADJ_DECISION_TOUCHED_KING_CASTLING]      = A ("4.4b", "4.5"),
    [ADJ_DECISION_TOUCHED_BOTH_COLOURS]       = A ("4.3c"),
    [ADJ_DECISION_TOUCHED_NONE_MOVABLE]       = A ("4.5"),
    [ADJ_DECISION_EARLY_CHARGE_FLAG_FALLS]    = A ("A1b", "6.9", "6.10"),
  },
};

/* ---- fide-1993: Articles 13 and 14, 10.x, 8.4 (003) ----------------------
 * 13.1's first paragraph has no letter (only its second is "B)"): the
 * sealing duty is cited as "13.1". 10.5: "A un jugador a quien sólo le
 * quede el rey no puede ganar la partida" — the draw it names for a sealed
 * move is cited with the letter of 10.16 the move falls under (A ambiguous,
 * B unreadable, C illegal), and it applies to a resignation before the
 * opening too (14.2 B), 10.2 notwithstanding. 13.1 B adds the charge for
 * adjourning early "en su reloj" once he has sealed, the sealed move being
 * made when he stopped his clock (6.5): no flag falls on the sealed move.
 * 10.15's exception only when "el jugador que retrasa es el mismo que ha
 * hecho la jugada secreta". 10.4's endings end the game at once ("esto
 * significa, inmediatamente, el fin de la partida"), so a game already in
 * one of them was over before the sealed move. 10.17: both players more
 * than an hour late — the game is "acabada" for both, read as lost for both
 * (RULES.md §3). The draw offer is not among the 13.2 fields; 10.9 lets the
 * opponent of a player who offers after sealing wait for the sealed move.
 * Silent: sealing time limit, automatic draws, both absent at the start.
 * 14.5's unlettered last paragraph has the sealer make the move on the
 * board; an illegal one falls under 8.1 (position restored, the rules of
 * Article 7, touch move, for the replacing move). No fixed time penalty:
 * only the arbiter's general power to sanction (16.5). Touch move: 7.2 A
 * own pieces, 7.2 B both colours, 5.1 D illegal castling (move the king or
 * castle with the other rook), 7.3 any legal move when no touched piece
 * has one. */
static const AdjProfile profile_fide_1993 = {
  .id = "fide-1993",
  .title = N_("FIDE Laws of Chess, in force from 1 January 1993"),
  .short_title = N_("FIDE Laws, 1993"),
  .year = 1993,
  .edition = CHESS_EDITION_1993,
  .base = NULL,
  .required = ADJ_FIELD_PLAYERS | ADJ_FIELD_POSITION | ADJ_FIELD_TIME_USED | ADJ_FIELD_SEALER
              | ADJ_FIELD_SEALED_MOVE_NUMBER,
  .field_articles = { "13.2 A", "13.2 B", "13.2 C", "13.2 D", "13.2 E" },
  .waiting_time = 3600,
  .double_default = ADJ_DOUBLE_DEFAULT_BOTH_LOSE,
  .exceptions = ADJ_EXCEPT_GAME_OVER | ADJ_EXCEPT_ONLY_KING,
  .early_end = ADJ_EARLY_END_DRAW_AGREED | ADJ_EARLY_END_RESIGNATION | ADJ_EARLY_END_STANDS_IF_BAD,
  .early_charge = ADJ_EARLY_CHARGE_REST_OF_SESSION,
  .default_spares = ADJ_DEFAULT_SPARES_SEALER,
  .resignation_drawn_if_cannot_win = TRUE,
  .sealing_limit = 0,
  .illegal_move_penalty = 0,
  .illegal_moves_to_lose = 0,
  .own_piece_touched_first = TRUE,
  .articles = {
    [ADJ_DECISION_SEALING_DUTY]               = A ("13.1"),
    [ADJ_DECISION_EARLY_ADJOURNMENT_CHARGE]   = A ("13.1 B"),
    [ADJ_DECISION_ENVELOPE_CONTENTS]          = A ("13.2"),
    [ADJ_DECISION_ENVELOPE_CUSTODY]           = A ("13.3"),
    [ADJ_DECISION_DRAW_OFFER_STANDING]        = A ("10.9"),
    [ADJ_DECISION_RESUMPTION_SETUP]           = A ("14.1"),
    [ADJ_DECISION_DRAW_BEFORE_OPENING]        = A ("14.2 A"),
    [ADJ_DECISION_RESIGNATION_BEFORE_OPENING] = A ("14.2 B"),
    [ADJ_DECISION_OPENING]                    = A ("14.2"),
    [ADJ_DECISION_SEALED_MOVE_AMBIGUOUS]      = A ("10.16 A"),
    [ADJ_DECISION_SEALED_MOVE_UNREADABLE]     = A ("10.16 B"),
    [ADJ_DECISION_SEALED_MOVE_ILLEGAL]        = A ("10.16 C"),
    [ADJ_DECISION_GAME_ALREADY_OVER]          = A ("10.4"),
    [ADJ_DECISION_OPPONENT_CANNOT_MATE]       = A ("10.5"),
    [ADJ_DECISION_RESPONDER_PRESENT]          = A ("14.2"),
    [ADJ_DECISION_RESPONDER_ABSENT]           = A ("14.3"),
    [ADJ_DECISION_SEALER_ABSENT]              = A ("14.4"),
    [ADJ_DECISION_WAITING_TIME]               = A ("10.15"),
    [ADJ_DECISION_DEFAULT]                    = A ("10.15"),
    [ADJ_DECISION_DEFAULT_SEALED_MOVE_MATES]  = A ("10.15 A"),
    [ADJ_DECISION_DEFAULT_SEALED_MOVE_DRAWS]  = A ("10.15 B"),
    [ADJ_DECISION_DEFAULT_PRESENT_FLAG_FALLS] = A ("10.15 C", "10.14"),
    [ADJ_DECISION_DOUBLE_DEFAULT]             = A ("10.17"),
    [ADJ_DECISION_LOST_ENVELOPE]              = A ("14.5 A"),
    [ADJ_DECISION_LOST_ENVELOPE_TIMES]        = A ("14.5 C"),
    [ADJ_DECISION_LOST_ENVELOPE_POSITION]     = A ("14.5 B"),
    [ADJ_DECISION_RECONSTRUCTION]             = A ("8.4"),
    [ADJ_DECISION_CLOCK_CORRECTION]           = A ("14.6"),
    [ADJ_DECISION_SESSION_TIMING]             = A ("14.7"),
    [ADJ_DECISION_TIME_FORFEIT]               = A ("10.14"),
    [ADJ_DECISION_ENVELOPE_ACCURACY]          = A ("13.3"),
    [ADJ_DECISION_DECLARED_MOVE_ILLEGAL]      = A ("8.1", "7.2", "7.3"),
    [ADJ_DECISION_DECLARED_MOVE_UNCLEAR]      = A ("14.5"),
    [ADJ_DECISION_TOUCHED_PIECE_MOVES]        = A ("7.2 A"),
    [ADJ_DECISION_TOUCHED_KING_CASTLING]      = A ("5.1 D", "7.3"),
    [ADJ_DECISION_TOUCHED_BOTH_COLOURS]       = A ("7.2 B"),
    [ADJ_DECISION_TOUCHED_NONE_MOVABLE]       = A ("7.3"),
    [ADJ_DECISION_RESIGNATION_CANNOT_WIN]     = A ("10.5", "14.2 B"),
  },
};

/* ---- fide-1985: Articles 13 and 14, 10.xx, 08.04 (000, second part) ------
 * 10.15 names only two bad sealed moves: one "of real meaning impossible to
 * determine" and an illegal one; an ambiguous move is one whose meaning
 * cannot be determined, so all three cite 10.15 (no letters there). 13.01
 * has no early-adjournment charge (it came in 1993 as 13.1 B): no charge.
 * 13.02(d) holds both the sealer's name and the move number. 13.03 makes the
 * arbiter answerable for the envelope, 16.02 has him check what is on it.
 * 10.10(b): an offer coinciding with the sealed move may be answered once
 * the envelope is opened and the move made. The only exception to losing is
 * the 10.07 list, which ends the game by itself. Silent: opponent-cannot-
 * mate (10.11.02 only gives a draw claim), automatic draws, both absent at
 * the start, sealing time limit. 14.05's last paragraph has the sealer make
 * the move on the board; an illegal one falls under 08.01 (position
 * restored, Article 07, touch move, for the replacing move); no fixed time
 * penalty, only the arbiter's sanctions (16.05). Touch move: 07.02(a) own
 * pieces, 07.02(b) both colours (no rule for which was touched first),
 * 05.01(d) illegal castling, 07.03 any legal move when no touched piece
 * has one. 10.14's exception is only for the late sealer; 10.02: resigning
 * loses, with no exception. */
static const AdjProfile profile_fide_1985 = {
  .id = "fide-1985",
  .title = N_("FIDE Laws of Chess, in force from 1 January 1985"),
  .short_title = N_("FIDE Laws, 1985"),
  .year = 1985,
  .edition = CHESS_EDITION_1985,
  .base = NULL,
  .required = ADJ_FIELD_PLAYERS | ADJ_FIELD_POSITION | ADJ_FIELD_TIME_USED | ADJ_FIELD_SEALER
              | ADJ_FIELD_SEALED_MOVE_NUMBER,
  .field_articles = { "13.02(a)", "13.02(b)", "13.02(c)", "13.02(d)", "13.02(d)" },
  .waiting_time = 3600,
  .double_default = ADJ_DOUBLE_DEFAULT_BOTH_LOSE,
  .exceptions = ADJ_EXCEPT_GAME_OVER,
  .early_end = ADJ_EARLY_END_DRAW_AGREED | ADJ_EARLY_END_RESIGNATION | ADJ_EARLY_END_STANDS_IF_BAD,
  .early_charge = ADJ_EARLY_CHARGE_NONE,
  .sealing_limit = 0,
  .illegal_move_penalty = 0,
  .illegal_moves_to_lose = 0,
  .articles = {
    [ADJ_DECISION_SEALING_DUTY]               = A ("13.01"),
    [ADJ_DECISION_ENVELOPE_CONTENTS]          = A ("13.02"),
    [ADJ_DECISION_ENVELOPE_CUSTODY]           = A ("13.03", "16.02"),
    [ADJ_DECISION_DRAW_OFFER_STANDING]        = A ("10.10(b)"),
    [ADJ_DECISION_RESUMPTION_SETUP]           = A ("14.01"),
    [ADJ_DECISION_DRAW_BEFORE_OPENING]        = A ("14.02(a)"),
    [ADJ_DECISION_RESIGNATION_BEFORE_OPENING] = A ("14.02(b)"),
    [ADJ_DECISION_OPENING]                    = A ("14.02"),
    [ADJ_DECISION_SEALED_MOVE_AMBIGUOUS]      = A ("10.15"),
    [ADJ_DECISION_SEALED_MOVE_UNREADABLE]     = A ("10.15"),
    [ADJ_DECISION_SEALED_MOVE_ILLEGAL]        = A ("10.15"),
    [ADJ_DECISION_GAME_ALREADY_OVER]          = A ("10.07"),
    [ADJ_DECISION_RESPONDER_PRESENT]          = A ("14.02"),
    [ADJ_DECISION_RESPONDER_ABSENT]           = A ("14.03"),
    [ADJ_DECISION_SEALER_ABSENT]              = A ("14.04"),
    [ADJ_DECISION_WAITING_TIME]               = A ("10.14"),
    [ADJ_DECISION_DEFAULT]                    = A ("10.14"),
    [ADJ_DECISION_DEFAULT_SEALED_MOVE_MATES]  = A ("10.14(a)"),
    [ADJ_DECISION_DEFAULT_SEALED_MOVE_DRAWS]  = A ("10.14(b)"),
    [ADJ_DECISION_DEFAULT_PRESENT_FLAG_FALLS] = A ("10.14(c)", "10.13"),
    [ADJ_DECISION_DOUBLE_DEFAULT]             = A ("10.16"),
    [ADJ_DECISION_LOST_ENVELOPE]              = A ("14.05(a)"),
    [ADJ_DECISION_LOST_ENVELOPE_TIMES]        = A ("14.05(c)"),
    [ADJ_DECISION_LOST_ENVELOPE_POSITION]     = A ("14.05(b)"),
    [ADJ_DECISION_RECONSTRUCTION]             = A ("08.04"),
    [ADJ_DECISION_CLOCK_CORRECTION]           = A ("14.06"),
    [ADJ_DECISION_SESSION_TIMING]             = A ("14.07"),
    [ADJ_DECISION_TIME_FORFEIT]               = A ("10.13"),
    [ADJ_DECISION_ENVELOPE_ACCURACY]          = A ("16.02"),
    [ADJ_DECISION_DECLARED_MOVE_ILLEGAL]      = A ("08.01", "07.02", "07.03"),
    [ADJ_DECISION_DECLARED_MOVE_UNCLEAR]      = A ("14.05"),
    [ADJ_DECISION_TOUCHED_PIECE_MOVES]        = A ("07.02(a)"),
    [ADJ_DECISION_TOUCHED_KING_CASTLING]      = A ("05.01(d)", "07.03"),
    [ADJ_DECISION_TOUCHED_BOTH_COLOURS]       = A ("07.02(b)"),
    [ADJ_DECISION_TOUCHED_NONE_MOVABLE]       = A ("07.03"),
  },
};

/* ---- fce: the FCE competition regulation on top of the 1985 Laws (000) ---
 * Adds: 11.1 the pieces left written in words and the envelope signed on the
 * back; 11.2 the sealer stays seated until the clocks are stopped and may not
 * change the move after; 11.3 and 5.54 the home club's delegate keeps the
 * envelope; 11.4 without a qualified arbiter the envelope is opened only
 * with both players present, "podent-se posar en marxa el rellotge del
 * jugador absent" (the absent player's clock runs while the envelope
 * waits; the responder present is not charged for it); 12.4 one hour's
 * default at resumption; 10.2
 * after the second session the move is sealed within 15 minutes at most;
 * 5.93 an incident the delegates cannot settle suspends the game with a
 * sealed move. Everything else is fide-1985's. */
static const AdjProfile profile_fce = {
  .id = "fce",
  .title = N_("Catalan Chess Federation regulations, with the FIDE Laws of 1985"),
  .short_title = N_("Catalan Federation"),
  .year = 1985,
  .edition = CHESS_EDITION_1985,
  .base = "fide-1985",
  .required = ADJ_FIELD_PLAYERS | ADJ_FIELD_POSITION | ADJ_FIELD_TIME_USED | ADJ_FIELD_SEALER
              | ADJ_FIELD_SEALED_MOVE_NUMBER | ADJ_FIELD_PIECES_IN_WORDS | ADJ_FIELD_SIGNATURES,
  .field_articles = { "13.02(a)", "13.02(b)", "13.02(c)", "13.02(d)", "13.02(d)",
                      NULL, NULL, "FCE 11.1", "FCE 11.1" },
  .waiting_time = 3600,
  .double_default = ADJ_DOUBLE_DEFAULT_BOTH_LOSE,
  .exceptions = ADJ_EXCEPT_GAME_OVER,
  .early_end = ADJ_EARLY_END_DRAW_AGREED | ADJ_EARLY_END_RESIGNATION | ADJ_EARLY_END_STANDS_IF_BAD
               | ADJ_EARLY_END_BOTH_TO_OPEN,
  .early_charge = ADJ_EARLY_CHARGE_NONE,
  .sealing_limit = 15 * 60,
  .illegal_move_penalty = 0,
  .illegal_moves_to_lose = 0,
  .articles = {
    [ADJ_DECISION_SEALING_DUTY]               = A ("13.01", "FCE 11.2"),
    [ADJ_DECISION_SEALING_TIME_LIMIT]         = A ("FCE 10.2"),
    [ADJ_DECISION_ENVELOPE_CONTENTS]          = A ("13.02", "FCE 11.1"),
    [ADJ_DECISION_ENVELOPE_CUSTODY]           = A ("FCE 11.3", "FCE 5.54", "13.03", "16.02"),
    [ADJ_DECISION_DRAW_OFFER_STANDING]        = A ("10.10(b)"),
    [ADJ_DECISION_RESUMPTION_SETUP]           = A ("14.01"),
    [ADJ_DECISION_DRAW_BEFORE_OPENING]        = A ("14.02(a)"),
    [ADJ_DECISION_RESIGNATION_BEFORE_OPENING] = A ("14.02(b)"),
    [ADJ_DECISION_OPENING]                    = A ("14.02", "FCE 11.4"),
    [ADJ_DECISION_SEALED_MOVE_AMBIGUOUS]      = A ("10.15"),
    [ADJ_DECISION_SEALED_MOVE_UNREADABLE]     = A ("10.15"),
    [ADJ_DECISION_SEALED_MOVE_ILLEGAL]        = A ("10.15"),
    [ADJ_DECISION_GAME_ALREADY_OVER]          = A ("10.07"),
    [ADJ_DECISION_RESPONDER_PRESENT]          = A ("14.02"),
    [ADJ_DECISION_RESPONDER_ABSENT]           = A ("14.03", "FCE 11.4"),
    [ADJ_DECISION_SEALER_ABSENT]              = A ("14.04"),
    [ADJ_DECISION_WAITING_TIME]               = A ("FCE 12.4", "10.14"),
    [ADJ_DECISION_DEFAULT]                    = A ("FCE 12.4", "10.14"),
    [ADJ_DECISION_DEFAULT_SEALED_MOVE_MATES]  = A ("10.14(a)"),
    [ADJ_DECISION_DEFAULT_SEALED_MOVE_DRAWS]  = A ("10.14(b)"),
    [ADJ_DECISION_DEFAULT_PRESENT_FLAG_FALLS] = A ("10.14(c)", "10.13"),
    [ADJ_DECISION_DOUBLE_DEFAULT]             = A ("10.16"),
    [ADJ_DECISION_LOST_ENVELOPE]              = A ("14.05(a)"),
    [ADJ_DECISION_LOST_ENVELOPE_TIMES]        = A ("14.05(c)"),
    [ADJ_DECISION_LOST_ENVELOPE_POSITION]     = A ("14.05(b)"),
    [ADJ_DECISION_RECONSTRUCTION]             = A ("08.04"),
    [ADJ_DECISION_CLOCK_CORRECTION]           = A ("14.06"),
    [ADJ_DECISION_SESSION_TIMING]             = A ("14.07"),
    [ADJ_DECISION_TIME_FORFEIT]               = A ("10.13"),
    [ADJ_DECISION_INCIDENT_SUSPENSION]        = A ("FCE 5.93"),
    [ADJ_DECISION_ENVELOPE_ACCURACY]          = A ("16.02"),
    [ADJ_DECISION_DECLARED_MOVE_ILLEGAL]      = A ("08.01", "07.02", "07.03"),
    [ADJ_DECISION_DECLARED_MOVE_UNCLEAR]      = A ("14.05"),
    [ADJ_DECISION_TOUCHED_PIECE_MOVES]        = A ("07.02(a)"),
    [ADJ_DECISION_TOUCHED_KING_CASTLING]      = A ("05.01(d)", "07.03"),
    [ADJ_DECISION_TOUCHED_BOTH_COLOURS]       = A ("07.02(b)"),
    [ADJ_DECISION_TOUCHED_NONE_MOVABLE]       = A ("07.03"),
  },
};

#undef A

static const AdjProfile *const profiles[] = {
  &profile_fide_1985,
  &profile_fide_1993,
  &profile_fide_2005,
  &profile_fide_2023,
  &profile_fce,
  NULL
};

/* Indexed by the bit number of AdjField. */
static const char *const field_keys[ADJ_N_FIELDS] = {
  "white", "position", "time_used", "sealer", "sealed_move_number", "draw_offer",
  "resumption", "pieces_in_words", "signatures", "time_control", "adjourned_at",
  "session_end", "rules", "event", "round", "board", "game", "notation", "sealed_move",
};

static const char *const decision_ids[ADJ_N_DECISIONS] = {
  [ADJ_DECISION_SEALING_DUTY]               = "sealing-duty",
  [ADJ_DECISION_TIME_FORFEIT]               = "time-forfeit",
  [ADJ_DECISION_SEALING_TIME_LIMIT]         = "sealing-time-limit",
  [ADJ_DECISION_EARLY_ADJOURNMENT_CHARGE]   = "early-adjournment-charge",
  [ADJ_DECISION_ENVELOPE_CONTENTS]          = "envelope-contents",
  [ADJ_DECISION_ENVELOPE_CUSTODY]           = "envelope-custody",
  [ADJ_DECISION_DRAW_OFFER_STANDING]        = "draw-offer-standing",
  [ADJ_DECISION_RESUMPTION_SETUP]           = "resumption-setup",
  [ADJ_DECISION_DRAW_BEFORE_OPENING]        = "draw-before-opening",
  [ADJ_DECISION_RESIGNATION_BEFORE_OPENING] = "resignation-before-opening",
  [ADJ_DECISION_OPENING]                    = "opening",
  [ADJ_DECISION_SEALED_MOVE_AMBIGUOUS]      = "sealed-move-ambiguous",
  [ADJ_DECISION_SEALED_MOVE_UNREADABLE]     = "sealed-move-unreadable",
  [ADJ_DECISION_SEALED_MOVE_ILLEGAL]        = "sealed-move-illegal",
  [ADJ_DECISION_GAME_ALREADY_OVER]          = "game-already-over",
  [ADJ_DECISION_OPPONENT_CANNOT_MATE]       = "opponent-cannot-mate",
  [ADJ_DECISION_AUTOMATIC_DRAW]             = "automatic-draw",
  [ADJ_DECISION_RESPONDER_PRESENT]          = "responder-present",
  [ADJ_DECISION_RESPONDER_ABSENT]           = "responder-absent",
  [ADJ_DECISION_SEALER_ABSENT]              = "sealer-absent",
  [ADJ_DECISION_WAITING_TIME]               = "waiting-time",
  [ADJ_DECISION_DEFAULT]                    = "default",
  [ADJ_DECISION_DEFAULT_SEALED_MOVE_MATES]  = "default-sealed-move-mates",
  [ADJ_DECISION_DEFAULT_SEALED_MOVE_DRAWS]  = "default-sealed-move-draws",
  [ADJ_DECISION_DEFAULT_PRESENT_FLAG_FALLS] = "default-present-flag-falls",
  [ADJ_DECISION_DOUBLE_DEFAULT]             = "double-default",
  [ADJ_DECISION_BOTH_ABSENT_AT_START]       = "both-absent-at-start",
  [ADJ_DECISION_LOST_ENVELOPE]              = "lost-envelope",
  [ADJ_DECISION_LOST_ENVELOPE_TIMES]        = "lost-envelope-times",
  [ADJ_DECISION_LOST_ENVELOPE_POSITION]     = "lost-envelope-position",
  [ADJ_DECISION_RECONSTRUCTION]             = "reconstruction",
  [ADJ_DECISION_CLOCK_CORRECTION]           = "clock-correction",
  [ADJ_DECISION_SESSION_TIMING]             = "session-timing",
  [ADJ_DECISION_INCIDENT_SUSPENSION]        = "incident-suspension",
  [ADJ_DECISION_ENVELOPE_ACCURACY]          = "envelope-accuracy",
  [ADJ_DECISION_DECLARED_MOVE_ILLEGAL]      = "declared-move-illegal",
  [ADJ_DECISION_DECLARED_MOVE_UNCLEAR]      = "declared-move-unclear",
  [ADJ_DECISION_TOUCHED_PIECE_MOVES]        = "touched-piece-moves",
  [ADJ_DECISION_TOUCHED_KING_CASTLING]      = "touched-king-castling",
  [ADJ_DECISION_TOUCHED_BOTH_COLOURS]       = "touched-both-colours",
  [ADJ_DECISION_TOUCHED_NONE_MOVABLE]       = "touched-none-movable",
  [ADJ_DECISION_RESIGNATION_CANNOT_WIN]     = "resignation-cannot-win",
  [ADJ_DECISION_EARLY_CHARGE_FLAG_FALLS]    = "early-charge-flag-falls",
};

/* The bit number of a single-bit AdjField, or -1. */
static int
field_index (AdjField field)
{
  unsigned bits = (unsigned) field;
  if (bits == 0 || (bits & (bits - 1)) != 0)
    return -1;
  int i = g_bit_nth_lsf (bits, -1);
  return i < ADJ_N_FIELDS ? i : -1;
}

const AdjProfile *
adj_profile_lookup (const char *id)
{
  if (id == NULL)
    return NULL;
  for (gsize i = 0; profiles[i]; i++)
    if (strcmp (profiles[i]->id, id) == 0)
      return profiles[i];
  return NULL;
}

const AdjProfile *const *
adj_profile_list (void)
{
  return profiles;
}

const char *
adj_profile_get_id (const AdjProfile *profile)
{
  g_return_val_if_fail (profile != NULL, NULL);
  return profile->id;
}

const char *
adj_profile_get_title (const AdjProfile *profile)
{
  g_return_val_if_fail (profile != NULL, NULL);
  return _(profile->title);
}

const char *
adj_profile_get_short_title (const AdjProfile *profile)
{
  g_return_val_if_fail (profile != NULL, NULL);
  return _(profile->short_title);
}

int
adj_profile_get_year (const AdjProfile *profile)
{
  g_return_val_if_fail (profile != NULL, 0);
  return profile->year;
}

ChessEdition
adj_profile_get_edition (const AdjProfile *profile)
{
  g_return_val_if_fail (profile != NULL, CHESS_EDITION_2023);
  return profile->edition;
}

unsigned
adj_profile_get_required (const AdjProfile *profile)
{
  g_return_val_if_fail (profile != NULL, 0);
  return profile->required;
}

gboolean
adj_profile_requires (const AdjProfile *profile, AdjField field)
{
  g_return_val_if_fail (profile != NULL, FALSE);
  g_return_val_if_fail (field_index (field) >= 0, FALSE);
  return (profile->required & (unsigned) field) != 0;
}

gint64
adj_profile_get_waiting_time (const AdjProfile *profile)
{
  g_return_val_if_fail (profile != NULL, 0);
  return profile->waiting_time;
}

gint64
adj_profile_get_illegal_move_penalty (const AdjProfile *profile)
{
  g_return_val_if_fail (profile != NULL, 0);
  return profile->illegal_move_penalty;
}

int
adj_profile_get_illegal_moves_to_lose (const AdjProfile *profile)
{
  g_return_val_if_fail (profile != NULL, 0);
  return profile->illegal_moves_to_lose;
}

const char *
adj_profile_article (const AdjProfile *profile, AdjDecision decision)
{
  g_return_val_if_fail (profile != NULL, NULL);
  g_return_val_if_fail ((unsigned) decision < ADJ_N_DECISIONS, NULL);
  return profile->articles[decision][0];
}

const char *const *
adj_profile_articles (const AdjProfile *profile, AdjDecision decision)
{
  g_return_val_if_fail (profile != NULL, NULL);
  g_return_val_if_fail ((unsigned) decision < ADJ_N_DECISIONS, NULL);
  return profile->articles[decision];
}

const char *
adj_profile_field_article (const AdjProfile *profile, AdjField field)
{
  g_return_val_if_fail (profile != NULL, NULL);
  int i = field_index (field);
  g_return_val_if_fail (i >= 0, NULL);
  return (profile->required & (unsigned) field) ? profile->field_articles[i] : NULL;
}

const char *
adj_field_key (AdjField field)
{
  int i = field_index (field);
  g_return_val_if_fail (i >= 0, NULL);
  return field_keys[i];
}

const char *
adj_decision_id (AdjDecision decision)
{
  g_return_val_if_fail ((unsigned) decision < ADJ_N_DECISIONS, NULL);
  return decision_ids[decision];
}

gint64
adj_profile_early_charge (const AdjProfile *profile, gint64 adjourned_at, gint64 session_end)
{
  g_return_val_if_fail (profile != NULL, 0);
  if (profile->early_charge == ADJ_EARLY_CHARGE_NONE || session_end <= adjourned_at)
    return 0;
  /* Unsigned, the difference of any two instants is exact. */
  guint64 span = (guint64) session_end - (guint64) adjourned_at;
  return (gint64) MIN (span, (guint64) ADJ_INPUT_MAX);
}

char *
adj_profile_early_charge_text (const AdjProfile *profile, int sealer, GDateTime *adjourned_at,
                               GDateTime *session_end, gint64 sealer_time_used)
{
  g_return_val_if_fail (profile != NULL, NULL);

  if (!adjourned_at || !session_end || (sealer != CHESS_WHITE && sealer != CHESS_BLACK))
    return NULL;
  gint64 charge = adj_profile_early_charge (profile, g_date_time_to_unix (adjourned_at),
                                            g_date_time_to_unix (session_end));
  if (charge <= 0)
    return NULL;
  g_autofree char *amount = adj_clock_format_seconds (charge);
  const char *article = adj_profile_article (profile, ADJ_DECISION_EARLY_ADJOURNMENT_CHARGE);
  GString *text = g_string_new (NULL);
  if (sealer == CHESS_WHITE)
    /* Translators: "White is charged 0:12:00 for adjourning before the end of the session" */
    g_string_printf (text, _("White is charged %s for adjourning before the end of the session"), amount);
  else
    g_string_printf (text, _("Black is charged %s for adjourning before the end of the session"), amount);
  if (article)
    /* Translators: what comes before, a dash, and the article ("… — I.1.2") */
    g_string_append_printf (text, _(" — %s"), article);
  if (sealer_time_used >= 0)
    {
      g_autofree char *total = adj_clock_format_seconds (sealer_time_used + charge);
      g_string_append_c (text, '\n');
      if (sealer == CHESS_WHITE)
        g_string_append_printf (text, _("White’s clock shows %s used when play resumes."), total);
      else
        g_string_append_printf (text, _("Black’s clock shows %s used when play resumes."), total);
    }
  return g_string_free (text, FALSE);
}
