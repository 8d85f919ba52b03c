import path from 'node:path';
import type { LibraryDocument, LibrarySection } from '#libs/library/model.js';
import type { Batch } from './batch.js';
import { documentErrors } from './validate.js';
import { completeness, workByTitle } from './works.js';

/**
 * Laws.Africa's plain-text markup ("Bluebell", the form Indigo imports): one keyword line per
 * structural element, its content on the lines below. Each pattern is matched against a whole trimmed
 * line, so prose that merely starts with a capitalised word is never read as structure.
 */
const LINE = {
  // PREFACE, PREAMBLE, BODY: the parts of the document.
  part: /^(PREFACE|PREAMBLE|BODY)$/,
  // `CHAPTER 2 - FUNDAMENTAL CONSUMER RIGHTS`, `PART A - Interpretation`: groupings, not sections.
  grouping: /^(?:CHAPTER|PART) +\S+(?: +-(?: .*)?)?$/,
  // `SECTION 1. - Definitions`
  section: /^SECTION(?: +([^\s-]\S*?))?\.?(?: +-(?: (.*))?)?$/,
  // `SUBSECTION (1)`, `PARAGRAPH (a)`, `SUBPARAGRAPH (i)`, `ITEM (a)`, and a bare `PARAGRAPH 15`: a number
  // written before the content that follows.
  marker: /^(?:SUBSECTION|PARAGRAPH|SUBPARAGRAPH|ITEM)\s+(\([^)]*\)|\d+[A-Za-z]*)$/,
  // `PARAGRAPH 1. - Amendment of section 27 of Act 34 of 2005`: a numbered item of a schedule.
  item: /^PARAGRAPH +(\d+[A-Za-z]*)\. +-(?: (.*))?$/,
  // `SCHEDULE Schedule 1`
  schedule: /^SCHEDULE (.+)$/,
  subheading: /^SUBHEADING (.+)$/,
  // Containers with no text of their own: a list, a table and its rows and cells (`TC{style ...}`).
  container: /^(ITEMS|TABLE|TR|TC(\{[^}]*\})?)$/,
};

/** Does this text look like Bluebell markup (a BODY and numbered SECTION lines)? */
export function isBluebell(content: string): boolean {
  return /^BODY\s*$/m.test(content) && /^\s*SECTION\s+\d+[A-Z]*\.\s+-\s+/m.test(content);
}

interface Draft {
  section: LibrarySection;
  line: number;
  lines: string[];
}

/** The sections of a Bluebell text: Preamble (with the long title), numbered sections, whole schedules. */
export function bluebellSections(file: string, content: string, batch: Batch): LibrarySection[] | undefined {
  const drafts: Draft[] = [];
  const preamble: Draft = { section: { number: 'Preamble', ref: 'Preamble', text: '' }, line: 1, lines: [] };
  let current: Draft = preamble;
  let markers: string[] = [];
  let row: string[] | undefined;
  let expectHeading = false;
  let ok = true;
  const emit = (text: string) => {
    if (row) row.push(text);
    else current.lines.push([...markers, text].join(' '));
    markers = [];
  };
  const endRow = () => {
    if (row?.length) current.lines.push(row.join(' | '));
    row = undefined;
  };
  content.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    let m: RegExpMatchArray | null;
    if (LINE.part.test(line) || LINE.grouping.test(line)) {
      endRow();
      // Content after BODY and before the first section still belongs to the preamble (as in the CPA).
      if (/^(?:CHAPTER|PART)\b/.test(line) && current === preamble) current = { section: { number: '', text: '' }, line: i + 1, lines: [] };
    } else if ((m = line.match(LINE.section))) {
      endRow();
      if (!m[1]) {
        batch.reject({ file, line: i + 1, field: 'number', message: 'a SECTION line without a number' });
        ok = false;
        return;
      }
      current = { section: { number: m[1], text: '', ...(m[2] ? { heading: m[2].trim() } : {}) }, line: i + 1, lines: [] };
      drafts.push(current);
    } else if ((m = line.match(LINE.schedule))) {
      endRow();
      current = { section: { number: m[1].trim(), text: '' }, line: i + 1, lines: [] };
      drafts.push(current);
      expectHeading = true;
      return;
    } else if ((m = line.match(LINE.subheading))) {
      endRow();
      current.lines.push(m[1].trim());
      return; // the schedule's heading may still follow
    } else if ((m = line.match(LINE.item))) {
      endRow();
      current.lines.push(`${m[1]}. ${(m[2] ?? '').trim()}`);
    } else if ((m = line.match(LINE.marker))) {
      markers.push(m[1]);
    } else if ((m = line.match(LINE.container))) {
      if (m[1] === 'TR' || m[1] === 'TABLE') {
        endRow();
        if (m[1] === 'TR') row = [];
      }
    } else {
      // A leading backslash escapes a line that would otherwise read as a keyword (`\PREAMBLE`).
      const text = line.replace(/^\\/, '');
      if (expectHeading && !current.section.heading) current.section.heading = text;
      else emit(text);
    }
    expectHeading = false;
  });
  endRow();
  if (!ok) return undefined;
  const seen = new Map<string, number>();
  for (const d of drafts) {
    const before = seen.get(d.section.number);
    if (before !== undefined) {
      batch.reject({ file, line: d.line, field: 'number', message: `section ${d.section.number} again (first at line ${before})` });
      return undefined;
    }
    seen.set(d.section.number, d.line);
    if (/^Schedule\b/i.test(d.section.number)) d.section.ref = d.section.heading ? `${d.section.number}: ${d.section.heading}` : d.section.number;
  }
  const all = preamble.lines.length ? [preamble, ...drafts] : drafts;
  return all.map((d) => ({ ...d.section, text: d.lines.join('\n') }));
}

/**
 * An Act in Bluebell markup (`*.bluebell.txt`). The text carries no metadata, only its short title
 * (`This Act is called the Consumer Protection Act, 2008`), so the work (key, number, year) must be
 * one the library knows (works.ts); anything else is rejected naming the title it found.
 */
export function readBluebell(file: string, content: string, batch: Batch): void {
  const called = content.match(/This Act is called the ([^,\n]+,\s*\d{4})/);
  if (!called) {
    batch.reject({ file, line: 1, field: 'title', message: 'no short title ("This Act is called the ...") in the text' });
    return;
  }
  const title = called[1].replace(/\s+/g, ' ');
  const known = workByTitle(title);
  if (!known) {
    batch.reject({ file, line: content.slice(0, called.index).split('\n').length, field: 'act_number', message: `"${title}" is not a work the library knows (works.ts): its number is not in the text` });
    return;
  }
  const sections = bluebellSections(file, content, batch);
  if (!sections) return;
  const { key, work } = known;
  const doc: LibraryDocument = {
    key,
    type: work.type,
    title: work.title,
    url: work.url ?? `https://lawlibrary.org.za${key}`,
    source: `bluebell:${path.basename(file)}`,
    sections,
  };
  if (work.act_number) Object.assign(doc, { act_number: work.act_number, act_year: work.act_year });
  const errors = documentErrors(doc);
  if (errors.length) {
    for (const e of errors) batch.reject({ file, line: 1, field: e.field, message: e.message });
    return;
  }
  batch.addDocument(doc, [completeness(key, sections), '', sections.length]);
}
