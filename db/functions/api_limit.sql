-- Generated from libs/contracts/limits.ts (limitsSql); test/contracts/limits.spec.ts keeps it equal.
-- The contract's limits for SQL: api_limit('section_text_length') is 12,000. Raises VL500 for a
-- name that is not a limit, so a typo fails loudly instead of capping at NULL.
CREATE OR REPLACE FUNCTION api_limit(p_name text)
RETURNS integer
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
AS $$
DECLARE
  v integer := CASE p_name
    WHEN 'query_length' THEN 500
    WHEN 'results_min' THEN 1
    WHEN 'results_max' THEN 10
    WHEN 'results_default' THEN 5
    WHEN 'offset_max' THEN 90
    WHEN 'sections_max' THEN 3
    WHEN 'section_length' THEN 200
    WHEN 'doc_id_min' THEN 1
    WHEN 'doc_id_max' THEN 2147483647
    WHEN 'verify_text_length' THEN 20000
    WHEN 'document_bytes' THEN 5242880
    WHEN 'document_text_length' THEN 400000
    WHEN 'section_text_length' THEN 12000
    WHEN 'excerpt_length' THEN 400
    WHEN 'amendments_shown' THEN 10
    WHEN 'filter_length' THEN 100
    WHEN 'year_min' THEN 1800
    WHEN 'year_max' THEN 2100
  END;
BEGIN
  IF v IS NULL THEN
    RAISE EXCEPTION 'api_limit: no limit is named %', p_name USING ERRCODE = 'VL500';
  END IF;
  RETURN v;
END
$$;

-- The library's document types, in the contract's order (search_ranked's filter when none is given).
CREATE OR REPLACE FUNCTION api_doc_types()
RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT ARRAY['judgment', 'act', 'regulation', 'bylaw', 'notice', 'bill']::text[] $$;
