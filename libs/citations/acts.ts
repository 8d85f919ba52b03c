import { PROVINCIAL } from './data/places.js';
import { ACT_NUMBER, BARE_CONSTITUTION, CONNECTORS, CONSTITUTION, NAME_ABBREVIATIONS, TITLE_YEAR } from './patterns.js';
import type { ActCitation } from './extract.js';
import { blanked, headingBefore, marginNumber, pageMark } from './layout.js';
import { bare, clean, GROUP_GAP, hasLetter, isSpace, keepFirst, NAME_WORD, tokensBefore, type Span, type Token } from './tokens.js';

/**
 * Act citations: `Act 68 of 2008` with the title written before it (`Consumer Protection Act 68 of
 * 2008`), a title with its year (`Companies Act, 2008`), the Constitution; the title read back as a
 * name is, and the other readings verification may take (an acronym, a part of an Act before it).
 */

/** Words that end an Act title read backwards: the title starts after them (`under the Companies Act`). */
const BEFORE_TITLE = new Set([
  'the', 'a', 'an', 'this', 'that', 'under', 'in', 'see', 'cf', 'per', 'terms', 'section', 'sections', 's', 'ss', 'subsection', 'regulation',
  'regulations', 'chapter', 'item', 'schedule', 'part', 'by', 'with', 'he', 'she', 'it', 'they', 'we', 'its', 'their', 'his', 'her', 'our', 'as', 'was',
  'is', 'were', 'are', 'be', 'been', 'which', 'whose', 'also', 'read', 'contravening', 'contravention', 'breach', 'pursuant', 'enacted',
  'repealed', 'amended', 'replaced', 'applying', 'following',
]);

/**
 * A verb just before an Act's number (`The court considered Act 24 of 1936`, `Judges must apply Act 51 of
 * 1977`, `Interpreting Act 68 of 2008`): the words before it are the clause's, no title, and read as
 * one (`court considered`) the Act was accused. Only the verbs listed, in lower case or an `-ing`
 * opening a sentence (`Housing Act`, `Broadcasting Act`, `... Act Repeal Act` are titles).
 */
const VERBS_BEFORE_ACT = new Set([
  'apply', 'applies', 'applying', 'applied', 'invoke', 'invokes', 'invoking', 'invoked', 'interpret', 'interprets', 'interpreting', 'interpreted',
  'consider', 'considers', 'considering', 'considered', 'cite', 'cites', 'citing', 'cited', 'pass', 'passes', 'passing', 'passed', 'enforce',
  'enforces', 'enforcing', 'enforced', 'challenge', 'challenges', 'challenging', 'challenged', 'violate', 'violates', 'violating', 'violated',
  'contravene', 'contravenes', 'contravened', 'construe', 'construes', 'construing', 'construed', 'implement', 'implements', 'implementing',
  'implemented', 'promulgate', 'promulgates', 'promulgating', 'promulgated', 'discussed', 'examined', 'analysed', 'analyzed', 'administered',
]);
// (In lower case, or an `-ing` opening a sentence: `Black Authorities Act Repeal Act` is a title. Not
// any word in `-ed`: `the sentech limited act 22 of 2011`, read without its title, confirmed another Act.)
const verbBeforeAct = (word: string) => VERBS_BEFORE_ACT.has(word) || (/^\p{Lu}\p{Ll}+ing$/u.test(word) && VERBS_BEFORE_ACT.has(word.toLowerCase()));

/** Labels of a judgment's headnote and of headings, before a colon: `Summary:`, `Held:`, `Legislation:`. */
const HEADING_LABELS = new Set(['summary:', 'held:', 'legislation:', 'headnote:', 'flynote:', 'catchwords:', 'keywords:', 'order:', 'note:', 'issue:', 'issues:', 'statutes:', 'statute:', 'cases:', 'see:', 'cf:', 'coram:', 'heard:', 'delivered:', 'judgment:',
  'answer:', 'q:', 'question:', 'authority:', 'authorities:', 'reference:', 'references:', 'source:', 'sources:', 'citation:', 'law:', 'laws:', 'act:', 'acts:']);

/** Nouns that open a clause in lower case (`section 9 of`) but a title with a capital (`Regulation of Gatherings Act`). */
const TITLE_NOUNS = new Set(['regulation', 'regulations', 'chapter', 'item', 'schedule', 'part', 'section', 'sections']);

/**
 * Whether a word that usually ends a title read backwards stands inside this one: `Trafficking in
 * Persons`, `Prohibition or Restriction`, `Constitution of the Republic`, `Regulation of Gatherings`.
 */
function inTitle(word: string, left: string, right: string): boolean {
  if (NAME_WORD.test(word)) return TITLE_NOUNS.has(word.toLowerCase());
  const rightOk = NAME_WORD.test(right) || right === 'the';
  if (word === 'the') return rightOk && ['of', 'to', 'in', 'on', 'for'].includes(left);
  return ['in', 'or', 'to', 'on'].includes(word) && rightOk && NAME_WORD.test(left);
}

/**
 * The short title ending just before `at` (`Promotion of Access to Information`), read back to the
 * article or clause word before it, whatever the title's case (`Protection of personal information`).
 * Stops at a comma (titles hold none), a sentence end and the previous citation.
 */
function titleBefore(text: string, from: number, at: number): { start: number; title: string } | undefined {
  const tokens = tokensBefore(text, Math.max(from, at - 200), at, 16);
  const taken: Token[] = [];
  // Page numbers passed over inside the title, left out of it.
  const pages: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const raw = tokens[i].raw;
    const word = bare(raw);
    if (pageMark(text, tokens[i]) || (taken.length && marginNumber(text, tokens[i], tokens[i + 1], taken[taken.length - 1]))) {
      pages.push(tokens[i]);
      continue;
    }
    // A table's cell, a dash or a colon right before the number's `Act` ends the title (`| PAJA | Act
    // 3 of 2000 |`, `PAJA – Act 3 of 2000`, `PAJA: Act ...`): the words before are an acronym
    // (ACRONYM_BEFORE_NUMBER) or a title of their own (TITLE_BEFORE_NUMBER).
    if (raw === '|' || (!taken.length && (/^[–—-]$/.test(raw) || /:$/.test(raw)))) break;
    // `... Justice Act (PAJA)\n  Act 3 of 2000`: the abbreviation is the title's before it, and the
    // number that title's (TITLE_BEFORE_NUMBER); read as this title, `PAJA)` was not_found.
    if (!taken.length && /^\(.*\)$/.test(raw) && tokens[i + 1] && /^acts?$/i.test(bare(tokens[i + 1].raw))) break;
    if (!word || /^\d/.test(word) || /^\[/.test(raw)) break;
    if (!taken.length && verbBeforeAct(word)) break;
    // A title never ends in punctuation before `Act` (`... is supreme; Act 200 of 1993`), nor holds a comma.
    if (/[,;.!?]["'”’]?$/.test(raw) && !NAME_ABBREVIATIONS.has(raw.toLowerCase())) break;
    // `(PAJA) and Promotion of ...`: a bracket opened and closed before the title is an aside of what
    // precedes it; a closing bracket opened nowhere before it ends the title too (`(Sexual Offences
    // and Related Matters) Amendment Act` keeps its own).
    // (`Agricultural Holdings (Transvaal) Registration Act`, `Companies (Administration) Act` keep theirs.)
    const right = taken.length ? bare(taken[taken.length - 1].raw) : '';
    // `... Act 4 of 2013 (POPIA)\nNational Water Act 36 of 1998`: an abbreviation after a number is the
    // citation's before it, and ends this title (read into it, the next Act was not_found).
    if (raw.includes(')') && tokens[i + 1] && /^\d/.test(bare(tokens[i + 1].raw))) break;
    if (raw.includes(')') && (/^\(/.test(raw) ? ['and', '&', 'or', 'en'].includes(right.toLowerCase()) : !tokens.slice(i + 1).some((t) => t.raw.includes('(') && !t.raw.includes(')')))) break;
    // `the Companies Act and Close Corporations Act`; but `... Matters) Amendment Act Amendment Act`.
    if (/^acts?$/i.test(word) && right !== 'Amendment' && right !== 'Repeal') break;
    if (BEFORE_TITLE.has(word.toLowerCase()) && !inTitle(word, tokens[i + 1] ? bare(tokens[i + 1].raw) : '', right)) break;
    taken.push(tokens[i]);
    if (/:$/.test(raw) && !NAME_WORD.test(word)) break;
    if (tokens[i].lineStart && headingBefore(text, tokens[i], at, false)) break;
  }
  // A heading's label before a colon is no part of a title: `Summary: Local Government: Municipal Systems Act`.
  {
    const label = taken.findIndex((t) => HEADING_LABELS.has(t.raw.toLowerCase()));
    if (label >= 0) taken.length = label;
  }
  // The title is the run of words with capitals (and connectors) before `Act`; a title written in lower
  // case (`Protection of personal information Act`) runs back to its first capital or to the article.
  let run = 0;
  const titleWord = (t: Token) => NAME_WORD.test(bare(t.raw)) || CONNECTORS.has(bare(t.raw).toLowerCase()) || bare(t.raw) === 'or';
  while (run < taken.length && titleWord(taken[run])) run++;
  const hasCapital = taken.slice(0, run).some((t) => NAME_WORD.test(bare(t.raw)));
  if (hasCapital) taken.length = run;
  taken.reverse();
  let s = hasCapital ? 0 : taken.findIndex((t) => NAME_WORD.test(bare(t.raw)));
  if (s < 0) s = 0;
  while (s < taken.length && CONNECTORS.has(bare(taken[s].raw).toLowerCase())) s++;
  if (s >= taken.length) return undefined;
  // A title never ends in a small word: `the provisions of Act 71 of 2008`, `commencement of Act ...` name no Act.
  if (CONNECTORS.has(bare(taken[taken.length - 1].raw).toLowerCase())) return undefined;
  const start = taken[s].start + (/^[(["'“‘]/.test(taken[s].raw) ? 1 : 0);
  const title = clean(blanked(text, start, at, pages)).replace(/,$/, '');
  if (!title || !hasLetter(title)) return undefined;
  return { start, title };
}

/** The most comma-separated parts a title is read on through, and the most words in each. */
const LISTED_PARTS = 4;
const LISTED_WORDS = 4;

/**
 * A title's words before its `start`, across commas (`Foodstuffs, Cosmetics and Disinfectants`): parts
 * of capitalised words and connectors, each after a comma. A title holds commas seldom and `On Monday,
 * Companies Act` is no title, so this reading is only taken where an Act's title agrees with it
 * (verify.service.ts).
 */
function titleThroughCommas(text: string, from: number, start: number, title: string): { start: number; title: string } | undefined {
  let at = start;
  let first: number | undefined;
  for (let n = 0; n < LISTED_PARTS; n++) {
    let p = at;
    while (p > from && isSpace(text[p - 1])) p--;
    if (p <= from || text[p - 1] !== ',') break;
    const tokens = tokensBefore(text, Math.max(from, p - 1 - 80), p - 1, LISTED_WORDS + 1);
    let k = 0;
    while (
      k < tokens.length &&
      k < LISTED_WORDS &&
      (NAME_WORD.test(bare(tokens[k].raw)) || ['and', 'of', '&'].includes(tokens[k].raw)) &&
      !BEFORE_TITLE.has(bare(tokens[k].raw).toLowerCase()) &&
      !/[,;.:]$/.test(tokens[k].raw)
    )
      k++;
    if (k === 0 || !NAME_WORD.test(bare(tokens[k - 1].raw))) break;
    at = tokens[k - 1].start;
    first = at;
  }
  return first === undefined ? undefined : { start: first, title: `${clean(text.slice(first, start)).trim()} ${title}` };
}

/**
 * A title read with a part's name before it (`Schedule to the Public Holidays`), without it: read whole,
 * the genuine Act was accused; `Repeal of the Black Administration Act and ...` is a title.
 */
function withoutPart(text: string, title: { start: number; title: string }): { start: number; title: string } | undefined {
  return cutBefore(text, title, PART_BEFORE_TITLE.exec(title.title)?.[0]);
}

/** The title without `prefix`, its first words: its start moved past as many words in the text. */
function cutBefore(text: string, title: { start: number; title: string }, prefix: string | undefined): { start: number; title: string } | undefined {
  if (!prefix || prefix.length >= title.title.length) return undefined;
  let start = title.start;
  // (The title as read is cleaned; its words are found again in the text.)
  const words = prefix.trim().split(/\s+/).length;
  for (let n = 0; n < words; n++) {
    while (start < text.length && !isSpace(text[start])) start++;
    while (start < text.length && isSpace(text[start])) start++;
  }
  return { start, title: title.title.slice(prefix.length) };
}

/** A designated part of an Act or its chain: `12`, `XIV`, `B`, `25(1)(a)`, `9 and 10`, `21-23`. */
const DESIGNATION = String.raw`(?:\d{1,4}[A-Z]?|[A-Z]{1,6})(?:\([0-9a-zA-Z]{1,4}\))*`;
/**
 * A designated part of an Act before its title, chained (`Chapter XIV of the`, `section 3 of the`, `Part
 * 2 of Chapter 4 of the`, `item 3 of Schedule 1 to the`): never part of a title (verification rules,
 * Act names). Read into the title, `Chapter XIV of the Companies Act 61 of 1973` was not_found.
 */
const DESIGNATED_PART = new RegExp(
  String.raw`^(?:(?:the|The)\s+)?(?:(?:Chapters?|CHAPTER|Parts?|PART|Sections?|SECTION|Items?|Schedules?|Regulations?|Rules?|Paragraphs?|Clauses?|Articles?|Annexures?|Forms?|[Rr]egs?\.?|[Ss]{1,2}\.?)\s+${DESIGNATION}(?:\s*(?:[,\-–]|and|to)\s*${DESIGNATION})*\s+(?:of|to|under|in terms of|made under)\s+(?:the\s+)?)+`,
);

/**
 * A title read on through another Act's name joined to it by `and` (`Repeal of the Black Administration
 * Act and Amendment of Certain Laws Amendment Act 20 of 2012`): read from the inner `Act`, the genuine
 * Act was `not_found`; read so always, `the Companies Act and Close Corporations Act` would be one.
 */
function throughActAnd(text: string, from: number, title: { start: number; title: string }): { start: number; title: string } | undefined {
  const lo = Math.max(from, title.start - 16);
  const joined = /\bAct[\s\u200b-\u200d\u2060]+and[\s\u200b-\u200d\u2060]+$/.exec(text.slice(lo, title.start));
  if (!joined) return undefined;
  const before = titleBefore(text, from, lo + joined.index);
  return before ? { start: before.start, title: `${before.title} Act and ${title.title}` } : undefined;
}

/** A title's other reading (ActCitation.listed): through commas, without a part's name, or through `Act and`. */
function otherReading(text: string, from: number, title: { start: number; title: string }): { start: number; title: string } | undefined {
  return titleThroughCommas(text, from, title.start, title.title) ?? withoutPart(text, title) ?? throughActAnd(text, from, title);
}

const ACT_RE = new RegExp(ACT_NUMBER, 'g');
const TITLE_YEAR_RE = new RegExp(TITLE_YEAR, 'g');
const CONSTITUTION_RE = new RegExp(CONSTITUTION, 'gi');
const BARE_CONSTITUTION_RE = new RegExp(BARE_CONSTITUTION, 'g');

/**
 * A title's `Act` just before an Act number that follows it: then, in this order, an optional `of
 * YEAR`, an optional abbreviation in brackets (`(CPA)`, `("the CPA")`), and separators (`,` `(` `[`
 * `–` `—` `-` `:` `;`), ending at the number's own `Act`.
 */
const TITLE_BEFORE_NUMBER = /\b(?:Act|ACT|act)(?: of (?:1[89]|20)\d\d)?(?: ?\(["“]?(?:the )?[A-Z][A-Za-z]{1,9}["”]?\))?[\s\u200b-\u200d\u2060,([–—:;|*_-]*$/;

/** The length up to and with a closing bracket (one of `brackets`) within four spaces of `at`; undefined when none stands there. */
function closingAfter(text: string, at: number, brackets: string): number | undefined {
  let i = at;
  while (i < text.length && i - at < 4 && isSpace(text[i])) i++;
  return i < text.length && brackets.includes(text[i]) ? i + 1 - at : undefined;
}

/** An acronym in capitals standing right before an Act number in brackets: `PAJA (`, `POPIA (`; or before its comma, `PAJA, Act 3 of 2000`. */
const ACRONYM_BEFORE_NUMBER = /(?<![\p{L}\p{N}])(\p{Lu}{3,7})[*_]{0,3}[\s\u200b-\u200d\u2060]*([(|:–—,-])[\s\u200b-\u200d\u2060]*$/u;

/**
 * What a writer calls an Act right after its number, in brackets: an acronym or a title (`Act 3 of 2000
 * (PAJA)`, `Act 71 of 2008 ("the CPA")`, `Act 68 of 2008 (the Companies Act)`). Group 1: an acronym;
 * group 2: a title's words before `Act`. Read as an acronym before the number is (`abbreviation`): a name
 * only where it names an Act the library knows (`(the Systems Act)`, `(the Old Act)` name none, and the
 * number stands alone). (Not after a comma: `Act 3 of 2000, the Labour Relations Act, ...` lists two.)
 */
const NAME_AFTER_NUMBER = /^[\s\u200b-\u200d\u2060]*\([\s"“']*(?:the\s+)?(?:(\p{Lu}{3,7})|(\p{Lu}[\p{L}'’-]*\s+(?:(?:of|and|the|for|to|in|on|\p{Lu}[\p{L}'’-]*)\s+){0,10})Act)[\s"”']*\)/u;

/** A part of an Act named before its title: `Schedule to the`, `Regulations under the`, `Preamble to the`. */
// (Not `Amendment of the` or `Repeal of the`: an Amendment Act is another Act, verification-rules.md.)
const PART_BEFORE_TITLE = /^(?:(?:the|The)\s+)?(?:Schedules?|Regulations?|Rules|Preamble|Annexure|Appendix|Notice|Proclamation|Items?)\s+(?:to|of|under|in terms of|made under)\s+the\s+/;

/** Finds every Act citation, in text order; a title is never read past `boundaries` (other citations). */
export function extractActs(text: string, boundaries: Span[] = []): ActCitation[] {
  const ends = boundaries.map((b) => b.end).sort((a, b) => a - b);
  const lastEndBefore = (at: number) => {
    let best = 0;
    for (const e of ends) if (e <= at) best = e;
    return best;
  };
  const found: ActCitation[] = [];
  // The Constitution cited by its title and year: a number in brackets after it is its own.
  const titled = new Set<ActCitation>();
  for (const m of text.matchAll(CONSTITUTION_RE)) {
    const year = Number(m[1]);
    titled.add({
      cited: m[0],
      start: m.index,
      end: m.index + m[0].length,
      name: 'Constitution of the Republic of South Africa',
      ...(year === 1996 ? { number: 108 } : year === 1993 ? { number: 200 } : {}),
      year,
      provincial: false,
    });
  }
  found.push(...titled);
  // `the Constitution` alone is Act 108 of 1996 (not `the Constitution of the Western Cape`).
  for (const m of text.matchAll(BARE_CONSTITUTION_RE)) {
    found.push({ cited: m[0], start: m.index, end: m.index + m[0].length, name: 'Constitution of the Republic of South Africa', number: 108, year: 1996, provincial: false });
  }
  const titleAt = (at: number) => {
    const title = titleBefore(text, lastEndBefore(at), at);
    return title && (cutBefore(text, title, DESIGNATED_PART.exec(title.title)?.[0]) ?? title);
  };
  for (const m of text.matchAll(ACT_RE)) {
    let title = titleAt(m.index);
    let end = m.index + m[0].length;
    if (!title) {
      // `the Promotion of Administrative Justice Act (Act 2 of 2000)`, `the Consumer Protection Act,
      // Act 68 of 2008`, `... Act (CPA), Act 68 of 2008`, `... Act ("the CPA") (Act 68 of 2008)`, `... Act of
      // 2008 [Act 68 of 2008]`, `... Act – Act 68 of 2008`: the number is the title's before it (read
      // alone, the number of another Act was confirmed without its name).
      const before = text.slice(Math.max(lastEndBefore(m.index), m.index - 48), m.index);
      const opening = TITLE_BEFORE_NUMBER.exec(before);
      if (opening) {
        title = titleAt(m.index - before.length + opening.index);
        if (title && /[([]/.test(opening[0])) end += closingAfter(text, end, ')]') ?? 0;
      }
    }
    let abbreviation: string | undefined;
    if (!title) {
      // `Act 2 of 2000 (PAJA)`, `Act 68 of 2008 (the Companies Act)`: the name after the number (read
      // alone, the number of the Act the writer did not mean was confirmed).
      const after = NAME_AFTER_NUMBER.exec(text.slice(end, end + 160));
      if (after && (after[1] || after[2]) && after[1] !== 'ACT') {
        const named = after[1] ?? `${clean(after[2])} Act`;
        end += after[0].length;
        found.push({
          cited: text.slice(m.index, end),
          start: m.index,
          end,
          number: Number(m[1]),
          year: Number(m[2]),
          name: named,
          provincial: false,
          abbreviation: true,
          numbered: { cited: m[0], start: m.index, end: m.index + m[0].length },
        });
        continue;
      }
    }
    if (!title) {
      // `PAJA (Act 2 of 2000)`: read alone, the number of the Act the acronym does not spell (PAIA's)
      // was confirmed.
      const before = text.slice(Math.max(lastEndBefore(m.index), m.index - 16), m.index);
      const acronym = ACRONYM_BEFORE_NUMBER.exec(before);
      if (acronym) {
        // In brackets, closed after the number; or after a table's `|`, a dash or a colon (`PAJA – Act 3 of
        // 2000`); or set off by commas on both sides (`PAJA, Act 2 of 2000, governs ...`: not `As decided
        // by the SCA, Act 68 of 1981 did not apply`, nor `Unlike POPIA, Act 2 of 2000 ...`).
        const close = acronym[2] === '(' ? closingAfter(text, end, ')') : acronym[2] === ',' ? (closingAfter(text, end, ',') === undefined ? undefined : 0) : 0;
        if (close !== undefined) {
          abbreviation = acronym[1];
          title = { start: m.index - before.length + acronym.index, title: acronym[1] };
          end += close;
        }
      }
    }
    const start = title?.start ?? m.index;
    const longer = title && !abbreviation ? otherReading(text, lastEndBefore(m.index), title) : undefined;
    found.push({
      cited: text.slice(start, end),
      start,
      end,
      number: Number(m[1]),
      year: Number(m[2]),
      ...(title ? { name: abbreviation ?? `${title.title} Act` } : {}),
      ...(longer ? { listed: { name: `${longer.title} Act`, cited: text.slice(longer.start, end), start: longer.start, end } } : {}),
      provincial: PROVINCIAL.test(title?.title ?? ''),
      ...(abbreviation ? { abbreviation: true as const, numbered: { cited: m[0], start: m.index, end: m.index + m[0].length } } : {}),
    });
  }
  for (const m of text.matchAll(TITLE_YEAR_RE)) {
    const title = titleAt(m.index);
    if (!title) continue;
    const end = m.index + m[0].length;
    const longer = otherReading(text, lastEndBefore(m.index), title);
    found.push({
      cited: text.slice(title.start, end),
      start: title.start,
      end,
      name: `${title.title} Act`,
      ...(longer ? { listed: { name: `${longer.title} Act`, cited: text.slice(longer.start, end), start: longer.start, end } } : {}),
      year: Number(m[1]),
      provincial: PROVINCIAL.test(title.title),
    });
  }
  const out: ActCitation[] = [];
  for (const act of keepFirst(found)) {
    const last = out[out.length - 1];
    // `Companies Act, 2008 (Act No. 71 of 2008)`: the number in brackets belongs to the title before it.
    const between = last ? text.slice(last.end, act.start) : '';
    const opens = between.length <= GROUP_GAP && [...between].filter((ch) => !isSpace(ch)).join('') === '(';
    // `Constitution of the Republic of South Africa, 1996 (Act 200 of 1993)` is one citation that
    // contradicts itself (its title's year against the number's), as a short title's would be.
    const constitution = last !== undefined && titled.has(last);
    if (last && opens && last.name && act.name === undefined && (last.number === undefined || constitution || (last.number === act.number && last.year === act.year))) {
      const end = act.end + (closingAfter(text, act.end, ')') ?? 0);
      const titleYear = last.number === undefined || constitution ? last.year : undefined;
      if (last.listed) Object.assign(last.listed, { cited: text.slice(last.listed.start, end), end });
      Object.assign(last, {
        cited: text.slice(last.start, end),
        end,
        number: act.number,
        year: act.year,
        ...(titleYear !== undefined && titleYear !== act.year ? { titleYear } : {}),
      });
      continue;
    }
    out.push(act);
  }
  return out;
}
