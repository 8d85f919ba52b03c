-- The query as typed, read as websearch_to_tsquery reads it (quoted phrases, `or`, `-word`), each
-- repeated condition once (below), and a
-- query it cannot read refused as the caller's mistake (VL400 -> 400): more than 32 `-` signs waiting
-- for a word (`--------------------------------- labour law`, or `-(` repeated) overflow its operator
-- stack with `tsquery stack too small`, an internal error that answered 500.
CREATE OR REPLACE FUNCTION search_query(p_q text)
RETURNS tsquery
-- (PARALLEL UNSAFE: its exception block is a subtransaction, which a parallel worker cannot start.)
LANGUAGE plpgsql STABLE PARALLEL UNSAFE
-- (Each statement planned once per connection: see search_ranked.)
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  q tsquery;
BEGIN
  q := websearch_to_tsquery('english', p_q);
  -- A word repeated (`act act act ... order`, or `act acts acting`: one lexeme) is one condition:
  -- each copy was checked and intersected again (80 copies of `act` took 4.4 s, not the 0.1 s of
  -- `act order`). Where the query is a plain chain of `&` (words, phrases, `-word`; no `or`, no
  -- brackets), its repeated conditions are dropped, the first of each kept in place.
  IF q::text <> '' AND q::text !~ '[|()]' THEN
    SELECT string_agg(f, ' & ' ORDER BY n)::tsquery INTO q
      FROM (SELECT DISTINCT ON (f) f, n FROM regexp_split_to_table(q::text, ' & ') WITH ORDINALITY AS t (f, n) ORDER BY f, n) x;
  END IF;
  RETURN q;
EXCEPTION WHEN internal_error THEN
  RAISE EXCEPTION 'The query has too many "-" signs with no word after them: write "-" once, right before a word to leave it out.'
    USING ERRCODE = 'VL400';
END
$$;
