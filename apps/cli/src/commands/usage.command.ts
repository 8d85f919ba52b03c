import { AccessRepository } from '#libs/access/access.repository.js';
import { parseArgs, UsageError, type Command } from '../command.js';

/** Default report window: the last 30 days. */
const DEFAULT_DAYS = 30;

export const usageCommand: Command = {
  name: 'usage',
  usage: 'usage [--since YYYY-MM-DD]',
  summary: 'Calls per plan per South African day (counted, given back, refused)',
  async run(args, ctx) {
    const { options, positional } = parseArgs(args, ['since'], []);
    if (positional.length) throw new UsageError(`unexpected argument "${positional[0]}"`);
    const since = options.since ?? new Date(Date.now() - DEFAULT_DAYS * 86_400_000).toISOString().slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(since) || Number.isNaN(Date.parse(`${since}T00:00:00Z`)) || new Date(`${since}T00:00:00Z`).toISOString().slice(0, 10) !== since) {
      throw new UsageError(`--since must be a date YYYY-MM-DD, got "${since}"`);
    }
    const rows = await new AccessRepository((await ctx.database()).db).usageSince(since);
    const head = ['day'.padEnd(10), 'plan'.padEnd(13), 'searches', '  checks', 'released', 'over quota', 'rate limited'];
    ctx.out(head.join('  '));
    for (const r of rows) {
      ctx.out([r.day, r.plan.padEnd(13), String(r.searches).padStart(8), String(r.checks).padStart(8), String(r.released).padStart(8), String(r.quota_rejections).padStart(10), String(r.rate_rejections).padStart(12)].join('  '));
    }
    if (!rows.length) ctx.err(`No calls since ${since}.`);
    return 0;
  },
};
