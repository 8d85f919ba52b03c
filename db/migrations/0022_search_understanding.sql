-- What search understands of a query beyond its words (db/functions/search_understand.sql), as rows
-- a reviewer can read, each with an example query that the tests search (test/search/understanding.spec.ts).
-- The rows themselves are kept in db/functions/search_understanding_rows.sql, loaded on every
-- migrate, so that adding one is a change to that file, not a new migration.

-- Words a query may use for something the library names otherwise:
--   act: an Act's acronym or short title; `documents` the key pattern (LIKE) of its document when
--        the library holds it, whose units then score as if the alias stood in their title; else
--        its title's words (`expansion`) are added to the query (judgments write the name out).
--   place: a town or city, `documents` the key pattern of its municipality's by-laws (scored as if
--        the place stood in their titles).
--   thesaurus: an everyday word and the statutory words (`expansion`) added to the query.
--   filler: a word that frames a question (`how many`, `am I allowed`) and tells nothing of its
--        subject: left out of the query's words when others remain (`expansion` empty).
-- `alias` in lower case, words separated by one space, as search_understand normalises the query.
-- `expect`: a key pattern (LIKE) that one of the first three results of `example` must match.
CREATE TABLE search_aliases (
  alias text NOT NULL CHECK (alias = lower(alias) AND alias ~ '^[[:alnum:]]+( [[:alnum:]]+)*$'),
  kind text NOT NULL CHECK (kind IN ('act', 'place', 'thesaurus', 'filler')),
  expansion text NOT NULL,
  documents text,
  example text NOT NULL,
  expect text,
  PRIMARY KEY (alias, kind)
);

-- How a query refers to a numbered unit (`section 21`, `s 21`, `rule 129`): `form` the word before
-- the number; `title_pattern` (a regular expression) restricts the documents it can refer to when
-- the query names none (`rule 129` is a rule of a body's Rules, never a section of the
-- Constitution); NULL: only a document the query names. `expect`: the key#number the example's
-- first result must be.
CREATE TABLE search_reference_forms (
  form text PRIMARY KEY CHECK (form = lower(form)),
  title_pattern text,
  example text NOT NULL,
  expect text NOT NULL
);
