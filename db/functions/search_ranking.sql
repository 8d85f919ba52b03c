-- The ranking GET /v1/search returns, current or as at a date: (doc_id, section_ord, expression_date,
-- score), best first. Without p_as_at, search_library's ranking of the current texts (expression_date
-- NULL). With it, the law as it stood that day (migration 0023):
-- * current texts in force then: search_library's rows, less versioned works whose current
--   version is dated after p_as_at or that were repealed by then (documents without versions,
--   judgments among them, are kept). search_library is asked for more rows while too many were left
--   out, up to max_depth times p_limit;
-- * earlier versions in force then (expression_date set): their sections holding any word of the
--   query (GIN over version_sections), each scored by the same BM25F sum as search units (the
--   stored idf, search_term_weights of its vector), the best section of each work.
-- Ordered as search_library orders its levels: rows matching the whole query first, then by how many
-- of its words they hold, then by score.
DROP FUNCTION IF EXISTS search_ranking(text, text[], integer, date);
CREATE FUNCTION search_ranking(p_q text, p_types text[], p_limit integer, p_as_at date)
RETURNS TABLE (doc_id integer, section_ord integer, expression_date date, score double precision)
LANGUAGE plpgsql STABLE
SET jit = off
AS $$
DECLARE
  max_depth constant integer := 16;
  q tsquery;
  n integer := p_limit;
  got integer;
  kept integer;
  ids integer[];
  ords integer[];
  scores double precision[];
  wholes boolean[];
  helds integer[];
  lexemes text[];
  any_word tsquery;
  units double precision;
BEGIN
  IF p_as_at IS NULL THEN
    RETURN QUERY SELECT r.doc_id, r.section_ord, NULL::date, r.score FROM search_library(p_q, p_types, p_limit) r;
    RETURN;
  END IF;
  q := search_query(p_q);
  units := greatest((SELECT c.units FROM search_corpus c), 1);
  lexemes := ARRAY(SELECT x.lexeme FROM search_query_lexemes(q) x);
  any_word := (SELECT string_agg(x.operand, ' | ')::tsquery FROM search_query_lexemes(q) x);
  -- (Arrays, not a temporary table: searches run on read-only replicas too.)
  LOOP
    SELECT count(*), count(*) FILTER (WHERE x.keep),
           array_agg(x.doc_id ORDER BY x.i) FILTER (WHERE x.keep), array_agg(x.section_ord ORDER BY x.i) FILTER (WHERE x.keep),
           array_agg(x.score ORDER BY x.i) FILTER (WHERE x.keep),
           array_agg(x.tsv @@ q ORDER BY x.i) FILTER (WHERE x.keep),
           array_agg(length(x.tsv) - length(ts_delete(x.tsv, lexemes)) ORDER BY x.i) FILTER (WHERE x.keep)
      INTO got, kept, ids, ords, scores, wholes, helds
      FROM (SELECT r.doc_id, r.section_ord, r.score, r.i,
                   d.expression_date IS NULL OR (d.expression_date <= p_as_at AND (d.repealed_on IS NULL OR d.repealed_on > p_as_at)) AS keep,
                   coalesce(s.tsv, d.tsv) AS tsv
              FROM search_library(p_q, p_types, n) WITH ORDINALITY AS r (doc_id, section_ord, score, i)
              JOIN documents d ON d.doc_id = r.doc_id
              LEFT JOIN sections s ON s.doc_id = r.doc_id AND s.ord = r.section_ord) x;
    EXIT WHEN kept >= p_limit OR got < n OR n >= p_limit * max_depth;
    n := n * 4;
  END LOOP;

  RETURN QUERY
  WITH l AS (
    SELECT x.lexeme, greatest(ln((units - x.df + 0.5) / (x.df + 0.5)), 0) AS idf FROM search_query_lexemes(q) x),
  idf AS (
    SELECT l.lexeme, CASE WHEN (SELECT max(l2.idf) FROM l l2) > 0 THEN l.idf
                          WHEN l.lexeme = (SELECT l3.lexeme FROM l l3 ORDER BY l3.idf DESC, l3.lexeme LIMIT 1) THEN 1 ELSE 0 END AS idf
      FROM l),
  earlier AS (
    SELECT DISTINCT ON (vs.doc_id) vs.doc_id, vs.ord, vs.expression_date, sc.score, vs.tsv @@ q AS whole,
           length(vs.tsv) - length(ts_delete(vs.tsv, lexemes)) AS held
      FROM version_sections vs
      JOIN document_versions v ON v.doc_id = vs.doc_id AND v.expression_date = vs.expression_date
      JOIN documents d ON d.doc_id = vs.doc_id
      CROSS JOIN LATERAL (SELECT coalesce(sum(i.idf * w.weight), 0)::double precision AS score
                            FROM search_term_weights(vs.tsv) w JOIN idf i ON i.lexeme = w.lexeme) sc
     WHERE vs.tsv @@ any_word
       AND v.expression_date <= p_as_at AND (v.in_force_to IS NULL OR v.in_force_to > p_as_at)
       AND v.expression_date < d.expression_date
       AND (d.repealed_on IS NULL OR d.repealed_on > p_as_at)
       AND (p_types IS NULL OR d.type = ANY (p_types))
     ORDER BY vs.doc_id, vs.tsv @@ q DESC, length(vs.tsv) - length(ts_delete(vs.tsv, lexemes)) DESC, sc.score DESC, vs.ord),
  merged AS (
    SELECT c.doc_id, c.section_ord, NULL::date AS expression_date, c.score, c.whole, c.held
      FROM unnest(ids, ords, scores, wholes, helds) AS c (doc_id, section_ord, score, whole, held)
    UNION ALL
    SELECT e.doc_id, e.ord, e.expression_date, e.score, e.whole, e.held FROM earlier e)
  SELECT m.doc_id, m.section_ord, m.expression_date, m.score FROM merged m
   ORDER BY m.whole DESC, m.held DESC, m.score DESC, m.doc_id
   LIMIT p_limit;
END
$$;
