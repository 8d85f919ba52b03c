-- The rows GET /v1/search returns: search_library's ranking joined to what each Result shows, with
-- an excerpt (at most 400 characters, cut at a word) around the matching words, made only for
-- the rows returned. A section's excerpt comes from its text, a document's from the opening text
-- that rank_tsv covers.
DROP FUNCTION IF EXISTS search_results(text, text, integer);
-- p_types: the document types to search; NULL searches every type.
CREATE OR REPLACE FUNCTION search_results(p_q text, p_types text[], p_limit integer)
RETURNS TABLE (doc_id integer, type text, title text, url text, section text, citation text,
               case_number text, court text, date text, act text, gazette text, excerpt text)
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  SELECT d.doc_id, d.type, d.title, d.url, s.ref, d.citation, d.case_number, d.court, to_char(d.date, 'YYYY-MM-DD'),
         CASE WHEN d.act_number IS NOT NULL THEN format('Act %s of %s', d.act_number, d.act_year) END,
         d.gazette,
         nullif(clip_words(regexp_replace(ts_headline('english',
           coalesce(s.text, left(d.body, 8000), d.title),
           websearch_to_tsquery('english', p_q),
           'StartSel="", StopSel="", MaxWords=60, MinWords=25, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "'),
           '\s+', ' ', 'g'), 400), '')
    FROM search_library(p_q, p_types, p_limit) WITH ORDINALITY AS r (doc_id, section_ord, score, n)
    JOIN documents d ON d.doc_id = r.doc_id
    LEFT JOIN sections s ON s.doc_id = r.doc_id AND s.ord = r.section_ord
   ORDER BY r.n
$$;
