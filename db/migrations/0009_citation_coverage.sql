-- Coverage decides `not_found` against `unchecked` (verification-rules.md, "Covers"): a verified
-- record of a court's count of judgments for a year, or of a law-report series-year the library maps
-- completely. Without a record, a court-year is covered when the library holds nearly every neutral
-- number up to the highest it holds (computed by verify_lookup from the indexes below).
CREATE TABLE citation_coverage (
  court       text NOT NULL CHECK (court ~ '^[A-Z]{2,12}$'),  -- neutral court code (ZACC) or report series (SA, BCLR, ALLSA)
  year        integer NOT NULL CHECK (year BETWEEN 1800 AND 2200),
  judgments   integer CHECK (judgments IS NULL OR judgments > 0), -- the court's count of judgments that year, where known
  source      text NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (court, year)
);

-- Neutral citations per court and year (`2020 ZACC 12`: court is the second word, year the first),
-- held as the library's own or cited in its judgments' texts.
CREATE INDEX case_citations_court_year_idx ON case_citations ((split_part(norm, ' ', 2)), (split_part(norm, ' ', 1))) WHERE kind = 'neutral';
CREATE INDEX cited_citations_court_year_idx ON cited_citations ((split_part(norm, ' ', 2)), (split_part(norm, ' ', 1))) WHERE kind = 'neutral';
