-- Points in time: every expression of a work the library holds, and the work's repeal as its source
-- records it.
--
-- A document (doc_id, key: the work's FRBR URI or other stable key) is the work, and its row and
-- sections are its current expression: the one search ranks, GET /v1/section reads without a date,
-- and verify checks. So the current version costs nothing to find and search and verify are as before.
-- Every expression whose source states its date (the current one too) is a row of document_versions
-- with its own sections: the texts GET /v1/section reads for a date. The one writer
-- (LibraryRepository) keeps documents.expression_date and every version's in_force_to in step.
ALTER TABLE documents
  -- The current expression's date; NULL where the source states none (judgments, records, texts
  -- without expression metadata): such a document has no versions.
  ADD COLUMN expression_date   date,
  -- The repeal as the source records it (Akoma Ntoso metadata, Laws.Africa `repeal`): the date it
  -- took effect and the repealing work. NULL: none recorded (`repealed` says whether one was looked for).
  ADD COLUMN repealed_on       date,
  ADD COLUMN repealed_by       text,
  ADD COLUMN repealed_by_title text;

CREATE TABLE document_versions (
  doc_id           integer NOT NULL REFERENCES documents ON DELETE CASCADE,
  expression_date  date NOT NULL,
  -- In force from expression_date up to (not including) the next expression's date; NULL for the latest.
  in_force_to      date,
  title            text NOT NULL CHECK (title <> ''),
  url              text NOT NULL CHECK (url ~ '^https?://'),
  gazette          text,
  -- The whole text of an expression not divided into sections (NULL for a divided one: version_sections).
  body             text,
  source           text NOT NULL,
  content_hash     text NOT NULL,   -- of the imported expression: re-importing it unchanged is a no-op
  imported_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (doc_id, expression_date),
  CHECK (in_force_to IS NULL OR in_force_to > expression_date)
);

-- The sections of each version (the current one's too: a dated read is one lookup whichever it is).
-- Not search units: search_terms indexes the current text only; a dated search scores these from
-- their own vectors (search_results_at).
CREATE TABLE version_sections (
  doc_id           integer NOT NULL,
  expression_date  date NOT NULL,
  ord              integer NOT NULL,
  number           text NOT NULL,
  heading          text,
  ref              text NOT NULL,
  text             text NOT NULL,
  tsv              tsvector NOT NULL,
  PRIMARY KEY (doc_id, expression_date, ord),
  FOREIGN KEY (doc_id, expression_date) REFERENCES document_versions ON DELETE CASCADE
);
CREATE INDEX version_sections_number_idx ON version_sections (doc_id, expression_date, lower(number));
CREATE INDEX version_sections_tsv_idx ON version_sections USING gin (tsv);
