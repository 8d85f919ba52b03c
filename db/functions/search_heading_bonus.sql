-- The heading rule (search_library, search_within): what a section gains when its heading's words,
-- two or more, all stand among the query's lexemes p_lexemes (with their idf, p_idfs): half of
-- those words' idf; 0 otherwise (a one-word heading, `Housing` for `can the police search my house`,
-- misled). The share was chosen on the graded sets (docs/search.md, Ranking): at 1 and 2 judgments
-- a doctrine query asks for gave way to sections headed with its words.
-- (sections_heading_lexemes_idx holds the headings of two or more words, migration 0031.)
CREATE OR REPLACE FUNCTION search_heading_bonus(p_heading text[], p_lexemes text[], p_idfs double precision[])
RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE WHEN cardinality(p_heading) >= 2 AND p_heading <@ p_lexemes
              THEN 0.5 * (SELECT sum(l.idf) FROM unnest(p_lexemes, p_idfs) AS l (lexeme, idf) WHERE l.lexeme = ANY (p_heading))
              ELSE 0 END
$$;
