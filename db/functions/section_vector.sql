-- Full-text vector of one section: the document title and section heading outrank the body, so a
-- query whose words stand in a title or heading beats one whose words are scattered in the text.
CREATE OR REPLACE FUNCTION section_vector(doc_title text, heading text, body text)
RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('english', coalesce(doc_title, '')), 'A')
      || setweight(to_tsvector('english', coalesce(heading, '')), 'B')
      || setweight(to_tsvector('english', coalesce(body, '')), 'D')
$$;
