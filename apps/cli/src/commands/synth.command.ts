import { synthesize } from '#libs/synth/synth.js';
import { UsageError, parseArgs, type Command } from '../command.js';
import { terminalProgress } from '../progress.js';

export const synthCommand: Command = {
  name: 'synth',
  usage: 'synth --scale <s> [--seed <n>]',
  summary: 'Load the synthetic library (labelled "(synthetic)", URLs under example.invalid); --scale 1 is full size',
  async run(args, ctx) {
    const { options } = parseArgs(args, ['scale', 'seed']);
    const scale = Number(options.scale);
    if (!options.scale || !Number.isFinite(scale) || scale <= 0 || scale > 10) throw new UsageError('--scale must be a number above 0 and at most 10');
    const seed = options.seed === undefined ? 1 : Number(options.seed);
    if (!Number.isInteger(seed)) throw new UsageError('--seed must be an integer');
    const database = await ctx.database();
    const report = await synthesize(database.db, {
      scale,
      seed,
      onProgress: terminalProgress('synth', 'documents'),
    });
    const docs = Object.entries(report.documents).map(([t, n]) => `${t} ${n}`).join(', ');
    ctx.out(`Synthetic library (scale ${scale}, seed ${seed}) loaded in ${(report.ms / 1000).toFixed(1)} s`);
    ctx.out(`  documents: ${docs}`);
    ctx.out(`  sections ${report.sections}, judgment paragraphs ${report.paragraphs}, Act records ${report.records}`);
    if (report.compacted) ctx.out('  term index rebuilt after the load');
    return 0;
  },
};
