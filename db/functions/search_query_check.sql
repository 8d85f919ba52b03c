-- A search query's rule, for search_library and the filtered ranking (search_ranking): VL400 when it
-- has fewer than two words that carry meaning.
CREATE OR REPLACE FUNCTION search_query_check(p_q text)
RETURNS void
-- (PARALLEL UNSAFE: it calls search_query; see search_corrections.)
LANGUAGE plpgsql STABLE PARALLEL UNSAFE
-- (Each statement planned once per connection: see search_ranked.)
SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  IF length(to_tsvector('english', p_q)) < 2 OR numnode(search_query(p_q)) = 0 THEN
    RAISE EXCEPTION 'The query needs at least two words that carry meaning (words such as "the" or "of" do not count).'
      USING ERRCODE = 'VL400';
  END IF;
END
$$;
