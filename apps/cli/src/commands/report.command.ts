import fs from 'node:fs/promises';
import { ReportsRepository } from '#libs/reports/reports.repository.js';
import { rawPublicKey, splitSigned, verifySigned } from '#libs/reports/signing.js';
import { parseArgs, UsageError, type CliContext, type Command } from '../command.js';

/** The public key a report names: from a PEM file, from a running service, or from this database. */
async function publicKeyFor(keyId: string, options: Record<string, string>, ctx: CliContext): Promise<Buffer> {
  if (options.key) return rawPublicKey(await fs.readFile(options.key, 'utf8'));
  if (options.url) {
    const url = new URL('/v1/report-key', options.url);
    const res = await fetch(url);
    const body = (await res.json().catch(() => ({}))) as { keys?: Array<{ key_id: string; public_key: string }>; error?: string };
    if (!res.ok || !body.keys) throw new Error(`${url} answered ${res.status}${body.error ? `: ${body.error}` : ''}`);
    const key = body.keys.find((k) => k.key_id === keyId);
    if (!key) throw new Error(`${url} publishes no key ${keyId} (it publishes ${body.keys.map((k) => k.key_id).join(', ')})`);
    return Buffer.from(key.public_key, 'base64');
  }
  const row = await new ReportsRepository((await ctx.database()).db).publicKey(keyId);
  if (!row) throw new Error(`this service's database holds no report key ${keyId}: give --key or --url`);
  return row.public_key;
}

/** `report verify <file>`: exit 0 when the signature is valid, 1 when it is not. */
async function verify(args: string[], ctx: CliContext): Promise<number> {
  const { options, positional } = parseArgs(args, ['key', 'url'], []);
  if (positional.length !== 1) throw new UsageError('name one report file (PDF or HTML)');
  if (options.key && options.url) throw new UsageError('give --key or --url, not both');
  const file = await fs.readFile(positional[0]);
  const parts = splitSigned(file);
  if (!parts) {
    ctx.out(`NOT VALID: ${positional[0]} carries no VSL-Signature line as its last line (was it saved whole?)`);
    return 1;
  }
  const result = verifySigned(file, await publicKeyFor(parts.keyId, options, ctx));
  ctx.out(result.valid ? `VALID: ${positional[0]} is as the service signed it (Ed25519, key ${result.keyId})` : `NOT VALID: ${result.reason}`);
  return result.valid ? 0 : 1;
}

/** `report rotate-key`: a new signing key; the old one stays published for the reports it signed. */
async function rotateKey(args: string[], ctx: CliContext): Promise<number> {
  if (args.length) throw new UsageError(`unexpected argument "${args[0]}"`);
  const { retired, key } = await new ReportsRepository((await ctx.database()).db).rotate(new Date());
  ctx.out(`Reports are signed with key ${key.keyId} once the service restarts${retired ? `; key ${retired} is retired and stays published (GET /v1/report-key, keys)` : ''}.`);
  return 0;
}

const SUBCOMMANDS: Record<string, (args: string[], ctx: CliContext) => Promise<number>> = { verify, 'rotate-key': rotateKey };

export const reportCommand: Command = {
  name: 'report',
  usage: 'report verify <file> [--key key.pem | --url http://host] | report rotate-key',
  summary: "Check a report's signature (by default with the key in this service's database); make a new signing key",
  async run([sub, ...args], ctx) {
    const fn = sub ? SUBCOMMANDS[sub] : undefined;
    if (!fn) throw new UsageError(sub ? `unknown report subcommand "${sub}"` : 'report needs a subcommand: verify or rotate-key');
    return fn(args, ctx);
  },
};

export const checksCommand: Command = {
  name: 'checks',
  usage: 'checks prune',
  summary: 'Delete kept checks older than CHECK_RETENTION_DAYS (their reports can no longer be asked for)',
  async run([sub, ...args], ctx) {
    if (sub !== 'prune') throw new UsageError(sub ? `unknown checks subcommand "${sub}"` : 'checks needs a subcommand: prune');
    if (args.length) throw new UsageError(`unexpected argument "${args[0]}"`);
    const deleted = await new ReportsRepository((await ctx.database()).db).prune(new Date(), ctx.config.checkRetentionDays);
    ctx.out(`Deleted ${deleted} check${deleted === 1 ? '' : 's'} older than ${ctx.config.checkRetentionDays} days.`);
    return 0;
  },
};
