-- The ranking of a filtered search (court, years, place) whose filter leaves few documents
-- (search_ranking): every unit of p_docs holding a word of the query, scored as search_library
-- scores the `or` ranking (BM25F plus the presence weight over the query's words, as
-- search_unit_scores does; a section headed only with the query's words gaining
-- search_heading_bonus, the heading rule), each document by its best unit; a unit holding a
-- quoted phrase of the query first (a hyphenated word, a phrase of its parts to the parser, is no
-- quoted phrase), documents without text after those with text; a unit holding a `-word` is left
-- out. Exact over the documents given, whatever their rank in the whole library. (Query
-- understanding and question words are search_library's; here the query's own words count, and
-- the nearest held word of each word the library holds nowhere, as search_understand adds it.)
CREATE OR REPLACE FUNCTION search_within(p_q text, p_docs integer[], p_limit integer)
RETURNS TABLE (doc_id integer, section_ord integer, score double precision)
-- (PARALLEL UNSAFE: it calls search_query; see search_corrections.)
LANGUAGE sql STABLE PARALLEL UNSAFE
AS $$
  WITH q AS (SELECT search_query(p_q) AS q, search_query_phrased(p_q) AS phrased),
  -- The `-word`s (`!'word'` in the tsquery), any of them.
  neg AS (SELECT search_query_excluded(q.q) AS q FROM q),
  -- The query's words, and the nearest held word for each word held nowhere (search_corrections).
  lx AS (
    SELECT l.lexeme, search_idf(l.df, c.units) AS idf
      FROM (SELECT w.lexeme, w.df FROM q, search_query_lexemes(q.q) w
            UNION
            SELECT x.lexeme, s.df FROM search_corrections(p_q) x JOIN search_lexemes s ON s.lexeme = x.lexeme WHERE x.positive) l,
           search_corpus c),
  -- The sections headed only with the query's words (the heading rule), read once from
  -- sections_heading_lexemes_idx alone (joining each unit scored to its section, or this read
  -- repeated for each, took a fifth to a third more time over 1,901 Acts at full size; read once,
  -- some 15 ms, a twentieth).
  headed AS MATERIALIZED (
    SELECT s.doc_id, s.ord, search_heading_bonus(s.heading_lexemes, (SELECT array_agg(lx.lexeme) FROM lx), (SELECT array_agg(lx.idf) FROM lx)) AS bonus
      FROM sections s
     WHERE s.doc_id = ANY (p_docs) AND cardinality(s.heading_lexemes) >= 2 AND s.heading_lexemes <@ (SELECT array_agg(lx.lexeme) FROM lx)),
  -- Every unit of p_docs holding a word of the query, scored from the term rows that find it (the
  -- primary key's included weight), each word's rows read through the key (lexeme, doc_id): finding
  -- the units first and scoring each again by probes (search_unit_scores) took 1.2 to 1.8 times as
  -- long at full size (2,000 judgments, 235 by-laws, 1,901 Acts; the heading rule in both).
  scored AS (
    SELECT t.doc_id, t.ord, sum(lx.idf * (t.weight + 1.0)) + coalesce(max(h.bonus), 0) AS score
      FROM lx CROSS JOIN LATERAL (SELECT t.doc_id, t.ord, t.weight FROM search_terms t
                                   WHERE t.lexeme = lx.lexeme AND t.doc_id = ANY (p_docs) OFFSET 0) t
      LEFT JOIN headed h ON h.doc_id = t.doc_id AND h.ord = t.ord
     GROUP BY t.doc_id, t.ord),
  best AS (
    SELECT DISTINCT ON (s.doc_id) s.doc_id, s.ord, s.score,
           q.phrased AND coalesce(sec.tsv, d.rank_tsv, d.tsv) @@ q.q AS phrase,
           s.ord > 0 OR coalesce(octet_length(d.body), 0) >= 500 AS has_text
      FROM scored s CROSS JOIN q CROSS JOIN neg
      JOIN documents d ON d.doc_id = s.doc_id
      LEFT JOIN sections sec ON s.ord > 0 AND sec.doc_id = s.doc_id AND sec.ord = s.ord
     WHERE neg.q IS NULL OR NOT coalesce(sec.tsv, d.rank_tsv, d.tsv) @@ neg.q
     ORDER BY s.doc_id, s.score DESC, s.ord)
  SELECT b.doc_id, nullif(b.ord, 0), b.score FROM best b
   ORDER BY b.phrase DESC, b.has_text DESC, b.score DESC, b.doc_id
   LIMIT p_limit
$$;
