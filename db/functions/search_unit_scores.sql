-- The BM25F score of each search unit (doc_id, ord) for the lexemes given with their idf, read from
-- the units' own terms, and how many of the lexemes each holds; units holding none are left out.
-- p_presence is added to each weight held (search_ranked: a word's presence, for queries with `or`).
-- Each (unit, lexeme) is one primary-key probe (the LIMIT keeps the planner from joining against
-- whole lexeme lists instead).
DROP FUNCTION IF EXISTS search_unit_scores(integer[], integer[], text[], double precision[]);
CREATE OR REPLACE FUNCTION search_unit_scores(p_doc integer[], p_ord integer[], p_lexemes text[], p_idfs double precision[],
                                              p_presence double precision DEFAULT 0)
RETURNS TABLE (doc_id integer, ord integer, score double precision, present integer)
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  SELECT u.doc_id, u.ord, sum(l.idf * (t.weight + p_presence)), count(*)::integer
    FROM unnest(p_doc, p_ord) AS u (doc_id, ord)
    CROSS JOIN unnest(p_lexemes, p_idfs) AS l (lexeme, idf)
    CROSS JOIN LATERAL (SELECT t.weight FROM search_terms t
                         WHERE t.lexeme = l.lexeme AND t.doc_id = u.doc_id AND t.ord = u.ord LIMIT 1) t
   GROUP BY u.doc_id, u.ord
$$;
