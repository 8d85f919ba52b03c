import { afterAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { connect } from '#libs/db/database.js';
import { ROOT_DIR } from '#libs/db/paths.js';
import { asPostgres, localServer, PG_BIN, postgresTempDir, replicationUnavailable, type LocalServer } from '#libs/testing/replication.js';
import { freePort } from '#libs/testing/server.js';

/**
 * docker-compose.yml's replica set-up, without Docker: docker/postgres/primary-init.sh run against
 * a primary made as the official image makes one (password authentication, `host all all all
 * scram-sha-256`), then docker/postgres/replica.sh run as root, as in its container, with the
 * image's `gosu` and `docker-entrypoint.sh` stood in for. The replica it copies must stream.
 */
const run = promisify(execFile);
const missing = replicationUnavailable() ?? (process.getuid?.() === 0 ? undefined : 'the compose scripts run as root (as in their containers)');
const skipping = missing !== undefined && process.env.SKIP_REPLICA_TESTS === '1';
if (skipping) process.stderr.write(`Compose replica script test SKIPPED (SKIP_REPLICA_TESTS=1): ${missing}\n`);

(missing && !skipping ? describe : describe.skip)('docker-compose replica scripts: the tools are here', () => {
  it('has the PostgreSQL server binaries and root', () => {
    throw new Error(`${missing}. Set SKIP_REPLICA_TESTS=1 to skip the replica tests knowingly.`);
  });
});

(missing ? describe.skip : describe)('docker-compose replica scripts', () => {
  const servers: LocalServer[] = [];
  let root: string;

  afterAll(async () => {
    for (const s of servers) if (s.running()) await s.stop('immediate').catch(() => undefined);
    if (root) await fs.rm(root, { recursive: true, force: true });
  }, 60_000);

  it('primary-init.sh lets a replicator in; replica.sh copies the primary with pg_basebackup -R and the copy streams', async () => {
    root = await postgresTempDir();
    const primary = localServer('primary', root, await freePort(), []);
    servers.push(primary);
    await fs.writeFile(path.join(root, 'password'), 'vsl-password\n', { mode: 0o644 });
    await asPostgres(path.join(PG_BIN, 'initdb'), ['-D', primary.dataDir, '-U', 'vsl', `--pwfile=${path.join(root, 'password')}`, '-A', 'scram-sha-256', '--auth-local=trust', '-E', 'UTF8', '--no-instructions']);
    // The official image's pg_hba.conf: sockets trusted, every host connection by password.
    await fs.writeFile(path.join(primary.dataDir, 'pg_hba.conf'), 'local all all trust\nhost all all all scram-sha-256\n');
    await primary.start();
    const env = { PATH: `${PG_BIN}:${process.env.PATH}`, PGHOST: root, PGPORT: String(primary.port), POSTGRES_USER: 'vsl', POSTGRES_DB: 'postgres', PGDATA: primary.dataDir, REPLICATION_PASSWORD: 'replicator-password' };
    await asPostgres('/bin/sh', [path.join(ROOT_DIR, 'docker', 'postgres', 'primary-init.sh')], env);
    await asPostgres(path.join(PG_BIN, 'pg_ctl'), ['reload', '-D', primary.dataDir]);

    // The image's gosu and entrypoint stood in for: the entrypoint only records what it was given.
    const bin = path.join(root, 'bin');
    await fs.mkdir(bin);
    await fs.writeFile(path.join(bin, 'gosu'), '#!/bin/sh\nu="$1"; shift; exec runuser -u "$u" -- "$@"\n', { mode: 0o755 });
    await fs.writeFile(path.join(bin, 'docker-entrypoint.sh'), `#!/bin/sh\necho "$@" > ${path.join(root, 'entrypoint-args')}\n`, { mode: 0o755 });
    const replica = localServer('replica', root, await freePort(), ['-c', 'hot_standby_feedback=on']);
    const script = path.join(ROOT_DIR, 'docker', 'postgres', 'replica.sh');
    await run('/bin/sh', [script, 'postgres', '-c', 'hot_standby_feedback=on'], {
      env: { ...process.env, PATH: `${bin}:${PG_BIN}:${process.env.PATH}`, PRIMARY_HOST: '127.0.0.1', PRIMARY_PORT: String(primary.port), REPLICATION_PASSWORD: 'replicator-password', PGDATA: replica.dataDir },
    });
    expect((await fs.readFile(path.join(root, 'entrypoint-args'), 'utf8')).trim()).toBe('postgres -c hot_standby_feedback=on');
    servers.push(replica);
    await replica.start();

    const onPrimary = connect(primary.url('postgres').replace('postgres@', 'vsl:vsl-password@'), 1).db;
    const onReplica = connect(replica.url('postgres').replace('postgres@', 'vsl:vsl-password@'), 1).db;
    try {
      const { rows } = await sql<{ recovery: boolean; status: string }>`SELECT pg_is_in_recovery() AS recovery, (SELECT status FROM pg_stat_wal_receiver) AS status`.execute(onReplica);
      expect(rows[0]).toEqual({ recovery: true, status: 'streaming' });
      await sql`CREATE TABLE streamed AS SELECT 42 AS answer`.execute(onPrimary);
      const until = Date.now() + 10_000;
      let seen: unknown[] = [];
      while (!seen.length && Date.now() < until) {
        seen = (await sql`SELECT answer FROM streamed`.execute(onReplica).catch(() => ({ rows: [] }))).rows;
        if (!seen.length) await sleep(100);
      }
      expect(seen).toEqual([{ answer: 42 }]);
    } finally {
      await onPrimary.destroy();
      await onReplica.destroy();
    }
  }, 60_000);
});
