-- A judgment's official text as plain words, stored once: a quotation is checked against it with a
-- few strpos calls, never by normalising a 300,000-character text per request (about 80 ms each).
-- Lower case; a footnote number glued to a word or its punctuation (`application5`, `(a)6`) left
-- out; every run of other characters one space; a space at each end. libs/citations/quotes.ts
-- (plainWords) gives a quotation the same form.
ALTER TABLE documents ADD COLUMN body_words text
  GENERATED ALWAYS AS (CASE WHEN type = 'judgment' AND body IS NOT NULL
                            THEN ' ' || regexp_replace(regexp_replace(lower(body), '([a-z.,;:)''"])[0-9]{1,3}(?![0-9])', '\1', 'g'),
                                                       '[^a-z0-9]+', ' ', 'g') || ' ' END) STORED;
