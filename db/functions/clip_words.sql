-- At most p_max characters of p_text, cut after a whole word (a single word longer than p_max is cut).
CREATE OR REPLACE FUNCTION clip_words(p_text text, p_max integer)
RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE
    WHEN p_text IS NULL OR length(p_text) <= p_max THEN btrim(p_text)
    WHEN substr(p_text, p_max + 1, 1) ~ '\s' THEN btrim(left(p_text, p_max))
    ELSE btrim(coalesce(substring(left(p_text, p_max) from '^(.*\S)\s'), left(p_text, p_max)))
  END
$$;
