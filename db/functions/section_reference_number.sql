-- The section number a reference names, as read_section and read_section_at read it: `Section 12:
-- ...`, `s. 12`, `section 12(3)` (section 12), `12A`; NULL when it names none that way.
CREATE OR REPLACE FUNCTION section_reference_number(p_want text)
RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT substring(p_want from '^(?:(?:section|sect|sec|ss|s)\.?\s*)?(\d+[A-Za-z]{0,3})\s*(?:\(.*\)\s*)?(?::.*)?$')
$$;
