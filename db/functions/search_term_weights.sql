-- BM25F term-frequency part of each lexeme of a unit's vector: occurrences weighted by where they
-- stand (document title A 5, heading or metadata B 3, C 2, text D 1), each field normalised by its
-- own length before they are summed and saturated (k1 = 1.2): the text's occurrences against the
-- text's length in positions, with a pivot of 100 (b = 0.75; sections average about 60 positions),
-- the title's and heading's as they stand (short fields: b = 0). Normalising the title and heading
-- by the whole unit's length (until migration 0028) made a document's title words weigh more in
-- its short sections than in its long ones, so a by-law's best section was often its shortest
-- (`Preamble` for `Cape Town filming permit`), and a heading naming the query's subject counted
-- less the longer the section under it. Changing it means re-filling search_terms (migration 0028).
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
