-- Removes units from the search index and its statistics (search_terms_add adds them); called by
-- the search_terms_*_sync triggers with a whole statement's rows.
CREATE OR REPLACE FUNCTION search_terms_remove(p_doc integer[], p_ord integer[], p_tsv tsvector[])
RETURNS void
LANGUAGE sql
AS $$
  -- A unit's rows are the lexemes of the vector it was indexed from: found by primary key.
  WITH gone AS (
    DELETE FROM search_terms t
     USING (SELECT u.doc_id, u.ord, x.lexeme
              FROM unnest(p_doc, p_ord, p_tsv) AS u (doc_id, ord, tsv), unnest(tsvector_to_array(u.tsv)) AS x (lexeme)) u
     WHERE t.lexeme = u.lexeme AND t.doc_id = u.doc_id AND t.ord = u.ord
    RETURNING t.lexeme),
  counts AS (SELECT lexeme, count(*) AS n FROM gone GROUP BY lexeme)
  UPDATE search_lexemes l SET df = l.df - c.n FROM counts c WHERE l.lexeme = c.lexeme;
  UPDATE search_corpus SET units = units - cardinality(p_doc) WHERE cardinality(p_doc) > 0;
$$;
