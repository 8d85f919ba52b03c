-- Deletes every check older than the retention (days before p_now); returns how many. For
-- `vsl checks prune`, run daily by an operator's scheduler or after lowering CHECK_RETENTION_DAYS.
CREATE OR REPLACE FUNCTION check_prune(p_now timestamptz, p_retention_days integer)
RETURNS bigint
LANGUAGE plpgsql
AS $$
DECLARE
  v_count bigint;
BEGIN
  IF p_now IS NULL OR p_retention_days IS NULL OR p_retention_days < 1 THEN
    RAISE EXCEPTION 'check_prune: the time and a retention of at least one day are required' USING ERRCODE = 'VR400';
  END IF;
  DELETE FROM checks WHERE created_at < p_now - make_interval(days => p_retention_days);
  GET DIAGNOSTICS v_count = ROW_COUNT;
  RETURN v_count;
END
$$;
