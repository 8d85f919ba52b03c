-- Adds units to the index and its statistics; removes them. Called by the triggers below with
-- whole statements' worth of rows, so a bulk load is indexed in one INSERT ... SELECT.
CREATE OR REPLACE FUNCTION search_terms_add(p_doc integer[], p_ord integer[], p_kind text[], p_tsv tsvector[])
RETURNS void
LANGUAGE sql
AS $$
  WITH added AS (
    INSERT INTO search_terms (doc_id, ord, lexeme, kind, weight)
    SELECT u.doc_id, u.ord, w.lexeme, u.kind, w.weight
      FROM unnest(p_doc, p_ord, p_kind, p_tsv) AS u (doc_id, ord, kind, tsv), search_term_weights(u.tsv) w
    RETURNING lexeme)
  INSERT INTO search_lexemes AS l (lexeme, df)
  SELECT lexeme, count(*) FROM added GROUP BY lexeme ORDER BY lexeme
  ON CONFLICT (lexeme) DO UPDATE SET df = l.df + excluded.df;
  UPDATE search_corpus SET units = units + cardinality(p_doc) WHERE cardinality(p_doc) > 0;
$$;
