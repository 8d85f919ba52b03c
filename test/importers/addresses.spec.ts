import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { checkJudgmentUrl, citationOfUrl, IMPORT_FILE_HOSTS, isImportFile, JUDGMENT_URL_FORMS, PUBLIC_ADDRESSES, publicAddress } from '#libs/importers/addresses.js';
import { readPaths } from '#libs/importers/importer.js';

describe('judgment addresses are checked against their citations at import', () => {
  it.each(JUDGMENT_URL_FORMS.map((f) => [f.name, f] as const))('%s: its example names its citation', (_, form) => {
    expect(citationOfUrl(form.example.url)).toBe(form.example.names);
  });

  it.each([
    // [citation, url, kept url, named: the other judgment the address named]
    ['[2017] ZACC 13', 'https://lawlibrary.org.za/akn/za/judgment/zacc/2020/13/eng@2020-06-17', 'https://www.saflii.org/za/cases/ZACC/2017/13.html', '[2020] ZACC 13'], // another year's judgment (a real record)
    ['[2017] ZACC 13', 'https://lawlibrary.org.za/akn/za/judgment/zacc/2017/13/eng@2017-05-11', 'https://lawlibrary.org.za/akn/za/judgment/zacc/2017/13/eng@2017-05-11', undefined], // its own
    ['[2019] ZASCA 7', 'https://lawlibrary.org.za/akn/za/judgment/zacc/2019/7/eng@2019-03-01', 'https://www.saflii.org/za/cases/ZASCA/2019/7.html', '[2019] ZACC 7'], // another court's
    ['[2019] ZASCA 7', 'https://www.saflii.org/za/cases/ZASCA/2019/70.html', 'https://www.saflii.org/za/cases/ZASCA/2019/7.html', '[2019] ZASCA 70'], // another number
    ['[2019] ZASCA 7', 'https://www.saflii.org/za/cases/ZASCA/2019/7.html', 'https://www.saflii.org/za/cases/ZASCA/2019/7.html', undefined], // SAFLII's own
    ['[2019] ZASCA 7', 'https://lawlibrary.org.za/akn/za-gp/judgment/zasca/2019/007', 'https://lawlibrary.org.za/akn/za-gp/judgment/zasca/2019/007', undefined], // leading zeros name the same number
    ['[2025] ZACC 17', 'http://hdl.handle.net/20.500.12144/38510', 'http://hdl.handle.net/20.500.12144/38510', undefined], // a handle names no citation: nothing to compare
    ['1995 (3) SA 391 (CC)', 'https://lawlibrary.org.za/akn/za/judgment/zacc/1995/3/eng@1995-06-06', 'https://lawlibrary.org.za/akn/za/judgment/zacc/1995/3/eng@1995-06-06', undefined], // a law-report citation: no neutral one to compare with
    [undefined, 'https://lawlibrary.org.za/akn/za/judgment/zacc/2020/13/eng@2020-06-17', 'https://lawlibrary.org.za/akn/za/judgment/zacc/2020/13/eng@2020-06-17', undefined], // a record without a citation
    ['[2020] ZACC 13', 'not a url', 'not a url', undefined], // an address that cannot be read names nothing (validation refuses it elsewhere)
  ])('%s at %s', (citation, url, kept, named) => {
    expect(checkJudgmentUrl(citation, url)).toEqual({ url: kept, ...(named ? { named } : {}) });
  });

  it('an import keeps the citation and its parallels, gives the citation its own address, drops a date of another year, and warns', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsl-addresses-'));
    const file = path.join(dir, 'library.jsonl');
    const record = {
      kind: 'document', key: 'zacc/2017/13', type: 'judgment', title: 'Daniels v Scribante and Another',
      url: 'https://lawlibrary.org.za/akn/za/judgment/zacc/2020/13/eng@2020-06-17', date: '2020-06-17', citation: '[2017] ZACC 13',
      parallel_citations: ['2017 (4) SA 341 (CC)'], court: 'Constitutional Court', parties: 'Daniels v Scribante and Another',
    };
    const own = { ...record, key: 'zacc/2017/48', title: 'AfriForum v UFS', citation: '[2017] ZACC 48', url: 'https://lawlibrary.org.za/akn/za/judgment/zacc/2017/48/eng@2017-12-29', date: '2017-12-29', parallel_citations: [] };
    fs.writeFileSync(file, [record, own].map((r) => JSON.stringify(r)).join('\n') + '\n');
    try {
      const { documents, batch } = readPaths([file]);
      const daniels = documents.find((d) => d.key === 'zacc/2017/13')!;
      expect(daniels).toMatchObject({ citation: '[2017] ZACC 13', url: 'https://www.saflii.org/za/cases/ZACC/2017/13.html', parallel_citations: ['2017 (4) SA 341 (CC)'] });
      expect(daniels.date).toBeUndefined();
      expect(documents.find((d) => d.key === 'zacc/2017/48')).toMatchObject({ url: own.url, date: own.date });
      expect(batch.warnings).toEqual([
        expect.objectContaining({
          element: 'zacc/2017/13',
          field: 'url',
          message: expect.stringMatching(/is that of \[2020\] ZACC 13, not of \[2017\] ZACC 13.*the date 2020-06-17 \(not of 2017\) is dropped/),
        }),
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('addresses a person can open', () => {
  it.each(PUBLIC_ADDRESSES.map((r) => [r.name, r] as const))('%s: its example', (_, row) => {
    expect(publicAddress(row.example.from)).toBe(row.example.to);
  });

  it.each([
    ['https://api.laws.africa/v3/akn/za/act/rules/2016/national-assembly/eng', 'https://lawlibrary.org.za/akn/za/act/rules/2016/national-assembly/eng'], // any API version
    ['https://api.laws.africa/v2/akn/za/act/1996/constitution/eng.json', 'https://lawlibrary.org.za/akn/za/act/1996/constitution/eng'], // the JSON form of the same work
    ['https://api.laws.africa/v2/works.json', 'https://api.laws.africa/v2/works.json'], // not a work: left alone
    ['https://lawlibrary.org.za/akn/za/act/2008/68/eng@2011-04-01', 'https://lawlibrary.org.za/akn/za/act/2008/68/eng@2011-04-01'], // already public
  ])('%s → %s', (from, to) => {
    expect(publicAddress(from)).toBe(to);
  });

  it.each([
    ['https://github.com/owner/repo/blob/abc/judgments.tsv', true], // a dataset's file
    ['https://raw.githubusercontent.com/owner/repo/abc/judgments.tsv', true], // the same, raw
    ['https://www.saflii.org/za/cases/ZASCA/1999/26.html', false], // a court list's copy
    ['https://lawlibrary.org.za/akn/za/judgment/zacc/2020/12/eng@2020-06-17', false],
    [undefined, false], // no address
    ['::', false], // unreadable
  ])('%s is an import file: %s', (url, expected) => {
    expect(isImportFile(url)).toBe(expected);
    expect(IMPORT_FILE_HOSTS.length).toBeGreaterThan(0);
  });
});
