-- The lexemes of a query's positive part (querytree drops negated ones), each with its document
-- frequency (0 for a word no unit holds) and its tsquery operand form (quoted as in q::text), for
-- search_ranked (scoring) and search_library (relaxing).
CREATE OR REPLACE FUNCTION search_query_lexemes(q tsquery)
RETURNS TABLE (lexeme text, operand text, df integer)
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  SELECT l.lexeme, l.operand, coalesce(s.df, 0)
    FROM (SELECT DISTINCT replace(m[1], '''''', '''') AS lexeme, '''' || m[1] || '''' AS operand
            FROM regexp_matches(querytree(q), '''((?:[^'']|'''')*)''', 'g') m) l
    LEFT JOIN search_lexemes s ON s.lexeme = l.lexeme
$$;
