import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig } from '#libs/config/config.js';
import { connect, openDatabase, waitForDatabase } from '#libs/db/database.js';
import { migrate } from '#libs/db/migrator.js';
import { ReportsRepository } from '#libs/reports/reports.repository.js';
import { loadFirstStartLibrary } from '#libs/starter/first-start.js';
import { createApp, jsonLogger } from './app.factory.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${err.message}\n`);
      process.exit(2);
    }
    throw err;
  }
  Logger.overrideLogger(jsonLogger(config.logLevel));
  const logger = new Logger('main');
  const database = await openDatabase(config, logger);
  logger.log(`Database: ${database.description}`);
  database.reads.useLog(new Logger('replicas'));
  if (database.reads.configured) {
    logger.log(`Reads (search, section, verify): ${database.reads.configured} streaming replica(s) from DATABASE_REPLICA_URLS, out of rotation past ${config.replicaMaxLagMs} ms of lag; writes and access decisions on the primary`);
  }
  await waitForDatabase(database.db, logger);
  if (config.migrateOnStart) {
    // Its own connection, without the request statement timeout: an index build may take a while.
    const admin = connect(database.url, 1);
    const report = await migrate(admin.db).finally(() => admin.db.destroy());
    logger.log(`Migrations: ${report.applied.length ? `applied ${report.applied.join(', ')}` : 'up to date'}; ${report.functions} SQL function files applied`);
  }
  // The embedded database gets the starter library by default; a configured server only when
  // FIRST_START_LIBRARY says so (docker-compose.yml does), as it is the operator's.
  if (config.firstStartLibrary !== 'none') {
    const admin = connect(database.url, 1);
    const lines = await loadFirstStartLibrary(admin.db, config.firstStartLibrary).finally(() => admin.db.destroy());
    for (const line of lines) logger.log(line);
    if (lines.length) logger.log('Import more with `npm run cli -- import <file or directory>` (FIRST_START_LIBRARY=none starts empty)');
  }
  // The key reports are signed with: made on the first start against this database, kept in it.
  const { key, created } = await new ReportsRepository(database.db).signingKey();
  logger.log(`Report signing key ${key.keyId} (Ed25519)${created ? ', made on this first start' : ''}: published at /v1/report-key`);
  const app = await createApp({ config, database });
  app.enableShutdownHooks();
  await app.listen(config.port, config.host);
  logger.log(`Serving on http://${config.host}:${config.port} (REST /v1, OpenAPI /v1/openapi.json, docs /docs)`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.log(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  process.stderr.write(`Start-up failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
