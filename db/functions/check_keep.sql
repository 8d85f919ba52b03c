-- Stores one answered check and returns its id. The caller's key is read from the usage event the
-- call was counted by (NULL event: the access guard is off). Expired rows are deleted here too, at
-- most CHECK_PRUNE_BATCH of them and only rows no other insert is deleting (SKIP LOCKED): checks
-- expire about as often as they are made, so each insert removes the few that expired since the
-- one before, and never waits for another (`vsl checks prune` removes any backlog at once).
-- Its commit does not wait for the WAL to reach disk (synchronous_commit off for this transaction
-- only): that wait was most of its cost, 15 ms of 18 at the median beside 3 ms without it, on a
-- shared 2-core machine, and it doubled the disk flushes of a check (access_consume has its own).
-- A crash of PostgreSQL within a moment of a check may lose that check's row (its report is then
-- 404); it never leaves the database inconsistent.
CREATE OR REPLACE FUNCTION check_keep(
  p_event_id bigint, p_kind text, p_text_sha256 bytea, p_snapshot text, p_reader integer,
  p_answer jsonb, p_at timestamptz, p_retention_days integer)
RETURNS uuid
LANGUAGE plpgsql
AS $$
DECLARE
  c_prune_batch constant integer := 100;
  v_id uuid;
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  IF p_at IS NULL OR p_retention_days IS NULL OR p_retention_days < 1 THEN
    RAISE EXCEPTION 'check_keep: the time and a retention of at least one day are required' USING ERRCODE = 'VR400';
  END IF;
  DELETE FROM checks WHERE check_id IN (
    SELECT check_id FROM checks WHERE created_at < p_at - make_interval(days => p_retention_days)
    ORDER BY created_at LIMIT c_prune_batch FOR UPDATE SKIP LOCKED);
  INSERT INTO checks (created_at, api_key_id, kind, text_sha256, snapshot_hash, reader_version, answer)
  VALUES (p_at, (SELECT e.key_id FROM usage_events e WHERE e.event_id = p_event_id), p_kind, p_text_sha256, p_snapshot, p_reader, p_answer)
  RETURNING check_id INTO v_id;
  RETURN v_id;
END
$$;
