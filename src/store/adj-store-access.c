/* adj-store-access.c — who may do what in a federation's archive on PostgreSQL: roles, privileges, policies
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Migration 5 on PostgreSQL. A desk's SQLite file has one user, its owner:
 * there the migration does nothing. On a server, the program is only one of
 * the ways to reach the tables (psql is another), so what each person may
 * do is the server's to enforce, not the program's:
 *
 *   adjourn_arbiter    reads the archive; seals, hands over, opens, records
 *                      outcomes, declares lost, reconstructs and annuls the
 *                      envelopes of the events it is appointed to (table
 *                      appointments), and reads their sealed moves' ciphertext;
 *   adjourn_committee  the federation's competition committee (FCE 10.2):
 *                      reads everything but the sealed moves, changes nothing;
 *   adjourn_player     the view adjourn_envelopes_public only: no document,
 *                      no sealed move, no custody log;
 *   the owner          (the role that ran the migrations) everything but
 *                      rewriting the custody log.
 *
 * The three are group roles (NOLOGIN): a person logs in as a role of their
 * own, member of one of them. Roles are the cluster's, not the database's:
 * made here when missing, by an owner allowed to (CREATEROLE), else the
 * migration stops saying what a superuser must run.
 *
 * Reading is open to every arbiter (the custody log's seq is the next of
 * the whole log's, and an arbiter told "not appointed" must be able to be
 * told to which event), but for the events' key material since migration 7
 * (below); writing is checked row by row: a row an arbiter
 * writes must belong to an event it is appointed to, and the policy says so
 * itself (adjourn_require_appointment () raises "you are not appointed to
 * event …", SQLSTATE 42501) rather than filtering the row away silently.
 * Every table is FORCE ROW LEVEL SECURITY: the owner is held by policies
 * too, and has none that updates or deletes a custody row; it has no such
 * privilege either, and the append-only trigger of migration 1 refuses
 * even a superuser (who bypasses privileges and policies, not triggers).
 *
 * A later migration that adds a table grants on it as this one does, and
 * turns its row-level security on.
 *
 * Migration 7 (adj_store_keys_pg_sql, below) takes the events' key
 * material out of what every arbiter and the committee read.
 */
#define G_LOG_DOMAIN "adjourn-store"

#include "config.h"

#include "adj-store-private.h"

const char adj_store_access_pg_sql[] =
  /* ---- appointments: which login role may act for which event --------- *
   * Kept for ever: a dismissal is written on the row, never deletes it
   * (who could seal what, ten years on). Keyed by the event's name, since
   * arbiters are appointed before the first envelope creates the event. */
  "CREATE TABLE appointments ("
  "  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,"
  "  event text NOT NULL CHECK (event <> ''),"
  "  role text NOT NULL CHECK (role <> ''),"
  "  appointed_at text NOT NULL,"
  "  appointed_by text NOT NULL,"
  "  dismissed_at text,"
  "  dismissed_by text,"
  "  CHECK ((dismissed_at IS NULL) = (dismissed_by IS NULL))"
  ");"
  "CREATE UNIQUE INDEX appointments_current ON appointments (event, role) WHERE dismissed_at IS NULL;"
  "CREATE FUNCTION adjourn_appointments_kept () RETURNS trigger LANGUAGE plpgsql AS $$"
  "  BEGIN"
  "    IF TG_OP = 'UPDATE' AND OLD.dismissed_at IS NULL AND NEW.dismissed_at IS NOT NULL"
  "       AND (NEW.id, NEW.event, NEW.role, NEW.appointed_at, NEW.appointed_by)"
  "           = (OLD.id, OLD.event, OLD.role, OLD.appointed_at, OLD.appointed_by) THEN"
  "      RETURN NEW;"
  "    END IF;"
  "    RAISE EXCEPTION 'an appointment is only ever dismissed, never rewritten or deleted'"
  "      USING ERRCODE = 'integrity_constraint_violation';"
  "  END $$;"
  "CREATE TRIGGER appointments_kept BEFORE UPDATE OR DELETE ON appointments"
  "  FOR EACH ROW EXECUTE FUNCTION adjourn_appointments_kept ();"
  "CREATE TRIGGER appointments_no_truncate BEFORE TRUNCATE ON appointments"
  "  FOR EACH STATEMENT EXECUTE FUNCTION adjourn_append_only ();"

  /* ---- what the policies ask ------------------------------------------ *
   * SECURITY INVOKER (the default): they read as the role asking, which
   * may read events, rounds, games, envelopes and appointments. */
  "CREATE FUNCTION adjourn_event_name (event bigint) RETURNS text LANGUAGE sql STABLE AS $$"
  "  SELECT name FROM events WHERE id = event $$;"
  "CREATE FUNCTION adjourn_event_of_round (round bigint) RETURNS text LANGUAGE sql STABLE AS $$"
  "  SELECT e.name FROM rounds r JOIN events e ON e.id = r.event_id WHERE r.id = round $$;"
  "CREATE FUNCTION adjourn_event_of_game (game bigint) RETURNS text LANGUAGE sql STABLE AS $$"
  "  SELECT e.name FROM games g JOIN rounds r ON r.id = g.round_id JOIN events e ON e.id = r.event_id"
  "  WHERE g.id = game $$;"
  "CREATE FUNCTION adjourn_event_of_envelope (envelope bigint) RETURNS text LANGUAGE sql STABLE AS $$"
  "  SELECT e.name FROM envelopes v JOIN games g ON g.id = v.game_id JOIN rounds r ON r.id = g.round_id"
  "  JOIN events e ON e.id = r.event_id WHERE v.id = envelope $$;"
  /* Appointed directly or through a group role (a team of arbiters); a
   * role dropped since is nobody's. */
  "CREATE FUNCTION adjourn_appointed_to (event text) RETURNS boolean LANGUAGE sql STABLE AS $$"
  "  SELECT EXISTS (SELECT 1 FROM appointments a JOIN pg_roles r ON r.rolname = a.role"
  "                 WHERE a.event = adjourn_appointed_to.event AND a.dismissed_at IS NULL"
  "                   AND pg_has_role (current_user, r.oid, 'MEMBER')) $$;"
  "CREATE FUNCTION adjourn_require_appointment (event text) RETURNS boolean LANGUAGE plpgsql STABLE AS $$"
  "  BEGIN"
  "    IF event IS NULL THEN"
  "      RAISE EXCEPTION 'this row belongs to no event: only the archive''s owner writes it'"
  "        USING ERRCODE = 'insufficient_privilege';"
  "    END IF;"
  "    IF adjourn_appointed_to (event) THEN RETURN true; END IF;"
  "    RAISE EXCEPTION 'you are not appointed to event “%”', event"
  "      USING ERRCODE = 'insufficient_privilege',"
  "            HINT = 'the archive''s owner appoints arbiters: adjourn-cli archive appoint ROLE EVENT';"
  "  END $$;"

  /* ---- the group roles, made once per cluster -------------------------- */
  "DO $$"
  "DECLARE"
  "  wanted text[] := ARRAY['adjourn_arbiter', 'adjourn_committee', 'adjourn_player'];"
  "  missing text[];"
  "  name text;"
  "BEGIN"
  "  SELECT array_agg (w) INTO missing FROM unnest (wanted) w"
  "    WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = w);"
  "  IF missing IS NULL THEN RETURN; END IF;"
  "  IF NOT (SELECT rolsuper OR rolcreaterole FROM pg_roles WHERE rolname = current_user) THEN"
  "    RAISE EXCEPTION 'the group roles % are missing and role “%” may not create them',"
  "      array_to_string (missing, ', '), current_user"
  "      USING ERRCODE = 'insufficient_privilege',"
  "            HINT = 'a superuser runs CREATE ROLE adjourn_arbiter NOLOGIN; and the same for'"
  "                   || ' adjourn_committee and adjourn_player, then the program again';"
  "  END IF;"
  "  FOREACH name IN ARRAY missing LOOP"
  "    BEGIN"
  "      EXECUTE format ('CREATE ROLE %I NOLOGIN', name);"
  "    EXCEPTION WHEN duplicate_object OR unique_violation THEN"
  "      NULL;"   /* another database's migration made it a moment ago */
  "    END;"
  "  END LOOP;"
  "END $$;"

  /* ---- privileges -------------------------------------------------------- *
   * Column by column where an arbiter updates: the verbs change an
   * envelope's state and what its opening adds, an event's key once, a
   * game's state; never a name, a position or a document's hash. */
  "GRANT SELECT ON adjourn_schema, events, rounds, games, envelopes, outcomes, custody,"
  "  custody_signatures, appointments TO adjourn_arbiter, adjourn_committee;"
  "GRANT SELECT, INSERT ON sealed_moves TO adjourn_arbiter;"
  "GRANT INSERT ON events, rounds, games, envelopes, outcomes, custody, custody_signatures"
  "  TO adjourn_arbiter;"
  "GRANT UPDATE (seal_salt, seal_opslimit, seal_memlimit, seal_check, sign_public, sign_secret, chain_id)"
  "  ON events TO adjourn_arbiter;"
  "GRANT UPDATE (state) ON games TO adjourn_arbiter;"
  "GRANT UPDATE (document, opened_at, white_scoresheet, black_scoresheet, search, state, kind,"
  "  seal_code, uid) ON envelopes TO adjourn_arbiter;"
  "REVOKE ALL ON appointments FROM PUBLIC;"
  "REVOKE UPDATE, DELETE, TRUNCATE ON custody, custody_signatures FROM PUBLIC;"

  /* The players' window on the archive: what the pairing board shows. No
   * document (an opened one holds the move), no seal code, no custody. A
   * view reads as its owner, so players need no privilege on the tables. */
  "CREATE VIEW adjourn_envelopes_public AS"
  "  SELECT v.id, e.name AS event, r.name AS round, g.board, g.white, g.black, v.position,"
  "         v.sealer, v.sealed_move_number, v.adjourned_at, v.resumption_at, v.resumption_place,"
  "         v.state, g.state AS game_state"
  "  FROM envelopes v JOIN games g ON g.id = v.game_id JOIN rounds r ON r.id = g.round_id"
  "  JOIN events e ON e.id = r.event_id;"
  "GRANT SELECT ON adjourn_envelopes_public TO adjourn_player;"

  /* What names the schema and the owner is written at run time. */
  "DO $$"
  "DECLARE"
  "  t text;"
  "BEGIN"
  "  EXECUTE format ('GRANT USAGE ON SCHEMA %I TO adjourn_arbiter, adjourn_committee, adjourn_player',"
  "                  current_schema ());"
  /* Identity columns draw from sequences; the store reads lastval (). */
  "  EXECUTE format ('GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA %I TO adjourn_arbiter',"
  "                  current_schema ());"
  /* Append-only for the owner too. As owner it could grant the privilege
   * back to itself: what catches a rewrite then is the chain (README). */
  "  EXECUTE format ('REVOKE UPDATE, DELETE, TRUNCATE ON custody, custody_signatures FROM %I',"
  "                  current_user);"
  "  FOREACH t IN ARRAY ARRAY['events', 'rounds', 'games', 'envelopes', 'sealed_moves', 'outcomes',"
  "                           'custody', 'custody_signatures'] LOOP"
  "    EXECUTE format ('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);"
  "    EXECUTE format ('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);"
  "    EXECUTE format ('CREATE POLICY owner_reads ON %I FOR SELECT TO %I USING (true)', t, current_user);"
  "    EXECUTE format ('CREATE POLICY owner_adds ON %I FOR INSERT TO %I WITH CHECK (true)', t, current_user);"
  "    IF t NOT IN ('custody', 'custody_signatures') THEN"
  "      EXECUTE format ('CREATE POLICY owner_changes ON %I FOR UPDATE TO %I USING (true) WITH CHECK (true)',"
  "                      t, current_user);"
  "      EXECUTE format ('CREATE POLICY owner_removes ON %I FOR DELETE TO %I USING (true)', t, current_user);"
  "    END IF;"
  "    IF t <> 'sealed_moves' THEN"
  "      EXECUTE format ('CREATE POLICY federation_reads ON %I FOR SELECT"
  "                       TO adjourn_arbiter, adjourn_committee USING (true)', t);"
  "    END IF;"
  "  END LOOP;"
  "END $$;"

  /* ---- the arbiters' policies: their events' rows only ------------------ */
  "CREATE POLICY arbiter_adds ON events FOR INSERT TO adjourn_arbiter"
  "  WITH CHECK (adjourn_require_appointment (name));"
  "CREATE POLICY arbiter_changes ON events FOR UPDATE TO adjourn_arbiter"
  "  USING (true) WITH CHECK (adjourn_require_appointment (name));"
  "CREATE POLICY arbiter_adds ON rounds FOR INSERT TO adjourn_arbiter"
  "  WITH CHECK (adjourn_require_appointment (adjourn_event_name (event_id)));"
  "CREATE POLICY arbiter_adds ON games FOR INSERT TO adjourn_arbiter"
  "  WITH CHECK (adjourn_require_appointment (adjourn_event_of_round (round_id)));"
  "CREATE POLICY arbiter_changes ON games FOR UPDATE TO adjourn_arbiter"
  "  USING (true) WITH CHECK (adjourn_require_appointment (adjourn_event_of_round (round_id)));"
  "CREATE POLICY arbiter_adds ON envelopes FOR INSERT TO adjourn_arbiter"
  "  WITH CHECK (adjourn_require_appointment (adjourn_event_of_game (game_id)));"
  "CREATE POLICY arbiter_changes ON envelopes FOR UPDATE TO adjourn_arbiter"
  "  USING (true) WITH CHECK (adjourn_require_appointment (adjourn_event_of_game (game_id)));"
  /* Reading a sealed move's ciphertext is the first step of opening it:
   * refused out loud, not an envelope that seems to have lost its move. */
  "CREATE POLICY arbiter_reads ON sealed_moves FOR SELECT TO adjourn_arbiter"
  "  USING (adjourn_require_appointment (adjourn_event_of_envelope (envelope_id)));"
  "CREATE POLICY arbiter_adds ON sealed_moves FOR INSERT TO adjourn_arbiter"
  "  WITH CHECK (adjourn_require_appointment (adjourn_event_of_envelope (envelope_id)));"
  "CREATE POLICY arbiter_adds ON outcomes FOR INSERT TO adjourn_arbiter"
  "  WITH CHECK (adjourn_require_appointment (adjourn_event_of_envelope (envelope_id)));"
  /* An entry about an envelope is filed under that envelope's event: else
   * an arbiter of B could write into B's chain a step of A's envelope. */
  "CREATE POLICY arbiter_adds ON custody FOR INSERT TO adjourn_arbiter"
  "  WITH CHECK (adjourn_require_appointment (adjourn_event_name (event_id))"
  "              AND (envelope_id IS NULL"
  "                   OR adjourn_event_of_envelope (envelope_id) = adjourn_event_name (event_id)));"
  "CREATE POLICY arbiter_adds ON custody_signatures FOR INSERT TO adjourn_arbiter"
  "  WITH CHECK (adjourn_require_appointment (adjourn_event_name (event_id)));"

  /* ---- preparations (migration 4) ---------------------------------------- *
   * A responder's preparation is the player's own work, kept with the
   * envelope: the arbiters of its event keep it for them (read and write,
   * never delete), the committee reads it (the documents of an undecided
   * game, FCE 10.2), an arbiter of another event does not even see it
   * (filtered, not refused: a list must not fail on a row it may not read),
   * players have no privilege on it. */
  "GRANT SELECT, INSERT ON preparations TO adjourn_arbiter;"
  "GRANT UPDATE (position, document, updated_at) ON preparations TO adjourn_arbiter;"
  "GRANT SELECT ON preparations TO adjourn_committee;"
  "ALTER TABLE preparations ENABLE ROW LEVEL SECURITY;"
  "ALTER TABLE preparations FORCE ROW LEVEL SECURITY;"
  "DO $$"
  "BEGIN"
  "  EXECUTE format ('CREATE POLICY owner_all ON preparations TO %I USING (true) WITH CHECK (true)', current_user);"
  "END $$;"
  "CREATE POLICY committee_reads ON preparations FOR SELECT TO adjourn_committee USING (true);"
  "CREATE POLICY arbiter_reads ON preparations FOR SELECT TO adjourn_arbiter"
  "  USING (adjourn_appointed_to (adjourn_event_of_envelope (envelope_id)));"
  "CREATE POLICY arbiter_adds ON preparations FOR INSERT TO adjourn_arbiter"
  "  WITH CHECK (adjourn_require_appointment (adjourn_event_of_envelope (envelope_id)));"
  "CREATE POLICY arbiter_changes ON preparations FOR UPDATE TO adjourn_arbiter"
  "  USING (adjourn_appointed_to (adjourn_event_of_envelope (envelope_id)))"
  "  WITH CHECK (adjourn_require_appointment (adjourn_event_of_envelope (envelope_id)));"

  /* A chain's positions start at 1 (a push indexes the desk's rows by them). */
  "ALTER TABLE custody ADD CONSTRAINT custody_position_from_1 CHECK (position >= 1);"

  /* ---- the helpers' names resolved in this schema only ------------------- *
   * A function reads names through the caller's search_path, and a
   * session's temporary schema comes first in it unless named: any role
   * with TEMP on the database (PUBLIC has it by default) could make a
   * table "appointments" (or events, envelopes, pg_roles…) of its own and
   * be appointed by it. Every function of the schema (the policies' and the
   * triggers') gets a fixed path, pg_temp last. A later migration adding a
   * function sets its path the same way. */
  "DO $$"
  "DECLARE"
  "  f regprocedure;"
  "BEGIN"
  "  FOR f IN SELECT p.oid FROM pg_catalog.pg_proc p"
  "           WHERE p.pronamespace = current_schema ()::regnamespace LOOP"
  "    EXECUTE format ('ALTER FUNCTION %s SET search_path = pg_catalog, %I, pg_temp', f, current_schema ());"
  "  END LOOP;"
  "END $$;";


/* ---- migration 7: an event's key material, its own arbiters' only ---------- *
 *
 * Each event's passphrase check (the Argon2id salt and limits, and a
 * secretbox of a constant under the derived key) and its signing key (the
 * Ed25519 secret key under the passphrase) sat in columns every arbiter and
 * the committee could read: an arbiter of one event could copy another's
 * salt and check and guess its passphrase offline. Now:
 *
 *   - the arbiters and the committee read the other columns of events,
 *     granted one by one (a privilege cannot be given per row): sign_public
 *     stays, log verify checks the chain heads' signatures with it; a plain
 *     SELECT of seal_salt, seal_opslimit, seal_memlimit, seal_check or
 *     sign_secret, or an UPDATE whose WHERE or SET reads one, is refused;
 *   - the view adjourn_event_keys reads them as its owner, and gives each
 *     key column only where adjourn_may_read_keys () lets the role asking
 *     (a view's functions run as the role querying it): the archive's owner,
 *     or an arbiter appointed to the event; anyone else is refused out loud
 *     ("you are not appointed to event …", as adjourn_require_appointment
 *     raises). Only adjourn_arbiter is granted the view: the committee cannot
 *     open anything sealed and needs none of it; players have no privilege on
 *     events at all. A desk's SQLite file has the same view, unfiltered, so
 *     that the store reads the keys with one SQL on both engines.
 *
 * Why the check is inside each column's CASE, not the view's WHERE: a row
 * filter would let a caller's own condition on a key column run before it
 * (the planner moves "leakproof" comparisons such as bytea's < ahead of a
 * security barrier's quals, and takes their selectivity from the column's
 * statistics), so that "WHERE seal_salt < '\x80'" would tell, by an error
 * or by EXPLAIN's row estimate, one bit of another event's salt at a time.
 * Here a key column is an expression that calls the check first, whatever
 * the caller writes around it; it has no statistics either. */
const char adj_store_keys_pg_sql[] =
  "REVOKE SELECT ON events FROM adjourn_arbiter, adjourn_committee;"
  "GRANT SELECT (id, name, rules, created_at, chain_id, sign_public) ON events"
  "  TO adjourn_arbiter, adjourn_committee;"
  /* SECURITY INVOKER: current_user is the role querying the view. */
  "CREATE FUNCTION adjourn_may_read_keys (event text) RETURNS boolean LANGUAGE plpgsql STABLE AS $$"
  "  BEGIN"
  "    IF pg_has_role (current_user, (SELECT c.relowner FROM pg_class c WHERE c.oid = 'events'::regclass),"
  "                    'MEMBER') THEN"
  "      RETURN true;"
  "    END IF;"
  "    RETURN adjourn_require_appointment (event);"
  "  END $$;"
  /* Its names resolved in this schema only (a temporary table named
   * appointments, events or pg_class is no stand-in: migration 5). */
  "DO $$"
  "BEGIN"
  "  EXECUTE format ('ALTER FUNCTION adjourn_may_read_keys (text) SET search_path = pg_catalog, %I, pg_temp',"
  "                  current_schema ());"
  "END $$;"
  "CREATE VIEW adjourn_event_keys AS"
  "  SELECT id, name,"
  "         CASE WHEN adjourn_may_read_keys (name) THEN seal_salt END AS seal_salt,"
  "         CASE WHEN adjourn_may_read_keys (name) THEN seal_opslimit END AS seal_opslimit,"
  "         CASE WHEN adjourn_may_read_keys (name) THEN seal_memlimit END AS seal_memlimit,"
  "         CASE WHEN adjourn_may_read_keys (name) THEN seal_check END AS seal_check,"
  "         sign_public,"
  "         CASE WHEN adjourn_may_read_keys (name) THEN sign_secret END AS sign_secret"
  "  FROM events;"
  "REVOKE ALL ON adjourn_event_keys FROM PUBLIC;"
  "GRANT SELECT ON adjourn_event_keys TO adjourn_arbiter;";
