-- Revokes a key named by its key_id or its prefix (`vsl_` + 8 characters). An already revoked key
-- keeps its revocation time. Raises VA404 when no key matches.
CREATE OR REPLACE FUNCTION access_revoke_key(p_ref text, p_at timestamptz DEFAULT now())
RETURNS api_keys
LANGUAGE plpgsql
AS $$
DECLARE
  v_row api_keys;
BEGIN
  UPDATE api_keys k
  SET revoked_at = CASE WHEN k.revoked_at IS NOT NULL AND k.revoked_at <= p_at THEN k.revoked_at ELSE p_at END
  WHERE (p_ref ~ '^\d{1,9}$' AND k.key_id = p_ref::integer) OR k.prefix = p_ref
  RETURNING k.* INTO v_row;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no key with id or prefix %', p_ref USING ERRCODE = 'VA404';
  END IF;
  RETURN v_row;
END
$$;
