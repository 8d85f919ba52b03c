-- Amendments as the source records them (issue 39): each work's amending works, beside its repeal
-- (migration 0023). One column of the documents row, written by its one writer (LibraryRepository)
-- from the current expression's metadata (Akoma Ntoso metadata.json `amendments`, Laws.Africa
-- `work_amendments`, the interchange format's `amendments`), never a table of its own: a work's
-- amendments are read whole with its row (GET /v1/section, verify), and a work has a few (the
-- Constitution 20; no real by-law more than 3).
--
-- [{date, by, by_title}] in date order: the date the amendment took effect, the amending work's FRBR
-- URI (`/akn/...`, as repeal's repealed_by) and its title. NULL: the source lists none.
ALTER TABLE documents
  ADD COLUMN amendments jsonb CHECK (jsonb_typeof(amendments) = 'array');

-- A library synced before this migration: the sync fetches a work again only when its `updated_at`
-- moves, so the amendments it kept of each work (laws_africa_works.amendments, as the API gives
-- them) are copied now, normalized as the importer normalizes them (akn.importer.ts amendmentsOf).
UPDATE documents d SET amendments = a.list
  FROM (SELECT w.doc_key,
               jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
                 'date', e->>'date',
                 'by', CASE WHEN coalesce(e->>'amending_uri', '') <> '' THEN '/akn' || regexp_replace(e->>'amending_uri', '^/akn', '') END,
                 'by_title', nullif(e->>'amending_title', ''))) ORDER BY e->>'date') AS list
          FROM laws_africa_works w CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(w.amendments) = 'array' THEN w.amendments ELSE '[]' END) e
         WHERE w.status = 'imported' AND w.doc_key IS NOT NULL
           AND e->>'date' ~ '^\d{4}-\d{2}-\d{2}$'
         GROUP BY w.doc_key) a
 WHERE d.key = a.doc_key;
