-- The words of a query the library holds nowhere, each with the nearest lexeme it does hold, for
-- search_suggest (did_you_mean) and search_understand (the ranking searches the nearest word too).
-- A word is held when its lexeme (English stemming, as the ranking reads it) is in some unit
-- (search_lexemes, df > 0); stop words, words under three letters, numbers and words the query
-- understanding reads (an acronym, a place: search_aliases) are never corrected. The nearest lexeme
-- is, of the 20 most similar by trigrams (pg_trgm's similarity, at least 0.2: the % operator,
-- search_lexemes_trgm_idx), the fewest edits away (levenshtein; trigrams alone put `warren` before
-- `warranty` for `warrenty`), a hundredfold frequency counting as one edit less (`constitutoinal` is
-- the `constitut` of 785 units, not the `constitution` of one), and at most one edit in a word of up
-- to eight letters, two up to twelve, three beyond, two letters swapped counting as one (none for a
-- word like nothing the library holds: `blorf` is not `blow`; a real word the library lacks is
-- seldom one slip from one it holds: `fridge` is two from `friday`), beginning
-- with the same letter (a slip seldom changes the first letter, and a real word the library lacks
-- often differs from a held one there: `fridge` is not `bridge`). Words in capitals in a query with
-- small letters are acronyms or names, never corrected (`NCC` is not `nc`). A stem
-- shorter than the word's own (the stemmer cuts a misspelt ending less: `exhumaton` stays whole,
-- `exhumation` is `exhum`) is as far as from the word's first letters as long, plus one edit, when
-- it has at least four letters and half the word's stem. The stem of a word one slip from the word
-- as typed, of 5 to 20 letters (a letter left out or too many, two swapped: search_word_slips;
-- the stem beginning as the word's, not too short: see below), is one edit away too:
-- `tradng` is one letter short of `trading`, whose stem `trade` is two edits from `tradng`.
-- word: as typed, in lower case; typed: its lexeme; lexeme: the nearest held; positive: the word
-- stands in the query's positive part (not only after `-`), so searching its correction too adds
-- to what the query asks rather than to what it excludes.
CREATE OR REPLACE FUNCTION search_corrections(p_q text)
RETURNS TABLE (word text, typed text, lexeme text, positive boolean)
-- (PARALLEL UNSAFE: it calls search_query, whose exception block is a subtransaction, which no
-- parallel operation can start, in a worker or in its leader.)
LANGUAGE plpgsql STABLE PARALLEL UNSAFE
-- (pg_trgm's default 0.3 misses a swapped pair in a short word: `liqour` is 0.27 like `liquor`.)
SET pg_trgm.similarity_threshold = 0.2
-- PL/pgSQL keeps the plan for the connection (as an SQL function it was planned at every search).
SET plan_cache_mode = force_generic_plan
SET jit = off
AS $$
#variable_conflict use_column
DECLARE
  -- The query in lower case, every run of other characters than letters and digits one space (as
  -- search_understand reads aliases in it).
  words text := ' ' || regexp_replace(lower(p_q), '[^[:alnum:]]+', ' ', 'g') || ' ';
  -- The answer is kept, in a setting of the session, for the data it was read from: one search asks
  -- three times (search_suggest, whether the suggestion was searched, search_understand), and a
  -- word held nowhere costs 1-3 ms at full size (the slips of a 12-letter word are 349 strings to
  -- stem). The answer reads only search_lexemes and search_aliases, so it stands while the snapshot
  -- is the same (no other transaction's writes become visible: the snapshot's text names them) and
  -- this transaction has written neither table since (its counts of rows written to them; a
  -- statement's start would not do: the statements of a DO block, or of one message, share it).
  -- (A session setting, not a local one: a local one set here would be undone as this function's
  -- own SET clauses are.)
  memo_key text := pg_current_snapshot()::text
                   || ' ' || (SELECT sum(pg_stat_get_xact_tuples_inserted(t.oid) + pg_stat_get_xact_tuples_updated(t.oid)
                                         + pg_stat_get_xact_tuples_deleted(t.oid))
                                FROM unnest(ARRAY['search_lexemes'::regclass, 'search_aliases'::regclass]) t (oid))::text
                   || ' ' || p_q;
  found_rows jsonb;
BEGIN
  IF current_setting('vsl.corrections_key', true) = memo_key THEN
    found_rows := current_setting('vsl.corrections', true)::jsonb;
  -- Most queries hold only words the library holds: one stemming of the query's words and a lookup
  -- a lexeme settle that (each word stemmed apart, as below, took about 1 ms a search).
  ELSIF NOT EXISTS (SELECT 1 FROM unnest(tsvector_to_array(to_tsvector('english', regexp_replace(p_q, '[^[:alpha:]]+', ' ', 'g')))) l (lexeme)
                     WHERE NOT EXISTS (SELECT 1 FROM search_lexemes s WHERE s.lexeme = l.lexeme AND s.df > 0)) THEN
    found_rows := '[]';
  ELSE
    WITH typed AS (
      SELECT DISTINCT lower(w[1]) AS word, l.lexeme
        FROM regexp_matches(p_q, '[[:alpha:]]+', 'g') w
       CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('english', w[1]))) l (lexeme)
       -- (levenshtein refuses strings over 255 characters; no word of the library is so long.)
       WHERE length(w[1]) BETWEEN 3 AND 64
         -- (A word in capitals in a query that has small letters is an acronym or a name: `NCC`.)
         AND (w[1] !~ '^[[:upper:]]+$' OR p_q !~ '[[:lower:]]')
         AND NOT EXISTS (SELECT 1 FROM search_lexemes s WHERE s.lexeme = l.lexeme AND s.df > 0)
         -- (Nor a word of an alias the query holds: `toyi toyi` is not `toy toy`, `junk mail` not `june mail`.)
         AND NOT EXISTS (SELECT 1 FROM search_aliases a
                          WHERE a.alias = lower(w[1])
                             OR (position(' ' || lower(w[1]) || ' ' IN ' ' || a.alias || ' ') > 0
                                 AND position(' ' || a.alias || ' ' IN words) > 0)))
    SELECT coalesce(jsonb_agg(jsonb_build_object('word', t.word, 'typed', t.lexeme, 'lexeme', n.lexeme,
                                                  'positive', t.lexeme IN (SELECT p.lexeme FROM search_query_lexemes(search_query(p_q)) p))), '[]')
      INTO found_rows
      FROM typed t
     CROSS JOIN LATERAL (
       SELECT c.lexeme
         FROM (SELECT c.lexeme, c.df, e.edits
                 FROM (SELECT s.lexeme, s.df FROM search_lexemes s
                        WHERE s.lexeme % t.lexeme AND s.df > 0 AND length(s.lexeme) <= 255
                        ORDER BY similarity(s.lexeme, t.lexeme) DESC, s.df DESC, s.lexeme
                        LIMIT 20) c
                CROSS JOIN LATERAL (
                  SELECT least(levenshtein(c.lexeme, t.lexeme),
                               -- Two letters swapped: one slip.
                               CASE WHEN length(c.lexeme) = length(t.lexeme) AND EXISTS (
                                      SELECT 1 FROM generate_series(1, length(t.lexeme) - 1) i
                                       WHERE left(t.lexeme, i - 1) || substr(t.lexeme, i + 1, 1) || substr(t.lexeme, i, 1) || substr(t.lexeme, i + 2) = c.lexeme)
                                    THEN 1 END,
                               CASE WHEN length(c.lexeme) >= 4 AND length(c.lexeme) * 2 >= length(t.lexeme)
                                    THEN levenshtein(c.lexeme, left(t.lexeme, length(c.lexeme))) + 1 END) AS edits) e
               UNION ALL
               -- The stems of the words one slip from the word as typed (search_word_slips): one edit.
               -- (Words of 5 to 20 letters: a shorter word is one slip from too many, `mps` from `map`,
               -- and a longer one costs more strings than it finds. The stem's first two letters the
               -- word's, at least four letters and half the word's own stem: a slip that makes an
               -- ending the stemmer cuts, `vaping` -> `vaing` -> `va`, or the word another, `pilates`
               -- -> `plates`, is no correction.)
               SELECT s.lexeme, s.df, 1
                 FROM (SELECT DISTINCT x.lexeme FROM search_word_slips(t.word) v, unnest(tsvector_to_array(to_tsvector('english', v))) x (lexeme)
                        WHERE length(t.word) BETWEEN 5 AND 20) x
                 JOIN search_lexemes s ON s.lexeme = x.lexeme AND s.df > 0
                WHERE left(x.lexeme, 2) = left(t.lexeme, 2) AND length(x.lexeme) >= 4 AND length(x.lexeme) * 2 >= length(t.lexeme)) c
        WHERE c.edits <= least(3, greatest(1, (length(t.word) - 1) / 4)) AND left(c.lexeme, 1) = left(t.lexeme, 1)
        ORDER BY c.edits - log(c.df) / 2, c.lexeme
        LIMIT 1) n;
  END IF;
  PERFORM set_config('vsl.corrections', found_rows::text, false), set_config('vsl.corrections_key', memo_key, false);
  RETURN QUERY SELECT x.word, x.typed, x.lexeme, x.positive
    FROM jsonb_to_recordset(found_rows) AS x (word text, typed text, lexeme text, positive boolean);
END
$$;
