-- did_you_mean of a search: the query with each word the library does not hold replaced by the
-- nearest word it does hold, or NULL when it holds every word (or knows none near a word it lacks).
-- A word is held when its lexeme (English stemming, as the ranking reads it) is in some unit
-- (search_lexemes, df > 0); stop words, numbers and words the query understanding reads (an
-- acronym, a place: search_aliases) are never replaced. The nearest lexeme is, of the 20 most
-- similar by trigrams (pg_trgm's similarity, at least 0.2: the % operator, search_lexemes_trgm_idx),
-- the fewest edits away (levenshtein; trigrams alone put `warren` before `warranty` for
-- `warrenty`), a hundredfold frequency counting as one edit less (`constitutoinal` is the
-- `constitut` of 785 units, not the `constitution` of one), and at most a third of the word's letters away (no
-- suggestion for a word like nothing the library holds: `blorf` is not `blow`); it is shown as a word of the library's text that stems to it (a lexeme is a
-- stem, `discrimin`), the one fewest edits from the word typed, read from the units holding it most. The search
-- itself stays that of the words asked: this is a suggestion only.
CREATE OR REPLACE FUNCTION search_suggest(p_q text)
RETURNS text
LANGUAGE plpgsql STABLE PARALLEL SAFE
-- (pg_trgm's default 0.3 misses a swapped pair in a short word: `liqour` is 0.27 like `liquor`.)
SET pg_trgm.similarity_threshold = 0.2
-- PL/pgSQL keeps the plan for the connection (as an SQL function it was planned at every search).
SET plan_cache_mode = force_generic_plan
SET jit = off
AS $$
BEGIN
RETURN (
  WITH typed AS (
    SELECT DISTINCT lower(w[1]) AS word, l.lexeme
      FROM regexp_matches(p_q, '[[:alpha:]]+', 'g') w
     CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('english', w[1]))) l (lexeme)
     WHERE length(w[1]) >= 3
       AND NOT EXISTS (SELECT 1 FROM search_lexemes s WHERE s.lexeme = l.lexeme AND s.df > 0)
       AND NOT EXISTS (SELECT 1 FROM search_aliases a WHERE a.alias = lower(w[1]))),
  nearest AS (
    SELECT t.word, n.lexeme
      FROM typed t
     CROSS JOIN LATERAL (
       SELECT c.lexeme
         FROM (SELECT s.lexeme, s.df FROM search_lexemes s
                WHERE s.lexeme % t.lexeme AND s.df > 0
                ORDER BY similarity(s.lexeme, t.lexeme) DESC, s.df DESC, s.lexeme
                LIMIT 20) c
        WHERE levenshtein(c.lexeme, t.lexeme) <= greatest(1, length(t.word) / 3)
        ORDER BY levenshtein(c.lexeme, t.lexeme) - log(c.df) / 2, c.lexeme
        LIMIT 1) n),
  -- (Five units' words: one unit may hold only `evicted` where `evicton` wants `eviction`.)
  shown AS (
    SELECT n.word, coalesce(
             (SELECT lower(m[1])
                FROM (SELECT t.doc_id, t.ord FROM search_terms t WHERE t.lexeme = n.lexeme ORDER BY t.kind, t.weight DESC LIMIT 5) u
                LEFT JOIN sections s ON u.ord > 0 AND s.doc_id = u.doc_id AND s.ord = u.ord
                LEFT JOIN documents d ON u.ord = 0 AND d.doc_id = u.doc_id
               CROSS JOIN LATERAL regexp_matches(CASE WHEN u.ord > 0 THEN concat_ws(' ', s.heading, s.text) ELSE concat_ws(' ', d.title, left(d.body, 200000)) END,
                                   '\m(' || regexp_replace(regexp_replace(n.lexeme, '([^[:alnum:]])', '\\\1', 'g'), 'i$', '[iy]') || '[[:alpha:]]*)', 'gi') m
               WHERE tsvector_to_array(to_tsvector('english', m[1])) = ARRAY[n.lexeme]
               ORDER BY levenshtein(lower(m[1]), n.word), lower(m[1])
               LIMIT 1),
             n.lexeme) AS form
      FROM nearest n)
  SELECT CASE WHEN count(*) > 0 THEN
           (SELECT string_agg(coalesce((SELECT s.form FROM shown s WHERE s.word = lower(w.t[1])), w.t[1]), '' ORDER BY w.n)
              FROM regexp_matches(p_q, '[[:alpha:]]+|[^[:alpha:]]+', 'g') WITH ORDINALITY AS w (t, n)) END
    FROM shown
);
END
$$;
