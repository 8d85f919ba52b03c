import fs from 'node:fs';
import { STARTER_DIR } from '#libs/db/paths.js';
import { formatProblem } from '#libs/importers/batch.js';
import { formatReport, importPaths } from '#libs/importers/importer.js';
import { UsageError, parseArgs, type Command } from '../command.js';
import { terminalProgress } from '../progress.js';

export const importCommand: Command = {
  name: 'import',
  usage: 'import <file or directory>... | --starter [--verbose]',
  summary: 'Import library files (interchange JSON Lines, Akoma Ntoso, constitution app, case, judgment, Gazette and Bill data), or the starter library',
  async run(args, ctx) {
    const { positional, flags } = parseArgs(args, [], ['verbose', 'starter']);
    if (flags.has('starter')) positional.push(STARTER_DIR);
    if (!positional.length) throw new UsageError('name at least one file or directory, or --starter');
    for (const p of positional) if (!fs.existsSync(p)) throw new UsageError(`no such file or directory: ${p}`);
    const database = await ctx.database();
    const report = await importPaths(database.db, positional, { onProgress: terminalProgress('import', 'documents and records') });
    for (const line of formatReport(report)) ctx.out(line);
    if (flags.has('verbose')) for (const s of report.skipped) ctx.out(`skipped: ${formatProblem(s)}`);
    if (report.rejected.length) {
      ctx.err(`${report.rejected.length} rejected: see the lines above`);
      return 1;
    }
    return 0;
  },
};
