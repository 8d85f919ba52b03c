-- A sync run's outcome as a state the run row holds from its start (issue 40): written `running`
-- before anything is fetched, `ok` or `failed` (its reason in `stopped`) as the run's last write. A
-- row a killed process left `running` is shown as `interrupted` (LawsAfricaRepository.runs) and is
-- marked so by the next run. `refusals`: each work the run refused and why, as the report lists them.
ALTER TABLE laws_africa_syncs
  ADD COLUMN status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'ok', 'failed', 'interrupted')),
  ADD COLUMN refusals jsonb NOT NULL DEFAULT '[]';
UPDATE laws_africa_syncs
   SET status = CASE WHEN finished_at IS NOT NULL THEN 'ok' WHEN stopped IS NOT NULL THEN 'failed' ELSE 'interrupted' END;
