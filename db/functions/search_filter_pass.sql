-- Whether a document passes a search's filters (search_ranking): one of p_docs when the filter's
-- documents were listed, else by the filters themselves (court lower case, places as key patterns).
CREATE OR REPLACE FUNCTION search_filter_pass(d documents, p_docs integer[], p_court text, p_year_from integer, p_year_to integer, p_places text[])
RETURNS boolean
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  SELECT CASE WHEN p_docs IS NOT NULL THEN d.doc_id = ANY (p_docs)
              ELSE (p_court IS NULL OR (d.type = 'judgment' AND (lower(d.court) = p_court OR lower(substring(d.citation from '^\[\d{4}\] ([A-Za-z]+) ')) = p_court)))
                   AND (p_year_from IS NULL OR coalesce(d.act_year, extract(year FROM d.date)::integer) >= p_year_from)
                   AND (p_year_to IS NULL OR coalesce(d.act_year, extract(year FROM d.date)::integer) <= p_year_to)
                   AND (p_places IS NULL OR d.key LIKE ANY (p_places)) END
$$;
