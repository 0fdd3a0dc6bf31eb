/* adj-store-schema.c — the archive's file and schema: how it is made, whose it is, its migrations
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * adj-store.c opens the connection; what is decided about the file itself
 * is here. A file is brought from its PRAGMA user_version to ADJ_STORE_SCHEMA_VERSION
 * by the migrations after it, all in one transaction: a failure anywhere
 * leaves the file as it was. A migration is appended to migrations[] and
 * never edits an earlier one, since files written by every earlier version
 * must arrive at the same schema as a new file does.
 */
#define G_LOG_DOMAIN "adjourn-store"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "adj-store-private.h"

/* ---- the file ----------------------------------------------------------- */

/* The archive holds each event's passphrase check: it is its owner's
 * alone. SQLite would create it 0644 (less the umask), so it is created
 * here first, empty, which SQLite takes for a new database; its -wal and
 * -shm take their mode from it. */
gboolean
adj_store_create_file (const char *path, GError **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_OPEN,
                   _("%s: cannot create the folder: %s"), dir, g_strerror (saved));
      return FALSE;
    }
  int fd = g_open (path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  if (fd < 0 && errno != EEXIST)
    {
      int saved = errno;
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_OPEN, _("%s: cannot open: %s"),
                   path, g_strerror (saved));
      return FALSE;
    }
  if (fd >= 0)
    g_close (fd, NULL);
  return TRUE;
}

/* The journal mode is stored in the file: chosen only once the file is
 * known to be an archive (or an empty database about to become one). A
 * file on a filesystem without shared memory stays in another mode, which
 * we refuse rather than run with weaker guarantees than promised. */
gboolean
adj_store_use_write_ahead_log (AdjStore *self, GError **error)
{
  g_autoptr(GError) local = NULL;
  if (adj_db_use_write_ahead_log (adj_store_get_db (self), &local))
    return TRUE;
  if (g_error_matches (local, ADJ_DB_ERROR, ADJ_DB_ERROR_OPEN))
    g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_OPEN,
                 _("%s: the database cannot use a write-ahead log here"), adj_store_get_path (self));
  else
    adj_store_set_db_error (self, error, "choosing the WAL journal");
  return FALSE;
}

/* ---- the schema --------------------------------------------------------- */

/* Migration 1: everything. */
static const char migration_1[] =
  "CREATE TABLE events ("
  "  id INTEGER PRIMARY KEY,"
  "  name TEXT NOT NULL UNIQUE,"
  "  rules TEXT NOT NULL,"
  "  seal_salt BLOB,"            /* Argon2id salt of the arbiter passphrase */
  "  seal_opslimit INTEGER,"
  "  seal_memlimit INTEGER,"
  "  seal_check BLOB,"           /* nonce || secretbox of a constant: is the passphrase right? */
  "  created_at TEXT NOT NULL"
  ");"
  "CREATE TABLE rounds ("
  "  id INTEGER PRIMARY KEY,"
  "  event_id INTEGER NOT NULL REFERENCES events (id),"
  "  name TEXT NOT NULL,"
  "  UNIQUE (event_id, name)"
  ");"
  "CREATE TABLE games ("
  "  id INTEGER PRIMARY KEY,"
  "  round_id INTEGER NOT NULL REFERENCES rounds (id),"
  "  board TEXT NOT NULL,"
  "  white TEXT NOT NULL,"
  "  black TEXT NOT NULL,"
  "  state TEXT NOT NULL DEFAULT 'adjourned'"
  "    CHECK (state IN ('adjourned', 'playing', 'waiting', 'finished', 'annulled')),"
  "  UNIQUE (round_id, board, white, black)"
  ");"
  "CREATE TABLE envelopes ("
  "  id INTEGER PRIMARY KEY,"
  "  game_id INTEGER NOT NULL REFERENCES games (id),"
  "  document TEXT NOT NULL CHECK (json_valid (document)),"
  "  document_hash BLOB NOT NULL,"
  "  rules TEXT NOT NULL,"
  "  position TEXT NOT NULL,"
  "  sealer TEXT NOT NULL CHECK (sealer IN ('', 'white', 'black')),"
  "  sealed_move_number INTEGER NOT NULL,"
  "  adjourned_at TEXT NOT NULL,"
  "  adjourned_unix INTEGER,"
  "  resumption_at TEXT NOT NULL,"
  "  resumption_place TEXT NOT NULL,"
  "  state TEXT NOT NULL CHECK (state IN ('sealed', 'opened', 'lost', 'reconstructed')),"
  "  kind TEXT NOT NULL DEFAULT 'paper' CHECK (kind IN ('paper', 'digital')),"
  "  seal_code TEXT NOT NULL DEFAULT '',"
  "  white_scoresheet INTEGER CHECK (white_scoresheet IN (0, 1)),"
  "  black_scoresheet INTEGER CHECK (black_scoresheet IN (0, 1)),"
  "  opened_at TEXT NOT NULL DEFAULT '',"
  "  search TEXT NOT NULL,"
  "  imported_at TEXT NOT NULL,"
  "  UNIQUE (game_id, adjourned_unix),"
  "  UNIQUE (game_id, document_hash)"
  ");"
  "CREATE INDEX envelopes_by_adjournment ON envelopes (adjourned_unix);"
  "CREATE TABLE sealed_moves ("
  "  envelope_id INTEGER PRIMARY KEY REFERENCES envelopes (id),"
  "  nonce BLOB NOT NULL,"
  "  ciphertext BLOB NOT NULL"
  ");"
  "CREATE TABLE outcomes ("
  "  id INTEGER PRIMARY KEY,"
  "  envelope_id INTEGER NOT NULL REFERENCES envelopes (id),"
  "  status TEXT NOT NULL CHECK (status IN ('finished', 'continues', 'waiting', 'annulled')),"
  "  result TEXT,"
  "  reason TEXT NOT NULL,"
  "  document TEXT NOT NULL CHECK (json_valid (document)),"
  "  recorded_at TEXT NOT NULL"
  ");"
  "CREATE INDEX outcomes_by_envelope ON outcomes (envelope_id);"
  "CREATE TABLE custody ("
  "  seq INTEGER PRIMARY KEY,"
  "  at TEXT NOT NULL,"
  "  kind TEXT NOT NULL,"
  "  envelope_id INTEGER REFERENCES envelopes (id),"
  "  actor TEXT NOT NULL,"
  "  present TEXT NOT NULL,"     /* JSON array of names */
  "  note TEXT NOT NULL,"
  "  prev_hash BLOB NOT NULL,"
  "  hash BLOB NOT NULL"
  ");"
  "CREATE INDEX custody_by_envelope ON custody (envelope_id);"
  "CREATE TRIGGER custody_no_update BEFORE UPDATE ON custody"
  "  BEGIN SELECT RAISE (ABORT, 'the custody log is append-only'); END;"
  "CREATE TRIGGER custody_no_delete BEFORE DELETE ON custody"
  "  BEGIN SELECT RAISE (ABORT, 'the custody log is append-only'); END;";

/* Every column of migration 1's envelopes, in its order, which the rebuilt
 * table keeps. */
#define ENVELOPE_COLUMNS_1 \
  "id, game_id, document, document_hash, rules, position, sealer, sealed_move_number," \
  " adjourned_at, adjourned_unix, resumption_at, resumption_place, state, kind, seal_code," \
  " white_scoresheet, black_scoresheet, opened_at, search, imported_at"

/* Migration 2: an envelope can be annulled, and a custody entry can say
 * when what it records happened, apart from when it was written (NULL on
 * the rows written before: their hashes never covered it, and adding a
 * column updates no row, so the append-only trigger does not fire).
 *
 * SQLite cannot change a CHECK: envelopes is rebuilt the way SQLite's
 * ALTER TABLE documentation lays out, every row copied with its id. The new
 * table is renamed to the old name, not the old one away (a rename rewrites
 * the references to it in sealed_moves, outcomes and custody, which must
 * keep naming envelopes). Dropping a table drops its indexes, so that one
 * is made again; no trigger or view names envelopes. The caller turns
 * foreign keys off around the transaction and checks them before commit. */
static const char migration_2[] =
  "CREATE TABLE envelopes_2 ("
  "  id INTEGER PRIMARY KEY,"
  "  game_id INTEGER NOT NULL REFERENCES games (id),"
  "  document TEXT NOT NULL CHECK (json_valid (document)),"
  "  document_hash BLOB NOT NULL,"
  "  rules TEXT NOT NULL,"
  "  position TEXT NOT NULL,"
  "  sealer TEXT NOT NULL CHECK (sealer IN ('', 'white', 'black')),"
  "  sealed_move_number INTEGER NOT NULL,"
  "  adjourned_at TEXT NOT NULL,"
  "  adjourned_unix INTEGER,"
  "  resumption_at TEXT NOT NULL,"
  "  resumption_place TEXT NOT NULL,"
  "  state TEXT NOT NULL"
  "    CHECK (state IN ('sealed', 'opened', 'lost', 'reconstructed', 'annulled')),"
  "  kind TEXT NOT NULL DEFAULT 'paper' CHECK (kind IN ('paper', 'digital')),"
  "  seal_code TEXT NOT NULL DEFAULT '',"
  "  white_scoresheet INTEGER CHECK (white_scoresheet IN (0, 1)),"
  "  black_scoresheet INTEGER CHECK (black_scoresheet IN (0, 1)),"
  "  opened_at TEXT NOT NULL DEFAULT '',"
  "  search TEXT NOT NULL,"
  "  imported_at TEXT NOT NULL,"
  "  UNIQUE (game_id, adjourned_unix),"
  "  UNIQUE (game_id, document_hash)"
  ");"
  "INSERT INTO envelopes_2 (" ENVELOPE_COLUMNS_1 ")"
  "  SELECT " ENVELOPE_COLUMNS_1 " FROM envelopes ORDER BY id;"
  "DROP TABLE envelopes;"
  "ALTER TABLE envelopes_2 RENAME TO envelopes;"
  "CREATE INDEX envelopes_by_adjournment ON envelopes (adjourned_unix);"
  "ALTER TABLE custody ADD COLUMN happened_at TEXT;";

/* Migration 3: one custody chain per event (adj-custody.h). The rows
 * written before keep every byte and hash they had: position NULL marks
 * them as the legacy chain, verified as before. A new row belongs to its
 * event's chain (event_id), or to the archive-level chain when it is about
 * no envelope (event_id NULL), at its position in that chain; it records
 * the hash of the envelope document it wrote (document_hash, NULL when it
 * wrote none). What the chain hashes names the event by chain_id and the
 * envelope by uid, both random and given once (at the first entry that
 * needs them), so that an event's chain means the same in another archive
 * whose row ids differ (a federation's, on PostgreSQL).
 *
 * An event with an arbiter passphrase also has an Ed25519 key pair: the
 * public key in the clear, the secret key encrypted under a key derived
 * from the passphrase. custody_signatures holds the signatures of chain
 * heads, as append-only as the log itself. Adding columns updates no row,
 * so no trigger fires and no old hash changes. */
static const char migration_3[] =
  "ALTER TABLE events ADD COLUMN chain_id TEXT;"
  "ALTER TABLE events ADD COLUMN sign_public BLOB;"   /* Ed25519 public key */
  "ALTER TABLE events ADD COLUMN sign_secret BLOB;"   /* nonce || secretbox of the secret key */
  "CREATE UNIQUE INDEX events_by_chain ON events (chain_id);"
  "ALTER TABLE envelopes ADD COLUMN uid TEXT;"
  "CREATE UNIQUE INDEX envelopes_by_uid ON envelopes (uid);"
  "ALTER TABLE custody ADD COLUMN event_id INTEGER REFERENCES events (id);"
  "ALTER TABLE custody ADD COLUMN position INTEGER;"
  "ALTER TABLE custody ADD COLUMN document_hash BLOB;"
  "CREATE UNIQUE INDEX custody_by_chain ON custody (coalesce (event_id, 0), position)"
  "  WHERE position IS NOT NULL;"
  "CREATE TABLE custody_signatures ("
  "  event_id INTEGER NOT NULL REFERENCES events (id),"
  "  position INTEGER NOT NULL,"
  "  signature BLOB NOT NULL,"
  "  signed_at TEXT NOT NULL,"
  "  PRIMARY KEY (event_id, position)"
  ");"
  "CREATE TRIGGER custody_signatures_no_update BEFORE UPDATE ON custody_signatures"
  "  BEGIN SELECT RAISE (ABORT, 'the custody log is append-only'); END;"
  "CREATE TRIGGER custody_signatures_no_delete BEFORE DELETE ON custody_signatures"
  "  BEGIN SELECT RAISE (ABORT, 'the custody log is append-only'); END;";

/* Migration 4: a player's preparation for every move the opponent may
 * have sealed (adj-preparation.h), one per envelope and responder, kept as
 * its JSON document. Not custody: it is the player's own work, never
 * hashed into a chain, and it holds no sealed move (the list is built from
 * the position alone). */
static const char migration_4[] =
  "CREATE TABLE preparations ("
  "  id INTEGER PRIMARY KEY,"
  "  envelope_id INTEGER NOT NULL REFERENCES envelopes (id),"
  "  responder TEXT NOT NULL CHECK (responder IN ('white', 'black')),"
  "  position TEXT NOT NULL,"
  "  document TEXT NOT NULL CHECK (json_valid (document)),"
  "  updated_at TEXT NOT NULL,"
  "  UNIQUE (envelope_id, responder)"
  ");";

/* Migration 5 gives a federation's server its roles and policies
 * (adj-store-access.c); a desk's file has one user and nothing to do. */
static const char migration_5[] = "";

/* Migration 6: what many desks at once need (migration_6_pg says why).
 * An envelope's rows within its event's chain, by an index that starts
 * with the event: the opening finds there the document its envelope's
 * log recorded. SQLite's INTEGER PRIMARY KEY already gives max + 1 to a
 * custody row inserted without its seq, under the one writer's lock. */
#define CUSTODY_BY_EVENT_ENVELOPE \
  "CREATE INDEX custody_by_event_envelope ON custody (coalesce (event_id, 0), envelope_id, position)" \
  "  WHERE position IS NOT NULL;"

static const char migration_6[] = CUSTODY_BY_EVENT_ENVELOPE;

/* Migration 7: the store reads an event's passphrase check and keys
 * through the view adjourn_event_keys, which on a federation's server gives
 * them only to the archive's owner and the event's own arbiters
 * (adj-store-access.c); a desk's file has one user, who reads them all. */
static const char migration_7[] =
  "CREATE VIEW adjourn_event_keys AS"
  "  SELECT id, name, seal_salt, seal_opslimit, seal_memlimit, seal_check, sign_public, sign_secret"
  "  FROM events;";

static const char *const migrations[] = {
  migration_1, migration_2, migration_3, migration_4, migration_5, migration_6, migration_7,
};
G_STATIC_ASSERT (G_N_ELEMENTS (migrations) == ADJ_STORE_SCHEMA_VERSION);

/* ---- the same schema on PostgreSQL -------------------------------------- *
 *
 * The same versions, each one migration written again where the dialect
 * differs: ids are identity columns (custody's seq too since migration 5;
 * before, the store gave it as max + 1), BLOB is
 * bytea, json_valid () a function of ours (a failed jsonb cast would be an
 * error, not a refused row), a CHECK is changed in place rather than by
 * rebuilding the table, and the append-only triggers raise in PL/pgSQL,
 * TRUNCATE refused too. The schema version and the owner mark are the row
 * of adjourn_schema (adj-db-pg.c). */

#define PG_ID "id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY"

static const char migration_1_pg[] =
  "CREATE FUNCTION adjourn_json_valid (document text) RETURNS boolean"
  "  LANGUAGE plpgsql IMMUTABLE AS $$"
  "  BEGIN PERFORM document::jsonb; RETURN true;"
  "  EXCEPTION WHEN others THEN RETURN false; END $$;"
  "CREATE FUNCTION adjourn_append_only () RETURNS trigger LANGUAGE plpgsql AS $$"
  "  BEGIN RAISE EXCEPTION 'the custody log is append-only'"
  "    USING ERRCODE = 'integrity_constraint_violation'; END $$;"
  "CREATE TABLE events ("
  "  " PG_ID ","
  "  name text NOT NULL UNIQUE,"
  "  rules text NOT NULL,"
  "  seal_salt bytea,"
  "  seal_opslimit bigint,"
  "  seal_memlimit bigint,"
  "  seal_check bytea,"
  "  created_at text NOT NULL"
  ");"
  "CREATE TABLE rounds ("
  "  " PG_ID ","
  "  event_id bigint NOT NULL REFERENCES events (id),"
  "  name text NOT NULL,"
  "  UNIQUE (event_id, name)"
  ");"
  "CREATE TABLE games ("
  "  " PG_ID ","
  "  round_id bigint NOT NULL REFERENCES rounds (id),"
  "  board text NOT NULL,"
  "  white text NOT NULL,"
  "  black text NOT NULL,"
  "  state text NOT NULL DEFAULT 'adjourned'"
  "    CHECK (state IN ('adjourned', 'playing', 'waiting', 'finished', 'annulled')),"
  "  UNIQUE (round_id, board, white, black)"
  ");"
  "CREATE TABLE envelopes ("
  "  " PG_ID ","
  "  game_id bigint NOT NULL REFERENCES games (id),"
  "  document text NOT NULL CHECK (adjourn_json_valid (document)),"
  "  document_hash bytea NOT NULL,"
  "  rules text NOT NULL,"
  "  position text NOT NULL,"
  "  sealer text NOT NULL CHECK (sealer IN ('', 'white', 'black')),"
  "  sealed_move_number bigint NOT NULL,"
  "  adjourned_at text NOT NULL,"
  "  adjourned_unix bigint,"
  "  resumption_at text NOT NULL,"
  "  resumption_place text NOT NULL,"
  "  state text NOT NULL"
  "    CONSTRAINT envelopes_state_check CHECK (state IN ('sealed', 'opened', 'lost', 'reconstructed')),"
  "  kind text NOT NULL DEFAULT 'paper' CHECK (kind IN ('paper', 'digital')),"
  "  seal_code text NOT NULL DEFAULT '',"
  "  white_scoresheet bigint CHECK (white_scoresheet IN (0, 1)),"
  "  black_scoresheet bigint CHECK (black_scoresheet IN (0, 1)),"
  "  opened_at text NOT NULL DEFAULT '',"
  "  search text NOT NULL,"
  "  imported_at text NOT NULL,"
  "  UNIQUE (game_id, adjourned_unix),"
  "  UNIQUE (game_id, document_hash)"
  ");"
  "CREATE INDEX envelopes_by_adjournment ON envelopes (adjourned_unix);"
  "CREATE TABLE sealed_moves ("
  "  envelope_id bigint PRIMARY KEY REFERENCES envelopes (id),"
  "  nonce bytea NOT NULL,"
  "  ciphertext bytea NOT NULL"
  ");"
  "CREATE TABLE outcomes ("
  "  " PG_ID ","
  "  envelope_id bigint NOT NULL REFERENCES envelopes (id),"
  "  status text NOT NULL CHECK (status IN ('finished', 'continues', 'waiting', 'annulled')),"
  "  result text,"
  "  reason text NOT NULL,"
  "  document text NOT NULL CHECK (adjourn_json_valid (document)),"
  "  recorded_at text NOT NULL"
  ");"
  "CREATE INDEX outcomes_by_envelope ON outcomes (envelope_id);"
  "CREATE TABLE custody ("
  "  seq bigint PRIMARY KEY,"
  "  at text NOT NULL,"
  "  kind text NOT NULL,"
  "  envelope_id bigint REFERENCES envelopes (id),"
  "  actor text NOT NULL,"
  "  present text NOT NULL,"
  "  note text NOT NULL,"
  "  prev_hash bytea NOT NULL,"
  "  hash bytea NOT NULL"
  ");"
  "CREATE INDEX custody_by_envelope ON custody (envelope_id);"
  "CREATE TRIGGER custody_no_update BEFORE UPDATE ON custody"
  "  FOR EACH ROW EXECUTE FUNCTION adjourn_append_only ();"
  "CREATE TRIGGER custody_no_delete BEFORE DELETE ON custody"
  "  FOR EACH ROW EXECUTE FUNCTION adjourn_append_only ();"
  "CREATE TRIGGER custody_no_truncate BEFORE TRUNCATE ON custody"
  "  FOR EACH STATEMENT EXECUTE FUNCTION adjourn_append_only ();";

/* Migration 2: the CHECK changed where it stands. */
static const char migration_2_pg[] =
  "ALTER TABLE envelopes DROP CONSTRAINT envelopes_state_check;"
  "ALTER TABLE envelopes ADD CONSTRAINT envelopes_state_check"
  "  CHECK (state IN ('sealed', 'opened', 'lost', 'reconstructed', 'annulled'));"
  "ALTER TABLE custody ADD COLUMN happened_at text;";

static const char migration_3_pg[] =
  "ALTER TABLE events ADD COLUMN chain_id text;"
  "ALTER TABLE events ADD COLUMN sign_public bytea;"
  "ALTER TABLE events ADD COLUMN sign_secret bytea;"
  "CREATE UNIQUE INDEX events_by_chain ON events (chain_id);"
  "ALTER TABLE envelopes ADD COLUMN uid text;"
  "CREATE UNIQUE INDEX envelopes_by_uid ON envelopes (uid);"
  "ALTER TABLE custody ADD COLUMN event_id bigint REFERENCES events (id);"
  "ALTER TABLE custody ADD COLUMN position bigint;"
  "ALTER TABLE custody ADD COLUMN document_hash bytea;"
  "CREATE UNIQUE INDEX custody_by_chain ON custody (coalesce (event_id, 0), position)"
  "  WHERE position IS NOT NULL;"
  "CREATE TABLE custody_signatures ("
  "  event_id bigint NOT NULL REFERENCES events (id),"
  "  position bigint NOT NULL,"
  "  signature bytea NOT NULL,"
  "  signed_at text NOT NULL,"
  "  PRIMARY KEY (event_id, position)"
  ");"
  "CREATE TRIGGER custody_signatures_no_update BEFORE UPDATE ON custody_signatures"
  "  FOR EACH ROW EXECUTE FUNCTION adjourn_append_only ();"
  "CREATE TRIGGER custody_signatures_no_delete BEFORE DELETE ON custody_signatures"
  "  FOR EACH ROW EXECUTE FUNCTION adjourn_append_only ();"
  "CREATE TRIGGER custody_signatures_no_truncate BEFORE TRUNCATE ON custody_signatures"
  "  FOR EACH STATEMENT EXECUTE FUNCTION adjourn_append_only ();";

static const char migration_4_pg[] =
  "CREATE TABLE preparations ("
  "  " PG_ID ","
  "  envelope_id bigint NOT NULL REFERENCES envelopes (id),"
  "  responder text NOT NULL CHECK (responder IN ('white', 'black')),"
  "  position text NOT NULL,"
  "  document text NOT NULL CHECK (adjourn_json_valid (document)),"
  "  updated_at text NOT NULL,"
  "  UNIQUE (envelope_id, responder)"
  ");";

/* Migration 6: a custody row's seq from the identity sequence, no longer
 * max + 1 over the whole log. Under SERIALIZABLE that read made every two
 * actions running at once conflict, whatever their events; nextval reads
 * no row. PostgreSQL locks what a serializable transaction reads in an
 * index by the page: an index that starts with the event keeps what an
 * action reads among its own event's rows (custody_by_event_envelope). The price is a gap at every action rolled back (a conflict run
 * again, a failure): the seqs still order the log, and what must have no
 * gap is each chain's positions (adj-custody-chain.c, check_seqs). A role
 * that inserts rows needs the sequence too: granted here when the roles
 * exist already, on a server where migration 5 made them (or found them). */
static const char migration_6_pg[] =
  CUSTODY_BY_EVENT_ENVELOPE
  "ALTER TABLE custody ALTER COLUMN seq ADD GENERATED BY DEFAULT AS IDENTITY;"
  "SELECT setval (pg_get_serial_sequence ('custody', 'seq'), coalesce (max (seq), 0) + 1, false) FROM custody;"
  "DO $$"
  "BEGIN"
  "  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'adjourn_arbiter') THEN"
  "    EXECUTE format ('GRANT USAGE, SELECT ON SEQUENCE %s TO adjourn_arbiter',"
  "                    pg_get_serial_sequence ('custody', 'seq'));"
  "  END IF;"
  "END $$;";

static const char *const migrations_pg[] = {
  migration_1_pg, migration_2_pg, migration_3_pg, migration_4_pg, adj_store_access_pg_sql, migration_6_pg,
  adj_store_keys_pg_sql,
};
G_STATIC_ASSERT (G_N_ELEMENTS (migrations_pg) == ADJ_STORE_SCHEMA_VERSION);

const char *
adj_store_schema_sql (int version)
{
  if (version < 1 || version > ADJ_STORE_SCHEMA_VERSION)
    return NULL;
  return migrations[version - 1];
}

const char *
adj_store_schema_sql_for (AdjDbDialect dialect, int version)
{
  if (dialect != ADJ_DB_DIALECT_POSTGRESQL)
    return adj_store_schema_sql (version);
  if (version < 1 || version > ADJ_STORE_SCHEMA_VERSION)
    return NULL;
  return migrations_pg[version - 1];
}

gboolean
adj_store_schema_read (AdjStore *self, int *version_out, GError **error)
{
  const char *path = adj_store_get_path (self);
  const char *what = "reading the schema version";

  /* One read, no lock beyond it. */
  gint64 version, app_id, n_tables;
  if (!adj_db_read_marks (adj_store_get_db (self), &version, &app_id, &n_tables, NULL))
    {
      adj_store_set_db_error (self, error, what);
      return FALSE;
    }

  /* Migration 1 marks the file in the transaction that gives it a version:
   * a version without the mark is another program's use of user_version. */
  if ((app_id != 0 || version != 0) && app_id != ADJ_STORE_APPLICATION_ID)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_SCHEMA,
                   _("%s: not an Adjourn database (application id %#llx)"),
                   path, (unsigned long long) (guint32) app_id);
      return FALSE;
    }
  if (version == 0 && n_tables > 0)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_SCHEMA,
                   _("%s: not an Adjourn database (it has tables but no Adjourn schema)"),
                   path);
      return FALSE;
    }
  if (version < 0 || version > ADJ_STORE_SCHEMA_VERSION)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_SCHEMA,
                   _("%s: written by a newer Adjourn (schema %lld, this program knows up to %d)"),
                   path, (long long) version, ADJ_STORE_SCHEMA_VERSION);
      return FALSE;
    }
  *version_out = (int) version;
  return TRUE;
}

/* Inside the migration's transaction, foreign keys being off: a row left
 * pointing nowhere must stop the upgrade, not be committed unnoticed. */
static gboolean
foreign_keys_hold (AdjStore *self, GError **error)
{
  const char *what = "checking the references after upgrading";
  gboolean found;
  g_autofree char *table = NULL;
  g_autofree char *parent = NULL;
  gint64 row = 0;
  if (!adj_db_foreign_key_check (adj_store_get_db (self), &found, &table, &row, &parent, NULL))
    {
      adj_store_set_db_error (self, error, what);
      return FALSE;
    }
  if (!found)
    return TRUE;
  g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_SCHEMA,
               _("%s: cannot upgrade: row %lld of %s refers to a missing row of %s"),
               adj_store_get_path (self), (long long) row, table, parent);
  return FALSE;
}

static gboolean
migrate_in_transaction (AdjStore *self, GError **error)
{
  const char *what = "upgrading the database";
  if (!adj_store_begin (self, what, error))
    return FALSE;

  /* Read again under the write lock: another program may have upgraded the
   * file since the caller's read, and two opening a new file at once must
   * not both run migration 1. */
  int version;
  if (!adj_store_schema_read (self, &version, error))
    goto fail;
  if (version == ADJ_STORE_SCHEMA_VERSION)
    return adj_store_commit (self, what, error);

  for (int v = version; v < ADJ_STORE_SCHEMA_VERSION; v++)
    {
      g_autofree char *step = g_strdup_printf ("migration %d", v + 1);
      g_autofree char *point = g_strdup_printf ("migration-%d", v + 1);
      const char *const *dialect = adj_db_get_dialect (adj_store_get_db (self)) == ADJ_DB_DIALECT_POSTGRESQL
                                   ? migrations_pg : migrations;
      if (!adj_store_exec (self, dialect[v], step, error)
          || adj_store_fail_point (self, point, error))
        goto fail;
      if (!adj_db_set_schema_version (adj_store_get_db (self), v + 1, NULL))
        {
          adj_store_set_db_error (self, error, step);
          goto fail;
        }
    }
  if (version == 0)
    {
      if (!adj_db_set_application_id (adj_store_get_db (self), ADJ_STORE_APPLICATION_ID, NULL))
        {
          adj_store_set_db_error (self, error, "marking the database");
          goto fail;
        }
    }
  if (!foreign_keys_hold (self, error))
    goto fail;
  return adj_store_commit (self, what, error);

fail:
  adj_store_rollback (self);
  return FALSE;
}

gboolean
adj_store_schema_migrate (AdjStore *self, GError **error)
{
  /* A migration may rebuild a table others refer to (SQLite cannot alter a
   * CHECK): with foreign keys on, dropping it would fail or cascade. The
   * pragma is a no-op inside a transaction, so it goes around it. */
  if (!adj_db_set_foreign_keys (adj_store_get_db (self), FALSE, NULL))
    {
      adj_store_set_db_error (self, error, "upgrading the database");
      return FALSE;
    }
  if (!adj_db_lock_schema (adj_store_get_db (self), TRUE, NULL))
    {
      adj_store_set_db_error (self, error, "waiting for another upgrade");
      return FALSE;
    }
  gboolean ok = migrate_in_transaction (self, error);
  /* Closing the connection would release it too: a failure here is not the
   * migration's. */
  adj_db_lock_schema (adj_store_get_db (self), FALSE, NULL);
  /* On failure the store is thrown away; the error already set says why. */
  if (!adj_db_set_foreign_keys (adj_store_get_db (self), TRUE, NULL))
    {
      adj_store_set_db_error (self, error, "turning foreign keys back on");
      return FALSE;
    }
  return ok;
}
