-- The partial-match fallback of search_library: documents (not in p_exclude) whose title or
-- metadata holds some of the words of q (an OR query), best first by weighted ts_rank over
-- documents.head_tsv, each with its best-matching section when it is divided into sections. Bounded
-- work: it ranks short title vectors, never the body of every section that holds a common word.
CREATE OR REPLACE FUNCTION search_partial(q tsquery, p_types text[], p_limit integer, p_exclude integer[])
RETURNS TABLE (doc_id integer, section_ord integer, score double precision)
LANGUAGE plpgsql STABLE PARALLEL SAFE
AS $$
DECLARE
  rum boolean := EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'rum');
BEGIN
  RETURN QUERY EXECUTE format(
    'SELECT c.doc_id,
            (SELECT s.ord FROM sections s WHERE s.doc_id = c.doc_id ORDER BY ts_rank(s.tsv, $1) DESC, s.ord LIMIT 1),
            c.score
       FROM (SELECT d.doc_id, ts_rank(d.head_tsv, $1)::double precision AS score
               FROM (SELECT d.doc_id, d.head_tsv FROM documents d
                      WHERE d.head_tsv @@ $1 AND ($2 IS NULL OR d.type = ANY ($2)) AND d.doc_id <> ALL ($4)
                      ORDER BY %s LIMIT $3 * 20) d
              ORDER BY 2 DESC, 1 LIMIT $3) c
      ORDER BY c.score DESC, c.doc_id',
    CASE WHEN rum THEN 'd.head_tsv <=> $1' ELSE 'ts_rank(d.head_tsv, $1) DESC' END)
  USING q, p_types, p_limit, p_exclude;
END
$$;
