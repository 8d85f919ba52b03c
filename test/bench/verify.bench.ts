import { sql } from 'kysely';
import { readCitations } from '#libs/citations/read.js';
import { connect } from '#libs/db/database.js';
import { formatFigures, percentile, runLoad } from '#libs/testing/load.js';
import { withDatabase } from '#libs/testing/server.js';
import { provisionQueries } from '../../apps/api/src/verify/verify.provisions.js';
import { lookupQueries } from '../../apps/api/src/verify/verify.service.js';
import { option, serverLines, serverProcess } from './search.bench.js';

const FILLER = [
  'The applicant contends that the decision was irrational and falls to be reviewed and set aside.',
  'It is common cause that the respondent did not give notice before the termination took effect.',
  'The court a quo dismissed the application with costs, and the appeal is against that order.',
  'In my view the principle applies with equal force where the contract is silent on the point.',
];

/** Texts of up to 20,000 characters, each holding up to 100 citations drawn from the library and invented. */
async function benchTexts(url: string, count: number): Promise<string[]> {
  const { db } = connect(url, 2);
  try {
    const cases = (
      await sql<{ title: string; citations: string[]; quote: string | null }>`
        SELECT d.title, array_agg(cc.citation ORDER BY cc.kind DESC, cc.norm) AS citations,
               -- twenty words of the judgment's own text, for quotations
               (SELECT array_to_string((regexp_split_to_array(trim(regexp_replace(substr(d.body, 2000, 400), '\s+', ' ', 'g')), ' '))[2:21], ' ')) AS quote
          FROM documents d JOIN case_citations cc USING (doc_id)
         WHERE d.type = 'judgment' AND d.doc_id % 7 = 0
         GROUP BY d.doc_id ORDER BY d.doc_id LIMIT 2000`.execute(db)
    ).rows;
    const acts = (await sql<{ title: string; number: number; year: number }>`SELECT title, number, year FROM act_records ORDER BY year, number LIMIT 500`.execute(db)).rows;
    let seed = 11;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % n);
    const texts: string[] = [];
    for (let t = 0; t < count; t++) {
      let text = '';
      let citations = 0;
      const target = 20 + rand(81);
      while (citations < target) {
        const kind = rand(10);
        let piece: string;
        if (kind < 6) {
          const c = cases[rand(cases.length)];
          const names = c.title.replace(/ \(synthetic\)$/, '');
          // One in three quotes the judgment (every fifth of those with a word changed).
          const quoted = c.quote && rand(3) === 0 ? (rand(5) === 0 ? c.quote.replace(/\b\w{6,}\b/, 'zebra') : c.quote) : undefined;
          piece = quoted ? `In ${names} ${c.citations.join('; ')} the court said “${quoted}”.` : `In ${names} ${c.citations.join('; ')} the court held as much.`;
          citations += c.citations.length;
        } else if (kind < 7) {
          const c = cases[rand(cases.length)];
          piece = `See Nkosi v Invented Holdings (Pty) Ltd ${c.citations[0]}.`;
          citations++;
        } else if (kind < 8) {
          piece = `Compare Mokoena v Phantom Trust [${2000 + rand(24)}] ZASCA ${5000 + rand(900)}; ${2000 + rand(24)} (${1 + rand(6)}) SA ${100 + rand(900)} (SCA).`;
          citations += 2;
        } else {
          const a = acts[rand(acts.length)];
          piece = rand(2) ? `under the ${a.title.replace(/ \(synthetic\)$/, '')} ${a.number} of ${a.year}` : `section 12 of Act No. ${a.number} of ${a.year}`;
          piece += '.';
          citations++;
        }
        const next = `${text}${piece} ${FILLER[rand(FILLER.length)]} `;
        if (next.length > 20_000) break;
        text = next;
      }
      texts.push(text.trim());
    }
    return texts;
  } finally {
    await db.destroy();
  }
}

/**
 * `npm run bench -- verify [--db URL] [--seconds 20] [--clients 8]`: POST /v1/verify with texts of up to
 * 20,000 characters and up to 100 citations over HTTP, then the share of time spent finding
 * (extraction in TypeScript) and matching (the one SQL call) measured in process.
 */
export async function verifyBench(args: string[]): Promise<void> {
  const admin = option(args, 'admin', 'postgres://postgres@127.0.0.1:5432/postgres');
  const url = option(args, 'db', withDatabase(admin, 'vsl_synth_full'));
  const seconds = Number(option(args, 'seconds', '20'));
  const clients = Number(option(args, 'clients', '8'));
  const texts = await benchTexts(url, 60);
  const found = texts.map((t) => readCitations(t));
  const perText = found.map((f) => f.cases.length + f.acts.length);
  const quotesPerText = found.map((f) => f.quotations.length);
  const provisionsPerText = found.map((f) => f.provisions.length);
  const range = (xs: number[]) => `${Math.min(...xs)}-${Math.max(...xs)}`;
  process.stdout.write(
    `database ${new URL(url).pathname.slice(1)}, ${clients} clients, ${texts.length} texts of ${range(texts.map((t) => t.length))} characters, ` +
      `${range(perText)} citations, ${range(quotesPerText)} quotations and ${range(provisionsPerText)} provisions each\n`,
  );

  // The API in a process of its own, as the search benchmark runs it: in this one, the load's own
  // requests and answers (texts of 20,000 characters, answers of 50 kB) took turns with the server's work.
  const server = await serverProcess(url);
  const settings = connect(url, 1);
  try {
    const health = await runLoad({ clients, seconds: Math.min(seconds, 10), request: () => ({ url: `${server.baseUrl}/health` }) });
    const verify = await runLoad({
      clients,
      seconds,
      request: (i) => ({ url: `${server.baseUrl}/v1/verify`, init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: texts[i % texts.length] }) } }),
    });
    process.stdout.write(`${await serverLines(settings.db)}\n${formatFigures('GET /health', health)}\n${formatFigures('POST /v1/verify', verify)}\n`);
  } finally {
    await server.close();
    await settings.db.destroy();
  }

  // One client, in process: how long finding and matching take for each text.
  const { db } = connect(url, 1);
  try {
    const finding: number[] = [];
    const matching: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const text of texts) {
        const t0 = performance.now();
        const reading = readCitations(text);
        const q = lookupQueries(reading);
        const parts = provisionQueries(reading.provisions, reading.acts);
        const t1 = performance.now();
        await sql`SELECT verify_lookup(${JSON.stringify(q.cases)}::jsonb, ${JSON.stringify(q.acts)}::jsonb), verify_provisions(${JSON.stringify(parts)}::jsonb)`.execute(db);
        const t2 = performance.now();
        finding.push(t1 - t0);
        matching.push(t2 - t1);
      }
    }
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    const share = sum(finding) / (sum(finding) + sum(matching));
    const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
    const fmt = (xs: number[]) => `p50 ${percentile(sorted(xs), 50).toFixed(1)} ms  p95 ${percentile(sorted(xs), 95).toFixed(1)} ms`;
    process.stdout.write(`finding (reading, TS)     ${fmt(finding)}\nmatching (one statement)  ${fmt(matching)}\nshare of time: finding ${(share * 100).toFixed(0)}%, matching ${((1 - share) * 100).toFixed(0)}%\n`);
  } finally {
    await db.destroy();
  }
}
