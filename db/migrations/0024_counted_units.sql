-- A request may be charged more than one call of an allowance: POST /v1/verify/document counts one
-- citation check per 20,000 characters of the document's text, reserved in one atomic decision.
-- usage_events.units is how many calls its request reserved (1 for every other request), so that
-- access_settle gives back exactly what was taken and the reports count calls, not requests.
ALTER TABLE usage_events ADD COLUMN units integer NOT NULL DEFAULT 1 CHECK (units >= 1);

-- access_consume takes the number of calls as a fifth argument (db/functions/access_consume.sql); the
-- four-argument function is dropped so that a call with four arguments is not ambiguous.
DROP FUNCTION IF EXISTS access_consume(bytea, inet, text, timestamptz);

CREATE OR REPLACE VIEW reporting.calls_per_plan_per_day AS
SELECT (e.at AT TIME ZONE 'Africa/Johannesburg')::date AS day,
       e.plan,
       coalesce(sum(e.units) FILTER (WHERE e.outcome = 'counted' AND e.operation = 'search'), 0) AS searches,
       coalesce(sum(e.units) FILTER (WHERE e.outcome = 'counted' AND e.operation = 'check'), 0) AS checks,
       count(*) FILTER (WHERE e.outcome = 'released') AS released,
       count(*) FILTER (WHERE e.outcome = 'quota_exceeded') AS quota_rejections,
       count(*) FILTER (WHERE e.outcome = 'rate_limited') AS rate_rejections
FROM usage_events e
WHERE e.plan IS NOT NULL
GROUP BY 1, 2;

CREATE OR REPLACE VIEW reporting.calls_per_key_per_day AS
SELECT (e.at AT TIME ZONE 'Africa/Johannesburg')::date AS day,
       k.key_id, k.prefix, k.label, k.plan,
       coalesce(sum(e.units) FILTER (WHERE e.outcome = 'counted' AND e.operation = 'search'), 0) AS searches,
       coalesce(sum(e.units) FILTER (WHERE e.outcome = 'counted' AND e.operation = 'check'), 0) AS checks,
       count(*) FILTER (WHERE e.outcome IN ('quota_exceeded', 'rate_limited')) AS rejections
FROM usage_events e JOIN api_keys k USING (key_id)
GROUP BY 1, k.key_id;

CREATE OR REPLACE VIEW reporting.calls_per_key_per_month AS
SELECT date_trunc('month', e.at AT TIME ZONE 'Africa/Johannesburg')::date AS month,
       k.key_id, k.prefix, k.label, k.plan,
       coalesce(sum(e.units) FILTER (WHERE e.outcome = 'counted' AND e.operation = 'search'), 0) AS searches,
       coalesce(sum(e.units) FILTER (WHERE e.outcome = 'counted' AND e.operation = 'check'), 0) AS checks,
       count(*) FILTER (WHERE e.outcome IN ('quota_exceeded', 'rate_limited')) AS rejections
FROM usage_events e JOIN api_keys k USING (key_id)
GROUP BY 1, k.key_id;
