-- Start of the allowance period holding p_at: South African midnight (day) or the 1st of the
-- month, SA time (month). Truncation is done on SA local time, so it is independent of the session
-- TimeZone.
CREATE OR REPLACE FUNCTION access_period_start(p_period text, p_at timestamptz)
RETURNS timestamptz
LANGUAGE sql STABLE STRICT PARALLEL SAFE
AS $$
  SELECT date_trunc(p_period, p_at AT TIME ZONE 'Africa/Johannesburg') AT TIME ZONE 'Africa/Johannesburg'
$$;
