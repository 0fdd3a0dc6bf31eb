/* adj-profile.h — rules profiles: what each edition of the Laws says about adjourned games
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One constant table per profile (RULES.md, checked against the source texts
 * in laws/): the envelope fields the edition requires, the waiting time, what
 * happens when both players are in default, which exceptions save a sealer
 * whose sealed move is bad, how an early adjournment is charged, and for every
 * decision the articles that back it, numbered as in that edition:
 *   fide-2023  "I.8.3", "6.7.1"        (Guidelines I; Laws articles)
 *   fide-2005  "A8c", "6.10"           (Appendix A, letter glued on)
 *   fide-1993  "10.16 C", "14.5 B"     (capital letter after a space)
 *   fide-1985  "10.14(a)", "08.04"     (two-digit sub-articles, letters in brackets)
 *   fce        the fide-1985 articles, plus "FCE 12.4" … for the Catalan
 *              federation's own regulation (prefixed, since its numbers
 *              would otherwise read as 1985 Laws articles).
 * A decision the edition says nothing about has no article (NULL): the
 * caller then applies the general rule it names in its own documentation.
 * Adding a profile means adding a table in adj-profile.c.
 */
#pragma once

#include <glib.h>

#include "chess-draw.h"

G_BEGIN_DECLS

/* The fields of an envelope file (spec/formats.md), one bit each: those a
 * profile may require, then those no edition requires. Every problem the
 * envelope check reports names one, so that a face can lead to where the
 * field is entered without knowing the file's keys. */
typedef enum {
  ADJ_FIELD_PLAYERS            = 1 << 0,  /* "white" and "black" (names) */
  ADJ_FIELD_POSITION           = 1 << 1,  /* "position" */
  ADJ_FIELD_TIME_USED          = 1 << 2,  /* "time_used" */
  ADJ_FIELD_SEALER             = 1 << 3,  /* "sealer" */
  ADJ_FIELD_SEALED_MOVE_NUMBER = 1 << 4,  /* "sealed_move_number" */
  ADJ_FIELD_DRAW_OFFER         = 1 << 5,  /* "draw_offer" (the key present; null = no offer) */
  ADJ_FIELD_RESUMPTION         = 1 << 6,  /* "resumption" (date, time and place) */
  ADJ_FIELD_PIECES_IN_WORDS    = 1 << 7,  /* "pieces_in_words" (FCE 11.1) */
  ADJ_FIELD_SIGNATURES         = 1 << 8,  /* "signatures" (FCE 11.1) */
  /* Known keys no edition makes compulsory on the envelope: they feed the
   * time checks and the early-adjournment charge when given. */
  ADJ_FIELD_TIME_CONTROL       = 1 << 9,  /* "time_control" */
  ADJ_FIELD_ADJOURNED_AT       = 1 << 10, /* "adjourned_at" */
  ADJ_FIELD_SESSION_END        = 1 << 11, /* "session_end" */
  /* Fields no profile requires: who and where (the archive files the
   * envelope by them), the record and the sheet's language (the check
   * replays the record), and the move itself, written only at opening. */
  ADJ_FIELD_RULES              = 1 << 12, /* "rules" (the profile's id) */
  ADJ_FIELD_EVENT              = 1 << 13, /* "event" */
  ADJ_FIELD_ROUND              = 1 << 14, /* "round" */
  ADJ_FIELD_BOARD              = 1 << 15, /* "board" */
  ADJ_FIELD_GAME_RECORD        = 1 << 16, /* "game" (its start and moves) */
  ADJ_FIELD_NOTATION           = 1 << 17, /* "notation" */
  ADJ_FIELD_SEALED_MOVE        = 1 << 18, /* "sealed_move" */
} AdjField;

/* Every field: bits 0 … ADJ_N_FIELDS − 1. A loop over them asks
 * adj_profile_requires() which ones a profile wants. */
#define ADJ_N_FIELDS 19

/* Every decision a profile backs with an article. */
typedef enum {
  ADJ_DECISION_SEALING_DUTY = 0,          /* the player on the move seals; may change it until the clock stops */
  ADJ_DECISION_SEALING_TIME_LIMIT,        /* FCE 10.2: sealed within 15 minutes after the second session */
  ADJ_DECISION_EARLY_ADJOURNMENT_CHARGE,  /* adjourning before the session's end costs the rest of the session */
  ADJ_DECISION_ENVELOPE_CONTENTS,         /* what the envelope must show */
  ADJ_DECISION_ENVELOPE_CUSTODY,          /* who checks the envelope and keeps it */
  ADJ_DECISION_DRAW_OFFER_STANDING,       /* a draw offered after sealing stands until answered */
  ADJ_DECISION_RESUMPTION_SETUP,          /* position before the sealed move, clocks at adjournment time */
  ADJ_DECISION_DRAW_BEFORE_OPENING,       /* draw agreed before resumption ends the game */
  ADJ_DECISION_RESIGNATION_BEFORE_OPENING,/* resignation told to the arbiter before resumption */
  ADJ_DECISION_OPENING,                   /* the envelope is opened only with the responder present */
  ADJ_DECISION_SEALED_MOVE_AMBIGUOUS,     /* loss */
  ADJ_DECISION_SEALED_MOVE_UNREADABLE,    /* loss: its true meaning cannot be established */
  ADJ_DECISION_SEALED_MOVE_ILLEGAL,       /* loss */
  ADJ_DECISION_GAME_ALREADY_OVER,         /* exception: the game had ended (dead position …) */
  ADJ_DECISION_OPPONENT_CANNOT_MATE,      /* exception: the would-be winner cannot mate: draw */
  ADJ_DECISION_AUTOMATIC_DRAW,            /* exception: fivefold repetition, 75 moves (2023 9.6) */
  ADJ_DECISION_RESPONDER_PRESENT,         /* open, make the sealed move, start the responder's clock */
  ADJ_DECISION_RESPONDER_ABSENT,          /* the responder's clock runs until he comes */
  ADJ_DECISION_SEALER_ABSENT,             /* the responder may seal his reply in a new envelope */
  ADJ_DECISION_WAITING_TIME,              /* how late a player may arrive */
  ADJ_DECISION_DEFAULT,                   /* arriving after the waiting time loses */
  ADJ_DECISION_DEFAULT_SEALED_MOVE_MATES, /* …unless the absent sealer's sealed move mates: he wins */
  ADJ_DECISION_DEFAULT_SEALED_MOVE_DRAWS, /* …or stalemates / reaches a drawn position: draw */
  ADJ_DECISION_DEFAULT_PRESENT_FLAG_FALLS,/* …or the present player oversteps his time while waiting */
  ADJ_DECISION_DOUBLE_DEFAULT,            /* both players in default */
  ADJ_DECISION_BOTH_ABSENT_AT_START,      /* 2023 I.11: the responder loses the time until he comes */
  ADJ_DECISION_LOST_ENVELOPE,             /* resume from the position and times at adjournment; declared move */
  ADJ_DECISION_LOST_ENVELOPE_TIMES,       /* the times cannot be re-established: the arbiter sets the clocks */
  ADJ_DECISION_LOST_ENVELOPE_POSITION,    /* the position cannot be re-established: annulled, a new game */
  ADJ_DECISION_RECONSTRUCTION,            /* a position set up wrongly after adjournment is corrected */
  ADJ_DECISION_CLOCK_CORRECTION,          /* a clock set wrongly at resumption, shown before the first move */
  ADJ_DECISION_SESSION_TIMING,            /* resumption sessions timed by the arbiter's (wall) clock */
  ADJ_DECISION_INCIDENT_SUSPENSION,       /* FCE 5.93: an unresolved incident suspends the game with a sealed move */
  ADJ_DECISION_TIME_FORFEIT,              /* the flag falls: loss, unless the opponent cannot mate (where the edition says so) */
  ADJ_DECISION_ENVELOPE_ACCURACY,         /* the arbiter checks that what the envelope says is accurate */
  /* Lost envelope: the move the sealer declares is made on the board, so an
   * illegal one is an illegal move on the board (not a bad written sealed
   * move): the position is restored, a legal move replaces it under touch
   * move, with the edition's penalty. */
  ADJ_DECISION_DECLARED_MOVE_ILLEGAL,
  /* …and a declaration that names no one move (ambiguous, unreadable): the
   * arbiter asks the sealer which move he means; nothing was played. */
  ADJ_DECISION_DECLARED_MOVE_UNCLEAR,
  /* The move replacing that illegal one, under the touch-move rule: the
   * piece the sealer moved must be moved if it has a legal move; */
  ADJ_DECISION_TOUCHED_PIECE_MOVES,
  /* …after an illegal castling, the king (castling on the other side
   * included); */
  ADJ_DECISION_TOUCHED_KING_CASTLING,
  /* …after an illegal capture, the opponent's piece touched too is
   * captured when the own piece cannot move; */
  ADJ_DECISION_TOUCHED_BOTH_COLOURS,
  /* …and when no touched piece can be moved or captured, any legal move. */
  ADJ_DECISION_TOUCHED_NONE_MOVABLE,
  /* A resignation does not lose when the resigning player's opponent cannot
   * win (2023 5.1.2 through I.6: he cannot checkmate by any series of legal
   * moves; 1993 10.5: he has only his king): a draw. */
  ADJ_DECISION_RESIGNATION_CANNOT_WIN,
  /* The charge for adjourning early is time spent on the sealed move (2023
   * I.1.2, 2005 A1b): when it takes the sealer past a time control his flag
   * has fallen (2023 6.9, 2005 6.9 and 6.10). */
  ADJ_DECISION_EARLY_CHARGE_FLAG_FALLS,
  ADJ_N_DECISIONS
} AdjDecision;

/* At most this many articles back one decision. */
#define ADJ_PROFILE_MAX_ARTICLES 4

/* Both players in default. */
typedef enum {
  /* The edition says so in one article: the game is lost for both (0-0). */
  ADJ_DOUBLE_DEFAULT_BOTH_LOSE = 0,
  /* The edition has no such article: the default rule applies to each
   * player (RULES.md §3), so each loses by it — cite ADJ_DECISION_DEFAULT. */
  ADJ_DOUBLE_DEFAULT_EACH_BY_DEFAULT_RULE,
} AdjDoubleDefault;

/* Adjourning (sealing) before the scheduled end of the session. */
typedef enum {
  /* The edition says nothing: no charge. */
  ADJ_EARLY_CHARGE_NONE = 0,
  /* The sealer is charged the time from adjournment to the scheduled end
   * of the session (formats.md: session_end − adjourned_at), added to his
   * clock once he has sealed (1993 13.1 B: "habrá que añadir en su reloj";
   * the sealed move was completed when he stopped his clock, 6.5). */
  ADJ_EARLY_CHARGE_REST_OF_SESSION,
  /* The same charge, as time spent on the sealed move itself: he "is
   * considered to have sealed his move at the time set for the end of the
   * session" (2023 I.1.2), "as having used all the time left until the end
   * of the session" (2005 A1b). A charge that takes him past the time
   * control of the sealed move's period (the control move included) means
   * his flag fell: ADJ_DECISION_EARLY_CHARGE_FLAG_FALLS. */
  ADJ_EARLY_CHARGE_SEALED_AT_SESSION_END,
} AdjEarlyCharge;

/* Which player arriving after the default time keeps the result of a
 * sealed move that ends the game (mate, stalemate, a drawn position), the
 * envelope being opened to see it. */
typedef enum {
  /* Only the sealer: "if the player who is late is the one who sealed"
   * (2005 A10, 1993 10.15, 1985 10.14). */
  ADJ_DEFAULT_SPARES_SEALER = 0,
  /* Any player: "if the sealed move is such that it ends the game, the
   * result of that conclusion applies" (2023 I.10), the responder who
   * never came included. */
  ADJ_DEFAULT_SPARES_ANY_PLAYER,
} AdjDefaultSpares;

/* Exceptions to "the sealer of a bad sealed move loses" (RULES.md §4), as
 * bit flags. */
enum {
  /* The game had already ended: 2023 Art. 5, 2005 9.6 (dead position),
   * 1993 10.4 and 1985 10.07 (the listed endings end the game at once). */
  ADJ_EXCEPT_GAME_OVER           = 1 << 0,
  /* The opponent cannot mate by any series of legal moves (2023 6.9, 2005 6.10). */
  ADJ_EXCEPT_CANNOT_MATE         = 1 << 1,
  /* The opponent has only his king (1993 10.5). */
  ADJ_EXCEPT_ONLY_KING           = 1 << 2,
  /* Fivefold repetition or 75 moves ended the game (2023 9.6). */
  ADJ_EXCEPT_AUTOMATIC_DRAW      = 1 << 3,
};

/* What can end the game before the sealed move is played on the board. */
enum {
  ADJ_EARLY_END_DRAW_AGREED      = 1 << 0, /* every edition */
  ADJ_EARLY_END_RESIGNATION      = 1 << 1, /* every edition */
  /* The draw or resignation stands even if the opened envelope shows a bad
   * sealed move: said in so many words by 1993 14.2 and 1985 14.02. */
  ADJ_EARLY_END_STANDS_IF_BAD    = 1 << 2,
  /* FCE 11.4: without a qualified arbiter the envelope is opened only with
   * both players present, "the absent player's clock" being started: while
   * the responder is at the board and the sealer is not, the sealer's clock
   * runs, and the responder is not charged for the wait. */
  ADJ_EARLY_END_BOTH_TO_OPEN     = 1 << 3,
};

typedef struct {
  const char      *id;            /* "fide-2023" */
  const char      *title;         /* untranslated (N_); adj_profile_get_title() translates */
  /* A few words that tell the profiles apart in a list ("FIDE Laws,
   * 2023"); untranslated (N_), as title. */
  const char      *short_title;
  int              year;          /* the edition's year of entry into force */
  ChessEdition     edition;       /* the draw rules of src/chess that apply */
  const char      *base;          /* the profile this one is written on top of, or NULL */
  unsigned         required;      /* AdjField bits the envelope must give */
  /* The article that requires each field: field_articles[i] for bit 1 << i;
   * NULL for the fields the edition does not require. */
  const char      *field_articles[ADJ_N_FIELDS];
  gint64           waiting_time;  /* seconds a player may be late (default time) */
  AdjDoubleDefault double_default;
  unsigned         exceptions;    /* ADJ_EXCEPT_* */
  unsigned         early_end;     /* ADJ_EARLY_END_* */
  AdjEarlyCharge   early_charge;
  AdjDefaultSpares default_spares;
  /* A resignation before the opening is a draw when the resigning
   * player's opponent cannot win (ADJ_DECISION_RESIGNATION_CANNOT_WIN):
   * 2023 5.1.2, 1993 10.5; 2005 5.1b and 1985 10.02 make no exception. */
  gboolean         resignation_drawn_if_cannot_win;
  /* Seconds within which the move is sealed after the second session
   * (FCE 10.2); 0: the edition sets no limit. */
  gint64           sealing_limit;
  /* An illegal move completed on the board (2023 7.5.5, 2005 7.4b): the
   * seconds the arbiter adds to the opponent's remaining time for each one
   * that does not lose (0: the edition fixes no penalty), and the count of
   * completed illegal moves by one player at which he loses (0: none does;
   * a first illegal move loses where it is 1). */
  gint64           illegal_move_penalty;
  int              illegal_moves_to_lose;
  /* The losing illegal move draws instead when the opponent cannot mate by
   * any series of legal moves (2023 7.5.5 says so; 2005 7.4b does not). */
  gboolean         illegal_loss_drawn_if_cannot_mate;
  /* Touch move with a piece of each colour touched (a declared capture made
   * on the board): when it is unclear which was touched first, the own
   * piece counts first (2023 4.3.3, 2005 4.3c, 1993 7.2 B say so; 1985
   * 07.02(b) does not, and the arbiter must find out). */
  gboolean         own_piece_touched_first;
  /* For each decision, up to ADJ_PROFILE_MAX_ARTICLES articles, the main one
   * first, NULL-terminated; an edition silent on it has none. */
  const char      *articles[ADJ_N_DECISIONS][ADJ_PROFILE_MAX_ARTICLES + 1];
} AdjProfile;

/* NULL for an unknown id (or NULL). */
const AdjProfile  *adj_profile_lookup       (const char *id);
/* Every profile, NULL-terminated, oldest edition first, fce last. */
const AdjProfile *const *adj_profile_list   (void);

const char        *adj_profile_get_id       (const AdjProfile *profile);
/* Translated. */
const char        *adj_profile_get_title    (const AdjProfile *profile);
/* Translated; distinct for each profile, short enough for a list row. */
const char        *adj_profile_get_short_title (const AdjProfile *profile);
int                adj_profile_get_year     (const AdjProfile *profile);
ChessEdition       adj_profile_get_edition  (const AdjProfile *profile);
unsigned           adj_profile_get_required (const AdjProfile *profile);
gboolean           adj_profile_requires     (const AdjProfile *profile, AdjField field);
gint64             adj_profile_get_waiting_time (const AdjProfile *profile);

/* Seconds added to the opponent's remaining time for a completed illegal
 * move that does not lose; 0 when the edition fixes none. */
gint64             adj_profile_get_illegal_move_penalty  (const AdjProfile *profile);
/* How many completed illegal moves of one player lose him the game; 0 when
 * the edition has no such rule. */
int                adj_profile_get_illegal_moves_to_lose (const AdjProfile *profile);

/* The main article backing 'decision' in this profile's edition, or NULL
 * when the edition says nothing about it. */
const char        *adj_profile_article      (const AdjProfile *profile, AdjDecision decision);
/* All of them, main first, NULL-terminated (an empty list when silent). */
const char *const *adj_profile_articles     (const AdjProfile *profile, AdjDecision decision);
/* The article requiring 'field' (one AdjField bit), or NULL when not required. */
const char        *adj_profile_field_article (const AdjProfile *profile, AdjField field);

/* The envelope key of a field ("sealed_move_number"; "white" for the
 * players; "game" for the game record), for every field. */
const char        *adj_field_key            (AdjField field);
/* A stable name for a decision ("sealed-move-illegal"), for logs and tests. */
const char        *adj_decision_id          (AdjDecision decision);

/* Seconds charged to the sealer for adjourning at 'adjourned_at' before the
 * scheduled 'session_end' (unix seconds): session_end − adjourned_at when
 * positive, under either kind of charge; 0 under ADJ_EARLY_CHARGE_NONE;
 * never more than ADJ_INPUT_MAX (the envelope reader refuses instants
 * further apart), and without overflow for any two instants. */
gint64             adj_profile_early_charge (const AdjProfile *profile,
                                             gint64 adjourned_at, gint64 session_end);
/* The same charge in a sentence, for SEALER (CHESS_WHITE or CHESS_BLACK)
 * adjourning at ADJOURNED_AT before SESSION_END, with its article and the
 * time used it leaves the sealer's clock showing (from SEALER_TIME_USED; -1
 * when not known, and then not said): "Black is charged 0:12:00 for
 * adjourning before the end of the session — I.1.2\nBlack’s clock
 * shows 2:11:14 used when play resumes." NULL when nothing is charged, or
 * an instant or the sealer is missing. Translated. */
char              *adj_profile_early_charge_text (const AdjProfile *profile,
                                                  int               sealer,
                                                  GDateTime        *adjourned_at,
                                                  GDateTime        *session_end,
                                                  gint64            sealer_time_used);

G_END_DECLS
