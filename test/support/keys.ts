import { AccessRepository } from '#libs/access/access.repository.js';
import { generateKey } from '#libs/access/keys.js';
import type { TestDatabase } from './database.js';

/** A key made through the same repository the CLI uses; returns the Authorization header. */
export async function issueKey(database: Pick<TestDatabase, 'db'>, plan: string, label = 'test'): Promise<{ authorization: string; key: string; keyId: number; prefix: string }> {
  const fresh = generateKey();
  const row = await new AccessRepository(database.db).createKey(fresh.prefix, fresh.hash, plan, label);
  return { authorization: `Bearer ${fresh.key}`, key: fresh.key, keyId: row.key_id, prefix: row.prefix };
}
