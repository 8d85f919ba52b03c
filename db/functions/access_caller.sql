-- Who is calling: a live key (its id and plan), the free tier of an address, or a presented key
-- that is not live (plan NULL). subject names the caller's rows in rate_windows and
-- usage_counters: `key:<key_id>`, `ip:<address>` or `invalid-key:<address>`. One IPv6 subscriber
-- holds a whole /64, so an IPv6 caller is its /64: counting per address would let it rotate
-- addresses. ip is the address as counted and address its text (`a.b.c.d`, `x:y::/64`), both NULL
-- for a live key (a keyed call stores no address).
-- The plan's period, allowances and rate come along; VA500 if the caller's plan is missing.
CREATE OR REPLACE FUNCTION access_caller(p_key_hash bytea, p_ip inet, p_now timestamptz)
RETURNS TABLE (key_id integer, plan text, subject text, ip inet, address text, period text, searches integer, checks integer, per_minute integer)
LANGUAGE plpgsql STABLE
AS $$
DECLARE
  v_net   inet := CASE WHEN family(p_ip) = 6 THEN network(set_masklen(p_ip, 64))::inet ELSE host(p_ip)::inet END;
  v_label text := host(v_net) || CASE WHEN family(v_net) = 6 THEN '/64' ELSE '' END;
BEGIN
  IF p_key_hash IS NULL THEN
    plan := 'free';
    subject := 'ip:' || v_label;
    ip := v_net;
    address := v_label;
  ELSE
    SELECT k.key_id, k.plan INTO key_id, plan
    FROM api_keys k
    WHERE k.key_hash = p_key_hash AND (k.revoked_at IS NULL OR k.revoked_at > p_now);
    IF key_id IS NULL THEN
      subject := 'invalid-key:' || coalesce(v_label, 'unknown');
      ip := v_net;
      address := v_label;
      RETURN NEXT;
      RETURN;
    END IF;
    subject := 'key:' || key_id;
  END IF;
  SELECT p.period, p.searches, p.checks, p.per_minute INTO period, searches, checks, per_minute FROM plans p WHERE p.plan = access_caller.plan;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'access: plan % does not exist', plan USING ERRCODE = 'VA500';
  END IF;
  RETURN NEXT;
END
$$;
