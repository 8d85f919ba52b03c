-- Ranked search over the library for a plain-language query: documents holding every word (a quoted
-- phrase as a phrase) first, in rank order. When they are fewer than p_limit, the query is relaxed
-- a word at a time, dropping first a word no unit holds, then the most common (the one that tells
-- least): documents holding all the remaining words follow, level by level, each level in rank
-- order. Every level is an ordinary search_ranked query, so every level is bounded, and exact unless
-- one of search_ranked's budgets cuts it or leaves its commonest words out of the score.
-- Raises VL400 when the query has fewer than two words that carry meaning.
DROP FUNCTION IF EXISTS search_library(text, text, integer);
-- p_types: the document types to search; NULL searches every type.
CREATE OR REPLACE FUNCTION search_library(p_q text, p_types text[], p_limit integer)
RETURNS TABLE (doc_id integer, section_ord integer, score double precision)
LANGUAGE plpgsql STABLE PARALLEL SAFE
-- Named so that turning it off (for the empty levels, below) stays inside the function.
SET enable_seqscan = on
SET enable_indexscan = on
-- (No JIT: see search_ranked.)
SET jit = off
AS $$
DECLARE
  q tsquery := search_query(p_q);
  -- The query's positive lexemes in the order they are dropped, as tsquery operands, and how many
  -- of them no unit holds (they come first).
  operands text[];
  unheld integer;
  halve boolean;
  ids integer[] := '{}';
  r record;
  got integer;
  lo integer;
  hi integer;
  mid integer;
  empty boolean;
BEGIN
  IF length(to_tsvector('english', p_q)) < 2 OR numnode(q) = 0 THEN
    RAISE EXCEPTION 'The query needs at least two words that carry meaning (words such as "the" or "of" do not count).'
      USING ERRCODE = 'VL400';
  END IF;
  SELECT array_agg(l.operand ORDER BY l.df = 0 DESC, l.df DESC, l.lexeme), count(*) FILTER (WHERE l.df = 0)
    INTO operands, unheld FROM search_query_lexemes(q) l;
  LOOP
    got := 0;
    FOR r IN SELECT * FROM search_ranked(q, p_types, p_limit) LOOP
      got := got + 1;
      CONTINUE WHEN r.doc_id = ANY (ids);
      ids := ids || r.doc_id;
      doc_id := r.doc_id; section_ord := r.section_ord; score := r.score;
      RETURN NEXT;
      EXIT WHEN cardinality(ids) >= p_limit;
    END LOOP;
    EXIT WHEN cardinality(ids) >= p_limit OR coalesce(cardinality(operands), 0) < 2;
    -- A level that found nothing, with many words left (a long question): the levels that follow
    -- hold fewer and fewer words, so once one is not empty none after it is. The first that is not
    -- is found by halving, one GIN scan each, instead of a search of each level in turn (an
    -- 18-word question searched nine empty levels, 3-7 ms each). Sequential scans off: for an
    -- EXISTS the planner would read the table hoping for an early match, and an empty level has none.
    IF unheld > 0 THEN
      -- The levels holding a word no unit holds are empty (search_ranked sees that at once): the
      -- first without them is the next worth a search, searched straight away when it has at most
      -- eight words, as cheaply as a halving step would check it (`may the inspector enter premises
      -- at any reasonable time` spent 19 ms on three checks to come back to it); with more, the
      -- search would begin with a GIN scan of them all, so halving begins there.
      lo := unheld + 1;
      halve := cardinality(operands) - unheld > 8;
      unheld := 0;
      EXIT WHEN lo > cardinality(operands);
    ELSE
      lo := 2;
      halve := got = 0 AND cardinality(operands) >= 5;
    END IF;
    IF halve THEN
      hi := cardinality(operands);
      PERFORM set_config('enable_seqscan', 'off', true);
      -- Nor an index scan in key order hoping for the same: planned for any query, a check walked a
      -- table's primary key (measured on the judgments' paragraphs while they were checked here too,
      -- 0.6-0.9 s a check at full size): GIN's bitmap scans only.
      PERFORM set_config('enable_indexscan', 'off', true);
      WHILE lo < hi LOOP
        mid := (lo + hi) / 2;
        q := array_to_string(operands[mid:], ' & ')::tsquery;
        SELECT NOT (EXISTS (SELECT 1 FROM sections s JOIN documents d ON d.doc_id = s.doc_id
                             WHERE s.tsv @@ q AND (p_types IS NULL OR d.type = ANY (p_types)))
                    OR EXISTS (SELECT 1 FROM documents d
                                WHERE d.rank_tsv @@ q AND (p_types IS NULL OR d.type = ANY (p_types))))
          INTO empty;
        IF empty THEN lo := mid + 1; ELSE hi := mid; END IF;
      END LOOP;
      PERFORM set_config('enable_seqscan', 'on', true);
      PERFORM set_config('enable_indexscan', 'on', true);
      -- Seen only by a client that asks for debug messages (the tests).
      RAISE DEBUG 'search_library skipped=% levels', lo - 2;
    END IF;
    operands := operands[lo:];
    q := array_to_string(operands, ' & ')::tsquery;
  END LOOP;
END
$$;
