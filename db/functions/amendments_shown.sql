-- A work's amendments as an answer shows them (GET /v1/section, verify's Act and provision entries):
-- those dated on or before p_until (NULL: all the source records), `count` of them and the `latest`
-- api_limit('amendments_shown') newest first, each {date, amended_by, amended_by_title}. NULL where
-- there are none, so the answer leaves the field out. p_amendments: documents.amendments (0027).
CREATE OR REPLACE FUNCTION amendments_shown(p_amendments jsonb, p_until date)
RETURNS jsonb
-- (PL/pgSQL: its body is read at its first call, after api_limit, which sorts later, is created.)
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
AS $$
BEGIN
  -- (Most works have none: answered without running the query, which verify_lookup asks for every
  -- held Act of the years a text cites, 2 ms of a text's lookup at full size.)
  IF p_amendments IS NULL OR jsonb_typeof(p_amendments) <> 'array' OR p_amendments = '[]' THEN
    RETURN NULL;
  END IF;
  RETURN (
  SELECT CASE WHEN count(*) > 0 THEN jsonb_build_object(
           'count', count(*),
           'latest', jsonb_agg(jsonb_strip_nulls(jsonb_build_object('date', e->>'date', 'amended_by', e->>'by', 'amended_by_title', e->>'by_title')) ORDER BY r)
                       FILTER (WHERE r <= api_limit('amendments_shown')))
         END
    FROM (SELECT e, row_number() OVER (ORDER BY e->>'date' DESC, n DESC) AS r
            FROM jsonb_array_elements(CASE WHEN jsonb_typeof(p_amendments) = 'array' THEN p_amendments ELSE '[]' END) WITH ORDINALITY x(e, n)
           WHERE p_until IS NULL OR (e->>'date')::date <= p_until) s);
END
$$;
