-- Which years' national Acts the library holds completely (verification-rules.md, "Covers a year's
-- Acts"): a verified record of a year's count of national Acts. The year is covered only while the
-- library holds every number from 1 to that count (documents or act_records); a complete Laws.Africa
-- sync of the national place covers a year too (act_year_coverage, from laws_africa_syncs).
CREATE TABLE act_coverage (
  year        integer PRIMARY KEY CHECK (year BETWEEN 1910 AND 2200),
  acts        integer NOT NULL CHECK (acts > 0),   -- the count of national Acts passed that year
  source      text NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
