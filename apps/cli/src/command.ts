import type { AppConfig } from '#libs/config/config.js';
import type { Database } from '#libs/db/database.js';

/** What every CLI command gets: the same configuration and database selection as the server. */
export interface CliContext {
  config: AppConfig;
  /** Opens the database on first use (a command that needs none never starts a server). */
  database(): Promise<Database>;
  out(line: string): void;
  err(line: string): void;
}

export interface Command {
  name: string;
  usage: string;
  summary: string;
  /** Resolves to the process exit code. */
  run(args: string[], ctx: CliContext): Promise<number>;
}

/** Thrown for wrong arguments: the CLI prints the message and the command's usage, exit code 2. */
export class UsageError extends Error {}

/** `--name value` / `--flag` options and positional arguments. */
export function parseArgs(args: string[], valued: string[], flags: string[] = []) {
  const options: Record<string, string> = {};
  const set = new Set<string>();
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (flags.includes(name) && inline === undefined) {
      set.add(name);
    } else if (valued.includes(name)) {
      const value = inline ?? args[++i];
      if (value === undefined) throw new UsageError(`--${name} needs a value`);
      options[name] = value;
    } else {
      throw new UsageError(`unknown option --${name}`);
    }
  }
  return { options, flags: set, positional };
}
