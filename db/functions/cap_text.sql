-- At most p_max characters of p_text, cut at the last paragraph break in the second half of that
-- span, else at the last sentence end, else after the last whole word: never mid-word.
CREATE OR REPLACE FUNCTION cap_text(p_text text, p_max integer)
RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
AS $$
DECLARE
  head text;
  cut integer;
BEGIN
  IF p_text IS NULL OR length(p_text) <= p_max THEN
    RETURN p_text;
  END IF;
  head := left(p_text, p_max);
  cut := p_max - strpos(reverse(head), E'\n') + 1;
  IF cut <= p_max AND cut > p_max / 2 THEN
    RETURN rtrim(left(head, cut - 1));
  END IF;
  cut := length(substring(head from '^(.*[.;:!?][)"''\]]?)\s'));
  IF cut > p_max / 2 THEN
    RETURN left(head, cut);
  END IF;
  RETURN clip_words(p_text, p_max);
END
$$;
