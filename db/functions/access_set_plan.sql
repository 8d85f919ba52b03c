-- Changes a plan's allowances; a NULL argument keeps the current value. Raises VA404 for an
-- unknown plan and VA400 for a bad value. Takes effect on the next request.
CREATE OR REPLACE FUNCTION access_set_plan(p_plan text, p_period text DEFAULT NULL, p_searches integer DEFAULT NULL,
                                           p_checks integer DEFAULT NULL, p_per_minute integer DEFAULT NULL)
RETURNS plans
LANGUAGE plpgsql
AS $$
DECLARE
  v_row plans;
BEGIN
  IF p_period IS NOT NULL AND p_period NOT IN ('day', 'month') THEN
    RAISE EXCEPTION 'period must be day or month, got %', p_period USING ERRCODE = 'VA400';
  END IF;
  IF p_searches < 0 OR p_checks < 0 OR p_per_minute < 1 THEN
    RAISE EXCEPTION 'allowances must be 0 or more and the rate 1 or more' USING ERRCODE = 'VA400';
  END IF;
  UPDATE plans p
  SET period = coalesce(p_period, p.period),
      searches = coalesce(p_searches, p.searches),
      checks = coalesce(p_checks, p.checks),
      per_minute = coalesce(p_per_minute, p.per_minute),
      updated_at = now()
  WHERE p.plan = p_plan
  RETURNING p.* INTO v_row;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no plan named %', p_plan USING ERRCODE = 'VA404';
  END IF;
  RETURN v_row;
END
$$;
