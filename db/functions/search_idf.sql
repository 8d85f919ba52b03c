-- A word's inverse document frequency among the search units: BM25's, ln((N - df + 0.5) / (df +
-- 0.5)), floored at 0 (a word in half the units or more tells none apart). The one definition the
-- ranking functions share (search_ranked, search_library, search_ranking, search_results,
-- search_understand, search_within); inlined where it is called.
CREATE OR REPLACE FUNCTION search_idf(p_df double precision, p_units double precision)
RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT greatest(ln((p_units - p_df + 0.5) / (p_df + 0.5)), 0)
$$;
