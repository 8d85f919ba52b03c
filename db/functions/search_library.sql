-- Ranked search over the library for a plain-language query, best first, one row per document:
-- 1. units the query refers to by number (`section 21 of the CPA`, `rule 129`: search_understand);
-- 2. for a query with a quoted phrase, documents holding every word and the phrase as a phrase,
--    in rank order (the phrase asked for is kept as asked; its words count in 3 as any others);
-- 3. every other document by its best unit's score over the query's words taken with `or`, each
--    word a unit holds adding its idf × the presence weight to BM25F's (search_ranked's presence;
--    words that only frame a question, `how many`, `am I allowed`, are left out while others remain):
--    how much of the query's information a unit covers weighs strongly, but a unit holding every
--    word does not outrank one that scores better on fewer, rarer words. A word no unit of the types
--    asked for holds adds nothing, and a common word missing costs little: the relaxation of a
--    query happens in the score, word by word, by each word's idf. The query's everyday words and
--    acronyms add the statutory words they stand for; the units of documents the query names (an
--    Act by its acronym or title, a place's by-laws) score as if the naming words stood in their
--    titles (search_understand). Documents without text (a Bill's list of versions, a judgment known
--    only from its record: no body of 500 characters) come after those with text, except judgments
--    when the query names a case (`EFF v Speaker of the National Assembly`: words on each side of a
--    `v`, `vs` or `versus`), whose record is what it asks for, and a record whose title's words, two
--    or more, all stand in the query (`Civil Union Bill`). A document whose best unit is its
--    definitions section is shown by its best other section matching the query, in the same place
--    (unless the query asks what words mean). A section of those documents whose heading's words,
--    two or more, all stand in the query (or its expansion) gains half of their idf
--    (search_heading_bonus): it names what was asked (`water restrictions Cape Town`, the section
--    headed `Water restrictions`), and its document may rise with it and is shown by it; so does a
--    section of a document the query names, headed only with the query's other words.
-- Exact: the `or` ranking is search_ranked's exact top, the named documents' units are all scored,
-- and the merge takes each document's best unit.
-- Raises VL400 when the query has fewer than two words that carry meaning.
DROP FUNCTION IF EXISTS search_library(text, text, integer);
-- p_types: the document types to search; NULL searches every type.
CREATE OR REPLACE FUNCTION search_library(p_q text, p_types text[], p_limit integer)
RETURNS TABLE (doc_id integer, section_ord integer, score double precision)
-- (PARALLEL UNSAFE: it calls search_query and search_ranked; see search_corrections.)
LANGUAGE plpgsql STABLE PARALLEL UNSAFE
-- (Each statement planned once per connection: see search_ranked.)
SET plan_cache_mode = force_generic_plan
-- (No JIT: see search_ranked.)
SET jit = off
AS $$
#variable_conflict use_column
DECLARE
  -- Added to the weight of each query word a unit holds (search_ranked's presence). A word in a
  -- body once weighs 0.02 (a long judgment) to 1 (a section of 100 positions), in a title up to
  -- 2.2. Over the graded set (npm run bench -- relevance), nDCG@10 0.735 at 0, 0.780 at 0.25, 0.794
  -- at 0.5, 0.789 at 1, 0.767 at 2; at 0.5 three of the 35 known judgment queries
  -- (test/search/relevance.spec.ts) lose their judgment to sections holding fewer words, at 1 one.
  presence constant double precision := 1.0;
  -- The share of its idf each word of an acronym's name weighs, when the library holds the acronym
  -- too (search_understand's name_lexemes; one held nowhere, `NCC`, is found only through its name):
  -- the name stands for the one word typed, and at their whole idf the five words of `MMF`'s name
  -- (Multilateral Motor Vehicle Accidents Fund), held by every judgment on the fund, outweighed the
  -- query's own (`MMF unidentified vehicle physical contact regulation`). Over the four graded sets,
  -- nDCG@10 at 1: 0.884, 0.767, 0.809, 0.816; at 0.5: 0.885, 0.772, 0.817, 0.816 (0.3 the same).
  name_share constant double precision := 0.5;
  -- Documents read from the `or` ranking beyond p_limit, so that documents without text can give
  -- way to those with text.
  spare constant integer := 10;
  -- A document whose body is shorter has no text to search (a Bill's list of versions: at most
  -- 330 characters in the library).
  text_min constant integer := 500;
  -- The most words a query is ranked by (its rarest; see below).
  max_words constant integer := 12;
  ops text[];
  q tsquery := search_query(p_q);
  qt text := q::text;
  u record;
  positives text;
  negatives text;
  q_or tsquery;
  -- A query typed with `or` or brackets: its words with `or` (see below).
  q_relaxed tsquery;
  -- Whether a unit holding a word of the `or` ranking's query may still not match it: a `-word`, a
  -- phrase, or a query typed with `or` and `and` (`water restrictions drought or garden`). Units
  -- scored apart (the definitions, heading and named documents' rules) are then tested against it.
  must_match boolean;
  -- The `or` ranking's words and their idf, for scoring units of some documents apart (the
  -- definitions rule's, the heading rule's and the named documents').
  lx_lexemes text[];
  lx_idfs double precision[];
  -- The headings of definitions sections (glossaries); whether the query asks what words mean is
  -- search_understand's asks_meaning.
  glossary_heading constant text := '^(definitions?\M|definition of terms|interpretation( - definitions| of (the |this )?by-laws?)?\.?$|meaning of (certain )?words|.*\mdefinitions and interpretation)';
  -- The query names a case: a word, then `v`, `v.`, `vs` or `versus`, then a word.
  -- (Not a part or chapter numbered V.)
  names_case boolean := p_q ~* '[[:alnum:]][^[:alnum:]]+(v|vs|versus)\.?[^[:alnum:].]+[[:alnum:]]'
                        AND p_q !~* '\m(part|chapter|schedule|item|annexure|form)[^[:alnum:]]+v\M';
BEGIN
  PERFORM search_query_check(p_q);
  SELECT * INTO u FROM search_understand(p_q, p_types, presence);
  IF qt ~ '[|()]' THEN
    -- Typed with `or` or brackets: as typed, or its expansion.
    q_or := CASE WHEN u.expansion IS NULL THEN q ELSE ('(' || qt || ') | ' || u.expansion)::tsquery END;
    -- And its words with `or` (its max_words rarest; question words left out while others remain;
    -- a `-word` kept), ranked after the documents matching it as typed when fewer than p_limit do:
    -- a question's own `or` (`... the person I nominated, or can the fund split it ...`) had made it
    -- two conjunctions no unit matched, and it found nothing.
    SELECT '(' || concat_ws(' | ', array_to_string((coalesce(nullif(array_agg(l.operand ORDER BY l.df = 0, l.df, l.lexeme)
                                                                     FILTER (WHERE l.lexeme <> ALL (coalesce(u.fillers, '{}'))), '{}'),
                                                             array_agg(l.operand ORDER BY l.df = 0, l.df, l.lexeme)))[1:max_words], ' | '),
                            u.expansion) || ')'
      INTO positives FROM search_query_lexemes(q) l;
    SELECT string_agg('!''' || m[1] || '''', ' & ') INTO negatives
      FROM regexp_matches(qt, '(?:^|[^!])!''((?:[^'']|'''')*)''', 'g') m;
    q_relaxed := CASE WHEN positives <> '()' THEN (positives || coalesce(' & ' || negatives, ''))::tsquery END;
    negatives := NULL;
  ELSE
    -- A plain chain of words, phrases and `-word`s: the words (a phrase's too: the documents holding
    -- the phrase came first) with `or`, the `-word`s kept.
    -- A word that frames a question (search_understand's fillers) is left out while others remain.
    SELECT coalesce(string_agg(regexp_replace(f, '<(?:-|[0-9]+)>', '|', 'g'), ' | ') FILTER (WHERE f !~ '^!' AND f <> ALL (fill)),
                    string_agg(regexp_replace(f, '<(?:-|[0-9]+)>', '|', 'g'), ' | ') FILTER (WHERE f !~ '^!')),
           string_agg(f, ' & ') FILTER (WHERE f ~ '^!')
      INTO positives, negatives
      -- (`--word` is `!!word`, the word itself: a chain of 32 `!` read back overflowed tsquery's parser.)
      FROM (SELECT regexp_replace(c, '^(?:!!)+', '') AS f FROM regexp_split_to_table(qt, ' & ') c) x,
           (SELECT coalesce(array_agg('''' || replace(x, '''', '''''') || ''''), '{}') AS fill FROM unnest(u.fillers) x) fl;
    -- Only `-word`s: nothing to rank by (and `()` is no tsquery).
    IF positives IS NULL AND u.expansion IS NULL THEN
      RETURN;
    END IF;
    q_or := ('(' || concat_ws(' | ', positives, u.expansion) || ')' || coalesce(' & ' || negatives, ''))::tsquery;
  END IF;
  -- A long query (a pasted paragraph) is ranked by its max_words rarest words that some unit holds:
  -- the others are its commonest, which tell least, and each list a round of search_ranked reads is
  -- probed for every unit it finds (60 words at the length limit took up to 4 s alone at full size).
  -- Typed `or` and brackets are then read as the words with `or`; `-word`s of a plain chain are kept.
  SELECT array_agg(l.operand ORDER BY l.df = 0, l.df, l.lexeme) INTO ops FROM search_query_lexemes(q_or) l;
  IF cardinality(ops) > max_words THEN
    q_or := ('(' || array_to_string(ops[1:max_words], ' | ') || ')' || coalesce(' & ' || negatives, ''))::tsquery;
  END IF;
  must_match := q_or::text ~ '[&!<]';
  SELECT array_agg(l.lexeme), array_agg(search_idf(l.df, c.units) * CASE WHEN l.lexeme = ANY (u.name_lexemes) THEN name_share ELSE 1 END) INTO lx_lexemes, lx_idfs
    FROM search_query_lexemes(q_or) l, search_corpus c;
  RETURN QUERY
  WITH refs AS (
    SELECT r.doc_id, r.ord, 0 AS tier, -r.n::double precision AS score
      FROM unnest(u.ref_docs, u.ref_ords) WITH ORDINALITY AS r (doc_id, ord, n)),
  phrase AS (
    SELECT p.doc_id, coalesce(p.section_ord, 0) AS ord, 1 AS tier, p.score
      FROM search_ranked(q, p_types, p_limit) p WHERE qt ~ '<' AND search_query_phrased(p_q)),
  ranked AS (
    SELECT r.doc_id, coalesce(r.section_ord, 0) AS ord, 2 AS tier, r.score
      FROM search_ranked(q_or, p_types, p_limit + spare, p_presence => presence, p_scaled => u.name_lexemes, p_scale => name_share) r
     -- (A unit holding only words in half the units or more, which tell none apart, scores 0.)
     WHERE r.score > 0),
  -- A definitions section (a glossary) holds many of a text's words and outscored the section on
  -- what was asked: among the `or` ranking's documents, one whose best unit is its definitions
  -- section keeps its place but is shown by its best other section matching the query, unless it
  -- has none or the query asks what words mean. (Ranked by that section's score instead, such a
  -- document fell away where its definitions were what named the subject: `PRASA rail stations`.)
  glossary AS MATERIALIZED (
    SELECT r.doc_id, r.ord FROM ranked r JOIN sections s ON s.doc_id = r.doc_id AND s.ord = r.ord
     WHERE NOT u.asks_meaning AND s.heading ~* glossary_heading),
  lx_all AS (SELECT x.lexeme, x.idf FROM unnest(lx_lexemes, lx_idfs) AS x (lexeme, idf)),
  -- (Read from the term index: testing every section's vector of a long Act took milliseconds; a
  -- section not matching the `or` ranking's query, must_match, is left out by its vector.)
  other_held AS (
    SELECT DISTINCT t.doc_id, t.ord
      FROM glossary g CROSS JOIN lx_all x JOIN search_terms t ON t.lexeme = x.lexeme AND t.doc_id = g.doc_id
      JOIN sections s ON s.doc_id = t.doc_id AND s.ord = t.ord
     WHERE NOT coalesce(s.heading ~* glossary_heading, false) AND (NOT must_match OR s.tsv @@ q_or)),
  other AS (
    SELECT DISTINCT ON (s.doc_id) s.doc_id, s.ord, 2 AS tier, s.score
      FROM search_unit_scores((SELECT array_agg(h.doc_id) FROM other_held h), (SELECT array_agg(h.ord) FROM other_held h),
                              lx_lexemes, lx_idfs, presence) s
     ORDER BY s.doc_id, s.score DESC, s.ord),
  -- The heading rule: sections of the `or` ranking's documents headed only with the query's words
  -- (not a definitions section, unless the query asks what words mean; only a section matching the
  -- `or` ranking's query: see must_match), each scored as any unit plus search_heading_bonus.
  -- (The 2 of the first statement is sections_heading_lexemes_idx's own, so that it reads only
  -- that index.)
  headed_by AS (
    SELECT s.doc_id, s.ord, s.heading_lexemes
      FROM (SELECT DISTINCT r.doc_id FROM ranked r) r
      JOIN sections s ON s.doc_id = r.doc_id AND cardinality(s.heading_lexemes) >= 2
     WHERE s.heading_lexemes <@ lx_lexemes),
  heads AS (
    SELECT h.* FROM headed_by h JOIN sections s ON s.doc_id = h.doc_id AND s.ord = h.ord
     WHERE (u.asks_meaning OR NOT coalesce(s.heading ~* glossary_heading, false))
       AND (NOT must_match OR s.tsv @@ q_or)),
  headed AS (
    SELECT s.doc_id, s.ord, 2 AS tier,
           s.score + search_heading_bonus(h.heading_lexemes, lx_lexemes, lx_idfs) AS score
      FROM search_unit_scores((SELECT array_agg(h.doc_id) FROM heads h), (SELECT array_agg(h.ord) FROM heads h),
                              lx_lexemes, lx_idfs, presence) s
      JOIN heads h ON h.doc_id = s.doc_id AND h.ord = s.ord),
  ranked2 AS (
    SELECT r.doc_id, coalesce(o.ord, r.ord) AS ord, r.tier, r.score FROM ranked r LEFT JOIN other o ON o.doc_id = r.doc_id),
  relaxed AS (
    SELECT r.doc_id, coalesce(r.section_ord, 0) AS ord, 3 AS tier, r.score
      FROM search_ranked(q_relaxed, p_types, p_limit + spare, p_presence => presence, p_scaled => u.name_lexemes, p_scale => name_share) r
     WHERE q_relaxed IS NOT NULL AND (SELECT count(*) FROM ranked) < p_limit AND r.score > 0),
  -- The named documents' units holding any other word of the query, scored without the naming words.
  lx AS (
    SELECT x.* FROM lx_all x WHERE u.named_docs IS NOT NULL AND x.lexeme <> ALL (coalesce(u.named_lexemes, '{}'))),
  held AS (
    SELECT DISTINCT t.doc_id, t.ord FROM lx JOIN search_terms t ON t.lexeme = lx.lexeme AND t.doc_id = ANY (u.named_docs)
     WHERE (u.asks_meaning OR NOT EXISTS (SELECT 1 FROM sections s WHERE s.doc_id = t.doc_id AND s.ord = t.ord AND s.heading ~* glossary_heading))
       AND (NOT must_match
            OR coalesce((SELECT s.tsv @@ q_or FROM sections s WHERE s.doc_id = t.doc_id AND s.ord = t.ord),
                        (SELECT d.rank_tsv @@ q_or FROM documents d WHERE d.doc_id = t.doc_id AND t.ord = 0), false))),
  -- (A section headed only with those words gains as under the heading rule.)
  named AS (
    SELECT s.doc_id, s.ord, 2 AS tier,
           s.score + b.bonus + coalesce(search_heading_bonus(sec.heading_lexemes, (SELECT array_agg(lx.lexeme) FROM lx), (SELECT array_agg(lx.idf) FROM lx)), 0) AS score
      FROM search_unit_scores((SELECT array_agg(h.doc_id) FROM held h), (SELECT array_agg(h.ord) FROM held h),
                              (SELECT array_agg(lx.lexeme) FROM lx), (SELECT array_agg(lx.idf) FROM lx), presence) s
      JOIN unnest(u.named_docs, u.named_bonus) AS b (doc_id, bonus) ON b.doc_id = s.doc_id
      LEFT JOIN sections sec ON s.ord > 0 AND sec.doc_id = s.doc_id AND sec.ord = s.ord
                            AND (u.asks_meaning OR NOT coalesce(sec.heading ~* glossary_heading, false))),
  best AS (
    SELECT DISTINCT ON (c.doc_id) c.*
      FROM (SELECT * FROM refs UNION ALL SELECT * FROM phrase UNION ALL SELECT * FROM ranked2 UNION ALL SELECT * FROM headed UNION ALL SELECT * FROM named UNION ALL SELECT * FROM relaxed) c
     ORDER BY c.doc_id, c.tier, c.score DESC, c.ord)
  SELECT b.doc_id, nullif(b.ord, 0), b.score
    FROM best b JOIN documents d ON d.doc_id = b.doc_id
   ORDER BY b.tier,
            CASE WHEN b.ord > 0 OR coalesce(octet_length(d.body), 0) >= text_min OR (names_case AND d.type = 'judgment') THEN true
                 -- A record whose title's words, two or more, all stand in the query is what it
                 -- asks for (`Civil Union Bill`), as a case name asks for a judgment's record.
                 -- (Stemmed for such records only; a `-word` too: a title is matched, not scored.)
                 ELSE (SELECT cardinality(t.l) >= 2 AND t.l <@ tsvector_to_array(to_tsvector('english', p_q))
                         FROM (SELECT tsvector_to_array(to_tsvector('english', d.title)) AS l) t) END DESC,
            b.score DESC, b.doc_id
   LIMIT p_limit;
END
$$;
