-- Quotations checked while their citations are still being looked up (POST /v1/verify sends this
-- beside verify_lookup, on another connection): each quotation against every official copy that
-- holds the citation it is attributed to as its own (case_citations), as verify_quotes checks it.
-- The caller keeps the answer for the judgment it then matches the citation to, and asks
-- verify_quotes for any quotation matched otherwise (a report resolved through a citing text's
-- group), so the answers are those the check would give after the lookup. Checked after the
-- lookup, a text's quotations waited for it: 2.5 ms of a verify at full size, on average.
-- p_quotes: verify_quotes' items with `norm` (the citation's key) in place of doc_id.
-- Returns [{q, doc_id, found, paragraph, window}]: verify_quotes' answers, one per quotation and copy.
CREATE OR REPLACE FUNCTION verify_quotes_ahead(p_quotes jsonb)
RETURNS jsonb
LANGUAGE plpgsql STABLE PARALLEL SAFE
SET jit = off
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  v_pairs jsonb;
  v_items jsonb;
BEGIN
  -- Each (quotation, copy) pair numbered k, the number verify_quotes answers by.
  SELECT jsonb_agg(jsonb_build_object('k', k, 'q', q, 'doc_id', doc_id) ORDER BY k),
         jsonb_agg((e - 'norm') || jsonb_build_object('q', k, 'doc_id', doc_id) ORDER BY k)
    INTO v_pairs, v_items
    FROM (SELECT row_number() OVER (ORDER BY x.n, cc.doc_id) - 1 AS k, (x.e->>'q')::int AS q, cc.doc_id, x.e
            FROM jsonb_array_elements(coalesce(p_quotes, '[]'::jsonb)) WITH ORDINALITY AS x (e, n)
            JOIN (SELECT DISTINCT c.norm, c.doc_id FROM case_citations c
                   WHERE c.norm IN (SELECT y->>'norm' FROM jsonb_array_elements(coalesce(p_quotes, '[]'::jsonb)) y)) cc
              ON cc.norm = x.e->>'norm'
            JOIN documents d ON d.doc_id = cc.doc_id AND d.body IS NOT NULL) p;
  IF v_pairs IS NULL THEN
    RETURN '[]'::jsonb;
  END IF;
  RETURN (SELECT coalesce(jsonb_agg(a || jsonb_build_object('q', (p->>'q')::int, 'doc_id', (p->>'doc_id')::int)), '[]'::jsonb)
            FROM jsonb_array_elements(verify_quotes(v_items)) a
            JOIN jsonb_array_elements(v_pairs) p ON (p->>'k')::int = (a->>'q')::int);
END
$$;
