import { sql, type Kysely } from 'kysely';
import type { DB } from '#libs/db/schema.js';
import { generateSigningKey, type SigningKey } from './signing.js';

/** A check as kept: what its report states besides the answer itself. */
export interface CheckRow {
  check_id: string;
  created_at: Date;
  kind: 'text' | 'document';
  text_sha256: Buffer;
  snapshot_hash: string;
  reader_version: number;
  answer: Record<string, unknown>;
}

export interface PublicKeyRow {
  key_id: string;
  public_key: Buffer;
  created_at: Date;
  retired_at: Date | null;
}

export interface NewCheck {
  /** The usage event the call was counted by (undefined: the access guard is off). */
  eventId: number | undefined;
  kind: 'text' | 'document';
  textSha256: Buffer;
  snapshotHash: string;
  readerVersion: number;
  answer: object;
  at: Date;
  retentionDays: number;
}

/** All database access for report keys and kept checks (the service, the CLI and start-up). */
export class ReportsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * The active signing key, made on the first call against a database: each process starting at
   * once inserts a key of its own, the unique `active` admits the first, and all read that one.
   */
  async signingKey(): Promise<{ key: SigningKey; created: boolean }> {
    const found = await this.activeKey();
    if (found) return { key: found, created: false };
    const fresh = generateSigningKey();
    const inserted = await this.db
      .insertInto('report_keys')
      .values({ key_id: fresh.keyId, public_key: fresh.publicKey, private_key: fresh.privateKey, active: true })
      .onConflict((c) => c.column('active').doNothing())
      .returning('key_id')
      .executeTakeFirst();
    const key = await this.activeKey();
    if (!key) throw new Error('no active report signing key after inserting one');
    return { key, created: !!inserted };
  }

  /**
   * Retires the active key (it stays, published by its id, for the reports it signed) and makes a
   * new one, in one transaction. Processes running keep signing with the key they read until restarted.
   */
  async rotate(now: Date): Promise<{ retired: string | undefined; key: SigningKey }> {
    const fresh = generateSigningKey();
    return this.db.transaction().execute(async (trx) => {
      const retired = await trx.updateTable('report_keys').set({ active: null, retired_at: now }).where('active', '=', true).returning('key_id').executeTakeFirst();
      await trx.insertInto('report_keys').values({ key_id: fresh.keyId, public_key: fresh.publicKey, private_key: fresh.privateKey, active: true }).execute();
      return { retired: retired?.key_id, key: fresh };
    });
  }

  private async activeKey(): Promise<SigningKey | undefined> {
    const row = await this.db.selectFrom('report_keys').select(['key_id', 'public_key', 'private_key']).where('active', '=', true).executeTakeFirst();
    return row && { keyId: row.key_id, publicKey: row.public_key, privateKey: row.private_key };
  }

  /** A key's public half and age, retired or not. */
  async publicKey(keyId: string): Promise<PublicKeyRow | undefined> {
    return this.db.selectFrom('report_keys').select(['key_id', 'public_key', 'created_at', 'retired_at']).where('key_id', '=', keyId).executeTakeFirst();
  }

  /** Every key's public half, newest first. */
  async publicKeys(): Promise<PublicKeyRow[]> {
    return this.db.selectFrom('report_keys').select(['key_id', 'public_key', 'created_at', 'retired_at']).orderBy('created_at', 'desc').orderBy('key_id').execute();
  }

  /** Stores an answered check (check_keep: one statement, expired checks pruned in passing); its id. */
  async keep(c: NewCheck): Promise<string> {
    const { rows } = await sql<{ id: string }>`SELECT check_keep(${c.eventId ?? null}::bigint, ${c.kind}, ${c.textSha256}, ${c.snapshotHash}, ${c.readerVersion}::int,
      ${JSON.stringify(c.answer)}::jsonb, ${c.at}, ${c.retentionDays}::int) AS id`.execute(this.db);
    return rows[0].id;
  }

  async check(checkId: string): Promise<CheckRow | undefined> {
    return (await this.db
      .selectFrom('checks')
      .select(['check_id', 'created_at', 'kind', 'text_sha256', 'snapshot_hash', 'reader_version', 'answer'])
      .where('check_id', '=', checkId)
      .executeTakeFirst()) as CheckRow | undefined;
  }

  /** Deletes the checks older than the retention; how many. */
  async prune(now: Date, retentionDays: number): Promise<number> {
    const { rows } = await sql<{ n: string }>`SELECT check_prune(${now}, ${retentionDays}::int) AS n`.execute(this.db);
    return Number(rows[0].n);
  }
}
