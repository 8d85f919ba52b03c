-- Quotations checked against the official copies they are attributed to (one call for a text's
-- quotations). p_quotes: [{q, doc_id, segments: [words, ...], shingles: [words, ...], offsets: [n, ...],
-- chars, hint: [n, ...]}] where the
-- segments are the quotation's parts between ellipses and insertions, as plain words (the form of
-- documents.body_words), shingles are runs of four of its words, in order, with where each starts
-- in the quotation's words (offsets; chars: their length), and hint the paragraphs
-- the citation pinpoints (looked in first: a judgment repeats its own words in its summary and
-- elsewhere).
-- Returns [{q, found, paragraph, window}]: found when every segment occurs in order; paragraph: the
-- numbered paragraph where the first segment starts; window: where nothing was found whole, the
-- official words around the first shingle that occurs (for the caller's `close` measure).
CREATE OR REPLACE FUNCTION verify_quotes(p_quotes jsonb)
RETURNS jsonb
LANGUAGE plpgsql STABLE PARALLEL SAFE
SET jit = off
AS $$
DECLARE
  r record;
  v_words text;
  v_body text;
  v_at integer;
  v_pos integer;
  v_found boolean;
  v_first integer;
  v_paragraph integer;
  v_window text;
  v_seg text;
  v_out jsonb := '[]'::jsonb;
  v_p record;
  v_lo integer;
  v_best text;
  v_pattern text;
  v_doc integer;
  -- The body in lower case, made once where a quotation's place is looked for in the whole text.
  v_lower text;
  -- The plain words' length in bytes; the rarest run of four words found, and its place in the quotation.
  v_bytes integer;
  v_run text;
  v_offset integer;
BEGIN
  -- A judgment's texts are read once for all the quotations attributed to it (read again for each,
  -- 100 quotations of one 300,000-character judgment read 60 MB: 0.9 s).
  FOR r IN SELECT (e->>'q')::int AS q, (e->>'doc_id')::int AS doc_id, e->'segments' AS segments, e->'shingles' AS shingles,
                  coalesce(e->'hint', '[]'::jsonb) AS hint, e->'offsets' AS offsets, (e->>'chars')::int AS chars
             FROM jsonb_array_elements(coalesce(p_quotes, '[]'::jsonb)) e
            ORDER BY (e->>'doc_id')::int, (e->>'q')::int LOOP
    IF v_doc IS DISTINCT FROM r.doc_id THEN
      -- Held detoasted (a copy): a variable holding the stored value is decompressed again at every
      -- use, and a quotation uses the plain words a dozen times.
      SELECT d.body_words || '', d.body || '' INTO v_words, v_body FROM documents d WHERE d.doc_id = r.doc_id;
      v_lower := NULL;
      v_bytes := octet_length(v_words);
      v_doc := r.doc_id;
    END IF;
    v_found := v_words IS NOT NULL AND jsonb_array_length(r.segments) > 0;
    v_at := 1;
    v_first := NULL;
    v_best := NULL;
    IF v_found THEN
      FOR v_seg IN SELECT jsonb_array_elements_text(r.segments) LOOP
        -- The part's first place, else (it stands before the part before) its first place after
        -- that part: substr from a place counts the characters before it (1.7 ms in 300,000), so
        -- only when needed; strpos alone takes 0.1 ms.
        v_pos := strpos(v_words, ' ' || v_seg || ' ');
        IF v_pos > 0 AND v_pos < v_at THEN
          v_pos := strpos(substr(v_words, v_at), ' ' || v_seg || ' ');
          v_pos := CASE WHEN v_pos > 0 THEN v_at + v_pos - 1 ELSE 0 END;
        END IF;
        IF v_pos = 0 THEN
          v_found := false;
          EXIT;
        END IF;
        -- Where the longest part stands: a short first part (`briefly`) may also stand far earlier.
        IF v_best IS NULL OR length(v_seg) > length(v_best) THEN
          v_best := v_seg;
          v_first := v_pos;
        END IF;
        v_at := v_pos + length(v_seg) + 1;
      END LOOP;
    END IF;
    v_paragraph := NULL;
    v_window := NULL;
    IF v_found THEN
      -- Where the quotation stands in the original text: the first run of four of its words found
      -- there with anything but words between them (a footnote number inside a run hides it).
      -- First in the pinpointed paragraphs (a judgment repeats its own words in its summary and
      -- elsewhere), then near where the words stand: the plain words' offset scaled to the text, and
      -- 20,000 characters around it (a regular expression over 300,000 characters costs milliseconds).
      -- The longest part's first words, with anything but words between them, in lower case (a
      -- case-insensitive expression costs PostgreSQL several times more).
      -- (a footnote number may stand between two words: `Gwababa,166 yet`, `dignity12 and`,
      -- `dignity.[12] and`).
      v_pattern := array_to_string((string_to_array(v_best, ' '))[1:4], '(?:[^a-z0-9]+|[^a-z0-9]*[0-9]{1,3}[^a-z0-9]+)');
      FOR v_p IN SELECT p.number, p.start_char, p.end_char FROM paragraphs p
                  WHERE p.doc_id = r.doc_id AND p.number IN (SELECT (h)::int FROM jsonb_array_elements_text(r.hint) h)
                  ORDER BY p.ord LOOP
        IF regexp_instr(lower(substr(v_body, v_p.start_char + 1, v_p.end_char - v_p.start_char)), v_pattern) > 0 THEN
          v_paragraph := v_p.number;
          EXIT;
        END IF;
      END LOOP;
      IF v_paragraph IS NULL THEN
        -- Near where the words stand: the plain words' offset scaled to the text, 3,000 characters
        -- either side; the whole text only where that misses.
        v_lo := greatest(1, (v_first::bigint * length(v_body) / greatest(length(v_words), 1))::int - 3000);
        v_pos := regexp_instr(lower(substr(v_body, v_lo, 6000)), v_pattern);
        IF v_pos = 0 THEN
          v_lo := 1;
          v_lower := coalesce(v_lower, lower(v_body));
          v_pos := regexp_instr(v_lower, v_pattern);
        END IF;
        IF v_pos > 0 THEN
          SELECT p.number INTO v_paragraph FROM paragraphs p
           WHERE p.doc_id = r.doc_id AND p.start_char <= v_lo + v_pos - 2 AND v_lo + v_pos - 2 < p.end_char
           ORDER BY p.ord LIMIT 1;
        END IF;
      END IF;
    ELSIF v_words IS NOT NULL THEN
      -- The official words where the quotation would stand: around the rarest of its runs of four
      -- words that occurs (a common run, `the first respondent is`, also stands in the parties'
      -- list), back by that run's place in the quotation, as long as the quotation and a margin.
      -- The run standing fewest times (counted to four), then the first. Found with split_part, which
      -- works in bytes: its first field is the text before a run's first place, and a field past the
      -- k-th place is there when the run stands k times. A position in characters counts every
      -- character before it (strpos of a run near the end of 300,000 characters: 0.7 ms), and
      -- counting with replace() copied the whole text for every run (100 quotations of twelve runs
      -- took 7.5 s; now 0.5 s).
      SELECT x.run, (r.offsets->>(x.n::int - 1))::int INTO v_run, v_offset
        FROM (SELECT s.n, s.run,
                     CASE WHEN split_part(v_words, s.run, 3) = '' THEN 1
                          WHEN split_part(v_words, s.run, 4) = '' THEN 2
                          WHEN split_part(v_words, s.run, 5) = '' THEN 3 ELSE 4 END AS times
                FROM (SELECT s.n, ' ' || s.s || ' ' AS run, octet_length(split_part(v_words, ' ' || s.s || ' ', 1)) AS before
                        FROM jsonb_array_elements_text(r.shingles) WITH ORDINALITY AS s (s, n)) s
               WHERE s.before < v_bytes) x
       ORDER BY x.times, x.n
       LIMIT 1;
      IF v_run IS NOT NULL THEN
        v_window := substr(v_words, greatest(1, strpos(v_words, v_run) - v_offset - 40), r.chars + 80);
      END IF;
    END IF;
    v_out := v_out || jsonb_build_array(jsonb_strip_nulls(jsonb_build_object('q', r.q, 'found', v_found, 'paragraph', v_paragraph, 'window', v_window)));
  END LOOP;
  RETURN v_out;
END
$$;
