import { getDocument, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { textTooLong, type ExtractionBounds } from './bounds.js';
import { TextBuilder, type ExtractedDocument } from './located.js';
import { DocumentRefusal, refuse } from './refusal.js';

/** One line of a page as pdf.js places its text: its words, its baseline (y, up the page) and its font size. */
interface Line {
  text: string;
  y: number;
  size: number;
}

interface TextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  hasEOL: boolean;
}

/**
 * A note's mark in the body: a number of one to three digits (or *, †, ‡) set smaller than its line
 * and raised above its baseline. It is left out of the text: run into the citation before it,
 * `[2019] ZACC 43` and mark 5 would be read as `[2019] ZACC 435`.
 */
const MARK = /^(?:\d{1,3}|[*†‡])$/;
const isMark = (item: TextItem, size: number, baseline: number, lineSize: number) =>
  MARK.test(item.str.trim()) && size < lineSize * 0.8 && item.transform[5] - baseline > lineSize * 0.15;

const itemSize = (item: TextItem) => Math.abs(item.transform[3]) || item.height || 1;

/**
 * A page's text items as lines, top to bottom: items within half a size of one baseline are a line
 * (its size the largest, its baseline that item's), raised small numbers (note marks) left out, a
 * space put where a gap is.
 */
function pageLines(items: TextItem[]): Line[] {
  const groups: TextItem[][] = [];
  let group: TextItem[] = [];
  let y = 0;
  for (const item of items) {
    if (group.length && Math.abs(item.transform[5] - y) > itemSize(item) / 2) {
      groups.push(group);
      group = [];
    }
    if (!group.length) y = item.transform[5];
    group.push(item);
    if (item.hasEOL) {
      groups.push(group);
      group = [];
    }
  }
  if (group.length) groups.push(group);
  const lines: Line[] = [];
  for (const members of groups) {
    const printed = members.filter((m) => m.str.trim());
    if (!printed.length) continue;
    const main = printed.reduce((a, b) => (itemSize(b) > itemSize(a) ? b : a));
    const size = itemSize(main);
    const baseline = main.transform[5];
    let text = '';
    let lastEnd = 0;
    for (const item of members) {
      if (isMark(item, itemSize(item), baseline, size)) continue;
      const x = item.transform[4];
      if (item.str && text && !/\s$/.test(text) && !/^\s/.test(item.str) && x - lastEnd > size * 0.15) text += ' ';
      text += item.str;
      lastEnd = x + item.width;
    }
    if (text.trim()) lines.push({ text, y: baseline, size });
  }
  return lines.sort((a, b) => b.y - a.y);
}

/** A bare page number as printed at a page's top or foot (its spaces taken out): `4`, `- 4 -`, `Page 4 of 20`, `iv`. */
const PAGE_NUMBER = /^(?:page)?[-–(]?(?:\d{1,4}|[ivxlc]{1,7})[-–)]?(?:(?:of|\/)\d{1,4})?$/i;
const pageNumber = (text: string) => text.length <= 24 && PAGE_NUMBER.test(text.replace(/\s+/g, ''));

/** A line's shape with its numbers made alike, so `SMITH J 4` and `SMITH J 5` are one running header. */
const shape = (text: string) => text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();

/** How many lines at a page's top and at its foot may be a running header or footer. */
const EDGE_LINES = 2;
/** The longest running header or footer: a name, a case number, a title; never a line of a paragraph. */
const RUNNING_LENGTH = 100;

/**
 * Running headers and footers: among the first and last EDGE_LINES lines of each page, a short line
 * whose shape recurs at that edge on at least half the pages (and on three or more), and every bare page
 * number there. They are dropped from the text: a header's name or number would run into the text
 * of the page before.
 */
function dropRunning(pages: Line[][]): Line[][] {
  const edges = (lines: Line[]) => [lines.slice(0, EDGE_LINES), lines.slice(Math.max(EDGE_LINES, lines.length - EDGE_LINES))];
  const seen = [new Map<string, number>(), new Map<string, number>()];
  for (const lines of pages) {
    edges(lines).forEach((edge, e) => {
      for (const s of new Set(edge.map((l) => shape(l.text)))) seen[e].set(s, (seen[e].get(s) ?? 0) + 1);
    });
  }
  const running = (e: number, l: Line) => {
    if (pageNumber(l.text)) return true;
    const times = seen[e].get(shape(l.text)) ?? 0;
    return l.text.length <= RUNNING_LENGTH && times >= 3 && times * 2 >= pages.length;
  };
  return pages.map((lines) => {
    const [top, foot] = edges(lines);
    const drop = new Set([...top.filter((l) => running(0, l)), ...foot.filter((l) => running(1, l))]);
    return lines.filter((l) => !drop.has(l));
  });
}

/** A page's lines as text: a blank line where the gap between lines is well over the page's usual spacing. */
function linesText(lines: Line[]): string {
  const gaps = lines.slice(1).map((l, i) => lines[i].y - l.y).filter((g) => g > 0).sort((a, b) => a - b);
  const usual = gaps[Math.floor(gaps.length / 2)] ?? 0;
  let text = '';
  lines.forEach((l, i) => {
    if (i) text += usual && lines[i - 1].y - l.y > usual * 1.6 ? '\n\n' : '\n';
    text += l.text.trim();
  });
  return text;
}

/** A footnote's first line: its number, then its text. */
const NOTE_START = /^(\d{1,3})\s+(?=\S)/;

/**
 * A page's blocks: its body's paragraphs, then its footnotes, each marked with its number. The notes
 * are the lines at the foot of the page set smaller than the page's body text, at least one of them
 * starting with a number; lines there before the first number
 * continue the note the page before left open (`carried`). A page without such lines is all body.
 */
function pageBlocks(lines: Line[], carried: number | undefined): { blocks: Array<{ text: string; note?: number }>; open?: number } {
  const bySize = new Map<number, number>();
  let characters = 0;
  for (const l of lines) {
    bySize.set(Math.round(l.size), (bySize.get(Math.round(l.size)) ?? 0) + l.text.length);
    characters += l.text.length;
  }
  // (The largest size a quarter of the text has: a heading's is larger and rare, and a page may hold
  // more of its notes than of its body.)
  const body = Math.max(0, ...[...bySize].filter(([, n]) => n * 4 >= characters).map(([size]) => size));
  let foot = lines.length;
  while (foot > 0 && lines[foot - 1].size < body * 0.9) foot--;
  const notes = lines.slice(foot);
  const blocks: Array<{ text: string; note?: number }> = [];
  if (!notes.some((l) => NOTE_START.test(l.text.trim()))) {
    for (const text of linesText(lines).split('\n\n')) blocks.push({ text });
    return { blocks };
  }
  for (const text of linesText(lines.slice(0, foot)).split('\n\n')) blocks.push({ text });
  let current: { text: string; note?: number } | undefined = carried !== undefined ? { text: '', note: carried } : undefined;
  for (const l of notes) {
    const line = l.text.trim();
    const start = line.match(NOTE_START);
    if (start) {
      if (current) blocks.push(current);
      current = { text: line.slice(start[0].length), note: Number(start[1]) };
    } else if (current) {
      current.text += `\n${line}`;
    } else {
      blocks.push({ text: line });
    }
  }
  if (current) blocks.push(current);
  return { blocks, open: current?.note };
}

/**
 * A page's text items, read as pdf.js streams them, with a running count over the document: past
 * bounds.textItems items, or half as much text again as bounds.textLength (the exact count is the
 * builder's), the reading is cancelled and the file refused, so a page of a million tiny text objects
 * costs seconds, not minutes.
 */
async function pageItems(page: PDFPageProxy, read: { items: number; characters: number }, bounds: ExtractionBounds): Promise<TextItem[]> {
  const reader = page.streamTextContent().getReader();
  const items: TextItem[] = [];
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return items;
    for (const item of value.items as TextItem[]) {
      if (typeof item.str !== 'string') continue; // a marked-content item
      items.push(item);
      read.characters += item.str.length;
    }
    read.items += value.items.length;
    const over =
      read.items > bounds.textItems
        ? `The PDF draws more than ${bounds.textItems.toLocaleString('en-US')} pieces of text, far more than a document of ${bounds.textLength.toLocaleString('en-US')} characters: it is too complex to read.`
        : read.characters > bounds.textLength * 1.5
          ? textTooLong(bounds, 'PDF')
          : undefined;
    if (over) {
      await reader.cancel(new Error('past the bounds'));
      refuse('too_large', over);
    }
  }
}

/** The pdf.js errors a damaged or locked file gives, by name. */
function pdfFailure(err: unknown): DocumentRefusal {
  const name = (err as { name?: string })?.name;
  if (name === 'PasswordException') return new DocumentRefusal('unreadable', 'The PDF is encrypted with a password: save an unprotected copy and send that.');
  return new DocumentRefusal('corrupt', 'The PDF cannot be read: its structure is damaged or it was cut short. Save or print it to PDF again.');
}

/**
 * A PDF's text page by page (pdf.js, in this thread: the extraction already runs in a worker of its
 * own), running headers, footers, bare page numbers and note marks dropped; each page its body's
 * blocks marked with its number, then its footnotes marked with theirs. Refused: an encrypted file, more pages than bounds.pages, more text than
 * bounds.textLength, and a file without any text (a scan: its pages are pictures).
 */
export async function extractPdf(bytes: Uint8Array, bounds: ExtractionBounds): Promise<ExtractedDocument> {
  // (pdf.js takes the buffer over: it gets a copy.)
  const task = getDocument({ data: bytes.slice(), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0, stopAtErrors: false, disableAutoFetch: true });
  const pdf = await task.promise.catch((err: unknown) => {
    throw pdfFailure(err);
  });
  try {
    if (pdf.numPages > bounds.pages) {
      refuse('too_large', `The PDF has ${pdf.numPages.toLocaleString('en-US')} pages; the most one document may have is ${bounds.pages.toLocaleString('en-US')}.`);
    }
    const pages: Line[][] = [];
    const read = { items: 0, characters: 0 };
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n).catch((err: unknown) => {
        throw pdfFailure(err);
      });
      pages.push(pageLines(await pageItems(page, read, bounds)));
      page.cleanup();
    }
    const kept = dropRunning(pages);
    if (!kept.some((lines) => lines.some((l) => /[\p{L}\p{N}]/u.test(l.text)))) {
      refuse('unreadable', 'The PDF has no text to read: its pages are pictures (a scan). Run it through text recognition (OCR) first, or send the original document.');
    }
    const out = new TextBuilder(bounds.textLength, () => refuse('too_large', textTooLong(bounds, 'PDF')));
    let open: number | undefined;
    kept.forEach((lines, i) => {
      const page = pageBlocks(lines, open);
      open = page.open;
      for (const b of page.blocks) out.block(b.text, b.note !== undefined ? { page: i + 1, note: b.note, note_kind: 'footnote' } : { page: i + 1 });
    });
    return out.build('pdf', pdf.numPages);
  } finally {
    await pdf.destroy();
  }
}
