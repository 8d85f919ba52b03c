-- The title-and-metadata part of each document's vector (weights A and B of documents.tsv), for
-- the partial-match fallback of search: when too few documents hold every word of a query, the
-- documents whose title or metadata hold some of them are ranked over this short vector instead of
-- every section's body, which for a query of common words would mean ranking most of the library.
ALTER TABLE documents ADD COLUMN head_tsv tsvector GENERATED ALWAYS AS (ts_filter(tsv, '{a,b}')) STORED;

DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'rum') THEN
    CREATE INDEX documents_head_tsv_idx ON documents USING rum (head_tsv rum_tsvector_ops);
  ELSE
    CREATE INDEX documents_head_tsv_idx ON documents USING gin (head_tsv);
  END IF;
END
$$;
