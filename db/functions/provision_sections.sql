-- The sections a provision is read in: the document's current sections (p_expression_date NULL), or
-- those of its version of that date (version_sections). An SQL function the planner inlines: the
-- caller's filters (the number asked) reach each branch's index, and the branch not asked for is
-- never run.
CREATE OR REPLACE FUNCTION provision_sections(p_doc_id integer, p_expression_date date)
RETURNS TABLE (ord integer, number text, text text)
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  SELECT s.ord, s.number, s.text FROM sections s WHERE p_expression_date IS NULL AND s.doc_id = p_doc_id
  UNION ALL
  SELECT s.ord, s.number, s.text FROM version_sections s WHERE s.doc_id = p_doc_id AND s.expression_date = p_expression_date
$$;
