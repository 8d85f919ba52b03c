-- did_you_mean of a search: the query with each word the library does not hold replaced by the
-- nearest word it does hold (search_corrections), or NULL when it holds every word (or knows none
-- near a word it lacks). The nearest lexeme is shown as a word of the library's text that stems to
-- it (a lexeme is a stem, `discrimin`; a stem's last `e` may be dropped in the word, `trade` in
-- `trading`), the one fewest edits from the word typed, read from the units holding it most.
-- (search_understand has the ranking search the nearest words too.)
CREATE OR REPLACE FUNCTION search_suggest(p_q text)
RETURNS text
-- (PARALLEL UNSAFE: it calls search_corrections, which calls search_query; see there.)
LANGUAGE plpgsql STABLE PARALLEL UNSAFE
-- PL/pgSQL keeps the plan for the connection (as an SQL function it was planned at every search).
SET plan_cache_mode = force_generic_plan
SET jit = off
AS $$
BEGIN
RETURN (
  WITH nearest AS (
    SELECT c.word, c.lexeme FROM search_corrections(p_q) c),
  -- (Five units' words: one unit may hold only `evicted` where `evicton` wants `eviction`.)
  shown AS (
    SELECT n.word, coalesce(
             (SELECT lower(m[1])
                FROM (SELECT t.doc_id, t.ord FROM search_terms t WHERE t.lexeme = n.lexeme ORDER BY t.kind, t.weight DESC LIMIT 5) u
                LEFT JOIN sections s ON u.ord > 0 AND s.doc_id = u.doc_id AND s.ord = u.ord
                LEFT JOIN documents d ON u.ord = 0 AND d.doc_id = u.doc_id
               CROSS JOIN LATERAL regexp_matches(CASE WHEN u.ord > 0 THEN concat_ws(' ', s.heading, s.text) ELSE concat_ws(' ', d.title, left(d.body, 200000)) END,
                                   '\m(' || regexp_replace(regexp_replace(regexp_replace(n.lexeme, '([^[:alnum:]])', '\\\1', 'g'), 'i$', '[iy]'), 'e$', 'e?') || '[[:alpha:]]*)', 'gi') m
               WHERE tsvector_to_array(to_tsvector('english', m[1])) = ARRAY[n.lexeme]
               ORDER BY levenshtein(lower(m[1]), n.word), lower(m[1])
               LIMIT 1),
             n.lexeme) AS form
      FROM nearest n)
  -- (A word typed in capitals is shown in capitals.)
  SELECT CASE WHEN count(*) > 0 THEN
           (SELECT string_agg(coalesce((SELECT CASE WHEN w.t[1] ~ '^[[:upper:]]+$' THEN upper(s.form) ELSE s.form END
                                          FROM shown s WHERE s.word = lower(w.t[1])), w.t[1]), '' ORDER BY w.n)
              FROM regexp_matches(p_q, '[[:alpha:]]+|[^[:alpha:]]+', 'g') WITH ORDINALITY AS w (t, n)) END
    FROM shown
);
END
$$;
