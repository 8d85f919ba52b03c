import { sql, type Kysely, type Selectable } from 'kysely';
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

/** Every database call of the Laws.Africa sync's own tables. */
export class LawsAfricaRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async startRun(baseUrl: string, places: string[], since: string | undefined): Promise<number> {
    const row = await this.db
      .insertInto('laws_africa_syncs')
      .values({ base_url: baseUrl, places, since: since ?? null })
      .returning('sync_id')
      .executeTakeFirstOrThrow();
    return row.sync_id;
  }

  async finishRun(syncId: number, counts: RunCounts | undefined, stopped?: string): Promise<void> {
    await this.db
      .updateTable('laws_africa_syncs')
      .set({ ...(counts ?? {}), stopped: stopped ?? null, ...(stopped ? {} : { finished_at: sql<Date>`now()` }) })
      .where('sync_id', '=', syncId)
      .execute();
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
