-- The parts of held instruments that a text's provision citations name, in one call (set-based; sent
-- in the same statement as verify_lookup, so a text's provisions cost no round trip of their own).
--
-- p_asked: [{k, number, year, part, container}]  an Act by number and year (number null: every Act of
--          the year, for an Act cited by title and year; the caller compares titles); part as the library numbers
--          its sections (`12`, `230A`, `Schedule 2 item 4`, `Schedule 6`); container: the Schedule an
--          item or paragraph belongs to (`Schedule 2`), where the library may keep the Schedule whole.
-- Returns [{k, doc_id, title, url, text, container, within, nearest}], one per k and held Act divided
-- into sections (none for an Act not held so; at most 50 of a year for a number null), where
--   text:      the part's text (absent: no section of that number);
--   container: without text, the container's text (its items are read by the caller);
--   within:    without text, how many sections the part holds (`Schedule 6` kept as its items);
--   nearest:   without text, the section numbered nearest the part, among those numbered alike
--              (`243` for `400`; `Schedule 6 item 28` for `Schedule 6 item 40`).
-- Whether the labels written below the part stand in its text is read by the caller (provision-text.ts).
CREATE OR REPLACE FUNCTION verify_provisions(p_asked jsonb)
RETURNS jsonb
LANGUAGE plpgsql STABLE PARALLEL SAFE
SET jit = off
AS $$
BEGIN
-- (PL/pgSQL keeps the statement's plan for the session: planned at every call as an SQL function,
-- it took 0.7 ms, twice what it runs.)
RETURN (
WITH a AS (
  SELECT (e->>'k')::int AS k, (e->>'number')::int AS number, (e->>'year')::int AS year, e->>'part' AS part, e->>'container' AS container,
         -- `Schedule 6 item ` of `Schedule 6 item 40`; empty for `400`
         regexp_replace(e->>'part', '\d+[A-Za-z]*$', '') AS prefix, substring(e->>'part' from '(\d+)[A-Za-z]*$')::int AS n
    FROM jsonb_array_elements(coalesce(p_asked, '[]'::jsonb)) e
),
held AS (
  -- The Act's document divided into sections (an Act known only by its record has none). Each Act
  -- looked up by its index (a lateral LIMIT 1): joined as a set, the planner, which expects 100 rows
  -- of a jsonb array, hashed all 1,901 Acts of the full-size library (5.7 of a 7 ms call).
  SELECT x.number, x.year, d.doc_id, d.title, d.url
    FROM (SELECT DISTINCT a.number, a.year FROM a) x
   CROSS JOIN LATERAL (
     SELECT d.doc_id, d.title, d.url FROM documents d
      WHERE d.act_year = x.year AND d.act_number = x.number AND d.type = 'act'
        AND EXISTS (SELECT 1 FROM sections s WHERE s.doc_id = d.doc_id)
      ORDER BY d.doc_id LIMIT 1) d
   WHERE x.number IS NOT NULL
  UNION ALL
  SELECT NULL, x.year, d.doc_id, d.title, d.url
    FROM (SELECT DISTINCT a.year FROM a WHERE a.number IS NULL) x
   CROSS JOIN LATERAL (
     SELECT d.doc_id, d.title, d.url FROM documents d
      WHERE d.act_year = x.year AND d.act_number IS NOT NULL AND d.type = 'act'
        AND EXISTS (SELECT 1 FROM sections s WHERE s.doc_id = d.doc_id)
      ORDER BY d.act_number LIMIT 50) d
)
SELECT coalesce(jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
         'k', a.k, 'doc_id', h.doc_id, 'title', h.title, 'url', h.url,
         'text', hit.text, 'container', box.text, 'within', nullif(grp.n, 0), 'nearest', near.number)) ORDER BY a.k), '[]'::jsonb)
  FROM a
  JOIN held h ON h.number IS NOT DISTINCT FROM a.number AND h.year = a.year
  LEFT JOIN LATERAL (
    SELECT s.text FROM sections s WHERE s.doc_id = h.doc_id AND lower(s.number) = lower(a.part) ORDER BY s.ord LIMIT 1) hit ON true
  LEFT JOIN LATERAL (
    SELECT s.text FROM sections s
     WHERE hit.text IS NULL AND a.container IS NOT NULL AND s.doc_id = h.doc_id AND lower(s.number) = lower(a.container)
     ORDER BY s.ord LIMIT 1) box ON true
  LEFT JOIN LATERAL (
    SELECT count(*)::int AS n FROM sections s
     WHERE hit.text IS NULL AND s.doc_id = h.doc_id AND left(lower(s.number), length(a.part) + 1) = lower(a.part) || ' ') grp ON true
  LEFT JOIN LATERAL (
    SELECT s.number FROM sections s
     WHERE hit.text IS NULL AND a.n IS NOT NULL AND s.doc_id = h.doc_id
       AND left(lower(s.number), length(a.prefix)) = lower(a.prefix) AND substr(s.number, length(a.prefix) + 1) ~ '^\d+[A-Za-z]*$'
     ORDER BY abs(substring(substr(s.number, length(a.prefix) + 1) from '^\d+')::int - a.n), s.ord
     LIMIT 1) near ON true
);
END
$$;
