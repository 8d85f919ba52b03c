import { XMLParser } from 'fast-xml-parser';
import type { LibrarySection } from '#libs/library/model.js';

/** A node of fast-xml-parser's ordered tree: `{ tag: children, ':@': attributes }` or `{ '#text': s }`. */
export type XmlNode = Record<string, unknown>;

/**
 * One parser for Akoma Ntoso XML and for the Laws.Africa HTML rendering of it (void tags and HTML
 * entities allowed): both become the same ordered tree, walked by the same code below.
 */
const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  unpairedTags: ['br', 'img', 'hr', 'wbr'],
  htmlEntities: true,
  processEntities: true,
});

export function parseXml(text: string): XmlNode[] {
  return parser.parse(text) as XmlNode[];
}

export function tagOf(node: XmlNode): string | undefined {
  return Object.keys(node).find((k) => k !== ':@' && k !== '#text');
}

export function attrs(node: XmlNode): Record<string, string> {
  return (node[':@'] as Record<string, string>) ?? {};
}

export function children(node: XmlNode): XmlNode[] {
  const t = tagOf(node);
  return t ? ((node[t] as XmlNode[]) ?? []) : [];
}

/**
 * The Akoma Ntoso name of an element: its own tag in XML; in the HTML rendering, the `akn-<name>`
 * class (a section is `<section class="akn-section">`, a heading `<h3>` or `class="akn-heading"`).
 */
export function aknName(node: XmlNode): string | undefined {
  const tag = tagOf(node);
  if (!tag) return undefined;
  const cls = attrs(node).class;
  const akn = cls?.split(/\s+/).find((c) => c.startsWith('akn-'));
  if (akn) return akn.slice(4);
  if (/^h[1-6]$/.test(tag)) return 'heading';
  return tag;
}

export function find(nodes: XmlNode[], name: string): XmlNode | undefined {
  for (const n of nodes) {
    if (aknName(n) === name) return n;
    const inner = find(children(n), name);
    if (inner) return inner;
  }
  return undefined;
}

export function findAll(nodes: XmlNode[], name: string, out: XmlNode[] = []): XmlNode[] {
  for (const n of nodes) {
    if (aknName(n) === name) out.push(n);
    else findAll(children(n), name, out);
  }
  return out;
}

// Elements that start a new line of text; everything else runs on within its line.
const BLOCKS = new Set([
  'p', 'listIntroduction', 'listWrapUp', 'item', 'subsection', 'paragraph', 'subparagraph', 'clause', 'subclause',
  'heading', 'subheading', 'tr', 'eol', 'br', 'intro', 'wrapUp', 'blockList', 'content', 'crossHeading', 'li', 'div',
  'section', 'part', 'chapter', 'subpart', 'hcontainer', 'longTitle', 'table', 'point', 'list', 'ul', 'ol',
]);
const SKIP = new Set(['meta', 'img', 'script', 'style']);

/** Plain text of nodes: one line per block element, numbers kept before their text, spaces collapsed. */
export function textOf(nodes: XmlNode[]): string {
  const lines: string[] = [];
  let line = '';
  // A number stays on the line of the text it numbers: `(1) Everyone is equal ...`.
  let numberOnly = false;
  const flush = () => {
    if (numberOnly) return;
    const t = line.replace(/\s+/g, ' ').trim();
    if (t) lines.push(t);
    line = '';
  };
  const walk = (list: XmlNode[]) => {
    for (const n of list) {
      if ('#text' in n) {
        line += String(n['#text']);
        if (/\S/.test(String(n['#text']))) numberOnly = false;
        continue;
      }
      const name = aknName(n);
      if (!name || SKIP.has(name)) continue;
      if (name === 'num') {
        flush();
        line += textOf(children(n)) + ' ';
        numberOnly = true;
        continue;
      }
      const block = BLOCKS.has(name);
      if (block) flush();
      walk(children(n));
      if (name === 'td' || name === 'th') line += ' ';
      if (block) flush();
    }
  };
  walk(nodes);
  flush();
  return lines.join('\n');
}

/** Sections of a document body: chapters and parts are walked through, sections taken with number and heading. */
export function sectionsOf(nodes: XmlNode[], numberPrefix = '', refPrefix?: string): LibrarySection[] {
  const out: LibrarySection[] = [];
  const walk = (list: XmlNode[]) => {
    for (const n of list) {
      const name = aknName(n);
      if (!name || name === '#text') continue;
      if (name === 'section') out.push(sectionOf(n, numberPrefix, refPrefix));
      else if (!SKIP.has(name) && name !== 'preface' && name !== 'coverpage' && name !== 'attachments' && name !== 'components') walk(children(n));
    }
  };
  walk(nodes);
  return out;
}

function sectionOf(node: XmlNode, numberPrefix: string, refPrefix?: string): LibrarySection {
  const kids = children(node);
  const numNode = kids.find((k) => aknName(k) === 'num');
  const headNode = kids.find((k) => aknName(k) === 'heading');
  let number = numNode ? textOf(children(numNode)).replace(/\.$/, '').trim() : '';
  let heading = headNode ? textOf(children(headNode)).replace(/\n/g, ' ').trim() : '';
  if (!numNode && heading) {
    // The HTML rendering writes number and heading together: `<h3>9. Equality</h3>`.
    const m = heading.match(/^(\d+[A-Z]*)\.?\s+(\S.*)$/);
    if (m) [number, heading] = [m[1], m[2]];
  }
  if (!number) number = attrs(node).id ?? attrs(node)['data-eId'] ?? '?';
  const text = textOf(kids.filter((k) => k !== numNode && k !== headNode));
  const fullNumber = numberPrefix ? `${numberPrefix} item ${number}` : number;
  const section: LibrarySection = { number: fullNumber, text };
  if (heading) section.heading = heading;
  if (refPrefix) section.ref = `${refPrefix}, item ${number}${heading ? `: ${heading}` : ''}`;
  return section;
}

/**
 * A schedule as sections: its numbered items when it has them, otherwise the schedule whole.
 * `name` is `Schedule 2` (or the schedule's heading), `subheading` its title.
 */
export function scheduleSections(name: string, subheading: string | undefined, body: XmlNode[]): LibrarySection[] {
  const items = sectionsOf(body, name, name);
  if (items.length) return items;
  const text = textOf(body);
  if (!text) return [];
  const section: LibrarySection = { number: name, text, ref: subheading ? `${name}: ${subheading}` : name };
  if (subheading) section.heading = subheading;
  return [section];
}

/**
 * A schedule held as an attachment (Akoma Ntoso 3 and its HTML rendering): its `heading` names it
 * (`Schedule 1`), its `subheading` titles it; without a heading, the alias in the attached doc's meta.
 */
export function attachmentSections(attachment: XmlNode): LibrarySection[] {
  const kids = children(attachment);
  const heading = kids.find((k) => aknName(k) === 'heading');
  const sub = kids.find((k) => aknName(k) === 'subheading');
  const alias = heading ? undefined : attrs(find(kids, 'FRBRalias') ?? {}).value;
  const name = heading ? textOf(children(heading)) : (alias ?? 'Schedule');
  return scheduleSections(name, sub ? textOf(children(sub)) : undefined, kids.filter((k) => k !== heading && k !== sub));
}
