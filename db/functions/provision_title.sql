-- A by-law's title as a provision citation's name is compared with it: lower case, `By-laws`/`By
-- law` as `bylaw`, a year after a comma left out, punctuation as spaces (`City of Cape Town: Events
-- By-law` and `City of Cape Town Events By-law, 2009` read alike). NULL for NULL.
CREATE OR REPLACE FUNCTION provision_title(p_title text)
RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT btrim(regexp_replace(regexp_replace(regexp_replace(lower(p_title), ',\s*(1[89]|20)\d\d\s*$', ''), '\mby[\s-]*laws?\M', 'bylaw', 'g'), '[^a-z0-9]+', ' ', 'g'))
$$;
