-- BM25F with each field normalised by its own length (db/functions/search_term_weights.sql says
-- why): the function as that file defines it, then every unit's weights computed again. The term
-- rows keep their keys; only weights change, and search_blocks_sync reads the blocks of the rows
-- changed again. At full size (15.9 million term rows) a long statement: run it in a quiet hour.
CREATE OR REPLACE FUNCTION search_term_weights(tsv tsvector)
RETURNS TABLE (lexeme text, weight real)
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  WITH p AS (SELECT u.lexeme, w FROM unnest(tsv) u, unnest(u.weights) w),
  len AS (SELECT greatest(count(*) FILTER (WHERE w = 'D'), 1) AS text_n FROM p),
  t AS (SELECT p.lexeme,
               sum(CASE w WHEN 'A' THEN 5 WHEN 'B' THEN 3 WHEN 'C' THEN 2 ELSE 0 END)
               + count(*) FILTER (WHERE w = 'D') / (0.25 + 0.75 * len.text_n / 100.0) AS tf
          FROM p, len GROUP BY p.lexeme, len.text_n)
  SELECT t.lexeme, (t.tf * 2.2 / (t.tf + 1.2))::real FROM t
$$;

UPDATE search_terms t SET weight = w.weight
  FROM (SELECT s.doc_id, s.ord, x.lexeme, x.weight FROM sections s, search_term_weights(s.tsv) x
        UNION ALL
        SELECT d.doc_id, 0, x.lexeme, x.weight FROM documents d, search_term_weights(d.rank_tsv) x WHERE d.rank_tsv IS NOT NULL) w
 WHERE t.doc_id = w.doc_id AND t.ord = w.ord AND t.lexeme = w.lexeme AND t.weight <> w.weight;
