import { SEAT_WORDS } from './courts.js';
import { PROVINCE_WORDS } from './places.js';
import type { AgreementExample, WordClass, WordForms } from './types.js';

/**
 * The words by which a written case name or Act title agrees with the official one, as
 * verification-rules.md says a lawyer reads them (names.ts compares; these say what with). Words are
 * in lower case, as compared.
 */

export const NOISE: WordClass<AgreementExample> = {
  about: 'Words a party name may carry or drop without naming anyone else: `and Another`, `N.O.`, `(Pty) Ltd`.',
  words: [
    'and', 'another', 'others', 'other', 'ano', 'anor', 'ors', 'no', 'nno', 'nne', 'obo', 'pty', 'ltd', 'limited', 'proprietary', 'the', 'inc',
    'cc', 'soc', 'npc', 'rf', 'et', 'al', 'ex', 'parte', 're', 'in', 'bpk', 'beperk', 'edms', 'eiendoms', 'en', 'ander', 'andere',
  ],
  examples: [
    { written: 'Acme (Pty) Ltd v Smith', official: 'Acme Proprietary Limited v Smith', agrees: true },
    { written: 'Logbro Properties CC v Bedderson N.O.', official: 'Logbro Properties CC v Bedderson NO', agrees: true },
    { written: 'Makwanyane en Andere v Die Staat', official: 'S v Makwanyane and Another', agrees: true, why: 'in Afrikaans, the parties the other way round' },
    { written: 'Smith v Jones', official: 'Ander', agrees: false, why: 'a record name of noise words only (read from a citing text) names no one' },
  ],
};

export const NOISE_WORDS: ReadonlySet<string> = new Set(NOISE.words);

export const MINOR: WordClass<AgreementExample> = {
  // (`van` too: Afrikaans `of`, `Minister van Polisie`; in a surname, `Van Wyk`, the rest of it still names.)
  about: 'Small words that say nothing of who a party is (`Minister of Health` is `minister health`).',
  words: ['of', 'for', 'the', 'in', 'on', 'to', 'a', 'an', 'at', 'by', 'with', 'from', 'and', '&', 'van'],
  examples: [
    { written: 'The Minister of Health v Treatment Action Campaign', official: 'Minister of Health and Others v Treatment Action Campaign and Others', agrees: true },
    { written: 'AK v Minister van Polisie', official: 'AK v Minister of Police', agrees: true, why: 'Afrikaans `van` for `of`' },
  ],
};

export const MINOR_WORDS: ReadonlySet<string> = new Set(MINOR.words);

export const ABBREVIATION: WordForms<readonly string[], AgreementExample> = {
  about: 'Abbreviations a party name may use for its full words (verification-rules.md, "Party names agree").',
  forms: {
    rsa: ['republic', 'south', 'africa'],
    sa: ['south', 'africa'],
    mec: ['member', 'executive', 'council'],
    ndpp: ['national', 'director', 'public', 'prosecutions'],
    dpp: ['director', 'public', 'prosecutions'],
    min: ['minister'],
    corp: ['corporation'],
    co: ['company'],
    assoc: ['association'],
    dept: ['department'],
    govt: ['government'],
    mun: ['municipality'],
    // Acronyms whose first word gives more than its initial: only their own expansion (a rule for any
    // first word's two or three letters let `University of Stellenbosch Legal Aid Clinic` agree with UNISA).
    unisa: ['university', 'south', 'africa'],
    cosatu: ['congress', 'south', 'africa', 'trade', 'union'],
    natl: ['national'],
    intl: ['international'],
    kzn: ['kwazulu', 'natal'],
    tvl: ['transvaal'],
    ofs: ['orange', 'free', 'state'],
    comm: ['commission'],
    commr: ['commissioner'],
    comr: ['commissioner'],
    csars: ['commissioner', 'south', 'africa', 'revenue', 'service'],
  },
  examples: [
    { written: 'Matatiele Municipality v President of the RSA (No 1)', official: 'Matatiele Municipality and Others v President of the Republic of South Africa and Others (1)', agrees: true },
    { written: 'Chairperson of the Council of the University of South Africa v AfriForum NPC', official: 'Chairperson of the Council of UNISA v AfriForum NPC', agrees: true },
    { written: 'University of Stellenbosch v AfriForum', official: 'Chairperson of the Council of UNISA v AfriForum NPC', agrees: false, why: 'UNISA spells its own words only' },
    { written: 'Congress of South African Trade Unions v Minister of Labour', official: 'COSATU v Minister of Labour', agrees: true },
  ],
};

export const ABBREVIATIONS = ABBREVIATION.forms;

/** Places written as capitals in brackets (`(TVL)`, `(KZN)`): a place, in any case, not the party's own acronym. */
export const PLACE_ABBREVIATIONS: ReadonlySet<string> = new Set(['tvl', 'ofs', 'kzn']);

export const SAME_WORD: WordForms<string, AgreementExample> = {
  about: 'Word forms that are the same word to a lawyer: `South African` and `South Africa`.',
  forms: {
    african: 'africa',
    s: 'state',
    ministers: 'minister',
    // Afrikaans judgments name parties in Afrikaans (`Minister van Polisie`, `Universiteit van Kaapstad`):
    // the offices and bodies that recur, word for word.
    staat: 'state',
    polisie: 'police',
    universiteit: 'university',
    justisie: 'justice',
    gesondheid: 'health',
    onderwys: 'education',
    vervoer: 'transport',
    munisipaliteit: 'municipality',
    departement: 'department',
    kommissaris: 'commissioner',
    inkomste: 'revenue',
    provinsie: 'province',
    regering: 'government',
    republiek: 'republic',
  },
  examples: [
    { written: 'AK v Minister van Polisie', official: 'AK v Minister of Police', agrees: true },
    { written: 'AK v Minister van Justisie', official: 'AK v Minister of Police', agrees: false, why: 'another minister, in Afrikaans' },
  ],
};

export const SAME_WORDS = SAME_WORD.forms;

export const STATE: WordClass<AgreementExample> = {
  about: 'The State as a party: `S`, `State`, `The State`, in Afrikaans `Die Staat`.',
  words: ['s', 'state', 'the state', 'staat', 'die staat'],
  examples: [
    { written: 'State v Makwanyane', official: 'S v Makwanyane and Another', agrees: true },
    { written: 'Die Staat v Makwanyane', official: 'S v Makwanyane and Another', agrees: true },
    { written: 'Smith v Makwanyane', official: 'S v Makwanyane and Another', agrees: false, why: 'a person is not the State' },
  ],
};

export const STATE_FORMS: ReadonlySet<string> = new Set(STATE.words);

export const TAIL_PLACE: WordClass<AgreementExample> = {
  about:
    'Words a place or a court\'s division after a comma may hold (`..., KwaZulu-Natal`, `..., Witwatersrand Local Division`), with ' +
    'the provinces\' and the high courts\' seats\' words: a comma\'s words may be left out of the official name only if they are these.',
  words: [
    'division', 'local', 'provincial', 'district', 'regional', 'high', 'court', 'witwatersrand', 'transvaal', 'orange', 'natal', 'east', 'london',
    'tshwane', 'ekurhuleni', 'ethekwini', 'soweto',
  ],
  examples: [
    { written: 'Phillips v Director of Public Prosecutions, Witwatersrand Local Division', official: 'Phillips v Director of Public Prosecutions', agrees: true },
    { written: 'Soobramoney v Minister of Health, KwaZulu-Natal', official: 'Soobramoney v Minister of Health', agrees: true },
    { written: 'Fose v Minister, Department of Justice', official: 'Fose v Minister of Safety and Security', agrees: false, why: 'an office after the comma names another party' },
    { written: 'Kaunda v President, Republic of Zimbabwe', official: 'Kaunda and Others v President of the Republic of South Africa', agrees: false, why: 'another state' },
  ],
};

/** TAIL_PLACE's words with the provinces' and the seats' (`..., Port Elizabeth`). */
export const TAIL_PLACE_WORDS: ReadonlySet<string> = new Set([...PROVINCE_WORDS, ...TAIL_PLACE.words, ...SEAT_WORDS]);

export const COUNTRY: WordClass<AgreementExample> = {
  about:
    'With TAIL_PLACE\'s, words of a place a name may end with after its acronym\'s run (`PSA`, Public Servants Association of South ' +
    'Africa; `RSDO`, ..., Cape Town).',
  words: ['south', 'africa', 'republic'],
  examples: [
    { written: 'PSA v X', official: 'Public Servants Association of South Africa v X', agrees: true, why: '`of` a country' },
    { written: 'Gavric v RSDO', official: 'Gavric v Refugee Status Determination Officer, Cape Town', agrees: true, why: 'a seat after the run' },
    { written: 'PS v X', official: 'Public Servants Association of South Africa v X', agrees: false },
  ],
};

export const COUNTRY_WORDS: ReadonlySet<string> = new Set([...TAIL_PLACE_WORDS, ...COUNTRY.words]);

export const NAME_FORM: WordClass<AgreementExample> = {
  // (Not `corporation`, `company`, `trust`: `SAB` spelt the South African Broadcasting Corporation's first words.)
  about: 'Words that end a body\'s name after the words its acronym spells (`CoJ`, City of Johannesburg Metropolitan Municipality).',
  words: ['metropolitan', 'municipality', 'local', 'district'],
  examples: [
    { written: 'CoJ v Blue Moonlight', official: 'City of Johannesburg Metropolitan Municipality v Blue Moonlight Properties 39 (Pty) Ltd', agrees: true },
    { written: 'Ekapa Minerals v Sol Plaatje LM', official: 'Ekapa Minerals (Pty) Ltd v Sol Plaatje Local Municipality', agrees: true },
    { written: 'SAB v X', official: 'South African Broadcasting Corporation v X', agrees: false, why: 'a corporation\'s form is more of its name' },
  ],
};

export const NAME_FORM_WORDS: ReadonlySet<string> = new Set(NAME_FORM.words);

export const BODY_FORM: WordClass<AgreementExample> = {
  about: 'Words naming what kind of body a party is: one a record dropped from a name otherwise whole may be written (`... Construction Union`).',
  words: [
    'union', 'association', 'society', 'council', 'federation', 'forum', 'movement', 'institute', 'foundation', 'organisation', 'organization',
    'corporation', 'company', 'trust', 'commission', 'board', 'authority', 'agency', 'fund', 'centre', 'center', 'group', 'holdings', 'network',
  ],
  examples: [
    { written: 'Association of Mineworkers and Construction Union v Royal Bafokeng Platinum Ltd', official: 'Association of Mineworkers and Construction and Others v Royal Bafokeng Platinum Limited and Others', agrees: true, why: 'the record dropped `Union`' },
    { written: 'Association of Mineworkers and Construction Bank v Royal Bafokeng Platinum Ltd', official: 'Association of Mineworkers and Construction and Others v Royal Bafokeng Platinum Limited and Others', agrees: false, why: '`bank` names no body\'s form here' },
    { written: 'Mineworkers Union v Royal Bafokeng Platinum Ltd', official: 'Association of Mineworkers and Construction and Others v Royal Bafokeng Platinum Limited and Others', agrees: false, why: 'the written side does not hold the whole official one' },
  ],
};

export const BODY_FORM_WORDS: ReadonlySet<string> = new Set(BODY_FORM.words);

// (Each is a noise word too, so a side's significant words hold one only where a party's initials spell it.)
export const MATTER_OPENING: WordClass<AgreementExample> = {
  about: 'Words that open a matter\'s name (`In re`, `Ex parte`), passed over where a matter\'s words must stand together.',
  words: ['in', 're', 'ex', 'parte'],
  examples: [
    { written: 'In re Certification of the Constitution of the Province of KwaZulu-Natal, 1996', official: 'Certification of the Constitution of the Province of KwaZulu-Natal', agrees: true },
    { written: 'In re Certification of the Constitution of the Western Cape', official: 'In re Certification of the Constitution of the Republic of South Africa', agrees: false },
  ],
};

export const MATTER_OPENING_WORDS: ReadonlySet<string> = new Set(MATTER_OPENING.words);

export const MATTER_TITLE: WordClass<AgreementExample> = {
  about:
    'How a matter\'s title opens, after its `In re`: no party\'s name (`Certification of the Constitution ...`), so a written `X v Y` of ' +
    'its words names none of it.',
  words: ['certification of', 'constitutionality of', 'dispute concerning'],
  examples: [
    {
      written: 'Republic of South Africa v Constitution',
      official: 'Ex parte Chairperson of the Constitutional Assembly: In re Certification of the Constitution of the Republic of South Africa, 1996',
      agrees: false,
    },
    {
      written: 'Chairperson of the Constitutional Assembly v Certification of the Constitution of the Republic of South Africa',
      official: 'Certification of the Constitution of the Republic of South Africa, 1996',
      agrees: false,
    },
  ],
};

export const ACT_TITLE_PREFIX: WordClass<AgreementExample> = {
  about: 'Official prefixes an Act\'s title may leave out (`Municipal Systems Act` for `Local Government: Municipal Systems Act`), but not change.',
  words: ['local government', 'national environmental management'],
  examples: [
    { kind: 'act', written: 'Municipal Systems Act', official: 'Local Government: Municipal Systems Act', agrees: true },
    { kind: 'act', written: 'Waste Act', official: 'National Environmental Management: Waste Act', agrees: true },
    { kind: 'act', written: 'Local Government: Waste Act', official: 'National Environmental Management: Waste Act', agrees: false, why: 'another prefix' },
    { kind: 'act', written: 'MFMA', official: 'Local Government: Municipal Finance Management Act', agrees: true, why: 'an acronym without the prefix' },
  ],
};

export const ACT_TITLE_PREFIXES = ACT_TITLE_PREFIX.words;

export const ACRONYM_SMALL: WordClass<AgreementExample> = {
  about: 'Small words an Act\'s acronym may take its letter from or pass over: `POPI` (Protection of Personal Information), `PIE`.',
  words: ['of', 'to', 'and', 'from', 'in', 'for', 'on', 'by', 'with', 'the'],
  examples: [
    { kind: 'act', written: 'PIE Act', official: 'Prevention of Illegal Eviction from and Unlawful Occupation of Land Act', agrees: true },
    { kind: 'act', written: 'POPIA', official: 'Protection of Personal Information Act', agrees: true },
    { kind: 'act', written: 'PAIA', official: 'Promotion of Access to Information Act', agrees: true },
    { kind: 'act', written: 'PAJA', official: 'Promotion of Access to Information Act', agrees: false },
  ],
};

export const ACRONYM_SMALL_WORDS: ReadonlySet<string> = new Set(ACRONYM_SMALL.words);

/** Every class above with its examples: test/citations/data.spec.ts compares each pair. */
export const AGREEMENT_CLASSES = {
  NOISE, MINOR, ABBREVIATION, SAME_WORD, STATE, TAIL_PLACE, COUNTRY, NAME_FORM, BODY_FORM, MATTER_OPENING, MATTER_TITLE, ACT_TITLE_PREFIX, ACRONYM_SMALL,
};
