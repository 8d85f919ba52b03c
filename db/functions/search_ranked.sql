-- The top p_limit documents matching q, best first, one row per document (see search_library).
-- Documents divided into sections are ranked by their best section (sections.tsv: document title A,
-- section reference B, text D); judgments and undivided documents as wholes (documents.rank_tsv).
-- Both are scored by the same function, so one ranking merges every type honestly.
-- With RUM the indexes return matches in rank order (`<=>`, distance = 1/rank) and only the top rows
-- are read; without it (embedded server) ts_rank orders the GIN matches.
DROP FUNCTION IF EXISTS search_ranked(tsquery, text, integer);
-- p_types: the document types to search; NULL searches every type.
CREATE OR REPLACE FUNCTION search_ranked(q tsquery, p_types text[], p_limit integer)
RETURNS TABLE (doc_id integer, section_ord integer, score double precision)
LANGUAGE plpgsql STABLE PARALLEL SAFE
-- the index scan sorts its matches by rank: room to do it in memory
SET work_mem = '64MB'
AS $$
DECLARE
  rum boolean := EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'rum');
  hit record;
  seen integer[] := '{}';
  ids integer[] := '{}';
  ords integer[] := '{}';
  scores double precision[] := '{}';
  rows_read integer;
  -- A first window wide enough that documents with many matching sections (every section of a
  -- by-law whose title holds a query word) rarely force a second ordered scan.
  window_n integer := greatest(p_limit, 1) * 100;
BEGIN
  -- Section level: walk sections in rank order, keep each document's best section, stop at p_limit
  -- documents. The walk reads a bounded prefix of the ranking (so the planner keeps the index order)
  -- and reads a longer one only when documents with many matching sections fill the first.
  IF p_types IS NULL OR p_types <> ARRAY['judgment'] THEN
    LOOP
      seen := '{}'; ids := '{}'; ords := '{}'; scores := '{}'; rows_read := 0;
      FOR hit IN EXECUTE CASE WHEN rum
          THEN 'SELECT c.doc_id, c.ord, ts_rank(c.tsv, $1)::double precision AS score
                  FROM (SELECT s.doc_id, s.ord, s.tsv FROM sections s WHERE s.tsv @@ $1 ORDER BY s.tsv <=> $1 LIMIT $2) c
                 ORDER BY 3 DESC'
          ELSE 'SELECT s.doc_id, s.ord, ts_rank(s.tsv, $1)::double precision AS score FROM sections s WHERE s.tsv @@ $1 ORDER BY 3 DESC LIMIT $2' END
        USING q, window_n
      LOOP
        rows_read := rows_read + 1;
        CONTINUE WHEN hit.doc_id = ANY (seen);
        seen := seen || hit.doc_id;
        CONTINUE WHEN p_types IS NOT NULL AND (SELECT d.type FROM documents d WHERE d.doc_id = hit.doc_id) <> ALL (p_types);
        ids := ids || hit.doc_id;
        ords := ords || hit.ord;
        scores := scores || hit.score;
        EXIT WHEN cardinality(ids) >= p_limit;
      END LOOP;
      EXIT WHEN cardinality(ids) >= p_limit OR rows_read < window_n;
      window_n := window_n * 10;
    END LOOP;
  END IF;

  -- Whole documents: already one row per document, so the index's top rows suffice.
  RETURN QUERY EXECUTE format(
    'WITH docs AS (SELECT c.doc_id, NULL::integer AS section_ord, ts_rank(c.rank_tsv, $1)::double precision AS score
                     FROM (SELECT d.doc_id, d.rank_tsv FROM documents d
                            WHERE d.rank_tsv @@ $1 AND d.rank_tsv IS NOT NULL AND ($2 IS NULL OR d.type = ANY ($2))
                            ORDER BY %s LIMIT $3 * 20) c)
     SELECT m.doc_id, m.section_ord, m.score
       FROM (SELECT * FROM docs UNION ALL SELECT * FROM unnest($4, $5, $6)) m (doc_id, section_ord, score)
      ORDER BY m.score DESC, m.doc_id LIMIT $3',
    CASE WHEN rum THEN 'd.rank_tsv <=> $1' ELSE 'ts_rank(d.rank_tsv, $1) DESC' END)
  USING q, p_types, p_limit, ids, ords, scores;
END
$$;
