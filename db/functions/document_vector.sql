-- Full-text vector of a document as a whole: title and names above metadata above body.
CREATE OR REPLACE FUNCTION document_vector(title text, meta text, body text)
RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('english', coalesce(title, '')), 'A')
      || setweight(to_tsvector('english', coalesce(meta, '')), 'B')
      || setweight(to_tsvector('english', coalesce(body, '')), 'D')
$$;
