import type { DocType } from '#libs/contracts/limits.js';
import type { LibrarySection } from '#libs/library/model.js';

/**
 * Works whose identity the sources do not spell out in a form the library needs. The Constitution is
 * one Act (108 of 1996) however many sources carry it: every source maps to the same key, and a
 * complete text outranks an incomplete one whatever its date (the myconstitution AKN copy lacks
 * Chapter 14, ss 231-243; the Laws.Africa text has it).
 */
interface KnownWork {
  title: string;
  type: DocType;
  act_number?: number;
  act_year?: number;
  url?: string;
  /** The number of its last section: a text without it is incomplete. */
  lastSection?: string;
}

const WORKS: Record<string, KnownWork> = {
  '/akn/za/act/1996/constitution': {
    title: 'Constitution of the Republic of South Africa, 1996',
    type: 'act',
    act_number: 108,
    act_year: 1996,
    lastSection: '243',
  },
  '/akn/za/act/2008/68': {
    title: 'Consumer Protection Act, 2008',
    type: 'act',
    act_number: 68,
    act_year: 2008,
    url: 'https://lawlibrary.org.za/akn/za/act/2008/68',
    lastSection: '122',
  },
  '/akn/za/act/rules/2016/national-assembly': {
    title: 'Rules of the National Assembly',
    type: 'regulation',
  },
};

export function knownWork(key: string): KnownWork | undefined {
  return WORKS[key];
}

/**
 * The work whose short title is `title` (`Consumer Protection Act, 2008`): for texts that state their
 * short title but carry no metadata (Bluebell plain text).
 */
export function workByTitle(title: string): { key: string; work: KnownWork } | undefined {
  const found = Object.entries(WORKS).find(([, w]) => w.title.toLowerCase() === title.toLowerCase());
  return found && { key: found[0], work: found[1] };
}

/** 1 for a complete text (or a work with no known extent), 0 for one that lacks its last section. */
export function completeness(key: string, sections: LibrarySection[]): number {
  const last = WORKS[key]?.lastSection;
  return !last || sections.some((s) => s.number === last) ? 1 : 0;
}

/**
 * Whether the name `whole` holds `part`, read without case or punctuation (`Electoral Amendment Bill -
 * Mr J Selfe (DA)` holds `Electoral Amendment Bill`): two sources naming one work, one at more length.
 */
export function nameHolds(whole: string, part: string): boolean {
  const plain = (n: string) => n.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  return plain(whole).includes(plain(part));
}
