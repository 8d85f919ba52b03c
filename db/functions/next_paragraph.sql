-- The number of a judgment's first numbered paragraph starting at or after p_after (a 0-based
-- character offset into its body): the paragraph to ask GET /v1/section for next. NULL past the last.
CREATE OR REPLACE FUNCTION next_paragraph(p_doc_id integer, p_after integer)
RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  SELECT p.number::text FROM paragraphs p
   WHERE p.doc_id = p_doc_id AND p.start_char >= p_after
   ORDER BY p.start_char
   LIMIT 1
$$;
