import { AccessRepository, ACCESS_ERRORS, sqlState, type KeyRow } from '#libs/access/access.repository.js';
import { generateKey } from '#libs/access/keys.js';
import { parseArgs, UsageError, type CliContext, type Command } from '../command.js';

/** Unique-prefix clashes are 1 in 2^48 per pair; a few retries make a failed create practically impossible. */
const CREATE_ATTEMPTS = 3;

async function repository(ctx: CliContext): Promise<AccessRepository> {
  return new AccessRepository((await ctx.database()).db);
}

function keyLine(k: KeyRow): string {
  const state = k.revoked_at ? `revoked ${k.revoked_at.toISOString()}` : 'active';
  return [String(k.key_id).padStart(4), k.prefix.padEnd(13), k.plan.padEnd(13), k.created_at.toISOString(), state.padEnd(32), k.label].join('  ');
}

async function create(args: string[], ctx: CliContext): Promise<number> {
  const { options, flags, positional } = parseArgs(args, ['plan', 'label'], ['json']);
  if (positional.length) throw new UsageError(`unexpected argument "${positional[0]}"`);
  const plan = options.plan?.trim();
  const label = options.label?.trim();
  if (!plan) throw new UsageError('--plan is required');
  if (!label) throw new UsageError('--label is required (who or what the key is for)');
  const repo = await repository(ctx);
  const plans = (await repo.listPlans()).map((p) => p.plan);
  if (!plans.includes(plan)) throw new UsageError(`unknown plan "${plan}" (plans: ${plans.join(', ')})`);
  for (let attempt = 1; ; attempt++) {
    const fresh = generateKey();
    try {
      const row = await repo.createKey(fresh.prefix, fresh.hash, plan, label);
      if (flags.has('json')) {
        ctx.out(JSON.stringify({ key: fresh.key, key_id: row.key_id, prefix: row.prefix, plan: row.plan, label: row.label, created_at: row.created_at }));
      } else {
        ctx.out(fresh.key);
        ctx.err(`Key ${row.key_id} (${row.prefix}) on plan ${row.plan} for "${row.label}". It is shown only now: store it safely.`);
      }
      return 0;
    } catch (err) {
      if (sqlState(err) !== '23505' || attempt >= CREATE_ATTEMPTS) throw err;
    }
  }
}

async function list(args: string[], ctx: CliContext): Promise<number> {
  const { positional } = parseArgs(args, [], []);
  if (positional.length) throw new UsageError(`unexpected argument "${positional[0]}"`);
  const keys = await (await repository(ctx)).listKeys();
  ctx.out(['  id', 'prefix'.padEnd(13), 'plan'.padEnd(13), 'created'.padEnd(24), 'state'.padEnd(32), 'label'].join('  '));
  for (const k of keys) ctx.out(keyLine(k));
  if (!keys.length) ctx.err('No keys yet: npm run cli -- keys create --plan <plan> --label <text>');
  return 0;
}

async function revoke(args: string[], ctx: CliContext): Promise<number> {
  const { positional } = parseArgs(args, [], []);
  if (positional.length !== 1) throw new UsageError('name one key: its id or its prefix (vsl_ and 8 characters)');
  try {
    const row = await (await repository(ctx)).revokeKey(positional[0], new Date());
    ctx.out(`Revoked: ${keyLine(row)}`);
    return 0;
  } catch (err) {
    if (sqlState(err) === ACCESS_ERRORS.notFound) throw new UsageError(`no key with id or prefix "${positional[0]}" (see keys list)`);
    throw err;
  }
}

const SUBCOMMANDS: Record<string, (args: string[], ctx: CliContext) => Promise<number>> = { create, list, revoke };

export const keysCommand: Command = {
  name: 'keys',
  usage: 'keys create --plan <plan> --label <text> [--json] | keys list | keys revoke <id or prefix>',
  summary: 'Issue (shown once), list and revoke API keys',
  async run([sub, ...args], ctx) {
    const fn = sub ? SUBCOMMANDS[sub] : undefined;
    if (!fn) throw new UsageError(sub ? `unknown keys subcommand "${sub}"` : 'keys needs a subcommand: create, list or revoke');
    return fn(args, ctx);
  },
};
