-- How completely the library holds each year's national Acts (verification-rules.md, "Covers a
-- year's Acts"), for p_years:
--   held, highest: distinct Act numbers held that year (official copies or verified records), the highest;
--   acts:          the year's count of Acts from a verified record (act_coverage), where there is one;
--   synced:        the last complete sync of the national place listed the year's Acts with no gap from 1
--                  to the highest it listed (works it refused leave a gap: refused is not held), and no
--                  later run brought one of them (a run of changes since a date is no complete list);
--   covered:       every number up to a recorded count held, or synced.
-- A complete sync is a finished run (not stopped) of place `za` that listed every work (no `since`).
CREATE OR REPLACE FUNCTION act_year_coverage(p_years integer[])
RETURNS TABLE (year integer, held integer, highest integer, acts integer, synced boolean, covered boolean)
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
WITH y AS (
  SELECT DISTINCT unnest(p_years) AS year
),
held AS (
  SELECT d.act_year AS year, d.act_number AS number FROM documents d
   WHERE d.type = 'act' AND d.act_number IS NOT NULL AND d.act_year = ANY (p_years)
  UNION
  SELECT r.year, r.number FROM act_records r WHERE r.year = ANY (p_years)
),
complete_sync AS (
  SELECT max(s.finished_at) AS at FROM laws_africa_syncs s
   WHERE s.finished_at IS NOT NULL AND s.stopped IS NULL AND s.since IS NULL AND 'za' = ANY (s.places)
),
synced AS (
  -- The Acts of the national place a sync imported, by their documents' number and year.
  SELECT d.act_year AS year, count(DISTINCT d.act_number) AS n, max(d.act_number) AS highest, bool_and(w.synced_at <= cs.at) AS listed
    FROM complete_sync cs JOIN laws_africa_works w ON cs.at IS NOT NULL JOIN documents d ON d.key = w.doc_key
   WHERE w.place = 'za' AND w.status = 'imported' AND d.type = 'act' AND d.act_number IS NOT NULL AND d.act_year = ANY (p_years)
   GROUP BY d.act_year
),
per_year AS (
  SELECT y.year,
         (SELECT count(*) FROM held h WHERE h.year = y.year)::int AS held,
         (SELECT max(h.number) FROM held h WHERE h.year = y.year) AS highest,
         ac.acts,
         (SELECT count(*) FROM held h WHERE h.year = y.year AND h.number <= ac.acts)::int AS held_to_count,
         coalesce((SELECT s.listed AND s.n = s.highest FROM synced s WHERE s.year = y.year), false) AS synced
    FROM y LEFT JOIN act_coverage ac ON ac.year = y.year
)
SELECT p.year, p.held, p.highest, p.acts, p.synced, (p.acts IS NOT NULL AND p.held_to_count = p.acts) OR p.synced AS covered
  FROM per_year p
$$;
