import { afterAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '#libs/config/config.js';
import { connect } from '#libs/db/database.js';
import { ROOT_DIR } from '#libs/db/paths.js';
import { asPostgres, localServer, PG_BIN, postgresTempDir, replicationUnavailable, type LocalServer } from '#libs/testing/replication.js';
import { freePort } from '#libs/testing/server.js';
import { createTestDatabase } from '../support/database.js';

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

/**
 * The part of YAML docker-compose.yml is written in: block mappings and `- ` lists by indentation,
 * flow lists as JSON, plain or quoted scalars, whole-line comments. Enough to read the fields
 * checked below; a construct outside it fails the test rather than being misread.
 */
function readYaml(text: string): any {
  const lines = text.split('\n').map((raw) => ({ indent: raw.search(/\S/), text: raw.trim() })).filter((l) => l.indent >= 0 && !l.text.startsWith('#'));
  let i = 0;
  const scalar = (v: string): unknown => {
    if (v.startsWith('[')) return JSON.parse(v);
    if (/^".*"$/.test(v) || /^'.*'$/.test(v)) return v.slice(1, -1);
    if (/[{}&*!|>]/.test(v[0] ?? '')) throw new Error(`unsupported YAML: ${v}`);
    return v;
  };
  const block = (indent: number): any => {
    if (lines[i].text.startsWith('- ')) {
      const list: unknown[] = [];
      while (i < lines.length && lines[i].indent === indent && lines[i].text.startsWith('- ')) list.push(scalar(lines[i++].text.slice(2)));
      return list;
    }
    const map: Record<string, unknown> = {};
    while (i < lines.length && lines[i].indent === indent) {
      const m = /^([\w.-]+):(?: (.*))?$/.exec(lines[i++].text);
      if (!m) throw new Error(`unsupported YAML: ${lines[i - 1].text}`);
      map[m[1]] = m[2] !== undefined ? scalar(m[2]) : i < lines.length && lines[i].indent > indent ? block(lines[i].indent) : null;
    }
    return map;
  };
  const doc = block(0);
  if (i !== lines.length) throw new Error(`unsupported YAML at: ${lines[i].text}`);
  return doc;
}

/** .dockerignore's patterns as Docker reads them: a path is left out when it or a folder above it matches. */
function dockerIgnored(patterns: string[], file: string): boolean {
  const WILDCARDS: Record<string, string> = { '**/': '(?:.*/)?', '**': '.*', '*': '[^/]*', '?': '[^/]' };
  const regex = (p: string) =>
    new RegExp(`^${p.split(/(\*\*\/|\*\*|\*|\?)/).map((part) => WILDCARDS[part] ?? part.replace(/[.+^${}()|[\]\\]/g, '\\$&')).join('')}$`);
  const parts = file.split('/');
  let ignored = false;
  for (const p of patterns) {
    const negated = p.startsWith('!');
    const re = regex(negated ? p.slice(1) : p);
    if (parts.some((_, k) => re.test(parts.slice(0, k + 1).join('/')))) ignored = !negated;
  }
  return ignored;
}

const read = (file: string) => readFileSync(path.join(ROOT_DIR, file), 'utf8');

describe('docker-compose.yml, the Dockerfile and .dockerignore, read against the code', () => {
  const compose = readYaml(read('docker-compose.yml'));
  const services = compose.services as Record<string, any>;
  const dockerignore = read('.dockerignore').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  const dockerfile = read('Dockerfile').replace(/\\\n/g, ' ');
  /** Each stage's COPY sources (not --from copies), in order. */
  const stages = dockerfile.split(/^FROM /m).slice(1).map((stage) =>
    [...stage.matchAll(/^COPY (?!--from)(.+)$/gm)].map((m) => m[1].trim().split(/\s+/).slice(0, -1)),
  );
  /** The commands README's Deployment section runs in the containers, without `docker compose exec|run ... <service>`. */
  const deployment = read('README.md').split('## Deployment')[1];
  const inContainers = [...deployment.matchAll(/^docker compose (?:exec|run --rm(?: -v \S+)?) (\w[\w-]*) (.+)$/gm)].map((m) => ({ service: m[1], command: m[2] }));

  it('runs the primary, a replica and the API', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'db', 'db-replica']);
  });

  it("sets only variables the API's configuration reads, with values it accepts, and the starter library on first start", () => {
    const env = Object.fromEntries(Object.entries(services.api.environment).map(([k, v]) => [k, String(v)]));
    const seen = new Set<string>();
    const config = loadConfig(new Proxy(env, { get: (target, name: string) => (seen.add(name), target[name]) }));
    expect(Object.keys(env).filter((name) => !seen.has(name))).toEqual([]);
    expect(config).toMatchObject({ replicaUrls: [expect.stringContaining('@db-replica:')], firstStartLibrary: 'starter', port: 3000 });
    expect(new URL(config.databaseUrl!).hostname).toBe('db');
    // The user, password and database of the URLs are the primary's (the replica is its copy).
    const db = services.db.environment;
    for (const u of [config.databaseUrl!, ...config.replicaUrls]) {
      const url = new URL(u);
      expect([url.username, url.password, url.pathname.slice(1), url.port]).toEqual([db.POSTGRES_USER, db.POSTGRES_PASSWORD, db.POSTGRES_DB, '5432']);
    }
    expect(Object.keys(services.api.depends_on).sort()).toEqual(['db', 'db-replica']);
  });

  it("sets on the databases only what the official image or the mounted script reads; every mounted file exists and runs", () => {
    const IMAGE = ['POSTGRES_USER', 'POSTGRES_PASSWORD', 'POSTGRES_DB', 'PGDATA'];
    for (const name of ['db', 'db-replica']) {
      const scripts = (services[name].volumes as string[]).filter((v) => v.startsWith('./')).map((v) => v.split(':'));
      expect(scripts.length).toBeGreaterThan(0);
      const texts = scripts.map(([host]) => readFileSync(path.join(ROOT_DIR, host), 'utf8'));
      for (const [host] of scripts) expect(existsSync(path.join(ROOT_DIR, host)) && (readFileSync(path.join(ROOT_DIR, host), 'utf8').startsWith('#!/bin/sh'))).toBe(true);
      for (const variable of Object.keys(services[name].environment)) {
        expect([variable, IMAGE.includes(variable) || texts.some((t) => t.includes(`$${variable}`) || t.includes(`\${${variable}`))]).toEqual([variable, true]);
      }
    }
    // The replica's entrypoint is its mounted script; the primary's runs where the image runs init scripts.
    expect(services['db-replica'].volumes).toContain(`./docker/postgres/replica.sh:${services['db-replica'].entrypoint[0]}:ro`);
    expect(services.db.volumes.some((v: string) => /^\.\/docker\/postgres\/primary-init\.sh:\/docker-entrypoint-initdb\.d\/[^:]+\.sh:ro$/.test(v))).toBe(true);
  });

  it('copies into the image only paths that exist and that .dockerignore leaves in', () => {
    const sources = stages.flat().flat();
    expect(sources.length).toBeGreaterThan(5);
    for (const source of sources) expect([source, existsSync(path.join(ROOT_DIR, source)), dockerIgnored(dockerignore, source)]).toEqual([source, true, false]);
    for (const left of ['node_modules', 'dist', '.data/postgres', '.git', 'coverage', 'libs/x/node_modules', 'npm-debug.log']) expect([left, dockerIgnored(dockerignore, left)]).toEqual([left, true]);
    // The command the image runs is the API's compiled entry point.
    expect(dockerfile).toMatch(/^CMD \["node", "dist\/apps\/api\/src\/main\.js"\]$/m);
    expect(existsSync(path.join(ROOT_DIR, 'apps/api/src/main.ts'))).toBe(true);
  });

  it("the image's build stage compiles from exactly what it copies", async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'vsl-image-'));
    try {
      for (const source of stages[0].flat()) await fs.cp(path.join(ROOT_DIR, source), path.join(root, source), { recursive: true });
      await fs.symlink(path.join(ROOT_DIR, 'node_modules'), path.join(root, 'node_modules'));
      expect(dockerfile).toMatch(/^RUN npm run build /m);
      const build = JSON.parse(read('package.json')).scripts.build.split(' ');
      expect(build[0]).toBe('node');
      await run(process.execPath, build.slice(1), { cwd: root });
      for (const entry of ['dist/apps/api/src/main.js', 'dist/apps/cli/src/main.js', 'dist/test/bench/main.js']) expect(existsSync(path.join(root, entry))).toBe(true);
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  }, 300_000);

  it("README's commands in the containers name real services, and the API's run (here without Docker) against a database", async () => {
    expect(inContainers.map((c) => c.service)).toEqual(['api', 'api', 'db', 'db']);
    for (const { service } of inContainers) expect(Object.keys(services)).toContain(service);
    const t = await createTestDatabase();
    try {
      const env = { ...process.env, DATABASE_URL: t.url, FIRST_START_LIBRARY: 'none' };
      const shell = (command: string) => run('/bin/sh', ['-c', command], { cwd: ROOT_DIR, env });
      const [key, , ...psql] = inContainers.map((c) => c.command);
      const created = await shell(key);
      expect(created.stdout.trim()).toMatch(/^vsl_[\w-]{43}$/);
      // The importer's command, on a folder of the starter library's.
      await shell(inContainers[1].command.replace('/data', path.join(ROOT_DIR, 'data/starter/constitution')));
      const { db } = connect(t.url, 1);
      try {
        expect(Number((await sql<{ n: string }>`SELECT count(*) AS n FROM documents`.execute(db)).rows[0].n)).toBeGreaterThan(0);
        // psql's -U and -d are the compose file's; the SQL runs as written.
        for (const command of psql) {
          const m = /^psql -U (\S+) -d (\S+) -c '([^']+)'$/.exec(command)!;
          expect([m[1], m[2]]).toEqual([services.db.environment.POSTGRES_USER, services.db.environment.POSTGRES_DB]);
          await sql.raw(m[3]).execute(db);
        }
      } finally {
        await db.destroy();
      }
    } finally {
      await t.drop();
    }
  }, 120_000);
});
