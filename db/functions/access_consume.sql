-- The access decision for one request, atomic and exact under any concurrency: identifies the
-- caller (a key by its sha256, or the free tier of an address), counts the request against the
-- plan's per-minute rate, then reserves p_count calls of the operation's allowance with a conditional
-- UPDATE (the row lock serialises concurrent callers, and READ COMMITTED re-checks `used + p_count <=
-- limit` after waiting, so the allowance is never exceeded): all of them or none, so a request that
-- needs more calls than are left is refused whole. Every outcome of a live key or the free tier
-- is written to usage_events; refused keys are throttled and counted per address and day in
-- invalid_key_attempts (outcome invalid_key, or rate_limited with plan NULL).
--
-- Refusals are returned as the outcome, not raised: raising would roll back the refusal's usage
-- event, which reporting needs. Raised errors are for misuse: VA400 (bad argument), VA500 (the
-- plan of the caller is missing).
--
-- p_key_hash: sha256 of the presented key, NULL when no key was presented. p_ip: the client
-- address (used only without a key). p_now: the time, from the service's clock. p_count: the calls
-- the request needs (a document: one check per 20,000 characters of its text), 1 or more.
CREATE OR REPLACE FUNCTION access_consume(p_key_hash bytea, p_ip inet, p_operation text, p_now timestamptz, p_count integer DEFAULT 1)
RETURNS TABLE (
  outcome       text,     -- counted, invalid_key, rate_limited, quota_exceeded
  plan          text,
  event_id      bigint,
  quota_limit   integer,
  quota_used    integer,
  quota_reset   timestamptz,
  rate_limit    integer,
  rate_used     integer,
  rate_reset    timestamptz
)
LANGUAGE plpgsql
AS $$
DECLARE
  v_caller   record;
  v_limit    integer;
  v_used     integer;
  v_start    timestamptz;
  v_event    bigint;
BEGIN
  IF p_operation IS NULL OR p_operation NOT IN ('search', 'check') THEN
    RAISE EXCEPTION 'access_consume: operation must be search or check, got %', p_operation USING ERRCODE = 'VA400';
  END IF;
  IF p_count IS NULL OR p_count < 1 THEN
    RAISE EXCEPTION 'access_consume: the count must be 1 or more, got %', p_count USING ERRCODE = 'VA400';
  END IF;
  IF p_now IS NULL OR (p_key_hash IS NULL AND p_ip IS NULL) THEN
    RAISE EXCEPTION 'access_consume: the time and a key hash or an address are required' USING ERRCODE = 'VA400';
  END IF;

  SELECT * INTO v_caller FROM access_caller(p_key_hash, p_ip, p_now);
  IF v_caller.plan IS NULL THEN
    RETURN QUERY SELECT r.outcome, NULL::text, NULL::bigint, NULL::int, NULL::int, NULL::timestamptz, r.rate_limit, r.rate_used, r.rate_reset
                 FROM access_refuse_key(v_caller.subject, v_caller.ip, p_now) r;
    RETURN;
  END IF;

  -- Rate: every request in the current minute counts, whatever its outcome.
  SELECT t.requests, t.resets_at INTO rate_used, rate_reset FROM access_rate_tick(v_caller.subject, p_now) t;
  rate_limit := v_caller.per_minute;

  v_limit := CASE p_operation WHEN 'search' THEN v_caller.searches ELSE v_caller.checks END;
  v_start := access_period_start(v_caller.period, p_now);
  quota_limit := v_limit;
  quota_reset := access_period_end(v_caller.period, p_now);
  plan := v_caller.plan;

  IF rate_used > v_caller.per_minute THEN
    outcome := 'rate_limited';
    SELECT c.used INTO quota_used FROM usage_counters c
    WHERE c.subject = v_caller.subject AND c.operation = p_operation AND c.period_start = v_start;
    quota_used := coalesce(quota_used, 0);
  ELSE
    -- The period's row is made on its first call; the conditional UPDATE is what decides.
    IF NOT EXISTS (SELECT 1 FROM usage_counters c WHERE c.subject = v_caller.subject AND c.operation = p_operation AND c.period_start = v_start) THEN
      INSERT INTO usage_counters (subject, operation, period_start, used)
      VALUES (v_caller.subject, p_operation, v_start, 0)
      ON CONFLICT DO NOTHING;
    END IF;
    UPDATE usage_counters c SET used = c.used + p_count
    WHERE c.subject = v_caller.subject AND c.operation = p_operation AND c.period_start = v_start AND c.used + p_count <= v_limit
    RETURNING c.used INTO v_used;
    IF FOUND THEN
      outcome := 'counted';
      quota_used := v_used;
    ELSE
      outcome := 'quota_exceeded';
      SELECT c.used INTO quota_used FROM usage_counters c
      WHERE c.subject = v_caller.subject AND c.operation = p_operation AND c.period_start = v_start;
    END IF;
  END IF;

  INSERT INTO usage_events (at, key_id, ip, plan, operation, period_start, outcome, units, status)
  VALUES (p_now, v_caller.key_id, v_caller.ip, v_caller.plan, p_operation, v_start, outcome, p_count,
          CASE outcome WHEN 'counted' THEN 200 ELSE 429 END)
  RETURNING usage_events.event_id INTO event_id;
  RETURN NEXT;
END
$$;
