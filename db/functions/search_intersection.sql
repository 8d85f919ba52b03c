-- search_ranked's intersection part: the units holding every one of p_lexemes (scored with p_idfs),
-- best first, at most p_wanted, each with its score and how many lexemes it holds. p_mins, when a
-- list's entry is > 0, is the least weight a unit needs in that list (the pruned intersection):
-- entries below it are skipped as the lists are read. p_filter_kinds: only units of p_kinds (with
-- every type, no filter to check on each entry). The lists are joined in unit order from the primary
-- key; the SQL is built for the number of lexemes and planned each call.
CREATE OR REPLACE FUNCTION search_intersection(p_lexemes text[], p_idfs double precision[], p_kinds text[], p_filter_kinds boolean,
                                               p_wanted integer, p_mins double precision[],
                                               OUT ids integer[], OUT ords integer[], OUT scores double precision[], OUT present integer[])
LANGUAGE plpgsql STABLE
AS $$
BEGIN
  EXECUTE format(
    'SELECT array_agg(doc_id), array_agg(ord), array_agg(score), array_agg(%s)
       FROM (SELECT t1.doc_id, t1.ord, %s AS score FROM search_terms t1 %s
              WHERE t1.lexeme = $1[1] %s %s
              ORDER BY score DESC, t1.doc_id, t1.ord LIMIT $4) u',
    cardinality(p_lexemes),
    (SELECT string_agg(format('$2[%s] * t%s.weight', i, i), ' + ') FROM generate_series(1, cardinality(p_lexemes)) i),
    (SELECT coalesce(string_agg(format('JOIN search_terms t%1$s ON t%1$s.lexeme = $1[%1$s] AND t%1$s.doc_id = t1.doc_id AND t%1$s.ord = t1.ord', i)
                                || CASE WHEN p_mins[i] > 0 THEN format(' AND t%1$s.weight >= $5[%1$s]', i) ELSE '' END, ' '), '')
       FROM generate_series(2, cardinality(p_lexemes)) i),
    CASE WHEN p_mins[1] > 0 THEN 'AND t1.weight >= $5[1]' ELSE '' END,
    CASE WHEN p_filter_kinds THEN 'AND t1.kind = ANY ($3)' ELSE '' END)
    INTO ids, ords, scores, present
    USING p_lexemes, p_idfs, p_kinds, p_wanted, p_mins;
END
$$;
