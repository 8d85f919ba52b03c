-- Refused keys (401 invalid_key) are no longer one usage_events row each: an unbounded stream of
-- bad keys from one address would grow usage_events without limit. They are counted in one row
-- per address (an IPv6 caller: its /64) per South African day, with how many of them were refused
-- for arriving too fast (429 RATE_LIMITED: more than access_consume allows a minute, counted in
-- rate_windows under the subject 'invalid-key:<address>').
CREATE TABLE invalid_key_attempts (
  day       date NOT NULL,           -- South African day
  ip        inet NOT NULL,
  attempts  bigint NOT NULL,         -- every request with a key that is not a live key
  throttled bigint NOT NULL,         -- of which answered 429 RATE_LIMITED
  last_at   timestamptz NOT NULL,
  PRIMARY KEY (day, ip)
);

-- The rejections report keeps its columns and adds the aggregated refusals (old per-request
-- invalid_key events stay in usage_events and are still counted).
CREATE OR REPLACE VIEW reporting.rejections AS
SELECT (e.at AT TIME ZONE 'Africa/Johannesburg')::date AS day,
       e.outcome, e.plan, k.prefix AS key_prefix, e.ip,
       count(*) AS rejections
FROM usage_events e LEFT JOIN api_keys k USING (key_id)
WHERE e.outcome IN ('quota_exceeded', 'rate_limited', 'invalid_key')
GROUP BY 1, 2, 3, 4, 5
UNION ALL
SELECT a.day, 'invalid_key', NULL, NULL, a.ip, a.attempts
FROM invalid_key_attempts a;
