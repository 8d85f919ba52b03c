-- What a query says beyond its words, from the rows of search_aliases and search_reference_forms
-- (migration 0022, rows in search_understanding_rows.sql), for search_library:
-- * expansion: the words (tsquery operands joined by `|`) that the query's everyday words and the
--   acronyms of Acts the library does not hold stand for (`spaza` -> house shop, `PAJA` -> its
--   title's words), and the nearest word the library holds for each word of the query's positive
--   part it holds nowhere (search_corrections: `pyrmid` -> pyramid; the word typed finds nothing,
--   and the answer says that its suggestion was searched), and the British form of an American
--   `-ize` word (`authorized` -> authorised); NULL when none.
-- * named_docs, named_bonus, named_lexemes: the documents the query names (an Act by its acronym or
--   short title, a place's by-laws by the place), of the types asked for, each with the score its
--   units gain: the naming words' idf × (the weight of one occurrence in the title of a unit of
--   the pivot length + the presence weight), as if the words stood in its title; and the naming
--   words' lexemes (those units are scored without them: the bonus stands for them).
-- * fillers: the lexemes of the words that frame a question (`many`, `allowed`), for search_library
--   to leave out when other words remain.
-- * name_lexemes: the words of the expansion that only the name of an acronym's body, plan or Act
--   adds (`MMF` -> multilateral motor vehicle accidents fund), when the library holds the acronym
--   itself, not typed in the query nor added otherwise: search_library weighs them at part of their
--   idf, as standing for the one word typed.
-- * ref_docs, ref_ords: the units the query refers to by number (`section 21 of the CPA`, `s 56
--   CPA`, `rule 129`), in the Acts it names or, when it names none and the form has a title
--   pattern, in the documents whose title matches it.
-- * asks_meaning: the query asks what words mean (`definition`, `define`, `meaning`: search_library
--   then keeps a definitions section as a document's unit).
-- The query is matched in lower case, every run of characters other than letters and digits one
-- space, so `Cape Town,` and `cape  town` are the alias `cape town`.
-- An alias is read in the query as typed, and in the query with each word of its positive part that
-- the library holds nowhere read as its correction (search_corrections) when that is one edit away,
-- so a misspelt place still names its documents (`Durbn`; but `Durbanville` is not Durban).
DROP FUNCTION IF EXISTS search_understand(text, text[], double precision);
CREATE FUNCTION search_understand(p_q text, p_types text[], p_presence double precision,
                                             OUT expansion text, OUT named_docs integer[], OUT named_bonus double precision[],
                                             OUT named_lexemes text[], OUT ref_docs integer[], OUT ref_ords integer[],
                                             OUT fillers text[], OUT asks_meaning boolean, OUT name_lexemes text[])
-- (PARALLEL UNSAFE: it calls search_corrections, which calls search_query; see there.)
LANGUAGE plpgsql STABLE PARALLEL UNSAFE
-- Each statement planned once per connection (its plan does not depend on the query: planning it at
-- every search cost about half of its time).
SET plan_cache_mode = force_generic_plan
SET jit = off
AS $$
DECLARE
  -- One title occurrence (weight 5), in a unit of any length: 5 × 2.2 / (5 + 1.2) (search_term_weights).
  title_weight constant double precision := 5 * 2.2 / (5 + 1.2);
  -- How many other words may stand among a thesaurus alias's words in a query (see m below). Over the
  -- four graded sets, read word for word only: 0.884, 0.754, 0.807, 0.814; within the alias's length
  -- plus 2: 0.884, 0.767, 0.809, 0.816 (plus 0 or 1: held-out 0.767, the others as word for word; in
  -- any order anywhere in the query, `advance fee` fired on `advance booking ... cancellation fee`).
  near_slack constant integer := 2;
  -- (Without the `-word`s and `-"phrases"`: what a query excludes never adds words or names documents.)
  words text := ' ' || regexp_replace(lower(regexp_replace(p_q, '(^|\s)-+("[^"]*"?|\S+)', ' ', 'g')), '[^[:alnum:]]+', ' ', 'g') || ' ';
  units double precision := greatest((SELECT c.units FROM search_corpus c), 1);
  -- The documents named by an Act's acronym or title (a place names many: no reference is to them).
  act_docs integer[];
  ref record;
  docs integer[];
  -- The query's words held nowhere (in its positive part) and the nearest held lexeme of each
  -- (search_corrections).
  fixed_words text[];
  fixed_lexemes text[];
  -- The query's words with each word held nowhere that is one edit from its correction read as the
  -- correction (`durbn` as `durban`), for the aliases (not a word the correction only begins:
  -- `Durbanville` is not Durban).
  fixed text;
BEGIN
  SELECT array_agg(c.word), array_agg(c.lexeme) INTO fixed_words, fixed_lexemes FROM search_corrections(p_q) c WHERE c.positive;
  fixed := words;
  FOR i IN 1 .. coalesce(cardinality(fixed_words), 0) LOOP
    -- (One edit: a letter changed, or one slip, search_word_slips: a letter added or left out, two
    -- neighbours swapped, as search_corrections counts them.)
    IF levenshtein(fixed_words[i], fixed_lexemes[i]) <= 1 OR fixed_lexemes[i] IN (SELECT search_word_slips(fixed_words[i])) THEN
      fixed := replace(fixed, ' ' || fixed_words[i] || ' ', ' ' || fixed_lexemes[i] || ' ');
    ELSE
      -- Or a word one slip away whose stem is the correction, read as that word (the aliases are
      -- words, not stems): `agulas` is one letter short of `agulhas`, stemmed `agulha`, so `Cape
      -- Agulas` is the place `cape agulhas`. (Only for a word so corrected: some 200 strings
      -- stemmed for a word of six letters.)
      fixed := replace(fixed, ' ' || fixed_words[i] || ' ',
                       ' ' || coalesce((SELECT v FROM search_word_slips(fixed_words[i]) v
                                         WHERE fixed_lexemes[i] = ANY (tsvector_to_array(to_tsvector('english', v)))
                                         ORDER BY v LIMIT 1), fixed_words[i]) || ' ');
    END IF;
  END LOOP;
  asks_meaning := words ~ ' (definitions?|defines?|defined|defining|meanings?) ';
  -- The query's words as the search vectors stem them, each at its place (stop words count places).
  WITH placed AS (SELECT t.lexeme, p.p FROM unnest(to_tsvector('english', words)) t, unnest(t.positions) p (p)),
  m AS (
    SELECT a.alias, a.kind, a.expansion, a.documents, a.lexemes
      FROM search_aliases a WHERE position(' ' || a.alias || ' ' IN words) > 0 OR position(' ' || a.alias || ' ' IN fixed) > 0
    UNION
    -- A thesaurus alias of two or more words (stemmed, not stop words) is read in any order and with
    -- other words among them, all within a window of its own length plus near_slack places:
    -- `questioned by police` in `do I have to answer police questions`, but not `advance fee` in
    -- `advance booking reservation cancellation fee`.
    SELECT a.alias, a.kind, a.expansion, a.documents, a.lexemes
      FROM search_aliases a
     WHERE a.kind = 'thesaurus' AND cardinality(a.lexemes) >= 2
       AND a.lexemes <@ (SELECT coalesce(array_agg(q.lexeme), '{}') FROM placed q)
       AND EXISTS (SELECT 1 FROM placed s
                    WHERE s.lexeme = ANY (a.lexemes)
                      AND NOT EXISTS (SELECT 1 FROM unnest(a.lexemes) x (lexeme)
                                       WHERE NOT EXISTS (SELECT 1 FROM placed q
                                                          WHERE q.lexeme = x.lexeme
                                                            AND q.p BETWEEN s.p AND s.p + cardinality(string_to_array(a.alias, ' ')) + near_slack - 1)))),
  -- The documents named, with each naming alias.
  named AS (
    -- (A key pattern is a key or a prefix and `%`: read as a range of the key's index, which LIKE
    -- under the database's collation is not: a scan of every document, 150 ms at full size.)
    SELECT d.doc_id, m.alias, m.kind, m.lexemes FROM m
      JOIN documents d ON d.key >= rtrim(m.documents, '%') AND d.key <= rtrim(m.documents, '%') || chr(1114111) AND d.key LIKE m.documents
     WHERE m.documents IS NOT NULL AND (p_types IS NULL OR d.type = ANY (p_types))),
  alias_idf AS (
    SELECT x.alias, x.lexeme, search_idf(coalesce(s.df, 0), units) AS idf
      FROM (SELECT DISTINCT n.alias, l AS lexeme FROM named n, unnest(n.lexemes) l) x
      LEFT JOIN search_lexemes s ON s.lexeme = x.lexeme),
  bonus AS (
    SELECT n.doc_id, sum(i.idf * (title_weight + p_presence)) AS bonus
      FROM named n JOIN alias_idf i ON i.alias = n.alias GROUP BY n.doc_id),
  -- Words added: thesaurus rows, Acts named by rows whose document the library does not hold, and
  -- the corrections of words held nowhere.
  -- (A name: an `act` row's expansion, its documents not in the library, whose acronym the library
  -- holds too: typed, it finds the texts that use it, and its name adds words they hold anyway.
  -- An acronym held nowhere, `NCC`, `CID`, is found only through its name.)
  expanded AS (
    SELECT l AS lexeme,
           m.kind = 'act' AND NOT EXISTS (SELECT 1 FROM unnest(m.lexemes) x (lexeme)
                                          WHERE NOT EXISTS (SELECT 1 FROM search_lexemes s WHERE s.lexeme = x.lexeme AND s.df > 0)) AS name
      FROM m, unnest(tsvector_to_array(to_tsvector('english', m.expansion))) l
     WHERE m.kind = 'thesaurus'
        OR (m.kind = 'act' AND (m.documents IS NULL OR NOT EXISTS (
              SELECT 1 FROM documents d
               WHERE d.key >= rtrim(m.documents, '%') AND d.key <= rtrim(m.documents, '%') || chr(1114111) AND d.key LIKE m.documents)))),
  -- An American `-ize` or `-yze` word: its British form's stem too (the library's texts write
  -- `authorised`, stemmed `authoris`; `authorized` is stemmed `author`), three letters at least
  -- before the ending (not `size`, `seize`, `prize`).
  british AS (
    SELECT l AS lexeme FROM regexp_matches(words, '\m([a-z]{3,})([iy])z(e|ed|es|ing|ation|ations)\M', 'g') w,
                            unnest(tsvector_to_array(to_tsvector('english', w[1] || w[2] || 's' || w[3]))) l),
  added AS (
    SELECT e.lexeme FROM expanded e
    UNION
    SELECT unnest(fixed_lexemes)
    UNION
    SELECT b.lexeme FROM british b)
  SELECT (SELECT string_agg('''' || replace(a.lexeme, '''', '''''') || '''', ' | ' ORDER BY a.lexeme) FROM added a),
         (SELECT array_agg(b.doc_id ORDER BY b.doc_id) FROM bonus b),
         (SELECT array_agg(b.bonus ORDER BY b.doc_id) FROM bonus b),
         (SELECT array_agg(DISTINCT i.lexeme) FROM alias_idf i),
         (SELECT array_agg(DISTINCT n.doc_id) FROM named n WHERE n.kind = 'act'),
         (SELECT array_agg(DISTINCT l) FROM m, unnest(m.lexemes) l WHERE m.kind = 'filler'),
         -- (Typed: a word of the query as the ranking reads it, a hyphenated word's whole too.)
         (SELECT array_agg(DISTINCT a.lexeme ORDER BY a.lexeme) FROM added a
           WHERE a.lexeme IN (SELECT e.lexeme FROM expanded e WHERE e.name)
             AND a.lexeme NOT IN (SELECT e.lexeme FROM expanded e WHERE NOT e.name)
             AND a.lexeme <> ALL (coalesce(fixed_lexemes, '{}'))
             AND a.lexeme NOT IN (SELECT b.lexeme FROM british b)
             AND a.lexeme NOT IN (SELECT l.lexeme FROM search_query_lexemes(search_query(p_q)) l))
    INTO expansion, named_docs, named_bonus, named_lexemes, act_docs, fillers, name_lexemes;
  -- References by number: `section 21`, `s 56`, `rule 129` (the number and an optional letter);
  -- looked for only when the query has one (a rule's title pattern reads every document's title).
  IF words !~ (' (' || (SELECT string_agg(f.form, '|') FROM search_reference_forms f) || ') [0-9]') THEN
    RETURN;
  END IF;
  FOR ref IN
    SELECT r.m[1] AS form, r.m[2] AS number
      FROM regexp_matches(words, ' (' || (SELECT string_agg(f.form, '|') FROM search_reference_forms f) || ') ([0-9]+[a-z]?) ', 'g') AS r (m)
  LOOP
    -- In the Acts named; with none named, in the documents the form's title pattern allows (a scan
    -- of the titles, for such a form only).
    docs := act_docs;
    IF docs IS NULL THEN
      SELECT array_agg(d.doc_id) INTO docs
        FROM search_reference_forms f JOIN documents d ON d.title ~* f.title_pattern
       WHERE f.form = ref.form AND f.title_pattern IS NOT NULL;
    END IF;
    SELECT ref_docs || array_agg(s.doc_id ORDER BY s.doc_id, s.ord), ref_ords || array_agg(s.ord ORDER BY s.doc_id, s.ord)
      INTO ref_docs, ref_ords
      FROM sections s JOIN documents d ON d.doc_id = s.doc_id
     WHERE s.doc_id = ANY (docs) AND lower(s.number) = ref.number AND (p_types IS NULL OR d.type = ANY (p_types))
       AND NOT EXISTS (SELECT 1 FROM unnest(ref_docs, ref_ords) AS x (doc_id, ord) WHERE x.doc_id = s.doc_id AND x.ord = s.ord);
  END LOOP;
END
$$;
