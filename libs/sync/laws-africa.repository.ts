import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { DB, LawsAfricaWorksTable } from '#libs/db/schema.js';

/** A work as the sync remembers it (migration 0012), its amendments read as a list. */
export type WorkState = Omit<Selectable<LawsAfricaWorksTable>, 'synced_at' | 'amendments'> & { amendments: unknown[] };

export interface RunCounts {
  listed: number;
  added: number;
  changed: number;
  unchanged: number;
  refused: number;
}

/** A run as `runs` shows it. */
export interface RunRow {
  sync_id: number;
  started_at: Date;
  finished_at: Date | null;
  places: string[];
  listed: number | null;
  added: number | null;
  changed: number | null;
  unchanged: number | null;
  refused: number | null;
  refusals: Array<{ work: string; reason: string }>;
  status: 'running' | 'ok' | 'failed' | 'interrupted';
  stopped: string | null;
}

/** The first key of the advisory lock a running sync holds (the second is its sync_id): "LA" in ASCII. */
const RUN_LOCK = 0x4c41;
const INTERRUPTED = 'interrupted: the process ended before the run did (killed, or the machine stopped)';

/** Whether a running process holds the lock of the run `syncId` (in this database: pg_locks shows every database's). */
const held = (syncId: RawBuilder<unknown> | ReturnType<typeof sql.ref>) => sql<boolean>`EXISTS (
  SELECT 1 FROM pg_locks l
   WHERE l.locktype = 'advisory' AND l.granted AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
     AND l.classid = ${RUN_LOCK}::int::oid AND l.objid::bigint = ${syncId} AND l.objsubid = 2)`;

/** Every database call of the Laws.Africa sync's own tables. */
export class LawsAfricaRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Runs `run` with its run row: written `running` first, under a session advisory lock
   * (RUN_LOCK, sync_id) its connection holds until the run ends, inserted and locked in one
   * statement so no one sees the row unlocked. A killed process's connection closes and its lock
   * goes with it: earlier rows still `running` without their lock are marked interrupted, and their
   * ids handed to `run`.
   */
  async whileRunning<T>(baseUrl: string, places: string[], since: string | undefined, run: (syncId: number, interrupted: number[]) => Promise<T>): Promise<T> {
    return this.db.connection().execute(async (conn) => {
      const { rows } = await sql<{ sync_id: string }>`
        WITH run AS (INSERT INTO laws_africa_syncs (base_url, places, since) VALUES (${baseUrl}, ${places}, ${since ?? null}) RETURNING sync_id)
        SELECT sync_id, pg_advisory_lock(${RUN_LOCK}, sync_id::int) FROM run`.execute(conn);
      const syncId = Number(rows[0].sync_id);
      try {
        return await run(syncId, await this.markInterrupted());
      } finally {
        await sql`SELECT pg_advisory_unlock(${RUN_LOCK}, ${syncId}::int)`.execute(conn).catch(() => undefined);
      }
    });
  }

  /** The run's last write: ok, or failed with its reason; its counts and refusals. */
  async finishRun(syncId: number, counts: RunCounts, refusals: Array<{ work: string; reason: string }>, stopped?: string): Promise<void> {
    await this.db
      .updateTable('laws_africa_syncs')
      .set({
        ...counts,
        refusals: JSON.stringify(refusals),
        status: stopped ? 'failed' : 'ok',
        stopped: stopped ?? null,
        ...(stopped ? {} : { finished_at: sql<Date>`now()` }),
      })
      .where('sync_id', '=', syncId)
      .execute();
  }

  /** Marks the rows left `running` by a process that ended (their lock is gone) interrupted; returns their ids. */
  async markInterrupted(): Promise<number[]> {
    const { rows } = await sql<{ sync_id: string }>`
      UPDATE laws_africa_syncs s SET status = 'interrupted', stopped = coalesce(s.stopped, ${INTERRUPTED})
       WHERE s.status = 'running' AND NOT ${held(sql.ref('s.sync_id'))}
       RETURNING s.sync_id`.execute(this.db);
    return rows.map((r) => Number(r.sync_id)).sort((a, b) => a - b);
  }

  /** The latest runs, newest first, a row left `running` by a process that ended shown as interrupted. */
  async runs(limit = 10): Promise<RunRow[]> {
    const { rows } = await sql<RunRow>`
      SELECT s.sync_id::int AS sync_id, s.started_at, s.finished_at, s.places, s.listed, s.added, s.changed, s.unchanged, s.refused, s.refusals,
             CASE WHEN s.status = 'running' AND NOT ${held(sql.ref('s.sync_id'))} THEN 'interrupted' ELSE s.status END AS status,
             CASE WHEN s.status = 'running' AND NOT ${held(sql.ref('s.sync_id'))} THEN ${INTERRUPTED} ELSE s.stopped END AS stopped
        FROM laws_africa_syncs s ORDER BY s.sync_id DESC LIMIT ${limit}`.execute(this.db);
    return rows;
  }

  /** The remembered state of these works, by work URI. */
  async states(frbrUris: string[]): Promise<Map<string, WorkState>> {
    const out = new Map<string, WorkState>();
    for (let i = 0; i < frbrUris.length; i += 1000) {
      const rows = await this.db.selectFrom('laws_africa_works').selectAll().where('frbr_uri', 'in', frbrUris.slice(i, i + 1000)).execute();
      for (const r of rows) out.set(r.frbr_uri, { ...r, amendments: (r.amendments as unknown[]) ?? [] });
    }
    return out;
  }

  /** Every work remembered for these places. */
  async remembered(places: string[]): Promise<string[]> {
    const rows = await this.db.selectFrom('laws_africa_works').select('frbr_uri').where('place', 'in', places).orderBy('frbr_uri').execute();
    return rows.map((r) => r.frbr_uri);
  }

  async saveState(s: WorkState): Promise<void> {
    const row = {
      ...s,
      repeal: s.repeal == null ? null : JSON.stringify(s.repeal),
      amendments: JSON.stringify(s.amendments),
    };
    await this.db
      .insertInto('laws_africa_works')
      .values(row)
      .onConflict((oc) => oc.column('frbr_uri').doUpdateSet({ ...row, synced_at: sql<Date>`now()` }))
      .execute();
  }
}
