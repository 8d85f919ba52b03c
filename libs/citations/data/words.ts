import { MINOR_WORDS } from './agreement.js';
import { COURT_CODE_WORDS, SEAT_WORDS } from './courts.js';
import { JUDGE_TITLES } from './judges.js';
import { PROVINCE_WORDS } from './places.js';
import type { WordClass } from './types.js';

/**
 * The word classes of the name reader, in lower case, each with the examples it must read (data.spec.ts).
 * The reader uses them as sets (patterns.ts re-exports them).
 */

export const CONNECTOR_WORDS: WordClass = {
  about: 'Words that may stand inside a title or party name without a capital (`Minister of Safety and Security`, `van der Merwe`, `Ex parte`, `In re`).',
  words: [
    // The small words name agreement passes over (`of`, `and`, `van`), and the words of names' forms.
    ...MINOR_WORDS, 'der', 'den', 'de', 'du', 'le', 'la', 'von', 'obo', 't/a', 'en', 'v', 'vs', 'v.', 'vs.', 'versus', 're', 'parte', 'ex', 'against',
  ],
  examples: [
    { text: 'See Minister of Safety and Security v Van Duivenboden [2002] ZASCA 79', parties: 'Minister of Safety and Security v Van Duivenboden' },
    { text: 'Ex parte Chairperson of the Constitutional Assembly [1996] ZACC 26', parties: 'Ex parte Chairperson of the Constitutional Assembly' },
    { text: 'SATAWU obo Members v Garvas [2012] ZACC 13', parties: 'SATAWU obo Members v Garvas' },
  ],
};

export const CLAUSE_WORD_CLASS: WordClass = {
  about: 'Words that open a clause or sentence before a case name and are never its first word (`see S v X`, `In Grootboom`, `Similarly, Khumalo`); `In re` and `Ex parte` are kept (the reader looks at the next word).',
  words: [
    'in', 'see', 'cf', 'cf.', 'compare', 'also', 'and', 'or', 'as', 'per', 'following', 'applying', 'approving', 'citing', 'quoting',
    'e.g.', 'eg', 'e.g', 'viz', 'under', 'at', 'by', 'with', 'from', 'to', 'for', 'of', 'on', 'the', 'a', 'an', 'this', 'that', 'these',
    'those', 'its', 'their', 'it', 'he', 'she', 'they', 'we', 'recently', 'however', 'thus', 'similarly', 'accordingly', 'moreover', 'further', 'furthermore', 'notably',
    'indeed', 'yet', 'but', 'again', 'likewise', 'here', 'there', 'then', 'later', 'earlier', 'subsequently', 'consequently', 'therefore',
    'hence', 'finally', 'firstly', 'secondly', 'thirdly', 'lastly', 'still', 'both', 'even', 'only', 'unlike',
    'like', 'after', 'before', 'since', 'while', 'although', 'whereas', 'because', 'if', 'when', 'where', 'despite', 'relying',
    'contrast', 'particular', 'especially', 'generally', 'specifically', 'namely', 'so', 'ibid', 'id', 'supra', 'infra', 'above', 'below',
    'note', 'fn', 'n', 'footnote', 'judgment', 'case', 'matter', 'decision', 'court', 'notwithstanding', 'nevertheless', 'nonetheless',
    'additionally', 'importantly', 'crucially', 'ultimately', 'arguably', 'plainly', 'clearly', 'equally', 'conversely', 'alternatively',
    'instead', 'rather', 'besides', 'meanwhile', 'otherwise', 'significantly', 'relevantly', 'interestingly', 'tellingly', 'pertinently',
    'unsurprisingly', 'admittedly', 'undoubtedly', 'certainly', 'referring',
    'relied', 'cited', 'considering', 'distinguishing', 'endorsing', 'confirming', 'overruling', 'whilst', 'until', 'upon', 'via',
    // Signals: `Contra Bato Star ...`, `Vide [2006] ZACC 10`, `Semble ...`.
    'contra', 'accord', 'consider', 'cp', 'noting', 'vide', 'semble', 'particularly',
    'sien', 'vgl', 'vgl.', 'vergelyk', 'ook', 'soos', 'volgens', 'kyk', // Afrikaans: `(Sien R v Smith ...)`, `(Vgl ...)`, `Kyk S v Khoza`
    // A question's first word: `Is Kaunda v President ... still good law?`, `Does Grootboom ...`
    'is', 'was', 'are', 'were', 'does', 'did', 'do', 'has', 'had', 'have', 'can', 'could', 'should', 'would', 'what', 'why', 'how', 'whether',
    'counsel', 'respondent', 'respondents', 'applicant', 'applicants', 'appellant', 'appellants', 'plaintiff', 'defendant', 'each',
  ],
  examples: [
    { text: 'See also S v Makwanyane 1995 (3) SA 391 (CC)', parties: 'S v Makwanyane' },
    { text: 'Similarly, Khumalo v Holomisa [2002] ZACC 12 held', parties: 'Khumalo v Holomisa' },
    { text: '(Sien R v Smith 1950 (1) SA 1 (A))', parties: 'R v Smith' },
    { text: 'In re Certification of the Constitution of the Western Cape, 1997 [1997] ZACC 8', parties: 'In re Certification of the Constitution of the Western Cape, 1997' },
  ],
};

export const GENERIC_WORD_CLASS: WordClass = {
  about: 'Words that alone name no case: `The Constitutional Court [2019] ZACC 12 held` is a citation without names, not a short name `Constitutional Court`.',
  words: [
    'court', 'courts', 'constitutional', 'supreme', 'appeal', 'high', 'division', 'full', 'bench', 'judgment', 'judgments', 'case', 'cases',
    'matter', 'decision', 'majority', 'minority', 'labour', 'appellate', 'local', 'regional', 'magistrates', 'sca', 'cc', 'lac', 'lc', 'the',
    'this', 'that', 'honourable', 'learned', 'judge', 'justice', 'chief', 'deputy', 'president', 'acting', ...JUDGE_TITLES.map((t) => t.toLowerCase()),
    'unanimous', 'order', 'see', 'also', 'compare', 'cf', 'and', 'in', 'of', 'para', 'paras', 'paragraph', 'footnote', 'above', 'supra',
    'ibid', 'id', 'infra', 'note', 'n', 'at', 'per', 'held', 'africa', 'south', ...PROVINCE_WORDS,
    ...SEAT_WORDS, 'competition', 'tribunal', 'electoral', 'equality', 'land', 'claims', 'tax', 'admiralty',
    // Words that fill a name but name no one: `Another v Others` is no name.
    'another', 'others', 'ano', 'anor', 'ors', 'pty', 'ltd', 'limited', 'proprietary', 'inc', 'nno', 'obo', 'v', 'vs', 'versus',
    // An office or body alone (`In Minister [2025] ZACC 40`) is prose, not a case's short name.
    'minister', 'municipality', 'commissioner', 'mec', 'premier', 'speaker', 'director', 'member', 'council', 'department', 'government',
    'city', 'applicant', 'applicants', 'respondent', 'respondents', 'appellant', 'appellants', 'accused', 'plaintiff', 'defendant', 'fund',
    'board', 'commission', 'authority', 'company', 'trust', 'bank',
    // A court's code alone (`the HHA in [2004] ZASCA 1`, the SCA's Afrikaans code).
    ...COURT_CODE_WORDS,
  ],
  examples: [
    { text: 'The Constitutional Court [2019] ZACC 12 held', parties: null },
    { text: 'In Minister [2025] ZACC 40 the Court', parties: null, why: 'an office alone' },
    { text: 'In Grootboom [2000] ZACC 19 the state', parties: 'Grootboom', why: 'a short name' },
  ],
};

export const COURT_WORD_CLASS: WordClass = {
  about: 'Words naming a court: `Supreme Court of Appeal in X v Y` and `Full Court of the ... Division, X v Y` name the court before the case.',
  words: ['court', 'courts', 'division', 'tribunal', 'bench'],
  examples: [
    { text: 'the Full Court of the Western Cape Division, Smith v Jones [2019] ZAWCHC 3', parties: 'Smith v Jones' },
    { text: 'The Supreme Court of Appeal in Mokoena v Standard Bank [2004] ZASCA 1 held', parties: 'Mokoena v Standard Bank' },
  ],
};

export const ABBREVIATION_CLASS: WordClass = {
  about: 'Abbreviations ending in a full stop that do not end a sentence inside a case name.',
  words: [
    'co.', 'ltd.', 'pty.', 'no.', 'corp.', 'inc.', 'bros.', 'st.', 'mr.', 'mrs.', 'ms.', 'dr.', 'prof.', 'adv.', 'v.', 'vs.', 'assoc.', 'dept.', 'govt.', 'mun.', 'min.', 'natl.', 'intl.', 'ass.', 'ors.', 'ano.', 'anor.', 'n.o.', 'nno.', 'cf.', 'e.g.'
  ],
  examples: [
    { text: 'Smith & Co. v Jones Bros. Ltd [2004] ZASCA 1', parties: 'Smith & Co. v Jones Bros. Ltd' },
    { text: 'Minister of Safety v Dr. Jones [2004] ZASCA 1', parties: 'Minister of Safety v Dr. Jones' },
  ],
};

export const PARTY_SUFFIX_CLASS: WordClass = {
  about: 'Words that end a party\'s name (`and another`, `& others`, `et al`, `(Pty) Ltd`, `NO`, `en andere`): read at the end of a name or before its `v`, never its stop.',
  words: ['another', 'others', 'ano', 'anor', 'ors', 'ander', 'andere', 'et', 'al', 'cc', 'pty', 'ltd', 'limited', 'inc', 'nno', 'no', 'n.o', 'soc', 'npc', 'rf', 'bpk', 'edms'],
  examples: [
    { text: 'Smith and another v Speaker of the National Assembly [2020] ZACC 1', parties: 'Smith and another v Speaker of the National Assembly' },
    { text: 'Du Toit en andere v Minister [2002] ZACC 20', parties: 'Du Toit en andere v Minister' },
    { text: 'Ferreira v Levin NO [1995] ZACC 13', parties: 'Ferreira v Levin NO' },
  ],
};

export const CONNECTORS: ReadonlySet<string> = new Set(CONNECTOR_WORDS.words);
export const CLAUSE_WORDS: ReadonlySet<string> = new Set(CLAUSE_WORD_CLASS.words);
export const GENERIC_NAME_WORDS: ReadonlySet<string> = new Set(GENERIC_WORD_CLASS.words);
export const COURT_WORDS: ReadonlySet<string> = new Set(COURT_WORD_CLASS.words);
export const NAME_ABBREVIATIONS: ReadonlySet<string> = new Set(ABBREVIATION_CLASS.words);
export const NAME_SUFFIX: ReadonlySet<string> = new Set(PARTY_SUFFIX_CLASS.words);

/** Every word class, for data.spec.ts. */
export const WORD_CLASSES: Readonly<Record<string, WordClass>> = {
  connectors: CONNECTOR_WORDS,
    'clause words': CLAUSE_WORD_CLASS,
    'generic words': GENERIC_WORD_CLASS,
    'court words': COURT_WORD_CLASS,
  abbreviations: ABBREVIATION_CLASS,
  'party suffixes': PARTY_SUFFIX_CLASS,
};
