import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startTestApp, type TestApp } from '../support/app.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { request } from '../support/http.js';

const REDOCLY = path.resolve('node_modules/@redocly/cli/bin/cli.js');

/**
 * Redocly CLI run offline: no telemetry, no update check (it would ask the npm registry), no
 * config file but the recommended ruleset, in a folder of its own.
 */
const OFFLINE = { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', CI: 'true' };

describe("the published OpenAPI description passes Redocly's recommended rules", () => {
  let t: TestDatabase;
  let app: TestApp;
  let doc: any;
  let dir: string;
  beforeAll(async () => {
    t = await createTestDatabase();
    app = await startTestApp(t.url);
    doc = (await request(`${app.baseUrl}/v1/openapi.json`)).body;
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vsl-redocly-'));
  });
  afterAll(async () => {
    await app?.close();
    await t?.drop();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it('with no errors', async () => {
    const file = path.join(dir, 'openapi.json');
    await fs.writeFile(file, JSON.stringify(doc));
    const run = await promisify(execFile)(process.execPath, [REDOCLY, 'lint', file, '--extends', 'recommended', '--format', 'json'], { cwd: dir, env: { ...process.env, ...OFFLINE } }).catch(
      (err: { stdout: string; stderr: string }) => err,
    );
    const report = JSON.parse(run.stdout);
    const errors = report.problems.filter((p: { severity: string }) => p.severity === 'error').map((p: { ruleId: string; message: string }) => `${p.ruleId}: ${p.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it('marks every operation as taking the Bearer key or none, and gives each a summary and the servers', () => {
    expect(doc.servers.length).toBeGreaterThan(0);
    for (const [route, item] of Object.entries(doc.paths) as Array<[string, Record<string, any>]>) {
      for (const operation of Object.values(item)) {
        expect({ route, summary: typeof operation.summary }).toEqual({ route, summary: 'string' });
        const expected = route.startsWith('/v1/') ? [{ bearerAuth: [] }, {}] : [{}];
        expect({ route, security: operation.security }).toEqual({ route, security: expected });
      }
    }
  });
});
