-- The caller's plan and what is left of it, from the same tables and caller identification that
-- access_consume decides with. Uses no allowance, but counts as one request against the plan's
-- per-minute rate like every request (outcome rate_limited once that is used up; the figures are
-- still returned). A presented key that is not live is refused and throttled exactly as by
-- access_consume (outcome invalid_key or rate_limited, plan NULL). Otherwise outcome is ok.
-- Searches and checks share the plan's period, so one reset time serves both.
CREATE OR REPLACE FUNCTION access_usage(p_key_hash bytea, p_ip inet, p_now timestamptz)
RETURNS TABLE (
  outcome         text,     -- ok, invalid_key, rate_limited
  plan            text,
  key_prefix      text,     -- the key's non-secret prefix; NULL on the free tier
  address         text,     -- the free-tier address as counted (an IPv6 caller: its /64)
  period          text,     -- day or month
  period_start    timestamptz,
  period_reset    timestamptz,
  searches_limit  integer,
  searches_used   integer,
  checks_limit    integer,
  checks_used     integer,
  rate_limit      integer,
  rate_used       integer,
  rate_reset      timestamptz
)
LANGUAGE plpgsql
AS $$
DECLARE
  v_caller record;
  v_start  timestamptz;
BEGIN
  IF p_now IS NULL OR (p_key_hash IS NULL AND p_ip IS NULL) THEN
    RAISE EXCEPTION 'access_usage: the time and a key hash or an address are required' USING ERRCODE = 'VA400';
  END IF;

  SELECT * INTO v_caller FROM access_caller(p_key_hash, p_ip, p_now);
  IF v_caller.plan IS NULL THEN
    SELECT r.outcome, r.rate_limit, r.rate_used, r.rate_reset INTO outcome, rate_limit, rate_used, rate_reset
    FROM access_refuse_key(v_caller.subject, v_caller.ip, p_now) r;
    RETURN NEXT;
    RETURN;
  END IF;

  SELECT t.requests, t.resets_at INTO rate_used, rate_reset FROM access_rate_tick(v_caller.subject, p_now) t;
  rate_limit := v_caller.per_minute;
  outcome := CASE WHEN rate_used > v_caller.per_minute THEN 'rate_limited' ELSE 'ok' END;

  plan := v_caller.plan;
  period := v_caller.period;
  v_start := access_period_start(v_caller.period, p_now);
  period_start := v_start;
  period_reset := access_period_end(v_caller.period, p_now);
  searches_limit := v_caller.searches;
  checks_limit := v_caller.checks;
  SELECT coalesce(sum(c.used) FILTER (WHERE c.operation = 'search'), 0)::int,
         coalesce(sum(c.used) FILTER (WHERE c.operation = 'check'), 0)::int
  INTO searches_used, checks_used
  FROM usage_counters c
  WHERE c.subject = v_caller.subject AND c.period_start = v_start;
  SELECT k.prefix INTO key_prefix FROM api_keys k WHERE k.key_id = v_caller.key_id;
  address := v_caller.address;
  RETURN NEXT;
END
$$;
