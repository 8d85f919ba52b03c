-- Access: plans with their allowances, API keys (stored only as hashes), the counters the atomic
-- access decision (db/functions/access_consume.sql) works on, usage events for reporting, and the
-- `reporting` views for admins.

CREATE TABLE plans (
  plan        text PRIMARY KEY CHECK (plan ~ '^[a-z][a-z0-9_-]{0,31}$'),
  -- Allowances reset at South African midnight (day) or on the 1st of the month, SA time (month).
  period      text NOT NULL CHECK (period IN ('day', 'month')),
  searches    integer NOT NULL CHECK (searches >= 0),   -- /search and /section calls per period
  checks      integer NOT NULL CHECK (checks >= 0),     -- /verify calls per period
  per_minute  integer NOT NULL CHECK (per_minute > 0),  -- requests a minute, any operation
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Free is fixed by the spec (per IP address). The paid allowances are this service's defaults;
-- change them with `npm run cli -- plans set ...` or `SELECT access_set_plan(...)`.
INSERT INTO plans (plan, period, searches, checks, per_minute) VALUES
  ('free',         'day',      25,     50,   60),
  ('professional', 'month',  2000,   2000,   60),
  ('developer',    'month',  5000,   5000,  120),
  ('firm',         'month', 10000,  10000,  120),
  ('scale',        'month', 50000,  50000,  600);

CREATE TABLE api_keys (
  key_id      integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- First characters of the key (`vsl_` + 8): not secret, shown in listings and used to revoke.
  prefix      text NOT NULL UNIQUE CHECK (prefix ~ '^vsl_[A-Za-z0-9_-]{8}$'),
  -- sha256 of the whole key; the key itself is never stored.
  key_hash    bytea NOT NULL UNIQUE CHECK (octet_length(key_hash) = 32),
  plan        text NOT NULL REFERENCES plans ON UPDATE CASCADE,
  label       text NOT NULL CHECK (label <> ''),
  created_at  timestamptz NOT NULL DEFAULT now(),
  -- Set: the key is refused from this time on (a future time schedules the revocation).
  revoked_at  timestamptz
);

-- Calls counted against an allowance: one row per caller, operation and allowance period.
-- subject is `key:<key_id>` or `ip:<address>` (an IPv6 caller's /64 network).
CREATE TABLE usage_counters (
  subject       text NOT NULL,
  operation     text NOT NULL CHECK (operation IN ('search', 'check')),
  period_start  timestamptz NOT NULL,
  used          integer NOT NULL DEFAULT 0 CHECK (used >= 0),
  PRIMARY KEY (subject, operation, period_start)
);

-- The per-minute request rate: one row per caller, holding the current fixed one-minute window.
CREATE TABLE rate_windows (
  subject       text PRIMARY KEY,
  window_start  timestamptz NOT NULL,
  requests      integer NOT NULL CHECK (requests >= 0)
);

-- One row per request that reached the access decision. Holds what reporting needs and nothing of
-- the request itself (no query, no text): time, key or free-tier address, plan, operation, outcome.
CREATE TABLE usage_events (
  event_id      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at            timestamptz NOT NULL,
  -- No foreign key: its check would lock the key's row on every request (FOR KEY SHARE, multixacts
  -- under concurrency). Keys are never deleted, only revoked, so every key_id stays resolvable.
  key_id        integer,
  ip            inet,          -- only for calls without a valid key (free tier, refused keys)
  plan          text,          -- NULL for refused keys
  operation     text NOT NULL CHECK (operation IN ('search', 'check')),
  period_start  timestamptz,   -- the allowance period a counted call was charged to
  -- counted: charged to the allowance; released: ended 400/404, given back;
  -- invalid_key, rate_limited, quota_exceeded: refused, never charged.
  outcome       text NOT NULL CHECK (outcome IN ('counted', 'released', 'invalid_key', 'rate_limited', 'quota_exceeded')),
  status        smallint NOT NULL   -- HTTP status of the response (200 until told otherwise)
);
CREATE INDEX usage_events_at_idx ON usage_events (at);
CREATE INDEX usage_events_key_idx ON usage_events (key_id, at) WHERE key_id IS NOT NULL;
CREATE INDEX usage_events_ip_idx ON usage_events (ip, at) WHERE ip IS NOT NULL;

-- Reporting for admins (docs/access.md has psql examples). Days and months are South African.
CREATE SCHEMA reporting;

CREATE VIEW reporting.calls_per_plan_per_day AS
SELECT (e.at AT TIME ZONE 'Africa/Johannesburg')::date AS day,
       e.plan,
       count(*) FILTER (WHERE e.outcome = 'counted' AND e.operation = 'search') AS searches,
       count(*) FILTER (WHERE e.outcome = 'counted' AND e.operation = 'check') AS checks,
       count(*) FILTER (WHERE e.outcome = 'released') AS released,
       count(*) FILTER (WHERE e.outcome = 'quota_exceeded') AS quota_rejections,
       count(*) FILTER (WHERE e.outcome = 'rate_limited') AS rate_rejections
FROM usage_events e
WHERE e.plan IS NOT NULL
GROUP BY 1, 2;

CREATE VIEW reporting.calls_per_key_per_day AS
SELECT (e.at AT TIME ZONE 'Africa/Johannesburg')::date AS day,
       k.key_id, k.prefix, k.label, k.plan,
       count(*) FILTER (WHERE e.outcome = 'counted' AND e.operation = 'search') AS searches,
       count(*) FILTER (WHERE e.outcome = 'counted' AND e.operation = 'check') AS checks,
       count(*) FILTER (WHERE e.outcome IN ('quota_exceeded', 'rate_limited')) AS rejections
FROM usage_events e JOIN api_keys k USING (key_id)
GROUP BY 1, k.key_id;

CREATE VIEW reporting.calls_per_key_per_month AS
SELECT date_trunc('month', e.at AT TIME ZONE 'Africa/Johannesburg')::date AS month,
       k.key_id, k.prefix, k.label, k.plan,
       count(*) FILTER (WHERE e.outcome = 'counted' AND e.operation = 'search') AS searches,
       count(*) FILTER (WHERE e.outcome = 'counted' AND e.operation = 'check') AS checks,
       count(*) FILTER (WHERE e.outcome IN ('quota_exceeded', 'rate_limited')) AS rejections
FROM usage_events e JOIN api_keys k USING (key_id)
GROUP BY 1, k.key_id;

CREATE VIEW reporting.rejections AS
SELECT (e.at AT TIME ZONE 'Africa/Johannesburg')::date AS day,
       e.outcome, e.plan, k.prefix AS key_prefix, e.ip,
       count(*) AS rejections
FROM usage_events e LEFT JOIN api_keys k USING (key_id)
WHERE e.outcome IN ('quota_exceeded', 'rate_limited', 'invalid_key')
GROUP BY 1, 2, 3, 4, 5;

CREATE VIEW reporting.busiest_free_ips AS
SELECT (e.at AT TIME ZONE 'Africa/Johannesburg')::date AS day,
       e.ip,
       count(*) FILTER (WHERE e.outcome = 'counted') AS counted,
       count(*) FILTER (WHERE e.outcome IN ('quota_exceeded', 'rate_limited')) AS rejections,
       count(*) AS requests
FROM usage_events e
WHERE e.plan = 'free' AND e.ip IS NOT NULL
GROUP BY 1, 2;

-- Keys that have used 80% or more of an allowance in the current period.
CREATE VIEW reporting.keys_near_allowance AS
SELECT k.key_id, k.prefix, k.label, k.plan, c.operation, c.period_start,
       c.used,
       CASE c.operation WHEN 'search' THEN p.searches ELSE p.checks END AS allowance,
       round(100.0 * c.used / NULLIF(CASE c.operation WHEN 'search' THEN p.searches ELSE p.checks END, 0), 1) AS percent_used
FROM usage_counters c
JOIN api_keys k ON c.subject = 'key:' || k.key_id
JOIN plans p ON p.plan = k.plan
WHERE k.revoked_at IS NULL
  AND c.period_start = date_trunc(p.period, now(), 'Africa/Johannesburg')
  AND c.used >= 0.8 * CASE c.operation WHEN 'search' THEN p.searches ELSE p.checks END;
