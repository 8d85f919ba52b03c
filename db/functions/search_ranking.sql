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
-- Filters (each NULL: none): p_court, a judgment's court by name or by the code of its neutral
-- citation (`Constitutional Court`, `ZACC`; case does not matter); p_year_from and p_year_to, the
-- year of an Act (act_year) or else of the document's date; p_place, the by-laws of a municipality
-- (search_places). A filter leaving at most narrow_max documents (of the types asked for) is
-- ranked within them, exactly (search_within); a wider one keeps search_library's rows that pass
-- it, asking for more as with p_as_at. A filter no document passes gives no rows.
DROP FUNCTION IF EXISTS search_ranking(text, text[], integer, date);
DROP FUNCTION IF EXISTS search_ranking(text, text[], integer, date, text, integer, integer, text);
CREATE FUNCTION search_ranking(p_q text, p_types text[], p_limit integer, p_as_at date,
                               p_court text DEFAULT NULL, p_year_from integer DEFAULT NULL,
                               p_year_to integer DEFAULT NULL, p_place text DEFAULT NULL)
RETURNS TABLE (doc_id integer, section_ord integer, expression_date date, score double precision)
LANGUAGE plpgsql STABLE
-- (Each statement planned once per connection: see search_ranked.)
SET plan_cache_mode = force_generic_plan
SET jit = off
AS $$
DECLARE
  max_depth constant integer := 16;
  -- The most documents a filter may leave to be ranked within them (search_within reads each one's
  -- units holding a query word); beyond, the library's ranking is filtered.
  narrow_max constant integer := 2000;
  filtered boolean := p_court IS NOT NULL OR p_year_from IS NOT NULL OR p_year_to IS NOT NULL OR p_place IS NOT NULL;
  places text[];
  v_court text := lower(btrim(p_court));
  docs integer[];
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
  IF p_as_at IS NULL AND NOT filtered THEN
    RETURN QUERY SELECT r.doc_id, r.section_ord, NULL::date, r.score FROM search_library(p_q, p_types, p_limit) r;
    RETURN;
  END IF;
  -- (A one-word query is refused whatever the filter.)
  PERFORM search_query_check(p_q);
  IF p_place IS NOT NULL THEN
    places := search_places(p_place);
    IF places IS NULL THEN
      RETURN;
    END IF;
  END IF;
  IF filtered THEN
    docs := ARRAY(
      SELECT d.doc_id FROM documents d
       WHERE (p_types IS NULL OR d.type = ANY (p_types)) AND search_filter_pass(d, NULL, v_court, p_year_from, p_year_to, places)
       LIMIT narrow_max + 1);
    IF cardinality(docs) = 0 THEN
      RETURN;
    END IF;
    IF p_as_at IS NULL AND cardinality(docs) <= narrow_max THEN
      RETURN QUERY SELECT r.doc_id, r.section_ord, NULL::date, r.score FROM search_within(p_q, docs, p_limit) r;
      RETURN;
    END IF;
    IF cardinality(docs) > narrow_max THEN
      docs := NULL;
    END IF;
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
                   (p_as_at IS NULL OR d.expression_date IS NULL OR (d.expression_date <= p_as_at AND (d.repealed_on IS NULL OR d.repealed_on > p_as_at)))
                   AND (NOT filtered OR search_filter_pass(d, docs, v_court, p_year_from, p_year_to, places)) AS keep,
                   coalesce(s.tsv, d.tsv) AS tsv
              FROM search_library(p_q, p_types, n) WITH ORDINALITY AS r (doc_id, section_ord, score, i)
              JOIN documents d ON d.doc_id = r.doc_id
              LEFT JOIN sections s ON s.doc_id = r.doc_id AND s.ord = r.section_ord) x;
    EXIT WHEN kept >= p_limit OR got < n OR n >= p_limit * max_depth;
    n := n * 4;
  END LOOP;

  RETURN QUERY
  WITH l AS (
    SELECT x.lexeme, search_idf(x.df, units) AS idf FROM search_query_lexemes(q) x),
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
       AND (NOT filtered OR search_filter_pass(d, docs, v_court, p_year_from, p_year_to, places))
     ORDER BY vs.doc_id, vs.tsv @@ q DESC, length(vs.tsv) - length(ts_delete(vs.tsv, lexemes)) DESC, sc.score DESC, vs.ord),
  merged AS (
    SELECT c.doc_id, c.section_ord, NULL::date AS expression_date, c.score, c.whole, c.held, c.n
      FROM unnest(ids, ords, scores, wholes, helds) WITH ORDINALITY AS c (doc_id, section_ord, score, whole, held, n)
    UNION ALL
    SELECT e.doc_id, e.ord, e.expression_date, e.score, e.whole, e.held, NULL FROM earlier e)
  -- (Without p_as_at, a filtered search_library ranking keeps its own order.)
  SELECT m.doc_id, m.section_ord, m.expression_date, m.score FROM merged m
   ORDER BY CASE WHEN p_as_at IS NULL THEN m.n END, m.whole DESC, m.held DESC, m.score DESC, m.doc_id
   LIMIT p_limit;
END
$$;
