-- The rows GET /v1/search returns: search_library's ranking joined to what each Result shows, with
-- an excerpt (at most api_limit('excerpt_length') characters, cut at a word) around the matching words, made only for
-- the rows returned. A section's excerpt comes from its text, a judgment's from its best passage
-- (a numbered paragraph, or a block of the text outside them: migration 0014), with the paragraph's
-- number, any other document's from its opening text that rank_tsv covers.
--
-- ts_headline parses everything it is given (about 0.1 µs a character): for a judgment's 8,000
-- opening characters that cost more than ranking the query. So a text over 2,000 characters is cut
-- to 2,000 from a little before the first word that may be one of the query's, and ts_headline
-- chooses the excerpt within that. A lexeme is the stem that begins the words it stands for (a stem
-- ending in i stands for words in y too: appli, apply); a text where no word begins so is given
-- whole. The cut is made at whitespace, so no excerpt begins or ends with part of a word. The
-- pattern is made once per query, the window once per row (OFFSET 0 keeps each lateral step from
-- being folded into the expressions that use it, which would detoast the text again for each).
DROP FUNCTION IF EXISTS search_results(text, text, integer);
DROP FUNCTION IF EXISTS excerpt_source(text, tsquery);
-- (Its columns changed: paragraph; then its arguments: p_as_at.)
DROP FUNCTION IF EXISTS search_results(text, text[], integer);
DROP FUNCTION IF EXISTS search_results(text, text[], integer, date);
-- (Then p_offset, p_sections and the column sections.)
DROP FUNCTION IF EXISTS search_results(text, text[], integer, integer);
DROP FUNCTION IF EXISTS search_results(text, text[], integer, integer, integer);
DROP FUNCTION IF EXISTS search_results(text, text[], integer, date, integer, integer);
-- (Then the filters p_court, p_year_from, p_year_to, p_place and the column municipality.)
-- (Then the column highlights, and highlights in each of `sections`.)
DROP FUNCTION IF EXISTS search_results(text, text[], integer, date, integer, integer, text, integer, integer, text);
-- p_types: the document types to search; NULL searches every type. p_as_at: the law as it stood
-- that day (search_ranking); NULL, the current texts. A row of an earlier version shows that
-- version's title, link and section. p_offset: the results skipped before the first returned (the
-- ranking's first p_limit + p_offset, less the first p_offset). p_sections: over 1, a divided
-- document's best p_sections sections (of its current text; the result's own section first, when
-- it holds a word of the query; none holding a `-word`), each with its excerpt, in `sections`
-- (BM25F plus the presence weight over the query's words and the heading rule, search_library's
-- score without its understanding); 1 leaves `sections` NULL. p_court, p_year_from, p_year_to,
-- p_place: the filters (search_ranking); NULL, none. `municipality`: a by-law's (search_municipality). `highlights`:
-- where the query's words stand in `excerpt` (excerpt_highlights), a section of `sections` likewise.
CREATE FUNCTION search_results(p_q text, p_types text[], p_limit integer, p_as_at date DEFAULT NULL,
                               p_offset integer DEFAULT 0, p_sections integer DEFAULT 1,
                               p_court text DEFAULT NULL, p_year_from integer DEFAULT NULL,
                               p_year_to integer DEFAULT NULL, p_place text DEFAULT NULL)
RETURNS TABLE (doc_id integer, type text, title text, url text, section text, citation text,
               case_number text, court text, date text, act text, gazette text, municipality text,
               excerpt text, highlights jsonb, paragraph integer, sections jsonb)
-- (PARALLEL UNSAFE: it calls search_query; see search_corrections.)
LANGUAGE plpgsql STABLE PARALLEL UNSAFE
-- plpgsql keeps the plan for the connection (a SQL function's body was planned on every call: about 1 ms).
SET plan_cache_mode = force_generic_plan
-- (No JIT: see search_ranked.)
SET jit = off
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH q AS (SELECT search_query(p_q) AS q),
  words AS (
    SELECT '\m(' || string_agg(regexp_replace(regexp_replace(l.lexeme, '([^[:alnum:]])', '\\\1', 'g'), 'i$', '[iy]'), '|') || ')' AS pattern,
           array_agg(l.lexeme) AS lexemes, string_agg(l.operand, ' | ')::tsquery AS any_word, api_limit('excerpt_length') AS excerpt_max,
           array_agg(search_idf(l.df, c.units)) AS idfs
      FROM q, search_query_lexemes(q.q) l, search_corpus c),
  -- The query's `-word`s, any of them (a section holding one is not listed in `sections`).
  neg AS (SELECT search_query_excluded(q.q) AS q FROM q)
  SELECT d.doc_id, d.type, coalesce(v.title, d.title), coalesce(v.url, d.url), coalesce(vs.ref, s.ref), d.citation, d.case_number, d.court, to_char(d.date, 'YYYY-MM-DD'),
         CASE WHEN d.act_number IS NOT NULL THEN format('Act %s of %s', d.act_number, d.act_year) END,
         CASE WHEN v.doc_id IS NULL THEN d.gazette ELSE v.gazette END,
         CASE WHEN d.type = 'bylaw' THEN search_municipality(d.key) END,
         e.excerpt, excerpt_highlights(e.excerpt, w.any_word),
         pa.paragraph,
         ss.sections
    FROM search_ranking(p_q, p_types, p_limit + p_offset, p_as_at, p_court, p_year_from, p_year_to, p_place) WITH ORDINALITY AS r (doc_id, section_ord, expression_date, score, n)
    JOIN documents d ON d.doc_id = r.doc_id
    LEFT JOIN sections s ON r.expression_date IS NULL AND s.doc_id = r.doc_id AND s.ord = r.section_ord
    LEFT JOIN document_versions v ON v.doc_id = r.doc_id AND v.expression_date = r.expression_date
    LEFT JOIN version_sections vs ON vs.doc_id = r.doc_id AND vs.expression_date = r.expression_date AND vs.ord = r.section_ord
    CROSS JOIN q CROSS JOIN words w CROSS JOIN neg
    -- A judgment's best passage: one that matches the query, else the one holding most of its
    -- words, then the one ts_rank puts first, then the first; read from the judgment's own passages.
    LEFT JOIN LATERAL (
      SELECT p.paragraph, p.start_char, p.end_char FROM passages p
       WHERE r.section_ord IS NULL AND p.doc_id = r.doc_id AND p.tsv @@ w.any_word
       ORDER BY p.tsv @@ q.q DESC, length(p.tsv) - length(ts_delete(p.tsv, w.lexemes)) DESC, ts_rank(p.tsv, w.any_word) DESC, p.ord
       LIMIT 1) pa ON true
    CROSS JOIN LATERAL (SELECT coalesce(vs.text, s.text, substr(d.body, pa.start_char + 1, pa.end_char - pa.start_char), left(d.body, 8000), d.title) AS text OFFSET 0) t
    CROSS JOIN LATERAL (SELECT CASE WHEN length(t.text) > 2000 THEN nullif(regexp_instr(t.text, w.pattern, 1, 1, 0, 'i'), 0) END AS at OFFSET 0) m
    CROSS JOIN LATERAL (SELECT CASE WHEN m.at IS NULL THEN t.text
                                    WHEN m.at <= 301 THEN coalesce(substring(left(t.text, 2000) from '^(.*)\s'), t.text)
                                    ELSE coalesce(substring(substr(t.text, m.at - 300, 2000) from '\s(.*)\s'), t.text) END AS source) x
    CROSS JOIN LATERAL (SELECT search_excerpt(x.source, q.q, w.excerpt_max) AS excerpt OFFSET 0) e
    -- A divided document's best sections (with sections 2 or 3), each with its excerpt.
    LEFT JOIN LATERAL (
      SELECT jsonb_agg(jsonb_strip_nulls(jsonb_build_object('section', s2.ref, 'excerpt', e2.excerpt,
                                                            'highlights', excerpt_highlights(e2.excerpt, w.any_word)))
               ORDER BY u.ord = r.section_ord DESC, u.score DESC, u.ord) AS sections
        FROM (SELECT us.ord, us.score + search_heading_bonus(hs.heading_lexemes, w.lexemes, w.idfs) AS score
                FROM (SELECT array_agg(h.doc_id) AS ids, array_agg(h.ord) AS ords
                        FROM (SELECT DISTINCT t.doc_id, t.ord FROM search_terms t
                               WHERE p_sections > 1 AND r.section_ord IS NOT NULL AND r.expression_date IS NULL
                                 AND t.lexeme = ANY (w.lexemes) AND t.doc_id = r.doc_id AND t.ord > 0) h) hh
                CROSS JOIN LATERAL search_unit_scores(hh.ids, hh.ords, w.lexemes, w.idfs, 1.0) us
                JOIN sections hs ON hs.doc_id = us.doc_id AND hs.ord = us.ord
               WHERE neg.q IS NULL OR NOT hs.tsv @@ neg.q
               ORDER BY us.ord = r.section_ord DESC, 2 DESC, us.ord LIMIT p_sections) u
        JOIN sections s2 ON s2.doc_id = r.doc_id AND s2.ord = u.ord
        CROSS JOIN LATERAL (SELECT search_excerpt(s2.text, w.any_word, w.excerpt_max) AS excerpt OFFSET 0) e2
       WHERE p_sections > 1 AND r.section_ord IS NOT NULL AND r.expression_date IS NULL) ss ON true
   WHERE r.n > p_offset
   ORDER BY r.n;
END
$$;
