import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { importPaths } from '#libs/importers/importer.js';
import { scaParties } from '#libs/importers/sca-site.importer.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

// A Constitutional Court judgment as the Court's repository gives it, its header disagreeing with the record.
const judgmentText = [
  'CONSTITUTIONAL COURT OF SOUTH AFRICA ',
  ' Case CCT 94/23 ',
  'In the matter between: ',
  'A (PTY) LIMITED Applicant ',
  ' Case CCT 72/24 ',
  'And in the matter between: ',
  'B LIMITED Applicant ',
  ' ',
  'Neutral citation: A (Pty) Limited v Commissioner and another case [2025] ',
  'ZACC 2 ',
  ' ',
  'Decided on: 31 March 2025 ',
  ' ',
  'JUDGMENT ',
  '[1] The applicant relies on S v Makwanyane and Another [1995] ZACC 3; 1995 (3) SA 391 (CC). ',
  'A footnote wraps its citation onto a line of its own: Khumalo v Member of the Executive Council ',
  '[2013] ZACC 49; 2014 (3) BCLR 333 (CC). ',
  '[2] The appeal is dismissed. ',
].join('\n');
const concourt = (o: object) => JSON.stringify({ _id: '2025__ZACC_2', title: 'Record title', citation: '[2025] ZACC 2', case_number: 'CCT 72/24', date: '2025-03-31', url: 'http://hdl.handle.net/20.500.12144/1', neutral_citation_line: 'x', text: judgmentText, ...o });

const scaText = [
  'THE SUPREME COURT OF APPEAL', 'OF SOUTH AFRICA', 'Case No. 309/97', 'In the matter between:', 'A A ALLOY FOUNDRY (PTY) LIMITED', 'Appellant', 'and',
  'TITACO PROJECTS (PTY) LIMITED', 'First Respondent', 'SECOND CO', 'Second Respondent', 'Court:', 'HARMS JA', 'Delivered:', '12 NOVEMBER 1999', 'JUDGMENT', '[1] The plaintiff claimed damages.',
].join('\n');

const BLUEBELL = `PREFACE

  ACT

  To promote a fair marketplace.

BODY

CHAPTER 1 - INTERPRETATION

  PART A - Interpretation

    SECTION 1. - Definitions

      In this Act—

      ITEMS

        “advertisement” means—

        ITEM (a)

          bring to the attention of the public;

    SECTION 2. - Interpretation

      SUBSECTION (1)

        This Act must be interpreted in a manner that gives effect to its purposes.

      SUBSECTION (2)

        A court may consider—

        PARAGRAPH (a)

          appropriate foreign law; and

  SECTION 122. - Short title and commencement

    This Act is called the Consumer Protection Act, 2008, and comes into operation as set out in Schedule 2.

SCHEDULE Schedule 2
  SUBHEADING (Section 121(3))

  Transitional provisions

  PARAGRAPH 1. - Definitions

    TABLE
      TR
        TC{style width: 25%}
          Section of Act

        TC{style width: 74%}
          Extent of application
`;

describe('full-text judgments, Gazettes, parallel citations and Bluebell Acts', () => {
  let t: TestDatabase;
  let dir: string;
  const write = (name: string, content: string) => {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    return file;
  };
  const doc = (key: string) => t.db.selectFrom('documents').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
  beforeAll(async () => {
    t = await createTestDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsl-fulltext-'));
  });
  afterAll(async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    await t?.drop();
  });

  it('imports a Constitutional Court judgment whole: the text header wins over the record, both kept visible', async () => {
    const report = await importPaths(t.db, [write('zacc.jsonl', concourt({}))]);
    expect(report.rejected).toEqual([]);
    expect(report.warnings).toEqual([expect.objectContaining({ line: 1, field: 'case_number', message: expect.stringMatching(/record gives CCT 72\/24, the text CCT 94\/23, CCT 72\/24/) })]);
    const j = await doc('zacc/2025/2');
    expect(j).toMatchObject({
      type: 'judgment',
      citation: '[2025] ZACC 2',
      case_number: 'CCT 94/23; CCT 72/24',
      // The record's title names it otherwise than the header: kept beside it, as another name.
      parties: 'A (Pty) Limited v Commissioner and another case; Record title',
      date: '2025-03-31',
      court: 'Constitutional Court',
      url: 'http://hdl.handle.net/20.500.12144/1',
    });
    // `[2013] ZACC 49;` at a line start is a wrapped citation, not paragraph 2013.
    const paragraphs = await t.db.selectFrom('paragraphs').select('number').where('doc_id', '=', j.doc_id).orderBy('ord').execute();
    expect(paragraphs.map((p) => p.number)).toEqual([1, 2]);
  });

  it('stores the case citations the judgment makes, not its own', async () => {
    const j = await doc('zacc/2025/2');
    const cited = await t.db.selectFrom('cited_citations').select(['norm', 'group_no', 'parties']).where('citing_doc_id', '=', j.doc_id).orderBy('group_no').orderBy('position').execute();
    expect(cited.map((c) => c.norm)).toEqual(['1995 ZACC 3', 'SA 1995 3 391', '2013 ZACC 49', 'BCLR 2014 3 333']);
    expect(cited[0].parties).toBe('S v Makwanyane and Another');
  });

  it("a record whose case number the text does not hold keeps it beside the text's", async () => {
    const report = await importPaths(t.db, [write('zacc.jsonl', concourt({ case_number: 'CCT 1/99' }))]);
    expect(report.documents.judgment).toEqual({ inserted: 0, updated: 1, unchanged: 0 });
    expect((await doc('zacc/2025/2')).case_number).toBe('CCT 94/23; CCT 72/24 (record: CCT 1/99)');
  });

  it('adds parallel citations found in a judgment to the groups it cites, with the names as written', async () => {
    const pairs = [
      { found_in: 'x', doc: '2025__ZACC_2', case_name_guess: 'wrong', neutral: '[2013] ZACC 49', parallels: ['2014 (3) BCLR 333 (CC)', '2014 (5) SA 579 (CC)'], raw: 'x' },
      { found_in: 'x', doc: '2025__ZACC_2', case_name_guess: 'wrong', neutral: '[2012] ZASCA 157', parallels: ['2013 (1) SA 420 (SCA)'], raw: 'on 15 South African Property Owners Association v Johannesburg Metropolitan Municipality [2012] ZASCA 157; 2013 (1) SA 420 (SCA)' },
      { found_in: 'x', doc: '2025__ZACC_99', neutral: '[2010] ZACC 1', parallels: [] },
    ];
    const report = await importPaths(t.db, [write('zacc.jsonl', concourt({})), write('pairs.jsonl', pairs.map((p) => JSON.stringify(p)).join('\n'))]);
    expect(report.rejected).toEqual([]);
    expect(report.skipped).toEqual([expect.objectContaining({ line: 3, message: 'citing judgment 2025__ZACC_99 is not in this import' })]);
    const j = await doc('zacc/2025/2');
    const cited = await t.db.selectFrom('cited_citations').select(['norm', 'group_no', 'parties']).where('citing_doc_id', '=', j.doc_id).orderBy('group_no').orderBy('position').execute();
    expect(cited.filter((c) => c.group_no === 2).map((c) => c.norm)).toEqual(['2013 ZACC 49', 'BCLR 2014 3 333', 'SA 2014 5 579']);
    expect(cited.filter((c) => c.group_no === 3)).toEqual([
      { norm: '2012 ZASCA 157', group_no: 3, parties: 'South African Property Owners Association v Johannesburg Metropolitan Municipality' },
      { norm: 'SA 2013 1 420', group_no: 3, parties: 'South African Property Owners Association v Johannesburg Metropolitan Municipality' },
    ]);
    // The cited judgments need no documents of their own: verification reads them from these groups.
    expect(await t.db.selectFrom('documents').select('key').where('key', 'in', ['zasca/2012/157', 'zacc/2013/49']).execute()).toEqual([]);
    const again = await importPaths(t.db, [path.join(dir, 'zacc.jsonl'), path.join(dir, 'pairs.jsonl')]);
    expect(again.documents.judgment).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
  });

  it('rejects a malformed line naming file, line and field, and loads the rest', async () => {
    const bad = [concourt({ _id: '2025__ZACC_9', citation: '[2025] ZACC 9', text: 'no header here', url: 'http://hdl.handle.net/20.500.12144/9' }), '{"_id": 3', concourt({ url: 'not a url' }), concourt({})].join('\n');
    const report = await importPaths(t.db, [write('bad/zacc.jsonl', bad)]);
    const file = path.join(dir, 'bad/zacc.jsonl');
    expect(report.rejected).toEqual([
      expect.objectContaining({ file, line: 2, message: expect.stringMatching(/^malformed JSON/) }),
      { file, line: 3, field: 'url', message: 'required, an absolute http(s) URL' },
    ]);
    expect(report.warnings).toEqual(expect.arrayContaining([expect.objectContaining({ file, line: 1, field: 'citation', message: "the text header states no neutral citation; the record's [2025] ZACC 9 is used" })]));
    expect((await doc('zacc/2025/9')).citation).toBe('[2025] ZACC 9');
    const pairs = await importPaths(t.db, [write('bad/pairs.jsonl', '{"doc":"x","neutral":"2020 (1) SA 1 (CC)","parallels":[]}\n{"doc":"x","neutral":"[2020] ZACC 1","parallels":["nonsense"]}')]);
    expect(pairs.rejected).toEqual([
      { file: path.join(dir, 'bad/pairs.jsonl'), line: 1, field: 'neutral', message: 'not a neutral citation: "2020 (1) SA 1 (CC)"' },
      { file: path.join(dir, 'bad/pairs.jsonl'), line: 2, field: 'parallels', message: 'not a law-report citation: "nonsense"' },
    ]);
  });

  it('imports a Supreme Court of Appeal judgment of 1999 from its cover page', async () => {
    const line = JSON.stringify({ sca_site_j_no: '2104', year: '1999', type: 'non-electoral', case_no: '309/98', language: 'en', text: scaText, duplicate_j_nos: [] });
    const report = await importPaths(t.db, [write('sca.jsonl', `${line}\n{"sca_site_j_no": "x", "text": "t"}`)]);
    expect(report.rejected).toEqual([expect.objectContaining({ line: 2, field: 'sca_site_j_no' })]);
    expect(report.warnings).toEqual([expect.objectContaining({ line: 1, field: 'case_no', message: "the record gives 309/98, the text 309/97: the text's is kept" })]);
    const j = await doc('sca-site/1999/2104');
    expect(j).toMatchObject({ title: 'A A ALLOY FOUNDRY (PTY) LIMITED v TITACO PROJECTS (PTY) LIMITED and Another', case_number: '309/97', date: '1999-11-12', court: 'Supreme Court of Appeal', citation: null });
    expect(await t.db.selectFrom('paragraphs').select('number').where('doc_id', '=', j.doc_id).execute()).toEqual([{ number: 1 }]);
  });

  it.each([
    // Names and roles on one line; Afrikaans `en` between the sides.
    ['Insake die appèl van\nPhilip John Fivaz Appellant\nen\nABSA Bank Beperk Respondent\n\nCoram: X', 'Philip John Fivaz v ABSA Bank Beperk'],
    // No `and` between the sides: the roles place the names.
    ['In the matter between:\nTHE UNION\nAppellant\n\nTHE COMMISSIONER FOR THE\nREVENUE SERVICES\nRespondent\n\nCoram: X', 'THE UNION v THE COMMISSIONER FOR THE REVENUE SERVICES'],
    // A second matter decided together does not name the case; an amicus is not a party.
    ['In the matters between\nCase no 291/98\n(1)\nNBS Boland Bank\nAppellant\nand\nOne Berg River Drive and Others\nRespondents\nCase no 428/98\n(2)\nSB Deeb\nAppellants\nand\nABSA\nRespondents\nCourt: X', 'NBS Boland Bank v One Berg River Drive and Others'],
    ['In the matter between:\nA\nAPPELLANT\nC\nAMICUS CURIAE\nand\nB\nRESPONDENT\nCORAM: X', 'A v B'],
    // No names found: no title from them.
    ['A judgment with no cover page', undefined],
  ])('reads the case names of a cover page (%#)', (head, expected) => {
    expect(scaParties(head)).toBe(expected);
  });

  it('imports Government Gazette issues as notices', async () => {
    const gazette = { _id: 'x', title: 'South Africa Government Gazette vol 563 no 35329 dated 10 May 2012', date: '2012-05-10', url: 'https://archive.opengazettes.org.za/archive/ZA/2012/x.pdf', publication_title: 'Government Gazette', issue_number: 35329, volume_number: '563', page_count: 4, text: 'IMPORTANT NOTICE' };
    const report = await importPaths(t.db, [write('gazettes.jsonl', [JSON.stringify(gazette), JSON.stringify({ ...gazette, issue_number: 'x' })].join('\n'))]);
    expect(report.rejected).toEqual([expect.objectContaining({ line: 2, field: 'issue_number' })]);
    expect(await doc('gazette/za/government-gazette/35329')).toMatchObject({ type: 'notice', gazette: 'Government Gazette 35329', date: '2012-05-10', body: 'IMPORTANT NOTICE' });
  });

  it('reads an Act in Bluebell markup into its sections, and skips the sections derived from it', async () => {
    const report = await importPaths(t.db, [write('cpa/cpa.bluebell.txt', BLUEBELL), write('cpa/cpa.sections.json', JSON.stringify({ frbr_uri: '/akn/za/act/2008/68', sections: [{ eid: 'sec_1' }] }))]);
    expect(report.rejected).toEqual([]);
    expect(report.skipped).toEqual([expect.objectContaining({ file: path.join(dir, 'cpa/cpa.sections.json'), message: expect.stringMatching(/derived from a Bluebell text/) })]);
    const act = await doc('/akn/za/act/2008/68');
    expect(act).toMatchObject({ type: 'act', title: 'Consumer Protection Act, 2008', act_number: 68, act_year: 2008 });
    const sections = await t.db.selectFrom('sections').select(['number', 'heading', 'ref', 'text']).where('doc_id', '=', act.doc_id).orderBy('ord').execute();
    expect(sections.map((s) => s.ref)).toEqual(['Preamble', 'Section 1: Definitions', 'Section 2: Interpretation', 'Section 122: Short title and commencement', 'Schedule 2: Transitional provisions']);
    expect(sections[1].text).toBe('In this Act—\n“advertisement” means—\n(a) bring to the attention of the public;');
    expect(sections[2].text).toBe('(1) This Act must be interpreted in a manner that gives effect to its purposes.\n(2) A court may consider—\n(a) appropriate foreign law; and');
    expect(sections[4].text).toBe('(Section 121(3))\n1. Definitions\nSection of Act | Extent of application');
  });

  it('rejects a Bluebell Act it cannot identify, or one with a section twice, naming the line', async () => {
    const unknown = await importPaths(t.db, [write('x/other.txt', BLUEBELL.replace('Consumer Protection Act, 2008', 'Widget Act, 2031'))]);
    expect(unknown.rejected).toEqual([expect.objectContaining({ line: 41, field: 'act_number', message: expect.stringMatching(/"Widget Act, 2031" is not a work the library knows/) })]);
    const twice = await importPaths(t.db, [write('y/twice.txt', BLUEBELL.replace('SECTION 2. - Interpretation', 'SECTION 1. - Interpretation'))]);
    expect(twice.rejected).toEqual([expect.objectContaining({ line: 25, field: 'number', message: 'section 1 again (first at line 13)' })]);
  });
});
