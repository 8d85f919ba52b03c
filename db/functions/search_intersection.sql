-- search_ranked's intersection part: the units holding every one of p_lexemes (scored with p_idfs),
-- best first, at most p_wanted, each with its score and how many lexemes it holds. p_mins, when a
-- list's entry is > 0, is the least weight a unit needs in that list (the pruned intersection):
-- entries below it are skipped as the lists are read. p_filter_kinds: only units of p_kinds (with
-- every type, no filter to check on each entry). The lists are joined in unit order from the primary
-- key, in the order given; the SQL is built for the number of lexemes and planned each call.
--
-- p_theta > 0 (the pruned intersection): only units scoring at least p_theta are wanted, so only the
-- blocks of 16 documents where the sum of idf × each list's block maximum (search_blocks, migration
-- 0017) reaches it are read, each list's entries in those blocks by a range of its primary key. Where
-- the words stand in thousands of nearly equal judgments the lists' per-list floors skip nothing, and
-- the blocks skip nearly all: `principle of legality and the exercise of public power`, 12 of the
-- 1,166 judgments' blocks. When many blocks reach theta the whole lists are merged as before (a block
-- read costs about block_cost entries merged: a descent into each list).
DROP FUNCTION IF EXISTS search_intersection(text[], double precision[], text[], boolean, integer, double precision[]);
CREATE OR REPLACE FUNCTION search_intersection(p_lexemes text[], p_idfs double precision[], p_dfs integer[], p_kinds text[],
                                               p_filter_kinds boolean, p_wanted integer, p_mins double precision[], p_theta double precision,
                                               OUT ids integer[], OUT ords integer[], OUT scores double precision[], OUT present integer[])
LANGUAGE plpgsql STABLE
AS $$
DECLARE
  block_cost constant integer := 96;
  k integer := cardinality(p_lexemes);
  blocks integer[];
  -- The units of one block, or every unit: the condition on each list's doc_id.
  span text := '';
  units text;
  -- The caller's join settings, put back after the statements that change them.
  nestloop text := current_setting('enable_nestloop');
  collapse text := current_setting('join_collapse_limit');
BEGIN
  IF p_theta > 0 AND k > 1 THEN
    -- The lists' blocks merge-joined in the order given (the rarest first), as the primary key
    -- holds them: some 3 ms for six lists of 1,100 to 4,150 blocks, where the planner, expecting few,
    -- probed the other lists for each block of the first (8 ms). Scores summed in another order
    -- differ in their last bits: a block a hair below theta is read.
    PERFORM set_config('enable_nestloop', 'off', true), set_config('join_collapse_limit', '1', true);
    EXECUTE format(
      'SELECT array_agg(b1.block ORDER BY b1.block) FROM search_blocks b1 %s WHERE b1.lexeme = $1[1] AND %s >= $3',
      (SELECT string_agg(format('JOIN search_blocks b%1$s ON b%1$s.lexeme = $1[%1$s] AND b%1$s.block = b1.block', i), ' ' ORDER BY i)
         FROM generate_series(2, k) i),
      (SELECT string_agg(format('$2[%1$s] * b%1$s.weight', i), ' + ' ORDER BY i) FROM generate_series(1, k) i))
      INTO blocks
      USING p_lexemes, p_idfs, p_theta * (1 - 1e-9);
    PERFORM set_config('enable_nestloop', nestloop, true), set_config('join_collapse_limit', collapse, true);
    IF blocks IS NULL THEN
      -- No block can reach theta: no unit does.
      RETURN;
    END IF;
    RAISE DEBUG 'search_intersection blocks=%', cardinality(blocks);
    IF cardinality(blocks)::bigint * k * block_cost < (SELECT sum(d) FROM unnest(p_dfs) d) THEN
      span := ' AND t%1$s.doc_id BETWEEN b.block << 4 AND (b.block << 4) + 15';
    END IF;
  END IF;
  -- The join tree fixed in the order given, the rarest list first: no step of the join holds more
  -- units than the rarest list (search_ranked allows probes only where probing that many units in
  -- every other list would cost less than merging; the planner still chooses each join's method and
  -- which side it reads first). Planning a join of six lists in every order cost some 3 ms a call,
  -- and of 26 lists some 130 ms.
  PERFORM set_config('join_collapse_limit', '1', true);
  -- The units holding every lexeme (in one block when span is set), with their scores.
  units := format('SELECT t1.doc_id, t1.ord, %s AS score FROM search_terms t1 %s WHERE t1.lexeme = $1[1] %s %s %s',
    (SELECT string_agg(format('$2[%s] * t%s.weight', i, i), ' + ') FROM generate_series(1, k) i),
    (SELECT coalesce(string_agg(format('JOIN search_terms t%1$s ON t%1$s.lexeme = $1[%1$s] AND t%1$s.doc_id = t1.doc_id AND t%1$s.ord = t1.ord', i)
                                || format(span, i)
                                || CASE WHEN p_mins[i] > 0 THEN format(' AND t%1$s.weight >= $5[%1$s]', i) ELSE '' END, ' '), '')
       FROM generate_series(2, k) i),
    format(span, 1),
    CASE WHEN p_mins[1] > 0 THEN 'AND t1.weight >= $5[1]' ELSE '' END,
    CASE WHEN p_filter_kinds THEN 'AND t1.kind = ANY ($3)' ELSE '' END);
  EXECUTE format(
    'SELECT array_agg(u.doc_id), array_agg(u.ord), array_agg(u.score), array_agg(%s)
       FROM (SELECT u.doc_id, u.ord, u.score FROM %s ORDER BY u.score DESC, u.doc_id, u.ord LIMIT $4) u',
    k,
    -- (OFFSET 0: a block's units are read block by block; flattened, the planner joined the whole
    -- lists first and the blocks last.)
    CASE WHEN span <> '' THEN format('unnest($6) AS b (block) CROSS JOIN LATERAL (%s OFFSET 0) u', units) ELSE format('(%s) u', units) END)
    INTO ids, ords, scores, present
    USING p_lexemes, p_idfs, p_kinds, p_wanted, p_mins, blocks;
  PERFORM set_config('join_collapse_limit', collapse, true);
END
$$;
