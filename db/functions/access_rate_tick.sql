-- An earlier form of this function returned the window's start; its return type cannot be replaced in place.
DROP FUNCTION IF EXISTS access_rate_tick(text, timestamptz);
-- Counts one request in the subject's fixed one-minute window; returns the window's count and when
-- the window ends. A clock slightly behind another process's never moves the window back.
CREATE OR REPLACE FUNCTION access_rate_tick(p_subject text, p_now timestamptz, OUT requests integer, OUT resets_at timestamptz)
LANGUAGE sql
AS $$
  INSERT INTO rate_windows AS r (subject, window_start, requests)
  VALUES (p_subject, date_trunc('minute', p_now), 1)
  ON CONFLICT (subject) DO UPDATE
    SET requests = CASE WHEN excluded.window_start > r.window_start THEN 1 ELSE r.requests + 1 END,
        window_start = greatest(r.window_start, excluded.window_start)
  RETURNING r.requests, r.window_start + interval '1 minute'
$$;
