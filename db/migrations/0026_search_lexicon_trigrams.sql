-- Spelling suggestions (search_suggest): the nearest word the library holds to a query word it does
-- not, by trigram similarity over the lexicon of the units' lexemes (search_lexemes), the closest
-- of those by edit distance (fuzzystrmatch's levenshtein). The index keeps the look-up to a few
-- index probes at full size.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
CREATE INDEX search_lexemes_trgm_idx ON search_lexemes USING gin (lexeme gin_trgm_ops);
