-- BM25F term-frequency part of each lexeme of a unit's vector: occurrences weighted by where they
-- stand (document title A 5, heading or metadata B 3, C 2, text D 1), saturated (k1 = 1.2) and
-- normalised by the unit's length in positions against a pivot of 100 (b = 0.75; sections average
-- about 60 positions, judgments' opening text about 700). Changing it means re-filling search_terms.
CREATE OR REPLACE FUNCTION search_term_weights(tsv tsvector)
RETURNS TABLE (lexeme text, weight real)
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  WITH t AS (
    SELECT u.lexeme, cardinality(u.positions) AS n,
           (SELECT sum(CASE w WHEN 'A' THEN 5 WHEN 'B' THEN 3 WHEN 'C' THEN 2 ELSE 1 END) FROM unnest(u.weights) w) AS wtf
      FROM unnest(tsv) u)
  SELECT t.lexeme, (t.wtf * 2.2 / (t.wtf + 1.2 * (0.25 + 0.75 * len.n / 100.0)))::real
    FROM t, (SELECT greatest(sum(n), 1) AS n FROM t) len
$$;
