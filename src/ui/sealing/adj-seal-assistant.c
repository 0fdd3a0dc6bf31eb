/* adj-seal-assistant.c — the sealing walkthrough: from the adjourned game to a stored envelope
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Nothing here decides a rule: the envelope check, the early-adjournment
 * charge, the time control and the seal code all come from src/adjourn and
 * src/store. The walkthrough only gathers what was typed into the
 * envelope's fields (adj_envelope_new_from_fields) and shows the answers;
 * it never names the envelope file's keys.
 *
 * The sealed move typed by a digital sealer is read from its entry only at
 * sealing, copied into memory that is wiped right after, and the entries are
 * emptied; it never reaches a log, a label or the document.
 *
 * Sealing is one user action, so it is the store's one sealing verb
 * (adj_store_seal), one transaction: the envelope, the arbiter's "checked"
 * entry, a new event's passphrase and the digital move are kept together or
 * not at all, with the same custody rows the CLI writes. It runs in a
 * thread, because the key derivation (Argon2id, done once per sealing)
 * takes a second or so; while it runs the store belongs to that thread, and
 * the dialog is insensitive so that nothing on the main thread reads or
 * writes it.
 */
#define G_LOG_DOMAIN "adj-seal-assistant"

#include "config.h"

#include <glib/gi18n.h>
#include <sodium.h>
#include <stdlib.h>
#include <string.h>

#include "adj-compat.h"
#include "adj-envelope-check.h"
#include "adj-envelope.h"
#include "adj-envelope-face.h"
#include "adj-file-dialog.h"
#include "adj-fen-message.h"
#include "adj-position-editor.h"
#include "adj-preferences-page.h"
#include "adj-clock.h"
#include "adj-seal.h"
#include "adj-seal-assistant.h"
#include "adj-store-verbs.h"
#include "chess-fen.h"

/* ---- the plain functions ------------------------------------------------ */

AdjSealStep
adj_seal_step_for_field (AdjField field)
{
  switch (field)
    {
    case ADJ_FIELD_RULES:
    case ADJ_FIELD_EVENT:
    case ADJ_FIELD_ROUND:
    case ADJ_FIELD_BOARD:
    case ADJ_FIELD_PLAYERS:
      return ADJ_SEAL_STEP_GAME;
    case ADJ_FIELD_POSITION:
    case ADJ_FIELD_GAME_RECORD:
    case ADJ_FIELD_SEALER:
    case ADJ_FIELD_SEALED_MOVE_NUMBER:
    case ADJ_FIELD_NOTATION:
      return ADJ_SEAL_STEP_POSITION;
    case ADJ_FIELD_TIME_CONTROL:
    case ADJ_FIELD_TIME_USED:
    case ADJ_FIELD_ADJOURNED_AT:
    case ADJ_FIELD_SESSION_END:
      return ADJ_SEAL_STEP_CLOCKS;
    case ADJ_FIELD_DRAW_OFFER:
    case ADJ_FIELD_RESUMPTION:
    case ADJ_FIELD_PIECES_IN_WORDS:
    case ADJ_FIELD_SIGNATURES:
      return ADJ_SEAL_STEP_RESUMPTION;
    case ADJ_FIELD_SEALED_MOVE:
      return ADJ_SEAL_STEP_SEALED_MOVE;
    default:
      /* No field (the reader's own refusal), or one a newer check names:
       * the check page lists it, there is nowhere else to go. */
      return ADJ_SEAL_STEP_CHECK;
    }
}

GDateTime *
adj_seal_parse_instant (const char *text, GTimeZone *tz)
{
  g_return_val_if_fail (text != NULL && tz != NULL, NULL);

  g_autofree char *copy = g_strstrip (g_strdup (text));
  /* The envelope's own form, offset and all. */
  GDateTime *full = g_date_time_new_from_iso8601 (copy, NULL);
  if (full)
    return full;

  /* "YYYY-MM-DD HH:MM[:SS]" on the arbiter's wall clock. */
  int year, month, day, hour, minute, second = 0;
  char sep, tail;
  int n = sscanf (copy, "%4d-%2d-%2d%c%2d:%2d:%2d%c", &year, &month, &day, &sep, &hour, &minute, &second, &tail);
  if ((n != 6 && n != 7) || (sep != ' ' && sep != 'T'))
    return NULL;
  /* sscanf skips nothing after %2d, but "%2d" reads one digit too: insist
   * on the written form's length. */
  gsize len = strlen (copy);
  if (len != (n == 6 ? 16u : 19u))
    return NULL;
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59 || year < 1)
    return NULL;
  return g_date_time_new (tz, year, month, day, hour, minute, second);
}

char *
adj_seal_format_instant (GDateTime *dt)
{
  g_return_val_if_fail (dt != NULL, NULL);
  return g_date_time_format (dt, "%Y-%m-%d %H:%M");
}

/* Whether TEXT starts with a date written as "YYYY-MM-DD" (a real date or
 * not), followed by nothing, a space or ISO 8601's "T". */
static gboolean
starts_with_date_shape (const char *text)
{
  for (int i = 0; i < 10; i++)
    {
      gboolean dash = i == 4 || i == 7;
      if (dash ? text[i] != '-' : !g_ascii_isdigit (text[i]))
        return FALSE;
    }
  return text[10] == '\0' || text[10] == ' ' || text[10] == 'T';
}

gboolean
adj_seal_instant_date (const char *text,
                       int        *year,
                       int        *month,
                       int        *day)
{
  g_return_val_if_fail (text != NULL && year != NULL && month != NULL && day != NULL, FALSE);

  g_autofree char *copy = g_strstrip (g_strdup (text));
  /* The wall-clock form's date is the one typed, whatever the zone it is
   * read in; a full instant's is in its own offset. */
  g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();
  g_autoptr(GDateTime) dt = adj_seal_parse_instant (copy, utc);
  if (dt)
    {
      g_date_time_get_ymd (dt, year, month, day);
      return TRUE;
    }
  /* A date typed before its time. */
  if (!starts_with_date_shape (copy))
    return FALSE;
  int y = atoi (copy), m = atoi (copy + 5), d = atoi (copy + 8);
  if (y < 1 || !g_date_valid_dmy ((GDateDay) d, (GDateMonth) m, (GDateYear) y))
    return FALSE;
  *year = y;
  *month = m;
  *day = d;
  return TRUE;
}

char *
adj_seal_instant_set_date (const char *text,
                           int         year,
                           int         month,
                           int         day)
{
  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (year >= 1 && year <= 9999, NULL);
  g_return_val_if_fail (g_date_valid_dmy ((GDateDay) day, (GDateMonth) month, (GDateYear) year), NULL);

  g_autofree char *copy = g_strstrip (g_strdup (text));
  char date[16];
  g_snprintf (date, sizeof date, "%04d-%02d-%02d", year, month, day);
  const char *rest = starts_with_date_shape (copy) ? copy + 10 : "";
  /* Nothing after the date: a space, for the time to be typed after it. */
  return g_strconcat (date, *rest ? rest : " ", NULL);
}

const char *
adj_seal_paper_label (const char *paper)
{
  g_return_val_if_fail (paper != NULL, NULL);
  /* The names the preferences give the papers: one name for each. */
  gsize n_lists;
  const AdjChoiceList *lists = adj_preferences_get_choice_lists (&n_lists);
  for (gsize i = 0; i < n_lists; i++)
    for (gsize k = 0; g_str_equal (lists[i].key, "envelope-paper") && k < lists[i].n_choices; k++)
      if (g_str_equal (lists[i].choices[k].id, paper))
        return _(lists[i].choices[k].label);
  return paper;
}

/* ---- the window ----------------------------------------------------------- */

struct _AdjSealAssistant
{
  AdwWindow            parent_instance;

  AdjStore            *store;
  GSettings           *settings;
  AdjSealStep          step;
  gint64               envelope_id;
  /* The problems the check found in the envelope as it stands (NULL
   * before the check page is reached), and their rows; the envelope
   * itself when it has none, which is what Seal stores. */
  GPtrArray           *problems;
  GPtrArray           *problem_rows;
  AdjEnvelope         *checked;
  /* Something was entered since the walkthrough opened (Cancel then asks
   * before it is lost); 'ready' once the defaults are filled in. */
  gboolean             ready;
  gboolean             edited;
  /* Whether the event (by name) had a passphrase when the digital step
   * was last shown: decides whether the passphrase is asked twice. */
  gboolean             event_has_passphrase;
  /* A sealing is running in its thread. */
  gboolean             sealing;

  /* Template children */
  AdwWindowTitle      *window_title;
  GtkButton           *cancel_button;
  GtkButton           *back_button;
  GtkButton           *next_button;
  GtkButton           *seal_button;
  GtkButton           *done_button;
  GtkSpinner          *seal_spinner;
  GtkBox              *step_dots;
  GtkStack            *stack;
  AdwComboRow         *profile_row;
  AdwEntryRow         *event_row;
  AdwEntryRow         *round_row;
  AdwEntryRow         *board_row;
  AdwEntryRow         *arbiter_row;
  AdwEntryRow         *white_row;
  AdwEntryRow         *black_row;
  AdjPositionEditor   *position_editor;
  GtkLabel            *position_error;
  AdwComboRow         *sealer_row;
  AdwEntryRow         *move_number_row;
  GtkLabel            *move_number_error;
  AdwEntryRow         *time_control_row;
  AdwEntryRow         *white_time_row;
  AdwEntryRow         *black_time_row;
  GtkLabel            *control_error;
  GtkLabel            *time_error;
  AdwEntryRow         *adjourned_at_row;
  AdwEntryRow         *session_end_row;
  GtkLabel            *session_error;
  AdwActionRow        *charge_row;
  AdwPreferencesGroup *draw_group;
  AdwComboRow         *draw_offer_row;
  AdwPreferencesGroup *resumption_group;
  AdwEntryRow         *resumption_at_row;
  GtkMenuButton       *resumption_date_button;
  GtkPopover          *resumption_date_popover;
  GtkCalendar         *resumption_calendar;
  AdwEntryRow         *resumption_place_row;
  GtkLabel            *resumption_error;
  AdwPreferencesGroup *fce_group;
  AdwEntryRow         *white_pieces_row;
  AdwEntryRow         *black_pieces_row;
  GtkSwitch           *white_signed_switch;
  GtkSwitch           *black_signed_switch;
  GtkCheckButton      *paper_check;
  GtkCheckButton      *digital_check;
  AdwPreferencesGroup *digital_group;
  AdwPasswordEntryRow *move_row;
  AdwPasswordEntryRow *move_again_row;
  GtkLabel            *move_error;
  AdwPreferencesGroup *passphrase_group;
  AdwPasswordEntryRow *passphrase_row;
  AdwPasswordEntryRow *passphrase_again_row;
  GtkLabel            *passphrase_error;
  AdwActionRow        *summary_game_row;
  AdwActionRow        *summary_players_row;
  AdwActionRow        *summary_sealer_row;
  AdwActionRow        *summary_clocks_row;
  AdwActionRow        *summary_resumption_row;
  AdwPreferencesGroup *summary_group;
  AdwPreferencesGroup *problems_group;
  AdwStatusPage       *done_page;
  GtkWidget           *seal_code_box;
  GtkLabel            *seal_code_label;
  AdwComboRow         *face_paper_row;
  GtkLabel            *export_status;

  /* The seal code of the digital envelope just sealed (public: it is
   * printed), NULL for a paper one. */
  char                *seal_code;
};

G_DEFINE_FINAL_TYPE (AdjSealAssistant, adj_seal_assistant, ADW_TYPE_WINDOW)

enum {
  SEALED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *const step_names[ADJ_SEAL_N_STEPS] = {
  "game", "position", "clocks", "resumption", "sealed-move", "check", "done",
};

/* The number of steps the arbiter walks through (the last page is the
 * result, not a step). */
#define N_WALKED_STEPS ADJ_SEAL_STEP_DONE

static void adj_seal_assistant_update (AdjSealAssistant *self);

static const char *
text_of (gpointer editable)
{
  return gtk_editable_get_text (GTK_EDITABLE (editable));
}

/* A copy of the entry's text without surrounding blanks, NULL when empty. */
static char *
stripped (gpointer editable)
{
  char *s = g_strstrip (g_strdup (text_of (editable)));
  if (*s == '\0')
    g_clear_pointer (&s, g_free);
  return s;
}

static const AdjProfile *
selected_profile (AdjSealAssistant *self)
{
  const AdjProfile *const *list = adj_profile_list ();
  guint i = adw_combo_row_get_selected (self->profile_row);
  guint n = 0;
  while (list[n])
    n++;
  return list[i < n ? i : 0];
}

static void
mark (gpointer row, gboolean bad)
{
  if (bad)
    gtk_widget_add_css_class (GTK_WIDGET (row), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (row), "error");
}

static void
show_message (GtkLabel *label, const char *message)
{
  gtk_label_set_text (label, message ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (label), message != NULL);
}

/* The domain's messages start in lower case, to be quoted after a colon;
 * shown on their own they are sentences. */
static char *
sentence (const char *message)
{
  if (!message || !*message)
    return g_strdup (message);
  char head[8] = { 0 };
  g_unichar_to_utf8 (g_unichar_totitle (g_utf8_get_char (message)), head);
  return g_strconcat (head, g_utf8_next_char (message), NULL);
}

/* One entry read as a duration; FALSE (and the row marked) when something
 * is typed that does not read. */
static gboolean
read_duration (gpointer row, gint64 *seconds)
{
  g_autofree char *text = stripped (row);
  *seconds = -1;
  gboolean ok = text == NULL || adj_clock_parse_duration (text, seconds);
  mark (row, !ok);
  return ok;
}

static gboolean
read_instant (gpointer row, GDateTime **dt)
{
  g_autofree char *text = stripped (row);
  *dt = NULL;
  if (text == NULL)
    {
      mark (row, FALSE);
      return TRUE;
    }
  g_autoptr(GTimeZone) tz = g_time_zone_new_local ();
  *dt = adj_seal_parse_instant (text, tz);
  mark (row, *dt == NULL);
  return *dt != NULL;
}

/* ---- reading the steps: each says whether it blocks Next ---------------- */

static gboolean
position_reads (AdjSealAssistant *self, ChessPosition *pos)
{
  /* The editor says under its FEN entry why a position is refused. */
  return adj_position_editor_get_position (self->position_editor, pos);
}

static gboolean
move_number_reads (AdjSealAssistant *self, int *number)
{
  g_autofree char *text = stripped (self->move_number_row);
  guint64 v = 0;
  /* Digits only: no sign, no blank inside. */
  gboolean ok = text == NULL || g_ascii_string_to_unsigned (text, 10, 1, 100000, &v, NULL);
  *number = ok ? (int) v : 0;
  mark (self->move_number_row, !ok);
  show_message (self->move_number_error, ok ? NULL : _("The move number is a whole number from 1."));
  return ok;
}

static gboolean
step_position_ok (AdjSealAssistant *self)
{
  ChessPosition pos;
  int number;
  gboolean fen = position_reads (self, &pos);
  /* The editor says why under its FEN entry, which may be scrolled out of
   * sight: said again next to the disabled Next. */
  g_autofree char *why = NULL;
  if (!fen)
    {
      g_autofree char *text = adj_position_editor_get_fen (self->position_editor);
      ChessFenResult r;
      if (!chess_fen_read (&pos, text, &r))
        {
          g_autofree char *reason = adj_fen_message (&r);
          /* Translators: the engine's reason ("White has no king."), then what to do */
          why = g_strdup_printf (_("%s Set up the position before the sealed move on the board above."), reason);
        }
    }
  show_message (self->position_error, why);
  gboolean n = move_number_reads (self, &number);
  return fen && n;
}

static gboolean
step_clocks_ok (AdjSealAssistant *self)
{
  gboolean ok = TRUE;
  g_autofree char *control_message = NULL;
  g_autoptr(GString) message = g_string_new (NULL);

  g_autofree char *control = stripped (self->time_control_row);
  gboolean control_ok = TRUE;
  if (control)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(AdjTimeControl) tc = adj_time_control_parse (control, NULL, &error);
      if (!tc)
        {
          control_message = sentence (error->message);
          control_ok = FALSE;
        }
    }
  mark (self->time_control_row, !control_ok);
  show_message (self->control_error, control_message);
  ok &= control_ok;

  gint64 used;
  gboolean w = read_duration (self->white_time_row, &used);
  gboolean b = read_duration (self->black_time_row, &used);
  if (!w || !b)
    g_string_append (message, _("Write the time used as hours, minutes and seconds: 1:56:52."));
  ok &= w && b;
  show_message (self->time_error, message->len ? message->str : NULL);

  g_autoptr(GDateTime) adjourned = NULL;
  g_autoptr(GDateTime) end = NULL;
  gboolean a = read_instant (self->adjourned_at_row, &adjourned);
  gboolean e = read_instant (self->session_end_row, &end);
  show_message (self->session_error, a && e ? NULL : _("Write the date and time as 2026-11-21 21:00."));
  ok &= a && e;

  /* The charge, as the rules profile computes it. */
  gint64 times[2];
  read_duration (self->white_time_row, &times[CHESS_WHITE]);
  read_duration (self->black_time_row, &times[CHESS_BLACK]);
  int sealer = (int) adw_combo_row_get_selected (self->sealer_row);
  g_autofree char *charge = adj_profile_early_charge_text (selected_profile (self), sealer, adjourned, end,
                                                  sealer >= 0 && sealer <= 1 ? times[sealer] : -1);
  if (charge)
    {
      char *newline = strchr (charge, '\n');
      if (newline)
        *newline = '\0';
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->charge_row), charge);
      adw_action_row_set_subtitle (self->charge_row, newline ? newline + 1 : "");
    }
  gtk_widget_set_visible (GTK_WIDGET (self->charge_row), charge != NULL);
  return ok;
}

/* ---- the resumption's calendar ------------------------------------------ */

/* A day clicked is the entry's date, the time typed stays, and the
 * calendar closes (moving to another month changes nothing until then).
 * When the time is still to be typed, the entry takes the keyboard with
 * the cursor after the date. */
static void
resumption_day_selected (AdjSealAssistant *self)
{
  g_autoptr(GDateTime) date = gtk_calendar_get_date (self->resumption_calendar);
  int year, month, day;
  g_date_time_get_ymd (date, &year, &month, &day);
  g_autofree char *text = adj_seal_instant_set_date (text_of (self->resumption_at_row), year, month, day);
  if (g_strcmp0 (text, text_of (self->resumption_at_row)) != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->resumption_at_row), text);
  gtk_popover_popdown (self->resumption_date_popover);
  g_autoptr(GTimeZone) tz = g_time_zone_new_local ();
  g_autoptr(GDateTime) reads = adj_seal_parse_instant (text_of (self->resumption_at_row), tz);
  if (reads)
    return;
  GtkEditable *delegate = gtk_editable_get_delegate (GTK_EDITABLE (self->resumption_at_row));
  if (GTK_IS_TEXT (delegate))
    gtk_text_grab_focus_without_selecting (GTK_TEXT (delegate));
  gtk_editable_set_position (GTK_EDITABLE (self->resumption_at_row), -1);
}

/* It opens on the day typed, or on today when none reads: set before the
 * popover is shown, whose size follows the month's. */
static void
resumption_calendar_prepare (GtkMenuButton *button,
                             gpointer       data)
{
  AdjSealAssistant *self = data;
  int year, month, day;
  g_autoptr(GDateTime) date = NULL;

  if (adj_seal_instant_date (text_of (self->resumption_at_row), &year, &month, &day))
    date = g_date_time_new_local (year, month, day, 12, 0, 0);
  if (!date)
    date = g_date_time_new_now_local ();
  /* Setting the calendar to the entry's day says "day-selected" too: not
   * a choice. */
  g_signal_handlers_block_by_func (self->resumption_calendar, resumption_day_selected, self);
  gtk_calendar_select_day (self->resumption_calendar, date);
  g_signal_handlers_unblock_by_func (self->resumption_calendar, resumption_day_selected, self);
}

/* The calendar says nothing when the day clicked has the number of the one
 * selected (today's, when the entry names no day yet, or the same number a
 * month on): the click is seen on its way to the calendar, and counts once
 * the calendar has had it. */
static void
resumption_calendar_released (GtkGestureClick  *gesture,
                              int               n_press,
                              double            x,
                              double            y,
                              AdjSealAssistant *self)
{
  GtkWidget *calendar = GTK_WIDGET (self->resumption_calendar);
  GtkWidget *picked = gtk_widget_pick (calendar, x, y, GTK_PICK_DEFAULT);

  if (!gtk_widget_get_visible (GTK_WIDGET (self->resumption_date_popover))
      || !GTK_IS_LABEL (picked) || !gtk_widget_has_css_class (picked, "day-number")
      || gtk_widget_has_css_class (picked, "other-month"))
    return;
  resumption_day_selected (self);
}

static gboolean
step_resumption_ok (AdjSealAssistant *self)
{
  g_autoptr(GDateTime) at = NULL;
  gboolean ok = read_instant (self->resumption_at_row, &at);
  show_message (self->resumption_error, ok ? NULL : _("Write the date and time as 2026-11-22 10:00."));
  return ok;
}

static gboolean
step_sealed_move_ok (AdjSealAssistant *self)
{
  gboolean digital = gtk_check_button_get_active (self->digital_check);
  gtk_widget_set_visible (GTK_WIDGET (self->digital_group), digital);
  gtk_widget_set_visible (GTK_WIDGET (self->passphrase_group), digital);
  if (!digital)
    return TRUE;

  const char *move = text_of (self->move_row);
  const char *again = text_of (self->move_again_row);
  const char *message = NULL;
  gboolean move_ok = FALSE;
  if (*move == '\0')
    ;
  else if (strlen (move) > ADJ_SEAL_MOVE_MAX)
    message = _("That is too long for a move.");
  else if (*again != '\0' && strcmp (move, again) != 0)
    message = _("The two entries differ: type the move again in both.");
  else
    move_ok = *again != '\0';
  mark (self->move_again_row, message != NULL && *again != '\0');
  show_message (self->move_error, message);

  g_autofree char *event = stripped (self->event_row);
  if (event == NULL)
    {
      show_message (self->passphrase_error, _("The passphrase belongs to the event: give the event’s name in the first step."));
      return FALSE;
    }
  const char *pass = text_of (self->passphrase_row);
  const char *pass_again = text_of (self->passphrase_again_row);
  gboolean pass_ok = *pass != '\0';
  message = NULL;
  if (!self->event_has_passphrase && *pass != '\0' && *pass_again != '\0' && strcmp (pass, pass_again) != 0)
    message = _("The two passphrases differ.");
  if (!self->event_has_passphrase)
    pass_ok &= *pass_again != '\0' && message == NULL;
  mark (self->passphrase_again_row, message != NULL);
  show_message (self->passphrase_error, message);
  return move_ok && pass_ok;
}

static gboolean
step_ok (AdjSealAssistant *self, AdjSealStep step)
{
  switch (step)
    {
    case ADJ_SEAL_STEP_POSITION:
      return step_position_ok (self);
    case ADJ_SEAL_STEP_CLOCKS:
      return step_clocks_ok (self);
    case ADJ_SEAL_STEP_RESUMPTION:
      return step_resumption_ok (self);
    case ADJ_SEAL_STEP_SEALED_MOVE:
      return step_sealed_move_ok (self);
    case ADJ_SEAL_STEP_CHECK:
      return self->problems != NULL && self->problems->len == 0;
    case ADJ_SEAL_STEP_GAME:
    case ADJ_SEAL_STEP_DONE:
    case ADJ_SEAL_N_STEPS:
    default:
      return TRUE;
    }
}

/* ---- the envelope ------------------------------------------------------- */

/* The envelope for what the steps hold, or NULL: when a step does not read
 * (its page says why; *BAD_STEP names it), or when the envelope refuses a
 * value (ERROR). */
static AdjEnvelope *
build_envelope (AdjSealAssistant *self, AdjSealStep *bad_step, GError **error)
{
  for (AdjSealStep s = ADJ_SEAL_STEP_GAME; s < ADJ_SEAL_STEP_SEALED_MOVE; s++)
    if (!step_ok (self, s))
      {
        if (bad_step)
          *bad_step = s;
        return NULL;
      }

  g_autofree char *event = stripped (self->event_row);
  g_autofree char *round = stripped (self->round_row);
  g_autofree char *board = stripped (self->board_row);
  g_autofree char *white = stripped (self->white_row);
  g_autofree char *black = stripped (self->black_row);
  g_autofree char *arbiter = stripped (self->arbiter_row);
  g_autofree char *fen = adj_position_editor_get_fen (self->position_editor);
  g_autofree char *game_start = NULL;
  g_auto (GStrv) game_moves = NULL;
  adj_position_editor_get_game_moves (self->position_editor, &game_start, &game_moves);
  g_autofree char *control = stripped (self->time_control_row);
  g_autofree char *place = stripped (self->resumption_place_row);
  g_autofree char *white_pieces = stripped (self->white_pieces_row);
  g_autofree char *black_pieces = stripped (self->black_pieces_row);
  g_autofree char *notation = g_settings_get_string (self->settings, "notation-language");
  g_autoptr(GDateTime) adjourned = NULL;
  g_autoptr(GDateTime) end = NULL;
  g_autoptr(GDateTime) resumes = NULL;
  const AdjProfile *profile = selected_profile (self);
  gboolean fce = adj_profile_requires (profile, ADJ_FIELD_PIECES_IN_WORDS);

  AdjEnvelopeFields f;
  adj_envelope_fields_init (&f);
  f.rules = adj_profile_get_id (profile);
  f.event = event;
  f.round = round;
  f.board = board;
  f.white = white;
  f.black = black;
  f.position = fen;
  f.game_start = game_start;
  f.game_moves = (const char *const *) game_moves;
  f.notation = notation;
  f.time_control = control;
  f.sealer = (int) adw_combo_row_get_selected (self->sealer_row);
  f.resumption_place = place;
  f.arbiter = arbiter;
  read_duration (self->white_time_row, &f.time_used[CHESS_WHITE]);
  read_duration (self->black_time_row, &f.time_used[CHESS_BLACK]);
  read_instant (self->adjourned_at_row, &adjourned);
  read_instant (self->session_end_row, &end);
  read_instant (self->resumption_at_row, &resumes);
  f.adjourned_at = adjourned;
  f.session_end = end;
  f.resumption_at = resumes;
  move_number_reads (self, &f.sealed_move_number);
  switch (adw_combo_row_get_selected (self->draw_offer_row))
    {
    case 1: f.draw_offer = CHESS_WHITE; break;
    case 2: f.draw_offer = CHESS_BLACK; break;
    default: f.draw_offer = -1; break;
    }
  if (fce)
    {
      f.pieces_in_words[CHESS_WHITE] = white_pieces;
      f.pieces_in_words[CHESS_BLACK] = black_pieces;
      f.signed_by[CHESS_WHITE] = gtk_switch_get_active (self->white_signed_switch);
      f.signed_by[CHESS_BLACK] = gtk_switch_get_active (self->black_signed_switch);
    }
  /* The sealed move is never among the fields: a digital one goes to the
   * store beside the envelope, a paper one stays on the sheet. */
  return adj_envelope_new_from_fields (&f, error);
}

static void
problem_row_activated (AdwActionRow *row, AdjSealAssistant *self)
{
  AdjSealStep step = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "adj-step"));
  gtk_widget_activate_action (GTK_WIDGET (self), "seal.go-to", "i", (int) step);
}

static void
clear_problem_rows (AdjSealAssistant *self)
{
  for (guint i = 0; i < self->problem_rows->len; i++)
    adw_preferences_group_remove (self->problems_group, g_ptr_array_index (self->problem_rows, i));
  g_ptr_array_set_size (self->problem_rows, 0);
}

static void
add_problem_row (AdjSealAssistant *self, const char *title, const char *subtitle, AdjSealStep step, gboolean error)
{
  AdwActionRow *row = ADW_ACTION_ROW (adw_action_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_title_lines (row, 0);
  if (subtitle)
    adw_action_row_set_subtitle (row, subtitle);
  GtkWidget *icon = gtk_image_new_from_icon_name (error ? "dialog-warning-symbolic" : "emblem-ok-symbolic");
  gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  error ? _("Problem") : _("No problem"), -1);
  adw_action_row_add_prefix (row, icon);
  if (error)
    {
      gtk_widget_add_css_class (GTK_WIDGET (row), "error");
      if (step < ADJ_SEAL_STEP_CHECK)
        {
          gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
          adw_action_row_add_suffix (row, gtk_image_new_from_icon_name ("go-next-symbolic"));
          g_object_set_data (G_OBJECT (row), "adj-step", GINT_TO_POINTER (step));
          g_signal_connect (row, "activated", G_CALLBACK (problem_row_activated), self);
        }
    }
  else
    gtk_widget_add_css_class (GTK_WIDGET (row), "success");
  adw_preferences_group_add (self->problems_group, GTK_WIDGET (row));
  g_ptr_array_add (self->problem_rows, row);
}

static char *
summary_or_dash (const char *text)
{
  /* Translators: shown for a field left empty */
  return g_strdup (text && *text ? text : _("not given"));
}

static void
fill_summary (AdjSealAssistant *self, AdjEnvelope *env)
{
  g_autofree char *event = summary_or_dash (adj_envelope_get_event (env));
  g_autofree char *round = summary_or_dash (adj_envelope_get_round (env));
  g_autofree char *board = summary_or_dash (adj_envelope_get_board (env));
  /* Translators: event, round and board: "Club championship, round 5, board 3" */
  g_autofree char *game = g_strdup_printf (_("%s, round %s, board %s"), event, round, board);
  adw_action_row_set_subtitle (self->summary_game_row, game);

  g_autofree char *white = summary_or_dash (adj_envelope_get_player (env, CHESS_WHITE));
  g_autofree char *black = summary_or_dash (adj_envelope_get_player (env, CHESS_BLACK));
  /* Translators: the two players, White first */
  g_autofree char *players = g_strdup_printf (_("%s – %s"), white, black);
  adw_action_row_set_subtitle (self->summary_players_row, players);

  int sealer = adj_envelope_get_sealer (env);
  int number = adj_envelope_get_sealed_move_number (env);
  g_autofree char *sealed = NULL;
  if (sealer == CHESS_WHITE && number > 0)
    sealed = g_strdup_printf (_("White, move %d"), number);
  else if (sealer == CHESS_BLACK && number > 0)
    sealed = g_strdup_printf (_("Black, move %d"), number);
  else
    sealed = summary_or_dash (NULL);
  if (gtk_check_button_get_active (self->digital_check))
    {
      char *more = g_strconcat (sealed, "\n", _("Typed here and stored encrypted"), NULL);
      g_free (sealed);
      sealed = more;
    }
  adw_action_row_set_subtitle (self->summary_sealer_row, sealed);

  g_autofree char *tw = NULL, *tb = NULL;
  gint64 w = adj_envelope_get_time_used (env, CHESS_WHITE);
  gint64 b = adj_envelope_get_time_used (env, CHESS_BLACK);
  tw = w >= 0 ? adj_clock_format_seconds (w) : summary_or_dash (NULL);
  tb = b >= 0 ? adj_clock_format_seconds (b) : summary_or_dash (NULL);
  g_autofree char *clocks = g_strdup_printf (_("White %s, Black %s"), tw, tb);
  g_autoptr(GDateTime) adjourned = adj_envelope_get_moment (env, ADJ_ENVELOPE_ADJOURNED_AT);
  g_autoptr(GDateTime) end = adj_envelope_get_moment (env, ADJ_ENVELOPE_SESSION_END);
  g_autofree char *charge = adj_profile_early_charge_text (selected_profile (self), sealer, adjourned, end,
                                                  sealer == CHESS_WHITE ? w : sealer == CHESS_BLACK ? b : -1);
  if (charge)
    {
      char *more = g_strconcat (clocks, "\n", charge, NULL);
      g_free (clocks);
      clocks = more;
    }
  adw_action_row_set_subtitle (self->summary_clocks_row, clocks);

  g_autoptr(GDateTime) at = adj_envelope_get_moment (env, ADJ_ENVELOPE_RESUMPTION_AT);
  g_autofree char *when = at ? adj_seal_format_instant (at) : summary_or_dash (NULL);
  g_autofree char *where = summary_or_dash (adj_envelope_get_resumption_place (env));
  /* Translators: resumption date and time, then its place */
  g_autofree char *resumption = g_strdup_printf (_("%s, %s"), when, where);
  adw_action_row_set_subtitle (self->summary_resumption_row, resumption);
}

/* A problem the walkthrough finds itself, before the check can run: about
 * FIELD (0 when none can be named), shown as the check's are. */
static AdjEnvelopeProblem *
own_problem (AdjField field, const char *message)
{
  AdjEnvelopeProblem *p = g_new0 (AdjEnvelopeProblem, 1);
  p->field = field;
  p->key = field ? g_strdup (adj_field_key (field)) : NULL;
  p->message = g_strdup (message);
  return p;
}

/* Build the envelope and check it: the problem rows, self->problems and
 * self->checked (the envelope Seal stores) follow. */
static void
run_check (AdjSealAssistant *self)
{
  clear_problem_rows (self);
  g_clear_pointer (&self->problems, g_ptr_array_unref);
  g_clear_object (&self->checked);

  const AdjProfile *profile = selected_profile (self);
  const char *article = adj_profile_article (profile, ADJ_DECISION_ENVELOPE_ACCURACY);
  g_autofree char *description = article
    ? g_strdup_printf (_("The arbiter checks that the envelope is complete and accurate (%s)."), article)
    : NULL;
  adw_preferences_group_set_description (self->problems_group, description);

  AdjSealStep bad_step = ADJ_SEAL_STEP_CHECK;
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelope) env = build_envelope (self, &bad_step, &error);
  if (!env)
    {
      /* A step that does not read (reached by a problem row, not by Next),
       * or the envelope's own refusal: either way, nothing to seal. The
       * field named is the one its step is first about. */
      static const AdjField step_fields[] = {
        [ADJ_SEAL_STEP_GAME] = ADJ_FIELD_PLAYERS,
        [ADJ_SEAL_STEP_POSITION] = ADJ_FIELD_POSITION,
        [ADJ_SEAL_STEP_CLOCKS] = ADJ_FIELD_TIME_USED,
        [ADJ_SEAL_STEP_RESUMPTION] = ADJ_FIELD_RESUMPTION,
      };
      self->problems = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_envelope_problem_free);
      if (error)
        g_ptr_array_add (self->problems, own_problem (0, error->message));
      else
        g_ptr_array_add (self->problems,
                         own_problem (step_fields[MIN (bad_step, G_N_ELEMENTS (step_fields) - 1)],
                                      _("an entry of this step does not read: see the step")));
    }
  else
    {
      self->problems = adj_envelope_check (env, &error);
      if (!self->problems)
        {
          self->problems = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_envelope_problem_free);
          g_ptr_array_add (self->problems, own_problem (ADJ_FIELD_RULES, error->message));
        }
      fill_summary (self, env);
      if (self->problems->len == 0)
        self->checked = g_object_ref (env);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->summary_group), env != NULL);

  for (guint i = 0; i < self->problems->len; i++)
    {
      AdjEnvelopeProblem *p = g_ptr_array_index (self->problems, i);
      g_autofree char *message = sentence (p->message);
      g_autofree char *subtitle = NULL;
      if (p->key && *p->key && p->article)
        /* Translators: an envelope key and the article that requires it: "sealer — I.2.4" */
        subtitle = g_strdup_printf (_("%s — %s"), p->key, p->article);
      else if (p->key && *p->key)
        subtitle = g_strdup (p->key);
      add_problem_row (self, message, subtitle, adj_seal_step_for_field (p->field), TRUE);
    }
  if (self->problems->len == 0)
    add_problem_row (self, _("Nothing to correct"), _("The envelope is complete for these rules."),
                     ADJ_SEAL_STEP_CHECK, FALSE);
}

/* ---- steps and actions -------------------------------------------------- */

static void
update_profile (AdjSealAssistant *self)
{
  const AdjProfile *profile = selected_profile (self);
  gboolean fce = adj_profile_requires (profile, ADJ_FIELD_PIECES_IN_WORDS);
  gtk_widget_set_visible (GTK_WIDGET (self->fce_group), fce);

  const char *article = adj_profile_field_article (profile, ADJ_FIELD_RESUMPTION);
  g_autofree char *description = article
    ? g_strdup_printf (_("Required by these rules (%s)."), article)
    : g_strdup (_("Not required by these rules: give them if they are known."));
  adw_preferences_group_set_description (self->resumption_group, description);
  article = adj_profile_field_article (profile, ADJ_FIELD_DRAW_OFFER);
  g_autofree char *draw = article
    ? g_strdup_printf (_("An offer made after the move was sealed stands until it is answered (%s)."), article)
    : NULL;
  adw_preferences_group_set_description (self->draw_group, draw);
}

static void
update_dots (AdjSealAssistant *self)
{
  int i = 0;
  for (GtkWidget *dot = gtk_widget_get_first_child (GTK_WIDGET (self->step_dots)); dot;
       dot = gtk_widget_get_next_sibling (dot), i++)
    {
      if (i == (int) self->step)
        gtk_widget_add_css_class (dot, "current");
      else
        gtk_widget_remove_css_class (dot, "current");
      if (i < (int) self->step)
        gtk_widget_add_css_class (dot, "done");
      else
        gtk_widget_remove_css_class (dot, "done");
    }
  gtk_widget_set_visible (GTK_WIDGET (self->step_dots), self->step < ADJ_SEAL_STEP_DONE);
}

/* Every button, action and title follows from the step and the fields:
 * decided here only. */
static void
adj_seal_assistant_update (AdjSealAssistant *self)
{
  AdjSealStep step = self->step;
  gboolean walking = step < ADJ_SEAL_STEP_DONE;
  gboolean ok = step_ok (self, step);
  /* While the thread seals, nothing here may touch the store: every
   * action that could is off, and so is every field. */
  gboolean idle = !self->sealing;

  gtk_widget_set_visible (GTK_WIDGET (self->cancel_button), walking);
  gtk_widget_set_visible (GTK_WIDGET (self->back_button), walking && step > ADJ_SEAL_STEP_GAME);
  gtk_widget_set_visible (GTK_WIDGET (self->next_button), step < ADJ_SEAL_STEP_CHECK);
  gtk_widget_set_visible (GTK_WIDGET (self->seal_button), step == ADJ_SEAL_STEP_CHECK);
  gtk_widget_set_visible (GTK_WIDGET (self->done_button), step == ADJ_SEAL_STEP_DONE);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "seal.back", idle && walking && step > ADJ_SEAL_STEP_GAME);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "seal.next", idle && step < ADJ_SEAL_STEP_CHECK && ok);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "seal.seal", idle && step == ADJ_SEAL_STEP_CHECK && ok);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "seal.go-to", idle && walking);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "seal.cancel", idle);
  gtk_widget_set_sensitive (GTK_WIDGET (self->stack), idle);
  gtk_widget_set_sensitive (GTK_WIDGET (self->step_dots), idle);
  gtk_widget_set_visible (GTK_WIDGET (self->seal_spinner), self->sealing);
  gtk_spinner_set_spinning (self->seal_spinner, self->sealing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "seal.done", step == ADJ_SEAL_STEP_DONE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "seal.print", step == ADJ_SEAL_STEP_DONE && self->envelope_id > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "seal.export-pdf", step == ADJ_SEAL_STEP_DONE && self->envelope_id > 0);

  GtkWidget *default_button = step < ADJ_SEAL_STEP_CHECK ? GTK_WIDGET (self->next_button)
                            : step == ADJ_SEAL_STEP_CHECK ? GTK_WIDGET (self->seal_button)
                                                          : GTK_WIDGET (self->done_button);
  gtk_window_set_default_widget (GTK_WINDOW (self), default_button);

  GtkStackPage *page = gtk_stack_get_page (self->stack, gtk_stack_get_child_by_name (self->stack, step_names[step]));
  adw_window_title_set_title (self->window_title, walking ? gtk_stack_page_get_title (page) : _("New Envelope"));
  g_autofree char *subtitle = self->sealing ? g_strdup (_("Sealing…"))
    /* Translators: the step indicator under the window title */
    : walking ? g_strdup_printf (_("Step %d of %d"), (int) step + 1, (int) N_WALKED_STEPS)
    : NULL;
  adw_window_title_set_subtitle (self->window_title, subtitle);
  update_dots (self);
}

static void
go_to (AdjSealAssistant *self, AdjSealStep step)
{
  g_assert (step < ADJ_SEAL_N_STEPS);
  self->step = step;
  if (step == ADJ_SEAL_STEP_SEALED_MOVE)
    {
      g_autofree char *event = stripped (self->event_row);
      self->event_has_passphrase = self->store && event
                                   && adj_seal_event_has_passphrase (self->store, event, NULL);
      gtk_widget_set_visible (GTK_WIDGET (self->passphrase_again_row), !self->event_has_passphrase);
      adw_preferences_group_set_description (self->passphrase_group,
          self->event_has_passphrase
          ? _("The passphrase of this event, which the arbiter keeps.")
          : _("This event has no passphrase yet: the one you choose opens every typed envelope of the event. Keep it safe: without it they cannot be opened."));
    }
  if (step == ADJ_SEAL_STEP_CHECK)
    run_check (self);
  gtk_stack_set_visible_child_name (self->stack, step_names[step]);
  adj_seal_assistant_update (self);

  /* The keyboard starts on the step's first field. */
  GtkWidget *first[ADJ_SEAL_N_STEPS] = {
    GTK_WIDGET (self->event_row), GTK_WIDGET (self->position_editor), GTK_WIDGET (self->time_control_row),
    GTK_WIDGET (self->draw_offer_row), GTK_WIDGET (self->paper_check), GTK_WIDGET (self->seal_button),
    GTK_WIDGET (self->done_button),
  };
  if (step == ADJ_SEAL_STEP_SEALED_MOVE && gtk_check_button_get_active (self->digital_check))
    first[step] = GTK_WIDGET (self->move_row);
  if (gtk_widget_get_sensitive (first[step]) && !gtk_widget_grab_focus (first[step]))
    gtk_widget_child_focus (first[step], GTK_DIR_TAB_FORWARD);
}

static void
next_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  AdjSealAssistant *self = ADJ_SEAL_ASSISTANT (widget);
  if (self->step < ADJ_SEAL_STEP_CHECK && step_ok (self, self->step))
    go_to (self, self->step + 1);
}

static void
back_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  AdjSealAssistant *self = ADJ_SEAL_ASSISTANT (widget);
  if (self->step > ADJ_SEAL_STEP_GAME && self->step < ADJ_SEAL_STEP_DONE)
    go_to (self, self->step - 1);
}

static void
go_to_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  AdjSealAssistant *self = ADJ_SEAL_ASSISTANT (widget);
  int step = g_variant_get_int32 (parameter);
  if (step >= 0 && step < ADJ_SEAL_STEP_DONE && self->step < ADJ_SEAL_STEP_DONE)
    go_to (self, (AdjSealStep) step);
}

static void
clear_secrets (AdjSealAssistant *self)
{
  /* GtkEntryBuffer overwrites the text it drops. */
  gtk_editable_set_text (GTK_EDITABLE (self->move_row), "");
  gtk_editable_set_text (GTK_EDITABLE (self->move_again_row), "");
  gtk_editable_set_text (GTK_EDITABLE (self->passphrase_row), "");
  gtk_editable_set_text (GTK_EDITABLE (self->passphrase_again_row), "");
}

static void
close_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  clear_secrets (ADJ_SEAL_ASSISTANT (widget));
  gtk_window_close (GTK_WINDOW (widget));
}

static void
discard_answered (gboolean confirmed, gpointer data)
{
  if (confirmed)
    close_action (data, NULL, NULL);
}

static void
cancel_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  AdjSealAssistant *self = ADJ_SEAL_ASSISTANT (widget);

  /* A stray Escape must not lose a half-filled envelope. */
  if (self->edited && self->step < ADJ_SEAL_STEP_DONE)
    adj_compat_confirm (widget, _("Discard This Envelope?"),
                        _("What you entered is lost: nothing has been stored yet."),
                        _("_Keep Editing"), _("_Discard"), discard_answered, self);
  else
    close_action (widget, action_name, parameter);
}

static void
show_seal_error (AdjSealAssistant *self, const char *message, const char *detail)
{
  /* Sealing starts only when the check found nothing: its "Nothing to
   * correct" would now contradict the error. The arbiter stays on the
   * check page with everything as typed. */
  clear_problem_rows (self);
  add_problem_row (self, message, detail, ADJ_SEAL_STEP_CHECK, TRUE);
}

/* A store error as the arbiter reads it: without the archive's path, the
 * same in every such error and no help at the desk. */
static char *
store_error_detail (AdjSealAssistant *self, const GError *error)
{
  const char *message = error->message;
  const char *path = self->store ? adj_store_get_path (self->store) : NULL;
  if (path && *path && g_str_has_prefix (message, path) && g_str_has_prefix (message + strlen (path), ": "))
    message += strlen (path) + 2;
  g_autofree char *detail = sentence (message);
  /* Translators: a reason from the archive, then what the arbiter can do. */
  return g_strdup_printf (_("%s. Everything is kept as typed: seal again once this is put right."), detail);
}

/* What one sealing writes, handed to its thread. The secrets are copies
 * that are wiped as soon as they are used. */
typedef struct
{
  AdjStore    *store;
  AdjEnvelope *envelope;   /* as checked: it holds no move */
  char        *event;
  char        *arbiter;
  gboolean     digital;
  char        *passphrase;
  char        *move;
  AdjSealKey  *key;
  /* The results, read on the main thread once the task has returned. */
  gint64       id;
  char        *code;
} SealJob;

static void
wipe_free (char *secret)
{
  if (secret)
    sodium_memzero (secret, strlen (secret));
  g_free (secret);
}

static void
seal_job_free (SealJob *job)
{
  wipe_free (job->passphrase);
  wipe_free (job->move);
  g_clear_pointer (&job->key, adj_seal_key_free);
  g_clear_object (&job->store);
  g_clear_object (&job->envelope);
  g_free (job->event);
  g_free (job->arbiter);
  g_free (job->code);
  g_free (job);
}

static void
seal_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  SealJob *job = data;
  g_autoptr(GError) error = NULL;

  /* The key first, outside the transaction: a wrong passphrase is refused
   * before anything is written, and Argon2id's second does not hold the
   * write lock. */
  if (job->digital)
    {
      job->key = adj_seal_key_derive (job->store, job->event, job->passphrase, NULL, &error);
      g_clear_pointer (&job->passphrase, wipe_free);
      if (!job->key)
        {
          g_task_return_error (task, g_steal_pointer (&error));
          return;
        }
    }
  /* Then the one verb: the envelope, the arbiter's check and a digital
   * move, in one transaction, as every face seals. */
  const AdjSealing sealing = {
    .act = { .actor = job->arbiter },
    .key = job->digital ? job->key : NULL,
    .move = job->digital ? job->move : NULL,
  };
  gboolean ok = adj_store_seal (job->store, job->envelope, &sealing, &job->id, &job->code, &error);
  g_clear_pointer (&job->move, wipe_free);
  g_clear_pointer (&job->key, adj_seal_key_free);
  if (!ok)
    {
      /* Rolled back: the id and code name nothing. */
      job->id = 0;
      g_clear_pointer (&job->code, g_free);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  g_task_return_boolean (task, TRUE);
}

static void
seal_finished (GObject *source, GAsyncResult *result, gpointer data)
{
  AdjSealAssistant *self = ADJ_SEAL_ASSISTANT (source);
  SealJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;
  gboolean ok = g_task_propagate_boolean (G_TASK (result), &error);

  self->sealing = FALSE;
  /* Destroyed while sealing: there is no page left to show the result on. */
  if (self->stack == NULL)
    return;
  if (!ok)
    {
      /* Nothing was stored; the arbiter stays on the check page with
       * everything as typed, and can seal again. */
      if (g_error_matches (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_PASSPHRASE))
        {
          g_autofree char *message = sentence (error->message);
          show_seal_error (self, message, NULL);
        }
      else
        {
          g_autofree char *detail = store_error_detail (self, error);
          show_seal_error (self, _("Nothing was stored"), detail);
        }
      adj_seal_assistant_update (self);
      gtk_widget_grab_focus (GTK_WIDGET (self->seal_button));
      return;
    }

  self->envelope_id = job->id;
  clear_secrets (self);
  g_free (self->seal_code);
  self->seal_code = g_strdup (job->code);
  gtk_label_set_text (self->seal_code_label, job->code ? job->code : "");
  gtk_widget_set_visible (self->seal_code_box, job->code != NULL);
  g_autofree char *white = stripped (self->white_row);
  g_autofree char *black = stripped (self->black_row);
  g_autofree char *description = job->digital
    ? g_strdup_printf (_("The envelope of %s – %s is in the archive, its move stored encrypted."), white, black)
    : g_strdup_printf (_("The envelope of %s – %s is in the archive. Put both scoresheets in the envelope and close it."), white, black);
  adw_status_page_set_description (self->done_page, description);
  go_to (self, ADJ_SEAL_STEP_DONE);
  g_signal_emit (self, signals[SEALED], 0, job->id);
}

static void
seal_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  AdjSealAssistant *self = ADJ_SEAL_ASSISTANT (widget);

  if (self->sealing)
    return;
  run_check (self);
  if (self->problems->len > 0)
    {
      adj_seal_assistant_update (self);
      return;
    }
  if (!self->store)
    {
      show_seal_error (self, _("The archive is not open, so the envelope cannot be stored."), NULL);
      return;
    }
  gboolean digital = gtk_check_button_get_active (self->digital_check);
  if (digital && !step_sealed_move_ok (self))
    {
      go_to (self, ADJ_SEAL_STEP_SEALED_MOVE);
      return;
    }

  SealJob *job = g_new0 (SealJob, 1);
  job->store = g_object_ref (self->store);
  /* The envelope the check just passed, as it was checked. */
  job->envelope = g_object_ref (self->checked);
  job->event = stripped (self->event_row);
  job->arbiter = stripped (self->arbiter_row);
  job->digital = digital;
  if (digital)
    {
      job->passphrase = g_strdup (text_of (self->passphrase_row));
      job->move = g_strdup (text_of (self->move_row));
    }

  self->sealing = TRUE;
  adj_seal_assistant_update (self);
  g_autoptr(GTask) task = g_task_new (self, NULL, seal_finished, NULL);
  g_task_set_source_tag (task, seal_action);
  g_task_set_task_data (task, job, (GDestroyNotify) seal_job_free);
  g_task_run_in_thread (task, seal_thread);
}

gboolean
adj_seal_assistant_is_sealing (AdjSealAssistant *self)
{
  g_return_val_if_fail (ADJ_IS_SEAL_ASSISTANT (self), FALSE);
  return self->sealing;
}

static gboolean
adj_seal_assistant_close_request (GtkWindow *window)
{
  /* The thread's result needs its page; it takes a second at most. */
  if (ADJ_SEAL_ASSISTANT (window)->sealing)
    return TRUE;
  return GTK_WINDOW_CLASS (adj_seal_assistant_parent_class)->close_request (window);
}

/* The stored envelope, as the archive reads it (never its move). */
static AdjEnvelope *
stored_envelope (AdjSealAssistant *self, GError **error)
{
  return adj_store_read_envelope (self->store, self->envelope_id, error);
}

static const char *
chosen_paper (AdjSealAssistant *self)
{
  const AdjEnvelopePaper *papers = adj_envelope_face_get_papers ();
  guint i = adw_combo_row_get_selected (self->face_paper_row);
  guint n = 0;
  while (papers[n].name)
    n++;
  return papers[i < n ? i : 0].name;
}

static void
print_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  AdjSealAssistant *self = ADJ_SEAL_ASSISTANT (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelope) env = stored_envelope (self, &error);
  if (!env)
    {
      show_message (self->export_status, error->message);
      return;
    }
  adj_envelope_face_print (GTK_WINDOW (self), env, self->seal_code, chosen_paper (self));
}

gboolean
adj_seal_assistant_export_pdf (AdjSealAssistant *self, GFile *file, GError **error)
{
  g_return_val_if_fail (ADJ_IS_SEAL_ASSISTANT (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (self->envelope_id > 0, FALSE);

  g_autoptr(AdjEnvelope) env = stored_envelope (self, error);
  g_autofree char *path = g_file_get_path (file);
  if (!env)
    return FALSE;
  if (!path)
    {
      g_autofree char *uri = g_file_get_uri (file);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("%s is not a local file"), uri);
      return FALSE;
    }
  return adj_envelope_face_write_pdf (env, self->seal_code, chosen_paper (self), path, error);
}

static void
pdf_chosen (GFile *file, const GError *dialog_error, gpointer data)
{
  AdjSealAssistant *self = data;
  g_autoptr(GError) error = NULL;

  if (file && adj_seal_assistant_export_pdf (self, file, &error))
    {
      g_autofree char *name = g_file_get_basename (file);
      g_autofree char *message = g_strdup_printf (_("Saved as “%s”."), name);
      gtk_widget_remove_css_class (GTK_WIDGET (self->export_status), "error");
      show_message (self->export_status, message);
    }
  else if (file || dialog_error)
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->export_status), "error");
      show_message (self->export_status, error ? error->message : dialog_error->message);
    }
  g_object_unref (self);
}

static void
export_pdf_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  AdjSealAssistant *self = ADJ_SEAL_ASSISTANT (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelope) env = stored_envelope (self, &error);
  g_autofree char *name = env ? adj_file_dialog_envelope_name (ADJ_FILE_KIND_PDF, env) : NULL;
  adj_file_dialog_save (GTK_WINDOW (self), ADJ_FILE_KIND_PDF, name, pdf_chosen, g_object_ref (self));
}

/* ---- changes ----------------------------------------------------------- */

static void
position_changed (AdjSealAssistant *self)
{
  self->edited |= self->ready;
  ChessPosition pos;
  if (position_reads (self, &pos))
    {
      /* Filled in from the position; the arbiter may then change them. */
      adw_combo_row_set_selected (self->sealer_row, pos.side == CHESS_WHITE ? 0 : 1);
      g_autofree char *number = g_strdup_printf ("%d", pos.fullmove_number);
      gtk_editable_set_text (GTK_EDITABLE (self->move_number_row), number);
    }
  adj_seal_assistant_update (self);
}

static void
field_changed (AdjSealAssistant *self)
{
  self->edited |= self->ready;
  adj_seal_assistant_update (self);
}

static void
kind_changed (AdjSealAssistant *self)
{
  self->edited |= self->ready;
  /* Back to paper: what was typed for a digital seal is not kept. */
  if (!gtk_check_button_get_active (self->digital_check))
    clear_secrets (self);
  adj_seal_assistant_update (self);
}

static void
profile_changed (AdjSealAssistant *self)
{
  self->edited |= self->ready;
  update_profile (self);
  adj_seal_assistant_update (self);
}

static void
fill_profiles (AdjSealAssistant *self)
{
  g_autoptr(GtkStringList) titles = gtk_string_list_new (NULL);
  g_autofree char *chosen = g_settings_get_string (self->settings, "rules-profile");
  const AdjProfile *const *list = adj_profile_list ();
  guint selected = 0;
  for (guint i = 0; list[i]; i++)
    {
      gtk_string_list_append (titles, adj_profile_get_title (list[i]));
      if (g_strcmp0 (adj_profile_get_id (list[i]), chosen) == 0)
        selected = i;
    }
  adw_combo_row_set_model (self->profile_row, G_LIST_MODEL (titles));
  adw_combo_row_set_selected (self->profile_row, selected);
}

static void
fill_defaults (AdjSealAssistant *self)
{
  /* The arbiter at the desk is usually the one logged in. */
  const char *name = g_get_real_name ();
  if (name && *name && g_strcmp0 (name, "Unknown") != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->arbiter_row), name);

  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *text = adj_seal_format_instant (now);
  gtk_editable_set_text (GTK_EDITABLE (self->adjourned_at_row), text);
}

/* The row shows the "envelope-paper" setting (the window's menu and the
 * preferences show it too): the face's papers, in the face's order. */
static gboolean
paper_get_mapping (GValue *value, GVariant *variant, gpointer data)
{
  const AdjEnvelopePaper *papers = adj_envelope_face_get_papers ();
  const char *name = g_variant_get_string (variant, NULL);
  guint i = 0;

  while (papers[i].name && strcmp (papers[i].name, name) != 0)
    i++;
  g_value_set_uint (value, papers[i].name ? i : 0);
  return TRUE;
}

static GVariant *
paper_set_mapping (const GValue *value, const GVariantType *type, gpointer data)
{
  const AdjEnvelopePaper *papers = adj_envelope_face_get_papers ();
  guint index = g_value_get_uint (value);

  for (guint i = 0; papers[i].name; i++)
    if (i == index)
      return g_variant_new_string (papers[i].name);
  return NULL;
}

static void
fill_papers (AdjSealAssistant *self)
{
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  for (const AdjEnvelopePaper *paper = adj_envelope_face_get_papers (); paper->name; paper++)
    gtk_string_list_append (labels, adj_seal_paper_label (paper->name));
  adw_combo_row_set_model (self->face_paper_row, G_LIST_MODEL (labels));
  g_settings_bind_with_mapping (self->settings, "envelope-paper", self->face_paper_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, paper_get_mapping, paper_set_mapping, NULL, NULL);
}

static void
add_dots (AdjSealAssistant *self)
{
  for (int i = 0; i < N_WALKED_STEPS; i++)
    {
      GtkWidget *dot = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
      gtk_widget_set_valign (dot, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (dot, "seal-step-dot");
      gtk_box_append (self->step_dots, dot);
    }
}

AdjSealAssistant *
adj_seal_assistant_new (GtkWindow *parent, AdjStore *store)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (store == NULL || ADJ_IS_STORE (store), NULL);

  AdjSealAssistant *self = g_object_new (ADJ_TYPE_SEAL_ASSISTANT, "transient-for", parent, NULL);
  if (parent)
    gtk_window_set_application (GTK_WINDOW (self), gtk_window_get_application (parent));
  g_set_object (&self->store, store);
  return self;
}

AdjSealStep
adj_seal_assistant_get_step (AdjSealAssistant *self)
{
  g_return_val_if_fail (ADJ_IS_SEAL_ASSISTANT (self), ADJ_SEAL_STEP_GAME);
  return self->step;
}

gint64
adj_seal_assistant_get_envelope_id (AdjSealAssistant *self)
{
  g_return_val_if_fail (ADJ_IS_SEAL_ASSISTANT (self), 0);
  return self->envelope_id;
}

static void
adj_seal_assistant_dispose (GObject *object)
{
  AdjSealAssistant *self = ADJ_SEAL_ASSISTANT (object);

  if (self->move_row)
    clear_secrets (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_SEAL_ASSISTANT);
  g_clear_object (&self->store);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->seal_code, g_free);
  g_clear_pointer (&self->problems, g_ptr_array_unref);
  g_clear_pointer (&self->problem_rows, g_ptr_array_unref);
  g_clear_object (&self->checked);

  G_OBJECT_CLASS (adj_seal_assistant_parent_class)->dispose (object);
}

static void
adj_seal_assistant_class_init (AdjSealAssistantClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_seal_assistant_dispose;
  GTK_WINDOW_CLASS (klass)->close_request = adj_seal_assistant_close_request;

  g_type_ensure (ADJ_TYPE_POSITION_EDITOR);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjourn/Adjourn/sealing/adj-seal-assistant.ui");
#define CHILD(name) gtk_widget_class_bind_template_child (widget_class, AdjSealAssistant, name)
  CHILD (window_title);
  CHILD (cancel_button);
  CHILD (back_button);
  CHILD (next_button);
  CHILD (seal_button);
  CHILD (done_button);
  CHILD (seal_spinner);
  CHILD (step_dots);
  CHILD (stack);
  CHILD (profile_row);
  CHILD (event_row);
  CHILD (round_row);
  CHILD (board_row);
  CHILD (arbiter_row);
  CHILD (white_row);
  CHILD (black_row);
  CHILD (position_editor);
  CHILD (position_error);
  CHILD (sealer_row);
  CHILD (move_number_row);
  CHILD (move_number_error);
  CHILD (time_control_row);
  CHILD (white_time_row);
  CHILD (black_time_row);
  CHILD (control_error);
  CHILD (time_error);
  CHILD (adjourned_at_row);
  CHILD (session_end_row);
  CHILD (session_error);
  CHILD (charge_row);
  CHILD (draw_group);
  CHILD (draw_offer_row);
  CHILD (resumption_group);
  CHILD (resumption_at_row);
  CHILD (resumption_date_button);
  CHILD (resumption_date_popover);
  CHILD (resumption_calendar);
  CHILD (resumption_place_row);
  CHILD (resumption_error);
  CHILD (fce_group);
  CHILD (white_pieces_row);
  CHILD (black_pieces_row);
  CHILD (white_signed_switch);
  CHILD (black_signed_switch);
  CHILD (paper_check);
  CHILD (digital_check);
  CHILD (digital_group);
  CHILD (move_row);
  CHILD (move_again_row);
  CHILD (move_error);
  CHILD (passphrase_group);
  CHILD (passphrase_row);
  CHILD (passphrase_again_row);
  CHILD (passphrase_error);
  CHILD (summary_game_row);
  CHILD (summary_players_row);
  CHILD (summary_sealer_row);
  CHILD (summary_clocks_row);
  CHILD (summary_resumption_row);
  CHILD (summary_group);
  CHILD (problems_group);
  CHILD (done_page);
  CHILD (seal_code_box);
  CHILD (seal_code_label);
  CHILD (face_paper_row);
  CHILD (export_status);
#undef CHILD

  signals[SEALED] = g_signal_new ("sealed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT64);

  gtk_widget_class_install_action (widget_class, "seal.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "seal.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "seal.go-to", "i", go_to_action);
  gtk_widget_class_install_action (widget_class, "seal.seal", NULL, seal_action);
  gtk_widget_class_install_action (widget_class, "seal.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "seal.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "seal.export-pdf", NULL, export_pdf_action);
  gtk_widget_class_install_action (widget_class, "seal.done", NULL, close_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "seal.cancel", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "seal.back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_ALT_MASK, "seal.next", NULL);
}

static void
adj_seal_assistant_init (AdjSealAssistant *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APPLICATION_ID);
  self->problem_rows = g_ptr_array_new ();
  add_dots (self);
  fill_profiles (self);
  fill_papers (self);
  fill_defaults (self);

  g_signal_connect_swapped (self->position_editor, "changed", G_CALLBACK (position_changed), self);
  g_signal_connect_swapped (self->position_editor, "notify::valid", G_CALLBACK (field_changed), self);
  g_signal_connect_swapped (self->profile_row, "notify::selected", G_CALLBACK (profile_changed), self);
  gpointer watched[] = {
    self->move_number_row, self->time_control_row, self->white_time_row, self->black_time_row,
    self->adjourned_at_row, self->session_end_row, self->resumption_at_row, self->move_row,
    self->move_again_row, self->passphrase_row, self->passphrase_again_row, self->event_row,
    self->round_row, self->board_row, self->arbiter_row, self->white_row, self->black_row,
    self->resumption_place_row, self->white_pieces_row, self->black_pieces_row,
  };
  for (gsize i = 0; i < G_N_ELEMENTS (watched); i++)
    g_signal_connect_swapped (watched[i], "changed", G_CALLBACK (field_changed), self);
  g_signal_connect_swapped (self->sealer_row, "notify::selected", G_CALLBACK (field_changed), self);
  g_signal_connect_swapped (self->draw_offer_row, "notify::selected", G_CALLBACK (field_changed), self);
  g_signal_connect_swapped (self->white_signed_switch, "notify::active", G_CALLBACK (field_changed), self);
  g_signal_connect_swapped (self->black_signed_switch, "notify::active", G_CALLBACK (field_changed), self);
  g_signal_connect_swapped (self->digital_check, "notify::active", G_CALLBACK (kind_changed), self);
  gtk_menu_button_set_create_popup_func (self->resumption_date_button, resumption_calendar_prepare, self, NULL);
  g_signal_connect_swapped (self->resumption_calendar, "day-selected", G_CALLBACK (resumption_day_selected), self);
  GtkGesture *click = gtk_gesture_click_new ();
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
  g_signal_connect (click, "released", G_CALLBACK (resumption_calendar_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self->resumption_calendar), GTK_EVENT_CONTROLLER (click));

  update_profile (self);
  position_changed (self);
  go_to (self, ADJ_SEAL_STEP_GAME);
  self->ready = TRUE;
}
