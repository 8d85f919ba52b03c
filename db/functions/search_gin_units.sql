-- search_ranked's GIN part: the units whose vectors match q (sections, and judgments or undivided
-- documents as wholes) among the types given, at most p_cap + 1 of them (one more than the cap says
-- "too many to score one by one"). NULL arrays when none match.
CREATE OR REPLACE FUNCTION search_gin_units(q tsquery, kinds text[], p_cap integer, OUT ids integer[], OUT ords integer[])
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  WITH m AS (
    SELECT s.doc_id, s.ord FROM sections s JOIN documents d ON d.doc_id = s.doc_id
     WHERE s.tsv @@ q AND d.type = ANY (kinds)
    UNION ALL
    SELECT d.doc_id, 0 FROM documents d
     WHERE d.rank_tsv @@ q AND d.rank_tsv IS NOT NULL AND d.type = ANY (kinds)
    LIMIT p_cap + 1)
  SELECT array_agg(m.doc_id), array_agg(m.ord) FROM m
$$;
