-- Whether a query holds a quoted phrase of two or more words, positive or after `-` (search_library's
-- phrase tier, search_within's phrase order). websearch_to_tsquery also reads a hyphenated word
-- (`director-general`, `by-law`) as a phrase of its parts: the query is read again with each hyphen
-- between letters or digits a space, so only quotes make a phrase (a stray `"` or a quoted single
-- word makes none).
CREATE OR REPLACE FUNCTION search_query_phrased(p_q text)
RETURNS boolean
-- (PARALLEL UNSAFE: it calls search_query; see search_corrections.)
LANGUAGE sql STABLE PARALLEL UNSAFE
AS $$
  SELECT p_q ~ '"' AND search_query(regexp_replace(p_q, '([[:alnum:]])-(?=[[:alnum:]])', '\1 ', 'g'))::text ~ '<'
$$;
