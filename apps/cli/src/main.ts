import { ConfigError, loadConfig } from '#libs/config/config.js';
import { openDatabase, type Database } from '#libs/db/database.js';
import { UsageError, type CliContext } from './command.js';
import { COMMANDS } from './commands/index.js';

function help(): string {
  const width = Math.max(...COMMANDS.map((c) => c.usage.length));
  return ['Usage: npm run cli -- <command> [options]', '', 'Commands:', ...COMMANDS.map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`)].join('\n');
}

export async function runCli(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    process.stdout.write(help() + '\n');
    return name ? 0 : 2;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    process.stderr.write(`Unknown command "${name}".\n\n${help()}\n`);
    return 2;
  }
  // Admin commands (imports, migrations) may run long statements: no request statement timeout.
  // They write, or must read exactly what is written: the primary only, never a replica.
  const config = { ...loadConfig(), statementTimeoutMs: 0, replicaUrls: [] };
  let database: Database | undefined;
  const log = { log: (m: string) => process.stderr.write(m + '\n'), warn: (m: string) => process.stderr.write(m + '\n') };
  const ctx: CliContext = {
    config,
    database: async () => (database ??= await openDatabase(config, log)),
    out: (line) => process.stdout.write(line + '\n'),
    err: (line) => process.stderr.write(line + '\n'),
  };
  try {
    return await command.run(args, ctx);
  } catch (err) {
    if (err instanceof UsageError) {
      process.stderr.write(`${err.message}\nUsage: npm run cli -- ${command.usage}\n`);
      return 2;
    }
    throw err;
  } finally {
    await database?.close();
  }
}

runCli(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    process.stderr.write(`${err instanceof ConfigError ? 'Configuration error' : 'Error'}: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
