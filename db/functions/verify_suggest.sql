-- Judgments a writer probably meant: for citations that are `mismatch` or `not_found` with names
-- written, the library judgments whose titles hold those names' words (best first, at most 5 each),
-- ranked among the first 2,000 titles holding them (a name as common as `S v SA` identifies no case).
-- Which of them agree by name is decided by the caller (libs/citations/names.ts).
-- p_items: [{i, names}] (names: the significant words of the names written)
-- Returns [{i, candidates: [{title, parties, citation, url}]}].
CREATE OR REPLACE FUNCTION verify_suggest(p_items jsonb)
RETURNS jsonb
LANGUAGE plpgsql STABLE PARALLEL SAFE
SET jit = off
-- (PL/pgSQL keeps the plan for the connection; as an SQL function it was planned at every call.)
SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
RETURN (
SELECT coalesce(jsonb_agg(jsonb_build_object('i', x.i, 'candidates', x.candidates) ORDER BY x.i), '[]'::jsonb)
  FROM (
    SELECT (e->>'i')::int AS i,
           coalesce((SELECT jsonb_agg(jsonb_strip_nulls(jsonb_build_object('title', d.title, 'parties', d.parties, 'citation', d.citation, 'url', d.url))
                                      ORDER BY d.rank DESC, d.doc_id)
                       FROM (SELECT d.doc_id, d.title, d.parties, d.citation, d.url, ts_rank(d.head_tsv, to_tsquery('english', e->>'names')) AS rank
                               FROM (SELECT d.* FROM documents d
                                      WHERE d.type = 'judgment' AND d.citation IS NOT NULL
                                        AND d.head_tsv @@ to_tsquery('english', e->>'names')
                                      LIMIT 2000) d
                              ORDER BY rank DESC, d.doc_id
                              LIMIT 5) d), '[]'::jsonb) AS candidates
      FROM jsonb_array_elements(coalesce(p_items, '[]'::jsonb)) e
     WHERE coalesce(e->>'names', '') <> '') x
);
END
$$;
