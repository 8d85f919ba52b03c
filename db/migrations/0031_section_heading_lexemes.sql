-- The words of each section's heading, as the search vectors stem them (section_vector), for
-- search_library's heading rule: a section whose heading's words, two or more, all stand in the
-- query (`water restrictions Cape Town` and the section headed `Water restrictions`) gains their
-- idf. Read for the sections of the documents a search ranks, through the index below (only the
-- headings of two or more words: the rule's own floor). At full size 171,521 sections.
ALTER TABLE sections ADD COLUMN heading_lexemes text[]
  GENERATED ALWAYS AS (tsvector_to_array(to_tsvector('english'::regconfig, coalesce(heading, '')))) STORED;
CREATE INDEX sections_heading_lexemes_idx ON sections (doc_id) INCLUDE (ord, heading_lexemes)
  WHERE cardinality(heading_lexemes) >= 2;
