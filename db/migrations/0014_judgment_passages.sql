-- Judgments searched whole: every word of a judgment's text is searched.
--
-- Until now a judgment was ranked over its title, metadata and the opening 8,000 characters of its
-- text (documents.rank_tsv); real judgments run 30,000 to 330,000 characters and what a lawyer
-- searches for usually stands deep inside. A judgment's unit now holds all of its text (D) beside
-- its title (A) and citation, case number, parties and gazette (B). Other undivided documents keep
-- their opening 8,000 characters.
--
-- Passages say where in a judgment the words stand: each numbered paragraph, and the text outside
-- numbered paragraphs (the heading before [1], or a judgment with no numbered paragraphs) cut into
-- blocks; a paragraph or block longer than 2,500 characters is cut too, at a line break, sentence
-- end or space. Search returns a judgment's best passage as its excerpt, with the paragraph's
-- number. (Passages as search units of their own, ranked by the best one, found the judgments of a
-- relevance set best, but made 1.48 million units of the full-size library's 230,000 and its
-- searches seven times slower: docs/search.md.)

CREATE TABLE passages (
  doc_id      integer NOT NULL REFERENCES documents ON DELETE CASCADE,
  ord         integer NOT NULL CHECK (ord > 0),
  paragraph   integer,                   -- the numbered paragraph it is (part of); NULL outside them
  start_char  integer NOT NULL,          -- 0-based offset into documents.body
  end_char    integer NOT NULL,          -- exclusive
  tsv         tsvector NOT NULL,          -- the passage's words: search chooses the excerpt by them
  PRIMARY KEY (doc_id, ord),
  CHECK (end_char > start_char)
);

-- The pieces of a text of at most p_max characters, in order, as 0-based [start, end) offsets with
-- their text: each cut at the last line break in the second half of the piece, else the last
-- sentence end there, else the last space, else at p_max. Pieces of whitespace only are left out.
-- (The text is consumed from the front: substr at a character offset counts the characters before
-- it, so cutting a long text at ever larger offsets would cost the square of its length.)
CREATE FUNCTION text_chunks(p_text text, p_max integer)
RETURNS TABLE (start_char integer, end_char integer, chunk text)
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
AS $$
DECLARE
  len integer := length(p_text);
  rest text := p_text;
  pos integer := 0;
  tail text;
  cut integer;
  half integer := greatest(p_max / 2, 1);
BEGIN
  WHILE pos < len LOOP
    cut := len - pos;
    IF cut > p_max THEN
      -- The second half of the window, reversed: strpos finds the last occurrence.
      tail := reverse(substr(rest, half + 1, p_max - half));
      cut := p_max - strpos(tail, E'\n') + 1;
      IF cut = p_max + 1 THEN
        cut := p_max - strpos(tail, ' .');   -- after the full stop, before its space
        IF cut = p_max THEN
          cut := p_max - strpos(tail, ' ') + 1;
          IF cut = p_max + 1 THEN
            cut := p_max;
          END IF;
        END IF;
      END IF;
    END IF;
    chunk := left(rest, cut);
    IF chunk ~ '\S' THEN
      start_char := pos; end_char := pos + cut;
      RETURN NEXT;
    END IF;
    rest := substr(rest, cut + 1);
    pos := pos + cut;
  END LOOP;
END
$$;

-- The passages of one judgment's text: the text before its first numbered paragraph (all of it when
-- there is none), then each paragraph, each cut by text_chunks to at most 2,500 characters.
CREATE FUNCTION judgment_passages(p_doc integer, p_body text)
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
    SELECT x.number, x.start_char AS s, x.end_char AS e FROM (
      SELECT NULL::integer AS number, 0 AS start_char,
             coalesce((SELECT min(p.start_char) FROM paragraphs p WHERE p.doc_id = p_doc), length(p_body)) AS end_char
      UNION ALL
      SELECT p.number, p.start_char, p.end_char FROM paragraphs p WHERE p.doc_id = p_doc) x
     WHERE x.end_char > x.start_char
     ORDER BY x.start_char, x.end_char
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

-- (Re)builds the passages of the documents given: documents that are not judgments with a text get
-- none. Library writers call it after writing a document's paragraphs (one statement for all the
-- documents given).
CREATE FUNCTION passages_build(p_docs integer[])
RETURNS integer
LANGUAGE sql
AS $$
  DELETE FROM passages WHERE doc_id = ANY (p_docs);
  WITH added AS (
    INSERT INTO passages (doc_id, ord, paragraph, start_char, end_char, tsv)
    SELECT d.doc_id, x.ord, x.paragraph, x.start_char, x.end_char, to_tsvector('english', x.chunk)
      FROM documents d CROSS JOIN LATERAL judgment_passages(d.doc_id, d.body) x
     WHERE d.doc_id = ANY (p_docs) AND d.type = 'judgment' AND d.body IS NOT NULL
    RETURNING 1)
  SELECT count(*)::integer FROM added;
$$;

-- A judgment's unit: all of its text. The old units leave the index first.
SELECT search_terms_remove(array_agg(doc_id), array_agg(0), array_agg(rank_tsv))
  FROM documents WHERE rank_tsv IS NOT NULL HAVING count(*) > 0;
ALTER TABLE documents DROP COLUMN rank_tsv;
ALTER TABLE documents ADD COLUMN rank_tsv tsvector GENERATED ALWAYS AS (
  CASE WHEN type = 'judgment' OR body IS NOT NULL THEN
    setweight(to_tsvector('english'::regconfig, title), 'A')
    || setweight(to_tsvector('english'::regconfig,
         coalesce(citation, '') || ' ' || coalesce(case_number, '') || ' '
         || coalesce(nullif(parties, title), '') || ' ' || coalesce(gazette, '')), 'B')
    || setweight(to_tsvector('english'::regconfig, CASE WHEN type = 'judgment' THEN coalesce(body, '')
                                                        ELSE left(coalesce(body, ''), 8000) END), 'D')
  END
) STORED;
CREATE INDEX documents_rank_tsv_idx ON documents USING gin (rank_tsv) WHERE rank_tsv IS NOT NULL;
SELECT search_terms_add(array_agg(doc_id), array_agg(0), array_agg(type), array_agg(rank_tsv))
  FROM documents WHERE rank_tsv IS NOT NULL HAVING count(*) > 0;

-- The judgments already loaded.
SET LOCAL maintenance_work_mem = '512MB';
SELECT passages_build(array_agg(doc_id)) FROM documents WHERE type = 'judgment' AND body IS NOT NULL HAVING count(*) > 0;
