-- A migration that landed is frozen: the migrator records the sha256 of each applied migration
-- file here and refuses to run (so the service refuses to start) when a recorded file has changed
-- since. A database migrated before this table existed gets the files as they are when it is first
-- migrated with it as its baseline.
CREATE TABLE schema_migration_checksums (
  name         text PRIMARY KEY,   -- schema_migrations.name: the file name without .sql
  sha256       text NOT NULL,      -- hex digest of the file's bytes
  recorded_at  timestamptz NOT NULL DEFAULT now()
);
