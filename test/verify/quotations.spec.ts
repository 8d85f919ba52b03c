import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { starterLibraryTemplate } from '#libs/testing/templates.js';
import { VerifyLibrary, VerifyRepository } from '../../apps/api/src/verify/verify.repository.js';
import { VerifyService } from '../../apps/api/src/verify/verify.service.js';
import { createTestDatabase, onePoolDatabase, testAdminUrl, type TestDatabase } from '../support/database.js';
import { rows } from '../rows/rows.js';

/**
 * Quotations taken from the official texts of the 2025 Constitutional Court judgments in the
 * starter library, one sentence from every tenth numbered paragraph of each: as written, then with
 * the alterations lawyers make (an ellipsis for words left out, a changed capital in brackets,
 * curly quotes, line breaks), then with one word changed. Altered true quotations are found; a
 * changed word is never found.
 */
interface Sample {
  citation: string;
  title: string;
  paragraph: number;
  sentence: string;
}

const WORD = /[A-Z]{4,}/gi;

describe('quotations from the 2025 Constitutional Court judgments', () => {
  let t: TestDatabase;
  let service: VerifyService;
  const samples: Sample[] = [];

  beforeAll(async () => {
    t = await createTestDatabase(await starterLibraryTemplate(testAdminUrl()));
    service = new VerifyService(new VerifyRepository(onePoolDatabase(t.db)));
    const { rows } = await sql<{ citation: string; title: string; number: number; text: string }>`
      SELECT d.citation, d.title, p.number, substr(d.body, p.start_char + 1, p.end_char - p.start_char) AS text
        FROM documents d JOIN paragraphs p USING (doc_id)
       WHERE d.citation LIKE '[2025] ZACC %' AND p.number % 10 = 3
       ORDER BY d.citation, p.number`.execute(t.db);
    for (const r of rows) {
      // The paragraph's first sentence of plain words: 10 to 40 words, no footnote marks or quotes inside.
      const sentence = r.text
        .replace(/^\[\d+\]\s*/, '')
        .split(/(?<=[.;:])\s+(?=[A-Z])/)
        .map((s) => s.replace(/\s+/g, ' ').trim())
        .find((s) => {
          const n = s.split(' ').length;
          return n >= 10 && n <= 40 && !/[“”"‘’[\]]|\d[A-Z]|[A-Z]\d|\.\d/i.test(s);
        });
      if (sentence) samples.push({ citation: r.citation, title: r.title, paragraph: r.number, sentence: sentence.replace(/[.;:]$/, '') });
    }
  }, 180_000);
  afterAll(async () => {
    await t?.drop();
  });

  const quote = async (s: Sample, quoted: string) => {
    const { cases } = await service.verify({ text: `In ${s.title} ${s.citation} at para ${s.paragraph} the Court said “${quoted}”.` });
    expect(cases[0].status).toBe('found');
    return cases[0].quotes?.[0];
  };

  it('draws dozens of sentences from the real texts', () => {
    expect(samples.length).toBeGreaterThan(40);
  });

  it('finds every true quotation, as written and with lawyers\u2019 alterations, in its paragraph', async () => {
    const problems: string[] = [];
    for (const s of samples) {
      const words = s.sentence.split(' ');
      const cut = Math.floor(words.length / 2);
      const forms = [
        s.sentence,
        // a changed capital and words left out
        `[${words[0][0].toLowerCase()}]${words[0].slice(1)} ${words.slice(1, cut - 1).join(' ')} … ${words.slice(cut + 1).join(' ')}`,
        // a line break and double spaces as pasted, [...] for words left out
        `${words.slice(0, cut).join('\n')} [...]  ${words.slice(cut + 2).join(' ')}`,
      ];
      for (const form of forms) {
        const q = await quote(s, form);
        if (q?.status !== 'found' || q.paragraph !== s.paragraph) problems.push(`${s.citation} [${s.paragraph}] ${JSON.stringify(q)}: ${form}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('leaves unchecked a quotation of more than 40 parts between ellipses, and parts past 200 in a text', async () => {
    // Each part is searched for in the whole official text: `“a…a…a…”` of 1,400 parts took 14 s of
    // the database. A true quotation of few parts after them is still checked.
    const s = samples[0];
    const statuses = async (text: string) => (await service.verify({ text })).cases.flatMap((c) => (c.quotes ?? []).map((q) => q.status));
    const parts = (n: number) => `“${Array(n).fill(s.sentence.split(' ')[0]).join('…')}”`;
    const quoted = `In ${s.title} ${s.citation} at para ${s.paragraph} the Court said “${s.sentence}”.`;
    expect(await statuses(`The Court said ${parts(41)} ${s.citation}. ${quoted}`)).toEqual(['unchecked', 'found']);
    const five = Array(5).fill(`The Court said ${parts(40)} ${s.citation}.`).join(' ');
    const after = await statuses(`${five} ${quoted}`);
    expect(after).toHaveLength(6);
    expect(after.slice(0, 5).every((st) => st !== 'unchecked')).toBe(true);
    expect(after[5]).toBe('unchecked');
  });

  it('never finds a quotation with a word changed', async () => {
    const problems: string[] = [];
    let close = 0;
    for (const s of samples) {
      const words = [...s.sentence.matchAll(WORD)];
      const target = words[Math.floor(words.length / 2)];
      if (!target) continue;
      const changed = `${s.sentence.slice(0, target.index)}Zebra${s.sentence.slice(target.index + target[0].length)}`;
      const q = await quote(s, changed);
      if (q?.status === 'found' || q?.status === 'unchecked') problems.push(`${s.citation} [${s.paragraph}] ${q?.status}: ${changed}`);
      if (q?.status === 'close') close++;
    }
    expect(problems).toEqual([]);
    expect(close).toBeGreaterThan(samples.length / 2);
  });

  it('checks many quotations of one judgment in one text as it checks each alone (its texts read once for them all)', async () => {
    // The third robustness audit: 100 near-quotations of one 300,000-character judgment took 5 s of
    // the database, its texts read and copied again for each. Each one's verdict, paragraph and
    // closest words must be the same in company as alone.
    const picked = samples.filter((s) => s.citation === samples[0].citation).slice(0, 12);
    const forms = picked.flatMap((s) => {
      const words = s.sentence.split(' ');
      return [s.sentence, [...words.slice(0, -1), 'zebra'].join(' ')].map((quoted) => ({ s, quoted }));
    });
    const one = async (s: Sample, quoted: string) => (await service.verify({ text: `The Court said “${quoted}” ${s.citation} at para ${s.paragraph}.` })).cases[0].quotes;
    const alone = [];
    for (const f of forms) alone.push(...(await one(f.s, f.quoted))!);
    const together = (await service.verify({ text: forms.map((f) => `The Court said “${f.quoted}” ${f.s.citation} at para ${f.s.paragraph}.`).join(' ') })).cases.flatMap((c) => c.quotes ?? []);
    expect(together).toEqual(alone);
    expect(alone.filter((q) => q.status === 'found')).toHaveLength(picked.length);
    expect(alone.filter((q) => q.status === 'close')).toHaveLength(picked.length);
  });

  it('gives the same answers checked beside the lookup as after it (verify_quotes_ahead, and verify_quotes when it fails)', async () => {
    // The quotations are checked ahead against the copies holding their citations; a repository whose
    // check ahead fails asks every quotation after the lookup, as a quotation matched to another
    // judgment is. Both must answer alike: true quotations, changed words, ellipses, pinpoints missed.
    const picked = samples.filter((_, k) => k % 4 === 0).slice(0, 12);
    const text = picked
      .map((s, k) => {
        const words = s.sentence.split(' ');
        const quoted = k % 3 === 0 ? s.sentence : k % 3 === 1 ? [...words.slice(0, -1), 'zebra'].join(' ') : `${words.slice(0, 3).join(' ')} … ${words.slice(-3).join(' ')}`;
        return `In ${s.title} ${s.citation} at para ${(s.paragraph % 7) + 1} the Court said “${quoted}”.`;
      })
      .join(' ');
    const repository = new VerifyRepository(onePoolDatabase(t.db));
    const after = new VerifyService(
      Object.assign(Object.create(repository) as VerifyRepository, {
        onOneServer: <T>(check: (library: VerifyLibrary) => Promise<T>) =>
          repository.onOneServer((library) => check(Object.assign(Object.create(library) as VerifyLibrary, { quotesAhead: () => Promise.reject(new Error('not asked')) }))),
      }),
    );
    const quotes = (body: { cases: Array<{ quotes?: unknown[] }> }) => body.cases.flatMap((c) => c.quotes ?? []);
    const ahead = quotes(await service.verify({ text }));
    expect(ahead).toHaveLength(picked.length);
    expect(new Set(ahead.map((q) => (q as { status: string }).status))).toEqual(new Set(['found', 'close']));
    expect(quotes(await after.verify({ text }))).toEqual(ahead);
  });

  // The eleventh audit: a quotation belongs to the authority it is given to, and blocks set off after a colon are read.
  // (reason, text, the citation each quotation is checked under, and its status there): test/rows/lookup/quotations.jsonl.
  // The sentences quoted are [2025] ZACC 24 para 100 (`there is no effective alternative remedy for the applicants`)
  // and [2025] ZACC 1 para 40 (`The question before this Court is whether Ekapa ...`).
  const ATTRIBUTION = rows<Array<[string, string]>>('lookup/quotations', 'quotation');
  it.each(ATTRIBUTION)('%s', async (_title, { text, expect: expected }) => {
    const { cases } = await service.verify({ text });
    const got = cases.flatMap((c) => (c.quotes ?? []).map((q) => [c.cited, q.status]));
    expect(got).toEqual(expected);
  });
});
