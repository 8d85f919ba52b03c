-- The words a query excludes (its `-word`s: `!'word'` in its tsquery), any of them, as a tsquery;
-- NULL when it excludes none: a unit holding one is left out (search_within, a result's sections
-- in search_results).
CREATE OR REPLACE FUNCTION search_query_excluded(q tsquery)
RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT string_agg('''' || m[1] || '''', ' | ')::tsquery
    FROM regexp_matches(q::text, '(?:^|[^!])!''((?:[^'']|'''')*)''', 'g') m
$$;
