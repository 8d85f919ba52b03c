-- The version of document p_doc_id in force on p_as_at, as the library holds its expressions
-- (migration 0023): the expression dated on or before p_as_at whose range (up to the next
-- expression's date) holds it. Exactly one row; `state` says which answer it is:
--   in_force              expression_date/in_force_to: the version in force then
--   unversioned           the document has no dated expressions: its one text is all there is
--   before_first_version  no expression held is dated on or before p_as_at; first_version: the earliest
--   repealed              the source records a repeal on or before p_as_at (repealed_on, repealed_by)
-- One primary-key probe of documents and one of document_versions (its primary key, read backwards
-- from p_as_at). Raises VL404 for an unknown doc_id.
CREATE OR REPLACE FUNCTION version_in_force(p_doc_id integer, p_as_at date)
RETURNS TABLE (state text, expression_date date, in_force_to date, first_version date,
               repealed_on date, repealed_by text, repealed_by_title text)
LANGUAGE plpgsql STABLE PARALLEL SAFE
AS $$
DECLARE
  d record;
  v record;
BEGIN
  SELECT x.expression_date, x.repealed_on, x.repealed_by, x.repealed_by_title INTO d FROM documents x WHERE x.doc_id = p_doc_id;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'No document with doc_id % is in the library.', p_doc_id USING ERRCODE = 'VL404';
  END IF;
  IF d.expression_date IS NULL THEN
    RETURN QUERY SELECT 'unversioned', NULL::date, NULL::date, NULL::date, d.repealed_on, d.repealed_by, d.repealed_by_title;
    RETURN;
  END IF;
  IF d.repealed_on <= p_as_at THEN
    RETURN QUERY SELECT 'repealed', NULL::date, NULL::date, NULL::date, d.repealed_on, d.repealed_by, d.repealed_by_title;
    RETURN;
  END IF;
  SELECT x.expression_date, x.in_force_to INTO v FROM document_versions x
   WHERE x.doc_id = p_doc_id AND x.expression_date <= p_as_at
   ORDER BY x.expression_date DESC LIMIT 1;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'before_first_version', NULL::date, NULL::date,
      (SELECT min(x.expression_date) FROM document_versions x WHERE x.doc_id = p_doc_id), d.repealed_on, d.repealed_by, d.repealed_by_title;
    RETURN;
  END IF;
  RETURN QUERY SELECT 'in_force', v.expression_date, v.in_force_to, NULL::date, d.repealed_on, d.repealed_by, d.repealed_by_title;
END
$$;
