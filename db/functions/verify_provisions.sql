-- The parts of held instruments that a text's provision citations name, in one call (set-based; sent
-- at once with verify_lookup, on a second connection, so a text's provisions add no time of their own).
--
-- p_asked: [{k, number, year, bylaw, part, container}]  an Act by number and year (number null: every Act of
--          the year, for an Act cited by title and year; the caller compares titles), or a by-law by its
--          name (bylaw; number and year null: the held by-laws whose titles read alike by provision_title,
--          at most 2, the caller taking one where exactly one is); part as the library numbers
--          its sections (`12`, `230A`, `Schedule 2 item 4`, `Schedule 6`); container: the Schedule an
--          item or paragraph belongs to (`Schedule 2`), where the library may keep the Schedule whole.
-- Returns [{k, doc_id, title, url, text, container, within, nearest, amendments}], one per k and held Act divided
-- into sections (none for an Act not held so; at most 50 of a year for a number null), where
--   text:      the part's text (absent: no section of that number);
--   container: without text, the container's text (its items are read by the caller);
--   within:    without text, how many sections the part holds (`Schedule 6` kept as its items);
--   nearest:   without text, the section numbered nearest the part, among those numbered alike
--              (`243` for `400`; `Schedule 6 item 28` for `Schedule 6 item 40`);
--   amendments: the instrument's amendments as the source records them (amendments_shown), those
--              dated on or before p_as_at where it is given.
-- Whether the labels written below the part stand in its text is read by the caller (provision-text.ts).
--
-- p_as_at (NULL: none given): the date the writing speaks of. The part is then read in the version in
-- force on it (version_in_force), and each row says how (`state`):
--   in_force              read in that version: version {expression_date, in_force_to}; without text,
--                         held_in lists the other versions that have a section of that number
--   unversioned           the library holds no dated versions: read in its one (current) text
--   not_yet               the instrument is dated (made: its date, where the library has one) after
--                         p_as_at, or is an Act of a later year
--   repealed              the source records its repeal on or before p_as_at (repealed_on, repealed_by)
--   before_first_version  it was made by then, but no version held is that old (first_version): no text
DROP FUNCTION IF EXISTS verify_provisions(jsonb);
CREATE OR REPLACE FUNCTION verify_provisions(p_asked jsonb, p_as_at date DEFAULT NULL)
RETURNS jsonb
LANGUAGE plpgsql STABLE PARALLEL SAFE
SET jit = off
-- (The plan kept generic: planned anew for each p_as_at, as the plan cache chose, a call took 2 ms
-- instead of 0.7.)
SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
-- (PL/pgSQL keeps the statement's plan for the session: planned at every call as an SQL function,
-- it took 0.7 ms, twice what it runs.)
RETURN (
WITH a AS (
  SELECT (e->>'k')::int AS k, (e->>'number')::int AS number, (e->>'year')::int AS year, provision_title(e->>'bylaw') AS bylaw, e->>'part' AS part, e->>'container' AS container,
         -- `Schedule 6 item ` of `Schedule 6 item 40`; empty for `400`
         regexp_replace(e->>'part', '\d+[A-Za-z]*$', '') AS prefix, substring(e->>'part' from '(\d+)[A-Za-z]*$')::int AS n
    FROM jsonb_array_elements(coalesce(p_asked, '[]'::jsonb)) e
),
held AS (
  -- The Act's document divided into sections (an Act known only by its record has none). Each Act
  -- looked up by its index (a lateral LIMIT 1): joined as a set, the planner, which expects 100 rows
  -- of a jsonb array, hashed all 1,901 Acts of the full-size library (5.7 of a 7 ms call).
  SELECT x.number, x.year, NULL::text AS bylaw, d.*
    FROM (SELECT DISTINCT a.number, a.year FROM a WHERE a.year IS NOT NULL) x
   CROSS JOIN LATERAL (
     SELECT d.doc_id, d.title, d.url, d.act_year, d.date, d.expression_date, d.repealed_on, d.repealed_by, d.amendments FROM documents d
      WHERE d.act_year = x.year AND d.act_number = x.number AND d.type = 'act'
        AND EXISTS (SELECT 1 FROM sections s WHERE s.doc_id = d.doc_id)
      ORDER BY d.doc_id LIMIT 1) d
   WHERE x.number IS NOT NULL
  UNION ALL
  SELECT NULL, x.year, NULL, d.*
    FROM (SELECT DISTINCT a.year FROM a WHERE a.number IS NULL AND a.year IS NOT NULL) x
   CROSS JOIN LATERAL (
     SELECT d.doc_id, d.title, d.url, d.act_year, d.date, d.expression_date, d.repealed_on, d.repealed_by, d.amendments FROM documents d
      WHERE d.act_year = x.year AND d.act_number IS NOT NULL AND d.type = 'act'
        AND EXISTS (SELECT 1 FROM sections s WHERE s.doc_id = d.doc_id)
      ORDER BY d.act_number LIMIT 50) d
  UNION ALL
  -- (By-laws by title: a scan of the by-laws, run only when a text ties a provision to one.)
  SELECT NULL, NULL, x.bylaw, d.*
    FROM (SELECT DISTINCT a.bylaw FROM a WHERE a.bylaw IS NOT NULL) x
   CROSS JOIN LATERAL (
     SELECT d.doc_id, d.title, d.url, d.act_year, d.date, d.expression_date, d.repealed_on, d.repealed_by, d.amendments FROM documents d
      WHERE d.type = 'bylaw' AND provision_title(d.title) = x.bylaw
        AND EXISTS (SELECT 1 FROM sections s WHERE s.doc_id = d.doc_id)
      ORDER BY d.doc_id LIMIT 2) d
),
-- Without p_as_at every held Act is read in its current sections (ver NULL, state NULL).
dated AS (
  SELECT h.doc_id, h.number, h.year, h.bylaw, h.title, h.url, st.state, CASE WHEN st.state = 'in_force' THEN v.expression_date END AS ver, v.in_force_to, v.first_version,
         h.date AS made, h.repealed_on, h.repealed_by, h.amendments
    FROM held h
    -- (Asked only with a date, of a document with dated versions: a gate in the lateral's own WHERE
    -- is a one-time filter; in the join's ON, the function ran for every held Act and took 3 ms.)
    LEFT JOIN LATERAL (SELECT * FROM version_in_force(h.doc_id, p_as_at) WHERE p_as_at IS NOT NULL AND h.expression_date IS NOT NULL) v ON true
    CROSS JOIN LATERAL (SELECT CASE
      WHEN p_as_at IS NULL THEN NULL
      -- (an Act without a date: made in its year, so not before the year began)
      WHEN p_as_at < coalesce(h.date, make_date(h.act_year, 1, 1)) THEN 'not_yet'
      -- (version_in_force answers `unversioned` before it looks at a repeal.)
      WHEN h.repealed_on <= p_as_at THEN 'repealed'
      ELSE coalesce(v.state, 'unversioned') END AS state) st
),
-- The instruments read: those with a text on p_as_at (all of them without it).
readable AS (SELECT dated.*, state IS NULL OR state IN ('in_force', 'unversioned') AS readable FROM dated)
SELECT coalesce(jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
         'k', a.k, 'doc_id', h.doc_id, 'title', h.title, 'url', h.url, 'state', h.state,
         'version', CASE WHEN h.ver IS NOT NULL THEN jsonb_build_object('expression_date', h.ver, 'in_force_to', h.in_force_to) END,
         'first_version', CASE WHEN h.state = 'before_first_version' THEN h.first_version END,
         'made', CASE WHEN h.state = 'not_yet' THEN h.made END,
         'repealed_on', CASE WHEN h.state = 'repealed' THEN h.repealed_on END,
         'repealed_by', CASE WHEN h.state = 'repealed' THEN h.repealed_by END,
         'text', hit.text, 'container', box.text, 'within', nullif(grp.n, 0), 'nearest', near.number, 'held_in', other.held_in,
         'amendments', amendments_shown(h.amendments, p_as_at))) ORDER BY a.k), '[]'::jsonb)
  FROM a
  JOIN readable h ON h.number IS NOT DISTINCT FROM a.number AND h.year IS NOT DISTINCT FROM a.year AND h.bylaw IS NOT DISTINCT FROM a.bylaw
  LEFT JOIN LATERAL (
    SELECT s.text FROM provision_sections(h.doc_id, h.ver) s
     WHERE h.readable AND lower(s.number) = lower(a.part) ORDER BY s.ord LIMIT 1) hit ON true
  LEFT JOIN LATERAL (
    SELECT s.text FROM provision_sections(h.doc_id, h.ver) s
     WHERE h.readable AND hit.text IS NULL AND a.container IS NOT NULL AND lower(s.number) = lower(a.container)
     ORDER BY s.ord LIMIT 1) box ON true
  LEFT JOIN LATERAL (
    SELECT count(*)::int AS n FROM provision_sections(h.doc_id, h.ver) s
     WHERE h.readable AND hit.text IS NULL AND left(lower(s.number), length(a.part) + 1) = lower(a.part) || ' ') grp ON true
  LEFT JOIN LATERAL (
    SELECT jsonb_agg(jsonb_build_object('expression_date', x.expression_date, 'in_force_to', x.in_force_to) ORDER BY x.expression_date) AS held_in
      FROM document_versions x
     WHERE h.readable AND hit.text IS NULL AND h.ver IS NOT NULL AND x.doc_id = h.doc_id AND x.expression_date <> h.ver
       AND EXISTS (SELECT 1 FROM version_sections s WHERE s.doc_id = x.doc_id AND s.expression_date = x.expression_date AND lower(s.number) = lower(a.part))) other ON true
  LEFT JOIN LATERAL (
    SELECT s.number FROM provision_sections(h.doc_id, h.ver) s
     WHERE h.readable AND hit.text IS NULL AND a.n IS NOT NULL
       AND left(lower(s.number), length(a.prefix)) = lower(a.prefix) AND substr(s.number, length(a.prefix) + 1) ~ '^\d+[A-Za-z]*$'
     ORDER BY abs(substring(substr(s.number, length(a.prefix) + 1) from '^\d+')::int - a.n), s.ord
     LIMIT 1) near ON true
);
END
$$;
