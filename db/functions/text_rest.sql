-- How many characters of p_whole follow p_shown, its beginning as cap_text returned it (0: shown
-- whole): what GET /v1/section says of a text that continues past the cap.
CREATE OR REPLACE FUNCTION text_rest(p_whole text, p_shown text)
RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE WHEN p_whole IS NULL OR p_shown IS NULL THEN NULL ELSE greatest(length(p_whole) - length(p_shown), 0) END
$$;
