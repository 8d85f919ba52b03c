-- The library: documents, their sections or numbered paragraphs, the citations of judgments and
-- verified Act records. Full-text vectors are stored (filled on import through the
-- document_vector/section_vector functions), never computed at query time.

CREATE TABLE documents (
  doc_id       integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Stable external identity (an FRBR URI, `zacc/2020/12`, ...): re-importing a key keeps its doc_id.
  key          text NOT NULL UNIQUE,
  type         text NOT NULL CHECK (type IN ('judgment', 'act', 'regulation', 'bylaw', 'notice', 'bill')),
  title        text NOT NULL CHECK (title <> ''),
  url          text NOT NULL CHECK (url ~ '^https?://'),
  date         date,
  citation     text,            -- neutral citation of a judgment, as published: [2020] ZACC 12
  case_number  text,
  court        text,
  parties      text,            -- case name as in the official copy (defaults to the title)
  act_number   integer,
  act_year     integer CHECK (act_year IS NULL OR act_year BETWEEN 1800 AND 2200),
  gazette      text,
  repealed     boolean,         -- verified repeal status; NULL means not checked
  -- Whole text of a judgment or an undivided document; NULL for documents divided into sections
  -- and for verified judgment records that have no official copy here.
  body         text,
  source       text NOT NULL,   -- which importer or file the document came from
  content_hash text NOT NULL,   -- of the imported content: re-importing identical input is a no-op
  tsv          tsvector NOT NULL,
  imported_at  timestamptz NOT NULL DEFAULT now(),
  CHECK ((act_number IS NULL) = (act_year IS NULL))
);
CREATE INDEX documents_type_idx ON documents (type);
CREATE INDEX documents_act_idx ON documents (act_year, act_number) WHERE act_number IS NOT NULL;
CREATE INDEX documents_tsv_idx ON documents USING gin (tsv);

CREATE TABLE sections (
  section_id  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  doc_id      integer NOT NULL REFERENCES documents ON DELETE CASCADE,
  ord         integer NOT NULL,          -- document order
  number      text NOT NULL,             -- 12, 12A, 2.3, Schedule 1
  heading     text,
  ref         text NOT NULL,             -- `Section 12: Heading`, the form search returns
  text        text NOT NULL,
  tsv         tsvector NOT NULL,
  UNIQUE (doc_id, ord)
);
CREATE INDEX sections_doc_number_idx ON sections (doc_id, lower(number));
CREATE INDEX sections_tsv_idx ON sections USING gin (tsv);

-- Numbered paragraphs of a judgment, as character ranges of documents.body (no second copy of text).
CREATE TABLE paragraphs (
  doc_id      integer NOT NULL REFERENCES documents ON DELETE CASCADE,
  ord         integer NOT NULL,
  number      integer NOT NULL,          -- [45] -> 45
  start_char  integer NOT NULL,          -- 0-based offset into body
  end_char    integer NOT NULL,          -- exclusive
  PRIMARY KEY (doc_id, ord),
  CHECK (end_char >= start_char)
);
CREATE INDEX paragraphs_number_idx ON paragraphs (doc_id, number);

-- A judgment's own citations: its neutral citation and the law-report citations of the same judgment.
CREATE TABLE case_citations (
  doc_id    integer NOT NULL REFERENCES documents ON DELETE CASCADE,
  citation  text NOT NULL,               -- as published
  norm      text NOT NULL,               -- normalized key (libs/citations normalizeCitation)
  kind      text NOT NULL CHECK (kind IN ('neutral', 'report')),
  PRIMARY KEY (doc_id, norm)
);
CREATE INDEX case_citations_norm_idx ON case_citations (norm);

-- Parallel groups that library judgments cite in their text (or list as cited cases): every member
-- of one group refers to the same judgment, so a report citation beside a neutral one maps to it.
CREATE TABLE cited_citations (
  citing_doc_id  integer NOT NULL REFERENCES documents ON DELETE CASCADE,
  group_no       integer NOT NULL,
  position       integer NOT NULL,
  citation       text NOT NULL,
  norm           text NOT NULL,
  kind           text NOT NULL CHECK (kind IN ('neutral', 'report')),
  parties        text,                   -- names written before the group, when known
  PRIMARY KEY (citing_doc_id, group_no, position)
);
CREATE INDEX cited_citations_norm_idx ON cited_citations (norm);

-- Verified records of Acts the library need not hold a copy of.
CREATE TABLE act_records (
  number      integer NOT NULL CHECK (number > 0),
  year        integer NOT NULL CHECK (year BETWEEN 1800 AND 2200),
  title       text NOT NULL CHECK (title <> ''),   -- short title without the year
  repealed    boolean,
  url         text CHECK (url IS NULL OR url ~ '^https?://'),
  source      text NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (year, number)
);
