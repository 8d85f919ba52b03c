-- Ranked search over the library for a plain-language query: documents holding every word (a quoted
-- phrase as a phrase) first, in rank order (search_ranked); when they are fewer than p_limit, documents
-- whose title or metadata hold some of the words follow, in their own rank order (search_partial).
-- Raises VL400 when the query has fewer than two words that carry meaning.
DROP FUNCTION IF EXISTS search_library(text, text, integer);
-- p_types: the document types to search; NULL searches every type.
CREATE OR REPLACE FUNCTION search_library(p_q text, p_types text[], p_limit integer)
RETURNS TABLE (doc_id integer, section_ord integer, score double precision)
LANGUAGE plpgsql STABLE PARALLEL SAFE
AS $$
DECLARE
  q tsquery := websearch_to_tsquery('english', p_q);
  ids integer[];
  ords integer[];
  scores double precision[];
BEGIN
  IF length(to_tsvector('english', p_q)) < 2 OR numnode(q) = 0 THEN
    RAISE EXCEPTION 'The query needs at least two words that carry meaning (words such as "the" or "of" do not count).'
      USING ERRCODE = 'VL400';
  END IF;
  SELECT coalesce(array_agg(r.doc_id ORDER BY r.n), '{}'), coalesce(array_agg(r.section_ord ORDER BY r.n), '{}'),
         coalesce(array_agg(r.score ORDER BY r.n), '{}')
    INTO ids, ords, scores
    FROM search_ranked(q, p_types, p_limit) WITH ORDINALITY AS r (doc_id, section_ord, score, n);
  RETURN QUERY SELECT * FROM unnest(ids, ords, scores);
  IF cardinality(ids) < p_limit AND q::text LIKE '% & %' THEN
    RETURN QUERY
      SELECT * FROM search_partial(replace(q::text, ' & ', ' | ')::tsquery, p_types, p_limit - cardinality(ids), ids);
  END IF;
END
$$;
