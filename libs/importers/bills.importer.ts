import type { Batch } from './batch.js';
import { csvRecords } from './csv.js';
import { nameHolds } from './works.js';

/**
 * The PMG Bill tracker data: the Bills list with its versions (JSON), the tracker's bill table, assent
 * dates and current stages (CSV). A Bill is spread over these files, so each adds to a `BillInfo`
 * by bill code (`B42-2012`) and `assembleBills` decides once everything has been read.
 */
export interface BillInfo {
  code: string;
  /** Names the sources give it; a name from PMG's list with the codes of the versions listed under it. */
  names: { name: string; priority: number; versions?: string[] }[];
  versions: { name: string; url: string; date: string }[];
  introducedBy?: string;
  status?: string;
  stage?: string;
  gazette?: string;
  /** `version`: the code of the version assented to, as the assent list gives it (`B7B-2011`). */
  act?: { number: number; year: number; assent?: string; gazette?: string; version?: string };
  /** The name Parliament renamed it to on its way (Proceedings on Bills: `Renamed: Military Ombud Bill`). */
  renamed?: string;
  file: string;
}

export type BillMap = Map<string, BillInfo>;

// B42-2012, B42B-2012, B 39A-2012, PMB8-2013, "Bill 42" with year elsewhere; en-dash as in PMG's URLs.
const CODE = /^(PMB|PM|B)\s*(\d+)(?:\s*[A-Z]{1,2})?\s*[-–]\s*(\d{4})$/i;

/** The code of the Bill as introduced (version letters dropped): `B42B-2012` -> `B42-2012`. */
export function baseBillCode(raw: string): string | undefined {
  const m = raw.trim().match(CODE);
  // PM3-2013 in the stage list is the private member's Bill PMB3-2013.
  return m ? `${m[1].toUpperCase() === 'PM' ? 'PMB' : m[1].toUpperCase()}${Number(m[2])}-${m[3]}` : undefined;
}

/** The assent and stage lists mostly drop the `B` of a bill code (`2-2009`). */
const withPrefix = (code: string) => (/^\d/.test(code) ? `B${code}` : code);

/** A version's code as one string: `B7B - 2012` -> `B7B-2012`. */
const versionCode = (raw: string) => raw.replace(/–/g, '-').replace(/\s+/g, '').toUpperCase();

function info(bills: BillMap, code: string, file: string): BillInfo {
  let b = bills.get(code);
  if (!b) bills.set(code, (b = { code, names: [], versions: [], file }));
  return b;
}

interface PmgBill {
  bill_number?: string;
  bill_name?: string;
  introduced_by?: string;
  versions?: { url?: string; date?: string; name?: string }[];
}

export function isPmgBills(value: unknown): boolean {
  return Array.isArray(value) && value.length > 0 && typeof value[0] === 'object' && value[0] !== null && 'bill_name' in value[0];
}

/** PMG's list of Bills with their versions (each version a dated page on pmg.org.za). */
export function readPmgBills(file: string, value: unknown, batch: Batch, bills: BillMap): void {
  (value as PmgBill[]).forEach((b, i) => {
    const versions = (b.versions ?? []).filter((v) => v.url && v.name);
    let name = (b.bill_name ?? '').trim();
    let by = b.introduced_by?.trim();
    // The source split hyphenated names at the hyphen into the introducer column ("Broad" / "Based ... Bill").
    if (by && /Bill$/.test(by) && !/Bill$/.test(name)) [name, by] = [`${name}-${by}`, undefined];
    // Draft Bills published for comment have no number yet (`B - 2013`): filed by year and name.
    const year = versions.map((v) => v.name!.match(/(\d{4})\s*$/)?.[1] ?? v.date?.slice(0, 4)).find(Boolean);
    const code = versions.map((v) => baseBillCode(v.name!)).find(Boolean) ?? (name && year ? `draft-${year}-${slug(name)}` : undefined);
    if (!code || !versions.length) {
      batch.skip({ file, element: `[${i}]`, message: `Bill "${b.bill_name}": no version with a page, not imported` });
      return;
    }
    const bill = info(bills, code, file);
    if (name) bill.names.push({ name, priority: 1, versions: versions.map((v) => versionCode(v.name!)) });
    if (by) bill.introducedBy = by;
    for (const v of versions) {
      if (!bill.versions.some((x) => x.url === v.url)) bill.versions.push({ name: v.name!, url: v.url!.trim(), date: (v.date ?? '').slice(0, 10) });
    }
  });
}

/** The tracker's bill table: name, code, status, gazette. */
export function readBillTable(file: string, content: string, batch: Batch, bills: BillMap): void {
  for (const { line, row } of csvRecords(content)) {
    // Draft Bills have no number yet: nothing to file them under, and no page to link.
    if (!row.code && row.name) {
      batch.skip({ file, line, message: `"${row.name}": a draft without a bill code` });
      continue;
    }
    const code = baseBillCode(row.code ?? '');
    if (!code || !row.name) {
      batch.reject({ file, line, field: code ? 'name' : 'code', message: 'required (a bill code like B25-2013 and a name)' });
      continue;
    }
    const bill = info(bills, code, file);
    bill.names.push({ name: row.name, priority: 2 });
    if (row.status) bill.status = row.status;
    if (row.gazette) bill.gazette = row.gazette;
  }
}

/** Assent dates: BillNo `2-2009`, ActNo `6-2010`, Assent `11/10/2010` (day/month/year), Remarks `GG33607`. */
export function readAssentDates(file: string, content: string, batch: Batch, bills: BillMap): void {
  for (const { line, row } of csvRecords(content)) {
    const code = baseBillCode(withPrefix(row.BillNo));
    if (!code) {
      batch.reject({ file, line, field: 'BillNo', message: `not a bill number: ${JSON.stringify(row.BillNo)}` });
      continue;
    }
    const bill = info(bills, code, file);
    // (`7–2010` with an en dash, as one row writes it: read as no Act, the Taxation Laws Amendment Act 7 of 2010 was accused.)
    const act = row.ActNo.match(/^(\d+)\s*[-–]\s*(\d{4})$/);
    const d = row.Assent.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/);
    const assent = d ? `${d[3]}-${d[2].padStart(2, '0')}-${d[1].padStart(2, '0')}` : undefined;
    const gazette = row.Remarks.match(/^GG\s*\d+$/) ? row.Remarks : undefined;
    if (act) bill.act = { number: Number(act[1]), year: Number(act[2]), assent, gazette, version: versionCode(withPrefix(row.BillNo)) };
  }
}

/** Parliament's Proceedings on Bills (HTML): a table of Bills a year, one row each. */
export function isBillProceedings(content: string): boolean {
  return /<title>[^<]*Proceedings/i.test(content.slice(0, 4000));
}

/**
 * The Bills Parliament renamed on their way, from its Proceedings on Bills (a row: the Bill's number
 * `23-2011`, the Act's `12-2012`, the name and `(renamed Use of Official Languages Bill)` or `Renamed:
 * Military Ombud Bill`). The Act bears the new name: under the name the Bill was introduced with, the
 * Act records had confirmed `South African Languages Act 12 of 2012` and accused the Act by its own.
 * The tables' other columns (dates of each stage) are not read.
 */
export function readBillProceedings(file: string, content: string, batch: Batch, bills: BillMap): void {
  for (const row of content.split(/<tr[\s>]/i).slice(1)) {
    const text = row
      .replace(/<[^>]+>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/\s+/g, ' ');
    const renamed = /\brenamed:? ([^ ].*?\bBill)\b/i.exec(text)?.[1];
    if (!renamed) continue;
    const code = baseBillCode(withPrefix(/\b(\d{1,3}[A-Z]?\s*[-–]\s*\d{4})\b/.exec(text)?.[1] ?? ''));
    if (!code) {
      // (A row whose number the table does not give in it: not filed.)
      batch.skip({ file, element: 'tr', message: `a renamed Bill without its number in the row, not read: ${JSON.stringify(renamed)}` });
      continue;
    }
    info(bills, code, file).renamed = renamed.trim();
  }
}

/** Current stage of Bills: Bill `7B-2011`, Stage `Act`. */
export function readBillStages(file: string, content: string, batch: Batch, bills: BillMap): void {
  for (const { line, row } of csvRecords(content)) {
    const code = baseBillCode(withPrefix(row.Bill));
    if (!code) {
      batch.reject({ file, line, field: 'Bill', message: `not a bill number: ${JSON.stringify(row.Bill)}` });
      continue;
    }
    if (row.Stage) info(bills, code, file).stage = row.Stage;
  }
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const gg = (s: string) => s.replace(/^GG\s*/, 'GG ');

/** Priority of Act records taken from assent data (Parliament's own record) over by-law references. */
export const BILL_ACT_PRIORITY = 15;

/**
 * The Bill's name: the name of the highest priority where the sources agree (one name holds the
 * other: `Electoral Amendment Bill - Mr J Selfe (DA)`). Where they name different Bills under one
 * code (PMG's tracker lists B7-2011, the Superior Courts Bill, also as the South African Police
 * Service Amendment Bill, which was B7-2012), the name listed with the version assented to
 * (`7B-2011`: B7B-2011) is the Bill's. Where none is, the name of the highest priority, not `sure`:
 * no Act record is made under a name the data contradicts (it had confirmed `South African Police
 * Service Amendment Act 10 of 2013`, the Superior Courts Act's number).
 */
function billName(bill: BillInfo): { name?: string; sure: boolean } {
  // (PMG's list opens some names with a year: `2010 Sectional Titles Schemes Management Bill`; but a
  // year before capitals is the title's own: `2010 FIFA World Cup South Africa Special Measures Bill`.)
  const fix = (n: string) => n.replace(/\bBil$/, 'Bill').replace(/^(?:19|20)\d\d\s+(?=\p{Lu}\p{Ll})/u, '');
  // (Compared with a truncated `Bil` read as `Bill`, whatever its case.)
  const whole = (n: string) => n.replace(/\bbil$/i, 'bill');
  const agree = (a: string, b: string) => nameHolds(whole(a), whole(b)) || nameHolds(whole(b), whole(a));
  // Renamed by Parliament: the last name is the Act's, whatever the earlier lists call the Bill.
  if (bill.renamed) return { name: fix(bill.renamed), sure: true };
  const byPriority = [...bill.names].sort((a, b) => b.priority - a.priority);
  const top = byPriority[0] ? fix(byPriority[0].name) : undefined;
  if (byPriority.every((n) => agree(n.name, byPriority[0].name))) return { name: top, sure: true };
  const assented = bill.act?.version;
  const listed = assented ? byPriority.filter((n) => n.versions?.includes(assented)) : [];
  if (!listed.length || !listed.every((n) => agree(n.name, listed[0].name))) return { name: top, sure: false };
  // The assented Bill's name, as the source of the highest priority that agrees with it gives it.
  return { name: fix(byPriority.find((n) => agree(n.name, listed[0].name))!.name), sure: true };
}

/**
 * Bills with a title and an official page become documents of type bill (their text: what the
 * tracker records, since the data holds no Bill text); a Bill without a page is left out. A Bill
 * assented to as Act n of year gives that Act's record, titled as the Bill with "Bill" -> "Act".
 */
export function assembleBills(bills: BillMap, batch: Batch): void {
  for (const bill of [...bills.values()].sort((a, b) => a.code.localeCompare(b.code))) {
    // Names the sources disagree on, none listed with the version assented to: the Bill is imported
    // under the name of the highest priority, but no Act record is made under a name in doubt.
    const { name, sure } = billName(bill);
    if (!sure && bill.act) {
      batch.skip({
        file: bill.file,
        element: bill.code,
        message: `Bill ${bill.code}: the sources name it differently (${[...new Set(bill.names.map((n) => n.name))].map((n) => JSON.stringify(n)).join(', ')}), and none as the version assented to: no record of Act ${bill.act.number} of ${bill.act.year}`,
      });
    }
    if (bill.act && name && sure) {
      batch.addRecord(
        // (A note after the name is no part of the Act's title: `... Appropriation Bill (2008/09–2010/11 Financial Years)`.)
        { number: bill.act.number, year: bill.act.year, title: name.replace(/\s*Bill(?:\s*\([^()]*\))?$/, ' Act').replace(/\s+/g, ' '), source: 'pmgbilltracker assent dates' },
        BILL_ACT_PRIORITY,
      );
    }
    const versions = [...bill.versions].sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
    const latest = versions.at(-1);
    if (!name || !latest) {
      batch.skip({ file: bill.file, element: bill.code, message: `Bill ${bill.code}: ${name ? 'no official page (url)' : 'no title'}, not imported as a document` });
      continue;
    }
    const draft = bill.code.startsWith('draft-');
    const [, year] = bill.code.split('-');
    const lines = [
      draft ? `${name} (draft published for comment, not yet numbered)` : `${name} [${bill.code}]`,
      bill.introducedBy ? `Introduced by ${bill.introducedBy}.` : undefined,
      `Versions: ${versions.map((v) => `${v.name}${v.date ? ` (${v.date})` : ''}`).join(', ')}.`,
      bill.stage || bill.status ? `Stage: ${[bill.stage, bill.status].filter(Boolean).join('; ')}.` : undefined,
      bill.act ? `Assented to as Act ${bill.act.number} of ${bill.act.year}${bill.act.assent ? ` on ${bill.act.assent}` : ''}.` : undefined,
    ].filter(Boolean);
    const gazette = bill.act?.gazette ?? bill.gazette;
    batch.addDocument({
      key: draft ? `bill/${year}/${bill.code.slice('draft-0000-'.length)}` : `bill/${year}/${bill.code.split('-')[0].toLowerCase()}`,
      type: 'bill',
      title: name,
      url: latest.url,
      ...(versions[0].date ? { date: versions[0].date } : {}),
      ...(gazette ? { gazette: gg(gazette) } : {}),
      text: lines.join('\n'),
      source: 'pmgbilltracker',
    });
  }
}
