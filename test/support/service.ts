import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT_DIR } from '#libs/db/paths.js';
import { freePort } from '#libs/testing/server.js';

/** The service as operators run it (`node dist/apps/api/src/main.js`), so "survives" means the process does. */
const MAIN = path.join(ROOT_DIR, 'dist', 'apps', 'api', 'src', 'main.js');

export interface Service {
  child: ChildProcess;
  base: string;
  output: string[];
  waitFor(pattern: RegExp, ms?: number): Promise<void>;
  stop(): Promise<void>;
}

/** The service process on a free port against `databaseUrl`, with its log lines collected; `env` adds to or overrides its environment. */
export async function startService(databaseUrl: string, env: Record<string, string> = {}): Promise<Service> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'log', FIRST_START_LIBRARY: 'none', TRUST_PROXY: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const waitFor = async (pattern: RegExp, ms = 60_000) => {
    const until = Date.now() + ms;
    while (!output.some((line) => pattern.test(line))) {
      if (child.exitCode !== null) throw new Error(`the service exited (${child.exitCode}):\n${output.join('\n')}`);
      if (Date.now() > until) throw new Error(`no log line matching ${pattern}:\n${output.join('\n')}`);
      await sleep(50);
    }
  };
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { child, base: `http://127.0.0.1:${port}`, output, waitFor, stop };
}

export interface Seen {
  op: 'search' | 'section' | 'check' | 'health';
  status: number;
  retryAfter: string | null;
  code?: string;
}

/**
 * Clients calling search, verify and /health in a loop until told to stop (and section reading,
 * given a query such as `doc_id=1&section=1`), spread over the services at `bases`; every answer is kept.
 */
export function load(bases: string[], authorization: string, clients: number, { section }: { section?: string } = {}) {
  const seen: Seen[] = [];
  let running = true;
  const calls = (base: string): Array<[Seen['op'], () => Promise<Response>]> => [
    ['search', () => fetch(`${base}/v1/search?q=noise+nuisance`, { headers: { authorization } })],
    ['check', () => fetch(`${base}/v1/verify`, { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body: '{"text":"See [2020] ZACC 12"}' })],
    ['health', () => fetch(`${base}/health`)],
    ...(section ? [['section', () => fetch(`${base}/v1/section?${section}`, { headers: { authorization } })] as [Seen['op'], () => Promise<Response>]] : []),
  ];
  const loops = Array.from({ length: clients }, async (_, n) => {
    const mine = calls(bases[n % bases.length]);
    for (let i = n; running; i++) {
      const [op, call] = mine[i % mine.length];
      try {
        const res = await call();
        const body = (await res.json()) as { code?: string };
        seen.push({ op, status: res.status, retryAfter: res.headers.get('retry-after'), code: body.code });
      } catch {
        seen.push({ op, status: 0, retryAfter: null });
      }
    }
  });
  return {
    seen,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}
