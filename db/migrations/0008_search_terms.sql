-- Search terms: an impact-ordered inverted index over the search units, so that search returns the
-- exact top results of a common-word query without scoring every match.
--
-- A search unit is a section of a divided document (ord = sections.ord) or a judgment or undivided
-- document as a whole (ord = 0, over documents.rank_tsv). Each unit has one row per lexeme, with the
-- term-frequency part of its BM25F score; search multiplies it by the lexeme's idf at query time, so
-- importing more documents changes no stored weight. Each lexeme's list, read in weight order per
-- document type (search_terms_list_idx), is what the threshold algorithm in search_ranked walks.
CREATE TABLE search_terms (
  doc_id  integer NOT NULL,
  ord     integer NOT NULL,   -- sections.ord; 0: the document as a whole
  lexeme  text NOT NULL,
  kind    text NOT NULL,      -- documents.type, so a type filter reads only its own lists
  weight  real NOT NULL
);

-- Document frequency of each lexeme (units holding it) and the number of units: idf at query time.
CREATE TABLE search_lexemes (
  lexeme  text PRIMARY KEY,
  df      integer NOT NULL
);
CREATE TABLE search_corpus (
  id     boolean PRIMARY KEY DEFAULT true CHECK (id),
  units  bigint NOT NULL
);
INSERT INTO search_corpus (units) VALUES (0);

-- BM25F term-frequency part of each lexeme of a unit's vector: occurrences weighted by where they
-- stand (document title A 5, heading or metadata B 3, C 2, text D 1), saturated (k1 = 1.2) and
-- normalised by the unit's length in positions against a pivot of 100 (b = 0.75; sections average
-- about 60 positions, judgments' opening text about 700). Changing it means re-filling search_terms.
CREATE FUNCTION search_term_weights(tsv tsvector)
RETURNS TABLE (lexeme text, weight real)
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  WITH t AS (
    SELECT u.lexeme, cardinality(u.positions) AS n,
           (SELECT sum(CASE w WHEN 'A' THEN 5 WHEN 'B' THEN 3 WHEN 'C' THEN 2 ELSE 1 END) FROM unnest(u.weights) w) AS wtf
      FROM unnest(tsv) u)
  SELECT t.lexeme, (t.wtf * 2.2 / (t.wtf + 1.2 * (0.25 + 0.75 * len.n / 100.0)))::real
    FROM t, (SELECT greatest(sum(n), 1) AS n FROM t) len
$$;

-- Adds units to the index and its statistics; removes them. Called by the triggers below with
-- whole statements' worth of rows, so a bulk load is indexed in one INSERT ... SELECT.
CREATE FUNCTION search_terms_add(p_doc integer[], p_ord integer[], p_kind text[], p_tsv tsvector[])
RETURNS void
LANGUAGE sql
AS $$
  WITH added AS (
    INSERT INTO search_terms (doc_id, ord, lexeme, kind, weight)
    SELECT u.doc_id, u.ord, w.lexeme, u.kind, w.weight
      FROM unnest(p_doc, p_ord, p_kind, p_tsv) AS u (doc_id, ord, kind, tsv), search_term_weights(u.tsv) w
    RETURNING lexeme)
  INSERT INTO search_lexemes AS l (lexeme, df)
  SELECT lexeme, count(*) FROM added GROUP BY lexeme ORDER BY lexeme
  ON CONFLICT (lexeme) DO UPDATE SET df = l.df + excluded.df;
  UPDATE search_corpus SET units = units + cardinality(p_doc) WHERE cardinality(p_doc) > 0;
$$;

CREATE FUNCTION search_terms_remove(p_doc integer[], p_ord integer[], p_tsv tsvector[])
RETURNS void
LANGUAGE sql
AS $$
  -- A unit's rows are the lexemes of the vector it was indexed from: found by primary key.
  WITH gone AS (
    DELETE FROM search_terms t
     USING (SELECT u.doc_id, u.ord, x.lexeme
              FROM unnest(p_doc, p_ord, p_tsv) AS u (doc_id, ord, tsv), unnest(tsvector_to_array(u.tsv)) AS x (lexeme)) u
     WHERE t.lexeme = u.lexeme AND t.doc_id = u.doc_id AND t.ord = u.ord
    RETURNING t.lexeme),
  counts AS (SELECT lexeme, count(*) AS n FROM gone GROUP BY lexeme)
  UPDATE search_lexemes l SET df = l.df - c.n FROM counts c WHERE l.lexeme = c.lexeme;
  UPDATE search_corpus SET units = units - cardinality(p_doc) WHERE cardinality(p_doc) > 0;
$$;

-- Sections are units of their document's type. Statement-level triggers over transition tables:
-- one call per statement, whatever its number of rows.
CREATE FUNCTION search_terms_sections_sync() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM search_terms_remove(array_agg(o.doc_id), array_agg(o.ord), array_agg(o.tsv)) FROM old_rows o HAVING count(*) > 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM search_terms_add(array_agg(n.doc_id), array_agg(n.ord), array_agg(d.type), array_agg(n.tsv))
       FROM new_rows n JOIN documents d ON d.doc_id = n.doc_id HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER search_terms_sections_insert AFTER INSERT ON sections
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_sections_sync();
CREATE TRIGGER search_terms_sections_update AFTER UPDATE ON sections
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_sections_sync();
CREATE TRIGGER search_terms_sections_delete AFTER DELETE ON sections
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_sections_sync();

-- A judgment or undivided document is one unit over its rank_tsv (NULL for divided documents, whose
-- sections are the units). A change of type moves its sections' terms to the new type's lists.
CREATE FUNCTION search_terms_documents_sync() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM search_terms_remove(array_agg(o.doc_id), array_agg(0), array_agg(o.rank_tsv))
       FROM old_rows o WHERE o.rank_tsv IS NOT NULL HAVING count(*) > 0;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM search_terms_add(array_agg(n.doc_id), array_agg(0), array_agg(n.type), array_agg(n.rank_tsv))
       FROM new_rows n WHERE n.rank_tsv IS NOT NULL HAVING count(*) > 0;
  ELSE
    -- Only documents whose vector or type changed (an update of, say, the repeal flag costs nothing).
    PERFORM search_terms_remove(array_agg(o.doc_id), array_agg(0), array_agg(o.rank_tsv))
       FROM old_rows o JOIN new_rows n ON n.doc_id = o.doc_id
      WHERE o.rank_tsv IS NOT NULL AND (o.rank_tsv IS DISTINCT FROM n.rank_tsv OR o.type <> n.type) HAVING count(*) > 0;
    PERFORM search_terms_add(array_agg(n.doc_id), array_agg(0), array_agg(n.type), array_agg(n.rank_tsv))
       FROM new_rows n JOIN old_rows o ON o.doc_id = n.doc_id
      WHERE n.rank_tsv IS NOT NULL AND (o.rank_tsv IS DISTINCT FROM n.rank_tsv OR o.type <> n.type) HAVING count(*) > 0;
    -- Sections kept across a change of type move to the new type's lists. (Checked first: planned
    -- blind over the transition tables, the update would scan the whole index.)
    IF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.doc_id = n.doc_id AND o.type <> n.type) THEN
      UPDATE search_terms t SET kind = n.type
        FROM new_rows n JOIN old_rows o ON o.doc_id = n.doc_id AND o.type <> n.type
        JOIN sections s ON s.doc_id = n.doc_id, unnest(tsvector_to_array(s.tsv)) AS x (lexeme)
       WHERE t.lexeme = x.lexeme AND t.doc_id = s.doc_id AND t.ord = s.ord;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER search_terms_documents_insert AFTER INSERT ON documents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_documents_sync();
CREATE TRIGGER search_terms_documents_update AFTER UPDATE ON documents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_documents_sync();
CREATE TRIGGER search_terms_documents_delete AFTER DELETE ON documents
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_documents_sync();

-- The library already loaded.
INSERT INTO search_terms (doc_id, ord, lexeme, kind, weight)
SELECT s.doc_id, s.ord, w.lexeme, d.type, w.weight
  FROM sections s JOIN documents d ON d.doc_id = s.doc_id, search_term_weights(s.tsv) w;
INSERT INTO search_terms (doc_id, ord, lexeme, kind, weight)
SELECT d.doc_id, 0, w.lexeme, d.type, w.weight
  FROM documents d, search_term_weights(d.rank_tsv) w WHERE d.rank_tsv IS NOT NULL;
INSERT INTO search_lexemes (lexeme, df) SELECT lexeme, count(*) FROM search_terms GROUP BY lexeme;
UPDATE search_corpus SET units = (SELECT count(*) FROM sections) + (SELECT count(*) FROM documents WHERE rank_tsv IS NOT NULL);

-- Indexes built after the fill (much faster than row by row).
SET LOCAL maintenance_work_mem = '512MB';
-- Each lexeme's units in unit order: probes for one unit's weight, and merge joins of whole lists
-- (the intersection of common words) read from the index alone.
ALTER TABLE search_terms ADD PRIMARY KEY (lexeme, doc_id, ord) INCLUDE (weight, kind);
-- Each lexeme's units per type in weight order: the lists the threshold algorithm reads.
CREATE INDEX search_terms_list_idx ON search_terms (lexeme, kind, weight DESC) INCLUDE (doc_id, ord);

-- search_library's partial matches are ranked by search_ranked too.
DROP FUNCTION IF EXISTS search_partial(tsquery, text[], integer, integer[]);

-- The term index ranks; GIN indexes find the matches of selective queries. The RUM indexes of
-- 0004 and 0006 (ordered scans by RUM's own distance) are no longer used.
DROP INDEX IF EXISTS sections_tsv_rum_idx;
CREATE INDEX IF NOT EXISTS sections_tsv_idx ON sections USING gin (tsv);
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'rum') THEN
    DROP INDEX documents_rank_tsv_idx, documents_head_tsv_idx;
    CREATE INDEX documents_rank_tsv_idx ON documents USING gin (rank_tsv) WHERE rank_tsv IS NOT NULL;
    CREATE INDEX documents_head_tsv_idx ON documents USING gin (head_tsv);
    DROP EXTENSION rum;
  END IF;
END
$$;
