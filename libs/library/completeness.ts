import { completeness } from '#libs/importers/works.js';
import type { LibraryDocument } from './model.js';

/** How much text a document holds: what a replacement is measured against. */
export interface Extent {
  sections: number;
  /** Characters of text: the sections' texts, or the whole text of an undivided document. */
  chars: number;
  /** Whether it has its last section, for a work whose last section is known (works.ts `completeness`). */
  complete: boolean;
}

/**
 * A replacement holding less than this share of the stored document's sections or text is refused
 * without --force. An amendment repeals sections one at a time, but not half an Act at once; a
 * truncated or broken upstream text does (the Constitution's 295 sections once came back as 1).
 */
export const SHRINK_LIMIT = 0.5;

/** A stored document with fewer sections than this is not judged by its share: a new work's first texts may grow or shrink freely. */
const MIN_SECTIONS_JUDGED = 4;

/** The extent of a document about to be written. */
export function extentOf(doc: LibraryDocument): Extent {
  const sections = doc.sections ?? [];
  const chars = sections.length ? sections.reduce((n, s) => n + s.text.length, 0) : (doc.text ?? '').length;
  return { sections: sections.length, chars, complete: completeness(doc.key, sections) === 1 };
}

/**
 * Why `incoming` may not replace `stored`, or undefined when it may: the importers' rule that a
 * complete text is never replaced by an incomplete one (works.ts), and a text with far fewer
 * sections or far less text (SHRINK_LIMIT) than the one it would replace.
 */
export function shrinkage(stored: Extent, incoming: Extent): string | undefined {
  if (stored.complete && !incoming.complete) return 'the stored text is complete and this one lacks its last section';
  if (stored.sections >= MIN_SECTIONS_JUDGED && incoming.sections < stored.sections * SHRINK_LIMIT) {
    return `${incoming.sections} sections where the stored text has ${stored.sections}`;
  }
  if (stored.chars > 0 && incoming.chars < stored.chars * SHRINK_LIMIT) {
    return `${incoming.chars.toLocaleString('en')} characters of text where the stored text has ${stored.chars.toLocaleString('en')}`;
  }
  return undefined;
}
