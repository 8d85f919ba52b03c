-- Records how a counted call ended. A 400 or 404 response does not use up a call: its reservation
-- is given back to the period it was taken from. Neither does a 503 (the database was away or the
-- request ran past its budget: the caller got nothing and is told to retry), nor a 429 (a counted
-- call is answered 429 only when its caller already had too many searches waiting: the search never
-- ran, and the spec charges no 429). Every call the request reserved (its units) is given back. Only a
-- call still `counted` is changed, so
-- settling twice gives back nothing more. Returns whether a call was given back.
CREATE OR REPLACE FUNCTION access_settle(p_event_id bigint, p_status integer)
RETURNS boolean
LANGUAGE plpgsql
AS $$
DECLARE
  v_event usage_events%ROWTYPE;
  v_release boolean := p_status IN (400, 404, 429, 503);
BEGIN
  IF p_status IS NULL OR p_status NOT BETWEEN 100 AND 599 THEN
    RAISE EXCEPTION 'access_settle: % is not an HTTP status', p_status USING ERRCODE = 'VA400';
  END IF;
  UPDATE usage_events e
  SET status = p_status, outcome = CASE WHEN v_release THEN 'released' ELSE e.outcome END
  WHERE e.event_id = p_event_id AND e.outcome = 'counted'
  RETURNING e.* INTO v_event;
  IF NOT FOUND OR NOT v_release THEN
    RETURN false;
  END IF;
  UPDATE usage_counters c SET used = greatest(c.used - v_event.units, 0)
  WHERE c.subject = CASE WHEN v_event.key_id IS NOT NULL THEN 'key:' || v_event.key_id
                         ELSE 'ip:' || host(v_event.ip) || CASE WHEN family(v_event.ip) = 6 THEN '/64' ELSE '' END END
    AND c.operation = v_event.operation AND c.period_start = v_event.period_start AND c.used > 0;
  RETURN true;
END
$$;
