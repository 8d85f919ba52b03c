-- Spelling suggestions (search_suggest): the nearest word the library holds to a query word it does
-- not, by trigram similarity over the lexicon of the units' lexemes (search_lexemes), the closest
-- of those by edit distance (fuzzystrmatch's levenshtein). The index keeps the look-up to a few
-- index probes at full size.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
CREATE INDEX search_lexemes_trgm_idx ON search_lexemes USING gin (lexeme gin_trgm_ops);

-- The municipalities whose by-laws the library holds, by the FRBR place code of their keys
-- (`/akn/za-cpt/act/by-law/...`): the name a by-law result shows (`municipality`) and the search
-- filter `place` takes. Rows in db/functions/search_municipalities_rows.sql (replaced on every
-- migrate); a code not listed is shown by its demarcation code (search_municipality). `example`: a
-- query whose results, filtered to the place, are all its by-laws (test/search/filters.spec.ts).
CREATE TABLE search_municipalities (
  code text PRIMARY KEY CHECK (code ~ '^za-[a-z0-9]+$'),
  name text NOT NULL UNIQUE,
  example text NOT NULL
);
