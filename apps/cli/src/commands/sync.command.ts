import { isDate, isHttpUrl } from '#libs/importers/validate.js';
import { LawsAfricaRepository, type RunRow } from '#libs/sync/laws-africa.repository.js';
import { DEFAULT_LAWS_AFRICA_URL, formatSyncReport, syncLawsAfrica } from '#libs/sync/laws-africa.sync.js';
import { UsageError, parseArgs, type Command } from '../command.js';
import { terminalProgress } from '../progress.js';

/** Place codes as the Content API writes them: a country (`za`), or country-locality (`za-cpt`). */
const PLACE = /^[a-z]{2}(?:-[a-z0-9]+)?$/;

/** `--place` may be given more than once (and as `a,b`): taken out before the other options are read. */
function takePlaces(args: string[]): { places: string[]; rest: string[] } {
  const places: string[] = [];
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--place') {
      const value = args[++i];
      if (value === undefined) throw new UsageError('--place needs a value');
      places.push(...value.split(','));
    } else if (args[i].startsWith('--place=')) places.push(...args[i].slice('--place='.length).split(','));
    else rest.push(args[i]);
  }
  return { places: places.map((p) => p.trim()).filter(Boolean), rest };
}

/** One line per run, newest first: a run left `running` by a process that ended shows as interrupted. */
function formatRun(r: RunRow): string {
  const counts = r.listed === null ? '' : `: listed ${r.listed}, added ${r.added}, changed ${r.changed}, unchanged ${r.unchanged}, refused ${r.refused}`;
  const lines = [`run ${r.sync_id} ${r.started_at.toISOString()} ${r.places.join(',')} ${r.status}${counts}${r.stopped ? `; ${r.stopped}` : ''}`];
  for (const f of r.refusals) lines.push(`  refused: ${f.work}: ${f.reason}`);
  return lines.join('\n');
}

export const syncCommand: Command = {
  name: 'sync',
  usage: 'sync laws-africa --token <t> [--place za] [--place za-cpt ...] [--since YYYY-MM-DD] [--url BASE] [--rate N] [--dry-run] [--force] | sync laws-africa --status',
  summary: 'Bring Acts, regulations and by-laws up to date from the Laws.Africa Content API (token also LAWS_AFRICA_TOKEN, URL LAWS_AFRICA_URL)',
  async run(args, ctx) {
    const { places, rest } = takePlaces(args);
    const { options, flags, positional } = parseArgs(rest, ['token', 'since', 'url', 'rate'], ['dry-run', 'force', 'status']);
    if (positional[0] !== 'laws-africa' || positional.length > 1) throw new UsageError('the only source is laws-africa: sync laws-africa --token <t> ...');
    if (flags.has('status')) {
      const runs = await new LawsAfricaRepository((await ctx.database()).db).runs();
      for (const run of runs) ctx.out(formatRun(run));
      if (!runs.length) ctx.out('no sync has run');
      return 0;
    }
    const token = options.token || process.env.LAWS_AFRICA_TOKEN;
    if (!token) throw new UsageError('a token is needed: --token <t> or LAWS_AFRICA_TOKEN');
    const baseUrl = options.url || process.env.LAWS_AFRICA_URL || DEFAULT_LAWS_AFRICA_URL;
    if (!isHttpUrl(baseUrl)) throw new UsageError(`--url (or LAWS_AFRICA_URL) must be an http(s) URL, got "${baseUrl}"`);
    if (!places.length) places.push('za');
    for (const p of places) if (!PLACE.test(p)) throw new UsageError(`--place must be a place code like za or za-cpt, got "${p}"`);
    if (options.since !== undefined && !isDate(options.since)) throw new UsageError(`--since must be a date YYYY-MM-DD, got "${options.since}"`);
    const rate = options.rate === undefined ? 5 : Number(options.rate);
    if (!Number.isFinite(rate) || rate <= 0 || rate > 100) throw new UsageError('--rate must be requests a second, above 0 and at most 100');

    const database = await ctx.database();
    const report = await syncLawsAfrica(database.db, {
      baseUrl,
      token,
      places: [...new Set(places)],
      since: options.since,
      dryRun: flags.has('dry-run'),
      force: flags.has('force'),
      ratePerSecond: rate,
      onProgress: terminalProgress('sync', 'works'),
      log: (line) => ctx.err(line),
    });
    for (const line of formatSyncReport(report)) ctx.out(line);
    if (report.stopped) {
      ctx.err(`Stopped: ${report.stopped}`);
      return 1;
    }
    if (report.refused.length) {
      ctx.err(`${report.refused.length} refused: see the lines above`);
      return 1;
    }
    return 0;
  },
};
