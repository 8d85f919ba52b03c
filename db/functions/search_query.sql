-- The query as typed, read as websearch_to_tsquery reads it (quoted phrases, `or`, `-word`), and a
-- query it cannot read refused as the caller's mistake (VL400 -> 400): more than 32 `-` signs waiting
-- for a word (`--------------------------------- labour law`, or `-(` repeated) overflow its operator
-- stack with `tsquery stack too small`, an internal error that answered 500.
CREATE OR REPLACE FUNCTION search_query(p_q text)
RETURNS tsquery
-- (PARALLEL UNSAFE: its exception block is a subtransaction, which a parallel worker cannot start.)
LANGUAGE plpgsql STABLE PARALLEL UNSAFE
AS $$
BEGIN
  RETURN websearch_to_tsquery('english', p_q);
EXCEPTION WHEN internal_error THEN
  RAISE EXCEPTION 'The query has too many "-" signs with no word after them: write "-" once, right before a word to leave it out.'
    USING ERRCODE = 'VL400';
END
$$;
