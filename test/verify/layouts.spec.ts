import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { starterLibraryTemplate } from '#libs/testing/templates.js';
import { VerifyRepository } from '../../apps/api/src/verify/verify.repository.js';
import { VerifyService } from '../../apps/api/src/verify/verify.service.js';
import { createTestDatabase, onePoolDatabase, testAdminUrl, type TestDatabase } from '../support/database.js';

/**
 * Every layout of the verification rules' list, checked on the starter library: the genuine name
 * confirms the citation (`found`, names checked) and an invented one is `mismatch`. Unread, the
 * invented name had passed as `found` with `names_checked: false`.
 * (layout, the text with {name} and {cit})
 */
const LAYOUTS: Array<[string, string]> = [
  ['a JSON array of strings', '{"cases": ["{name} {cit}"]}'],
  ['a JSON object, citation first', '{"citation": "{cit}", "case": "{name}"}'],
  ['a markdown table, citation column first', '| Citation | Case |\n|---|---|\n| {cit} | {name} |'],
  ['an HTML table, citation cell first', '<table><tr><td>{cit}</td><td>{name}</td></tr></table>'],
  ['CSV, citation first', 'citation,case\n"{cit}","{name}"'],
  ['decided by the court in', '{name}, decided by the Constitutional Court in {cit}, held that'],
  ['is reported as', '{name} is reported as {cit}.'],
  ['an ellipsis between', '{name} ... {cit}'],
  ['a semicolon between', '{name}; {cit}'],
  ['after According to', 'According to {name} {cit} the school'],
  ['after Based on', 'Based on {name} {cit} the school'],
  ['after Previously,', 'Previously, {name} {cit} held'],
];

const CITATION = '[2020] ZACC 12';
const GENUINE = 'AB v Pridwin Preparatory School';
const INVENTED = 'Mokoena v Standard Bank of South Africa Ltd';

describe('names in every layout decide the status', () => {
  let t: TestDatabase;
  let service: VerifyService;
  beforeAll(async () => {
    t = await createTestDatabase(await starterLibraryTemplate(testAdminUrl()));
    service = new VerifyService(new VerifyRepository(onePoolDatabase(t.db)));
  });
  afterAll(() => t?.drop());

  const first = async (layout: string, name: string) => {
    const body = await service.verify({ text: layout.replace('{name}', name).replace('{cit}', CITATION) });
    return body.cases.find((c) => c.cited === CITATION);
  };

  it.each(LAYOUTS)('%s: the genuine name is found, names checked', async (_layout, text) => {
    expect(await first(text, GENUINE)).toMatchObject({ status: 'found', names_checked: true });
  });
  it.each(LAYOUTS)('%s: an invented name is a mismatch', async (_layout, text) => {
    expect(await first(text, INVENTED)).toMatchObject({ status: 'mismatch' });
  });
});
