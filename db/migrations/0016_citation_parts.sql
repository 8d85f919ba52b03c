-- Citation keys' parts as columns (libs/citations/series.ts: one pattern per series, whose named
-- groups are the parts), so SQL reads a court's or series' year and numbers from columns instead of
-- splitting the key by position. Rows written before are filled from their keys here, once: a key
-- is `year court number` (neutral) or `series year [volume] page` (reports).
ALTER TABLE case_citations ADD COLUMN series text, ADD COLUMN year integer, ADD COLUMN volume integer, ADD COLUMN number integer;
ALTER TABLE cited_citations ADD COLUMN series text, ADD COLUMN year integer, ADD COLUMN volume integer, ADD COLUMN number integer;

UPDATE case_citations SET
  series = CASE kind WHEN 'neutral' THEN split_part(norm, ' ', 2) ELSE split_part(norm, ' ', 1) END,
  year = CASE kind WHEN 'neutral' THEN split_part(norm, ' ', 1) ELSE split_part(norm, ' ', 2) END::integer,
  volume = CASE WHEN kind = 'report' AND split_part(norm, ' ', 4) <> '' THEN split_part(norm, ' ', 3)::integer END,
  number = CASE WHEN kind = 'neutral' OR split_part(norm, ' ', 4) = '' THEN split_part(norm, ' ', 3) ELSE split_part(norm, ' ', 4) END::integer;
UPDATE cited_citations SET
  series = CASE kind WHEN 'neutral' THEN split_part(norm, ' ', 2) ELSE split_part(norm, ' ', 1) END,
  year = CASE kind WHEN 'neutral' THEN split_part(norm, ' ', 1) ELSE split_part(norm, ' ', 2) END::integer,
  volume = CASE WHEN kind = 'report' AND split_part(norm, ' ', 4) <> '' THEN split_part(norm, ' ', 3)::integer END,
  number = CASE WHEN kind = 'neutral' OR split_part(norm, ' ', 4) = '' THEN split_part(norm, ' ', 3) ELSE split_part(norm, ' ', 4) END::integer;

ALTER TABLE case_citations ALTER COLUMN series SET NOT NULL, ALTER COLUMN year SET NOT NULL, ALTER COLUMN number SET NOT NULL;
ALTER TABLE cited_citations ALTER COLUMN series SET NOT NULL, ALTER COLUMN year SET NOT NULL, ALTER COLUMN number SET NOT NULL;

-- The positional indexes of migrations 0007 and 0009 give way to the columns'.
DROP INDEX case_citations_court_idx, case_citations_series_idx, cited_citations_series_idx, case_citations_court_year_idx, cited_citations_court_year_idx;
CREATE INDEX case_citations_series_year_idx ON case_citations (series, year) WHERE kind = 'neutral';
CREATE INDEX cited_citations_series_year_idx ON cited_citations (series, year) WHERE kind = 'neutral';
CREATE INDEX case_citations_report_series_idx ON case_citations (series) WHERE kind = 'report';
CREATE INDEX cited_citations_report_series_idx ON cited_citations (series) WHERE kind = 'report';
