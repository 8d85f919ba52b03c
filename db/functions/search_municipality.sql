-- The municipality of a by-law, from the FRBR place code of its key (`/akn/za-cpt/...` → City of
-- Cape Town, search_municipalities); a code not listed is shown as the Municipal Demarcation Board
-- code it carries (`za-wc012` → WC012). NULL for a key without a municipal place (national law).
CREATE OR REPLACE FUNCTION search_municipality(p_key text)
RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  SELECT coalesce(m.name, upper(substr(c.code, 4)))
    FROM (SELECT substring(p_key from '^/akn/(za-[a-z0-9]+)/') AS code) c
    LEFT JOIN search_municipalities m ON m.code = c.code
   WHERE c.code IS NOT NULL
$$;

-- The key patterns (LIKE) of the by-laws of a place as the search filter `place` names it: a
-- municipality's name or code (search_municipalities), or a town or city query understanding knows
-- (search_aliases of kind place: `Durban` → eThekwini's). Case, spacing and punctuation do not
-- matter. NULL: no place known by that name (the filtered search then finds nothing).
CREATE OR REPLACE FUNCTION search_places(p_place text)
RETURNS text[]
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  WITH n AS (SELECT btrim(regexp_replace(lower(p_place), '[^[:alnum:]]+', ' ', 'g')) AS place)
  SELECT array_agg(DISTINCT p.pattern)
    FROM n, LATERAL (
      SELECT '/akn/' || m.code || '/%' AS pattern FROM search_municipalities m
       WHERE btrim(regexp_replace(lower(m.name), '[^[:alnum:]]+', ' ', 'g')) = n.place OR replace(m.code, '-', ' ') = n.place
      UNION ALL
      SELECT a.documents FROM search_aliases a WHERE a.kind = 'place' AND a.documents IS NOT NULL AND a.alias = n.place) p
$$;
