-- The version of the citation reader (libs/citations/read.ts READER_VERSION) that read a judgment's
-- text (its paragraphs, passages and, where the source lists none, its cited groups): import reads
-- again a document read by another version, so a library never keeps an older reader's readings.
-- NULL where nothing was read (a document that is no judgment with text; on cited_citations, groups
-- the source listed); 0 for rows stored before versions were kept.
ALTER TABLE documents ADD COLUMN reader_version integer;
UPDATE documents SET reader_version = 0 WHERE type = 'judgment' AND body IS NOT NULL;
ALTER TABLE cited_citations ADD COLUMN reader_version integer;
UPDATE cited_citations SET reader_version = 0;
