-- A search result's excerpt of a text: the text itself when it fits in p_max characters (ts_headline
-- would drop its short first and last words, `[30] A`), else ts_headline's best fragments for the
-- query, whitespace runs made one space, cut after a whole word at p_max (clip_words); NULL when
-- nothing is left.
CREATE OR REPLACE FUNCTION search_excerpt(p_text text, p_q tsquery, p_max integer)
RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  SELECT nullif(clip_words(regexp_replace(
           CASE WHEN length(p_text) <= p_max THEN p_text
                ELSE ts_headline('english', p_text, p_q,
                       'StartSel="", StopSel="", MaxWords=60, MinWords=25, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "') END,
           '\s+', ' ', 'g'), p_max), '')
$$;
