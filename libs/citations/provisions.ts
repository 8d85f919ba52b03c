import { actAcronymAgrees, actNamesAgree } from './act-titles.js';
import { BACK_REFERENCES, BILL_OF_RIGHTS, FINAL_CONSTITUTION, INTERIM_CONSTITUTION, NAMED_INTERIM, PROVISION_WORDS, type ProvisionKind } from './data/provisions.js';
import type { ActCitation, CaseCitation } from './extract.js';
import { WS } from './patterns.js';
import { clean } from './tokens.js';

/**
 * Provision citations (`section 26(3) of the Constitution`, `s 12(2)(b) of the CPA`, `item 4 of
 * Schedule 2`, `rule 53(1)(b)`): the provision words of data/provisions.ts, the number and the chain
 * of labels in brackets below it, lists and ranges (`ss 9 and 10`, `sections 25(1)-(3)`), and the
 * instrument they are tied to: an Act citation written after `of` (acts.ts reads it), `the Act` for
 * the Act cited just before, an acronym or title that an Act citation of the text defines, or a
 * named instrument; otherwise untied.
 */

/** An instrument named after a provision that is not an Act citation of the text. */
export interface NamedInstrument {
  /** As written: `PAJA`, `Rates Act`, `Uniform Rules of Court`, or the Constitution's title. */
  name: string;
  number?: number;
  year?: number;
}

export interface ProvisionCitation {
  /** As written: `section 26(3)`, `9` (a list's later member), `s 25(1)-(3)`. */
  cited: string;
  start: number;
  end: number;
  kind: ProvisionKind;
  /** Normalized: `s 12(2)(b)`, `Schedule 2 item 4`, `reg 4(1)`, `s 25(1)-(3)`. */
  provision: string;
  /** The part as the library numbers its sections: `12`, `230A`, `Schedule 2 item 4`, `Schedule 6`. */
  part: string;
  /** The Schedule holding an item or paragraph (`Schedule 2`): the library may keep it as one part. */
  container?: string;
  /** The item or paragraph's number inside its container (`4` of `Schedule 2 item 4`). */
  item?: string;
  /** Labels below the part, outermost first: `(2)(b)(ii)` → `['2', 'b', 'ii']`. */
  labels: string[];
  /** A range's last member: `25(1)-(3)` → `{part: '25', labels: ['3']}`; `ss 21-23` → `{part: '23', labels: []}`. */
  through?: { part: string; labels: string[] };
  /** Index in the reading's `acts` of the Act it is tied to. */
  act?: number;
  /** An instrument named but not cited as an Act of the text. */
  instrument?: NamedInstrument;
  /** Why it is tied to nothing, where something was written that could not be trusted. */
  untied?: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const forms = (rows: typeof PROVISION_WORDS) =>
  rows
    .flatMap((r) => r.forms)
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');
const KIND_OF = new Map(PROVISION_WORDS.flatMap((r) => r.forms.map((f) => [f, r] as const)));

/** A part's number: `12`, `230A`, `129AA`; for a Schedule, `1A`, `6B`. */
const NUMBER = String.raw`\d{1,4}[A-Z]{0,3}(?![\p{L}\d])`;
/** A label in brackets: `(2)`, `(b)`, `(ii)`, `(aa)`, `(1A)`. */
const LABEL = String.raw`\([0-9]{1,3}[A-Za-z]{0,2}\)|\([a-z]{1,5}\)|\([A-Z]\)`;
/** The labels below a part, the first after one space at most (`section 12 (2)(b)`). */
const CHAIN = `(?: ?(?:${LABEL})(?:${LABEL})*)?`;
/** A range of labels (`(1)-(3)`, `(1) to (3)`) or of parts (`21-23`, `21 to 23`). */
const LABEL_RANGE = `${WS}*(?:[-–]|to)${WS}*((?:${LABEL})+)`;
const PART_RANGE = `${WS}*(?:[-–]|to)${WS}*(${NUMBER})(${CHAIN})`;

// (A space after the word, or its full stop: `Rules11` is `Rules` and a footnote's number.)
const PROVISION_RE = new RegExp(String.raw`(?<![\p{L}\d.'’])(${forms(PROVISION_WORDS)})(?:${WS}+|(?<=\.))(${NUMBER})(${CHAIN})`, 'gu');
/** The next member of a list: `, 10`, ` and s 12(1)`, ` read with section 170`, ` or 10(2)`. */
// (A comma then a space: `section 105,53` is a footnote's number glued to it.)
const LIST_NEXT = new RegExp(String.raw`^${WS}*(?:,?${WS}*read${WS}+with|,${WS}+(?:and|or)?|and/or|and|or|&)${WS}*(?:(${forms(PROVISION_WORDS.filter((r) => r.kind === 'section' || r.kind === 'rule' || r.kind === 'regulation' || r.kind === 'item' || r.kind === 'clause'))})${WS}*)?(${NUMBER})(${CHAIN})`, 'du');
/** `item 4 of Schedule 2`, `paragraph 3 of Schedule 1`. */
const OF_SCHEDULE = new RegExp(String.raw`^${WS}+(?:of|to|in)${WS}+(?:the${WS}+)?Schedule${WS}+(\d{1,2}[A-Z]?)\b`, 'u');
/** `Schedule 2 item 4`, `Schedule 6, item 16(6)`. */
const SCHEDULE_ITEM = new RegExp(String.raw`^,?${WS}+(?:item|Item|paragraph|para)${WS}*(${NUMBER})(${CHAIN})`, 'u');
/** A footnote number glued to a label's bracket, then a space: `section 229(2)(a)6 of`. */
const GLUED_NOTE = /^\d{1,3}(?=\s)/;
/** The word tying a provision to the instrument after it. */
const TIE = new RegExp(`^${WS}+(?:of|to)${WS}+`, 'u');
/** An acronym standing for an Act: `the CPA`, `PAJA`, `the POPI Act`. */
const ACRONYM = new RegExp(String.raw`^(?:the${WS}+)?([A-Z]{2,8})(?:${WS}+Act)?\b`, 'u');
/** A title ending in `Act` without its number or year: `the Rates Act`, `the Promotion of Access to Information Act`. */
const TITLE = new RegExp(String.raw`^(?:the${WS}+)?((?:[A-Z][\p{L}'’-]*|of|and|for|in|on|to|the|&)(?:${WS}+(?:[A-Z][\p{L}'’-]*|of|and|for|in|on|to|the|&)){0,12}?${WS}+Act)\b`, 'u');
/** Another instrument named with capitals: `the Uniform Rules of Court`, `the By-law`, `the ICCPR`. */
const OTHER = new RegExp(String.raw`^(?:the${WS}+)?([A-Z][\p{L}'’-]*(?:${WS}+(?:[A-Z][\p{L}'’-]*|of|and|for|the|on)){0,8})`, 'u');
const BACK = new RegExp(String.raw`^(?:${BACK_REFERENCES.map((b) => b.split(' ').map(escape).join(`${WS}+`)).join('|')})\b`, 'u');

/** How far back `the Act` looks for the Act it means: the sentence, or the line or footnote just before. */
const BACK_REACH = 600;

const labelsOf = (chain: string) => chain.split(/[()]/).filter((l) => l.trim()).map((l) => l.trim());
const chainText = (labels: string[]) => labels.map((l) => `(${l})`).join('');

const isConstitution = (a: ActCitation) => a.number === 108 && a.year === 1996;

/** `(the Act)`, `(“the Act”)`, `(hereinafter referred to as “the Act”)` after an Act citation: the text's own name for it. */
const DEFINES_THE_ACT = new RegExp(String.raw`^${WS}*[([]${WS}*(?:hereinafter${WS}+(?:referred${WS}+to${WS}+as${WS}+|called${WS}+)?)?["“'‘]?(?:the${WS}+)?Act["”'’]?${WS}*[)\]]`, 'iu');

/**
 * The Act citation of the text a back reference (`the Act`) at `at` means: the last Act the text
 * defines as `the Act` before it; else the nearest before it, if one Act only is cited there.
 */
function actBefore(text: string, acts: ActCitation[], at: number): number | undefined {
  let defined: number | undefined;
  acts.forEach((a, i) => {
    if (a.end <= at && DEFINES_THE_ACT.test(text.slice(a.end, a.end + 60))) defined = i;
  });
  if (defined !== undefined) return defined;
  const candidates = acts.map((a, i) => ({ a, i })).filter(({ a }) => a.end <= at && at - a.end <= BACK_REACH && !isConstitution(a) && !a.provincial);
  if (!candidates.length) return undefined;
  const nearest = candidates[candidates.length - 1];
  // (A blank line between: another passage, whose Act may not be meant.)
  if (/\n[ \t]*\n/.test(text.slice(nearest.a.end, at))) return undefined;
  // Two different Acts in reach: which one `the Act` means is not written.
  const other = candidates.some(({ a }) => (a.number !== nearest.a.number || a.year !== nearest.a.year) && !(a.name && nearest.a.name && actNamesAgree(a.name, nearest.a.name)));
  return other ? undefined : nearest.i;
}

/** The Act citation of the text an acronym (`CPA`) stands for: one defining it in brackets after it, or whose title it spells. */
function actByAcronym(text: string, acts: ActCitation[], acronym: string, at: number): number | undefined {
  const defines = new RegExp(String.raw`^${WS}*[([]${WS}*(?:the${WS}+|hereinafter${WS}+)?["“'‘]?${acronym}["”'’]?${WS}*[)\]]`, 'u');
  let found: number | undefined;
  acts.forEach((a, i) => {
    if (a.start >= at) return;
    if (defines.test(text.slice(a.end, a.end + 40)) || (a.name && (a.name === acronym || actAcronymAgrees(acronym, a.name)))) found = i;
  });
  return found;
}

/** What the provision ending at `end` is tied to, read after `of`/`to` (`bill`: the Bill of Rights, whose sections are 7 to 39). */
function tieAfter(text: string, end: number, acts: ActCitation[], interim: boolean): Pick<ProvisionCitation, 'act' | 'instrument' | 'untied'> & { bill?: true } {
  const tie = TIE.exec(text.slice(end, end + 12));
  if (!tie) return {};
  const p = end + tie[0].length;
  const after = text.slice(p, p + 200);
  const q = p + (/^the[\s\u200b-\u200d\u2060]+/i.exec(after)?.[0].length ?? 0);
  const act = acts.findIndex((a) => a.start === p || a.start === q);
  if (act >= 0) {
    const a = acts[act];
    // `the Constitution` in a text that also speaks of 1993's: either may be meant.
    if (interim && isConstitution(a) && /^the\s+constitution$/i.test(clean(a.cited))) {
      return { untied: 'the text also speaks of the interim Constitution (1993): `the Constitution` may be either' };
    }
    return { act };
  }
  if (FINAL_CONSTITUTION.test(after)) return { instrument: { name: 'Constitution of the Republic of South Africa, 1996', number: 108, year: 1996 } };
  if (NAMED_INTERIM.test(after)) return { instrument: { name: 'Constitution of the Republic of South Africa, 1993', number: 200, year: 1993 } };
  if (BILL_OF_RIGHTS.name.test(after)) {
    return interim ? { untied: 'the text also speaks of the interim Constitution (1993): its Bill of Rights may be either' } : { instrument: { name: 'Constitution of the Republic of South Africa, 1996', number: 108, year: 1996 }, bill: true };
  }
  if (BACK.test(after)) {
    const i = actBefore(text, acts, end);
    return i === undefined ? { untied: '`the Act`: no one Act is cited just before it' } : { act: i };
  }
  const acronym = ACRONYM.exec(after);
  if (acronym) {
    const i = actByAcronym(text, acts, acronym[1], end);
    return i === undefined ? { instrument: { name: acronym[1] } } : { act: i };
  }
  const title = TITLE.exec(after);
  if (title) {
    const name = clean(title[1]);
    const agreeing = acts.flatMap((a, i) => (a.start < end && a.name && actNamesAgree(name, a.name) ? [i] : []));
    // (Two Acts of that title cited, `Companies Act 61 of 1973` and `... 71 of 2008`: which one is not written.)
    const differ = (x: ActCitation, y: ActCitation) => (!!x.year && !!y.year && x.year !== y.year) || (!!x.number && !!y.number && x.number !== y.number);
    if (agreeing.some((i) => agreeing.some((j) => differ(acts[i], acts[j])))) return { untied: `\`${name}\`: the text cites more than one Act of that title` };
    return agreeing.length ? { act: agreeing[agreeing.length - 1] } : { instrument: { name } };
  }
  const other = OTHER.exec(after);
  return other ? { instrument: { name: clean(other[1]) } } : {};
}

/** Spans a provision is never read inside: case citations with their names (`Section 27 and Others v Minister ...`, an organisation) and pinpoints. */
function insideCases(cases: CaseCitation[], at: number): boolean {
  return cases.some((c) => at >= (c.partiesStart ?? c.start) && at < (c.pinpoint?.end ?? c.end));
}

/** Every provision citation of the text, in text order. */
export function extractProvisions(text: string, acts: ActCitation[], cases: CaseCitation[] = []): ProvisionCitation[] {
  const interim = INTERIM_CONSTITUTION.test(text);
  const out: ProvisionCitation[] = [];
  let lastEnd = 0;
  for (const m of text.matchAll(PROVISION_RE)) {
    if (m.index < lastEnd || insideCases(cases, m.index)) continue;
    const row = KIND_OF.get(m[1])!;
    const list: ProvisionCitation[] = [];
    let end = m.index + m[0].length;
    let kind: ProvisionKind = row.kind;
    let part = m[2];
    let labels = labelsOf(m[3]);
    let container: string | undefined;
    let item: string | undefined;
    if (kind === 'schedule') {
      // `Schedule 2 item 4`: the item of that Schedule.
      const inner = SCHEDULE_ITEM.exec(text.slice(end, end + 40));
      container = `Schedule ${part}`;
      if (inner) {
        kind = 'item';
        item = inner[1];
        labels = labelsOf(inner[2]);
        end += inner[0].length;
        part = `${container} item ${item}`;
      } else {
        part = container;
        container = undefined;
      }
    } else if (kind === 'item' || kind === 'paragraph') {
      const schedule = OF_SCHEDULE.exec(text.slice(end, end + 40));
      if (schedule) {
        container = `Schedule ${schedule[1]}`;
        item = part;
        part = kind === 'item' ? `${container} item ${item}` : `${container} para ${item}`;
        end += schedule[0].length;
      }
    }
    // (A Schedule and a container's item or paragraph carry their words in `part`: `Schedule 2 item 4`.)
    const short = kind === 'schedule' || container ? '' : PROVISION_WORDS.find((r) => r.kind === kind)!.short;
    const normal = (p: string, l: string[]) => (short ? `${short} ${p}${chainText(l)}` : `${p}${chainText(l)}`);
    const first: ProvisionCitation = {
      cited: text.slice(m.index, end),
      start: m.index,
      end,
      kind,
      provision: normal(part, labels),
      part,
      ...(container ? { container, item } : {}),
      labels,
    };
    // A range: `25(1)-(3)`, `ss 21-23`.
    const labelRange = new RegExp(`^${LABEL_RANGE}`, 'u').exec(text.slice(end, end + 30));
    const partRange = labels.length || container ? null : new RegExp(`^${PART_RANGE}`, 'u').exec(text.slice(end, end + 30));
    if (labels.length && labelRange) {
      const through = labelsOf(labelRange[1]);
      Object.assign(first, { end: end + labelRange[0].length, through: { part, labels: [...labels.slice(0, labels.length - through.length), ...through] } });
      first.provision = `${first.provision}-${chainText(through)}`;
    } else if (partRange) {
      // `123-43`: the range's end written short (123 to 143).
      const last = Number.parseInt(partRange[1], 10) < Number.parseInt(part, 10) ? part.slice(0, Math.max(0, String(Number.parseInt(part, 10)).length - partRange[1].length)) + partRange[1] : partRange[1];
      Object.assign(first, { end: end + partRange[0].length, through: { part: last, labels: labelsOf(partRange[2]) } });
      first.provision = `${first.provision}-${last}${partRange[2].trim()}`;
    }
    first.cited = text.slice(first.start, first.end);
    list.push(first);
    end = first.end;
    // The list's later members: `ss 9 and 10`, `section 166(e) read with section 170`.
    if (!container && kind !== 'schedule') {
      for (;;) {
        const next = LIST_NEXT.exec(text.slice(end, end + 80));
        if (!next) break;
        const word = next[1] ? KIND_OF.get(next[1])! : row;
        if (word.kind !== kind && word.kind !== row.kind) break;
        const startAt = end + (next.indices![1] ?? next.indices![2])![0];
        const memberEnd = end + next[0].length;
        const l = labelsOf(next[3]);
        list.push({ cited: text.slice(startAt, memberEnd), start: startAt, end: memberEnd, kind: word.kind, provision: normal(next[2], l), part: next[2], labels: l });
        end = memberEnd;
      }
    }
    const note = GLUED_NOTE.exec(text.slice(end, end + 4));
    const tie = tieAfter(text, end + (note ? note[0].length : 0), acts, interim);
    if (row.tiedOnly && kind !== 'item' && !container && tie.act === undefined && !tie.instrument) continue;
    const { bill, ...tied } = tie;
    for (const p of list) {
      // (A section the Bill of Rights does not hold is tied to nothing: which one was meant is not written.)
      const outside = bill && p.kind === 'section' && !(Number.parseInt(p.part, 10) >= BILL_OF_RIGHTS.first && Number.parseInt(p.part, 10) <= BILL_OF_RIGHTS.last);
      out.push(outside ? { ...p, untied: `section ${p.part} is not in the Bill of Rights (sections ${BILL_OF_RIGHTS.first} to ${BILL_OF_RIGHTS.last} of the Constitution)` } : { ...p, ...tied });
    }
    lastEnd = end;
  }
  return out;
}
