import type { ReadingExample } from './types.js';

/**
 * The words a provision is cited by (`section 26(3)`, `s 12(2)(b)`, `rule 53(1)(b)`, `item 4 of
 * Schedule 2`), each kind a row with its written forms and the examples it must read
 * (test/citations/data.spec.ts); libs/citations/provisions.ts builds its pattern from these rows.
 */

export type ProvisionKind = 'section' | 'item' | 'rule' | 'regulation' | 'clause' | 'paragraph' | 'article' | 'schedule';

export interface ProvisionWord {
  kind: ProvisionKind;
  /** How it is written, exactly (case matters: `S.` is an initial, `s` a section). */
  forms: readonly string[];
  /** The normalized form's prefix: `s 12(2)(b)`, `reg 4`, `Schedule 2 item 4`. */
  short: string;
  /**
   * Read only when tied to an instrument (`paragraph 3 of Schedule 2`): alone, `paragraph 52` is a
   * judgment's own paragraph, and `para 45` after a case citation its pinpoint (pinpoints.ts).
   */
  tiedOnly?: true;
  about: string;
  examples: readonly ReadingExample[];
}

export const PROVISION_WORDS: readonly ProvisionWord[] = [
  {
    kind: 'section',
    forms: ['section', 'sections', 'Section', 'Sections', 'SECTION', 'SECTIONS', 's', 'ss', 's.', 'ss.', 'sec', 'sec.', 'secs', 'sect', 'sect.'],
    short: 's',
    about: 'Sections of an Act, with their subsections and paragraphs in brackets. `s` and `ss` in lower case only: `S.` is an initial.',
    examples: [
      { text: 'section 26(3) of the Constitution', provision: 's 26(3)', tie: 'Constitution of the Republic of South Africa' },
      { text: 'In terms of s 12(2)(b) of the Consumer Protection Act 68 of 2008 the supplier', provision: 's 12(2)(b)', tie: 'Consumer Protection Act' },
      { text: 'ss 9 and 10 of the Constitution', provision: 's 9', tie: 'Constitution of the Republic of South Africa' },
      { text: 'sec. 172(1)(b) of the Constitution', provision: 's 172(1)(b)', tie: 'Constitution of the Republic of South Africa' },
      { text: 'sections 25(1)-(3) of the Constitution', provision: 's 25(1)-(3)', tie: 'Constitution of the Republic of South Africa' },
      { text: 'The applicant relies on section 39(2).', provision: 's 39(2)', tie: null, why: 'nothing ties it: untied' },
      { text: 'S. Mokoena testified that the vehicle was stolen', provision: null, why: 'a capital S with a full stop is an initial' },
    ],
  },
  {
    kind: 'item',
    forms: ['item', 'items', 'Item', 'Items'],
    short: 'item',
    about: 'Items of a Schedule: `item 4 of Schedule 2`, `Schedule 6 item 16(6)`; an item without its Schedule is untied.',
    examples: [
      { text: 'item 16(6) of Schedule 6 to the Constitution', provision: 'Schedule 6 item 16(6)', tie: 'Constitution of the Republic of South Africa' },
      { text: 'Schedule 2 item 4 of the Consumer Protection Act 68 of 2008', provision: 'Schedule 2 item 4', tie: 'Consumer Protection Act' },
    ],
  },
  {
    kind: 'schedule',
    forms: ['Schedule', 'Schedules', 'schedule', 'SCHEDULE'],
    short: 'Schedule',
    tiedOnly: true,
    about: 'A Schedule cited whole (`Schedule 6 to the Constitution`); with an item it is that item\'s.',
    examples: [{ text: 'Schedule 6 to the Constitution', provision: 'Schedule 6', tie: 'Constitution of the Republic of South Africa' }],
  },
  {
    kind: 'rule',
    forms: ['rule', 'rules', 'Rule', 'Rules', 'RULE'],
    short: 'rule',
    about: 'Rules of court and of Parliament: `rule 53(1)(b)`, `Rule 6(5)(g) of the Uniform Rules`.',
    examples: [
      { text: 'Rule 53(1)(b) of the Uniform Rules of Court', provision: 'rule 53(1)(b)', tie: 'Uniform Rules of Court' },
      { text: 'an application under rule 30A', provision: 'rule 30A', tie: null },
    ],
  },
  {
    kind: 'regulation',
    forms: ['regulation', 'regulations', 'Regulation', 'Regulations', 'reg', 'reg.', 'regs', 'regs.'],
    short: 'reg',
    about: 'Regulations: `regulation 4`, `reg 3(2)`. A capitalised `Regulation of ...` before a title is the title\'s (acts.ts).',
    examples: [{ text: 'as regulation 4(1) requires', provision: 'reg 4(1)', tie: null }],
  },
  {
    kind: 'clause',
    forms: ['clause', 'clauses', 'Clause', 'Clauses', 'cl', 'cl.'],
    short: 'clause',
    about: 'Clauses of a contract, a by-law or a bill: checked only where the instrument is held.',
    examples: [{ text: 'clause 7 of the By-law', provision: 'clause 7', tie: 'By-law' }],
  },
  {
    kind: 'paragraph',
    forms: ['paragraph', 'paragraphs', 'Paragraph', 'Paragraphs', 'para', 'paras', 'para.'],
    short: 'para',
    tiedOnly: true,
    about: 'Paragraphs of an instrument, only with the instrument written: alone (`the order in paragraph 52`) or after a case citation (`at para 45`, a pinpoint) they are a judgment\'s.',
    examples: [
      { text: 'paragraph 3 of Schedule 1 to the Constitution', provision: 'Schedule 1 para 3', tie: 'Constitution of the Republic of South Africa' },
      { text: 'the order in paragraph 52 stands', provision: null, why: 'a judgment\'s own paragraph' },
      { text: 'S v Makwanyane [1995] ZACC 3 at para 144 of the judgment', provision: null, why: 'a pinpoint, read by pinpoints.ts' },
    ],
  },
  {
    kind: 'article',
    forms: ['article', 'articles', 'Article', 'Articles', 'art', 'art.', 'arts', 'Art', 'Art.'],
    short: 'art',
    about: 'Articles of a treaty or charter: `article 5 of the ICCPR` (no such instrument is held: unchecked).',
    examples: [{ text: 'article 14 of the ICCPR', provision: 'art 14', tie: 'ICCPR' }],
  },
];

/**
 * The words that refer back to an Act already cited (`of the Act`, `of that Act`): to the nearest Act
 * citation before it in the sentence or the lines just before, never the Constitution (which is
 * never called `the Act`).
 */
export const BACK_REFERENCES: readonly string[] = ['the Act', 'that Act', 'this Act', 'the said Act', 'the principal Act', 'the same Act'];

/**
 * Words written for the Constitution of 1993 (the interim Constitution, Act 200 of 1993): where a text
 * speaks of it, `the Constitution` alone may be either, and a provision tied to it is left untied
 * (never accused against the 1996 text).
 */
export const INTERIM_CONSTITUTION = /\binterim\s+Constitution\b|\bAct\s+(?:No\.?\s*)?200\s+of\s+1993\b|\bConstitution(?:\s+of\s+the\s+Republic\s+of\s+South\s+Africa)?,?\s+1993\b|\b1993\s+Constitution\b/i;

/** The Constitution of 1996 named so that no reader takes it for 1993's: `the 1996 Constitution`, `the final Constitution`. */
export const FINAL_CONSTITUTION = /^(?:the\s+)?(?:1996|final)\s+Constitution\b/i;

/** The Bill of Rights: Chapter 2 of the 1996 Constitution, its sections 7 to 39 (`section 33 of the Bill of Rights`). */
export const BILL_OF_RIGHTS = { name: /^(?:the\s+)?Bill\s+of\s+Rights\b/, first: 7, last: 39 } as const;

/** The interim Constitution named by words (its Act is 200 of 1993). */
export const NAMED_INTERIM = /^(?:the\s+)?(?:interim|1993)\s+Constitution\b/i;

export const PROVISION_EXAMPLES: readonly ReadingExample[] = [
  { text: 'section 25 of the interim Constitution', provision: 's 25', tie: 'Constitution of the Republic of South Africa, 1993', why: 'the 1993 text, never the 1996 one' },
  { text: 'section 11(2) of the Constitution of the Republic of South Africa Act 200 of 1993', provision: 's 11(2)', tie: 'Constitution of the Republic of South Africa Act' },
  { text: 'Under the interim Constitution, section 11(2) of the Constitution protected', provision: 's 11(2)', tie: null, why: 'the text speaks of 1993\'s Constitution: `the Constitution` may be either' },
  { text: 'The Promotion of Administrative Justice Act 3 of 2000 (PAJA) applies. Section 6(2)(e) of the Act lists the grounds.', provision: 's 6(2)(e)', tie: 'Promotion of Administrative Justice Act', why: '`the Act`: the Act cited just before' },
  { text: 'The Consumer Protection Act 68 of 2008 (the CPA) governs. See s 14(2)(b)(i)(bb) of the CPA.', provision: 's 14(2)(b)(i)(bb)', tie: 'Consumer Protection Act', why: 'an acronym defined where the Act is cited' },
  { text: 'section 8(1) of PAJA', provision: 's 8(1)', tie: 'PAJA', why: 'an acronym no citation of the text defines: named, never looked for (`CPA` is two Acts)' },
  { text: 'section 19(1)(c) of the Rates Act', provision: 's 19(1)(c)', tie: 'Rates Act' },
  { text: 'section 229(2)(a)6 of the Constitution', provision: 's 229(2)(a)', tie: 'Constitution of the Republic of South Africa', why: 'a footnote number glued to the bracket' },
  { text: 'section 166(e) read with section 170 of the Constitution', provision: 's 166(e)', tie: 'Constitution of the Republic of South Africa', why: '`read with` joins a list tied together' },
  { text: 'section 16 of the Rates Act and section 229(2)(a) of the Constitution', provision: 's 16', tie: 'Rates Act' },
  { text: 'the right of access to courts in section 34 of the Bill of Rights', provision: 's 34', tie: 'Constitution of the Republic of South Africa, 1996', why: 'the Bill of Rights is sections 7 to 39 of the Constitution' },
  { text: 'section 12 of the Bill of Rights', provision: 's 12', tie: 'Constitution of the Republic of South Africa, 1996' },
  { text: 'section 40 of the Bill of Rights', provision: 's 40', tie: null, why: 'no section of the Bill of Rights: untied, never accused' },
];
