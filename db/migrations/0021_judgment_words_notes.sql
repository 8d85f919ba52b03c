-- A judgment's plain words (migration 0013) leave out its footnote references in each form they are
-- printed in, so that a true quotation is found where a note's number stands inside the words it
-- quotes: `[12]` inside a line (the law-report sites' form), and a number glued to a word of two
-- letters or more (`dignity12`), a possessive (`Court’s12`), a section's letter (`30P5`), a closing
-- bracket (`(a)6`) or a year (`of 2013.4`), with up to three marks between (`dignity.”12`). 0013 read any glued number after a
-- letter or a mark as a note: `R100` and `R200`, `1.5` and `1.7` were the same words. Lower case,
-- every run of other characters one space, a space at each end. libs/citations/quotes.ts
-- (plainWords) gives a quotation the same form: the two must agree.
ALTER TABLE documents DROP COLUMN body_words;
ALTER TABLE documents ADD COLUMN body_words text
  GENERATED ALWAYS AS (CASE WHEN type = 'judgment' AND body IS NOT NULL
                            THEN ' ' || regexp_replace(regexp_replace(regexp_replace(lower(body), '\[[0-9]{1,3}\]', ' ', 'g'),
                                                                      '((?:[a-z]{2}|[''’0-9][a-z]|[)\]]|[0-9]{4}[.,;:!?)\]''"”’])[.,;:!?)\]''"”’]{0,3})[0-9]{1,3}(?![0-9])', '\1', 'g'),
                                                       '[^a-z0-9]+', ' ', 'g') || ' ' END) STORED;

-- A judgment's passages (migration 0014) cover the text outside its numbered paragraphs wherever it
-- stands, not only before the first: the footnotes printed after the last paragraph (which are no
-- paragraphs, libs/library/paragraphs.ts) are searched as blocks of their own.
CREATE OR REPLACE FUNCTION judgment_passages(p_doc integer, p_body text)
RETURNS TABLE (ord integer, paragraph integer, start_char integer, end_char integer, chunk text)
LANGUAGE plpgsql STABLE
AS $$
DECLARE
  piece record;
  c record;
  rest text := p_body;
  at integer := 0;
  n integer := 0;
BEGIN
  FOR piece IN
    SELECT x.number, x.s, x.e FROM (
      SELECT p.number, p.start_char AS s, p.end_char AS e FROM paragraphs p WHERE p.doc_id = p_doc
      UNION ALL
      -- Before each paragraph, from the end of the one before (or the start of the text).
      SELECT NULL::integer, coalesce(lag(p.end_char) OVER (ORDER BY p.start_char, p.end_char), 0), p.start_char
        FROM paragraphs p WHERE p.doc_id = p_doc
      UNION ALL
      -- After the last paragraph to the end of the text (all of it where there is none).
      SELECT NULL::integer, coalesce(max(p.end_char), 0), length(p_body) FROM paragraphs p WHERE p.doc_id = p_doc) x
     WHERE x.e > x.s
     ORDER BY x.s, x.e
  LOOP
    IF piece.s > at THEN
      rest := substr(rest, piece.s - at + 1);
      at := piece.s;
    END IF;
    FOR c IN SELECT * FROM text_chunks(left(rest, piece.e - piece.s), 2500) LOOP
      n := n + 1;
      ord := n; paragraph := piece.number; start_char := piece.s + c.start_char; end_char := piece.s + c.end_char; chunk := c.chunk;
      RETURN NEXT;
    END LOOP;
    rest := substr(rest, piece.e - piece.s + 1);
    at := piece.e;
  END LOOP;
END
$$;
