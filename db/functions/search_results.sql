-- excerpt_source, then search_results, which uses it (one file: functions files are applied in name order).
-- The part of a text that search_results makes an excerpt of q from. ts_headline parses everything it
-- is given (about 0.1 µs a character), so for a judgment's 8,000 opening characters it cost more than
-- ranking the query; a text over 2,000 characters is cut to 2,000 from a little before the first word
-- that may be one of q's, and ts_headline still chooses the excerpt within it. A lexeme is the stem
-- that begins the words it stands for (a stem ending in i stands for words in y too: apply, appli);
-- a text where no word begins so is given whole, as is a shorter one. Cut at whitespace, so no
-- excerpt begins or ends with part of a word.
CREATE OR REPLACE FUNCTION excerpt_source(p_text text, q tsquery)
RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  SELECT CASE
    WHEN length(p_text) <= 2000 THEN p_text
    ELSE coalesce((
      SELECT CASE WHEN m.at <= 301 THEN substring(left(p_text, 2000) from '^(.*)\s')
                  ELSE substring(substr(p_text, m.at - 300, 2000) from '\s(.*)\s') END
        FROM (SELECT nullif(regexp_instr(p_text, '\m(' || string_agg(
                       regexp_replace(regexp_replace(l.lexeme, '([^[:alnum:]])', '\\\1', 'g'), 'i$', '[iy]'), '|') || ')', 1, 1, 0, 'i'), 0) AS at
                FROM search_query_lexemes(q) l) m
       WHERE m.at IS NOT NULL), p_text)
  END
$$;

-- The rows GET /v1/search returns: search_library's ranking joined to what each Result shows, with
-- an excerpt (at most 400 characters, cut at a word) around the matching words, made only for
-- the rows returned. A section's excerpt comes from its text, a document's from the opening text
-- that rank_tsv covers (the part of it excerpt_source picks).
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
           excerpt_source(coalesce(s.text, left(d.body, 8000), d.title), websearch_to_tsquery('english', p_q)),
           websearch_to_tsquery('english', p_q),
           'StartSel="", StopSel="", MaxWords=60, MinWords=25, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "'),
           '\s+', ' ', 'g'), 400), '')
    FROM search_library(p_q, p_types, p_limit) WITH ORDINALITY AS r (doc_id, section_ord, score, n)
    JOIN documents d ON d.doc_id = r.doc_id
    LEFT JOIN sections s ON s.doc_id = r.doc_id AND s.ord = r.section_ord
   ORDER BY r.n
$$;
