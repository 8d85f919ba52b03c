-- Names written before the citation groups of official texts, searchable: a citation that does not
-- resolve is `name_only` when its names agree with a judgment known from those texts (rule 4), as
-- well as with a library document.
CREATE INDEX cited_citations_parties_idx ON cited_citations USING gin (to_tsvector('english', parties)) WHERE parties IS NOT NULL;
