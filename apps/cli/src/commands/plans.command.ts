import { AccessRepository, ACCESS_ERRORS, sqlState, type PlanChange, type PlanRow } from '#libs/access/access.repository.js';
import { parseArgs, UsageError, type CliContext, type Command } from '../command.js';

function planLine(p: PlanRow): string {
  return [p.plan.padEnd(13), p.period.padEnd(6), String(p.searches).padStart(9), String(p.checks).padStart(9), String(p.per_minute).padStart(10)].join('  ');
}

function count(name: string, raw: string | undefined, min: number): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d{1,9}$/.test(raw)) throw new UsageError(`--${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min) throw new UsageError(`--${name} must be at least ${min}`);
  return value;
}

async function list(args: string[], ctx: CliContext): Promise<number> {
  const { positional } = parseArgs(args, [], []);
  if (positional.length) throw new UsageError(`unexpected argument "${positional[0]}"`);
  const plans = await new AccessRepository((await ctx.database()).db).listPlans();
  ctx.out(['plan'.padEnd(13), 'period', 'searches'.padStart(9), 'checks'.padStart(9), 'per minute'].join('  '));
  for (const p of plans) ctx.out(planLine(p));
  return 0;
}

async function set(args: string[], ctx: CliContext): Promise<number> {
  const { options, positional } = parseArgs(args, ['searches', 'checks', 'per-minute', 'period'], []);
  if (positional.length !== 1) throw new UsageError('name one plan');
  const period = options.period;
  if (period !== undefined && period !== 'day' && period !== 'month') throw new UsageError(`--period must be day or month, got "${period}"`);
  const change: PlanChange = {
    period,
    searches: count('searches', options.searches, 0),
    checks: count('checks', options.checks, 0),
    perMinute: count('per-minute', options['per-minute'], 1),
  };
  if (Object.values(change).every((v) => v === undefined)) throw new UsageError('nothing to change: give --searches, --checks, --per-minute or --period');
  try {
    const row = await new AccessRepository((await ctx.database()).db).setPlan(positional[0], change);
    ctx.out(planLine(row));
    return 0;
  } catch (err) {
    if (sqlState(err) === ACCESS_ERRORS.notFound) throw new UsageError(`unknown plan "${positional[0]}" (see plans list)`);
    throw err;
  }
}

export const plansCommand: Command = {
  name: 'plans',
  usage: 'plans list | plans set <plan> [--searches N] [--checks N] [--per-minute N] [--period day|month]',
  summary: 'Show or change the allowances and request rate of each plan',
  async run([sub, ...args], ctx) {
    if (sub === 'list') return list(args, ctx);
    if (sub === 'set') return set(args, ctx);
    throw new UsageError(sub ? `unknown plans subcommand "${sub}"` : 'plans needs a subcommand: list or set');
  },
};
