-- When the allowance period holding p_at ends (the next reset). Months are added on SA local time:
-- adding '1 month' to a timestamptz would follow the session TimeZone instead.
CREATE OR REPLACE FUNCTION access_period_end(p_period text, p_at timestamptz)
RETURNS timestamptz
LANGUAGE sql STABLE STRICT PARALLEL SAFE
AS $$
  SELECT (date_trunc(p_period, p_at AT TIME ZONE 'Africa/Johannesburg') + ('1 ' || p_period)::interval)
         AT TIME ZONE 'Africa/Johannesburg'
$$;
