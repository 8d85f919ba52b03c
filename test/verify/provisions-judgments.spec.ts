import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { readCitations } from '#libs/citations/read.js';
import { sharedDataDir, starterLibraryTemplate } from '#libs/testing/templates.js';
import { VerifyRepository } from '../../apps/api/src/verify/verify.repository.js';
import { VerifyService } from '../../apps/api/src/verify/verify.service.js';
import { createTestDatabase, onePoolDatabase, testAdminUrl, type TestDatabase } from '../support/database.js';
import { describeShared, SHARED_DATA } from '../support/shared.js';
import { provisionEntries } from '../support/provisions.js';

/**
 * The 55 real judgments of ../shared/data/judgments (the Constitutional Court's of 2025, the Supreme
 * Court of Appeal's of 1999) cite the Constitution by section hundreds of times. Each judgment is
 * verified whole against the starter library, which holds the Constitution of 1996: every
 * `section ... of the Constitution` reads as a provision, and none is `not_found` (the 1999
 * judgments speak of the interim Constitution too: a provision they cite is never accused against
 * the 1996 text).
 */

interface Judgment {
  id: string;
  text: string;
}

function judgments(): Judgment[] {
  const dir = path.join(sharedDataDir(), 'judgments');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .flatMap((f) =>
      fs
        .readFileSync(path.join(dir, f), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line, i) => {
          const j = JSON.parse(line) as { text: string; citation?: string };
          return { id: `${f}:${i + 1}${j.citation ? ` ${j.citation}` : ''}`, text: j.text };
        }),
    );
}

/** `section 9(3) of the Constitution`, `sections 9 and 10 of the Constitution`, as written in prose (line breaks too). */
const OF_THE_CONSTITUTION = /\b(?:[Ss]ections?|ss?)\s+\d{1,3}[A-Z]?(?:\s?\([0-9a-z]{1,4}\))*\d{0,3}(?:\s+(?:and|or)\s+\d{1,3}[A-Z]?(?:\([0-9a-z]{1,4}\))*)?\s+of\s+the\s+Constitution\b(?!\s+(?:of|Amendment)\b)/g;

describeShared('provisions in the 55 real judgments', () => {
  let t: TestDatabase;
  let service: VerifyService;
  // (A skipped describe still runs its body: where ../shared/data is absent, there is nothing to read.)
  const all = SHARED_DATA ? judgments() : [];

  beforeAll(async () => {
    t = await createTestDatabase(await starterLibraryTemplate(testAdminUrl()));
    service = new VerifyService(new VerifyRepository(onePoolDatabase(t.db)));
  }, 180_000);
  afterAll(async () => {
    await t?.drop();
  });

  it('are 55', () => {
    expect(all.length).toBe(55);
  });

  it('read every provision of the Constitution written as such', () => {
    const missed: string[] = [];
    let seen = 0;
    for (const j of all) {
      const { clean, provisions } = readCitations(j.text);
      for (const m of clean.text.matchAll(OF_THE_CONSTITUTION)) {
        seen++;
        if (!provisions.some((p) => p.start === m.index)) missed.push(`${j.id}: ${m[0].replace(/\s+/g, ' ')}`);
      }
    }
    expect(seen).toBeGreaterThan(150);
    expect(missed).toEqual([]);
  });

  it('accuse no provision of the Constitution that exists', async () => {
    const accused: string[] = [];
    let found = 0;
    for (const j of all) {
      const body = await service.verify({ text: j.text });
      for (const p of provisionEntries(body)) {
        if (p.instrument !== 'Constitution of the Republic of South Africa, 1996') continue;
        if (p.status === 'found') found++;
        if (p.status === 'not_found') accused.push(`${j.id}: ${p.cited} (${p.provision}; nearest ${p.nearest})`);
      }
    }
    expect(found).toBeGreaterThan(100);
    expect(accused).toEqual([]);
  }, 600_000);
});
