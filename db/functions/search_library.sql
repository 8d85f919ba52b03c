-- Ranked search over the library: one row per document, best first, at most p_limit rows.
-- Documents divided into sections are ranked by their best section (sections.tsv: document title A,
-- section reference B, text D); judgments and undivided documents as wholes (documents.rank_tsv).
-- Both are scored by the same function, so one ranking merges every type honestly.
-- With RUM the indexes return matches in rank order (`<=>`, distance = 1/rank) and only the top rows
-- are read; without it (embedded server) ts_rank orders the GIN matches.
-- Raises VL400 when the query has fewer than two words that carry meaning.
CREATE OR REPLACE FUNCTION search_library(p_q text, p_type text, p_limit integer)
RETURNS TABLE (doc_id integer, section_ord integer, score double precision)
LANGUAGE plpgsql STABLE PARALLEL SAFE
AS $$
DECLARE
  q tsquery := websearch_to_tsquery('english', p_q);
  rum boolean := EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'rum');
  hit record;
  seen integer[] := '{}';
  ids integer[] := '{}';
  ords integer[] := '{}';
  scores double precision[] := '{}';
BEGIN
  IF length(to_tsvector('english', p_q)) < 2 OR numnode(q) = 0 THEN
    RAISE EXCEPTION 'The query needs at least two words that carry meaning (words such as "the" or "of" do not count).'
      USING ERRCODE = 'VL400';
  END IF;

  -- Section level: walk sections in rank order, keep each document's best section, stop at p_limit documents.
  IF p_type <> 'judgment' THEN
    FOR hit IN EXECUTE CASE WHEN rum
        THEN 'SELECT s.doc_id, s.ord, 1 / (s.tsv <=> $1)::double precision AS score FROM sections s WHERE s.tsv @@ $1 ORDER BY s.tsv <=> $1'
        ELSE 'SELECT s.doc_id, s.ord, ts_rank(s.tsv, $1)::double precision AS score FROM sections s WHERE s.tsv @@ $1 ORDER BY 3 DESC' END
      USING q
    LOOP
      CONTINUE WHEN hit.doc_id = ANY (seen);
      seen := seen || hit.doc_id;
      CONTINUE WHEN p_type <> 'any' AND (SELECT d.type FROM documents d WHERE d.doc_id = hit.doc_id) <> p_type;
      ids := ids || hit.doc_id;
      ords := ords || hit.ord;
      scores := scores || hit.score;
      EXIT WHEN cardinality(ids) >= p_limit;
    END LOOP;
  END IF;

  -- Whole documents: already one row per document, so the index's top rows suffice.
  RETURN QUERY EXECUTE format(
    'WITH docs AS (SELECT d.doc_id, NULL::integer AS section_ord, %s AS score FROM documents d
                    WHERE d.rank_tsv @@ $1 AND d.rank_tsv IS NOT NULL AND ($2 = ''any'' OR d.type = $2)
                    ORDER BY %s LIMIT $3)
     SELECT m.doc_id, m.section_ord, m.score
       FROM (SELECT * FROM docs UNION ALL SELECT * FROM unnest($4, $5, $6)) m (doc_id, section_ord, score)
      ORDER BY m.score DESC, m.doc_id LIMIT $3',
    CASE WHEN rum THEN '1 / (d.rank_tsv <=> $1)::double precision' ELSE 'ts_rank(d.rank_tsv, $1)::double precision' END,
    CASE WHEN rum THEN 'd.rank_tsv <=> $1' ELSE '3 DESC' END)
  USING q, p_type, p_limit, ids, ords, scores;
END
$$;
