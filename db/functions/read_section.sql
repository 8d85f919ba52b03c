-- What GET /v1/section returns for document p_doc_id and reference p_section (NULL: none given).
-- Exactly one row: `body` set for a SectionResponse (with `section` the reference read, NULL for
-- judgments and undivided documents), or `sections` set for a SectionListResponse: every reference
-- in document order, when the reference matched nothing or a divided document was asked for whole.
-- Text is capped at api_limit('section_text_length') characters (cap_text); `more` says how many
-- characters of the part asked for follow what is returned (0: the whole of it), and for a judgment
-- `next_ref` the numbered paragraph to ask for next (text_rest, next_paragraph). Raises VL404 for an
-- unknown doc_id.
--
-- A divided document accepts a reference as search returns it (`Section 12: Heading`), a bare
-- number (`12`, `12A`), `s 12`, `section 12(3)` (read as section 12), or a reference that begins a
-- section's (`Schedule 1`, `Schedule 1 item 3`). A judgment accepts a paragraph number (`45`, `[45]`,
-- `para 45`), giving that paragraph's range of the text, or a phrase, giving the text from the
-- paragraph of its best match.
DROP FUNCTION IF EXISTS read_section(integer, text);
CREATE FUNCTION read_section(p_doc_id integer, p_section text)
RETURNS TABLE (doc_id integer, title text, url text, gazette text, section text, body text, sections text[], more integer, next_ref text)
LANGUAGE plpgsql STABLE PARALLEL SAFE
AS $$
DECLARE
  cap constant integer := api_limit('section_text_length');
  d record;
  want text := nullif(btrim(regexp_replace(p_section, '\s+', ' ', 'g')), '');
  num text;
  hit record;
  pos integer;
  line_start integer;
  q tsquery;
  part text;
  shown text;
BEGIN
  SELECT x.doc_id, x.title, x.url, x.gazette, x.body INTO d FROM documents x WHERE x.doc_id = p_doc_id;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'No document with doc_id % is in the library.', p_doc_id USING ERRCODE = 'VL404';
  END IF;

  IF EXISTS (SELECT 1 FROM sections s WHERE s.doc_id = p_doc_id) THEN
    IF want IS NOT NULL THEN
      -- the section's number as written in `Section 12: ...`, `s. 12`, `section 12(3)`, `12A`
      num := section_reference_number(want);
      SELECT s.ref, s.text INTO hit FROM sections s
       WHERE s.doc_id = p_doc_id
         AND (lower(s.ref) = lower(want) OR lower(s.number) = lower(coalesce(num, want)))
       ORDER BY lower(s.ref) = lower(want) DESC, s.ord
       LIMIT 1;
      IF NOT FOUND THEN
        -- a reference that begins a section's: `Schedule 1` for `Schedule 1: Tariffs`
        SELECT s.ref, s.text INTO hit FROM sections s
         WHERE s.doc_id = p_doc_id AND lower(s.ref) LIKE replace(replace(lower(want), '%', '\%'), '_', '\_') || '%'
           AND substr(s.ref, length(want) + 1, 1) !~ '[[:alnum:]]'
         ORDER BY s.ord
         LIMIT 1;
      END IF;
      IF FOUND THEN
        part := btrim(hit.text, E' \t\r\n');
        shown := cap_text(part, cap);
        RETURN QUERY SELECT d.doc_id, d.title, d.url, d.gazette, hit.ref, shown, NULL::text[], text_rest(part, shown), NULL::text;
        RETURN;
      END IF;
    END IF;
    RETURN QUERY SELECT d.doc_id, d.title, d.url, d.gazette, NULL::text, NULL::text,
      ARRAY(SELECT s.ref FROM sections s WHERE s.doc_id = p_doc_id ORDER BY s.ord), NULL::integer, NULL::text;
    RETURN;
  END IF;

  -- A judgment or an undivided document.
  IF d.body IS NULL THEN
    -- a verified record without an official copy here: nothing to read
    RETURN QUERY SELECT d.doc_id, d.title, d.url, d.gazette, NULL::text, NULL::text, '{}'::text[], NULL::integer, NULL::text;
    RETURN;
  END IF;
  IF want IS NULL THEN
    shown := cap_text(btrim(d.body, E' \t\r\n'), cap);
    RETURN QUERY SELECT d.doc_id, d.title, d.url, d.gazette, NULL::text, shown, NULL::text[], text_rest(btrim(d.body, E' \t\r\n'), shown),
      next_paragraph(p_doc_id, length(d.body) - length(ltrim(d.body, E' \t\r\n')) + length(shown));
    RETURN;
  END IF;

  num := substring(want from '^(?:(?:paragraph|para|par|p)\.?\s*)?\[?(\d{1,4})\]?$');
  IF num IS NOT NULL THEN
    SELECT p.start_char, p.end_char INTO hit FROM paragraphs p
     WHERE p.doc_id = p_doc_id AND p.number = num::integer ORDER BY p.ord LIMIT 1;
    IF FOUND THEN
      -- (One paragraph asked for: the next to ask for is the one after it.)
      part := btrim(substr(d.body, hit.start_char + 1, hit.end_char - hit.start_char), E' \t\r\n');
      shown := cap_text(part, cap);
      RETURN QUERY SELECT d.doc_id, d.title, d.url, d.gazette, NULL::text, shown, NULL::text[], text_rest(part, shown),
        next_paragraph(p_doc_id, hit.end_char);
      RETURN;
    END IF;
  ELSE
    -- a phrase: where it stands word for word, else the paragraph whose words match it best
    pos := strpos(lower(d.body), lower(want));
    IF pos = 0 THEN
      q := plainto_tsquery('english', want);
      IF numnode(q) > 0 THEN
        -- (From the passages' stored vectors: parsing every paragraph of a 333,000-character judgment
        -- for a phrase it does not hold took 0.4-0.7 s.)
        SELECT p.start_char + 1 AS at INTO hit FROM passages p
         WHERE p.doc_id = p_doc_id AND p.tsv @@ q
         ORDER BY ts_rank(p.tsv, q) DESC, p.ord
         LIMIT 1;
        IF FOUND THEN pos := hit.at; END IF;
      END IF;
    END IF;
    IF pos > 0 THEN
      -- from the start of the paragraph holding the match (or of its line, outside paragraphs)
      SELECT max(p.start_char) + 1 INTO line_start FROM paragraphs p
       WHERE p.doc_id = p_doc_id AND p.start_char < pos AND p.end_char >= pos;
      IF line_start IS NULL THEN
        line_start := strpos(reverse(left(d.body, pos - 1)), E'\n');
        line_start := CASE WHEN line_start = 0 THEN 1 ELSE pos - line_start + 1 END;
      END IF;
      pos := line_start;
      part := btrim(substr(d.body, pos), E' \t\r\n');
      shown := cap_text(part, cap);
      RETURN QUERY SELECT d.doc_id, d.title, d.url, d.gazette, NULL::text, shown, NULL::text[], text_rest(part, shown),
        next_paragraph(p_doc_id, pos - 1 + (length(substr(d.body, pos)) - length(ltrim(substr(d.body, pos), E' \t\r\n'))) + length(shown));
      RETURN;
    END IF;
  END IF;
  RETURN QUERY SELECT d.doc_id, d.title, d.url, d.gazette, NULL::text, NULL::text,
    ARRAY(SELECT p.number::text FROM paragraphs p WHERE p.doc_id = p_doc_id ORDER BY p.ord), NULL::integer, NULL::text;
END
$$;
