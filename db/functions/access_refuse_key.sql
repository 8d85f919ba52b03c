-- A presented key that is not live: never the free tier. Guessing keys is throttled per address
-- (c_invalid_key_per_minute), and refusals are counted in one row per address per SA day in
-- invalid_key_attempts, not one usage event each. outcome is invalid_key, or rate_limited once the
-- address has sent too many such requests this minute.
CREATE OR REPLACE FUNCTION access_refuse_key(p_subject text, p_ip inet, p_now timestamptz)
RETURNS TABLE (outcome text, rate_limit integer, rate_used integer, rate_reset timestamptz)
LANGUAGE plpgsql
AS $$
DECLARE
  -- Requests with a key that is not a live key, per address per minute, before 429 RATE_LIMITED:
  -- enough for a client whose key was just revoked to notice, far too few to guess one.
  c_invalid_key_per_minute CONSTANT integer := 10;
BEGIN
  SELECT t.requests, t.resets_at INTO rate_used, rate_reset FROM access_rate_tick(p_subject, p_now) t;
  outcome := CASE WHEN rate_used > c_invalid_key_per_minute THEN 'rate_limited' ELSE 'invalid_key' END;
  rate_limit := c_invalid_key_per_minute;
  INSERT INTO invalid_key_attempts AS a (day, ip, attempts, throttled, last_at)
  VALUES ((p_now AT TIME ZONE 'Africa/Johannesburg')::date, coalesce(p_ip, '0.0.0.0'::inet), 1, (outcome = 'rate_limited')::int, p_now)
  ON CONFLICT (day, ip) DO UPDATE
    SET attempts = a.attempts + 1, throttled = a.throttled + excluded.throttled, last_at = greatest(a.last_at, excluded.last_at);
  RETURN NEXT;
END
$$;
