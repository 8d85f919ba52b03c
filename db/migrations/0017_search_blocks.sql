-- Per-block maxima of the term lists, for the pruned intersection (db/functions/search_intersection.sql).
-- A block is the units of 16 consecutive documents (doc_id >> 4); search_blocks holds each lexeme's
-- highest weight in each block where it occurs. A unit scoring at least theta lies in a block where
-- the sum over the query's lexemes of idf × the block's maximum reaches theta, so the other blocks'
-- entries need not be read: for `principle of legality and the exercise of public power`, 12 of
-- the 1,166 blocks of judgments holding all five words can reach the tenth best score.
-- Kept in step with search_terms by statement-level triggers (search_blocks_sync, db/functions).
CREATE TABLE search_blocks (
  lexeme  text NOT NULL,
  block   integer NOT NULL,             -- doc_id >> 4
  weight  double precision NOT NULL,    -- the highest search_terms.weight of lexeme in the block
  -- (weight included: the blocks are read from the index alone)
  PRIMARY KEY (lexeme, block) INCLUDE (weight)
);

INSERT INTO search_blocks (lexeme, block, weight)
SELECT lexeme, doc_id >> 4, max(weight) FROM search_terms GROUP BY 1, 2 ORDER BY 1, 2;

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

CREATE TRIGGER search_blocks_insert AFTER INSERT ON search_terms
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_blocks_sync();
CREATE TRIGGER search_blocks_update AFTER UPDATE ON search_terms
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_blocks_sync();
CREATE TRIGGER search_blocks_delete AFTER DELETE ON search_terms
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_blocks_sync();
