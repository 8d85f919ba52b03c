import { migrate, migrationStatus } from '#libs/db/migrator.js';
import type { Command } from '../command.js';

export const migrateCommand: Command = {
  name: 'migrate',
  usage: 'migrate',
  summary: 'Apply pending migrations and re-apply the SQL functions',
  async run(_args, ctx) {
    const database = await ctx.database();
    const report = await migrate(database.db);
    ctx.out(report.applied.length ? `Applied: ${report.applied.join(', ')}` : 'Migrations: up to date');
    ctx.out(`SQL function files applied: ${report.functions}`);
    return 0;
  },
};

export const dbStatusCommand: Command = {
  name: 'db:status',
  usage: 'db:status',
  summary: 'Show which database is in use and which migrations are applied',
  async run(_args, ctx) {
    const database = await ctx.database();
    ctx.out(`Database: ${database.description}`);
    const status = await migrationStatus(database.db);
    for (const m of status) ctx.out(`${m.executedAt ? 'applied ' + m.executedAt.toISOString() : 'pending                 '}  ${m.name}`);
    const pending = status.filter((m) => !m.executedAt).length;
    ctx.out(pending ? `${pending} pending: run \`npm run cli -- migrate\`` : 'All migrations applied');
    return 0;
  },
};
