-- search_blocks (migration 0017) kept in step with search_terms by the statement-level triggers
-- search_blocks_insert/update/delete: each lexeme's highest weight among the units of each run of
-- 16 documents (block = doc_id >> 4). Rows added raise their blocks' maxima; the blocks of rows
-- deleted or changed have their maxima read again from the term index (primary key: 16 documents'
-- entries of one lexeme), and a block left without entries is removed.
CREATE OR REPLACE FUNCTION search_blocks_sync() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO search_blocks AS b (lexeme, block, weight)
    SELECT n.lexeme, n.doc_id >> 4, max(n.weight) FROM new_rows n GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (lexeme, block) DO UPDATE SET weight = greatest(b.weight, excluded.weight);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    -- The blocks' rows locked first, in key order as every writer takes them, so that their maxima
    -- are read below in a snapshot that sees every write to them committed before: a concurrent
    -- import that raised a block's maximum is waited for, not overwritten with an older maximum.
    PERFORM 1 FROM search_blocks b
      JOIN (SELECT DISTINCT o.lexeme, o.doc_id >> 4 AS block FROM old_rows o) t ON b.lexeme = t.lexeme AND b.block = t.block
     ORDER BY b.lexeme, b.block FOR UPDATE OF b;
    WITH fresh AS (
      SELECT t.lexeme, t.block,
             (SELECT max(s.weight) FROM search_terms s
               WHERE s.lexeme = t.lexeme AND s.doc_id BETWEEN t.block << 4 AND (t.block << 4) + 15) AS weight
        FROM (SELECT DISTINCT o.lexeme, o.doc_id >> 4 AS block FROM old_rows o) t),
    gone AS (
      DELETE FROM search_blocks b USING fresh f WHERE b.lexeme = f.lexeme AND b.block = f.block AND f.weight IS NULL)
    UPDATE search_blocks b SET weight = f.weight
      FROM fresh f WHERE b.lexeme = f.lexeme AND b.block = f.block AND f.weight IS NOT NULL AND b.weight <> f.weight;
  END IF;
  RETURN NULL;
END
$$;
