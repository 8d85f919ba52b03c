-- Search: a compact whole-document vector and indexes that return rows in rank order.
--
-- Judgments and undivided documents are ranked as whole documents over `rank_tsv`: title (A),
-- citation, case number, parties and gazette (B) and the opening 8,000 characters of the text (D),
-- where a judgment states its subject. The full `tsv` stays for callers that need every word.
-- Documents divided into sections are ranked through their sections, so their `rank_tsv` is NULL.
ALTER TABLE documents ADD COLUMN rank_tsv tsvector GENERATED ALWAYS AS (
  CASE WHEN type = 'judgment' OR body IS NOT NULL THEN
    setweight(to_tsvector('english'::regconfig, title), 'A')
    || setweight(to_tsvector('english'::regconfig,
         coalesce(citation, '') || ' ' || coalesce(case_number, '') || ' '
         || coalesce(nullif(parties, title), '') || ' ' || coalesce(gazette, '')), 'B')
    || setweight(to_tsvector('english'::regconfig, left(coalesce(body, ''), 8000)), 'D')
  END
) STORED;

-- RUM keeps word positions in the index and returns matches ordered by rank (`tsv <=> query`), so a
-- common-word query reads its top rows without fetching and ranking every match from the heap.
-- Where the server lacks RUM (the embedded server), GIN indexes serve and the search functions
-- rank with ts_rank instead.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'rum') THEN
    CREATE EXTENSION IF NOT EXISTS rum;
    CREATE INDEX documents_rank_tsv_idx ON documents USING rum (rank_tsv rum_tsvector_ops) WHERE rank_tsv IS NOT NULL;
    CREATE INDEX sections_tsv_rum_idx ON sections USING rum (tsv rum_tsvector_ops);
    DROP INDEX sections_tsv_idx;
  ELSE
    CREATE INDEX documents_rank_tsv_idx ON documents USING gin (rank_tsv) WHERE rank_tsv IS NOT NULL;
  END IF;
END
$$;
