-- The search index (search_terms, migration 0008) kept in step with documents by the triggers
-- search_terms_documents_insert/update/delete (created by migration 0008).
-- A judgment or undivided document is one unit over its rank_tsv (NULL for divided documents, whose
-- sections are the units). A change of type moves its sections' terms to the new type's lists.
CREATE OR REPLACE FUNCTION search_terms_documents_sync() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM search_terms_remove(array_agg(o.doc_id), array_agg(0), array_agg(o.rank_tsv))
       FROM old_rows o WHERE o.rank_tsv IS NOT NULL HAVING count(*) > 0;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM search_terms_add(array_agg(n.doc_id), array_agg(0), array_agg(n.type), array_agg(n.rank_tsv))
       FROM new_rows n WHERE n.rank_tsv IS NOT NULL HAVING count(*) > 0;
  ELSE
    -- Only documents whose vector or type changed (an update of, say, the repeal flag costs nothing).
    PERFORM search_terms_remove(array_agg(o.doc_id), array_agg(0), array_agg(o.rank_tsv))
       FROM old_rows o JOIN new_rows n ON n.doc_id = o.doc_id
      WHERE o.rank_tsv IS NOT NULL AND (o.rank_tsv IS DISTINCT FROM n.rank_tsv OR o.type <> n.type) HAVING count(*) > 0;
    PERFORM search_terms_add(array_agg(n.doc_id), array_agg(0), array_agg(n.type), array_agg(n.rank_tsv))
       FROM new_rows n JOIN old_rows o ON o.doc_id = n.doc_id
      WHERE n.rank_tsv IS NOT NULL AND (o.rank_tsv IS DISTINCT FROM n.rank_tsv OR o.type <> n.type) HAVING count(*) > 0;
    -- Sections kept across a change of type move to the new type's lists. (Checked first: planned
    -- blind over the transition tables, the update would scan the whole index.)
    IF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.doc_id = n.doc_id AND o.type <> n.type) THEN
      UPDATE search_terms t SET kind = n.type
        FROM new_rows n JOIN old_rows o ON o.doc_id = n.doc_id AND o.type <> n.type
        JOIN sections s ON s.doc_id = n.doc_id, unnest(tsvector_to_array(s.tsv)) AS x (lexeme)
       WHERE t.lexeme = x.lexeme AND t.doc_id = s.doc_id AND t.ord = s.ord;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
