-- The section of one version of a document (migration 0023's version_sections) that a reference
-- names, read as read_section reads one of a divided document: the reference itself, the number it
-- names (section_reference_number), else a reference that begins a section's (`Schedule 1`).
CREATE OR REPLACE FUNCTION version_section_match(p_doc_id integer, p_expression_date date, p_want text)
RETURNS TABLE (ref text, text text)
LANGUAGE plpgsql STABLE PARALLEL SAFE
AS $$
DECLARE
  num text := section_reference_number(p_want);
BEGIN
  RETURN QUERY
  SELECT s.ref, s.text FROM version_sections s
   WHERE s.doc_id = p_doc_id AND s.expression_date = p_expression_date
     AND (lower(s.ref) = lower(p_want) OR lower(s.number) = lower(coalesce(num, p_want)))
   ORDER BY lower(s.ref) = lower(p_want) DESC, s.ord
   LIMIT 1;
  IF NOT FOUND THEN
    RETURN QUERY
    SELECT s.ref, s.text FROM version_sections s
     WHERE s.doc_id = p_doc_id AND s.expression_date = p_expression_date
       AND lower(s.ref) LIKE replace(replace(lower(p_want), '%', '\%'), '_', '\_') || '%'
       AND substr(s.ref, length(p_want) + 1, 1) !~ '[[:alnum:]]'
     ORDER BY s.ord
     LIMIT 1;
  END IF;
END
$$;

-- What GET /v1/section returns for document p_doc_id, reference p_section and date p_as_at (NULL:
-- none given). Without a date, read_section's answer (the current text) with the current version's
-- date, the repeal and the amendments the source records. With one, the version in force on that date
-- (version_in_force): its section, or its list of references when the reference matches none of its
-- sections and none of any other version's. `not_in_force` says why there is no text for that date:
--   before_first_version  no version held was in force yet (first_version: the earliest held)
--   repealed              the work was repealed on or before it (repealed_on, repealed_by)
--   not_in_version        the version then has no such section; held_in lists the versions that
--                         have it, each {expression_date, in_force_to}, and `section` is its
--                         reference in the nearest of them
-- A version not divided into sections answers its whole text. A document without dated versions
-- answers as without a date (its one text; no version named). A text answered carries the work's
-- amendments (amendments_shown): with a date, those dated on or before it; without, all of them.
-- Raises VL404 for an unknown doc_id.
DROP FUNCTION IF EXISTS read_section_at(integer, text, date);
CREATE FUNCTION read_section_at(p_doc_id integer, p_section text, p_as_at date)
RETURNS TABLE (doc_id integer, title text, url text, gazette text, section text, body text, sections text[],
               expression_date date, in_force_to date, not_in_force text, held_in jsonb, first_version date,
               repealed_on date, repealed_by text, repealed_by_title text, more integer, next_ref text, amendments jsonb)
LANGUAGE plpgsql STABLE PARALLEL SAFE
AS $$
DECLARE
  cap constant integer := api_limit('section_text_length');
  want text := nullif(btrim(regexp_replace(p_section, '\s+', ' ', 'g')), '');
  v record;
  ver record;
  hit record;
  held jsonb;
  nearest text;
  amended jsonb;
  -- version_in_force's state; `current` without a date (v is then never read: an unassigned record cannot be).
  state text := 'current';
BEGIN
  IF p_as_at IS NOT NULL THEN
    SELECT * INTO v FROM version_in_force(p_doc_id, p_as_at);
    state := v.state;
  END IF;
  IF state IN ('current', 'unversioned') THEN
    RETURN QUERY SELECT r.doc_id, r.title, r.url, r.gazette, r.section, r.body, r.sections,
                        d.expression_date, NULL::date, NULL::text, NULL::jsonb, NULL::date, d.repealed_on, d.repealed_by, d.repealed_by_title, r.more, r.next_ref,
                        CASE WHEN r.sections IS NULL THEN amendments_shown(d.amendments, p_as_at) END
                   FROM read_section(p_doc_id, p_section) r JOIN documents d ON d.doc_id = r.doc_id;
    RETURN;
  END IF;
  IF state <> 'in_force' THEN
    RETURN QUERY SELECT d.doc_id, d.title, d.url, d.gazette, want, NULL::text, NULL::text[],
                        NULL::date, NULL::date, v.state, NULL::jsonb, v.first_version, v.repealed_on, v.repealed_by, v.repealed_by_title, NULL::integer, NULL::text, NULL::jsonb
                   FROM documents d WHERE d.doc_id = p_doc_id;
    RETURN;
  END IF;

  SELECT x.title, x.url, x.gazette, x.body INTO ver FROM document_versions x WHERE x.doc_id = p_doc_id AND x.expression_date = v.expression_date;
  SELECT amendments_shown(d.amendments, p_as_at) INTO amended FROM documents d WHERE d.doc_id = p_doc_id;
  IF ver.body IS NOT NULL THEN
    -- an expression not divided into sections: its text whole
    RETURN QUERY SELECT p_doc_id, ver.title, ver.url, ver.gazette, NULL::text, cap_text(btrim(ver.body, E' \t\r\n'), cap), NULL::text[],
                        v.expression_date, v.in_force_to, NULL::text, NULL::jsonb, NULL::date, v.repealed_on, v.repealed_by, v.repealed_by_title,
                        text_rest(btrim(ver.body, E' \t\r\n'), cap_text(btrim(ver.body, E' \t\r\n'), cap)), NULL::text, amended;
    RETURN;
  END IF;
  IF want IS NOT NULL THEN
    SELECT * INTO hit FROM version_section_match(p_doc_id, v.expression_date, want);
    IF FOUND THEN
      RETURN QUERY SELECT p_doc_id, ver.title, ver.url, ver.gazette, hit.ref, cap_text(btrim(hit.text, E' \t\r\n'), cap), NULL::text[],
                          v.expression_date, v.in_force_to, NULL::text, NULL::jsonb, NULL::date, v.repealed_on, v.repealed_by, v.repealed_by_title,
                          text_rest(btrim(hit.text, E' \t\r\n'), cap_text(btrim(hit.text, E' \t\r\n'), cap)), NULL::text, amended;
      RETURN;
    END IF;
    -- Not in this version: the versions that have it (a section inserted later, or repealed before).
    SELECT jsonb_agg(jsonb_build_object('expression_date', x.expression_date, 'in_force_to', x.in_force_to) ORDER BY x.expression_date),
           (array_agg(m.ref ORDER BY abs(x.expression_date - v.expression_date)))[1]
      INTO held, nearest
      FROM document_versions x CROSS JOIN LATERAL version_section_match(p_doc_id, x.expression_date, want) m
     WHERE x.doc_id = p_doc_id AND x.expression_date <> v.expression_date;
    IF held IS NOT NULL THEN
      RETURN QUERY SELECT p_doc_id, ver.title, ver.url, ver.gazette, nearest, NULL::text, NULL::text[],
                          v.expression_date, v.in_force_to, 'not_in_version'::text, held, NULL::date, v.repealed_on, v.repealed_by, v.repealed_by_title, NULL::integer, NULL::text, NULL::jsonb;
      RETURN;
    END IF;
  END IF;
  RETURN QUERY SELECT p_doc_id, ver.title, ver.url, ver.gazette, NULL::text, NULL::text,
                      ARRAY(SELECT s.ref FROM version_sections s WHERE s.doc_id = p_doc_id AND s.expression_date = v.expression_date ORDER BY s.ord),
                      v.expression_date, v.in_force_to, NULL::text, NULL::jsonb, NULL::date, v.repealed_on, v.repealed_by, v.repealed_by_title, NULL::integer, NULL::text, NULL::jsonb;
END
$$;
