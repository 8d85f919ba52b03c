-- The search index (search_terms, migration 0008) kept in step with sections by the triggers
-- search_terms_sections_insert/update/delete (created by migration 0008).
-- Sections are units of their document's type. Statement-level triggers over transition tables:
-- one call per statement, whatever its number of rows.
CREATE OR REPLACE FUNCTION search_terms_sections_sync() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM search_terms_remove(array_agg(o.doc_id), array_agg(o.ord), array_agg(o.tsv)) FROM old_rows o HAVING count(*) > 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM search_terms_add(array_agg(n.doc_id), array_agg(n.ord), array_agg(d.type), array_agg(n.tsv))
       FROM new_rows n JOIN documents d ON d.doc_id = n.doc_id HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END
$$;
