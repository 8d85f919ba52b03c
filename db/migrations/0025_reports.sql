-- Signed check reports (docs/reports.md).
--
-- The service's Ed25519 signing keys, kept with the database so that every process of a deployment
-- signs with the same key and a restart keeps it. The active key is the row whose `active` is true:
-- the unique constraint admits one such row, so processes starting together for the first time each
-- try to insert a key of their own (INSERT ... ON CONFLICT (active) DO NOTHING) and all read back
-- the one that won. A retired key keeps its row (active NULL), so reports it signed stay checkable.
CREATE TABLE report_keys (
  -- First 16 hex digits of the sha256 of the raw 32-byte public key: named on every report.
  key_id       text PRIMARY KEY CHECK (key_id ~ '^[0-9a-f]{16}$'),
  public_key   bytea NOT NULL UNIQUE CHECK (octet_length(public_key) = 32),
  -- PKCS#8 DER. Whoever can read this table can sign as the service: back it up as the database is.
  private_key  bytea NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  active       boolean UNIQUE CHECK (active),
  retired_at   timestamptz,
  CHECK ((active IS NULL) = (retired_at IS NOT NULL))
);

-- One row per check answered (POST /v1/verify, the MCP tool, a document), so its report can be asked
-- for later by its id. The text checked is not kept: only its sha256 and the answer (which holds the
-- citations and quotations as written). Rows older than CHECK_RETENTION_DAYS are deleted (check_keep
-- on insert, `vsl checks prune`).
CREATE TABLE checks (
  check_id        uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at      timestamptz NOT NULL,
  -- The caller's API key (api_keys.key_id), NULL on the free tier. No foreign key, as usage_events.
  api_key_id      integer,
  kind            text NOT NULL CHECK (kind IN ('text', 'document')),
  text_sha256     bytea NOT NULL CHECK (octet_length(text_sha256) = 32),
  -- The library as /v1/coverage describes it (snapshot.hash) and the citation reader's version.
  snapshot_hash   text NOT NULL,
  reader_version  integer NOT NULL,
  answer          jsonb NOT NULL CHECK (jsonb_typeof(answer) = 'object')
);

CREATE INDEX checks_created_at ON checks (created_at);
