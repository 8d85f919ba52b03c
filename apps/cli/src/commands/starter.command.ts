import fs from 'node:fs';
import { sharedDataDir, STARTER_DIR } from '#libs/db/paths.js';
import { buildStarter } from '#libs/starter/starter.js';
import { UsageError, parseArgs, type Command } from '../command.js';

export const starterCommand: Command = {
  name: 'starter',
  usage: 'starter build [--from <data dir>] [--out <dir>]',
  summary: 'Build the starter library (data/starter) from the real data (default SHARED_DATA_DIR, ../shared/data)',
  async run(args, ctx) {
    const { positional, options } = parseArgs(args, ['from', 'out']);
    if (positional.length !== 1 || positional[0] !== 'build') throw new UsageError('the only subcommand is build');
    const from = options.from ?? sharedDataDir();
    const out = options.out ?? STARTER_DIR;
    if (!fs.existsSync(from)) throw new UsageError(`no such directory: ${from}`);
    const summary = buildStarter(from, out);
    for (const p of summary.parts) ctx.out(`  ${p.name.padEnd(24)} ${String(p.documents).padStart(4)} documents ${String(p.records).padStart(4)} Act records ${(p.bytes / 1024).toFixed(0).padStart(6)} KB`);
    ctx.out(`Starter library written to ${out}: ${(summary.bytes / 1024 / 1024).toFixed(2)} MB compressed`);
    return 0;
  },
};
