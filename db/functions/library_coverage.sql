-- What the library covers (verification-rules.md, "Coverage, said out loud"), for GET /v1/coverage
-- and the legal_coverage tool, in one call:
--   courts:   per neutral court and year, the distinct numbers held (own citations and those cited in
--             official texts), the highest, the court's recorded count, and whether covered (a recorded
--             count, or at least p_minimum numbers held and p_share of 1..highest);
--   series:   per law-report series and year, the distinct citations held, and whether a record maps it;
--   acts:     per year, act_year_coverage;
--   snapshot: a hash of the documents' content_hash values in key order (changes whenever what the
--             library holds changes), the counts, and the last import, record and sync times.
-- p_share and p_minimum are the service's COVERED_SHARE and COVERED_MINIMUM (verify.service.ts).
CREATE OR REPLACE FUNCTION library_coverage(p_share numeric, p_minimum integer)
RETURNS jsonb
LANGUAGE sql STABLE PARALLEL SAFE
SET jit = off
AS $$
WITH neutral AS (
  SELECT x.series AS court, x.year, x.number FROM case_citations x WHERE x.kind = 'neutral'
  UNION
  SELECT x.series, x.year, x.number FROM cited_citations x WHERE x.kind = 'neutral'
),
court_year AS (
  SELECT coalesce(n.court, cov.court) AS court, coalesce(n.year, cov.year) AS year, coalesce(n.held, 0) AS held, n.highest, cov.judgments
    FROM (SELECT court, year, count(*)::int AS held, max(number) AS highest FROM neutral GROUP BY court, year) n
    FULL JOIN (SELECT c.* FROM citation_coverage c WHERE c.judgments IS NOT NULL) cov ON cov.court = n.court AND cov.year = n.year
),
report AS (
  SELECT x.series, x.year, x.norm FROM case_citations x WHERE x.kind = 'report'
  UNION
  SELECT x.series, x.year, x.norm FROM cited_citations x WHERE x.kind = 'report'
),
series_year AS (
  SELECT coalesce(r.series, cov.court) AS series, coalesce(r.year, cov.year) AS year, coalesce(r.held, 0) AS held, cov.court IS NOT NULL AS recorded
    FROM (SELECT series, year, count(*)::int AS held FROM report GROUP BY series, year) r
    FULL JOIN (SELECT c.* FROM citation_coverage c WHERE c.judgments IS NULL
                  AND NOT EXISTS (SELECT 1 FROM neutral n WHERE n.court = c.court)) cov ON cov.court = r.series AND cov.year = r.year
),
act_years AS (
  SELECT ARRAY(SELECT d.act_year FROM documents d WHERE d.type = 'act' AND d.act_year IS NOT NULL
               UNION SELECT r.year FROM act_records r
               UNION SELECT c.year FROM act_coverage c) AS years
)
SELECT jsonb_build_object(
  'courts', coalesce((SELECT jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
                        'court', cy.court, 'year', cy.year, 'held', cy.held, 'highest', cy.highest, 'judgments', cy.judgments,
                        'covered', cy.judgments IS NOT NULL OR (cy.held >= p_minimum AND cy.held >= p_share * cy.highest)))
                        ORDER BY cy.court, cy.year) FROM court_year cy), '[]'::jsonb),
  'series', coalesce((SELECT jsonb_agg(jsonb_build_object('series', sy.series, 'year', sy.year, 'held', sy.held, 'covered', sy.recorded)
                        ORDER BY sy.series, sy.year) FROM series_year sy), '[]'::jsonb),
  'acts', coalesce((SELECT jsonb_agg(jsonb_strip_nulls(to_jsonb(a)) ORDER BY a.year)
                      FROM act_years y, act_year_coverage(y.years) a WHERE a.year >= 1910), '[]'::jsonb),
  'snapshot', (SELECT jsonb_strip_nulls(jsonb_build_object(
                 'hash', md5(coalesce(string_agg(d.key || ':' || d.content_hash, E'\n' ORDER BY d.key), '')),
                 'documents', count(*),
                 'act_records', (SELECT count(*) FROM act_records),
                 'last_import', max(d.imported_at),
                 'last_record', (SELECT max(r.updated_at) FROM act_records r),
                 'last_sync', (SELECT max(s.finished_at) FROM laws_africa_syncs s)))
                 FROM documents d))
$$;
