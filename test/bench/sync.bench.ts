import { connect } from '#libs/db/database.js';
import { migrate } from '#libs/db/migrator.js';
import { syncLawsAfrica, type SyncReport } from '#libs/sync/laws-africa.sync.js';
import { adminQuery, withDatabase } from '#libs/testing/server.js';
import { LawsAfricaStub, bylawWorks, nationalWorks } from '../support/laws-africa-stub.js';
import { option } from './search.bench.js';

const PLACES = ['za', 'za-cpt', 'za-eth', 'za-jhb', 'za-wc011', 'za-wc033'];

/**
 * `npm run bench -- sync [--admin URL] [--rate 5]`: `sync laws-africa` into a fresh database
 * (`vsl_bench_sync`, dropped first) against the test stub of the Content API on 127.0.0.1, serving
 * the real data's works (the Constitution, the National Assembly Rules, every by-law): a first sync
 * at the default rate limit and at 100 requests a second, then a second sync (lists only).
 */
export async function syncBench(args: string[]): Promise<void> {
  const admin = option(args, 'admin', 'postgres://postgres@127.0.0.1:5432/postgres');
  const rate = Number(option(args, 'rate', '5'));
  const stub = new LawsAfricaStub('bench-token', [...nationalWorks(), ...PLACES.slice(1).flatMap((p) => bylawWorks(p))]);
  await stub.start();
  const line = (label: string, r: SyncReport) => {
    const works = r.added.length + r.changed.length + r.unchanged + r.skipped.length;
    process.stdout.write(
      `${label.padEnd(36)} ${works} works (${r.added.length} added, ${r.skipped.length} stubs) in ${(r.ms / 1000).toFixed(1)} s: ${((works * 1000) / r.ms).toFixed(1)} works/s, ${r.requests} requests\n`,
    );
  };
  try {
    for (const perSecond of [rate, 100]) {
      await adminQuery(admin, 'DROP DATABASE IF EXISTS vsl_bench_sync WITH (FORCE)');
      await adminQuery(admin, 'CREATE DATABASE vsl_bench_sync');
      const { db } = connect(withDatabase(admin, 'vsl_bench_sync'), 2);
      try {
        await migrate(db);
        const options = { baseUrl: stub.base, token: 'bench-token', places: PLACES, ratePerSecond: perSecond };
        line(`first sync, ${perSecond} requests/s`, await syncLawsAfrica(db, options));
        line(`second sync, ${perSecond} requests/s`, await syncLawsAfrica(db, options));
      } finally {
        await db.destroy();
      }
    }
    await adminQuery(admin, 'DROP DATABASE IF EXISTS vsl_bench_sync WITH (FORCE)');
  } finally {
    await stub.stop();
  }
}
