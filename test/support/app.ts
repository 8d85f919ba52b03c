import 'reflect-metadata';
import type { DynamicModule, INestApplication, Type } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import { loadConfig, type AppConfig } from '#libs/config/config.js';
import { urlDatabase, type Database } from '#libs/db/database.js';
import { createApp } from '../../apps/api/src/app.factory.js';
import type { Clock } from '../../apps/api/src/common/tokens.js';

export interface TestApp {
  app: INestApplication;
  /** Base URL of the listening server, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  config: AppConfig;
  database: Database;
  close(): Promise<void>;
}

/**
 * The real app on a real port, against the given database; no part of it is mocked. `imports`
 * mounts extra modules (a test's own routes) beside the app's.
 */
export async function startTestApp(
  databaseUrl: string,
  env: Record<string, string> = {},
  clock?: Clock,
  imports: Array<Type | DynamicModule> = [],
): Promise<TestApp> {
  const config = loadConfig({ LOG_LEVEL: 'error', ...env, DATABASE_URL: databaseUrl });
  const database: Database = urlDatabase(databaseUrl, { ...config, dbPoolSize: Math.min(config.dbPoolSize, 5) }, 'test database');
  const app = await createApp({ config, database, clock, imports, logger: false });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    config,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
