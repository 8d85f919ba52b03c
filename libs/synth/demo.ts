import type { Kysely } from 'kysely';
import type { DB } from '#libs/db/schema.js';
import { synthesize, type SynthReport } from './synth.js';

/** The demo library's share of full size: about 330 documents and 860 sections, loaded in a second or two. */
export const DEMO_SCALE = 0.005;

/** Loads the synthetic demo library when the library holds no document; undefined when it was not empty. */
export async function loadDemoLibraryIfEmpty(db: Kysely<DB>): Promise<SynthReport | undefined> {
  const any = await db.selectFrom('documents').select('doc_id').limit(1).executeTakeFirst();
  if (any) return undefined;
  return synthesize(db, { scale: DEMO_SCALE, seed: 1 });
}
